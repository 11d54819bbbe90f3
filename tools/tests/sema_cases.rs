//! `cufront check` on the committed semantic cases (corpus/cases/sema: a few lines each, one
//! CUDA rule or one valid form each, with the real nvcc's diagnostics of both passes in
//! expected/). Every diagnostic cufront reports must be one nvcc reports — same line,
//! column, severity, number, words and pass — and the summary says how many of nvcc's it
//! finds so far (precision and recall over all cases).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

mod support;
use support::{first_line_flags, in_ci};

/// (line, column, severity, number, message, pass): what a diagnostic is compared on.
type Key = (u64, u64, String, u64, String, String);

fn keys(text: &[u8]) -> BTreeSet<Key> {
    String::from_utf8_lossy(text)
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .map(|d| {
            let s = |f: &str| d[f].as_str().unwrap_or_default().to_string();
            let n = |f: &str| d[f].as_u64().unwrap_or(0);
            (n("line"), n("col"), s("severity"), n("number"), s("message"), s("pass"))
        })
        .collect()
}

/// The fetched CUDA headers (the cases' expected outputs were made with the real toolkit's).
fn cuda_flags() -> Option<Vec<String>> {
    let headers = cufront_engine::batch::corpus_dir().join("cuda-headers");
    headers.join("include/cuda_runtime.h").is_file().then(|| vec!["--cuda-path".into(), headers.display().to_string()])
}

#[test]
fn cufront_reports_only_what_nvcc_reports_on_the_semantic_cases() {
    let Some(cuda) = cuda_flags() else {
        assert!(!in_ci(), "CI must fetch the corpus (corpus/fetch.sh)");
        eprintln!("skipped: the cases need the fetched CUDA headers (corpus/fetch.sh)");
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/sema");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus/cases/sema")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    cases.sort();
    let (mut found, mut false_alarms, mut missed) = (0usize, Vec::new(), Vec::new());
    let mut silent_cases = 0;
    for case in &cases {
        let name = case.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        let flags = first_line_flags(&std::fs::read_to_string(case).expect("case"));
        let out = Command::new(env!("CARGO_BIN_EXE_cufront"))
            .args(["check", "--format", "json", "--all-passes", "--nvcc-columns", "--embedded-host"])
            .arg(case.file_name().expect("name"))
            .arg("--")
            .args(&cuda)
            .args(&flags)
            .current_dir(&dir)
            .output()
            .expect("cufront runs");
        assert!(out.status.code().is_some_and(|c| c <= 1), "{name}: {}", String::from_utf8_lossy(&out.stderr));
        let ours = keys(&out.stdout);
        let expected = keys(&std::fs::read(dir.join("expected").join(format!("{name}.jsonl"))).expect("expected"));
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
    // A ratchet: what is found stays found.
    assert!(found >= 96, "nvcc's diagnostics found: {found}");
}
