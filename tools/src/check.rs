//! `cufront check`: every unit of a directory tree or a compilation database, each through
//! nvcc's passes (preprocess, parse) on every core, reported unit by unit in a fixed order.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use cufront_engine::batch::merge::{numbered_repeats, repeat_numbers, sorted_unique, Key};
use cufront_engine::batch::pass::adopt;
use cufront_engine::batch::{self, cross, read_compile_commands, run, Columns, Outputs, Passes, Plan, Unit};
use cufront_engine::diag::{render, Diagnostic, Severity};
use cufront_engine::sema::Undecided;
use cufront_engine::source::FileTable;
use cufront_engine::xref;

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
    /// nvcc's text: every unit in full, diagnostics other units reported included.
    pub every_unit: bool,
    pub budget: cufront_engine::budget::Budget,
    /// Preprocess every header again (no replay of recorded header work).
    pub redo_headers: bool,
    pub probe: bool,
    pub stats: bool,
    /// `(k, n)`: only the k-th of n shards of the units (1-based).
    pub shard: Option<(usize, usize)>,
    /// Where to write the cross-reference log.
    pub xref: Option<PathBuf>,
    pub xref_db: Option<PathBuf>,
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
    let units = match req.shard {
        // Units are in a fixed order (sorted paths, or the database's): every k-th of n.
        Some((k, n)) => units.into_iter().enumerate().filter(|(i, _)| i % n == k - 1).map(|(_, u)| u).collect(),
        None => units,
    };
    let plan = Plan::new(units, req.passes, req.probe);
    for n in &plan.notes {
        eprintln!("cufront: note: {n}");
    }
    if req.compile_commands.is_none() {
        if let Some((_, e)) = plan.refused.first() {
            // The flags given here are every discovered unit's: nothing can run.
            eprintln!("cufront: error: {e}");
            return Ok(ExitCode::from(2));
        }
    }
    // A progress bar on stderr when it is a terminal; nothing otherwise.
    let progress = if io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(plan.passes() as u64);
        if let Ok(style) = indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} passes {elapsed} (eta {eta})")
        {
            bar.set_style(style);
        }
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let outputs = Outputs {
        columns: req.columns,
        checks: true,
        xref: req.xref.is_some() || req.xref_db.is_some(),
        budget: req.budget,
        redo_headers: req.redo_headers,
    };
    let result = run::run(&plan, req.jobs, req.passes, outputs, &|| progress.inc(1));
    progress.finish_and_clear();
    let run::RunOutput { reports, stats, xref: run_xref, symbols } = match result {
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
    let (mut errors, mut warnings, mut not_checked, mut internal) = (0usize, 0usize, 0usize, 0usize);
    // The machine formats are merged by content: (key, text) per diagnostic and pass, each
    // numbered among its repeats in its unit (batch::merge::numbered_repeats).
    let mut entries: Vec<(Key, (String, u32))> = Vec::new();
    let mut run_files = FileTable::new();
    let mut all = Vec::new(); // for SARIF: one log for the whole run
    let shown = if req.format == Format::Nvcc && !req.every_unit { shown_once(&reports) } else { Vec::new() };
    for (u, (unit, mut report)) in plan.units.iter().zip(reports).enumerate() {
        if let Some((_, e)) = plan.refused.iter().find(|(r, _)| *r == u) {
            // A database entry whose own flags nvcc would refuse: that unit fails, not the run.
            eprintln!("cufront: error: {}: {e}", unit.name);
            not_checked += 1;
            continue;
        }
        if let Some(e) = &report.unreadable {
            eprintln!("cufront: error: {e}");
            not_checked += 1;
            continue;
        }
        for e in &report.internal_errors {
            eprintln!("cufront: internal error: {}: {e} (the unit's other passes are reported)", unit.name);
            internal += 1;
        }
        if report.over_budget {
            // Not fully checked: cufront failed the unit, not the unit its checks.
            internal += 1;
        }
        for d in &report.diagnostics {
            match d.severity {
                Severity::Error | Severity::Catastrophic => errors += 1,
                Severity::Warning => warnings += 1,
                _ => {}
            }
        }
        match req.format {
            // nvcc's text is per unit, as nvcc prints it for each compilation.
            Format::Nvcc => {
                let shown = |i: usize| shown.get(u).map_or(render::Shown::Printed, |s| s[i]);
                let text =
                    render::nvcc_text_of_run(&report.files, &report.diagnostics, &unit.name, palette.as_ref(), &shown);
                out.write_all(text.as_bytes())?;
            }
            Format::Json => {
                let text = render::json_lines(&report.files, &report.diagnostics);
                entries.extend(numbered_repeats(text.lines().filter_map(|l| Some((Key::of_json(l)?, l.to_string())))));
            }
            Format::Gcc => {
                let lines = report.diagnostics.iter().filter_map(|d| {
                    let (key, _) = merge_key(&report.files, d)?;
                    Some((key, render::gcc_style(&report.files, std::slice::from_ref(d))))
                });
                entries.extend(numbered_repeats(lines));
            }
            Format::Sarif => {
                adopt(&mut run_files, &report.files, &mut report.diagnostics);
                let keyed: Vec<_> =
                    report.diagnostics.drain(..).filter_map(|d| Some((merge_key(&run_files, &d)?, d))).collect();
                let numbers = repeat_numbers(keyed.iter().map(|(key, _)| key));
                all.extend(keyed.into_iter().zip(numbers).map(|((key, d), n)| ((key, n), d)));
            }
        }
    }
    // The cross-unit checks see every unit, so a shard leaves them to `cufront merge`: its
    // JSON carries the units' symbols instead.
    let findings = if req.shard.is_some() { Vec::new() } else { cross::check(&symbols) };
    warnings += findings.len();
    match req.format {
        Format::Nvcc | Format::Gcc if !findings.is_empty() => {
            for f in &findings {
                entries.extend(Key::of_json(&cross::finding_json(f)).map(|key| (key, (cross::finding_line(f), 0))));
            }
        }
        Format::Json => {
            entries.extend(findings.iter().map(cross::finding_json).filter_map(|l| Some((Key::of_json(&l)?, (l, 0)))));
        }
        _ => {}
    }
    match req.format {
        Format::Nvcc => {
            // After the units, as a run's own section.
            for (_, (line, _)) in &entries {
                writeln!(out, "{line}")?;
            }
        }
        Format::Json | Format::Gcc => {
            sorted_unique(&mut entries);
            for (_, (text, _)) in &entries {
                out.write_all(text.as_bytes())?;
                if !text.ends_with('\n') {
                    out.write_all(b"\n")?;
                }
            }
            if req.shard.is_some() && req.format == Format::Json {
                for s in &symbols {
                    writeln!(out, "{}", cross::symbol_json(s))?;
                }
            }
        }
        Format::Sarif => {
            // The same order and the same repeats as the other machine formats.
            all.sort_by(|a, b| a.0.cmp(&b.0));
            all.dedup_by(|a, b| a.0 == b.0);
            let ordered: Vec<_> = all.into_iter().map(|(_, d)| d).collect();
            let root = std::env::current_dir()?;
            let own: Vec<_> = findings.iter().map(cross::finding_sarif).collect();
            let options = render::SarifOptions { root, version: env!("CARGO_PKG_VERSION") };
            let log = render::sarif(&run_files, &ordered, &own, &options);
            writeln!(out, "{log}")?;
        }
    }
    out.flush()?;
    // The run's entries come sorted, each once.
    let xref_entries = run_xref;
    if let Some(path) = &req.xref {
        let written = std::fs::File::create(path).and_then(|f| {
            let mut w = BufWriter::new(f);
            xref::write(&mut w, &xref_entries)?;
            w.flush()
        });
        if let Err(e) = written {
            eprintln!("cufront: error: cannot write {}: {e}", path.display());
            return Ok(ExitCode::from(2));
        }
    }
    if let Some(path) = &req.xref_db {
        if let Err(e) = crate::xrefdb::write(path, &xref_entries) {
            eprintln!("cufront: error: cannot write {}: {e}", path.display());
            return Ok(ExitCode::from(2));
        }
    }
    let checked = plan.units.len() - not_checked;
    if req.stats {
        print_stats(&stats, checked, started.elapsed().as_secs_f64());
        if let Some((bytes, u)) = stats.largest_pass {
            eprintln!("cufront: the largest pass held {} MiB ({})", bytes >> 20, plan.units[u].name);
        }
    }
    let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    eprintln!(
        "cufront: {} checked: {}, {}",
        plural(checked, "unit"),
        plural(errors, "error"),
        plural(warnings, "warning")
    );
    Ok(if not_checked > 0 || internal > 0 {
        ExitCode::from(2)
    } else if errors > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Where a diagnostic goes in the merged machine formats, and what makes it the same as
/// another unit's: the key and the text of its JSON line (its first pass's), so that every
/// format orders and merges as the JSON output and `cufront merge` do.
fn merge_key(files: &FileTable, d: &Diagnostic) -> Option<(Key, String)> {
    let json = render::json_lines(files, std::slice::from_ref(d));
    let first = json.lines().next()?;
    Some((Key::of_json(first)?, json))
}

/// How nvcc's text prints each unit's diagnostics in a run: one that several units report
/// alike (a diagnostic inside a header they share; the same key and JSON text as the machine
/// formats merge by, but for the device pass's architecture, which the text does not name)
/// is printed for the first of them, with the number of units, and counted but not printed
/// for the others.
fn shown_once(reports: &[run::UnitReport]) -> Vec<Vec<render::Shown>> {
    use render::Shown;
    let keys: Vec<Vec<Option<(Key, String)>>> = reports
        .iter()
        .map(|r| r.diagnostics.iter().map(|d| merge_key(&r.files, &Diagnostic { arch: None, ..d.clone() })).collect())
        .collect();
    // Per key: the first unit that reports it, the last one, and how many units do (units
    // are visited in order: a unit is counted once however often it reports the key).
    let mut units: std::collections::BTreeMap<&(Key, String), (usize, usize, usize)> = Default::default();
    for (u, unit_keys) in keys.iter().enumerate() {
        for key in unit_keys.iter().flatten() {
            let (_, last, count) = units.entry(key).or_insert((u, u, 0));
            if *count == 0 || *last != u {
                *last = u;
                *count += 1;
            }
        }
    }
    keys.iter()
        .enumerate()
        .map(|(u, unit_keys)| {
            unit_keys
                .iter()
                .map(|key| match key.as_ref().and_then(|k| units.get(k)) {
                    Some(&(_, _, 1)) | None => Shown::Printed,
                    Some(&(first, _, n)) if first == u => Shown::FirstOf(n),
                    Some(_) => Shown::Repeated,
                })
                .collect()
        })
        .collect()
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
        "cufront: {units} units, {} passes in {wall:.2} s ({:.1} units/s); summed over the passes: preprocess {:.0} ms, prescan {:.0} ms, parse {:.0} ms, checks {:.0} ms",
        s.passes,
        units as f64 / wall.max(1e-9),
        ms(s.pass.preprocess),
        ms(s.pass.prescan),
        ms(s.pass.parse),
        ms(s.pass.sema)
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
    let r = &s.cache.reuse;
    eprintln!(
        "cufront: header reuse: {} headers replayed ({} tokens, {:.1}% of the tokens preprocessed; {} with their tokens laid out), {} recorded ({} MiB), {} not recordable, {} replays refused",
        r.replayed,
        r.tokens_replayed,
        r.tokens_replayed as f64 * 100.0 / s.pass.pp.tokens_out.max(1) as f64,
        r.parts_used,
        r.recorded,
        r.bytes >> 20,
        r.not_recordable,
        r.mismatched
    );
    let f = &s.prefixes;
    eprintln!(
        "cufront: parsed prefixes: {} passes continued from one ({} tokens, {:.1}% of the tokens parsed), {} kept ({} MiB)",
        f.used,
        f.tokens_skipped,
        f.tokens_skipped as f64 * 100.0 / s.tokens.max(1) as f64,
        f.kept,
        f.bytes >> 20
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
    let c = &s.pass.checks;
    let undecided: Vec<String> = Undecided::ALL
        .iter()
        .filter(|&&why| c.undecided[why as usize] > 0)
        .map(|&why| format!("{} {}", c.undecided[why as usize], why.label()))
        .collect();
    eprintln!(
        "cufront: {} references recorded; CUDA checks: {} decided, {} undecided ({})",
        c.references,
        c.decided,
        c.undecided_total(),
        if undecided.is_empty() { "none".to_string() } else { undecided.join(", ") }
    );
}

/// `K/N` with 1 <= K <= N.
pub fn parse_shard(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("--shard {text}: expected K/N with 1 <= K <= N (e.g. 2/4)");
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let (k, n): (usize, usize) = (k.parse().map_err(|_| bad())?, n.parse().map_err(|_| bad())?);
    if k == 0 || k > n {
        return Err(bad());
    }
    Ok((k, n))
}

/// `cufront merge`: the JSON outputs of shards (or runs) merged into what one run over all
/// their units prints.
pub fn merge(files: &[PathBuf], xref_logs: bool, xref_db: Option<&Path>) -> io::Result<ExitCode> {
    if let Some(out) = xref_db {
        // Shards' databases: their entries, written again as one run writes them.
        let mut entries = Vec::new();
        for f in files {
            match crate::xrefdb::read(f) {
                Ok(mut e) => entries.append(&mut e),
                Err(e) => {
                    eprintln!("cufront: error: {}: not a cufront xref database: {e}", f.display());
                    return Ok(ExitCode::from(2));
                }
            }
        }
        if let Err(e) = crate::xrefdb::write(out, &xref::sorted_unique(entries)) {
            eprintln!("cufront: error: cannot write {}: {e}", out.display());
            return Ok(ExitCode::from(2));
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut outputs = Vec::new();
    let mut entries = Vec::new();
    for f in files {
        let t = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("cufront: error: cannot read {}: {e}", f.display());
                return Ok(ExitCode::from(2));
            }
        };
        if xref_logs {
            match xref::parse(&t) {
                Ok(mut e) => entries.append(&mut e),
                Err(line) => {
                    eprintln!("cufront: error: {}:{line}: not a line of a cross-reference log", f.display());
                    return Ok(ExitCode::from(2));
                }
            }
            continue;
        }
        outputs.push(t);
    }
    if xref_logs {
        let mut out = BufWriter::new(io::stdout().lock());
        xref::write(&mut out, &xref::sorted_unique(entries))?;
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    match cufront_engine::batch::merge::merge_json(outputs.iter().map(String::as_str)) {
        Ok(merged) => {
            let errors = merged.lines().filter(|l| l.contains("\"severity\": \"error\"")).count();
            io::stdout().lock().write_all(merged.as_bytes())?;
            Ok(if errors > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
        }
        Err(e) => {
            eprintln!("cufront: error: {e}");
            Ok(ExitCode::from(2))
        }
    }
}
