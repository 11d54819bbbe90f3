//! Header reuse on what a header's key leaves out: tokens with line splices, and the include
//! depth. A header entered at another depth, or holding spliced tokens, is replayed, and the
//! output is the same as the one preprocessed again; a replay that would take the includes
//! past the depth limit is refused, so the limit's diagnostic still comes.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use cufront_engine::diag::DiagId;
use cufront_engine::pp::{HeaderCache, Options, Preprocessor, Printer, SearchDir};
use cufront_engine::source::FileTable;

/// A fresh directory holding `files` (name, text).
fn tree(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cufront-pp-reuse-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (file, text) in files {
        std::fs::write(dir.join(file), text).expect("write");
    }
    dir
}

/// `main` of `dir` preprocessed with `cache`: the printed text and the diagnostics' ids.
fn run(dir: &Path, main: &str, cache: &Arc<HeaderCache>, max_include_depth: u32) -> (String, Vec<DiagId>) {
    let options = Options {
        quote_dirs: vec![SearchDir { path: dir.to_path_buf(), system: false, extern_c: false }],
        max_include_depth,
        ..Options::default()
    };
    let mut files = FileTable::new();
    let main = files.add_path(&dir.join(main)).expect("main file");
    let mut pp = Preprocessor::with_cache(&mut files, main, options, Arc::clone(cache));
    let out = Printer::new(Vec::new()).run(&mut pp).expect("in memory");
    (String::from_utf8_lossy(&out).into_owned(), pp.diagnostics.iter().map(|d| d.id).collect())
}

/// Each of `mains` in turn, `rounds` times over one reusing cache, against the same without
/// reuse; returns the reusing cache's counts.
fn same_with_reuse(dir: &Path, mains: &[&str], rounds: usize, depth: u32) -> cufront_engine::pp::ReuseStats {
    let fresh = Arc::new(HeaderCache::with_reuse(false));
    let shared = Arc::new(HeaderCache::with_reuse(true));
    for round in 0..rounds {
        for main in mains {
            let want = run(dir, main, &fresh, depth);
            let got = run(dir, main, &shared, depth);
            assert_eq!(got, want, "round {round}, {main}: with reuse, then without");
        }
    }
    shared.stats().reuse
}

#[test]
fn headers_with_spliced_tokens_are_replayed() {
    let dir = tree(
        "spliced",
        &[
            ("spliced.h", "const char *s = \"ab\\\ncd\";\nint sp\\\nlit = 1;\n#define SPLICED 1\n"),
            ("a.cu", "#include \"spliced.h\"\nint a = SPLICED;\nconst char *t = \"x\\\ny\";\n"),
            ("b.cu", "int b;\n#include \"spliced.h\"\nint c = split;\n"),
        ],
    );
    let stats = same_with_reuse(&dir, &["a.cu", "b.cu"], 4, 200);
    assert!(stats.replayed > 0, "spliced.h was not replayed: {stats:?}");
    assert_eq!(stats.not_recordable, 0, "{stats:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn headers_are_replayed_at_another_include_depth() {
    let dir = tree(
        "depth",
        &[
            ("leaf.h", "#pragma once\nint leaf;\n"),
            ("shared.h", "#include \"leaf.h\"\nint shared_value = 2;\n"),
            ("wrap.h", "#include \"shared.h\"\n"),
            ("wrap2.h", "#include \"wrap.h\"\n"),
            ("direct.cu", "#include \"shared.h\"\n"),
            ("nested.cu", "#include \"wrap2.h\"\n"),
            ("level.h", "int level = __INCLUDE_LEVEL__;\n"),
            ("level1.cu", "#include \"level.h\"\n"),
            ("level2.cu", "#include \"wrap_level.h\"\n"),
            ("wrap_level.h", "#include \"level.h\"\n"),
        ],
    );
    let stats = same_with_reuse(&dir, &["direct.cu", "nested.cu", "level1.cu", "level2.cu"], 3, 200);
    // shared.h is seen at depths 1 and 3: one key, so recorded once and replayed after.
    assert!(stats.replayed > 0, "{stats:?}");
    // level.h reads its depth: never recorded.
    assert!(stats.not_recordable > 0, "{stats:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_replay_that_would_pass_the_depth_limit_is_refused() {
    let dir = tree(
        "limit",
        &[
            ("c3.h", "int c3;\n"),
            ("c2.h", "#include \"c3.h\"\n"),
            ("chain.h", "#include \"c2.h\"\nint chain;\n"),
            ("w3.h", "#include \"chain.h\"\n"),
            ("w2.h", "#include \"w3.h\"\n"),
            ("w1.h", "#include \"w2.h\"\n"),
            ("shallow.cu", "#include \"chain.h\"\n"),
            ("deep.cu", "#include \"w1.h\"\n"),
        ],
    );
    // Recorded and replayed at depth 1 by shallow.cu; deep.cu enters chain.h at depth 4,
    // where its c3.h would be the sixth level: past the limit of 5.
    let fresh = Arc::new(HeaderCache::with_reuse(false));
    let shared = Arc::new(HeaderCache::with_reuse(true));
    for _ in 0..4 {
        assert_eq!(run(&dir, "shallow.cu", &shared, 5), run(&dir, "shallow.cu", &fresh, 5));
    }
    assert!(shared.stats().reuse.replayed > 0, "{:?}", shared.stats().reuse);
    let want = run(&dir, "deep.cu", &fresh, 5);
    assert_eq!(want.1, vec![DiagId::IncludeNestedTooDeeply]);
    assert_eq!(run(&dir, "deep.cu", &shared, 5), want);
    assert!(shared.stats().reuse.mismatched > 0, "{:?}", shared.stats().reuse);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn headers_that_become_system_headers_midway_are_replayed() {
    // sys.h turns into a system header halfway (`#pragma GCC system_header`): the line
    // markers g++ prints say where. Its tokens before the pragma are a user header's, those
    // after (and the macro made there, used in outer.h) a system header's, when outer.h is
    // replayed as when it is read; wrap.h, recorded around a replay of outer.h, reads it
    // again instead (its events would reach the printer after every change).
    let dir = tree(
        "midway",
        &[
            ("sys.h", "int before_pragma;\n#pragma GCC system_header\nint after_pragma;\n#define LATE 2\n"),
            ("outer.h", "int outer_first;\n#include \"sys.h\"\nint outer = LATE;\n"),
            ("wrap.h", "#include \"outer.h\"\nint wrapped;\n"),
            ("a.cu", "#include \"outer.h\"\nint a;\n"),
            ("b.cu", "int b;\n#include \"outer.h\"\n"),
            ("c.cu", "#include \"wrap.h\"\n"),
        ],
    );
    let fresh = Arc::new(HeaderCache::with_reuse(false));
    let (text, _) = run(&dir, "a.cu", &fresh, 200);
    assert!(text.contains("sys.h\" 1\nint before_pragma;"), "{text}");
    assert!(text.contains(" 3\nint after_pragma;"), "{text}");
    let stats = same_with_reuse(&dir, &["a.cu", "b.cu", "a.cu", "c.cu"], 4, 200);
    assert!(stats.replayed > 0, "outer.h was not replayed: {stats:?}");
    assert_eq!(stats.not_recordable, 0, "{stats:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
