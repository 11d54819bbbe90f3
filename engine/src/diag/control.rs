//! Diagnostic control as nvcc users write it, with nvcc's precedence (each rule below was
//! observed with the oracle on corpus/cases/diag):
//!
//! - `-diag-suppress N` / `-diag-warn N` / `-diag-error N` (also `--diag-suppress=N`,
//!   comma lists, and `-Xcudafe --diag_suppress=X`, which accepts tags too) act on
//!   discretionary front-end diagnostics only; hard errors ignore them. N is the display
//!   number or the internal one (20012 and 3596 both name #20012-D).
//! - Per diagnostic, suppress beats warn beats error, whatever the order of the flags.
//! - `-Xcudafe --diag_remark=X` (and `#pragma nv_diag_remark X`) make it a remark, which
//!   nvcc does not print: dropped, on both passes (the oracle, case
//!   sema/unused_diag_remark). Among cudafe++'s own flags the last wins; here a remark
//!   beats warn and error, so a conflict drops the diagnostic rather than print one too many.
//! - `-Xcicc` reaches the device pass alone (cicc): its `--diag_suppress=X`,
//!   `--diag_remark=X`, `--diag_error=X` and `-w` leave the host pass's diagnostics as
//!   they are.
//! - A warning made an error by `-diag-error` prints as plain `error:`; one made an error by
//!   `-Werror all-warnings` keeps its number (`error #177-D:`) and the suppression remark.
//! - `-w` drops warnings (g++'s too: nvcc passes it on) but not those `-diag-error` made
//!   errors; with `-Werror` as well, `-w` wins (nvcc says so in a warning of its own).
//! - `-Werror all-warnings` reaches g++ as `-Werror`: its warnings become
//!   `error: … [-Werror]`. The other `-Werror` kinds are `-diag-error` for their tags.
//!
//!
//! The pragmas (`#pragma nv_diag_suppress / warning / error / default / once`,
//! `nv_diagnostic push / pop`; read by parse::pragma) act by position in translation order,
//! on the diagnostics placed at a token (`Diagnostic::token`):
//!
//! - the last pragma before the diagnostic's token decides, overriding the flags;
//!   `nv_diag_default` goes back to what the flags say; `pop` restores what `push` saw;
//! - `nv_diag_once N` is sticky: from there on, a pass reports N only if it has not
//!   reported it before (earlier reports count; `pop` and `nv_diag_default` do not undo it);
//! - `-w` and `-Werror all-warnings` still apply to what the pragmas leave a warning;
//! - a pragma whose list breaks off at the end of its line makes nvcc's front ends read
//!   nothing more of the unit's code: no diagnostic after it is reported.
//!
//! The host pass (cudafe++) keeps a few generic warnings quiet unless they are classified
//! explicitly (catalog::HOST_QUIET); the device pass reports them by default.

use super::catalog::{self, DiagId, Origin, CATALOG, HOST_QUIET};
use super::diagnostic::{Diagnostic, Handler, Passes};
use super::Severity;

/// What a flag asks for one diagnostic, in precedence order (a later variant wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Action {
    Error,
    Warn,
    /// Made a remark, which nvcc does not print.
    Remark,
    Suppress,
}

impl Action {
    /// Whether the diagnostic is not printed.
    fn drops(self) -> bool {
        matches!(self, Action::Remark | Action::Suppress)
    }
}

/// What one diagnostic pragma does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PragmaChange {
    /// `nv_diag_suppress / nv_diag_remark / nv_diag_warning / nv_diag_error`.
    Classify(DiagId, Action),
    /// `nv_diag_default`: back to what the flags say.
    Default(DiagId),
    /// `nv_diag_once`.
    Once(DiagId),
    /// `nv_diagnostic push`.
    Push,
    /// `nv_diagnostic pop`.
    Pop,
    /// A pragma list broken off at the end of its line: nvcc's front ends read no more of
    /// the unit's code (the oracle compiles nothing after it, and reports nothing).
    EndOfCompilation,
}

/// A diagnostic pragma of the unit, placed before unit token `before`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiagPragma {
    pub before: u32,
    pub change: PragmaChange,
}

/// The diagnostic-control settings of one compilation: the flags, and per unit its
/// pragmas and what each pass has reported so far.
#[derive(Clone, Debug, Default)]
pub struct DiagControl {
    /// Per catalog entry, the strongest action asked for on the host and the device pass.
    actions: Vec<[Option<Action>; 2]>,
    /// `-w`.
    pub no_warnings: bool,
    /// `-Xcicc -w`: no warnings on the device pass.
    no_device_warnings: bool,
    /// `-Werror all-warnings`.
    pub warnings_as_errors: bool,
    /// The unit's diagnostic pragmas, in translation order.
    pragmas: Vec<DiagPragma>,
    /// Where the unit's code ends for nvcc's front ends (`PragmaChange::EndOfCompilation`).
    end_of_compilation: Option<u32>,
    /// Per catalog entry, how many times the host and the device pass reported it in this
    /// unit (for `nv_diag_once`).
    reported: Vec<[u32; 2]>,
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
        self.set_on(key, action, Passes::BOTH);
    }

    /// Asks `action` for the diagnostic `key` names on `passes` only.
    fn set_on(&mut self, key: &str, action: Action, passes: Passes) {
        if self.actions.len() < CATALOG.len() {
            self.actions.resize(CATALOG.len(), [None; 2]);
        }
        if let Some(e) = catalog::find(key) {
            for (pass, i) in [(Passes::HOST, 0), (Passes::DEVICE, 1)] {
                if passes.contains(pass) {
                    let slot = &mut self.actions[e.id as usize][i];
                    *slot = (*slot).max(Some(action));
                }
            }
        }
    }

    /// What the flags ask for `id` on pass `i` (0 host, 1 device).
    fn action(&self, id: DiagId, i: usize) -> Option<Action> {
        self.actions.get(id as usize).and_then(|a| a.get(i)).copied().flatten()
    }

    /// Starts a unit: its diagnostic pragmas (parse::pragma), nothing reported yet.
    pub fn begin_unit(&mut self, pragmas: Vec<DiagPragma>) {
        self.pragmas = pragmas;
        self.pragmas.sort_by_key(|p| p.before);
        self.end_of_compilation =
            self.pragmas.iter().find(|p| p.change == PragmaChange::EndOfCompilation).map(|p| p.before);
        self.reported.clear();
        self.reported.resize(CATALOG.len(), [0; 2]);
    }

    /// What the pragmas before token `at` say about `id`: a classification (`None`: the
    /// flags decide) and whether `nv_diag_once` is in force.
    fn pragma_state(&self, id: DiagId, at: u32) -> (Option<Action>, bool) {
        let (mut state, mut once) = (None, false);
        let mut pushed: Vec<Option<Action>> = Vec::new();
        for p in self.pragmas.iter().take_while(|p| p.before <= at) {
            match p.change {
                PragmaChange::Classify(i, action) if i == id => state = Some(action),
                PragmaChange::Default(i) if i == id => state = None,
                PragmaChange::Once(i) if i == id => once = true,
                PragmaChange::Push => pushed.push(state),
                PragmaChange::Pop => {
                    // A pop without a push was reported where it was read; it changes nothing.
                    if let Some(saved) = pushed.pop() {
                        state = saved;
                    }
                }
                _ => {}
            }
        }
        (state, once)
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
            } else if flag == "-w" || flag == "--disable-warnings" {
                control.no_warnings = true;
            } else if flag == "-Wno-deprecated-declarations" {
                // Both passes' deprecation warnings (the oracle).
                ["deprecated_entity", "deprecated_entity_with_custom_message"]
                    .iter()
                    .for_each(|tag| control.set(tag, Action::Suppress));
            } else if matches!(
                flag,
                "-Xcompiler"
                    | "--compiler-options"
                    | "-Xptxas"
                    | "--ptxas-options"
                    | "-Xlinker"
                    | "--linker-options"
                    | "-Xnvlink"
                    | "--nvlink-options"
                    | "-Xarchive"
                    | "--archive-options"
            ) {
                // Another tool's options (`-Xcompiler -w` silences g++, not the front ends: the
                // oracle): the value is skipped.
                if inline.is_none() {
                    i += 1;
                }
            } else if flag == "-Xcicc" || flag == "--cicc-options" {
                // The device pass's front end: what it is told leaves the host pass alone.
                // One value may hold several options, split at commas and spaces (the oracle).
                for word in value(&mut i, flag, inline)?.split(',').flat_map(str::split_whitespace) {
                    if word == "-w" || word == "--no_warnings" {
                        control.no_device_warnings = true;
                    }
                    if let Some((action, keys)) = edg_classification(word) {
                        keys.split(',').for_each(|key| control.set_on(key, action, Passes::DEVICE));
                    }
                }
            } else if flag == "-Werror" || flag == "--Werror" {
                for kind in value(&mut i, flag, inline)?.split(',') {
                    if kind == "all-warnings" {
                        control.warnings_as_errors = true;
                        continue;
                    }
                    let tags = werror_kind_tags(kind).ok_or_else(|| ControlError::UnknownWerrorKind(kind.into()))?;
                    tags.iter().for_each(|tag| control.set(tag, Action::Error));
                }
            } else if flag == "-Xcudafe" || flag == "--Xcudafe" {
                // cudafe++'s own spellings, which take tags as well as numbers.
                // `-Xcudafe "--diag_suppress=177 --diag_suppress=550"` is two options: nvcc
                // splits a value at commas and spaces (the oracle, tests/diag_control.rs).
                let passed = value(&mut i, flag, inline)?;
                for word in passed.split(',').flat_map(str::split_whitespace) {
                    // cudafe++'s `-w` silences both passes' warnings (the oracle).
                    if word == "-w" || word == "--no_warnings" {
                        control.no_warnings = true;
                    }
                    if let Some((action, keys)) = edg_classification(word) {
                        keys.split(',').for_each(|key| control.set(key, action));
                    }
                }
            }
            i += 1;
        }
        Ok(control)
    }

    /// The diagnostic as the settings have it, or `None` when they drop it. Its passes
    /// narrow to those that report it.
    pub fn apply(&mut self, mut d: Diagnostic) -> Option<Diagnostic> {
        let entry = d.id.entry();
        if entry.origin != Origin::FrontEnd {
            return self.apply_global(d);
        }
        if d.token.zip(self.end_of_compilation).is_some_and(|(at, end)| at >= end) {
            return None;
        }
        if !entry.is_discretionary() {
            return self.apply_global(d);
        }
        let (pragma, once) = d.token.map_or((None, false), |at| self.pragma_state(d.id, at));
        let mut kept = Passes::NONE;
        // What the first pass kept asks: a pass asking otherwise is dropped (a diagnostic
        // has one severity; a pass runs its own diagnostics, so this is rare).
        let mut action = None;
        for (pass, i) in [(Passes::HOST, 0), (Passes::DEVICE, 1)] {
            let asked = pragma.or(self.action(d.id, i));
            if !d.passes.contains(pass) || asked.is_some_and(Action::drops) {
                continue;
            }
            if asked.is_none() && pass == Passes::HOST && HOST_QUIET.contains(&d.id) {
                continue;
            }
            if kept != Passes::NONE && asked != action {
                continue;
            }
            if let Some(reported) = self.reported.get_mut(d.id as usize).map(|r| &mut r[i]) {
                if once && *reported > 0 {
                    continue;
                }
                *reported += 1;
            }
            kept = kept | pass;
            action = asked;
        }
        if kept == Passes::NONE {
            return None;
        }
        d.passes = kept;
        match action {
            Some(Action::Warn) => {
                d.severity = Severity::Warning;
                self.apply_global(d)
            }
            Some(Action::Error) => {
                d.severity = Severity::Error;
                Some(d)
            }
            _ => self.apply_global(d),
        }
    }

    fn apply_global(&self, mut d: Diagnostic) -> Option<Diagnostic> {
        if d.severity != Severity::Warning {
            return Some(d);
        }
        if self.no_warnings {
            return None;
        }
        // `-Xcicc -w`: not the device pass's.
        if self.no_device_warnings && d.passes.contains(Passes::DEVICE) {
            d.passes = d.passes.without(Passes::DEVICE);
            if d.passes == Passes::NONE {
                return None;
            }
        }
        if self.warnings_as_errors {
            d.severity = Severity::Error;
            d.werror = true;
        }
        Some(d)
    }
}

/// An EDG front end's classification flag (`--diag_suppress=X`, `--diag_remark=X`,
/// `--diag_warning=X`, `--diag_error=X`, one or two dashes): the action and its list.
fn edg_classification(word: &str) -> Option<(Action, &str)> {
    let (f, v) = word.trim_start_matches('-').split_once('=')?;
    let action = match f {
        "diag_suppress" => Action::Suppress,
        "diag_remark" => Action::Remark,
        "diag_warning" => Action::Warn,
        "diag_error" => Action::Error,
        _ => return None,
    };
    Some((action, v))
}

/// The tags nvcc passes its front ends as `--diag_error` for `-Werror KIND` (`nvcc
/// -dryrun`, CUDA 13.5); the diagnostics then print as plain errors, as with `-diag-error`.
/// (`deprecated-declarations` also reaches g++ as `-Werror=deprecated-declarations`.)
fn werror_kind_tags(kind: &str) -> Option<&'static [&'static str]> {
    Some(match kind {
        "cross-execution-space-call" => &["h_general_hd_illegal_call", "h_general_hd_illegal_call_generic"],
        "deprecated-declarations" => &["deprecated_entity", "deprecated_entity_with_custom_message"],
        "reorder" => &["out_of_order_ctor_init"],
        "default-stream-launch" => &["default_stream_launch"],
        "missing-launch-bounds" => &["missing_launch_bounds"],
        "ext-lambda-captures-this" => &["this_addr_capture_ext_lambda"],
        _ => return None,
    })
}

impl Handler for DiagControl {
    fn handle(&mut self, diagnostic: Diagnostic) -> Option<Diagnostic> {
        // Dropping a diagnostic consumes it; a kept one goes on down the chain.
        self.apply(diagnostic)
    }
}
