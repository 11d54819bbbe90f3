//! `cufront preprocess` against g++ -E on the hand-written cases of corpus/cases/pp/expand
//! (expected outputs made by g++, see its regen.sh): the same tokens on the same lines for
//! every case, the same primary diagnostics, and, where we can tell, the same text.

use std::path::{Path, PathBuf};
use std::process::Command;

use cufront_engine::pp::output::printed_tokens;

fn cases() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/pp/expand")
}

/// The case's flags: its first line `// flags: ...`.
fn flags(src: &str) -> Vec<String> {
    let first = src.lines().next().unwrap_or_default();
    first.strip_prefix("// flags: ").map(|f| f.split_whitespace().map(String::from).collect()).unwrap_or_default()
}

/// g++'s `In file included from …` / `from …` lines, in order.
fn include_chains(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|l| l.starts_with("In file included from ") || l.starts_with("                 from "))
        .map(String::from)
        .collect()
}

/// g++'s primary diagnostic lines (`file:line:col: severity: message`), without the
/// source excerpts, include stacks and notes.
fn primary(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter(|l| {
            !l.starts_with(' ') && [": error: ", ": warning: ", ": fatal error: "].iter().any(|k| l.contains(k))
        })
        .map(String::from)
        .collect()
}

#[test]
fn every_case_gives_gxx_tokens_lines_and_diagnostics() {
    // The cases need g++ 12's system directories (for stdc-predef.h), not g++ itself: the
    // predefined macros are the embedded g++ 12.2 tables.
    if !Path::new("/usr/include/stdc-predef.h").exists() {
        assert!(std::env::var("CI").is_err(), "CI must have the host compiler's system headers");
        eprintln!("skipped: no /usr/include/stdc-predef.h (install g++ 12)");
        return;
    }
    let dir = cases();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("cases")
        .filter_map(|e| e.ok()?.file_name().into_string().ok()?.strip_suffix(".cpp").map(String::from))
        .collect();
    names.sort();
    let (mut text_same, mut token_failures, mut diag_failures) = (0, Vec::new(), Vec::new());
    for name in &names {
        let src = std::fs::read_to_string(dir.join(format!("{name}.cpp"))).expect("case");
        let mut args: Vec<String> =
            ["preprocess", "--gcc", "--embedded-host", &format!("{name}.cpp"), "-std=gnu++17"].map(String::from).into();
        args.extend(flags(&src));
        let out = Command::new(env!("CARGO_BIN_EXE_cufront")).args(&args).current_dir(&dir).output().expect("runs");
        let want = std::fs::read(dir.join("expected").join(format!("{name}.ii"))).expect("expected .ii");
        let want_err = std::fs::read_to_string(dir.join("expected").join(format!("{name}.err"))).expect(".err");
        if out.stdout == want {
            text_same += 1;
        }
        let (got, expected) = (printed_tokens(&out.stdout), printed_tokens(&want));
        if got != expected {
            let at = got.iter().zip(&expected).position(|(a, b)| a != b).unwrap_or(got.len().min(expected.len()));
            token_failures.push(format!(
                "{name}: first difference at token {at}: {:?} vs g++ {:?}",
                got.get(at),
                expected.get(at)
            ));
        }
        let (got_diags, want_diags) = (primary(&String::from_utf8_lossy(&out.stderr)), primary(&want_err));
        if got_diags != want_diags {
            diag_failures.push(format!("{name}:\n  cufront: {got_diags:?}\n  g++:     {want_diags:?}"));
        }
        let (got_chain, want_chain) =
            (include_chains(&String::from_utf8_lossy(&out.stderr)), include_chains(&want_err));
        if got_chain != want_chain {
            diag_failures.push(format!("{name}: include chains\n  cufront: {got_chain:?}\n  g++:     {want_chain:?}"));
        }
    }
    eprintln!(
        "{} cases: tokens and lines equal in {}, primary diagnostics equal in {}, text identical in {}",
        names.len(),
        names.len() - token_failures.len(),
        names.len() - diag_failures.len(),
        text_same
    );
    assert!(token_failures.is_empty(), "{}", token_failures.join("\n"));
    assert!(diag_failures.is_empty(), "{}", diag_failures.join("\n"));
}
