//! `cufront preprocess` against `g++ -E` on the units of the fetched corpus, in both of
//! nvcc's passes: the command lines are nvcc's own (corpus/nvcc-passes/passes.jsonl, recorded
//! from `nvcc --dryrun` by record.sh), run by both preprocessors on the same headers. A unit
//! matches when the tokens and their lines are the same (printed_tokens); the summary also
//! counts byte-identical text.
//!
//! All 671 units take g++ about 20 minutes on two cores, so by default every 8th unit runs
//! (a fixed sample of every code base); `CUFRONT_PP_CORPUS=all` runs them all.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use cufront_engine::pp::output::printed_tokens;

fn corpus() -> PathBuf {
    cufront_engine::batch::corpus_dir()
}

/// One pass of one unit: its name, the pass, tokens equal, text equal, the first difference.
struct Outcome {
    unit: String,
    pass: String,
    same_tokens: bool,
    same_text: bool,
    first_diff: String,
}

struct Unit {
    name: String,
    dir: PathBuf,
    file: PathBuf,
    /// (pass name, g++ argv)
    passes: Vec<(String, Vec<String>)>,
}

fn units(corpus: &Path) -> Vec<Unit> {
    let recorded = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/nvcc-passes/passes.jsonl");
    let recorded = std::fs::read_to_string(recorded).expect("passes.jsonl");
    let records: Vec<serde_json::Value> = recorded.lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    let cuda = corpus.join("cuda-headers");
    let subst = |w: &str, file: &Path| {
        w.replace("$CUDA", &cuda.to_string_lossy())
            .replace("$CORPUS", &corpus.to_string_lossy())
            .replace("$FILE", &file.to_string_lossy())
    };
    let tus = std::fs::read_to_string(corpus.join("tus.jsonl")).expect("tus.jsonl");
    let mut out = Vec::new();
    for line in tus.lines() {
        let Ok(tu) = serde_json::from_str::<serde_json::Value>(line) else { continue };
        let args: Vec<String> = tu["args"]
            .as_array()
            .map(|a| {
                a.iter().filter_map(|v| v.as_str()).map(|s| s.replace(&*corpus.to_string_lossy(), "$CORPUS")).collect()
            })
            .unwrap_or_default();
        let Some(record) = records.iter().find(|r| {
            r["args"]
                .as_array()
                .is_some_and(|a| a.iter().filter_map(|v| v.as_str()).eq(args.iter().map(String::as_str)))
        }) else {
            panic!("no recorded passes for {line}: rerun corpus/nvcc-passes/record.sh");
        };
        let file = PathBuf::from(tu["file"].as_str().unwrap_or_default());
        let argv = |v: &serde_json::Value| -> Vec<String> {
            v.as_array()
                .map(|a| a.iter().filter_map(|w| w.as_str()).map(|w| subst(w, &file)).collect())
                .unwrap_or_default()
        };
        let mut passes = vec![("host".to_string(), argv(&record["host"]))];
        for (i, d) in record["device"].as_array().into_iter().flatten().enumerate() {
            passes.push((format!("device{i}"), argv(d)));
        }
        out.push(Unit {
            name: format!("{}/{}", tu["corpus"].as_str().unwrap_or_default(), tu["tu"].as_str().unwrap_or_default()),
            dir: PathBuf::from(tu["directory"].as_str().unwrap_or_default()),
            file,
            passes,
        });
    }
    out
}

#[test]
fn every_corpus_unit_preprocesses_as_gxx_does_in_both_passes() {
    let corpus = corpus();
    if !corpus.join("tus.jsonl").exists() {
        assert!(std::env::var("CI").is_err(), "CI must fetch the corpus (corpus/fetch.sh)");
        eprintln!("skipped: no corpus at {} (run corpus/fetch.sh)", corpus.display());
        return;
    }
    let stride = match std::env::var("CUFRONT_PP_CORPUS").as_deref() {
        Ok("all") => 1,
        Ok(n) => n.parse().unwrap_or(8),
        Err(_) => 8,
    };
    let units: Vec<Unit> = units(&corpus).into_iter().step_by(stride).collect();
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(unit) = units.get(i) else { break };
                for (pass, argv) in &unit.passes {
                    // __DATE__ and __TIME__ from one fixed time for both (g++ honours it too).
                    let gxx = Command::new("g++")
                        .args(argv)
                        .env("SOURCE_DATE_EPOCH", "1700000000")
                        .current_dir(&unit.dir)
                        .output()
                        .expect("g++ runs");
                    let ours = Command::new(env!("CARGO_BIN_EXE_cufront"))
                        .env("SOURCE_DATE_EPOCH", "1700000000")
                        .args(["preprocess", "--gcc", "--embedded-host"])
                        .arg(&unit.file)
                        .args(argv.iter().filter(|a| **a != unit.file.to_string_lossy()))
                        .current_dir(&unit.dir)
                        .output()
                        .expect("cufront runs");
                    let same_text = gxx.stdout == ours.stdout;
                    let same_tokens = same_text || printed_tokens(&gxx.stdout) == printed_tokens(&ours.stdout);
                    let first_diff = if same_tokens {
                        String::new()
                    } else {
                        let (a, b) = (printed_tokens(&ours.stdout), printed_tokens(&gxx.stdout));
                        let at = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
                        format!("token {at}: cufront {:?} vs g++ {:?}", a.get(at), b.get(at))
                    };
                    results.lock().expect("lock").push(Outcome {
                        unit: unit.name.clone(),
                        pass: pass.clone(),
                        same_tokens,
                        same_text,
                        first_diff,
                    });
                }
            });
        }
    });
    let results = results.into_inner().expect("lock");
    let count =
        |pass: &str, f: &dyn Fn(&Outcome) -> bool| results.iter().filter(|r| r.pass.starts_with(pass) && f(r)).count();
    for pass in ["host", "device"] {
        eprintln!(
            "{pass} pass: {} runs, tokens and lines equal in {}, text identical in {}",
            count(pass, &|_| true),
            count(pass, &|r| r.same_tokens),
            count(pass, &|r| r.same_text)
        );
    }
    let failures: Vec<String> = results
        .iter()
        .filter(|r| !r.same_tokens)
        .map(|r| format!("{} ({}): {}", r.unit, r.pass, r.first_diff))
        .collect();
    assert!(failures.is_empty(), "{} runs differ from g++:\n{}", failures.len(), failures.join("\n"));
}
