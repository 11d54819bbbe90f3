//! Renderers: nvcc's text (EDG's lines for the front end, g++'s for its preprocessor), GCC
//! style for editors, JSON lines with the oracle's fields, and SARIF 2.1.0.

use std::fmt::Write;

use super::catalog::Origin;
use super::diagnostic::{Diagnostic, Passes};
use super::template::{no_labels, Style};
use super::Severity;
use crate::source::FileTable;

/// Where a diagnostic points, resolved for printing.
struct Place<'a> {
    path: String,
    line: u32,
    /// Byte column, 1-based (what EDG counts).
    col: u32,
    /// g++'s column: tabs advance to the next multiple of 8, as g++ counts by default.
    display_col: u32,
    text: &'a [u8],
    /// g++ echoes the line from the presumed file, so not from a file a line marker only
    /// named (nvcc's front ends echo the preprocessed line whatever its file).
    gcc_echo: bool,
}

fn place<'a>(files: &'a FileTable, d: &'a Diagnostic) -> Option<Place<'a>> {
    let loc = d.loc?;
    let file = files.get(loc.file);
    if let Some(line) = d.line_only {
        // g++'s line-only places: column 0 stands for none.
        let text = if line == 0 { &[][..] } else { file.line_text(line) };
        let path = file.path().display().to_string();
        return Some(Place { path, line, col: 0, display_col: 0, text, gcc_echo: true });
    }
    if let Some(printed) = &d.printed {
        // nvcc's front ends: the preprocessed line, its column.
        let text = printed.text.as_bytes();
        let before = &text[..(printed.col as usize - 1).min(text.len())];
        let display_col = before.iter().fold(0u32, |c, &b| if b == b'\t' { c / 8 * 8 + 8 } else { c + 1 }) + 1;
        let read = file.path().display().to_string();
        let renamed = printed.name.as_ref().filter(|n| **n != read);
        let gcc_echo = renamed.is_none();
        let path = renamed.cloned().unwrap_or(read);
        return Some(Place { path, line: printed.line, col: printed.col, display_col, text, gcc_echo });
    }
    let lc = file.line_col(loc.offset);
    let text = file.line_text(lc.line);
    let before = &text[..(lc.col as usize - 1).min(text.len())];
    let display_col = before.iter().fold(0u32, |c, &b| if b == b'\t' { c / 8 * 8 + 8 } else { c + 1 }) + 1;
    let path = file.path().display().to_string();
    Some(Place { path, line: lc.line, col: lc.col, display_col, text, gcc_echo: true })
}

/// Places the diagnostics at their source positions: the line and column in the file as
/// written, that line echoed (what editors expect; cufront's default). Without this they
/// are placed where nvcc's front ends see them, when the reporter knows it (`printed`): the
/// presumed line and the column in the preprocessed line, which nvcc echoes.
pub fn at_source_positions(diagnostics: &mut [Diagnostic]) {
    for d in diagnostics {
        d.printed = None;
        at_source_positions(&mut d.notes);
    }
}

fn style<'a>(place: &'a Option<Place<'_>>, color: bool) -> Style<'a> {
    Style { current_file: place.as_ref().map_or("", |p| p.path.as_str()), labels: &no_labels, color }
}

fn message(d: &Diagnostic, style: &Style) -> String {
    // A template error is a catalog bug, caught by the catalog walk and debug assertions;
    // print the raw template rather than lose the diagnostic.
    d.message(style).unwrap_or_else(|_| d.id.entry().template.to_string())
}

/// The severity as nvcc prints it, with the number of a discretionary diagnostic
/// (`warning #20012-D`, `note #3287-D`, `error #177-D` after -Werror). A warning made an
/// error by `-diag-error` prints as plain `error`.
fn severity_label(d: &Diagnostic) -> String {
    match d.id.entry().display {
        Some(n) if d.severity < Severity::Error || d.werror => format!("{} #{n}-D", d.severity.word()),
        _ => d.severity.word().to_string(),
    }
}

/// Colours of nvcc's text, as SGR codes per category. The default is what nvcc prints on a
/// terminal (checked byte for byte); `EDG_COLORS`, or else `GCC_COLORS`
/// (`error=01;31:warning=01;35:…`), overrides single categories.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    pub error: String,
    pub warning: String,
    pub remark: String,
    pub note: String,
    pub locus: String,
}

impl Default for Palette {
    fn default() -> Palette {
        Palette {
            error: "01;31".into(),
            warning: "01;35".into(),
            remark: "01;36".into(),
            note: "01;36".into(),
            locus: "01".into(),
        }
    }
}

impl Palette {
    /// The default palette with the categories `spec` (EDG_COLORS syntax) sets.
    pub fn parse(spec: &str) -> Palette {
        let mut p = Palette::default();
        for item in spec.split(':') {
            if let Some((name, code)) = item.split_once('=') {
                let slot = match name {
                    "error" | "catastrophe" => &mut p.error,
                    "warning" => &mut p.warning,
                    "remark" => &mut p.remark,
                    "note" => &mut p.note,
                    "locus" => &mut p.locus,
                    _ => continue,
                };
                *slot = code.to_string();
            }
        }
        p
    }

    /// From `EDG_COLORS`, else `GCC_COLORS`, else the default.
    pub fn from_env() -> Palette {
        std::env::var("EDG_COLORS")
            .or_else(|_| std::env::var("GCC_COLORS"))
            .map(|s| Palette::parse(&s))
            .unwrap_or_default()
    }

    fn severity(&self, s: Severity) -> &str {
        match s {
            Severity::Error | Severity::Catastrophic => &self.error,
            Severity::Warning => &self.warning,
            Severity::Remark => &self.remark,
            Severity::Note => &self.note,
        }
    }
}

/// `ESC[codeM ESC[0m ESC[codeM text ESC[0m`: how nvcc colours a locus and the `Remark` word
/// (an empty coloured run first, as nvcc writes it).
fn doubled(out: &mut String, code: &str, text: &str) {
    let _ = write!(out, "\x1b[{code}m\x1b[0m\x1b[{code}m{text}\x1b[0m");
}

/// The text nvcc prints for the diagnostics of one unit, pass by pass, as nvcc runs them
/// (the host pass, then the device pass of each architecture in the order the diagnostics
/// come in): in each pass g++ -E first (its diagnostics in its own format), then the front
/// end; a pass that reports an error ends the compilation. When g++ -E fails no front end runs,
/// so there is no `N errors detected in the compilation of "unit".` line.
pub fn nvcc_text(files: &FileTable, diagnostics: &[Diagnostic], unit: &str, palette: Option<&Palette>) -> String {
    nvcc_text_of_run(files, diagnostics, unit, palette, &|_| Shown::Printed)
}

/// How a run prints one of a unit's diagnostics that other units may report too (one
/// inside a header they share).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Printed as nvcc prints it.
    Printed,
    /// Printed, then a line saying it is reported in this many units and shown once.
    FirstOf(usize),
    /// Printed already, for an earlier unit: counted, not printed again.
    Repeated,
}

/// `nvcc_text` for one unit of a run: `shown(i)` says how `diagnostics[i]` is printed. The
/// unit's counts (`N errors detected …`) stay the unit's own, repeats included: the unit
/// fails as nvcc's compilation of it does.
pub fn nvcc_text_of_run(
    files: &FileTable,
    diagnostics: &[Diagnostic],
    unit: &str,
    palette: Option<&Palette>,
    shown: &dyn Fn(usize) -> Shown,
) -> String {
    let color = palette.is_some();
    let mut out = String::new();
    let once = |out: &mut String, how: Shown| {
        if let Shown::FirstOf(n) = how {
            let _ = writeln!(out, "cufront: note: the diagnostic above is reported in {n} units; shown once");
        }
    };
    let mut passes = vec![(Passes::HOST, None)];
    for d in diagnostics.iter().filter(|d| d.passes.contains(Passes::DEVICE)) {
        if !passes.contains(&(Passes::DEVICE, d.arch)) {
            passes.push((Passes::DEVICE, d.arch));
        }
    }
    for (pass, arch) in passes {
        let in_pass = |origin: Origin| {
            diagnostics
                .iter()
                .enumerate()
                .filter(move |(_, d)| {
                    d.passes.contains(pass) && (pass == Passes::HOST || d.arch == arch) && d.id.entry().origin == origin
                })
                .map(|(i, d)| (shown(i), d))
        };
        let (mut preprocessor_failed, mut promoted) = (false, false);
        // g++ names the including files when the diagnostic is in another file, or another
        // inclusion of one, than the last (its diagnostic_report_current_module).
        let mut last_module: Option<(Option<crate::source::FileId>, &[super::IncludedFrom])> = None;
        for (how, d) in in_pass(Origin::Preprocessor) {
            preprocessor_failed |= d.severity >= Severity::Error;
            promoted |= d.werror;
            if how == Shown::Repeated {
                continue;
            }
            let module = (d.loc.map(|l| l.file), d.included_from.as_slice());
            if last_module != Some(module) {
                included_from(&mut out, &d.included_from);
                last_module = Some(module);
            }
            let p = place(files, d);
            let mut text = message(d, &style(&p, color));
            if d.werror {
                text.push_str(" [-Werror]");
            }
            gcc_block(&mut out, &p, d.severity, &text);
            once(&mut out, how);
        }
        if promoted {
            out.push_str("cc1plus: all warnings being treated as errors\n");
        }
        if preprocessor_failed {
            break;
        }
        let mut remark_printed = false;
        let mut errors = 0;
        // cicc's late diagnostics come after its front end's (batch::pass::after_front_end).
        for (how, d) in in_pass(Origin::FrontEnd) {
            if d.severity >= Severity::Error {
                errors += 1;
            }
            if how == Shown::Repeated {
                continue;
            }
            let p = place(files, d);
            edg_header(&mut out, &p, d, &message(d, &style(&p, color)), palette);
            if !d.late && !d.at_end_of_source {
                edg_source(&mut out, &p);
            }
            for c in &d.context {
                let _ = writeln!(out, "          {}", c.text);
            }
            edg_notes(&mut out, files, d, palette);
            once(&mut out, how);
            out.push('\n');
            // The remark follows the first numbered warning, also one -Werror made an error.
            let numbered_warning = d.severity == Severity::Warning || d.werror;
            if d.id.entry().is_discretionary() && numbered_warning && !remark_printed {
                match palette {
                    Some(pal) => doubled(&mut out, &pal.remark, "Remark"),
                    None => out.push_str("Remark"),
                }
                out.push_str(": The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n");
                remark_printed = true;
            }
        }
        if errors > 0 {
            let s = if errors == 1 { "" } else { "s" };
            let _ = writeln!(out, "{errors} error{s} detected in the compilation of \"{unit}\".");
            break;
        }
    }
    out
}

/// `file(line): severity: message`, coloured as nvcc colours it on a terminal.
fn edg_header(out: &mut String, p: &Option<Place<'_>>, d: &Diagnostic, text: &str, palette: Option<&Palette>) {
    let label = severity_label(d);
    let Some(p) = p else {
        let _ = writeln!(out, "{label}: {text}");
        return;
    };
    let locus = if d.at_end_of_source { "At end of source".to_string() } else { format!("{}({})", p.path, p.line) };
    match palette {
        Some(pal) => {
            doubled(out, &pal.locus, &locus);
            let (word, number) = label.split_at(label.find(' ').unwrap_or(label.len()));
            let _ = writeln!(out, ": \x1b[{}m{word}\x1b[0m{number}: {text}", pal.severity(d.severity));
        }
        None => {
            let _ = writeln!(out, "{locus}: {label}: {text}");
        }
    }
}

/// The source line and the caret under the column.
fn edg_source(out: &mut String, p: &Option<Place<'_>>) {
    if let Some(p) = p {
        let _ = writeln!(out, "  {}", String::from_utf8_lossy(p.text));
        let _ = writeln!(out, "  {}^", " ".repeat(p.col as usize - 1));
    }
}

/// The notes of `d`, each as EDG prints it under its parent: header, line, caret.
fn edg_notes(out: &mut String, files: &FileTable, d: &Diagnostic, palette: Option<&Palette>) {
    for n in &d.notes {
        let np = place(files, n);
        let text = message(n, &style(&np, palette.is_some()));
        edg_header(out, &np, n, &text, palette);
        edg_source(out, &np);
    }
}

/// g++'s block for its preprocessor's diagnostics, as nvcc passes them on:
/// `file:line:col: severity: message`, then the line and the caret under a gutter.
/// g++'s `In file included from a.h:2,` / `                 from b.cu:1:` lines.
fn included_from(out: &mut String, chain: &[super::IncludedFrom]) {
    for (i, f) in chain.iter().enumerate() {
        let lead = if i == 0 { "In file included from " } else { "                 from " };
        let end = if i + 1 == chain.len() { ":" } else { "," };
        match f.line {
            Some(line) => {
                let _ = writeln!(out, "{lead}{}:{line}{end}", f.name);
            }
            None => {
                let _ = writeln!(out, "{lead}{}{end}", f.name);
            }
        }
    }
}

/// How g++ names a severity (its catastrophic errors are `fatal error`s).
fn gcc_word(severity: Severity) -> &'static str {
    match severity {
        Severity::Catastrophic => "fatal error",
        s => s.word(),
    }
}

fn gcc_block(out: &mut String, p: &Option<Place<'_>>, severity: Severity, text: &str) {
    let Some(p) = p else {
        let _ = writeln!(out, "cc1plus: {}: {text}", gcc_word(severity));
        return;
    };
    match (p.line, p.col) {
        (0, 0) => {
            let _ = writeln!(out, "{}: {}: {text}", p.path, gcc_word(severity));
            return;
        }
        (line, 0) => {
            // A line and no column: the line is echoed, the caret line left empty.
            let _ = writeln!(out, "{}:{line}: {}: {text}", p.path, gcc_word(severity));
            let _ = writeln!(out, "{line:>5} | {}", String::from_utf8_lossy(p.text));
            let _ = writeln!(out, "{:>5} | ", "");
            return;
        }
        _ => {}
    }
    let _ = writeln!(out, "{}:{}:{}: {}: {text}", p.path, p.line, p.display_col, gcc_word(severity));
    if !p.gcc_echo {
        return;
    }
    let _ = writeln!(out, "{:>5} | {}", p.line, String::from_utf8_lossy(p.text));
    let _ = writeln!(out, "{:>5} | {}^", "", " ".repeat(p.display_col as usize - 1));
}

/// One line per diagnostic for editors and problem matchers:
/// `file:line:col: severity: message [-Wnumber]`.
pub fn gcc_style(files: &FileTable, diagnostics: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diagnostics {
        let p = place(files, d);
        let text = message(d, &style(&p, false));
        let suffix = d.id.entry().display.map(|n| format!(" [-W{n}]")).unwrap_or_default();
        let word = match d.id.entry().origin {
            Origin::Preprocessor => gcc_word(d.severity),
            Origin::FrontEnd => d.severity.word(),
        };
        match &p {
            Some(p) if p.col == 0 => {
                let line = if p.line == 0 { String::new() } else { format!(":{}", p.line) };
                let _ = writeln!(out, "{}{line}: {word}: {text}{suffix}", p.path);
            }
            Some(p) => {
                let _ = writeln!(out, "{}:{}:{}: {word}: {text}{suffix}", p.path, p.line, p.col);
            }
            None => {
                let _ = writeln!(out, "cufront: {word}: {text}{suffix}");
            }
        }
    }
    out
}

pub(crate) fn json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// JSON lines with the fields `../shared/oracle/nvcc-diag` prints (`file line col severity
/// number rule message pass tool`, plus `notes`), one line per pass that reports the
/// diagnostic, so that comparing with the oracle is a join. `col` is the column as the
/// reporting tool counts it (g++'s display column for the preprocessor's diagnostics).
pub fn json_lines(files: &FileTable, diagnostics: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diagnostics {
        let entry = d.id.entry();
        let p = place(files, d);
        let text = message(d, &style(&p, false));
        for (pass, name) in [(Passes::HOST, "host"), (Passes::DEVICE, "device")] {
            if !d.passes.contains(pass) {
                continue;
            }
            out.push_str("{\"file\": ");
            json_string(&mut out, p.as_ref().map_or("", |p| p.path.as_str()));
            let (line, col) = match (&p, entry.origin) {
                (Some(p), Origin::Preprocessor) => (p.line, p.display_col),
                (Some(p), Origin::FrontEnd) => (p.line, p.col),
                (None, _) => (0, 0),
            };
            let _ = write!(out, ", \"line\": {line}, \"col\": ");
            if d.at_end_of_source || d.line_only.is_some() {
                out.push_str("null");
            } else {
                let _ = write!(out, "{col}");
            }
            out.push_str(", \"severity\": ");
            json_string(&mut out, if d.severity == Severity::Catastrophic { "error" } else { d.severity.word() });
            let shown_number = entry.display.filter(|_| d.severity < Severity::Error || d.werror);
            match shown_number {
                Some(n) => {
                    let _ = write!(out, ", \"number\": {n}");
                }
                None => out.push_str(", \"number\": null"),
            }
            if entry.origin == Origin::FrontEnd {
                let _ = write!(out, ", \"rule\": \"EC{}\"", entry.internal);
            }
            out.push_str(", \"message\": ");
            json_string(&mut out, &text);
            let tool = match (entry.origin, name) {
                (Origin::Preprocessor, _) => "cpp",
                (Origin::FrontEnd, "host") => "cudafe++",
                (Origin::FrontEnd, _) => "cicc",
            };
            let _ = write!(out, ", \"pass\": \"{name}\", \"tool\": \"{tool}\"");
            // The oracle names the architecture of cicc's, not of the device pass's g++ -E.
            if let (Some(arch), "cicc") = (d.arch, tool) {
                let _ = write!(out, ", \"arch\": \"{arch}\"");
            }
            if !d.notes.is_empty() {
                out.push_str(", \"notes\": [");
                for (i, n) in d.notes.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    json_string(&mut out, &message(n, &style(&p, false)));
                }
                out.push(']');
            }
            out.push_str("}\n");
        }
    }
    out
}

/// Options of a SARIF log.
#[derive(Clone, Debug)]
pub struct SarifOptions {
    /// The directory URIs are made relative to (`%SRCROOT%`), normally the repository root.
    pub root: std::path::PathBuf,
    /// cufront's version, for the tool's driver.
    pub version: &'static str,
}

/// A result of cufront's own checks, which no nvcc diagnostic reports (the run's cross-unit
/// checks): a warning under cufront's rule `rule`, at `path` (as the unit named it).
#[derive(Clone, Debug)]
pub struct OwnResult<'a> {
    pub rule: &'a str,
    /// What the rule checks, for the log's rules metadata.
    pub description: &'a str,
    pub path: &'a str,
    pub line: u32,
    pub col: u32,
    pub message: &'a str,
}

/// The SARIF level of a severity.
fn sarif_level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error | Severity::Catastrophic => "error",
        Severity::Warning => "warning",
        Severity::Remark | Severity::Note => "note",
    }
}

/// The SARIF rule id: EDG's `EC<n>` (cudafe++'s ruleId), or `cpp/<name>` for g++'s
/// preprocessor messages, which have no number.
fn sarif_rule_id(entry: &super::Entry) -> String {
    match entry.origin {
        Origin::FrontEnd => format!("EC{}", entry.internal),
        Origin::Preprocessor => format!("cpp/{:?}", entry.id),
    }
}

/// A SARIF 2.1.0 log, one run for the whole invocation: the shape cudafe++ writes with
/// `--output_mode sarif` (results with ruleId, level, message, one physical location,
/// code-point columns), completed for GitHub code scanning with rules metadata, URIs
/// relative to `%SRCROOT%`, and line-independent `partialFingerprints`. Results keep the
/// order of `diagnostics` (the merge sorts them), then `own`'s, so the log is deterministic.
pub fn sarif(
    files: &FileTable,
    diagnostics: &[Diagnostic],
    own: &[OwnResult<'_>],
    options: &SarifOptions,
) -> serde_json::Value {
    use serde_json::json;
    let root_uri = file_uri(&options.root, true);
    let mut rules: Vec<&super::Entry> = diagnostics.iter().map(|d| d.id.entry()).collect();
    rules.sort_by_key(|e| e.id);
    rules.dedup_by_key(|e| e.id);
    let rule_index = |id: super::DiagId| rules.iter().position(|e| e.id == id).unwrap_or(0);
    let rules_json: Vec<serde_json::Value> = rules
        .iter()
        .map(|e| {
            let mut properties = serde_json::Map::new();
            if let Some(n) = e.display {
                properties.insert("nvccNumber".into(), json!(format!("{n}-D")));
            }
            if let Some(tag) = e.tag {
                properties.insert("nvccTag".into(), json!(tag));
            }
            json!({
                "id": sarif_rule_id(e),
                "name": format!("{:?}", e.id),
                "shortDescription": { "text": e.template },
                "defaultConfiguration": { "level": sarif_level(e.severity) },
                "properties": properties,
            })
        })
        .collect();
    let mut own_rules: Vec<(&str, &str)> = own.iter().map(|r| (r.rule, r.description)).collect();
    own_rules.sort_unstable();
    own_rules.dedup_by_key(|r| r.0);
    let rules_json: Vec<serde_json::Value> = rules_json
        .into_iter()
        .chain(own_rules.iter().map(|(rule, description)| {
            json!({
                "id": rule,
                "shortDescription": { "text": description },
                "defaultConfiguration": { "level": "warning" },
                "properties": { "tool": "cufront" },
            })
        }))
        .collect();
    let mut results: Vec<serde_json::Value> = diagnostics
        .iter()
        .map(|d| {
            let entry = d.id.entry();
            let p = place(files, d);
            let text = message(d, &style(&p, false));
            let mut result = json!({
                "ruleId": sarif_rule_id(entry),
                "ruleIndex": rule_index(d.id),
                "level": sarif_level(d.severity),
                "message": { "text": text },
            });
            let passes: Vec<&str> = [(Passes::HOST, "host"), (Passes::DEVICE, "device")]
                .into_iter()
                .filter(|(pass, _)| d.passes.contains(*pass))
                .map(|(_, name)| name)
                .collect();
            result["properties"] = match d.arch {
                // One device pass per architecture: which one reported it.
                Some(arch) => json!({ "passes": passes, "arch": arch.to_string() }),
                None => json!({ "passes": passes }),
            };
            if let (Some(p), Some(loc)) = (&p, d.loc) {
                let mut lc = files.get(loc.file).line_col(loc.offset);
                if let Some(printed) = &d.printed {
                    // The column nvcc's front ends count, in characters of the printed line.
                    let before = &printed.text.as_bytes()[..(printed.col as usize - 1).min(printed.text.len())];
                    lc.line = printed.line;
                    lc.col_chars = String::from_utf8_lossy(before).chars().count() as u32 + 1;
                }
                let path = files.get(loc.file).path();
                let artifact = match relative_to(path, &options.root) {
                    Some(rel) => json!({ "uri": rel, "uriBaseId": "%SRCROOT%" }),
                    None => json!({ "uri": file_uri(path, false) }),
                };
                result["locations"] = json!([{
                    "physicalLocation": {
                        "artifactLocation": artifact,
                        "region": if d.at_end_of_source || d.line_only.is_some() {
                            json!({ "startLine": lc.line })
                        } else {
                            json!({ "startLine": lc.line, "startColumn": lc.col_chars })
                        },
                    }
                }]);
                // Stable across edits that move the line: the rule, the file, the message
                // and the text of the line.
                let key = format!(
                    "{}\0{}\0{}\0{}",
                    sarif_rule_id(entry),
                    p.path,
                    text,
                    String::from_utf8_lossy(p.text).trim()
                );
                result["partialFingerprints"] =
                    json!({ "cufront/v1": format!("{:032x}", xxhash_rust::xxh3::xxh3_128(key.as_bytes())) });
            }
            result
        })
        .collect();
    for r in own {
        let path = std::path::Path::new(r.path);
        let artifact = match relative_to(path, &options.root) {
            Some(rel) => json!({ "uri": rel, "uriBaseId": "%SRCROOT%" }),
            None => json!({ "uri": file_uri(path, false) }),
        };
        let key = format!("{}\0{}\0{}", r.rule, r.path, r.message);
        results.push(json!({
            "ruleId": r.rule,
            "ruleIndex": rules.len() + own_rules.iter().position(|o| o.0 == r.rule).unwrap_or(0),
            "level": "warning",
            "message": { "text": r.message },
            "properties": { "tool": "cufront" },
            "locations": [{
                "physicalLocation": {
                    "artifactLocation": artifact,
                    "region": { "startLine": r.line, "startColumn": r.col },
                }
            }],
            "partialFingerprints": {
                "cufront/v1": format!("{:032x}", xxhash_rust::xxh3::xxh3_128(key.as_bytes()))
            },
        }));
    }
    json!({
        "version": "2.1.0",
        "$schema": "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json",
        "runs": [{
            "tool": { "driver": {
                "name": "cufront",
                "version": options.version,
                "informationUri": "https://example.invalid/cufront",
                "rules": rules_json,
            }},
            "originalUriBaseIds": { "%SRCROOT%": { "uri": root_uri } },
            "columnKind": "unicodeCodePoints",
            "results": results,
        }]
    })
}

/// `path` relative to `root` with `/` separators, when it lies under it.
fn relative_to(path: &std::path::Path, root: &std::path::Path) -> Option<String> {
    let abs = if path.is_absolute() { path.to_path_buf() } else { std::env::current_dir().ok()?.join(path) };
    let rel = abs.strip_prefix(root).ok()?;
    let parts: Vec<String> = rel
        .components()
        .filter(|c| !matches!(c, std::path::Component::CurDir))
        .map(|c| percent_encode(&c.as_os_str().to_string_lossy()))
        .collect();
    Some(parts.join("/"))
}

/// A `file://` URI for an absolute path (`dir` adds the trailing slash SARIF wants for a
/// base URI).
fn file_uri(path: &std::path::Path, dir: bool) -> String {
    let abs = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().map(|d| d.join(path)).unwrap_or_else(|_| path.to_path_buf())
    };
    let mut uri = String::from("file://");
    for c in abs.components().filter(|c| !matches!(c, std::path::Component::RootDir)) {
        uri.push('/');
        uri.push_str(&percent_encode(&c.as_os_str().to_string_lossy()));
    }
    if dir {
        uri.push('/');
    }
    uri
}

fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~+@".contains(&b) {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}
