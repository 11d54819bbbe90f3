//! Diagnostics: the one way cufront reports anything.
//!
//! - [`catalog`]: every diagnostic with nvcc's numbers, severity and words (EDG templates);
//! - [`template`]: the EDG fill-in language of seed 000;
//! - [`Diagnostic`] and [`DiagSink`]: the structure of seed 003, emitted once through a
//!   handler chain;
//! - [`control`]: nvcc's diagnostic-control flags, as a handler of the chain;
//! - [`render`]: nvcc's text, GCC style, JSON lines, SARIF.

/// The severity classes of an nvcc diagnostic (seed 003), least to most severe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Note,
    Remark,
    Warning,
    Error,
    Catastrophic,
}

impl Severity {
    /// The word nvcc prints.
    pub fn word(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
            Severity::Catastrophic => "catastrophic error",
        }
    }
}

pub mod catalog;
pub mod control;
mod diagnostic;
pub mod render;
pub mod template;

pub use catalog::{DiagId, Entry, Origin, CATALOG};
pub use diagnostic::{
    after_front_end, Collect, ContextLine, DiagSink, Diagnostic, DiagnosticBuilder, Handler, IncludedFrom, Passes,
    Printed,
};
pub use template::{Arg, EntitySummary, Position, TypeText};
