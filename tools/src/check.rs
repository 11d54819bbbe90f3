//! `cufront check`: every unit of a directory tree or a compilation database, each through
//! nvcc's passes (preprocess, parse) on every core, reported unit by unit in a fixed order.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use cufront_engine::batch::pass::adopt;
use cufront_engine::batch::{self, read_compile_commands, run, Columns, Passes, Plan, Unit};
use cufront_engine::diag::{render, Severity};
use cufront_engine::source::FileTable;

use crate::Format;

/// What `cufront check` was asked.
#[derive(Debug)]
pub struct Request {
    pub paths: Vec<PathBuf>,
    pub compile_commands: Option<PathBuf>,
    /// nvcc flags for every unit (after a database's own).
    pub nvcc_flags: Vec<String>,
    pub extensions: Vec<String>,
    pub format: Format,
    pub jobs: usize,
    pub passes: Passes,
    pub columns: Columns,
    pub probe: bool,
    pub stats: bool,
}

pub fn check(req: Request) -> io::Result<ExitCode> {
    let started = Instant::now();
    let units = match units(&req) {
        Ok(u) => u,
        Err(e) => {
            eprintln!("cufront: error: {e}");
            return Ok(ExitCode::from(2));
        }
    };
    let plan = Plan::new(units, req.passes, req.probe);
    for n in &plan.notes {
        eprintln!("cufront: note: {n}");
    }
    if let Some((_, e)) = plan.refused.first() {
        // The flags are the same for every discovered unit; a database's are the unit's own.
        eprintln!("cufront: error: {e}");
        return Ok(ExitCode::from(2));
    }
    let (reports, stats) = match run::run(&plan, req.jobs, req.passes, req.columns) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cufront: error: {e}");
            return Ok(ExitCode::from(2));
        }
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let palette = (req.format == Format::Nvcc && io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none())
        .then(render::Palette::from_env);
    let (mut errors, mut warnings, mut unreadable, mut internal) = (0usize, 0usize, 0usize, 0usize);
    let mut run_files = FileTable::new();
    let mut all = Vec::new(); // for SARIF: one log for the whole run
    for (unit, mut report) in plan.units.iter().zip(reports) {
        if let Some(e) = &report.unreadable {
            eprintln!("cufront: error: {e}");
            unreadable += 1;
            continue;
        }
        for e in &report.internal_errors {
            eprintln!("cufront: internal error: {}: {e} (the unit's other passes are reported)", unit.name);
            internal += 1;
        }
        for d in &report.diagnostics {
            match d.severity {
                Severity::Error | Severity::Catastrophic => errors += 1,
                Severity::Warning => warnings += 1,
                _ => {}
            }
        }
        let text = match req.format {
            Format::Nvcc => render::nvcc_text(&report.files, &report.diagnostics, &unit.name, palette.as_ref()),
            Format::Gcc => render::gcc_style(&report.files, &report.diagnostics),
            Format::Json => render::json_lines(&report.files, &report.diagnostics),
            Format::Sarif => {
                adopt(&mut run_files, &report.files, &mut report.diagnostics);
                all.append(&mut report.diagnostics);
                String::new()
            }
        };
        out.write_all(text.as_bytes())?;
    }
    if req.format == Format::Sarif {
        let root = std::env::current_dir()?;
        let log = render::sarif(&run_files, &all, &render::SarifOptions { root, version: env!("CARGO_PKG_VERSION") });
        writeln!(out, "{log}")?;
    }
    out.flush()?;
    let checked = plan.units.len() - unreadable;
    if req.stats {
        print_stats(&stats, checked, started.elapsed().as_secs_f64());
    }
    let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    eprintln!(
        "cufront: {} checked: {}, {}",
        plural(checked, "unit"),
        plural(errors, "error"),
        plural(warnings, "warning")
    );
    Ok(if unreadable > 0 || internal > 0 {
        ExitCode::from(2)
    } else if errors > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The units: a database's entries (with the flags given here added), or the files found
/// under the paths (with the flags given here).
fn units(req: &Request) -> Result<Vec<Unit>, String> {
    if let Some(db) = &req.compile_commands {
        let commands = read_compile_commands(db)?;
        return Ok(commands
            .into_iter()
            .map(|c| {
                let mut args = c.arguments;
                args.extend(req.nvcc_flags.iter().cloned());
                Unit { name: c.file.display().to_string(), file: c.file, directory: c.directory, args }
            })
            .collect());
    }
    let paths = if req.paths.is_empty() { vec![PathBuf::from(".")] } else { req.paths.clone() };
    let extensions: Vec<&str> = req.extensions.iter().map(String::as_str).collect();
    let (files, problems) = batch::discover(&paths, &extensions);
    for p in problems {
        eprintln!("cufront: warning: {p}");
    }
    Ok(files
        .into_iter()
        .map(|file| Unit {
            name: file.display().to_string(),
            file,
            directory: PathBuf::from("."),
            args: req.nvcc_flags.clone(),
        })
        .collect())
}

fn print_stats(s: &batch::RunStats, units: usize, wall: f64) {
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    let p = &s.parse;
    eprintln!(
        "cufront: {units} units, {} passes in {wall:.2} s ({:.1} units/s); summed over the passes: preprocess {:.0} ms, prescan {:.0} ms, parse {:.0} ms",
        s.passes,
        units as f64 / wall.max(1e-9),
        ms(s.pass.preprocess),
        ms(s.pass.prescan),
        ms(s.pass.parse)
    );
    eprintln!(
        "cufront: {} tokens parsed, {} files entered, {} macro expansions; header cache: {} lookups, {} files lexed, hit rate {:.1}%",
        s.tokens,
        s.pass.pp.files_entered,
        s.pass.pp.macro_expansions,
        s.cache.lookups,
        s.cache.loads,
        s.cache.hit_rate() * 100.0
    );
    eprintln!(
        "cufront: {} declarations read, {} given up; {} function bodies read ({} statements, {} given up); expressions: {} read, {} kept as tokens; {} syntax errors",
        p.declarations,
        p.uncertain() - p.statements_given_up,
        p.function_bodies_read,
        p.statements,
        p.statements_given_up,
        p.expressions_read,
        p.expressions_kept_as_tokens,
        p.syntax_errors
    );
}
