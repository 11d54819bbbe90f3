//! SARIF: cufront's log validates against the SARIF 2.1.0 schema (corpus/schemas), has what
//! GitHub code scanning requires, and says what cudafe++'s own SARIF says
//! (corpus/cases/diag/expected/*.sarif, written by nvcc with `-Xcudafe --output_mode
//! -Xcudafe sarif`) up to field order: rule, level, message, line and column.

mod support;

use std::path::Path;

use cufront_engine::diag::render::{sarif, OwnResult, SarifOptions};
use cufront_engine::diag::{Collect, DiagId, DiagSink, Diagnostic, EntitySummary, Passes};
use cufront_engine::source::FileTable;
use serde_json::Value;
use support::{at, case_dir};

/// The three front-end cases of diag_golden.rs, as facts, in one file table whose paths
/// are absolute (as a real run under a repository would have them).
fn facts() -> (FileTable, Vec<Diagnostic>) {
    let mut files = FileTable::new();
    let mut ids = Vec::new();
    for name in ["cross_space_call.cu", "template_context.cu", "unused_variable.cu"] {
        ids.push(files.add_path(&case_dir().join(name).canonicalize().expect("case")).expect("readable"));
    }
    let mut collect = Collect::default();
    {
        let mut sink = DiagSink::new().with(&mut collect);
        sink.report(DiagId::CallDeviceFromHost, at(&files, ids[0], 4, 11))
            .arg("devf(int)")
            .arg("main")
            .passes(Passes::HOST);
        sink.report(DiagId::IdentifierUndefined, at(&files, ids[1], 2, 38))
            .arg("undefined_thing")
            .context("detected during instantiation of \"T f(T) [with T=int]\" at line 3")
            .passes(Passes::DEVICE);
        let b = EntitySummary { kind_label: "variable", name: "b".into(), ..EntitySummary::default() };
        sink.report(DiagId::DeclaredButNeverReferenced, at(&files, ids[2], 2, 26)).arg(b).passes(Passes::DEVICE);
    }
    (files, collect.diagnostics)
}

/// The log of the facts, and one result of cufront's own (a cross-unit finding), which must
/// meet the same requirements.
fn log() -> Value {
    let (files, diagnostics) = facts();
    let root = case_dir().join("../..").canonicalize().expect("corpus dir");
    let path = case_dir().join("cross_space_call.cu").canonicalize().expect("case");
    let path = path.to_string_lossy();
    let own = OwnResult {
        rule: "cross-unit",
        description: "what the rule checks",
        path: &path,
        line: 1,
        col: 5,
        message: "function \"devf(int)\" is __device__ here but __host__ in another unit (b.cu:1:5)",
    };
    sarif(&files, &diagnostics, &[own], &SarifOptions { root, version: "0.1.0" })
}

#[test]
fn validates_against_the_sarif_2_1_0_schema() {
    let schema_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/schemas/sarif-2.1.0-rtm.5.json");
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(schema_path).expect("schema")).expect("json");
    let validator = jsonschema::validator_for(&schema).expect("the schema compiles");
    let log = log();
    let errors: Vec<String> = validator.iter_errors(&log).map(|e| format!("{e} at {}", e.instance_path)).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    // And a broken log is caught, so the validation above means something.
    let mut broken = log.clone();
    broken["runs"][0]["results"][0]["level"] = Value::from("fatal");
    assert!(!validator.is_valid(&broken));
}

#[test]
fn has_what_github_code_scanning_requires() {
    let log = log();
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(log["runs"].as_array().map(Vec::len), Some(1), "one run per invocation");
    assert_eq!(run["tool"]["driver"]["name"], "cufront");
    let rules = run["tool"]["driver"]["rules"].as_array().expect("rules");
    for r in run["results"].as_array().expect("results") {
        let rule = &rules[r["ruleIndex"].as_u64().expect("ruleIndex") as usize];
        assert_eq!(rule["id"], r["ruleId"]);
        assert!(r["message"]["text"].as_str().is_some_and(|t| !t.is_empty()));
        let loc = &r["locations"][0]["physicalLocation"];
        let uri = loc["artifactLocation"]["uri"].as_str().expect("uri");
        assert!(uri.starts_with("cases/diag/") && !uri.contains('\\'), "repository-relative: {uri}");
        assert_eq!(loc["artifactLocation"]["uriBaseId"], "%SRCROOT%");
        assert!(loc["region"]["startLine"].as_u64().is_some_and(|l| l >= 1));
        assert!(r["partialFingerprints"]["cufront/v1"].as_str().is_some_and(|f| f.len() == 32));
    }
    assert!(run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        .as_str()
        .is_some_and(|u| u.starts_with("file:///") && u.ends_with('/')));
    assert_eq!(serde_json::to_string(&log).ok(), serde_json::to_string(&self::log()).ok(), "deterministic");
}

/// (rule, level, message, file name, line, column, pass) of every result.
type Fact = (String, String, String, String, u64, u64, String);

fn fact(r: &Value, pass: &str) -> Fact {
    let loc = &r["locations"][0]["physicalLocation"];
    let uri = loc["artifactLocation"]["uri"].as_str().unwrap_or("");
    (
        r["ruleId"].as_str().unwrap_or("").into(),
        r["level"].as_str().unwrap_or("").into(),
        r["message"]["text"].as_str().unwrap_or("").into(),
        uri.rsplit('/').next().unwrap_or("").into(),
        loc["region"]["startLine"].as_u64().unwrap_or(0),
        loc["region"]["startColumn"].as_u64().unwrap_or(0),
        pass.into(),
    )
}

#[test]
fn says_what_cudafe_says() {
    let mut want: Vec<Fact> = Vec::new();
    for name in ["cross_space_call", "template_context", "unused_variable"] {
        let text = std::fs::read_to_string(case_dir().join("expected").join(format!("{name}.sarif"))).expect("sarif");
        // cudafe++ 13.5 writes no comma after a note result (../shared/oracle/README.md,
        // gotcha 5), and one document per pass: the host pass's first.
        let text = text.replace("}{\"ruleId\"", "},{\"ruleId\"");
        let docs: Vec<Value> =
            serde_json::Deserializer::from_str(&text).into_iter::<Value>().collect::<Result<_, _>>().expect("json");
        let passes: &[&str] = if docs.len() == 2 { &["host", "device"] } else { &["host"] };
        for (doc, pass) in docs.iter().zip(passes) {
            for r in doc["runs"][0]["results"].as_array().into_iter().flatten() {
                // EC3836 is nvcc's "The warnings can be suppressed" remark, not a finding.
                if r["ruleId"] != "EC3836" {
                    want.push(fact(r, pass));
                }
            }
        }
    }
    let log = log();
    let mut got: Vec<Fact> = Vec::new();
    // cufront's own results are not cudafe++'s.
    let nvcc = log["runs"][0]["results"].as_array().expect("results").iter().filter(|r| r["ruleId"] != "cross-unit");
    for r in nvcc {
        for pass in r["properties"]["passes"].as_array().expect("passes") {
            got.push(fact(r, pass.as_str().unwrap_or("")));
        }
    }
    assert_eq!(want.len(), 3, "cudafe++ reported the three findings");
    want.sort();
    got.sort();
    assert_eq!(got, want);
}
