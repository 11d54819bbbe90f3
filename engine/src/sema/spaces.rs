//! Execution and memory spaces as the front ends see them after redeclarations.
//!
//! A routine declared without an execution space is `__host__`. Redeclarations that change
//! the space merge, and the two passes merge differently (the oracle: `__device__ int f();
//! int f() {…}` is `__device__` to cudafe++ and `__host__ __device__` to cicc, with warning
//! #20037): [`routine_space`] decides only where the declarations agree, and
//! [`merged_space`] what a call sees where they do not.

use super::{Pass, Undecided};
use crate::il::{flag, EntityId, EntityKind, ExecSpaces, Il, MemorySpaces, RefKind, ScopeId, ScopeKind, Type, TypeId};
use crate::intern::Sym;

/// Where a routine runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Space {
    Host,
    Device,
    HostDevice,
    Global,
}

impl Space {
    /// The space declaration specifiers `exec` name (none: `__host__`).
    pub(super) fn declared(exec: ExecSpaces) -> Space {
        if exec.has(ExecSpaces::GLOBAL) {
            Space::Global
        } else if exec.has(ExecSpaces::DEVICE) {
            if exec.has(ExecSpaces::HOST) {
                Space::HostDevice
            } else {
                Space::Device
            }
        } else {
            Space::Host
        }
    }

    /// Whether code in this space runs on the device.
    pub fn on_device(self) -> bool {
        !matches!(self, Space::Host)
    }

    /// Whether code in this space runs on the host.
    pub fn on_host(self) -> bool {
        matches!(self, Space::Host | Space::HostDevice)
    }
}

/// The declarations of routine `e`: the routines of its name and type in its scope.
pub(super) fn redeclarations(il: &Il, e: EntityId) -> impl Iterator<Item = EntityId> + '_ {
    let ent = il.entity(e);
    let ty = ent.ty;
    in_scope(il, ent.parent, ent.name).filter(move |&r| {
        let x = il.entity(r);
        x.kind == EntityKind::Routine && x.ty == ty
    })
}

/// The entities named `name` declared in `scope`, newest first.
fn in_scope(il: &Il, scope: ScopeId, name: Sym) -> impl Iterator<Item = EntityId> + '_ {
    let first = il.newest_in(scope, name).unwrap_or(EntityId::NONE);
    std::iter::successors((!first.is_none()).then_some(first), move |&e| {
        let older = il.older_in_scope(e);
        (!older.is_none()).then_some(older)
    })
}

/// The execution space of routine `e`, when all its declarations agree on it.
pub(super) fn routine_space(il: &Il, e: EntityId) -> Result<Space, Undecided> {
    let ent = il.entity(e);
    if ent.ty.is_none() {
        return Err(Undecided::Overloaded);
    }
    let space = Space::declared(ent.exec);
    for r in redeclarations(il, e) {
        if Space::declared(il.entity(r).exec) != space {
            return Err(Undecided::MergedSpaces);
        }
    }
    Ok(space)
}

/// The execution space of a friend function defined in its class, when nothing else in the
/// unit bears its name: it is a member of the enclosing namespace, where no other
/// declaration merges into its own (the oracle, case sema/missing_return_friend). `None`
/// for `constexpr` ones and names declared elsewhere too.
pub(super) fn lone_friend_space(il: &Il, e: EntityId) -> Option<Space> {
    let ent = il.entity(e);
    let lone = il.named(ent.name).all(|x| x == e);
    (ent.has(flag::FRIEND) && !ent.has(flag::CONSTEXPR | flag::CONSTEVAL) && lone).then(|| Space::declared(ent.exec))
}

/// The execution space a use at token `at` sees of routine `e`, whose declarations name
/// different spaces (the oracle, case sema/call_redecl_merged_spaces):
/// - cudafe++ (the host pass) takes the spaces named by the declarations before the use,
///   where a declaration that names none adds none (`__device__ int f(); int f() {…}` stays
///   `__device__`, `int f(); __device__ int f();` becomes `__device__`) and no space named at
///   all is `__host__`;
/// - cicc (the device pass) takes every declaration of the unit, before the use or after it,
///   one that names no space counting as `__host__` (the same two are `__host__ __device__`).
///
/// `in_order`: the use is read where its tokens are. A member function's body written in its
/// class is read at the end of the outermost class, after declarations that follow it (a
/// friend's); there the host pass decides only when those would change nothing.
///
/// Templates, `__global__` and `constexpr` functions stay undecided.
pub(super) fn merged_space(il: &Il, e: EntityId, pass: Pass, at: u32, in_order: bool) -> Result<Space, Undecided> {
    // (host, device) as named before the use, and as named by all the declarations.
    let (mut before, mut all) = ((false, false), (false, false));
    for r in redeclarations(il, e) {
        let x = il.entity(r);
        if x.exec.has(ExecSpaces::GLOBAL) || x.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::CONSTEXPR) {
            return Err(Undecided::MergedSpaces);
        }
        let (host, device) = match pass {
            Pass::Host => (x.exec.has(ExecSpaces::HOST), x.exec.has(ExecSpaces::DEVICE)),
            Pass::Device => {
                (!x.exec.has(ExecSpaces::DEVICE) || x.exec.has(ExecSpaces::HOST), x.exec.has(ExecSpaces::DEVICE))
            }
        };
        all = (all.0 | host, all.1 | device);
        if x.token < at {
            before = (before.0 | host, before.1 | device);
        }
    }
    let space = |(host, device)| match (host, device) {
        (_, false) => Space::Host,
        (false, true) => Space::Device,
        (true, true) => Space::HostDevice,
    };
    match pass {
        Pass::Device => Ok(space(all)),
        Pass::Host if in_order || space(before) == space(all) => Ok(space(before)),
        Pass::Host => Err(Undecided::MergedSpaces),
    }
}

/// The member function a call's callee `object.f` / `pointer->f` names, when the object is
/// a variable or parameter of a class whose only member of that name it is
/// ([`only_member_named`]).
pub(super) fn called_member(il: &Il, tokens: &crate::parse::Tokens, callee: crate::il::ExprId) -> Option<EntityId> {
    use crate::il::{ExprKind, Op};
    let node = il.expr(callee);
    let ExprKind::Operation(op @ (Op::Member | Op::MemberOfPointer)) = node.kind else { return None };
    let ExprKind::Name(x) = il.expr(*il.operands(callee).first()?).kind else { return None };
    if x.is_none() || !matches!(il.entity(x).kind, EntityKind::Variable | EntityKind::Parameter) {
        return None;
    }
    let class = class_of(il, il.entity(x).ty, op == Op::MemberOfPointer)?;
    member_named_at(il, tokens, class, node.token).ok()
}

/// The member function named at token `at` after `object.` or `pointer->`, of the object's
/// class `class` ([`only_member_named`]). A qualified name (`object.B::f`; the parser keeps
/// such calls as tokens so far) may name a base's member: decided only in a class without
/// bases, where it can name only the class's own.
pub(super) fn member_named_at(
    il: &Il,
    tokens: &crate::parse::Tokens,
    class: EntityId,
    at: u32,
) -> Result<EntityId, Undecided> {
    let qualified =
        (at as usize).checked_sub(1).and_then(|i| tokens.kind.get(i)) == Some(&crate::lex::TokenKind::ColonColon);
    if qualified && (il.entity(class).has(flag::UNKNOWN_BASES) || il.bases.iter().any(|b| b.0 == class)) {
        return Err(Undecided::Member);
    }
    only_member_named(il, class, *tokens.sym.get(at as usize).ok_or(Undecided::Member)?)
}

/// Whether the object a `.` (or with `arrow`, a `->`) reaches in an object of type `ty` is
/// const (`None`: not known).
pub(super) fn object_is_const(il: &Il, ty: TypeId, arrow: bool) -> Option<bool> {
    let ty = il.resolved(ty);
    match il.types.get(ty)? {
        Type::Pointer { to, kind: RefKind::Pointer } if arrow => il.is_const(to),
        Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue } if !arrow => il.is_const(to),
        _ if arrow => None,
        _ => il.is_const(ty),
    }
}

/// The class a `.` (or with `arrow`, a `->`) reaches in an object of type `ty`.
pub(super) fn class_of(il: &Il, ty: TypeId, arrow: bool) -> Option<EntityId> {
    let mut ty = il.resolved(ty);
    match il.types.get(ty)? {
        Type::Pointer { to, kind: RefKind::Pointer } if arrow => ty = il.resolved(to),
        Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue } if !arrow => ty = il.resolved(to),
        _ if arrow => return None,
        _ => {}
    }
    match il.types.get(ty)? {
        Type::Tag(c) if il.entity(c).kind == EntityKind::Class => Some(c),
        _ => None,
    }
}

/// What default-initializing an object of a class calls.
#[derive(Debug)]
pub(super) enum DefaultConstructor {
    /// The class declares no constructor: its implicit one (host and device).
    Implicit,
    /// It declares constructors, none callable without arguments.
    Missing,
    /// The declarations (an out-of-class definition is one) of the constructor callable
    /// without arguments: declared without parameters, or with a default for each (its
    /// declarations share them out); `with_parameters` for the latter.
    Declared { declarations: Vec<EntityId>, with_parameters: bool },
}

/// The default constructor of a class whose constructors' declarations are `constructors`,
/// in the order they were declared (the class's declarations must have been read: the
/// caller asks the facts whether its scope has unread ones); an ellipsis takes no argument.
/// Not decided: a constructor template, two callable without arguments, parameter lists
/// the tokens do not show.
pub(super) fn default_constructor(
    il: &Il,
    t: &crate::parse::Tokens,
    constructors: &[EntityId],
) -> Result<DefaultConstructor, Undecided> {
    if constructors.iter().any(|&c| il.entity(c).has(flag::TEMPLATE)) {
        return Err(Undecided::Template);
    }
    if constructors.is_empty() {
        return Ok(DefaultConstructor::Implicit);
    }
    let mut found = DefaultConstructor::Missing;
    let mut seen: Vec<TypeId> = Vec::new();
    for &m in constructors {
        let ty = il.entity(m).ty;
        if seen.contains(&ty) {
            continue;
        }
        seen.push(ty);
        let Some(Type::Function(f)) = il.types.get(ty) else { return Err(Undecided::UnknownType) };
        let f = il.types.function_type(f);
        let declarations: Vec<EntityId> = constructors.iter().copied().filter(|&d| il.entity(d).ty == ty).collect();
        let mut defaults = 0;
        if !f.params.is_empty() {
            for &d in &declarations {
                let open = il.entity(d).token as usize + 1;
                if t.kind.get(open) != Some(&crate::lex::TokenKind::LParen) {
                    return Err(Undecided::Unrendered);
                }
                defaults += super::refs::default_arguments(t, open).ok_or(Undecided::Unrendered)?;
            }
        }
        if defaults == f.params.len() {
            if matches!(found, DefaultConstructor::Declared { .. }) {
                return Err(Undecided::Overloaded);
            }
            found = DefaultConstructor::Declared { declarations, with_parameters: !f.params.is_empty() };
        }
    }
    Ok(found)
}

/// The member function `name` of class `class` when it is the class's only member of that
/// name (redeclarations aside): what `object.name(…)` calls. A name the class declares
/// hides the bases' members of that name, so the bases are not looked at; a name it does
/// not declare is looked for in its base when it has exactly one, known (with more, the
/// name may be ambiguous). A using-declaration that is the class's only declaration of
/// the name is followed to the members it names.
pub(super) fn only_member_named(il: &Il, class: EntityId, name: Sym) -> Result<EntityId, Undecided> {
    let found = newest_member_named(il, class, name, 8)?;
    let f = il.entity(found);
    let mut e = found;
    while !e.is_none() {
        let x = il.entity(e);
        if x.kind != EntityKind::Routine || x.ty != f.ty || x.has(flag::FRIEND) {
            return Err(Undecided::Overloaded);
        }
        e = il.older_in_scope(e);
    }
    Ok(found)
}

/// The newest declaration of `name` in class `class`, or in its one known base when the
/// class declares none, or in the class a lone using-declaration of it names
/// ([`only_member_named`]; `depth` bounds the classes followed).
fn newest_member_named(il: &Il, class: EntityId, name: Sym, depth: u32) -> Result<EntityId, Undecided> {
    let c = il.entity(class);
    if c.kind != EntityKind::Class || c.inner.is_none() {
        return Err(Undecided::Member);
    }
    if c.has(flag::TEMPLATE | flag::SPECIALIZATION) {
        return Err(Undecided::Template);
    }
    if il.scope(c.inner).unread > 0 {
        return Err(Undecided::Member);
    }
    if let Some(found) = il.newest_in(c.inner, name) {
        // `using B::f;` alone: B's members of the name, as if declared here.
        let ent = il.entity(found);
        if ent.kind == EntityKind::UsingDeclaration && il.older_in_scope(found).is_none() && !ent.target.is_none() {
            let scope = il.scope(il.entity(ent.target).parent);
            return match scope.kind {
                ScopeKind::Class if depth > 0 && !scope.entity.is_none() => {
                    newest_member_named(il, scope.entity, name, depth - 1)
                }
                _ => Err(Undecided::Qualified),
            };
        }
        return Ok(found);
    }
    let mut bases = il.bases.iter().filter(|b| b.0 == class);
    match (bases.next(), bases.next()) {
        (Some(&(_, _, base, _)), None) if !base.is_none() && !c.has(flag::UNKNOWN_BASES) && depth > 0 => {
            newest_member_named(il, base, name, depth - 1)
        }
        _ => Err(Undecided::Member),
    }
}

/// The member function `object.name(args)` calls where the class overloads `name` (the
/// members [`only_member_named`] finds, but several): the one the arguments match exactly
/// ([`super::refs::exact_match`]). Decided only where the overloads are all plain member
/// functions (no template, friend or using-declaration among them) with the same
/// qualifiers, so that the object ranks none above another, and a const object
/// (`const_object`) may call them.
pub(super) fn member_overload(
    il: &Il,
    tokens: &crate::parse::Tokens,
    class: EntityId,
    name: Sym,
    args: &[crate::il::ExprId],
    const_object: bool,
) -> Option<EntityId> {
    let newest = newest_member_named(il, class, name, 8).ok()?;
    let qualifiers = |e: EntityId| match il.types.get(il.entity(e).ty) {
        Some(Type::Function(f)) => {
            let f = il.types.function_type(f);
            Some((f.cv.0, f.ref_qualifier, il.entity(e).storage))
        }
        _ => None,
    };
    let first = qualifiers(newest)?;
    if const_object && first.0 & crate::il::Cv::CONST == 0 {
        return None;
    }
    let mut candidates = Vec::new();
    let mut e = newest;
    while !e.is_none() {
        let x = il.entity(e);
        if x.kind != EntityKind::Routine
            || x.has(flag::FRIEND | flag::TEMPLATE | flag::SPECIALIZATION)
            || qualifiers(e) != Some(first)
            || candidates.len() > 32
        {
            return None;
        }
        candidates.push(e);
        e = il.older_in_scope(e);
    }
    let chosen = super::refs::exact_match(il, tokens, &candidates, args);
    (!chosen.is_none()).then_some(chosen)
}

/// The data member `name` of class `class` (a field or a static data member) when it is the
/// class's only member of that name, which hides any of a base: what `object.name` reads.
/// `None` for a template's class, or one with declarations the parser did not read.
pub(super) fn only_data_member_named(il: &Il, class: EntityId, name: Sym) -> Option<EntityId> {
    let c = il.entity(class);
    if c.inner.is_none() || c.has(flag::TEMPLATE | flag::SPECIALIZATION) || il.scope(c.inner).unread > 0 {
        return None;
    }
    let member = il.newest_in(c.inner, name)?;
    let only = il.older_in_scope(member).is_none();
    (only && matches!(il.entity(member).kind, EntityKind::Field | EntityKind::Variable)).then_some(member)
}

/// A variable's memory space, when all its declarations in its scope agree on it: the
/// `MemorySpaces` bits (0 for a host variable).
pub(super) fn variable_memory(il: &Il, e: EntityId) -> Result<MemorySpaces, Undecided> {
    let ent = il.entity(e);
    let memory = ent.memory;
    for r in in_scope(il, ent.parent, ent.name) {
        let x = il.entity(r);
        if x.kind == EntityKind::Variable && x.memory != memory {
            return Err(Undecided::MergedSpaces);
        }
    }
    Ok(memory)
}

/// Whether `e` is declared at namespace scope (a global, in the memory spaces' sense).
pub(super) fn at_namespace_scope(il: &Il, e: EntityId) -> bool {
    matches!(il.scope(il.entity(e).parent).kind, ScopeKind::File | ScopeKind::Namespace)
}
