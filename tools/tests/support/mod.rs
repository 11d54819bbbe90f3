//! What the tools' tests share: where CI stands, the flags a unit names on its first line, the
//! fetched corpus's units and what the real nvcc reports on them.
#![allow(dead_code)] // each test binary uses part of it

/// Whether this is CI (`CI=true`), where a missing corpus is a failure, not a skip.
pub fn in_ci() -> bool {
    std::env::var("CI").as_deref() == Ok("true")
}

/// nvcc flags a unit asks for on its first line (`// flags: -std=c++20`).
pub fn first_line_flags(text: &str) -> Vec<String> {
    text.lines()
        .next()
        .and_then(|l| l.strip_prefix("// flags: "))
        .map(|f| f.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

/// What the real nvcc reports on the fetched corpus (corpus/expected/nvcc-corpus.jsonl, made
/// by the oracle over every unit, both passes): per (code base, unit), its diagnostics.
pub fn nvcc_corpus_diagnostics() -> std::collections::BTreeMap<(String, String), Vec<serde_json::Value>> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/expected/nvcc-corpus.jsonl");
    let text = std::fs::read_to_string(path).expect("corpus/expected/nvcc-corpus.jsonl");
    let mut map = std::collections::BTreeMap::<(String, String), Vec<serde_json::Value>>::new();
    for d in text.lines().filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok()) {
        let key =
            (d["corpus"].as_str().unwrap_or_default().to_string(), d["tu"].as_str().unwrap_or_default().to_string());
        map.entry(key).or_default().push(d);
    }
    map
}

/// A diagnostic's message with the CUDA toolkit directory a cufront run was given written
/// `<cuda>`, as the oracle writes the real toolkit's.
pub fn with_cuda_placeholder(message: &str, cuda: &std::path::Path) -> String {
    message.replace(&cuda.display().to_string(), "<cuda>")
}

/// A unit of the fetched corpus as nvcc compiles it: code base and name, directory, main
/// file, and nvcc flags with the corpus's CUDA headers as `--cuda-path`.
pub struct CorpusUnit {
    pub name: String,
    pub directory: std::path::PathBuf,
    pub file: std::path::PathBuf,
    pub args: Vec<String>,
}

/// Every `stride`-th unit of the fetched corpus (tus.jsonl); `None`, having said why, when
/// there is no corpus (a failure under CI).
pub fn corpus_units(stride: usize) -> Option<Vec<CorpusUnit>> {
    let corpus = cufront_engine::batch::corpus_dir();
    let Ok(tus) = std::fs::read_to_string(corpus.join("tus.jsonl")) else {
        assert!(!in_ci(), "CI must fetch the corpus (corpus/fetch.sh)");
        eprintln!("skipped: no corpus at {} (run corpus/fetch.sh)", corpus.display());
        return None;
    };
    let cuda = corpus.join("cuda-headers");
    let field = |tu: &serde_json::Value, key: &str| tu[key].as_str().unwrap_or_default().to_string();
    let units = tus
        .lines()
        .step_by(stride)
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .map(|tu| {
            let mut args: Vec<String> =
                tu["args"].as_array().into_iter().flatten().filter_map(|a| a.as_str()).map(String::from).collect();
            args.extend(["--cuda-path".to_string(), cuda.to_string_lossy().into_owned()]);
            CorpusUnit {
                name: format!("{}/{}", field(&tu, "corpus"), field(&tu, "tu")),
                directory: field(&tu, "directory").into(),
                file: field(&tu, "file").into(),
                args,
            }
        })
        .collect();
    Some(units)
}
