//! #174 "expression has no effect": an expression statement that is only a literal or the
//! name of a variable or parameter, parenthesized or not (`x;`, `(x);`, `3;`). Both front
//! ends warn at the statement's first token (the oracle, case sema/no_effect): cudafe++ in
//! every function it reads, templates included at their definition (whatever their
//! parameters' types); cicc in every function but templates, whose instances it reads
//! (not modelled: left undecided). A volatile variable's read is an effect.
//!
//! Operators (`x + 1;`, `*p;`, `s.a;`, the left operand of a comma) have no effect either,
//! where they are built in; telling that needs the operands' types: not looked into yet.

use super::context::{in_template, Facts, Owner};
use super::{Pass, SemaStats, Undecided, Unit};
use crate::diag::{DiagId, DiagSink};
use crate::il::{flag, Cv, EntityKind, ExprId, ExprKind, StmtKind, Type, TypeId};
use crate::lex::TokenKind;

pub(super) fn check_no_effect(unit: &Unit<'_>, facts: &Facts, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let (il, t) = (unit.il, unit.tokens);
    for stmt in &il.stmts {
        if stmt.kind != StmtKind::Expr || stmt.expr.is_none() || !without_effect(unit, stmt.expr) {
            continue;
        }
        // nvcc keeps quiet about system headers.
        if t.flags.get(stmt.token as usize).is_none_or(|f| f & crate::parse::tokens::flag::SYSTEM != 0) {
            continue;
        }
        let routine = match facts.owner(stmt.scope) {
            Owner::Routine(r) => r,
            Owner::Lambda(_) => {
                stats.count(Undecided::Lambda);
                continue;
            }
            Owner::None => continue,
        };
        if facts.unread(stmt.scope) {
            stats.count(Undecided::Unread);
            continue;
        }
        let ent = il.entity(routine);
        let template = ent.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(unit, ent.parent);
        if template && unit.pass == Pass::Device {
            stats.count(Undecided::Template);
            continue;
        }
        stats.decided += 1;
        unit.report(sink, DiagId::ExpressionHasNoEffect, stmt.token).emit();
    }
}

/// Whether expression `e` is a literal, or names a variable or parameter that is not
/// volatile.
fn without_effect(unit: &Unit<'_>, e: ExprId) -> bool {
    let (il, t) = (unit.il, unit.tokens);
    let node = il.expr(e);
    match node.kind {
        ExprKind::Literal if node.end == node.token + 1 => match t.kind.get(node.token as usize) {
            Some(TokenKind::Number | TokenKind::CharLiteral) => true,
            Some(TokenKind::Identifier) => matches!(t.spelling(node.token as usize), b"true" | b"false" | b"nullptr"),
            _ => false,
        },
        ExprKind::Name(v) if !v.is_none() => {
            let var = il.entity(v);
            matches!(var.kind, EntityKind::Variable | EntityKind::Parameter)
                && !var.ty.is_none()
                && may_be_read_quietly(il, var.ty)
        }
        _ => false,
    }
}

/// Whether `ty` (through typedefs and a reference) is certainly not volatile.
fn may_be_read_quietly(il: &crate::il::Il, mut ty: TypeId) -> bool {
    for _ in 0..16 {
        match il.types.get(ty) {
            Some(Type::Qualified { cv, .. }) if cv.0 & Cv::VOLATILE != 0 => return false,
            Some(Type::Qualified { base, .. }) => ty = base,
            Some(Type::Typeref(e)) if il.entity(e).kind == EntityKind::Typedef => ty = il.entity(e).ty,
            Some(Type::Pointer { to, kind: crate::il::RefKind::LValue | crate::il::RefKind::RValue }) => ty = to,
            Some(_) => return true,
            None => return false,
        }
    }
    false
}
