//! The generic warnings about variables nothing uses, which nvcc's device pass prints
//! (cudafe++ keeps them quiet unless asked: `catalog::HOST_QUIET`): #177 "declared but
//! never referenced" and #550 "set but never used".
//!
//! Certainty comes from the tokens: a variable is never referenced when no identifier of
//! its name follows its declaration where it is visible (the tokens are macro-expanded, so
//! every reference is one), and it is only set when each of those identifiers is a use the
//! recorder saw as an assignment or a discarded value. Objects of classes made and destroyed
//! without effects draw #177 only (QuietClasses); other variables of class type, those in
//! lambdas, declared in conditions or marked unused are left alone, and those of templates unless a
//! function template is certainly instantiated (then #177 only, as nvcc: once per template).

use rustc_hash::FxHashMap;

use super::context::{in_template, variable_length_bound, Facts, Owner};
use super::names::Names;
use super::{SemaStats, Undecided, Unit};
use crate::diag::{Arg, DiagId, DiagSink, EntitySummary};
use crate::il::{flag, EntityId, EntityKind, ExprId, ExprKind, MemorySpaces, Op, ScopeKind, StorageClass, Type};
use crate::intern::Sym;
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
    let mut classes = QuietClasses::default();
    for (i, ent) in il.entities.iter().enumerate() {
        let e = EntityId(i as u32);
        if ent.kind == EntityKind::Routine && internal_function_in_main_file(unit, e) {
            functions.entry(ent.name).or_default().0.push(e);
            continue;
        }
        if ent.kind != EntityKind::Variable || ent.has(flag::SYSTEM) {
            continue;
        }
        let of_class = il.scope(ent.parent).kind == ScopeKind::Block && classes.quiet_local(unit, facts, e);
        if !(of_class
            || certain_type(unit, e)
            || initializers.get(&e).is_some_and(|&x| closure_without_copies(unit, x)))
        {
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
                let outcome = local(unit, facts, &names, e, initializers.get(&e).copied(), sink);
                match outcome {
                    Ok(()) => stats.decided += 1,
                    Err(why) => stats.count(why),
                }
            }
            ScopeKind::File | ScopeKind::Namespace if internal_in_main_file(unit, e) => {
                globals.entry(ent.name).or_default().push((e, false));
            }
            _ => {}
        }
    }
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
    // One scan of the unit's identifiers for both kinds of candidates.
    let first = match functions.is_empty() {
        true => globals.values().flatten().map(|&(e, _)| il.entity(e).token).min().unwrap_or(0),
        false => 0,
    };
    for i in first as usize..unit.tokens.len() {
        if unit.tokens.kind[i] != TokenKind::Identifier {
            continue;
        }
        let sym = unit.tokens.sym[i];
        if let Some(list) = globals.get_mut(&sym) {
            for (e, referenced) in list.iter_mut() {
                *referenced |= il.entity(*e).token < i as u32;
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
        let Some(name) = names.qualified(e) else {
            stats.count(Undecided::Unrendered);
            continue;
        };
        stats.decided += 1;
        report(unit, sink, DiagId::DeclaredButNeverReferenced, e, name);
    }
}

/// A local variable: #177 when nothing names it after its declaration in its function,
/// #550 when everything that does only assigns it or discards it.
fn local(
    unit: &Unit<'_>,
    facts: &Facts,
    names: &Names<'_>,
    e: EntityId,
    initializer: Option<ExprId>,
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
        && facts.instantiated.contains(&routine);
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
    if initializer.is_some_and(|x| !without_effects(unit, x)) {
        return Err(Undecided::Context);
    }
    let named =
        (at + 1..=end).filter(|&i| t.kind[i as usize] == TokenKind::Identifier && t.sym[i as usize] == ent.name);
    let occurrences = named.count() as u32;
    let name = names.simple(e).ok_or(Undecided::Unrendered)?;
    if occurrences == 0 {
        report(unit, sink, DiagId::DeclaredButNeverReferenced, e, name);
        return Ok(());
    }
    if !certain_type(unit, e) && !initializer.is_some_and(|x| closure_without_copies(unit, x)) {
        // An object of a class: which constructions count as setting it is not modelled
        // (cicc: `C c; (void)c;` is set by a constexpr constructor, an aggregate's is not).
        return Err(Undecided::NotModelled);
    }
    if instantiated {
        // "Set but never used" in a template: not compared with the oracle yet.
        return Err(Undecided::Template);
    }
    let uses = facts.local_uses[e.index()];
    // Every occurrence is a recorded use of this variable (none of another entity of the
    // same name, none in a construct kept as tokens). Constants are not "set": nvcc is
    // quiet on ggml's `const int64_t ne00 = …; (void)(ne00);`.
    let constant = il.is_const(ent.ty) != Some(false) || ent.has(flag::CONSTEXPR);
    // A variable in a memory space is set by its initializer, or by being static (the
    // oracle: `static __shared__ int s; (void)s;` is, a bare `__device__ int d;` is not).
    let set = uses.set || facts.initialized.contains(&e) || (ent.memory.0 != 0 && ent.storage == StorageClass::Static);
    if uses.count == occurrences && !uses.used && !constant && set {
        report(unit, sink, DiagId::SetButNeverUsed, e, name);
    }
    Ok(())
}

/// Whether evaluating `x` certainly has no effect: literals, names, built-in operators
/// other than assignments and increments, member accesses, casts, `sizeof`.
fn without_effects(unit: &Unit<'_>, x: ExprId) -> bool {
    let il = unit.il;
    let mut stack = vec![x];
    let mut seen = 0;
    while let Some(x) = stack.pop() {
        seen += 1;
        if seen > 4096 {
            return false;
        }
        let pure = match il.expr(x).kind {
            ExprKind::Literal | ExprKind::Name(_) | ExprKind::This | ExprKind::Sizeof | ExprKind::Alignof => true,
            ExprKind::Lambda => closure_without_copies(unit, x),
            // A `dynamic_cast` is an error in device code, after which nvcc warns of nothing
            // about the variable.
            ExprKind::Conditional => true,
            ExprKind::Cast(kind) => kind != crate::il::CastKind::Dynamic,
            // A list whose elements were read (they are looked at next), or `{}`.
            ExprKind::BracedList => il.expr(x).count > 0 || il.expr(x).end == il.expr(x).token + 2,
            ExprKind::Operation(op) => {
                !op.is_assignment()
                    && !matches!(
                        op,
                        Op::Call
                            | Op::KernelLaunch
                            | Op::PreIncrement
                            | Op::PreDecrement
                            | Op::PostIncrement
                            | Op::PostDecrement
                    )
            }
            _ => false,
        };
        if !pure {
            return false;
        }
        stack.extend_from_slice(il.operands(x));
    }
    true
}

fn report(unit: &Unit<'_>, sink: &mut DiagSink<'_>, id: DiagId, e: EntityId, name: String) {
    report_entity(unit, sink, id, e, "variable", name);
}

fn report_entity(unit: &Unit<'_>, sink: &mut DiagSink<'_>, id: DiagId, e: EntityId, kind: &'static str, name: String) {
    let at = unit.il.entity(e).token as usize;
    let entity = EntitySummary { kind_label: kind, name, ..Default::default() };
    sink.report(id, Some(unit.tokens.at[at]))
        .printed(unit.tokens.printed(at))
        .token(at as u32)
        .arg(Arg::Entity(Box::new(entity)))
        .emit();
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
        if in_condition_or_marked_unused(unit, il.entity(e).token as usize) {
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
    let group: Vec<EntityId> = super::spaces::redeclarations(il, *internal.first()?).collect();
    if !internal.iter().all(|e| group.contains(e)) {
        return None;
    }
    let in_main = |d: EntityId| unit.tokens.at.get(il.entity(d).token as usize).is_some_and(|l| l.file == FileId(0));
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
    let mut anonymous = false;
    let mut s = ent.parent;
    while !s.is_none() {
        let scope = il.scope(s);
        if scope.kind == ScopeKind::Namespace && !scope.entity.is_none() && il.entity(scope.entity).name == Sym(0) {
            anonymous = true;
        }
        s = scope.parent;
    }
    (ent.storage == StorageClass::Static || anonymous)
        && unit.tokens.at.get(ent.token as usize).is_some_and(|l| l.file == FileId(0))
}

/// Whether `x` is a lambda that copies nothing into its closure (no captures, or only by
/// reference): making it has no effect, and the oracle warns of a variable it initializes
/// as of a scalar one (`auto l = [&](int i) {…}; (void)l;` is #550, and no use is #177),
/// not where a capture by copy may run a copy constructor.
fn closure_without_copies(unit: &Unit<'_>, x: ExprId) -> bool {
    let t = unit.tokens;
    let node = unit.il.expr(x);
    if node.kind != ExprKind::Lambda || t.kind.get(node.token as usize) != Some(&TokenKind::LBracket) {
        return false;
    }
    // Each capture is `&` (the default) or `&name`, up to the introducer's `]`.
    let mut i = node.token as usize + 1;
    loop {
        match t.kind.get(i) {
            Some(TokenKind::RBracket) => return true,
            Some(TokenKind::Amp) => {}
            _ => return false,
        }
        i += 1;
        if t.kind.get(i) == Some(&TokenKind::Identifier) {
            i += 1;
        }
        match t.kind.get(i) {
            Some(TokenKind::Comma) => i += 1,
            Some(TokenKind::RBracket) => return true,
            _ => return false,
        }
    }
}

/// The classes whose objects are made and destroyed without effects, which cicc warns
/// about as it does of scalars when nothing names them (the oracle, case
/// sema/unused_local_class_objects): every constructor defaulted on its first declaration or
/// constexpr, no destructor but a defaulted one, no virtual function, no default member
/// initializer (some make the implicit constructor constexpr, some do not: not modelled),
/// and the same of each base (known) and of each field of class type.
#[derive(Default)]
struct QuietClasses {
    known: FxHashMap<EntityId, bool>,
}

impl QuietClasses {
    /// A local object of such a class, a class of no template's.
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
        if let Some(&known) = self.known.get(&class) {
            return known;
        }
        let quiet = depth < 8 && self.quiet_now(unit, facts, class, depth);
        self.known.insert(class, quiet);
        quiet
    }

    fn quiet_now(&mut self, unit: &Unit<'_>, facts: &Facts, class: EntityId, depth: u32) -> bool {
        let il = unit.il;
        let c = il.entity(class);
        if c.kind != EntityKind::Class
            || c.inner.is_none()
            || c.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::UNKNOWN_BASES | flag::INHERITS_CONSTRUCTORS)
            || in_template(unit, c.parent)
            || facts.unread(c.inner)
        {
            return false;
        }
        for &m in facts.members(il, c.inner) {
            let member = il.entity(m);
            let quiet = match member.kind {
                EntityKind::Routine if member.has(flag::VIRTUAL) => false,
                EntityKind::Routine if member.has(flag::CONSTRUCTOR) => member.has(flag::DEFAULTED | flag::CONSTEXPR),
                EntityKind::Routine if member.has(flag::DESTRUCTOR) => member.has(flag::DEFAULTED),
                EntityKind::Routine => true,
                // Types, enumerators, static data members: not part of an object.
                _ if member.kind != EntityKind::Field || member.storage == StorageClass::Static => true,
                // A default member initializer makes the implicit constructor non-trivial,
                // and constexpr only when every member is initialized (the oracle: cicc warns
                // of `struct { int v = 1; }`, not of `struct { int v = 1; int w[2]; }`).
                _ if matches!(
                    unit.tokens.kind.get(member.token as usize + 1),
                    Some(TokenKind::Eq | TokenKind::LBrace)
                ) =>
                {
                    false
                }
                _ => {
                    let mut ty = il.resolved(member.ty);
                    if let Some(Type::Array { element, .. }) = il.types.get(ty) {
                        ty = il.resolved(element);
                    }
                    match il.types.get(ty) {
                        Some(Type::Tag(field_class)) if il.entity(field_class).kind == EntityKind::Class => {
                            self.quiet(unit, facts, field_class, depth + 1)
                        }
                        Some(Type::Tag(_)) => true,
                        _ => il.is_scalar(ty),
                    }
                }
            };
            if !quiet {
                return false;
            }
        }
        let bases: Vec<EntityId> = il.bases.iter().filter(|b| b.0 == class).map(|b| b.2).collect();
        bases.into_iter().all(|base| !base.is_none() && self.quiet(unit, facts, base, depth + 1))
    }
}

/// Whether the variable's type is one the warnings are certain for: arithmetic, enum,
/// pointer, or arrays of them (class types may have constructors with effects).
fn certain_type(unit: &Unit<'_>, e: EntityId) -> bool {
    let il = unit.il;
    let ty = il.resolved(il.entity(e).ty);
    match il.types.get(ty) {
        Some(Type::Array { element, .. }) => il.is_scalar(element),
        _ => il.is_scalar(ty),
    }
}

/// A namespace-scope variable of the unit's main file with internal linkage (`static`,
/// or `const`/`constexpr` without `extern` or `inline`), in no template.
fn internal_in_main_file(unit: &Unit<'_>, e: EntityId) -> bool {
    let il = unit.il;
    let ent = il.entity(e);
    if ent.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::INLINE | flag::EXTERN_C) || in_template(unit, ent.parent) {
        return false;
    }
    if ent.storage == StorageClass::Extern || (ent.memory.0 != 0 && !ent.memory.has(MemorySpaces::MANAGED)) {
        return false;
    }
    let internal = ent.storage == StorageClass::Static || ent.has(flag::CONSTEXPR) || il.is_const(ent.ty) == Some(true);
    internal && unit.tokens.at.get(ent.token as usize).is_some_and(|l| l.file == FileId(0))
}

/// Whether the declaration of the name at `name` is in a condition or a for-init (`(` before
/// it at its level), or carries `[[maybe_unused]]` or `__attribute__((unused))`.
fn in_condition_or_marked_unused(unit: &Unit<'_>, name: usize) -> bool {
    let t = unit.tokens;
    let marked = |i: usize| matches!(t.spelling(i), b"maybe_unused" | b"unused" | b"__unused__" | b"__maybe_unused__");
    let mut depth = 0u32;
    let mut i = name;
    while i > 0 {
        i -= 1;
        match t.kind[i] {
            TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace => break,
            TokenKind::RParen | TokenKind::RBracket => depth += 1,
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
