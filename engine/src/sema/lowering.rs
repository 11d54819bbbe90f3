//! What cicc lowers: the device functions it emits code for. The device pass's late
//! diagnostics (catalog::DEVICE_LATE: a host function called, a host variable's object
//! needed, "undefined in device code") come from lowering a function, so a function cicc
//! does not emit gets none, however wrong its body (the oracle, case
//! sema/late_in_functions_not_emitted):
//!
//! - emitted whatever uses it: a kernel (even `static`), and a function with external
//!   linkage that is not inline (not `static`, not in an anonymous namespace, not `inline`,
//!   `__forceinline__`, `constexpr` or `consteval`, not a member defined in its class);
//! - emitted when an emitted function uses it: every other function (used in `sizeof`, it
//!   is not; in an `if (false)` branch, it is).
//!
//! The same holds of what a function instantiates: a template's instance is lowered when a
//! function that needs it is, host functions counted (an unused `static` host function's
//! call of a `__host__ __device__` template draws nothing; case
//! sema/late_in_instances_not_emitted).
//!
//! cufront keeps a late diagnostic only in a function it knows is emitted: from the roots
//! above, through the uses the recorder is sure of. A `constexpr` callee is never counted
//! emitted (EDG folds a call with constant arguments into its value, case
//! sema/var_host_constexpr_array_dev), nor are uses outside function bodies (a `__device__`
//! function pointer's initializer).

use rustc_hash::FxHashSet;

use super::context::Facts;
use super::{SemaStats, Undecided, Unit};
use crate::diag::Diagnostic;
use crate::il::{flag, EntityId, EntityKind, ExecSpaces, Il, ScopeKind, StorageClass, TypeId};
use crate::intern::Sym;

/// A function as its declarations share it: where it is declared, its name, its type.
type Function = (crate::il::ScopeId, Sym, TypeId);

/// The functions of the unit cicc certainly emits, or needs for the instances they make
/// (host functions too); none on the host pass.
#[derive(Default)]
pub(super) struct Emitted {
    functions: FxHashSet<Function>,
    /// The parsed function bodies: (`{`, `}`, the function), in token order.
    bodies: Vec<(u32, u32, EntityId)>,
}

impl Emitted {
    pub fn new(unit: &Unit<'_>, facts: &Facts) -> Emitted {
        let il = unit.il;
        let key = |e: EntityId| {
            let ent = il.entity(e);
            (ent.parent, ent.name, ent.ty)
        };
        let mut bodies: Vec<(u32, u32, EntityId)> = il
            .bodies
            .iter()
            .filter(|b| !b.routine.is_none())
            .map(|b| {
                let block = il.stmt(b.block);
                (block.token, block.end, b.routine)
            })
            .collect();
        bodies.sort_unstable();
        let mut functions: FxHashSet<Function> = FxHashSet::default();
        let mut todo: Vec<Function> = Vec::new();
        for &(open, _, r) in &bodies {
            if needed_by_itself(unit, r, open) && functions.insert(key(r)) {
                todo.push(key(r));
            }
        }
        // The uses from each emitted function's body, to a fixed point.
        let mut uses: Vec<(Function, Function)> = facts
            .device_uses
            .iter()
            .filter(|&&(_, callee)| !il.entity(callee).has(flag::CONSTEXPR | flag::CONSTEVAL | flag::TEMPLATE))
            .map(|&(caller, callee)| (key(caller), key(callee)))
            .collect();
        uses.sort_unstable();
        uses.dedup();
        while let Some(f) = todo.pop() {
            let from = uses.partition_point(|u| u.0 < f);
            for &(_, callee) in uses[from..].iter().take_while(|u| u.0 == f) {
                if functions.insert(callee) {
                    todo.push(callee);
                }
            }
        }
        Emitted { functions, bodies }
    }

    /// Whether routine `r` (no template) is known to be emitted, or needed by one that is.
    pub fn needed(&self, il: &Il, r: EntityId) -> bool {
        let ent = il.entity(r);
        self.functions.contains(&(ent.parent, ent.name, ent.ty))
    }

    /// Whether a diagnostic at token `at` is in the body of a function that is not known to
    /// be emitted (no template's: instances are placed elsewhere).
    fn in_function_not_emitted(&self, il: &Il, at: u32) -> bool {
        // The innermost body around `at`: the last that opens before it and closes after.
        let upto = self.bodies.partition_point(|b| b.0 <= at);
        let Some(&(_, _, r)) = self.bodies[..upto].iter().rev().find(|b| b.1 > at) else { return false };
        let ent = il.entity(r);
        if ent.has(flag::TEMPLATE | flag::SPECIALIZATION) {
            return false;
        }
        !self.needed(il, r)
    }

    /// Drops the late diagnostics of functions not known to be emitted, counting them.
    pub fn keep_emitted(&self, il: &Il, diagnostics: &mut Vec<Diagnostic>, stats: &mut SemaStats) {
        diagnostics.retain(|d| {
            let drop = d.late && d.token.is_some_and(|at| self.in_function_not_emitted(il, at));
            if drop {
                stats.count(Undecided::Emission);
            }
            !drop
        });
    }
}

/// Whether routine `r` (its body opening at token `open`) is needed even if nothing uses
/// it: a kernel, or a function (of any space: a host function's instances are lowered too)
/// with external linkage that is not inline. Any of its declarations may make it static or
/// inline.
fn needed_by_itself(unit: &Unit<'_>, r: EntityId, open: u32) -> bool {
    let il = unit.il;
    let ent = il.entity(r);
    if ent.kind != EntityKind::Routine || ent.has(flag::TEMPLATE | flag::SPECIALIZATION) {
        return false;
    }
    // A declaration in a template's scope is a template's member.
    if super::context::in_template(unit, ent.parent) {
        return false;
    }
    let declarations = || super::spaces::redeclarations(il, r);
    // A kernel by any of its declarations (the device pass merges them; case
    // sema/call_redecl_merged_callers).
    if declarations().any(|d| il.entity(d).exec.has(ExecSpaces::GLOBAL)) {
        return true;
    }
    if declarations().any(|d| {
        let other = il.entity(d);
        // A class's `static` member has external linkage all the same.
        let internal = other.storage == StorageClass::Static && il.scope(other.parent).kind != ScopeKind::Class;
        internal || other.has(flag::INLINE | flag::CONSTEXPR | flag::CONSTEVAL)
    }) {
        return false;
    }
    // Where it is declared: a namespace that is no anonymous one's, or a class whose body
    // does not hold this definition (defined in its class, a member is inline). A local
    // class's members are not looked into.
    let mut s = ent.parent;
    while !s.is_none() {
        let scope = il.scope(s);
        match scope.kind {
            ScopeKind::File => break,
            ScopeKind::Namespace if il.entity(scope.entity).name == Sym(0) => return false,
            ScopeKind::Namespace => {}
            ScopeKind::Class => {
                let class = il.entity(scope.entity);
                if class.body.1 <= class.body.0 || (class.body.0 < open && open < class.body.1) {
                    return false;
                }
            }
            _ => return false,
        }
        s = scope.parent;
    }
    // The tokens must say where the body is.
    unit.tokens.kind.get(open as usize) == Some(&crate::lex::TokenKind::LBrace)
}
