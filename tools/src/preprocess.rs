//! `cufront preprocess`: one unit's preprocessed text, as `g++ -E` prints it.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use cufront_engine::diag::template::{expand, no_labels, Style};
use cufront_engine::diag::Severity;
use cufront_engine::pp::{Options, Preprocessor, Printer, SearchDir};
use cufront_engine::source::FileTable;

/// g++-style flags (temporary until the nvcc environment lands).
pub fn run(file: PathBuf, args: &[String], output: Option<PathBuf>) -> io::Result<ExitCode> {
    let mut options = Options { stdc_predef: true, ..Options::default() };
    let mut defines = String::new();
    let mut std_flag: Option<String> = None;
    let (mut quote, mut user, mut system, mut after) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut i = 0;
    let value = |i: &mut usize, flag: &str, a: &str| -> Option<String> {
        if a.len() > flag.len() {
            Some(a[flag.len()..].to_string())
        } else {
            *i += 1;
            args.get(*i).cloned()
        }
    };
    while i < args.len() {
        let a = args[i].as_str();
        for flag in ["-isystem", "-iquote", "-idirafter", "-imacros", "-include", "-I", "-D", "-U"] {
            if a.starts_with(flag) {
                let Some(v) = value(&mut i, flag, a) else { break };
                match flag {
                    "-I" => user.push(v),
                    "-isystem" => system.push(v),
                    "-iquote" => quote.push(v),
                    "-idirafter" => after.push(v),
                    "-include" => options.includes.push(PathBuf::from(v)),
                    "-imacros" => options.imacros.push(PathBuf::from(v)),
                    "-D" => match v.split_once('=') {
                        Some((n, b)) => defines.push_str(&format!("#define {n} {b}\n")),
                        None => defines.push_str(&format!("#define {v} 1\n")),
                    },
                    _ => defines.push_str(&format!("#undef {v}\n")),
                }
                break;
            }
        }
        if let Some(s) = a.strip_prefix("-std=") {
            std_flag = Some(s.to_string());
        }
        i += 1;
    }
    options.command_line = defines;
    options.spaceship = std_flag
        .as_deref()
        .is_some_and(|s| s.ends_with("++20") || s.ends_with("++2a") || s.ends_with("++23") || s.ends_with("++2b"));
    options.strict_iso = std_flag.as_deref().is_some_and(|s| s.starts_with("c++"));
    let mut probe = std::process::Command::new("g++");
    probe.args(["-dM", "-E", "-x", "c++"]);
    if let Some(s) = &std_flag {
        probe.arg(format!("-std={s}"));
    }
    let out = probe.arg("/dev/null").output()?;
    options.predefined = String::from_utf8_lossy(&out.stdout).into_owned();
    let v = std::process::Command::new("g++").args(["-E", "-v", "-x", "c++", "/dev/null"]).output()?;
    let text = String::from_utf8_lossy(&v.stderr).into_owned();
    let mut sys_dirs = Vec::new();
    let mut in_list = false;
    for line in text.lines() {
        if line.starts_with("#include <...>") {
            in_list = true;
            continue;
        }
        if line.starts_with("End of search list") {
            break;
        }
        if in_list {
            sys_dirs.push(line.trim().to_string());
        }
    }
    let dir = |p: &str, system: bool| SearchDir {
        path: PathBuf::from(p),
        system,
        extern_c: system && !p.contains("/c++/") && !p.ends_with("/local/include"),
    };
    options.quote_dirs = quote.iter().map(|p| dir(p, false)).collect();
    options.bracket_dirs = user.iter().map(|p| dir(p, false)).collect();
    // g++ treats -isystem and -idirafter directories as implicitly extern "C" in C++.
    options.bracket_dirs.extend(system.iter().map(|p| SearchDir {
        path: PathBuf::from(p),
        system: true,
        extern_c: true,
    }));
    options.bracket_dirs.extend(sys_dirs.iter().map(|p| dir(p, true)));
    options.bracket_dirs.extend(after.iter().map(|p| SearchDir {
        path: PathBuf::from(p),
        system: true,
        extern_c: true,
    }));

    let mut files = FileTable::new();
    let main = match files.add_path(&file) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("cufront: error: {e}");
            return Ok(ExitCode::from(1));
        }
    };
    let mut pp = Preprocessor::new(&mut files, main, options);
    let sink: Box<dyn Write> = match output {
        Some(p) => Box::new(std::fs::File::create(p)?),
        None => Box::new(io::stdout().lock()),
    };
    Printer::new(BufWriter::new(sink)).run(&mut pp)?;
    let mut failed = false;
    for d in &pp.diagnostics {
        let entry = d.id.entry();
        let place = match (d.loc, d.line_only) {
            (Some(l), line_only) => {
                let f = pp.files().get(l.file);
                let name = f.path().to_string_lossy().into_owned();
                let lc = f.line_col(l.offset);
                match line_only {
                    Some(0) => name,
                    Some(line) => format!("{name}:{line}"),
                    None => format!("{name}:{}:{}", lc.line, lc.col),
                }
            }
            (None, _) => "cc1plus".to_string(),
        };
        let word = match entry.severity {
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Catastrophic => "fatal error",
            _ => {
                failed = true;
                "error"
            }
        };
        let style = Style { current_file: "", labels: &no_labels, color: false };
        let msg = expand(entry.template, &d.args, &style).unwrap_or_else(|_| entry.template.to_string());
        eprintln!("{place}: {word}: {msg}");
    }
    Ok(if failed || pp.fatal { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
