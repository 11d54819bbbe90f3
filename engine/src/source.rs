//! Source files: a table with stable 32-bit ids, file contents mapped (memmap2) or read,
//! a content hash (computed when first asked for), and a line index built lazily with the SIMD newline kernel.

use std::fmt;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use crate::lex::MAX_SOURCE_LEN;
use cufront_simd::Scan;

/// A file's index in its [`FileTable`]: stable for the table's life, assigned in insertion
/// order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FileId(pub u32);

/// The one position type: a byte offset in a file. Line and column are computed only when
/// something is printed ([`SourceFile::line_col`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Loc {
    pub file: FileId,
    pub offset: u32,
}

/// A 1-based line and column. `col` counts bytes (what EDG and g++ print); `col_chars`
/// counts Unicode code points (what SARIF counts), an invalid UTF-8 byte counting as one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LineCol {
    pub line: u32,
    pub col: u32,
    pub col_chars: u32,
}

/// Files smaller than this are read into memory: mapping costs more than copying them.
const MAP_THRESHOLD: u64 = 64 * 1024;

/// Why a file could not be added.
#[derive(Debug)]
pub enum SourceError {
    Io { path: PathBuf, error: std::io::Error },
    TooLarge { path: PathBuf, len: u64 },
}

impl fmt::Display for SourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceError::Io { path, error } => write!(f, "could not open source file \"{}\": {error}", path.display()),
            SourceError::TooLarge { path, len } => {
                write!(f, "source file \"{}\" is too large ({len} bytes; the limit is 4 GiB)", path.display())
            }
        }
    }
}

impl std::error::Error for SourceError {}

enum Contents {
    Owned(Box<[u8]>),
    // SAFETY note: a mapped file that another process truncates while we read it is
    // undefined behaviour in principle (SIGBUS in practice). Every fast front end and grep
    // tool accepts this for inputs that are not being edited during the run.
    Mapped(memmap2::Mmap),
}

/// One source file: its name as given, its bytes, their hash, and its line index.
pub struct SourceFile {
    path: PathBuf,
    contents: Contents,
    /// Only `#pragma once` and header reuse ask for it: most headers of a single unit are
    /// never hashed.
    hash: OnceLock<u128>,
    /// Offsets at which lines 2, 3, … start (line 1 starts at 0).
    line_starts: OnceLock<Vec<u32>>,
    /// For code-point columns: the number of UTF-8 continuation bytes before each
    /// `CONTINUATION_BLOCK`-byte block; empty when the file is all ASCII.
    continuations: OnceLock<Vec<u32>>,
}

/// The block size of [`SourceFile::continuations`]: a code-point column costs at most two
/// partial blocks' count, however long its line (a generated line of 100,000 entities must
/// not make each of their columns a walk from the line's start).
const CONTINUATION_BLOCK: usize = 4096;

impl fmt::Debug for SourceFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SourceFile").field("path", &self.path).field("len", &self.bytes().len()).finish()
    }
}

impl SourceFile {
    fn new(path: PathBuf, contents: Contents) -> SourceFile {
        SourceFile {
            path,
            contents,
            hash: OnceLock::new(),
            line_starts: OnceLock::new(),
            continuations: OnceLock::new(),
        }
    }

    /// The file at `path`: mapped when it is a regular file of at least 64 KiB, read
    /// otherwise (small files, pipes, character devices such as /dev/stdin).
    pub fn open(path: &Path) -> Result<SourceFile, SourceError> {
        let io = |error| SourceError::Io { path: path.to_path_buf(), error };
        let mut file = File::open(path).map_err(io)?;
        let meta = file.metadata().map_err(io)?;
        let contents = if meta.is_file() && meta.len() >= MAP_THRESHOLD {
            if meta.len() > MAX_SOURCE_LEN as u64 {
                return Err(SourceError::TooLarge { path: path.to_path_buf(), len: meta.len() });
            }
            // SAFETY: see `Contents::Mapped`.
            Contents::Mapped(unsafe { memmap2::Mmap::map(&file) }.map_err(io)?)
        } else {
            let mut buf = Vec::with_capacity(meta.len() as usize);
            // Bounded read: a pipe or device may be endless.
            (&mut file).take(MAX_SOURCE_LEN as u64 + 1).read_to_end(&mut buf).map_err(io)?;
            if buf.len() > MAX_SOURCE_LEN {
                return Err(SourceError::TooLarge { path: path.to_path_buf(), len: buf.len() as u64 });
            }
            Contents::Owned(buf.into_boxed_slice())
        };
        Ok(SourceFile::new(path.to_path_buf(), contents))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn bytes(&self) -> &[u8] {
        match &self.contents {
            Contents::Owned(b) => b,
            Contents::Mapped(m) => m,
        }
    }

    /// The XXH3-128 hash of the contents: equal files (the same header reached by two paths)
    /// have equal hashes.
    pub fn content_hash(&self) -> u128 {
        *self.hash.get_or_init(|| xxhash_rust::xxh3::xxh3_128(self.bytes()))
    }

    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            let bytes = self.bytes();
            let mut breaks = Vec::with_capacity(bytes.len() / 32);
            cufront_simd::kernels().line_breaks(bytes, 1, &mut breaks);
            breaks // each break's last byte + 1 is the next line's start
        })
    }

    /// The number of lines (a final line without terminator counts; an empty file has one).
    pub fn line_count(&self) -> usize {
        self.line_starts().len() + 1
    }

    /// The 1-based line of `offset` (a binary search in the line index; no column work).
    #[inline]
    pub fn line_of(&self, offset: u32) -> u32 {
        self.line_starts().partition_point(|&s| s <= offset) as u32 + 1
    }

    /// `line_of(offset)`, found by walking forward from line `near` when `offset` is on it
    /// or a few lines below (a reader moving through a file asks about each token in turn).
    #[inline]
    pub fn line_of_near(&self, offset: u32, near: u32) -> u32 {
        let starts = self.line_starts();
        // Line n (1-based) starts at starts[n - 2] (line 1 at 0).
        let start_of = |n: u32| if n <= 1 { Some(0) } else { starts.get(n as usize - 2).copied() };
        if near >= 1 && start_of(near).is_some_and(|s| s <= offset) {
            let mut line = near;
            for _ in 0..8 {
                match start_of(line + 1) {
                    Some(next) if next <= offset => line += 1,
                    _ => return line,
                }
            }
        }
        self.line_of(offset)
    }

    /// Where line `line` (1-based) starts (the end of the file for lines past it).
    #[inline]
    pub fn line_start(&self, line: u32) -> u32 {
        match line {
            0 | 1 => 0,
            n => self.line_starts().get(n as usize - 2).copied().unwrap_or(self.bytes().len() as u32),
        }
    }

    /// The 1-based line and byte column of `offset` (what g++ prints; no code-point count).
    #[inline]
    pub fn line_and_byte_col(&self, offset: u32) -> (u32, u32) {
        let starts = self.line_starts();
        let i = starts.partition_point(|&s| s <= offset);
        let line_start = if i == 0 { 0 } else { starts[i - 1] };
        (i as u32 + 1, offset.saturating_sub(line_start) + 1)
    }

    /// The line and column of `offset` (clamped to the end of the file).
    pub fn line_col(&self, offset: u32) -> LineCol {
        let bytes = self.bytes();
        let offset = (offset as usize).min(bytes.len());
        let starts = self.line_starts();
        let line_index = starts.partition_point(|&s| s as usize <= offset);
        let line_start = if line_index == 0 { 0 } else { starts[line_index - 1] as usize };
        let col = offset - line_start;
        // Code points: every byte that is not a UTF-8 continuation byte starts one.
        let col_chars = col - (self.continuations_before(offset) - self.continuations_before(line_start));
        LineCol { line: line_index as u32 + 1, col: col as u32 + 1, col_chars: col_chars as u32 + 1 }
    }

    /// The number of UTF-8 continuation bytes before `offset` (at most the file's length).
    fn continuations_before(&self, offset: usize) -> usize {
        let bytes = self.bytes();
        let blocks = self.continuations.get_or_init(|| {
            if bytes.is_ascii() {
                return Vec::new();
            }
            let mut before = 0u32;
            let mut blocks = Vec::with_capacity(bytes.len() / CONTINUATION_BLOCK + 1);
            for block in bytes.chunks(CONTINUATION_BLOCK) {
                blocks.push(before);
                before += continuation_count(block) as u32;
            }
            blocks
        });
        if blocks.is_empty() {
            return 0;
        }
        let block = offset / CONTINUATION_BLOCK;
        let start = block * CONTINUATION_BLOCK;
        match blocks.get(block) {
            Some(&before) => before as usize + continuation_count(&bytes[start..offset]),
            // `offset` is the file's end, at a block boundary.
            None => blocks.last().map_or(0, |&b| b as usize) + continuation_count(&bytes[start - CONTINUATION_BLOCK..]),
        }
    }

    /// The text of the 1-based `line` without its terminator (empty past the end).
    pub fn line_text(&self, line: u32) -> &[u8] {
        let bytes = self.bytes();
        let starts = self.line_starts();
        let i = line.saturating_sub(1) as usize;
        if i > starts.len() {
            return &[];
        }
        let start = if i == 0 { 0 } else { starts[i - 1] as usize };
        let end = starts.get(i).map_or(bytes.len(), |&s| s as usize - 1);
        let end = if end > start && bytes[end - 1] == b'\r' && bytes.get(end) == Some(&b'\n') { end - 1 } else { end };
        &bytes[start..end.max(start)]
    }
}

/// The UTF-8 continuation bytes (10xxxxxx) in `bytes`.
fn continuation_count(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&c| (c as i8) < -0x40).count()
}

/// The files of a unit. Ids are indices, assigned in insertion order; the files themselves
/// may be shared with other units' tables ([`FileTable::add_shared`]).
#[derive(Debug, Default)]
pub struct FileTable {
    files: Vec<Arc<SourceFile>>,
}

impl FileTable {
    pub fn new() -> FileTable {
        FileTable::default()
    }

    /// Adds the file at `path`: mapped when it is a regular file of at least 64 KiB, read
    /// otherwise (small files, pipes, character devices such as /dev/stdin).
    pub fn add_path(&mut self, path: &Path) -> Result<FileId, SourceError> {
        Ok(self.push(Arc::new(SourceFile::open(path)?)))
    }

    /// Adds a file that other tables share (the preprocessor's header cache): the bytes
    /// are mapped and hashed once per run, whatever the number of units.
    pub fn add_shared(&mut self, file: Arc<SourceFile>) -> FileId {
        self.push(file)
    }

    /// Adds in-memory contents under `name` (tests, generated files, the embedded headers).
    pub fn add_bytes(&mut self, name: impl Into<PathBuf>, bytes: impl Into<Box<[u8]>>) -> Result<FileId, SourceError> {
        let bytes = bytes.into();
        let name = name.into();
        if bytes.len() > MAX_SOURCE_LEN {
            return Err(SourceError::TooLarge { path: name, len: bytes.len() as u64 });
        }
        Ok(self.push(Arc::new(SourceFile::new(name, Contents::Owned(bytes)))))
    }

    fn push(&mut self, file: Arc<SourceFile>) -> FileId {
        let id = FileId(self.files.len() as u32);
        self.files.push(file);
        id
    }

    pub fn get(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// File `id`, for another table to share.
    pub fn shared(&self, id: FileId) -> Arc<SourceFile> {
        Arc::clone(&self.files[id.0 as usize])
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files.iter().enumerate().map(|(i, f)| (FileId(i as u32), &**f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table_with(bytes: &[u8]) -> (FileTable, FileId) {
        let mut t = FileTable::new();
        let id = t.add_bytes("t.cu", bytes.to_vec()).expect("small");
        (t, id)
    }

    #[test]
    fn line_and_columns() {
        let (t, id) = table_with("ab\ncé x\r\n\rlast".as_bytes());
        let f = t.get(id);
        assert_eq!(f.line_count(), 4);
        assert_eq!(f.line_col(0), LineCol { line: 1, col: 1, col_chars: 1 });
        assert_eq!(f.line_col(2), LineCol { line: 1, col: 3, col_chars: 3 }); // the '\n'
        assert_eq!(f.line_col(3), LineCol { line: 2, col: 1, col_chars: 1 });
        // 'x' after "cé ": 4 bytes, 3 code points before it.
        assert_eq!(f.line_col(7), LineCol { line: 2, col: 5, col_chars: 4 });
        assert_eq!(f.line_col(10), LineCol { line: 3, col: 1, col_chars: 1 }); // lone '\r'
        assert_eq!(f.line_col(11), LineCol { line: 4, col: 1, col_chars: 1 });
        assert_eq!(f.line_col(1000).line, 4);
        assert_eq!(f.line_text(2), "cé x".as_bytes());
        assert_eq!(f.line_text(3), b"");
        assert_eq!(f.line_text(4), b"last");
        assert_eq!(f.line_text(5), b"");
    }

    #[test]
    fn code_point_columns_across_blocks_count_what_a_walk_from_the_line_start_counts() {
        // Long lines of mixed one- to four-byte characters, crossing block boundaries, and
        // a file ending exactly at one; an invalid lone continuation byte counts as one.
        for len in [CONTINUATION_BLOCK * 3, CONTINUATION_BLOCK * 3 + 17] {
            let mut bytes = Vec::new();
            let pieces: [&[u8]; 6] = ["a".as_bytes(), "é".as_bytes(), "€".as_bytes(), "𝄞".as_bytes(), b"\n", b"\x80"];
            let mut i = 0usize;
            while bytes.len() < len {
                let piece = pieces[(i * 7 + i / 3) % if i % 1000 < 990 { 4 } else { 6 }];
                bytes.extend_from_slice(&piece[..piece.len().min(len - bytes.len())]);
                i += 1;
            }
            let (t, id) = table_with(&bytes);
            let f = t.get(id);
            for offset in (0..=bytes.len()).step_by(7).chain([bytes.len()]) {
                let start = bytes[..offset].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
                let walked = bytes[start..offset].iter().filter(|&&c| (c as i8) >= -0x40).count() as u32 + 1;
                assert_eq!(f.line_col(offset as u32).col_chars, walked, "offset {offset} of {len}");
            }
        }
    }

    #[test]
    fn empty_file_has_one_line() {
        let (t, id) = table_with(b"");
        assert_eq!(t.get(id).line_count(), 1);
        assert_eq!(t.get(id).line_col(0), LineCol { line: 1, col: 1, col_chars: 1 });
    }

    #[test]
    fn mapped_and_read_files_agree() {
        let dir = std::env::temp_dir().join(format!("cufront-source-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let big: Vec<u8> = b"int x;\n".iter().copied().cycle().take(200_000).collect();
        let small = b"int y;\n".to_vec();
        std::fs::write(dir.join("big.cu"), &big).expect("write");
        std::fs::write(dir.join("small.cu"), &small).expect("write");
        let mut t = FileTable::new();
        let b = t.add_path(&dir.join("big.cu")).expect("big");
        let s = t.add_path(&dir.join("small.cu")).expect("small");
        assert_eq!(t.get(b).bytes(), &big[..]);
        assert_eq!(t.get(s).bytes(), &small[..]);
        assert_eq!(t.get(b).line_count(), 200_000 / 7 + 1);
        assert_ne!(t.get(b).content_hash(), t.get(s).content_hash());
        assert!(matches!(t.add_path(&dir.join("missing.cu")), Err(SourceError::Io { .. })));
        std::fs::remove_dir_all(&dir).ok();
    }
}
