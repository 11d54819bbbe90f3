//! The header cache: what every unit of a run (and both passes of a unit) share. Each file
//! the include search names is looked at once per run — its directory's listing, stat, map,
//! lex, intern its identifiers — and every unit that includes it replays the same token
//! arrays.
//!
//! Thread-safe without a global lock: paths hash into the shards of a [`ShardedMap`], a
//! shard's read lock finds a path's slot, and the slot (a `OnceLock`) is filled outside any
//! shard lock, by whichever unit asks first while the others wait for that one file only.
//! Paths that name no regular file are cached too: the include search probes every
//! directory of the search path.

use std::io::ErrorKind;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use rustc_hash::FxHashSet;

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

/// A directory's entry names, read once per run; `None` when it could not be listed (no
/// permission to read it, say), and then nothing is known of its entries.
type Listing = Arc<OnceLock<Option<FxHashSet<Box<[u8]>>>>>;

/// The run's shared files and identifiers (`Sync`; one per run).
#[derive(Debug)]
pub struct HeaderCache {
    symbols: Symbols,
    slots: ShardedMap<Box<str>, Slot>,
    /// The include search probes each header in directory after directory, and most
    /// probes miss: one listing per directory answers those without a `stat` each.
    listings: ShardedMap<Box<str>, Listing>,
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
            listings: ShardedMap::default(),
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
                if !self.may_exist(path) || !p.is_file() {
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

    /// False when the listing of `path`'s directory shows that it names nothing (or the
    /// directory does not exist); true when it may name a file, which `stat` then decides.
    fn may_exist(&self, path: &str) -> bool {
        let (dir, name) = match path.rfind('/') {
            Some(0) => ("/", &path[1..]),
            Some(i) => (&path[..i], &path[i + 1..]),
            None => (".", path),
        };
        if name.is_empty() || name == "." || name == ".." {
            return true;
        }
        let listing = self.listings.get_or_insert_with(dir, || Box::from(dir), Listing::default);
        let entries = listing.get_or_init(|| match std::fs::read_dir(dir) {
            // An entry that cannot be read leaves the listing unknown, not short.
            Ok(entries) => entries.map(|e| Some(e.ok()?.file_name().into_encoded_bytes().into())).collect(),
            Err(e) if matches!(e.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) => Some(FxHashSet::default()),
            Err(_) => None,
        });
        entries.as_ref().is_none_or(|names| names.contains(name.as_bytes()))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The directory listings answer only "no such entry"; whatever a listing shows is
    /// still looked at (`stat`), so only regular files are found.
    #[test]
    fn listings_answer_misses_and_stat_decides_the_rest() {
        let root = std::env::temp_dir().join(format!("cufront-cache-{}", std::process::id()));
        std::fs::create_dir_all(root.join("inc/sub")).expect("a scratch directory");
        std::fs::write(root.join("inc/x.h"), "int x;\n").expect("a scratch header");
        let dir = root.to_string_lossy().into_owned();
        let cache = HeaderCache::with_reuse(false);
        assert!(cache.file(&format!("{dir}/inc/x.h")).is_some());
        assert!(cache.file(&format!("{dir}/inc/sub/../x.h")).is_some());
        assert!(cache.file(&format!("{dir}/inc/y.h")).is_none());
        assert!(cache.file(&format!("{dir}/missing/x.h")).is_none());
        assert!(cache.file(&format!("{dir}/inc/x.h/z.h")).is_none());
        assert!(cache.file(&format!("{dir}/inc/sub")).is_none(), "a directory is not a header");
        let _ = std::fs::remove_dir_all(&root);
    }
}
