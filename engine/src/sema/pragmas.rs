//! Pragmas in device code: cicc warns #20199 "unrecognized #pragma in device code" of a
//! `#pragma` in the body of a `__device__`, `__global__` or `__host__ __device__` function
//! whose name it does not know, at the name (the oracle, case sema/device_pragmas; host
//! functions', and pragmas outside functions, draw nothing).
//!
//! The names known to it, which draw nothing or a diagnostic of their own (`unroll` not
//! before a loop, `GCC optimize`, `STDC`, `nv_exec_check_disable` in a body, …), are left
//! alone; so are `_Pragma` operators, function templates and system headers.

use super::context::in_template;
use super::{Pass, SemaStats, Undecided, Unit};
use crate::diag::{DiagId, DiagSink};
use crate::il::{flag, ExecSpaces};

/// The pragmas cicc knows (each observed with the oracle).
const KNOWN: &[&[u8]] = &[
    b"unroll",
    b"nv_diag_suppress",
    b"nv_diag_default",
    b"nv_diag_warning",
    b"nv_diag_error",
    b"nv_diag_once",
    b"nv_diag_remark",
    b"nv_diagnostic",
    b"nv_exec_check_disable",
    b"hd_warning_disable",
    b"nv_abi",
    b"omp",
    b"GCC",
    b"pack",
    b"push_macro",
    b"pop_macro",
    b"message",
    b"once",
    b"STDC",
    b"redefine_extname",
    b"ident",
];

pub(super) fn check_device_pragmas(unit: &Unit<'_>, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let (il, t) = (unit.il, unit.tokens);
    if unit.pass != Pass::Device || t.pragmas.is_empty() {
        return;
    }
    // Each function body's tokens, in order.
    let mut bodies: Vec<(u32, u32, crate::il::EntityId)> = il
        .bodies
        .iter()
        .filter(|b| !b.routine.is_none())
        .map(|b| (il.stmt(b.block).token, il.stmt(b.block).end, b.routine))
        .collect();
    bodies.sort_unstable();
    for p in &t.pragmas {
        let Some(at) = p.at else { continue };
        let word: &[u8] = p.text.split(|&b| !(b.is_ascii_alphanumeric() || b == b'_')).next().unwrap_or(&[]);
        if p.operator || word.is_empty() || KNOWN.contains(&word) {
            continue;
        }
        if t.in_system_header(p.before as usize) {
            continue;
        }
        // The body around it: the last that starts before it.
        let k = bodies.partition_point(|&(open, _, _)| open < p.before);
        let Some(&(_, close, routine)) = k.checked_sub(1).and_then(|k| bodies.get(k)) else { continue };
        if p.before >= close {
            continue;
        }
        let r = il.entity(routine);
        if !r.exec.has(ExecSpaces::DEVICE) && !r.exec.has(ExecSpaces::GLOBAL) {
            continue;
        }
        if r.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(unit, r.parent) {
            stats.count(Undecided::Template);
            continue;
        }
        stats.decided += 1;
        // Placed before the next token, so that the `nv_diag_*` pragmas before it decide (the
        // oracle, case sema/suppress_by_tag).
        sink.report(DiagId::UnrecognizedDevicePragma, Some(at)).token(p.before).emit();
    }
}
