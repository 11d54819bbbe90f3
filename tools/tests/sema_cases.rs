//! `cufront check` on the committed semantic cases (corpus/cases/sema and corpus/cases/cuda:
//! a few lines each, one CUDA rule or one valid form each, with the real nvcc's diagnostics
//! of both passes in expected/). Every diagnostic cufront reports must be one nvcc reports — same line,
//! column, severity, number, words, pass and architecture — and the summary says how many of nvcc's it
//! finds so far (precision and recall over all cases).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

mod support;
use support::{first_line_flags, in_ci, nvcc_corpus_diagnostics, with_cuda_placeholder};

/// (line, column, severity, number, message, pass, architecture): what a diagnostic is
/// compared on (the architecture of cicc's, one device pass per virtual architecture).
type Key = (u64, u64, String, u64, String, String, String);

/// The diagnostics of a JSON-lines output; `cuda`, the toolkit's directory in messages, is
/// written `<cuda>` as the oracle writes it.
fn keys(text: &[u8], cuda: &str) -> BTreeSet<Key> {
    String::from_utf8_lossy(text)
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .map(|d| {
            let s = |f: &str| d[f].as_str().unwrap_or_default().to_string();
            let n = |f: &str| d[f].as_u64().unwrap_or(0);
            let message = s("message").replace(cuda, "<cuda>");
            (n("line"), n("col"), s("severity"), n("number"), message, s("pass"), s("arch"))
        })
        .collect()
}

/// The fetched CUDA headers (the cases' expected outputs were made with the real toolkit's).
/// Without them a test is skipped, with the reason printed; under CI that is a failure.
fn cuda_headers() -> Option<String> {
    let headers = cufront_engine::batch::corpus_dir().join("cuda-headers");
    if !headers.join("include/cuda_runtime.h").is_file() {
        assert!(!in_ci(), "CI must fetch the corpus (corpus/fetch.sh)");
        eprintln!("skipped: the cases need the fetched CUDA headers (corpus/fetch.sh)");
        return None;
    }
    Some(headers.display().to_string())
}

#[test]
fn cufront_reports_only_what_nvcc_reports_on_the_semantic_cases() {
    let Some(cuda) = cuda_headers() else { return };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases");
    let mut cases: Vec<PathBuf> = ["sema", "cuda"]
        .iter()
        .flat_map(|d| std::fs::read_dir(root.join(d)).expect("corpus/cases/sema and cuda"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    cases.sort();
    let (mut found, mut false_alarms, mut missed) = (0usize, Vec::new(), Vec::new());
    let mut silent_cases = 0;
    for case in &cases {
        let name = case.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        let dir = case.parent().expect("a case's directory");
        let flags = first_line_flags(&std::fs::read_to_string(case).expect("case"));
        let out = Command::new(env!("CARGO_BIN_EXE_cufront"))
            .args(["check", "--format", "json", "--all-passes", "--nvcc-columns", "--embedded-host"])
            .arg(case.file_name().expect("name"))
            .args(["--", "--cuda-path", &cuda])
            .args(&flags)
            .current_dir(dir)
            .output()
            .expect("cufront runs");
        assert!(out.status.code().is_some_and(|c| c <= 1), "{name}: {}", String::from_utf8_lossy(&out.stderr));
        let ours = keys(&out.stdout, &cuda);
        let expected =
            keys(&std::fs::read(dir.join("expected").join(format!("{name}.jsonl"))).expect("expected"), &cuda);
        if expected.is_empty() {
            silent_cases += 1;
        }
        found += ours.intersection(&expected).count();
        false_alarms.extend(ours.difference(&expected).map(|d| format!("{name}: {d:?}")));
        missed.extend(expected.difference(&ours).map(|d| format!("{name}: {d:?}")));
    }
    let total = found + missed.len();
    eprintln!(
        "semantic cases: {} ({silent_cases} where nvcc is silent); nvcc's diagnostics found: {found} of {total} \
         (recall {:.1}%), precision {:.1}%",
        cases.len(),
        100.0 * found as f64 / total.max(1) as f64,
        100.0 * found as f64 / (found + false_alarms.len()).max(1) as f64,
    );
    eprintln!("not found yet:\n  {}", missed.join("\n  "));
    assert!(false_alarms.is_empty(), "diagnostics nvcc does not print:\n  {}", false_alarms.join("\n  "));
    // A ratchet: what is found stays found (a little below the count: 2683 of 519 cases).
    assert!(found >= 3100, "nvcc's diagnostics found: {found}");
}

/// The cases for several virtual architectures (sema/multiple_architectures*): nvcc's text
/// (expected/NAME.txt, its stderr) byte for byte — the host pass, then a device pass per
/// architecture in nvcc's order, each with its own remark, none after the first that fails —
/// and the same for any --jobs.
#[test]
fn units_for_several_architectures_get_nvccs_text_for_any_jobs() {
    let Some(cuda) = cuda_headers() else { return };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/sema");
    let mut cases: Vec<String> = std::fs::read_dir(&dir)
        .expect("corpus/cases/sema")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with("multiple_architectures") && n.ends_with(".cu"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 5, "{cases:?}");
    // g++ underlines the token it points at (`^~~~~~~`); cufront's caret stands alone.
    let without_underlines = |t: &str| t.lines().map(|l| l.trim_end_matches('~')).collect::<Vec<_>>().join("\n");
    for case in &cases {
        let flags = first_line_flags(&std::fs::read_to_string(dir.join(case)).expect("case"));
        let name = case.trim_end_matches(".cu");
        let want = std::fs::read_to_string(dir.join("expected").join(format!("{name}.txt"))).expect("nvcc's text");
        for jobs in ["1", "3"] {
            let out = Command::new(env!("CARGO_BIN_EXE_cufront"))
                .args(["check", "--jobs", jobs, "--nvcc-columns", "--embedded-host", case, "--", "--cuda-path", &cuda])
                .args(&flags)
                .current_dir(&dir)
                .output()
                .expect("cufront runs");
            let text = String::from_utf8_lossy(&out.stdout);
            assert_eq!(without_underlines(&text), without_underlines(&want), "{name} with --jobs {jobs}");
        }
    }
}

/// The fetched corpus's units the real nvcc rejects (candle-kernels redefines CUDA's
/// `atomicAdd(double *, double)`): cufront reports exactly nvcc's errors on them, in each
/// pass, at nvcc's line and column.
#[test]
fn units_nvcc_rejects_get_nvccs_errors() {
    let corpus = cufront_engine::batch::corpus_dir();
    let Ok(tus) = std::fs::read_to_string(corpus.join("tus.jsonl")) else {
        assert!(!in_ci(), "CI must fetch the corpus (corpus/fetch.sh)");
        eprintln!("skipped: no corpus at {} (run corpus/fetch.sh)", corpus.display());
        return;
    };
    let cuda = corpus.join("cuda-headers");
    let nvcc = nvcc_corpus_diagnostics();
    let mut checked = 0;
    for line in tus.lines() {
        let Ok(tu) = serde_json::from_str::<serde_json::Value>(line) else { continue };
        let key =
            (tu["corpus"].as_str().unwrap_or_default().to_string(), tu["tu"].as_str().unwrap_or_default().to_string());
        let Some(diags) = nvcc.get(&key) else { continue };
        let errors = |d: &&serde_json::Value| d["severity"] == "error";
        let want: BTreeSet<_> = diags
            .iter()
            .filter(errors)
            .map(|d| (d["pass"].to_string(), d["line"].as_u64(), d["col"].as_u64(), d["message"].to_string()))
            .collect();
        if want.is_empty() {
            continue;
        }
        let args: Vec<&str> = tu["args"].as_array().into_iter().flatten().filter_map(|a| a.as_str()).collect();
        let out = Command::new(env!("CARGO_BIN_EXE_cufront"))
            .args(["check", "--format", "json", "--all-passes", "--nvcc-columns", "--embedded-host"])
            .arg(tu["file"].as_str().unwrap_or_default())
            .arg("--")
            .arg("--cuda-path")
            .arg(&cuda)
            .args(&args)
            .current_dir(tu["directory"].as_str().unwrap_or("."))
            .output()
            .expect("cufront runs");
        let got: BTreeSet<_> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter(|d| d["severity"] == "error")
            .map(|d| {
                let message = with_cuda_placeholder(d["message"].as_str().unwrap_or_default(), &cuda);
                (
                    d["pass"].to_string(),
                    d["line"].as_u64(),
                    d["col"].as_u64(),
                    serde_json::Value::from(message).to_string(),
                )
            })
            .collect();
        assert_eq!(got, want, "{}: cufront's errors (left) and nvcc's (right)", key.1);
        checked += 1;
    }
    eprintln!("corpus units nvcc rejects: {checked}, each with nvcc's errors exactly");
    assert!(checked > 0 || !in_ci(), "the corpus has units nvcc rejects");
}
