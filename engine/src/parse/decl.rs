//! Declarations (seed 004's decls.c): the unit's declaration sequence, namespaces, linkage
//! specifications, templates, using-declarations and directives, and the simple declarations
//! whose specifiers ([`super::specifiers`]) and declarators ([`super::declarator`]) name the
//! entities of the IL.
//!
//! Certainty first. The parser reads a declaration only as far as it knows what each name
//! is (types, templates, namespaces, concepts: [`super::names`]); where it does not — a name
//! it never saw declared, a member of a dependent type, a construct not modelled yet — it
//! gives the declaration up ([`Unsure`]), skips to its end by the bracket partners, counts the
//! case in [`ParseStats`] and stays silent. It reports a syntax error only where no reading of
//! the tokens could be valid — a `}` that closes nothing where a declaration must start
//! (EC169), a `{` still open at the end of the unit (EC67), a literal or a name right after a
//! declarator (EC65), … ([`Parser::syntax_error`]) — and only in a declaration that began
//! where the parser was sure one begins, once: then it skips the declaration, so an error
//! never cascades. Positions are nvcc's: the presumed line and the column in the
//! preprocessed line ([`crate::diag::Printed`]).
//!
//! Function bodies are not parsed here: their `{ … }` extent is kept on the routine
//! (`Entity::body`), to be parsed when something needs it.

use std::cell::Cell;

use super::declarator::{Declarator, IdKind, Naming};
use super::expr::Closer;
use super::keyword::{Kw, Name};
use super::names::{stop, Context, Denotes, Qualifier};
use super::prefix::{Prefixes, Snapshot};
use super::prescan::Brackets;
use super::specifiers::{SpecContext, Specifiers};
use super::tokens::{flag as tflag, Tokens};
use crate::budget::Meter;
use crate::diag::{Arg, DiagId, DiagSink};
use crate::il::{
    flag, Access, ClassKey, Entity, EntityId, EntityKind, Il, ScopeId, ScopeKind, StorageClass, Type, TypeId,
};
use crate::intern::Sym;
use crate::lex::TokenKind;

/// Why the parser gave a declaration up: the reasons `--stats` counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Unsure {
    /// A name the parser has not seen declared where its kind decides the syntax.
    UnknownName,
    /// A member of a dependent type (`T::x`) or of a specialisation, without `typename`.
    DependentName,
    /// `<` after a name whose templateness the parser does not know.
    Angles,
    /// A construct the parser does not model yet.
    Unmodelled,
    /// Tokens where the grammar allows none; nvcc reports them, the parser not yet.
    Unexpected,
    /// Brackets without partners inside the declaration.
    Unbalanced,
    /// Nesting beyond the parser's depth limit.
    Depth,
    /// A syntax error the parser is certain of, reported: the declaration is skipped
    /// (not counted as uncertain).
    Reported,
}

impl Unsure {
    pub const ALL: [Unsure; 7] = [
        Unsure::UnknownName,
        Unsure::DependentName,
        Unsure::Angles,
        Unsure::Unmodelled,
        Unsure::Unexpected,
        Unsure::Unbalanced,
        Unsure::Depth,
    ];

    pub fn describe(self) -> &'static str {
        match self {
            Unsure::UnknownName => "unknown name",
            Unsure::DependentName => "dependent name",
            Unsure::Angles => "unknown template or less-than",
            Unsure::Unmodelled => "construct not modelled",
            Unsure::Unexpected => "unexpected token",
            Unsure::Unbalanced => "unbalanced brackets",
            Unsure::Depth => "nesting too deep",
            Unsure::Reported => "syntax error reported",
        }
    }
}

pub(super) type R<T> = Result<T, Unsure>;

fn closes_angle(k: TokenKind) -> bool {
    matches!(k, TokenKind::Greater | TokenKind::GreaterGreater | TokenKind::LaunchClose)
}

/// A namespace or linkage block being read, and what its `}` restores.
struct Block {
    close: usize,
    outer_close: Option<usize>,
    scope: ScopeId,
    access: Access,
    template_flags: u32,
    extern_c: bool,
}

/// What follows a declarator and its initializer.
enum Next {
    Another,
    End,
    /// The initializer could not be delimited (a `<` after a name of unknown templateness):
    /// the rest of the declaration is skipped to its `;`.
    Partial,
}

/// How deep namespaces, classes, template heads, declarators and parameter lists may nest
/// before the parser stops reading (a diagnostic-free skip, counted as `Unsure::Depth`).
pub(super) const MAX_DEPTH: u32 = 200;

/// What a unit's parse found, for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ParseStats {
    /// Declarations read in full (empty ones not counted), at any scope outside function
    /// bodies.
    pub declarations: u64,
    /// Declarations read up to a point (their first declarators), the rest skipped.
    pub partial: u64,
    /// Declarations given up, by reason (`Unsure as usize`; `Reported` is not counted).
    pub unsure: [u64; 7],
    /// Function definitions whose bodies were skipped (those of system headers).
    pub function_bodies: u64,
    /// Function bodies read statement by statement (those of user code).
    pub function_bodies_read: u64,
    /// Statements read in full in them.
    pub statements: u64,
    /// Statements given up (counted in `unsure` too, by reason).
    pub statements_given_up: u64,
    /// Lambda bodies read statement by statement (in user code's expressions).
    pub lambda_bodies_read: u64,
    /// Full expressions (of statements, conditions, initializers) read into the IL node by
    /// node.
    pub expressions_read: u64,
    /// Expressions kept as their tokens (a construct not modelled, or a reading not sure).
    pub expressions_kept_as_tokens: u64,
    /// Tokens inside skipped function bodies.
    pub skipped_tokens: u64,
    pub namespaces: u64,
    pub linkage_blocks: u64,
    pub syntax_errors: u64,
}

impl ParseStats {
    /// Adds another unit's counts (a run's sums).
    pub fn add(&mut self, other: &ParseStats) {
        let ParseStats {
            declarations,
            partial,
            unsure,
            function_bodies,
            function_bodies_read,
            statements,
            statements_given_up,
            lambda_bodies_read,
            expressions_read,
            expressions_kept_as_tokens,
            skipped_tokens,
            namespaces,
            linkage_blocks,
            syntax_errors,
        } = other;
        for (sum, n) in self.unsure.iter_mut().zip(unsure) {
            *sum += n;
        }
        for (sum, n) in [
            (&mut self.declarations, declarations),
            (&mut self.partial, partial),
            (&mut self.function_bodies, function_bodies),
            (&mut self.function_bodies_read, function_bodies_read),
            (&mut self.statements, statements),
            (&mut self.statements_given_up, statements_given_up),
            (&mut self.lambda_bodies_read, lambda_bodies_read),
            (&mut self.expressions_read, expressions_read),
            (&mut self.expressions_kept_as_tokens, expressions_kept_as_tokens),
            (&mut self.skipped_tokens, skipped_tokens),
            (&mut self.namespaces, namespaces),
            (&mut self.linkage_blocks, linkage_blocks),
            (&mut self.syntax_errors, syntax_errors),
        ] {
            *sum += n;
        }
    }

    /// Declarations given up, for any reason.
    pub fn uncertain(&self) -> u64 {
        self.unsure.iter().sum()
    }
}

/// A declaration the parser gave up: where it starts, the token where the parser stopped
/// being sure, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GivenUp {
    pub start: u32,
    pub at: u32,
    pub why: Unsure,
}

/// A parsed unit: its IL and what the parse counted.
#[derive(Debug, Default)]
pub struct ParsedUnit {
    pub il: Il,
    pub stats: ParseStats,
    /// Every declaration given up, in token order (`cufront parse --unsure` lists them).
    pub given_up: Vec<GivenUp>,
    /// The pass ran past its budget while parsing, at this token: the IL holds what came
    /// before.
    pub stopped_at: Option<usize>,
    /// The token of the first syntax error reported: the IL is complete before it.
    pub first_error: Option<usize>,
    /// The parse began after this many tokens, where another unit's parse of the same
    /// tokens left off (`prefix`).
    pub replayed: Option<usize>,
}

pub(super) struct Parser<'t, 's, 'h> {
    pub(super) t: &'t Tokens,
    pub(super) b: &'t Brackets,
    sink: &'s mut DiagSink<'h>,
    /// The pass's budget, read at each declaration and statement; past it the parser goes to
    /// the end of the unit and reports nothing more.
    meter: Meter,
    stopped_at: Option<usize>,
    pub(super) il: Il,
    pub(super) stats: ParseStats,
    /// The current token.
    pub(super) i: usize,
    /// The scope declarations go into (or, for a template head, the template's scope).
    pub(super) scope: ScopeId,
    /// A scope searched before `scope`'s chain: the class or namespace qualifying the
    /// declarator being read (`void X::f(size_type)` finds `X::size_type`).
    pub(super) qualifier_scope: ScopeId,
    pub(super) depth: u32,
    /// Inside `extern "C"`.
    pub(super) extern_c: bool,
    /// The access of the class members being read.
    pub(super) access: Access,
    /// Inside a template declaration: `flag::TEMPLATE`, plus `flag::SPECIALIZATION` after
    /// `template <>`.
    pub(super) template_flags: u32,
    /// A `>>` (or `>>>`) whose first `>` closed a template argument list: the token reads as
    /// the rest.
    pub(super) split: usize,
    /// How many `>` of the split token are left (1 or 2).
    pub(super) split_left: u8,
    /// Whether the parser knows that a declaration starts at the current token: false after a
    /// declaration whose end it could not place.
    pub(super) certain: bool,
    pub(super) vis: super::names::Visibility,
    given_up: Vec<GivenUp>,
    /// The furthest token the current declaration reached (where a give-up is reported).
    pub(super) furthest: usize,
    /// The token of the first syntax error reported (usize::MAX: none yet).
    first_error: usize,
    /// The token of the last syntax error reported (usize::MAX: none yet).
    last_error: usize,
    /// A reported syntax error at the `;` ending a construct that was kept, after which
    /// nvcc's recovery reads on (usize::MAX: none): the next construct is read uncertain.
    pub(super) out_of_step_after: usize,
    /// Whether the current declaration started where the parser was sure one starts: only
    /// then is a syntax error in it reported.
    pub(super) decl_certain: bool,
    /// Whether the last qualifier read ends in a class template's specialization's scope
    /// (`A<int>::`): its members are known only by instantiation, whether or not it is
    /// dependent.
    pub(super) specialization_qualifier: bool,
    /// Errors reported in declarations the parser read on past ([`Self::declaration_error`]).
    declaration_errors: u32,
    /// The token after the current template head's `>` (where `template <…> class {` lacks
    /// its name).
    pub(super) after_template_head: usize,
    /// How many `switch` statements enclose the current statement.
    pub(super) switch_depth: u32,
    /// How many class bodies enclose the current declaration.
    pub(super) class_depth: u32,
    /// Member function bodies defined in a class, read once the outermost class is complete
    /// (a member function's body sees members declared after it).
    pub(super) deferred: Vec<DeferredBody>,
    /// The expression reader's state (parse::expr).
    pub(super) reading: super::expr::Reading,
    /// Statements read and not yet made children of the statement that holds them.
    pub(super) stmt_stack: Vec<crate::il::StmtId>,
    /// The furthest token looked at (its kind or its bracket's partner): the state so far
    /// depends on the tokens up to it only (`prefix`).
    seen: Cell<usize>,
    /// Where the unit's parsed prefix is to be kept for other units (`prefix`): the token
    /// the top-level declaration sequence must stand at, and the state kept there.
    record_at: usize,
    recorded: Option<ParserState>,
}

/// What the parser carries from one top-level declaration to the next, where the unit's
/// declaration sequence stands at file scope with nothing pending: all of its state
/// (`prefix`).
#[derive(Clone, Debug)]
pub(super) struct ParserState {
    il: Il,
    stats: ParseStats,
    given_up: Vec<GivenUp>,
    i: usize,
    access: Access,
    certain: bool,
    vis: super::names::Visibility,
    furthest: usize,
    out_of_step_after: usize,
    decl_certain: bool,
    after_template_head: usize,
    reading: super::expr::Reading,
    seen: usize,
    /// What keeping it costs: the bytes its copy took.
    bytes: u64,
}

impl ParserState {
    /// The token the state was kept at.
    pub(super) fn at(&self) -> usize {
        self.i
    }

    /// The furthest token the parser had looked at.
    pub(super) fn seen(&self) -> usize {
        self.seen
    }

    /// What keeping the state costs (bytes).
    pub(super) fn bytes(&self) -> u64 {
        self.bytes
    }
}

/// A function body read after its class: where it is and the scopes it was defined in.
#[derive(Clone, Copy, Debug)]
pub(super) struct DeferredBody {
    routine: EntityId,
    open: usize,
    close: usize,
    prototype: ScopeId,
    scope: ScopeId,
    qualifier_scope: ScopeId,
    certain: bool,
}

/// Parses a unit's declarations into its IL, reporting the syntax errors it is certain of
/// through `sink`.
pub fn parse_unit(tokens: &Tokens, brackets: &Brackets, sink: &mut DiagSink<'_>) -> ParsedUnit {
    parse_unit_within(tokens, brackets, sink, &mut Meter::default(), None)
}

/// `parse_unit` within a pass's budget: past it the parse stops (`ParsedUnit::stopped`).
pub fn parse_unit_within(
    tokens: &Tokens,
    brackets: &Brackets,
    sink: &mut DiagSink<'_>,
    meter: &mut Meter,
    prefixes: Option<&Prefixes>,
) -> ParsedUnit {
    // What another unit parsed of the same tokens, and where this unit is to keep its own.
    let plan = prefixes.map(|p| p.plan(tokens, brackets)).unwrap_or_default();
    let mut p = Parser {
        t: tokens,
        b: brackets,
        sink,
        meter: *meter,
        stopped_at: None,
        il: Il::new(),
        stats: ParseStats::default(),
        i: 0,
        scope: Il::FILE_SCOPE,
        qualifier_scope: ScopeId::NONE,
        depth: 0,
        extern_c: false,
        access: Access::None,
        template_flags: 0,
        split: usize::MAX,
        split_left: 0,
        certain: true,
        vis: Default::default(),
        given_up: Vec::new(),
        furthest: 0,
        first_error: usize::MAX,
        last_error: usize::MAX,
        out_of_step_after: usize::MAX,
        decl_certain: false,
        specialization_qualifier: false,
        declaration_errors: 0,
        after_template_head: usize::MAX,
        switch_depth: 0,
        class_depth: 0,
        deferred: Vec::new(),
        reading: Default::default(),
        stmt_stack: Vec::new(),
        seen: Cell::new(0),
        record_at: plan.record.map_or(usize::MAX, |(at, _)| at),
        recorded: None,
    };
    let replayed = plan.replay.as_ref().map(|s| p.restore(s.state()));
    p.declaration_seq(None);
    *meter = p.meter;
    if let (Some(prefixes), Some((_, digest))) = (prefixes, plan.record) {
        prefixes.keep(digest, p.recorded.take().map(|state| Snapshot::new(state, tokens)));
    }
    let first_error = (p.first_error != usize::MAX).then_some(p.first_error);
    ParsedUnit { il: p.il, stats: p.stats, given_up: p.given_up, stopped_at: p.stopped_at, first_error, replayed }
}

impl Parser<'_, '_, '_> {
    // ---- tokens ----

    #[inline]
    pub(super) fn kind_at(&self, i: usize) -> TokenKind {
        self.seen.set(self.seen.get().max(i));
        self.t.kind.get(i).copied().unwrap_or(TokenKind::Eof)
    }

    /// The partner of the bracket at token `i` (the prescan's pairing).
    #[inline]
    pub(super) fn partner_of(&self, i: usize) -> Option<usize> {
        let partner = self.b.partner(i);
        self.seen.set(self.seen.get().max(i).max(partner.unwrap_or(0)));
        partner
    }

    /// The current token's kind (a split `>>` reads as `>`).
    #[inline]
    pub(super) fn kind(&self) -> TokenKind {
        if self.split == self.i {
            return match self.split_left {
                2 => TokenKind::GreaterGreater,
                _ => TokenKind::Greater,
            };
        }
        self.kind_at(self.i)
    }

    #[inline]
    pub(super) fn peek(&self, n: usize) -> TokenKind {
        self.kind_at(self.i + n)
    }

    #[inline]
    pub(super) fn kw_at(&self, i: usize) -> Option<Kw> {
        if i < self.t.len() && self.kind_at(i) == TokenKind::Identifier {
            self.t.keyword(i)
        } else {
            None
        }
    }

    #[inline]
    pub(super) fn kw(&self) -> Option<Kw> {
        self.kw_at(self.i)
    }

    /// The current token is an identifier that is no keyword.
    #[inline]
    pub(super) fn ident_at(&self, i: usize) -> Option<Sym> {
        (self.kind_at(i) == TokenKind::Identifier && self.t.flags[i] & tflag::KEYWORD == 0).then(|| self.t.sym[i])
    }

    #[inline]
    pub(super) fn ident(&self) -> Option<Sym> {
        self.ident_at(self.i)
    }

    #[inline]
    pub(super) fn bump(&mut self) {
        if self.split == self.i {
            (self.split, self.split_left) = (usize::MAX, 0);
        }
        self.i += 1;
        self.furthest = self.furthest.max(self.i);
    }

    /// The reading position, for looking ahead and coming back.
    pub(super) fn mark(&self) -> (usize, usize, u8) {
        // What is left of a split token counts only while the token is current: two marks
        // at the same place are equal whatever was split before.
        if self.split == self.i {
            (self.i, self.split, self.split_left)
        } else {
            (self.i, usize::MAX, 0)
        }
    }

    pub(super) fn reset(&mut self, (i, split, left): (usize, usize, u8)) {
        (self.i, self.split, self.split_left) = (i, split, left);
    }

    pub(super) fn eat(&mut self, k: TokenKind) -> bool {
        if self.kind() == k {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(super) fn eat_kw(&mut self, k: Kw) -> bool {
        if self.kw() == Some(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(super) fn expect(&mut self, k: TokenKind) -> R<()> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(Unsure::Unexpected)
        }
    }

    /// A type kept as its tokens, from `first` to the current token (`typename T::x`,
    /// `decltype(e)`, a deduced class template's name): known only by instantiation.
    pub(super) fn dependent_type(&mut self, first: usize) -> TypeId {
        self.il.types.intern(Type::Dependent { first: first as u32, end: self.i as u32 })
    }

    /// The partner of the bracket at the current token.
    pub(super) fn partner(&self) -> R<usize> {
        self.partner_of(self.i).ok_or(Unsure::Unbalanced)
    }

    // ---- parsed prefixes ----

    /// Keeps the state at the current token, if the declaration sequence stands at file
    /// scope here with nothing reported and nothing pending: the state is then all in
    /// `ParserState`, and the same in every unit whose tokens up to `seen` are these.
    fn keep_state(&mut self) {
        let settled = self.scope == Il::FILE_SCOPE
            && self.qualifier_scope == ScopeId::NONE
            && self.depth == 0
            && !self.extern_c
            && self.template_flags == 0
            && self.split == usize::MAX
            && self.switch_depth == 0
            && self.class_depth == 0
            && self.deferred.is_empty()
            && self.stmt_stack.is_empty()
            && self.stats.syntax_errors == 0
            && self.first_error == usize::MAX
            && self.last_error == usize::MAX
            && self.declaration_errors == 0
            && self.stopped_at.is_none()
            && self.meter.exceeded().is_none();
        if settled {
            // The copy is the run's, not the pass's: it does not count against its budget.
            let mark = self.meter.mark();
            let mut state = ParserState {
                il: self.il.clone(),
                stats: self.stats,
                given_up: self.given_up.clone(),
                i: self.i,
                access: self.access,
                certain: self.certain,
                vis: self.vis.clone(),
                furthest: self.furthest,
                out_of_step_after: self.out_of_step_after,
                decl_certain: self.decl_certain,
                after_template_head: self.after_template_head,
                reading: self.reading.clone(),
                seen: self.seen.get(),
                bytes: 0,
            };
            state.bytes = self.meter.exclude_since(mark);
            self.recorded = Some(state);
        }
    }

    /// Continues from a state another unit kept, at a point where `keep_state` found it
    /// settled (so the fields it does not hold have their starting values); returns how
    /// many tokens that skips.
    fn restore(&mut self, s: &ParserState) -> usize {
        self.il = s.il.clone();
        self.stats = s.stats;
        self.given_up = s.given_up.clone();
        self.i = s.i;
        self.access = s.access;
        self.certain = s.certain;
        self.vis = s.vis.clone();
        self.furthest = s.furthest;
        self.out_of_step_after = s.out_of_step_after;
        self.decl_certain = s.decl_certain;
        self.after_template_head = s.after_template_head;
        self.reading = s.reading.clone();
        self.seen.set(s.seen);
        s.i
    }

    /// Skips the bracketed group at the current token.
    pub(super) fn skip_group(&mut self) -> R<()> {
        let close = self.partner()?;
        self.i = close + 1;
        Ok(())
    }

    /// Runs `f` one level deeper, within the depth limit.
    pub(super) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        if self.depth >= MAX_DEPTH {
            return Err(Unsure::Depth);
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    pub(super) fn in_system_header(&self, i: usize) -> bool {
        self.t.flags.get(i).is_some_and(|f| f & tflag::SYSTEM != 0)
    }

    // ---- scopes and entities ----

    /// The scope a declaration at the current point belongs to: the nearest one that is not
    /// a template's or a prototype's.
    pub(super) fn declaring_scope(&self) -> ScopeId {
        let mut s = self.scope;
        while matches!(self.il.scope(s).kind, ScopeKind::Template | ScopeKind::Prototype) {
            s = self.il.scope(s).parent;
        }
        s
    }

    pub(super) fn in_class(&self) -> bool {
        self.il.scope(self.declaring_scope()).kind == ScopeKind::Class
    }

    /// The class whose body is being read, if any.
    pub(super) fn current_class(&self) -> EntityId {
        let s = self.declaring_scope();
        match self.il.scope(s).kind {
            ScopeKind::Class => self.il.scope(s).entity,
            _ => EntityId::NONE,
        }
    }

    /// A new entity of `kind` named by token `token`, declared in `parent`.
    pub(super) fn new_entity(&mut self, kind: EntityKind, name: Sym, parent: ScopeId, token: usize) -> Entity {
        // Only a declaration with its own template head is a template; its parameters and
        // the members of a class template are not.
        let mut flags = match kind {
            EntityKind::Class
            | EntityKind::Routine
            | EntityKind::Variable
            | EntityKind::Typedef
            | EntityKind::Concept
            | EntityKind::Field => self.template_flags,
            _ => 0,
        };
        if self.extern_c {
            flags |= flag::EXTERN_C;
        }
        if self.in_system_header(token) {
            flags |= flag::SYSTEM;
        }
        let access = if self.il.scope(parent).kind == ScopeKind::Class { self.access } else { Access::None };
        Entity {
            kind,
            name,
            parent,
            token: token as u32,
            ty: TypeId::NONE,
            inner: ScopeId::NONE,
            target: EntityId::NONE,
            flags,
            class_key: ClassKey::default(),
            access,
            storage: StorageClass::None,
            exec: Default::default(),
            memory: Default::default(),
            body: (0, 0),
            shadows: EntityId::NONE,
        }
    }

    // ---- the declaration sequence ----

    /// Declarations up to the `}` at `close` (or the end of the unit).
    ///
    /// Namespaces and linkage blocks nest without recursion (a stack of the blocks entered),
    /// so their depth has no limit; classes, whose bodies are read inside specifiers, nest
    /// within `MAX_DEPTH`.
    pub(super) fn declaration_seq(&mut self, close: Option<usize>) {
        let mut close = close;
        let mut blocks: Vec<Block> = Vec::new();
        loop {
            if self.i >= self.record_at && close.is_none() && blocks.is_empty() {
                // The top level reached (or passed) the point to keep the state at.
                if self.i == self.record_at {
                    self.keep_state();
                }
                self.record_at = usize::MAX;
            }
            match self.kind() {
                TokenKind::Eof => {
                    if close.is_none() || blocks.first().is_some_and(|b| b.outer_close.is_none()) {
                        self.end_of_unit();
                    }
                    return;
                }
                TokenKind::Semi => {
                    self.bump();
                    self.certain = true;
                }
                TokenKind::RBrace => {
                    if Some(self.i) == close {
                        self.certain = true;
                        let Some(block) = blocks.pop() else { return };
                        (self.scope, self.access, self.template_flags, self.extern_c) =
                            (block.scope, block.access, block.template_flags, block.extern_c);
                        close = block.outer_close;
                        self.bump();
                        continue;
                    }
                    if self.partner_of(self.i).is_none() && self.certain {
                        // A `}` that closes nothing, where a declaration must start.
                        self.error(DiagId::ExpectedDeclaration, self.i);
                    } else {
                        self.count(Unsure::Unbalanced);
                    }
                    self.bump();
                }
                _ if self.over_budget() => {}
                _ => {
                    let start = self.i;
                    self.furthest = start;
                    self.decl_certain = self.certain;
                    let r = match self.kw() {
                        Some(Kw::Namespace) => self.namespace(false),
                        Some(Kw::Inline) if self.kw_at(self.i + 1) == Some(Kw::Namespace) => {
                            self.bump();
                            self.namespace(true)
                        }
                        Some(Kw::Extern)
                            if self.peek(1) == TokenKind::StringLiteral && self.peek(2) == TokenKind::LBrace =>
                        {
                            self.linkage_block()
                        }
                        _ => self.declaration().map(|()| None),
                    };
                    match r {
                        Ok(Some(mut block)) => {
                            block.outer_close = close;
                            close = Some(block.close);
                            blocks.push(block);
                            self.certain = true;
                        }
                        Ok(None) => self.certain = self.in_step(),
                        Err(why) => self.give_up(start, why),
                    }
                }
            }
        }
    }

    pub(super) fn record_given_up(&mut self, start: usize, at: usize, why: Unsure) {
        self.given_up.push(GivenUp { start: start as u32, at: at as u32, why });
    }

    pub(super) fn count(&mut self, why: Unsure) {
        if let Some(n) = self.stats.unsure.get_mut(why as usize) {
            *n += 1;
        }
    }

    /// Whether the pass is over its budget (one step of work counted): then the parser is
    /// moved to the end of the unit, where every loop ends.
    pub(super) fn over_budget(&mut self) -> bool {
        if !self.meter.tick() {
            return false;
        }
        self.stopped_at.get_or_insert(self.i);
        self.i = self.t.len().saturating_sub(1);
        true
    }

    /// A syntax error at token `i`, certain: reported where the declaration began at a
    /// point the parser was sure of (one error per declaration, none in a cascade), and the
    /// declaration is given up. Returns what aborts the declaration.
    pub(super) fn syntax_error(&mut self, id: DiagId, i: usize) -> Unsure {
        self.syntax_error_with(id, i, None)
    }

    /// [`Self::syntax_error`] with the message's argument.
    pub(super) fn syntax_error_with(&mut self, id: DiagId, i: usize, arg: Option<Arg>) -> Unsure {
        if !self.decl_certain {
            return Unsure::Unexpected;
        }
        self.decl_certain = false;
        self.first_error = self.first_error.min(i);
        if self.meter.exceeded().is_some() {
            // Cut short by the budget, not by the source.
            return Unsure::Unexpected;
        }
        if self.kind_at(i) == TokenKind::Eof {
            // Where the unit ends: nvcc says "At end of source", at the last token's line.
            self.stats.syntax_errors += 1;
            let last = self.t.len().saturating_sub(2);
            let (at, printed) = (self.t.at[last], self.t.printed(last));
            self.sink.report(id, Some(at)).printed(printed).token(last as u32).at_end_of_source().emit();
        } else {
            self.error_with(id, i, arg);
        }
        Unsure::Reported
    }

    /// Whether no declaration anywhere in the unit so far names the identifier at `at`, and
    /// everything so far was read: then an unqualified lookup of it certainly finds nothing.
    /// Reserved names (`__x`, `_X`) may be the compiler's own, declared nowhere.
    fn never_declared(&self, at: usize) -> bool {
        let (name, spelling) = (self.t.sym[at], self.t.spelling(at));
        let reserved = spelling.starts_with(b"__")
            || (spelling.first() == Some(&b'_') && spelling.get(1).is_some_and(u8::is_ascii_uppercase));
        !reserved && self.given_up.is_empty() && self.il.named(name).next().is_none()
    }

    fn at_namespace_scope(&self) -> bool {
        matches!(self.il.scope(self.declaring_scope()).kind, ScopeKind::File | ScopeKind::Namespace)
    }

    /// A declaration given up: counted, its scope marked as not fully read, and the tokens
    /// skipped to the declaration's end (the `;` at its level, a function body's `}`, or the
    /// `}` closing the scope, which is left to the caller).
    pub(super) fn give_up(&mut self, start: usize, why: Unsure) {
        self.declarations_not_read(self.declaring_scope());
        self.split = usize::MAX;
        if why == Unsure::Reported {
            self.i = self.declaration_extent(start);
            self.certain = self.resumes_after_error(start, self.i);
            return;
        }
        self.count(why);
        let at = self.furthest.max(self.i).max(start);
        self.record_given_up(start, at, why);
        self.certain = true;
        // The extent never ends before `start`, and ends at `start` only at a `}` or the end
        // of the unit, which the caller handles.
        self.i = self.declaration_extent(start);
    }

    /// Scope `s` has declarations the parser did not read (given up, or skipped: a handler's
    /// parameter, an init-capture): a name used in it may be one of them, so the semantic
    /// checks decide nothing about what such a name finds (`Undecided::Unread`).
    pub(super) fn declarations_not_read(&mut self, s: ScopeId) {
        self.il.scopes[s.index()].unread += 1;
    }

    /// Whether the parser is in step with nvcc after a construct read to its end: not when
    /// an error was reported at its last token and nvcc's recovery reads on from there.
    pub(super) fn in_step(&self) -> bool {
        self.out_of_step_after.wrapping_add(1) != self.i
    }

    /// Whether, after a reported error in the construct from `start`, the parser resumes at
    /// `next` where nvcc does: only when the error was seen at the `;` that ends the
    /// construct (`int x = ;`), so both skip just that `;`. Anywhere else where the construct
    /// ends is not known for sure, and the next one is read without reporting (no cascades).
    pub(super) fn resumes_after_error(&self, start: usize, next: usize) -> bool {
        self.last_error != usize::MAX
            && self.last_error >= start
            && next == self.last_error + 1
            && self.kind_at(self.last_error) == TokenKind::Semi
    }

    /// Where the declaration starting at `i` ends, by its brackets: after the `;` at its
    /// level, after a function body, or at the `}` that closes the enclosing scope.
    fn declaration_extent(&mut self, i: usize) -> usize {
        // A `{` is a function body only where nothing else can open one.
        let (mut class_or_init, mut j) = (false, i);
        loop {
            match self.kind_at(j) {
                TokenKind::Semi => return j + 1,
                TokenKind::Eof => return j,
                TokenKind::Eq if self.kw_at(j.wrapping_sub(1)) != Some(Kw::Operator) => class_or_init = true,
                TokenKind::LParen | TokenKind::LBracket => match self.partner_of(j) {
                    Some(close) => {
                        j = close + 1;
                        continue;
                    }
                    None => {
                        self.certain = false;
                        return j + 1;
                    }
                },
                TokenKind::LBrace => {
                    let Some(close) = self.partner_of(j) else {
                        self.certain = false;
                        return j + 1;
                    };
                    if !class_or_init && j > i && self.kind_at(j - 1) == TokenKind::RParen {
                        self.stats.function_bodies += 1;
                        self.stats.skipped_tokens += (close - j - 1) as u64;
                        return close + 1;
                    }
                    j = close + 1;
                    continue;
                }
                TokenKind::RBrace => {
                    // The end of the enclosing brace without a `;`, or a `}` closing nothing:
                    // either way the caller decides, but not with certainty.
                    self.certain = false;
                    return j;
                }
                TokenKind::RParen | TokenKind::RBracket => {
                    self.certain = false;
                    return j + 1;
                }
                TokenKind::Identifier => {
                    let key = matches!(
                        self.kw_at(j),
                        Some(Kw::Class | Kw::Struct | Kw::Union | Kw::Enum | Kw::Concept | Kw::Requires)
                    );
                    let in_angles =
                        j > i && matches!(self.kind_at(j - 1), TokenKind::Less | TokenKind::Comma | TokenKind::Greater);
                    if key && !in_angles {
                        class_or_init = true;
                    }
                }
                _ => {}
            }
            j += 1;
        }
    }

    /// One declaration at the current token (namespace, class or block scope outside
    /// function bodies).
    pub(super) fn declaration(&mut self) -> R<()> {
        match self.kw() {
            // Read by the declaration sequence; here only after `template <…>` and the like.
            Some(Kw::Namespace) => return Err(Unsure::Unmodelled),
            Some(Kw::Extern) if self.peek(1) == TokenKind::StringLiteral && self.peek(2) == TokenKind::LBrace => {
                return Err(Unsure::Unmodelled)
            }
            Some(Kw::Extern) if self.peek(1) == TokenKind::StringLiteral => return self.linkage_specification(),
            Some(Kw::Extern) if self.kw_at(self.i + 1) == Some(Kw::Template) => {
                // `extern template …;`: an explicit instantiation declaration.
                self.bump();
                return self.template_declaration();
            }
            Some(Kw::Template) => return self.template_declaration(),
            Some(Kw::Using) => return self.using_declaration(),
            Some(Kw::StaticAssert) => return self.static_assert(),
            Some(Kw::Asm | Kw::GnuAsm | Kw::GnuAsm2) if self.peek(1) == TokenKind::LParen => {
                self.bump();
                self.skip_group()?;
                return self.expect(TokenKind::Semi);
            }
            Some(Kw::Extension) => {
                self.bump();
                return self.declaration();
            }
            Some(Kw::Public | Kw::Protected | Kw::Private) if self.in_class() && self.peek(1) == TokenKind::Colon => {
                self.access = match self.kw() {
                    Some(Kw::Public) => Access::Public,
                    Some(Kw::Protected) => Access::Protected,
                    _ => Access::Private,
                };
                self.i += 2;
                return Ok(());
            }
            // An access specifier outside a class body.
            Some(Kw::Public | Kw::Protected | Kw::Private) if !self.in_class() && self.peek(1) == TokenKind::Colon => {
                return Err(self.syntax_error(DiagId::ExpectedDeclaration, self.i));
            }
            Some(Kw::Export) => return Err(Unsure::Unmodelled),
            _ => {}
        }
        self.simple_declaration()
    }

    /// `namespace` …: a definition (entered), an alias, or a nested `a::b::c` definition.
    fn namespace(&mut self, inline: bool) -> R<Option<Block>> {
        let first = self.i;
        self.bump();
        self.skip_attributes()?;
        let mut names: Vec<(Sym, usize, bool)> = Vec::new();
        loop {
            let nested_inline = self.eat_kw(Kw::Inline);
            match self.ident() {
                Some(name) => {
                    names.push((name, self.i, nested_inline));
                    self.bump();
                }
                None if names.is_empty() => {}
                None => return Err(Unsure::Unexpected),
            }
            if !self.eat(TokenKind::ColonColon) {
                break;
            }
        }
        self.skip_attributes()?;
        if self.eat(TokenKind::Eq) {
            // `namespace a = b::c;`
            let [(name, token, _)] = names[..] else { return Err(Unsure::Unexpected) };
            let target = self.namespace_name()?;
            self.expect(TokenKind::Semi)?;
            let parent = self.declaring_scope();
            let mut alias = self.new_entity(EntityKind::NamespaceAlias, name, parent, token);
            alias.target = target;
            alias.inner = self.il.entity(target).inner;
            self.il.declare(alias);
            self.stats.declarations += 1;
            return Ok(None);
        }
        if self.kind() != TokenKind::LBrace {
            return Err(Unsure::Unexpected);
        }
        let close = self.partner()?;
        let block = self.block(close);
        if names.is_empty() {
            names.push((Sym(0), first, false));
        }
        for (n, (name, token, nested_inline)) in names.into_iter().enumerate() {
            let inline = nested_inline || (inline && n == 0);
            self.scope = self.open_namespace(name, token, inline);
        }
        self.bump();
        self.stats.namespaces += 1;
        self.access = Access::None;
        self.template_flags = 0;
        Ok(Some(block))
    }

    /// The state a block's body changes, to restore at its `}`.
    fn block(&self, close: usize) -> Block {
        Block {
            close,
            outer_close: None,
            scope: self.scope,
            access: self.access,
            template_flags: self.template_flags,
            extern_c: self.extern_c,
        }
    }

    /// The namespace `name` in the current scope, reopened or new.
    fn open_namespace(&mut self, name: Sym, token: usize, inline: bool) -> ScopeId {
        let parent = self.scope;
        if name != Sym(0) {
            if let Some(ns) = self.il.member(parent, name, |e| e.kind == EntityKind::Namespace) {
                return self.il.entity(ns).inner;
            }
        }
        let mut ns = self.new_entity(EntityKind::Namespace, name, parent, token);
        ns.flags = (ns.flags & (flag::SYSTEM | flag::EXTERN_C)) | flag::DEFINED;
        if inline {
            ns.flags |= flag::INLINE_NAMESPACE;
        }
        let id = self.il.declare(ns);
        let inner = self.il.open_scope(ScopeKind::Namespace, parent, id);
        self.il.entity_mut(id).inner = inner;
        // The members of an inline or anonymous namespace are found in the enclosing one.
        if inline || name == Sym(0) {
            self.il.using_directives.push((parent, inner));
            self.names_changed();
        }
        inner
    }

    /// `extern "C" { … }`: entered.
    fn linkage_block(&mut self) -> R<Option<Block>> {
        let c = self.t.text(self.i + 1) == b"\"C\"";
        self.i += 2;
        let close = self.partner()?;
        let block = self.block(close);
        self.extern_c = c;
        self.bump();
        self.stats.linkage_blocks += 1;
        Ok(Some(block))
    }

    /// `extern "C" declaration`.
    fn linkage_specification(&mut self) -> R<()> {
        let c = self.t.text(self.i + 1) == b"\"C\"";
        self.i += 2;
        let outer = self.extern_c;
        self.extern_c = c;
        let r = self.nested(|p| p.declaration());
        self.extern_c = outer;
        r
    }

    /// `template <params> declaration`, `template <> declaration`, or an explicit
    /// instantiation `template declaration`.
    fn template_declaration(&mut self) -> R<()> {
        let declared_only = self.i > 0 && self.kw_at(self.i - 1) == Some(Kw::Extern);
        self.bump();
        if self.kind() != TokenKind::Less {
            // An explicit instantiation: it declares nothing new; a definition instantiates
            // the function it names, a declaration may keep the unit from instantiating it.
            if let Some(name) = self.instantiated_function_name() {
                if declared_only {
                    self.il.instantiation_declarations.push(name);
                } else {
                    self.il.explicit_instantiations.push(name);
                }
            }
            return self.skip_to_semicolon();
        }
        self.bump();
        let outer = (self.scope, self.template_flags);
        let scope = self.il.open_scope(ScopeKind::Template, self.scope, EntityId::NONE);
        self.scope = scope;
        let r = self.nested(|p| {
            let explicit_specialization = p.kind() == TokenKind::Greater;
            p.template_parameters()?;
            p.after_template_head = p.i;
            p.template_flags |= flag::TEMPLATE;
            if explicit_specialization {
                p.template_flags |= flag::SPECIALIZATION | flag::EXPLICIT_SPECIALIZATION;
            } else {
                // `template <> template <class U> …`: a template again.
                p.template_flags &= !flag::EXPLICIT_SPECIALIZATION;
            }
            if p.kw() == Some(Kw::Requires) {
                p.bump();
                p.constraint_expression()?;
            }
            if p.kw() == Some(Kw::Concept) {
                return p.concept_definition();
            }
            p.declaration()
        });
        (self.scope, self.template_flags) = outer;
        r
    }

    /// `concept C = constraint;`
    fn concept_definition(&mut self) -> R<()> {
        self.bump();
        let Some(name) = self.ident() else { return Err(Unsure::Unexpected) };
        let token = self.i;
        self.bump();
        self.skip_attributes()?;
        self.expect(TokenKind::Eq)?;
        let parent = self.declaring_scope();
        let c = self.new_entity(EntityKind::Concept, name, parent, token);
        self.il.declare(c);
        self.names_changed();
        self.skip_to_semicolon()
    }

    /// `using namespace n;`, `using a = type;`, `using a::b, c::d;`, `using enum e;`.
    fn using_declaration(&mut self) -> R<()> {
        self.bump();
        if self.eat_kw(Kw::Namespace) {
            let target = self.namespace_name()?;
            self.skip_attributes()?;
            self.expect(TokenKind::Semi)?;
            let inner = self.il.entity(target).inner;
            self.il.using_directives.push((self.declaring_scope(), inner));
            self.names_changed();
            self.stats.declarations += 1;
            return Ok(());
        }
        if self.kw() == Some(Kw::Enum) {
            return Err(Unsure::Unmodelled);
        }
        if let (Some(name), TokenKind::Eq | TokenKind::LBracket) = (self.ident(), self.peek(1)) {
            if self.peek(1) == TokenKind::Eq || self.kw_at(self.i + 1).is_none() {
                return self.alias_declaration(name);
            }
        }
        if let Some(name) = self.ident() {
            if matches!(self.peek(1), TokenKind::Identifier) && self.kw_at(self.i + 1) == Some(Kw::GnuAttribute) {
                return self.alias_declaration(name);
            }
            let unqualified = !matches!(self.peek(1), TokenKind::ColonColon | TokenKind::Less);
            if unqualified && self.at_namespace_scope() {
                if self.never_declared(self.i) {
                    // `using Real float;` (an alias without its `=`): nvcc looks `Real` up first.
                    let spelled = String::from_utf8_lossy(self.t.spelling(self.i)).into_owned();
                    return Err(self.syntax_error_with(DiagId::IdentifierUndefined, self.i, Some(Arg::Str(spelled))));
                }
                if self.lookup(name).is_some() {
                    // `using w;`: a using-declaration at namespace scope names a member of
                    // another namespace. Otherwise well-formed: read on.
                    let _ = self.syntax_error(DiagId::NamespaceQualifiedNameRequired, self.i);
                    self.bump();
                    self.expect(TokenKind::Semi)?;
                    self.stats.declarations += 1;
                    return Ok(());
                }
            }
        }
        loop {
            self.eat_kw(Kw::Typename);
            let q = self.qualified_name(super::names::Context::UsingDeclaration)?;
            if q.denotes == Denotes::DeclaratorId {
                // `using Base::operator=;`, `using Base::~Base;`: nothing a type decision needs.
                return self.skip_to_semicolon().map(|()| self.stats.declarations += 1);
            }
            let name = self.t.sym[q.last];
            // `using Base::Base;` inherits constructors: it declares no name.
            let inheriting = q.last >= 2 && self.ident_at(q.last - 2) == Some(name);
            if inheriting {
                let class = self.il.scope(self.declaring_scope()).entity;
                if !class.is_none() {
                    self.il.entity_mut(class).flags |= flag::INHERITS_CONSTRUCTORS;
                }
            } else {
                let parent = self.declaring_scope();
                let mut u = self.new_entity(EntityKind::UsingDeclaration, name, parent, q.last);
                u.target = q.entity;
                self.il.declare(u);
                self.names_changed();
            }
            self.eat(TokenKind::Ellipsis);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::Semi)?;
        self.stats.declarations += 1;
        Ok(())
    }

    /// `using a [[attrs]] = type-id;`
    fn alias_declaration(&mut self, name: Sym) -> R<()> {
        let token = self.i;
        self.bump();
        self.skip_attributes()?;
        self.expect(TokenKind::Eq)?;
        let ty = self.type_id()?;
        self.expect(TokenKind::Semi)?;
        let parent = self.declaring_scope();
        let mut e = self.new_entity(EntityKind::Typedef, name, parent, token);
        e.ty = ty;
        self.il.declare(e);
        self.names_changed();
        self.stats.declarations += 1;
        Ok(())
    }

    /// `static_assert(…);`
    fn static_assert(&mut self) -> R<()> {
        self.bump();
        if self.kind() != TokenKind::LParen {
            return Err(Unsure::Unexpected);
        }
        if self.partner_of(self.i).is_none() {
            // `static_assert(e, "m";`: nvcc expects the `)` where the message ends.
            self.bump();
            self.skip_expression(stop::COMMA)?;
            if self.eat(TokenKind::Comma) && !self.string_literals() {
                return Err(Unsure::Unexpected);
            }
            return match self.kind() {
                TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace | TokenKind::Eof
                    if self.kind() != TokenKind::Eof =>
                {
                    Err(self.syntax_error(DiagId::ExpectedRParen, self.i))
                }
                _ => Err(Unsure::Unbalanced),
            };
        }
        self.skip_group()?;
        self.expect(TokenKind::Semi)?;
        self.stats.declarations += 1;
        Ok(())
    }

    /// A simple declaration (or member declaration): specifiers, then declarators with their
    /// initializers or a function body.
    fn simple_declaration(&mut self) -> R<()> {
        if self.deduction_guide() {
            return self.skip_to_semicolon().map(|()| self.stats.declarations += 1);
        }
        let mut s = self.decl_specifiers(SpecContext::Declaration)?;
        self.declarator_attributes(&mut s)?;
        if self.eat(TokenKind::Semi) {
            // `struct S {…};`, `class C;`, `enum E : int;`, `friend class F;`.
            if !s.any && s.named.is_none() {
                return Err(Unsure::Unexpected);
            }
            if s.defines && !s.tag.is_none() && self.il.entity(s.tag).name == Sym(0) {
                // `union { int a; float b; };`: its members are found in the enclosing scope.
                let (scope, members) = (self.declaring_scope(), self.il.entity(s.tag).inner);
                if !members.is_none() {
                    self.merge_scope(scope, members);
                }
            }
            self.stats.declarations += 1;
            return Ok(());
        }
        let base = self.specifier_type(&s)?;
        let in_class = self.in_class();
        let may_initialize = !in_class && !s.typedef && !s.friend;
        loop {
            if in_class && self.kind() == TokenKind::Colon && !base.is_none() {
                // An unnamed bit-field: `int : 3;`, `int a : 3, : 2, b : 1;`.
                self.bump();
                self.skip_expression(stop::COMMA)?;
                if self.eat(TokenKind::Comma) {
                    continue;
                }
                self.expect(TokenKind::Semi)?;
                break;
            }
            if let Some(next) = self.structured_binding(base)? {
                match next {
                    Next::Another => continue,
                    _ => break,
                }
            }
            let d = self.declarator(base, Naming::Named, may_initialize)?;
            if base.is_none() && !(d.function && d.id != IdKind::None) {
                // No type: only constructors, destructors and conversion functions.
                return Err(Unsure::Unexpected);
            }
            let mut attrs = s.clone();
            self.declarator_attributes(&mut attrs)?;
            if matches!(self.kw(), Some(Kw::Asm | Kw::GnuAsm | Kw::GnuAsm2)) && self.peek(1) == TokenKind::LParen {
                self.bump();
                self.skip_group()?;
                self.declarator_attributes(&mut attrs)?;
            }
            let entity = self.declare(&attrs, &d);
            let r = self.after_declarator(&s, &d, entity);
            self.qualifier_scope = ScopeId::NONE;
            match r? {
                Next::Another => continue,
                Next::End => break,
                Next::Partial => {
                    self.stats.partial += 1;
                    return self.skip_to_semicolon();
                }
            }
        }
        self.stats.declarations += 1;
        Ok(())
    }

    /// `auto [a, b] = e;`, `auto &[x, y] = e;`: a structured binding declares each name
    /// (their types come from the initializer: not known here). `None` where the declarator
    /// is no binding.
    fn structured_binding(&mut self, base: TypeId) -> R<Option<Next>> {
        let placeholder = matches!(self.il.types.get(base), Some(Type::Placeholder { .. }))
            || matches!(self.il.types.get(base), Some(Type::Qualified { base: b, .. }) if matches!(self.il.types.get(b), Some(Type::Placeholder { .. })));
        let mut at = self.i;
        while matches!(self.kind_at(at), TokenKind::Amp | TokenKind::AmpAmp) {
            at += 1;
        }
        if !placeholder || self.kind_at(at) != TokenKind::LBracket || self.kind_at(at + 1) == TokenKind::LBracket {
            return Ok(None);
        }
        self.i = at;
        let close = self.partner()?;
        self.bump();
        let parent = self.declaring_scope();
        while self.i <= close {
            let Some(name) = self.ident() else {
                // `auto [a, ]`, `auto []`, `auto [a, &b]`: a name must come (a keyword is
                // not modelled).
                return Err(match self.kind() {
                    TokenKind::Identifier => Unsure::Unexpected,
                    _ => self.syntax_error(DiagId::ExpectedIdentifier, self.i),
                });
            };
            let e = self.new_entity(EntityKind::Variable, name, parent, self.i);
            self.il.declare(e);
            self.bump();
            self.skip_attributes()?;
            match self.kind() {
                _ if self.i == close => break,
                TokenKind::Comma => self.bump(),
                // `auto [a b]`.
                _ => return Err(self.syntax_error(DiagId::ExpectedRBracket, self.i)),
            }
        }
        self.i = close + 1;
        match self.kind() {
            TokenKind::Eq => {
                self.bump();
                self.skip_expression(stop::COMMA)?;
            }
            TokenKind::LBrace | TokenKind::LParen => self.skip_group()?,
            _ => return Err(Unsure::Unexpected),
        }
        match self.kind() {
            TokenKind::Semi => {
                self.bump();
                Ok(Some(Next::End))
            }
            TokenKind::Comma => {
                self.bump();
                Ok(Some(Next::Another))
            }
            _ => Err(Unsure::Unexpected),
        }
    }

    /// The member function bodies deferred until their outermost class was complete.
    pub(super) fn read_deferred_bodies(&mut self) {
        let bodies = std::mem::take(&mut self.deferred);
        let saved = (self.mark(), self.furthest, self.scope, self.qualifier_scope, self.decl_certain);
        for body in bodies {
            (self.scope, self.qualifier_scope, self.decl_certain) = (body.scope, body.qualifier_scope, body.certain);
            self.function_body_statements(body.routine, body.open, body.close, body.prototype);
        }
        let (mark, furthest, scope, qualifier_scope, certain) = saved;
        self.reset(mark);
        (self.furthest, self.scope, self.qualifier_scope, self.decl_certain) =
            (furthest, scope, qualifier_scope, certain);
    }

    /// `template-name(params) -> type;`: a deduction guide (the template's name is known).
    fn deduction_guide(&mut self) -> bool {
        let Some(name) = self.ident() else { return false };
        if self.peek(1) != TokenKind::LParen {
            return false;
        }
        let Some(close) = self.partner_of(self.i + 1) else { return false };
        if self.kind_at(close + 1) != TokenKind::Arrow {
            return false;
        }
        self.lookup(name).is_some_and(|e| {
            let e = self.through_aliases(e);
            !e.is_none() && self.il.entity(e).kind == EntityKind::Class && self.is_template(e)
        })
    }

    /// What follows a declarator: virt-specifiers, a requires-clause, `= …`, `{…}`, `(…)`,
    /// a bit-field width, a function body; then `,` or `;`.
    fn after_declarator(&mut self, s: &Specifiers, d: &Declarator, entity: EntityId) -> R<Next> {
        if d.function {
            while let Some(Name::Override | Name::Final | Name::GnuFinal) = self.ident().and_then(Name::of) {
                self.bump();
            }
            if self.kw() == Some(Kw::Requires) {
                self.bump();
                self.constraint_expression()?;
            }
            match (self.kind(), self.kw()) {
                (TokenKind::LBrace, _) | (TokenKind::Colon, _) | (_, Some(Kw::Try)) => {
                    return self.function_body(entity, d.prototype).map(|()| Next::End);
                }
                (TokenKind::Eq, _) => {
                    self.bump();
                    let f = match (self.kind(), self.kw()) {
                        (_, Some(Kw::Default)) => flag::DEFAULTED | flag::DEFINED,
                        (_, Some(Kw::Delete)) => flag::DELETED | flag::DEFINED,
                        (TokenKind::Number, _) if self.t.text(self.i) == b"0" => flag::PURE_VIRTUAL,
                        _ => return Err(Unsure::Unexpected),
                    };
                    self.bump();
                    if !entity.is_none() {
                        self.il.entity_mut(entity).flags |= f;
                    }
                    if self.kind() == TokenKind::LParen && f & flag::DELETED != 0 {
                        // C++26's `= delete("reason")`.
                        self.skip_group()?;
                    }
                }
                _ => {}
            }
        } else {
            if self.kind() == TokenKind::Colon && self.in_class() {
                // A bit-field's width.
                self.bump();
                if self.skip_expression(stop::COMMA | stop::BRACE | stop::ASSIGN).is_err() {
                    return Ok(Next::Partial);
                }
            }
            match self.kind() {
                TokenKind::Eq => {
                    // User code's initializers are read (system headers' are skipped, as
                    // their function bodies are), even where they begin with a system
                    // header's macro (`int e = errno;`, `void *p = NULL;`).
                    let system = self.in_system_header(self.i);
                    self.bump();
                    // `int x = ;`, `int y = , z;`: nvcc expects the initializer's expression.
                    if matches!(self.kind(), TokenKind::Semi | TokenKind::Comma) {
                        return Err(self.syntax_error(DiagId::ExpectedExpression, self.i));
                    }
                    let read = if system {
                        self.skip_expression(stop::COMMA)
                    } else {
                        self.full_expression(stop::COMMA, Closer::After(DiagId::ExpectedSemicolon), entity).map(|_| ())
                    };
                    match read {
                        Err(Unsure::Reported) => return Err(Unsure::Reported),
                        Err(_) => return Ok(Next::Partial),
                        Ok(()) => {}
                    }
                }
                // `T x{…}`: the list is read as `T x = {…}`'s is.
                TokenKind::LBrace if !self.in_system_header(self.i) => {
                    let close = self.partner()?;
                    let read =
                        self.full_expression(stop::COMMA, Closer::After(DiagId::ExpectedSemicolon), entity).map(|_| ());
                    match read {
                        Err(Unsure::Reported) => return Err(Unsure::Reported),
                        Err(_) => {
                            self.i = close + 1;
                        }
                        Ok(()) => {}
                    }
                }
                TokenKind::LBrace => self.skip_group()?,
                // `T x(a)`: a plain local's arguments are read (as `T(a)`, see
                // parenthesized_initializer); others' are skipped.
                TokenKind::LParen if !s.typedef && self.il.is_plain_local(entity) && !self.in_system_header(self.i) => {
                    let close = self.partner()?;
                    match self.parenthesized_initializer(entity) {
                        Err(Unsure::Reported) => return Err(Unsure::Reported),
                        Err(_) => {
                            self.local_init(entity, true);
                            self.i = close + 1;
                        }
                        Ok(_) => {}
                    }
                }
                TokenKind::LParen if !s.typedef => {
                    self.local_init(entity, true);
                    self.skip_group()?
                }
                TokenKind::Semi | TokenKind::Comma => self.local_init(entity, false),
                _ => {}
            }
        }
        match self.kind() {
            TokenKind::Comma => {
                self.bump();
                Ok(Next::Another)
            }
            TokenKind::Semi => {
                self.bump();
                Ok(Next::End)
            }
            // A literal or a name right after a declarator (`int a[4] 5;`): nvcc expects the
            // `;` there.
            TokenKind::Number | TokenKind::StringLiteral | TokenKind::CharLiteral => {
                Err(self.syntax_error(DiagId::ExpectedSemicolon, self.i))
            }
            TokenKind::Identifier if self.ident().is_some_and(|n| Name::of(n).is_none()) => {
                Err(self.syntax_error(DiagId::ExpectedSemicolon, self.i))
            }
            // `int r = v * 2` then `return r;`, or the block's `}`.
            TokenKind::Identifier if self.kw().is_some_and(super::stmt::ends_expression) => {
                Err(self.syntax_error(DiagId::ExpectedSemicolon, self.i))
            }
            TokenKind::RBrace if self.partner_of(self.i).is_some() => {
                Err(self.syntax_error(DiagId::ExpectedSemicolon, self.i))
            }
            _ => Err(Unsure::Unexpected),
        }
    }

    /// Notes a local variable initialized without a full expression (Il::local_inits).
    fn local_init(&mut self, entity: EntityId, parenthesized: bool) {
        if entity.is_none() {
            return;
        }
        let ent = self.il.entity(entity);
        if ent.kind == EntityKind::Variable && self.il.scope(ent.parent).kind == ScopeKind::Block {
            let roots_before = self.il.expr_roots.len() as u32;
            self.il.local_inits.push(crate::il::LocalInit { variable: entity, roots_before, parenthesized });
        }
    }

    /// A function body (with its constructor initializers, or a function-try-block's
    /// handlers), kept unparsed on the routine.
    fn function_body(&mut self, entity: EntityId, prototype: ScopeId) -> R<()> {
        let try_block = self.eat_kw(Kw::Try);
        if self.eat(TokenKind::Colon) {
            self.mem_initializers()?;
        }
        if self.kind() != TokenKind::LBrace {
            return Err(Unsure::Unexpected);
        }
        let open = self.i;
        let close = self.partner()?;
        // User code is read statement by statement; system headers' bodies are kept as their
        // tokens (design: parsed only when something needs them).
        let read = !self.in_system_header(open);
        if read && self.class_depth > 0 {
            self.deferred.push(DeferredBody {
                routine: entity,
                open,
                close,
                prototype,
                scope: self.scope,
                qualifier_scope: self.qualifier_scope,
                certain: self.decl_certain,
            });
        } else if read {
            self.function_body_statements(entity, open, close, prototype);
        } else {
            self.stats.function_bodies += 1;
            self.stats.skipped_tokens += (close - open - 1) as u64;
        }
        self.i = close + 1;
        if try_block {
            // A function-try-block's handlers: read, not attached to the body yet.
            let base = self.stmt_stack.len();
            self.handlers(read)?;
            self.stmt_stack.truncate(base);
        }
        if !entity.is_none() {
            let e = self.il.entity_mut(entity);
            e.flags |= flag::DEFINED;
            if !read {
                e.flags |= flag::BODY_SKIPPED;
            }
            e.body = (open as u32, close as u32);
        }
        Ok(())
    }

    /// `: member(args), Base<T>{args}, …` up to the body's `{`.
    fn mem_initializers(&mut self) -> R<()> {
        loop {
            let q = self.qualified_name(Context::Expression)?;
            if q.args.is_none() && self.kind() == TokenKind::Less {
                return Err(Unsure::Angles);
            }
            match self.kind() {
                TokenKind::LParen | TokenKind::LBrace => self.skip_group()?,
                _ => return Err(Unsure::Unexpected),
            }
            self.eat(TokenKind::Ellipsis);
            if !self.eat(TokenKind::Comma) {
                return Ok(());
            }
            if !matches!(self.kind(), TokenKind::Identifier | TokenKind::ColonColon) {
                // `: a(x), { … }`: nvcc expects the next member's name.
                return Err(self.syntax_error(DiagId::ExpectedIdentifier, self.i));
            }
        }
    }

    /// Enters the entity a declarator declares; `NONE` where it declares none the parser can
    /// place (a member of a dependent class, a friend).
    pub(super) fn declare(&mut self, s: &Specifiers, d: &Declarator) -> EntityId {
        let parent = match d.qualifier {
            Qualifier::None => self.declaring_scope(),
            Qualifier::Scope(scope, _) => scope,
            Qualifier::Dependent | Qualifier::Incomplete(_) => return EntityId::NONE,
        };
        if d.name == Sym(0) {
            return EntityId::NONE;
        }
        let kind = if s.typedef {
            EntityKind::Typedef
        } else if d.function {
            EntityKind::Routine
        } else if self.il.scope(parent).kind == ScopeKind::Class
            && s.storage != StorageClass::Static
            && d.qualifier == Qualifier::None
        {
            // A data member defined outside its class (`int A::s = 1;`) is a static one.
            EntityKind::Field
        } else {
            EntityKind::Variable
        };
        if s.friend && kind != EntityKind::Routine {
            return EntityId::NONE;
        }
        let mut e = self.new_entity(kind, d.name, parent, d.token);
        e.ty = d.ty;
        // GNU's `vector_size` makes an arithmetic type a vector of it (other forms are not
        // modelled: the type stays as declared).
        if let Some(bytes) = s.vector_bytes {
            if matches!(self.il.types.get(self.il.resolved(d.ty)), Some(Type::Integer(_) | Type::Float(_))) {
                e.ty = self.il.types.intern(Type::Vector { element: d.ty, bytes });
            }
        }
        e.storage = s.storage;
        e.flags |= s.flags;
        if s.friend {
            e.flags |= flag::FRIEND;
        }
        if d.qualifier != Qualifier::None {
            e.flags |= flag::QUALIFIED;
        }
        if d.template_id {
            e.flags |= flag::SPECIALIZATION;
        }
        if d.pack {
            e.flags |= flag::PACK;
        }
        match d.id {
            IdKind::Operator => e.flags |= flag::OPERATOR,
            IdKind::Conversion => e.flags |= flag::CONVERSION,
            IdKind::Destructor => e.flags |= flag::DESTRUCTOR,
            IdKind::Plain if d.function && s.named.is_none() && self.ctor_name(parent, d.name) => {
                e.flags |= flag::CONSTRUCTOR
            }
            _ => {}
        }
        // Seed 004: execution spaces for routines, memory spaces for variables.
        if kind == EntityKind::Routine {
            e.exec = s.exec;
            // A parameter declared with a placeholder (`auto x`, `const auto &x`,
            // `auto... xs`, `std::integral auto x`) makes it an abbreviated function template.
            if self.abbreviated_template(d.ty) {
                e.flags |= flag::TEMPLATE;
            }
        } else if matches!(kind, EntityKind::Variable | EntityKind::Field) {
            e.memory = s.memory;
        }
        e.inner = d.prototype;
        if s.typedef && !s.tag.is_none() && self.il.entity(s.tag).name == Sym(0) {
            e.flags |= flag::TYPEDEF_NAMES_TAG;
        }
        self.il.declare(e)
    }

    /// Whether function type `ty` has a parameter whose type is written with a placeholder
    /// (under cv-qualifiers, pointers, references and arrays).
    fn abbreviated_template(&self, ty: TypeId) -> bool {
        let types = &self.il.types;
        let Some(Type::Function(f)) = types.get(ty) else { return false };
        types.function_type(f).params.iter().any(|&p| {
            let mut t = p;
            for _ in 0..16 {
                match types.get(t) {
                    Some(Type::Placeholder { .. }) => return true,
                    Some(Type::Qualified { base: next, .. } | Type::Pointer { to: next, .. }) => t = next,
                    Some(Type::Array { element, .. }) => t = element,
                    _ => return false,
                }
            }
            false
        })
    }

    /// Whether `name` is the name of the class whose scope is `parent` (a constructor).
    fn ctor_name(&self, parent: ScopeId, name: Sym) -> bool {
        let scope = self.il.scope(parent);
        scope.kind == ScopeKind::Class && !scope.entity.is_none() && self.il.entity(scope.entity).name == name
    }

    /// A template's parameters up to its `>` (consumed), declared in the current (template)
    /// scope.
    fn template_parameters(&mut self) -> R<()> {
        if self.eat(TokenKind::Greater) {
            return Ok(());
        }
        loop {
            self.template_parameter()?;
            if self.eat(TokenKind::Comma) {
                continue;
            }
            return match self.kind() {
                TokenKind::Greater | TokenKind::GreaterGreater | TokenKind::LaunchClose => {
                    // A `>>` closes this list and an enclosing template parameter list.
                    self.close_angle();
                    Ok(())
                }
                _ => Err(Unsure::Unexpected),
            };
        }
    }

    fn template_parameter(&mut self) -> R<()> {
        let start = self.i;
        match self.kw() {
            // `class T`, `typename... Ts`, `typename = void`; not `typename X<…>::type v`.
            Some(Kw::Class | Kw::Typename)
                if matches!(self.peek(1), TokenKind::Comma | TokenKind::Eq | TokenKind::Ellipsis)
                    || closes_angle(self.peek(1))
                    || (self.ident_at(self.i + 1).is_some()
                        && (matches!(self.peek(2), TokenKind::Comma | TokenKind::Eq)
                            || closes_angle(self.peek(2)))) =>
            {
                self.bump();
                return self.type_parameter(EntityKind::TemplateTypeParam, start);
            }
            // `typename T struct …` (the `>` forgotten): nvcc reads a typename-specifier,
            // which needs a qualified name.
            Some(Kw::Typename)
                if self.ident_at(self.i + 1).is_some() && self.kind_at(self.i + 2) == TokenKind::Identifier =>
            {
                return Err(self.syntax_error(DiagId::QualifiedNameRequired, self.i + 1));
            }
            Some(Kw::Template) => {
                // `template <…> class C`: its own parameters in a scope of their own.
                self.bump();
                self.expect(TokenKind::Less)?;
                let outer = self.scope;
                self.scope = self.il.open_scope(ScopeKind::Template, outer, EntityId::NONE);
                let r = self.nested(|p| p.template_parameters());
                self.scope = outer;
                r?;
                if self.kw() == Some(Kw::Requires) {
                    self.bump();
                    self.constraint_expression()?;
                }
                if !(self.eat_kw(Kw::Class) || self.eat_kw(Kw::Typename)) {
                    return Err(Unsure::Unexpected);
                }
                return self.type_parameter(EntityKind::TemplateTemplateParam, start);
            }
            _ => {}
        }
        // A constrained type parameter: `C T`, `C<X> T`, `ns::C T`.
        if self.ident().is_some() || self.kind() == TokenKind::ColonColon {
            let saved = self.mark();
            if let Ok(q) = self.qualified_name(Context::Type) {
                if q.denotes == Denotes::Concept {
                    return self.type_parameter(EntityKind::TemplateTypeParam, start);
                }
            }
            self.reset(saved);
        }
        // A value parameter: a parameter declaration.
        let s = self.decl_specifiers(SpecContext::Parameter)?;
        let base = self.specifier_type(&s)?;
        if base.is_none() {
            return Err(Unsure::Unexpected);
        }
        let d = self.declarator(base, Naming::Optional, false)?;
        if d.name != Sym(0) {
            let mut e = self.new_entity(EntityKind::TemplateValueParam, d.name, self.scope, d.token);
            e.ty = d.ty;
            if d.pack {
                e.flags |= flag::PACK;
            }
            self.il.declare(e);
        }
        if self.eat(TokenKind::Eq) {
            self.skip_expression(stop::COMMA | stop::GREATER)?;
        }
        Ok(())
    }

    /// After `class`/`typename` (or a concept's name): `[...] [name] [= default]`.
    fn type_parameter(&mut self, kind: EntityKind, start: usize) -> R<()> {
        let pack = self.eat(TokenKind::Ellipsis);
        let (name, token) = match self.ident() {
            Some(name) => {
                let at = self.i;
                self.bump();
                (name, at)
            }
            None => (Sym(0), start),
        };
        let mut e = self.new_entity(kind, name, self.scope, token);
        if pack {
            e.flags |= flag::PACK;
        }
        let id = self.il.declare(e);
        let ty = self.type_of_entity(id);
        self.il.entity_mut(id).ty = ty;
        if self.eat(TokenKind::Eq) {
            self.skip_expression(stop::COMMA | stop::GREATER)?;
        }
        Ok(())
    }

    /// Skips to the `;` at this level and past it.
    /// In an explicit instantiation from the current token, the name of the function it
    /// instantiates: the identifier before its parameter list, or before the template
    /// arguments in front of it (`k<int>(int)`). `None` for a class, an operator, or what
    /// does not read so.
    fn instantiated_function_name(&self) -> Option<u32> {
        let mut j = self.i;
        let open = loop {
            match self.kind_at(j) {
                // `__attribute__((global))` (what `__global__` expands to) is no parameter list.
                TokenKind::LParen if j > 0 && matches!(self.t.spelling(j - 1), b"__attribute__" | b"__declspec") => {
                    let mut depth = 0u32;
                    loop {
                        match self.kind_at(j) {
                            TokenKind::LParen => depth += 1,
                            TokenKind::RParen => depth -= 1,
                            TokenKind::Semi | TokenKind::Eof => return None,
                            _ => {}
                        }
                        j += 1;
                        if depth == 0 {
                            break;
                        }
                    }
                }
                TokenKind::LParen => break j,
                TokenKind::Semi | TokenKind::Eof | TokenKind::LBrace | TokenKind::RBrace => return None,
                _ => j += 1,
            }
            if j > self.i + 4096 {
                return None;
            }
        };
        let mut k = open.checked_sub(1)?;
        if matches!(self.kind_at(k), TokenKind::Greater | TokenKind::GreaterGreater) {
            // Back over the template arguments to their `<`.
            let mut depth = 0i32;
            loop {
                depth += match self.kind_at(k) {
                    TokenKind::Greater => 1,
                    TokenKind::GreaterGreater => 2,
                    TokenKind::Less => -1,
                    _ => 0,
                };
                if depth == 0 {
                    break;
                }
                k = k.checked_sub(1).filter(|&k| k >= self.i)?;
            }
            k = k.checked_sub(1)?;
        }
        (k >= self.i && self.kind_at(k) == TokenKind::Identifier && self.kw_at(k).is_none()).then_some(k as u32)
    }

    pub(super) fn skip_to_semicolon(&mut self) -> R<()> {
        loop {
            match self.kind() {
                TokenKind::Semi => {
                    self.bump();
                    return Ok(());
                }
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => self.skip_group()?,
                TokenKind::Eof | TokenKind::RBrace | TokenKind::RParen | TokenKind::RBracket => {
                    return Err(Unsure::Unexpected)
                }
                _ => self.bump(),
            }
        }
    }

    /// The end of the unit: a namespace or linkage brace still open, or a function body's
    /// (the prescan found its `{` without a partner).
    fn end_of_unit(&mut self) {
        let open_brace =
            self.b.unbalanced.iter().rev().map(|&b| b as usize).find(|&b| self.kind_at(b) == TokenKind::LBrace);
        let Some(open) = open_brace else { return };
        if open >= self.first_error || self.meter.exceeded().is_some() {
            // Opened after an error the parser resynchronised from: perhaps misread there
            // (`requires {` …), so not reported (no cascades).
            return;
        }
        // The last token of the unit: the oracle gives its line.
        let last = self.t.len().saturating_sub(2);
        self.stats.syntax_errors += 1;
        self.first_error = self.first_error.min(last);
        let at = self.t.at[last];
        let note_at = self.t.at[open];
        let printed = self.t.printed(last);
        self.sink
            .report(DiagId::ExpectedRBrace, Some(at))
            .printed(printed)
            .at_end_of_source()
            .note(DiagId::NoteToMatchThis, Some(note_at), vec![Arg::Str("{".into())])
            .emit();
    }

    fn error(&mut self, id: DiagId, i: usize) {
        self.error_with(id, i, None);
    }

    /// An error EDG reports in a declaration and reads on past, keeping the declaration
    /// (seed 004's decl_spec combination checks): reported only where the declaration is
    /// certain. It is no syntax error (the semantic checks run on), but a parse with one is
    /// not reused by other units, which would not report it again.
    pub(super) fn declaration_error(&mut self, id: DiagId, i: usize) {
        if !self.decl_certain || self.meter.exceeded().is_some() {
            return;
        }
        self.declaration_errors += 1;
        let (at, printed) = (self.t.at[i], self.t.printed(i));
        self.sink.report(id, Some(at)).printed(printed).token(i as u32).emit();
    }

    fn error_with(&mut self, id: DiagId, i: usize, arg: Option<Arg>) {
        self.first_error = self.first_error.min(i);
        self.last_error = i;
        if self.meter.exceeded().is_some() {
            return;
        }
        self.stats.syntax_errors += 1;
        let at = self.t.at[i];
        let printed = self.t.printed(i);
        let report = self.sink.report(id, Some(at)).printed(printed).token(i as u32);
        match arg {
            Some(arg) => report.arg(arg).emit(),
            None => report.emit(),
        }
    }
}
