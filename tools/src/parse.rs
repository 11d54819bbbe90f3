//! `cufront parse`: one unit through the preprocessor and the parser, with the syntax errors
//! nvcc's front end would report (as far as the parser is certain of them) and, with
//! `--stats`, the time of each phase and what the parser found.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use cufront_engine::batch::{run_pass, Columns, Outputs, PassOutcome};
use cufront_engine::diag::control::DiagControl;
use cufront_engine::diag::render::{json_lines, nvcc_text};
use cufront_engine::diag::Severity;
use cufront_engine::il::EntityKind;
use cufront_engine::intern::Symbols;
use cufront_engine::parse::{GivenUp, Tokens, Unsure};
use cufront_engine::pp::env::PassEnv;
use cufront_engine::pp::HeaderCache;

use crate::preprocess::{self, Mode};

/// What `cufront parse` prints besides the diagnostics.
#[derive(Clone, Copy, Debug)]
pub struct Output {
    pub json: bool,
    pub unsure: bool,
    /// Place diagnostics where nvcc does (its presumed line, its preprocessed column).
    pub nvcc_columns: bool,
}

/// One unit through the front end, as `parse` and `il` run it.
pub(crate) struct Unit {
    pub outcome: PassOutcome,
    pub cache: Arc<HeaderCache>,
    pub pass: PassEnv,
    /// Where the environment came from.
    pub sources: String,
}

/// Preprocesses and parses `file` with nvcc's `args`; on bad flags or an unreadable unit,
/// the error is printed and the exit status returned.
pub(crate) fn front_end(file: &Path, args: &[String], mode: Mode, columns: Columns) -> Result<Unit, ExitCode> {
    let control = DiagControl::from_nvcc_args(args).map_err(|e| {
        eprintln!("cufront: error: {e}");
        ExitCode::from(2)
    })?;
    let (pass, sources) = preprocess::pass_for(args, mode).ok_or(ExitCode::from(2))?;
    // One unit: no other would replay what recording a header's work costs.
    let cache = Arc::new(HeaderCache::with_reuse(false));
    let outcome =
        run_pass(file, &pass, &cache, None, control, Outputs { columns, ..Outputs::default() }).map_err(|e| {
            eprintln!("cufront: error: {e}");
            ExitCode::from(2)
        })?;
    Ok(Unit { outcome, cache, pass, sources })
}

pub fn run(file: PathBuf, args: &[String], mode: Mode, output: Output) -> io::Result<ExitCode> {
    let columns = if output.nvcc_columns { Columns::Nvcc } else { Columns::Source };
    let Unit { outcome, cache, sources, .. } = match front_end(&file, args, mode, columns) {
        Ok(u) => u,
        Err(code) => return Ok(code),
    };
    let name = file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into_owned());
    let text = if output.json {
        json_lines(&outcome.files, &outcome.diagnostics)
    } else {
        nvcc_text(&outcome.files, &outcome.diagnostics, &name, None)
    };
    io::stdout().lock().write_all(text.as_bytes())?;
    let failed = outcome.diagnostics.iter().any(|d| d.severity >= Severity::Error);
    let exit = if failed { ExitCode::from(1) } else { ExitCode::SUCCESS };
    // No front end ran after the preprocessor failed: nothing more to say.
    let (Some(tokens), Some(parsed)) = (&outcome.tokens, &outcome.parsed) else { return Ok(exit) };
    let stats = parsed.stats;
    if output.unsure {
        print_given_up(tokens, cache.symbols(), &parsed.given_up)?;
    }
    let (pp_time, prescan_time, parse_time, pp_stats) =
        (outcome.stats.preprocess, outcome.stats.prescan, outcome.stats.parse, outcome.stats.pp);
    let lex_time = std::time::Duration::from_nanos(cache.stats().lex_nanos);
    if mode.stats {
        let lines = tokens.line.len();
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        eprintln!("cufront: environment: {sources}");
        eprintln!(
            "cufront: {} tokens, {} files entered; preprocess {:.1} ms (lex {:.1} ms of it), prescan {:.1} ms, parse {:.1} ms",
            lines - 1,
            pp_stats.files_entered,
            ms(pp_time),
            ms(lex_time),
            ms(prescan_time),
            ms(parse_time)
        );
        let il = &parsed.il;
        eprintln!(
            "cufront: {} declarations read, {} partly, {} given up; {} namespaces, {} linkage blocks; {} function bodies read ({} statements, {} given up), {} skipped ({} tokens); {} syntax errors",
            stats.declarations,
            stats.partial,
            stats.uncertain() - stats.statements_given_up,
            stats.namespaces,
            stats.linkage_blocks,
            stats.function_bodies_read,
            stats.statements,
            stats.statements_given_up,
            stats.function_bodies,
            stats.skipped_tokens,
            stats.syntax_errors
        );
        eprintln!(
            "cufront: expressions: {} read into the IL, {} kept as tokens; {} lambda bodies read",
            stats.expressions_read, stats.expressions_kept_as_tokens, stats.lambda_bodies_read
        );
        let reasons: Vec<String> = Unsure::ALL
            .iter()
            .filter(|&&u| stats.unsure[u as usize] > 0)
            .map(|&u| format!("{} {}", stats.unsure[u as usize], u.describe()))
            .collect();
        if !reasons.is_empty() {
            eprintln!("cufront: given up for: {}", reasons.join(", "));
        }
        let kinds: Vec<String> = EntityKind::ALL
            .iter()
            .map(|&k| (k, il.count(k)))
            .filter(|&(_, n)| n > 0)
            .map(|(k, n)| format!("{n} {}", k.plural()))
            .collect();
        eprintln!(
            "cufront: IL: {} entities ({}), {} scopes, {} types",
            il.entities.len(),
            kinds.join(", "),
            il.scopes.len(),
            il.types.len()
        );
    }
    Ok(exit)
}

/// One line per declaration given up: where it starts, the reason, the tokens from where the
/// parser stopped being sure.
fn print_given_up(tokens: &Tokens, symbols: &Symbols, given_up: &[GivenUp]) -> io::Result<()> {
    let mut err = io::stderr().lock();
    for g in given_up {
        let (start, at) = (g.start as usize, g.at as usize);
        let file = tokens.file_of(start);
        let mut text = String::new();
        for i in at..(at + 8).min(tokens.len().saturating_sub(1)) {
            if !text.is_empty() {
                text.push(' ');
            }
            let t = tokens.text(i);
            if t.is_empty() {
                text.push_str(&String::from_utf8_lossy(symbols.name(tokens.sym[i])));
            } else {
                text.push_str(&String::from_utf8_lossy(t));
            }
        }
        writeln!(
            err,
            "{}:{}: {}: at line {}: {}",
            file.name,
            tokens.line[start],
            g.why.describe(),
            tokens.line[at.min(tokens.len() - 1)],
            text
        )?;
    }
    Ok(())
}
