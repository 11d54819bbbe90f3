//! The command line end to end: `cufront check` prints what nvcc prints for the demo units
//! (corpus/demo/expected/*.txt is nvcc's own stderr) and exits as documented.

use std::path::Path;
use std::process::Command;

fn demo() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/demo")
}

fn cufront(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_cufront")).args(args).current_dir(demo()).output().expect("cufront runs")
}

#[test]
fn check_prints_what_nvcc_prints_for_each_demo_unit() {
    for (unit, status) in [("lexical_error.cu", 1), ("saxpy.cu", 0), ("reduce.cu", 0)] {
        let out = cufront(&["check", unit]);
        let want =
            std::fs::read_to_string(demo().join("expected").join(unit.replace(".cu", ".txt"))).expect("nvcc's text");
        assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{unit}");
        assert_eq!(out.status.code(), Some(status), "{unit}");
    }
}

#[test]
fn check_of_a_directory_names_units_as_given() {
    let out = cufront(&["check", "--format", "gcc", "."]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("lexical_error.cu:5:12: warning: missing terminating \" character\n"), "{text}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("3 units checked: 1 error, 1 warning"));
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn unreadable_input_is_an_error_not_a_crash() {
    let out = cufront(&["check", "no_such_file.cu"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("could not open source file \"no_such_file.cu\""));
    let out = cufront(&["tokens", "no_such_file.cu"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn tokens_prints_kind_position_text() {
    let out = cufront(&["tokens", "saxpy.cu"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("\npunct:<<< 20:10 <<<\n"), "{text}");
    assert!(text.contains("\nheader-name 2:10 <cstdio> [space]\n"));
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn check_writes_one_sarif_log_for_the_run() {
    let out = cufront(&["check", "--format", "sarif", "."]);
    let log: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    let results = log["runs"][0]["results"].as_array().expect("results");
    assert_eq!(results.len(), 2);
    assert_eq!(results[1]["ruleId"], "cpp/UnterminatedComment");
    assert_eq!(results[1]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "lexical_error.cu");
}

#[test]
fn check_honours_nvcc_diagnostic_flags() {
    // -w silences g++'s warning; the unterminated comment stays an error.
    let out = cufront(&["check", "--format", "gcc", "lexical_error.cu", "--", "-w"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "lexical_error.cu:8:1: error: unterminated comment\n");
    let out = cufront(&["check", "lexical_error.cu", "--", "-diag-suppress", "not_a_number"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("'not_a_number': expected a number"));
}
