//! `#pragma nv_diag_*` and `nv_diagnostic` against the real nvcc. Each unit of
//! corpus/cases/diag/pragma*.cu runs through the preprocessor and the pragma reader (its
//! warnings about malformed pragmas are cufront's own); the unused locals nvcc reported are
//! built by hand as #177 facts of both passes, placed at their tokens; diagnostic control
//! (flags and pragmas) decides what is printed, and the rendering must equal nvcc's text
//! (`expected/*.txt`, nvcc's stderr; `expected/control/*.txt` under flags) byte for byte,
//! and the JSON lines the oracle's.

mod support;

use cufront_engine::diag::control::DiagControl;
use cufront_engine::diag::render::{json_lines, nvcc_text};
use cufront_engine::diag::{Collect, DiagId, DiagSink, Diagnostic, EntitySummary, Printed};
use cufront_engine::lex::TokenKind;
use cufront_engine::parse::pragma::diag_pragmas;
use cufront_engine::parse::Tokens;
use cufront_engine::pp::env::CxxStd;
use cufront_engine::pp::{Options, Preprocessor};
use cufront_engine::source::FileTable;
use support::{case_dir, load};

/// The unit's diagnostics under `flags`: the pragma reader's, and a #177 fact for every
/// `int aN;` (the cases' unused locals), in source order as nvcc's front ends emit them.
fn run(unit: &str, flags: &[&str]) -> (FileTable, Vec<Diagnostic>) {
    let (mut files, f) = load(unit);
    let tokens = {
        let mut pp = Preprocessor::new(&mut files, f, Options::default());
        Tokens::from_preprocessor(&mut pp, CxxStd::Cxx17)
    };
    let mut control = DiagControl::from_nvcc_args(flags).expect("nvcc accepts these flags");
    let mut collect = Collect::default();
    let pragmas = {
        let mut sink = DiagSink::new().with(&mut control).with(&mut collect);
        diag_pragmas(&tokens, &files, &mut sink)
    };
    control.begin_unit(pragmas);
    {
        let mut sink = DiagSink::new().with(&mut control).with(&mut collect);
        for i in 1..tokens.len() {
            let name = String::from_utf8_lossy(tokens.spelling(i)).into_owned();
            let local = tokens.kind[i] == TokenKind::Identifier
                && name.starts_with('a')
                && name[1..].bytes().all(|b| b.is_ascii_digit())
                && tokens.spelling(i - 1) == b"int";
            if !local {
                continue;
            }
            let variable = EntitySummary { kind_label: "variable", name, ..EntitySummary::default() };
            let printed =
                Printed { line: tokens.line[i], col: tokens.col[i], text: tokens.printed_line(i), name: None };
            sink.report(DiagId::DeclaredButNeverReferenced, Some(tokens.at[i]))
                .arg(variable)
                .printed(printed)
                .token(i as u32)
                .emit();
        }
    }
    // nvcc's front ends read pragmas and code in one go: its order is the line order.
    let mut diagnostics = collect.diagnostics;
    diagnostics.sort_by_key(|d| d.printed.as_ref().map_or(0, |p| p.line));
    (files, diagnostics)
}

fn expected(path: &str) -> String {
    std::fs::read_to_string(case_dir().join("expected").join(path)).expect("nvcc's output")
}

fn check(unit: &str) {
    let (files, diagnostics) = run(unit, &[]);
    assert_eq!(nvcc_text(&files, &diagnostics, unit, None), expected(&unit.replace(".cu", ".txt")), "{unit}: text");
    let mut want: Vec<String> =
        expected(&unit.replace(".cu", ".jsonl")).lines().map(|l| l.replace(", \"arch\": \"compute_75\"", "")).collect();
    let mut got: Vec<String> = json_lines(&files, &diagnostics).lines().map(str::to_string).collect();
    want.sort();
    got.sort();
    assert_eq!(got, want, "{unit}: json");
}

fn check_with_flags(unit: &str, flags: &[&str], expected_text: &str) {
    let (files, diagnostics) = run(unit, flags);
    let want = expected(&format!("control/{expected_text}"));
    assert_eq!(nvcc_text(&files, &diagnostics, unit, None), want, "{unit}: {flags:?}");
}

#[test]
fn pragmas_act_from_their_line_on_push_and_pop_restore() {
    check("pragmas.cu");
}

#[test]
fn a_pragma_after_a_function_does_not_reach_back() {
    check("pragma_after_next_declaration.cu");
    check("pragma_at_end_of_file.cu");
}

#[test]
fn the_state_at_the_declaration_decides() {
    check("pragma_in_body.cu");
}

#[test]
fn once_is_sticky_and_counted_per_pass() {
    check("pragma_once.cu");
}

#[test]
fn malformed_pragmas_get_nvccs_warnings_and_keep_what_they_read() {
    check("pragma_forms.cu");
}

#[test]
fn a_list_broken_off_at_the_end_of_the_line_ends_the_code() {
    check("pragma_breaks_off.cu");
}

#[test]
fn pragmas_override_the_flags_and_default_restores_them() {
    check("pragma_over_flags.cu");
    check_with_flags("pragma_over_flags.cu", &["-diag-suppress", "177"], "pragma_over_flags.diag-suppress.txt");
    check_with_flags("pragma_over_flags.cu", &["-diag-error", "177"], "pragma_over_flags.diag-error.txt");
    check_with_flags("pragma_over_flags.cu", &["-diag-warn", "177"], "pragma_over_flags.diag-warn.txt");
    check_with_flags("pragma_over_flags.cu", &["-w"], "pragma_over_flags.w.txt");
    check_with_flags("pragma_over_flags.cu", &["-Werror", "all-warnings"], "pragma_over_flags.werror.txt");
}
