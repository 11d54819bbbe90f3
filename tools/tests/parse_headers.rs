//! `cufront parse` on the header units of corpus/cases/parse-headers (all of libstdc++ in
//! C++17 and C++20, every public CUDA header), in nvcc's host pass and in its device pass:
//! the real nvcc compiles each with zero errors (the directory's README.md), so the parser
//! must report none. Prints what the parser found (tokens, declarations, declarations given up
//! yet) for each pass.
//!
//! The libstdc++ units need g++ 12's headers (/usr/include/c++/12); `cuda_all.cu` needs the
//! fetched CUDA headers (corpus/fetch.sh). A unit whose headers are absent is skipped with a
//! printed reason, and fails under CI (`CI=true`).

use std::path::{Path, PathBuf};
use std::process::Command;

mod support;
use support::{first_line_flags, in_ci};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/parse-headers")
}

/// The fetched CUDA headers, when present.
fn fetched_cuda() -> Option<PathBuf> {
    let headers = cufront_engine::batch::corpus_dir().join("cuda-headers");
    headers.join("include/cuda_runtime.h").is_file().then_some(headers)
}

/// The number just before `what` in `text` (`… 123 tokens …`).
fn count(text: &str, what: &str) -> u64 {
    let Some(at) = text.find(what) else { return 0 };
    let digits: String = text[..at].chars().rev().skip_while(|c| *c == ' ').take_while(char::is_ascii_digit).collect();
    digits.chars().rev().collect::<String>().parse().unwrap_or(0)
}

/// Runs `cufront parse` on unit `name` in both passes; asserts that no error is reported.
/// `needs_cuda`: the unit is meaningless without the real CUDA headers.
fn check(name: &str, needs_cuda: bool) {
    let cuda = fetched_cuda();
    if needs_cuda && cuda.is_none() {
        assert!(!in_ci(), "CI must fetch the corpus (corpus/fetch.sh)");
        eprintln!(
            "skipped: {name}: no CUDA headers at {} (run corpus/fetch.sh)",
            cufront_engine::batch::corpus_dir().join("cuda-headers").display()
        );
        return;
    }
    if !Path::new("/usr/include/c++/12").is_dir() {
        assert!(!in_ci(), "CI must have g++ 12's headers");
        eprintln!("skipped: {name}: no /usr/include/c++/12 (g++ 12's headers)");
        return;
    }
    let text = std::fs::read_to_string(dir().join(name)).expect("unit");
    let flags = first_line_flags(&text);
    for device in [false, true] {
        let pass = if device { "device" } else { "host" };
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_cufront"));
        cmd.args(["parse", "--json", "--stats", "--embedded-host"]);
        if device {
            cmd.arg("--device");
        }
        cmd.arg(name);
        if let Some(cuda) = &cuda {
            cmd.arg("--cuda-path").arg(cuda);
        }
        let out = cmd.args(&flags).current_dir(dir()).output().expect("cufront runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let errors: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter(|d| d["severity"] == "error")
            .collect();
        assert!(errors.is_empty(), "{name} ({pass}): nvcc reports no error, cufront does: {errors:?}");
        assert!(out.status.success(), "{name} ({pass}): exit status {:?}\n{stderr}", out.status);
        let tokens = count(&stderr, " tokens,");
        assert!(tokens > 10_000, "{name} ({pass}): only {tokens} tokens\n{stderr}");
        eprintln!(
            "{name} ({pass}): {tokens} tokens, {} declarations read, {} given up, no error",
            count(&stderr, " declarations read"),
            count(&stderr, " given up")
        );
    }
}

#[test]
fn libstdcxx_in_cxx17_has_no_syntax_error() {
    check("stdcxx17.cu", false);
}

#[test]
fn libstdcxx_in_cxx20_has_no_syntax_error() {
    check("stdcxx20.cu", false);
}

#[test]
fn every_public_cuda_header_has_no_syntax_error() {
    check("cuda_all.cu", true);
}
