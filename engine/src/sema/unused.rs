//! The generic warnings about variables nothing uses, which nvcc's device pass prints
//! (cudafe++ keeps them quiet unless asked: `catalog::HOST_QUIET`): #177 "declared but
//! never referenced" and #550 "set but never used"; and, on both passes, #549 "used before
//! its value is set" ([`read_before_set`]).
//!
//! Certainty comes from the tokens: a variable is never referenced when no identifier of
//! its name follows its declaration where it is visible (the tokens are macro-expanded, so
//! every reference is one), and it is only set when each of those identifiers is a use the
//! recorder saw as an assignment or a discarded value. Objects of classes are warned of when
//! their making and destruction run no user code, and are set when their initialization
//! copies bytes in ([`Classes`]); parameters draw #550 when assigned and never read. Other
//! variables of class type, those in lambdas, declared in conditions or marked unused are
//! left alone, and those of templates unless a function template is certainly instantiated
//! (then #177 only, as nvcc: once per template).

use rustc_hash::FxHashMap;

use super::context::{in_template, variable_length_bound, Facts, Owner};
use super::names::Names;
use super::{SemaStats, Undecided, Unit};
use crate::diag::{Arg, DiagId, DiagSink, EntitySummary};
use crate::il::{
    flag, EntityId, EntityKind, ExecSpaces, ExprId, ExprKind, IntKind, MemorySpaces, Op, ScopeId, ScopeKind, StmtKind,
    StorageClass, Type,
};
use crate::intern::{Sym, SymSet};
use crate::lex::TokenKind;
use crate::source::FileId;

/// The longest body searched for references (tokens): beyond, left undecided.
const MAX_SCAN: u32 = 200_000;

pub(super) fn check_unused(unit: &Unit<'_>, facts: &Facts, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let il = unit.il;
    let names = Names::for_diagnostics(il, unit.tokens);
    let initializers: FxHashMap<EntityId, ExprId> =
        il.expr_roots.iter().filter(|r| !r.of.is_none()).map(|r| (r.of, r.expr)).collect();
    // Namespace-scope candidates, by name: found referenced in one scan of the unit.
    let mut globals: FxHashMap<Sym, Vec<(EntityId, bool)>> = FxHashMap::default();
    // Functions with internal linkage, by name, and whether a token names them.
    let mut functions: FxHashMap<Sym, (Vec<EntityId>, bool)> = FxHashMap::default();
    let enum_operators = declares_enum_operators(il);
    let mut classes = Classes { known: FxHashMap::default(), initializers: &initializers, enum_operators };
    // Every loop statement's tokens, and every label's and goto's first token, in order
    // (what #549 leaves alone).
    let mut loops: Vec<(u32, u32)> = Vec::new();
    let mut jumps: Vec<u32> = Vec::new();
    for s in &il.stmts {
        match s.kind {
            StmtKind::While | StmtKind::DoWhile | StmtKind::For | StmtKind::RangeFor => loops.push((s.token, s.end)),
            StmtKind::Label | StmtKind::Goto | StmtKind::ComputedGoto => jumps.push(s.token),
            _ => {}
        }
    }
    loops.sort_unstable();
    jumps.sort_unstable();
    // The bodies of the lambdas that capture by default (`[&]`, `[&, y]`, `[=]`): what they
    // do with an outer variable is the closure's (a `[=]() mutable` sets its own copy).
    let by_default: Vec<(u32, u32)> = il
        .lambda_bodies
        .iter()
        .filter(|b| {
            let at = il.expr(b.lambda).token as usize;
            let kind = |i: usize| unit.tokens.kind.get(i).copied();
            kind(at) == Some(TokenKind::LBracket)
                && matches!(kind(at + 1), Some(TokenKind::Amp | TokenKind::Eq))
                && matches!(kind(at + 2), Some(TokenKind::RBracket | TokenKind::Comma))
        })
        .map(|b| (il.stmt(b.block).token, il.stmt(b.block).end))
        .collect();
    // The body (of a function or a lambda) that sees each prototype scope's parameters:
    // the function, and the body's last token.
    let body = |block| (il.scope(il.stmt(block).scope).parent, il.stmt(block).end.saturating_sub(1));
    let defined_by: FxHashMap<ScopeId, (EntityId, u32)> = il
        .bodies
        .iter()
        .filter(|b| !b.routine.is_none())
        .map(|b| {
            let (prototype, end) = body(b.block);
            (prototype, (b.routine, end))
        })
        .chain(il.lambda_bodies.iter().map(|b| {
            let (prototype, end) = body(b.block);
            (prototype, (EntityId::NONE, end))
        }))
        .collect();
    let unroll_names = unroll_names(unit);
    for (i, ent) in il.entities.iter().enumerate() {
        let e = EntityId(i as u32);
        // nvcc warns of no object that is itself volatile (the oracle: locals, statics,
        // arrays, parameters; `volatile int *p` is no volatile object).
        if matches!(ent.kind, EntityKind::Variable | EntityKind::Parameter) && il.is_volatile(ent.ty) == Some(true) {
            continue;
        }
        if unroll_names.contains(&ent.name)
            && matches!(ent.kind, EntityKind::Routine | EntityKind::Variable | EntityKind::Parameter)
        {
            stats.count(Undecided::Context);
            continue;
        }
        if ent.kind == EntityKind::Routine && internal_function_in_main_file(unit, e) {
            functions.entry(ent.name).or_default().0.push(e);
            continue;
        }
        // A parameter nothing assigns is no candidate (most are: not counted).
        if ent.kind == EntityKind::Parameter
            && !ent.has(flag::SYSTEM)
            && ent.name != Sym(0)
            && facts.local_uses[e.index()].set
        {
            if let Some(&(routine, end)) = defined_by.get(&ent.parent) {
                match parameter(unit, facts, &names, (e, routine, end), &by_default, sink) {
                    Ok(()) => stats.decided += 1,
                    Err(why) => stats.count(why),
                }
            }
            continue;
        }
        if ent.kind != EntityKind::Variable || ent.has(flag::SYSTEM) {
            continue;
        }
        if static_in_named_section(unit, e) {
            stats.count(Undecided::Context);
            continue;
        }
        let initializer = initializers.get(&e).copied();
        let block = il.scope(ent.parent).kind == ScopeKind::Block;
        let class_set = if block { classes.local_initialization(unit, facts, e, initializer) } else { None };
        let captures_from = captures_from(unit, facts, ent.parent);
        let scalar = certain_type(unit, e, initializer)
            || initializer.is_some_and(|x| closure_of_scalars(unit, x, captures_from));
        // A namespace-scope object of a class made and destroyed without effects, with no
        // initializer or a braced list of literals (the oracle, case
        // sema/unused_globals_quiet_classes).
        let quiet_global = !block
            && !scalar
            && initializer.is_none_or(|x| {
                il.expr(x).kind == ExprKind::BracedList
                    && il.operands(x).iter().all(|&o| il.expr(o).kind == ExprKind::Literal)
            })
            && match field_class(il, e) {
                // An array of such objects too, when not initialized (the oracle, `S arr1[3]`).
                Ok(Some(c)) if initializer.is_none() || il.types.get(il.resolved(ent.ty)) == Some(Type::Tag(c)) => {
                    classes.holds(Property::QuietStatic, unit, facts, c, 0)
                }
                _ => false,
            };
        if !(class_set.is_some() || (block && classes.quiet_local(unit, facts, e)) || scalar || quiet_global) {
            continue;
        }
        // An array without a bound or an initializer is an error of its own (EC70), after
        // which nvcc warns of nothing about it (the oracle, case sema/missing_initializer).
        let t = ent.token as usize;
        let unbounded = matches!(unit.tokens.kind.get(t + 1..t + 3), Some([TokenKind::LBracket, TokenKind::RBracket]));
        if unbounded && ent.storage != StorageClass::Extern && !initializers.contains_key(&e) {
            stats.count(Undecided::Context);
            continue;
        }
        match il.scope(ent.parent).kind {
            ScopeKind::Block => {
                let local_facts = LocalFacts { initializer, class_set, scalar, captures_from, enum_operators };
                let outcome = local(
                    unit,
                    facts,
                    &names,
                    e,
                    local_facts,
                    Flow { loops: &loops, jumps: &jumps, capturing_lambdas: &by_default },
                    sink,
                );
                match outcome {
                    Ok(()) => stats.decided += 1,
                    Err(why) => stats.count(why),
                }
            }
            // A second definition is an error (EC3369), after which nvcc warns of neither.
            ScopeKind::File | ScopeKind::Namespace if facts.redefined.iter().any(|&(r, p)| r == e || p == e) => {}
            // `[[gnu::unused]]`, `[[maybe_unused]]` and `__attribute__((unused))` keep nvcc quiet.
            ScopeKind::File | ScopeKind::Namespace
                if internal_in_main_file(unit, e) && !in_condition_or_marked_unused(unit, ent.token as usize) =>
            {
                // An initializer that may have effects (a call) keeps nvcc quiet, as for a
                // local (the oracle, case sema/unused_globals_initialized); one not read, too.
                let quiet = match initializer {
                    Some(_) if quiet_global => false,
                    Some(x) => {
                        let reading = Reading { unit, facts, captures_from, enum_operators, device_code: false };
                        !without_effects(reading, e, x)
                    }
                    // `int n(3)`: a literal in parentheses, as `= 3` (the oracle, case
                    // sema/unused_globals_initialized); other direct initializers stay quiet.
                    None => {
                        written_initializer(unit.tokens, ent.token as usize)
                            && !(scalar && literal_in_parentheses(unit.tokens, ent.token as usize))
                    }
                };
                if quiet {
                    stats.count(Undecided::Context);
                } else {
                    globals.entry(ent.name).or_default().push((e, false));
                }
            }
            _ => {}
        }
    }
    unreferenced_labels(unit, facts, sink, stats);
    if globals.is_empty() && functions.is_empty() {
        return;
    }
    // Every function entity of a candidate function's name, wherever declared: their tokens
    // are declarations, not references.
    let declarations: rustc_hash::FxHashSet<u32> = if functions.is_empty() {
        Default::default()
    } else {
        il.entities
            .iter()
            .filter(|x| x.kind == EntityKind::Routine && functions.contains_key(&x.name))
            .map(|x| x.token)
            .collect()
    };
    // Where each candidate function is first declared (see the scan).
    let first_declared: FxHashMap<Sym, u32> = functions
        .iter()
        .map(|(&name, (list, _))| (name, list.iter().map(|&e| il.entity(e).token).min().unwrap_or(0)))
        .collect();
    // A declaration's name is no reference (`static int a; extern int a;`: the oracle warns
    // of `a`); a variable declared `extern` before its definition is named from its first
    // declaration on: from the first of any namespace-scope variable of its name.
    let mut variable_declarations: rustc_hash::FxHashSet<u32> = Default::default();
    let mut since: FxHashMap<Sym, u32> = FxHashMap::default();
    for &name in globals.keys() {
        for x in il.named(name) {
            let ent = il.entity(x);
            if ent.kind == EntityKind::Variable
                && matches!(il.scope(ent.parent).kind, ScopeKind::File | ScopeKind::Namespace)
            {
                variable_declarations.insert(ent.token);
                let first = since.entry(name).or_insert(ent.token);
                *first = (*first).min(ent.token);
            }
        }
    }
    // One scan of the unit's identifiers for both kinds of candidates.
    let first = match functions.is_empty() {
        true => since.values().copied().min().unwrap_or(0),
        false => 0,
    };
    // What an `alias("name")` or `ifunc("name")` attribute names is referenced (the oracle:
    // nvcc is quiet on `static int t() {…}` and `static int v;` an alias names, not on the
    // alias itself; case sema/unused_ifunc_resolver: on an ifunc's resolver).
    for target in alias_targets(unit) {
        if let Some(list) = globals.get_mut(&target) {
            list.iter_mut().for_each(|(_, referenced)| *referenced = true);
        }
        if let Some((_, referenced)) = functions.get_mut(&target) {
            *referenced = true;
        }
    }
    // Most identifiers name no candidate: one bit says so, before any map is asked.
    let candidates: SymSet = globals.keys().chain(functions.keys()).copied().collect();
    for i in first as usize..unit.tokens.len() {
        let sym = unit.tokens.sym[i];
        if !candidates.contains(sym) || unit.tokens.kind[i] != TokenKind::Identifier {
            continue;
        }
        if let Some(list) = globals.get_mut(&sym) {
            let named = since.get(&sym).is_some_and(|&s| s < i as u32) && !variable_declarations.contains(&(i as u32));
            for (_, referenced) in list.iter_mut() {
                *referenced |= named;
            }
        }
        if let Some((_, referenced)) = functions.get_mut(&sym) {
            // Before its first declaration a name can call the function only through
            // argument-dependent lookup in a template's instance: a call's name counts, a
            // header's parameter of the same name does not.
            let declared = first_declared.get(&sym).copied().unwrap_or(0);
            let call = unit.tokens.kind.get(i + 1) == Some(&TokenKind::LParen);
            *referenced |= !declarations.contains(&(i as u32)) && (i as u32 > declared || call);
        }
    }
    unused_functions(unit, &names, &functions, sink, stats);
    let mut unreferenced: Vec<EntityId> =
        globals.values().flatten().filter(|(_, referenced)| !referenced).map(|&(e, _)| e).collect();
    unreferenced.sort_unstable();
    for e in unreferenced {
        let Some(name) = names.qualified_naming(e, super::names::UNNAMED) else {
            stats.count(Undecided::Unrendered);
            continue;
        };
        stats.decided += 1;
        report(unit, sink, DiagId::DeclaredButNeverReferenced, e, name);
    }
}

/// What the unit's statements say of where a local may be set or read: its loop
/// statements, its labels' and gotos' tokens, and the bodies of the lambdas that capture by
/// default.
#[derive(Clone, Copy)]
struct Flow<'a> {
    loops: &'a [(u32, u32)],
    jumps: &'a [u32],
    capturing_lambdas: &'a [(u32, u32)],
}

/// What [`local`] is told of a local variable.
#[derive(Clone, Copy)]
struct LocalFacts {
    initializer: Option<ExprId>,
    /// For an object of a class, whether its initialization sets it
    /// ([`Classes::local_initialization`]).
    class_set: Option<bool>,
    /// Of a type the warnings are certain for, or a closure of scalars.
    scalar: bool,
    /// Where what a lambda in its initializer can capture starts ([`captures_from`]).
    captures_from: u32,
    /// [`declares_enum_operators`].
    enum_operators: bool,
}

/// A local variable: #177 when nothing names it after its declaration in its function,
/// #550 when everything that does only assigns it or discards it.
fn local(
    unit: &Unit<'_>,
    facts: &Facts,
    names: &Names<'_>,
    e: EntityId,
    LocalFacts { initializer, class_set, scalar, captures_from, enum_operators }: LocalFacts,
    flow: Flow<'_>,
    sink: &mut DiagSink<'_>,
) -> Result<(), Undecided> {
    let (il, t) = (unit.il, unit.tokens);
    let ent = il.entity(e);
    if ent.storage == StorageClass::Extern || ent.memory.has(MemorySpaces::MANAGED) {
        return Err(Undecided::Context);
    }
    let Owner::Routine(routine) = facts.owner(ent.parent) else { return Err(Undecided::Lambda) };
    let r = il.entity(routine);
    // A function template's body is checked when it is instantiated, once whatever the
    // instantiations (the oracle): that it names a local is known from its tokens.
    let instantiated = r.has(flag::TEMPLATE)
        && !r.has(flag::SPECIALIZATION)
        && !in_template(unit, r.parent)
        && facts.certainly_instantiated(routine);
    if (r.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(unit, r.parent)) && !instantiated {
        return Err(Undecided::Template);
    }
    let end = facts.body_end(routine).ok_or(Undecided::Context)?;
    let at = ent.token;
    if end <= at || end - at > MAX_SCAN {
        return Err(Undecided::Context);
    }
    // A variable-length array is an error of its own in device code (EC28), after which
    // nvcc warns of nothing about it; on the host pass not compared with the oracle.
    if in_condition_or_marked_unused(unit, at as usize) || variable_length_bound(unit, e, routine).is_some() {
        return Err(Undecided::Context);
    }
    // An initializer that may have effects (a call) keeps nvcc quiet (the oracle, on
    // CUTLASS's `cudaError_t error = cudaGetDeviceProperties(…);`).
    let device_code = !r.exec.has(ExecSpaces::HOST) && (r.exec.has(ExecSpaces::DEVICE | ExecSpaces::GLOBAL));
    let reading = Reading { unit, facts, captures_from, enum_operators, device_code };
    if initializer.is_some_and(|x| !without_effects(reading, e, x)) {
        return Err(Undecided::Context);
    }
    // An initializer written but not read (the parser was not sure of it: `bool w =
    // numeric_limits<long>::digits < 64;`): neither its effects nor its value are known.
    if initializer.is_none() && class_set.is_none() && written_initializer(t, at as usize) {
        return Err(Undecided::Context);
    }
    // An instance's operation on an operand of a dependent type, or its lambda, may keep
    // cicc quiet (the oracle: `int z = x / 0;` for a `T x`, where `int q = y / 0;` for an
    // `int y` is reported): left undecided.
    if instantiated && initializer.is_some_and(|x| dependent_operation(unit, x)) {
        return Err(Undecided::Template);
    }
    let uses = facts.local_uses[e.index()];
    let mut occurrences = occurrences(t, ent.name, at + 1..=end);
    // A local or parameter of the same name declared after it in the body (one hiding it,
    // a lambda's parameter): its declaration and its recorded uses are its own occurrences
    // (looked for only when the local's own uses do not account for all).
    if occurrences > uses.count {
        let others: u32 = il
            .named(ent.name)
            .filter(|&x| {
                let other = il.entity(x);
                x != e
                    && matches!(other.kind, EntityKind::Variable | EntityKind::Parameter)
                    && (at + 1..=end).contains(&other.token)
            })
            .map(|x| 1 + facts.local_uses[x.index()].count)
            .sum();
        occurrences = occurrences.checked_sub(others).ok_or(Undecided::NotModelled)?;
    }
    let name = names.simple(e).ok_or(Undecided::Unrendered)?;
    if occurrences == 0 {
        report(unit, sink, DiagId::DeclaredButNeverReferenced, e, name);
        return Ok(());
    }
    if !scalar && class_set.is_none() {
        return Err(Undecided::NotModelled);
    }
    if named_in_capturing_lambda(t, ent.name, (at, end), flow.capturing_lambdas) {
        return Err(Undecided::Lambda);
    }
    if instantiated {
        // "Set but never used" in a template: not compared with the oracle yet.
        return Err(Undecided::Template);
    }
    // Every occurrence is a recorded use of this variable (none of another entity of the
    // same name, none in a construct kept as tokens). Constants are not "set": nvcc is
    // quiet on ggml's `const int64_t ne00 = …; (void)(ne00);`.
    let constant = il.is_const(ent.ty) != Some(false) || ent.has(flag::CONSTEXPR);
    // A variable in a memory space is set by its initializer, or by being static (the
    // oracle: `static __shared__ int s; (void)s;` is, a bare `__device__ int d;` is not).
    let set = uses.set
        || class_set.unwrap_or(scalar && facts.initialized.contains(&e))
        || (ent.memory.0 != 0 && ent.storage == StorageClass::Static);
    if uses.count == occurrences && !uses.used && !constant && set {
        report(unit, sink, DiagId::SetButNeverUsed, e, name.clone());
    }
    // Made without a value: a scalar or array of scalars with no initializer, or an object
    // of a class whose making sets nothing (`D() = default;` included: the oracle).
    let unset = match class_set {
        None => scalar && !facts.initialized.contains(&e),
        Some(set) => !set,
    };
    let automatic = matches!(ent.storage, StorageClass::None | StorageClass::Auto | StorageClass::Register)
        && ent.memory.0 == 0
        && !ent.has(flag::THREAD_LOCAL | flag::CONSTEXPR);
    if unset && automatic && initializer.is_none() && uses.count == occurrences {
        if let Some(read) = read_before_set(unit, ent.name, uses, (at, end), (flow.loops, flow.jumps)) {
            report_at(unit, sink, DiagId::UsedBeforeSet, read, "variable", name);
        }
    }
    Ok(())
}

/// Where a local made without a value is read before anything sets it (#549 "variable … is
/// used before its value is set", on both passes): `name` and `uses` are the local's, every
/// identifier of that name after its declaration at `at` up to the body's end `end` being
/// one of its references; `(loops, jumps)`, the unit's loop statements and its labels' and
/// gotos' tokens.
///
/// The oracle (case sema/used_before_set) shows cudafe++ and cicc following the source
/// order, not the paths: `if (c) x = 1; else g(x);` and `if (c) x = 1; return x;` are quiet,
/// `return 0; g(x);` is not. The earliest reference decides: a read is reported; an
/// assignment is too when its own value reads the variable (`x = x + 1`). Left alone: a read
/// in a loop the variable was declared before (nvcc is quiet in loop bodies and not in
/// conditions), a statement naming the variable more than once (of `g(x) + g(x)` nvcc
/// reports the second), and functions with labels or `goto` (after a label nvcc counts
/// every variable set).
fn read_before_set(
    unit: &Unit<'_>,
    name: Sym,
    uses: super::context::LocalUses,
    (at, end): (u32, u32),
    (loops, jumps): (&[(u32, u32)], &[u32]),
) -> Option<u32> {
    use super::context::{EarlyKind, EarlyUse};
    let t = unit.tokens;
    let (read, named) = match uses.earliest() {
        [Some(EarlyUse { at: read, kind: EarlyKind::Read }), _] => (read, 1),
        [Some(EarlyUse { at: set, kind: EarlyKind::Assigned { value_end } }), Some(EarlyUse { at: read, kind: EarlyKind::Read })]
            if set < read && read <= value_end =>
        {
            (read, 2)
        }
        _ => return None,
    };
    if read <= at || read > end {
        return None;
    }
    // The statement around the read: between the nearest `;`, `{` or `}` either side.
    let bound = |i: &u32| matches!(t.kind[*i as usize], TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace);
    let first = (at + 1..read).rev().find(bound).unwrap_or(at + 1);
    let last = (read..=end).find(bound).unwrap_or(end);
    if occurrences(t, name, first..=last) != named {
        return None;
    }
    let later = loops.partition_point(|&(begin, _)| begin <= at);
    if loops[later..].iter().take_while(|&&(begin, _)| begin < read).any(|&(_, stop)| read < stop) {
        return None;
    }
    let jump = jumps.partition_point(|&j| j < at);
    if jumps.get(jump).is_some_and(|&j| j <= end) {
        return None;
    }
    Some(read)
}

/// A parameter of a function's definition: #550 when it is assigned (`x = …`, `s.a = …`) and
/// nothing else names it but discards (the oracle, case sema/unused_parameters: unlike a
/// local's, a parameter's `(void)x` alone sets nothing, `x += 1`, `x++` read it, and
/// `[[maybe_unused]]` changes nothing).
///
/// `(e, routine, end)`: the parameter, the function of whose definition it is (none for a
/// lambda's), the body's last token.
fn parameter(
    unit: &Unit<'_>,
    facts: &Facts,
    names: &Names<'_>,
    (e, routine, end): (EntityId, EntityId, u32),
    by_default: &[(u32, u32)],
    sink: &mut DiagSink<'_>,
) -> Result<(), Undecided> {
    let (il, t) = (unit.il, unit.tokens);
    let ent = il.entity(e);
    // In a function template: once per template when instantiated (the oracle), which
    // instantiations cufront sees is not certain enough yet.
    if (!routine.is_none() && il.entity(routine).has(flag::TEMPLATE | flag::SPECIALIZATION))
        || in_template(unit, ent.parent)
    {
        return Err(Undecided::Template);
    }
    // A scalar (an array parameter is a pointer whose `x[0] = 1` reads it), or an object of
    // a class (`s.a = 1` sets it, whatever its destructor: the oracle).
    let ty = il.resolved(ent.ty);
    let class = matches!(il.types.get(ty), Some(Type::Tag(c)) if il.entity(c).kind == EntityKind::Class);
    if !il.is_scalar(ty) && !class {
        return Err(Undecided::NotModelled);
    }
    let at = ent.token;
    if end <= at || end - at > MAX_SCAN || t.sym.get(at as usize) != Some(&ent.name) {
        return Err(Undecided::Context);
    }
    let occurrences = occurrences(t, ent.name, at + 1..=end);
    let uses = facts.local_uses[e.index()];
    if named_in_capturing_lambda(t, ent.name, (at, end), by_default) {
        return Err(Undecided::Lambda);
    }
    if occurrences > 0 && uses.count == occurrences && uses.set && !uses.used {
        let name = names.simple(e).ok_or(Undecided::Unrendered)?;
        report_entity(unit, sink, DiagId::SetButNeverUsed, e, "parameter", name);
    }
    Ok(())
}

/// Whether `name` is spelled in the body of a lambda that captures by default (`by_default`,
/// their bodies' token ranges) that starts after `at` and up to `end`: the oracle says
/// nothing of such a variable or parameter being set but never used (`[&] { x = 1; }`,
/// `[=]() mutable { x = 1; }`).
fn named_in_capturing_lambda(
    t: &crate::parse::Tokens,
    name: Sym,
    (at, end): (u32, u32),
    by_default: &[(u32, u32)],
) -> bool {
    let mut inside = by_default.iter().filter(|&&(from, _)| from > at && from <= end);
    inside.any(|&(from, to)| (from..to).any(|k| t.sym.get(k as usize) == Some(&name)))
}

/// The names in the counts of the unit's `#pragma unroll`s, on the device pass: cicc reads
/// the count, so what it names is referenced there (the oracle: `constexpr int U = 2;` then
/// `#pragma unroll U` draws no #177 in device code; cudafe++ ignores the pragma and warns
/// in host code).
fn unroll_names(unit: &Unit<'_>) -> rustc_hash::FxHashSet<Sym> {
    let t = unit.tokens;
    let mut names = rustc_hash::FxHashSet::default();
    if unit.pass != super::Pass::Device {
        return names;
    }
    for p in &t.pragmas {
        let text = p.text.trim_ascii_start();
        let Some(count) = text.strip_prefix(b"unroll") else { continue };
        let mut i = 0;
        while i < count.len() {
            if count[i].is_ascii_alphabetic() || count[i] == b'_' {
                let start = i;
                while i < count.len() && (count[i].is_ascii_alphanumeric() || count[i] == b'_') {
                    i += 1;
                }
                names.extend(t.symbol(&count[start..i]));
            } else {
                i += 1;
            }
        }
    }
    names
}

/// How [`without_effects`] reads initializers: where lambdas capture from
/// ([`captures_from`]), and whether the unit's own code declares operator functions out of
/// classes (which may take an enumeration: then no operator on one is certainly built in).
#[derive(Clone, Copy)]
struct Reading<'a> {
    unit: &'a Unit<'a>,
    facts: &'a Facts,
    captures_from: u32,
    enum_operators: bool,
    /// In a `__device__` or `__global__` function's body (not `__host__`): cicc counts no
    /// floating conversion as an effect there ([`floating_conversion`]).
    device_code: bool,
}

/// Whether the unit's own code declares an operator function outside a class.
fn declares_enum_operators(il: &crate::il::Il) -> bool {
    il.entities.iter().any(|e| {
        e.kind == EntityKind::Routine
            && e.has(flag::OPERATOR)
            && !e.has(flag::SYSTEM)
            && !e.parent.is_none()
            && il.scope(e.parent).kind != ScopeKind::Class
    })
}

/// What [`quiet_value`] knows of an expression evaluated without effect.
#[derive(Clone, Copy)]
enum Value {
    /// Of this type (a name's declared type, references seen through).
    Typed(crate::il::TypeId),
    /// A scalar whose type is not worked out (a built-in operator's result).
    Scalar,
}

/// Whether initializing `e` (a variable or a field) with `x` certainly has no effect:
/// literals (no user-defined one: a call), names of what is not volatile, `sizeof`, built-in
/// operators other than assignments and increments, member accesses to fields, casts to
/// scalars, constant calls ([`constant_call`]), closures of scalars. An operator on an
/// operand of a class type (or of a type not worked out) may call an operator function, and
/// a class value converted to a scalar a conversion function: effects (the oracle is quiet
/// on `int x = c;` with `operator int()`, on `a + b`, `v[0]` of a `std::vector`, `*vp` of a
/// `volatile int *vp`, `3_n`).
fn without_effects(reading: Reading<'_>, e: EntityId, x: ExprId) -> bool {
    let il = reading.unit.il;
    let mut target = il.resolved(il.entity(e).ty);
    while let Some(Type::Array { element, .. }) = il.types.get(target) {
        target = il.resolved(element);
    }
    let target_class = super::spaces::class_of(il, target, false);
    let node = il.expr(x);
    // A list's elements, or `T c(a)` (the parser's cast at the variable's name), each
    // initialize (part of) `e`.
    let parts = match node.kind {
        ExprKind::BracedList if node.count > 0 => il.operands(x),
        ExprKind::Cast(crate::il::CastKind::Functional) if node.token == il.entity(e).token => il.operands(x),
        _ => std::slice::from_ref(&x),
    };
    parts.iter().all(|&part| match quiet_value(reading, part, 0) {
        Some(v) if !reading.device_code && floating_conversion(il, reading.unit.tokens, part, typed(v), target) => {
            false
        }
        Some(v) if plain(reading, v) => true,
        // A copy of an object of the variable's own class (whether it has effects is the
        // class's question: [`Classes`]).
        Some(Value::Typed(ty)) => target_class.is_some() && super::spaces::class_of(il, ty, false) == target_class,
        _ => false,
    })
}

/// `ty` with a reference, qualifiers and typedefs seen through.
fn unreferenced(il: &crate::il::Il, ty: crate::il::TypeId) -> crate::il::TypeId {
    let ty = il.resolved(ty);
    match il.types.get(ty) {
        Some(Type::Pointer { to, kind: crate::il::RefKind::LValue | crate::il::RefKind::RValue }) => il.resolved(to),
        _ => ty,
    }
}

/// The type of a [`Value`], where known.
fn typed(v: Value) -> Option<crate::il::TypeId> {
    match v {
        Value::Typed(ty) => Some(ty),
        Value::Scalar => None,
    }
}

/// What [`floating_conversion`] knows of a converted value.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Converted {
    /// An integer, character or boolean literal, perhaps signed.
    IntegerLiteral,
    /// A floating literal, perhaps signed, and its value where read.
    FloatingLiteral(Option<f64>),
    /// A variable, a parameter or a cast of an integer or enumeration type.
    Integral,
    /// A value of this floating type.
    Floating(crate::il::FloatKind),
    /// An expression with nothing floating in it (no floating literal, no name or cast of a
    /// floating type).
    NothingFloating,
    /// Anything else.
    Unknown,
}

/// Whether converting `x` (of type `from`, where [`quiet_value`] knows it) to type `to` may
/// be a floating conversion EDG evaluates at run time, which it counts as an effect (the
/// oracle, case sema/unused_floating_conversions: quiet in host code on `int a = d;`, `float
/// g = i;`, `double k = f;`, `(int)s.x`, on a floating constant out of an integer type's
/// range, `static int a = (int)1e10;`, and on such statics; not on `double n = d;`, `bool t =
/// d;`, `(int)3.5`). cicc warns in device code ([`Reading::device_code`]).
fn floating_conversion(
    il: &crate::il::Il,
    t: &crate::parse::Tokens,
    x: ExprId,
    from: Option<crate::il::TypeId>,
    to: crate::il::TypeId,
) -> bool {
    let converted = match from.map(|ty| il.types.get(unreferenced(il, ty))) {
        Some(Some(Type::Float(k))) => Converted::Floating(k),
        _ => converted(il, t, x),
    };
    let integral = matches!(converted, Converted::IntegerLiteral | Converted::Integral | Converted::NothingFloating);
    match il.types.get(il.resolved(to)) {
        Some(Type::Integer(IntKind::Bool)) => false,
        Some(Type::Integer(k)) => match converted {
            Converted::FloatingLiteral(Some(v)) => super::constant::floating_fits(v, k) != Some(true),
            _ => !integral,
        },
        Some(Type::Tag(e)) if il.entity(e).kind == EntityKind::Enum => !integral,
        Some(Type::Float(k)) => match converted {
            Converted::IntegerLiteral | Converted::FloatingLiteral(_) => false,
            Converted::Floating(from) => from != k,
            _ => true,
        },
        _ => false,
    }
}

/// What [`Converted`] value `x` is.
fn converted(il: &crate::il::Il, t: &crate::parse::Tokens, x: ExprId) -> Converted {
    let node = il.expr(x);
    match node.kind {
        ExprKind::Literal => match t.kind.get(node.token as usize) {
            Some(TokenKind::Number) => floating_literal(t.spelling(node.token as usize)),
            Some(TokenKind::CharLiteral) => Converted::IntegerLiteral,
            _ if matches!(t.spelling(node.token as usize), b"true" | b"false") => Converted::IntegerLiteral,
            _ => Converted::Unknown,
        },
        ExprKind::Operation(op @ (Op::Negate | Op::Plus)) => {
            match il.operands(x).first().map(|&o| converted(il, t, o)) {
                Some(Converted::FloatingLiteral(v)) => {
                    Converted::FloatingLiteral(v.map(|v| if op == Op::Negate { -v } else { v }))
                }
                Some(Converted::IntegerLiteral) => Converted::IntegerLiteral,
                _ => nothing_floating(il, t, x),
            }
        }
        _ => match arithmetic_type(il, x) {
            Some(Type::Float(k)) => Converted::Floating(k),
            Some(Type::Integer(_)) => Converted::Integral,
            Some(Type::Tag(e)) if il.entity(e).kind == EntityKind::Enum => Converted::Integral,
            _ => nothing_floating(il, t, x),
        },
    }
}

/// The type of a variable's or parameter's name, or a cast's, references and typedefs seen
/// through.
fn arithmetic_type(il: &crate::il::Il, x: ExprId) -> Option<Type> {
    let node = il.expr(x);
    let ty = match node.kind {
        ExprKind::Name(n)
            if !n.is_none() && matches!(il.entity(n).kind, EntityKind::Variable | EntityKind::Parameter) =>
        {
            il.entity(n).ty
        }
        ExprKind::Cast(_) if !node.ty.is_none() => node.ty,
        _ => return None,
    };
    il.types.get(unreferenced(il, ty))
}

/// `NothingFloating` where no node of `x` is a floating literal, or a name, a cast or an
/// expression of a floating type (the operands of a cast to an integer type aside: a
/// conversion of its own); else `Unknown`.
fn nothing_floating(il: &crate::il::Il, t: &crate::parse::Tokens, x: ExprId) -> Converted {
    let floating =
        |ty: crate::il::TypeId| !ty.is_none() && matches!(il.types.get(unreferenced(il, ty)), Some(Type::Float(_)));
    let mut stack = vec![x];
    let mut seen = 0;
    while let Some(y) = stack.pop() {
        seen += 1;
        let node = il.expr(y);
        let found = seen > 256
            || floating(node.ty)
            || match node.kind {
                ExprKind::Literal => matches!(converted(il, t, y), Converted::FloatingLiteral(_)),
                ExprKind::Name(n) if !n.is_none() => floating(il.entity(n).ty),
                _ => false,
            };
        if found {
            return Converted::Unknown;
        }
        let integral_cast =
            matches!(node.kind, ExprKind::Cast(_)) && matches!(arithmetic_type(il, y), Some(Type::Integer(_)));
        if !integral_cast {
            stack.extend(il.operands(y).iter().copied());
        }
    }
    Converted::NothingFloating
}

/// A number token: an integer literal, or a floating one and its value (decimal; digit
/// separators and an `f` or `l` suffix read).
fn floating_literal(text: &[u8]) -> Converted {
    let text: Vec<u8> = text.iter().copied().filter(|&b| b != b'\'').collect();
    let hexadecimal = text.len() > 1 && text[0] == b'0' && matches!(text[1], b'x' | b'X');
    let floating = match hexadecimal {
        true => text.iter().any(|&b| matches!(b, b'.' | b'p' | b'P')),
        false => text.iter().any(|&b| matches!(b, b'.' | b'e' | b'E')),
    };
    if !floating {
        return Converted::IntegerLiteral;
    }
    let digits = text.strip_suffix(b"f").or_else(|| text.strip_suffix(b"F"));
    let digits = digits.or_else(|| text.strip_suffix(b"l")).or_else(|| text.strip_suffix(b"L")).unwrap_or(&text);
    let value = std::str::from_utf8(digits).ok().filter(|_| !hexadecimal).and_then(|d| d.parse::<f64>().ok());
    Converted::FloatingLiteral(value.filter(|v| v.is_finite()))
}

/// Whether an object of type `ty` (a reference's referee) is volatile.
fn volatile_type(il: &crate::il::Il, ty: crate::il::TypeId) -> bool {
    let ty = match il.types.get(il.resolved(ty)) {
        Some(Type::Pointer { to, kind: crate::il::RefKind::LValue | crate::il::RefKind::RValue }) => to,
        _ => ty,
    };
    il.is_volatile(ty) == Some(true)
}

/// Whether a value is certainly of a type no operator function takes: a scalar (an
/// enumeration only where the unit declares no operator function out of a class), an array
/// or a function.
fn plain(reading: Reading<'_>, v: Value) -> bool {
    let il = reading.unit.il;
    match v {
        Value::Scalar => true,
        Value::Typed(ty) => match il.types.get(unreferenced(il, ty)) {
            Some(Type::Integer(_) | Type::Float(_) | Type::NullPtr | Type::Void) => true,
            Some(Type::Pointer { kind: crate::il::RefKind::Pointer, .. }) => true,
            Some(Type::Array { .. } | Type::Function(_) | Type::MemberPointer { .. }) => true,
            Some(Type::Tag(c)) => il.entity(c).kind == EntityKind::Enum && !reading.enum_operators,
            // A template parameter's: what an instance binds is not known here; an
            // operation on one leaves an instance's local undecided ([`dependent_operation`]),
            // a cast or a condition is reported as of the scalars it is bound to (the oracle).
            Some(Type::TemplateParam(_)) => true,
            _ => false,
        },
    }
}

/// The value of `x` when evaluating it certainly has no effect (see [`without_effects`]);
/// `None` when it may have one, or is not modelled.
fn quiet_value(reading: Reading<'_>, x: ExprId, depth: u32) -> Option<Value> {
    let (unit, il) = (reading.unit, reading.unit.il);
    if depth > 64 {
        return None;
    }
    let node = il.expr(x);
    let operands = il.operands(x);
    let operand = |i: usize| quiet_value(reading, *operands.get(i)?, depth + 1);
    let plain_operands =
        || operands.iter().all(|&o| quiet_value(reading, o, depth + 1).is_some_and(|v| plain(reading, v)));
    match node.kind {
        ExprKind::Literal => (!user_defined_literal(unit.tokens, node.token, node.end)).then_some(Value::Scalar),
        ExprKind::This | ExprKind::Sizeof | ExprKind::Alignof | ExprKind::SizeofPack | ExprKind::Noexcept => {
            Some(Value::Scalar)
        }
        ExprKind::TypeTrait => Some(Value::Scalar),
        ExprKind::Name(n) if n.is_none() => None,
        ExprKind::Name(n) => {
            let named = il.entity(n);
            match named.kind {
                EntityKind::Variable | EntityKind::Parameter | EntityKind::Field => {
                    (!volatile_type(il, named.ty)).then_some(Value::Typed(named.ty))
                }
                EntityKind::Enumerator | EntityKind::Routine => Some(Value::Scalar),
                _ => None,
            }
        }
        ExprKind::Lambda => closure_of_scalars(unit, x, reading.captures_from).then_some(Value::Scalar),
        // `{}`, or a list whose elements are all plain.
        ExprKind::BracedList if node.count == 0 => (node.end == node.token + 2).then_some(Value::Scalar),
        ExprKind::BracedList => plain_operands().then_some(Value::Scalar),
        ExprKind::Conditional => {
            if !plain_operands() {
                return None;
            }
            match (operand(1)?, operand(2)?) {
                (Value::Typed(a), Value::Typed(b)) if a == b => Some(Value::Typed(a)),
                _ => Some(Value::Scalar),
            }
        }
        // A `dynamic_cast` is an error in device code, after which nvcc warns of nothing
        // about the variable; a cast to a class may run a constructor.
        ExprKind::Cast(crate::il::CastKind::Dynamic) => None,
        ExprKind::Cast(_) => {
            let to = Value::Typed(node.ty);
            let floating = !reading.device_code
                && operands.iter().any(|&o| {
                    let from = quiet_value(reading, o, depth + 1).and_then(typed);
                    floating_conversion(il, unit.tokens, o, from, node.ty)
                });
            (plain(reading, to) && plain_operands() && !floating).then_some(to)
        }
        ExprKind::Operation(op) => operation(reading, x, op, depth),
        _ => None,
    }
}

/// [`quiet_value`] of a built-in operator's expression.
fn operation(reading: Reading<'_>, x: ExprId, op: Op, depth: u32) -> Option<Value> {
    let il = reading.unit.il;
    let operands = il.operands(x);
    let value = |i: usize| quiet_value(reading, *operands.get(i)?, depth + 1);
    let plain_operands =
        || operands.iter().all(|&o| quiet_value(reading, o, depth + 1).is_some_and(|v| plain(reading, v)));
    // What a pointer or an array (the operand's value) points to, when reading it is quiet.
    let pointee = |v: Value| -> Option<Value> {
        let Value::Typed(ty) = v else { return None };
        let to = match il.types.get(unreferenced(il, ty))? {
            Type::Pointer { to, kind: crate::il::RefKind::Pointer } => to,
            Type::Array { element, .. } => element,
            _ => return None,
        };
        (!volatile_type(il, to)).then_some(Value::Typed(to))
    };
    match op {
        _ if op.is_assignment() => None,
        Op::KernelLaunch | Op::PreIncrement | Op::PreDecrement | Op::PostIncrement | Op::PostDecrement => None,
        Op::Call => constant_call(reading.unit, reading.facts, x, 0).then_some(Value::Scalar),
        Op::Deref => pointee(value(0)?),
        Op::Subscript => {
            let index = value(1)?;
            if !plain(reading, index) {
                return None;
            }
            pointee(value(0)?)
        }
        Op::Member | Op::MemberOfPointer => {
            let object = match (op, value(0)?) {
                (Op::Member, Value::Typed(ty)) => ty,
                (_, v) => match pointee(v)? {
                    Value::Typed(ty) => ty,
                    Value::Scalar => return None,
                },
            };
            let name = *reading.unit.tokens.sym.get(il.expr(x).token as usize)?;
            let field = field_named(reading, super::spaces::class_of(il, object, false)?, name, 0)?;
            let ty = il.entity(field).ty;
            (!volatile_type(il, ty)).then_some(Value::Typed(ty))
        }
        // The address of a variable reads nothing of it.
        Op::AddressOf => match il.expr(*operands.first()?).kind {
            ExprKind::Name(n) if !n.is_none() && super::spaces::class_of(il, il.entity(n).ty, false).is_none() => {
                Some(Value::Scalar)
            }
            _ => plain_operands().then_some(Value::Scalar),
        },
        Op::PtrMemDot | Op::PtrMemArrow => None,
        Op::Comma => {
            if !plain_operands() {
                return None;
            }
            value(1)
        }
        Op::Add | Op::Subtract => {
            if !plain_operands() {
                return None;
            }
            // Pointer arithmetic keeps the pointer's type (what `*(p + 1)` reads).
            let pointer = operands.iter().find_map(|&o| match quiet_value(reading, o, depth + 1)? {
                Value::Typed(ty) if matches!(il.types.get(unreferenced(il, ty)), Some(Type::Pointer { .. })) => {
                    Some(Value::Typed(ty))
                }
                _ => None,
            });
            Some(pointer.unwrap_or(Value::Scalar))
        }
        _ => plain_operands().then_some(Value::Scalar),
    }
}

/// The non-static or static data member of `class` (or of its bases, when known) named
/// `name`; `None` when not found, or ambiguous.
fn field_named(reading: Reading<'_>, class: EntityId, name: Sym, depth: u32) -> Option<EntityId> {
    let (il, facts) = (reading.unit.il, reading.facts);
    if depth > 8 || il.entity(class).inner.is_none() {
        return None;
    }
    let mut own = facts.members(il, il.entity(class).inner).iter().filter(|&&m| il.entity(m).name == name);
    if let Some(&m) = own.next() {
        let member = il.entity(m);
        return matches!(member.kind, EntityKind::Field | EntityKind::Variable).then_some(m);
    }
    let mut found = bases(il, class).map(|b| if b.is_none() { None } else { field_named(reading, b, name, depth + 1) });
    let first = found.next()??;
    found.all(|f| f.is_none()).then_some(first)
}

/// Whether the literal of tokens `first..end` (a string's run of adjacent ones) has a
/// user-defined suffix: it is a call of a literal operator (`3_n`, `"zz"_i`, `"abc"s`,
/// `10ms`).
fn user_defined_literal(t: &crate::parse::Tokens, first: u32, end: u32) -> bool {
    (first..end.max(first + 1)).any(|i| {
        let i = i as usize;
        let text = t.spelling(i);
        match t.kind.get(i) {
            Some(TokenKind::StringLiteral | TokenKind::RawStringLiteral) => text.last() != Some(&b'"'),
            Some(TokenKind::CharLiteral) => text.last() != Some(&b'\''),
            Some(TokenKind::Number) => number_with_suffix(text),
            _ => false,
        }
    })
}

/// Whether number `text` has a suffix no built-in literal has (one with `_`, or letters
/// other than the integer and floating suffixes, exponents and hexadecimal digits).
fn number_with_suffix(text: &[u8]) -> bool {
    let (digits, hex) = match text {
        [b'0', b'x' | b'X', rest @ ..] => (rest, true),
        [b'0', b'b' | b'B', rest @ ..] => (rest, false),
        _ => (text, false),
    };
    let built_in = |c: u8| match hex {
        true => c.is_ascii_hexdigit() || matches!(c, b'p' | b'P'),
        false => matches!(c, b'e' | b'E' | b'f' | b'F'),
    };
    digits.iter().any(|&c| {
        c == b'_' || (c.is_ascii_alphabetic() && !matches!(c, b'u' | b'U' | b'l' | b'L' | b'z' | b'Z') && !built_in(c))
    })
}

/// Whether `x` is certainly a constant expression of scalars: literals (no user-defined
/// one), `sizeof`, `alignof`, built-in arithmetic, comparisons and conditions, casts to
/// scalars, names of enumerators and of `constexpr` scalar variables.
fn scalar_constant(reading: Reading<'_>, x: ExprId) -> bool {
    let (unit, il) = (reading.unit, reading.unit.il);
    let not_constant = |y: ExprId| {
        let node = il.expr(y);
        match node.kind {
            ExprKind::Literal => user_defined_literal(unit.tokens, node.token, node.end),
            ExprKind::Sizeof | ExprKind::Alignof | ExprKind::Conditional => false,
            ExprKind::Cast(kind) => kind == crate::il::CastKind::Dynamic || !plain(reading, Value::Typed(node.ty)),
            ExprKind::BracedList => node.count == 0 && node.end != node.token + 2,
            ExprKind::Name(n) if !n.is_none() => {
                let named = il.entity(n);
                let constant_variable = named.kind == EntityKind::Variable
                    && named.has(flag::CONSTEXPR)
                    && il.is_scalar(named.ty)
                    && !volatile_type(il, named.ty);
                !(named.kind == EntityKind::Enumerator || constant_variable)
            }
            ExprKind::Operation(op) => {
                op.is_assignment()
                    || matches!(
                        op,
                        Op::Call
                            | Op::KernelLaunch
                            | Op::PreIncrement
                            | Op::PreDecrement
                            | Op::PostIncrement
                            | Op::PostDecrement
                            | Op::Deref
                            | Op::AddressOf
                            | Op::Subscript
                            | Op::Member
                            | Op::MemberOfPointer
                            | Op::PtrMemDot
                            | Op::PtrMemArrow
                    )
                    // An operator on an enumeration may be a function the unit declares.
                    || (reading.enum_operators
                        && il.operands(y).iter().any(|&o| matches!(il.expr(o).kind, ExprKind::Name(_))))
            }
            _ => true,
        }
    };
    il.any_node(x, 256, not_constant) == Some(false)
}

/// Whether field `m`'s default member initializer `x`, where it has an integer operation
/// that may give no constant (a division by zero, a signed overflow, a negative shift: `1 /
/// 0`, `2147483647 + 1`, `1 << -1`), is valued by the constant evaluator: EDG's implicit
/// constructor is then no constexpr one, and cicc is quiet on an unused local of the class
/// (the oracle, case sema/unused_class_objects_nonconstant_members).
fn operations_valued(unit: &Unit<'_>, facts: &Facts, m: EntityId, x: ExprId) -> bool {
    let (il, t) = (unit.il, unit.tokens);
    let may_not_fold = il.any_node(x, 256, |y| match il.expr(y).kind {
        ExprKind::Operation(
            Op::Add | Op::Subtract | Op::Multiply | Op::Divide | Op::Remainder | Op::ShiftLeft | Op::ShiftRight,
        ) => true,
        ExprKind::Operation(Op::Negate) => il.operands(y).first().is_none_or(|&o| il.expr(o).kind != ExprKind::Literal),
        _ => false,
    });
    if may_not_fold == Some(false) {
        return true;
    }
    let Some(at) = member_initializer_at(unit, m) else { return false };
    // The initializer's tokens: to the `}` of a braced one, else to the `;` or `,` after it.
    let end = match t.kind.get(at) {
        Some(TokenKind::LBrace) => t.closing(at, at + 4096),
        _ => t.expression_end(at + 1, at + 4096),
    };
    let Some(end) = end else { return false };
    let evaluator = super::constant::Evaluator { unit, facts, bound: &|_| None };
    evaluator.value(at + 1, end, il.entity(m).parent).is_some()
}

/// Whether expression `x` has an operation on a name of a variable or parameter of a
/// dependent type, or a lambda (or is too large to tell). A cast or a condition does not
/// count (the oracle: `int c = (int)x;` and `int d = x ? 1 : 2;` are reported; `auto l =
/// [] {};` is not in an instance, though it is elsewhere).
fn dependent_operation(unit: &Unit<'_>, x: ExprId) -> bool {
    let il = unit.il;
    let dependent_name = |o: ExprId| match il.expr(o).kind {
        ExprKind::Name(v) if !v.is_none() => super::instances::dependent(il, il.entity(v).ty, 0),
        _ => false,
    };
    let found = il.any_node(x, 4096, |x| match il.expr(x).kind {
        ExprKind::Lambda => true,
        ExprKind::Operation(_) => il.operands(x).iter().any(|&o| dependent_name(o)),
        _ => false,
    });
    found != Some(false)
}

/// Whether call `x` is a constant expression nvcc does not count as an effect: a call of a
/// `constexpr` function (the only function of its name, no template) whose arguments are
/// literals or such calls (the oracle, case sema/unused_constant_calls: `cf()`, `cg(3)`,
/// `hd(hd(1))` are, `cg(g)` of a variable and `cg(f())` are not).
fn constant_call(unit: &Unit<'_>, facts: &Facts, x: ExprId, depth: u32) -> bool {
    let il = unit.il;
    let Some((&callee, args)) = il.operands(x).split_first() else { return false };
    if depth > 16 || !facts.certain_callee(il, callee).is_some_and(|f| il.entity(f).has(flag::CONSTEXPR)) {
        return false;
    }
    args.iter().all(|&a| match il.expr(a).kind {
        ExprKind::Literal => true,
        ExprKind::Operation(Op::Call) => constant_call(unit, facts, a, depth + 1),
        _ => false,
    })
}

fn report(unit: &Unit<'_>, sink: &mut DiagSink<'_>, id: DiagId, e: EntityId, name: String) {
    report_entity(unit, sink, id, e, "variable", name);
}

fn report_entity(unit: &Unit<'_>, sink: &mut DiagSink<'_>, id: DiagId, e: EntityId, kind: &'static str, name: String) {
    report_at(unit, sink, id, unit.il.entity(e).token, kind, name);
}

/// Reports `id` at token `at`, naming an entity of kind `kind` (`variable "x"`).
fn report_at(unit: &Unit<'_>, sink: &mut DiagSink<'_>, id: DiagId, at: u32, kind: &'static str, name: String) {
    let at = at as usize;
    let entity = EntitySummary { kind_label: kind, name, ..Default::default() };
    sink.report(id, Some(unit.tokens.at[at]))
        .printed(unit.tokens.printed(at))
        .token(at as u32)
        .arg(Arg::Entity(Box::new(entity)))
        .emit();
}

/// Labels no `goto` (nor `&&label`) of their function names: #177 "label "L" was declared
/// but never referenced" (the oracle, case sema/unused_labels: on the device pass, as the
/// variables'). Out of templates and lambdas.
fn unreferenced_labels(unit: &Unit<'_>, facts: &Facts, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    use crate::parse::keyword::Kw;
    let (il, t) = (unit.il, unit.tokens);
    for stmt in il.stmts.iter().filter(|s| s.kind == StmtKind::Label) {
        let at = stmt.token;
        if t.kind.get(at as usize) != Some(&TokenKind::Identifier) || t.in_system_header(at as usize) {
            continue;
        }
        let Owner::Routine(routine) = facts.owner(stmt.scope) else {
            stats.count(Undecided::Lambda);
            continue;
        };
        let r = il.entity(routine);
        if r.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(unit, r.parent) {
            stats.count(Undecided::Template);
            continue;
        }
        let Some(end) = facts.body_end(routine) else { continue };
        let name = t.sym[at as usize];
        let (goto, start) = (Kw::Goto.sym(), r.token as usize);
        let spelled: Vec<usize> = (start..end as usize)
            .filter(|&i| t.kind[i] == TokenKind::Identifier && t.sym[i] == name && i != at as usize)
            .collect();
        let referenced = spelled
            .iter()
            .any(|&i| i.checked_sub(1).is_some_and(|p| t.sym[p] == goto || t.kind[p] == TokenKind::AmpAmp));
        // Spelled elsewhere in the body: an `asm goto`'s label list names it (the oracle is
        // quiet), or something else of its name does; not decided.
        if !referenced && !spelled.is_empty() {
            stats.count(Undecided::NotModelled);
            continue;
        }
        if !referenced {
            stats.decided += 1;
            let name = String::from_utf8_lossy(t.spelling(at as usize)).into_owned();
            report_at(unit, sink, DiagId::DeclaredButNeverReferenced, at, "label", name);
        }
    }
}

/// Functions with internal linkage (`static`, or in an anonymous namespace) of the unit's
/// main file that nothing names (`functions`: by name, with whether an identifier spells the
/// name anywhere but at the declarations of its functions): #177 "function … was declared
/// but never referenced" (the oracle, sema/unused_internal_functions). A name with several
/// declarations (a prototype and its definition, overloads) is left alone.
fn unused_functions(
    unit: &Unit<'_>,
    names: &Names<'_>,
    functions: &FxHashMap<Sym, (Vec<EntityId>, bool)>,
    sink: &mut DiagSink<'_>,
    stats: &mut SemaStats,
) {
    let il = unit.il;
    let mut unreferenced: Vec<EntityId> = functions
        .values()
        .filter(|(_, referenced)| !referenced)
        .filter_map(|(list, _)| reported_declaration(unit, list))
        .collect();
    unreferenced.sort_unstable();
    for e in unreferenced {
        // Marked at any of its declarations (the oracle: `static void f() __attribute__((unused));`
        // then its definition).
        let mut declarations = super::spaces::redeclarations(il, e);
        if declarations.any(|d| in_condition_or_marked_unused(unit, il.entity(d).token as usize)) {
            stats.count(Undecided::Context);
            continue;
        }
        let Some(name) = names.qualified_naming(e, super::names::UNNAMED) else {
            stats.count(Undecided::Unrendered);
            continue;
        };
        stats.decided += 1;
        report_entity(unit, sink, DiagId::DeclaredButNeverReferenced, e, "function", name);
    }
}

/// The declaration EDG's #177 stands at for an internal function: its definition, else its
/// first declaration (the oracle, case sema/unused_static_function_redeclared). `None` when
/// the name's internal declarations are of more than one function (overloads) or some
/// declaration of it is outside the main file.
fn reported_declaration(unit: &Unit<'_>, internal: &[EntityId]) -> Option<EntityId> {
    let il = unit.il;
    let first = *internal.first()?;
    // A friend defined in a class redeclares the namespace's function, and #177 stands at
    // it (the oracle, case sema/missing_return_friend: `static int f1(int);` then a class's
    // `friend int f1(int c) {…}`); friends are not among the declarations seen here.
    if il.named(il.entity(first).name).any(|x| il.entity(x).has(flag::FRIEND)) {
        return None;
    }
    let group: Vec<EntityId> = super::spaces::redeclarations(il, first).collect();
    if !internal.iter().all(|e| group.contains(e)) {
        return None;
    }
    let in_main = |d: EntityId| in_main_file(unit, il.entity(d).token);
    if !group.iter().all(|&d| in_main(d)) {
        return None;
    }
    group
        .iter()
        .copied()
        .find(|&d| il.entity(d).has(flag::DEFINED))
        .or_else(|| group.iter().copied().min_by_key(|&d| il.entity(d).token))
}

/// A namespace-scope function of the unit's main file with internal linkage, in no template.
fn internal_function_in_main_file(unit: &Unit<'_>, e: EntityId) -> bool {
    let il = unit.il;
    let ent = il.entity(e);
    if ent.has(
        flag::SYSTEM
            | flag::TEMPLATE
            | flag::SPECIALIZATION
            | flag::EXTERN_C
            | flag::FRIEND
            | flag::QUALIFIED
            | flag::DELETED
            | flag::OPERATOR
            | flag::CONVERSION,
    ) || !matches!(il.scope(ent.parent).kind, ScopeKind::File | ScopeKind::Namespace)
        || in_template(unit, ent.parent)
    {
        return false;
    }
    (ent.storage == StorageClass::Static || in_anonymous_namespace(il, ent.parent)) && in_main_file(unit, ent.token)
}

/// Whether `x` is a lambda whose closure holds references and scalars only (captures by
/// reference, `this`, and copies of variables of scalar types): making it has no effect
/// but setting it, and the oracle warns of a variable it initializes as of a scalar one
/// (`auto l = [&](int i) {…}; (void)l;` and `[=]` copying an `int` are #550, and no use is
/// #177), not where a capture by copy may run a copy constructor. What `=` copies is what
/// the body names: every variable or parameter declared before the lambda under a name
/// the body spells must be a scalar (an over-approximation of the captures); the lambda
/// can capture what is declared from token `from` on ([`captures_from`]).
fn closure_of_scalars(unit: &Unit<'_>, x: ExprId, from: u32) -> bool {
    let (il, t) = (unit.il, unit.tokens);
    let node = il.expr(x);
    let start = node.token as usize;
    if node.kind != ExprKind::Lambda || t.kind.get(start) != Some(&TokenKind::LBracket) {
        return false;
    }
    // Variables of the name declared there before the lambda: all scalars, none volatile
    // (copying a volatile reads it, an effect: the oracle is quiet on `auto l = [vi] {…};`,
    // case sema/unused_lambda_volatile_captures, though not on the copy of a `volatile int
    // &` reference).
    let copies_scalars = |name: Sym| {
        il.named(name).all(|v| {
            let ent = il.entity(v);
            !matches!(ent.kind, EntityKind::Variable | EntityKind::Parameter)
                || ent.token >= node.token
                || ent.token < from
                || (certain_type(unit, v, None) && il.is_volatile(ent.ty) == Some(false))
        })
    };
    let mut i = start + 1;
    let mut copy_default = false;
    loop {
        match (t.kind.get(i), t.kind.get(i + 1)) {
            (Some(TokenKind::RBracket), _) => break,
            // `&`, `&name`.
            (Some(TokenKind::Amp), Some(TokenKind::Identifier)) => i += 2,
            (Some(TokenKind::Amp), _) => i += 1,
            (Some(TokenKind::Eq), _) => {
                copy_default = true;
                i += 1;
            }
            // `this`, `name` (not `name = init`, `name...`).
            (Some(TokenKind::Identifier), Some(TokenKind::Comma | TokenKind::RBracket)) => {
                if t.spelling(i) != b"this" && !copies_scalars(t.sym[i]) {
                    return false;
                }
                i += 1;
            }
            _ => return false,
        }
        match t.kind.get(i) {
            Some(TokenKind::Comma) => i += 1,
            Some(TokenKind::RBracket) => break,
            _ => return false,
        }
    }
    if !copy_default {
        return true;
    }
    let end = (node.end as usize).min(t.len());
    (i + 1..end).all(|k| t.kind[k] != TokenKind::Identifier || copies_scalars(t.sym[k]))
}

/// Where the variables a lambda in scope `s` can capture start: the name of the function
/// whose body holds it (its parameters follow); past everything outside functions.
fn captures_from(unit: &Unit<'_>, facts: &Facts, s: ScopeId) -> u32 {
    match facts.routine_at(unit, s) {
        r if r.is_none() => u32::MAX,
        r => unit.il.entity(r).token,
    }
}

/// How many identifiers among tokens `range` spell `name`.
fn occurrences(t: &crate::parse::Tokens, name: Sym, range: std::ops::RangeInclusive<u32>) -> u32 {
    range.filter(|&i| t.kind[i as usize] == TokenKind::Identifier && t.sym[i as usize] == name).count() as u32
}

/// What the warnings need to know of the unit's classes (the oracle, cases
/// sema/unused_local_class_objects and sema/unused_class_objects_set): which are made and
/// destroyed without effects ("quiet": every constructor defaulted on its first declaration
/// or constexpr, no destructor but a defaulted one, no virtual function, no virtual base,
/// no volatile field, no default member initializer, and the same of each base and field of
/// class type), whose objects cicc then
/// warns about as it does of scalars; and which are copied by copying their bytes
/// ("trivially copyable": no virtual function, no constructor that may copy but defaulted
/// ones, no constructor template, no destructor but a defaulted one, bases and fields
/// likewise), whose copies set the object.
struct Classes<'a> {
    known: FxHashMap<(EntityId, Property), bool>,
    /// The initializers read, by the variable or field they initialize.
    initializers: &'a FxHashMap<EntityId, ExprId>,
    /// [`declares_enum_operators`].
    enum_operators: bool,
}

/// What a class's own declarations say, for [`Classes`].
#[derive(Clone, Copy, Default)]
struct Members {
    /// Constructors declared.
    constructors: u32,
    /// Fields that are scalars or arrays of them, with and without a default member
    /// initializer; fields of other types.
    scalar_fields_initialized: u32,
    scalar_fields_bare: u32,
    /// Scalar fields whose default member initializer is not certainly a constant
    /// expression (then the implicit default constructor is not constexpr), and those
    /// whose initializer may have effects.
    initializers_not_constant: u32,
    initializers_with_effects: u32,
    other_fields: u32,
    bases: u32,
}

impl Classes<'_> {
    /// For a local object of a class of no template's, whether its initialization sets it
    /// (cicc's #550 counts it as set), with nothing but the class's own bytes made and
    /// destroyed; `None` where a constructor or destructor with effects may run, or the
    /// form is not modelled. Set: a copy of an object of the class (`T c = a`, `T c(*p)`,
    /// `T c{a}`) when copying copies bytes; `{}` and aggregate lists; no initializer when
    /// the default constructor is a user-provided constexpr one or every field has a
    /// default member initializer. Not set: no initializer, with none of those.
    fn local_initialization(
        &mut self,
        unit: &Unit<'_>,
        facts: &Facts,
        e: EntityId,
        initializer: Option<ExprId>,
    ) -> Option<bool> {
        let il = unit.il;
        let ent = il.entity(e);
        if !matches!(ent.storage, StorageClass::None | StorageClass::Auto) || ent.memory.0 != 0 {
            return None;
        }
        let Some(Type::Tag(class)) = il.types.get(il.resolved(ent.ty)) else { return None };
        if il.entity(class).kind != EntityKind::Class || !self.trivially_copyable(unit, facts, class, 0) {
            return None;
        }
        let quiet = self.quiet(unit, facts, class, 0);
        let members = self.members(unit, facts, class)?;
        // Constructs no user-written constructor: an aggregate of scalars whose default
        // member initializers have no effect (the oracle is quiet on `struct W { int x =
        // side(); }; W w;`, and on `W w{};` too).
        let plain = members.constructors == 0
            && members.bases == 0
            && members.other_fields == 0
            && members.initializers_with_effects == 0;
        let Some(x) = initializer else {
            if plain {
                return match (members.scalar_fields_initialized, members.scalar_fields_bare) {
                    (0, _) => Some(false),
                    // The implicit constructor is constexpr, when every initializer is a
                    // constant (the oracle is quiet on `struct M { int v = gv; }; M m;` and
                    // on `S *me = this;`, not on `int v = sizeof(int);`).
                    (_, 0) if members.initializers_not_constant == 0 => Some(true),
                    // Some fields initialized: whether the implicit constructor is
                    // constexpr is not modelled.
                    _ => None,
                };
            }
            if !quiet || members.bases != 0 || members.other_fields != 0 || members.scalar_fields_initialized != 0 {
                return None;
            }
            let constructors = facts.constructors(il, il.entity(class).inner);
            return match super::spaces::default_constructor(il, unit.tokens, &constructors).ok()? {
                super::spaces::DefaultConstructor::Declared { declarations, with_parameters: false } => {
                    let first = il.entity(*declarations.first()?);
                    match (first.has(flag::DEFAULTED), first.has(flag::CONSTEXPR)) {
                        (true, _) => Some(false),
                        (false, true) => Some(true),
                        (false, false) => None,
                    }
                }
                _ => None,
            };
        };
        let node = il.expr(x);
        let operands = il.operands(x);
        let copied = |y: ExprId| object_of_class(unit, y) == Some(class);
        match node.kind {
            ExprKind::BracedList if operands.is_empty() && node.end == node.token + 2 => {
                (quiet || plain).then_some(true)
            }
            ExprKind::BracedList if operands.len() == 1 && copied(operands[0]) => Some(true),
            ExprKind::BracedList if plain && node.count > 0 => Some(true),
            // `T c(a)`: the parser's cast at the variable's name.
            ExprKind::Cast(crate::il::CastKind::Functional) if node.token == ent.token && operands.len() == 1 => {
                copied(operands[0]).then_some(true)
            }
            _ => copied(x).then_some(true),
        }
    }

    /// A local object of a quiet class, a class of no template's.
    fn quiet_local(&mut self, unit: &Unit<'_>, facts: &Facts, e: EntityId) -> bool {
        let il = unit.il;
        let ent = il.entity(e);
        if !matches!(ent.storage, StorageClass::None | StorageClass::Auto) || ent.memory.0 != 0 {
            return false;
        }
        match il.types.get(il.resolved(ent.ty)) {
            Some(Type::Tag(class)) => self.quiet(unit, facts, class, 0),
            _ => false,
        }
    }

    fn quiet(&mut self, unit: &Unit<'_>, facts: &Facts, class: EntityId, depth: u32) -> bool {
        self.holds(Property::Quiet, unit, facts, class, depth)
    }

    fn trivially_copyable(&mut self, unit: &Unit<'_>, facts: &Facts, class: EntityId, depth: u32) -> bool {
        self.holds(Property::TriviallyCopyable, unit, facts, class, depth)
    }

    fn trivially_constructed(&mut self, unit: &Unit<'_>, facts: &Facts, class: EntityId, depth: u32) -> bool {
        self.holds(Property::TriviallyConstructed, unit, facts, class, depth)
    }

    /// Whether the class's implicit (or defaulted) default constructor runs a base's or a
    /// field's that is not trivial yet leaves some field uninitialized: then it is not
    /// constexpr, and cicc takes its objects for made with effects (the oracle, case
    /// sema/unused_local_constexpr_constructed_members: quiet on `struct L { dim3 g; size_t
    /// n; }; L l;` and `struct D : CE { int b; }; D d;`, not on `struct W { CE c; }; W w;`).
    fn implicitly_constructed_in_part(&mut self, unit: &Unit<'_>, facts: &Facts, class: EntityId, depth: u32) -> bool {
        let il = unit.il;
        let members = facts.members(il, il.entity(class).inner);
        let user_provided = |m: EntityId| il.entity(m).has(flag::CONSTRUCTOR) && !il.entity(m).has(flag::DEFAULTED);
        if members.iter().any(|&m| user_provided(m)) || self.trivially_constructed(unit, facts, class, depth) {
            return false;
        }
        let fields = members
            .iter()
            .copied()
            .filter(|&m| il.entity(m).kind == EntityKind::Field && il.entity(m).storage != StorageClass::Static);
        let bare: Vec<EntityId> = fields.filter(|&m| !self.has_member_initializer(unit, m)).collect();
        bare.into_iter().any(|m| match field_class(il, m) {
            Ok(Some(c)) => self.trivially_constructed(unit, facts, c, depth + 1),
            Ok(None) | Err(()) => true,
        })
    }

    fn holds(&mut self, property: Property, unit: &Unit<'_>, facts: &Facts, class: EntityId, depth: u32) -> bool {
        if let Some(&known) = self.known.get(&(class, property)) {
            return known;
        }
        let holds = depth < 8 && self.holds_now(property, unit, facts, class, depth);
        self.known.insert((class, property), holds);
        holds
    }

    /// Whether `property` holds of the class's own members, and of its fields' and bases'
    /// classes.
    fn holds_now(&mut self, property: Property, unit: &Unit<'_>, facts: &Facts, class: EntityId, depth: u32) -> bool {
        let il = unit.il;
        if !modelled_class(unit, facts, class) {
            return false;
        }
        let fields = || {
            facts
                .members(il, il.entity(class).inner)
                .iter()
                .filter(|&&m| il.entity(m).kind == EntityKind::Field && il.entity(m).storage != StorageClass::Static)
        };
        // Whether some field has a default member initializer (`Some(true)`: all of them).
        let initialized_fields = match fields().filter(|&&m| self.has_member_initializer(unit, m)).count() {
            0 => None,
            n => Some(n == fields().count()),
        };
        for &m in facts.members(il, il.entity(class).inner) {
            let member = il.entity(m);
            let holds = match member.kind {
                EntityKind::Routine => property.allows(il, m),
                // Types, enumerators, static data members: not part of an object.
                _ if member.kind != EntityKind::Field || member.storage == StorageClass::Static => true,
                // A default member initializer makes the implicit constructor non-trivial,
                // and constexpr only when every member is initialized (the oracle: cicc warns
                // of `struct { int v = 1; }`, not of `struct { int v = 1; int w[2]; }`): quiet
                // when every field has a constant one.
                _ if property == Property::TriviallyConstructed && self.has_member_initializer(unit, m) => false,
                _ if property.quiet() && self.has_member_initializer(unit, m) => {
                    initialized_fields == Some(true) && constant_member_initializer(unit, m)
                }
                _ if property.quiet() && initialized_fields == Some(true) => false,
                _ => match field_class(il, m) {
                    Ok(Some(field_class)) => self.holds(property, unit, facts, field_class, depth + 1),
                    Ok(None) => true,
                    Err(()) => false,
                },
            };
            if !holds {
                return false;
            }
        }
        // A virtual base makes every constructor set up its pointer (the oracle is quiet on
        // `struct D : virtual B {}; D d;`).
        !has_virtual_base(unit, class)
            && bases(il, class).all(|base| !base.is_none() && self.holds(property, unit, facts, base, depth + 1))
            && !(property.quiet() && self.implicitly_constructed_in_part(unit, facts, class, depth))
    }
}

impl Classes<'_> {
    /// The class's constructors and non-static fields, counted; `None` for a class not
    /// modelled.
    fn members(&self, unit: &Unit<'_>, facts: &Facts, class: EntityId) -> Option<Members> {
        let il = unit.il;
        if !modelled_class(unit, facts, class) {
            return None;
        }
        let mut counted = Members { bases: bases(il, class).count() as u32, ..Members::default() };
        for &m in facts.members(il, il.entity(class).inner) {
            let member = il.entity(m);
            if member.kind == EntityKind::Routine && member.has(flag::CONSTRUCTOR) {
                counted.constructors += 1;
            } else if member.kind == EntityKind::Field && member.storage != StorageClass::Static {
                match (field_class(il, m), self.has_member_initializer(unit, m)) {
                    (Ok(None), true) => {
                        counted.scalar_fields_initialized += 1;
                        // One not read (a system header's) counts as neither.
                        let x = self.initializers.get(&m).copied();
                        let reading = Reading {
                            unit,
                            facts,
                            captures_from: u32::MAX,
                            enum_operators: self.enum_operators,
                            device_code: false,
                        };
                        if !x.is_some_and(|x| scalar_constant(reading, x) && operations_valued(unit, facts, m, x)) {
                            counted.initializers_not_constant += 1;
                        }
                        if !x.is_some_and(|x| without_effects(reading, m, x)) {
                            counted.initializers_with_effects += 1;
                        }
                    }
                    (Ok(None), false) => counted.scalar_fields_bare += 1,
                    _ => counted.other_fields += 1,
                }
            }
        }
        Some(counted)
    }

    /// Whether field `m` has a default member initializer (`= …` or `{…}` after its name,
    /// or after a bit-field's width).
    fn has_member_initializer(&self, unit: &Unit<'_>, m: EntityId) -> bool {
        self.initializers.contains_key(&m) || member_initializer_at(unit, m).is_some()
    }
}

/// What [`Classes`] asks of a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Property {
    /// Made and destroyed without effects.
    Quiet,
    /// Made without effects at namespace scope, where a virtual function's table is
    /// initialized statically (the oracle: `struct V { virtual void f() {} }; V v1;` draws
    /// #177 there).
    QuietStatic,
    /// Copied by copying its bytes, destroyed without effects.
    TriviallyCopyable,
    /// Default-constructed by doing nothing: no user-provided constructor, no default
    /// member initializer (nor in a base or field).
    TriviallyConstructed,
}

impl Property {
    /// Whether it is [`Property::Quiet`] or [`Property::QuietStatic`].
    fn quiet(self) -> bool {
        matches!(self, Property::Quiet | Property::QuietStatic)
    }

    /// Whether member function `m` allows the property.
    fn allows(self, il: &crate::il::Il, m: EntityId) -> bool {
        let member = il.entity(m);
        // At namespace scope a virtual function (not a destructor) leaves the object quiet.
        let static_table = self == Property::QuietStatic && !member.has(flag::DESTRUCTOR);
        if member.has(flag::VIRTUAL) && !static_table {
            return false;
        }
        match self {
            Property::Quiet | Property::QuietStatic if member.has(flag::CONSTRUCTOR) => {
                member.has(flag::DEFAULTED | flag::CONSTEXPR)
            }
            Property::Quiet | Property::QuietStatic if member.has(flag::DESTRUCTOR) => member.has(flag::DEFAULTED),
            _ if member.has(flag::CONSTRUCTOR | flag::DESTRUCTOR) && member.has(flag::DEFAULTED) => true,
            Property::TriviallyConstructed if member.has(flag::CONSTRUCTOR) => member.has(flag::DEFAULTED),
            Property::TriviallyCopyable if member.has(flag::DESTRUCTOR) => false,
            // A constructor whose first parameter is a reference may copy or move.
            Property::TriviallyCopyable if member.has(flag::CONSTRUCTOR) => {
                !member.has(flag::TEMPLATE) && first_parameter_not_reference(il, m)
            }
            _ => true,
        }
    }
}

/// A class the checks can know all of: one of no template's, whose members were all read.
fn modelled_class(unit: &Unit<'_>, facts: &Facts, class: EntityId) -> bool {
    let c = unit.il.entity(class);
    c.kind == EntityKind::Class
        && !c.inner.is_none()
        && !c.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::UNKNOWN_BASES | flag::INHERITS_CONSTRUCTORS)
        && !in_template(unit, c.parent)
        && !facts.unread(c.inner)
}

/// The bases of `class` (`EntityId::NONE` for one not known).
fn bases(il: &crate::il::Il, class: EntityId) -> impl Iterator<Item = EntityId> + '_ {
    il.bases.iter().filter(move |b| b.0 == class).map(|b| b.2)
}

/// Whether a base specifier of `class` says `virtual` (or where it starts is not found).
fn has_virtual_base(unit: &Unit<'_>, class: EntityId) -> bool {
    let t = unit.tokens;
    unit.il.bases.iter().filter(|b| b.0 == class).any(|&(_, _, _, after)| {
        // Back from the base's name to the `:` or `,` that starts its specifier, out of
        // template arguments and parentheses.
        let mut depth = 0u32;
        for i in (0..after as usize).rev().take(256) {
            match t.kind.get(i) {
                Some(TokenKind::Greater | TokenKind::RParen) => depth += 1,
                Some(TokenKind::GreaterGreater) => depth += 2,
                Some(TokenKind::Less | TokenKind::LParen) => depth = depth.saturating_sub(1),
                Some(TokenKind::Colon | TokenKind::Comma | TokenKind::LBrace | TokenKind::Semi) if depth == 0 => {
                    return false
                }
                Some(TokenKind::Identifier) if t.spelling(i) == b"virtual" => return true,
                _ => {}
            }
        }
        true
    })
}

/// Where field `m`'s default member initializer starts: the `=` or `{` after its name, or
/// after a bit-field's width (`int b : 4 = g();`).
fn member_initializer_at(unit: &Unit<'_>, m: EntityId) -> Option<usize> {
    let t = unit.tokens;
    let mut i = unit.il.entity(m).token as usize + 1;
    if t.kind.get(i) == Some(&TokenKind::Colon) {
        // The width: up to `=`, `{`, `,` or `;` out of parentheses.
        let mut depth = 0u32;
        loop {
            i += 1;
            match t.kind.get(i)? {
                TokenKind::LParen | TokenKind::LBracket => depth += 1,
                TokenKind::RParen | TokenKind::RBracket => depth = depth.checked_sub(1)?,
                TokenKind::Eq | TokenKind::LBrace if depth == 0 => break,
                TokenKind::Semi | TokenKind::Comma | TokenKind::RBrace if depth == 0 => return None,
                _ => {}
            }
        }
    }
    matches!(t.kind.get(i), Some(TokenKind::Eq | TokenKind::LBrace)).then_some(i)
}

/// Whether field `m`'s default member initializer is one literal, perhaps signed (`= 1`,
/// `{-1}`, `{}`).
fn constant_member_initializer(unit: &Unit<'_>, m: EntityId) -> bool {
    let t = unit.tokens;
    let Some(at) = member_initializer_at(unit, m) else { return false };
    let braced = t.kind.get(at) == Some(&TokenKind::LBrace);
    let i = at + 1;
    if braced && t.kind.get(i) == Some(&TokenKind::RBrace) {
        return true;
    }
    let literal = match t.kind.get(i) {
        Some(TokenKind::Identifier) if t.spelling(i) == b"nullptr" => Some(i),
        _ => signed_literal(t, i),
    };
    let end: &[TokenKind] = if braced { &[TokenKind::RBrace] } else { &[TokenKind::Semi, TokenKind::Comma] };
    literal.is_some_and(|last| t.kind.get(last + 1).is_some_and(|k| end.contains(k)))
}

/// A field's type, arrays seen through: `Ok(None)` a scalar or an enum, `Ok(Some(class))`
/// a class, `Err` anything else (references, volatile fields, types not worked out).
fn field_class(il: &crate::il::Il, m: EntityId) -> Result<Option<EntityId>, ()> {
    // A volatile field is read and written by the implicit members (the oracle is quiet on
    // `struct SV { volatile int v; }; SV a;`).
    if il.is_volatile(il.entity(m).ty) == Some(true) {
        return Err(());
    }
    let mut ty = il.resolved(il.entity(m).ty);
    if let Some(Type::Array { element, .. }) = il.types.get(ty) {
        ty = il.resolved(element);
    }
    match il.types.get(ty) {
        Some(Type::Tag(c)) if il.entity(c).kind == EntityKind::Class => Ok(Some(c)),
        Some(Type::Tag(_)) => Ok(None),
        _ if il.is_scalar(ty) => Ok(None),
        _ => Err(()),
    }
}

/// Whether constructor `m` has no parameters or a scalar first one (so it neither copies
/// nor moves).
fn first_parameter_not_reference(il: &crate::il::Il, m: EntityId) -> bool {
    let Some(Type::Function(f)) = il.types.get(il.entity(m).ty) else { return false };
    let Some(&first) = il.types.function_type(f).params.first() else { return true };
    il.is_scalar(first)
}

/// The class of the object expression `x` denotes, where it is certainly an lvalue of a
/// class: a variable's or a parameter's name (a reference's too), `*p` with `p` a pointer
/// to the class.
fn object_of_class(unit: &Unit<'_>, x: ExprId) -> Option<EntityId> {
    let il = unit.il;
    let node = il.expr(x);
    let (name, pointer) = match node.kind {
        ExprKind::Name(e) => (e, false),
        ExprKind::Operation(Op::Deref) => match il.operands(x) {
            [p] => match il.expr(*p).kind {
                ExprKind::Name(e) => (e, true),
                _ => return None,
            },
            _ => return None,
        },
        _ => return None,
    };
    if name.is_none() || !matches!(il.entity(name).kind, EntityKind::Variable | EntityKind::Parameter) {
        return None;
    }
    let mut ty = il.resolved(il.entity(name).ty);
    if let Some(Type::Pointer { to, kind }) = il.types.get(ty) {
        if (kind == crate::il::RefKind::Pointer) != pointer {
            return None;
        }
        ty = il.resolved(to);
    } else if pointer {
        return None;
    }
    match il.types.get(ty) {
        Some(Type::Tag(c)) if il.entity(c).kind == EntityKind::Class => Some(c),
        _ => None,
    }
}

/// Whether the variable's type is one the warnings are certain for: arithmetic, enum,
/// pointer, or arrays of them (class types may have constructors with effects); for
/// `auto x = …`, what the initializer certainly is of those: a number, the address of a
/// name, a scalar variable's name.
fn certain_type(unit: &Unit<'_>, e: EntityId, initializer: Option<ExprId>) -> bool {
    let il = unit.il;
    let ty = il.resolved(il.entity(e).ty);
    match il.types.get(ty) {
        Some(Type::Array { element, .. }) => il.is_scalar(element),
        Some(Type::Placeholder { decltype_auto: false }) => initializer.is_some_and(|x| scalar_value(unit, x)),
        _ => il.is_scalar(ty),
    }
}

/// Whether expression `x` is certainly a scalar prvalue or lvalue: a number or character
/// literal (no user-defined suffix), `true`, `false`, `nullptr`, a string literal, the
/// address of a function or of a scalar variable or array, the name of a variable or
/// parameter of scalar type.
fn scalar_value(unit: &Unit<'_>, x: ExprId) -> bool {
    let il = unit.il;
    let node = il.expr(x);
    match node.kind {
        ExprKind::Literal => {
            let text = unit.tokens.spelling(node.token as usize);
            let suffixed = text.contains(&b'_') && !text.starts_with(b"\"") && !text.starts_with(b"'");
            matches!(text.first(), Some(b'0'..=b'9' | b'\'' | b'"' | b'.')) && !suffixed
                || matches!(text, b"true" | b"false" | b"nullptr")
        }
        // Not of an object of a class (`operator&` may be overloaded).
        ExprKind::Operation(Op::AddressOf) => il.operands(x).first().is_some_and(|&o| match il.expr(o).kind {
            ExprKind::Name(n) if !n.is_none() => {
                let named = il.entity(n);
                named.kind == EntityKind::Routine
                    || (matches!(named.kind, EntityKind::Variable | EntityKind::Parameter)
                        && (il.is_scalar(named.ty) || certain_type(unit, n, None)))
            }
            _ => false,
        }),
        ExprKind::Name(n) if !n.is_none() => {
            matches!(il.entity(n).kind, EntityKind::Variable | EntityKind::Parameter) && il.is_scalar(il.entity(n).ty)
        }
        _ => false,
    }
}

/// A namespace-scope variable of the unit's main file with internal linkage (`static`,
/// or `const`/`constexpr` without `extern` or `inline`, or any in an anonymous namespace),
/// in no template and not `__shared__` (nvcc is silent on one in an anonymous namespace).
fn internal_in_main_file(unit: &Unit<'_>, e: EntityId) -> bool {
    let il = unit.il;
    let ent = il.entity(e);
    if ent.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::EXTERN_C) || in_template(unit, ent.parent) {
        return false;
    }
    if in_anonymous_namespace(il, ent.parent) {
        // `extern` and `inline` ones too (the oracle, case sema/unused_anonymous_namespace);
        // one declared `extern` before, at its definition.
        return declared_once_or_extern_before(il, unit.tokens, e)
            && !ent.memory.has(MemorySpaces::SHARED)
            && in_main_file(unit, ent.token);
    }
    if ent.has(flag::INLINE) {
        return false;
    }
    if ent.storage == StorageClass::Extern || ent.memory.has(MemorySpaces::SHARED) {
        return false;
    }
    if ent.storage == StorageClass::Static {
        return in_main_file(unit, ent.token);
    }
    // A constant is internal unless an `extern` declaration of it came first (`extern const
    // int d; const int d = 1;`: the oracle gives no #177); any such declaration of its name
    // leaves it alone.
    let constant = ent.has(flag::CONSTEXPR) || il.is_const(ent.ty) == Some(true);
    let declared_extern = || {
        il.named(ent.name).any(|x| {
            let x = il.entity(x);
            x.kind == EntityKind::Variable
                && x.storage == StorageClass::Extern
                && matches!(il.scope(x.parent).kind, ScopeKind::File | ScopeKind::Namespace)
        })
    };
    constant && !declared_extern() && in_main_file(unit, ent.token)
}

/// Whether anonymous namespace variable `e` is declared only by itself and, before it,
/// `extern` declarations (the oracle warns at the definition); not when its name declares
/// other variables at namespace scope, or `e` is an `extern` declaration of one defined
/// elsewhere.
fn declared_once_or_extern_before(il: &crate::il::Il, tokens: &crate::parse::Tokens, e: EntityId) -> bool {
    let ent = il.entity(e);
    il.named(ent.name).all(|x| {
        let other = il.entity(x);
        x == e
            || other.kind != EntityKind::Variable
            || !matches!(il.scope(other.parent).kind, ScopeKind::File | ScopeKind::Namespace)
            || (ent.storage != StorageClass::Extern
                && other.storage == StorageClass::Extern
                && other.token < ent.token
                && other.ty == ent.ty
                && in_anonymous_namespace(il, other.parent)
                && !written_initializer(tokens, other.token as usize))
    })
}

/// Whether token `at` was read from the unit's main file.
fn in_main_file(unit: &Unit<'_>, at: u32) -> bool {
    unit.tokens.at.get(at as usize).is_some_and(|l| l.file == FileId(0))
}

/// Whether the declarator whose name is at `name` has an initializer: `=`, `(` or `{` after
/// the name and its array bounds.
pub(super) fn written_initializer(t: &crate::parse::Tokens, name: usize) -> bool {
    let mut j = name + 1;
    while t.kind.get(j) == Some(&TokenKind::LBracket) {
        match t.closing(j, t.len()) {
            Some(close) => j = close + 1,
            None => return true,
        }
    }
    matches!(t.kind.get(j), Some(TokenKind::Eq | TokenKind::LParen | TokenKind::LBrace))
}

/// Whether the name at `name` is followed by one literal (a number, a character, `true` or
/// `false`), perhaps signed, in parentheses, perhaps nested (`n(3)`, `n((3))`, `n(-3)`).
fn literal_in_parentheses(t: &crate::parse::Tokens, name: usize) -> bool {
    let mut i = name + 1;
    let mut open = 0;
    while t.kind.get(i) == Some(&TokenKind::LParen) {
        open += 1;
        i += 1;
    }
    match signed_literal(t, i) {
        Some(last) => open > 0 && (1..=open).all(|k| t.kind.get(last + k) == Some(&TokenKind::RParen)),
        None => false,
    }
}

/// Where a literal (a number, a character, `true` or `false`), perhaps signed, that starts at
/// `i` ends: its last token.
fn signed_literal(t: &crate::parse::Tokens, mut i: usize) -> Option<usize> {
    if matches!(t.kind.get(i), Some(TokenKind::Minus | TokenKind::Plus)) {
        i += 1;
    }
    let literal = match t.kind.get(i) {
        Some(TokenKind::Number | TokenKind::CharLiteral) => true,
        Some(TokenKind::Identifier) => matches!(t.spelling(i), b"true" | b"false"),
        _ => false,
    };
    literal.then_some(i)
}

/// Whether namespace-scope `s` is, or is inside, an anonymous namespace.
fn in_anonymous_namespace(il: &crate::il::Il, mut s: ScopeId) -> bool {
    while !s.is_none() {
        let scope = il.scope(s);
        if scope.kind == ScopeKind::Namespace && !scope.entity.is_none() && il.entity(scope.entity).name == Sym(0) {
            return true;
        }
        s = scope.parent;
    }
    false
}

/// The names the unit's `alias("name")` and `ifunc("name")` attributes (`__alias__`,
/// `__ifunc__` too) name.
fn alias_targets(unit: &Unit<'_>) -> Vec<Sym> {
    let t = unit.tokens;
    let attributes: Vec<Sym> =
        [&b"alias"[..], b"__alias__", b"ifunc", b"__ifunc__"].iter().filter_map(|w| t.symbol(w)).collect();
    if attributes.is_empty() {
        return Vec::new();
    }
    t.identifiers_named(&attributes)
        .filter(|&i| {
            t.kind.get(i + 1) == Some(&TokenKind::LParen) && t.kind.get(i + 2) == Some(&TokenKind::StringLiteral)
        })
        .filter_map(|i| {
            let quoted = t.spelling(i + 2);
            let name = quoted.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
            t.symbol(name)
        })
        .collect()
}

/// Whether variable `e` has static storage and a `section("…")` attribute, out of any
/// anonymous namespace: nvcc is quiet on it at namespace and block scope, as if the section
/// used it (the oracle; not on a function so placed, nor on a variable of an anonymous
/// namespace).
fn static_in_named_section(unit: &Unit<'_>, e: EntityId) -> bool {
    let (il, t) = (unit.il, unit.tokens);
    let ent = il.entity(e);
    let namespace_scope = matches!(il.scope(ent.parent).kind, ScopeKind::File | ScopeKind::Namespace);
    if !(ent.storage == StorageClass::Static || namespace_scope)
        || (namespace_scope && in_anonymous_namespace(il, ent.parent))
    {
        return false;
    }
    let section = |i: usize| t.kind[i] == TokenKind::Identifier && matches!(t.spelling(i), b"section" | b"__section__");
    let boundary = |i: usize| matches!(t.kind[i], TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace);
    let at = ent.token as usize;
    if at >= t.len() {
        return false;
    }
    let before = (0..at).rev().take_while(|&i| !boundary(i)).any(section);
    before || (at + 1..t.len()).take_while(|&i| !boundary(i)).any(section)
}

/// Whether the declaration of the name at `name` is in a condition or a for-init (`(` before
/// it at its level), or carries `[[maybe_unused]]` or `__attribute__((unused))`, or one of
/// the GNU attributes that make a function or object used without a name (`used`,
/// `constructor`, `destructor`, `weakref`: the oracle is quiet on statics so marked;
/// `cleanup`, whose call at the scope's end takes the local's address: case
/// sema/unused_cleanup_locals).
fn in_condition_or_marked_unused(unit: &Unit<'_>, name: usize) -> bool {
    let t = unit.tokens;
    let marked = |i: usize| {
        matches!(
            t.spelling(i),
            b"maybe_unused"
                | b"unused"
                | b"__unused__"
                | b"__maybe_unused__"
                | b"used"
                | b"__used__"
                | b"constructor"
                | b"__constructor__"
                | b"destructor"
                | b"__destructor__"
                | b"weakref"
                | b"__weakref__"
                | b"cleanup"
                | b"__cleanup__"
        )
    };
    let mut depth = 0u32;
    let mut i = name;
    while i > 0 {
        i -= 1;
        match t.kind[i] {
            TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace => break,
            TokenKind::RParen | TokenKind::RBracket => depth += 1,
            // `void (*p)()`: a declarator's parentheses.
            TokenKind::LParen
                if depth == 0
                    && matches!(t.kind.get(i + 1), Some(TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp)) => {}
            TokenKind::LParen | TokenKind::LBracket if depth == 0 => return true,
            TokenKind::LParen | TokenKind::LBracket => depth -= 1,
            TokenKind::Identifier if marked(i) => return true,
            _ => {}
        }
    }
    let mut j = name + 1;
    while j < t.len() && !matches!(t.kind[j], TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace) {
        if t.kind[j] == TokenKind::Identifier && marked(j) {
            return true;
        }
        j += 1;
    }
    false
}
