//! `cufront preprocess`: one unit's preprocessed text, as `g++ -E` prints it in the pass nvcc
//! runs (host by default, the first device pass with `--device`).

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use cufront_engine::diag::template::{expand, no_labels, Style};
use cufront_engine::diag::Severity;
use cufront_engine::pp::env::{self, NvccOptions, PassEnv};
use cufront_engine::pp::{Preprocessor, Printer};
use cufront_engine::source::FileTable;

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

pub fn run(file: PathBuf, args: &[String], output: Option<PathBuf>, mode: Mode) -> io::Result<ExitCode> {
    let (pass, notes, sources) = environment(args, mode);
    for n in &notes {
        eprintln!("cufront: note: {n}");
    }
    let Some(pass) = pass else {
        eprintln!("cufront: error: no device pass for these flags");
        return Ok(ExitCode::from(2));
    };
    let mut files = FileTable::new();
    let main = match files.add_path(&file) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("cufront: error: {e}");
            return Ok(ExitCode::from(2));
        }
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
    let mut failed = false;
    let style = Style { current_file: "", labels: &no_labels, color: false };
    for d in &pp.diagnostics {
        let entry = d.id.entry();
        let place = match (d.loc, d.line_only) {
            (Some(l), line_only) => {
                let f = pp.files().get(l.file);
                let name = f.path().to_string_lossy().into_owned();
                match line_only {
                    Some(0) => name,
                    Some(line) => format!("{name}:{line}"),
                    None => {
                        let lc = f.line_col(l.offset);
                        format!("{name}:{}:{}", lc.line, lc.col)
                    }
                }
            }
            (None, _) => "cc1plus".to_string(),
        };
        let word = match entry.severity {
            Severity::Warning => "warning",
            Severity::Note | Severity::Remark => "note",
            Severity::Catastrophic => {
                failed = true;
                "fatal error"
            }
            Severity::Error => {
                failed = true;
                "error"
            }
        };
        let msg = expand(entry.template, &d.args, &style).unwrap_or_else(|_| entry.template.to_string());
        eprintln!("{place}: {word}: {msg}");
    }
    failed
}
