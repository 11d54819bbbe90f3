//! The one symbol-reference recorder (seed 002: record_symbol_reference_full), called for
//! every name a function body uses, with the kind of use (read, write, call …), and its CUDA
//! cross-space checks (seed 002, phase 3): calls across execution spaces, host code using
//! device variables, device code using host variables.
//!
//! The kind of a use is decided from the expression around the name, and only where the
//! language leaves no choice: a read is a value taken from a variable of scalar type by a
//! built-in operator, a condition, an initializer, a `return` or a by-value parameter of a
//! certain callee; an argument bound to a reference is no read (nvcc does not warn on
//! `cudaMemcpyToSymbol(dv, …)`). Uses of other kinds are recorded as unknown, and checks
//! that need the kind stay silent.
//!
//! Where nvcc places each diagnostic was read off the oracle (corpus/cases/sema): a call's at
//! the start of the callee's name; a variable's warnings at the name's last token, the
//! device pass's "undefined in device code" at the start of the reading expression, at the
//! `&` taking the address, at the last token of an assignment.

use rustc_hash::FxHashMap;

use super::context::{
    in_device_code, in_template, ordinary_body, CallReports, Caller, EarlyKind, EarlyUse, ExecCheck, Facts, Owner,
};
use super::names::{Names, Tags, NV_ANON, UNNAMED};
use super::spaces::{at_namespace_scope, routine_space, variable_memory, Space};
use super::{Pass, SemaStats, Undecided, Unit};
use crate::diag::{Arg, DiagId, DiagSink, EntitySummary, Position, TypeText};
use crate::il::{
    flag, EntityId, EntityKind, ExecSpaces, ExprId, ExprKind, MemorySpaces, Op, RefKind, ScopeId, StmtKind, Type,
    TypeId,
};
use crate::intern::Sym;
use crate::lex::TokenKind;
use crate::parse::tokens::flag as token_flag;
use crate::xref::{Recorded, XrefKind};

/// How a name is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Use {
    /// Its value is taken (an lvalue-to-rvalue conversion).
    Read,
    /// It is assigned.
    Write,
    /// `x += …`, `x++`.
    ReadWrite,
    /// `&x`.
    Address,
    /// Called: `f(…)`.
    Call,
    /// Launched: `k<<<…>>>(…)`.
    Launch,
    /// Evaluated for its side effects only (`x;`), or not at all (`sizeof x`).
    Discarded,
    /// Depends on types cufront does not know yet (a reference may bind to it).
    Unknown,
    /// In an unevaluated operand (`sizeof`, `alignof`, `noexcept`): no check applies.
    Unevaluated,
}

impl Use {
    fn xref(self) -> XrefKind {
        match self {
            Use::Read => XrefKind::Read,
            Use::Write => XrefKind::Write,
            Use::ReadWrite => XrefKind::Modify,
            Use::Address => XrefKind::AddressTaken,
            Use::Call => XrefKind::Call,
            Use::Launch => XrefKind::Launch,
            Use::Unevaluated => XrefKind::Unevaluated,
            Use::Discarded | Use::Unknown => XrefKind::Other,
        }
    }
}

/// A use of an entity: the name's node, its first token, how it is used, and the token
/// where the device pass's "undefined in device code" goes for it.
#[derive(Clone, Copy, Debug)]
struct Reference {
    entity: EntityId,
    node: ExprId,
    first: u32,
    used: Use,
    undefined_at: Option<u32>,
    /// A member call's object's first token (where the device pass's call error goes).
    object: Option<u32>,
    /// A call whose arguments are all literals (or none): it depends on no template
    /// parameter.
    plain_call: bool,
    /// The callee was chosen among overloads by exact match of its arguments.
    overload: bool,
    /// The callee is the operator function an operator applied to a class object calls.
    operator: bool,
    /// The callee is the constructor an initialization calls (`T x;`, `T x{a}`, `T(a)`): no
    /// name node (`node` is `ExprId::NONE`); `first` is where the call is reported.
    constructed: bool,
    /// A constructor call's arguments, as cicc tells a constexpr one's apart.
    arguments: Arguments,
}

impl Reference {
    /// The call of a constructor or destructor `entity` an initialization or a scope's end
    /// makes, reported at token `at`.
    fn construction(entity: EntityId, at: u32, arguments: Arguments) -> Reference {
        Reference {
            entity,
            node: ExprId::NONE,
            first: at,
            used: Use::Call,
            undefined_at: Some(at),
            object: None,
            plain_call: false,
            overload: true,
            operator: false,
            constructed: true,
            arguments,
        }
    }
}

/// What a constructor call's arguments are: cicc's front end evaluates a constexpr host
/// constructor's call on constants and reports it there (EC3601 naming the class, at the
/// first argument), and leaves one on run-time values to lowering (late, with the
/// constructor's signature and "identifier … is undefined"; the oracle, case
/// sema/call_constexpr_constructor).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arguments {
    /// Literals, or none: evaluated where `at` is.
    Constant { at: u32 },
    /// Some argument is a variable's or parameter's run-time value.
    Runtime,
    /// Neither certainly (or no constructor call).
    Unknown,
}

/// A node to visit: how its value is used, and whether it is the array of a subscript
/// (`a[i]`: the array's element is what is used).
#[derive(Clone, Copy, Debug)]
struct Visit {
    node: ExprId,
    used: Use,
    element: bool,
    /// Where "undefined in device code" goes for a host variable used here.
    undefined_at: Option<u32>,
    /// The callee of a call whose arguments are all literals.
    plain_call: bool,
    /// The callee's overload its arguments match exactly (`EntityId::NONE`: not chosen).
    overload: EntityId,
}

/// Where cicc reports the construction of a temporary a call takes (Walk::note_temporaries).
#[derive(Clone, Copy, Debug)]
struct TemporaryPlace {
    at: u32,
    /// The temporary is the object of a member call (`T(a).m()`), not an argument.
    object: bool,
}

/// Where the host pass stands in cudafe++'s naming of callees (Walk::callee_name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HostNaming {
    /// No call diagnostic yet: the next callee is named as written.
    First,
    /// After one: callees with parameters by their mangled names.
    Later,
    /// cudafe++ may have reported a call cufront did not decide.
    Unknown,
}

/// The form of an initialization that calls a constructor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Init {
    /// `T x;`, `T x(a)`, `T(a)`, `T x = T(a)`.
    Direct,
    /// `T x = a`: explicit constructors are no candidates.
    Copy,
    /// `T x{a}`: no narrowing.
    List,
    /// `T x = {a}`: an explicit constructor chosen is an error of its own.
    CopyList,
}

pub(super) fn check_references(
    unit: &Unit<'_>,
    facts: &mut Facts,
    log: Option<&mut Vec<Recorded>>,
    sink: &mut DiagSink<'_>,
    stats: &mut SemaStats,
) {
    let mut walk = Walk::new(unit, facts, log);
    // Default initializations go where they fall among the full expressions: the host
    // pass's naming of callees follows the order its diagnostics come in.
    let mut inits = unit.il.local_inits.iter().peekable();
    for r in 0..unit.il.expr_roots.len() {
        while let Some(init) = inits.next_if(|i| i.roots_before as usize <= r) {
            walk.local_construction(*init, sink, stats);
        }
        walk.root(r, sink, stats);
    }
    for init in inits {
        walk.local_construction(*init, sink, stats);
    }
    walk.destructions(sink, stats);
    // Once for all its instances (the oracle, case sema/call_arity_instances); a call with a
    // dependent argument once per instance, which cufront reports once (it does not count
    // instances), where no `if constexpr` may have discarded it.
    for (template, id, at, dependent) in std::mem::take(&mut walk.instance_arities) {
        let kept = !dependent || !super::instances::constexpr_if_in(unit.il, template);
        match walk.facts.certainly_instantiated(template) && kept {
            true => {
                stats.decided += 1;
                walk.report(sink, id, at, Vec::new());
            }
            false => stats.count(Undecided::Template),
        }
    }
}

/// A local object's destruction in device code, as `Walk::destructions` finds it: the
/// variable, its class's host destructor, the function it is in, its block (the function's
/// body, or nested in it) and its declaration's place among the block's statements, and the
/// ways out of the block after it.
struct Destruction {
    variable: EntityId,
    destructor: EntityId,
    caller: Result<Caller, Undecided>,
    block: crate::il::StmtId,
    declared: usize,
    in_body: bool,
    exits: Vec<u32>,
}

struct Walk<'u, 'f> {
    unit: &'u Unit<'u>,
    /// The token ranges of the `if constexpr` statements, by their first token.
    constexpr_ifs: super::instances::ConstexprIfs,
    /// The cross-reference log's uses, when it is asked for.
    log: Option<&'f mut Vec<Recorded>>,
    /// The function whose body the current full expression is in.
    routine: EntityId,
    names: Names<'u>,
    facts: &'f mut Facts,
    /// How each statement uses its expression.
    stmt_uses: FxHashMap<ExprId, StmtKind>,
    /// Per callee: its execution space, when it is certain what a call naming it calls.
    callees: FxHashMap<EntityId, Result<Space, Undecided>>,
    /// Overloaded functions a diagnostic has named already.
    named_overloads: rustc_hash::FxHashSet<EntityId>,
    /// The callees of calls with too many or too few arguments: no call of theirs is checked.
    misfits: rustc_hash::FxHashSet<ExprId>,
    /// The device pass's argument-count errors in function templates' bodies, reported
    /// after the walk where the template is instantiated.
    instance_arities: Vec<(EntityId, DiagId, u32, bool)>,
    /// Where the host pass stands in cudafe++'s naming of callees.
    host_naming: HostNaming,
    /// The names of the functions that run on the device only (`__device__`, `__global__`):
    /// a call of one the host pass does not decide may be one cudafe++ reports.
    device_only: rustc_hash::FxHashSet<Sym>,
    /// The first token of the main file's own: the headers before it are the forced
    /// includes (`cuda_runtime.h`), whose calls cudafe++ does not report.
    main_start: u32,
    stack: Vec<Visit>,
    /// The current full expression is in the body of a function that is no template's (nor
    /// a lambda's): the function templates it calls are instantiated.
    instantiates: bool,
    /// The current full expression is evaluated where it stands (an expression statement's,
    /// a return's, a condition's other than `if constexpr`'s), not one EDG may fold into a
    /// constant (a variable's initializer, a case label, a constant expression).
    evaluated: bool,
    /// The scope of the current full expression.
    scope: ScopeId,
    /// What operator resolution reads once per unit.
    lookups: super::operators::Lookups,
    /// Which entities used in device code are deprecated (device pass).
    deprecations: super::deprecated::Deprecations,
    /// The current full expression, and whether it is a variable's initializer.
    root_expr: ExprId,
    root_initializes: bool,
    /// Functional casts that are arguments of calls (`take(T(a))`) or objects of member
    /// calls (`T(a).m()`), and where cicc reports their construction (`note_temporaries`).
    call_temporaries: FxHashMap<ExprId, TemporaryPlace>,
    /// The functional cast that is a variable's whole initializer (`T x = T(a)`): the
    /// variable's construction, not a temporary's.
    initializer_cast: ExprId,
    /// The classes of function-scope objects that are not plain locals (`static C s;`):
    /// cicc reports neither their default constructor nor their destructor anywhere in the
    /// unit (the oracle: `static C s;` in a device function silences `C x;` everywhere;
    /// case sema/call_destructor_host).
    statically_held: rustc_hash::FxHashSet<EntityId>,
}

impl<'u, 'f> Walk<'u, 'f> {
    fn new(unit: &'u Unit<'u>, facts: &'f mut Facts, log: Option<&'f mut Vec<Recorded>>) -> Walk<'u, 'f> {
        let il = unit.il;
        let mut stmt_uses = FxHashMap::default();
        for s in &il.stmts {
            if !s.expr.is_none() {
                stmt_uses.insert(s.expr, s.kind);
            }
            if !s.extra.is_none() && s.kind == StmtKind::For {
                stmt_uses.insert(s.extra, StmtKind::Expr);
            }
        }
        let constexpr_ifs = super::instances::ConstexprIfs::of(il);
        Walk {
            unit,
            log,
            constexpr_ifs,
            routine: EntityId::NONE,
            names: Names::for_diagnostics(il, unit.tokens),
            facts,
            stmt_uses,
            callees: FxHashMap::default(),
            named_overloads: Default::default(),
            misfits: Default::default(),
            instance_arities: Vec::new(),
            host_naming: HostNaming::First,
            // The host pass's naming alone asks (may_report_call).
            main_start: match unit.pass {
                Pass::Host => {
                    unit.tokens.at.iter().position(|l| l.file == crate::source::FileId(0)).unwrap_or(0) as u32
                }
                Pass::Device => 0,
            },
            device_only: match unit.pass {
                Pass::Host => il
                    .entities
                    .iter()
                    .filter(|e| {
                        e.kind == EntityKind::Routine
                            && (e.exec.has(ExecSpaces::GLOBAL)
                                || e.exec.has(ExecSpaces::DEVICE) && !e.exec.has(ExecSpaces::HOST))
                    })
                    .map(|e| e.name)
                    .collect(),
                Pass::Device => Default::default(),
            },
            stack: Vec::new(),
            instantiates: false,
            evaluated: false,
            scope: ScopeId::NONE,
            lookups: Default::default(),
            deprecations: Default::default(),
            root_expr: ExprId::NONE,
            root_initializes: false,
            call_temporaries: FxHashMap::default(),
            initializer_cast: ExprId::NONE,
            statically_held: (0..il.entities.len() as u32)
                .map(EntityId)
                .filter(|&v| {
                    let ent = il.entity(v);
                    ent.kind == EntityKind::Variable
                        && il.scope(ent.parent).kind == crate::il::ScopeKind::Block
                        && !il.is_plain_local(v)
                })
                .filter_map(|v| {
                    let mut ty = il.resolved(il.entity(v).ty);
                    while let Some(Type::Array { element, .. }) = il.types.get(ty) {
                        ty = il.resolved(element);
                    }
                    match il.types.get(ty) {
                        Some(Type::Tag(class)) => Some(class),
                        _ => None,
                    }
                })
                .collect(),
        }
    }

    fn root(&mut self, r: usize, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let il = self.unit.il;
        let root = il.expr_roots[r];
        let caller = self.facts.caller_at(self.unit, root.scope);
        self.instantiates = match self.facts.owner(root.scope) {
            Owner::Routine(r) => ordinary_body(self.unit, r),
            _ => false,
        };
        self.scope = root.scope;
        let statement = self.stmt_uses.get(&root.expr).copied();
        self.evaluated = matches!(
            statement,
            Some(
                StmtKind::Expr
                    | StmtKind::Return
                    | StmtKind::If
                    | StmtKind::While
                    | StmtKind::DoWhile
                    | StmtKind::For
                    | StmtKind::Switch
            )
        );
        if self.log.is_some() {
            self.routine = self.facts.routine_at(self.unit, root.scope);
        }
        let used = match (statement, &caller) {
            (Some(StmtKind::Expr), _) => Use::Discarded,
            (Some(StmtKind::If | StmtKind::While | StmtKind::DoWhile | StmtKind::For | StmtKind::Switch), _) => {
                self.read_if_scalar(root.expr)
            }
            (Some(StmtKind::Return), Ok(c)) => {
                let ret = match il.types.get(il.entity(c.routine).ty) {
                    Some(Type::Function(f)) => il.types.function_type(f).ret,
                    _ => TypeId::NONE,
                };
                if self.unit.il.is_scalar(ret) {
                    self.read_if_scalar(root.expr)
                } else {
                    Use::Unknown
                }
            }
            _ if !root.of.is_none() => {
                let ty = il.entity(root.of).ty;
                let by_value = self.unit.il.is_scalar(ty) || matches!(il.types.get(ty), Some(Type::Placeholder { .. }));
                if by_value && il.entity(root.of).kind == EntityKind::Variable {
                    self.read_if_scalar(root.expr)
                } else {
                    Use::Unknown
                }
            }
            _ => Use::Unknown,
        };
        let unread = self.facts.unread(root.scope);
        (self.root_expr, self.root_initializes) = (root.expr, !root.of.is_none());
        // A functional cast that is a variable's whole initializer is its construction.
        self.initializer_cast = match il.expr(root.expr).kind {
            ExprKind::Cast(crate::il::CastKind::Functional) if !root.of.is_none() => root.expr,
            _ => ExprId::NONE,
        };
        self.stack.push(Visit {
            node: root.expr,
            used,
            element: false,
            undefined_at: None,
            plain_call: false,
            overload: EntityId::NONE,
        });
        while let Some(v) = self.stack.pop() {
            self.visit(v, &caller, unread, sink, stats);
        }
        // After its arguments, as EDG resolves the constructor.
        if !root.of.is_none() {
            self.initialization(root.of, root.expr, &caller, unread, sink, stats);
        }
    }

    /// `T x;` in a function body: the default constructor it calls ([`Self::construction`]);
    /// `T x(a)`, whose arguments are not read, only marks where cudafe++ may have reported.
    fn local_construction(&mut self, init: crate::il::LocalInit, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let Some(class) = self.constructed_local(init.variable) else { return };
        let v = self.unit.il.entity(init.variable);
        let caller = self.facts.caller_at(self.unit, v.parent);
        if init.parenthesized {
            self.undecided_construction(class, v.token, &caller, Undecided::NotModelled, stats);
            return;
        }
        self.scope = v.parent;
        if self.log.is_some() {
            self.routine = self.facts.routine_at(self.unit, v.parent);
        }
        let unread = self.facts.unread(v.parent);
        self.construction(class, &[], Init::Direct, v.token, &caller, unread, sink, stats);
    }

    /// The host destructors that local class objects of device and host-device functions run
    /// as they leave their block, recorded as calls where cicc reports them (the oracle,
    /// cases sema/call_destructor_host, sema/call_destructor_exits): at each way out of the
    /// block after the declaration (a `return`, a `break` or `continue` of a loop or switch
    /// outside it: at its keyword, wherever it is, even where it is not reached), and at the
    /// block's end where control certainly reaches it (EDG drops the destruction where it
    /// certainly does not: after a `return`, `if (1) return;`, a loop that never ends; the
    /// #940 analysis of returns.rs tells). The end of a block nested in the body is its `}`;
    /// the body's own block's is where cicc's lowering of its last statement left its
    /// position ([`Self::body_end`]). Only in blocks nested in plain blocks, `if`s, loops
    /// (range-based too) and `case`s; not with a `goto` or label after the declaration, nor
    /// a `return` of a value that is not scalar. The device pass only:
    /// cudafe++'s naming of later callees after one it reports is not modelled.
    fn destructions(&mut self, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        if self.unit.pass != Pass::Device {
            return;
        }
        let il = self.unit.il;
        let t = self.unit.tokens;
        // The plain locals of a class type; the statement maps below only where there are.
        let locals: Vec<(EntityId, EntityId)> =
            (0..il.entities.len() as u32).map(EntityId).filter_map(|v| Some((v, self.constructed_local(v)?))).collect();
        if locals.is_empty() {
            return;
        }
        let (mut block_of_scope, mut parent_kind) = (FxHashMap::default(), FxHashMap::default());
        for (k, st) in il.stmts.iter().enumerate() {
            let id = crate::il::StmtId(k as u32);
            if st.kind == StmtKind::Block {
                block_of_scope.insert(st.scope, id);
            }
            for &c in il.children(id) {
                parent_kind.insert(c, st.kind);
            }
        }
        let bodies: rustc_hash::FxHashSet<crate::il::StmtId> = il.bodies.iter().map(|b| b.block).collect();
        // The destructions to record, with what the flow is asked about them: the callers are
        // found first (that needs the facts to change), the flow (which reads them) after.
        let mut found = Vec::new();
        for (variable, class) in locals {
            let v = il.entity(variable);
            let Some(&block) = block_of_scope.get(&v.parent) else { continue };
            let caller = self.facts.caller_at(self.unit, v.parent);
            let Ok(c) = caller else { continue };
            if !c.space.on_device() || c.template || c.lambda {
                continue;
            }
            // A discarded `if constexpr` branch is not lowered.
            if self.in_constexpr_if(v.token) {
                stats.count(Undecided::Emission);
                continue;
            }
            let Some(destructor) = self.host_destructor(class) else { continue };
            if self.statically_held.contains(&class) {
                stats.count(Undecided::NotModelled);
                continue;
            }
            let in_body = bodies.contains(&block);
            if !in_body
                && !matches!(
                    parent_kind.get(&block),
                    Some(
                        StmtKind::Block
                            | StmtKind::If
                            | StmtKind::While
                            | StmtKind::DoWhile
                            | StmtKind::For
                            | StmtKind::RangeFor
                            | StmtKind::Case
                            | StmtKind::Default
                    )
                )
            {
                stats.count(Undecided::NotModelled);
                continue;
            }
            let children = il.children(block);
            // The declaration: the block's statement that holds the variable's name.
            let Some(declared) = children.iter().position(|&s| (il.stmt(s).token..il.stmt(s).end).contains(&v.token))
            else {
                stats.count(Undecided::NotModelled);
                continue;
            };
            let Some(exits) = self.exits(c.routine, &children[declared + 1..]) else {
                stats.count(Undecided::NotModelled);
                continue;
            };
            found.push(Destruction { variable, destructor, caller, block, declared, in_body, exits });
        }
        let flow = super::returns::Flow::new(self.unit, self.facts);
        let mut ends = Vec::with_capacity(found.len());
        for d in &found {
            let children = il.children(d.block);
            // Whether control reaches the block's end, from the declaration on.
            let reached = match children[..d.declared].iter().all(|&s| flow.reaches_end(s) == Some(true)) {
                true => flow.reaches_end(d.block),
                false => None,
            };
            let (block, in_body) = (d.block, d.in_body);
            let end = match reached {
                Some(true) if in_body => children.last().and_then(|&last| self.body_end(last, 16)),
                Some(true) => {
                    let close = il.stmt(block).end.saturating_sub(1);
                    (t.kind.get(close as usize) == Some(&TokenKind::RBrace)).then_some(close)
                }
                _ => None,
            };
            if reached != Some(false) && end.is_none() {
                stats.count(Undecided::NotModelled);
            }
            ends.push(end);
        }
        for (d, end) in found.into_iter().zip(ends) {
            let scope = il.entity(d.variable).parent;
            self.scope = scope;
            let unread = self.facts.unread(scope);
            for at in d.exits.into_iter().chain(end) {
                self.record(
                    Reference::construction(d.destructor, at, Arguments::Unknown),
                    &d.caller,
                    unread,
                    sink,
                    stats,
                );
            }
        }
    }

    /// The ways out of a block in statements `after` a declaration of it, where cicc reports
    /// the destructions they run (the oracle, case sema/call_destructor_exits): the keyword of
    /// each `return`, and of each `break` and `continue` of no loop or switch among them.
    /// `None` with a `goto` or a label (where control goes is not modelled), a statement not
    /// read, an `if constexpr` or a `try`, or a `return` from a function whose return type is
    /// not void or scalar (its value may be a temporary destroyed with them).
    fn exits(&self, routine: EntityId, after: &[crate::il::StmtId]) -> Option<Vec<u32>> {
        let il = self.unit.il;
        let returns_plainly = || {
            let Some(Type::Function(f)) = il.types.get(il.entity(routine).ty) else { return false };
            let ret = il.resolved(il.types.function_type(f).ret);
            matches!(il.types.get(ret), Some(Type::Void)) || il.is_scalar(ret)
        };
        let mut exits = Vec::new();
        // Each statement, and whether it is in a loop, in a switch, among `after`.
        let mut stack: Vec<(crate::il::StmtId, bool, bool)> = after.iter().map(|&s| (s, false, false)).collect();
        while let Some((s, in_loop, in_switch)) = stack.pop() {
            let st = il.stmt(s);
            let (in_loop, in_switch) = match st.kind {
                StmtKind::Return if !returns_plainly() => return None,
                StmtKind::Return => {
                    exits.push(st.token);
                    continue;
                }
                StmtKind::Break | StmtKind::Continue => {
                    let leaves = !in_loop && (st.kind == StmtKind::Continue || !in_switch);
                    if leaves {
                        exits.push(st.token);
                    }
                    continue;
                }
                StmtKind::Goto
                | StmtKind::ComputedGoto
                | StmtKind::Label
                | StmtKind::Unread
                | StmtKind::Try
                | StmtKind::ConstexprIf
                | StmtKind::IfConsteval
                | StmtKind::IfNotConsteval => return None,
                StmtKind::If if self.unit.tokens.spelling(st.token as usize + 1) == b"constexpr" => return None,
                StmtKind::While | StmtKind::DoWhile | StmtKind::For | StmtKind::RangeFor => (true, in_switch),
                StmtKind::Switch => (in_loop, true),
                _ => (in_loop, in_switch),
            };
            stack.extend(il.children(s).iter().map(|&c| (c, in_loop, in_switch)));
        }
        Some(exits)
    }

    /// Where cicc reports the destructions of the objects of a body's own block at the body's
    /// end: where its lowering of the body's last statement `last` left its position (the
    /// oracle, cases sema/call_destructor_host, sema/call_destructor_body_end): a `;` at
    /// itself, a block or an `if` at its last statement's (`{ }` at its `{`); a call at its
    /// start (`f(a);`, `s.m(a);`, `(f)(a);`); an assignment to a scalar variable, a scalar
    /// variable's declaration with an initializer that is not a constant, at the last name
    /// or literal the value reads ([`Self::last_evaluated`]); a
    /// class object's declaration of it alone, ending in a name or a literal (`T x;` at `x`,
    /// `T x = a;` at `a`). `None` for the rest; `depth` bounds the statements looked into.
    fn body_end(&self, last: crate::il::StmtId, depth: u32) -> Option<u32> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let depth = depth.checked_sub(1)?;
        let st = il.stmt(last);
        match st.kind {
            StmtKind::Empty => Some(st.token),
            // A nested block at its last statement's, `{ }` at its `{`; one that declares is
            // not modelled (its objects' destructions may come at its `}`).
            StmtKind::Block => match il.children(last) {
                [] => Some(st.token),
                children if children.iter().any(|&c| il.stmt(c).kind == StmtKind::Decl) => None,
                [.., inner] => self.body_end(*inner, depth),
            },
            // An `if` at its last branch's (the `else` when there is one), whatever the
            // condition; only one certainly not constant here (EDG may fold the others).
            StmtKind::If => {
                let constexpr = t.spelling(st.token as usize + 1) == b"constexpr";
                let branch = *il.children(last).last()?;
                let plain = !constexpr
                    && !st.expr.is_none()
                    && il.stmt(branch).kind != StmtKind::Decl
                    && super::constant::certainly_runtime(il, t, st.expr);
                if plain {
                    self.body_end(branch, depth)
                } else {
                    None
                }
            }
            StmtKind::Expr => match il.expr(st.expr).kind {
                ExprKind::Operation(Op::Call) => self.call_start(st.expr),
                ExprKind::Operation(op) if op.is_assignment() => {
                    let &[target, value] = il.operands(st.expr) else { return None };
                    let scalar = variable_type(il, target).is_some_and(|ty| il.is_scalar(ty));
                    let qualified =
                        t.kind.get(il.expr(target).token.wrapping_sub(1) as usize) == Some(&TokenKind::ColonColon);
                    if !scalar || qualified {
                        return None;
                    }
                    self.last_evaluated(value, 16)
                }
                _ => None,
            },
            StmtKind::Decl => {
                // The one variable it declares.
                let mut declared = (st.token..st.end).filter_map(|i| {
                    let sym = *t.sym.get(i as usize)?;
                    let found = il.member(st.scope, sym, |e| e.kind == EntityKind::Variable)?;
                    (il.entity(found).token == i).then_some(found)
                });
                let (Some(variable), None) = (declared.next(), declared.next()) else { return None };
                let name = il.entity(variable).token;
                if self.constructed_local(variable).is_some() {
                    return self.class_declaration_end(name, last);
                }
                if !il.is_plain_local(variable) || !il.is_scalar(il.entity(variable).ty) {
                    return None;
                }
                // `int k = 0;` is at its `=` (the oracle): constants are not modelled.
                let root = il.expr_roots.iter().find(|r| r.of == variable)?;
                if !super::constant::certainly_runtime(il, t, root.expr) {
                    return None;
                }
                self.last_evaluated(root.expr, 16)
            }
            _ => None,
        }
    }

    /// The end of declaration statement `declaration` of a class object named at token
    /// `name` alone, ending in a name or a literal (`T x;` at `x`, `T x = a;` at `a`).
    fn class_declaration_end(&self, name: u32, declaration: crate::il::StmtId) -> Option<u32> {
        let t = self.unit.tokens;
        let declaration = self.unit.il.stmt(declaration);
        let end = declaration.end.saturating_sub(1).max(1);
        let ends = |i: u32| t.kind.get(i as usize).copied();
        let keyword = |i: u32| t.flags.get(i as usize).is_none_or(|f| f & token_flag::KEYWORD != 0);
        let plain_end = matches!(ends(end - 1), Some(TokenKind::Identifier | TokenKind::Number)) && !keyword(end - 1);
        let alone = (name + 1..end).all(|i| ends(i) != Some(TokenKind::Comma))
            && (declaration.token..name).all(|i| ends(i) != Some(TokenKind::Comma));
        let initialized = ends(name + 1) == Some(TokenKind::Eq) || name + 1 == end;
        let certain = declaration.kind == StmtKind::Decl
            && (declaration.token..declaration.end).contains(&name)
            && ends(end) == Some(TokenKind::Semi)
            && plain_end
            && alone
            && initialized;
        certain.then_some(end - 1)
    }

    /// The token where cicc's lowering of scalar expression `e` leaves its position (the
    /// oracle, case sema/call_destructor_body_end): the last name or number it reads in
    /// evaluation order, left to right (`i * (k + 1)` at `1`, `a[i]` at `i`, `-i` and
    /// `(float)i` at `i`), a call at its start, after its arguments (`1 + f(i)` at `f`).
    /// Only for scalar variables by their plain name, numbers, the arithmetic, comparison,
    /// bitwise and shift operators, `-`, `~`, `!`, casts to a scalar type, subscripts of a
    /// pointer variable and plain calls ([`Self::call_start`]); an operation only where it
    /// is certainly no constant (EDG folds one: where it is then is not known); `depth`
    /// bounds the nodes looked into.
    fn last_evaluated(&self, e: ExprId, depth: u32) -> Option<u32> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let depth = depth.checked_sub(1)?;
        let node = il.expr(e);
        let runtime = || super::constant::certainly_runtime(il, t, e);
        match node.kind {
            ExprKind::Literal if node.end == node.token + 1 => {
                (t.kind.get(node.token as usize) == Some(&TokenKind::Number)).then_some(node.token)
            }
            ExprKind::Name(_) => {
                let scalar = variable_type(il, e).is_some_and(|ty| il.is_scalar(ty));
                let qualified = t.kind.get(node.token.wrapping_sub(1) as usize) == Some(&TokenKind::ColonColon);
                (scalar && !qualified).then_some(node.token)
            }
            ExprKind::Operation(op) if op.is_arithmetic() || op.is_comparison() => {
                let &[left, right] = il.operands(e) else { return None };
                self.last_evaluated(left, depth)?;
                let at = self.last_evaluated(right, depth)?;
                runtime().then_some(at)
            }
            ExprKind::Operation(Op::Negate | Op::Complement | Op::Not) => {
                let &[operand] = il.operands(e) else { return None };
                let at = self.last_evaluated(operand, depth)?;
                runtime().then_some(at)
            }
            ExprKind::Cast(crate::il::CastKind::CStyle | crate::il::CastKind::Static) if il.is_scalar(node.ty) => {
                let &[operand] = il.operands(e) else { return None };
                let at = self.last_evaluated(operand, depth)?;
                runtime().then_some(at)
            }
            ExprKind::Operation(Op::Subscript) => {
                let &[base, index] = il.operands(e) else { return None };
                self.last_evaluated(base, depth)?;
                self.last_evaluated(index, depth)
            }
            ExprKind::Operation(Op::Call) => self.call_start(e),
            _ => None,
        }
    }

    /// The start of call `e`, where cicc's lowering of it leaves its position, after its
    /// arguments' (the oracle, case sema/call_destructor_body_end): that of its callee with
    /// the parentheses around it (`(f)(a)` at `(`), or of the variable whose member it calls
    /// (`s.m(a)`, `p->m(a)` at `s`, `p`). Only where the call leaves nothing to do after it:
    /// every declaration of the called name takes scalars (or a C variadic list) and
    /// returns a scalar or nothing, and its arguments are scalar forms that call only such
    /// functions ([`Self::last_evaluated`], or a string literal): no temporary of a class to
    /// destroy.
    fn call_start(&self, e: ExprId) -> Option<u32> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let (&callee, args) = il.operands(e).split_first()?;
        let node = il.expr(callee);
        let (function, start) = match node.kind {
            ExprKind::Name(f) => (f, operand_start(il, t, callee)?),
            ExprKind::Operation(Op::Member | Op::MemberOfPointer) => {
                // `(s.m)(a)` is not modelled: the member's name is followed by the call's `(`.
                if t.kind.get(node.token as usize + 1) != Some(&TokenKind::LParen) {
                    return None;
                }
                let object = *il.operands(callee).first()?;
                (super::spaces::called_member(il, t, callee)?, operand_start(il, t, object)?)
            }
            _ => return None,
        };
        if function.is_none() {
            return None;
        }
        let plain = |ty: TypeId| {
            let ty = il.resolved(ty);
            matches!(il.types.get(ty), Some(Type::Void)) || il.is_scalar(ty)
        };
        let takes_scalars = il.named(il.entity(function).name).all(|f| {
            let f = il.entity(f);
            match il.types.get(f.ty) {
                Some(Type::Function(ft)) if f.kind == EntityKind::Routine => {
                    let ft = il.types.function_type(ft);
                    plain(ft.ret) && ft.params.iter().all(|&p| il.is_scalar(p))
                }
                _ => false,
            }
        });
        let string = |a: ExprId| {
            let a = il.expr(a);
            a.kind == ExprKind::Literal && t.kind.get(a.token as usize) == Some(&TokenKind::StringLiteral)
        };
        let plain_args = args.iter().all(|&a| string(a) || self.last_evaluated(a, 16).is_some());
        (takes_scalars && plain_args).then_some(start)
    }

    /// The destructor of `class` when it is certainly a host function the user declared: a
    /// class that is no template's, its members all read, its one destructor neither
    /// defaulted nor deleted nor constexpr, declared `__host__` or nothing wherever declared.
    fn host_destructor(&self, class: EntityId) -> Option<EntityId> {
        let il = self.unit.il;
        let c = il.entity(class);
        if c.inner.is_none()
            || c.has(flag::TEMPLATE | flag::SPECIALIZATION)
            || in_template(self.unit, c.parent)
            || self.facts.unread(c.inner)
        {
            return None;
        }
        let mut destructors =
            self.facts.members(il, c.inner).iter().copied().filter(|&m| il.entity(m).has(flag::DESTRUCTOR));
        let destructor = destructors.next()?;
        // A class has one destructor: every declaration of one in it (in the class, and
        // defined outside it: case sema/call_destructor_host) is of that one, which the
        // symbol table does not link as redeclarations. Defaulted or deleted on any
        // declaration: its space is not the declared one's.
        let all_host = std::iter::once(destructor).chain(destructors).all(|d| {
            let d = il.entity(d);
            !d.ty.is_none()
                && !d.has(flag::DEFAULTED | flag::DELETED | flag::CONSTEXPR | flag::TEMPLATE)
                && Space::declared(d.exec) == Space::Host
        });
        all_host.then_some(destructor)
    }

    /// A construction of `class` at token `at` that is not decided: counted, and on the host
    /// pass cudafe++ may have reported it (its naming of later callees then is not known).
    fn undecided_construction(
        &mut self,
        class: EntityId,
        at: u32,
        caller: &Result<Caller, Undecided>,
        why: Undecided,
        stats: &mut SemaStats,
    ) {
        stats.count(why);
        if self.unit.pass == Pass::Host {
            self.may_report_call(self.unit.il.entity(class).name, at, caller);
        }
    }

    /// The class a local variable's initialization constructs: a variable of the function's
    /// own (not static, not in a memory space: their own rules) whose type is a class (not
    /// an array of one: cicc names only the identifier there).
    fn constructed_local(&self, variable: EntityId) -> Option<EntityId> {
        let il = self.unit.il;
        let v = il.entity(variable);
        if !il.is_plain_local(variable) {
            return None;
        }
        match il.types.get(il.resolved(v.ty)) {
            Some(Type::Tag(class)) if il.entity(class).kind == EntityKind::Class => Some(class),
            _ => None,
        }
    }

    /// Where cicc reports the construction of each temporary that is an argument of a call
    /// of `callee` (`args`) or the object of a member it calls (at the member's name), for the
    /// forms the oracle showed (cases sema/call_constructor_arguments and
    /// sema/call_constructor_temporaries): the first argument's at the called function's
    /// plain name (`take(T(a))`, `s.take(T(a))`), or at the object of an `->` when it is a
    /// name (`p->take(T(a))`); a later one's at the argument before it when that is a name
    /// or a literal (`take(i, T(a))`). Qualified names, and other arguments before, are
    /// not modelled.
    fn note_temporaries(&mut self, callee_id: ExprId, args: &[ExprId]) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let callee = il.expr(callee_id);
        // `T(a).m()`: at the member's name.
        if callee.kind == ExprKind::Operation(Op::Member) {
            if let Some(&object) = il.operands(callee_id).first() {
                if il.expr(object).kind == ExprKind::Cast(crate::il::CastKind::Functional) {
                    self.call_temporaries.insert(object, TemporaryPlace { at: callee.token, object: true });
                }
            }
        }
        let single = |e: ExprId| {
            let n = il.expr(e);
            match n.kind {
                ExprKind::Name(_) => name_start(t, n.token) == n.token,
                ExprKind::Literal => n.end == n.token + 1,
                _ => false,
            }
        };
        for (k, &argument) in args.iter().enumerate() {
            if il.expr(argument).kind != ExprKind::Cast(crate::il::CastKind::Functional) {
                continue;
            }
            let at = match k {
                0 => match callee.kind {
                    ExprKind::Name(_) if name_start(t, callee.token) == callee.token => Some(callee.token),
                    ExprKind::Operation(Op::Member) => Some(callee.token),
                    ExprKind::Operation(Op::MemberOfPointer) => il
                        .operands(callee_id)
                        .first()
                        .filter(|&&object| matches!(il.expr(object).kind, ExprKind::Name(_)) && single(object))
                        .map(|&object| il.expr(object).token),
                    _ => None,
                },
                _ => Some(args[k - 1]).filter(|&before| single(before)).map(|before| il.expr(before).token),
            };
            if let Some(at) = at {
                self.call_temporaries.insert(argument, TemporaryPlace { at, object: false });
            }
        }
    }

    /// The initializer of local `variable` (the root's expression `init`) as a constructor
    /// call: `T x(a)`, `T x{a, b}`, `T x = {a, b}`, `T x = a`, `T x = T(a)`; each reported at the
    /// variable's name (the oracle, case sema/call_constructor). A functional cast that is
    /// the whole initializer is this call, not a temporary's (`Walk::initializer_cast`);
    /// cudafe++ reports `T x = T(a)` twice, once at the cast (not modelled). `auto x = T(a)`
    /// is reported as `T x = T(a)` is, and a reference's `const T &r = T(a)` at the `=` (cicc)
    /// or the cast (cudafe++); for other variables a cast that initializes them is left
    /// alone.
    fn initialization(
        &mut self,
        variable: EntityId,
        init: ExprId,
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let at = il.entity(variable).token;
        let node = il.expr(init);
        let Some(class) = self.constructed_local(variable) else {
            let ExprKind::Cast(crate::il::CastKind::Functional) = node.kind else { return };
            let Some(Type::Tag(class)) = il.types.get(il.resolved(node.ty)) else { return };
            if il.entity(class).kind != EntityKind::Class {
                return;
            }
            let auto = matches!(il.types.get(il.entity(variable).ty), Some(Type::Placeholder { decltype_auto: false }));
            // `const T &r = T(a)`, `T &&r = T(a)`: cicc reports at the `=`, cudafe++ at the cast.
            let bound = match il.types.get(il.entity(variable).ty) {
                Some(Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue }) => {
                    il.resolved(to) == il.resolved(node.ty) && t.kind.get(at as usize + 1) == Some(&TokenKind::Eq)
                }
                _ => false,
            };
            let device_local = il.is_plain_local(variable) && self.unit.pass == Pass::Device;
            match parenthesized(il, t, init) {
                Some(args) if auto && device_local => {
                    self.construction(class, args, Init::Direct, at, caller, unread, sink, stats)
                }
                Some(args) if bound && il.is_plain_local(variable) => {
                    let at = match self.unit.pass {
                        Pass::Device => at + 1,
                        Pass::Host => node.token,
                    };
                    self.construction(class, args, Init::Direct, at, caller, unread, sink, stats)
                }
                _ => self.undecided_construction(class, node.token, caller, Undecided::NotModelled, stats),
            }
            return;
        };
        let copy = t.kind.get(at as usize + 1) == Some(&TokenKind::Eq);
        match node.kind {
            ExprKind::BracedList => {
                let form = if copy { Init::CopyList } else { Init::List };
                self.construction(class, il.operands(init), form, at, caller, unread, sink, stats);
            }
            // `T x(a)` (read as `T(a)`, see Parser::parenthesized_initializer).
            ExprKind::Cast(crate::il::CastKind::Functional) if node.token == at => {
                if let Some(args) = parenthesized(il, t, init) {
                    self.construction(class, args, Init::Direct, at, caller, unread, sink, stats);
                }
            }
            ExprKind::Tokens => self.undecided_construction(class, at, caller, Undecided::NotModelled, stats),
            ExprKind::Cast(crate::il::CastKind::Functional)
                if il.resolved(node.ty) == il.resolved(il.entity(variable).ty) =>
            {
                if self.unit.pass == Pass::Host {
                    self.undecided_construction(class, at, caller, Undecided::NotModelled, stats);
                } else if let Some(args) = parenthesized(il, t, init) {
                    self.construction(class, args, Init::Direct, at, caller, unread, sink, stats);
                }
            }
            _ if copy => self.construction(class, &[init], Init::Copy, at, caller, unread, sink, stats),
            _ => {}
        }
    }

    /// The object of class type a functional cast (`T(a, b)`) or a `new` (`new T(a)`) makes,
    /// with its constructor's arguments `args` (`None`: a form not modelled, as braces):
    /// its construction, reported at the node's token (the type's first, `new`; the oracle,
    /// case sema/call_constructor) where that is where EDG reports it: the cast as an
    /// expression statement, `new` as one or as an initializer; a returned cast at
    /// `return` on the device pass. Elsewhere EDG's position is another token (the
    /// enclosing call's first, an operand's), and the host pass's naming of callees would
    /// follow an order inside the expression: not modelled.
    fn temporary(
        &mut self,
        node: ExprId,
        args: Option<&[ExprId]>,
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let il = self.unit.il;
        let n = il.expr(node);
        let Some(Type::Tag(class)) = il.types.get(il.resolved(n.ty)) else { return };
        if il.entity(class).kind != EntityKind::Class {
            return;
        }
        let t = self.unit.tokens;
        let statement = if node == self.root_expr { self.stmt_uses.get(&node).copied() } else { None };
        let at = match (n.kind, statement) {
            (_, Some(StmtKind::Expr)) => Some(n.token),
            (ExprKind::New, None) if node == self.root_expr && self.root_initializes => Some(n.token),
            // `take(T(a))`: cicc reports at `take` (or another token before), cudafe++ at the cast;
            // `T(a).m()`: cicc at `m` (cudafe++'s naming order not modelled).
            (ExprKind::Cast(_), None) if let Some(&place) = self.call_temporaries.get(&node) => match self.unit.pass {
                Pass::Host if !place.object => Some(n.token),
                Pass::Host => None,
                Pass::Device => Some(place.at),
            },
            // `return T(a);`: cicc reports at `return`, cudafe++ at the cast.
            (ExprKind::Cast(_), Some(StmtKind::Return)) => match self.unit.pass {
                Pass::Host => Some(n.token),
                Pass::Device => n.token.checked_sub(1).filter(|&r| {
                    t.flags[r as usize] & token_flag::KEYWORD != 0
                        && crate::parse::keyword::Kw::of(t.sym[r as usize], t.std)
                            == Some(crate::parse::keyword::Kw::Return)
                }),
            },
            _ => None,
        };
        match (args, at) {
            (Some(args), Some(at)) => self.construction(class, args, Init::Direct, at, caller, unread, sink, stats),
            _ => self.undecided_construction(class, n.token, caller, Undecided::NotModelled, stats),
        }
    }

    /// The constructor of `class` an initialization of the form `init` with `args` calls,
    /// recorded as a call at token `at`, when it is certain: a user-declared constructor of
    /// a class that is no template's (the implicit ones run on both sides, and aggregates
    /// call none), not defaulted or deleted, chosen by [`exact_match`] (or, but for braced
    /// lists, which may not narrow, [`only_viable`]) among the candidates, or the default
    /// constructor for no arguments.
    #[allow(clippy::too_many_arguments)]
    fn construction(
        &mut self,
        class: EntityId,
        args: &[ExprId],
        init: Init,
        at: u32,
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let il = self.unit.il;
        let c = il.entity(class);
        if c.inner.is_none() {
            return;
        }
        if c.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(self.unit, c.parent) {
            return self.undecided_construction(class, at, caller, Undecided::Template, stats);
        }
        if self.facts.unread(c.inner) {
            return self.undecided_construction(class, at, caller, Undecided::Unread, stats);
        }
        // Inherited constructors compete with the class's own (not modelled).
        if c.has(flag::INHERITS_CONSTRUCTORS) && !args.is_empty() {
            return self.undecided_construction(class, at, caller, Undecided::NotModelled, stats);
        }
        if args.is_empty() && self.statically_held.contains(&class) {
            return self.undecided_construction(class, at, caller, Undecided::NotModelled, stats);
        }
        let declared = self.facts.constructors(il, c.inner);
        let chosen = match constructor_called(il, self.unit.tokens, &declared, args, init) {
            Ok(Some(c)) => c,
            Ok(None) => return,
            Err(why) => return self.undecided_construction(class, at, caller, why, stats),
        };
        // Constants are evaluated at a braced list's `{` (`T x{1}`, `T x = {1}`), else at the
        // first argument, or for none where the call is: the variable's name (`T x;`), the
        // type's first token (`T x = T()`, `T();`; not `return T();`, not seen).
        let constant = || -> Option<u32> {
            let t = self.unit.tokens;
            let kind = |i: u32| t.kind.get(i as usize).copied();
            match init {
                Init::List | Init::CopyList => (at + 1..=at + 2).find(|&i| kind(i) == Some(TokenKind::LBrace)),
                Init::Direct if args.is_empty() && kind(at + 1) == Some(TokenKind::Eq) => Some(at + 2),
                Init::Direct if args.is_empty() => {
                    let keyword = t.flags.get(at as usize).is_some_and(|f| f & token_flag::KEYWORD != 0);
                    (kind(at) == Some(TokenKind::Identifier) && !keyword).then_some(at)
                }
                _ => args.first().and_then(|&a| self.first_token(a)),
            }
        };
        let arguments = if args.iter().all(|&a| il.expr(a).kind == ExprKind::Literal) {
            constant().map_or(Arguments::Unknown, |at| Arguments::Constant { at })
        } else if args.iter().any(|&a| runtime_value(il, a, 0)) {
            Arguments::Runtime
        } else {
            Arguments::Unknown
        };
        self.record(Reference::construction(chosen, at, arguments), caller, unread, sink, stats);
    }

    fn visit(
        &mut self,
        v: Visit,
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let il = self.unit.il;
        let node = *il.expr(v.node);
        let operands = il.operands(v.node);
        // Children are gathered in source order, then stacked to be visited in it.
        let base = self.stack.len();
        // Under an unevaluated operand everything is unevaluated.
        let unevaluated = v.used == Use::Unevaluated;
        let push = move |s: &mut Self, node: ExprId, used: Use, element: bool, undefined_at: Option<u32>| {
            let used = if unevaluated { Use::Unevaluated } else { used };
            s.stack.push(Visit { node, used, element, undefined_at, plain_call: false, overload: EntityId::NONE });
        };
        match node.kind {
            ExprKind::Name(entity) => {
                if entity.is_none() {
                    self.may_report_call(self.unit.tokens.sym[node.token as usize], node.token, caller);
                    return;
                }
                let used = if v.element { self.element_use(entity, v.used) } else { v.used };
                let first = self.name_start(node.token);
                let undefined_at = v.undefined_at.or(Some(first));
                let overload = !v.overload.is_none();
                let r = Reference {
                    entity: if overload { v.overload } else { entity },
                    node: v.node,
                    first,
                    used,
                    undefined_at,
                    object: None,
                    plain_call: v.plain_call,
                    overload,
                    operator: false,
                    constructed: false,
                    arguments: Arguments::Unknown,
                };
                self.record(r, caller, unread, sink, stats);
            }
            ExprKind::Operation(op) => {
                let [first, rest @ ..] = operands else { return };
                let first = *first;
                if !unevaluated {
                    self.operator_call(v.node, op, caller, unread, sink, stats);
                }
                match op {
                    Op::Call => {
                        let plain_call = plain_call(il, rest);
                        let callee = il.expr(first);
                        if let ExprKind::Operation(Op::Member | Op::MemberOfPointer) = callee.kind {
                            if !unevaluated {
                                self.member_call(first, rest, caller, unread, sink, stats);
                            }
                        }
                        self.check_arity(first, rest, caller, unread, sink, stats);
                        self.note_temporaries(first, rest);
                        let overload = self.exact_overload(first, rest);
                        self.stack.push(Visit {
                            node: first,
                            used: if unevaluated { Use::Unevaluated } else { Use::Call },
                            element: false,
                            undefined_at: None,
                            plain_call,
                            overload,
                        });
                        let signature = self.certain_signature(first);
                        for (k, &arg) in rest.iter().enumerate() {
                            // A scalar parameter, or the ellipsis (its arguments are passed
                            // by value).
                            let by_value = signature.is_some_and(|f| match f.params.get(k) {
                                Some(&ty) => self.unit.il.is_scalar(ty),
                                None => f.ellipsis,
                            });
                            let used = if by_value { self.read_if_scalar(arg) } else { Use::Unknown };
                            push(self, arg, used, false, None);
                        }
                    }
                    Op::KernelLaunch => {
                        let config = (node.end as usize).min(rest.len());
                        if !unevaluated {
                            self.check_launch(first, caller, sink, stats);
                            self.check_configured(first, &rest[config..], caller, unread, sink, stats);
                        }
                        self.check_arity(first, &rest[config..], caller, unread, sink, stats);
                        push(self, first, Use::Launch, false, None);
                        rest.iter().for_each(|&a| push(self, a, Use::Unknown, false, None));
                    }
                    Op::AddressOf => push(self, first, Use::Address, false, Some(node.token)),
                    Op::PreIncrement | Op::PreDecrement => {
                        push(self, first, Use::ReadWrite, false, Some(node.token));
                    }
                    Op::PostIncrement | Op::PostDecrement => {
                        let at = self.first_token(first);
                        push(self, first, Use::ReadWrite, false, at);
                    }
                    op if op.is_assignment() => {
                        let Some(&rhs) = rest.first() else { return };
                        let builtin = self.scalar(first) && (op == Op::Assign || self.scalar(rhs));
                        let target = match (builtin, op) {
                            (false, _) => Use::Unknown,
                            (true, Op::Assign) => Use::Write,
                            (true, _) => Use::ReadWrite,
                        };
                        let at = self.last_token(rhs);
                        push(self, first, target, false, at);
                        let value = if builtin { self.read_if_scalar(rhs) } else { Use::Unknown };
                        push(self, rhs, value, false, None);
                    }
                    Op::Comma => {
                        push(self, first, Use::Discarded, false, None);
                        rest.iter().for_each(|&a| push(self, a, v.used, false, None));
                    }
                    Op::Subscript => {
                        let index = rest.first().copied();
                        // An element discarded still uses the array (or pointer) it is
                        // found through (the oracle: no #550 for `int a[2] = {n, n};
                        // (void)a[n];`); nothing is known of it being set.
                        let used = if v.used == Use::Discarded { Use::Unknown } else { v.used };
                        push(self, first, used, true, v.undefined_at);
                        if let Some(i) = index {
                            let used = self.read_if_scalar(i);
                            push(self, i, used, false, None);
                        }
                    }
                    Op::Member | Op::MemberOfPointer | Op::PtrMemDot | Op::PtrMemArrow => {
                        // `s.a = 1` writes `s`, `s.b[0]` reads it, where `a` and `b` are
                        // certainly its fields (the oracle, case sema/device_variable_members).
                        let used = match self.field_of(v.node) {
                            Some(f) => {
                                let ty = il.resolved(il.entity(f).ty);
                                let used = match il.types.get(ty) {
                                    Some(Type::Array { element, .. }) if v.element && il.is_scalar(element) => v.used,
                                    Some(Type::Pointer { kind: RefKind::Pointer, .. }) if v.element => Use::Read,
                                    _ if !v.element && il.is_scalar(ty) => v.used,
                                    _ => Use::Unknown,
                                };
                                match used {
                                    Use::Read | Use::Write | Use::ReadWrite => used,
                                    _ => Use::Unknown,
                                }
                            }
                            None => Use::Unknown,
                        };
                        push(self, first, used, false, v.undefined_at);
                        rest.iter().for_each(|&a| push(self, a, Use::Unknown, false, None));
                    }
                    Op::Plus | Op::Negate | Op::Not | Op::Complement | Op::Deref => {
                        let used = self.read_if_scalar(first);
                        push(self, first, used, false, None);
                    }
                    _ => {
                        let comparison = matches!(
                            op,
                            Op::Less | Op::Greater | Op::LessEqual | Op::GreaterEqual | Op::Equal | Op::NotEqual
                        );
                        if comparison {
                            self.check_comparison(v.node, caller, unread, sink, stats);
                        }
                        // A binary operator: built-in when every operand is scalar.
                        let builtin = operands.iter().all(|&o| self.scalar(o));
                        let used = if builtin { Use::Read } else { Use::Unknown };
                        operands.iter().for_each(|&o| push(self, o, used, false, None));
                    }
                }
            }
            ExprKind::Conditional => {
                for (k, &o) in operands.iter().enumerate() {
                    let used = if k == 0 { self.read_if_scalar(o) } else { Use::Unknown };
                    push(self, o, used, false, None);
                }
            }
            ExprKind::Cast(kind) => {
                // `T(a, b)`: a temporary's construction.
                if kind == crate::il::CastKind::Functional && v.node != self.initializer_cast {
                    let args = parenthesized(il, self.unit.tokens, v.node);
                    self.temporary(v.node, args, caller, unread, sink, stats);
                }
                if kind == crate::il::CastKind::Dynamic {
                    self.device_code_error(
                        DiagId::DeviceOperatorNotAllowed,
                        node.token,
                        vec![Arg::Str("dynamic_cast".into())],
                        caller,
                        sink,
                        stats,
                    );
                }
                let to_scalar = self.unit.il.is_scalar(node.ty);
                let to_void = matches!(il.types.get(node.ty), Some(Type::Void));
                for &o in operands {
                    let used = if to_void {
                        Use::Discarded
                    } else if to_scalar {
                        self.read_if_scalar(o)
                    } else {
                        Use::Unknown
                    };
                    push(self, o, used, false, None);
                }
            }
            ExprKind::Sizeof | ExprKind::Alignof | ExprKind::Noexcept => {
                operands.iter().for_each(|&o| push(self, o, Use::Unevaluated, false, None));
            }
            // A braced list's elements: what they initialize is not known here.
            ExprKind::BracedList if node.count > 0 => {
                operands.iter().for_each(|&o| push(self, o, Use::Unknown, false, None));
            }
            // Constructs kept as tokens: calls in them go unseen.
            ExprKind::Lambda | ExprKind::BracedList | ExprKind::Tokens => {
                let t = self.unit.tokens;
                let range = node.token as usize..(node.end as usize).min(t.kind.len());
                // `typeid` is kept as tokens; where no braces hold a lambda's body (walked
                // on its own), its word is the operator.
                let operators = node.kind == ExprKind::Tokens && !t.kind[range.clone()].contains(&TokenKind::LBrace);
                for i in range {
                    if t.kind[i] == TokenKind::Identifier {
                        self.may_report_call(t.sym[i], i as u32, caller);
                        if operators && t.flags[i] & crate::parse::tokens::flag::KEYWORD != 0 {
                            match crate::parse::keyword::Kw::of(t.sym[i], t.std) {
                                Some(crate::parse::keyword::Kw::Typeid) => self.device_code_error(
                                    DiagId::DeviceOperatorNotAllowed,
                                    i as u32,
                                    vec![Arg::Str("typeid".into())],
                                    caller,
                                    sink,
                                    stats,
                                ),
                                Some(crate::parse::keyword::Kw::DynamicCast) => self.device_code_error(
                                    DiagId::DeviceOperatorNotAllowed,
                                    i as u32,
                                    vec![Arg::Str("dynamic_cast".into())],
                                    caller,
                                    sink,
                                    stats,
                                ),
                                _ => {}
                            }
                        }
                    }
                }
            }
            ExprKind::SizeofPack | ExprKind::TypeTrait | ExprKind::Literal | ExprKind::This => {}
            ExprKind::Throw => {
                if !unevaluated {
                    self.device_code_error(
                        DiagId::DeviceExceptionHandling,
                        node.token,
                        Vec::new(),
                        caller,
                        sink,
                        stats,
                    );
                }
                operands.iter().for_each(|&o| push(self, o, Use::Unknown, false, None));
            }
            ExprKind::New => {
                let args = new_arguments(il, self.unit.tokens, v.node);
                self.temporary(v.node, args, caller, unread, sink, stats);
                operands.iter().for_each(|&o| push(self, o, Use::Unknown, false, None))
            }
            ExprKind::Delete | ExprKind::PackExpansion | ExprKind::Fold(_) => {
                operands.iter().for_each(|&o| push(self, o, Use::Unknown, false, None))
            }
        }
        self.stack[base..].reverse();
    }

    /// An operator applied to a class object (`a + b`, `-a`, `a[i]`, `a(x)`): a call of the
    /// operator function it certainly calls. cudafe++ reports that call at the operator
    /// (`+`, `[`, `(`), cicc at the expression's first token, and its "undefined in device
    /// code" there too, but at the `(` of `a(x)` (the oracle, case sema/call_operators).
    fn operator_call(
        &mut self,
        node: ExprId,
        op: Op,
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let il = self.unit.il;
        let at = il.expr(node).token;
        if op == Op::Call {
            if let Some(&callee) = il.operands(node).first() {
                if il.expr(callee).kind == ExprKind::Name(EntityId::NONE) {
                    return self.named_operator_call(node, callee, caller, unread, sink, stats);
                }
            }
        }
        let Some(entity) = self.resolve_operator(at, caller, stats, |r| r.resolve(op, il.operands(node))) else {
            return;
        };
        let prefix = matches!(
            op,
            Op::Plus | Op::Negate | Op::Not | Op::Complement | Op::Deref | Op::PreIncrement | Op::PreDecrement
        );
        // cicc's place is the expression's first token: a parenthesised first operand's `(`.
        let start = match prefix {
            true => Some(at),
            false => il.operands(node).first().and_then(|&o| operand_start(il, self.unit.tokens, o)),
        };
        let Some(start) = start else { return stats.count(Undecided::Unrendered) };
        let r = Reference {
            entity,
            node,
            first: at,
            used: Use::Call,
            undefined_at: Some(if op == Op::Call { at } else { start }),
            object: Some(start),
            // Operands of certain types, but whether cudafe++ reports such calls in a
            // template's definition has not been read off the oracle.
            plain_call: false,
            overload: false,
            operator: true,
            constructed: false,
            arguments: Arguments::Unknown,
        };
        self.record(r, caller, unread, sink, stats);
    }

    /// The operator function a resolution at token `at` certainly finds; where it finds
    /// none for certain, the case counted and noted as a call cudafe++ may report.
    fn resolve_operator(
        &mut self,
        at: u32,
        caller: &Result<Caller, Undecided>,
        stats: &mut SemaStats,
        resolve: impl FnOnce(&mut super::operators::Resolution<'_>) -> super::operators::Outcome,
    ) -> Option<EntityId> {
        use super::operators::Outcome;
        let mut resolution = super::operators::Resolution {
            il: self.unit.il,
            tokens: self.unit.tokens,
            facts: self.facts,
            lookups: &mut self.lookups,
            scope: self.scope,
            at,
        };
        match resolve(&mut resolution) {
            Outcome::Calls(e) => Some(e),
            Outcome::NotOverloaded => None,
            outcome => {
                // An operator function cufront does not tell may be one cudafe++ reports.
                self.may_report_call(crate::parse::keyword::Kw::Operator.sym(), at, caller);
                if let (Outcome::Undecided(why), true) = (outcome, caller.is_ok()) {
                    stats.count(why);
                }
                None
            }
        }
    }

    /// `operator+(a, b)`: a call of an operator function by name, which the parser leaves
    /// unresolved (operator functions share one name). Both passes report it at `operator`
    /// (the oracle, case sema/call_operator_by_name).
    fn named_operator_call(
        &mut self,
        call: ExprId,
        callee: ExprId,
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let il = self.unit.il;
        let at = il.expr(callee).token;
        let Some(symbol) = super::operators::named_in_call(self.unit.tokens, at) else {
            // An unresolved name may name an object whose class has an `operator()`.
            return self.may_report_call(crate::parse::keyword::Kw::Operator.sym(), il.expr(call).token, caller);
        };
        let arguments = &il.operands(call)[1..];
        let Some(entity) = self.resolve_operator(at, caller, stats, |r| r.resolve_named(symbol, arguments)) else {
            return;
        };
        let r = Reference {
            entity,
            node: callee,
            first: at,
            used: Use::Call,
            undefined_at: Some(at),
            object: Some(at),
            plain_call: false,
            overload: false,
            operator: true,
            constructed: false,
            arguments: Arguments::Unknown,
        };
        self.record(r, caller, unread, sink, stats);
    }

    /// `object.f(…)`, `p->f(…)` with arguments `args`, where the object is a variable or
    /// parameter of a class type whose member `f` is certain: the only member of its name,
    /// or the overload the arguments match exactly.
    fn member_call(
        &mut self,
        member: ExprId,
        args: &[ExprId],
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let il = self.unit.il;
        let node = *il.expr(member);
        let Some(&object) = il.operands(member).first() else { return };
        let arrow = node.kind == ExprKind::Operation(Op::MemberOfPointer);
        // A temporary's member (`T(a).m()`), on the device pass: cudafe++ names callees in an
        // order the walk does not follow (the temporary's constructor first).
        let temporary = !arrow
            && il.expr(object).kind == ExprKind::Cast(crate::il::CastKind::Functional)
            && self.unit.pass == Pass::Device;
        let object_type = variable_type(il, object).or_else(|| temporary.then(|| il.expr(object).ty));
        let class = object_type.and_then(|ty| super::spaces::class_of(il, ty, arrow));
        let name = self.unit.tokens.sym[node.token as usize];
        let Some(class) = class else {
            self.may_report_call(name, node.token, caller);
            if caller.is_ok() {
                stats.count(Undecided::Member);
            }
            return;
        };
        let (entity, overload) = match super::spaces::member_named_at(il, self.unit.tokens, class, node.token) {
            Ok(e) => (e, false),
            Err(Undecided::Overloaded)
                if let Some(e) =
                    object_type.and_then(|ty| super::spaces::object_is_const(il, ty, arrow)).and_then(|constant| {
                        super::spaces::member_overload(il, self.unit.tokens, class, name, args, constant)
                    }) =>
            {
                (e, true)
            }
            Err(why) => {
                self.may_report_call(name, node.token, caller);
                if caller.is_ok() {
                    stats.count(why);
                }
                return;
            }
        };
        let r = Reference {
            entity,
            node: member,
            first: node.token,
            used: Use::Call,
            undefined_at: None,
            // A functional cast's token is its type's first.
            object: match temporary {
                true => Some(il.expr(object).token),
                false => self.first_token(object),
            },
            plain_call: plain_call(il, args),
            overload,
            operator: false,
            constructed: false,
            arguments: Arguments::Unknown,
        };
        self.record(r, caller, unread, sink, stats);
    }

    /// The use of an array's name whose element is used `used` (`a[i] = 1` writes `a`); of
    /// a pointer's, a read.
    fn element_use(&self, entity: EntityId, used: Use) -> Use {
        let il = self.unit.il;
        let ty = self.unit.il.resolved(il.entity(entity).ty);
        match il.types.get(ty) {
            Some(Type::Array { element, .. }) if self.unit.il.is_scalar(element) => used,
            Some(Type::Pointer { kind: RefKind::Pointer, .. }) => Use::Read,
            _ => Use::Unknown,
        }
    }

    /// Whether reference `r` is a variable's name assigned, compound-assigned, incremented
    /// or decremented itself (`v = 1`, `v += 1`, `++v`, `v--`; not `(v) = 1`, `a[0] = 1`).
    fn assigned_directly(&self, r: Reference) -> bool {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let at = il.expr(r.node).token as usize;
        if !matches!(r.used, Use::Write | Use::ReadWrite) || r.first as usize != at {
            return false;
        }
        let next = t.kind.get(at + 1).copied();
        let before = at.checked_sub(1).map(|i| t.kind[i]);
        let assignment = matches!(
            next,
            Some(
                TokenKind::Eq
                    | TokenKind::PlusEq
                    | TokenKind::MinusEq
                    | TokenKind::StarEq
                    | TokenKind::SlashEq
                    | TokenKind::PercentEq
                    | TokenKind::CaretEq
                    | TokenKind::AmpEq
                    | TokenKind::PipeEq
                    | TokenKind::LessLessEq
                    | TokenKind::GreaterGreaterEq
                    | TokenKind::PlusPlus
                    | TokenKind::MinusMinus
            )
        );
        assignment || matches!(before, Some(TokenKind::PlusPlus | TokenKind::MinusMinus))
    }

    /// Records one reference, and makes the checks that depend on it.
    fn record(
        &mut self,
        mut r: Reference,
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        stats.references += 1;
        // A name found through a using-declaration names what it declares.
        r.entity = through_using(self.unit.il, r.entity);
        if self.log.is_some() {
            let certain = self.names_one_entity(r);
            if let Some(log) = self.log.as_deref_mut() {
                let (token, kind, entity, routine) = (r.first, r.used.xref(), r.entity, self.routine);
                log.push(Recorded { token, kind, entity, routine, certain });
            }
        }
        let il = self.unit.il;
        let ent = il.entity(r.entity);
        if matches!(r.used, Use::Call | Use::Launch)
            && ent.has(flag::TEMPLATE)
            && !ent.has(flag::SPECIALIZATION)
            && self.instantiates
            && self.only_function(r.entity).is_ok()
            // A call in a discarded `if constexpr` branch instantiates nothing, even outside
            // a template (the oracle, case sema/unused_constexpr_if_discarded_call).
            && !self.in_constexpr_if(r.first)
        {
            self.facts.instantiated.insert(r.entity);
        }
        if (ent.kind == EntityKind::Variable && il.scope(ent.parent).kind == crate::il::ScopeKind::Block)
            || ent.kind == EntityKind::Parameter
        {
            let uses = &mut self.facts.local_uses[r.entity.index()];
            uses.count += 1;
            match r.used {
                Use::Write => uses.set = true,
                // `sizeof(q)` names `q` without using it (the oracle: #550 when it is set,
                // case sema/unused_unevaluated_uses).
                Use::Discarded | Use::Unevaluated => {}
                _ => uses.used = true,
            }
            // Unevaluated, or discarded: `(void)x; return x;` still reads `x` before it is
            // set (the oracle).
            if !matches!(r.used, Use::Unevaluated | Use::Discarded) {
                let own_body = caller.as_ref().is_ok_and(|c| !c.lambda);
                let kind = match r.used {
                    Use::Read | Use::ReadWrite if own_body => EarlyKind::Read,
                    Use::Write if own_body => EarlyKind::Assigned { value_end: r.undefined_at.unwrap_or(r.first) },
                    _ => EarlyKind::Other,
                };
                uses.note_early(EarlyUse { at: r.first, kind });
            }
        }
        self.check_deprecated(r, caller, sink, stats);
        if r.used == Use::Unevaluated {
            return;
        }
        if self.unit.pass == Pass::Device && ent.kind == EntityKind::Routine && self.names_one_entity(r) {
            if let Ok(c) = caller {
                self.facts.device_uses.push((c.routine, r.entity));
            }
        }
        let checked = match ent.kind {
            // A device function launched from host code is called from it too (the oracle,
            // case sema/launch_not_kernel: cudafe++ adds EC3591 to the launch's EC3635).
            EntityKind::Routine => {
                r.used == Use::Call
                    || (r.used == Use::Launch
                        && self.unit.pass == Pass::Host
                        && routine_space(il, r.entity) == Ok(Space::Device))
            }
            // Globals, and locals in a memory space (a host-device function's `__shared__`
            // array is a device variable to the host pass).
            EntityKind::Variable => at_namespace_scope(il, r.entity) || ent.memory.0 != 0,
            _ => false,
        };
        if !checked {
            return;
        }
        let outcome = match (caller, ent.kind) {
            (Err(why), _) => Err(*why),
            _ if unread => Err(Undecided::Unread),
            (Ok(_), EntityKind::Routine) if self.misfits.contains(&r.node) => Ok(()),
            (Ok(c), EntityKind::Routine) => self.check_call(r, *c, sink),
            (Ok(c), _) => self.check_variable(r, *c, sink),
        };
        match outcome {
            Ok(()) => stats.decided += 1,
            Err(why) => {
                if ent.kind == EntityKind::Routine {
                    self.may_report_call(ent.name, r.first, caller);
                }
                stats.count(why)
            }
        }
    }

    /// A use of a deprecated function or variable in device code, evaluated or not (the
    /// device pass's #1215, or #1444 with the attribute's message, at the name's last token;
    /// note #3287 at the attribute). Only the user's uses, of a function that is the only
    /// one of its name, or of a member a call names (at the member's name).
    fn check_deprecated(
        &mut self,
        r: Reference,
        caller: &Result<Caller, Undecided>,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let ent = il.entity(r.entity);
        let kind_label = match ent.kind {
            EntityKind::Routine => "function",
            EntityKind::Variable => "variable",
            _ => return,
        };
        if self.unit.pass != Pass::Device || t.flags.get(r.first as usize).is_none_or(|&f| f & token_flag::SYSTEM != 0)
        {
            return;
        }
        // Host code first: most uses are there, and asking costs no lookup.
        let device = in_device_code(self.unit, caller);
        if device == Ok(false) {
            return;
        }
        let deprecation = match self.deprecations.of(il, t, r.entity) {
            Ok(Some(_)) if r.constructed => return stats.count(Undecided::NotModelled),
            Ok(Some(d)) => d,
            Ok(None) => return,
            Err(why) => return stats.count(why),
        };
        // In a function deprecated itself, or a member of a deprecated class, nvcc says
        // nothing of what it uses (the oracle); where that is not known, nothing is decided.
        // Asked only of a deprecated entity's uses: most uses are of others.
        if let Ok(c) = caller {
            let routine = il.entity(c.routine);
            let class = il.scope(routine.parent).entity;
            let class_marked = match class.is_none() || il.entity(class).kind != EntityKind::Class {
                true => Ok(None),
                false => {
                    super::deprecated::class_marked(t, il.entity(class).token as usize, &super::deprecated::DEPRECATED)
                }
            };
            for marked in [self.deprecations.of(il, t, c.routine), class_marked] {
                match marked {
                    Ok(Some(_)) => return,
                    Ok(None) => {}
                    Err(why) => return stats.count(why),
                }
            }
        }
        let at = il.expr(r.node).token;
        if deprecation.declared >= at {
            return;
        }
        let outcome = (|| {
            device?;
            // A member a call names is the only one of its name of the object's class (an
            // overload chosen among a class's members is not modelled).
            let member = matches!(il.expr(r.node).kind, ExprKind::Operation(Op::Member | Op::MemberOfPointer));
            if !(matches!(il.expr(r.node).kind, ExprKind::Name(_)) || member) || r.operator {
                return Err(Undecided::Member);
            }
            // An overload the call certainly chose is named with its parameters (`ov(int)`).
            let overloaded =
                r.overload || (!member && ent.kind == EntityKind::Routine && self.only_function(r.entity).is_err());
            if ent.has(flag::TEMPLATE | flag::SPECIALIZATION) || (overloaded && (!r.overload || member)) {
                return Err(Undecided::Overloaded);
            }
            // A local is named as it is written (the oracle: `variable "x"`).
            let local = il.scope(ent.parent).kind == crate::il::ScopeKind::Block;
            let name = match overloaded {
                true => self.names.with_parameters(r.entity),
                false if local => self.names.simple(r.entity),
                false => self.names.qualified(r.entity),
            };
            let name = name.ok_or(Undecided::Unrendered)?;
            let entity = EntitySummary { kind_label, name, ..Default::default() };
            let word = deprecation.word as usize;
            let note_at = t.at.get(word).copied();
            let mut d = match &deprecation.message {
                Some(m) => self
                    .unit
                    .report(sink, DiagId::DeclaredDeprecatedWithMessage, at)
                    .arg(Arg::Entity(Box::new(entity)))
                    .arg(Arg::Str(m.clone())),
                None => self.unit.report(sink, DiagId::DeclaredDeprecated, at).arg(Arg::Entity(Box::new(entity))),
            };
            d = d.note(DiagId::NoteBecauseOfAttribute, note_at, vec![Arg::Str("deprecated".into())]);
            d.printed_note(t.printed(word)).emit();
            Ok(())
        })();
        match outcome {
            Ok(()) => stats.decided += 1,
            Err(why) => stats.count(why),
        }
    }

    /// Whether token `at` is in an `if constexpr` statement.
    fn in_constexpr_if(&self, at: u32) -> bool {
        self.constexpr_ifs.contain(at)
    }

    /// The cross-space call check (seed 002, phase 3; the oracle's EC3589-EC3603, EC3635).
    fn check_call(&mut self, r: Reference, caller: Caller, sink: &mut DiagSink<'_>) -> Result<(), Undecided> {
        let (il, pass) = (self.unit.il, self.unit.pass);
        let callee = il.entity(r.entity);
        if callee.has(flag::TEMPLATE | flag::SPECIALIZATION) || self.has_template_arguments(r) {
            return Err(Undecided::Template);
        }
        if callee.has(flag::FRIEND) {
            return Err(Undecided::Qualified);
        }
        // In a template only the host pass checks, and only calls that depend on nothing;
        // in a lambda, only the host pass names the caller with certainty.
        if caller.template && (pass == Pass::Device || !r.plain_call) {
            return Err(Undecided::Template);
        }
        let reports = caller.call_reports(pass);
        if callee.has(flag::DELETED) {
            // What an exec-check pragma does to this one is not known.
            if caller.exec_check != ExecCheck::Enabled {
                return Err(Undecided::Pragma);
            }
            // Only a call that certainly calls it: the parser's name may be one overload
            // of several (`template <class T> void f(T); void f(bool) = delete; f(1)` calls
            // the template; `std::launder`).
            if !(r.overload || r.operator) {
                self.only_function(r.entity)?;
            }
            // EC1776 in every code of both passes, at the name, with where it was deleted. It
            // names the function as written whatever came before, and counts as cudafe++'s
            // first naming of a callee (the oracle, case sema/deleted_then_device_call).
            if pass == Pass::Host {
                self.host_naming = HostNaming::Later;
            }
            let name = self.written_name(r, self.names.writing_tags(Tags::Qualified))?;
            let t = self.unit.tokens;
            let at = callee.token as usize;
            let declared_at = Position { file: t.file_of(at).name.to_string(), line: t.line[at] };
            let function =
                EntitySummary { kind_label: "function", name, declared_at: Some(declared_at), ..Default::default() };
            // At the name itself, past its qualifier (the oracle: `n::pick` at `pick`).
            let name_at = self.unit.il.expr(r.node).token;
            self.report(sink, DiagId::DeletedFunctionReferenced, name_at, vec![Arg::Entity(Box::new(function))]);
            return Ok(());
        }
        if callee.has(flag::CONSTEVAL) {
            return Ok(());
        }
        // A function defaulted on its first declaration is as the implicit one, on both
        // sides (the oracle: a member `operator==` defaulted in C++20, called from device
        // code); which space it gets otherwise is not modelled.
        if callee.has(flag::DEFAULTED) {
            return Err(Undecided::NotModelled);
        }
        // A call in an `if constexpr` may be discarded: what is discarded is not emitted,
        // and nvcc checks the spaces of what it emits (the oracle: `if constexpr (false)
        // return h(x);` in a `__host__ __device__` function draws nothing).
        if self.in_constexpr_if(r.first) {
            return Err(Undecided::Emission);
        }
        let space = self.callee_space(r, caller)?;
        if space == Space::Global {
            // Whether this one counts in cudafe++'s naming of callees is not known.
            self.may_report_call(callee.name, r.first, &Ok(caller));
            self.report(sink, DiagId::GlobalCallNotConfigured, r.first, Vec::new());
            return Ok(());
        }
        let caller_name = |names: &Names<'_>, anonymous| match pass {
            _ if caller.lambda => Some("operator()".to_string()),
            Pass::Host => names.simple(caller.routine),
            Pass::Device => names.qualified_naming(caller.routine, anonymous),
        };
        match pass {
            Pass::Host if space == Space::Device && caller.space.on_host() => {
                // A call the pragma silences does not count in the naming of callees either.
                if reports == CallReports::Nothing {
                    return Ok(());
                }
                let id = match caller.space {
                    Space::Host => DiagId::CallDeviceFromHost,
                    _ => DiagId::CallDeviceFromHostDevice,
                };
                let callee_name = self.callee_name(r);
                // Reported, whether cufront can name the callee or not.
                self.host_naming = HostNaming::Later;
                let callee_name = callee_name?;
                let caller_name = caller_name(&self.names, NV_ANON).ok_or(Undecided::Unrendered)?;
                // cudafe++ reports a call operator's call twice, the second time named as a
                // later callee (the oracle, case sema/call_operators).
                let again = match r.operator && il.expr(r.node).kind == ExprKind::Operation(Op::Call) {
                    true => Some(self.callee_name(r)?),
                    false => None,
                };
                self.report(sink, id, r.first, vec![Arg::Str(callee_name), Arg::Str(caller_name.clone())]);
                if let Some(callee_name) = again {
                    self.report(sink, id, r.first, vec![Arg::Str(callee_name), Arg::Str(caller_name)]);
                }
            }
            Pass::Device if space == Space::Host && callee.has(flag::CONSTEXPR) => {
                if self.unit.rules.relaxed_constexpr {
                    return Ok(());
                }
                if caller.exec_check != ExecCheck::Enabled {
                    return Err(Undecided::Pragma);
                }
                let id = match caller.space {
                    Space::Device => DiagId::CallConstexprHostFromDevice,
                    Space::Global => DiagId::CallConstexprHostFromGlobal,
                    Space::HostDevice => DiagId::CallConstexprHostFromHostDevice,
                    Space::Host => return Ok(()),
                };
                if callee.has(flag::EXTERN_C) {
                    // How this message names an `extern "C"` function: not seen yet.
                    return Err(Undecided::Qualified);
                }
                let at = match (r.constructed, r.arguments) {
                    (false, _) => r.first,
                    (true, Arguments::Constant { at }) => at,
                    (true, Arguments::Runtime) => return self.constexpr_constructor_late(r, id, caller, sink),
                    (true, Arguments::Unknown) => return Err(Undecided::NotModelled),
                };
                let callee_name = self.names.simple(r.entity).ok_or(Undecided::Unrendered)?;
                let caller_name = caller_name(&self.names, None).ok_or(Undecided::Unrendered)?;
                self.report(sink, id, at, vec![Arg::Str(callee_name), Arg::Str(caller_name)]);
            }
            Pass::Device if space == Space::Host && caller.space.on_device() => {
                let id = match caller.space {
                    Space::Device => DiagId::CallHostFromDevice,
                    Space::Global => DiagId::CallHostFromGlobal,
                    _ => DiagId::CallHostFromHostDevice,
                };
                if reports == CallReports::Nothing {
                    return Ok(());
                }
                let identifier = self.names.undefined_identifier(r.entity, NV_ANON).ok_or(Undecided::Unrendered)?;
                if reports == CallReports::All {
                    let callee_name = self.callee_name(r)?;
                    let caller_name = caller_name(&self.names, NV_ANON).ok_or(Undecided::Unrendered)?;
                    let at = r.object.unwrap_or(r.first);
                    self.report(sink, id, at, vec![Arg::Str(callee_name), Arg::Str(caller_name)]);
                }
                if id != DiagId::CallHostFromHostDevice {
                    let at = r.undefined_at.unwrap_or(r.first);
                    self.report(sink, DiagId::UndefinedInDeviceCode, at, vec![Arg::Str(identifier)]);
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// A constexpr host constructor called on run-time values from device code: cicc reports
    /// it while lowering, naming the constructor with its signature, and adds "identifier …
    /// is undefined in device code" but for a host-device caller (whose warning comes with
    /// EC3599, which has no position: not modelled).
    fn constexpr_constructor_late(
        &mut self,
        r: Reference,
        id: DiagId,
        caller: Caller,
        sink: &mut DiagSink<'_>,
    ) -> Result<(), Undecided> {
        let identifier = self.names.undefined_identifier(r.entity, NV_ANON).ok_or(Undecided::Unrendered)?;
        let callee_name = self.callee_name(r)?;
        let caller_name = match caller.lambda {
            true => Some("operator()".to_string()),
            false => self.names.qualified_naming(caller.routine, NV_ANON),
        }
        .ok_or(Undecided::Unrendered)?;
        let mut d = self.unit.report(sink, id, r.first).late();
        d = d.arg(Arg::Str(callee_name)).arg(Arg::Str(caller_name));
        d.emit();
        if id != DiagId::CallConstexprHostFromHostDevice {
            let at = r.undefined_at.unwrap_or(r.first);
            self.unit.report(sink, DiagId::UndefinedInDeviceCode, at).arg(Arg::Str(identifier)).emit();
        }
        Ok(())
    }

    /// A callee as a call diagnostic names it: `n::d(float, int *)`. cudafe++ (the host
    /// pass) names so the callee of its first call diagnostic only, and from then on every
    /// callee with parameters by its unfinished mangled name (`_Z2d51?`); a callee without
    /// parameters keeps its name (the oracle, case sema/call_dev_named_mangled). cicc (the
    /// device pass) names every callee so, an overloaded one every time too (case
    /// sema/call_overloads_named_again).
    fn callee_name(&mut self, r: Reference) -> Result<String, Undecided> {
        if self.unit.il.entity(r.entity).has(flag::EXTERN_C) {
            // Not overloadable: another function of its name is one cufront did not tell apart.
            return match r.overload {
                false => self.names.extern_c_callee(r.entity).ok_or(Undecided::Unrendered),
                true => Err(Undecided::Qualified),
            };
        }
        if self.unit.pass == Pass::Host {
            let plain = self.names.parameters(r.entity).as_deref() == Some("()");
            let names = self.names.for_callees();
            return match self.host_naming {
                HostNaming::First => names.with_parameters_naming(r.entity, NV_ANON),
                _ if plain => names.with_parameters_naming(r.entity, NV_ANON),
                HostNaming::Later => self.names.mangled_callee(r.entity),
                HostNaming::Unknown => None,
            }
            .ok_or(Undecided::Unrendered);
        }
        self.names.for_callees().with_parameters_naming(r.entity, NV_ANON).ok_or(Undecided::Unrendered)
    }

    /// A function named as written (`n::d(float)`) in EC1776, which does not mangle it: an
    /// overloaded one only the first time (how EDG names it later is not known).
    fn written_name(&mut self, r: Reference, names: Names<'_>) -> Result<String, Undecided> {
        // Constructors are named every time (the oracle, case sema/call_default_constructor).
        if r.overload && !r.constructed && !self.named_overloads.insert(r.entity) {
            return Err(Undecided::Unrendered);
        }
        names.with_parameters_naming(r.entity, NV_ANON).ok_or(Undecided::Unrendered)
    }

    /// A call at token `at` the host pass does not decide, of a function named `name`: if it
    /// may be in host code and a function of that name runs on the device only, cudafe++ may
    /// have reported it, and cufront no longer knows whether the next callee it names is
    /// cudafe++'s first. (Not in system headers nor in the forced includes before the main
    /// file: a unit would fail on every host call of a device function there.)
    fn may_report_call(&mut self, name: Sym, at: u32, caller: &Result<Caller, Undecided>) {
        if self.host_naming != HostNaming::First || caller.as_ref().is_ok_and(|c| !c.space.on_host()) {
            return;
        }
        let il = self.unit.il;
        let (in_system, at) = match caller {
            Ok(c) => (il.entity(c.routine).has(flag::SYSTEM), il.entity(c.routine).token),
            Err(_) => (false, at),
        };
        let system = in_system
            || at < self.main_start
            || self.unit.tokens.flags.get(at as usize).is_some_and(|f| f & crate::parse::tokens::flag::SYSTEM != 0);
        if !system && self.device_only.contains(&name) {
            self.host_naming = HostNaming::Unknown;
        }
    }

    /// The space of the function a call names, when the call certainly calls it (once per
    /// callee: names with thousands of entities are common in real units).
    fn callee_space(&mut self, r: Reference, caller: Caller) -> Result<Space, Undecided> {
        let il = self.unit.il;
        let space = if r.overload || r.operator {
            // Chosen among the overloads by its arguments: its declarations decide its space.
            routine_space(il, r.entity)
        } else if let Some(&known) = self.callees.get(&r.entity) {
            known
        } else {
            let space = self.only_function(r.entity).and_then(|()| routine_space(il, r.entity));
            self.callees.insert(r.entity, space);
            space
        };
        match space {
            // What the declarations merge to depends on the pass, and in the host pass on
            // where the call is: read in order outside classes.
            Err(Undecided::MergedSpaces) => {
                let in_order = matches!(
                    il.scope(il.entity(caller.routine).parent).kind,
                    crate::il::ScopeKind::File | crate::il::ScopeKind::Namespace
                );
                super::spaces::merged_space(il, r.entity, self.unit.pass, r.first, in_order)
            }
            _ => space,
        }
    }

    /// Whether function `e` is the only one its name can mean: a member, the only member of
    /// its name in its class; otherwise the only function of its name.
    fn only_function(&self, e: EntityId) -> Result<(), Undecided> {
        let il = self.unit.il;
        let ent = il.entity(e);
        let scope = il.scope(ent.parent);
        match scope.kind {
            crate::il::ScopeKind::Class if !scope.entity.is_none() => {
                super::spaces::only_member_named(il, scope.entity, ent.name).map(|_| ())
            }
            _ => self.facts.only_function_named(il, e),
        }
    }

    /// Whether a reference certainly names its entity: anything but a function among
    /// overloads not chosen between (for the cross-reference database).
    fn names_one_entity(&self, r: Reference) -> bool {
        r.overload
            || r.operator
            || self.unit.il.entity(r.entity).kind != EntityKind::Routine
            || self.only_function(r.entity).is_ok()
    }

    /// The cross-space variable checks (seed 002: nv_check_device_var_ref_in_host,
    /// nv_check_host_var_ref_in_device; the oracle's EC3675-EC3680).
    fn check_variable(&self, r: Reference, caller: Caller, sink: &mut DiagSink<'_>) -> Result<(), Undecided> {
        let il = self.unit.il;
        let var = il.entity(r.entity);
        if var.has(flag::TEMPLATE | flag::SPECIALIZATION) || caller.template {
            return Err(Undecided::Template);
        }
        // cicc's lowering checks what it emits: a discarded `if constexpr` branch is not (the
        // oracle: `if constexpr (false) return hg;` draws no "undefined in device code"). Its
        // front end has checked both branches of a function that is no template's: the
        // #20094-#20096 warnings stay (case sema/constexpr_if_discarded_host_variables).
        let maybe_discarded = self.unit.pass == Pass::Device && self.in_constexpr_if(r.first);
        let memory = variable_memory(il, r.entity)?;
        let name_at = il.expr(r.node).token;
        if memory.has(MemorySpaces::CONSTANT) && self.assigned_directly(r) {
            // A scalar `__constant__` variable is const to both front ends: assigning or
            // incrementing it is EC137 at its name, in any function, on both passes, and
            // nothing else (the oracle, case sema/constant_assigned). An element of a
            // `__constant__` array or a member of a class is not.
            if !il.is_scalar(var.ty) {
                return Err(Undecided::Context);
            }
            self.report(sink, DiagId::ExpressionMustBeModifiableLvalue, name_at, Vec::new());
            return Ok(());
        }
        match self.unit.pass {
            Pass::Host if caller.space.on_host() => {
                // A constant's value is usable on the host (the oracle: `__device__ const
                // float a = -0.75f;` read in a host function is not diagnosed; an `extern
                // const` one without its initializer in the unit is).
                let constant = var.has(flag::CONSTEXPR) || il.is_const(var.ty) != Some(false);
                if constant && (var.has(flag::CONSTEXPR) || self.initialized_anywhere(r.entity)) {
                    return Ok(());
                }
                if constant && il.is_const(var.ty).is_none() {
                    return Err(Undecided::Context);
                }
                let word = if memory.has(MemorySpaces::CONSTANT) {
                    "__constant__"
                } else if memory.has(MemorySpaces::SHARED) {
                    "__shared__"
                } else if memory.has(MemorySpaces::DEVICE) && !memory.has(MemorySpaces::MANAGED) {
                    "__device__"
                } else {
                    return Ok(());
                };
                let local = !at_namespace_scope(il, r.entity);
                let (read, write) = match r.used {
                    Use::Read => (true, false),
                    Use::Write => (false, true),
                    Use::ReadWrite => (true, true),
                    // Taking a global's address is allowed on the host; a local
                    // `__shared__` one's is not (#20093, seen on a corpus mutant).
                    Use::Address if local && memory.has(MemorySpaces::SHARED) => {
                        let name = self.variable_name(r.entity).ok_or(Undecided::Unrendered)?;
                        let args = vec![Arg::Str(word.into()), Arg::Str(name)];
                        self.report(sink, DiagId::DeviceVariableAddressInHost, name_at, args);
                        return Ok(());
                    }
                    Use::Address | Use::Discarded | Use::Call | Use::Launch | Use::Unevaluated => return Ok(()),
                    Use::Unknown => return Err(Undecided::Context),
                };
                // A scalar `__constant__` variable is const (EC137, above); its elements and
                // members are written as any device variable's are (the oracle). Other
                // writes are not looked into.
                let through = matches!(
                    self.unit.tokens.kind.get(name_at as usize + 1),
                    Some(TokenKind::LBracket | TokenKind::Dot)
                );
                if write && memory.has(MemorySpaces::CONSTANT) && !through {
                    return Err(Undecided::Context);
                }
                let name = self.variable_name(r.entity).ok_or(Undecided::Unrendered)?;
                let args = || vec![Arg::Str(word.into()), Arg::Str(name.clone())];
                if read {
                    self.report(sink, DiagId::DeviceVariableReadInHost, name_at, args());
                }
                if write {
                    self.report(sink, DiagId::DeviceVariableWrittenInHost, name_at, args());
                }
            }
            Pass::Device if caller.space.on_device() => {
                let constant = var.has(flag::CONSTEXPR) || il.is_const(var.ty) == Some(true);
                if memory.0 == 0 && constant && !var.has(flag::THREAD_LOCAL | flag::EXTERN_C) {
                    if maybe_discarded {
                        return Err(Undecided::Emission);
                    }
                    return self.constant_used_in_device(r, sink);
                }
                // Constants are usable on both sides; `__managed__` and the device's own
                // variables are not host variables.
                if memory.0 != 0
                    || var.has(flag::CONSTEXPR | flag::THREAD_LOCAL | flag::EXTERN_C)
                    || il.is_const(var.ty) != Some(false)
                {
                    return Ok(());
                }
                let name = self.names.qualified(r.entity).ok_or(Undecided::Unrendered)?;
                let undefined_at = r.undefined_at.ok_or(Undecided::Unrendered)?;
                let warnings: &[DiagId] = match r.used {
                    Use::Read => &[DiagId::HostVariableReadInDevice],
                    Use::Write => &[DiagId::HostVariableWrittenInDevice],
                    Use::ReadWrite => &[DiagId::HostVariableReadInDevice, DiagId::HostVariableWrittenInDevice],
                    Use::Address => &[DiagId::HostVariableAddressInDevice],
                    Use::Discarded | Use::Call | Use::Launch | Use::Unevaluated => return Ok(()),
                    Use::Unknown => return Err(Undecided::Context),
                };
                for &id in warnings {
                    self.report(sink, id, name_at, vec![Arg::Str(name.clone())]);
                }
                if maybe_discarded {
                    return Err(Undecided::Emission);
                }
                self.report(sink, DiagId::UndefinedInDeviceCode, undefined_at, vec![Arg::Str(name)]);
            }
            _ => {}
        }
        Ok(())
    }

    /// A host constant (`constexpr`, or `const` and initialized) at namespace scope, used in
    /// device code: its value is usable there, but not the object itself. cicc reports
    /// "undefined in device code" (no #2009x warning) where the object is needed: an element
    /// of an array read (`ca[i]`, even `ca[0]`), a scalar's address taken (`&cs`). Only in
    /// a full expression evaluated where it stands: EDG folds a variable's initializer
    /// (`int v = ca[1];`), `if constexpr`, case labels and other constant expressions (the
    /// oracle, case sema/var_host_constexpr_array_dev). Other forms are left alone: `*ca`
    /// and a cast's operand fold, `&ca[1]`, `(ca)[1]` and references are not modelled.
    fn constant_used_in_device(&self, r: Reference, sink: &mut DiagSink<'_>) -> Result<(), Undecided> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        if !self.evaluated {
            return Err(Undecided::Context);
        }
        if !at_namespace_scope(il, r.entity)
            || !(il.entity(r.entity).has(flag::CONSTEXPR) || self.initialized_anywhere(r.entity))
        {
            return Err(Undecided::Context);
        }
        let name_at = il.expr(r.node).token as usize;
        let ty = il.resolved(il.entity(r.entity).ty);
        let needed = match (r.used, il.types.get(ty)) {
            // `ca[i]` read: the element's value comes from the object.
            (Use::Read, Some(Type::Array { element, .. })) => {
                il.is_scalar(element) && t.kind.get(name_at + 1) == Some(&TokenKind::LBracket)
            }
            // `&cs`: the object's address.
            (Use::Address, _) => {
                il.is_scalar(ty)
                    && r.undefined_at
                        .is_some_and(|at| at + 1 == r.first && t.kind.get(at as usize) == Some(&TokenKind::Amp))
            }
            _ => false,
        };
        if !needed {
            return Err(Undecided::Context);
        }
        let name = self.names.qualified(r.entity).ok_or(Undecided::Unrendered)?;
        let undefined_at = r.undefined_at.ok_or(Undecided::Unrendered)?;
        self.report(sink, DiagId::UndefinedInDeviceCode, undefined_at, vec![Arg::Str(name)]);
        Ok(())
    }

    /// A variable as the messages name it: a global by its qualified name, a local by its
    /// own.
    fn variable_name(&self, e: EntityId) -> Option<String> {
        if at_namespace_scope(self.unit.il, e) {
            self.names.qualified_naming(e, UNNAMED)
        } else {
            self.names.simple(e)
        }
    }

    /// Whether a declaration of variable `e` in its scope has an initializer.
    fn initialized_anywhere(&self, e: EntityId) -> bool {
        let il = self.unit.il;
        let ent = il.entity(e);
        il.named(ent.name).any(|r| il.entity(r).parent == ent.parent && self.facts.initialized.contains(&r))
    }

    /// A kernel launch in device code needs separate compilation (the oracle's EC3607, at
    /// the launched name).
    fn check_launch(
        &self,
        kernel: ExprId,
        caller: &Result<Caller, Undecided>,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        if self.unit.pass != Pass::Device || self.unit.rules.rdc {
            return;
        }
        let caller = match caller {
            Ok(c) => c,
            Err(why) => return stats.count(*why),
        };
        if caller.template {
            return stats.count(Undecided::Template);
        }
        // cicc checks what it emits: a discarded `if constexpr` branch is not.
        if self.in_constexpr_if(self.unit.il.expr(kernel).token) {
            return stats.count(Undecided::Emission);
        }
        // A host-device function's launch too, whatever the exec-check pragmas (the oracle,
        // case sema/launch_from_host_device).
        if !matches!(caller.space, Space::Device | Space::Global | Space::HostDevice) {
            return;
        }
        let Some(at) = self.first_token(kernel) else { return stats.count(Undecided::Unrendered) };
        stats.decided += 1;
        self.report(sink, DiagId::KernelLaunchNeedsRdc, at, Vec::new());
    }

    /// `f<<<…>>>(…)` where `f` is no `__global__` function (the oracle's EC3635, both passes,
    /// at the callee's first token): "a host function call cannot be configured", or
    /// `__device__` for a device or host-device one. Only where the function is certain: named
    /// without template arguments (a function template's too), the only function of its name
    /// in the unit (a member, the
    /// only member of its name in its class), all its declarations in one space. In a
    /// template, only the host pass checks, and only a launch whose arguments are literals
    /// (that depends on nothing, as for calls; its configuration may).
    fn check_configured(
        &self,
        callee: ExprId,
        args: &[ExprId],
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let il = self.unit.il;
        let node = il.expr(callee);
        let ExprKind::Name(f) = node.kind else { return };
        if f.is_none() || il.entity(f).kind != EntityKind::Routine {
            return;
        }
        let Some(at) = self.first_token(callee) else { return stats.count(Undecided::Unrendered) };
        // In an `if constexpr` the launch may be discarded, and nvcc then says nothing (the
        // oracle: `if constexpr (false) df<<<1, 1>>>();`).
        if self.in_constexpr_if(at) {
            return stats.count(Undecided::Emission);
        }
        let function = il.entity(f);
        // A function template launched by its name alone: deduction makes an instance of
        // it, in its space (the oracle: `t<<<1, 1>>>(1)`).
        if function.has(flag::SPECIALIZATION) || !self.written_plainly(at, node.token) {
            return stats.count(Undecided::Template);
        }
        let templated = in_template(self.unit, self.scope) || caller.as_ref().is_ok_and(|c| c.template);
        if templated && (self.unit.pass == Pass::Device || !plain_call(il, args)) {
            return stats.count(Undecided::Template);
        }
        if unread {
            return stats.count(Undecided::Unread);
        }
        // Among overloads, the one the arguments certainly choose (`k<<<1, 1>>>(1.0f)` with a
        // host `k(float)` beside a kernel `k(int)`).
        let chosen = self.only_function(f).map(|()| f).or_else(|why| match self.exact_overload(callee, args) {
            o if o.is_none() => Err(why),
            o => Ok(o),
        });
        let space = chosen.and_then(|f| routine_space(il, f));
        let word = match space {
            Ok(Space::Global) => return stats.decided += 1,
            Ok(Space::Host) => "host",
            Ok(Space::Device | Space::HostDevice) => "__device__",
            Err(why) => return stats.count(why),
        };
        stats.decided += 1;
        self.report(sink, DiagId::ConfiguredCallNotKernel, at, vec![Arg::Str(word.into())]);
    }

    /// A call with fewer arguments than its function has parameters without a default
    /// (EC165, at the `)`), or more than it has parameters and no ellipsis (EC140, at the
    /// first one too many); a kernel launch's arguments alike (the oracle, case
    /// sema/call_arity). Only where the function is certain: named without template
    /// arguments, at namespace scope the only function of its name in the unit (no overload,
    /// no argument-dependent lookup can add one), a member the only member of its name in its
    /// class (called on a variable, or qualified); no template; its default
    /// arguments are counted on every declaration of its name and type.
    fn check_arity(
        &mut self,
        callee: ExprId,
        args: &[ExprId],
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let il = self.unit.il;
        let t = self.unit.tokens;
        let node = il.expr(callee);
        let f = match node.kind {
            ExprKind::Name(f) => f,
            ExprKind::Operation(Op::Member | Op::MemberOfPointer) => {
                match super::spaces::called_member(il, t, callee) {
                    Some(f) => f,
                    None => return,
                }
            }
            _ => return,
        };
        if f.is_none() || t.kind.get(node.token as usize) != Some(&TokenKind::Identifier) {
            return;
        }
        let function = il.entity(f);
        let scope = il.scope(function.parent);
        if function.kind != EntityKind::Routine
            || function.has(flag::TEMPLATE | flag::SPECIALIZATION)
            || !matches!(
                scope.kind,
                crate::il::ScopeKind::File | crate::il::ScopeKind::Namespace | crate::il::ScopeKind::Class
            )
            || args.iter().any(|&a| il.expr(a).kind == ExprKind::PackExpansion)
        {
            return;
        }
        let Some(Type::Function(ft)) = il.types.get(function.ty) else { return };
        let ft = il.types.function_type(ft);
        // Most calls fit plainly: left before the checks below and `arity`'s look at defaults.
        if args.len() >= ft.params.len() && (ft.ellipsis || args.len() == ft.params.len()) {
            return;
        }
        // In a template, cudafe++ checks at the definition a call that depends on nothing:
        // a namespace-scope function's, with literal arguments only, in a function's or a
        // lambda's body (generic or not); cicc, such a call once the function template
        // around it is instantiated (reported after the walk, when that is known), and in
        // a generic lambda of an ordinary function as it stands. Cases sema/call_arity,
        // sema/call_arity_in_template and sema/call_arity_lambdas_in_templates.
        let templated = in_template(self.unit, self.scope) || caller.as_ref().is_ok_and(|c| c.template);
        let independent = scope.kind != crate::il::ScopeKind::Class
            && plain_call(il, args)
            && !matches!(self.facts.owner(self.scope), Owner::None);
        // The function around it: a template's instance, or an ordinary function (around a
        // generic lambda, which cicc checks as it stands).
        let enclosing = self.facts.routine_at(self.unit, self.scope);
        let (instance, ordinary) = match enclosing {
            r if !r.is_none() && self.unit.pass == Pass::Device => {
                let e = il.entity(r);
                let outside = !in_template(self.unit, e.parent);
                let instance = (e.has(flag::TEMPLATE) && !e.has(flag::SPECIALIZATION) && outside).then_some(r);
                (instance, !e.has(flag::TEMPLATE | flag::SPECIALIZATION) && outside)
            }
            _ => (None, false),
        };
        // A call with a dependent argument, in a function template's own body: cicc checks
        // it in each instance (the oracle, case sema/call_arity_lambdas_in_templates).
        let dependent = scope.kind != crate::il::ScopeKind::Class
            && matches!(self.facts.owner(self.scope), Owner::Routine(_))
            && instance.is_some();
        let deferred = match (templated, independent, self.unit.pass, instance) {
            (false, ..) => None,
            (true, true, Pass::Host, _) => None,
            (true, true, Pass::Device, Some(r)) => Some((r, false)),
            (true, true, Pass::Device, None) if ordinary => None,
            (true, false, Pass::Device, Some(r)) if dependent => Some((r, true)),
            _ => return stats.count(Undecided::Template),
        };
        if unread {
            return stats.count(Undecided::Unread);
        }
        let only = match scope.kind {
            // A member: the only member of its name in its class.
            crate::il::ScopeKind::Class => super::spaces::only_member_named(il, scope.entity, function.name)
                .and_then(|m| if m == f { Ok(()) } else { Err(Undecided::Member) }),
            _ => self.facts.only_function_named(il, f),
        };
        if let Err(why) = only {
            return stats.count(why);
        }
        // The call's parentheses, and where each argument starts: what the IL read must be
        // what the tokens hold. A launch's arguments follow its configuration's `>>>`.
        let mut open = node.token as usize + 1;
        if t.kind.get(open) == Some(&TokenKind::LaunchOpen) {
            let mut depth = 0usize;
            open += 1;
            while open < t.kind.len() && !(depth == 0 && t.kind[open] == TokenKind::LaunchClose) {
                match t.kind[open] {
                    TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                    TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => depth = depth.saturating_sub(1),
                    _ => {}
                }
                open += 1;
            }
            open += 1;
        }
        if t.kind.get(open) != Some(&TokenKind::LParen) {
            return stats.count(Undecided::Unrendered);
        }
        let Some((close, starts)) = argument_starts(t, open) else { return stats.count(Undecided::Unrendered) };
        if starts.len() != args.len() {
            return stats.count(Undecided::Unrendered);
        }
        let (id, at) = match arity(il, t, f, args.len()) {
            Ok(Arity::TooMany { params }) => (DiagId::TooManyArguments, starts[params]),
            Ok(Arity::TooFew) => (DiagId::TooFewArguments, close),
            Ok(Arity::Fits) => return,
            Err(why) => return stats.count(why),
        };
        // The call is no call: its callee's space is not checked (nvcc reports the count only).
        self.misfits.insert(callee);
        match deferred {
            Some((template, dependent)) => self.instance_arities.push((template, id, at, dependent)),
            None => {
                stats.decided += 1;
                self.report(sink, id, at, Vec::new());
            }
        }
    }

    /// Operands no built-in comparison takes, and no user-defined one can (EC42): a pointer
    /// and an arithmetic value that is no null pointer constant (`32 > p`, `p == i`,
    /// `p == true`), or pointers to different types (`int *` and `float *`, `int **` and
    /// `int *`; qualifiers at any level aside: `int **` and `const int **` compare). Only
    /// where both types are certain and written without typedefs, out of templates (whose
    /// definitions nvcc may check later or not at all).
    fn check_comparison(
        &self,
        comparison: ExprId,
        caller: &Result<Caller, Undecided>,
        unread: bool,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let &[lhs, rhs] = self.unit.il.operands(comparison) else { return };
        let at = self.unit.il.expr(comparison).token;
        let (Some(l), Some(r)) = (self.plain_operand_type(lhs), self.plain_operand_type(rhs)) else { return };
        let types = &self.unit.il.types;
        let unqualified = |t: TypeId| match types.get(t) {
            Some(Type::Qualified { base, .. }) => base,
            _ => t,
        };
        let pointee = |t: TypeId| match types.get(unqualified(t)) {
            Some(Type::Pointer { to, kind: RefKind::Pointer }) => Some(to),
            _ => None,
        };
        // The operands are arithmetic or pointers to such (plain_operand_type).
        let incompatible = match (pointee(l), pointee(r)) {
            (Some(mut a), Some(mut b)) => {
                let mut level = 1;
                while let (Some(x), Some(y)) = (pointee(a), pointee(b)) {
                    (a, b, level) = (x, y, level + 1);
                }
                let (a, b) = (unqualified(a), unqualified(b));
                match (types.get(a), types.get(b)) {
                    _ if a == b => false,
                    // A pointer to a derived class converts to one to its base (not deeper).
                    (Some(Type::Tag(x)), Some(Type::Tag(y))) if level == 1 => {
                        // EDG reads in order: a base a class gains after the comparison does
                        // not count (in a class's member, read at the outermost class's end).
                        let Some(read) = super::context::read_through(self.unit.il, self.scope, at) else {
                            return stats.count(Undecided::Member);
                        };
                        let before = Some(read);
                        match (self.derives(x, y, before), self.derives(y, x, before)) {
                            (Some(false), Some(false)) => true,
                            (Some(true), _) | (_, Some(true)) => false,
                            _ => return stats.count(Undecided::Member),
                        }
                    }
                    _ => true,
                }
            }
            (Some(_), None) | (None, Some(_)) => true,
            (None, None) => false,
        };
        if !incompatible {
            return;
        }
        // A function template's body: cicc reports an instantiation's, cudafe++ not (the
        // oracle); which instantiations there are is not modelled.
        if in_template(self.unit, self.scope) || caller.as_ref().is_ok_and(|c| c.template) {
            return stats.count(Undecided::Template);
        }
        if unread {
            return stats.count(Undecided::Unread);
        }
        let pass = self.unit.pass;
        let (Some(lt), Some(rt)) = (self.names.type_argument(l, pass), self.names.type_argument(r, pass)) else {
            return stats.count(Undecided::Unrendered);
        };
        stats.decided += 1;
        let text = |text| Arg::Type(TypeText { text, desugared: None });
        self.report(sink, DiagId::OperandTypesIncompatible, at, vec![text(lt), text(rt)]);
    }

    /// Whether class `derived` has `base` among its bases, at any depth (`None`: a base on
    /// the way is not known): those it gains before token `before`, or by the unit's end.
    fn derives(&self, derived: EntityId, base: EntityId, before: Option<u32>) -> Option<bool> {
        let il = self.unit.il;
        let mut todo = vec![derived];
        let mut seen = 0;
        while let Some(c) = todo.pop() {
            seen += 1;
            if seen > 256 || il.entity(c).has(flag::UNKNOWN_BASES) {
                return None;
            }
            for &(_, _, b, _) in il.bases.iter().filter(|b| b.0 == c && before.is_none_or(|t| b.3 < t)) {
                if b.is_none() {
                    return None;
                }
                if b == base {
                    return Some(true);
                }
                todo.push(b);
            }
        }
        Some(false)
    }

    /// An operand's type when it is certain and spelled without typedefs (so nvcc writes it
    /// as cufront renders it), arithmetic, or a pointer to such or to a class or enum that
    /// is not a template's: a variable's or parameter's,
    /// a number literal's other than zero, `true`'s. (Zero, `false` and `'\0'` are null
    /// pointer constants to EDG; other character literals are left out.)
    fn plain_operand_type(&self, e: ExprId) -> Option<TypeId> {
        let il = self.unit.il;
        let node = il.expr(e);
        let ty = match node.kind {
            ExprKind::Name(_) => variable_type(il, e)?,
            ExprKind::Literal if node.end == node.token + 1 => {
                let tokens = self.unit.tokens;
                let i = node.token as usize;
                let text = tokens.spelling(i);
                match tokens.kind[i] {
                    TokenKind::Identifier
                        if tokens.flags[i] & crate::parse::tokens::flag::KEYWORD != 0 && text == b"true" =>
                    {
                        il.types.find(Type::Integer(crate::il::IntKind::Bool))?
                    }
                    TokenKind::Number if !text.iter().take_while(|b| b.is_ascii_digit()).all(|&b| b == b'0') => {
                        il.types.find(number_kind(text)?)?
                    }
                    _ => return None,
                }
            }
            // `(1 - 1)`: an int, but no null pointer constant, which only a literal is (the
            // oracle, case sema/compare_pointer_pointer).
            ExprKind::Operation(Op::Add | Op::Subtract | Op::Multiply) => {
                let &[l, r] = il.operands(e) else { return None };
                match (self.promoted_integer(l)?, self.promoted_integer(r)?) {
                    (a, b) if a == b => il.types.find(Type::Integer(a))?,
                    _ => return None,
                }
            }
            _ => return None,
        };
        let mut t = ty;
        for _ in 0..8 {
            match il.types.get(t)? {
                Type::Integer(_) | Type::Float(_) => return Some(ty),
                Type::Tag(e) if t != ty => {
                    let ent = il.entity(e);
                    let certain = matches!(ent.kind, EntityKind::Class | EntityKind::Enum)
                        && !ent.has(flag::TEMPLATE | flag::SPECIALIZATION)
                        && !in_template(self.unit, ent.parent);
                    return certain.then_some(ty);
                }
                Type::Qualified { base, .. } => t = base,
                Type::Pointer { to, kind: RefKind::Pointer } => t = to,
                _ => return None,
            }
        }
        None
    }

    /// The integer type of an operand that is a name or a literal, promoted (`char` and
    /// `short` to `int`); `None` for other operands and types (no look deeper).
    fn promoted_integer(&self, e: ExprId) -> Option<crate::il::IntKind> {
        use crate::il::IntKind::*;
        let il = self.unit.il;
        let node = il.expr(e);
        let kind = match node.kind {
            ExprKind::Name(_) => match il.types.get(variable_type(il, e)?)? {
                Type::Integer(k) => k,
                Type::Qualified { base, .. } => match il.types.get(base)? {
                    Type::Integer(k) => k,
                    _ => return None,
                },
                _ => return None,
            },
            ExprKind::Literal if node.end == node.token + 1 => {
                let i = node.token as usize;
                if self.unit.tokens.kind[i] != TokenKind::Number {
                    return None;
                }
                match number_kind(self.unit.tokens.spelling(i))? {
                    Type::Integer(k) => k,
                    _ => return None,
                }
            }
            _ => return None,
        };
        match kind {
            Bool | Char | SignedChar | UnsignedChar | Short | UnsignedShort => Some(Int),
            Int | UnsignedInt | Long | UnsignedLong | LongLong | UnsignedLongLong => Some(kind),
            _ => None,
        }
    }

    /// An error the device pass's front end reports of a construct in device code wherever
    /// it stands (also where cicc emits nothing, and unevaluated), not in templates until
    /// instantiated: `throw` (EC3644; `try` is the declarations' walk's), `typeid` and
    /// `dynamic_cast` (EC3772, at the keyword).
    fn device_code_error(
        &self,
        id: DiagId,
        at: u32,
        args: Vec<Arg>,
        caller: &Result<Caller, Undecided>,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        match in_device_code(self.unit, caller) {
            Ok(true) => {
                stats.decided += 1;
                self.report(sink, id, at, args);
            }
            Ok(false) => {}
            Err(why) => stats.count(why),
        }
    }

    fn report(&self, sink: &mut DiagSink<'_>, id: DiagId, at: u32, args: Vec<Arg>) {
        let mut d = self.unit.report(sink, id, at);
        for a in args {
            d = d.arg(a);
        }
        d.emit();
    }

    // ---- what an expression is ----

    /// The first token of a name whose last token is `last`: `n::S::f` from `f`.
    fn name_start(&self, last: u32) -> u32 {
        name_start(self.unit.tokens, last)
    }

    /// Whether the name was written with template arguments (`f<int>(…)`).
    fn has_template_arguments(&self, r: Reference) -> bool {
        !r.operator && !r.constructed && !self.written_plainly(r.first, self.unit.il.expr(r.node).token)
    }

    /// Whether a name from token `first` to `last` is only identifiers and `::` (no template
    /// arguments).
    fn written_plainly(&self, first: u32, last: u32) -> bool {
        let kinds = &self.unit.tokens.kind[first as usize..=last as usize];
        kinds.iter().all(|&k| matches!(k, TokenKind::Identifier | TokenKind::ColonColon))
    }

    fn first_token(&self, e: ExprId) -> Option<u32> {
        first_token(self.unit.il, self.unit.tokens, e)
    }

    fn last_token(&self, e: ExprId) -> Option<u32> {
        last_token(self.unit.il, e)
    }

    /// `Read` when `e` is certainly a scalar value, `Unknown` otherwise.
    fn read_if_scalar(&self, e: ExprId) -> Use {
        if self.scalar(e) {
            Use::Read
        } else {
            Use::Unknown
        }
    }

    /// The field `object.m` names, where `object` is a variable of a class that is no
    /// template's and `m` is certainly a field of it: declared in the class itself, the only
    /// member of its name.
    fn field_of(&self, e: ExprId) -> Option<EntityId> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let node = il.expr(e);
        if node.kind != ExprKind::Operation(Op::Member) {
            return None;
        }
        let &[object] = il.operands(e) else { return None };
        let class = super::spaces::class_of(il, variable_type(il, object)?, false)?;
        // `s.S::a` and `s.template f<…>` are written otherwise.
        let named = node.token as usize;
        if named.checked_sub(1).and_then(|i| t.kind.get(i)) != Some(&TokenKind::Dot) {
            return None;
        }
        let field = super::spaces::only_data_member_named(il, class, *t.sym.get(named)?)?;
        (il.entity(field).kind == EntityKind::Field).then_some(field)
    }

    /// Whether expression `e` is certainly of scalar type (arithmetic, enumeration, pointer):
    /// then the operators applied to it are the built-in ones.
    fn scalar(&self, e: ExprId) -> bool {
        let il = self.unit.il;
        let node = il.expr(e);
        let operands = il.operands(e);
        match node.kind {
            ExprKind::Literal => matches!(
                self.unit.tokens.kind.get(node.token as usize),
                Some(TokenKind::Number | TokenKind::CharLiteral)
            ),
            ExprKind::Name(x) => {
                !x.is_none()
                    && matches!(
                        il.entity(x).kind,
                        EntityKind::Variable | EntityKind::Parameter | EntityKind::Enumerator
                    )
                    && (il.entity(x).kind == EntityKind::Enumerator || self.unit.il.is_scalar(il.entity(x).ty))
            }
            ExprKind::Operation(op) => match op {
                Op::Member => self.field_of(e).is_some_and(|f| il.is_scalar(il.entity(f).ty)),
                Op::Subscript => {
                    let base = operands.first().map(|&b| il.expr(b));
                    let field = operands.first().and_then(|&b| self.field_of(b));
                    match base.map(|b| b.kind) {
                        Some(ExprKind::Operation(Op::Member)) if field.is_some() => {
                            let ty = il.resolved(field.map_or(TypeId::NONE, |f| il.entity(f).ty));
                            match il.types.get(ty) {
                                Some(Type::Array { element, .. }) => il.is_scalar(element),
                                Some(Type::Pointer { to, kind: RefKind::Pointer }) => il.is_scalar(to),
                                _ => false,
                            }
                        }
                        Some(ExprKind::Name(x)) if !x.is_none() => {
                            let ty = self.unit.il.resolved(il.entity(x).ty);
                            match il.types.get(ty) {
                                Some(Type::Array { element, .. }) => self.unit.il.is_scalar(element),
                                Some(Type::Pointer { to, kind: RefKind::Pointer }) => self.unit.il.is_scalar(to),
                                _ => false,
                            }
                        }
                        _ => false,
                    }
                }
                // A call of a certain callee returning a scalar by value.
                Op::Call => operands.first().and_then(|&c| self.facts.certain_callee(il, c)).is_some_and(|f| {
                    let ret = match il.types.get(il.entity(f).ty) {
                        Some(Type::Function(t)) => il.types.function_type(t).ret,
                        _ => TypeId::NONE,
                    };
                    il.is_scalar(ret)
                }),
                // `*p` for a variable or parameter `p` that points to a scalar.
                Op::Deref => operands.first().is_some_and(|&p| match il.expr(p).kind {
                    ExprKind::Name(x) if !x.is_none() && il.entity(x).kind != EntityKind::Routine => {
                        match il.types.get(il.resolved(il.entity(x).ty)) {
                            Some(Type::Pointer { to, kind: RefKind::Pointer }) => il.is_scalar(to),
                            _ => false,
                        }
                    }
                    _ => false,
                }),
                Op::KernelLaunch
                | Op::MemberOfPointer
                | Op::PtrMemDot
                | Op::PtrMemArrow
                | Op::AddressOf
                | Op::Comma => false,
                _ => operands.iter().all(|&o| self.scalar(o)),
            },
            ExprKind::Cast(_) => self.unit.il.is_scalar(node.ty),
            ExprKind::Sizeof | ExprKind::Alignof => true,
            _ => false,
        }
    }

    /// Among the overloads a call's name finds, the one it calls, when that is certain: the
    /// name's functions are all in one scope, none a template; those declared after the
    /// call are no candidates (with scalar arguments, no argument-dependent lookup adds
    /// them); every argument's type is known (a literal, a scalar variable or parameter).
    /// The only candidate that can take the arguments (`only_viable`); otherwise the one
    /// that matches every argument's type exactly (`exact_match`).
    fn exact_overload(&self, callee: ExprId, args: &[ExprId]) -> EntityId {
        let il = self.unit.il;
        let ExprKind::Name(e) = il.expr(callee).kind else { return EntityId::NONE };
        if e.is_none() || il.entity(e).kind != EntityKind::Routine || self.facts.only_function_named(il, e).is_ok() {
            return EntityId::NONE;
        }
        let ent = il.entity(e);
        if !at_namespace_scope(il, e) {
            return EntityId::NONE;
        }
        let at = il.expr(callee).token;
        // A function that is no class's member, in no class: unqualified lookup finds no
        // class member there (a friend still counts: left undecided below).
        let outside_classes = match self.facts.owner(self.scope) {
            Owner::Routine(f) => {
                il.scope(il.entity(f).parent).kind != crate::il::ScopeKind::Class
                    && !super::context::in_class(il, self.scope)
            }
            _ => false,
        };
        let mut candidates = Vec::new();
        for r in il.named(ent.name) {
            let x = il.entity(r);
            if outside_classes && il.scope(x.parent).kind == crate::il::ScopeKind::Class && !x.has(flag::FRIEND) {
                continue;
            }
            // Variables and parameters of the name elsewhere are not candidates.
            if !matches!(x.kind, EntityKind::Routine | EntityKind::UsingDeclaration) {
                continue;
            }
            // One declared after the call is not a candidate there.
            if x.kind == EntityKind::Routine && x.parent == ent.parent && x.token > at {
                continue;
            }
            if x.kind != EntityKind::Routine
                || x.parent != ent.parent
                || x.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::FRIEND | flag::EXTERN_C)
                || candidates.len() > 32
            {
                return EntityId::NONE;
            }
            candidates.push(r);
        }
        let viable = only_viable(il, self.unit.tokens, &candidates, args);
        if !viable.is_none() {
            return viable;
        }
        exact_match(il, self.unit.tokens, &candidates, args)
    }

    /// The type of the function a call certainly calls: the callee is a name of the only
    /// function of its name.
    fn certain_signature(&self, callee: ExprId) -> Option<&'u crate::il::FunctionType> {
        let il: &'u crate::il::Il = self.unit.il;
        let e = self.facts.certain_callee(il, callee)?;
        match il.types.get(il.entity(e).ty) {
            Some(Type::Function(f)) => Some(il.types.function_type(f)),
            _ => None,
        }
    }
}

/// The `)` closing the `(` at `open`, and the first token of each argument between them
/// (commas outside any bracket separate them; angle brackets are not counted, so a
/// template argument list's comma makes the count differ from the IL's, and the caller
/// gives up).
fn argument_starts(t: &crate::parse::Tokens, open: usize) -> Option<(u32, Vec<u32>)> {
    use TokenKind as T;
    let (mut depth, mut starts, mut expect) = (0usize, Vec::new(), true);
    for i in open + 1..t.kind.len() {
        let k = t.kind[i];
        if depth == 0 {
            match k {
                T::RParen => return Some((i as u32, starts)),
                T::RBracket | T::RBrace | T::Eof => return None,
                T::Comma => {
                    expect = true;
                    continue;
                }
                _ if expect => {
                    starts.push(i as u32);
                    expect = false;
                }
                _ => {}
            }
        }
        match k {
            T::LParen | T::LBracket | T::LBrace => depth += 1,
            T::RParen | T::RBracket | T::RBrace => depth -= 1,
            T::Eof => return None,
            _ => {}
        }
    }
    None
}

/// How a call with `count` arguments fits function `f`'s parameters (without weighing
/// packs): too many (none is an ellipsis), too few (more than the defaults of every
/// declaration of the name and type make up), or fitting. `Err` where a declaration's
/// parameter list is not read off its tokens.
pub(super) fn arity(
    il: &crate::il::Il,
    t: &crate::parse::Tokens,
    f: EntityId,
    count: usize,
) -> Result<Arity, Undecided> {
    let function = il.entity(f);
    let Some(Type::Function(ft)) = il.types.get(function.ty) else { return Err(Undecided::Context) };
    let ft = il.types.function_type(ft);
    let params = ft.params.len();
    if !ft.ellipsis && count > params {
        return Ok(Arity::TooMany { params });
    }
    if count >= params {
        return Ok(Arity::Fits);
    }
    let mut defaults = 0;
    // Every declaration of the name and type, wherever it is (a member's definition out of
    // its class may add defaults): more defaults than there are only quiets the check.
    for d in il.named(function.name) {
        let other = il.entity(d);
        if other.kind != EntityKind::Routine || other.ty != function.ty {
            continue;
        }
        let open = other.token as usize + 1;
        if t.kind.get(open) != Some(&TokenKind::LParen) {
            return Err(Undecided::Unrendered);
        }
        defaults += default_arguments(t, open).ok_or(Undecided::Unrendered)?;
    }
    Ok(if count < params.saturating_sub(defaults) { Arity::TooFew } else { Arity::Fits })
}

/// How a call's argument count fits its function ([`arity`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Arity {
    Fits,
    /// More arguments than the `params` parameters.
    TooMany {
        params: usize,
    },
    TooFew,
}

/// How many parameters of the parameter list opening at `open` have a default argument: its
/// `=` signs outside any bracket inside it.
pub(super) fn default_arguments(t: &crate::parse::Tokens, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut n = 0;
    for i in open + 1..t.kind.len() {
        match t.kind[i] {
            TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace if depth == 0 => return Some(n),
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => depth -= 1,
            TokenKind::Eq if depth == 0 => n += 1,
            TokenKind::Eof => return None,
            _ => {}
        }
    }
    None
}

/// `e`, or the entity a using-declaration `e` names (when the parser found it).
fn through_using(il: &crate::il::Il, mut e: EntityId) -> EntityId {
    for _ in 0..8 {
        let ent = il.entity(e);
        if ent.kind != EntityKind::UsingDeclaration || ent.target.is_none() {
            break;
        }
        e = ent.target;
    }
    e
}

/// Among `candidates` (functions of one name, found in one scope), the one a call with
/// `args` matches exactly, when that is certain: every argument's type is known (a literal,
/// a scalar variable or parameter); every candidate takes as many scalar parameters by value
/// (default arguments and ellipses are not weighed); exactly one (redeclarations aside)
/// matches every argument's type, so it beats the others, which need a conversion. `NONE`
/// otherwise.
/// The constructor an initialization of the form `init` with arguments `args` calls, among
/// a class's `constructors` (in declaration order): `None` where the class declares none
/// (its implicit ones run on both sides; an aggregate calls none) or where the call is an
/// error of its own (no constructor fits). Not decided: constructor templates, defaulted or
/// deleted ones, braced lists that may be an `std::initializer_list` or call one taking
/// class objects, and whatever [`exact_match`] and [`only_viable`] leave open.
fn constructor_called(
    il: &crate::il::Il,
    t: &crate::parse::Tokens,
    constructors: &[EntityId],
    args: &[ExprId],
    init: Init,
) -> Result<Option<EntityId>, Undecided> {
    use super::spaces::DefaultConstructor;
    let chosen = if args.is_empty() {
        match super::spaces::default_constructor(il, t, constructors)? {
            DefaultConstructor::Declared { declarations, .. } => {
                // Defaulted on its first declaration, it is as the implicit one.
                if il.entity(declarations[0]).has(flag::DEFAULTED) {
                    return Ok(None);
                }
                declarations[0]
            }
            DefaultConstructor::Implicit | DefaultConstructor::Missing => return Ok(None),
        }
    } else {
        if constructors.is_empty() {
            return Ok(None);
        }
        if constructors.iter().any(|&c| il.entity(c).has(flag::TEMPLATE)) {
            return Err(Undecided::Template);
        }
        let list = matches!(init, Init::List | Init::CopyList);
        let scalar_parameters = |c: EntityId| match il.types.get(il.entity(c).ty) {
            Some(Type::Function(f)) => il.types.function_type(f).params.iter().all(|&p| il.is_scalar(p)),
            _ => false,
        };
        if list && !constructors.iter().all(|&c| scalar_parameters(c)) {
            return Err(Undecided::NotModelled);
        }
        // A constructor with more parameters than arguments fits only through its default
        // arguments (which the choice does not weigh); without enough of them, it does not.
        let mut candidates = Vec::with_capacity(constructors.len());
        for &c in constructors {
            if init == Init::Copy && il.entity(c).has(flag::EXPLICIT) {
                continue;
            }
            let Some(Type::Function(f)) = il.types.get(il.entity(c).ty) else { return Err(Undecided::UnknownType) };
            let params = il.types.function_type(f).params.len();
            if params > args.len() {
                let mut defaults = 0;
                for &d in constructors.iter().filter(|&&d| il.entity(d).ty == il.entity(c).ty) {
                    let open = il.entity(d).token as usize + 1;
                    if t.kind.get(open) != Some(&TokenKind::LParen) {
                        return Err(Undecided::Unrendered);
                    }
                    defaults += default_arguments(t, open).ok_or(Undecided::Unrendered)?;
                }
                if params - defaults.min(params) <= args.len() {
                    return Err(Undecided::NotModelled);
                }
                continue;
            }
            candidates.push(c);
        }
        let mut chosen = copy_constructor(il, &candidates, args);
        if chosen.is_none() {
            chosen = exact_match(il, t, &candidates, args);
        }
        if chosen.is_none() && !list {
            chosen = only_viable(il, t, &candidates, args);
        }
        if chosen.is_none() {
            return Err(Undecided::Overloaded);
        }
        chosen
    };
    let ent = il.entity(chosen);
    if ent.has(flag::DEFAULTED | flag::DELETED) || (init == Init::CopyList && ent.has(flag::EXPLICIT)) {
        return Err(Undecided::NotModelled);
    }
    Ok(Some(chosen))
}

/// The copy constructor an initialization from one named object of the class itself calls
/// (`T b = a;`, `T b(a)`, `a` a variable or parameter of type `T`, not a reference): the one
/// constructor of the class taking `T &` or `const T &` alone that binds the object best,
/// where no other constructor of one parameter takes a class or a reference (a scalar one
/// needs a conversion, which ranks below binding a reference). `NONE` otherwise.
fn copy_constructor(il: &crate::il::Il, candidates: &[EntityId], args: &[ExprId]) -> EntityId {
    let &[a] = args else { return EntityId::NONE };
    let Some(declared) = variable_type(il, a) else { return EntityId::NONE };
    let Some(Type::Tag(class)) = il.types.get(il.resolved(declared)) else { return EntityId::NONE };
    let (Some(constant), Some(false)) = (il.is_const(declared), il.is_volatile(declared)) else {
        return EntityId::NONE;
    };
    // The constructors taking `T &` and `const T &` (one each, redeclarations aside); any
    // other of one parameter that is not a scalar leaves the choice to overload resolution.
    let (mut by_ref, mut by_const_ref) = (EntityId::NONE, EntityId::NONE);
    for &c in candidates {
        let ent = il.entity(c);
        if il.scope(ent.parent).entity != class {
            return EntityId::NONE;
        }
        let Some(Type::Function(f)) = il.types.get(ent.ty) else { return EntityId::NONE };
        let f = il.types.function_type(f);
        if f.ellipsis {
            return EntityId::NONE;
        }
        let &[param] = f.params.as_slice() else { continue };
        match il.types.get(param) {
            _ if il.is_scalar(param) => {}
            Some(Type::Pointer { to, kind: RefKind::LValue }) if il.resolved(to) == il.resolved(declared) => {
                match (il.is_const(to), il.is_volatile(to)) {
                    (Some(true), Some(false)) if by_const_ref.is_none() || il.entity(by_const_ref).ty == ent.ty => {
                        by_const_ref = c
                    }
                    (Some(false), Some(false)) if by_ref.is_none() || il.entity(by_ref).ty == ent.ty => by_ref = c,
                    _ => return EntityId::NONE,
                }
            }
            // `T &&` binds no lvalue.
            Some(Type::Pointer { to, kind: RefKind::RValue }) if il.resolved(to) == il.resolved(declared) => {}
            _ => return EntityId::NONE,
        }
    }
    match constant {
        false if !by_ref.is_none() => by_ref,
        _ => by_const_ref,
    }
}

/// A `new` expression's constructor arguments when it makes one object of a class named
/// plainly, with a parenthesized initializer or none (`new T(a)`, `new (p) n::T`); not an
/// array, a braced list, or a parenthesized type.
fn new_arguments<'il>(il: &'il crate::il::Il, t: &crate::parse::Tokens, new: ExprId) -> Option<&'il [ExprId]> {
    let node = il.expr(new);
    let mut i = node.token as usize + 1;
    if node.end > 0 {
        i = t.closing(i, t.kind.len())? + 1;
    }
    let start = i;
    while matches!(t.kind.get(i), Some(TokenKind::Identifier | TokenKind::ColonColon)) {
        i += 1;
    }
    let init = il.operands(new).get(node.end as usize..)?;
    match t.kind.get(i)? {
        _ if i == start => None,
        TokenKind::LParen => Some(init),
        TokenKind::Semi | TokenKind::RParen | TokenKind::Comma if init.is_empty() => Some(init),
        _ => None,
    }
}

/// Whether expression `x` certainly has a value known only at run time: the name of a
/// variable or parameter that is neither const nor constexpr, or a built-in operation on
/// one.
fn runtime_value(il: &crate::il::Il, x: ExprId, depth: u32) -> bool {
    match il.expr(x).kind {
        ExprKind::Name(e) if !e.is_none() => {
            let ent = il.entity(e);
            matches!(ent.kind, EntityKind::Variable | EntityKind::Parameter)
                && !ent.has(flag::CONSTEXPR)
                && il.is_const(ent.ty) == Some(false)
                && il.is_scalar(ent.ty)
        }
        ExprKind::Operation(op) if depth < 8 && !matches!(op, Op::Call | Op::Comma) => {
            il.operands(x).iter().any(|&o| runtime_value(il, o, depth + 1))
        }
        _ => false,
    }
}

/// A functional cast's arguments when it is written with parentheses (`T(a, b)`, `T()`), not
/// braces (`T{a}`: where cicc reports that call was not worked out, and cudafe++ does not).
fn parenthesized<'il>(il: &'il crate::il::Il, t: &crate::parse::Tokens, cast: ExprId) -> Option<&'il [ExprId]> {
    // A functional cast's token is its type's first.
    let mut i = il.expr(cast).token as usize;
    while matches!(t.kind.get(i), Some(TokenKind::Identifier | TokenKind::ColonColon)) {
        i += 1;
    }
    (t.kind.get(i) == Some(&TokenKind::LParen)).then(|| il.operands(cast))
}

pub(super) fn exact_match(
    il: &crate::il::Il,
    t: &crate::parse::Tokens,
    candidates: &[EntityId],
    args: &[ExprId],
) -> EntityId {
    let Some(arg_types) = args.iter().map(|&a| exact_type(il, t, a)).collect::<Option<Vec<TypeId>>>() else {
        return EntityId::NONE;
    };
    the_only_fit(il, candidates, args.len(), |params| {
        params
            .iter()
            .all(|&p| il.is_scalar(p))
            .then(|| params.iter().zip(&arg_types).all(|(&p, &a)| il.resolved(p) == a))
    })
}

/// Among `candidates`, the one function (redeclarations aside) whose parameters `fits` a
/// call with `count` arguments: `fits` says yes, no, or not known (`None`, which leaves the
/// call undecided). `NONE` where no candidate or more than one fits, or a candidate has an
/// ellipsis or more parameters than arguments (default arguments are not weighed).
fn the_only_fit(
    il: &crate::il::Il,
    candidates: &[EntityId],
    count: usize,
    fits: impl Fn(&[TypeId]) -> Option<bool>,
) -> EntityId {
    let mut chosen = EntityId::NONE;
    for &c in candidates {
        let Some(Type::Function(f)) = il.types.get(il.entity(c).ty) else { return EntityId::NONE };
        let f = il.types.function_type(f);
        if f.ellipsis || f.params.len() > count {
            return EntityId::NONE;
        }
        if f.params.len() < count {
            continue;
        }
        let Some(fit) = fits(&f.params) else { return EntityId::NONE };
        if fit {
            if !chosen.is_none() && il.entity(chosen).ty != il.entity(c).ty {
                return EntityId::NONE;
            }
            if chosen.is_none() {
                chosen = c;
            }
        }
    }
    chosen
}

/// Among `candidates`, the only one a call with `args` can call, when every argument is of
/// an arithmetic type known ([`exact_type`]) and none may be a null pointer constant (a
/// literal zero, or a const variable): a candidate with as many parameters, each of an
/// arithmetic type, takes them (by conversion, if need be); one with a pointer parameter
/// cannot. `NONE` where another parameter type, a default argument or an ellipsis is met,
/// or more than one function remains (then ranking decides: [`exact_match`]).
fn only_viable(il: &crate::il::Il, t: &crate::parse::Tokens, candidates: &[EntityId], args: &[ExprId]) -> EntityId {
    let no_null_pointer = |a: ExprId| match il.expr(a).kind {
        ExprKind::Literal => t.spelling(il.expr(a).token as usize).iter().any(|b| b.is_ascii_digit() && *b != b'0'),
        _ => variable_type(il, a).and_then(|ty| il.is_const(ty)) == Some(false),
    };
    if !args.iter().all(|&a| exact_type(il, t, a).is_some_and(|ty| il.is_arithmetic(ty)) && no_null_pointer(a)) {
        return EntityId::NONE;
    }
    the_only_fit(il, candidates, args.len(), |params| {
        let mut takes = true;
        for &p in params {
            match il.types.get(il.resolved(p)) {
                _ if il.is_arithmetic(p) => {}
                Some(Type::Pointer { kind: RefKind::Pointer, .. }) => takes = false,
                _ => return None,
            }
        }
        Some(takes)
    })
}

/// An argument's type when it is certain: a literal's, a scalar variable's, or an
/// arithmetic operation's on operands of one such type (`exact_type_within`).
fn exact_type(il: &crate::il::Il, t: &crate::parse::Tokens, a: ExprId) -> Option<TypeId> {
    exact_type_within(il, t, a, 8)
}

/// `exact_type`, and `+ - * /` on two operands of one arithmetic type that needs no
/// promotion (`int` and wider, `float` and wider), which is the result's type (`depth`
/// bounds the operations looked into).
fn exact_type_within(il: &crate::il::Il, t: &crate::parse::Tokens, a: ExprId, depth: u32) -> Option<TypeId> {
    use crate::il::{FloatKind, IntKind};
    let node = il.expr(a);
    match node.kind {
        ExprKind::Name(_) => variable_type(il, a).filter(|&ty| il.is_scalar(ty)).map(|ty| il.resolved(ty)),
        ExprKind::Literal if node.end == node.token + 1 => {
            let kind = match t.kind[node.token as usize] {
                TokenKind::Number => number_kind(t.spelling(node.token as usize))?,
                _ => return None,
            };
            il.types.find(kind)
        }
        ExprKind::Operation(Op::Add | Op::Subtract | Op::Multiply | Op::Divide) if depth > 0 => {
            let &[l, r] = il.operands(a) else { return None };
            let ty = exact_type_within(il, t, l, depth - 1)?;
            let unpromoted = matches!(
                il.types.get(ty)?,
                Type::Integer(
                    IntKind::Int
                        | IntKind::UnsignedInt
                        | IntKind::Long
                        | IntKind::UnsignedLong
                        | IntKind::LongLong
                        | IntKind::UnsignedLongLong
                ) | Type::Float(FloatKind::Float | FloatKind::Double | FloatKind::LongDouble)
            );
            (unpromoted && exact_type_within(il, t, r, depth - 1)? == ty).then_some(ty)
        }
        _ => None,
    }
}

/// Whether a call's arguments are all literals (or none): it depends on no template
/// parameter.
fn plain_call(il: &crate::il::Il, args: &[ExprId]) -> bool {
    args.iter().all(|&a| matches!(il.expr(a).kind, ExprKind::Literal))
}

/// The declared type of the variable or parameter expression `e` names.
pub(super) fn variable_type(il: &crate::il::Il, e: ExprId) -> Option<TypeId> {
    let ExprKind::Name(x) = il.expr(e).kind else { return None };
    let ent = (!x.is_none()).then(|| il.entity(x))?;
    matches!(ent.kind, EntityKind::Variable | EntityKind::Parameter).then_some(ent.ty)
}

/// The first token of an expression, for the forms whose extent is known (parentheses
/// around it aside: the IL keeps none).
pub(super) fn first_token(il: &crate::il::Il, t: &crate::parse::Tokens, e: ExprId) -> Option<u32> {
    let node = il.expr(e);
    match node.kind {
        ExprKind::Literal | ExprKind::This => Some(node.token),
        ExprKind::Name(_) => Some(name_start(t, node.token)),
        ExprKind::Operation(op) => match op {
            Op::Plus
            | Op::Negate
            | Op::Not
            | Op::Complement
            | Op::Deref
            | Op::AddressOf
            | Op::PreIncrement
            | Op::PreDecrement => Some(node.token),
            _ => first_token(il, t, *il.operands(e).first()?),
        },
        _ => None,
    }
}

/// The first token of an expression with the parentheses around it (the IL keeps none): a
/// `(` just before its first token counts when its `)` just follows its last token, not
/// when it closes later (a call's, an enclosing expression's). `None` where it closes
/// earlier: a parenthesised first operand (`(a + b) * c`) begins before the first token the
/// IL knows of.
pub(super) fn operand_start(il: &crate::il::Il, t: &crate::parse::Tokens, e: ExprId) -> Option<u32> {
    let mut first = first_token(il, t, e)? as usize;
    let mut last = last_token(il, e)? as usize;
    while first > 0 && t.kind.get(first - 1) == Some(&TokenKind::LParen) {
        // Where the `(` closes: it must be just after the operand.
        let mut depth = 0u32;
        let mut close = None;
        for i in first - 1..=(last + 1).min(t.len().saturating_sub(1)) {
            match t.kind[i] {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        close = Some(i);
                        break;
                    }
                }
                _ => {}
            }
        }
        match close {
            // Around the operand.
            Some(c) if c == last + 1 => {
                first -= 1;
                last += 1;
            }
            Some(_) => return None,
            // Around more than the operand (a call's, an enclosing expression's).
            None => break,
        }
    }
    Some(first as u32)
}

/// The last token of an expression, for the forms whose extent is known (parentheses
/// around it aside).
pub(super) fn last_token(il: &crate::il::Il, e: ExprId) -> Option<u32> {
    let node = il.expr(e);
    match node.kind {
        // A run of adjacent string literals ends before `end`.
        ExprKind::Literal if node.end == node.token + 1 => Some(node.token),
        ExprKind::This | ExprKind::Name(_) => Some(node.token),
        ExprKind::Operation(op) => match op {
            Op::PostIncrement | Op::PostDecrement => Some(node.token),
            Op::Call | Op::Subscript | Op::KernelLaunch | Op::Member | Op::MemberOfPointer => None,
            _ => last_token(il, *il.operands(e).last()?),
        },
        _ => None,
    }
}

/// The first token of a name whose last token is `last`: `n::S::f` from `f`.
pub(super) fn name_start(t: &crate::parse::Tokens, last: u32) -> u32 {
    let k = &t.kind;
    let mut i = last as usize;
    while i >= 2 && k[i - 1] == TokenKind::ColonColon && k[i - 2] == TokenKind::Identifier {
        i -= 2;
    }
    if i >= 1 && k[i - 1] == TokenKind::ColonColon {
        i -= 1;
    }
    i as u32
}

/// The type of a number literal when it is plainly `int`, `unsigned int`, `float` or
/// `double` (a decimal without suffix below 2^31, with `u`, `f`, or a fraction).
pub(super) fn number_kind(text: &[u8]) -> Option<Type> {
    use crate::il::{FloatKind, IntKind};
    let digits = |t: &[u8]| !t.is_empty() && t.iter().all(u8::is_ascii_digit);
    if digits(text) {
        let value: u64 = std::str::from_utf8(text).ok()?.parse().ok()?;
        return (value < (1 << 31) && (text.len() == 1 || text[0] != b'0')).then_some(Type::Integer(IntKind::Int));
    }
    if let Some(t) = text.strip_suffix(b"u").or_else(|| text.strip_suffix(b"U")) {
        if !(digits(t) && (t.len() == 1 || t[0] != b'0')) {
            return None;
        }
        // A value past `unsigned int` is an `unsigned long` (`5000000000u`).
        let value: u64 = std::str::from_utf8(t).ok()?.parse().ok()?;
        return Some(Type::Integer(if value <= u32::MAX as u64 {
            IntKind::UnsignedInt
        } else {
            IntKind::UnsignedLong
        }));
    }
    // Decimal `l`, `ll`, with `u` before or after (LP64: every value below 2^63 fits `long`).
    let split = text.iter().position(|b| !b.is_ascii_digit()).unwrap_or(text.len());
    let (number, suffix) = text.split_at(split);
    if digits(number) && (number.len() == 1 || number[0] != b'0') && !suffix.is_empty() {
        let suffix = suffix.to_ascii_lowercase();
        let kind = match suffix.as_slice() {
            b"l" => Some(IntKind::Long),
            b"ul" | b"lu" => Some(IntKind::UnsignedLong),
            b"ll" => Some(IntKind::LongLong),
            b"ull" | b"llu" => Some(IntKind::UnsignedLongLong),
            _ => None,
        };
        if let Some(kind) = kind {
            let value: u64 = std::str::from_utf8(number).ok()?.parse().ok()?;
            return (value < (1 << 63)).then_some(Type::Integer(kind));
        }
    }
    let (body, kind) = match text.last()? {
        b'f' | b'F' => (&text[..text.len() - 1], FloatKind::Float),
        _ => (text, FloatKind::Double),
    };
    let plain = body.iter().all(|b| b.is_ascii_digit() || *b == b'.') && body.contains(&b'.');
    plain.then_some(Type::Float(kind))
}
