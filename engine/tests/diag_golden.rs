//! Renderings against the real nvcc. For each unit of corpus/cases/diag, the facts nvcc
//! reported (read off `expected/*.jsonl`, which ../shared/oracle/nvcc-diag wrote) are built
//! by hand here, and cufront's rendering must equal what nvcc printed (`expected/*.txt`,
//! nvcc's own stderr) byte for byte, and its JSON lines must equal the oracle's.
//! The cases keep CUDA macros off the reported lines, so that nvcc's echo of the
//! preprocessed line is the original line.

mod support;

use cufront_engine::diag::render::{json_lines, nvcc_text};
use cufront_engine::diag::{Arg, Collect, DiagId, DiagSink, Diagnostic, EntitySummary, Passes};
use cufront_engine::source::FileTable;
use support::{at, case_dir, load};

fn expected(name: &str, ext: &str) -> String {
    std::fs::read_to_string(case_dir().join("expected").join(name.replace(".cu", ext))).expect("expected output")
}

fn check(name: &str, files: &FileTable, diagnostics: &[Diagnostic]) {
    assert_eq!(nvcc_text(files, diagnostics, name, None), expected(name, ".txt"), "{name}: text");
    let mut want: Vec<String> =
        expected(name, ".jsonl").lines().map(|l| l.replace(", \"arch\": \"compute_75\"", "")).collect();
    let mut got: Vec<String> = json_lines(files, diagnostics).lines().map(str::to_string).collect();
    want.sort();
    got.sort();
    assert_eq!(got, want, "{name}: json");
}

#[test]
fn cross_space_call() {
    let name = "cross_space_call.cu";
    let (files, f) = load(name);
    let mut collect = Collect::default();
    {
        let mut sink = DiagSink::new().with(&mut collect);
        sink.report(DiagId::CallDeviceFromHost, at(&files, f, 4, 11)).arg("devf(int)").arg("main").passes(Passes::HOST);
    }
    check(name, &files, &collect.diagnostics);
}

#[test]
fn template_context() {
    let name = "template_context.cu";
    let (files, f) = load(name);
    let mut collect = Collect::default();
    {
        let mut sink = DiagSink::new().with(&mut collect);
        sink.report(DiagId::IdentifierUndefined, at(&files, f, 2, 38))
            .arg("undefined_thing")
            .context("detected during instantiation of \"T f(T) [with T=int]\" at line 3")
            .passes(Passes::DEVICE);
    }
    check(name, &files, &collect.diagnostics);
}

#[test]
fn unused_variable() {
    let name = "unused_variable.cu";
    let (files, f) = load(name);
    let mut collect = Collect::default();
    {
        let mut sink = DiagSink::new().with(&mut collect);
        let b = EntitySummary { kind_label: "variable", name: "b".into(), ..EntitySummary::default() };
        sink.report(DiagId::DeclaredButNeverReferenced, at(&files, f, 2, 26)).arg(b).passes(Passes::DEVICE);
    }
    check(name, &files, &collect.diagnostics);
}

#[test]
fn unterminated_comment() {
    let name = "unterminated_comment.cu";
    let (files, f) = load(name);
    let mut collect = Collect::default();
    DiagSink::new().with(&mut collect).report(DiagId::UnterminatedComment, at(&files, f, 1, 8)).emit();
    check(name, &files, &collect.diagnostics);
}

#[test]
fn deprecated_call_with_a_note_and_late_errors() {
    let name = "deprecated_call.cu";
    let (files, f) = load(name);
    let mut collect = Collect::default();
    {
        let mut sink = DiagSink::new().with(&mut collect);
        let func = EntitySummary { kind_label: "function", name: "f".into(), ..EntitySummary::default() };
        sink.report(DiagId::DeclaredDeprecatedWithMessage, at(&files, f, 5, 10))
            .arg(func)
            .arg("use g")
            .note(DiagId::NoteBecauseOfAttribute, at(&files, f, 3, 3), vec![Arg::Str("deprecated".into())])
            .passes(Passes::DEVICE);
        sink.report(DiagId::CallHostFromGlobal, at(&files, f, 5, 10)).arg("f(int)").arg("k").passes(Passes::DEVICE);
        sink.report(DiagId::UndefinedInDeviceCode, at(&files, f, 5, 10)).arg("f").passes(Passes::DEVICE);
    }
    let diagnostics = &collect.diagnostics;
    assert_eq!(nvcc_text(&files, diagnostics, name, None), expected(name, ".txt"));
    // The oracle's JSON has no notes: compare without them.
    let mut want: Vec<String> =
        expected(name, ".jsonl").lines().map(|l| l.replace(", \"arch\": \"compute_75\"", "")).collect();
    let mut got: Vec<String> = json_lines(&files, diagnostics)
        .lines()
        .map(|l| match l.find(", \"notes\": [") {
            Some(i) => format!("{}}}", &l[..i]),
            None => l.to_string(),
        })
        .collect();
    want.sort();
    got.sort();
    assert_eq!(got, want);
}

#[test]
fn every_case_has_a_test() {
    let mut cases: Vec<String> = std::fs::read_dir(case_dir())
        .expect("cases")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".cu"))
        .collect();
    cases.sort();
    // unterminated_string.cu and werror_kinds.cu are diag_control.rs's (nvcc's text under
    // -Werror); the pragma cases are diag_pragmas.rs's.
    cases.retain(|c| !c.starts_with("pragma"));
    assert_eq!(
        cases,
        [
            "cross_space_call.cu",
            "deprecated_call.cu",
            "template_context.cu",
            "unterminated_comment.cu",
            "unterminated_string.cu",
            "unused_variable.cu",
            "werror_kinds.cu"
        ]
    );
}
