//! Helpers the oracle tests share: the cases of corpus/cases/diag, positions in them, and
//! the fields of the oracle's JSON lines.
#![allow(dead_code)] // each test file uses its own subset

use std::path::{Path, PathBuf};

use cufront_engine::source::{FileId, FileTable, Loc};

/// corpus/cases/diag: units with the real nvcc's output under `expected/`.
pub fn case_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/diag")
}

/// The unit, loaded under its bare name as nvcc was given it.
pub fn load(name: &str) -> (FileTable, FileId) {
    let bytes = std::fs::read(case_dir().join(name)).expect("case file");
    let mut files = FileTable::new();
    let id = files.add_bytes(name, bytes).expect("small");
    (files, id)
}

/// The location of 1-based `line`:`col` (byte column) in `file`.
pub fn at(files: &FileTable, file: FileId, line: u32, col: u32) -> Option<Loc> {
    let text = files.get(file).bytes();
    let start: usize = text.split(|&b| b == b'\n').take(line as usize - 1).map(|l| l.len() + 1).sum();
    Some(Loc { file, offset: (start + col as usize - 1) as u32 })
}

/// A field of one of the oracle's JSON lines (../shared/oracle/nvcc-diag), as text: strings
/// unescaped, numbers written out; `None` for a missing field or `null`.
pub fn oracle_field(line: &str, key: &str) -> Option<String> {
    let v: serde_json::Value = serde_json::from_str(line).ok()?;
    match &v[key] {
        serde_json::Value::String(s) => Some(s.clone()),
        serde_json::Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}
