//! Inputs for the benchmarks: real C++ and CUDA text gathered from the machine, real units
//! with nvcc's flags, and the one place the benchmarks call the parser.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub use cufront_engine::batch::corpus_dir;
use cufront_engine::batch::read_compile_commands;
use cufront_engine::diag::{Collect, DiagSink, Passes};
use cufront_engine::parse::{parse_unit, Brackets, ParseStats, Tokens};
use cufront_engine::pp::env::{embedded_host, find_cuda, gcc_pass, CxxStd, LangStd, NvccOptions, PassEnv};
use cufront_engine::pp::{HeaderCache, Options, Preprocessor, Printer};
use cufront_engine::source::FileTable;

fn is_source(p: &Path) -> bool {
    matches!(
        p.extension().and_then(|e| e.to_str()),
        Some("cu" | "cuh" | "h" | "hpp" | "hh" | "hxx" | "inl" | "cpp" | "cc" | "c")
    )
}

fn walk(dir: &Path, all_files: bool, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if p.is_dir() {
            if !name.starts_with('_') && !name.starts_with('.') {
                walk(&p, all_files, out);
            }
        } else if all_files || is_source(&p) {
            out.push(p);
        }
    }
}

/// Real C++/CUDA text of at most `cap` bytes: the fetched corpus (CUDA code and the CUDA
/// headers) when present, then libstdc++'s headers; files joined with a newline so that no
/// file's last line runs into the next. Returns the text and a description of its origin.
pub fn real_input(cap: usize) -> (Vec<u8>, String) {
    let mut files = Vec::new();
    let corpus = corpus_dir();
    walk(&corpus, false, &mut files);
    let from_corpus = files.len();
    walk(Path::new("/usr/include/c++/12"), true, &mut files);
    let mut text = Vec::new();
    let mut used = 0;
    for f in &files {
        if text.len() >= cap {
            break;
        }
        if let Ok(bytes) = std::fs::read(f) {
            text.extend_from_slice(&bytes);
            if !bytes.ends_with(b"\n") {
                text.push(b'\n');
            }
            used += 1;
        }
    }
    text.truncate(cap);
    let origin = format!(
        "{used} files ({} from {}, the rest from /usr/include/c++/12), {:.1} MB",
        from_corpus.min(used),
        corpus.display(),
        text.len() as f64 / 1e6
    );
    (text, origin)
}

/// The shortest of `runs` timed calls of `f` (the summaries' figure: on a shared machine the
/// best run is the one least disturbed).
pub fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

// ---- units ------------------------------------------------------------------------------

/// One unit as a benchmark runs it: its main file, the preprocessor's options for the pass
/// nvcc would run, and the language mode its keywords are those of.
#[derive(Clone, Debug)]
pub struct Unit {
    pub name: PathBuf,
    pub text: Vec<u8>,
    pub options: Options,
    pub std: CxxStd,
    /// What the unit is, for the benchmark's report.
    pub origin: String,
}

impl Unit {
    fn of(name: PathBuf, text: Vec<u8>, pass: &PassEnv, origin: String) -> Unit {
        let std = pass.std.unwrap_or(LangStd::GCC_DEFAULT).std;
        Unit { name, text, options: pass.to_options(), std, origin }
    }

    /// A preprocessor over the unit (its main file added to `files`), sharing `cache`.
    pub fn preprocessor<'f>(&self, files: &'f mut FileTable, cache: Arc<HeaderCache>) -> Option<Preprocessor<'f>> {
        let main = files.add_bytes(&self.name, self.text.clone()).ok()?;
        Some(Preprocessor::with_cache(files, main, self.options.clone(), cache))
    }

    /// The unit preprocessed into the parser's tokens (`Tokens::from_preprocessor`), with a
    /// header cache of its own when `cache` is `None` (as `cufront parse` runs).
    pub fn tokens(&self, cache: Option<Arc<HeaderCache>>) -> Tokens {
        let mut files = FileTable::new();
        let cache = cache.unwrap_or_else(|| Arc::new(HeaderCache::new()));
        match self.preprocessor(&mut files, cache) {
            Some(mut pp) => Tokens::from_preprocessor(&mut pp, self.std),
            None => Tokens::default(),
        }
    }

    /// The unit preprocessed and printed as `g++ -E` prints it.
    pub fn printed(&self) -> Vec<u8> {
        let mut files = FileTable::new();
        match self.preprocessor(&mut files, Arc::new(HeaderCache::new())) {
            Some(mut pp) => Printer::new(Vec::with_capacity(8 << 20)).run(&mut pp).unwrap_or_default(),
            None => Vec::new(),
        }
    }
}

/// The host pass of a ggml unit of the fetched corpus (the first whose path ends with `file`,
/// e.g. `acc.cu`) with its nvcc flags, the fetched CUDA headers and the embedded g++ tables;
/// `None` without the corpus.
pub fn ggml_unit(file: &str) -> Option<Unit> {
    let db = corpus_dir().join("ggml/llama-cpp-sys-2-0.1.161/llama.cpp/ggml/compile_commands.json");
    let cuda = find_cuda(Some(&corpus_dir().join("cuda-headers")))?;
    let units = read_compile_commands(&db).ok()?;
    let u = units.iter().find(|u| u.file.ends_with(file))?;
    let (nvcc, _) = NvccOptions::from_args(&u.arguments);
    let host = embedded_host(nvcc.host_std(), &nvcc.host_flags());
    let pass = nvcc.host_pass(&host, Some(&cuda)).rooted_at(&u.directory);
    let text = std::fs::read(&u.file).ok()?;
    Some(Unit::of(u.file.clone(), text, &pass, format!("ggml {file}, host pass")))
}

/// The host pass of a unit of `corpus/demo` (e.g. `saxpy.cu`) with nvcc's default flags and
/// the embedded g++ tables; the CUDA headers are the fetched ones when present, else those
/// cufront finds (CUDA_HOME, nvcc on PATH …), else its embedded minimal `cuda_runtime.h`.
pub fn demo_unit(file: &str) -> Option<Unit> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/demo").join(file);
    let text = std::fs::read(&path).ok()?;
    let fetched = corpus_dir().join("cuda-headers");
    let cuda = find_cuda(Some(&fetched)).or_else(|| find_cuda(None));
    let (nvcc, _) = NvccOptions::from_args(&[]);
    let host = embedded_host(nvcc.host_std(), &nvcc.host_flags());
    let pass = nvcc.host_pass(&host, cuda.as_ref());
    let headers = cuda.map_or_else(|| "the embedded cuda_runtime.h".to_string(), |c| c.root.display().to_string());
    Some(Unit::of(path, text, &pass, format!("demo {file}, host pass, CUDA headers: {headers}")))
}

/// A unit that includes four libstdc++ headers, as g++ -std=c++17 preprocesses it (for when
/// the corpus is not fetched).
pub fn libstdcxx_unit() -> Unit {
    const TEXT: &str = "#include <vector>\n#include <algorithm>\n#include <string>\n#include <map>\nint main() {}\n";
    let (pass, _) = gcc_pass(&["-std=c++17".to_string()], false);
    Unit::of(PathBuf::from("bench.cpp"), TEXT.as_bytes().to_vec(), &pass, "libstdc++ headers".into())
}

// ---- the parser -------------------------------------------------------------------------

/// Parses a unit's tokens whose brackets are paired, as the host pass does; the
/// diagnostics are collected and dropped. The benchmarks' only call of `parse_unit`.
pub fn parse(tokens: &Tokens, brackets: &Brackets) -> ParseStats {
    let mut collect = Collect::default();
    let mut sink = DiagSink::new().for_passes(Passes::HOST).with(&mut collect);
    parse_unit(tokens, brackets, &mut sink).stats
}

/// The prescan (bracket partners) and the parse of already-built tokens.
pub fn prescan_and_parse(tokens: &Tokens) -> ParseStats {
    let brackets = Brackets::of(&tokens.kind);
    parse(tokens, &brackets)
}

/// The whole pipeline on a unit: preprocess, `Tokens::from_preprocessor`, prescan, parse.
pub fn pipeline(unit: &Unit, cache: Option<Arc<HeaderCache>>) -> ParseStats {
    prescan_and_parse(&unit.tokens(cache))
}

/// The lines of the unit's preprocessed text as `g++ -E` prints it (line markers and the
/// blank lines it keeps included): the "lines" of a lines-per-second figure.
pub fn printed_lines(unit: &Unit) -> u64 {
    unit.printed().iter().filter(|&&b| b == b'\n').count() as u64
}

/// The printed lines that hold at least one token: distinct (file run, presumed line) pairs
/// of the tokens (the `Eof` token excluded), a lower bound of [`printed_lines`].
pub fn token_lines(tokens: &Tokens) -> u64 {
    let mut lines = 0;
    let mut run = 0;
    let mut last: Option<(usize, u32)> = None;
    for i in 0..tokens.len().saturating_sub(1) {
        while run + 1 < tokens.files.len() && tokens.files[run + 1].first as usize <= i {
            run += 1;
        }
        let here = (run, tokens.line[i]);
        if last != Some(here) {
            lines += 1;
            last = Some(here);
        }
    }
    lines
}
