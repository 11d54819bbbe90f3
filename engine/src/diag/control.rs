//! Diagnostic control as nvcc users write it, with nvcc's precedence (each rule below was
//! observed with the oracle on corpus/cases/diag):
//!
//! - `-diag-suppress N` / `-diag-warn N` / `-diag-error N` (also `--diag-suppress=N`,
//!   comma lists, and `-Xcudafe --diag_suppress=X`, which accepts tags too) act on
//!   discretionary front-end diagnostics only; hard errors ignore them. N is the display
//!   number or the internal one (20012 and 3596 both name #20012-D).
//! - Per diagnostic, suppress beats warn beats error, whatever the order of the flags.
//! - A warning made an error by `-diag-error` prints as plain `error:`; one made an error by
//!   `-Werror all-warnings` keeps its number (`error #177-D:`) and the suppression remark.
//! - `-w` drops warnings (g++'s too: nvcc passes it on) but not those `-diag-error` made
//!   errors; with `-Werror` as well, `-w` wins (nvcc says so in a warning of its own).
//! - `-Werror all-warnings` reaches g++ as `-Werror`: its warnings become
//!   `error: … [-Werror]`.
//!
//! `#pragma nv_diag_*` and `nv_diagnostic push/pop` act by source position; they need the
//! preprocessor and are not handled here yet.

use super::catalog::{self, DiagId, Origin, CATALOG};
use super::diagnostic::{Diagnostic, Handler};
use super::Severity;

/// What a flag asks for one diagnostic, in precedence order (a later variant wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Action {
    Error,
    Warn,
    Suppress,
}

/// The diagnostic-control settings of one compilation.
#[derive(Clone, Debug, Default)]
pub struct DiagControl {
    /// Per catalog entry, the strongest action asked for.
    actions: Vec<Option<Action>>,
    /// `-w`.
    pub no_warnings: bool,
    /// `-Werror all-warnings`.
    pub warnings_as_errors: bool,
}

/// A flag the control did not understand, in nvcc's words where nvcc has them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ControlError {
    /// `-diag-suppress foo`: nvcc's own flags take numbers only.
    ExpectedNumber(String),
    /// A `-Werror` kind nvcc does not have.
    UnknownWerrorKind(String),
    /// A flag without its value.
    MissingValue(String),
}

impl std::fmt::Display for ControlError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ControlError::ExpectedNumber(v) => write!(f, "'{v}': expected a number"),
            ControlError::UnknownWerrorKind(v) => write!(f, "unknown -Werror kind '{v}'"),
            ControlError::MissingValue(flag) => write!(f, "'{flag}' needs a value"),
        }
    }
}

impl std::error::Error for ControlError {}

impl DiagControl {
    /// Asks `action` for the diagnostic `key` names (number or tag). A key naming no
    /// catalog entry is kept out silently: cufront may not emit that diagnostic yet.
    pub fn set(&mut self, key: &str, action: Action) {
        if self.actions.len() < CATALOG.len() {
            self.actions.resize(CATALOG.len(), None);
        }
        if let Some(e) = catalog::find(key) {
            let slot = &mut self.actions[e.id as usize];
            *slot = (*slot).max(Some(action));
        }
    }

    fn action(&self, id: DiagId) -> Option<Action> {
        self.actions.get(id as usize).copied().flatten()
    }

    /// Reads the diagnostic-control flags among nvcc arguments, ignoring the others.
    pub fn from_nvcc_args<S: AsRef<str>>(args: &[S]) -> Result<DiagControl, ControlError> {
        let mut control = DiagControl::default();
        let mut i = 0;
        let value = |i: &mut usize, flag: &str, inline: Option<&str>| -> Result<String, ControlError> {
            match inline {
                Some(v) => Ok(v.to_string()),
                None => {
                    *i += 1;
                    args.get(*i).map(|v| v.as_ref().to_string()).ok_or_else(|| ControlError::MissingValue(flag.into()))
                }
            }
        };
        while i < args.len() {
            let arg = args[i].as_ref();
            let (flag, inline) = match arg.split_once('=') {
                Some((f, v)) => (f, Some(v)),
                None => (arg, None),
            };
            let action = match flag.trim_start_matches('-') {
                "diag-suppress" => Some(Action::Suppress),
                "diag-warn" => Some(Action::Warn),
                "diag-error" => Some(Action::Error),
                _ => None,
            };
            if let Some(action) = action {
                for key in value(&mut i, flag, inline)?.split(',') {
                    if key.parse::<u32>().is_err() {
                        return Err(ControlError::ExpectedNumber(key.into()));
                    }
                    control.set(key, action);
                }
            } else if flag == "-w" {
                control.no_warnings = true;
            } else if flag == "-Werror" || flag == "--Werror" {
                for kind in value(&mut i, flag, inline)?.split(',') {
                    match kind {
                        "all-warnings" => control.warnings_as_errors = true,
                        // Kinds whose diagnostics the catalog does not have yet.
                        "cross-execution-space-call"
                        | "deprecated-declarations"
                        | "reorder"
                        | "default-stream-launch"
                        | "missing-launch-bounds"
                        | "ext-lambda-captures-this" => {}
                        other => return Err(ControlError::UnknownWerrorKind(other.into())),
                    }
                }
            } else if flag == "-Xcudafe" || flag == "--Xcudafe" {
                // cudafe++'s own spellings, which take tags as well as numbers.
                let passed = value(&mut i, flag, inline)?;
                for word in passed.split(',') {
                    if let Some((f, v)) = word.trim_start_matches('-').split_once('=') {
                        let action = match f {
                            "diag_suppress" => Some(Action::Suppress),
                            "diag_warning" => Some(Action::Warn),
                            "diag_error" => Some(Action::Error),
                            _ => None,
                        };
                        if let Some(action) = action {
                            v.split(',').for_each(|key| control.set(key, action));
                        }
                    }
                }
            }
            i += 1;
        }
        Ok(control)
    }

    /// The diagnostic as the settings have it, or `None` when they drop it.
    pub fn apply(&self, mut d: Diagnostic) -> Option<Diagnostic> {
        let entry = d.id.entry();
        if entry.origin == Origin::FrontEnd && entry.is_discretionary() {
            match self.action(d.id) {
                Some(Action::Suppress) => return None,
                Some(Action::Warn) => {
                    d.severity = Severity::Warning;
                    return self.apply_global(d);
                }
                Some(Action::Error) => {
                    d.severity = Severity::Error;
                    return Some(d);
                }
                None => {}
            }
        }
        self.apply_global(d)
    }

    fn apply_global(&self, mut d: Diagnostic) -> Option<Diagnostic> {
        if d.severity != Severity::Warning {
            return Some(d);
        }
        if self.no_warnings {
            return None;
        }
        if self.warnings_as_errors {
            d.severity = Severity::Error;
            d.werror = true;
        }
        Some(d)
    }
}

impl Handler for DiagControl {
    fn handle(&mut self, diagnostic: Diagnostic) -> Option<Diagnostic> {
        // Dropping a diagnostic consumes it; a kept one goes on down the chain.
        self.apply(diagnostic)
    }
}
