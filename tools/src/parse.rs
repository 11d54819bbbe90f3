//! `cufront parse`: one unit through the preprocessor and the parser, with the syntax errors
//! nvcc's front end would report (as far as the parser is certain of them) and, with
//! `--stats`, the time of each phase and what the parser found.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use cufront_engine::diag::render::{json_lines, nvcc_text};
use cufront_engine::diag::{Collect, DiagSink, Passes, Severity};
use cufront_engine::parse::{parse_unit, Brackets, Tokens};
use cufront_engine::pp::env::LangStd;
use cufront_engine::pp::Preprocessor;

use crate::preprocess::{self, Mode};

pub fn run(file: PathBuf, args: &[String], mode: Mode, json: bool) -> io::Result<ExitCode> {
    let preprocess::OpenUnit { pass, mut files, main, sources } = match preprocess::open_unit(&file, args, mode) {
        Ok(unit) => unit,
        Err(code) => return Ok(code),
    };
    let std = pass.std.unwrap_or(LangStd::GCC_DEFAULT).std;
    let started = Instant::now();
    let mut pp = Preprocessor::new(&mut files, main, pass.to_options());
    let tokens = Tokens::from_preprocessor(&mut pp, std);
    let pp_time = started.elapsed();
    let (pp_failed, pp_fatal, pp_stats) = (preprocess::report(&pp), pp.fatal, pp.stats);
    drop(pp);
    if pp_failed || pp_fatal {
        // nvcc runs no front end after g++ -E fails.
        return Ok(ExitCode::from(1));
    }
    let started = Instant::now();
    let brackets = Brackets::of(&tokens.kind);
    let prescan_time = started.elapsed();
    let started = Instant::now();
    let mut collect = Collect::default();
    let stats = {
        let pass = if pass.arch.is_some() { Passes::DEVICE } else { Passes::HOST };
        let mut sink = DiagSink::new().for_passes(pass).with(&mut collect);
        parse_unit(&tokens, &brackets, &mut sink)
    };
    let parse_time = started.elapsed();
    let name = file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into_owned());
    let text = if json {
        json_lines(&files, &collect.diagnostics)
    } else {
        nvcc_text(&files, &collect.diagnostics, &name, None)
    };
    io::stdout().lock().write_all(text.as_bytes())?;
    if mode.stats {
        let lines = tokens.line.len();
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        eprintln!("cufront: environment: {sources}");
        eprintln!(
            "cufront: {} tokens, {} files entered; preprocess {:.1} ms, prescan {:.1} ms, parse {:.1} ms",
            lines - 1,
            pp_stats.files_entered,
            ms(pp_time),
            ms(prescan_time),
            ms(parse_time)
        );
        eprintln!(
            "cufront: {} declarations, {} namespaces, {} linkage blocks, {} function bodies skipped ({} tokens); {} places not judged yet; {} syntax errors",
            stats.declarations,
            stats.namespaces,
            stats.linkage_blocks,
            stats.function_bodies,
            stats.skipped_tokens,
            stats.uncertain,
            stats.syntax_errors
        );
    }
    let failed = collect.diagnostics.iter().any(|d| d.severity >= Severity::Error);
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
