//! A run over many units: every pass of every unit is a work item on a rayon pool, all
//! sharing one header cache; the results come back in the units' order, whatever the
//! threads did first, so the output is the same for any number of workers.

use std::collections::{BTreeSet, HashMap};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::Arc;

use super::pass::{adopt, run_pass, Outputs, PassStats};
use crate::diag::control::DiagControl;
use crate::diag::{Diagnostic, Severity};
use crate::parse::{ParseStats, PrefixStats, Prefixes};
use crate::pp::env::{self, CudaToolkit, HostCompiler, NvccOptions, PassEnv};
use crate::pp::{CacheStats, HeaderCache};
use crate::source::FileTable;
use crate::xref::XrefEntry;

/// One unit to check: its main file, the directory its flags are relative to, nvcc's flags.
#[derive(Clone, Debug)]
pub struct Unit {
    /// The name it is reported under (as given, or the database's path).
    pub name: String,
    pub file: PathBuf,
    pub directory: PathBuf,
    pub args: Vec<String>,
}

/// Which of nvcc's passes run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Passes {
    /// What nvcc does: the host pass, then one device pass per virtual architecture in
    /// nvcc's order, each counting only when no earlier pass reported an error (nvcc stops
    /// at the first pass that fails).
    Nvcc,
    /// Every pass, each reported whatever the others found.
    All,
    HostOnly,
}

/// One work item: a pass of a unit.
#[derive(Clone, Debug)]
struct Job {
    unit: usize,
    pass: PassEnv,
    control: DiagControl,
}

/// The run's work, made from its units' flags.
#[derive(Debug)]
pub struct Plan {
    pub units: Vec<Unit>,
    jobs: Vec<Job>,
    /// Notes about the flags (unknown ones, ignored ones), each once.
    pub notes: BTreeSet<String>,
    /// Units whose flags are refused (a malformed diagnostic-control flag): the message.
    pub refused: Vec<(usize, String)>,
}

impl Plan {
    /// The passes of each unit, with their environments: one host compiler per (std, host
    /// flags) and one toolkit search per `--cuda-path`, shared by the units that agree.
    /// `probe`: ask g++ on PATH (cached) rather than use the embedded g++ 12.2 tables.
    pub fn new(units: Vec<Unit>, passes: Passes, probe: bool) -> Plan {
        let mut hosts: HashMap<(Option<String>, Vec<String>), HostCompiler> = HashMap::new();
        let mut toolkits: HashMap<Option<PathBuf>, Option<CudaToolkit>> = HashMap::new();
        let (mut jobs, mut notes, mut refused) = (Vec::new(), BTreeSet::new(), Vec::new());
        for (u, unit) in units.iter().enumerate() {
            let control = match DiagControl::from_nvcc_args(&unit.args) {
                Ok(c) => c,
                Err(e) => {
                    refused.push((u, e.to_string()));
                    continue;
                }
            };
            let (options, n) = NvccOptions::from_args(&unit.args);
            notes.extend(n);
            let key = (options.host_std().map(|s| s.name()), options.host_flags());
            let host = hosts.entry(key).or_insert_with(|| options.host_compiler(probe));
            notes.extend(host.notes.iter().cloned());
            let cuda = toolkits
                .entry(options.cuda_path.clone())
                .or_insert_with(|| env::find_cuda(options.cuda_path.as_deref()));
            let host_pass = options.host_pass(host, cuda.as_ref()).rooted_at(&unit.directory);
            jobs.push(Job { unit: u, pass: host_pass, control: control.clone() });
            if passes != Passes::HostOnly {
                // A unit for several architectures costs one device pass each, as in nvcc:
                // what `__CUDA_ARCH__` selects differs, and so do the diagnostics.
                for device in options.device_passes(host, cuda.as_ref()) {
                    jobs.push(Job { unit: u, pass: device.rooted_at(&unit.directory), control: control.clone() });
                }
            }
        }
        Plan { units, jobs, notes, refused }
    }

    pub fn passes(&self) -> usize {
        self.jobs.len()
    }

    /// Each pass of the plan: its unit and environment, in the plan's order.
    pub fn pass_envs(&self) -> impl Iterator<Item = (&Unit, &PassEnv)> {
        self.jobs.iter().map(|j| (&self.units[j.unit], &j.pass))
    }
}

/// What a run found in one unit, its passes merged as nvcc reports them.
#[derive(Debug, Default)]
pub struct UnitReport {
    /// Host pass first, then the device passes in nvcc's order; placed in `files`.
    pub diagnostics: Vec<Diagnostic>,
    /// The files the diagnostics name, and only those.
    pub files: FileTable,
    /// The main file could not be read.
    pub unreadable: Option<String>,
    /// A pass stopped on an internal error (a bug in cufront): what it said.
    pub internal_errors: Vec<String>,
    /// A pass ran past its budget and stopped (its diagnostic says which).
    pub over_budget: bool,
}

impl UnitReport {
    pub fn errors(&self) -> usize {
        self.diagnostics.iter().filter(|d| d.severity >= Severity::Error).count()
    }
}

/// The run's sums.
#[derive(Clone, Debug, Default)]
pub struct RunStats {
    pub passes: usize,
    /// Summed over the passes (CPU time, not wall time).
    pub pass: PassStats,
    pub parse: ParseStats,
    /// Tokens handed to the parser.
    pub tokens: u64,
    pub cache: CacheStats,
    pub prefixes: PrefixStats,
    /// The pass that held the most memory: bytes, and its unit's index.
    pub largest_pass: Option<(u64, usize)>,
}

/// A pass that produced no outcome.
enum Failure {
    Unreadable(String),
    /// A panic in cufront, caught: reported for its unit, the run goes on.
    Internal(String),
}

/// What a run found: one report per unit, in the plan's order; its sums; the cross-reference
/// entries of all units, sorted and each once; the units' declarations with external
/// linkage, sorted and each once (for the cross-unit checks, `batch::cross`).
#[derive(Debug, Default)]
pub struct RunOutput {
    pub reports: Vec<UnitReport>,
    pub stats: RunStats,
    pub xref: Vec<XrefEntry>,
    pub symbols: Vec<crate::sema::linkage::Symbol>,
}

/// Runs the plan on `threads` workers (0: every core), calling `done` after each pass (a
/// progress display; from any worker). Units share headers: their cross-reference entries
/// and symbols are folded as each pass ends, so memory holds each about once.
pub fn run(
    plan: &Plan,
    threads: usize,
    passes: Passes,
    outputs: Outputs,
    done: &(dyn Fn() + Sync),
) -> Result<RunOutput, String> {
    use rayon::prelude::*;
    let cache = Arc::new(HeaderCache::with_reuse(!outputs.redo_headers));
    // A parsed prefix is kept the second time a pass reaches it and used from the third.
    let prefixes = (!outputs.redo_headers && plan.units.len() > 2).then(Prefixes::new);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| format!("cannot start worker threads: {e}"))?;
    // Each pass keeps only its diagnostics and the files they name: nothing else of a unit
    // outlives its pass.
    type Done = (Vec<Diagnostic>, FileTable, PassStats, ParseStats, u64);
    let xref: std::sync::Mutex<rustc_hash::FxHashSet<XrefEntry>> = std::sync::Mutex::default();
    let symbols: std::sync::Mutex<rustc_hash::FxHashSet<crate::sema::linkage::Symbol>> = std::sync::Mutex::default();
    let results: Vec<Result<Done, Failure>> = pool.install(|| {
        plan.jobs
            .par_iter()
            .map(|job| {
                let unit = &plan.units[job.unit];
                let outcome = catch_unwind(AssertUnwindSafe(|| {
                    run_pass(&unit.file, &job.pass, &cache, prefixes.as_ref(), job.control.clone(), outputs)
                }));
                done();
                match outcome {
                    Ok(Ok(mut o)) => {
                        let mut files = FileTable::new();
                        adopt(&mut files, &o.files, &mut o.diagnostics);
                        let parse = o.parsed.map(|p| p.stats).unwrap_or_default();
                        let tokens = o.tokens.map_or(0, |t| t.len() as u64);
                        if !o.xref.is_empty() {
                            // A poisoned lock only means another pass panicked while adding:
                            // the set is still a set.
                            let mut set = xref.lock().unwrap_or_else(|p| p.into_inner());
                            set.extend(o.xref);
                        }
                        if !o.symbols.is_empty() {
                            let mut set = symbols.lock().unwrap_or_else(|p| p.into_inner());
                            set.extend(o.symbols);
                        }
                        Ok((o.diagnostics, files, o.stats, parse, tokens))
                    }
                    Ok(Err(e)) => Err(Failure::Unreadable(e.to_string())),
                    Err(panic) => {
                        let what = panic
                            .downcast_ref::<&str>()
                            .map(|s| s.to_string())
                            .or_else(|| panic.downcast_ref::<String>().cloned())
                            .unwrap_or_else(|| "a panic".to_string());
                        let pass = match job.pass.virtual_arch {
                            Some(arch) => format!("device pass ({arch})"),
                            None => "host pass".to_string(),
                        };
                        Err(Failure::Internal(format!("{pass}: {what}")))
                    }
                }
            })
            .collect()
    });
    let mut reports: Vec<UnitReport> = plan.units.iter().map(|_| UnitReport::default()).collect();
    let mut stats = RunStats { passes: plan.jobs.len(), ..RunStats::default() };
    for (job, result) in plan.jobs.iter().zip(results) {
        let report = &mut reports[job.unit];
        match result {
            Ok((mut diagnostics, files, pass, parse, tokens)) => {
                add_stats(&mut stats, &pass, &parse, tokens);
                if stats.largest_pass.is_none_or(|(most, _)| pass.peak_memory > most) {
                    stats.largest_pass = Some((pass.peak_memory, job.unit));
                }
                let device = job.pass.arch.is_some();
                if device && passes == Passes::Nvcc && report.errors() > 0 {
                    // nvcc runs no device pass after a pass (host or device) failed.
                    continue;
                }
                adopt(&mut report.files, &files, &mut diagnostics);
                report.diagnostics.extend(diagnostics);
                report.over_budget |= pass.over_budget;
            }
            Err(Failure::Unreadable(e)) => report.unreadable = Some(e),
            Err(Failure::Internal(e)) => report.internal_errors.push(e),
        }
    }
    stats.cache = cache.stats();
    stats.prefixes = prefixes.map(|p| p.stats()).unwrap_or_default();
    let mut xref: Vec<XrefEntry> = xref.into_inner().unwrap_or_else(|p| p.into_inner()).into_iter().collect();
    xref.sort_unstable();
    let mut symbols: Vec<_> = symbols.into_inner().unwrap_or_else(|p| p.into_inner()).into_iter().collect();
    symbols.sort_unstable();
    Ok(RunOutput { reports, stats, xref, symbols })
}

fn add_stats(stats: &mut RunStats, pass: &PassStats, parse: &ParseStats, tokens: u64) {
    stats.tokens += tokens;
    let s = &mut stats.pass;
    s.preprocess += pass.preprocess;
    s.prescan += pass.prescan;
    s.parse += pass.parse;
    s.sema += pass.sema;
    s.pp.add(&pass.pp);
    s.checks.add(&pass.checks);
    stats.parse.add(parse);
}
