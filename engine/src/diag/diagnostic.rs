//! One structured diagnostic (seed 003): location, severity class, typed arguments,
//! attached notes, context lines and the nvcc passes that report it. Made only through
//! [`DiagSink::report`], whose builder emits it exactly once, when dropped, through the
//! sink's handler chain.

use super::catalog::DiagId;
use super::template::{self, Arg, Style, TemplateError};
use super::Severity;
use crate::pp::env::Arch;
use crate::source::Loc;

/// The nvcc passes that report a diagnostic: the host pass (g++ -E, cudafe++) and the
/// device pass (g++ -E with `__CUDA_ARCH__`, cicc). A preprocessor problem in a file both
/// passes read is reported by both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Passes(u8);

impl Passes {
    pub const NONE: Passes = Passes(0);
    pub const HOST: Passes = Passes(1);
    pub const DEVICE: Passes = Passes(2);
    pub const BOTH: Passes = Passes(3);

    pub fn contains(self, other: Passes) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }

    /// These passes but `other`'s.
    pub fn without(self, other: Passes) -> Passes {
        Passes(self.0 & !other.0)
    }
}

impl std::ops::BitOr for Passes {
    type Output = Passes;
    fn bitor(self, other: Passes) -> Passes {
        Passes(self.0 | other.0)
    }
}

/// A context line under a diagnostic, as EDG prints it
/// (`detected during instantiation of "T f(T) [with T=int]" at line 4`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContextLine {
    pub text: String,
}

/// A diagnostic: what was found, where, in which words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub id: DiagId,
    /// The severity after diagnostic control (the catalog's default unless re-classified).
    pub severity: Severity,
    /// Where; `None` for diagnostics about the command line or the run.
    pub loc: Option<Loc>,
    pub args: Vec<Arg>,
    /// Child diagnostics with their own locations (`note #3287-D: because of a
    /// "deprecated" attribute`).
    pub notes: Vec<Diagnostic>,
    pub context: Vec<ContextLine>,
    pub passes: Passes,
    /// The virtual architecture of the device pass that reported it (`compute_80`): nvcc
    /// runs one device pass per architecture, each printing its own diagnostics.
    pub arch: Option<Arch>,
    /// Made an error by `-Werror`: nvcc then still shows its number (`error #177-D`), and
    /// g++ marks its own with `[-Werror]`.
    pub werror: bool,
    /// Reported late in the device pass (while lowering: catalog::DEVICE_LATE): nvcc then
    /// prints no source line or caret.
    pub late: bool,
    /// Found at the end of the unit (an unclosed `{`): nvcc prints `At end of source:`
    /// instead of a place, and the oracle the line of `loc`, the unit's last token, with no
    /// column.
    pub at_end_of_source: bool,
    /// Where nvcc's front ends place it, when the reporter knows: they read the
    /// preprocessed text, so their column counts in the preprocessed line (where
    /// `__device__` reads `__attribute__((device))`) and they echo that line.
    pub printed: Option<Printed>,
    /// g++ places some of its own with a line and no column (`file:3: error: unterminated
    /// #if`), or with neither (`file: warning: …`, for line 0): that line, overriding
    /// `loc`'s (whose file it keeps).
    pub line_only: Option<u32>,
    /// g++'s: the files that include the one it is in, innermost first, printed above it
    /// (`In file included from a.h:2,` / `from b.cu:1:`) when they differ from the previous
    /// diagnostic's.
    pub included_from: Vec<IncludedFrom>,
    /// The unit token it is about (an index into the parser's tokens): its place in
    /// translation order, where the `#pragma nv_diag_*` in force is decided.
    pub token: Option<u32>,
}

/// A file that includes another, as g++ names it: its presumed name and the line of its
/// `#include` (none for `<command-line>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IncludedFrom {
    pub name: String,
    pub line: Option<u32>,
}

/// A position in the preprocessed text, and that line's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    /// The presumed line (after line markers).
    pub line: u32,
    /// The 1-based byte column in the printed line.
    pub col: u32,
    pub text: String,
    /// The presumed file, as the line markers name it (after `#line N "name"`): nvcc's
    /// front ends report that name, not the file read. `None`: the file read.
    pub name: Option<String>,
}

impl Diagnostic {
    /// The message: the catalog template expanded with the arguments.
    pub fn message(&self, style: &Style) -> Result<String, TemplateError> {
        template::expand(self.id.entry().template, &self.args, style)
    }
}

/// Receives emitted diagnostics. Returns the diagnostic when it did not consume it, so that
/// the next handler of the chain sees it.
pub trait Handler {
    fn handle(&mut self, diagnostic: Diagnostic) -> Option<Diagnostic>;
}

/// Keeps every diagnostic (tests, the batch merge).
#[derive(Debug, Default)]
pub struct Collect {
    pub diagnostics: Vec<Diagnostic>,
}

impl Handler for Collect {
    fn handle(&mut self, diagnostic: Diagnostic) -> Option<Diagnostic> {
        self.diagnostics.push(diagnostic);
        None
    }
}

/// Where diagnostics are made: a chain of handlers, offered each diagnostic in turn until
/// one consumes it.
#[derive(Default)]
pub struct DiagSink<'h> {
    handlers: Vec<&'h mut dyn Handler>,
    /// Diagnostics that no handler consumed.
    unhandled: usize,
    /// The passes a diagnostic is reported by unless its builder says otherwise.
    passes: Passes,
}

impl std::fmt::Debug for DiagSink<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiagSink").field("handlers", &self.handlers.len()).finish()
    }
}

impl<'h> DiagSink<'h> {
    pub fn new() -> DiagSink<'h> {
        DiagSink { handlers: Vec::new(), unhandled: 0, passes: Passes::BOTH }
    }

    /// Reports for one pass's run: every diagnostic (and its notes) belongs to `passes`
    /// unless its builder says otherwise.
    pub fn for_passes(mut self, passes: Passes) -> DiagSink<'h> {
        self.passes = passes;
        self
    }

    /// Appends a handler to the chain.
    pub fn with(mut self, handler: &'h mut dyn Handler) -> DiagSink<'h> {
        self.handlers.push(handler);
        self
    }

    /// Starts a diagnostic at `loc` with the catalog's default severity; it is emitted when
    /// the builder is dropped.
    pub fn report(&mut self, id: DiagId, loc: Option<Loc>) -> DiagnosticBuilder<'_, 'h> {
        let diagnostic = Diagnostic {
            id,
            severity: id.entry().severity,
            loc,
            args: Vec::new(),
            notes: Vec::new(),
            context: Vec::new(),
            passes: self.passes,
            arch: None,
            werror: false,
            late: super::catalog::DEVICE_LATE.contains(&id),
            at_end_of_source: false,
            printed: None,
            line_only: None,
            included_from: Vec::new(),
            token: None,
        };
        DiagnosticBuilder { sink: self, diagnostic: Some(diagnostic) }
    }

    /// Emits a diagnostic made elsewhere (a stage that collects its diagnostics to put them
    /// in nvcc's order first).
    pub fn forward(&mut self, diagnostic: Diagnostic) {
        self.emit(diagnostic);
    }

    /// The passes diagnostics are reported by unless their builder says otherwise.
    pub fn passes(&self) -> Passes {
        self.passes
    }

    /// How many diagnostics reached the end of the chain unconsumed.
    pub fn unhandled(&self) -> usize {
        self.unhandled
    }

    fn emit(&mut self, diagnostic: Diagnostic) {
        debug_assert!(
            diagnostic.message(&Style { current_file: "", labels: &template::no_labels, color: false }).is_ok(),
            "diagnostic {:?} does not fit its template",
            diagnostic.id
        );
        let mut pending = Some(diagnostic);
        for handler in self.handlers.iter_mut() {
            match pending.take() {
                Some(d) => pending = handler.handle(d),
                None => break,
            }
        }
        if pending.is_some() {
            self.unhandled += 1;
        }
    }
}

/// Builds one diagnostic; emits it when dropped, exactly once.
pub struct DiagnosticBuilder<'s, 'h> {
    sink: &'s mut DiagSink<'h>,
    diagnostic: Option<Diagnostic>,
}

impl std::fmt::Debug for DiagnosticBuilder<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiagnosticBuilder").field("diagnostic", &self.diagnostic).finish()
    }
}

impl DiagnosticBuilder<'_, '_> {
    fn diagnostic(&mut self) -> &mut Diagnostic {
        self.diagnostic.as_mut().expect("a builder holds its diagnostic until dropped")
    }

    /// Appends a fill-in.
    pub fn arg(mut self, arg: impl Into<Arg>) -> Self {
        self.diagnostic().args.push(arg.into());
        self
    }

    /// Where nvcc's front ends see the last note attached (as [`Self::printed`] for the
    /// diagnostic).
    pub fn printed_note(mut self, printed: Printed) -> Self {
        if let Some(note) = self.diagnostic().notes.last_mut() {
            note.printed = Some(printed);
        }
        self
    }

    /// Attaches a note: a child diagnostic with its own location and arguments.
    pub fn note(mut self, id: DiagId, loc: Option<Loc>, args: Vec<Arg>) -> Self {
        let note = Diagnostic {
            id,
            severity: Severity::Note,
            loc,
            args,
            notes: Vec::new(),
            context: Vec::new(),
            passes: self.diagnostic().passes,
            arch: self.diagnostic().arch,
            werror: false,
            late: false,
            at_end_of_source: false,
            printed: None,
            line_only: None,
            included_from: Vec::new(),
            token: None,
        };
        self.diagnostic().notes.push(note);
        self
    }

    /// Appends a context line.
    pub fn context(mut self, text: impl Into<String>) -> Self {
        self.diagnostic().context.push(ContextLine { text: text.into() });
        self
    }

    /// Sets the passes that report it (both, by default).
    pub fn passes(mut self, passes: Passes) -> Self {
        self.diagnostic().passes = passes;
        self
    }

    /// Marks it as found at the end of the unit (`loc` is the unit's last token).
    pub fn at_end_of_source(mut self) -> Self {
        self.diagnostic().at_end_of_source = true;
        self
    }

    /// The files that include the one it is in (g++'s, innermost first).
    pub fn included_from(mut self, chain: Vec<IncludedFrom>) -> Self {
        self.diagnostic().included_from = chain;
        self
    }

    /// Placed at a line without a column (0: at the file alone), as g++ places some.
    pub fn line_only(mut self, line: Option<u32>) -> Self {
        self.diagnostic().line_only = line;
        self
    }

    /// Where nvcc's front ends see it in the preprocessed text.
    pub fn printed(mut self, printed: Printed) -> Self {
        self.diagnostic().printed = Some(printed);
        self
    }

    /// Places it at unit token `i`, among the unit's diagnostic pragmas.
    pub fn token(mut self, i: u32) -> Self {
        self.diagnostic().token = Some(i);
        self
    }

    /// Marks this one reported late by cicc, whatever its kind usually is (a constexpr host
    /// constructor called on run-time values: case sema/call_constexpr_constructor).
    pub fn late(mut self) -> Self {
        self.diagnostic().late = true;
        self
    }

    /// Overrides the severity (diagnostic control).
    pub fn severity(mut self, severity: Severity) -> Self {
        self.diagnostic().severity = severity;
        self
    }

    /// Emits now (the same as dropping the builder).
    pub fn emit(self) {}
}

impl Drop for DiagnosticBuilder<'_, '_> {
    fn drop(&mut self) {
        if let Some(d) = self.diagnostic.take() {
            self.sink.emit(d);
        }
    }
}

/// The device pass's diagnostics cicc reports after its front end: as the front end finishes
/// (catalog::DEVICE_AFTER_FRONT_END) and while lowering the unit (`Diagnostic::late`). None
/// when the front end reported an error (a warning does not count); the lowering's last, in
/// the order it finds them (the oracle, case sema/call_class_types: an EC1776 silences the
/// calls of host functions in kernels; a warning of the front end's later in the unit comes
/// before them). Diagnostics of the host pass's alone are left as they are.
pub fn after_front_end(diagnostics: &mut Vec<Diagnostic>) {
    use super::catalog::DEVICE_AFTER_FRONT_END;
    let after = |d: &Diagnostic| d.late || DEVICE_AFTER_FRONT_END.contains(&d.id);
    if diagnostics.iter().any(|d| d.passes.contains(Passes::DEVICE) && d.severity >= Severity::Error && !after(d)) {
        diagnostics.retain(|d| !after(d));
    } else if diagnostics.iter().any(|d| d.late) {
        let (front_end, lowering): (Vec<_>, Vec<_>) = diagnostics.drain(..).partition(|d| !d.late);
        diagnostics.extend(front_end);
        diagnostics.extend(lowering);
    }
}
