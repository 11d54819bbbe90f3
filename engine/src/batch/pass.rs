//! One pass of one unit through the pipeline: preprocess, prescan, parse, check. Its diagnostics
//! (the preprocessor's as g++ prints them, the front end's as EDG does) go through the unit's
//! diagnostic control; as nvcc, no front end runs after the preprocessor fails.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::budget::{Budget, Exceeded, Meter};
use crate::diag::control::DiagControl;
use crate::diag::render::at_source_positions;
use crate::diag::{Arg, DiagId};
use crate::diag::{Collect, DiagSink, Diagnostic, Handler, Passes, Severity};
use crate::parse::pragma::diag_pragmas;
use crate::parse::{parse_unit_within, Brackets, ParsedUnit, Prefixes, Tokens};
use crate::pp::env::{LangStd, PassEnv};
use crate::pp::{HeaderCache, PpStats, Preprocessor};
use crate::sema::{check_unit, Pass, SemaStats};
use crate::source::{FileId, FileTable, SourceError};
use crate::xref::XrefEntry;

/// What one pass found, and what it cost.
#[derive(Debug)]
pub struct PassOutcome {
    /// In the order reported, placed in `files`.
    pub diagnostics: Vec<Diagnostic>,
    /// The unit's files (its main file first).
    pub files: FileTable,
    /// The parser's tokens and IL; `None` when the preprocessor failed (no front end ran).
    pub tokens: Option<Tokens>,
    pub parsed: Option<ParsedUnit>,
    pub stats: PassStats,
    /// The cross-reference log's entries, when asked for.
    pub xref: Vec<XrefEntry>,
    /// What the unit declares with external linkage (host pass only): the run's cross-unit
    /// checks read these.
    pub symbols: Vec<crate::sema::linkage::Symbol>,
}

/// The time of each phase and the preprocessor's counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct PassStats {
    pub preprocess: Duration,
    pub prescan: Duration,
    pub parse: Duration,
    pub sema: Duration,
    pub pp: PpStats,
    pub checks: SemaStats,
    /// The most memory the pass held (bytes; 0 without the counting allocator).
    pub peak_memory: u64,
    /// The pass ran past its budget and stopped.
    pub over_budget: bool,
}

/// What a pass is asked to produce besides its diagnostics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outputs {
    pub columns: Columns,
    /// Run the semantic checks after parsing (`check`); `parse` and `il` stop at the IL.
    pub checks: bool,
    /// The cross-reference log's entries.
    pub xref: bool,
    /// What each pass may spend.
    pub budget: Budget,
    /// Preprocess and parse every header again instead of replaying the work recorded for
    /// the same header entered in the same state, and the parse of the same tokens (the
    /// output is the same either way).
    pub redo_headers: bool,
}

/// Where diagnostics are placed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Columns {
    /// At the line and column of the source as written (cufront's default).
    #[default]
    Source,
    /// Where nvcc's front ends place them: the presumed line, the column in the preprocessed
    /// line, that line echoed.
    Nvcc,
}

/// Runs pass `pass` of the unit whose main file is `file`, sharing `cache`'s header tokens
/// (and `prefixes`' parsed prefixes, when given) with the run's other passes, under
/// `control` (the unit's flags; its pragmas are added here). An unreadable main file is an
/// error, not a diagnostic: nvcc reports it before any pass.
pub fn run_pass(
    file: &Path,
    pass: &PassEnv,
    cache: &Arc<HeaderCache>,
    prefixes: Option<&Prefixes>,
    mut control: DiagControl,
    outputs: Outputs,
) -> Result<PassOutcome, SourceError> {
    let mut files = FileTable::new();
    let main = files.add_path(file)?;
    let passes = if pass.arch.is_some() { Passes::DEVICE } else { Passes::HOST };
    let std = pass.std.unwrap_or(LangStd::GCC_DEFAULT).std;
    let mut stats = PassStats::default();
    let mut collect = Collect::default();
    let mut xref = Vec::new();
    let mut symbols = Vec::new();

    let started = Instant::now();
    let mut pp = Preprocessor::with_cache(&mut files, main, pass.to_options(), Arc::clone(cache));
    pp.meter = Meter::start(outputs.budget);
    let tokens = Tokens::from_preprocessor(&mut pp, std);
    let mut meter = pp.meter;
    // Where the pass stops if it runs past its budget: after the last token it read.
    let mut stopped_at = tokens.at.last().copied().unwrap_or(crate::source::Loc { file: main, offset: 0 });
    stats.preprocess = started.elapsed();
    stats.pp = pp.stats;
    {
        let mut sink = DiagSink::new().for_passes(passes).with(&mut control).with(&mut collect);
        pp.diagnostics.iter().for_each(|d| d.report(&mut sink));
    }
    let pp_failed = pp.fatal || collect.diagnostics.iter().any(|d| d.severity >= Severity::Error);
    drop(pp);
    let (tokens, parsed) = if pp_failed || meter.check() {
        (None, None)
    } else {
        let started = Instant::now();
        let brackets = Brackets::of(&tokens.kind);
        stats.prescan = started.elapsed();
        let started = Instant::now();
        let pragmas = {
            let mut sink = DiagSink::new().for_passes(passes).with(&mut control).with(&mut collect);
            diag_pragmas(&tokens, &files, &mut sink)
        };
        control.begin_unit(pragmas);
        let syntax_errors_from = collect.diagnostics.len();
        let parsed = {
            let mut sink = DiagSink::new().for_passes(passes).with(&mut control).with(&mut collect);
            parse_unit_within(&tokens, &brackets, &mut sink, &mut meter, prefixes)
        };
        if let Some(&at) = parsed.stopped_at.and_then(|i| tokens.at.get(i)) {
            stopped_at = at;
        }
        stats.parse = started.elapsed();
        // After a syntax error the IL is complete only before it: the semantic checks report
        // the errors they find there (as nvcc does, `32 > p` before the `;` that cuts a launch
        // short), and nothing else; no cross-reference log or symbols for the unit.
        let clean = parsed.stats.syntax_errors == 0;
        if outputs.checks && (clean || parsed.first_error.is_some()) && !meter.check() {
            let started = Instant::now();
            let sema_pass = if pass.arch.is_some() { Pass::Device } else { Pass::Host };
            let mut before = ErrorsBefore { token: parsed.first_error.map_or(u32::MAX, |t| t as u32) };
            let mut sink = DiagSink::new().for_passes(passes);
            if !clean {
                sink = sink.with(&mut before);
            }
            let sema_from = collect.diagnostics.len();
            let mut sink = sink.with(&mut control).with(&mut collect);
            let checked = check_unit(&tokens, &parsed.il, sema_pass, pass.rules, outputs.xref && clean, &mut sink);
            stats.checks = checked.stats;
            if sema_pass == Pass::Device {
                crate::diag::after_front_end(&mut collect.diagnostics);
            }
            if !clean {
                // nvcc reports as it reads: these errors, all before the first syntax error,
                // come before the syntax errors.
                let sema_errors = collect.diagnostics.len() - sema_from;
                collect.diagnostics[syntax_errors_from..].rotate_right(sema_errors);
            }
            if clean && outputs.xref {
                let label = if sema_pass == Pass::Device { "device" } else { "host" };
                xref =
                    crate::xref::entries(&tokens, &parsed.il, &files, &checked.references, &pass.toolkit_dirs, label);
            }
            if clean && sema_pass == Pass::Host {
                symbols = crate::sema::linkage::external_symbols(
                    &tokens,
                    &parsed.il,
                    &files,
                    &pass.toolkit_dirs,
                    pass.rules.rdc,
                );
            }
            stats.sema = started.elapsed();
        }
        (Some(tokens), Some(parsed))
    };
    stats.peak_memory = meter.peak();
    if let Some(exceeded) = meter.exceeded() {
        let pass_name = if pass.arch.is_some() { "device" } else { "host" };
        let (id, limit) = match exceeded {
            Exceeded::Time(t) => (DiagId::PassOverTimeBudget, t.as_secs()),
            Exceeded::Memory(bytes) => (DiagId::PassOverMemoryBudget, bytes >> 20),
        };
        stats.over_budget = true;
        let mut sink = DiagSink::new().for_passes(passes).with(&mut collect);
        sink.report(id, Some(stopped_at)).arg(Arg::Str(pass_name.into())).arg(Arg::Int(limit as i64)).emit();
    }
    if outputs.columns == Columns::Source {
        at_source_positions(&mut collect.diagnostics);
    }
    // Which of the device passes (one per virtual architecture) reported them.
    collect.diagnostics.iter_mut().for_each(|d| d.arch = pass.virtual_arch);
    Ok(PassOutcome { diagnostics: collect.diagnostics, files, tokens, parsed, stats, xref, symbols })
}

/// Moves `diagnostics`, placed in `from`, into `into`: the files they name are added to
/// `into` (once each, found by path) and the diagnostics renamed to them. What a unit
/// keeps after its pass (not its hundreds of headers), and how units' diagnostics meet in
/// one table.
pub fn adopt(into: &mut FileTable, from: &FileTable, diagnostics: &mut [Diagnostic]) {
    fn rename(d: &mut Diagnostic, map: &mut dyn FnMut(FileId) -> FileId) {
        if let Some(loc) = &mut d.loc {
            loc.file = map(loc.file);
        }
        d.notes.iter_mut().for_each(|n| rename(n, map));
    }
    let mut known: Vec<(FileId, FileId)> = Vec::new();
    let mut map = |id: FileId| {
        if let Some(&(_, to)) = known.iter().find(|(f, _)| *f == id) {
            return to;
        }
        let path = from.get(id).path();
        let found = into.iter().find(|(_, f)| f.path() == path).map(|(to, _)| to);
        let to = found.unwrap_or_else(|| into.add_shared(from.shared(id)));
        known.push((id, to));
        to
    };
    diagnostics.iter_mut().for_each(|d| rename(d, &mut map));
}

/// Lets through only errors at tokens before `token` (the first syntax error's): the
/// semantic checks of a unit with syntax errors. Warnings are dropped: they may depend on what
/// comes after (a variable used only there is not unused).
struct ErrorsBefore {
    token: u32,
}

impl Handler for ErrorsBefore {
    fn handle(&mut self, diagnostic: Diagnostic) -> Option<Diagnostic> {
        let before = diagnostic.token.is_some_and(|t| t < self.token);
        (before && diagnostic.severity >= Severity::Error).then_some(diagnostic)
    }
}
