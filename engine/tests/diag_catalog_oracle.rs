//! Every message the oracle printed on corpus/cases/cuda (one case per rule of
//! ../shared/oracle/NVCC-BEHAVIOUR.md) renders from its catalog entry, with the fill-ins
//! stated here, exactly as nvcc printed it; and the entry's numbers are the oracle's
//! (`rule` is EC<internal>, `number` the display number of a discretionary diagnostic).
//! The same facts, placed at the unit's tokens as nvcc's front ends see them, render as
//! nvcc's whole text (expected/*.txt, nvcc's stderr) byte for byte.

mod support;

use std::collections::BTreeMap;
use std::path::Path;

use cufront_engine::diag::render::nvcc_text;
use cufront_engine::diag::template::{expand, no_labels, Style};
use cufront_engine::diag::{after_front_end, Arg, Collect, DiagSink, EntitySummary, Passes, Printed, CATALOG};
use cufront_engine::parse::Tokens;
use cufront_engine::pp::env::{find_cuda, LangStd, NvccOptions};
use cufront_engine::pp::Preprocessor;
use cufront_engine::source::FileTable;
use support::oracle_field;

fn s(x: &str) -> Arg {
    Arg::Str(x.into())
}

fn variable(name: &str) -> Arg {
    Arg::Entity(Box::new(EntitySummary { kind_label: "variable", name: name.into(), ..Default::default() }))
}

fn function(name: &str) -> Arg {
    Arg::Entity(Box::new(EntitySummary { kind_label: "function", name: name.into(), ..Default::default() }))
}

/// The fill-ins of each (case, rule) the oracle reported, as the semantic stage will supply them.
fn fill_ins(case: &str, rule: &str) -> Option<Vec<Arg>> {
    Some(match (case, rule) {
        ("var_reads", "EC137") => vec![],
        ("var_reads", "EC3675") => vec![s("__device__"), s("dv")],
        ("managed_const", "EC177") => vec![variable("m")],
        ("local_shared_host" | "shared_init", "EC177") => vec![variable("s")],
        ("thread_local_dev", "EC177") => vec![variable("t")],
        ("attr_not_apply", "EC1835") => vec![s("__constant__")],
        ("member_space", "EC1835") => vec![s("__device__")],
        ("param_space", "EC1835") => vec![s("__shared__")],
        ("hd_overload", "EC3369") => {
            let f = EntitySummary { kind_label: "function", name: "f".into(), ..Default::default() };
            let at = cufront_engine::diag::Position { file: "hd_overload.cu".into(), line: 1 };
            vec![Arg::Entity(Box::new(f)), Arg::Position(at)]
        }
        ("hd_calls_host", "EC3595") => vec![s("hostf()"), s("hd")],
        ("constexpr_in_hd", "EC3597") => vec![s("g"), s("hd")],
        ("launch_from_device", "EC3607") => vec![],
        ("local_shared_host", "EC3610") => vec![s("a static"), s("__shared__")],
        ("member_space" | "static_member_space", "EC3612") => vec![],
        ("redecl_merge", "EC3619") => vec![s("f")],
        ("host_redecl_global", "EC3622") => vec![s("k")],
        ("redecl_merge2", "EC3623") => vec![s("f")],
        ("extern_device", "EC3628") => vec![s("ev")],
        ("global_ellipsis", "EC3630") | ("global_return", "EC3632") | ("global_auto", "EC3633") => vec![],
        ("shared_init", "EC3637") => vec![],
        ("exception_dev", "EC3644") => vec![],
        ("dynamic_init_device", "EC3645") => vec![s("__device__")],
        ("host_global_in_device", "EC3652") => vec![s("hv")],
        ("host_global_in_device", "EC3678") => vec![s("hv")],
        ("managed_const", "EC3693") | ("thread_local_dev", "EC3698") => vec![],
        ("global_member", "EC3815") | ("grid_constant_host", "EC3829") => vec![],
        ("set_not_used", "EC550") => vec![variable("a")],
        ("missing_return", "EC940") => vec![function("f")],
        _ => return None,
    })
}

#[test]
fn every_oracle_message_renders_from_the_catalog() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/cuda/expected");
    let mut checked = BTreeMap::new();
    let mut entries: Vec<_> = std::fs::read_dir(&dir).expect("expected/").filter_map(Result::ok).collect();
    entries.sort_by_key(|e| e.path());
    for e in entries.into_iter().filter(|e| e.path().extension().is_some_and(|x| x == "jsonl")) {
        let case = e.path().file_stem().and_then(|s| s.to_str()).expect("name").to_string();
        for line in std::fs::read_to_string(e.path()).expect("jsonl").lines() {
            let rule = oracle_field(line, "rule").expect("front-end diagnostics have a rule");
            let message = oracle_field(line, "message").expect("message");
            let internal: u32 = rule.trim_start_matches("EC").parse().expect("EC<n>");
            let entry = CATALOG
                .iter()
                .find(|e| e.internal == internal)
                .unwrap_or_else(|| panic!("{case}: {rule} ({message}) is not in the catalog"));
            if let Some(number) = oracle_field(line, "number") {
                assert_eq!(entry.display.map(|d| d.to_string()), Some(number), "{case}: {rule}'s display number");
            }
            let args = fill_ins(&case, &rule).unwrap_or_else(|| panic!("{case}: no fill-ins stated for {rule}"));
            let style = Style { current_file: &format!("{case}.cu"), labels: &no_labels, color: false };
            assert_eq!(expand(entry.template, &args, &style).as_deref(), Ok(message.as_str()), "{case}: {rule}");
            checked.insert(rule, case.clone());
        }
    }
    // The 28 distinct rules of corpus/cases/cuda; more cases only add to them.
    assert!(checked.len() >= 28, "distinct rules checked: {}", checked.len());
}

/// The unit's tokens in nvcc's host pass (its flags from the first line), with the fetched
/// CUDA headers or, without them, the embedded minimal one: the cases' reported lines only
/// need `__host__`, `__device__`, `__global__` … expanded as nvcc's headers expand them.
fn host_tokens(case: &str, src: &[u8]) -> (FileTable, Tokens) {
    let text = String::from_utf8_lossy(src);
    let flags: Vec<String> = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// flags: "))
        .map(|f| f.split_whitespace().map(String::from).collect())
        .unwrap_or_default();
    let (nvcc, _) = NvccOptions::from_args(&flags);
    let cuda = find_cuda(Some(&cufront_engine::batch::corpus_dir().join("cuda-headers")));
    let pass = nvcc.host_pass(&nvcc.host_compiler(false), cuda.as_ref());
    let mut files = FileTable::new();
    let main = files.add_bytes(format!("{case}.cu"), src.to_vec()).expect("small");
    let tokens = {
        let mut pp = Preprocessor::new(&mut files, main, pass.to_options());
        Tokens::from_preprocessor(&mut pp, pass.std.unwrap_or(LangStd::GCC_DEFAULT).std)
    };
    (files, tokens)
}

#[test]
fn every_oracle_case_renders_as_nvcc_printed_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/cuda");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .expect("cases")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    cases.sort();
    for path in &cases {
        let case = path.file_stem().and_then(|s| s.to_str()).expect("name").to_string();
        let (files, tokens) = host_tokens(&case, &std::fs::read(path).expect("case"));
        let oracle = std::fs::read_to_string(dir.join(format!("expected/{case}.jsonl"))).expect("jsonl");
        // One fact per diagnostic, with the passes that reported it, in the oracle's order.
        let mut facts: Vec<(String, Passes)> = Vec::new();
        for line in oracle.lines() {
            let pass =
                if oracle_field(line, "pass").as_deref() == Some("host") { Passes::HOST } else { Passes::DEVICE };
            let key = line.split(", \"pass\"").next().unwrap_or(line).to_string();
            match facts.iter_mut().find(|(k, _)| *k == key) {
                Some((_, passes)) => *passes = *passes | pass,
                None => facts.push((key, pass)),
            }
        }
        let mut collect = Collect::default();
        {
            let mut sink = DiagSink::new().with(&mut collect);
            for (key, passes) in &facts {
                let line = format!("{key}}}");
                let field = |k: &str| oracle_field(&line, k).unwrap_or_else(|| panic!("{case}: {k} in {line}"));
                let rule = field("rule");
                let internal: u32 = rule.trim_start_matches("EC").parse().expect("EC<n>");
                let entry = CATALOG.iter().find(|e| e.internal == internal).expect("in the catalog");
                let (at_line, at_col): (u32, u32) =
                    (field("line").parse().expect("line"), field("col").parse().expect("col"));
                let i = (0..tokens.len())
                    .find(|&i| tokens.line[i] == at_line && tokens.col[i] == at_col)
                    .unwrap_or_else(|| panic!("{case}: no token at {at_line}:{at_col}"));
                let printed = Printed { line: at_line, col: at_col, text: tokens.printed_line(i), name: None };
                let mut report =
                    sink.report(entry.id, Some(tokens.at[i])).printed(printed).token(i as u32).passes(*passes);
                for arg in fill_ins(&case, &rule).expect("fill-ins") {
                    report = report.arg(arg);
                }
            }
        }
        // In nvcc's order: cicc's late diagnostics after its front end's.
        after_front_end(&mut collect.diagnostics);
        let want = std::fs::read_to_string(dir.join(format!("expected/{case}.txt"))).expect("nvcc's text");
        assert_eq!(nvcc_text(&files, &collect.diagnostics, &format!("{case}.cu"), None), want, "{case}");
    }
    assert!(cases.len() >= 27, "cases: {}", cases.len());
}
