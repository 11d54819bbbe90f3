//! `cufront parse` on the committed syntax-error units (corpus/cases/parse, one error each,
//! with the real nvcc's diagnostics in expected/), and on every unit of the fetched corpus in
//! both of nvcc's passes.
//!
//! The parser reports only what it is certain of, so on a broken unit it reports nothing or
//! the error nvcc reports first (same line, number and words); on valid code, nothing. The
//! summary says how many broken units it detects so far.

use std::path::{Path, PathBuf};
use std::process::Command;

mod support;
use support::{first_line_flags, in_ci, nvcc_corpus_diagnostics, with_cuda_placeholder};

fn corpus() -> PathBuf {
    cufront_engine::batch::corpus_dir()
}

/// The CUDA headers the cases are checked with: the fetched ones, or (on a developer's
/// machine without the corpus) whichever cufront finds, the embedded minimal header last.
fn cuda_flags() -> Vec<String> {
    let headers = corpus().join("cuda-headers");
    if headers.join("include/cuda_runtime.h").is_file() {
        vec!["--cuda-path".into(), headers.to_string_lossy().into_owned()]
    } else {
        assert!(!in_ci(), "CI must fetch the corpus (corpus/fetch.sh)");
        eprintln!("note: no fetched CUDA headers; the cases run with the headers cufront finds");
        Vec::new()
    }
}

fn json_lines(text: &[u8]) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(text).lines().filter_map(|l| serde_json::from_str(l).ok()).collect()
}

/// nvcc's first error in EDG's emission order: the first `error:` of nvcc's text (the .jsonl
/// is sorted by position), found in the .jsonl's host pass for its column and number. An
/// error *At end of source* has the unit's last line and no column there.
fn first_emitted_error<'a>(text: &str, expected: &'a [serde_json::Value], name: &str) -> Option<&'a serde_json::Value> {
    let (line, message) = text.lines().find_map(|l| {
        let (place, message) = l.split_once(": error: ")?;
        let line = match place {
            "At end of source" => None,
            _ => Some(place.rsplit_once('(')?.1.trim_end_matches(')').parse::<u64>().ok()?),
        };
        Some((line, message))
    })?;
    let found = expected.iter().find(|d| {
        d["pass"] == "host"
            && d["severity"] == "error"
            && d["message"] == message
            && match line {
                Some(line) => d["line"].as_u64() == Some(line),
                None => d["col"].is_null(),
            }
    });
    assert!(found.is_some(), "{name}: nvcc's first error {message:?} is in the oracle's .jsonl");
    found
}

#[test]
fn broken_units_get_nvccs_first_error_or_nothing() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/parse");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus/cases/parse")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    cases.sort();
    let cuda = cuda_flags();
    let (mut detected, mut broken, mut undetected) = (0, 0, Vec::new());
    // Every error cufront reports, and how many of them nvcc reports too (all, or the test fails).
    let (mut reported, mut nvccs_errors) = (0, 0);
    for case in &cases {
        let name = case.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        let text = std::fs::read_to_string(case).expect("case");
        let flags = first_line_flags(&text);
        // `check`, not `parse`: nvcc's first error may be a semantic one (`32 > (p)`).
        let out = Command::new(env!("CARGO_BIN_EXE_cufront"))
            .args(["check", "--format", "json", "--embedded-host", "--nvcc-columns"])
            .arg(case.file_name().expect("name"))
            .arg("--")
            .args(&cuda)
            .args(&flags)
            .current_dir(&dir)
            .output()
            .expect("cufront runs");
        let ours = json_lines(&out.stdout);
        let expected =
            json_lines(&std::fs::read(dir.join("expected").join(format!("{name}.jsonl"))).expect("expected"));
        let text = std::fs::read_to_string(dir.join("expected").join(format!("{name}.txt"))).expect("nvcc's text");
        let first_error = first_emitted_error(&text, &expected, &name);
        let host_error = |d: &&serde_json::Value| d["pass"] == "host" && d["severity"] == "error";
        nvccs_errors += expected.iter().filter(host_error).count();
        for ours in ours.iter().filter(|d| d["severity"] == "error") {
            assert!(
                expected.iter().filter(host_error).any(|n| ["line", "col", "message"].iter().all(|f| n[f] == ours[f])),
                "{name}: cufront reports an error nvcc does not: {ours}"
            );
            reported += 1;
        }
        if name.starts_with("ok_") || first_error.is_none() {
            assert!(
                ours.iter().all(|d| d["severity"] != "error"),
                "{name}: cufront reports an error nvcc does not: {ours:?}"
            );
            continue;
        }
        broken += 1;
        let Some(first) = ours.first() else {
            undetected.push(name);
            continue;
        };
        let expected = first_error.expect("checked");
        for field in ["line", "col", "rule", "message", "severity"] {
            assert_eq!(first[field], expected[field], "{name}: {field} of the first error");
        }
        detected += 1;
    }
    eprintln!("syntax-error units: {detected} of {broken} detected with nvcc's first error, none misreported");
    eprintln!("not detected: {}", undetected.join(", "));
    eprintln!("errors: cufront reports {reported}, every one nvcc's; nvcc's host pass reports {nvccs_errors}");
    // The cases the parser is certain of: a stray `}`, an unclosed `{`, a literal or a name
    // after a declarator, a type after a class definition, an enumerator or declarator
    // without a name, a nameless class template, unclosed parameter lists, static_assert and
    // `[[`, `operator(` without its operator, `public:` outside a class, `typename T struct`,
    // `Vec<int v`; in function bodies a missing `;`, `(`, label, operand or `)`, a `case`
    // outside a switch, a stray `else`, `int int`, `sizeof()`, a mem-initializer without
    // its name, an unclosed `asm(`, `decltype(` or condition; `a::::b` and a `::` at the end
    // of the unit; and what the expression reader finds: two operands with no operator
    // between them (in statements, initializers, conditions, loop clauses, case labels,
    // parentheses, subscripts, a conditional's middle, asm operands), a lambda without a
    // body, `new [n]`, a by-reference capture without a name, `<<<>>>`, a structured
    // binding's missing name, a requires-clause that starts with what no operand does, an
    // operator without its operand, an unqualified using-declaration at namespace scope
    // (of a name nothing declares, `using Real float;`: "identifier "Real" is undefined"; of
    // a declared one: "namespace-qualified name is required"), a launch configuration cut
    // short by the `;` — and before it the semantic error nvcc reports first (`k<<<1,
    // 32>(p);`: `32 > (p)` compares int with int *), an array bound whose `[` nothing closes
    // (`int a[3;`): all 65.
    assert!(detected >= 65, "the certain cases are detected ({detected})");
    // Resynchronised after an error at the `;` that ends its construct, the parser reports
    // the next construct's error too (resync_after_semicolon: all 12 of nvcc's;
    // using_unqualified: all 8; array_bound_unclosed: all 4).
    assert!(reported >= 87, "errors after the first are reported ({reported})");
}

#[test]
fn corpus_units_have_no_syntax_errors_in_either_pass() {
    let corpus = corpus();
    let Ok(tus) = std::fs::read_to_string(corpus.join("tus.jsonl")) else {
        assert!(!in_ci(), "CI must fetch the corpus (corpus/fetch.sh)");
        eprintln!("skipped: no corpus at {} (run corpus/fetch.sh)", corpus.display());
        return;
    };
    // Every 8th unit by default (the preprocessor's differential test reads them all with
    // CUFRONT_PP_CORPUS=all; this one with CUFRONT_PARSE_CORPUS=all).
    let stride = match std::env::var("CUFRONT_PARSE_CORPUS").as_deref() {
        Ok("all") => 1,
        _ => 8,
    };
    let cuda = corpus.join("cuda-headers");
    let nvcc = nvcc_corpus_diagnostics();
    let mut runs = 0;
    for line in tus.lines().step_by(stride) {
        let Ok(tu) = serde_json::from_str::<serde_json::Value>(line) else { continue };
        let args: Vec<String> =
            tu["args"].as_array().into_iter().flatten().filter_map(|a| a.as_str().map(String::from)).collect();
        for device in [false, true] {
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_cufront"));
            cmd.args(["parse", "--json", "--embedded-host"]).arg(tu["file"].as_str().unwrap_or_default());
            if device {
                cmd.arg("--device");
            }
            let out = cmd
                .arg("--cuda-path")
                .arg(&cuda)
                .args(&args)
                .current_dir(tu["directory"].as_str().unwrap_or("."))
                .output()
                .expect("cufront runs");
            // No error and nothing from the front end that nvcc does not report too (it
            // rejects some candle-kernels units: corpus/expected/nvcc-corpus.jsonl). g++'s
            // own warnings are nvcc's too (CUTLASS's performance_result.cu: `#pragma once in
            // main file`).
            let pass = if device { "device" } else { "host" };
            let key = (
                tu["corpus"].as_str().unwrap_or_default().to_string(),
                tu["tu"].as_str().unwrap_or_default().to_string(),
            );
            let nvccs = nvcc.get(&key).map(Vec::as_slice).unwrap_or_default();
            let diags = json_lines(&out.stdout);
            let unexpected: Vec<_> = diags
                .iter()
                .filter(|d| d["tool"] != "cpp" || d["severity"] == "error")
                .filter(|d| {
                    let message = with_cuda_placeholder(d["message"].as_str().unwrap_or_default(), &cuda);
                    !nvccs
                        .iter()
                        .any(|n| n["pass"] == pass && n["line"] == d["line"] && n["message"] == message.as_str())
                })
                .collect();
            assert!(unexpected.is_empty(), "{} ({pass}): {unexpected:?}", tu["tu"]);
            // Exit status 1 for nvcc's own errors, never 2 (cufront failed).
            assert!(
                out.status.code().is_some_and(|c| c <= 1),
                "{}: {}",
                tu["tu"],
                String::from_utf8_lossy(&out.stderr)
            );
            runs += 1;
        }
    }
    eprintln!("corpus: {runs} passes parsed, no syntax error");
}

/// By default a diagnostic is placed in the source as written; `--nvcc-columns` places it
/// where nvcc does, in the preprocessed line (`__device__` reads `__attribute__((device))`
/// there), and echoes that line.
#[test]
fn columns_are_the_sources_unless_nvccs_are_asked_for() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/parse");
    let unit = "device_var_garbage.cu";
    let source = std::fs::read_to_string(dir.join(unit)).expect("case");
    let source_col = source.lines().next().and_then(|l| l.find(" 5;")).expect("the stray 5") as u64 + 2;
    let oracle = std::fs::read_to_string(dir.join("expected/device_var_garbage.jsonl")).expect("oracle");
    let nvcc_col = json_lines(oracle.as_bytes())[0]["col"].as_u64().expect("a column");
    assert_ne!(source_col, nvcc_col, "the case needs a macro before the error");
    for (extra, want) in [(None, source_col), (Some("--nvcc-columns"), nvcc_col)] {
        let out = Command::new(env!("CARGO_BIN_EXE_cufront"))
            .args(["parse", "--json", "--embedded-host"])
            .args(extra)
            .arg(unit)
            .args(cuda_flags())
            .current_dir(&dir)
            .output()
            .expect("cufront runs");
        let got = json_lines(&out.stdout);
        assert_eq!(got.len(), 1, "{extra:?}: {got:?}");
        assert_eq!(got[0]["col"].as_u64(), Some(want), "{extra:?}");
    }
    let text = Command::new(env!("CARGO_BIN_EXE_cufront"))
        .args(["parse", "--embedded-host", unit])
        .args(cuda_flags())
        .current_dir(&dir)
        .output()
        .expect("cufront runs");
    let text = String::from_utf8_lossy(&text.stdout).into_owned();
    assert!(text.contains(source.lines().next().unwrap_or_default()), "the source line is echoed: {text}");
}
