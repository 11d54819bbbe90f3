//! Returns of non-void functions: #117 "should return a value" at a `return;`, #940
//! "missing return statement" at the closing brace of a body whose end control certainly
//! reaches. cicc warns for every function, cudafe++ for those that run on the host.
//!
//! "Certainly reaches" is decided on the last statement alone, for the forms where no
//! analysis is needed: an expression statement without a call (a call may not return), a
//! declaration, `;`, an `if` without `else` whose condition is not a literal, an `if`
//! with `else` one of whose branches is one of those (and neither `if constexpr`), a block
//! ending in one of those. `main` returns 0 implicitly; templates, lambdas, constructors
//! and destructors are left alone.

use rustc_hash::FxHashMap;

use super::context::{in_template, Facts, Owner};
use super::names::Names;
use super::{Pass, SemaStats, Undecided, Unit};
use crate::diag::{Arg, DiagId, DiagSink, EntitySummary};
use crate::il::{flag, EntityId, ExprId, ExprKind, Op, StmtId, StmtKind, Type};

pub(super) fn check_returns(unit: &Unit<'_>, facts: &mut Facts, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let il = unit.il;
    let names = Names::for_diagnostics(il, unit.tokens);
    // Each function's bare `return;` statements (a lambda's belong to the lambda), found in
    // one pass over the statements: a `return {…};` is kept without an expression too.
    let mut bare_returns: FxHashMap<EntityId, Vec<u32>> = FxHashMap::default();
    for st in &il.stmts {
        let bare = unit.tokens.kind.get(st.token as usize + 1) == Some(&crate::lex::TokenKind::Semi);
        if st.kind == StmtKind::Return && bare {
            if let Owner::Routine(owner) = facts.owner(st.scope) {
                bare_returns.entry(owner).or_default().push(st.end.saturating_sub(1));
            }
        }
    }
    for body in &il.bodies {
        let r = body.routine;
        if r.is_none() || !returns_a_value(unit, r) {
            continue;
        }
        let ent = il.entity(r);
        if ent.has(flag::SYSTEM) {
            continue;
        }
        if ent.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(unit, ent.parent) {
            stats.count(Undecided::Template);
            continue;
        }
        if ent.has(flag::CONSTRUCTOR | flag::DESTRUCTOR | flag::CONVERSION | flag::OPERATOR)
            || names.simple(r).as_deref() == Some("main")
        {
            continue;
        }
        // cicc checks every function; cudafe++ those that run on the host (the oracle:
        // a host function's missing return is warned by both passes, a device one's by one).
        if unit.pass == Pass::Host {
            match facts.caller(unit, r) {
                Ok(c) if c.space.on_host() => {}
                Ok(_) => continue,
                Err(why) => {
                    stats.count(why);
                    continue;
                }
            }
        }
        let Some(name) = names.qualified_naming(r, super::names::UNNAMED) else {
            stats.count(Undecided::Unrendered);
            continue;
        };
        let function = || {
            Arg::Entity(Box::new(EntitySummary { kind_label: "function", name: name.clone(), ..Default::default() }))
        };
        // At the `;` of each `return;`.
        for &at in bare_returns.get(&r).map(Vec::as_slice).unwrap_or_default() {
            report(unit, sink, DiagId::NonVoidShouldReturn, at as usize, function());
        }
        let block = il.stmt(body.block);
        match falls_through(unit, body.block) {
            Some(true) => {
                stats.decided += 1;
                let close = block.end.saturating_sub(1) as usize;
                report(unit, sink, DiagId::MissingReturnStatement, close, function());
            }
            Some(false) => stats.decided += 1,
            None => stats.count(Undecided::Context),
        }
    }
}

fn report(unit: &Unit<'_>, sink: &mut DiagSink<'_>, id: DiagId, at: usize, function: Arg) {
    let t = unit.tokens;
    sink.report(id, Some(t.at[at])).printed(t.printed(at)).token(at as u32).arg(function).emit();
}

/// Whether routine `r` certainly returns a value: its return type is known and not `void`.
fn returns_a_value(unit: &Unit<'_>, r: EntityId) -> bool {
    let il = unit.il;
    let Some(Type::Function(f)) = il.types.get(il.entity(r).ty) else { return false };
    let ret = il.resolved(il.types.function_type(f).ret);
    matches!(
        il.types.get(ret),
        Some(Type::Integer(_) | Type::Float(_) | Type::Pointer { .. } | Type::NullPtr | Type::Tag(_))
    )
}

/// Whether control certainly reaches the end of statement `s` (`Some(true)`), certainly
/// does not (`Some(false)`: it returns), or cufront cannot tell (`None`).
fn falls_through(unit: &Unit<'_>, s: StmtId) -> Option<bool> {
    let il = unit.il;
    let stmt = il.stmt(s);
    match stmt.kind {
        StmtKind::Return => Some(false),
        StmtKind::Empty | StmtKind::Decl => Some(true),
        StmtKind::Expr => (!may_not_return(unit, stmt.expr)).then_some(true),
        // In order: once a statement certainly does not complete, what follows it is not
        // reached (`return b; (void)a;` does not fall through).
        // (And a statement that does not complete ends the question, whatever came before.)
        StmtKind::Block => {
            let mut reached = Some(true);
            for &child in il.children(s) {
                match falls_through(unit, child) {
                    Some(false) => return Some(false),
                    Some(true) => {}
                    None => reached = None,
                }
            }
            reached
        }
        // `if constexpr` discards a branch: which one is not modelled.
        StmtKind::If if unit.tokens.spelling(stmt.token as usize + 1) == b"constexpr" => None,
        // `if (c) s` without `else` falls through when `c` is false.
        StmtKind::If if il.children(s).len() == 1 && !stmt.expr.is_none() => {
            let literal = matches!(il.expr(stmt.expr).kind, ExprKind::Literal);
            (!literal && !may_not_return(unit, stmt.expr)).then_some(true)
        }
        // `if (c) s1 else s2`: both branches may run (`c` is no literal); it falls through
        // when one of them does, and does not when neither does.
        StmtKind::If if il.children(s).len() == 2 && !stmt.expr.is_none() => {
            let children = il.children(s);
            let (then, otherwise) = (falls_through(unit, children[0]), falls_through(unit, children[1]));
            let literal = matches!(il.expr(stmt.expr).kind, ExprKind::Literal);
            match (then, otherwise) {
                (Some(false), Some(false)) => Some(false),
                (Some(true), _) | (_, Some(true)) if !literal && !may_not_return(unit, stmt.expr) => Some(true),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether evaluating `e` may not return: it calls something (or is not read).
fn may_not_return(unit: &Unit<'_>, e: ExprId) -> bool {
    let il = unit.il;
    if e.is_none() {
        return false;
    }
    let mut stack = vec![e];
    let mut seen = 0;
    while let Some(x) = stack.pop() {
        seen += 1;
        if seen > 4096 {
            return true;
        }
        match il.expr(x).kind {
            ExprKind::Operation(Op::Call | Op::KernelLaunch) | ExprKind::Throw => return true,
            ExprKind::Tokens | ExprKind::Lambda | ExprKind::BracedList | ExprKind::TypeTrait | ExprKind::New => {
                return true
            }
            _ => stack.extend_from_slice(il.operands(x)),
        }
    }
    false
}
