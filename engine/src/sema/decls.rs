//! The CUDA rules of declarations (seed 004: decl_routine's `__global__` checks), reported
//! by both passes where nvcc's front ends place them: at the `global` of the declaration's
//! `__attribute__((global))` (what `__global__` expands to).

use super::{SemaStats, Undecided, Unit};
use crate::diag::{DiagId, DiagSink};
use crate::il::{flag, EntityId, EntityKind, ExecSpaces, ScopeKind, Type, TypeId};
use crate::lex::TokenKind;

pub(super) fn check_declarations(unit: &Unit<'_>, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let il = unit.il;
    for ent in &il.entities {
        if ent.kind != EntityKind::Routine || !ent.exec.has(ExecSpaces::GLOBAL) || ent.has(flag::SYSTEM) {
            continue;
        }
        if ent.has(flag::TEMPLATE | flag::SPECIALIZATION) {
            stats.count(Undecided::Template);
            continue;
        }
        if ent.has(flag::FRIEND | flag::QUALIFIED) {
            stats.count(Undecided::Qualified);
            continue;
        }
        let Some(at) = global_attribute(unit, ent.token as usize) else {
            stats.count(Undecided::Unrendered);
            continue;
        };
        stats.decided += 1;
        if il.scope(ent.parent).kind == ScopeKind::Class {
            report(unit, sink, DiagId::GlobalMemberFunction, at);
            continue;
        }
        let Some(Type::Function(f)) = il.types.get(ent.ty) else { continue };
        let f = il.types.function_type(f);
        match return_kind(unit, f.ret) {
            Returns::Deduced => report(unit, sink, DiagId::GlobalDeducedReturn, at),
            Returns::Value => report(unit, sink, DiagId::GlobalNonVoidReturn, at),
            Returns::Void | Returns::Unknown => {}
        }
        if f.ellipsis {
            report(unit, sink, DiagId::GlobalWithEllipsis, at);
        }
    }
}

fn report(unit: &Unit<'_>, sink: &mut DiagSink<'_>, id: DiagId, at: usize) {
    sink.report(id, Some(unit.tokens.at[at])).printed(unit.tokens.printed(at)).token(at as u32).emit();
}

enum Returns {
    Void,
    Value,
    Deduced,
    Unknown,
}

/// What a return type is, through typedefs.
fn return_kind(unit: &Unit<'_>, mut ty: TypeId) -> Returns {
    let il = unit.il;
    for _ in 0..16 {
        match il.types.get(ty) {
            Some(Type::Void) => return Returns::Void,
            Some(Type::Placeholder { .. }) => return Returns::Deduced,
            Some(Type::Qualified { base, .. }) => ty = base,
            Some(Type::Typeref(e)) => ty = typedef_target(unit, e),
            Some(
                Type::Integer(_)
                | Type::Float(_)
                | Type::NullPtr
                | Type::Pointer { .. }
                | Type::MemberPointer { .. }
                | Type::Tag(_),
            ) => return Returns::Value,
            _ => return Returns::Unknown,
        }
    }
    Returns::Unknown
}

fn typedef_target(unit: &Unit<'_>, e: EntityId) -> TypeId {
    let ent = unit.il.entity(e);
    if ent.kind == EntityKind::Typedef {
        ent.ty
    } else {
        TypeId::NONE
    }
}

/// The `global` of `__attribute__((global))` among the declaration's tokens before its name
/// at `name`: where nvcc places a `__global__` function's declaration errors.
fn global_attribute(unit: &Unit<'_>, name: usize) -> Option<usize> {
    let t = unit.tokens;
    let mut i = name;
    let mut steps = 0;
    while i > 0 && steps < 256 {
        i -= 1;
        steps += 1;
        match t.kind[i] {
            TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace => return None,
            TokenKind::Identifier
                if t.spelling(i) == b"global"
                    && i >= 3
                    && t.kind[i - 1] == TokenKind::LParen
                    && t.kind[i - 2] == TokenKind::LParen
                    && t.spelling(i - 3) == b"__attribute__" =>
            {
                return Some(i);
            }
            _ => {}
        }
    }
    None
}
