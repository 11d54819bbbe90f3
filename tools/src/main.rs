//! The `cufront` command line.

use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use cufront_engine::batch::{Columns, Passes};
use cufront_engine::diag::{render, Collect, DiagSink};
use cufront_engine::lex::{self, LexOptions, TokenFlags, TokenKind};
use cufront_engine::source::{FileId, FileTable};
use cufront_simd::Scan;

mod check;
mod il;
mod parse;
mod preprocess;
mod xrefdb;

// mimalloc, counted per thread: what each pass's memory budget and `--stats` read.
#[global_allocator]
static GLOBAL: cufront_engine::budget::CountingAlloc<mimalloc::MiMalloc> =
    cufront_engine::budget::CountingAlloc(mimalloc::MiMalloc);

#[derive(Parser)]
#[command(
    name = "cufront",
    version,
    about = "A batch front end for CUDA C++: nvcc's diagnostics for a whole code base"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    Nvcc,
    Gcc,
    Json,
    Sarif,
}

#[derive(Subcommand)]
enum Command {
    /// Check CUDA sources as nvcc would compile them, and report what nvcc reports.
    ///
    /// Each unit is preprocessed and parsed in nvcc's host pass and in a device pass per
    /// virtual architecture (-arch, -gencode; nvcc's default architecture otherwise), all
    /// units on every core, sharing one cache of header tokens; the output is the same for
    /// any --jobs. As nvcc, a unit's device passes run in nvcc's order and each is reported
    /// only when no earlier pass has an error (--all-passes reports them anyway), and no
    /// front end runs after the preprocessor fails. Stages so far: the preprocessor's
    /// diagnostics (g++'s), the syntax errors the parser is certain of, and the CUDA rules
    /// the semantic checks can prove (cross-space calls and variable uses, the rules of kernels, execution and
    /// memory spaces, redefinitions; EDG's words): what they cannot decide with certainty
    /// they leave silent and count in --stats. After the units come the cross-unit checks no
    /// single compilation can make (one variable or function in different CUDA spaces in
    /// different units; an extern __device__ variable without -rdc that another unit
    /// defines): cufront's own warnings, marked [cross-unit] (rule `cross-unit` in JSON and
    /// SARIF), which leave the exit status alone. Units are the .cu files under the paths
    /// (directories are walked honouring .gitignore and skipping hidden files), or the
    /// entries of --compile-commands. A
    /// summary goes to stderr. Exit status: 1 when an error is reported, 2 when a unit
    /// cannot be read or cufront fails.
    Check {
        /// Files or directories (default: the current directory).
        paths: Vec<PathBuf>,
        /// Check the units of this compile_commands.json instead (each with its own flags).
        #[arg(long, value_name = "FILE", conflicts_with = "paths")]
        compile_commands: Option<PathBuf>,
        /// The build directory holding compile_commands.json (as clang tools take it).
        #[arg(short = 'p', value_name = "BUILD_DIR", conflicts_with_all = ["paths", "compile_commands"])]
        build_dir: Option<PathBuf>,
        /// Worker threads (default: every core).
        #[arg(long, short = 'j', default_value_t = 0)]
        jobs: usize,
        /// File extensions selected in directories, besides cu (repeatable: --lang cuh).
        #[arg(long = "lang", value_name = "EXT")]
        extensions: Vec<String>,
        /// Report every device pass even when an earlier pass (the host pass, or the device
        /// pass of an earlier architecture) has errors.
        #[arg(long)]
        all_passes: bool,
        /// Use the embedded g++ 12.2 tables instead of asking g++ on PATH.
        #[arg(long)]
        embedded_host: bool,
        /// Place diagnostics where nvcc does (presumed line, column in the preprocessed
        /// line, that line echoed) instead of in the source as written.
        #[arg(long)]
        nvcc_columns: bool,
        /// In nvcc's text, print every unit's diagnostics in full, as nvcc prints them for
        /// each compilation. By default a diagnostic that several units report alike (one
        /// inside a header they share) is printed once, for the first of them, with a note
        /// saying in how many units; the units' error counts are their own either way.
        #[arg(long)]
        every_unit: bool,
        /// Each pass of a unit may take this many seconds (0: no limit); past it the pass
        /// stops with a diagnostic for its unit, the run goes on, and the exit status is 2.
        #[arg(long, value_name = "SECS", default_value_t = 300)]
        unit_time: u64,
        /// Each pass of a unit may hold this many MiB (0: no limit); past it the pass stops
        /// as with --unit-time.
        #[arg(long, value_name = "MIB", default_value_t = 4096)]
        unit_memory: u64,
        /// Preprocess and parse every header in every unit again. By default a header that a
        /// unit enters in the same state as an earlier unit did (the same macros, the same
        /// search) replays the work recorded then, and a unit whose tokens begin as an earlier
        /// unit's continues from that unit's parse; the output is the same either way.
        #[arg(long)]
        no_header_reuse: bool,
        /// Print the run's time, phases, cache hit rate and what the parser read or gave up,
        /// on stderr.
        #[arg(long)]
        stats: bool,
        /// Check only the K-th of N shards of the units (every N-th unit of the sorted list,
        /// starting at the K-th), so that N jobs share a check; `cufront merge` combines
        /// their --format json outputs into what one run prints.
        #[arg(long, value_name = "K/N", value_parser = check::parse_shard)]
        shard: Option<(usize, usize)>,
        /// Write the cross-reference log to FILE: every declaration and use of every entity
        /// in the units' own files (not system headers), one tab-separated line each (a kind
        /// letter N F R W M T C K D U, the qualified name, line, column) under a `FILE\tFUNCTION`
        /// line; sorted, each entry once, the same for any --jobs.
        #[arg(long, value_name = "FILE")]
        xref: Option<PathBuf>,
        /// Write the cross-reference database to FILE (SQLite): the log's entries with each
        /// entity's kind, execution and memory space and first declaration and definition,
        /// and the pass that saw each reference; indexed for "who calls X", "what does X
        /// use", "where is X written". An existing FILE is replaced. The schema and example
        /// queries are in the README.
        #[arg(long, value_name = "FILE")]
        xref_db: Option<PathBuf>,
        /// nvcc flags for every unit, after `--` (-I, -D, -std=, -arch=, and the
        /// diagnostic-control ones, honoured as nvcc honours them: -diag-suppress/-diag-warn/
        /// -diag-error N,…, -w, -Werror KIND, -Xcudafe --diag_suppress=TAG).
        #[arg(last = true)]
        nvcc_flags: Vec<String>,
        /// Output format: nvcc's text (as nvcc prints it), gcc (one line per diagnostic,
        /// file:line:col), json (one line per diagnostic and pass, the oracle's fields), or
        /// sarif (SARIF 2.1.0 for code scanning, URIs relative to the current directory).
        #[arg(long, value_enum, default_value_t = Format::Nvcc)]
        format: Format,
    },
    /// Merge the `check --format json` outputs of shards (or of several runs) into exactly
    /// what one run over all their units prints: ordered by content, each diagnostic once.
    /// Exit status 1 when one is an error.
    Merge {
        /// JSON outputs of `cufront check --format json` (with --xref: cross-reference logs
        /// of `cufront check --xref`).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The files are cross-reference logs: print their merged log (sorted, each entry
        /// once), exactly the log one run over all their units writes.
        #[arg(long, conflicts_with = "xref_db")]
        xref: bool,
        /// The files are cross-reference databases of `cufront check --xref-db`: write their
        /// merge to OUT, exactly the database one run over all their units writes.
        #[arg(long, value_name = "OUT")]
        xref_db: Option<PathBuf>,
    },
    /// Preprocess one unit as nvcc does and print the result as `g++ -E` prints it.
    ///
    /// The flags after the file are nvcc's (-I, -isystem, -D, -U, -include, -std=, -arch=,
    /// -gencode, --expt-relaxed-constexpr, -Xcompiler …; `-I dir` and `-Idir` both work;
    /// unknown flags are ignored with a note). The host pass runs unless --device is given.
    /// CUDA headers come from --cuda-path, CUDA_HOME, CUDA_PATH, nvcc on PATH or the PyPI
    /// nvidia wheels; with none, from a minimal cuda_runtime.h of our own. Problems go to
    /// stderr in g++'s format; exit status 1 when one is an error. `__DATE__` and `__TIME__`
    /// come from SOURCE_DATE_EPOCH when it is set, as in g++.
    ///
    /// With --compile-commands, every unit of a compilation database (its nvcc command
    /// lines; the flags given here are added to each) in one run on every core, the units
    /// sharing one cache of header tokens: each output goes to --output-dir, or is only
    /// counted with --stats. Problems are printed unit by unit in the database's order.
    Preprocess {
        /// The unit (not with --compile-commands).
        #[arg(required_unless_present = "compile_commands")]
        file: Option<PathBuf>,
        /// Write the output here instead of standard output.
        #[arg(short = 'o', conflicts_with = "compile_commands")]
        output: Option<PathBuf>,
        /// Run the device pass of the first virtual architecture (`__CUDA_ARCH__` from
        /// -arch/-gencode, nvcc's default architecture otherwise); with --compile-commands,
        /// every device pass.
        #[arg(long)]
        device: bool,
        /// The flags are g++'s own preprocessing command line (as `nvcc --dryrun` shows it),
        /// not nvcc's.
        #[arg(long, conflicts_with = "compile_commands")]
        gcc: bool,
        /// Use the embedded g++ 12.2 tables for the predefined macros and system directories
        /// instead of asking g++ on PATH (whose answer is cached in ~/.cache/cufront).
        #[arg(long)]
        embedded_host: bool,
        /// Print where the environment came from and counts, on stderr (with
        /// --compile-commands: time, MB/s and the header cache's hit rate).
        #[arg(long)]
        stats: bool,
        /// Preprocess every unit of this compile_commands.json.
        #[arg(long, value_name = "FILE")]
        compile_commands: Option<PathBuf>,
        /// With --compile-commands: write `DIR/<file>.ii` per unit (`<file>.compute_NN.ii` for
        /// a device pass), paths relative to the database's directory.
        #[arg(long, value_name = "DIR", requires = "compile_commands")]
        output_dir: Option<PathBuf>,
        /// With --compile-commands: worker threads (default: every core).
        #[arg(long, short = 'j', default_value_t = 0, requires = "compile_commands")]
        jobs: usize,
        /// With --compile-commands: the host pass and every device pass of each unit.
        #[arg(long, requires = "compile_commands")]
        both_passes: bool,
        /// nvcc's flags (g++'s with --gcc).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        flags: Vec<String>,
    },
    /// Preprocess and parse one unit as nvcc's front end does; print the syntax errors.
    ///
    /// The flags after the file are nvcc's, as for `preprocess` (the host pass unless
    /// --device); the diagnostic-control ones are honoured as nvcc honours them, and so are
    /// `#pragma nv_diag_*` and `nv_diagnostic push/pop` (malformed ones get nvcc's
    /// warnings). The parser reads declarations into the IL, and the statements of function
    /// bodies outside system headers (their expressions node by node where the parser is
    /// sure, as tokens otherwise), as far as
    /// it knows what each name is; a declaration or statement it cannot be sure of is
    /// skipped silently and counted (--stats, --unsure). It reports only the syntax errors
    /// it is certain of, in nvcc's words (a `}` that closes nothing, a `{` never closed, a
    /// missing `;`, name, `)` or `]` …), one per declaration or statement. Preprocessor
    /// problems come first, as nvcc prints g++'s (after which no front end runs). Exit
    /// status 1 when an error is reported.
    Parse {
        file: PathBuf,
        /// Run the device pass of the first virtual architecture instead of the host pass
        /// (`check` runs every architecture's).
        #[arg(long)]
        device: bool,
        /// Use the embedded g++ 12.2 tables instead of asking g++ on PATH.
        #[arg(long)]
        embedded_host: bool,
        /// Print the time of each phase and what the parser found, on stderr.
        #[arg(long)]
        stats: bool,
        /// Print the diagnostics as JSON lines (the oracle's fields) instead of nvcc's text.
        #[arg(long)]
        json: bool,
        /// List the declarations the parser skipped because it could not be sure of them
        /// (file:line, the reason, the tokens where it stopped), on stderr.
        #[arg(long)]
        unsure: bool,
        /// Place diagnostics where nvcc does: the presumed line, the column in the
        /// preprocessed line (where macros are expanded), and that line echoed. By default
        /// they are placed at the line and column of the source as written.
        #[arg(long)]
        nvcc_columns: bool,
        /// nvcc's flags.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        flags: Vec<String>,
    },
    /// Print the IL the front end made of one unit, as cudafe++'s --il_display prints its own.
    ///
    /// The unit is preprocessed and parsed as `parse` does (the flags after the file are
    /// nvcc's; the host pass unless --device). Memory region 1 holds the file scope (the
    /// il_header, entities, types, scopes, source files and the lookup from sequence numbers,
    /// the lines of the preprocessed text, to file and line); each function or lambda body
    /// read is a region of its own. Entries carry stable ids (`routine@e12`: entity 12)
    /// instead of addresses, so the output is the same on every run. Entities of system
    /// headers and of the CUDA toolkit's headers are left out unless --all. The unit's
    /// diagnostics go to stderr.
    Il {
        /// The unit.
        file: PathBuf,
        /// Run the device pass of the first virtual architecture instead of the host pass
        /// (`check` runs every architecture's).
        #[arg(long)]
        device: bool,
        /// Entities of system headers too (and the types and files only they use).
        #[arg(long)]
        all: bool,
        /// Only the entities of this name (`f` or `n::S::f`), each with its entry.
        #[arg(long, value_name = "NAME")]
        entity: Option<String>,
        /// Use the embedded g++ 12.2 tables instead of asking g++ on PATH.
        #[arg(long)]
        embedded_host: bool,
        /// nvcc's flags.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        flags: Vec<String>,
    },
    /// Print the preprocessing tokens of files, one per line: kind, line:col, text.
    ///
    /// Flags follow the text in brackets when set: bol (first on its line), space (white
    /// space before), error, spliced, ud-suffix. Lexical problems go to stderr.
    Tokens {
        /// Files to lex ("-" reads standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print totals instead of tokens: bytes, lines, tokens, seconds, MB/s.
        #[arg(long)]
        stats: bool,
        /// Emit comments as tokens.
        #[arg(long)]
        keep_comments: bool,
    },
}

/// mimalloc's `mi_option_purge_delay` (the order of `mi_option_e` in the v3 `mimalloc.h` the
/// crate builds).
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Transparent huge pages off for the process, from now on: a batch's passes leave many 2
/// MiB pages partly used, and each costs the kernel a 2 MiB clear when first touched (on a
/// VM that hands back freed memory to its host, a cold one). ggml, 48 units, both passes, 2
/// jobs, alternating with mimalloc's THP allowed (its default) in one session: 2.90-3.03 s
/// wall against 3.48-3.67 s, system time 0.5 s against 2.1-2.2 s, peak RSS 0.89-0.94 GB
/// against 1.01-1.03 GB. `cufront parse` of one unit keeps them: on warm memory they save
/// it a quarter of its time (thrust/merge: 0.23 s against 0.30 s).
fn without_huge_pages() {
    // SAFETY: prctl with PR_SET_THP_DISABLE takes integer arguments only and changes no
    // memory of this process; a failure (an old kernel) leaves huge pages on, which is fine.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

fn main() -> ExitCode {
    // mimalloc gives freed memory back to the OS after a second; a pass frees hundreds of
    // MB that the worker's next pass allocates again, which the kernel then faults in and
    // zeroes again. Kept instead (ggml, 189 units, both passes, same run against
    // MIMALLOC_PURGE_DELAY=1000, the default: 2 jobs 12.6 s against 13.7 s, 1 job within
    // the noise; system time about half; 700 page faults against 67-83 thousand; peak RSS
    // 3-8% higher). `MIMALLOC_PURGE_DELAY` still decides when it is set. Before any thread
    // starts: the call is not thread-safe.
    // SAFETY: a plain option store, made while the process has one thread.
    unsafe { libmimalloc_sys::mi_option_set_default(MI_OPTION_PURGE_DELAY, -1) };
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Check {
            paths,
            compile_commands,
            build_dir,
            jobs,
            mut extensions,
            all_passes,
            embedded_host,
            nvcc_columns,
            every_unit,
            unit_time,
            unit_memory,
            no_header_reuse,
            stats,
            shard,
            xref,
            xref_db,
            nvcc_flags,
            format,
        } => {
            without_huge_pages();
            extensions.insert(0, "cu".to_string());
            check::check(check::Request {
                paths,
                compile_commands: compile_commands.or_else(|| build_dir.map(|d| d.join("compile_commands.json"))),
                nvcc_flags,
                extensions,
                format,
                jobs,
                passes: if all_passes { Passes::All } else { Passes::Nvcc },
                columns: if nvcc_columns { Columns::Nvcc } else { Columns::Source },
                every_unit,
                budget: cufront_engine::budget::Budget {
                    time: (unit_time > 0).then(|| std::time::Duration::from_secs(unit_time)),
                    memory: (unit_memory > 0).then_some(unit_memory << 20),
                },
                redo_headers: no_header_reuse,
                probe: !embedded_host,
                stats,
                shard,
                xref,
                xref_db,
            })
        }
        Command::Merge { files, xref, xref_db } => check::merge(&files, xref, xref_db.as_deref()),
        Command::Preprocess {
            file,
            output,
            device,
            gcc,
            embedded_host,
            stats,
            compile_commands,
            output_dir,
            jobs,
            both_passes,
            flags,
        } => {
            let mode = preprocess::Mode { device, gcc, probe: !embedded_host, stats };
            match (compile_commands, file) {
                (Some(compile_commands), _) => {
                    let batch = preprocess::Batch { compile_commands, output_dir, jobs, both_passes };
                    preprocess::run_batch(&batch, &flags, mode)
                }
                (None, Some(file)) => preprocess::run(file, &flags, output, mode),
                (None, None) => Ok(ExitCode::from(2)),
            }
        }
        Command::Parse { file, device, embedded_host, stats, json, unsure, nvcc_columns, flags } => {
            let mode = preprocess::Mode { device, gcc: false, probe: !embedded_host, stats };
            parse::run(file, &flags, mode, parse::Output { json, unsure, nvcc_columns })
        }
        Command::Il { file, device, all, entity, embedded_host, flags } => {
            let mode = preprocess::Mode { device, gcc: false, probe: !embedded_host, stats: false };
            il::run(file, &flags, mode, il::Request { all, entity })
        }
        Command::Tokens { files, stats, keep_comments } => tokens(&files, stats, LexOptions { keep_comments }),
    };
    match result {
        Ok(code) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cufront: {e}");
            ExitCode::from(2)
        }
    }
}

/// Adds `path` to the table, reporting an unreadable file in nvcc's words.
fn load(table: &mut FileTable, path: &Path) -> Option<FileId> {
    let path = if path == Path::new("-") { Path::new("/dev/stdin") } else { path };
    match table.add_path(path) {
        Ok(id) => Some(id),
        Err(e) => {
            eprintln!("cufront: error: {e}");
            None
        }
    }
}

fn tokens(files: &[PathBuf], stats: bool, options: LexOptions) -> io::Result<ExitCode> {
    let mut table = FileTable::new();
    let mut failed = false;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let stderr = io::stderr();
    let mut err = stderr.lock();
    let (mut bytes, mut lines, mut count, mut seconds) = (0u64, 0u64, 0u64, 0f64);
    for path in files {
        let Some(id) = load(&mut table, path) else {
            failed = true;
            continue;
        };
        let file = table.get(id);
        let src = file.bytes();
        let t0 = Instant::now();
        let lexed = lex::lex(src, &options);
        seconds += t0.elapsed().as_secs_f64();
        bytes += src.len() as u64;
        lines += file.line_count() as u64;
        count += lexed.tokens.len() as u64;
        // Every problem, stray bytes included: this is the lexer's view.
        let mut collect = Collect::default();
        {
            let mut sink = DiagSink::new().with(&mut collect);
            lexed.problems.iter().for_each(|p| p.report(&mut sink, id));
        }
        err.write_all(render::gcc_style(&table, &collect.diagnostics).as_bytes())?;
        if stats {
            continue;
        }
        let t = &lexed.tokens;
        for i in 0..t.len() {
            let lc = file.line_col(t.starts[i]);
            write!(out, "{} {}:{} ", token_label(t.kinds[i]), lc.line, lc.col)?;
            write_escaped(&mut out, t.bytes(i, src))?;
            write_flags(&mut out, t.flags[i])?;
            writeln!(out)?;
        }
    }
    if stats {
        let mb_s = if seconds > 0.0 { bytes as f64 / seconds / 1e6 } else { 0.0 };
        writeln!(
            out,
            "files {}  bytes {bytes}  lines {lines}  tokens {count}  seconds {seconds:.6}  MB/s {mb_s:.1}  simd {}",
            table.len(),
            cufront_simd::kernels().level().name()
        )?;
    }
    out.flush()?;
    Ok(if failed { ExitCode::from(2) } else { ExitCode::SUCCESS })
}

/// The kind's name, or for a punctuator its canonical spelling (`punct:<<<`).
fn token_label(kind: TokenKind) -> String {
    if kind.is_punctuator() {
        format!("punct:{}", kind.spelling().unwrap_or("?"))
    } else {
        kind.name().to_string()
    }
}

/// Writes token text on one line: valid UTF-8 as is, line terminators, tabs and backslashes
/// escaped, other control and invalid bytes as `\xNN`.
fn write_escaped(out: &mut impl Write, bytes: &[u8]) -> io::Result<()> {
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\n' => out.write_all(b"\\n")?,
                '\r' => out.write_all(b"\\r")?,
                '\t' => out.write_all(b"\\t")?,
                '\\' => out.write_all(b"\\\\")?,
                c if c.is_control() => write!(out, "\\x{:02x}", c as u32)?,
                c => write!(out, "{c}")?,
            }
        }
        for b in chunk.invalid() {
            write!(out, "\\x{b:02x}")?;
        }
    }
    Ok(())
}

fn write_flags(out: &mut impl Write, flags: TokenFlags) -> io::Result<()> {
    const NAMES: [(u8, &str); 6] = [
        (TokenFlags::AT_LINE_START, "bol"),
        (TokenFlags::LEADING_SPACE, "space"),
        (TokenFlags::ERROR, "error"),
        (TokenFlags::SPLICED, "spliced"),
        (TokenFlags::UD_SUFFIX, "ud-suffix"),
        (TokenFlags::EXTENDED, "extended"),
    ];
    let mut first = true;
    for (bit, name) in NAMES {
        if flags.has(bit) {
            out.write_all(if first { b" [" } else { b"," })?;
            out.write_all(name.as_bytes())?;
            first = false;
        }
    }
    if !first {
        out.write_all(b"]")?;
    }
    Ok(())
}
