//! Diagnostics. This holds, for now, the severity classes that every stage reports with;
//! the catalog, the structured diagnostic and the renderers grow here.

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
