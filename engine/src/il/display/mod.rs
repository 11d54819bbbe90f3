//! The IL display (seed 001, il_to_str.c): what cufront understood of a unit, in the format
//! cudafe++ prints with `--il_display` — the format is read off the oracle's own dumps
//! (`corpus/cases/il/*.oracle.il`), which differ from the seed in details: the first line
//! reads `Display of IL produced by the compilation of "…"`, kind names are hyphenated
//! (`source-file`, `expr-node`), and a pointer is written `file-scope kind@id: name`.
//!
//! Memory region 1 holds the file scope: the il_header, then every entity outside function
//! bodies with the entries it owns (a class's class-type-supplement, its base-class entries),
//! the types the shown entries use, the expressions of file-scope initializers, the scopes,
//! the source files and the source-sequence lookup entries. Each function or lambda body the
//! parser read is a region of its own (`Intermediate language for memory region N (function
//! "f"):`) holding its parameters, locals, statements, expressions and constants.
//!
//! Ids are stable, not addresses: an entry's id names the IL array it comes from and its index
//! (`e` entities, `t` types, `s` scopes, `x` expressions, `st` statements, `b` base classes,
//! `f` source files, `q` lookup entries), so the dump is the same on every run, and a
//! class's, enum's, typedef's or type parameter's type entry is its entity's (`type@e12`).
//!
//! Only what the IL knows is shown: EDG's fields cufront does not model (sizes, offsets,
//! linkage states, lifetimes, name references) are left out rather than guessed, and so is
//! `time_of_compilation` (the dump must not change between runs). cufront's own kinds, for
//! what EDG has no entry for, are `enk_this`, `enk_unresolved_name`, `enk_tokens`,
//! `enk_pack_expansion` and `stmk_unread`. Entities of system headers (and the types only
//! they use) are left out unless `Options::all`.

mod layout;
mod text;

use std::fmt::Write as _;

use rustc_hash::FxHashMap;

pub use layout::{quote_into, Escapes, Layout, Ptr, Region};
pub use text::{literal_value, Value};

use super::{
    flag, Access, ClassKey, Cv, EntityId, EntityKind, ExprId, ExprKind, Il, IntKind, RefKind, ScopeId, ScopeKind,
    StmtId, StmtKind, StorageClass, Type, TypeId, Types,
};
use crate::intern::{Sym, Symbols};
use crate::lex::TokenKind;
use crate::parse::Tokens;

/// What to display.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Entities of system headers too.
    pub all: bool,
    /// Only the entities of this name (simple or qualified; seed 001: display_single_entity).
    pub entity: Option<String>,
    /// The name of the unit's main file, as the first line shows it.
    pub primary: String,
    /// `__cplusplus` of the unit's language mode (201703 …).
    pub std_version: u32,
    /// Per file of the unit (its `FileId`): whether it is left out like a system header (the
    /// CUDA toolkit's own headers are).
    pub hidden_files: Vec<bool>,
}

/// The IL of a unit as text.
pub fn display(il: &Il, tokens: &Tokens, symbols: &Symbols, options: &Options) -> String {
    let mut d = Dump::new(il, tokens, symbols, options, Layout::default());
    d.run();
    d.l.out
}

/// The IL of a unit, written to `out` as it is made.
pub fn display_to(
    il: &Il,
    tokens: &Tokens,
    symbols: &Symbols,
    options: &Options,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut d = Dump::new(il, tokens, symbols, options, Layout::to(out));
    d.run();
    d.l.flush();
    d.l.error.map_or(Ok(()), Err)
}

/// The lists an entity is chained on in its scope (EDG's per-scope lists, linked by `next`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum List {
    Types,
    Variables,
    Fields,
    Routines,
    Namespaces,
    Constants,
    Parameters,
    UsingDeclarations,
    Templates,
}

impl List {
    fn of(kind: EntityKind) -> List {
        match kind {
            EntityKind::Class | EntityKind::Enum | EntityKind::Typedef | EntityKind::TemplateTypeParam => List::Types,
            EntityKind::Variable => List::Variables,
            EntityKind::Field => List::Fields,
            EntityKind::Routine => List::Routines,
            EntityKind::Namespace | EntityKind::NamespaceAlias => List::Namespaces,
            EntityKind::Enumerator => List::Constants,
            EntityKind::Parameter | EntityKind::TemplateValueParam | EntityKind::TemplateTemplateParam => {
                List::Parameters
            }
            EntityKind::UsingDeclaration => List::UsingDeclarations,
            EntityKind::Concept => List::Templates,
        }
    }
}

/// A function or lambda body: a memory region of its own.
struct BodyRegion {
    name: String,
    routine: EntityId,
    block: StmtId,
}

struct Dump<'a, 'w> {
    il: &'a Il,
    tokens: &'a Tokens,
    symbols: &'a Symbols,
    options: &'a Options,
    l: Layout<'w>,
    /// The IL's types and the ones the display names besides (literals', `sizeof`'s).
    types: Types,
    /// Per expression: a literal's value and type.
    literal: Vec<Option<(Value, TypeId)>>,
    /// Per expression: its type as EDG gives it, where the IL knows it.
    expr_type: Vec<TypeId>,
    /// Entities whose type the display completes (`constexpr` implies `const`, a destructor
    /// is `noexcept`).
    var_type: FxHashMap<EntityId, TypeId>,
    /// The variables with an initializer.
    initialized: rustc_hash::FxHashSet<EntityId>,
    /// Per scope, entity, expression and statement: its region (0: file scope; 2…: a body).
    scope_region: Vec<u32>,
    expr_region: Vec<u32>,
    stmt_region: Vec<u32>,
    bodies: Vec<BodyRegion>,
    /// How many of `bodies` (the first ones) are shown.
    shown_bodies: usize,
    /// A routine's region number.
    routine_region: FxHashMap<EntityId, u32>,
    /// The entities by scope (sorted by scope, then id), for a scope's members.
    by_scope: Vec<(ScopeId, EntityId)>,
    by_scope_entities: Vec<EntityId>,
    /// The template type parameters of each name, by token (for names in types kept as
    /// tokens).
    type_params: FxHashMap<Sym, Vec<(u32, EntityId)>>,
    /// Template heads by their first parameter's token (for a pattern's head).
    heads: Vec<(u32, ScopeId)>,
    /// Per entity: the next one on its scope's list.
    next: Vec<EntityId>,
    first: FxHashMap<(ScopeId, List), EntityId>,
    shown: Vec<bool>,
    shown_scope: Vec<bool>,
    /// Per expression: the next operand of the same node; per statement: its parent and the
    /// next statement of the same parent.
    expr_next: Vec<ExprId>,
    stmt_parent: Vec<StmtId>,
    stmt_next: Vec<StmtId>,
    /// Each body's labels by name: (region, name) → the labelled statement.
    labels: FxHashMap<(u32, Sym), StmtId>,
    /// A block scope's block statement.
    scope_block: FxHashMap<ScopeId, StmtId>,
    /// The types shown in region 1 (those not entities' own).
    type_shown: Vec<bool>,
    /// The unit's files (for source-file entries), and which is the main one.
    files: Vec<SourceFile>,
    main_file: usize,
    lookups: Vec<Lookup>,
}

/// A file of the unit (its presumed name), with the range of seq numbers its lines have.
struct SourceFile {
    name: std::rc::Rc<str>,
    system: bool,
    first_seq: u32,
    last_seq: u32,
    first_line: u32,
}

/// A seq-number-lookup entry: seq numbers `first..=last` are lines `line…` of `file`.
struct Lookup {
    first: u32,
    last: u32,
    line: u32,
    file: usize,
}

impl<'a, 'w> Dump<'a, 'w> {
    fn new(il: &'a Il, tokens: &'a Tokens, symbols: &'a Symbols, options: &'a Options, l: Layout<'w>) -> Dump<'a, 'w> {
        let mut d = Dump {
            il,
            tokens,
            symbols,
            options,
            l,
            types: il.types.clone(),
            literal: vec![None; il.exprs.len()],
            expr_type: vec![TypeId::NONE; il.exprs.len()],
            var_type: FxHashMap::default(),
            initialized: il.expr_roots.iter().map(|r| r.of).filter(|e| !e.is_none()).collect(),
            scope_region: vec![0; il.scopes.len()],
            expr_region: vec![0; il.exprs.len()],
            stmt_region: vec![0; il.stmts.len()],
            bodies: Vec::new(),
            shown_bodies: 0,
            routine_region: FxHashMap::default(),
            by_scope: Vec::new(),
            by_scope_entities: Vec::new(),
            heads: Vec::new(),
            type_params: FxHashMap::default(),
            next: vec![EntityId::NONE; il.entities.len()],
            first: FxHashMap::default(),
            shown: Vec::new(),
            shown_scope: vec![false; il.scopes.len()],
            expr_next: vec![ExprId::NONE; il.exprs.len()],
            stmt_parent: vec![StmtId::NONE; il.stmts.len()],
            stmt_next: vec![StmtId::NONE; il.stmts.len()],
            scope_block: FxHashMap::default(),
            labels: FxHashMap::default(),
            type_shown: Vec::new(),
            files: Vec::new(),
            main_file: 0,
            lookups: Vec::new(),
        };
        d.shown = il.entities.iter().map(|e| options.all || !(e.has(flag::SYSTEM) || d.hidden(e.token))).collect();
        d.lists();
        d.regions();
        d.trees();
        d.literals();
        d.derived_types();
        d.mark_types();
        d.source_files();
        d
    }

    // ---- preparation ----

    /// Whether token `t` is in a system header or a file left out like one.
    fn hidden(&self, t: u32) -> bool {
        let t = t as usize;
        if self.tokens.flags.get(t).is_some_and(|f| f & crate::parse::tokens::flag::SYSTEM != 0) {
            return true;
        }
        self.tokens.at.get(t).is_some_and(|at| self.options.hidden_files.get(at.file.0 as usize) == Some(&true))
    }

    /// Chains each scope's entities per list, in declaration order.
    fn lists(&mut self) {
        self.by_scope = self.il.entities.iter().enumerate().map(|(i, e)| (e.parent, EntityId(i as u32))).collect();
        self.by_scope.sort_unstable();
        self.by_scope_entities = self.by_scope.iter().map(|&(_, e)| e).collect();
        let mut heads: FxHashMap<ScopeId, u32> = FxHashMap::default();
        for e in &self.il.entities {
            if matches!(
                e.kind,
                EntityKind::TemplateTypeParam | EntityKind::TemplateValueParam | EntityKind::TemplateTemplateParam
            ) && self.il.scope(e.parent).kind == ScopeKind::Template
            {
                let first = heads.entry(e.parent).or_insert(e.token);
                *first = (*first).min(e.token);
            }
        }
        self.heads = heads.into_iter().map(|(s, t)| (t, s)).collect();
        self.heads.sort_unstable();
        for (i, e) in self.il.entities.iter().enumerate() {
            if e.kind == EntityKind::TemplateTypeParam {
                self.type_params.entry(e.name).or_default().push((e.token, EntityId(i as u32)));
            }
        }
        for params in self.type_params.values_mut() {
            params.sort_unstable();
        }
        let mut last: FxHashMap<(ScopeId, List), EntityId> = FxHashMap::default();
        for (i, e) in self.il.entities.iter().enumerate() {
            let id = EntityId(i as u32);
            let key = (self.list_scope(id), List::of(e.kind));
            match last.insert(key, id) {
                Some(prev) => self.next[prev.index()] = id,
                None => {
                    self.first.insert(key, id);
                }
            }
        }
    }

    /// The scope whose list an entity is on: its own, but an unscoped enumeration's
    /// enumerators (declared around it) are on its list (EDG's enum_info.constant_list).
    fn list_scope(&self, e: EntityId) -> ScopeId {
        let ent = self.il.entity(e);
        if ent.kind == EntityKind::Enumerator && self.il.scope(ent.parent).kind != ScopeKind::Enum {
            if let Some(Type::Tag(en)) = self.il.types.get(ent.ty) {
                return self.il.entity(en).inner;
            }
        }
        ent.parent
    }

    /// Numbers the bodies' regions and places every scope, expression and statement in one.
    fn regions(&mut self) {
        let il = self.il;
        let mut all: Vec<BodyRegion> = il
            .bodies
            .iter()
            .map(|b| BodyRegion {
                name: if b.routine.is_none() { String::new() } else { self.entity_name(b.routine) },
                routine: b.routine,
                block: b.block,
            })
            .chain(il.lambda_bodies.iter().map(|l| BodyRegion {
                name: "operator()".into(),
                routine: EntityId::NONE,
                block: l.block,
            }))
            .collect();
        // The shown bodies are regions 2, 3 …, in order; the others follow them.
        let body_shown = |d: &Self, b: &BodyRegion| {
            if b.routine.is_none() {
                d.options.all || !d.hidden(il.stmt(b.block).token)
            } else {
                d.shown[b.routine.index()]
            }
        };
        let (shown, hidden): (Vec<BodyRegion>, Vec<BodyRegion>) = all.drain(..).partition(|b| body_shown(self, b));
        self.shown_bodies = shown.len();
        self.bodies = shown;
        self.bodies.extend(hidden);
        let mut marks: FxHashMap<ScopeId, u32> = FxHashMap::default();
        for (k, body) in self.bodies.iter().enumerate() {
            let region = k as u32 + 2;
            let scope = il.stmt(body.block).scope;
            marks.insert(scope, region);
            let parent = il.scope(scope).parent;
            if !parent.is_none() && il.scope(parent).kind == ScopeKind::Prototype {
                marks.insert(parent, region);
            }
            if !body.routine.is_none() {
                self.routine_region.insert(body.routine, region);
            }
        }
        // Parents come before their children.
        for (i, s) in il.scopes.iter().enumerate() {
            let id = ScopeId(i as u32);
            self.scope_region[i] = match marks.get(&id) {
                Some(&r) => r,
                None if s.parent.is_none() => 0,
                None => self.scope_region[s.parent.index()],
            };
        }
        for (i, s) in il.scopes.iter().enumerate() {
            self.shown_scope[i] = self.options.all
                || s.kind == ScopeKind::File
                || self.scope_region[i] != 0
                || (!s.entity.is_none() && self.shown[s.entity.index()]);
        }
        // A user entity in a system scope (a specialisation in `std`) shows that scope too.
        for (i, e) in il.entities.iter().enumerate() {
            if self.shown[i] && !self.shown_scope[e.parent.index()] {
                self.shown_scope[e.parent.index()] = true;
            }
        }
    }

    /// Parents and siblings of statements and operands; the regions of expressions.
    fn trees(&mut self) {
        let il = self.il;
        for (i, s) in il.stmts.iter().enumerate() {
            let id = StmtId(i as u32);
            self.stmt_region[i] = self.scope_region.get(s.scope.index()).copied().unwrap_or(0);
            let children = il.children(id);
            for (k, &c) in children.iter().enumerate() {
                self.stmt_parent[c.index()] = id;
                if s.kind == StmtKind::Block {
                    if let Some(&n) = children.get(k + 1) {
                        self.stmt_next[c.index()] = n;
                    }
                }
            }
            if s.kind == StmtKind::Block {
                self.scope_block.insert(s.scope, id);
            }
            if s.kind == StmtKind::Label {
                let name = self.tokens.sym.get(s.token as usize).copied().unwrap_or_default();
                self.labels.entry((self.stmt_region[i], name)).or_insert(id);
            }
        }
        for x in 0..il.exprs.len() {
            let ops = il.operands(ExprId(x as u32));
            for w in ops.windows(2) {
                self.expr_next[w[0].index()] = w[1];
            }
        }
        let mut roots: Vec<(ExprId, u32)> = il
            .expr_roots
            .iter()
            .map(|r| (r.expr, self.scope_region.get(r.scope.index()).copied().unwrap_or(0)))
            .collect();
        for (i, s) in il.stmts.iter().enumerate() {
            for x in [s.expr, s.extra] {
                if !x.is_none() {
                    roots.push((x, self.stmt_region[i]));
                }
            }
        }
        let mut reached = vec![false; il.exprs.len()];
        let mut stack = Vec::new();
        for (root, region) in roots {
            stack.push(root);
            while let Some(x) = stack.pop() {
                if x.index() >= il.exprs.len() {
                    continue;
                }
                self.expr_region[x.index()] = region;
                reached[x.index()] = true;
                stack.extend_from_slice(il.operands(x));
            }
        }
        // A node no full expression reaches (an initializer kept as tokens) is in the
        // innermost body its tokens are in.
        let mut ranges: Vec<(u32, u32, u32)> = self
            .bodies
            .iter()
            .enumerate()
            .map(|(k, b)| {
                let block = il.stmt(b.block);
                (block.token, block.end, k as u32 + 2)
            })
            .collect();
        ranges.sort_unstable();
        for (i, x) in il.exprs.iter().enumerate() {
            if reached[i] {
                continue;
            }
            let last = ranges.partition_point(|&(start, _, _)| start <= x.token);
            // Nested bodies start later: the last range holding the token is the innermost.
            if let Some(&(_, _, region)) = ranges[..last].iter().rev().find(|&&(_, end, _)| x.token < end) {
                self.expr_region[i] = region;
            }
        }
    }

    /// The values and types of literals.
    fn literals(&mut self) {
        for (i, x) in self.il.exprs.iter().enumerate() {
            if x.kind != ExprKind::Literal {
                continue;
            }
            let t = x.token as usize;
            let kind = self.tokens.kind.get(t).copied().unwrap_or(TokenKind::Eof);
            let Some(value) = literal_value(kind, self.tokens.spelling(t)) else { continue };
            let ty = match &value {
                Value::Integer { kind, .. } => self.types.intern(Type::Integer(*kind)),
                Value::Float { kind, .. } => self.types.intern(Type::Float(*kind)),
                Value::Bool(_) => self.types.intern(Type::Integer(IntKind::Bool)),
                Value::Nullptr => self.types.intern(Type::NullPtr),
                Value::String { bytes, char_kind } => {
                    let c = self.types.intern(Type::Integer(*char_kind));
                    let c = self.types.qualified(c, Cv(Cv::CONST));
                    self.types.intern(Type::Array { element: c, bound: Some(bytes.len() as u64 + 1) })
                }
            };
            self.literal[i] = Some((value, ty));
        }
    }

    /// The types EDG gives what the IL keeps untyped: a `constexpr` variable's (`const`), an
    /// expression's (a function's name is a pointer to it, `new T` a `T *`, `sizeof` a
    /// `size_t`), and a literal that is a variable's whole initializer (converted to the
    /// variable's type, where the value stays the same).
    fn derived_types(&mut self) {
        let il = self.il;
        for (i, e) in il.entities.iter().enumerate() {
            // A constexpr reference's own `const` is no qualifier of its type.
            let reference =
                matches!(self.types.get(e.ty), Some(Type::Pointer { kind: RefKind::LValue | RefKind::RValue, .. }));
            if e.kind == EntityKind::Variable
                && e.has(flag::CONSTEXPR)
                && il.is_const(e.ty) == Some(false)
                && !reference
            {
                let t = self.types.qualified(e.ty, Cv(Cv::CONST));
                self.var_type.insert(EntityId(i as u32), t);
            }
        }
        for root in &il.expr_roots {
            let x = root.expr;
            if root.of.is_none() || x.index() >= il.exprs.len() {
                continue;
            }
            // An integer literal (not a character) whose value the variable's integer type
            // holds: EDG's constant has the variable's type (its typedef name kept, its
            // qualifiers dropped).
            let Some((Value::Integer { value, kind: from }, _)) = self.literal[x.index()] else { continue };
            let var_ty = self.var_type.get(&root.of).copied().unwrap_or(il.entity(root.of).ty);
            let Some(Type::Integer(to)) = self.types.get(il.resolved(var_ty)) else { continue };
            if from == IntKind::Char || !int_fits(value, to) {
                continue;
            }
            let shown = match self.types.get(var_ty) {
                Some(Type::Qualified { base, .. }) => base,
                _ => var_ty,
            };
            self.literal[x.index()] = Some((Value::Integer { value, kind: to }, shown));
        }
        // A destructor without an exception specification is `noexcept` ([except.spec]).
        for (i, e) in il.entities.iter().enumerate() {
            if e.kind == EntityKind::Routine && e.has(flag::DESTRUCTOR) {
                if let Some(Type::Function(f)) = self.types.get(e.ty) {
                    let f = self.types.function_type(f);
                    if !f.exception_spec {
                        let f = super::FunctionType { nothrow: true, ..f.clone() };
                        let t = self.types.function(f);
                        self.var_type.insert(EntityId(i as u32), t);
                    }
                }
            }
        }
        let size_t = self.types.intern(Type::Integer(IntKind::UnsignedLong));
        for (i, x) in il.exprs.iter().enumerate() {
            let ty = match x.kind {
                ExprKind::Literal => self.literal[i].as_ref().map_or(TypeId::NONE, |l| l.1),
                ExprKind::Name(e) if !e.is_none() && e.index() < il.entities.len() => {
                    let ent = il.entity(e);
                    let ty = self.var_type.get(&e).copied().unwrap_or(ent.ty);
                    match ent.kind {
                        _ if matches!(self.types.get(ty), Some(Type::Placeholder { .. })) => TypeId::NONE,
                        EntityKind::Variable | EntityKind::Parameter | EntityKind::Field => ty,
                        // A function's name decays to a pointer; a template's needs deduction.
                        EntityKind::Routine if !ent.has(flag::TEMPLATE) && self.types.is_function(ty) => {
                            self.types.intern(Type::Pointer { to: ty, kind: RefKind::Pointer })
                        }
                        _ => TypeId::NONE,
                    }
                }
                ExprKind::Cast(_) => x.ty,
                ExprKind::New if !x.ty.is_none() => {
                    self.types.intern(Type::Pointer { to: x.ty, kind: RefKind::Pointer })
                }
                ExprKind::Sizeof | ExprKind::Alignof => size_t,
                _ => TypeId::NONE,
            };
            self.expr_type[i] = ty;
        }
    }

    /// The types the shown entries name, and the types those are made of.
    fn mark_types(&mut self) {
        let il = self.il;
        let mut work: Vec<TypeId> = Vec::new();
        for (i, e) in il.entities.iter().enumerate() {
            if self.shown[i] {
                work.push(e.ty);
            }
        }
        for &(class, ty, ..) in &il.bases {
            if self.shown[class.index()] {
                work.push(ty);
            }
        }
        for (i, x) in il.exprs.iter().enumerate() {
            if !self.expr_shown(ExprId(i as u32)) {
                continue;
            }
            work.push(x.ty);
            work.push(self.expr_type[i]);
            if let Some((_, ty)) = &self.literal[i] {
                work.push(*ty);
            }
        }
        work.extend(self.var_type.iter().filter(|(e, _)| self.shown[e.index()]).map(|(_, &t)| t));
        self.type_shown = vec![false; self.types.len()];
        while let Some(t) = work.pop() {
            let Some(ty) = self.types.get(t) else { continue };
            if std::mem::replace(&mut self.type_shown[t.0 as usize], true) {
                continue;
            }
            match ty {
                Type::Qualified { base, .. } => work.push(base),
                Type::Pointer { to, .. } | Type::Vector { element: to, .. } => work.push(to),
                Type::Array { element, .. } => work.push(element),
                Type::MemberPointer { class, to } => work.extend([class, to]),
                Type::Function(f) => {
                    let f = self.types.function_type(f);
                    work.push(f.ret);
                    work.extend_from_slice(&f.params);
                }
                _ => {}
            }
        }
    }

    /// The unit's presumed files, and the runs of lines that map seq numbers to them.
    fn source_files(&mut self) {
        let tokens = self.tokens;
        let mut index: FxHashMap<std::rc::Rc<str>, usize> = FxHashMap::default();
        let mut run = 0;
        for &(first, seq) in &tokens.line_seqs {
            let t = first as usize;
            while run + 1 < tokens.files.len() && tokens.files[run + 1].first as usize <= t {
                run += 1;
            }
            let Some(file) = tokens.files.get(run) else { break };
            let line = tokens.line.get(t).copied().unwrap_or(0);
            let hidden = file.system != 0 || self.hidden(first);
            let f = *index.entry(file.name.clone()).or_insert_with(|| {
                self.files.push(SourceFile {
                    name: file.name.clone(),
                    system: hidden,
                    first_seq: seq,
                    last_seq: seq,
                    first_line: line,
                });
                self.files.len() - 1
            });
            self.files[f].last_seq = self.files[f].last_seq.max(seq);
            if tokens.at.get(t).is_some_and(|at| at.file.0 == 0) && file.system == 0 {
                // The unit's own file is the first of its table.
                self.main_file = f;
            }
            match self.lookups.last_mut() {
                Some(l) if l.file == f && seq >= l.last && line.wrapping_sub(l.line) == seq - l.first => l.last = seq,
                _ => self.lookups.push(Lookup { first: seq, last: seq, line, file: f }),
            }
        }
    }

    /// Whether an expression is shown: one of the unit's own code (or any, with `all`).
    fn expr_shown(&self, x: ExprId) -> bool {
        self.options.all || !self.hidden(self.il.expr(x).token)
    }

    // ---- names and pointers ----

    fn sym(&self, s: Sym) -> String {
        String::from_utf8_lossy(self.symbols.name(s)).into_owned()
    }

    /// An entity's name as EDG shows it: `f`, `~S`, `operator=`.
    fn entity_name(&self, e: EntityId) -> String {
        let ent = self.il.entity(e);
        if ent.has(flag::DESTRUCTOR) {
            return format!("~{}", self.sym(ent.name));
        }
        if ent.has(flag::OPERATOR | flag::CONVERSION) {
            let t = ent.token as usize;
            let mut name = String::from("operator");
            let next = t + 1;
            if next < self.tokens.len() {
                let spelled = String::from_utf8_lossy(self.tokens.spelling(next)).into_owned();
                if ent.has(flag::CONVERSION) || spelled.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    name.push(' ');
                }
                name.push_str(&spelled);
                let close = match self.tokens.kind[next] {
                    TokenKind::LParen => Some(")"),
                    TokenKind::LBracket => Some("]"),
                    _ => None,
                };
                if let Some(close) = close {
                    name.push_str(close);
                } else if matches!(spelled.as_str(), "new" | "delete")
                    && self.tokens.kind.get(next + 1) == Some(&TokenKind::LBracket)
                {
                    name.push_str("[]");
                }
            }
            return name;
        }
        if ent.name == Sym(0) {
            return String::new();
        }
        self.sym(ent.name)
    }

    /// The name of a type entity: qualified, and a template parameter's with its coordinates
    /// (`T#(1,1)`), as EDG names them.
    fn type_name(&self, e: EntityId) -> String {
        if self.il.entity(e).kind == EntityKind::TemplateTypeParam {
            if let Some((position, depth)) = self.coordinates(e) {
                return format!("{}#({position},{depth})", self.entity_name(e));
            }
            return self.entity_name(e);
        }
        self.qualified_name(e)
    }

    /// A template parameter's coordinates: its place in its list (from 1) and how many
    /// template heads enclose it (from 1).
    fn coordinates(&self, e: EntityId) -> Option<(usize, usize)> {
        let ent = self.il.entity(e);
        if self.il.scope(ent.parent).kind != ScopeKind::Template {
            return None;
        }
        let position = self.members(ent.parent).iter().position(|&m| m == e)? + 1;
        let mut depth = 0;
        let mut s = ent.parent;
        for _ in 0..256 {
            if s.is_none() {
                break;
            }
            if self.il.scope(s).kind == ScopeKind::Template {
                depth += 1;
            }
            s = self.il.scope(s).parent;
        }
        Some((position, depth))
    }

    /// The name with the namespaces and classes around it (`n::S::f`); an anonymous
    /// namespace reads `<unnamed>`.
    fn qualified_name(&self, e: EntityId) -> String {
        let mut parts = vec![self.entity_name(e)];
        for owner in self.il.qualifiers(e) {
            let o = self.il.entity(owner);
            // An unscoped enumeration's enumerators are named without it.
            if o.kind == EntityKind::Enum && !o.has(flag::SCOPED_ENUM) {
                continue;
            }
            let name = self.entity_name(owner);
            parts.push(if name.is_empty() { "<unnamed>".into() } else { name });
        }
        parts.reverse();
        parts.join("::")
    }

    fn entity_region(&self, e: EntityId) -> Region {
        let p = self.il.entity(e).parent;
        if self.scope_region.get(p.index()).copied().unwrap_or(0) == 0 {
            Region::File
        } else {
            Region::Function
        }
    }

    /// The entry kind an entity is shown as.
    fn entity_kind_name(&self, e: EntityId) -> &'static str {
        match self.il.entity(e).kind {
            EntityKind::Namespace | EntityKind::NamespaceAlias => "namespace",
            EntityKind::Class | EntityKind::Enum | EntityKind::Typedef | EntityKind::TemplateTypeParam => "type",
            EntityKind::Enumerator => "constant",
            EntityKind::Variable | EntityKind::Parameter => "variable",
            EntityKind::Field => "field",
            EntityKind::Routine => "routine",
            EntityKind::TemplateValueParam => "template-parameter",
            // EDG's template template parameter is a template.
            EntityKind::TemplateTemplateParam => "template",
            EntityKind::Concept => "template",
            EntityKind::UsingDeclaration => "using-declaration",
        }
    }

    fn entity_ptr(&self, e: EntityId) -> Option<Ptr> {
        if e.is_none() || e.index() >= self.il.entities.len() {
            return None;
        }
        let kind = self.entity_kind_name(e);
        let name = if kind == "type" { self.type_name(e) } else { self.entity_name(e) };
        Some(Ptr {
            region: self.entity_region(e),
            kind,
            id: format!("e{}", e.0),
            name: (!name.is_empty()).then_some(name),
        })
    }

    /// The entity a type is the entry of, if it is one (a class's, an enum's, a typedef's, a
    /// type parameter's).
    fn type_entity(&self, t: TypeId) -> Option<EntityId> {
        match self.types.get(t)? {
            Type::Tag(e) | Type::Typeref(e) | Type::TemplateParam(e) => Some(e),
            _ => None,
        }
    }

    fn type_ptr(&self, t: TypeId) -> Option<Ptr> {
        if t.is_none() || self.types.get(t).is_none() {
            return None;
        }
        if let Some(e) = self.type_entity(t) {
            return self.entity_ptr(e);
        }
        Some(Ptr { region: Region::File, kind: "type", id: format!("t{}", t.0), name: Some(self.type_text(t)) })
    }

    fn scope_ptr(&self, s: ScopeId) -> Option<Ptr> {
        if s.is_none() || s.index() >= self.il.scopes.len() {
            return None;
        }
        let region = if self.scope_region[s.index()] == 0 { Region::File } else { Region::Function };
        Some(Ptr { region, kind: "scope", id: format!("s{}", s.0), name: None })
    }

    fn expr_ptr(&self, x: ExprId) -> Option<Ptr> {
        if x.is_none() || x.index() >= self.il.exprs.len() {
            return None;
        }
        let region = if self.expr_region[x.index()] == 0 { Region::File } else { Region::Function };
        Some(Ptr { region, kind: "expr-node", id: format!("x{}", x.0), name: None })
    }

    fn constant_ptr(&self, x: ExprId) -> Option<Ptr> {
        let (value, _) = self.literal.get(x.index())?.as_ref()?;
        let region = if self.expr_region[x.index()] == 0 { Region::File } else { Region::Function };
        let token = self.tokens.spelling(self.il.expr(x).token as usize);
        Some(Ptr { region, kind: "constant", id: format!("x{}", x.0), name: Some(value.annotation(token)) })
    }

    fn stmt_ptr(&self, s: StmtId) -> Option<Ptr> {
        if s.is_none() || s.index() >= self.il.stmts.len() {
            return None;
        }
        let region = if self.stmt_region[s.index()] == 0 { Region::File } else { Region::Function };
        Some(Ptr { region, kind: "statement", id: format!("st{}", s.0), name: None })
    }

    fn file_ptr(&self, f: usize) -> Option<Ptr> {
        let file = self.files.get(f)?;
        let mut name = String::new();
        quote_into(&mut name, file.name.as_bytes(), Escapes::Octal);
        Some(Ptr { region: Region::File, kind: "source-file", id: format!("f{f}"), name: Some(name) })
    }

    /// A type as EDG writes it after a pointer: `int (*)(int)`, `const char *`, `n::S &`.
    fn type_text(&self, t: TypeId) -> String {
        self.declare(t, String::new(), 0)
    }

    /// The declaration of `inner` with type `t` (C's inside-out declarator form).
    fn declare(&self, t: TypeId, inner: String, depth: u32) -> String {
        let join = |base: String, inner: String| if inner.is_empty() { base } else { format!("{base} {inner}") };
        if depth > 64 {
            return join("...".into(), inner);
        }
        let Some(ty) = self.types.get(t) else { return join("<unknown>".into(), inner) };
        let wrap = |inner: String, to: TypeId| match self.types.get(to) {
            Some(Type::Function(_) | Type::Array { .. }) => format!("({inner})"),
            _ => inner,
        };
        match ty {
            Type::Void => join("void".into(), inner),
            Type::Integer(k) => join(k.spelling().into(), inner),
            Type::Float(k) => join(k.spelling().into(), inner),
            Type::NullPtr => join("std::nullptr_t".into(), inner),
            Type::Qualified { base, cv } => {
                let words = cv_words(cv);
                match self.types.get(base) {
                    // `int *const`: the qualifiers follow the `*`.
                    Some(Type::Pointer { .. }) => {
                        let inner = if inner.is_empty() { words } else { format!("{words} {inner}") };
                        self.declare(base, inner, depth + 1)
                    }
                    _ => {
                        let base_text = self.declare(base, String::new(), depth + 1);
                        join(format!("{words} {base_text}"), inner)
                    }
                }
            }
            Type::Pointer { to, kind } => {
                let mark = match kind {
                    RefKind::Pointer => "*",
                    RefKind::LValue => "&",
                    RefKind::RValue => "&&",
                };
                self.declare(to, wrap(format!("{mark}{inner}"), to), depth + 1)
            }
            Type::MemberPointer { class, to } => {
                let class = self.declare(class, String::new(), depth + 1);
                self.declare(to, wrap(format!("{class}::*{inner}"), to), depth + 1)
            }
            Type::Array { element, bound } => {
                let b = bound.map(|b| b.to_string()).unwrap_or_default();
                self.declare(element, format!("{inner}[{b}]"), depth + 1)
            }
            Type::Function(f) => {
                let f = self.types.function_type(f);
                let mut params: Vec<String> =
                    f.params.iter().map(|&p| self.declare(p, String::new(), depth + 1)).collect();
                if f.ellipsis {
                    params.push("...".into());
                }
                let mut suffix = format!("{inner}({})", params.join(", "));
                if !f.cv.is_empty() {
                    suffix.push(' ');
                    suffix.push_str(&cv_words(f.cv));
                }
                match f.ref_qualifier {
                    RefKind::LValue => suffix.push_str(" &"),
                    RefKind::RValue => suffix.push_str(" &&"),
                    RefKind::Pointer => {}
                }
                if f.nothrow {
                    suffix.push_str(" noexcept");
                }
                if f.ret.is_none() {
                    // A constructor's or destructor's type.
                    return join("void".into(), suffix);
                }
                self.declare(f.ret, suffix, depth + 1)
            }
            Type::Tag(e) | Type::Typeref(e) | Type::TemplateParam(e) => join(self.type_name(e), inner),
            Type::Specialization { template, args } => {
                let text = format!("{}{}", self.qualified_name(template), self.type_tokens(args.0, args.1 + 1));
                join(text, inner)
            }
            Type::Dependent { first, end } => join(self.type_tokens(first, end), inner),
            Type::Placeholder { decltype_auto } => {
                join(if decltype_auto { "decltype(auto)" } else { "auto" }.into(), inner)
            }
            // The oracle: `__attribute((vector_size(16))) float`.
            Type::Vector { element, bytes } => {
                let element = self.declare(element, String::new(), depth + 1);
                join(format!("__attribute((vector_size({bytes}))) {element}"), inner)
            }
        }
    }

    /// A type the IL keeps as tokens, written as EDG writes types: without `typename`, template
    /// parameters with their coordinates (the nearest declared before the tokens), spaces only
    /// between words.
    fn type_tokens(&self, first: u32, end: u32) -> String {
        let mut s = String::new();
        let end = (end as usize).min(self.tokens.len().saturating_sub(1));
        let mut i = first as usize;
        if i < end && self.tokens.spelling(i) == b"typename" {
            i += 1;
        }
        let mut last_word = false;
        while i < end {
            let word = self.tokens.kind[i] == TokenKind::Identifier;
            if word && last_word {
                s.push(' ');
            }
            let param = word.then(|| self.type_params.get(&self.tokens.sym[i])).flatten().and_then(|params| {
                let before = params.partition_point(|&(token, _)| token < first);
                before.checked_sub(1).map(|k| params[k].1)
            });
            match param {
                Some(e) => s.push_str(&self.type_name(e)),
                None => s.push_str(&String::from_utf8_lossy(self.tokens.spelling(i))),
            }
            last_word = word;
            i += 1;
        }
        s
    }

    /// The tokens `first..end`, spelled with single spaces where the source had space.
    fn token_text(&self, first: u32, end: u32) -> String {
        let mut s = String::new();
        let end = (end as usize).min(self.tokens.len().saturating_sub(1));
        for i in first as usize..end {
            if i > first as usize && self.tokens.flags[i] & crate::parse::tokens::flag::LEADING_SPACE != 0 {
                s.push(' ');
            }
            s.push_str(&String::from_utf8_lossy(self.tokens.spelling(i)));
        }
        s
    }

    // ---- the dump ----

    fn run(&mut self) {
        match self.options.entity.clone() {
            Some(name) => self.single(&name),
            None => self.whole(),
        }
    }

    fn whole(&mut self) {
        let primary = self.options.primary.clone();
        let _ = write!(self.l.out, "Display of IL produced by the compilation of ");
        quote_into(&mut self.l.out, primary.as_bytes(), Escapes::Octal);
        self.l.out.push('\n');
        self.l.out.push_str("\n\nIntermediate language for memory region 1 (file scope):\n");
        self.il_header();
        for i in 0..self.il.entities.len() {
            let e = EntityId(i as u32);
            if self.shown[i] && self.entity_region(e) == Region::File {
                self.entity(e);
            }
        }
        for k in 0..self.il.bases.len() {
            if self.shown[self.il.bases[k].0.index()] {
                self.base_class(k);
            }
        }
        for t in 0..self.types.len() {
            let id = TypeId(t as u32);
            if self.type_shown[t] && self.type_entity(id).is_none() {
                self.plain_type(id);
            }
        }
        for x in 0..self.il.exprs.len() {
            if self.expr_region[x] == 0 && self.expr_shown(ExprId(x as u32)) {
                self.expr(ExprId(x as u32));
            }
        }
        for s in 0..self.il.scopes.len() {
            if self.shown_scope[s] && self.scope_region[s] == 0 {
                self.scope(ScopeId(s as u32));
            }
        }
        for f in 0..self.files.len() {
            if self.options.all || !self.files[f].system {
                self.source_file(f);
            }
        }
        for q in 0..self.lookups.len() {
            if self.options.all || !self.files[self.lookups[q].file].system {
                self.lookup(q);
            }
        }
        // Each body's entries, bucketed in one pass over each array.
        let n = self.bodies.len() + 2;
        let mut entities: Vec<Vec<EntityId>> = vec![Vec::new(); n];
        for (i, e) in self.il.entities.iter().enumerate() {
            entities[self.scope_region[e.parent.index()] as usize].push(EntityId(i as u32));
        }
        let mut exprs: Vec<Vec<ExprId>> = vec![Vec::new(); n];
        for (i, &r) in self.expr_region.iter().enumerate() {
            exprs[r as usize].push(ExprId(i as u32));
        }
        let mut stmts: Vec<Vec<StmtId>> = vec![Vec::new(); n];
        for (i, &r) in self.stmt_region.iter().enumerate() {
            stmts[r as usize].push(StmtId(i as u32));
        }
        let mut scopes: Vec<Vec<ScopeId>> = vec![Vec::new(); n];
        for (i, &r) in self.scope_region.iter().enumerate() {
            scopes[r as usize].push(ScopeId(i as u32));
        }
        for r in 0..self.shown_bodies {
            let region = r + 2;
            let _ = write!(self.l.out, "\n\nIntermediate language for memory region {region} (function ");
            let name = self.bodies[r].name.clone();
            quote_into(&mut self.l.out, name.as_bytes(), Escapes::Octal);
            self.l.out.push_str("):\n");
            for &e in &entities[region] {
                self.entity(e);
            }
            for &s in &stmts[region] {
                if self.il.stmt(s).kind == StmtKind::Label {
                    self.label(s);
                }
            }
            for &x in &exprs[region] {
                self.expr(x);
            }
            for &s in &stmts[region] {
                self.stmt(s);
            }
            for &s in &scopes[region] {
                self.scope(s);
            }
        }
    }

    /// `--entity NAME`: the entries of the entities of that name (seed 001:
    /// display_single_entity).
    fn single(&mut self, name: &str) {
        let mut any = false;
        for i in 0..self.il.entities.len() {
            let e = EntityId(i as u32);
            if self.entity_name(e) == name || self.qualified_name(e) == name {
                self.entity(e);
                any = true;
            }
        }
        if !any {
            let _ = writeln!(self.l.out, "no entity named {name}");
        }
    }

    fn il_header(&mut self) {
        self.l.out.push_str("\nil_header:\n");
        let file = self.file_ptr(self.main_file);
        self.l.ptr(0, "primary_source_file", file);
        let scope = self.scope_ptr(Il::FILE_SCOPE);
        self.l.ptr(0, "primary_scope", scope);
        let main = self.il.member(Il::FILE_SCOPE, self.symbols.get(b"main").unwrap_or(Sym(u32::MAX)), |e| {
            e.kind == EntityKind::Routine
        });
        let main = main.and_then(|m| self.entity_ptr(m));
        self.l.ptr(0, "main_routine", main);
        self.l.string(0, "compiler_version", concat!("cufront ", env!("CARGO_PKG_VERSION")).as_bytes());
        self.l.boolean(0, "plain_chars_are_signed", true);
        self.l.text(0, "source_language", "sl_Cplusplus");
        self.l.number(0, "std_version", self.options.std_version);
        self.l.boolean(0, "gpp_mode", true);
        let templates = self.il.entities.iter().any(|e| e.has(flag::TEMPLATE));
        self.l.boolean(0, "any_templates_seen", templates);
        let lookup = (0..self.lookups.len())
            .find(|&k| self.options.all || !self.files[self.lookups[k].file].system)
            .map(|k| Ptr { region: Region::File, kind: "seq-number-lookup-entry", id: format!("q{k}"), name: None });
        self.l.ptr(0, "seq_number_lookup_entries", lookup);
    }

    /// seed 001: display_source_corresp.
    fn source_corresp(&mut self, e: EntityId) {
        let ent = self.il.entity(e).clone();
        self.l.line("source_corresp:");
        let name = self.entity_name(e);
        if !name.is_empty() {
            self.l.string(2, "name", name.as_bytes());
        }
        // A destructor is declared at its `~` (the IL keeps the class name's token).
        let mut at = ent.token;
        if ent.has(flag::DESTRUCTOR) && at > 0 && self.tokens.kind.get(at as usize - 1) == Some(&TokenKind::Tilde) {
            at -= 1;
        }
        self.position(2, "decl_position", at);
        let parent = self.il.scope(ent.parent);
        if parent.kind == ScopeKind::Class {
            self.l.boolean(2, "is_class_member", true);
            // A member defined outside its class has the access of its declaration there.
            let mut access = ent.access;
            let mut older = self.il.older_in_scope(e);
            while access == Access::None && !older.is_none() {
                access = self.il.entity(older).access;
                older = self.il.older_in_scope(older);
            }
            let access = match access {
                Access::Public => "as_public",
                Access::Protected => "as_protected",
                Access::Private => "as_private",
                Access::None => "as_inaccessible",
            };
            self.l.text(2, "access", access);
        }
        let scope = self.scope_ptr(ent.parent);
        self.l.ptr(2, "parent_scope", scope);
        let region = self.scope_region[ent.parent.index()];
        if region != 0 {
            // A lambda's body has no routine entity in the IL: its field is left out.
            let routine = self.bodies[region as usize - 2].routine;
            if let Some(routine) = self.entity_ptr(routine) {
                self.l.ptr(2, "enclosing_routine", Some(routine));
            }
            self.l.boolean(2, "is_local_to_function", true);
        }
        if let Some(linkage) = self.name_linkage(e) {
            self.l.text(2, "name_linkage", linkage);
        }
    }

    /// The language linkage EDG shows, where it is certain: `no` for what has none, `C` and
    /// `C++` for namespace-scope functions and namespaces.
    fn name_linkage(&self, e: EntityId) -> Option<&'static str> {
        let ent = self.il.entity(e);
        match ent.kind {
            EntityKind::Field | EntityKind::Parameter | EntityKind::Typedef => Some("no"),
            EntityKind::Enumerator => Some(if self.scope_region[ent.parent.index()] != 0 { "no" } else { "C++" }),
            EntityKind::Variable if self.scope_region[ent.parent.index()] != 0 => Some("no"),
            EntityKind::Namespace => Some("C++"),
            EntityKind::Routine if ent.storage != StorageClass::Static => {
                Some(if ent.has(flag::EXTERN_C) { "C" } else { "C++" })
            }
            _ => None,
        }
    }

    /// Whether `s` is or lies in an anonymous namespace.
    fn in_anonymous_namespace(&self, mut s: ScopeId) -> bool {
        for _ in 0..256 {
            if s.is_none() {
                return false;
            }
            let scope = self.il.scope(s);
            if scope.kind == ScopeKind::Namespace
                && !scope.entity.is_none()
                && self.il.entity(scope.entity).name == Sym(0)
            {
                return true;
            }
            s = scope.parent;
        }
        false
    }

    fn position(&mut self, indent: usize, label: &str, token: u32) {
        let t = token as usize;
        if t >= self.tokens.len().saturating_sub(1) {
            return;
        }
        self.l.number(indent, &format!("{label}.seq"), self.tokens.seq(t));
        self.l.number(indent, &format!("{label}.column"), self.tokens.col[t]);
    }

    fn next_field(&mut self, e: EntityId) {
        let next = self.next[e.index()];
        let next = if !next.is_none() && self.shown[next.index()] { self.entity_ptr(next) } else { None };
        self.l.ptr(0, "next", next);
    }

    fn entity(&mut self, e: EntityId) {
        let Some(ptr) = self.entity_ptr(e) else { return };
        self.l.header(ptr.region, ptr.kind, &ptr.id);
        let ent = self.il.entity(e).clone();
        self.source_corresp(e);
        self.next_field(e);
        match ent.kind {
            EntityKind::Namespace | EntityKind::NamespaceAlias => {
                self.l.flag(0, "is_std", self.entity_name(e) == "std" && ent.parent == Il::FILE_SCOPE);
                self.l.flag(0, "is_inline", ent.has(flag::INLINE_NAMESPACE));
                if ent.kind == EntityKind::NamespaceAlias {
                    self.l.boolean(0, "is_namespace_alias", true);
                    let target = self.entity_ptr(ent.target);
                    self.l.ptr(0, "namespace", target);
                } else {
                    let scope = self.scope_ptr(ent.inner);
                    self.l.ptr(0, "assoc_scope", scope);
                }
            }
            EntityKind::Class => self.class_type(e),
            EntityKind::Enum => self.enum_type(e),
            EntityKind::Typedef => {
                self.l.text(0, "kind", "tk_typeref");
                let ty = self.type_ptr(ent.ty);
                self.l.ptr(0, "typeref_type", ty);
            }
            EntityKind::TemplateTypeParam => {
                self.l.text(0, "kind", "tk_template_param");
                self.l.flag(0, "is_pack", ent.has(flag::PACK));
                if let Some((position, depth)) = self.coordinates(e) {
                    self.l.number(0, "coordinates.position", position);
                    self.l.number(0, "coordinates.depth", depth);
                }
            }
            EntityKind::Enumerator => {
                let ty = self.type_ptr(if ent.ty.is_none() {
                    self.il.types.find(Type::Tag(self.il.scope(ent.parent).entity)).unwrap_or(TypeId::NONE)
                } else {
                    ent.ty
                });
                self.l.ptr(0, "type", ty);
                self.l.text(0, "kind", "ck_integer");
                self.l.boolean(0, "is_named_constant_definition", true);
            }
            EntityKind::Variable | EntityKind::Parameter => self.variable(e),
            EntityKind::Field => {
                let ty = self.type_ptr(ent.ty);
                self.l.ptr(0, "type", ty);
                self.l.flag(0, "is_mutable", ent.storage == StorageClass::Mutable);
                self.memory_spaces(ent.memory);
            }
            EntityKind::Routine => self.routine(e),
            EntityKind::TemplateValueParam => {
                self.l.text(0, "kind", "tpk_nontype");
                self.l.flag(0, "is_pack", ent.has(flag::PACK));
                let ty = self.type_ptr(ent.ty);
                self.l.ptr(0, "type", ty);
            }
            EntityKind::TemplateTemplateParam => {
                self.l.text(0, "kind", "templk_template_template_param");
                self.l.flag(0, "is_pack", ent.has(flag::PACK));
                if let Some((position, depth)) = self.coordinates(e) {
                    self.l.number(0, "coordinates.position", position);
                    self.l.number(0, "coordinates.depth", depth);
                }
            }
            EntityKind::Concept => self.l.text(0, "kind", "templk_concept"),
            EntityKind::UsingDeclaration => {
                let target = self.entity_ptr(ent.target);
                self.l.ptr(0, "entity", target);
            }
        }
        if ent.kind == EntityKind::Class {
            self.class_supplement(e);
        }
        if self.template_kind(e).is_some() {
            self.template(e);
        }
    }

    /// The kind of the template an entity is the pattern of: a class, function or variable
    /// declared with its own template head (members of class templates are not modelled as
    /// templates of their own).
    fn template_kind(&self, e: EntityId) -> Option<&'static str> {
        let ent = self.il.entity(e);
        if !ent.has(flag::TEMPLATE) || ent.has(flag::SPECIALIZATION) {
            return None;
        }
        match ent.kind {
            EntityKind::Class => Some("templk_class"),
            EntityKind::Routine if self.il.scope(self.outer_scope(e)).kind == ScopeKind::Class => {
                Some("templk_member_function")
            }
            EntityKind::Routine => Some("templk_function"),
            EntityKind::Variable => Some("templk_variable"),
            _ => None,
        }
    }

    /// The scope an entity is declared in, past its template heads.
    fn outer_scope(&self, e: EntityId) -> ScopeId {
        let mut s = self.il.entity(e).parent;
        while !s.is_none() && self.il.scope(s).kind == ScopeKind::Template {
            s = self.il.scope(s).parent;
        }
        s
    }

    /// The template head of a template's pattern: the nearest head before it that opens in
    /// the scope it is declared in (the pattern is declared in that scope, not the head's).
    fn template_head(&self, e: EntityId) -> Option<ScopeId> {
        let ent = self.il.entity(e);
        let outer = self.outer_scope(e);
        let before = self.heads.partition_point(|&(token, _)| token < ent.token);
        self.heads[..before].iter().rev().find(|&&(_, s)| self.il.scope(s).parent == outer).map(|&(_, s)| s)
    }

    /// A head's parameters, in order.
    fn head_parameters(&self, head: ScopeId) -> impl Iterator<Item = EntityId> + '_ {
        self.members(head).iter().copied().filter(|&p| {
            matches!(
                self.il.entity(p).kind,
                EntityKind::TemplateTypeParam | EntityKind::TemplateValueParam | EntityKind::TemplateTemplateParam
            )
        })
    }

    /// The `template` keyword of an entity's head: before its first parameter's `<`.
    fn template_keyword(&self, e: EntityId) -> Option<u32> {
        let first = self.head_parameters(self.template_head(e)?).next()?;
        let t = self.il.entity(first).token as usize;
        (t.saturating_sub(8)..t).rev().find(|&i| self.tokens.spelling(i) == b"template").map(|i| i as u32)
    }

    /// A template's entry (EDG's template: its kind, the entity it declares, its parameters in
    /// the name of its pattern `Box<T#(1,1)>`).
    fn template(&mut self, e: EntityId) {
        let Some(kind) = self.template_kind(e) else { return };
        let region = self.entity_region(e);
        let id = format!("e{}", e.0);
        self.l.header(region, "template", &id);
        let ent = self.il.entity(e).clone();
        self.l.line("source_corresp:");
        self.l.string(2, "name", self.entity_name(e).as_bytes());
        if let Some(at) = self.template_keyword(e) {
            self.position(2, "decl_position", at);
        }
        let scope = self.scope_ptr(self.outer_scope(e));
        self.l.ptr(2, "parent_scope", scope);
        self.l.text(0, "kind", kind);
        match ent.kind {
            EntityKind::Class => {
                let params: Vec<String> = self
                    .template_head(e)
                    .into_iter()
                    .flat_map(|h| self.head_parameters(h))
                    .map(|p| match self.il.entity(p).kind {
                        EntityKind::TemplateTypeParam => self.type_name(p),
                        _ => self.entity_name(p),
                    })
                    .collect();
                let name = format!("{}<{}>", self.qualified_name(e), params.join(", "));
                let ptr = self.entity_ptr(e).map(|p| Ptr { name: Some(name), ..p });
                self.l.ptr(0, "type", ptr);
            }
            EntityKind::Routine => {
                let routine = self.entity_ptr(e);
                self.l.ptr(0, "routine", routine);
            }
            _ => {
                let variable = self.entity_ptr(e);
                self.l.ptr(0, "variable", variable);
            }
        }
        let me = Ptr { region, kind: "template", id, name: Some(self.entity_name(e)) };
        self.l.ptr(0, "canonical_template", Some(me));
    }

    fn class_type(&mut self, e: EntityId) {
        let ent = self.il.entity(e).clone();
        let kind = match ent.class_key {
            ClassKey::Class => "tk_class",
            ClassKey::Struct => "tk_struct",
            ClassKey::Union => "tk_union",
        };
        self.l.flag(0, "incomplete", !ent.has(flag::DEFINED));
        self.l.text(0, "kind", kind);
        let fields = self.first.get(&(ent.inner, List::Fields)).copied().and_then(|f| self.entity_ptr(f));
        self.l.ptr(0, "field_list", fields);
        let extra =
            Ptr { region: self.entity_region(e), kind: "class-type-supplement", id: format!("e{}", e.0), name: None };
        self.l.ptr(0, "extra_info", Some(extra));
        self.l.flag(0, "is_template_class", ent.has(flag::TEMPLATE));
        self.l.flag(0, "is_specialized", ent.has(flag::SPECIALIZATION));
        let virtuals = self.members(ent.inner).iter().any(|&m| self.il.entity(m).has(flag::VIRTUAL));
        self.l.flag(0, "any_virtual_functions", virtuals);
    }

    /// The entities declared directly in `scope`, in declaration order.
    fn members(&self, scope: ScopeId) -> &[EntityId] {
        let from = self.by_scope.partition_point(|&(s, _)| s < scope);
        let to = self.by_scope.partition_point(|&(s, _)| s <= scope);
        &self.by_scope_entities[from..to]
    }

    fn class_supplement(&mut self, e: EntityId) {
        let ent = self.il.entity(e).clone();
        self.l.header(self.entity_region(e), "class-type-supplement", &format!("e{}", e.0));
        let bases: Vec<Ptr> = (0..self.il.bases.len())
            .filter(|&k| self.il.bases[k].0 == e)
            .map(|k| Ptr { region: self.entity_region(e), kind: "base-class", id: format!("b{k}"), name: None })
            .collect();
        self.l.list(0, "base_classes", &bases);
        self.l.flag(0, "contains_error", false);
        let scope = self.scope_ptr(ent.inner);
        self.l.ptr(0, "assoc_scope", scope);
    }

    fn base_class(&mut self, k: usize) {
        let (class, ty, ..) = self.il.bases[k];
        self.l.header(self.entity_region(class), "base-class", &format!("b{k}"));
        let next = (k + 1..self.il.bases.len()).find(|&j| self.il.bases[j].0 == class).map(|j| Ptr {
            region: self.entity_region(class),
            kind: "base-class",
            id: format!("b{j}"),
            name: None,
        });
        self.l.ptr(0, "next", next);
        let ty = self.type_ptr(ty);
        self.l.ptr(0, "type", ty);
        let derived = self.entity_ptr(class);
        self.l.ptr(0, "derived_class", derived);
        self.l.boolean(0, "direct", true);
    }

    fn enum_type(&mut self, e: EntityId) {
        let ent = self.il.entity(e).clone();
        self.l.flag(0, "incomplete", !ent.has(flag::DEFINED));
        self.l.text(0, "kind", "tk_integer");
        self.l.boolean(0, "enum_type", true);
        self.l.flag(0, "is_scoped_enum", ent.has(flag::SCOPED_ENUM));
        let scope = self.scope_ptr(ent.inner);
        self.l.ptr(0, "enum_info.assoc_scope", scope);
        let constants = self.first.get(&(ent.inner, List::Constants)).copied().and_then(|c| self.entity_ptr(c));
        self.l.ptr(0, "enum_info.constant_list", constants);
    }

    fn storage_name(storage: StorageClass) -> &'static str {
        match storage {
            StorageClass::None => "sc_unspecified",
            StorageClass::Auto => "sc_auto",
            StorageClass::Register => "sc_register",
            StorageClass::Static => "sc_static",
            StorageClass::Extern => "sc_extern",
            StorageClass::Mutable => "sc_unspecified",
        }
    }

    fn variable(&mut self, e: EntityId) {
        let ent = self.il.entity(e).clone();
        let ty = self.var_type.get(&e).copied().unwrap_or(ent.ty);
        // An undeduced `auto` is not the variable's type; a type the IL does not know (a
        // structured binding's) is left out.
        if !ty.is_none() && !matches!(self.types.get(ty), Some(Type::Placeholder { .. })) {
            let ty = self.type_ptr(ty);
            self.l.ptr(0, "type", ty);
        }
        let local = self.scope_region[ent.parent.index()] != 0;
        let in_class = self.il.scope(ent.parent).kind == ScopeKind::Class;
        let in_anonymous_namespace = self.in_anonymous_namespace(ent.parent);
        let is_const = self.il.is_const(ty) == Some(true);
        // EDG's effective storage class (the oracle): parameters and locals are automatic,
        // static data members external, namespace-scope constants and members of anonymous
        // namespaces internal.
        let storage = match ent.storage {
            StorageClass::None if ent.kind == EntityKind::Parameter || local => "sc_auto",
            StorageClass::Static if in_class => "sc_extern",
            StorageClass::None if !in_class && (in_anonymous_namespace || (is_const && !ent.has(flag::INLINE))) => {
                "sc_static"
            }
            s => Self::storage_name(s),
        };
        self.l.text(0, "storage_class", storage);
        // A declaration that is not a definition (`extern int x;`, a static data member in its
        // class) has no declared storage class or type in EDG's IL (the oracle).
        let definition = !((ent.storage == StorageClass::Extern && !self.initialized.contains(&e))
            || (in_class && ent.storage == StorageClass::Static && !ent.has(flag::QUALIFIED)));
        let declared = if definition { ent.storage } else { StorageClass::None };
        self.l.text(0, "declared_storage_class", Self::storage_name(declared));
        self.l.flag(0, "is_parameter", ent.kind == EntityKind::Parameter);
        self.l.flag(0, "is_parameter_pack", ent.kind == EntityKind::Parameter && ent.has(flag::PACK));
        self.l.flag(0, "is_thread_local", ent.has(flag::THREAD_LOCAL));
        self.l.flag(0, "is_constexpr", ent.has(flag::CONSTEXPR));
        self.l.flag(0, "declared_constinit", ent.has(flag::CONSTINIT));
        self.l.flag(0, "is_inline", ent.has(flag::INLINE));
        self.l.flag(0, "is_template_variable", ent.has(flag::TEMPLATE));
        self.l.flag(0, "is_specialized", ent.has(flag::SPECIALIZATION));
        self.memory_spaces(ent.memory);
        if !(definition && ent.ty.is_none()) {
            let declared = if definition { self.type_ptr(ent.ty) } else { None };
            self.l.ptr(0, "declared_type", declared);
        }
    }

    /// CUDA's memory spaces (seed 001: the variable's `shared`, `constant`, `device` fields;
    /// `managed` and `grid_constant` after them).
    fn memory_spaces(&mut self, m: super::MemorySpaces) {
        use super::MemorySpaces as M;
        self.l.flag(0, "shared", m.has(M::SHARED));
        self.l.flag(0, "constant", m.has(M::CONSTANT));
        self.l.flag(0, "device", m.has(M::DEVICE));
        self.l.flag(0, "managed", m.has(M::MANAGED));
        self.l.flag(0, "grid_constant", m.has(M::GRID_CONSTANT));
    }

    fn routine(&mut self, e: EntityId) {
        let ent = self.il.entity(e).clone();
        // A conversion function's type: its return type is the one it converts to, which the
        // IL does not keep yet.
        let conversion_unknown = ent.has(flag::CONVERSION)
            && matches!(self.types.get(ent.ty), Some(Type::Function(f)) if self.types.function_type(f).ret.is_none());
        // A parameter pack's expansion (`int (Ts...)`) is not in the IL's function type.
        let pack = !ent.inner.is_none()
            && self.members(ent.inner).iter().any(|&p| {
                let p = self.il.entity(p);
                p.kind == EntityKind::Parameter && p.has(flag::PACK)
            });
        if !conversion_unknown && !pack {
            let ty = self.type_ptr(self.var_type.get(&e).copied().unwrap_or(ent.ty));
            self.l.ptr(0, "type", ty);
        }
        let region = self.routine_region.get(&e).copied().unwrap_or(0);
        self.l.number(0, "memory_region", region);
        let in_class = self.il.scope(ent.parent).kind == ScopeKind::Class;
        // EDG's effective storage class: a function declared and not defined is external
        // (the oracle).
        let storage = match ent.storage {
            StorageClass::None if !ent.has(flag::DEFINED) => "sc_extern",
            s => Self::storage_name(s),
        };
        self.l.text(0, "storage_class", storage);
        self.l.text(0, "declared_storage_class", Self::storage_name(ent.storage));
        let special = if ent.has(flag::CONSTRUCTOR) {
            Some("sfk_constructor")
        } else if ent.has(flag::DESTRUCTOR) {
            Some("sfk_destructor")
        } else if ent.has(flag::CONVERSION) {
            Some("sfk_conversion")
        } else if ent.has(flag::OPERATOR) {
            Some("sfk_operator")
        } else {
            None
        };
        if let Some(special) = special {
            self.l.text(0, "special_kind", special);
        }
        self.l.flag(0, "is_virtual", ent.has(flag::VIRTUAL));
        self.l.flag(0, "pure_virtual", ent.has(flag::PURE_VIRTUAL));
        let inline = ent.has(flag::INLINE) || (in_class && ent.has(flag::DEFINED) && !ent.has(flag::QUALIFIED));
        self.l.flag(0, "is_inline", inline);
        self.l.flag(0, "is_declared_constexpr", ent.has(flag::CONSTEXPR | flag::CONSTEVAL));
        self.l.flag(0, "is_consteval", ent.has(flag::CONSTEVAL));
        self.l.boolean(0, "defined", ent.has(flag::DEFINED));
        self.l.flag(0, "is_explicit_constructor", ent.has(flag::CONSTRUCTOR) && ent.has(flag::EXPLICIT));
        self.l.flag(0, "is_template_function", ent.has(flag::TEMPLATE));
        if self.template_kind(e).is_some() {
            let template = Ptr {
                region: self.entity_region(e),
                kind: "template",
                id: format!("e{}", e.0),
                name: Some(self.entity_name(e)),
            };
            self.l.ptr(0, "assoc_template", Some(template));
        }
        self.l.flag(0, "is_specialized", ent.has(flag::SPECIALIZATION));
        self.l.flag(0, "is_defaulted", ent.has(flag::DEFAULTED));
        self.l.flag(0, "is_deleted", ent.has(flag::DELETED));
        self.l.flag(0, "inline_in_class_definition", in_class && ent.has(flag::DEFINED) && !ent.has(flag::QUALIFIED));
        // seed 001: the routine's CUDA execution-space flags.
        use super::ExecSpaces as X;
        self.l.flag(0, "host", ent.exec.has(X::HOST));
        self.l.flag(0, "device", ent.exec.has(X::DEVICE));
        self.l.flag(0, "global", ent.exec.has(X::GLOBAL));
        let params: Vec<Ptr> = if ent.inner.is_none() {
            Vec::new()
        } else {
            let mut v = Vec::new();
            let mut p = self.first.get(&(ent.inner, List::Parameters)).copied().unwrap_or(EntityId::NONE);
            while !p.is_none() {
                v.extend(self.entity_ptr(p));
                p = self.next[p.index()];
            }
            v
        };
        if !params.is_empty() {
            self.l.list(0, "parameters", &params);
        }
    }

    fn plain_type(&mut self, t: TypeId) {
        let Some(ty) = self.types.get(t) else { return };
        self.l.header(Region::File, "type", &format!("t{}", t.0));
        match ty {
            Type::Void => {
                self.l.boolean(0, "incomplete", true);
                self.l.text(0, "kind", "tk_void");
            }
            Type::Integer(k) => {
                self.l.text(0, "kind", "tk_integer");
                let name = if k == IntKind::Bool { "char" } else { k.spelling() };
                self.l.text(0, "int_kind", name);
                self.l.flag(0, "bool_type", k == IntKind::Bool);
            }
            Type::Float(k) => {
                self.l.text(0, "kind", "tk_float");
                self.l.text(0, "float_kind", k.spelling());
            }
            Type::NullPtr => self.l.text(0, "kind", "tk_nullptr"),
            Type::Qualified { base, cv } => {
                // EDG: a qualified type is a typeref with qualifiers.
                self.l.text(0, "kind", "tk_typeref");
                let base = self.type_ptr(base);
                self.l.ptr(0, "typeref_type", base);
                self.l.text(0, "qualifiers", &cv_words(cv));
            }
            Type::Pointer { to, kind } => {
                self.l.text(0, "kind", "tk_pointer");
                let to = self.type_ptr(to);
                self.l.ptr(0, "type_pointed_to", to);
                self.l.flag(0, "is_reference", kind != RefKind::Pointer);
                self.l.flag(0, "is_rvalue_reference", kind == RefKind::RValue);
            }
            Type::MemberPointer { class, to } => {
                self.l.text(0, "kind", "tk_ptr_to_member");
                let class = self.type_ptr(class);
                self.l.ptr(0, "class_of_which_a_member", class);
                let to = self.type_ptr(to);
                self.l.ptr(0, "type", to);
            }
            Type::Array { element, bound } => {
                self.l.text(0, "kind", "tk_array");
                let element = self.type_ptr(element);
                self.l.ptr(0, "element_type", element);
                match bound {
                    Some(n) => self.l.number(0, "number_of_elements", n),
                    None => self.l.boolean(0, "is_variable_size_array", false),
                }
            }
            Type::Function(f) => {
                let f = self.types.function_type(f).clone();
                self.l.text(0, "kind", "tk_routine");
                let ret = self.type_ptr(f.ret);
                self.l.ptr(0, "return_type", ret);
                let params: Vec<Ptr> = f.params.iter().filter_map(|&p| self.type_ptr(p)).collect();
                self.l.list(0, "param_type_list", &params);
                self.l.flag(0, "has_ellipsis", f.ellipsis);
                self.l.boolean(0, "prototyped", true);
                self.l.flag(0, "trailing_return_type", f.trailing_return);
                if !f.cv.is_empty() {
                    self.l.text(0, "qualifiers", &cv_words(f.cv));
                }
                match f.ref_qualifier {
                    RefKind::LValue => self.l.text(0, "ref_qualifiers", "&"),
                    RefKind::RValue => self.l.text(0, "ref_qualifiers", "&&"),
                    RefKind::Pointer => {}
                }
                self.l.flag(0, "has_exception_specification", f.exception_spec);
                self.l.flag(0, "is_noexcept", f.nothrow);
            }
            Type::Specialization { template, .. } => {
                self.l.text(0, "kind", "tk_typeref");
                let template = self.entity_ptr(template);
                self.l.ptr(0, "assoc_template", template);
                let text = self.type_text(t);
                self.l.string(0, "template_arg_list", text.as_bytes());
            }
            Type::Dependent { .. } => {
                self.l.text(0, "kind", "tk_typeref");
                let text = self.type_text(t);
                self.l.string(0, "dependent_type", text.as_bytes());
            }
            Type::Placeholder { decltype_auto } => {
                self.l.text(0, "kind", "tk_typeref");
                self.l.flag(0, "declared_with_auto_type_specifier", !decltype_auto);
                self.l.flag(0, "declared_with_decltype_auto", decltype_auto);
            }
            Type::Vector { element, bytes } => {
                self.l.text(0, "kind", "tk_vector");
                let element = self.type_ptr(element);
                self.l.ptr(0, "element_type", element);
                self.l.number(0, "size", bytes);
            }
            Type::Tag(_) | Type::Typeref(_) | Type::TemplateParam(_) => {}
        }
    }

    fn expr(&mut self, x: ExprId) {
        let node = *self.il.expr(x);
        let region = if self.expr_region[x.index()] == 0 { Region::File } else { Region::Function };
        if let Some((value, ty)) = self.literal[x.index()].clone() {
            self.constant(x, region, &value, ty);
        }
        self.l.header(region, "expr-node", &format!("x{}", x.0));
        if let Some(ty) = self.type_ptr(self.expr_type[x.index()]) {
            self.l.ptr(0, "type", Some(ty));
        }
        let next = self.expr_ptr(self.expr_next[x.index()]);
        self.l.ptr(0, "next", next);
        let operands = self.il.operands(x).first().copied().and_then(|o| self.expr_ptr(o));
        match node.kind {
            ExprKind::Literal => match self.constant_ptr(x) {
                Some(c) => {
                    self.l.text(0, "kind", "enk_constant");
                    self.l.ptr(0, "constant", Some(c));
                }
                None => {
                    self.l.text(0, "kind", "enk_tokens");
                    let text = self.token_text(node.token, node.end.max(node.token + 1));
                    self.l.string(0, "tokens", text.as_bytes());
                }
            },
            ExprKind::This => self.l.text(0, "kind", "enk_this"),
            ExprKind::Name(e) => self.name_expr(e, node.token),
            ExprKind::Operation(op) => {
                self.l.text(0, "kind", "enk_operation");
                self.l.text(0, "operation.kind", text::op_name(op));
                self.l.ptr(0, "operands", operands);
                if op == super::Op::KernelLaunch {
                    self.l.boolean(0, "is_kernel_launch", true);
                    self.l.number(0, "configuration_count", node.end);
                }
                if matches!(op, super::Op::Member | super::Op::MemberOfPointer) {
                    self.l.string(0, "member_name", self.tokens.spelling(node.token as usize));
                }
            }
            ExprKind::Conditional => {
                self.l.text(0, "kind", "enk_operation");
                self.l.text(0, "operation.kind", "eok_question");
                self.l.ptr(0, "operands", operands);
            }
            ExprKind::Cast(kind) => {
                let (op, how) = text::cast_name(kind);
                self.l.text(0, "kind", "enk_operation");
                self.l.text(0, "operation.kind", op);
                self.l.ptr(0, "operands", operands);
                if let Some(how) = how {
                    self.l.boolean(0, how, true);
                }
            }
            ExprKind::Sizeof | ExprKind::Alignof => {
                self.l.text(0, "kind", if node.kind == ExprKind::Sizeof { "enk_sizeof" } else { "enk_alignof" });
                let is_type = self.il.operands(x).is_empty();
                self.l.boolean(0, "is_type", is_type);
                if is_type {
                    let ty = self.type_ptr(node.ty);
                    self.l.ptr(0, "type_operand", ty);
                } else {
                    self.l.ptr(0, "expr", operands);
                }
            }
            ExprKind::Noexcept => {
                self.l.text(0, "kind", "enk_operation");
                self.l.text(0, "operation.kind", "eok_noexcept");
                self.l.ptr(0, "operands", operands);
            }
            ExprKind::Throw => {
                self.l.text(0, "kind", "enk_throw");
                self.l.ptr(0, "expr", operands);
            }
            ExprKind::New => {
                self.l.text(0, "kind", "enk_new_delete");
                self.l.boolean(0, "is_new", true);
                self.l.flag(0, "placement_new", node.end > 0);
                let ty = self.type_ptr(node.ty);
                self.l.ptr(0, "allocated_type", ty);
                self.l.ptr(0, "arg", operands);
            }
            ExprKind::Delete => {
                self.l.text(0, "kind", "enk_new_delete");
                self.l.boolean(0, "is_new", false);
                self.l.flag(0, "array_delete", node.end == 1);
                self.l.ptr(0, "arg", operands);
            }
            ExprKind::SizeofPack => {
                self.l.text(0, "kind", "enk_sizeof_pack");
                self.l.string(0, "pack", self.tokens.spelling(node.token as usize));
            }
            ExprKind::PackExpansion => {
                self.l.text(0, "kind", "enk_pack_expansion");
                self.l.ptr(0, "operands", operands);
            }
            ExprKind::Fold(op) => {
                self.l.text(0, "kind", "enk_fold");
                self.l.text(0, "operation.kind", text::op_name(op));
                self.l.boolean(0, "is_left_fold", node.end == 1);
                self.l.ptr(0, "operands", operands);
            }
            ExprKind::TypeTrait | ExprKind::Lambda | ExprKind::BracedList | ExprKind::Tokens => {
                let kind = match node.kind {
                    ExprKind::TypeTrait => "enk_builtin_operation",
                    ExprKind::Lambda => "enk_lambda",
                    ExprKind::BracedList => "enk_braced_init_list",
                    _ => "enk_tokens",
                };
                self.l.text(0, "kind", kind);
                let text = self.token_text(node.token, node.end.max(node.token + 1));
                self.l.string(0, "tokens", text.as_bytes());
            }
        }
        self.position(0, "position", node.token);
    }

    fn name_expr(&mut self, e: EntityId, token: u32) {
        if e.is_none() || e.index() >= self.il.entities.len() {
            self.l.text(0, "kind", "enk_unresolved_name");
            self.l.string(0, "name", self.tokens.spelling(token as usize));
            return;
        }
        let ptr = self.entity_ptr(e);
        match self.il.entity(e).kind {
            EntityKind::Variable | EntityKind::Parameter => {
                self.l.text(0, "kind", "enk_variable");
                self.l.ptr(0, "variable", ptr);
            }
            EntityKind::Field => {
                self.l.text(0, "kind", "enk_field");
                self.l.ptr(0, "field", ptr);
            }
            EntityKind::Routine => {
                self.l.text(0, "kind", "enk_routine");
                self.l.ptr(0, "routine", ptr);
            }
            EntityKind::Enumerator | EntityKind::TemplateValueParam => {
                self.l.text(0, "kind", "enk_constant");
                self.l.ptr(0, "constant", ptr);
            }
            EntityKind::Concept => {
                self.l.text(0, "kind", "enk_concept_id");
                self.l.ptr(0, "concept", ptr);
            }
            _ => {
                self.l.text(0, "kind", "enk_type_operand");
                self.l.ptr(0, "type", ptr);
            }
        }
    }

    fn constant(&mut self, x: ExprId, region: Region, value: &Value, ty: TypeId) {
        self.l.header(region, "constant", &format!("x{}", x.0));
        let token = self.il.expr(x).token;
        self.l.line("source_corresp:");
        self.position(2, "decl_position", token);
        let ty = self.type_ptr(ty);
        self.l.ptr(0, "type", ty);
        match value {
            Value::Integer { value: v, kind } => {
                self.l.text(0, "kind", "ck_integer");
                // The oracle writes the value with its type's suffix (`7U`, `1LL`).
                let text = if *kind == IntKind::Char { v.to_string() } else { value.annotation(b"") };
                self.l.text(0, "integer_value", &text);
            }
            Value::Bool(b) => {
                self.l.text(0, "kind", "ck_integer");
                self.l.number(0, "integer_value", *b as u8);
            }
            Value::Nullptr => {
                self.l.text(0, "kind", "ck_integer");
                self.l.boolean(0, "null_pointer_constant", true);
            }
            Value::Float { text, .. } => {
                self.l.text(0, "kind", "ck_float");
                self.l.text(0, "float_value", text);
            }
            Value::String { bytes, .. } => {
                self.l.text(0, "kind", "ck_string");
                self.l.text(0, "character_kind", "char");
                self.l.number(0, "length", bytes.len() + 1);
                self.l.text(0, "literal_kind", "ordinary string literal");
                let mut v = String::new();
                quote_into(&mut v, bytes, Escapes::C);
                self.l.text(0, "value", &v);
            }
        }
    }

    fn stmt(&mut self, s: StmtId) {
        let st = *self.il.stmt(s);
        let Some(ptr) = self.stmt_ptr(s) else { return };
        self.l.header(ptr.region, "statement", &ptr.id);
        self.position(0, "position", st.token);
        let next = self.stmt_ptr(self.stmt_next[s.index()]);
        self.l.ptr(0, "next", next);
        let parent = self.stmt_ptr(self.stmt_parent[s.index()]);
        self.l.ptr(0, "parent", parent);
        self.l.text(0, "kind", text::stmt_kind_name(st.kind));
        let children: Vec<StmtId> = self.il.children(s).to_vec();
        let child = |d: &Self, k: usize| children.get(k).and_then(|&c| d.stmt_ptr(c));
        let expr = self.expr_ptr(st.expr);
        match st.kind {
            StmtKind::Expr | StmtKind::Return | StmtKind::ComputedGoto => self.l.ptr(0, "expr", expr),
            StmtKind::If | StmtKind::ConstexprIf | StmtKind::IfConsteval | StmtKind::IfNotConsteval => {
                if st.kind != StmtKind::IfConsteval && st.kind != StmtKind::IfNotConsteval {
                    self.l.ptr(0, "expr", expr);
                }
                let (then, otherwise) = (child(self, 0), child(self, 1));
                self.l.ptr(0, "then_statement", then);
                self.l.ptr(0, "else_statement", otherwise);
            }
            StmtKind::While | StmtKind::DoWhile => {
                self.l.ptr(0, "expr", expr);
                let body = child(self, 0);
                self.l.ptr(0, "loop_statement", body);
            }
            StmtKind::For => {
                let (init, body) =
                    if children.len() >= 2 { (child(self, 0), child(self, 1)) } else { (None, child(self, 0)) };
                self.l.ptr(0, "initialization", init);
                self.l.ptr(0, "expr", expr);
                self.l.ptr(0, "statement", body);
                let inc = self.expr_ptr(st.extra);
                self.l.ptr(0, "increment", inc);
            }
            StmtKind::RangeFor => {
                let body = child(self, 0);
                self.l.ptr(0, "statement", body);
            }
            StmtKind::Switch => {
                self.l.ptr(0, "expr", expr);
                let body = child(self, 0);
                self.l.ptr(0, "body_statement", body);
            }
            StmtKind::Case | StmtKind::Default => {
                let value = if st.kind == StmtKind::Case { expr } else { None };
                self.l.ptr(0, "case_value", value);
                if !st.extra.is_none() {
                    let end = self.expr_ptr(st.extra);
                    self.l.ptr(0, "range_end", end);
                }
                let body = child(self, 0);
                self.l.ptr(0, "statement", body);
            }
            StmtKind::Label => {
                let label = self.label_ptr(s);
                self.l.ptr(0, "label", label);
                let body = child(self, 0);
                self.l.ptr(0, "statement", body);
            }
            StmtKind::Goto => {
                let name = self.tokens.sym.get(st.token as usize + 1).copied().unwrap_or_default();
                let target = self.labels.get(&(self.stmt_region[s.index()], name)).and_then(|&k| self.label_ptr(k));
                self.l.ptr(0, "label", target);
            }
            StmtKind::Break | StmtKind::Continue => {
                self.l.boolean(0, "compiler_generated", true);
                self.l.text(0, "jump", if st.kind == StmtKind::Break { "break" } else { "continue" });
            }
            StmtKind::Block => {
                let first = child(self, 0);
                self.l.ptr(0, "statements", first);
                if st.end > st.token + 1 {
                    self.position(0, "final_position", st.end - 1);
                }
                let scope = self.scope_ptr(st.scope);
                self.l.ptr(0, "assoc_scope", scope);
            }
            StmtKind::Decl => {
                let entities: Vec<Ptr> = self
                    .members(st.scope)
                    .iter()
                    .copied()
                    .filter(|&e| {
                        let ent = self.il.entity(e);
                        ent.parent == st.scope && ent.token >= st.token && ent.token < st.end
                    })
                    .filter_map(|e| self.entity_ptr(e))
                    .collect();
                self.l.list(0, "entities", &entities);
            }
            StmtKind::Try => {
                let blocks: Vec<Ptr> = children.iter().filter_map(|&c| self.stmt_ptr(c)).collect();
                self.l.list(0, "handlers", &blocks);
            }
            StmtKind::Asm | StmtKind::Unread => {
                let text = self.token_text(st.token, st.end);
                self.l.string(0, "tokens", text.as_bytes());
            }
            StmtKind::Empty => {}
        }
    }

    /// The label a labelled statement declares (EDG's label entry; its id is the statement's).
    fn label_ptr(&self, s: StmtId) -> Option<Ptr> {
        let st = self.il.stmt(s);
        let name = String::from_utf8_lossy(self.tokens.spelling(st.token as usize)).into_owned();
        Some(Ptr {
            region: Region::Function,
            kind: "label",
            id: format!("st{}", s.0),
            name: Some(format!("label {name}")),
        })
    }

    /// A label's entry.
    fn label(&mut self, s: StmtId) {
        let st = *self.il.stmt(s);
        self.l.header(Region::Function, "label", &format!("st{}", s.0));
        self.l.line("source_corresp:");
        self.l.string(2, "name", self.tokens.spelling(st.token as usize));
        self.position(2, "decl_position", st.token);
        let scope = self.scope_ptr(st.scope);
        self.l.ptr(2, "parent_scope", scope);
        let statement = self.stmt_ptr(s);
        self.l.ptr(0, "exec_stmt", statement);
    }

    fn scope(&mut self, s: ScopeId) {
        let scope = self.il.scope(s).clone();
        let Some(ptr) = self.scope_ptr(s) else { return };
        self.l.header(ptr.region, "scope", &ptr.id);
        let parent = self.scope_ptr(scope.parent);
        self.l.ptr(0, "parent", parent);
        let region = self.scope_region[s.index()];
        let body = (region != 0).then(|| &self.bodies[region as usize - 2]);
        let function = body.is_some_and(|b| {
            self.il.stmt(b.block).scope == s || {
                scope.kind == ScopeKind::Prototype && self.il.scope(self.il.stmt(b.block).scope).parent == s
            }
        });
        let kind = match scope.kind {
            ScopeKind::File => "sck_file",
            ScopeKind::Namespace => "sck_namespace",
            ScopeKind::Class => "sck_class_struct_union",
            ScopeKind::Enum => "sck_enum",
            ScopeKind::Template => "sck_template_declaration",
            ScopeKind::Prototype if function => "sck_function",
            ScopeKind::Prototype => "sck_func_prototype",
            ScopeKind::Block => "sck_block",
        };
        self.l.text(0, "kind", kind);
        let owner = self.entity_ptr(scope.entity);
        match scope.kind {
            ScopeKind::Namespace => self.l.ptr(0, "assoc_namespace", owner),
            ScopeKind::Class | ScopeKind::Enum => self.l.ptr(0, "assoc_type", owner),
            ScopeKind::Prototype if function => {
                let b = body.map(|b| (b.routine, b.block)).unwrap_or((EntityId::NONE, StmtId::NONE));
                let routine = self.entity_ptr(b.0);
                self.l.ptr(0, "routine.ptr", routine);
                self.list_field(s, "parameters", List::Parameters);
                let block = self.stmt_ptr(b.1);
                self.l.ptr(0, "assoc_block", block);
            }
            ScopeKind::Prototype | ScopeKind::Template => self.list_field(s, "parameters", List::Parameters),
            ScopeKind::Block => {
                let block = self.scope_block.get(&s).copied().and_then(|b| self.stmt_ptr(b));
                self.l.ptr(0, "assoc_block", block);
            }
            ScopeKind::File => {}
        }
        self.list_field(s, "constants", List::Constants);
        self.list_field(s, "types", List::Types);
        self.list_field(s, "variables", List::Variables);
        self.list_field(s, "routines", List::Routines);
        if matches!(scope.kind, ScopeKind::File | ScopeKind::Namespace) {
            self.list_field(s, "namespaces", List::Namespaces);
        }
        self.list_field(s, "using_declarations", List::UsingDeclarations);
        let directives: Vec<Ptr> = self
            .il
            .using_directives
            .iter()
            .filter(|&&(at, _)| at == s)
            .filter_map(|&(_, target)| self.entity_ptr(self.il.scope(target).entity))
            .collect();
        self.l.list(0, "using_directives", &directives);
        self.list_field(s, "templates", List::Templates);
    }

    /// A scope's list: its first shown entity (the rest follow by `next`).
    fn list_field(&mut self, s: ScopeId, label: &str, list: List) {
        let mut e = self.first.get(&(s, list)).copied().unwrap_or(EntityId::NONE);
        while !e.is_none() && !self.shown[e.index()] {
            e = self.next[e.index()];
        }
        let first = self.entity_ptr(e);
        self.l.ptr(0, label, first);
    }

    fn source_file(&mut self, f: usize) {
        self.l.header(Region::File, "source-file", &format!("f{f}"));
        let file = &self.files[f];
        let (name, first, last, line) = (file.name.clone(), file.first_seq, file.last_seq, file.first_line);
        self.l.string(0, "file_name", name.as_bytes());
        self.l.number(0, "first_seq_number", first);
        self.l.number(0, "last_seq_number", last);
        self.l.number(0, "first_line_number", line);
        let next = (f + 1 < self.files.len() && (self.options.all || !self.files[f + 1].system))
            .then(|| self.file_ptr(f + 1))
            .flatten();
        self.l.ptr(0, "next", next);
        self.l.flag(0, "top_level_file", f == self.main_file);
        self.l.flag(0, "is_include_file", f != self.main_file);
    }

    fn lookup(&mut self, q: usize) {
        self.l.header(Region::File, "seq-number-lookup-entry", &format!("q{q}"));
        let next = (q + 1..self.lookups.len())
            .find(|&k| self.options.all || !self.files[self.lookups[k].file].system)
            .map(|k| Ptr { region: Region::File, kind: "seq-number-lookup-entry", id: format!("q{k}"), name: None });
        self.l.ptr(0, "next", next);
        let l = &self.lookups[q];
        let (first, last, line, file) = (l.first, l.last, l.line, l.file);
        self.l.number(0, "first", first);
        self.l.number(0, "last", last);
        self.l.number(0, "line_number", line);
        let file = self.file_ptr(file);
        self.l.ptr(0, "source_file", file);
    }
}

fn cv_words(cv: Cv) -> String {
    let mut words = Vec::new();
    if cv.0 & Cv::CONST != 0 {
        words.push("const");
    }
    if cv.0 & Cv::VOLATILE != 0 {
        words.push("volatile");
    }
    if cv.0 & Cv::RESTRICT != 0 {
        words.push("__restrict__");
    }
    words.join(" ")
}

/// Whether `value` is a value of integer kind `k`.
fn int_fits(value: u64, k: IntKind) -> bool {
    value
        <= match k {
            IntKind::Bool => 1,
            IntKind::Char | IntKind::SignedChar => i8::MAX as u64,
            IntKind::UnsignedChar | IntKind::Char8 => u8::MAX as u64,
            IntKind::Short => i16::MAX as u64,
            IntKind::UnsignedShort | IntKind::Char16 => u16::MAX as u64,
            IntKind::Int | IntKind::WChar => i32::MAX as u64,
            IntKind::UnsignedInt | IntKind::Char32 => u32::MAX as u64,
            IntKind::Long | IntKind::LongLong | IntKind::Int128 => i64::MAX as u64,
            IntKind::UnsignedLong | IntKind::UnsignedLongLong | IntKind::UnsignedInt128 => u64::MAX,
        }
}
