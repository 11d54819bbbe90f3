//! The header cache: what every unit of a run (and both passes of a unit) share. Each file
//! the include search names is looked at once per run — stat, map, hash, lex, intern its
//! identifiers — and every unit that includes it replays the same token arrays.
//!
//! Thread-safe without a global lock: paths hash into the shards of a [`ShardedMap`], a
//! shard's read lock finds a path's slot, and the slot (a `OnceLock`) is filled outside any
//! shard lock, by whichever unit asks first while the others wait for that one file only.
//! Paths that name no regular file are cached too: the include search probes every
//! directory of the search path.

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use super::reuse::{Memo, ReuseStats};
use super::unit::LexedFile;
use crate::intern::{ShardedMap, Symbols};
use crate::source::SourceFile;

/// A file as every unit sees it: its bytes and its tokens.
#[derive(Debug)]
pub struct CachedFile {
    pub source: Arc<SourceFile>,
    pub lexed: Arc<LexedFile>,
}

type Slot = Arc<OnceLock<Option<Arc<CachedFile>>>>;

/// The run's shared files and identifiers (`Sync`; one per run).
#[derive(Debug)]
pub struct HeaderCache {
    symbols: Symbols,
    slots: ShardedMap<Box<str>, Slot>,
    lookups: AtomicU64,
    loads: AtomicU64,
    bytes_loaded: AtomicU64,
    /// Time spent lexing and interning files, summed over threads (nanoseconds).
    lex_nanos: AtomicU64,
    /// Headers' recorded work, replayed where a unit enters one in the same state.
    memo: Memo,
}

/// What the cache did, for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// Files asked for by a unit (each unit asks once per path it opens).
    pub lookups: u64,
    /// Of those, files read and lexed because no unit had asked before.
    pub loads: u64,
    pub bytes_loaded: u64,
    /// Time spent lexing and interning files (headers and main files), summed over threads:
    /// the lexer's share of preprocessing, for `--stats`.
    pub lex_nanos: u64,
    /// Headers whose work was replayed rather than done again.
    pub reuse: ReuseStats,
}

impl CacheStats {
    /// The share of lookups that found the file already lexed.
    pub fn hit_rate(&self) -> f64 {
        if self.lookups == 0 {
            0.0
        } else {
            1.0 - self.loads as f64 / self.lookups as f64
        }
    }
}

impl Default for HeaderCache {
    fn default() -> Self {
        HeaderCache::new()
    }
}

impl HeaderCache {
    pub fn new() -> HeaderCache {
        HeaderCache::with_reuse(true)
    }

    /// A cache whose units replay a header's recorded work (`reuse`) or always do it again.
    pub fn with_reuse(reuse: bool) -> HeaderCache {
        HeaderCache {
            symbols: Symbols::new(),
            slots: ShardedMap::default(),
            lookups: AtomicU64::new(0),
            loads: AtomicU64::new(0),
            bytes_loaded: AtomicU64::new(0),
            lex_nanos: AtomicU64::new(0),
            memo: Memo::new(reuse),
        }
    }

    pub(super) fn memo(&self) -> &Memo {
        &self.memo
    }

    /// The run's identifiers.
    pub fn symbols(&self) -> &Symbols {
        &self.symbols
    }

    /// The regular file at `path` (as the include search spells it), read and lexed by the
    /// first unit that asks; `None` when there is none (or it cannot be read, which the
    /// include search treats the same way, as g++ does for a directory).
    pub fn file(&self, path: &str) -> Option<Arc<CachedFile>> {
        let slot = self.slots.get_or_insert_with(path, || Box::from(path), Slot::default);
        let file = slot
            .get_or_init(|| {
                let p = Path::new(path);
                if !p.is_file() {
                    return None;
                }
                let source = Arc::new(SourceFile::open(p).ok()?);
                let lexed = Arc::new(self.lex(source.bytes()));
                self.loads.fetch_add(1, Ordering::Relaxed);
                self.bytes_loaded.fetch_add(source.bytes().len() as u64, Ordering::Relaxed);
                Some(Arc::new(CachedFile { source, lexed }))
            })
            .clone();
        if file.is_some() {
            self.lookups.fetch_add(1, Ordering::Relaxed);
        }
        file
    }

    pub fn stats(&self) -> CacheStats {
        CacheStats {
            lookups: self.lookups.load(Ordering::Relaxed),
            loads: self.loads.load(Ordering::Relaxed),
            bytes_loaded: self.bytes_loaded.load(Ordering::Relaxed),
            lex_nanos: self.lex_nanos.load(Ordering::Relaxed),
            reuse: self.memo.stats(),
        }
    }

    /// Lexes and interns a file's bytes, timing it (once per file, not per token).
    pub fn lex(&self, bytes: &[u8]) -> LexedFile {
        let started = std::time::Instant::now();
        let lexed = LexedFile::new(bytes, &self.symbols);
        self.lex_nanos.fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
        lexed
    }
}
