//! Inputs for the benchmarks: real C++ and CUDA text gathered from the machine.

use std::path::{Path, PathBuf};

pub use cufront_engine::batch::corpus_dir;

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
