//! Function template instances: which instances of its function templates a unit certainly
//! has, with their template arguments, in the order EDG makes them, and the device pass's
//! check of their bodies: a kernel or `__device__` function template that calls a host
//! function is reported once per instance, named with its arguments ("calling a __host__
//! function("op(float)") from a __global__ function("kern<    ::__half,     ::L1> ")").
//! Member calls count too (`s.f()`, `p->f()` on a variable of a class that is no template's,
//! `f` its only member of the name, not inherited): reported at the object, with the
//! identifier at the member. So do calls in ordinary code of a class template's instance's
//! host members (`a.get()` on an `A<float>`: "A<float> ::get() const"), named after the
//! instance as the function templates' instances are.
//!
//! An instance is certain when a call or launch names a function template that is the only
//! function of its name in the unit, without explicit specializations, and every template
//! parameter is a type that the call's explicit arguments give or that deduction from the
//! arguments' types gives, where each argument is a variable, a parameter, a cast or a literal.
//! Calls in ordinary code make instances; so do calls in the bodies of the instances made,
//! with the template's parameters bound (the host function template that launches a kernel
//! template with its own parameter). Anything else is not an instance cufront knows of, and
//! the calls in its body go unchecked (`Undecided::Template`).
//!
//! The order, read off the oracle (case sema/instance_order): cicc reports these calls while
//! lowering the unit, a function at a time. A `__device__` template's instances come where
//! the template is; a kernel template's instance where ordinary code first names it, or,
//! named first in another instance's body, after the whole unit, in the order the instances
//! are made: each instance's body is read, then the instances it names, depth first.

use rustc_hash::FxHashMap;

use super::constant::{self, Constant, Evaluator};
use super::context::{ordinary_body, CallReports, Facts, Owner};
use super::names::{Names, Tags, NV_ANON};
use super::spaces::{routine_space, Space};
use super::{Pass, SemaStats, Undecided, Unit};
use crate::diag::{Arg, DiagId, DiagSink};
use crate::il::{
    flag, Cv, EntityId, EntityKind, ExprId, ExprKind, IntKind, Op, RefKind, ScopeId, ScopeKind, StmtKind, Type, TypeId,
};
use crate::lex::TokenKind;

/// Template parameters bound to the arguments of an instance.
type Env = Vec<(EntityId, TemplateArg)>;

/// A template argument: a type, or a value (of the parameter's type).
#[derive(Clone, Copy, Debug, PartialEq)]
enum TemplateArg {
    Type(TypeId),
    Value(Constant),
}

/// The type `p` is bound to in `env`.
fn bound_type(env: &Env, p: EntityId) -> Option<TypeId> {
    match env.iter().find(|(q, _)| *q == p)?.1 {
        TemplateArg::Type(ty) => Some(ty),
        TemplateArg::Value(_) => None,
    }
}

/// The value `p` is bound to in `env`.
fn bound_value(env: &Env, p: EntityId) -> Option<Constant> {
    match env.iter().find(|(q, _)| *q == p)?.1 {
        TemplateArg::Value(c) => Some(c),
        TemplateArg::Type(_) => None,
    }
}

/// One instance of a function template.
#[derive(Clone, Debug)]
struct Instance {
    template: EntityId,
    /// The template's arguments, one per parameter, in order.
    args: Vec<TemplateArg>,
    /// Where its diagnostics go among the unit's late ones: the token ordinary code first
    /// names a kernel template's instance at; `u32::MAX` for those made later.
    placement: u32,
}

/// A function template as instantiation needs it.
#[derive(Clone, Debug)]
struct Template {
    /// Its parameters, in order: types, and values of integer and enumeration types.
    params: Vec<EntityId>,
    /// The full expressions of its body.
    roots: Vec<usize>,
    /// Its body has an `if constexpr`, whose discarded branch an instance does not have.
    constexpr_if: bool,
}

/// The device pass's diagnostics of the unit's instances, each with the token it is ordered
/// by among the unit's late diagnostics.
pub(super) fn check_instances(
    unit: &Unit<'_>,
    facts: &mut Facts,
    emitted: &super::lowering::Emitted,
    sink: &mut DiagSink<'_>,
    stats: &mut SemaStats,
) -> Vec<u32> {
    let mut placements = Vec::new();
    if unit.pass != Pass::Device {
        return placements;
    }
    let mut made = Instances::new(unit, facts);
    made.make_all(emitted);
    let names = Names::for_diagnostics(unit.il, unit.tokens);
    let (member_calls, device_members) = made.class_instance_member_calls(emitted, &names, stats);
    for found in device_members {
        member_host_calls(unit, made.facts, &made.roots, &names, &found, sink, stats, &mut placements);
    }
    let (list, templates) = (made.list, made.templates);
    for call in member_calls {
        let (caller_space, reports) = match facts.caller(unit, call.caller) {
            Ok(c) if c.space.on_device() && !c.template => (c.space, c.call_reports(unit.pass)),
            _ => continue,
        };
        let Some(caller) = names.qualified_naming(call.caller, NV_ANON) else {
            stats.count(Undecided::Unrendered);
            continue;
        };
        stats.decided += 1;
        if reports == CallReports::All {
            let id = match caller_space {
                Space::Global => DiagId::CallHostFromGlobal,
                Space::Device => DiagId::CallHostFromDevice,
                _ => DiagId::CallHostFromHostDevice,
            };
            unit.report(sink, id, call.at).arg(Arg::Str(call.callee)).arg(Arg::Str(caller)).emit();
            placements.push(call.at);
        }
        if caller_space != Space::HostDevice && reports != CallReports::Nothing {
            unit.report(sink, DiagId::UndefinedInDeviceCode, call.undefined_at).arg(Arg::Str(call.identifier)).emit();
            placements.push(call.undefined_at);
        }
    }
    // A template's host calls are the same in each of its instances: found once.
    let mut calls_of: FxHashMap<EntityId, Vec<Result<HostCall, Undecided>>> = FxHashMap::default();
    for inst in &list {
        let Some(Some(template)) = templates.get(&inst.template) else { continue };
        // The caller's space; constexpr functions and the exec-check pragmas as for any.
        let (caller_space, reports) = match facts.caller(unit, inst.template) {
            Ok(c) if c.space.on_device() => (c.space, c.call_reports(unit.pass)),
            _ => continue,
        };
        if reports == CallReports::Nothing {
            continue;
        }
        let calls = calls_of.entry(inst.template).or_insert_with(|| host_calls(unit, facts, inst.template, template));
        if calls.is_empty() {
            continue;
        }
        let Some(caller) = instance_name(unit, &names, inst, &template.params) else {
            stats.count(Undecided::Unrendered);
            continue;
        };
        // A kernel's instance where it is placed; a device function's at its template.
        let kernel_placement = (caller_space == Space::Global).then_some(inst.placement);
        let calling = Calling { name: &caller, space: caller_space, reports, kernel_placement };
        report_host_calls(unit, &names, calls, &calling, sink, stats, &mut placements);
    }
    placements
}

/// A call in ordinary code of a host member function of a class template's instance, named
/// as cicc names it: `A<float> ::get() const`, identifier `A<float> ::get const`.
struct InstanceMemberCall {
    caller: EntityId,
    callee: String,
    identifier: String,
    /// The object's first token, and the member's name.
    at: u32,
    undefined_at: u32,
}

/// A member function of a class template's instance that a call names.
struct MemberOfInstance {
    member: EntityId,
    /// The class template's instance.
    inst: Instance,
    /// The class template's parameters, and what the instance binds them to.
    params: Vec<EntityId>,
    env: Env,
    /// Where a call of it is reported (the object's first token, or the qualified name's),
    /// and its identifier (the member's name).
    at: u32,
    undefined_at: u32,
}

/// Whether two instances' arguments are the same (types compared as types).
fn same_args(il: &crate::il::Il, a: &[TemplateArg], b: &[TemplateArg]) -> bool {
    a.iter().zip(b).all(|(a, b)| match (a, b) {
        (TemplateArg::Type(a), TemplateArg::Type(b)) => same_type(il, *a, *b),
        (a, b) => a == b,
    })
}

/// A call in a template's body of a function that is certainly a host function's.
#[derive(Clone, Copy, Debug)]
struct HostCall {
    callee: EntityId,
    /// Where the call is reported: the callee's first token, or a member call's object's.
    at: u32,
    /// Where "identifier … is undefined in device code" is: the callee's first token, or a
    /// member call's member name (the oracle, case sema/call_member_in_kernel_template).
    undefined_at: u32,
}

struct Instances<'u, 'f> {
    unit: &'u Unit<'u>,
    facts: &'f Facts,
    /// Per function template: what instantiating it needs; `None` for one cufront does not
    /// instantiate.
    templates: FxHashMap<EntityId, Option<Template>>,
    /// The full expressions of each function's body.
    roots: FxHashMap<EntityId, Vec<usize>>,
    /// Per template scope, its parameters in order (read on the first template).
    template_params: Option<FxHashMap<crate::il::ScopeId, Vec<EntityId>>>,
    list: Vec<Instance>,
    /// Per template, its instances in `list`: an instance is looked for among its own
    /// template's only.
    of_template: FxHashMap<EntityId, Vec<usize>>,
    /// What is in an `if constexpr` names no certain instance (its branch may be discarded).
    constexpr_ifs: ConstexprIfs,
}

impl<'u, 'f> Instances<'u, 'f> {
    fn new(unit: &'u Unit<'u>, facts: &'f Facts) -> Self {
        let mut roots: FxHashMap<EntityId, Vec<usize>> = FxHashMap::default();
        for (k, root) in unit.il.expr_roots.iter().enumerate() {
            if let Owner::Routine(r) = facts.owner(root.scope) {
                roots.entry(r).or_default().push(k);
            }
        }
        Instances {
            unit,
            facts,
            templates: FxHashMap::default(),
            roots,
            template_params: None,
            list: Vec::new(),
            of_template: FxHashMap::default(),
            constexpr_ifs: ConstexprIfs::of(unit.il),
        }
    }

    /// Makes the unit's instances: those ordinary code names, then those their bodies name.
    fn make_all(&mut self, emitted: &super::lowering::Emitted) {
        let il = self.unit.il;
        let mut later = Vec::new();
        // Only what a needed function instantiates is lowered (lowering.rs).
        let ordinary: Vec<EntityId> = {
            let mut r: Vec<EntityId> =
                self.roots.keys().copied().filter(|&r| ordinary_body(self.unit, r) && emitted.needed(il, r)).collect();
            r.sort_by_key(|&r| il.entity(r).token);
            r
        };
        for r in ordinary {
            let roots = self.roots.get(&r).cloned().unwrap_or_default();
            for k in roots {
                let named = self.named_in(k, &Vec::new());
                for (inst, at) in named {
                    if let Some(i) = self.add(inst, at) {
                        if self.is_kernel(self.list[i].template) {
                            self.read(i);
                        } else {
                            later.push(i);
                        }
                    }
                }
            }
        }
        for i in later {
            self.read(i);
        }
    }

    /// Reads instance `i`'s body for the instances it names; then reads those, depth first.
    fn read(&mut self, i: usize) {
        let mut stack = vec![i];
        let mut read = 0usize;
        while let Some(i) = stack.pop() {
            read += 1;
            if read > 4096 {
                return;
            }
            let inst = self.list[i].clone();
            let Some(Some(template)) = self.templates.get(&inst.template).cloned() else { continue };
            let env: Env = template.params.iter().copied().zip(inst.args.iter().copied()).collect();
            let mut made = Vec::new();
            for &k in &template.roots {
                for (named, _) in self.named_in(k, &env) {
                    if let Some(j) = self.add(named, u32::MAX) {
                        made.push(j);
                    }
                }
            }
            // The instances made here are read next, in the order made.
            stack.extend(made.into_iter().rev());
        }
    }

    /// Adds an instance unless the unit has it already; its index when added. A kernel's
    /// instance named in ordinary code is placed there.
    fn add(&mut self, mut inst: Instance, at: u32) -> Option<usize> {
        let il = self.unit.il;
        let siblings = self.of_template.entry(inst.template).or_default();
        let list = &self.list;
        if siblings.iter().any(|&k| same_args(il, &list[k].args, &inst.args)) {
            return None;
        }
        siblings.push(self.list.len());
        inst.placement = if self.is_kernel(inst.template) { at } else { u32::MAX };
        self.list.push(inst);
        Some(self.list.len() - 1)
    }

    fn is_kernel(&self, template: EntityId) -> bool {
        self.unit.il.entity(template).exec.has(crate::il::ExecSpaces::GLOBAL)
    }

    /// The instances the calls and launches of the unit's `k`th full expression name, with
    /// the tokens of their names, in source order.
    fn named_in(&mut self, k: usize, env: &Env) -> Vec<(Instance, u32)> {
        let il = self.unit.il;
        let (root, scope) = (il.expr_roots[k].expr, il.expr_roots[k].scope);
        let mut out = Vec::new();
        if self.constexpr_ifs.contain(il.expr(root).token) {
            return out;
        }
        evaluated_nodes(il, root, |e| {
            let (node, operands) = (il.expr(e), il.operands(e));
            match node.kind {
                ExprKind::Operation(Op::Call) if !operands.is_empty() => {
                    if let Some(found) = self.instance_of(operands[0], &operands[1..], env, scope) {
                        out.push(found);
                    }
                    callee_aside(il, operands)
                }
                ExprKind::Operation(Op::KernelLaunch) if !operands.is_empty() => {
                    let config = (node.end as usize).min(operands.len() - 1);
                    if let Some(found) = self.instance_of(operands[0], &operands[1 + config..], env, scope) {
                        out.push(found);
                    }
                    callee_aside(il, operands)
                }
                // A function template's instance named, not called: `launch(kern<64, T>, p)`.
                ExprKind::Name(t) if !t.is_none() => {
                    if let Some(found) = self.instance_named(e, env, scope) {
                        out.push(found);
                    }
                    operands
                }
                _ => operands,
            }
        });
        out
    }

    /// The instance a call of `callee` with `args`, in `scope`, certainly names.
    fn instance_of(&mut self, callee: ExprId, args: &[ExprId], env: &Env, scope: ScopeId) -> Option<(Instance, u32)> {
        let il = self.unit.il;
        let node = il.expr(callee);
        let ExprKind::Name(t) = node.kind else { return None };
        if t.is_none() {
            return None;
        }
        let template = self.template(t)?;
        let ent = il.entity(t);
        let Some(Type::Function(f)) = il.types.get(ent.ty) else { return None };
        let function = il.types.function_type(f);
        // The parameters given explicitly are not deduced: their arguments convert.
        let mut bound: Env = Vec::new();
        if self.unit.tokens.kind.get(node.token as usize + 1) == Some(&TokenKind::Less) {
            // Template arguments not read (`f<W<int>>`, `f<sizeof(T)>`): no instance known.
            let explicit = self.explicit_arguments(node.token, &template.params, env, scope)?;
            bound.extend(template.params.iter().copied().zip(explicit));
        }
        if args.len() > function.params.len() || function.ellipsis {
            return None;
        }
        let deduced = &template.params[bound.len()..];
        for (&p, &a) in function.params.iter().zip(args) {
            if !dependent_on(il, p, deduced) {
                continue;
            }
            let a = self.type_of(a, env)?;
            deduce(il, p, a, deduced, &mut bound)?;
        }
        let args: Option<Vec<TemplateArg>> =
            template.params.iter().map(|p| bound.iter().find(|(q, _)| q == p).map(|&(_, arg)| arg)).collect();
        let first = super::refs::name_start(self.unit.tokens, node.token);
        Some((Instance { template: t, args: args?, placement: u32::MAX }, first))
    }

    /// The instance a name that is not called denotes: a function template's, with all its
    /// arguments explicit (the name's type, as in `(void *)kern<16, float>`, deduces none).
    fn instance_named(&mut self, name: ExprId, env: &Env, scope: ScopeId) -> Option<(Instance, u32)> {
        let il = self.unit.il;
        let node = il.expr(name);
        let ExprKind::Name(t) = node.kind else { return None };
        let template = self.template(t)?;
        let args = self.explicit_arguments(node.token, &template.params, env, scope)?;
        if args.len() != template.params.len() {
            return None;
        }
        let first = super::refs::name_start(self.unit.tokens, node.token);
        Some((Instance { template: t, args, placement: u32::MAX }, first))
    }

    /// The calls in the bodies of the ordinary functions cicc lowers of host member
    /// functions of class templates' instances: `object.m(…)`, `pointer->m(…)` where the
    /// object's declared type is `A<args>` ([`Self::class_instance_member`]).
    /// Also the device and host-device members of class templates' instances that the same
    /// calls name, each once, for [`member_host_calls`]: cicc instantiates a member that a
    /// function it compiles calls, whatever that function's space (the oracle, case
    /// sema/call_host_from_class_template_members).
    fn class_instance_member_calls(
        &mut self,
        emitted: &super::lowering::Emitted,
        names: &Names<'_>,
        stats: &mut SemaStats,
    ) -> (Vec<InstanceMemberCall>, Vec<MemberOfInstance>) {
        let il = self.unit.il;
        let mut callers: Vec<EntityId> =
            self.roots.keys().copied().filter(|&r| ordinary_body(self.unit, r) && emitted.needed(il, r)).collect();
        callers.sort_by_key(|&r| il.entity(r).token);
        let mut out = Vec::new();
        let mut device_members: Vec<MemberOfInstance> = Vec::new();
        if callers.is_empty() {
            return (out, device_members);
        }
        let blocks: FxHashMap<EntityId, crate::il::StmtId> = il.bodies.iter().map(|b| (b.routine, b.block)).collect();
        for caller in callers {
            // A discarded `if constexpr` branch is not lowered: which one is, not modelled.
            if blocks.get(&caller).is_some_and(|&b| has_constexpr_if(il, b)) {
                stats.count(Undecided::Template);
                continue;
            }
            let roots = self.roots.get(&caller).cloned().unwrap_or_default();
            for k in roots {
                let (root, scope) = (il.expr_roots[k].expr, il.expr_roots[k].scope);
                evaluated_nodes(il, root, |e| {
                    let operands = il.operands(e);
                    if let (ExprKind::Operation(Op::Call), Some(&callee)) = (il.expr(e).kind, operands.first()) {
                        match self.class_instance_member(callee, scope, names) {
                            Some(Ok((callee, identifier, at, undefined_at))) => {
                                out.push(InstanceMemberCall { caller, callee, identifier, at, undefined_at })
                            }
                            Some(Err(why)) => stats.count(why),
                            None => {
                                let on_device = |space| matches!(space, Space::Device | Space::HostDevice);
                                match self.member_of_instance(callee, scope, on_device) {
                                    Some(Ok(found)) => {
                                        let same = |other: &MemberOfInstance| {
                                            other.member == found.member
                                                && same_args(il, &other.inst.args, &found.inst.args)
                                        };
                                        if !device_members.iter().any(same) {
                                            device_members.push(found);
                                        }
                                    }
                                    Some(Err(why)) => stats.count(why),
                                    None => {}
                                }
                            }
                        }
                    }
                    operands
                });
            }
        }
        (out, device_members)
    }

    /// `object.m` or `pointer->m` (a call's callee) where the object's declared type is a
    /// class template's instance `A<args>`, or `A<args>::m` of a static member, and `m`
    /// certainly a host member function of it: its name and identifier as cicc's messages
    /// write them, where the call and the identifier are reported. `None` for other callees;
    /// `Err` where the member or the instance is not certain (see [`Self::member_of_instance`]);
    /// its parameters must be scalars once substituted.
    #[allow(clippy::type_complexity)]
    fn class_instance_member(
        &mut self,
        callee: ExprId,
        scope: ScopeId,
        names: &Names<'_>,
    ) -> Option<Result<(String, String, u32, u32), Undecided>> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let found = match self.member_of_instance(callee, scope, |space| space == Space::Host)? {
            Ok(found) => found,
            Err(why) => return Some(Err(why)),
        };
        let m = il.entity(found.member);
        let Some(Type::Function(f)) = il.types.get(m.ty) else { return Some(Err(Undecided::UnknownType)) };
        let function = il.types.function_type(f);
        if function.ellipsis || function.ref_qualifier != RefKind::Pointer || function.cv.0 & !Cv::CONST != 0 {
            return Some(Err(Undecided::NotModelled));
        }
        let rendered = (|| {
            let class_name = instance_name(self.unit, names, &found.inst, &found.params)?;
            let mut parameters = Vec::with_capacity(function.params.len());
            for &p in &function.params {
                let p = substitute(il, p, &found.env)?;
                if !il.is_scalar(p) {
                    return None;
                }
                parameters.push(names.type_text(p)?);
            }
            let member_name = std::str::from_utf8(t.spelling(il.expr(callee).token as usize)).ok()?;
            let constant = if function.cv.0 & Cv::CONST != 0 { " const" } else { "" };
            Some((
                format!("{class_name}::{member_name}({}){constant}", parameters.join(", ")),
                format!("{class_name}::{member_name}{constant}"),
            ))
        })();
        let Some((callee_name, identifier)) = rendered else { return Some(Err(Undecided::Unrendered)) };
        Some(Ok((callee_name, identifier, found.at, found.undefined_at)))
    }

    /// The member function of a class template's instance that a call's callee names, when
    /// its space is one `wanted` takes: `object.m` or `pointer->m` where the object's
    /// declared type is the instance `A<args>`, or `A<args>::m` of a static member. `None`
    /// for other callees; `Err` where the member or the instance is not certain. Certain: a
    /// class template of no other template, with no base, no partial or explicit
    /// specialization, its members all read; every argument read, written or from its
    /// default (types as [`Self::written_type`] reads them, integral constants); `m` written
    /// plainly, declared once (or redeclared alike) in the template, no template, not
    /// constexpr, virtual or deleted.
    fn member_of_instance(
        &mut self,
        callee: ExprId,
        scope: ScopeId,
        wanted: impl Fn(Space) -> bool,
    ) -> Option<Result<MemberOfInstance, Undecided>> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let node = il.expr(callee);
        // The class template, its arguments' `<`, where the call and the identifier are
        // reported, and whether the member must be static.
        let (c, open, at, undefined_at, statically) = match node.kind {
            ExprKind::Operation(op @ (Op::Member | Op::MemberOfPointer)) => {
                let &[object] = il.operands(callee) else { return None };
                let mut ty = il.resolved(super::refs::variable_type(il, object)?);
                if let Some(Type::Pointer { to, kind }) = il.types.get(ty) {
                    if (kind == RefKind::Pointer) != (op == Op::MemberOfPointer) {
                        return None;
                    }
                    ty = il.resolved(to);
                } else if op == Op::MemberOfPointer {
                    return None;
                }
                let Some(Type::Specialization { template, args: (open, _) }) = il.types.get(ty) else { return None };
                // `o.m<int>()` and `o.A::m()` name the member otherwise.
                let named = node.token as usize;
                let qualified = named.checked_sub(1).and_then(|i| t.kind.get(i)) == Some(&TokenKind::ColonColon);
                if t.kind.get(named + 1) == Some(&TokenKind::Less) || qualified {
                    return Some(Err(Undecided::Member));
                }
                (template, open, super::refs::first_token(il, t, object)?, node.token, false)
            }
            // `A<args>::m` (or `n::A<args>::m`): a static member, reported at the name's start.
            ExprKind::Name(_) => {
                let close = node.token.checked_sub(2)? as usize;
                if t.kind.get(close + 1) != Some(&TokenKind::ColonColon)
                    || t.kind.get(close) != Some(&TokenKind::Greater)
                {
                    return None;
                }
                // The `<` of the `>` before `::m`, then the template's name.
                let mut depth = 0u32;
                let mut open = close;
                loop {
                    match t.kind[open] {
                        TokenKind::Greater => depth += 1,
                        TokenKind::Less if depth == 1 => break,
                        TokenKind::Less => depth -= 1,
                        TokenKind::GreaterGreater | TokenKind::LBrace | TokenKind::Semi => return None,
                        _ => {}
                    }
                    open = open.checked_sub(1)?;
                }
                let template_name = open.checked_sub(1)?;
                if t.kind[template_name] != TokenKind::Identifier {
                    return None;
                }
                let first = super::refs::name_start(t, template_name as u32);
                let mut classes = il.named(t.sym[template_name]).filter(|&e| il.entity(e).kind == EntityKind::Class);
                let template = classes.next()?;
                (template, open as u32, first, first, true)
            }
            _ => return None,
        };
        let class = il.entity(c);
        if class.kind != EntityKind::Class || !class.has(flag::TEMPLATE) || class.has(flag::SPECIALIZATION) {
            return None;
        }
        let uncertain = class.inner.is_none()
            || self.facts.unread(class.inner)
            || super::context::in_template(self.unit, class.parent)
            || il.bases.iter().any(|b| b.0 == c)
            || il.named(class.name).any(|e| e != c && il.entity(e).kind == EntityKind::Class);
        if uncertain {
            return Some(Err(Undecided::Template));
        }
        let named = node.token as usize;
        let name = *t.sym.get(named)?;
        let members: Vec<EntityId> =
            self.facts.members(il, class.inner).iter().copied().filter(|&m| il.entity(m).name == name).collect();
        let &member = members.first()?;
        let m = il.entity(member);
        let plain = members.iter().all(|&x| il.entity(x).kind == EntityKind::Routine && il.entity(x).ty == m.ty)
            && !m.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::CONSTEXPR | flag::CONSTEVAL | flag::FRIEND)
            && !m.has(flag::DELETED | flag::VIRTUAL | flag::CONSTRUCTOR | flag::DESTRUCTOR | flag::OPERATOR)
            && !il.named(name).any(|e| il.entity(e).has(flag::SPECIALIZATION));
        if !plain {
            return Some(Err(Undecided::Overloaded));
        }
        if statically && m.storage != crate::il::StorageClass::Static {
            return Some(Err(Undecided::NotModelled));
        }
        if !routine_space(il, member).is_ok_and(&wanted) {
            return None;
        }
        // The class template's parameters, and the instance's arguments for them.
        let params = self.class_template_params(c)?;
        if !modelled_params(il, &params) || t.kind.get(open as usize) != Some(&TokenKind::Less) {
            return Some(Err(Undecided::Template));
        }
        let Some(mut args) = self.explicit_arguments(open.checked_sub(1)?, &params, &Vec::new(), scope) else {
            return Some(Err(Undecided::Template));
        };
        // The rest from their defaults.
        let mut env: Env = params.iter().copied().zip(args.iter().copied()).collect();
        for &p in &params[args.len().min(params.len())..] {
            let Some(arg) = self.default_argument(p, &env) else { return Some(Err(Undecided::Template)) };
            args.push(arg);
            env.push((p, arg));
        }
        if args.len() != params.len() {
            return Some(Err(Undecided::Template));
        }
        let inst = Instance { template: c, args, placement: u32::MAX };
        Some(Ok(MemberOfInstance { member, inst, params, env, at, undefined_at }))
    }

    /// Class template `c`'s parameters, in order: those of the template scope its class
    /// scope is in.
    fn class_template_params(&mut self, c: EntityId) -> Option<Vec<EntityId>> {
        let il = self.unit.il;
        let ent = il.entity(c);
        let scope = il.scope(ent.inner).parent;
        if scope.is_none() || il.scope(scope).kind != ScopeKind::Template {
            return None;
        }
        Some(self.params_by_scope().get(&scope).cloned().unwrap_or_default())
    }

    /// Per template scope, its parameters in order (gathered at the first question).
    fn params_by_scope(&mut self) -> &FxHashMap<crate::il::ScopeId, Vec<EntityId>> {
        let il = self.unit.il;
        self.template_params.get_or_insert_with(|| {
            let mut params: FxHashMap<crate::il::ScopeId, Vec<EntityId>> = FxHashMap::default();
            for (k, p) in il.entities.iter().enumerate() {
                if matches!(
                    p.kind,
                    EntityKind::TemplateTypeParam | EntityKind::TemplateValueParam | EntityKind::TemplateTemplateParam
                ) {
                    params.entry(p.parent).or_default().push(EntityId(k as u32));
                }
            }
            params
        })
    }

    /// What instantiating function template `t` needs, when cufront instantiates it: a
    /// template of type parameters and integer or enumeration values, no packs, the only
    /// function of its name, with its body, no explicit specialization, not a member.
    fn template(&mut self, t: EntityId) -> Option<Template> {
        if let Some(known) = self.templates.get(&t) {
            return known.clone();
        }
        let il = self.unit.il;
        let params = template_scope(il, t).map(|scope| self.params_by_scope().get(&scope).cloned().unwrap_or_default());
        let found = params.and_then(|params| self.read_template(t, params));
        self.templates.insert(t, found.clone());
        found
    }

    fn read_template(&self, t: EntityId, params: Vec<EntityId>) -> Option<Template> {
        let il = self.unit.il;
        let ent = il.entity(t);
        if ent.kind != EntityKind::Routine || !ent.has(flag::TEMPLATE) || ent.has(flag::SPECIALIZATION) {
            return None;
        }
        if !matches!(il.scope(ent.parent).kind, ScopeKind::File | ScopeKind::Namespace) {
            return None;
        }
        self.facts.only_function_named(il, t).ok()?;
        if self.facts.instantiated_elsewhere(t) {
            return None;
        }
        if il.named(ent.name).any(|e| e != t && il.entity(e).has(flag::SPECIALIZATION)) {
            return None;
        }
        if !modelled_params(il, &params) {
            return None;
        }
        let body = il.bodies.iter().find(|b| b.routine == t)?;
        let roots = self.roots.get(&t).cloned().unwrap_or_default();
        Some(Template { params, roots, constexpr_if: has_constexpr_if(il, body.block) })
    }

    /// A name's explicit template arguments (`kern<T, 256>` after its name's last token),
    /// for `params` in order: a type written as one name or built-in type, with `const` and
    /// `*`, or an integral constant expression; `None` where one is not read.
    fn explicit_arguments(
        &self,
        name: u32,
        params: &[EntityId],
        env: &Env,
        scope: ScopeId,
    ) -> Option<Vec<TemplateArg>> {
        let t = self.unit.tokens;
        let open = name as usize + 1;
        if t.kind.get(open) != Some(&TokenKind::Less) {
            return None;
        }
        let bound = |p: EntityId| bound_value(env, p);
        let evaluator = Evaluator { unit: self.unit, facts: self.facts, bound: &bound };
        let mut args = Vec::new();
        let mut start = open + 1;
        let mut parens = 0u32;
        for i in open + 1..t.len().min(open + 256) {
            match t.kind[i] {
                TokenKind::LParen => parens += 1,
                TokenKind::RParen => parens = parens.checked_sub(1)?,
                TokenKind::Comma | TokenKind::Greater if parens == 0 => {
                    let &p = params.get(args.len())?;
                    args.push(self.argument(&evaluator, p, (start, i), env, scope)?);
                    if t.kind[i] == TokenKind::Greater {
                        return Some(args);
                    }
                    start = i + 1;
                }
                // Nested arguments and `>>` outside parentheses, braces, statements: not read.
                TokenKind::Less | TokenKind::GreaterGreater if parens == 0 => return None,
                TokenKind::LBrace | TokenKind::Semi => return None,
                _ => {}
            }
        }
        None
    }

    /// The argument tokens `start..end` give template parameter `p`: a type
    /// ([`Self::written_type`]), or an integral constant of the parameter's type.
    fn argument(
        &self,
        evaluator: &Evaluator<'_>,
        p: EntityId,
        (start, end): (usize, usize),
        env: &Env,
        scope: ScopeId,
    ) -> Option<TemplateArg> {
        let il = self.unit.il;
        let param = il.entity(p);
        Some(match param.kind {
            EntityKind::TemplateTypeParam => TemplateArg::Type(self.written_type(start, end, env)?),
            EntityKind::TemplateValueParam => {
                let value = evaluator.value(start, end, scope)?;
                let ty = constant::constant_type(il, param.ty)?;
                TemplateArg::Value(constant::convert(value, ty, il)?)
            }
            _ => return None,
        })
    }

    /// The default argument of template parameter `p` (`int N = 4`, `class U = float`), with
    /// the parameters before it bound in `env`: read as an explicit one is.
    fn default_argument(&self, p: EntityId, env: &Env) -> Option<TemplateArg> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let eq = il.entity(p).token as usize + 1;
        if t.kind.get(eq) != Some(&TokenKind::Eq) {
            return None;
        }
        let mut depth = 0u32;
        let end = (eq + 1..t.len().min(eq + 256)).find(|&i| match t.kind[i] {
            TokenKind::LParen | TokenKind::Less => {
                depth += 1;
                false
            }
            TokenKind::RParen => {
                depth = depth.saturating_sub(1);
                false
            }
            TokenKind::Comma | TokenKind::Greater if depth == 0 => true,
            TokenKind::Greater => {
                depth -= 1;
                false
            }
            _ => false,
        })?;
        let bound = |q: EntityId| bound_value(env, q);
        let evaluator = Evaluator { unit: self.unit, facts: self.facts, bound: &bound };
        self.argument(&evaluator, p, (eq + 1, end), env, il.entity(p).parent)
    }

    /// The type tokens `first..end` write: `[const] name-or-builtin [const] [*]…`.
    fn written_type(&self, first: usize, end: usize, env: &Env) -> Option<TypeId> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let mut cv = 0u8;
        let mut base: Option<TypeId> = None;
        let mut words: Vec<&[u8]> = Vec::new();
        let mut i = first;
        while i < end {
            let text = t.spelling(i);
            match t.kind[i] {
                TokenKind::Identifier if text == b"const" => cv |= Cv::CONST,
                TokenKind::Identifier if BUILTIN_WORDS.contains(&text) && base.is_none() => words.push(text),
                // In `a::b::C`, the last name is the type's.
                TokenKind::Identifier if t.kind.get(i + 1) == Some(&TokenKind::ColonColon) => {}
                TokenKind::Identifier if base.is_none() && words.is_empty() => {
                    base = Some(self.type_named(t.sym[i], env)?);
                }
                TokenKind::ColonColon if base.is_none() && words.is_empty() => {}
                TokenKind::Star => {
                    let to = self.finish(base.take(), &words, cv)?;
                    words.clear();
                    cv = 0;
                    base = Some(il.types.find(Type::Pointer { to, kind: RefKind::Pointer })?);
                }
                _ => return None,
            }
            i += 1;
        }
        self.finish(base, &words, cv)
    }

    fn finish(&self, base: Option<TypeId>, words: &[&[u8]], cv: u8) -> Option<TypeId> {
        let il = self.unit.il;
        let ty = match base {
            Some(b) if words.is_empty() => b,
            None => il.types.find(builtin(words)?)?,
            Some(_) => return None,
        };
        if cv == 0 {
            return Some(ty);
        }
        qualified(il, ty, Cv(cv))
    }

    /// The type a name denotes: a parameter of the template being instantiated, or the one
    /// class, enum or typedef of that name in the unit, not in a template.
    fn type_named(&self, name: crate::intern::Sym, env: &Env) -> Option<TypeId> {
        let il = self.unit.il;
        if let Some(&(p, _)) = env.iter().find(|(p, _)| il.entity(*p).name == name) {
            return bound_type(env, p);
        }
        let mut found = None;
        for e in il.named(name) {
            let ent = il.entity(e);
            match ent.kind {
                EntityKind::Class | EntityKind::Enum | EntityKind::Typedef
                    if !ent.has(flag::TEMPLATE | flag::SPECIALIZATION)
                        && !super::context::in_template(self.unit, ent.parent) =>
                {
                    let ty = match ent.kind {
                        EntityKind::Typedef => ent.ty,
                        _ => il.types.find(Type::Tag(e))?,
                    };
                    match found {
                        Some(f) if !same_type(il, f, ty) => return None,
                        _ => found = Some(ty),
                    }
                }
                EntityKind::Class | EntityKind::Enum | EntityKind::Typedef => return None,
                // A variable or function of the name could hide the type.
                _ => return None,
            }
        }
        found
    }

    /// The type of argument `e` where it is certain: a variable's or parameter's (through
    /// the bound template parameters), a cast's, a literal's.
    fn type_of(&self, e: ExprId, env: &Env) -> Option<TypeId> {
        let il = self.unit.il;
        let node = il.expr(e);
        let ty = match node.kind {
            ExprKind::Name(_) => substitute(il, super::refs::variable_type(il, e)?, env)?,
            ExprKind::Cast(_) => substitute(il, node.ty, env)?,
            ExprKind::Literal if node.end == node.token + 1 => {
                let t = self.unit.tokens;
                let i = node.token as usize;
                let text = t.spelling(i);
                let kind = match t.kind[i] {
                    TokenKind::Number => super::refs::number_kind(text)?,
                    // A plain character literal (not `L'x'`, `u8'x'` …).
                    TokenKind::CharLiteral if text.first() == Some(&b'\'') => Type::Integer(IntKind::Char),
                    TokenKind::Identifier if text == b"true" || text == b"false" => Type::Integer(IntKind::Bool),
                    TokenKind::Identifier if text == b"nullptr" => Type::NullPtr,
                    _ => return None,
                };
                il.types.find(kind)?
            }
            _ => return None,
        };
        // An expression of reference type is of the type referred to.
        match il.types.get(resolve_typedefs(il, ty)?)? {
            Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue } => Some(to),
            _ => Some(ty),
        }
    }
}

/// Whether function template `t`'s body has an `if constexpr`, whose discarded branch an
/// instance does not check.
pub(super) fn constexpr_if_in(il: &crate::il::Il, t: crate::il::EntityId) -> bool {
    il.bodies.iter().any(|b| b.routine == t && has_constexpr_if(il, b.block))
}

/// The token ranges of a unit's `if constexpr` statements: which branch is discarded is not
/// modelled, so what is in one is neither certainly evaluated nor certainly instantiated.
pub(super) struct ConstexprIfs(Vec<(u32, u32)>);

impl ConstexprIfs {
    /// The branches of the unit's `if constexpr` statements: from the first sub-statement
    /// (the condition, always evaluated, is not in them; an init-statement may be), or the
    /// whole statement where it has none.
    pub(super) fn of(il: &crate::il::Il) -> ConstexprIfs {
        let mut ranges: Vec<(u32, u32)> = il
            .stmts
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == StmtKind::ConstexprIf)
            .map(|(k, s)| {
                let first = il.children(crate::il::StmtId(k as u32)).first().map_or(s.token, |&b| il.stmt(b).token);
                (first.max(s.token), s.end)
            })
            .collect();
        ranges.sort_unstable();
        ConstexprIfs(ranges)
    }

    /// Whether token `at` is in a branch of an `if constexpr` statement.
    pub(super) fn contain(&self, at: u32) -> bool {
        let before = self.0.partition_point(|&(start, _)| start <= at);
        self.0[..before].iter().any(|&(_, end)| at < end)
    }
}

/// Whether the statements under `block` have an `if constexpr`.
pub(super) fn has_constexpr_if(il: &crate::il::Il, block: crate::il::StmtId) -> bool {
    let mut stack = vec![block];
    while let Some(s) = stack.pop() {
        if il.stmt(s).kind == StmtKind::ConstexprIf {
            return true;
        }
        stack.extend_from_slice(il.children(s));
    }
    false
}

/// Whether cufront instantiates a template of these parameters: some, each a type or a
/// value of an integer or enumeration type, no pack.
fn modelled_params(il: &crate::il::Il, params: &[EntityId]) -> bool {
    !params.is_empty()
        && params.iter().all(|&p| {
            let p = il.entity(p);
            !p.has(flag::PACK)
                && match p.kind {
                    EntityKind::TemplateTypeParam => true,
                    EntityKind::TemplateValueParam => constant::constant_type(il, p.ty).is_some(),
                    _ => false,
                }
        })
}

/// Visits the evaluated nodes of full expression `root` depth first, in source order, each
/// before the operands `visit` returns for it; the operands of `sizeof`, `alignof`,
/// `noexcept` and type traits are not evaluated (at most 65,536 nodes).
fn evaluated_nodes<'il>(il: &'il crate::il::Il, root: ExprId, mut visit: impl FnMut(ExprId) -> &'il [ExprId]) {
    let mut stack = vec![root];
    let mut seen = 0usize;
    while let Some(e) = stack.pop() {
        seen += 1;
        if seen > 1 << 16 {
            break;
        }
        if matches!(il.expr(e).kind, ExprKind::Sizeof | ExprKind::Alignof | ExprKind::Noexcept | ExprKind::TypeTrait) {
            continue;
        }
        stack.extend(visit(e).iter().rev().copied());
    }
}

/// A call's operands but a callee that is a name (the call has named its instance).
fn callee_aside<'a>(il: &crate::il::Il, operands: &'a [ExprId]) -> &'a [ExprId] {
    match operands.first() {
        Some(&callee) if matches!(il.expr(callee).kind, ExprKind::Name(_)) => &operands[1..],
        _ => operands,
    }
}

/// The calls in a template's body of host functions: `Ok` for each certain one, `Err`
/// for the ones in a body cufront does not read with certainty.
fn host_calls(unit: &Unit<'_>, facts: &Facts, t: EntityId, template: &Template) -> Vec<Result<HostCall, Undecided>> {
    let il = unit.il;
    let mut out = Vec::new();
    for &k in &template.roots {
        evaluated_nodes(il, il.expr_roots[k].expr, |e| {
            let operands = il.operands(e);
            if let (ExprKind::Operation(Op::Call), Some(&callee)) = (il.expr(e).kind, operands.first()) {
                let call = match il.expr(callee).kind {
                    ExprKind::Name(c) if !c.is_none() && host_function(unit, facts, c) => {
                        let at = super::refs::name_start(unit.tokens, il.expr(callee).token);
                        // A call with too many or too few arguments gets that error only.
                        match super::refs::arity(il, unit.tokens, c, operands.len() - 1) {
                            Ok(super::refs::Arity::Fits) => Some(Ok(HostCall { callee: c, at, undefined_at: at })),
                            Ok(_) => None,
                            Err(why) => Some(Err(why)),
                        }
                    }
                    ExprKind::Operation(op @ (Op::Member | Op::MemberOfPointer)) => {
                        host_member_call(unit, callee, op, &operands[1..])
                    }
                    _ => None,
                };
                if let Some(call) = call {
                    out.push(if template.constexpr_if || facts.owner(il.expr_roots[k].scope) != Owner::Routine(t) {
                        Err(Undecided::Template)
                    } else {
                        call
                    });
                }
            }
            operands
        });
    }
    out
}

/// The host functions the body of a device or host-device member of a class template's
/// instance calls (`found`), reported as a function template's instance's are, the caller
/// named `S<int> ::m` (the oracle, case sema/call_host_from_class_template_members).
#[allow(clippy::too_many_arguments)]
fn member_host_calls(
    unit: &Unit<'_>,
    facts: &Facts,
    roots: &FxHashMap<EntityId, Vec<usize>>,
    names: &Names<'_>,
    found: &MemberOfInstance,
    sink: &mut DiagSink<'_>,
    stats: &mut SemaStats,
    placements: &mut Vec<u32>,
) {
    let (il, t) = (unit.il, unit.tokens);
    let member = found.member;
    let Some(body) = il.bodies.iter().find(|b| b.routine == member) else { return };
    let Ok(space) = routine_space(il, member) else { return };
    let caller = super::context::Caller {
        routine: member,
        space,
        template: false,
        lambda: false,
        exec_check: facts.exec_check(unit, member),
    };
    let reports = caller.call_reports(unit.pass);
    if reports == CallReports::Nothing {
        return;
    }
    let template = Template {
        params: found.params.clone(),
        roots: roots.get(&member).cloned().unwrap_or_default(),
        constexpr_if: has_constexpr_if(il, body.block),
    };
    let calls = host_calls(unit, facts, member, &template);
    if calls.is_empty() {
        return;
    }
    let caller_name = instance_name(unit, names, &found.inst, &found.params).and_then(|class| {
        let member_name = std::str::from_utf8(t.spelling(il.entity(member).token as usize)).ok()?;
        Some(format!("{class}::{member_name}"))
    });
    let Some(caller_name) = caller_name else {
        stats.count(Undecided::Unrendered);
        return;
    };
    let calling = Calling { name: &caller_name, space, reports, kernel_placement: None };
    report_host_calls(unit, names, &calls, &calling, sink, stats, placements);
}

/// The function of an instance whose host calls are reported: its name as cicc writes it,
/// its space, what the exec-check pragmas leave of the reports, and, for a kernel's
/// instance, where the instance is placed.
struct Calling<'a> {
    name: &'a str,
    space: Space,
    reports: CallReports,
    kernel_placement: Option<u32>,
}

/// Reports the host calls of an instance's body (both kinds of instances: a function
/// template's, a class template's member): the call error, or #20011 for a host-device
/// caller, where the pragmas leave all reports, and "undefined in device code" unless the
/// caller is host-device; each placed at its token, or where a kernel's instance is.
fn report_host_calls(
    unit: &Unit<'_>,
    names: &Names<'_>,
    calls: &[Result<HostCall, Undecided>],
    caller: &Calling<'_>,
    sink: &mut DiagSink<'_>,
    stats: &mut SemaStats,
    placements: &mut Vec<u32>,
) {
    for call in calls {
        let Ok(call) = call else {
            stats.count(Undecided::Template);
            continue;
        };
        // Named as the call messages name callees (refs.rs: Walk::check_call).
        let callee = names.for_callees().with_parameters_naming(call.callee, NV_ANON);
        let (Some(callee), Some(identifier)) = (callee, names.undefined_identifier(call.callee, NV_ANON)) else {
            stats.count(Undecided::Unrendered);
            continue;
        };
        stats.decided += 1;
        let mut place = |at: u32| placements.push(caller.kernel_placement.unwrap_or(at));
        if caller.reports == CallReports::All {
            let id = match caller.space {
                Space::Global => DiagId::CallHostFromGlobal,
                Space::Device => DiagId::CallHostFromDevice,
                _ => DiagId::CallHostFromHostDevice,
            };
            unit.report(sink, id, call.at).arg(Arg::Str(callee)).arg(Arg::Str(caller.name.to_string())).emit();
            place(call.at);
        }
        // A host-device caller's is a warning, alone.
        if caller.space != Space::HostDevice {
            unit.report(sink, DiagId::UndefinedInDeviceCode, call.undefined_at).arg(Arg::Str(identifier)).emit();
            place(call.undefined_at);
        }
    }
}

/// `object.f(…)` or `object->f(…)` in a template's body, where the object is a variable of a
/// class type that is no template's and `f` certainly that class's host member function: the
/// call (`None` for the rest; `Err` where the member is not certain).
fn host_member_call(unit: &Unit<'_>, callee: ExprId, op: Op, args: &[ExprId]) -> Option<Result<HostCall, Undecided>> {
    let (il, t) = (unit.il, unit.tokens);
    let node = il.expr(callee);
    let &[object] = il.operands(callee) else { return None };
    let ty = super::refs::variable_type(il, object)?;
    let class = super::spaces::class_of(il, ty, op == Op::MemberOfPointer)?;
    // `s.f<int>()` and `s.S::f()` name the member otherwise.
    let named = node.token as usize;
    let qualified = named.checked_sub(1).and_then(|i| t.kind.get(i)) == Some(&TokenKind::ColonColon);
    if t.kind.get(named + 1) == Some(&TokenKind::Less) || qualified {
        return Some(Err(Undecided::Member));
    }
    let name = *t.sym.get(node.token as usize)?;
    let arrow = op == Op::MemberOfPointer;
    let member = match super::spaces::only_member_named(il, class, name) {
        Ok(m) => m,
        Err(Undecided::Overloaded)
            if let Some(m) = super::spaces::object_is_const(il, ty, arrow)
                .and_then(|constant| super::spaces::member_overload(il, t, class, name, args, constant)) =>
        {
            m
        }
        Err(why) => return Some(Err(why)),
    };
    let ent = il.entity(member);
    let host = !ent.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::CONSTEXPR | flag::CONSTEVAL | flag::FRIEND)
        && !ent.has(flag::DELETED | flag::VIRTUAL)
        && routine_space(il, member) == Ok(Space::Host);
    let at = super::refs::first_token(il, t, object)?;
    host.then_some(Ok(HostCall { callee: member, at, undefined_at: node.token }))
}

/// Whether `c` is certainly a host function the device pass reports a call of: the only
/// function of its name, no template, no member, not constexpr (another message).
fn host_function(unit: &Unit<'_>, facts: &Facts, c: EntityId) -> bool {
    let il = unit.il;
    let ent = il.entity(c);
    ent.kind == EntityKind::Routine
        && !ent.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::CONSTEXPR | flag::CONSTEVAL | flag::FRIEND)
        && !ent.has(flag::DELETED | flag::EXTERN_C)
        && matches!(il.scope(ent.parent).kind, ScopeKind::File | ScopeKind::Namespace)
        && facts.only_function_named(il, c).is_ok()
        && routine_space(il, c) == Ok(Space::Host)
}

/// An instance as the call messages name it: `n::kern<float,     ::L1> `.
fn instance_name(unit: &Unit<'_>, names: &Names<'_>, inst: &Instance, params: &[EntityId]) -> Option<String> {
    let il = unit.il;
    let names = names.writing_tags(Tags::FullyQualified);
    let mut args = Vec::with_capacity(inst.args.len());
    for (&a, &p) in inst.args.iter().zip(params) {
        args.push(match a {
            TemplateArg::Type(ty) => names.type_text(ty)?,
            // The parameter's type, typedefs and qualifiers aside: `(unsigned long)6ul`.
            TemplateArg::Value(c) => constant::written(c, &names.type_text(il.resolved(il.entity(p).ty))?),
        });
    }
    Some(format!("{}<{}> ", names.qualified_naming(inst.template, NV_ANON)?, args.join(", ")))
}

/// The scope of function template `t`'s parameters: the template scope its prototype is in.
fn template_scope(il: &crate::il::Il, t: EntityId) -> Option<crate::il::ScopeId> {
    let ent = il.entity(t);
    let mut s = ent.inner;
    for _ in 0..8 {
        if s.is_none() || s == ent.parent {
            return None;
        }
        let scope = il.scope(s);
        if scope.kind == ScopeKind::Template {
            return (scope.parent == ent.parent).then_some(s);
        }
        s = scope.parent;
    }
    None
}

/// The words of the built-in types explicit template arguments are read with.
const BUILTIN_WORDS: &[&[u8]] =
    &[b"void", b"bool", b"char", b"short", b"int", b"long", b"float", b"double", b"signed", b"unsigned"];

/// The built-in type `words` write.
fn builtin(words: &[&[u8]]) -> Option<Type> {
    let has = |w: &[u8]| words.contains(&w);
    let longs = words.iter().filter(|&&w| w == b"long").count();
    let unsigned = has(b"unsigned");
    Some(match () {
        _ if words == [b"void".as_slice()] => Type::Void,
        _ if words == [b"bool".as_slice()] => Type::Integer(IntKind::Bool),
        _ if words == [b"float".as_slice()] => Type::Float(crate::il::FloatKind::Float),
        _ if words == [b"double".as_slice()] => Type::Float(crate::il::FloatKind::Double),
        _ if has(b"char") => match (unsigned, has(b"signed")) {
            (true, _) => Type::Integer(IntKind::UnsignedChar),
            (_, true) => Type::Integer(IntKind::SignedChar),
            _ => Type::Integer(IntKind::Char),
        },
        _ if has(b"short") => Type::Integer(if unsigned { IntKind::UnsignedShort } else { IntKind::Short }),
        _ if longs == 2 => Type::Integer(if unsigned { IntKind::UnsignedLongLong } else { IntKind::LongLong }),
        _ if longs == 1 => Type::Integer(if unsigned { IntKind::UnsignedLong } else { IntKind::Long }),
        _ if has(b"int") || unsigned || has(b"signed") => {
            Type::Integer(if unsigned { IntKind::UnsignedInt } else { IntKind::Int })
        }
        _ => return None,
    })
}

/// Deduces the template parameters `params` from parameter type `p` and argument type `a`
/// (C++ [temp.deduct.call], the usual forms): `None` where deduction fails or is not
/// modelled.
fn deduce(il: &crate::il::Il, p: TypeId, a: TypeId, params: &[EntityId], bound: &mut Env) -> Option<()> {
    let (p, a) = match il.types.get(p)? {
        // `T &`, `const T &`: the argument's type, qualifiers and all.
        Type::Pointer { to, kind: RefKind::LValue } => (to, a),
        Type::Pointer { kind: RefKind::RValue, .. } => return None,
        // By value: the parameter's and argument's own qualifiers do not count, and an array
        // argument is a pointer.
        _ => {
            let p = match il.types.get(p)? {
                Type::Qualified { base, .. } => base,
                _ => p,
            };
            let a = unqualified(il, a)?;
            let a = match il.types.get(a)? {
                Type::Array { element, .. } => il.types.find(Type::Pointer { to: element, kind: RefKind::Pointer })?,
                Type::Function(_) => return None,
                _ => a,
            };
            (p, a)
        }
    };
    matches(il, p, a, params, bound, 0)
}

/// Matches parameter type `p` against argument type `a`, binding `params`.
fn matches(il: &crate::il::Il, p: TypeId, a: TypeId, params: &[EntityId], bound: &mut Env, depth: u32) -> Option<()> {
    if depth > 32 {
        return None;
    }
    match il.types.get(p)? {
        Type::TemplateParam(x) if params.contains(&x) => match bound.iter().find(|(q, _)| *q == x) {
            Some(&(_, TemplateArg::Type(b))) => same_type(il, b, a).then_some(()),
            Some(_) => None,
            None => {
                bound.push((x, TemplateArg::Type(a)));
                Some(())
            }
        },
        Type::Qualified { base, cv } => {
            let a = resolve_typedefs(il, a)?;
            let Some(Type::Qualified { base: ab, cv: acv }) = il.types.get(a) else { return None };
            if acv.0 & cv.0 != cv.0 {
                return None;
            }
            let rest = qualified(il, ab, Cv(acv.0 & !cv.0))?;
            matches(il, base, rest, params, bound, depth + 1)
        }
        Type::Pointer { to, kind } => {
            let a = resolve_typedefs(il, a)?;
            let Some(Type::Pointer { to: at, kind: ak }) = il.types.get(a) else { return None };
            (ak == kind).then_some(())?;
            matches(il, to, at, params, bound, depth + 1)
        }
        _ if !dependent(il, p, 0) => Some(()),
        _ => None,
    }
}

/// `ty` with `cv` added, where the unit has that type.
fn qualified(il: &crate::il::Il, ty: TypeId, cv: Cv) -> Option<TypeId> {
    if cv.is_empty() {
        return Some(ty);
    }
    match il.types.get(ty)? {
        Type::Qualified { base, cv: inner } => il.types.find(Type::Qualified { base, cv: Cv(inner.0 | cv.0) }),
        _ => il.types.find(Type::Qualified { base: ty, cv }),
    }
}

/// `ty` without its own qualifiers (through typedefs).
fn unqualified(il: &crate::il::Il, ty: TypeId) -> Option<TypeId> {
    let r = resolve_typedefs(il, ty)?;
    match il.types.get(r)? {
        Type::Qualified { base, .. } => resolve_typedefs(il, base),
        _ => Some(ty),
    }
}

/// `ty` through typedefs (not through qualifiers).
fn resolve_typedefs(il: &crate::il::Il, mut ty: TypeId) -> Option<TypeId> {
    for _ in 0..16 {
        match il.types.get(ty)? {
            Type::Typeref(e) if il.entity(e).kind == EntityKind::Typedef => ty = il.entity(e).ty,
            _ => return Some(ty),
        }
    }
    None
}

/// `ty` with the template parameters `env` binds replaced, where the unit has the type that
/// makes; `None` for a type that depends on something else.
fn substitute(il: &crate::il::Il, ty: TypeId, env: &Env) -> Option<TypeId> {
    substitute_at(il, ty, env, 0)
}

fn substitute_at(il: &crate::il::Il, ty: TypeId, env: &Env, depth: u32) -> Option<TypeId> {
    if depth > 32 {
        return None;
    }
    Some(match il.types.get(ty)? {
        Type::TemplateParam(p) => bound_type(env, p)?,
        Type::Qualified { base, cv } => {
            let b = substitute_at(il, base, env, depth + 1)?;
            if b == base {
                ty
            } else {
                qualified(il, b, cv)?
            }
        }
        Type::Pointer { to, kind } => {
            let t = substitute_at(il, to, env, depth + 1)?;
            if t == to {
                ty
            } else {
                il.types.find(Type::Pointer { to: t, kind })?
            }
        }
        _ if dependent(il, ty, depth) => return None,
        _ => ty,
    })
}

/// Whether `ty` mentions one of `params` (or may: a type kept as tokens).
fn dependent_on(il: &crate::il::Il, ty: TypeId, params: &[EntityId]) -> bool {
    fn walk(il: &crate::il::Il, ty: TypeId, params: &[EntityId], depth: u32) -> bool {
        if depth > 32 {
            return true;
        }
        match il.types.get(ty) {
            Some(Type::TemplateParam(p)) => params.contains(&p),
            Some(Type::Qualified { base: t, .. } | Type::Pointer { to: t, .. } | Type::Array { element: t, .. }) => {
                walk(il, t, params, depth + 1)
            }
            _ => dependent(il, ty, depth),
        }
    }
    walk(il, ty, params, 0)
}

/// Whether `ty` may depend on a template parameter.
pub(super) fn dependent(il: &crate::il::Il, ty: TypeId, depth: u32) -> bool {
    if depth > 32 {
        return true;
    }
    match il.types.get(ty) {
        None => true,
        Some(
            Type::TemplateParam(_) | Type::Specialization { .. } | Type::Dependent { .. } | Type::Placeholder { .. },
        ) => true,
        Some(Type::Qualified { base: t, .. } | Type::Pointer { to: t, .. } | Type::Array { element: t, .. }) => {
            dependent(il, t, depth + 1)
        }
        Some(Type::Vector { element, .. }) => dependent(il, element, depth + 1),
        Some(Type::MemberPointer { class, to }) => dependent(il, class, depth + 1) || dependent(il, to, depth + 1),
        Some(Type::Function(f)) => {
            let f = il.types.function_type(f);
            dependent(il, f.ret, depth + 1) || f.params.iter().any(|&p| dependent(il, p, depth + 1))
        }
        Some(Type::Typeref(e)) => {
            let ent = il.entity(e);
            ent.kind != EntityKind::Typedef || dependent(il, ent.ty, depth + 1)
        }
        Some(Type::Tag(e)) => il.entity(e).has(flag::TEMPLATE | flag::SPECIALIZATION),
        Some(Type::Void | Type::Integer(_) | Type::Float(_) | Type::NullPtr) => false,
    }
}

/// Whether `a` and `b` are the same type, through typedefs.
fn same_type(il: &crate::il::Il, a: TypeId, b: TypeId) -> bool {
    fn same(il: &crate::il::Il, a: TypeId, b: TypeId, depth: u32) -> bool {
        if a == b {
            return true;
        }
        if depth > 32 {
            return false;
        }
        let (Some(a), Some(b)) = (resolve_typedefs(il, a), resolve_typedefs(il, b)) else { return false };
        if a == b {
            return true;
        }
        match (il.types.get(a), il.types.get(b)) {
            (Some(Type::Qualified { base: x, cv: c }), Some(Type::Qualified { base: y, cv: d })) => {
                c == d && same(il, x, y, depth + 1)
            }
            (Some(Type::Pointer { to: x, kind: k }), Some(Type::Pointer { to: y, kind: l })) => {
                k == l && same(il, x, y, depth + 1)
            }
            _ => false,
        }
    }
    same(il, a, b, 0)
}
