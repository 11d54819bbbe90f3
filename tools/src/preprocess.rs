//! `cufront preprocess`: one unit's preprocessed text, as `g++ -E` prints it in the pass nvcc
//! runs (host by default, the first device pass with `--device`); with `--compile-commands`,
//! every unit of a compilation database in one run that shares one header cache.

use std::collections::{BTreeSet, HashMap};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use cufront_engine::batch::read_compile_commands;
use cufront_engine::diag::{render, Collect, DiagSink, Passes, Severity};
use cufront_engine::pp::env::{self, CudaToolkit, HostCompiler, NvccOptions, PassEnv};
use cufront_engine::pp::{HeaderCache, PpStats, Preprocessor, Printer};
use cufront_engine::source::FileTable;
use rayon::prelude::*;

/// How the flags after the file are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    /// The first device pass instead of the host pass (nvcc flags only).
    pub device: bool,
    /// The flags are g++'s own preprocessing command line, not nvcc's.
    pub gcc: bool,
    /// Ask g++ on PATH for its predefined macros and directories (cached); otherwise the
    /// embedded g++ 12.2 tables.
    pub probe: bool,
    /// Print which sources the environment came from, on stderr.
    pub stats: bool,
}

/// One unit ready to preprocess: its pass, the file table holding its main file, and where
/// the environment came from.
struct OpenUnit {
    pub pass: PassEnv,
    pub files: FileTable,
    pub main: cufront_engine::source::FileId,
    pub sources: String,
}

/// Reads the flags and opens the unit. `Err`: the exit status, after saying why on stderr
/// (no such pass, an unreadable file).
fn open_unit(file: &Path, args: &[String], mode: Mode) -> Result<OpenUnit, ExitCode> {
    let Some((pass, sources)) = pass_for(args, mode) else { return Err(ExitCode::from(2)) };
    let mut files = FileTable::new();
    match files.add_path(file) {
        Ok(main) => Ok(OpenUnit { pass, files, main, sources }),
        Err(e) => {
            eprintln!("cufront: error: {e}");
            Err(ExitCode::from(2))
        }
    }
}

/// The pass the flags ask for, and where its environment came from; notes about the flags
/// go to stderr. `None`: there is no such pass (said on stderr).
pub(crate) fn pass_for(args: &[String], mode: Mode) -> Option<(PassEnv, String)> {
    let (pass, notes, sources) = environment(args, mode);
    for n in &notes {
        eprintln!("cufront: note: {n}");
    }
    if pass.is_none() {
        eprintln!("cufront: error: no device pass for these flags");
    }
    pass.map(|p| (p, sources))
}

pub fn run(file: PathBuf, args: &[String], output: Option<PathBuf>, mode: Mode) -> io::Result<ExitCode> {
    let OpenUnit { pass, mut files, main, sources } = match open_unit(&file, args, mode) {
        Ok(unit) => unit,
        Err(code) => return Ok(code),
    };
    let mut pp = Preprocessor::new(&mut files, main, pass.to_options());
    let sink: Box<dyn Write> = match output {
        Some(p) => Box::new(std::fs::File::create(p)?),
        None => Box::new(io::stdout().lock()),
    };
    Printer::new(BufWriter::new(sink)).run(&mut pp)?;
    let failed = report(&pp);
    if mode.stats {
        let s = pp.stats;
        eprintln!("cufront: environment: {sources}");
        eprintln!(
            "cufront: {} files entered ({} lexed), {} skipped by include guards, {} by #pragma once, {} macro expansions, {} tokens",
            s.files_entered, s.files_lexed, s.skipped_by_guard, s.skipped_by_once, s.macro_expansions, s.tokens_out
        );
    }
    Ok(if failed || pp.fatal { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// The pass to run, notes about the flags, and where its parts came from.
fn environment(args: &[String], mode: Mode) -> (Option<PassEnv>, Vec<String>, String) {
    if mode.gcc {
        let (pass, notes) = env::gcc_pass(args, mode.probe);
        let host = env::host_compiler(pass.std, &[], mode.probe);
        return (Some(pass), notes, format!("host compiler: {:?}", host.source));
    }
    let (options, mut notes) = NvccOptions::from_args(args);
    let host = options.host_compiler(mode.probe);
    notes.extend(host.notes.iter().cloned());
    let cuda = env::find_cuda(options.cuda_path.as_deref());
    let sources = format!(
        "host compiler: {:?}; CUDA headers: {}",
        host.source,
        cuda.as_ref().map_or_else(
            || "none found, the embedded minimal cuda_runtime.h".to_string(),
            |c| format!("{} ({:?})", c.root.display(), c.source)
        )
    );
    let pass = if mode.device {
        options.device_passes(&host, cuda.as_ref()).into_iter().next()
    } else {
        Some(options.host_pass(&host, cuda.as_ref()))
    };
    (pass, notes, sources)
}

/// Prints the run's problems in g++'s format; true when one is an error.
fn report(pp: &Preprocessor<'_>) -> bool {
    let (text, failed) = problems(pp);
    eprint!("{text}");
    failed
}

/// The run's problems in g++'s format (as g++ -E prints them, include chains and source
/// lines included), and whether one is an error.
fn problems(pp: &Preprocessor<'_>) -> (String, bool) {
    let mut collect = Collect::default();
    {
        let mut sink = DiagSink::new().with(&mut collect);
        pp.diagnostics.iter().for_each(|d| d.report(&mut sink));
    }
    // Host pass only: the renderer prints each pass's g++ part, and these are one run's.
    collect.diagnostics.iter_mut().for_each(|d| d.passes = Passes::HOST);
    let failed = collect.diagnostics.iter().any(|d| d.severity >= Severity::Error);
    (render::nvcc_text(pp.files(), &collect.diagnostics, "", None), failed || pp.fatal)
}

// ---- many units -------------------------------------------------------------------------

/// `cufront preprocess --compile-commands`: every unit of a compilation database.
#[derive(Clone, Debug)]
pub struct Batch {
    pub compile_commands: PathBuf,
    /// Where each unit's output goes (`<dir>/<file>.ii`, `<file>.<compute_NN>.ii` for a device
    /// pass); `None`: counted, not written.
    pub output_dir: Option<PathBuf>,
    /// Worker threads (0: every core).
    pub jobs: usize,
    /// The host pass and every device pass of each unit.
    pub both_passes: bool,
}

/// One pass of one unit, as run.
struct PassResult {
    problems: String,
    failed: bool,
    bytes_out: u64,
    stats: PpStats,
    write_error: Option<String>,
}

/// A writer that counts what passes through it.
struct Counted<W> {
    inner: W,
    count: u64,
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.count += n as u64;
        Ok(n)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Runs every unit of the database with one header cache, on `jobs` threads. Problems are
/// printed per unit in the database's order, whatever the threads did first.
pub fn run_batch(batch: &Batch, extra: &[String], mode: Mode) -> io::Result<ExitCode> {
    if batch.output_dir.is_none() && !mode.stats {
        eprintln!("cufront: error: --compile-commands needs --output-dir DIR (or --stats to count only)");
        return Ok(ExitCode::from(2));
    }
    let units = match read_compile_commands(&batch.compile_commands) {
        Ok(u) => u,
        Err(e) => {
            eprintln!("cufront: error: {e}");
            return Ok(ExitCode::from(2));
        }
    };
    let started = Instant::now();
    // The environments: one host compiler per (std, host flags) and one toolkit search per
    // --cuda-path, shared by the units that agree.
    let mut hosts: HashMap<(Option<String>, Vec<String>), HostCompiler> = HashMap::new();
    let mut toolkits: HashMap<Option<PathBuf>, Option<CudaToolkit>> = HashMap::new();
    let mut items: Vec<(usize, String, PassEnv)> = Vec::new();
    let mut notes = BTreeSet::new();
    for (u, unit) in units.iter().enumerate() {
        let mut args = unit.arguments.clone();
        args.extend(extra.iter().cloned());
        let (options, n) = NvccOptions::from_args(&args);
        notes.extend(n);
        let key = (options.host_std().map(|s| s.name()), options.host_flags());
        let host = hosts.entry(key).or_insert_with(|| options.host_compiler(mode.probe));
        notes.extend(host.notes.iter().cloned());
        let cuda =
            toolkits.entry(options.cuda_path.clone()).or_insert_with(|| env::find_cuda(options.cuda_path.as_deref()));
        if !mode.device || batch.both_passes {
            items.push((u, String::new(), options.host_pass(host, cuda.as_ref()).rooted_at(&unit.directory)));
        }
        if mode.device || batch.both_passes {
            for pass in options.device_passes(host, cuda.as_ref()) {
                let arch = pass.virtual_arch.as_ref().map_or_else(|| "device".to_string(), |a| a.to_string());
                items.push((u, arch, pass.rooted_at(&unit.directory)));
            }
        }
    }
    for n in &notes {
        eprintln!("cufront: note: {n}");
    }
    let setup = started.elapsed();
    let cache = Arc::new(HeaderCache::new());
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(batch.jobs).build() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("cufront: error: cannot start worker threads: {e}");
            return Ok(ExitCode::from(2));
        }
    };
    let results: Vec<PassResult> = pool.install(|| {
        items
            .par_iter()
            .map(|(u, arch, pass)| {
                let out = batch
                    .output_dir
                    .as_ref()
                    .map(|dir| output_path(dir, &batch.compile_commands, &units[*u].file, arch));
                run_pass(&units[*u].file, pass, out.as_deref(), &cache)
            })
            .collect()
    });
    let elapsed = started.elapsed();
    let mut failed = false;
    let mut total = PpStats::default();
    let mut bytes_out = 0;
    for r in &results {
        eprint!("{}", r.problems);
        if let Some(e) = &r.write_error {
            eprintln!("cufront: error: {e}");
        }
        failed |= r.failed || r.write_error.is_some();
        bytes_out += r.bytes_out;
        total.add(&r.stats);
    }
    if mode.stats {
        let c = cache.stats();
        let secs = elapsed.as_secs_f64().max(1e-9);
        eprintln!(
            "cufront: {} units, {} passes on {} threads in {:.2} s (environments {:.2} s): {:.1} MB of output, {:.1} MB/s",
            units.len(),
            items.len(),
            pool.current_num_threads(),
            secs,
            setup.as_secs_f64(),
            bytes_out as f64 / 1e6,
            bytes_out as f64 / 1e6 / secs
        );
        eprintln!(
            "cufront: header cache: {} lookups, {} files read and lexed ({:.1} MB), hit rate {:.1}%",
            c.lookups,
            c.loads,
            c.bytes_loaded as f64 / 1e6,
            c.hit_rate() * 100.0
        );
        eprintln!(
            "cufront: {} files entered, {} skipped by include guards, {} by #pragma once, {} macro expansions, {} tokens",
            total.files_entered, total.skipped_by_guard, total.skipped_by_once, total.macro_expansions, total.tokens_out
        );
    }
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// `<dir>/<file relative to the database's directory>.ii` (an absolute path elsewhere keeps
/// its components under `<dir>`), with the device pass's architecture before `.ii`.
fn output_path(dir: &Path, database: &Path, file: &Path, arch: &str) -> PathBuf {
    let base = database.parent().unwrap_or(Path::new(""));
    let rel = file.strip_prefix(base).unwrap_or(file);
    let rel: PathBuf = rel.components().filter(|c| matches!(c, std::path::Component::Normal(_))).collect();
    let mut name = rel.into_os_string();
    if !arch.is_empty() {
        name.push(".");
        name.push(arch);
    }
    name.push(".ii");
    dir.join(name)
}

fn run_pass(file: &Path, pass: &PassEnv, out: Option<&Path>, cache: &Arc<HeaderCache>) -> PassResult {
    let mut files = FileTable::new();
    let main = match files.add_path(file) {
        Ok(m) => m,
        Err(e) => {
            return PassResult {
                problems: format!("cufront: error: {e}\n"),
                failed: true,
                bytes_out: 0,
                stats: PpStats::default(),
                write_error: None,
            }
        }
    };
    let mut pp = Preprocessor::with_cache(&mut files, main, pass.to_options(), Arc::clone(cache));
    let mut write_error = None;
    let mut bytes_out = 0;
    match out {
        Some(path) => {
            let written = path
                .parent()
                .map_or(Ok(()), std::fs::create_dir_all)
                .and_then(|()| std::fs::File::create(path))
                .and_then(|f| Printer::new(BufWriter::new(Counted { inner: f, count: 0 })).run(&mut pp))
                .and_then(|mut w| {
                    w.flush()?;
                    Ok(w.get_ref().count)
                });
            match written {
                Ok(n) => bytes_out = n,
                Err(e) => write_error = Some(format!("{}: {e}", path.display())),
            }
        }
        None => match Printer::new(Counted { inner: io::sink(), count: 0 }).run(&mut pp) {
            Ok(c) => bytes_out = c.count,
            Err(e) => write_error = Some(e.to_string()),
        },
    }
    let (problems, failed) = problems(&pp);
    PassResult { problems, failed, bytes_out, stats: pp.stats, write_error }
}
