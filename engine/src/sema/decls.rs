//! The CUDA rules of declarations (seed 004: decl_routine's `__global__` checks and
//! execution-space merging, variable_declaration's memory-space checks) and the
//! redefinition of a function. Where nvcc places each one was read off the oracle
//! (corpus/cases/sema, corpus/cases/cuda): at the declared name, or at the word of the
//! `__attribute__((…))` the CUDA keyword expands to (`global`, `device`, `shared` …).
//!
//! Declarations are visited in the order they were declared, so a redeclaration meets the
//! execution space its earlier declarations merged into.

use rustc_hash::FxHashMap;

use super::context::{in_device_code, in_template, variable_length_bound, Facts};
use super::names::Names;
use super::spaces::{DefaultConstructor, Space};
use super::{Pass, SemaStats, Undecided, Unit};
use crate::diag::{Arg, DiagId, DiagSink, EntitySummary, Position};
use crate::il::{
    flag, Cv, EntityId, EntityKind, ExecSpaces, ExprId, ExprKind, MemorySpaces, Op, RefKind, ScopeId, ScopeKind,
    StorageClass, Type, TypeId,
};
use crate::intern::Sym;
use crate::lex::TokenKind;

pub(super) fn check_declarations(unit: &Unit<'_>, facts: &mut Facts, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let il = unit.il;
    // Sized at once: a unit declares tens of thousands of routines, most in system headers.
    let routines = il.entities.iter().filter(|r| r.kind == EntityKind::Routine).count();
    let mut prototypes = FxHashMap::with_capacity_and_hasher(routines, Default::default());
    // Parameters are declared before their function: the map is made first.
    for (i, r) in il.entities.iter().enumerate() {
        if r.kind == EntityKind::Routine && !r.inner.is_none() {
            prototypes.insert(r.inner, EntityId(i as u32));
        }
    }
    let mut d = Decls {
        unit,
        names: Names::for_diagnostics(il, unit.tokens),
        facts,
        sink,
        stats,
        groups: FxHashMap::with_capacity_and_hasher(routines, Default::default()),
        prototypes,
        // Only the device pass asks (EC3645).
        initializers: match unit.pass {
            Pass::Device => il
                .expr_roots
                .iter()
                .filter(|r| !r.of.is_none() && il.entity(r.of).memory.0 != 0)
                .map(|r| (r.of, r.expr))
                .collect(),
            Pass::Host => FxHashMap::default(),
        },
    };
    for (i, ent) in il.entities.iter().enumerate() {
        let e = EntityId(i as u32);
        match ent.kind {
            EntityKind::Routine => d.routine(e),
            EntityKind::Variable | EntityKind::Field => d.variable(e),
            EntityKind::Parameter => d.parameter(e),
            _ => {}
        }
    }
    d.local_redeclarations();
    d.global_redefinitions();
    d.overridden_overloads();
    for s in &il.stmts {
        if s.kind == crate::il::StmtKind::Try {
            d.exception_handling(s.scope, s.token);
        }
    }
    for lambda in &il.lambda_bodies {
        let outcome = d.lambda_annotations(lambda);
        d.decided(outcome);
    }
}

/// A routine's declarations so far: the execution space they merged into, and its first
/// definition.
#[derive(Clone, Copy, Debug)]
struct Group {
    /// `None` once a merge cufront does not model was seen.
    merged: Option<Declared>,
    defined: Option<EntityId>,
    first: EntityId,
}

/// An execution space as declared: `__host__` written or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Declared {
    Plain,
    Host,
    Device,
    HostDevice,
    Global,
}

impl Declared {
    fn of(exec: ExecSpaces) -> Declared {
        match (exec.has(ExecSpaces::GLOBAL), exec.has(ExecSpaces::HOST), exec.has(ExecSpaces::DEVICE)) {
            (true, _, _) => Declared::Global,
            (false, true, true) => Declared::HostDevice,
            (false, false, true) => Declared::Device,
            (false, true, false) => Declared::Host,
            (false, false, false) => Declared::Plain,
        }
    }
}

struct Decls<'u, 'f, 's, 'h> {
    unit: &'u Unit<'u>,
    names: Names<'u>,
    facts: &'f mut Facts,
    sink: &'s mut DiagSink<'h>,
    stats: &'s mut SemaStats,
    /// The declarations of each function so far, by (scope, name, type, destructor, operator).
    groups: FxHashMap<(ScopeId, Sym, TypeId, bool, Option<&'static str>), Group>,
    /// Each routine's parameter scope.
    prototypes: FxHashMap<ScopeId, EntityId>,
    /// The `= expression` initializer of each variable in a memory space that has one in
    /// the IL.
    initializers: FxHashMap<EntityId, ExprId>,
}

impl Decls<'_, '_, '_, '_> {
    fn report(&mut self, id: DiagId, at: usize, args: Vec<Arg>) {
        let mut d = self.unit.report(self.sink, id, at as u32);
        for a in args {
            d = d.arg(a);
        }
        d.emit();
    }

    /// Reports `id` in `pass` only.
    fn report_in(&mut self, pass: Pass, id: DiagId, at: usize, args: Vec<Arg>) {
        if self.unit.pass == pass {
            self.report(id, at, args);
        }
    }

    /// A local variable declared again in its block, or in a function's (or lambda's)
    /// outermost block under a parameter's name: EC101 at the later name, both passes; in a
    /// template the host pass only (the oracle, case sema/redeclare_locals). Declarations
    /// with `extern` are left alone (they may name one variable), and so are blocks with
    /// declarations the parser did not read.
    fn local_redeclarations(&mut self) {
        let il = self.unit.il;
        let t = self.unit.tokens;
        let mut declared: FxHashMap<(ScopeId, Sym), u32> = FxHashMap::default();
        for ent in &il.entities {
            let scope = il.scope(ent.parent).kind;
            let local = match ent.kind {
                EntityKind::Parameter => scope == ScopeKind::Prototype,
                EntityKind::Variable => scope == ScopeKind::Block,
                _ => false,
            };
            if !local || ent.name == Sym(0) || ent.storage == StorageClass::Extern || ent.has(flag::SYSTEM) {
                continue;
            }
            if t.sym.get(ent.token as usize) != Some(&ent.name) || self.facts.unread(ent.parent) {
                continue;
            }
            if ent.kind == EntityKind::Parameter {
                declared.entry((ent.parent, ent.name)).or_insert(ent.token);
                continue;
            }
            // A function's outermost block sees its parameters' scope as its own, and a
            // statement's block the variables of the statement's condition or
            // init-statement.
            let outer = il.scope(ent.parent).parent;
            let outer_at = (!outer.is_none()).then(|| declared.get(&(outer, ent.name)).copied()).flatten();
            let here = declared.get(&(ent.parent, ent.name)).copied();
            let (at, id) = match (here, outer_at) {
                (Some(at), _) => (at, statement_declaration(t, at).unwrap_or(DiagId::AlreadyDeclaredInScope)),
                (None, Some(at)) if il.scope(outer).kind == ScopeKind::Prototype => {
                    (at, DiagId::AlreadyDeclaredInScope)
                }
                // Declared in the header of a statement that is the other's whole body
                // (`for (int j…) for (int j…)`, unbraced): in that statement's own scope,
                // not the body's outermost block.
                (None, Some(_)) if statement_declaration(t, ent.token).is_some() => {
                    declared.insert((ent.parent, ent.name), ent.token);
                    continue;
                }
                (None, Some(at)) => match statement_declaration(t, at) {
                    Some(id) => (at, id),
                    None => {
                        declared.insert((ent.parent, ent.name), ent.token);
                        continue;
                    }
                },
                (None, None) => {
                    declared.insert((ent.parent, ent.name), ent.token);
                    continue;
                }
            };
            if at >= ent.token {
                continue;
            }
            let Ok(name) = std::str::from_utf8(t.spelling(ent.token as usize)) else { continue };
            let args = vec![Arg::Str(name.to_string())];
            match in_template(self.unit, ent.parent) {
                true => self.report_in(Pass::Host, id, ent.token as usize, args),
                false => self.report(id, ent.token as usize, args),
            }
            self.stats.decided += 1;
        }
    }

    /// Whether an object of type `ty` is certainly of a complete type: a scalar, a class or
    /// enumeration with its definition read, an array of them with its bound.
    fn complete(il: &crate::il::Il, ty: TypeId) -> bool {
        let mut ty = ty;
        for _ in 0..16 {
            match il.types.get(il.resolved(ty)) {
                Some(Type::Qualified { base, .. }) => ty = base,
                Some(Type::Array { element, bound: Some(_) }) => ty = element,
                Some(Type::Array { bound: None, .. }) => return false,
                Some(Type::Tag(c)) => return il.entity(c).has(flag::DEFINED),
                Some(Type::Integer(_) | Type::Float(_) | Type::NullPtr | Type::Pointer { .. }) => return true,
                _ => return false,
            }
        }
        false
    }

    /// A namespace-scope variable defined again (EC3369 "variable "x" has already been
    /// defined (previous definition at line n)"), at the later name, both passes (the
    /// oracle, case sema/redefine_variables). Of another type it is another error (left
    /// alone).
    fn global_redefinitions(&mut self) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        for k in 0..self.facts.redefined.len() {
            let (e, previous) = self.facts.redefined[k];
            if il.entity(previous).ty != il.entity(e).ty {
                self.stats.count(Undecided::Context);
                continue;
            }
            let Some(name) = self.names.qualified_naming(e, super::names::UNNAMED) else {
                self.stats.count(Undecided::Unrendered);
                continue;
            };
            let prev = il.entity(previous).token as usize;
            let kind_label = match il.scope(il.entity(e).parent).kind {
                ScopeKind::Class => "member",
                _ => "variable",
            };
            let variable = EntitySummary { kind_label, name, ..Default::default() };
            let at = Position { file: t.file_of(prev).name.to_string(), line: t.line[prev] };
            self.report(
                DiagId::AlreadyDefined,
                il.entity(e).token as usize,
                vec![Arg::Entity(Box::new(variable)), Arg::Position(at)],
            );
            self.stats.decided += 1;
        }
    }

    fn decided<T>(&mut self, outcome: Result<T, Undecided>) {
        match outcome {
            Ok(_) => self.stats.decided += 1,
            Err(why) => self.stats.count(why),
        }
    }

    /// Whether a declaration is one the rules are checked on here: the user's, outside
    /// templates (checked at instantiation).
    fn checked(&mut self, e: EntityId) -> bool {
        let ent = self.unit.il.entity(e);
        if ent.has(flag::SYSTEM) {
            return false;
        }
        if ent.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(self.unit, ent.parent) {
            self.stats.count(Undecided::Template);
            return false;
        }
        true
    }

    // ---- routines ----

    /// #2811 "the "nodiscard" attribute does not apply to destructors or routines with void
    /// return type" at the attribute's word of a `[[nodiscard]]` declaration of a function
    /// returning `void`, from C++17 on; #1651 "attribute "warn_unused_result" is ignored for
    /// void return type" at a `warn_unused_result`'s. Both passes (the oracle, cases
    /// sema/nodiscard_void and sema/unused_result_calls), templates and their members too
    /// when the type is `void` as written, not dependent. Destructors are left alone, and
    /// the `__warn_unused_result__` spelling (which name nvcc prints is not known).
    fn attributes_on_void(&mut self, e: EntityId) {
        use super::deprecated::{attribute, NODISCARD, WARN_UNUSED_RESULT};
        let (il, t) = (self.unit.il, self.unit.tokens);
        let ent = il.entity(e);
        if ent.has(flag::DESTRUCTOR | flag::CONSTRUCTOR) {
            return;
        }
        let Some(Type::Function(f)) = il.types.get(ent.ty) else { return };
        if !matches!(il.types.get(il.resolved(il.types.function_type(f).ret)), Some(Type::Void)) {
            return;
        }
        let cxx17 = t.std >= crate::pp::env::CxxStd::Cxx17;
        for (marker, id, on) in [
            (NODISCARD, DiagId::NodiscardOnVoidRoutine, cxx17),
            (WARN_UNUSED_RESULT, DiagId::WarnUnusedResultOnVoid, true),
        ] {
            match attribute(t, ent.token as usize, &marker) {
                Ok(Some(found)) if on => {
                    if id == DiagId::WarnUnusedResultOnVoid && t.spelling(found.word as usize) != b"warn_unused_result"
                    {
                        self.stats.count(Undecided::Unrendered);
                        continue;
                    }
                    self.stats.decided += 1;
                    self.unit.report(self.sink, id, found.word).emit();
                }
                Ok(_) => {}
                Err(why) => self.stats.count(why),
            }
        }
    }

    /// EC1113 "attributes are not permitted in a function definition": a function defined
    /// (or deleted) outside any class with an attribute list after its declarator (`int f()
    /// __attribute__((cold)) {…}`, after `noexcept` or `const` too, `[[…]]` too), at the
    /// list's first token; both passes, and twice on each for a class member's definition
    /// (the oracle, case sema/attributes_in_definitions). Not in a class's own definition
    /// (in-class members, friends), a lambda or a template; an attribute after a trailing
    /// return type is the type's (left alone), and `= default` is not read off the oracle.
    fn attributes_in_definition(&mut self, e: EntityId) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let ent = il.entity(e);
        let defined = (ent.has(flag::DEFINED) && !ent.has(flag::DEFAULTED)) || ent.has(flag::DELETED);
        if !defined || ent.has(flag::FRIEND | flag::OPERATOR | flag::CONVERSION) {
            return;
        }
        let name = ent.token as usize;
        let mut before = name;
        if before > 0 && t.kind[before - 1] == TokenKind::Tilde {
            before -= 1;
        }
        let qualified = before > 0 && t.kind[before - 1] == TokenKind::ColonColon;
        let member = il.scope(ent.parent).kind == ScopeKind::Class;
        if member && !qualified {
            return;
        }
        let Some(after) = super::deprecated::after_parameters(t, name) else { return };
        let first = after.lists.first().map(|(group, _)| group.first());
        // An attribute after `->` is the return type's.
        if after.arrow.is_some_and(|arrow| first.is_none_or(|at| arrow < at)) {
            self.stats.count(Undecided::NotModelled);
            return;
        }
        let Some(at) = first else { return };
        self.stats.decided += 1;
        for _ in 0..if member { 2 } else { 1 } {
            self.unit.report(self.sink, DiagId::AttributesInFunctionDefinition, at as u32).emit();
        }
    }

    fn routine(&mut self, e: EntityId) {
        let il = self.unit.il;
        let ent = il.entity(e);
        // Operator functions share one name in the IL: their operator tells them apart
        // (`operator new` and the literal operators, not modelled, are left alone).
        // Conversion functions share one type too: their groups would mix different functions.
        let operator = super::operators::symbol(il, self.unit.tokens, e);
        if ent.ty.is_none()
            || ent.has(flag::FRIEND | flag::CONVERSION)
            || (ent.has(flag::OPERATOR) && operator.is_none())
        {
            return;
        }
        if !ent.has(flag::SYSTEM) {
            self.launch_attributes(e);
            // A `void` return type is no template's to change: templates and their members
            // are warned of at their declaration (the oracle, case sema/nodiscard_void).
            self.attributes_on_void(e);
            // A template's kernel rules are checked at its declaration, instantiated or not,
            // but for its return type (the oracle, case sema/global_template_declarations).
            if ent.exec.has(ExecSpaces::GLOBAL)
                && (ent.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(self.unit, ent.parent))
            {
                let outcome = self.global_function(e, false);
                self.decided(outcome);
            }
        }
        // A template and a function of the same type are different functions.
        if ent.has(flag::TEMPLATE | flag::SPECIALIZATION) {
            self.stats.count(Undecided::Template);
            return;
        }
        // Redefinition needs the system headers' definitions too (the user's atomicAdd
        // against CUDA's), so the group is kept for every routine.
        // A destructor has its class's name and a constructor's type.
        let key = (ent.parent, ent.name, ent.ty, ent.has(flag::DESTRUCTOR), operator);
        let (first, group) = match self.groups.get(&key) {
            Some(&group) => (false, group),
            None => (true, Group { merged: None, defined: None, first: e }),
        };
        let body = ent.has(flag::DEFINED) && !ent.has(flag::DEFAULTED | flag::DELETED);
        let mut next = Group { merged: group.merged, defined: group.defined.or(body.then_some(e)), first: group.first };
        if first {
            next.merged = Some(Declared::of(ent.exec));
        }
        let checked = !ent.has(flag::SYSTEM)
            && !ent.has(flag::TEMPLATE | flag::SPECIALIZATION)
            && !in_template(self.unit, ent.parent);
        if checked {
            self.attributes_in_definition(e);
            if ent.exec.has(ExecSpaces::GLOBAL) {
                let outcome = self.global_function(e, true);
                self.decided(outcome);
            }
            let in_class = |x: EntityId| {
                let x = il.entity(x);
                !x.has(flag::QUALIFIED) && il.scope(x.parent).kind == ScopeKind::Class
            };
            match group.defined {
                // A member function declared twice in its class: an error of its own, defined
                // or not (and no merge is reported).
                _ if !first && in_class(e) && in_class(group.first) => {
                    let outcome = self.member_redeclared(e, group.first);
                    self.decided(outcome);
                    next.merged = None;
                }
                // A second definition is an error of its own (and no merge is reported).
                Some(previous) if body => {
                    let outcome = self.redefined(e, previous);
                    self.decided(outcome);
                    next.merged = None;
                }
                _ if !first => next.merged = self.redeclared(e, group.first, group.merged),
                _ => {}
            }
            if first && ent.has(flag::DEFAULTED) && !ent.has(flag::VIRTUAL) {
                let outcome = self.defaulted(e);
                self.decided(outcome);
            }
            self.return_qualifier(e);
        } else if first
            && ent.has(flag::DEFAULTED)
            && !ent.has(flag::VIRTUAL | flag::SYSTEM | flag::TEMPLATE | flag::SPECIALIZATION | flag::QUALIFIED)
            && self.unit.il.scope(ent.parent).kind == ScopeKind::Class
        {
            // A member of a class template defaulted in the class: nvcc says so when it reads
            // the template, not when it instantiates it (once, whatever the instantiations).
            let outcome = self.defaulted(e);
            self.decided(outcome);
        } else if ent.has(flag::SYSTEM) {
            // Merges in system headers are not reported; what they merge into is not modelled.
            next.merged = None;
        }
        self.groups.insert(key, next);
    }

    /// #815 "type qualifier on return type is meaningless", on every declaration of a
    /// function that returns an arithmetic, enumeration or pointer type with a top-level
    /// `const` or `volatile` (`const int f()`, `int *const f()`; not `const int *f()`, not a
    /// class, not `const auto`, not a trailing return type): at the qualifier (the oracle,
    /// case sema/suspicious_operations). Where the declaration has more than one qualifier
    /// before the name, or the scan meets a template's `>`, nothing is said.
    fn return_qualifier(&mut self, e: EntityId) {
        use crate::parse::keyword::Kw;
        let (il, t) = (self.unit.il, self.unit.tokens);
        let ent = il.entity(e);
        if ent.has(flag::OPERATOR | flag::CONSTRUCTOR | flag::DESTRUCTOR) {
            return;
        }
        let Some(Type::Function(f)) = il.types.get(ent.ty) else { return };
        let f = il.types.function_type(f);
        let Some(Type::Qualified { base, .. }) = il.types.get(f.ret) else { return };
        let plain = match il.types.get(base) {
            Some(Type::Integer(_) | Type::Float(_) | Type::Pointer { kind: RefKind::Pointer, .. }) => true,
            Some(Type::Tag(c)) => il.entity(c).kind == EntityKind::Enum,
            _ => false,
        };
        if f.trailing_return || !plain {
            return;
        }
        let qualifiers = [Kw::Const.sym(), Kw::Volatile.sym()];
        let (mut i, mut found) = (ent.token as usize, Vec::new());
        for _ in 0..48 {
            let Some(before) = i.checked_sub(1) else { break };
            i = before;
            match t.kind[i] {
                TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace | TokenKind::Colon => break,
                TokenKind::Greater | TokenKind::GreaterGreater => return,
                // An attribute's parentheses (`__attribute__((device))`).
                TokenKind::RParen => {
                    let mut depth = 0u32;
                    while i > 0 {
                        match t.kind[i] {
                            TokenKind::RParen => depth += 1,
                            TokenKind::LParen => depth -= 1,
                            _ => {}
                        }
                        if depth == 0 {
                            break;
                        }
                        i -= 1;
                    }
                }
                _ if qualifiers.contains(&t.sym[i]) => found.push(i),
                _ => {}
            }
        }
        if let [at] = found[..] {
            self.stats.decided += 1;
            self.report(DiagId::ReturnQualifierMeaningless, at, Vec::new());
        }
    }

    /// A class that overrides some of its base's overloaded virtual functions of a name and
    /// not the others: #611 "overloaded virtual function "B::f" is only partially overridden
    /// in class "D"" at the class's name; one whose only function of the name overrides none
    /// of them: #997 "overloaded function "B::f" is hidden by "D::f" -- virtual function
    /// override intended?" at that function (both passes; the oracle, case
    /// sema/partially_overridden). Modelled: a class of one base that has no base of its own,
    /// declares two or more functions of the name and all virtual; no `using` in the class;
    /// parameter types compared through typedefs, and left alone where that is not certain.
    fn overridden_overloads(&mut self) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let plain_class = |c: EntityId| {
            let ent = il.entity(c);
            ent.kind == EntityKind::Class
                && !ent.inner.is_none()
                && !ent.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::UNKNOWN_BASES)
                && !in_template(self.unit, ent.parent)
        };
        // Classes declaring two or more virtual functions (few units have any): only their
        // derived classes are looked at.
        let mut virtuals_in: FxHashMap<ScopeId, u32> = FxHashMap::default();
        for ent in il.entities.iter().filter(|e| e.kind == EntityKind::Routine && e.has(flag::VIRTUAL)) {
            *virtuals_in.entry(ent.parent).or_default() += 1;
        }
        if !virtuals_in.values().any(|&n| n >= 2) {
            return;
        }
        let mut bases_of: FxHashMap<EntityId, u32> = FxHashMap::default();
        for &(class, ..) in &il.bases {
            *bases_of.entry(class).or_default() += 1;
        }
        let mut reports = Vec::new();
        for &(derived, _, base, _) in &il.bases {
            let d = il.entity(derived);
            if d.has(flag::SYSTEM)
                || base.is_none()
                || bases_of.get(&derived) != Some(&1)
                || bases_of.contains_key(&base)
            {
                continue;
            }
            if virtuals_in.get(&il.entity(base).inner).is_none_or(|&n| n < 2)
                || !plain_class(derived)
                || !plain_class(base)
            {
                continue;
            }
            // `using B::f;` brings every overload in: the class's body is searched for `using`.
            let using = crate::parse::keyword::Kw::Using.sym();
            let (mut depth, mut found) = (0u32, None);
            for i in (d.token as usize..t.len()).take(1 << 16) {
                match t.kind[i] {
                    TokenKind::LBrace => depth += 1,
                    TokenKind::RBrace if depth <= 1 => {
                        found = Some(false);
                        break;
                    }
                    TokenKind::RBrace => depth -= 1,
                    _ if depth > 0 && t.sym[i] == using => {
                        found = Some(true);
                        break;
                    }
                    _ => {}
                }
            }
            if found != Some(false) {
                self.stats.count(Undecided::NotModelled);
                continue;
            }
            let functions = |class: EntityId| -> Vec<EntityId> {
                let inner = il.entity(class).inner;
                self.facts
                    .members(il, inner)
                    .iter()
                    .copied()
                    .filter(|&m| {
                        let m = il.entity(m);
                        m.kind == EntityKind::Routine
                            && !m.has(flag::CONSTRUCTOR | flag::DESTRUCTOR | flag::OPERATOR | flag::TEMPLATE)
                            && m.storage != StorageClass::Static
                    })
                    .collect()
            };
            let (in_base, in_derived) = (functions(base), functions(derived));
            let mut names: Vec<Sym> = in_base.iter().map(|&m| il.entity(m).name).collect();
            names.sort_unstable();
            names.dedup();
            for name in names {
                let virtuals: Vec<EntityId> = in_base.iter().copied().filter(|&m| il.entity(m).name == name).collect();
                let mine: Vec<EntityId> = in_derived.iter().copied().filter(|&m| il.entity(m).name == name).collect();
                if virtuals.len() < 2 || mine.is_empty() || virtuals.iter().any(|&v| !il.entity(v).has(flag::VIRTUAL)) {
                    continue;
                }
                let mut overridden = vec![false; virtuals.len()];
                let mut hiding = None;
                let mut certain = true;
                for &m in &mine {
                    let mut matched = false;
                    for (i, &v) in virtuals.iter().enumerate() {
                        match same_signature(il, m, v) {
                            Some(true) => (overridden[i], matched) = (true, true),
                            Some(false) => {}
                            None => certain = false,
                        }
                    }
                    if !matched {
                        hiding = Some(m);
                    }
                }
                if !certain {
                    self.stats.count(Undecided::NotModelled);
                    continue;
                }
                let base_name = self.names.qualified(virtuals[0]);
                match hiding {
                    Some(m) if mine.len() == 1 => {
                        if let (Some(b), Some(h)) = (base_name, self.names.qualified(m)) {
                            reports.push((DiagId::HiddenVirtualOverload, il.entity(m).token, b, h));
                        }
                    }
                    None if overridden.iter().any(|&o| !o) => {
                        if let (Some(b), Some(c)) = (base_name, self.names.qualified(derived)) {
                            reports.push((DiagId::PartiallyOverridden, d.token, b, c));
                        }
                    }
                    _ => {}
                }
            }
        }
        for (id, at, first, second) in reports {
            self.stats.decided += 1;
            self.report(id, at as usize, vec![Arg::Str(first), Arg::Str(second)]);
        }
    }

    /// `__global__` functions: no return value, no deduced return type, no ellipsis, no
    /// member, no `inline` or `constexpr` (seed 004: decl_routine). `returns`: whether the
    /// return type is checked here (a template's is checked at instantiation).
    fn global_function(&mut self, e: EntityId, returns: bool) -> Result<(), Undecided> {
        let il = self.unit.il;
        let ent = il.entity(e);
        if ent.has(flag::QUALIFIED) {
            return Err(Undecided::Qualified);
        }
        let at = self.attribute_word(ent.token as usize, &["global"], false).ok_or(Undecided::Unrendered)?;
        if il.scope(ent.parent).kind == ScopeKind::Class {
            self.report(DiagId::GlobalMemberFunction, at, Vec::new());
            return Ok(());
        }
        if ent.has(flag::INLINE | flag::CONSTEXPR) {
            self.report(DiagId::GlobalInlineIgnored, at, Vec::new());
        }
        let Some(Type::Function(f)) = il.types.get(ent.ty) else { return Ok(()) };
        let f = il.types.function_type(f);
        match self.return_kind(f.ret) {
            _ if !returns => {}
            Returns::Deduced => self.report(DiagId::GlobalDeducedReturn, at, Vec::new()),
            Returns::Value => self.report(DiagId::GlobalNonVoidReturn, at, Vec::new()),
            Returns::Void | Returns::Unknown => {}
        }
        if f.ellipsis {
            self.report(DiagId::GlobalWithEllipsis, at, Vec::new());
        }
        if ent.has(flag::CONSTEXPR) {
            self.report_in(Pass::Device, DiagId::GlobalConstexpr, ent.token as usize, Vec::new());
        }
        Ok(())
    }

    /// `__launch_bounds__`, `__maxnreg__` and `__cluster_dims__` before a function's name
    /// (seed 004: scan_declarator_attributes; the oracle's rules): the first two only on a
    /// `__global__` function that is no member (reported at the name, also in templates
    /// nothing instantiates); on a GPU before sm_90 the device pass refuses clusters (a third
    /// launch bound, `__cluster_dims__`) at the attribute's word.
    fn launch_attributes(&mut self, e: EntityId) {
        let il = self.unit.il;
        let ent = il.entity(e);
        let name = ent.token as usize;
        // One scan for the common case, a function with none of them.
        if self.attribute_word(name, &["launch_bounds", "maxnreg", "cluster_dims"], false).is_none() {
            return;
        }
        let launch_bounds = self.attribute_word(name, &["launch_bounds"], false);
        let maxnreg = self.attribute_word(name, &["maxnreg"], false);
        let cluster_dims = self.attribute_word(name, &["cluster_dims"], false);
        let before_clusters = self.unit.rules.arch.is_some_and(|a| a < 900);
        if let Some(word) = launch_bounds.filter(|_| before_clusters) {
            match self.attribute_arguments(word) {
                Some(3) => self.report(DiagId::ClusterBlocksUnsupported, word, Vec::new()),
                Some(_) => self.stats.decided += 1,
                None => self.stats.count(Undecided::NotModelled),
            }
        }
        if let Some(word) = cluster_dims.filter(|_| before_clusters) {
            self.report(DiagId::ClusterDimsUnsupported, word, Vec::new());
        }
        // A redeclaration takes the space of the declarations before it, and a qualified
        // name is a member's: left to the declarations the rule was checked on.
        if ent.exec.has(ExecSpaces::GLOBAL) || ent.has(flag::QUALIFIED | flag::FRIEND) {
            return;
        }
        let redeclared = il.named(ent.name).any(|d| {
            let x = il.entity(d);
            d.index() < e.index()
                && x.kind == EntityKind::Routine
                && x.parent == ent.parent
                && x.exec.has(ExecSpaces::GLOBAL)
        });
        if redeclared {
            self.stats.count(Undecided::MergedSpaces);
            return;
        }
        let member = il.scope(ent.parent).kind == ScopeKind::Class;
        if let Some(word) = launch_bounds {
            if member {
                self.report(DiagId::LaunchBoundsOnMember, word, Vec::new());
            }
            self.report(DiagId::LaunchBoundsNotOnKernel, name, Vec::new());
        }
        match maxnreg {
            Some(_) if member => self.stats.count(Undecided::NotModelled),
            Some(_) => self.report(DiagId::MaxnregNotOnKernel, name, Vec::new()),
            None => {}
        }
    }

    /// How many arguments the attribute whose word is at `word` has (`word(a, b, c)`);
    /// `None` where a `<` may hide commas of template arguments.
    fn attribute_arguments(&self, word: usize) -> Option<usize> {
        let t = self.unit.tokens;
        if t.kind.get(word + 1) != Some(&TokenKind::LParen) {
            return Some(0);
        }
        let (mut depth, mut commas) = (0u32, 0usize);
        for i in word + 1..t.kind.len() {
            match t.kind[i] {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(commas + 1);
                    }
                }
                TokenKind::Comma if depth == 1 => commas += 1,
                TokenKind::Less | TokenKind::Semi => return None,
                _ => {}
            }
        }
        None
    }

    /// A redeclaration that changes the execution space (the device pass's #20035-#20040,
    /// and the errors for `__global__`); what the declarations merge into next.
    fn redeclared(&mut self, e: EntityId, first: EntityId, merged: Option<Declared>) -> Option<Declared> {
        let ent = self.unit.il.entity(e);
        let now = Declared::of(ent.exec);
        let merged = merged?;
        if Declared::of(self.unit.il.entity(first).exec) != now
            && (self.cudart_builtin(e) || self.cudart_builtin(first))
        {
            // The runtime's functions callable from both sides (`__cudart_builtin__`) are
            // declared once per side; EDG merges them silently.
            return None;
        }
        use Declared::*;
        let (id, next) = match (merged, now) {
            (Plain | Host, Plain | Host) | (HostDevice, Plain | Host | HostDevice) => return Some(merged),
            (Device, Device) | (Global, Global) => return Some(merged),
            (Device, Host) => (DiagId::DeviceRedeclaredHost, Some(HostDevice)),
            (Device, HostDevice) => (DiagId::DeviceRedeclaredHostDevice, Some(HostDevice)),
            (Device, Plain) => (DiagId::DeviceRedeclaredWithoutDevice, Some(HostDevice)),
            (Plain | Host, Device) => (DiagId::HostRedeclaredDevice, Some(HostDevice)),
            (Plain | Host, HostDevice) => (DiagId::HostRedeclaredHostDevice, Some(HostDevice)),
            (Plain | Host, Global) => (DiagId::HostRedeclaredGlobal, None),
            (Global, Plain) => (DiagId::GlobalRedeclaredWithoutGlobal, None),
            _ => {
                self.stats.count(Undecided::MergedSpaces);
                return None;
            }
        };
        let Some(name) = self.names.qualified(e) else {
            self.stats.count(Undecided::Unrendered);
            return None;
        };
        self.stats.decided += 1;
        // A destructor's name starts at its `~` (the oracle, case sema/call_destructor_host).
        let mut at = ent.token as usize;
        if ent.has(flag::DESTRUCTOR) && at > 0 && self.unit.tokens.kind[at - 1] == TokenKind::Tilde {
            at -= 1;
        }
        self.report_in(Pass::Device, id, at, vec![Arg::Str(name)]);
        next
    }

    /// A second definition of a function (EC3369), both passes.
    fn redefined(&mut self, e: EntityId, previous: EntityId) -> Result<(), Undecided> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let (ent, prev) = (il.entity(e), il.entity(previous));
        // GNU `extern inline` definitions give way to a later one.
        if prev.storage == StorageClass::Extern && prev.has(flag::INLINE) {
            return Err(Undecided::Qualified);
        }
        // The same type only if every parameter's type is one the parser knew.
        let Some(Type::Function(f)) = il.types.get(ent.ty) else { return Err(Undecided::Context) };
        let known = |ty: TypeId| !ty.is_none() && !matches!(il.types.get(ty), Some(Type::Dependent { .. }));
        if !il.types.function_type(f).params.iter().all(|&p| known(p)) {
            return Err(Undecided::Context);
        }
        // Operator functions share one name in the IL: only those of the same operator count.
        let operator = super::operators::symbol(il, t, e);
        let overloaded = il.named(ent.name).any(|r| {
            let x = il.entity(r);
            r < e
                && x.kind == EntityKind::Routine
                && x.parent == ent.parent
                && x.ty != ent.ty
                && super::operators::symbol(il, t, r) == operator
        });
        let names = self.names.with_qualified_tags();
        let name = if overloaded { names.with_parameters(e) } else { names.qualified(e) };
        let name = name.ok_or(Undecided::Unrendered)?;
        let function = EntitySummary { kind_label: "function", name, ..Default::default() };
        let at = Position { file: t.file_of(prev.token as usize).name.to_string(), line: t.line[prev.token as usize] };
        self.report(
            DiagId::AlreadyDefined,
            ent.token as usize,
            vec![Arg::Entity(Box::new(function)), Arg::Position(at)],
        );
        Ok(())
    }

    /// EC403 "invalid redeclaration of member function "S::m() const" (declared at line
    /// 2)": a member function declared again in its class with the same signature, at the
    /// later name, both passes (the oracle: definitions or not, static or not).
    fn member_redeclared(&mut self, e: EntityId, first: EntityId) -> Result<(), Undecided> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let (ent, prev) = (il.entity(e), il.entity(first));
        if super::operators::symbol(il, t, e).is_some() || ent.has(flag::CONSTRUCTOR | flag::DESTRUCTOR) {
            return Err(Undecided::NotModelled);
        }
        // Its parameters as a redefinition writes them (`const S &`), then ` const` (the
        // oracle; other qualifiers not seen).
        let mut name = self.names.with_qualified_tags().with_parameters(e).ok_or(Undecided::Unrendered)?;
        let Some(Type::Function(f)) = il.types.get(ent.ty) else { return Err(Undecided::Context) };
        name.push_str(super::names::member_qualifier(il.types.function_type(f)).ok_or(Undecided::Unrendered)?);
        let at = Position { file: t.file_of(prev.token as usize).name.to_string(), line: t.line[prev.token as usize] };
        let function = EntitySummary { kind_label: "function", name, declared_at: Some(at), ..Default::default() };
        self.report(DiagId::MemberFunctionRedeclared, ent.token as usize, vec![Arg::Entity(Box::new(function))]);
        Ok(())
    }

    /// `__host__`/`__device__` on a function explicitly defaulted on its first declaration
    /// (#20012), both passes, at each annotation.
    fn defaulted(&mut self, e: EntityId) -> Result<(), Undecided> {
        let il = self.unit.il;
        let ent = il.entity(e);
        if !ent.exec.has(ExecSpaces::HOST) && !ent.exec.has(ExecSpaces::DEVICE) {
            return Ok(());
        }
        // A destructor or an assignment overrides a base's virtual one without saying so (the
        // oracle: then no warning); a constructor cannot.
        let class = il.scope(ent.parent).entity;
        if !ent.has(flag::CONSTRUCTOR) && !class.is_none() && il.bases.iter().any(|b| b.0 == class) {
            return Err(Undecided::Override);
        }
        // A destructor's with its `~` (Names::simple).
        let name = self.names.simple(e).ok_or(Undecided::Unrendered)?;
        let mut words = Vec::new();
        for (bit, word, spelled) in
            [(ExecSpaces::HOST, "host", "__host__"), (ExecSpaces::DEVICE, "device", "__device__")]
        {
            if ent.exec.has(bit) {
                let at = self.attribute_word(ent.token as usize, &[word], false).ok_or(Undecided::Unrendered)?;
                words.push((at, spelled));
            }
        }
        words.sort_unstable();
        for (at, spelled) in words {
            self.report(
                DiagId::ExecutionSpaceIgnoredOnDefaulted,
                at,
                vec![Arg::Str(spelled.into()), Arg::Str(name.clone())],
            );
        }
        Ok(())
    }

    // ---- variables and parameters ----

    fn variable(&mut self, e: EntityId) {
        if !self.checked(e) {
            return;
        }
        let il = self.unit.il;
        let ent = il.entity(e);
        if ent.kind == EntityKind::Variable
            && matches!(il.scope(ent.parent).kind, ScopeKind::Block | ScopeKind::File | ScopeKind::Namespace)
        {
            let outcome = self.missing_initializer(e);
            self.decided(outcome);
        }
        let outcome = match il.scope(ent.parent).kind {
            ScopeKind::Class => self.member(e),
            ScopeKind::Block => self.local(e),
            ScopeKind::File | ScopeKind::Namespace => self.global(e),
            _ => return,
        };
        self.decided(outcome);
    }

    /// A definition without an initializer that needs one (seed 004: check_for_missing_
    /// initializer_full), on both passes, whatever its memory space (the oracle, case
    /// sema/missing_initializer): an array without a bound (EC70, at its name), a
    /// `constexpr` variable (EC2385) or a `const` one (EC257), at the token after its
    /// declarator. Decided where the type is a scalar, a pointer, or an array of them: a
    /// class's default constructor may initialize it (EC811 otherwise, not modelled).
    /// `extern` declarations need none; `__shared__` variables take none.
    fn missing_initializer(&mut self, e: EntityId) -> Result<(), Undecided> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let ent = il.entity(e);
        let constexpr = ent.has(flag::CONSTEXPR);
        let ty = il.resolved(ent.ty);
        // `a[]`: the IL's bound is `None` for a bound that is no literal too.
        let name_at = ent.token as usize;
        let unbounded = matches!(il.types.get(ty), Some(Type::Array { bound: None, .. }))
            && t.kind.get(name_at + 1) == Some(&TokenKind::LBracket)
            && t.kind.get(name_at + 2) == Some(&TokenKind::RBracket);
        if !constexpr && !unbounded && il.is_const(ent.ty) != Some(true) {
            return Ok(());
        }
        if ent.storage == StorageClass::Extern
            || ent.memory.has(MemorySpaces::SHARED)
            || ent.has(flag::EXTERN_C)
            || self.facts.initialized.contains(&e)
        {
            return Ok(());
        }
        let certain = match il.types.get(ty) {
            Some(Type::Array { element, .. }) => il.is_scalar(element),
            _ => il.is_scalar(ty),
        };
        if !certain {
            return Err(Undecided::Context);
        }
        // The declarator ends at its name or its array bounds' last `]`; an initializer, a
        // bit-field or anything else after it is not this case.
        let mut i = name_at + 1;
        while t.kind.get(i) == Some(&TokenKind::LBracket) {
            let mut depth = 0usize;
            loop {
                match t.kind.get(i) {
                    Some(TokenKind::LBracket) => depth += 1,
                    Some(TokenKind::RBracket) => depth -= 1,
                    Some(_) => {}
                    None => return Err(Undecided::Context),
                }
                i += 1;
                if depth == 0 {
                    break;
                }
            }
        }
        if !matches!(t.kind.get(i), Some(TokenKind::Semi | TokenKind::Comma)) {
            return Err(Undecided::Context);
        }
        if unbounded {
            // EDG writes the array type `int []`; one dimension only (`int [][2]` is not
            // rendered yet).
            let Some(Type::Array { element, .. }) = il.types.get(ty) else { return Err(Undecided::Context) };
            if t.kind.get(name_at + 3) == Some(&TokenKind::LBracket) {
                return Err(Undecided::Unrendered);
            }
            let element = self.names.type_argument(element, self.unit.pass).ok_or(Undecided::Unrendered)?;
            let text = crate::diag::TypeText { text: format!("{element} []"), desugared: None };
            self.report(DiagId::IncompleteTypeNotAllowed, name_at, vec![Arg::Type(text)]);
        }
        if constexpr {
            self.report(DiagId::ConstexprMissingInitializer, i, Vec::new());
            return Ok(());
        }
        if il.is_const(ent.ty) != Some(true) {
            return Ok(());
        }
        let name = match il.scope(ent.parent).kind {
            ScopeKind::Block => self.names.simple(e),
            _ => self.names.qualified(e),
        };
        let name = name.ok_or(Undecided::Unrendered)?;
        self.report(DiagId::ConstRequiresInitializer, i, vec![Arg::Str(name)]);
        Ok(())
    }

    /// Memory spaces on data members: a warning on non-static ones, an error on static ones.
    fn member(&mut self, e: EntityId) -> Result<(), Undecided> {
        let ent = self.unit.il.entity(e);
        let Some((word, spelled)) = single_memory_space(ent.memory) else { return Ok(()) };
        if ent.has(flag::QUALIFIED) {
            return Ok(());
        }
        let at = self.attribute_word(ent.token as usize, &[word], false).ok_or(Undecided::Unrendered)?;
        if ent.kind == EntityKind::Field {
            self.report(DiagId::AttributeDoesNotApply, at, vec![Arg::Str(spelled.into())]);
        } else {
            self.report(DiagId::MemoryQualifierOnDataMember, at, Vec::new());
        }
        Ok(())
    }

    /// Memory spaces and `thread_local` on local variables, by the function they are in.
    fn local(&mut self, e: EntityId) -> Result<(), Undecided> {
        let ent = self.unit.il.entity(e);
        let array = self.unit.tokens.kind.get(ent.token as usize + 1) == Some(&TokenKind::LBracket);
        if array && ent.memory.0 == 0 && ent.storage == StorageClass::None && self.unit.pass == Pass::Device {
            // A GNU variable-length array: no constant bound in device code (EC28, at the
            // bound's first token).
            let routine = self.facts.routine_at(self.unit, ent.parent);
            if let Some(bound) = variable_length_bound(self.unit, e, routine) {
                let caller = self.facts.caller_at(self.unit, ent.parent)?;
                if caller.template || caller.lambda {
                    return Err(Undecided::Template);
                }
                if caller.space.on_device() {
                    self.report(DiagId::ExpressionNotConstant, bound, Vec::new());
                }
            }
        }
        if ent.memory.0 == 0 && !ent.has(flag::THREAD_LOCAL) {
            return Ok(());
        }
        if ent.storage == StorageClass::Extern {
            return Ok(());
        }
        let caller = self.facts.caller_at(self.unit, ent.parent)?;
        if caller.template || caller.lambda {
            return Err(Undecided::Template);
        }
        let at = ent.token as usize;
        if ent.has(flag::THREAD_LOCAL) && caller.space.on_device() {
            let keyword = self.keyword_before(at, "thread_local").ok_or(Undecided::Unrendered)?;
            self.report_in(Pass::Device, DiagId::ThreadLocalInDevice, keyword, Vec::new());
        }
        let Some((_, spelled)) = single_memory_space(ent.memory) else { return Ok(()) };
        let shared = ent.memory.has(MemorySpaces::SHARED);
        if ent.memory.has(MemorySpaces::MANAGED) {
            return Err(Undecided::Context);
        }
        let is_static = shared || ent.storage == StorageClass::Static;
        if caller.space.on_host() {
            let article = if is_static { "a static" } else { "an automatic" };
            self.report_in(
                Pass::Host,
                DiagId::MemorySpaceInHostFunction,
                at,
                vec![Arg::Str(article.into()), Arg::Str(spelled.into())],
            );
        }
        if caller.space.on_device() && !is_static {
            self.report_in(
                Pass::Device,
                DiagId::AutomaticMemorySpaceInDeviceFunction,
                at,
                vec![Arg::Str(spelled.into())],
            );
        }
        if shared && self.facts.initialized.contains(&e) && matches!(caller.space, Space::Device | Space::Global) {
            self.report(DiagId::SharedWithInitializer, at, Vec::new());
        }
        Ok(())
    }

    /// Namespace-scope variables: `__managed__` ones may not be const or constexpr; an
    /// `extern __device__` one is a definition without separate compilation.
    fn global(&mut self, e: EntityId) -> Result<(), Undecided> {
        let il = self.unit.il;
        let ent = il.entity(e);
        let at = ent.token as usize;
        // Decided or not, the other rules are checked.
        if let Err(why) = self.dynamic_initialization(e) {
            self.stats.count(why);
        }
        if ent.memory.has(MemorySpaces::MANAGED) {
            if ent.has(flag::CONSTEXPR) {
                let word = self.attribute_word(at, &["managed"], false).ok_or(Undecided::Unrendered)?;
                self.report(DiagId::ManagedConstexpr, word, Vec::new());
            }
            if ent.has(flag::CONSTEXPR) || il.is_const(ent.ty) == Some(true) {
                self.report(DiagId::ManagedConst, at, Vec::new());
            }
            return Ok(());
        }
        let device = ent.memory.has(MemorySpaces::DEVICE) || ent.memory.has(MemorySpaces::CONSTANT);
        if ent.storage == StorageClass::Extern && device && !ent.memory.has(MemorySpaces::SHARED) {
            if self.unit.rules.rdc || self.unit.pass != Pass::Device {
                return Ok(());
            }
            // Defined elsewhere in the unit: then it is that definition.
            let only = il.named(ent.name).all(|r| r == e || il.entity(r).parent != ent.parent);
            if !only {
                return Ok(());
            }
            // Of an incomplete type (`extern __device__ float a[];`, a class only declared)
            // nothing can be defined, and cicc says nothing (the oracle).
            if !Self::complete(il, ent.ty) {
                return Err(Undecided::NotModelled);
            }
            let name = self.names.qualified(e).ok_or(Undecided::Unrendered)?;
            self.report(DiagId::ExternDeviceTreatedAsDefinition, at, vec![Arg::Str(name)]);
        }
        Ok(())
    }

    /// A device variable at namespace scope whose initializer is certainly not a constant
    /// expression: the device pass's EC3645 at its name (the oracle, case
    /// sema/device_variable_dynamic_init). Certain here: the initializer is a call of a
    /// function that is not constexpr (the only function of its name, no template, no
    /// builtin), or reads a variable that is neither const nor constexpr, or is a braced
    /// list with such an element (every element is evaluated); nothing else is looked into
    /// (`true ? 1 : f()` is a constant).
    fn dynamic_initialization(&mut self, e: EntityId) -> Result<(), Undecided> {
        let il = self.unit.il;
        let ent = il.entity(e);
        let m = ent.memory;
        let space = if m.has(MemorySpaces::MANAGED) && m.0 & !(MemorySpaces::MANAGED | MemorySpaces::DEVICE) == 0 {
            "__managed__"
        } else {
            match single_memory_space(m) {
                Some((_, spelled)) if !m.has(MemorySpaces::SHARED) => spelled,
                _ => return Ok(()),
            }
        };
        if ent.has(flag::CONSTEXPR) || self.unit.pass != Pass::Device {
            return Ok(());
        }
        // A reference binds to what it names, read or not (`__device__ int &r = a;`).
        let reference = matches!(
            il.types.get(il.resolved(ent.ty)),
            Some(Type::Pointer { kind: RefKind::LValue | RefKind::RValue, .. })
        );
        let dynamic = match self.initializers.get(&e) {
            Some(_) if reference => return Err(Undecided::NotModelled),
            Some(&init) => self.certainly_dynamic(init, ent.ty, 0)?,
            None if ent.storage == StorageClass::Extern => false,
            None => self.default_construction_dynamic(ent.ty, 0)?,
        };
        if dynamic {
            self.report(DiagId::DeviceVariableDynamicInit, ent.token as usize, vec![Arg::Str(space.into())]);
        }
        Ok(())
    }

    /// Whether initializer `x` of an object of type `ty` is certainly not a constant
    /// expression, by the rules above.
    fn certainly_dynamic(&self, x: ExprId, ty: TypeId, depth: u32) -> Result<bool, Undecided> {
        let il = self.unit.il;
        Ok(match il.expr(x).kind {
            ExprKind::Operation(Op::Call) => {
                let Some(&callee) = il.operands(x).first() else { return Ok(false) };
                let ExprKind::Name(f) = il.expr(callee).kind else { return Ok(false) };
                if f.is_none() {
                    return Ok(false);
                }
                let function = il.entity(f);
                if function.kind != EntityKind::Routine
                    || function.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::CONSTEXPR | flag::CONSTEVAL)
                    || self.unit.tokens.spelling(function.token as usize).starts_with(b"__builtin_")
                {
                    return Ok(false);
                }
                // EDG folds `strlen` of a literal as GCC's builtin (the oracle: `__device__
                // size_t len = strlen("abc");` is accepted; `labs`, `strcmp`, `memcmp` are not).
                if self.unit.tokens.spelling(function.token as usize) == b"strlen" {
                    return Err(Undecided::NotModelled);
                }
                self.facts.only_function_named(il, f)?;
                true
            }
            ExprKind::Name(v) if !v.is_none() => {
                let read = il.entity(v);
                read.kind == EntityKind::Variable
                    && !read.has(flag::CONSTEXPR)
                    && il.is_scalar(read.ty)
                    && il.is_const(read.ty) == Some(false)
            }
            // The elements initialize scalars (not references, not constructor parameters):
            // then each is read.
            ExprKind::BracedList if depth < 32 => {
                let Some(element_ty) = self.scalar_elements(ty) else { return Ok(false) };
                for &element in il.operands(x) {
                    if self.certainly_dynamic(element, element_ty, depth + 1)? {
                        return Ok(true);
                    }
                }
                false
            }
            _ => false,
        })
    }

    /// Whether default-initializing an object of type `ty` (a class, or an array of one) is
    /// certainly dynamic: its class's default constructor is not constexpr and not "empty"
    /// in CUDA's sense, which cicc accepts (the oracle, case device_variable_default_init):
    /// it is never defined in the unit, or it has a member initializer list or statements,
    /// or the class has a virtual function or a default member initializer. The default
    /// constructor is the one callable without arguments: declared without parameters (its
    /// definition out of the class counts), or with a default for each (never "empty"). A
    /// class without constructors is dynamic where a base's or a field's class is; nothing
    /// else is looked into.
    fn default_construction_dynamic(&self, ty: TypeId, depth: u32) -> Result<bool, Undecided> {
        let il = self.unit.il;
        let mut ty = il.resolved(ty);
        for _ in 0..8 {
            match il.types.get(ty) {
                Some(Type::Array { element, .. }) => ty = il.resolved(element),
                _ => break,
            }
        }
        let Some(Type::Tag(c)) = il.types.get(ty) else { return Ok(false) };
        let class = il.entity(c);
        if class.kind != EntityKind::Class || class.has(flag::TEMPLATE | flag::SPECIALIZATION) || class.inner.is_none()
        {
            return Ok(false);
        }
        if self.facts.unread(class.inner) {
            return Err(Undecided::Unread);
        }
        let t = self.unit.tokens;
        let constructors = self.facts.constructors(il, class.inner);
        let members = self.facts.members(il, class.inner);
        let (default, with_defaults) = match super::spaces::default_constructor(il, t, &constructors)? {
            DefaultConstructor::Implicit => return self.implicit_default_construction_dynamic(c, members, depth),
            DefaultConstructor::Missing => return Ok(false),
            DefaultConstructor::Declared { declarations, with_parameters } => (declarations, with_parameters),
        };
        let ellipsis = match il.types.get(il.entity(default[0]).ty) {
            Some(Type::Function(f)) => il.types.function_type(f).ellipsis,
            _ => true,
        };
        if ellipsis
            || default.iter().any(|&d| {
                il.entity(d).has(flag::CONSTEXPR | flag::CONSTEVAL | flag::DELETED | flag::DEFAULTED | flag::TEMPLATE)
            })
        {
            return Ok(false);
        }
        // Its body: the one the parser read, or the one it skipped, of whichever declaration
        // has one.
        let body_of = |d: EntityId| {
            let c_ent = il.entity(d);
            il.bodies
                .iter()
                .find(|b| b.routine == d)
                .map(|b| il.stmt(b.block).token)
                .or_else(|| (c_ent.body.1 > c_ent.body.0).then_some(c_ent.body.0))
                .map(|open| (d, open))
        };
        // With parameters it is not "empty", defined or not (the oracle).
        if with_defaults {
            return Ok(true);
        }
        let Some((ctor, open)) = default.iter().find_map(|&d| body_of(d)) else {
            // Never defined here (a definition is a declaration of the group).
            return Ok(!default.iter().any(|&d| il.entity(d).has(flag::DEFINED)));
        };
        let virtual_or_initialized = members.iter().any(|&m| {
            let m = il.entity(m);
            m.has(flag::VIRTUAL)
                || (m.kind == EntityKind::Field
                    && matches!(t.kind.get(m.token as usize + 1), Some(TokenKind::Eq | TokenKind::LBrace)))
        });
        if virtual_or_initialized {
            return Ok(true);
        }
        let c_ent = il.entity(ctor);
        let end = match self.facts.body_end(ctor) {
            Some(end) => end,
            None if c_ent.body.1 > c_ent.body.0 => c_ent.body.1,
            None => return Ok(false),
        };
        if !empty_body(t, open as usize + 1, end as usize) {
            return Ok(true);
        }
        Ok(member_initializers_before(t, open as usize, class.name))
    }

    /// A class without constructors: its implicit default constructor is dynamic where a
    /// base's or a field's default construction certainly is (`struct M { S s; };`,
    /// `struct MB : S {};`, the oracle). A field with a default member initializer, and a
    /// base the parser did not resolve, are not looked into.
    fn implicit_default_construction_dynamic(
        &self,
        class: EntityId,
        members: &[EntityId],
        depth: u32,
    ) -> Result<bool, Undecided> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        if depth >= 8 || il.entity(class).has(flag::UNKNOWN_BASES) {
            return Ok(false);
        }
        for &(_, _, base, _) in il.bases.iter().filter(|b| b.0 == class) {
            let Some(base) = (!base.is_none()).then(|| il.types.find(Type::Tag(base))).flatten() else {
                return Ok(false);
            };
            if self.default_construction_dynamic(base, depth + 1)? {
                return Ok(true);
            }
        }
        for &m in members {
            let field = il.entity(m);
            if field.kind != EntityKind::Field {
                continue;
            }
            if matches!(t.kind.get(field.token as usize + 1), Some(TokenKind::Eq | TokenKind::LBrace)) {
                continue;
            }
            if self.default_construction_dynamic(field.ty, depth + 1)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// A scalar type a braced list's elements initialize, when `ty` is an array of scalars
    /// or a class of scalar fields only (no constructors, no bases, no other members): then
    /// every element initializes a scalar.
    fn scalar_elements(&self, ty: TypeId) -> Option<TypeId> {
        let il = self.unit.il;
        match il.types.get(il.resolved(ty))? {
            Type::Array { element, .. } => il.is_scalar(element).then_some(element),
            Type::Tag(c) if il.entity(c).kind == EntityKind::Class => {
                let class = il.entity(c);
                let inner = class.inner;
                if inner.is_none() || il.bases.iter().any(|b| b.0 == c) || self.facts.unread(inner) {
                    return None;
                }
                let mut fields = self.facts.members(il, inner).iter().map(|&m| il.entity(m));
                let first = fields.next()?;
                let scalar = |m: &crate::il::Entity| m.kind == EntityKind::Field && il.is_scalar(m.ty);
                (scalar(first) && fields.all(scalar)).then_some(first.ty)
            }
            _ => None,
        }
    }

    /// Memory spaces on parameters: a warning; `__grid_constant__` outside a kernel: an
    /// error at the function's name.
    fn parameter(&mut self, e: EntityId) {
        if !self.checked(e) {
            return;
        }
        let ent = self.unit.il.entity(e);
        let Some(&routine) = self.prototypes.get(&ent.parent) else { return };
        let r = self.unit.il.entity(routine);
        if r.has(flag::SYSTEM | flag::TEMPLATE | flag::SPECIALIZATION) {
            return;
        }
        if ent.memory.has(MemorySpaces::GRID_CONSTANT) && !r.exec.has(ExecSpaces::GLOBAL) {
            // Once per function: at its first `__grid_constant__` parameter.
            let first = self.unit.il.entities[..e.index()].iter().all(|p| {
                p.kind != EntityKind::Parameter || p.parent != ent.parent || !p.memory.has(MemorySpaces::GRID_CONSTANT)
            });
            if first {
                self.stats.decided += 1;
                self.report(DiagId::GridConstantNotOnKernelParameter, r.token as usize, Vec::new());
            }
        }
        if ent.memory.has(MemorySpaces::GRID_CONSTANT) && r.exec.has(ExecSpaces::GLOBAL) {
            // cicc's rules: the parameter itself const (`const T *p` is not), and no
            // reference (which is not const itself either).
            match self.const_parameter(ent.ty) {
                Some((constant, reference)) => {
                    if !constant {
                        self.report_in(Pass::Device, DiagId::GridConstantNotConst, r.token as usize, Vec::new());
                    }
                    if reference {
                        self.report_in(Pass::Device, DiagId::GridConstantReference, r.token as usize, Vec::new());
                    }
                    self.stats.decided += 1;
                }
                None => self.stats.count(Undecided::UnknownType),
            }
        }
        let memory = MemorySpaces(ent.memory.0 & !MemorySpaces::GRID_CONSTANT);
        let Some((word, spelled)) = single_memory_space(memory) else { return };
        let outcome = self.attribute_word(ent.token as usize, &[word], true).ok_or(Undecided::Unrendered).map(|at| {
            self.report(DiagId::AttributeDoesNotApply, at, vec![Arg::Str(spelled.into())]);
        });
        self.decided(outcome);
    }

    /// Whether a parameter of type `ty` is const itself, and whether it is a reference,
    /// through typedefs; `None` for a type not worked out (or an array, whose parameter is
    /// a pointer).
    fn const_parameter(&self, mut ty: TypeId) -> Option<(bool, bool)> {
        let il = self.unit.il;
        for _ in 0..16 {
            match il.types.get(ty)? {
                Type::Qualified { cv, .. } if cv.0 & Cv::CONST != 0 => return Some((true, false)),
                Type::Qualified { base, .. } => ty = base,
                Type::Typeref(e) if il.entity(e).kind == EntityKind::Typedef => ty = il.entity(e).ty,
                Type::Pointer { kind, .. } => return Some((false, kind != RefKind::Pointer)),
                Type::Integer(_) | Type::Float(_) | Type::NullPtr | Type::Tag(_) => return Some((false, false)),
                _ => return None,
            }
        }
        None
    }

    /// `try` (and, from the reference walk, `throw`) in device code (EC3644).
    fn exception_handling(&mut self, scope: ScopeId, at: u32) {
        let caller = self.facts.caller_at(self.unit, scope);
        match in_device_code(self.unit, &caller) {
            Ok(true) => self.report(DiagId::DeviceExceptionHandling, at as usize, Vec::new()),
            Ok(false) => {}
            Err(why) => self.stats.count(why),
        }
    }

    /// Execution-space annotations on a lambda (the oracle's rules): before its parameters
    /// (`[] __device__ (int x) {…}`) they need `--extended-lambda` (EC3739); after them
    /// (`[]() __device__ {…}`) they are refused (EC3748, the closure class decides). Both at
    /// the token after the annotations, on both passes; in a template only the host pass
    /// reports, as cicc checks instances. Only `__host__` and `__device__` count.
    fn lambda_annotations(&mut self, lambda: &crate::il::LambdaBody) -> Result<(), Undecided> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let open = il.expr(lambda.lambda).token as usize;
        if lambda.block.is_none() || t.in_system_header(open) {
            return Ok(());
        }
        let close = t.closing(open, t.len()).ok_or(Undecided::Unrendered)?;
        let (before, after_attributes) = self.execution_annotations(close + 1);
        let mut i = after_attributes;
        let mut after = None;
        if t.kind.get(i) == Some(&TokenKind::LParen) {
            let params_close = t.closing(i, t.len()).ok_or(Undecided::Unrendered)?;
            // Specifiers before the body: `mutable`, `constexpr`, `noexcept`, attributes.
            i = params_close + 1;
            while i < t.kind.len() && !matches!(t.kind[i], TokenKind::LBrace | TokenKind::Arrow | TokenKind::Semi) {
                let (annotated, next) = self.execution_annotations(i);
                if annotated {
                    after = Some(next);
                    i = next;
                } else if matches!(t.kind[i], TokenKind::LParen | TokenKind::LBracket) {
                    i = t.closing(i, t.len()).ok_or(Undecided::Unrendered)? + 1;
                } else {
                    i += 1;
                }
            }
        }
        if !before && after.is_none() {
            return Ok(());
        }
        if in_template(self.unit, il.stmt(lambda.block).scope) && self.unit.pass == Pass::Device {
            return Err(Undecided::Template);
        }
        if before && !self.unit.rules.extended_lambda {
            self.report(DiagId::LambdaAnnotationNeedsExtendedLambda, after_attributes, Vec::new());
        }
        if let Some(at) = after {
            if !matches!(t.kind.get(at), Some(TokenKind::LBrace | TokenKind::Arrow)) {
                return Err(Undecided::NotModelled);
            }
            self.report(DiagId::LambdaOperatorAnnotated, at, Vec::new());
        }
        Ok(())
    }

    /// The `__attribute__((…))` groups from token `i` on: whether one of them is `host` or
    /// `device`, and the token after them.
    fn execution_annotations(&self, mut i: usize) -> (bool, usize) {
        let t = self.unit.tokens;
        let mut annotated = false;
        while t.kind.get(i) == Some(&TokenKind::Identifier)
            && t.spelling(i) == b"__attribute__"
            && t.kind.get(i + 1) == Some(&TokenKind::LParen)
            && t.kind.get(i + 2) == Some(&TokenKind::LParen)
        {
            let Some(close) = t.closing(i + 1, t.len()) else { break };
            annotated |=
                matches!(t.spelling(i + 3), b"host" | b"device") && t.kind.get(i + 4) == Some(&TokenKind::RParen);
            i = close + 1;
        }
        (annotated, i)
    }

    // ---- tokens ----

    /// The word of the `__attribute__((word))` among `words` before the declared name at
    /// `name`, in its declaration (a parameter's: after the `(` or `,` before it).
    fn attribute_word(&self, name: usize, words: &[&str], parameter: bool) -> Option<usize> {
        let t = self.unit.tokens;
        let mut i = name;
        let mut depth = 0u32;
        let mut steps = 0;
        while i > 0 && steps < 256 {
            i -= 1;
            steps += 1;
            match t.kind[i] {
                TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace => return None,
                TokenKind::RParen => depth += 1,
                TokenKind::LParen if depth == 0 => return None,
                TokenKind::LParen => depth -= 1,
                TokenKind::Comma if depth == 0 && parameter => return None,
                TokenKind::Identifier
                    if i >= 3
                        && t.kind[i - 1] == TokenKind::LParen
                        && t.kind[i - 2] == TokenKind::LParen
                        && t.spelling(i - 3) == b"__attribute__"
                        && words.iter().any(|w| t.spelling(i) == w.as_bytes()) =>
                {
                    return Some(i);
                }
                _ => {}
            }
        }
        None
    }

    /// Whether a declaration carries `__attribute__((cudart_builtin))`.
    fn cudart_builtin(&self, e: EntityId) -> bool {
        self.attribute_word(self.unit.il.entity(e).token as usize, &["cudart_builtin"], false).is_some()
    }

    /// The keyword `word` among the few tokens before the declared name at `name`.
    fn keyword_before(&self, name: usize, word: &str) -> Option<usize> {
        let t = self.unit.tokens;
        (name.saturating_sub(16)..name)
            .rev()
            .take_while(|&i| !matches!(t.kind[i], TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace))
            .find(|&i| t.spelling(i) == word.as_bytes())
    }

    fn return_kind(&self, ty: TypeId) -> Returns {
        match self.unit.il.types.get(self.unit.il.resolved(ty)) {
            Some(Type::Void) => Returns::Void,
            Some(Type::Placeholder { .. }) => Returns::Deduced,
            Some(
                Type::Integer(_)
                | Type::Float(_)
                | Type::NullPtr
                | Type::Pointer { .. }
                | Type::MemberPointer { .. }
                | Type::Tag(_),
            ) => Returns::Value,
            _ => Returns::Unknown,
        }
    }
}

enum Returns {
    Void,
    Value,
    Deduced,
    Unknown,
}

/// The one memory space of a declaration, as the attribute's word and as written.
fn single_memory_space(m: MemorySpaces) -> Option<(&'static str, &'static str)> {
    let bits = m.0 & (MemorySpaces::CONSTANT | MemorySpaces::SHARED | MemorySpaces::MANAGED | MemorySpaces::DEVICE);
    Some(match bits {
        MemorySpaces::CONSTANT => ("constant", "__constant__"),
        MemorySpaces::SHARED => ("shared", "__shared__"),
        MemorySpaces::MANAGED => ("managed", "__managed__"),
        MemorySpaces::DEVICE => ("device", "__device__"),
        _ => return None,
    })
}

/// Whether the constructor body opening at `open` has a member initializer list: a `:` at
/// the outermost level between it and the constructor's name (`class_name (`), read back.
/// Whether a constructor's body, tokens `from..to` inside its braces, is "empty" as cicc
/// sees it: nothing but blocks and `return;` (`{ {} }`, `{ return; }`; the oracle: `{ ; }`
/// and `{ (void)0; }` are not).
fn empty_body(t: &crate::parse::Tokens, from: usize, to: usize) -> bool {
    let mut i = from;
    while i < to {
        match t.kind.get(i) {
            Some(TokenKind::LBrace | TokenKind::RBrace) => i += 1,
            Some(TokenKind::Identifier)
                if t.sym[i] == crate::parse::keyword::Kw::Return.sym()
                    && t.kind.get(i + 1) == Some(&TokenKind::Semi) =>
            {
                i += 2
            }
            _ => return false,
        }
    }
    true
}

fn member_initializers_before(t: &crate::parse::Tokens, open: usize, class_name: crate::intern::Sym) -> bool {
    let mut depth = 0u32;
    let mut i = open;
    for _ in 0..1024 {
        let Some(prev) = i.checked_sub(1) else { return false };
        i = prev;
        match t.kind[i] {
            TokenKind::RParen | TokenKind::RBrace | TokenKind::RBracket => depth += 1,
            TokenKind::LParen | TokenKind::LBrace | TokenKind::LBracket => {
                let Some(d) = depth.checked_sub(1) else { return false };
                depth = d;
            }
            TokenKind::Colon if depth == 0 => return true,
            TokenKind::Identifier
                if depth == 0 && t.sym[i] == class_name && t.kind.get(i + 1) == Some(&TokenKind::LParen) =>
            {
                return false
            }
            TokenKind::Semi | TokenKind::LaunchOpen => return false,
            _ => {}
        }
    }
    false
}

/// Where the variable whose name is at `at` is declared in a statement's parentheses, what
/// redeclaring it in the statement says: in a `for`'s init-statement EC779, in a range-for's
/// declaration EC2801, in a condition or an `if`'s or `switch`'s init-statement EC704 (the
/// oracle, case sema/redeclare_locals); `None` for a declaration of a block.
fn statement_declaration(t: &crate::parse::Tokens, at: u32) -> Option<DiagId> {
    let mut depth = 0u32;
    let mut semis = 0u32;
    let mut i = at as usize;
    while i > 0 {
        i -= 1;
        match t.kind[i] {
            TokenKind::LBrace | TokenKind::RBrace => return None,
            TokenKind::RParen | TokenKind::RBracket => depth += 1,
            TokenKind::LParen | TokenKind::LBracket if depth > 0 => depth -= 1,
            TokenKind::LParen => break,
            TokenKind::LBracket => return None,
            TokenKind::Semi if depth == 0 => semis += 1,
            _ => {}
        }
    }
    if i == 0 {
        return None;
    }
    let keyword = |k: usize| t.flags[k] & crate::parse::tokens::flag::KEYWORD != 0;
    let mut k = i.checked_sub(1)?;
    if keyword(k) && t.spelling(k) == b"constexpr" {
        k = k.checked_sub(1)?;
    }
    if !keyword(k) {
        return None;
    }
    match t.spelling(k) {
        b"for" if semis == 0 && range_for_declaration(t, at as usize) => Some(DiagId::RedeclaredRangeForVariable),
        b"for" if semis == 0 => Some(DiagId::RedeclaredForInitVariable),
        b"for" | b"if" | b"while" | b"switch" => Some(DiagId::RedeclaredConditionVariable),
        _ => None,
    }
}

/// Whether the name at `at`, in a `for`'s parentheses before any `;`, is followed by a `:`
/// at their level: a range-for's declaration.
fn range_for_declaration(t: &crate::parse::Tokens, at: usize) -> bool {
    let mut depth = 0u32;
    for i in at + 1..t.len() {
        match t.kind[i] {
            TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace if depth == 0 => return false,
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => depth -= 1,
            TokenKind::Colon if depth == 0 => return true,
            TokenKind::Semi => return false,
            _ => {}
        }
    }
    false
}

/// Whether member functions `a` and `b` have the same parameter types and qualifiers (one
/// overrides the other); `None` where a type cufront cannot compare takes part.
fn same_signature(il: &crate::il::Il, a: EntityId, b: EntityId) -> Option<bool> {
    let (Some(Type::Function(x)), Some(Type::Function(y))) =
        (il.types.get(il.entity(a).ty), il.types.get(il.entity(b).ty))
    else {
        return None;
    };
    let (x, y) = (il.types.function_type(x), il.types.function_type(y));
    if x.ellipsis || y.ellipsis {
        return None;
    }
    if x.params.len() != y.params.len() || x.cv != y.cv || x.ref_qualifier != y.ref_qualifier {
        return Some(false);
    }
    let mut same = true;
    for (&p, &q) in x.params.iter().zip(&y.params) {
        same &= same_type(il, p, q, 0)?;
    }
    Some(same)
}

/// Whether `a` and `b` are the same type, through typedefs (a parameter's top-level
/// qualifiers aside when `depth` is 0); `None` where that is not certain.
fn same_type(il: &crate::il::Il, a: TypeId, b: TypeId, depth: u32) -> Option<bool> {
    if a == b {
        return Some(true);
    }
    if depth > 8 {
        return None;
    }
    // Through typedefs, keeping the qualifiers below the top level.
    let strip = |mut t: TypeId| -> Option<(TypeId, u8)> {
        let mut cv = 0u8;
        for _ in 0..16 {
            match il.types.get(t)? {
                Type::Qualified { base, cv: q } => {
                    cv |= q.0;
                    t = base;
                }
                Type::Typeref(e) if il.entity(e).kind == EntityKind::Typedef => t = il.entity(e).ty,
                _ => return Some((t, cv)),
            }
        }
        None
    };
    let ((a, qa), (b, qb)) = (strip(a)?, strip(b)?);
    if depth > 0 && qa != qb {
        return Some(false);
    }
    if a == b {
        return Some(true);
    }
    match (il.types.get(a)?, il.types.get(b)?) {
        (Type::Pointer { to: x, kind: k }, Type::Pointer { to: y, kind: l }) if k == l => {
            same_type(il, x, y, depth + 1)
        }
        (
            Type::Integer(_) | Type::Float(_) | Type::Pointer { .. },
            Type::Integer(_) | Type::Float(_) | Type::Pointer { .. },
        ) => Some(false),
        (Type::Tag(x), Type::Tag(y)) if !il.entity(x).has(flag::TEMPLATE | flag::SPECIALIZATION) => Some(x == y),
        _ => None,
    }
}

/// Namespace `n`, or for an anonymous one, the first anonymous namespace opened in the same
/// namespace: each `namespace { … }` of a namespace reopens the same one. `first` maps an
/// enclosing namespace (itself so normalized) to its first anonymous one.
fn one_anonymous_namespace(il: &crate::il::Il, first: &mut FxHashMap<EntityId, EntityId>, n: EntityId) -> EntityId {
    let ent = il.entity(n);
    if ent.name != Sym(0) || ent.kind != EntityKind::Namespace {
        return n;
    }
    let parent = il.scope(ent.parent);
    let enclosing = match parent.kind {
        ScopeKind::Namespace if !parent.entity.is_none() => one_anonymous_namespace(il, first, parent.entity),
        _ => EntityId::NONE,
    };
    *first.entry(enclosing).or_insert(n)
}

/// Namespace-scope variables defined again, each with its first definition, in token order:
/// `static` and `inline` ones, constants, `extern` ones with an initializer, in a memory
/// space too, in reopened anonymous namespaces, and static data members defined twice
/// outside their class (the oracle, case sema/redefine_variables). Left out: `extern "C"`
/// declarations (without braces they define nothing), templates, system headers, and scopes
/// with declarations the parser did not read.
pub(super) fn redefined_variables(unit: &Unit<'_>) -> Vec<(EntityId, EntityId)> {
    let (il, t) = (unit.il, unit.tokens);
    let mut defined: FxHashMap<(EntityId, Sym), EntityId> = FxHashMap::default();
    let mut anonymous: FxHashMap<EntityId, EntityId> = FxHashMap::default();
    let mut again = Vec::new();
    for (i, ent) in il.entities.iter().enumerate() {
        if ent.kind != EntityKind::Variable
            || ent.name == Sym(0)
            || ent.ty.is_none()
            || ent.has(flag::SYSTEM | flag::TEMPLATE | flag::SPECIALIZATION | flag::EXTERN_C)
            || t.sym.get(ent.token as usize) != Some(&ent.name)
        {
            continue;
        }
        let scope = il.scope(ent.parent);
        // A static data member's definitions outside its class (`int S::m;`); its
        // declaration in the class is none, even with an initializer.
        let namespace = match scope.kind {
            ScopeKind::File if !ent.has(flag::QUALIFIED) => EntityId::NONE,
            ScopeKind::Namespace if !scope.entity.is_none() && !ent.has(flag::QUALIFIED) => {
                one_anonymous_namespace(il, &mut anonymous, scope.entity)
            }
            ScopeKind::Class if !scope.entity.is_none() && ent.has(flag::QUALIFIED) => scope.entity,
            _ => continue,
        };
        if scope.unread != 0 || in_template(unit, ent.parent) {
            continue;
        }
        if ent.storage == StorageClass::Extern && !super::unused::written_initializer(t, ent.token as usize) {
            continue;
        }
        let e = EntityId(i as u32);
        match defined.get(&(namespace, ent.name)) {
            Some(&previous) => again.push((e, previous)),
            None => {
                defined.insert((namespace, ent.name), e);
            }
        }
    }
    again
}
