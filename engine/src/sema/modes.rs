//! Forms the unit's language mode does not have, which EDG accepts with a warning: `if
//! consteval` and `if !consteval` before C++23 (#3215, at the `if`, both passes; before
//! C++20 nvcc's front end does not read them at all and the parser reports that).

use super::Unit;
use crate::diag::{DiagId, DiagSink};
use crate::il::StmtKind;
use crate::pp::env::CxxStd;

pub(super) fn check_language_mode(unit: &Unit<'_>, sink: &mut DiagSink<'_>) {
    let t = unit.tokens;
    if t.std >= CxxStd::Cxx23 {
        return;
    }
    for st in &unit.il.stmts {
        let at = st.token as usize;
        let system = t.in_system_header(at);
        if matches!(st.kind, StmtKind::IfConsteval | StmtKind::IfNotConsteval) && !system {
            unit.report(sink, DiagId::IfConstevalNotStandard, st.token).emit();
        }
    }
}
