//! Diagnostic control against the real nvcc: the same facts as diag_golden.rs, passed
//! through `DiagControl` built from nvcc's flags, rendered, and compared with what nvcc
//! printed under those flags (corpus/cases/diag/expected/control/*.txt).

mod support;

use cufront_engine::diag::control::{Action, ControlError, DiagControl};
use cufront_engine::diag::render::nvcc_text;
use cufront_engine::diag::{after_front_end, Arg, Collect, DiagId, DiagSink, Diagnostic, EntitySummary, Passes};
use cufront_engine::source::{FileId, FileTable};
use support::{at, case_dir, load};

/// The facts of `unit` (as nvcc reported them without flags), emitted through `control`.
/// #177 is found by both passes' front ends; the control decides which pass prints it (the
/// host pass only when it is classified explicitly).
fn facts(unit: &str, files: &FileTable, f: FileId, control: &mut DiagControl) -> Vec<Diagnostic> {
    let mut collect = Collect::default();
    {
        let mut sink = DiagSink::new().with(control).with(&mut collect);
        match unit {
            "unused_variable.cu" => {
                let b = EntitySummary { kind_label: "variable", name: "b".into(), ..EntitySummary::default() };
                sink.report(DiagId::DeclaredButNeverReferenced, at(files, f, 2, 26)).arg(b).passes(Passes::BOTH);
            }
            "cross_space_call.cu" => {
                sink.report(DiagId::CallDeviceFromHost, at(files, f, 4, 11))
                    .arg("devf(int)")
                    .arg("main")
                    .passes(Passes::HOST);
            }
            "werror_kinds.cu" => {
                let function =
                    |name: &str| EntitySummary { kind_label: "function", name: name.into(), ..Default::default() };
                let because = || vec![Arg::Str("deprecated".into())];
                sink.report(DiagId::DeclaredDeprecated, at(files, f, 10, 19))
                    .arg(function("old2"))
                    .note(DiagId::NoteBecauseOfAttribute, at(files, f, 8, 3), because())
                    .passes(Passes::DEVICE);
                sink.report(DiagId::DeclaredDeprecatedWithMessage, at(files, f, 10, 10))
                    .arg(function("old"))
                    .arg("x")
                    .note(DiagId::NoteBecauseOfAttribute, at(files, f, 7, 3), because())
                    .passes(Passes::DEVICE);
                sink.report(DiagId::CallHostFromHostDevice, at(files, f, 5, 3))
                    .arg("hh()")
                    .arg("hd")
                    .passes(Passes::DEVICE);
            }
            "unterminated_string.cu" => {
                sink.report(DiagId::MissingTerminatingQuote, at(files, f, 1, 9)).arg("\"");
            }
            _ => unreachable!("a case of this test"),
        }
    }
    // In nvcc's order, as a pass leaves them: cicc's late diagnostics after its front end's.
    after_front_end(&mut collect.diagnostics);
    collect.diagnostics
}

fn check(expected: &str, unit: &str, flags: &[&str]) {
    let (files, f) = load(unit);
    let mut control = DiagControl::from_nvcc_args(flags).expect("nvcc accepts these flags");
    let diagnostics = facts(unit, &files, f, &mut control);
    let want = std::fs::read_to_string(case_dir().join("expected").join(expected)).expect("nvcc's text");
    assert_eq!(nvcc_text(&files, &diagnostics, unit, None), want, "{expected}: {flags:?}");
}

#[test]
fn diag_error_prints_a_plain_error() {
    check("control/unused_variable.diag-error.txt", "unused_variable.cu", &["-diag-error", "177"]);
}

#[test]
fn werror_keeps_the_number_and_the_remark() {
    check("control/unused_variable.werror.txt", "unused_variable.cu", &["-Werror", "all-warnings"]);
}

#[test]
fn suppress_beats_error_and_warn_beats_error_in_any_order() {
    check(
        "control/unused_variable.suppress-beats-error.txt",
        "unused_variable.cu",
        &["-diag-error", "177", "-diag-suppress", "177"],
    );
    check(
        "control/unused_variable.suppress-beats-error.txt",
        "unused_variable.cu",
        &["-diag-suppress=177", "-diag-error=177"],
    );
    // With -diag-warn 177 the host pass (cudafe++) reports #177 as well.
    for flags in [["-diag-warn", "177", "-diag-error", "177"], ["-diag-error", "177", "-diag-warn", "177"]] {
        check("control/unused_variable.warn-beats-error.txt", "unused_variable.cu", &flags);
    }
}

#[test]
fn w_drops_warnings() {
    check("control/unused_variable.w.txt", "unused_variable.cu", &["-w"]);
    check("control/unused_variable.w.txt", "unused_variable.cu", &["-w", "-Werror", "all-warnings"]);
    // nvcc's long spelling, and cudafe++'s own `-w` (both passes silent with either: the
    // oracle).
    check("control/unused_variable.w.txt", "unused_variable.cu", &["--disable-warnings"]);
    check("control/unused_variable.w.txt", "unused_variable.cu", &["-Xcudafe", "-w"]);
}

#[test]
fn other_tools_options_are_theirs() {
    // `-Xcompiler -w` silences g++, not the front ends (the oracle).
    let mut control = DiagControl::from_nvcc_args(&["-Xcompiler", "-w"]).expect("ok");
    let plain = DiagControl::from_nvcc_args::<&str>(&[]).expect("ok");
    assert_eq!(format!("{control:?}"), format!("{plain:?}"));
    control = DiagControl::from_nvcc_args(&["-Xptxas", "-w", "-Xlinker", "-w"]).expect("ok");
    assert_eq!(format!("{control:?}"), format!("{plain:?}"));
}

#[test]
fn werror_kinds_are_diag_error_for_their_tags() {
    check("werror_kinds.txt", "werror_kinds.cu", &[]);
    for kind in ["cross-execution-space-call", "deprecated-declarations"] {
        let expected = format!("control/werror_kinds.{kind}.txt");
        check(&expected, "werror_kinds.cu", &["-Werror", kind]);
        check(&expected, "werror_kinds.cu", &[&format!("-Werror={kind}")]);
    }
}

#[test]
fn hard_errors_ignore_control() {
    check("control/cross_space_call.suppress-hard-error.txt", "cross_space_call.cu", &["-diag-suppress", "3591"]);
    check("control/cross_space_call.suppress-hard-error.txt", "cross_space_call.cu", &["-diag-warn", "3591"]);
}

#[test]
fn werror_reaches_the_preprocessor() {
    check("control/unterminated_string.werror.txt", "unterminated_string.cu", &["-Werror", "all-warnings"]);
}

#[test]
fn numbers_tags_and_nvcc_spellings() {
    let c = DiagControl::from_nvcc_args(&["-diag-suppress", "20012,177"]).expect("ok");
    let (files, f) = load("unused_variable.cu");
    let mut c1 = c.clone();
    assert!(facts("unused_variable.cu", &files, f, &mut c1).is_empty());
    // The internal number names the same diagnostic as the display number.
    let mut by_internal = DiagControl::default();
    by_internal.set("3596", Action::Suppress);
    let mut by_display = DiagControl::default();
    by_display.set("20012", Action::Suppress);
    assert_eq!(format!("{by_internal:?}"), format!("{by_display:?}"));
    // nvcc's own flags take numbers only; -Xcudafe passes cudafe++'s, which take tags.
    assert_eq!(
        DiagControl::from_nvcc_args(&["-diag-suppress", "declared_but_not_referenced"]).err(),
        Some(ControlError::ExpectedNumber("declared_but_not_referenced".into()))
    );
    let mut tagged =
        DiagControl::from_nvcc_args(&["-Xcudafe", "--diag_suppress=declared_but_not_referenced"]).expect("ok");
    assert!(facts("unused_variable.cu", &files, f, &mut tagged).is_empty());
    // One -Xcudafe value holding two options (nvcc splits it at spaces): the second applies.
    check(
        "control/unused_variable.xcudafe-two-options.txt",
        "unused_variable.cu",
        &["-Xcudafe", "--diag_suppress=550 --diag_error=declared_but_not_referenced"],
    );
    assert!(DiagControl::from_nvcc_args(&["-Werror", "nonsense"]).is_err());
    assert!(DiagControl::from_nvcc_args(&["-diag-error"]).is_err());
    // Unrelated flags are ignored.
    assert!(DiagControl::from_nvcc_args(&["-std=c++17", "-arch=sm_80", "-O3"]).is_ok());
}

/// nvcc on a terminal (captured through a pty, `\r` removed): colours of the default palette.
#[test]
fn colours_are_nvccs_on_a_terminal() {
    use cufront_engine::diag::render::Palette;
    let palette = Palette::default();
    for (unit, flags, expected) in [
        ("unused_variable.cu", &[][..], "unused_variable.plain.txt"),
        ("unused_variable.cu", &["-Werror", "all-warnings"][..], "unused_variable.werror.txt"),
        ("cross_space_call.cu", &[][..], "cross_space_call.plain.txt"),
    ] {
        let (files, f) = load(unit);
        let mut control = DiagControl::from_nvcc_args(flags).expect("flags");
        let diagnostics = facts(unit, &files, f, &mut control);
        let want = std::fs::read_to_string(case_dir().join("expected/color").join(expected)).expect("nvcc's text");
        assert_eq!(nvcc_text(&files, &diagnostics, unit, Some(&palette)), want, "{expected}");
    }
    let custom = Palette::parse("error=01;32:warning=01;34:quote=04");
    assert_eq!((custom.error.as_str(), custom.warning.as_str(), custom.locus.as_str()), ("01;32", "01;34", "01"));
}
