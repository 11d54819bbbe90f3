//! `cufront check` over many units: nvcc's text for each unit of a committed project
//! (corpus/cases/batch, expected/*.txt is the real nvcc's stderr), the units that discovery
//! must skip, and output that is byte for byte the same for any number of workers and any
//! run — on the project and on the fetched corpus.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod support;
use support::{corpus_units, nvcc_corpus_diagnostics, with_cuda_placeholder};

fn project() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/batch")
}

fn cufront(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cufront")).args(args).current_dir(dir).output().expect("cufront runs")
}

/// g++ underlines the token it points at (`^~~~~~~`); cufront's g++-style blocks have the
/// caret alone so far.
fn without_underlines(text: &str) -> String {
    text.lines().map(|l| l.trim_end_matches('~')).collect::<Vec<_>>().join("\n")
}

#[test]
fn each_unit_gets_what_nvcc_prints() {
    let dir = project();
    let units = ["axpy", "broken", "pragmas", "warning"];
    for unit in units {
        let out = cufront(&dir, &["check", "--embedded-host", &format!("src/{unit}.cu"), "--", "-Iinc"]);
        let want = std::fs::read_to_string(dir.join("expected").join(format!("{unit}.txt"))).expect("nvcc's text");
        assert_eq!(without_underlines(&String::from_utf8_lossy(&out.stdout)), without_underlines(&want), "{unit}");
        let status = if unit == "broken" { 1 } else { 0 };
        assert_eq!(out.status.code(), Some(status), "{unit}");
    }
    // The whole project with --every-unit: units in path order, each as nvcc prints it.
    let out = cufront(&dir, &["check", "--embedded-host", "--every-unit", "-p", "."]);
    let want: String = units
        .iter()
        .map(|u| std::fs::read_to_string(dir.join("expected").join(format!("{u}.txt"))).expect("nvcc's text"))
        .collect();
    assert_eq!(without_underlines(&String::from_utf8_lossy(&out.stdout)), without_underlines(&want));
    assert!(String::from_utf8_lossy(&out.stderr).contains("4 units checked: 1 error, 11 warnings"));
    assert_eq!(out.status.code(), Some(1));

    // By default the shared header's warning is printed once per pass, for the first unit,
    // with the number of units that report it; everything else is nvcc's text unchanged, and
    // the counts are the same.
    let out = cufront(&dir, &["check", "--embedded-host", "-p", "."]);
    let text = without_underlines(&String::from_utf8_lossy(&out.stdout));
    let header = "inc/common.cuh(4): warning #1222-D: invalid error number\n";
    assert_eq!(text.matches(header).count(), 2, "{text}");
    let host = "cufront: note: the diagnostic above is reported in 4 units; shown once\n";
    let device = "cufront: note: the diagnostic above is reported in 3 units; shown once\n";
    assert!(text.contains(&format!("{header}  #pragma nv_diag_suppress 99998\n{}^\n{host}", " ".repeat(27))), "{text}");
    assert!(text.contains(device), "{text}");
    // Without the repeats and the notes, nvcc's blocks in nvcc's order.
    // A block: a line that starts at column 1 and the indented lines under it.
    let blocks = |t: &str| -> Vec<String> {
        let mut blocks: Vec<String> = Vec::new();
        for line in t.lines().filter(|l| !(l.is_empty() || l.starts_with("Remark") || l.starts_with("cufront: note:")))
        {
            match blocks.last_mut() {
                Some(b) if line.starts_with(' ') => {
                    b.push('\n');
                    b.push_str(line);
                }
                _ => blocks.push(line.to_string()),
            }
        }
        blocks
    };
    let nvcc: Vec<String> = units
        .iter()
        .enumerate()
        .flat_map(|(i, u)| {
            let text = std::fs::read_to_string(dir.join("expected").join(format!("{u}.txt"))).expect("nvcc's text");
            // The first unit keeps the header's warning (host and device pass); the rest not.
            blocks(&without_underlines(&text)).into_iter().filter(move |b| i == 0 || !b.starts_with("inc/common.cuh"))
        })
        .collect();
    assert_eq!(blocks(&text), nvcc);
    assert!(String::from_utf8_lossy(&out.stderr).contains("4 units checked: 1 error, 11 warnings"));
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn discovery_skips_ignored_and_hidden_files() {
    // build/ is in .gitignore and .cache/ is hidden: both hold a broken unit.
    let out = cufront(&project(), &["check", "--embedded-host", "--format", "gcc", ".", "--", "-Iinc"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("generated.cu") && !text.contains("hidden.cu"), "{text}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("4 units checked"));
}

/// Runs `args` with each --jobs value twice; every output must be the first's.
fn same_for_any_jobs(dir: &Path, args: &[&str], jobs: &[&str]) -> Vec<u8> {
    let mut first: Option<Vec<u8>> = None;
    for j in jobs {
        for _ in 0..2 {
            let mut all = vec!["check", "--jobs", j];
            all.extend_from_slice(args);
            let out = cufront(dir, &all);
            assert!(out.status.code().is_some_and(|c| c < 2), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
            match &first {
                None => first = Some(out.stdout),
                Some(f) => assert!(*f == out.stdout, "{args:?} with --jobs {j} differs"),
            }
        }
    }
    first.unwrap_or_default()
}

#[test]
fn output_is_the_same_for_any_jobs_and_run() {
    let dir = project();
    for format in ["nvcc", "gcc", "json", "sarif"] {
        let out = same_for_any_jobs(&dir, &["--embedded-host", "-p", ".", "--format", format], &["1", "2", "8"]);
        assert!(!out.is_empty(), "{format}");
    }
}

#[test]
fn machine_formats_print_a_header_diagnostic_once_and_shards_merge_into_one_run() {
    let dir = project();
    let single = cufront(&dir, &["check", "--embedded-host", "-p", ".", "--format", "json"]);
    let text = String::from_utf8_lossy(&single.stdout).into_owned();
    // Three units include common.cuh's malformed pragma: nvcc warns in each unit (its text
    // above), the merged JSON has it once per pass and architecture (pragmas.cu's device
    // pass is compute_80's, the others' compute_75's).
    let header: Vec<&str> = text.lines().filter(|l| l.contains("common.cuh")).collect();
    assert_eq!(header.len(), 3, "{text}");
    let archs: Vec<&str> = header.iter().filter_map(|l| l.split(r#""arch": "#).nth(1)).collect();
    assert_eq!(archs, [r#""compute_75"}"#, r#""compute_80"}"#], "{text}");
    let lines: Vec<&str> = text.lines().collect();
    let mut sorted = lines.clone();
    sorted.sort_by_key(|l| cufront_engine::batch::merge::Key::of_json(l));
    assert_eq!(lines, sorted, "ordered by content");
    let scratch = std::env::temp_dir().join(format!("cufront-shards-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch");
    let mut parts = Vec::new();
    for k in 1..=3 {
        let shard = format!("{k}/3");
        let out = cufront(&dir, &["check", "--embedded-host", "-p", ".", "--format", "json", "--shard", &shard]);
        let path = scratch.join(format!("shard{k}.json"));
        std::fs::write(&path, &out.stdout).expect("shard output");
        parts.push(path.to_string_lossy().into_owned());
    }
    let mut args = vec!["merge"];
    args.extend(parts.iter().map(String::as_str));
    let merged = cufront(&dir, &args);
    std::fs::remove_dir_all(&scratch).ok();
    assert_eq!(merged.stdout, single.stdout, "the shards merged are the single run");
    assert_eq!(merged.status.code(), Some(1), "an error among them");
    assert_eq!(cufront(&dir, &["check", "--shard", "4/3", "."]).status.code(), Some(2));
}

#[test]
fn a_database_entry_with_flags_nvcc_refuses_fails_alone() {
    let dir = project();
    let scratch = std::env::temp_dir().join(format!("cufront-refused-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch");
    let entry = |file: &str, extra: &str| {
        serde_json::json!({"directory": dir.to_string_lossy(), "file": file,
                           "arguments": ["nvcc", "-Iinc", extra, "-c", file]})
    };
    let db = serde_json::json!([entry("src/axpy.cu", "-diag-suppress=oops"), entry("src/pragmas.cu", "-w")]);
    std::fs::write(scratch.join("compile_commands.json"), db.to_string()).expect("database");
    let out = cufront(&scratch, &["check", "--embedded-host", "-p", ".", "--format", "gcc"]);
    std::fs::remove_dir_all(&scratch).ok();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("src/axpy.cu: 'oops': expected a number"), "{err}");
    assert!(err.contains("1 unit checked"), "{err}");
    assert_eq!(out.status.code(), Some(2));
}

/// A runaway unit (a macro that expands to 2^40 declarations) runs past its pass's budget:
/// it stops with a diagnostic where it was, the other unit is checked, and the exit status
/// says that cufront could not check everything (2), not that the code has an error (1).
#[test]
fn a_runaway_unit_stops_at_its_budget_and_the_run_goes_on() {
    let scratch = std::env::temp_dir().join(format!("cufront-budget-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch");
    let mut runaway = "#define A0 int x;\n".to_string();
    runaway.extend((1..=40).map(|i| format!("#define A{i} A{} A{}\n", i - 1, i - 1)));
    runaway.push_str("A40\n");
    std::fs::write(scratch.join("runaway.cu"), runaway).expect("unit");
    std::fs::write(scratch.join("broken.cu"), "int y = ;\n").expect("unit");
    for (limit, words) in [
        (["--unit-memory", "64"], "the host pass ran past its memory budget of 64 MiB (--unit-memory)"),
        (["--unit-time", "1"], "the host pass ran past its time budget of 1 s (--unit-time)"),
    ] {
        let mut args = vec!["check", "--embedded-host", "--format", "gcc", "."];
        args.extend(limit);
        let out = cufront(&scratch, &args);
        let text = String::from_utf8_lossy(&out.stdout);
        let want = format!("runaway.cu:42:1: fatal error: {words}; the rest of this unit is not checked");
        assert!(text.lines().any(|l| l == want), "{text}");
        assert!(text.contains("broken.cu:1:9: error: expected an expression"), "{text}");
        assert_eq!(out.status.code(), Some(2), "{limit:?}");
    }
    std::fs::remove_dir_all(&scratch).ok();
}

#[test]
fn corpus_units_check_clean_and_the_same_for_any_jobs() {
    // Every 32nd unit (CUFRONT_CHECK_CORPUS=all: every unit), as a compilation database.
    let stride = if std::env::var("CUFRONT_CHECK_CORPUS").as_deref() == Ok("all") { 1 } else { 32 };
    let Some(units) = corpus_units(stride) else { return };
    let cuda = cufront_engine::batch::corpus_dir().join("cuda-headers");
    let entries: Vec<serde_json::Value> = units
        .iter()
        .map(|u| {
            let arguments: Vec<&str> = std::iter::once("nvcc").chain(u.args.iter().map(String::as_str)).collect();
            serde_json::json!({"directory": u.directory, "file": u.file, "arguments": arguments})
        })
        .collect();
    let scratch = std::env::temp_dir().join(format!("cufront-check-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    std::fs::write(scratch.join("compile_commands.json"), serde_json::to_string(&entries).expect("json"))
        .expect("database");
    let out =
        same_for_any_jobs(&scratch, &["--embedded-host", "--all-passes", "-p", ".", "--format", "json"], &["1", "2"]);
    std::fs::remove_dir_all(&scratch).ok();
    // No error and nothing from the front end in either pass that nvcc does not report
    // (corpus/expected/nvcc-corpus.jsonl: it rejects some candle-kernels units); g++'s own
    // warnings are nvcc's too (`#pragma once in main file`).
    let nvcc: Vec<serde_json::Value> = nvcc_corpus_diagnostics().into_values().flatten().collect();
    let text = String::from_utf8_lossy(&out);
    let unexpected: Vec<serde_json::Value> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|d| d["tool"] != "cpp" || d["severity"] == "error")
        .filter(|d| {
            let message = with_cuda_placeholder(d["message"].as_str().unwrap_or_default(), &cuda);
            !nvcc.iter().any(|n| n["pass"] == d["pass"] && n["line"] == d["line"] && n["message"] == message.as_str())
        })
        .collect();
    assert!(unexpected.is_empty(), "{unexpected:?}");
    eprintln!(
        "corpus: {} units checked in both passes, twice with 1 and 2 workers: nothing nvcc does not report, same bytes",
        entries.len()
    );
}

/// The cross-reference log: the same bytes for any --jobs and any run, each entry once (the
/// header's declarations are seen by three units), and shards' logs merged into the single
/// run's.
#[test]
fn the_xref_log_is_the_same_for_any_jobs_and_shards_merge_into_it() {
    let dir = project();
    let scratch = std::env::temp_dir().join(format!("cufront-xref-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch");
    let log = |name: &str, extra: &[&str]| -> Vec<u8> {
        let path = scratch.join(name);
        let mut args = vec!["check", "--embedded-host", "-p", ".", "--format", "json", "--xref"];
        let p = path.to_string_lossy().into_owned();
        args.push(&p);
        args.extend_from_slice(extra);
        let out = cufront(&dir, &args);
        assert!(out.status.code().is_some_and(|c| c < 2), "{}", String::from_utf8_lossy(&out.stderr));
        std::fs::read(&path).expect("the log")
    };
    let single = log("single.log", &["--jobs", "1"]);
    for j in ["1", "2", "8"] {
        assert!(log("again.log", &["--jobs", j]) == single, "--jobs {j}");
    }
    let text = String::from_utf8_lossy(&single).into_owned();
    let entries = cufront_engine::xref::parse(&text).expect("a log cufront reads back");
    assert!(!entries.is_empty());
    let mut sorted = entries.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(entries, sorted, "sorted, each entry once");
    // Definitions, calls and reads of the project's own code; nothing of
    // the CUDA headers.
    for letter in ["\tF\t", "\tC\t", "\tR\t"] {
        assert!(text.contains(letter), "{letter:?} in {text}");
    }
    assert!(!text.contains("cuda_runtime"), "{text}");
    let mut parts = Vec::new();
    for k in 1..=3 {
        let name = format!("shard{k}.log");
        log(&name, &["--shard", &format!("{k}/3")]);
        parts.push(scratch.join(name).to_string_lossy().into_owned());
    }
    let mut args = vec!["merge", "--xref"];
    args.extend(parts.iter().map(String::as_str));
    let merged = cufront(&dir, &args);
    std::fs::remove_dir_all(&scratch).ok();
    assert_eq!(merged.status.code(), Some(0));
    assert!(merged.stdout == single, "the shards' logs merged are the single run's");
}

/// The cross-reference database: the same bytes for any --jobs and any run, the log's entries
/// with their entities (kind, CUDA space, declaration and definition), and shards' databases
/// merged into the single run's, byte for byte.
#[test]
fn the_xref_database_is_the_same_for_any_jobs_and_shards_merge_into_it() {
    let dir = project();
    let scratch = std::env::temp_dir().join(format!("cufront-xrefdb-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch");
    let db = |name: &str, extra: &[&str]| -> Vec<u8> {
        let path = scratch.join(name).to_string_lossy().into_owned();
        let mut args = vec!["check", "--embedded-host", "-p", ".", "--format", "json", "--xref-db", &path];
        args.extend_from_slice(extra);
        let out = cufront(&dir, &args);
        assert!(out.status.code().is_some_and(|c| c < 2), "{}", String::from_utf8_lossy(&out.stderr));
        std::fs::read(&path).expect("the database")
    };
    let single = db("single.sqlite", &["--jobs", "1"]);
    assert!(single.starts_with(b"SQLite format 3\0"));
    for j in ["1", "2", "8"] {
        assert!(db("again.sqlite", &["--jobs", j]) == single, "--jobs {j}");
    }
    let mut parts = Vec::new();
    for k in 1..=3 {
        let name = format!("shard{k}.sqlite");
        db(&name, &["--shard", &format!("{k}/3")]);
        parts.push(scratch.join(name).to_string_lossy().into_owned());
    }
    let merged_path = scratch.join("merged.sqlite").to_string_lossy().into_owned();
    let mut args = vec!["merge", "--xref-db", &merged_path];
    args.extend(parts.iter().map(String::as_str));
    let merged = cufront(&dir, &args);
    assert_eq!(merged.status.code(), Some(0), "{}", String::from_utf8_lossy(&merged.stderr));
    let merged = std::fs::read(&merged_path).expect("the merged database");
    std::fs::remove_dir_all(&scratch).ok();
    assert!(merged == single, "the shards' databases merged are the single run's");
}

/// The cross-unit checks (corpus/cases/cross: four units that nvcc compiles one by one
/// without an error, and that disagree about `counter`, `scale(float)` and `total`): found
/// by a single run, the same for any --jobs, and by `cufront merge` from shards that each
/// see only some of the units; nvcc's own diagnostics of each unit unchanged (the oracle's,
/// expected/*.jsonl); warnings, so the exit status stays 0.
#[test]
fn cross_unit_checks_see_every_unit_and_shards_merge_into_them() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/cross");
    let args = ["--embedded-host", "--nvcc-columns", "--format", "json", "."];
    let single = same_for_any_jobs(&dir, &args, &["1", "2", "8"]);
    let single = String::from_utf8(single).expect("UTF-8");
    let (cross, nvcc): (Vec<&str>, Vec<&str>) = single.lines().partition(|l| l.contains("\"rule\": \"cross-unit\""));
    let mut oracle: Vec<String> = std::fs::read_dir(dir.join("expected"))
        .expect("expected/")
        .flat_map(|f| {
            std::fs::read_to_string(f.expect("entry").path())
                .expect("oracle's lines")
                .lines()
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect();
    oracle.sort();
    assert_eq!(nvcc, oracle);
    let messages: Vec<String> = cross
        .iter()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("JSON");
            format!("{}:{}: {}", v["file"].as_str().unwrap_or(""), v["line"], v["message"].as_str().unwrap_or(""))
        })
        .collect();
    assert_eq!(
        messages,
        [
            "constants.cu:2: variable \"counter\" is __constant__ here but __device__ in another unit (counter.cu:2:16)",
            "constants.cu:3: function \"scale(float)\" is __device__ here but __host__ in another unit (host.cu:2:7)",
            "counter.cu:2: variable \"counter\" is __device__ here but __constant__ in another unit (constants.cu:2:18)",
            "host.cu:2: function \"scale(float)\" is __host__ here but __device__ in another unit (constants.cu:3:18)",
            "total.cu:2: variable \"total\" is defined in another unit (host.cu:3:16), but without -rdc this unit's extern declaration is a variable of its own",
        ]
    );
    // Three shards: none holds both sides of every finding; their merge does.
    let scratch = std::env::temp_dir().join(format!("cufront-cross-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch");
    let mut shards = Vec::new();
    for k in 1..=3 {
        let mut all = vec!["check".to_string(), "--shard".into(), format!("{k}/3")];
        all.extend(args.iter().map(|a| a.to_string()));
        let out = Command::new(env!("CARGO_BIN_EXE_cufront")).args(&all).current_dir(&dir).output().expect("runs");
        let path = scratch.join(format!("{k}.json"));
        std::fs::write(&path, &out.stdout).expect("shard");
        shards.push(path);
    }
    let merged = Command::new(env!("CARGO_BIN_EXE_cufront")).arg("merge").args(&shards).output().expect("merge");
    std::fs::remove_dir_all(&scratch).ok();
    assert_eq!(String::from_utf8_lossy(&merged.stdout), single);
    // nvcc's text: the run's findings after the units, one line each; exit status 0.
    let out = cufront(&dir, &["check", "--embedded-host", "."]);
    let text = String::from_utf8_lossy(&out.stdout);
    let tail: Vec<&str> = text.lines().rev().take(5).collect();
    assert!(tail.iter().all(|l| l.ends_with("[cross-unit]")), "{text}");
    assert!(
        text.contains("total.cu:2:23: warning: variable \"total\" is defined in another unit (host.cu:3:16)"),
        "{text}"
    );
    assert_eq!(out.status.code(), Some(0));
    // SARIF: the same findings, after nvcc's results, under cufront's rule.
    let out = cufront(&dir, &["check", "--embedded-host", "--format", "sarif", "."]);
    assert_eq!(out.status.code(), Some(0));
    let log: serde_json::Value = serde_json::from_slice(&out.stdout).expect("SARIF");
    let run = &log["runs"][0];
    let results = run["results"].as_array().expect("results");
    let cross: Vec<String> = results
        .iter()
        .filter(|r| r["ruleId"] == "cross-unit")
        .map(|r| {
            let at = &r["locations"][0]["physicalLocation"];
            let rule = &run["tool"]["driver"]["rules"][r["ruleIndex"].as_u64().unwrap_or(0) as usize]["id"];
            assert_eq!(rule, "cross-unit");
            assert_eq!(r["level"], "warning");
            format!(
                "{}:{}: {}",
                at["artifactLocation"]["uri"].as_str().unwrap_or(""),
                at["region"]["startLine"],
                r["message"]["text"].as_str().unwrap_or("")
            )
        })
        .collect();
    assert_eq!(cross, messages);
    assert!(results[results.len() - cross.len()..].iter().all(|r| r["ruleId"] == "cross-unit"));
}

/// The database keeps overloads apart: each function's row has its parameter types and
/// qualifiers as its signature; a call the checks resolved to one overload refers to that
/// overload's row, one they could not resolve to the row of the name with no signature
/// ("one of them"), never to a guess.
#[test]
fn the_xref_database_has_a_row_per_overload() {
    let scratch = std::env::temp_dir().join(format!("cufront-overloads-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch");
    // nvcc compiles this without a diagnostic.
    let unit = "struct V { float x; };
__device__ float half(float x) { return x / 2; }
__device__ int half(int x) { return x / 2; }
__device__ V half(const V &v) { return v; }
__device__ float third(float x) { return x / 3; }
__device__ int third(int x) { return x / 3; }
struct S { __device__ int get() const { return 1; } __device__ int get() { return 2; } };
__global__ void k(float *f) { f[0] = third(2.0f); f[1] = third(3); }
__global__ void k(V *v, const S &s) { v[0] = half(v[0]); v[0].x = s.get(); }
";
    std::fs::write(scratch.join("overloads.cu"), unit).expect("the unit");
    let out = cufront(&scratch, &["check", "--embedded-host", "overloads.cu", "--xref-db", "x.sqlite"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    let db = rusqlite::Connection::open(scratch.join("x.sqlite")).expect("the database");
    let rows = |sql: &str| -> Vec<String> {
        db.prepare(sql)
            .expect("a query")
            .query_map([], |r| r.get::<_, String>(0))
            .expect("rows")
            .collect::<Result<_, _>>()
            .expect("text")
    };
    let functions = rows(
        "SELECT name || signature || ' ' || execution_space FROM entities \
         WHERE kind = 'function' AND name IN ('half', 'third', 'k', 'S::get') ORDER BY name, signature",
    );
    let want = [
        "S::get() device",
        "S::get() const device",
        "half ",
        "half(const V &) device",
        "half(float) device",
        "half(int) device",
        "k(V *, const S &) global",
        "k(float *) global",
        "third(float) device",
        "third(int) device",
    ];
    assert_eq!(functions, want);
    let calls = rows(
        "SELECT DISTINCT c.name || c.signature || ' calls ' || e.name || e.signature FROM refs r \
         JOIN entities e ON e.id = r.entity JOIN entities c ON c.id = r.enclosing \
         WHERE r.kind = 'C' ORDER BY r.line, r.col",
    );
    let want = ["k(float *) calls third(float)", "k(float *) calls third(int)", "k(V *, const S &) calls half"];
    assert_eq!(calls, want);
    std::fs::remove_dir_all(&scratch).ok();
}
