//! Identifiers, interned once per run: every unit, every thread, every stage names an
//! identifier by the same 32-bit [`Sym`].
//!
//! Reading a name (`name(sym)`) takes no lock: names live in an append-only concurrent
//! vector (boxcar) indexed by the symbol. Interning hashes the spelling once (FxHash, the
//! fast hash for short keys) and looks in one of 64 shards under its read lock; only a new
//! identifier takes a shard's write lock. Files are lexed once per run (the preprocessor's
//! header cache), so interning is per file, not per unit.
//!
//! Symbol numbers depend on which thread got to an identifier first: they are names, never
//! an order. Nothing that is printed may be sorted by them.

use std::borrow::Borrow;
use std::hash::{BuildHasher, BuildHasherDefault, Hash};
use std::sync::RwLock;

use hashbrown::HashTable;
use rustc_hash::FxHasher;

/// An interned identifier: an index into the run's [`Symbols`]. `Sym(0)` is "none".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Sym(pub u32);

/// Symbols every run has, at fixed indices (`Sym(i + 1)` for entry `i`); the parser's
/// keywords follow them (`crate::parse::keyword`).
const WELL_KNOWN: &[&str] = &[
    "defined",
    "__VA_ARGS__",
    "__VA_OPT__",
    "__has_include",
    "__has_include_next",
    "_Pragma",
    "__FILE__",
    "__LINE__",
    "__COUNTER__",
    "__INCLUDE_LEVEL__",
    "__BASE_FILE__",
    "__DATE__",
    "__TIME__",
    "__TIMESTAMP__",
    "__FILE_NAME__",
    "__has_attribute",
    "__has_cpp_attribute",
    "__has_builtin",
    "__has_feature",
    "__has_extension",
    "true",
    "false",
];

/// How many well-known symbols there are: the keywords start at `Sym(WELL_KNOWN_COUNT + 1)`.
pub const WELL_KNOWN_COUNT: u32 = WELL_KNOWN.len() as u32;

impl Sym {
    pub const DEFINED: Sym = Sym(1);
    pub const VA_ARGS: Sym = Sym(2);
    pub const VA_OPT: Sym = Sym(3);
    pub const HAS_INCLUDE: Sym = Sym(4);
    pub const HAS_INCLUDE_NEXT: Sym = Sym(5);
    pub const PRAGMA_OPERATOR: Sym = Sym(6);
    pub const FILE: Sym = Sym(7);
    pub const LINE: Sym = Sym(8);
    pub const COUNTER: Sym = Sym(9);
    pub const INCLUDE_LEVEL: Sym = Sym(10);
    pub const BASE_FILE: Sym = Sym(11);
    pub const DATE: Sym = Sym(12);
    pub const TIME: Sym = Sym(13);
    pub const TIMESTAMP: Sym = Sym(14);
    pub const FILE_NAME: Sym = Sym(15);
    pub const HAS_ATTRIBUTE: Sym = Sym(16);
    pub const HAS_CPP_ATTRIBUTE: Sym = Sym(17);
    pub const HAS_BUILTIN: Sym = Sym(18);
    pub const TRUE: Sym = Sym(21);
    pub const FALSE: Sym = Sym(22);
}

/// A set of symbols as one bit per symbol number, up to the largest member: a membership
/// test is a load and a mask, for scans that ask it of every identifier of a unit (hundreds
/// of thousands) and find most of them absent.
#[derive(Clone, Debug, Default)]
pub struct SymSet {
    words: Vec<u64>,
}

impl SymSet {
    pub fn insert(&mut self, s: Sym) {
        let word = s.0 as usize / 64;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] |= 1 << (s.0 % 64);
    }

    #[inline]
    pub fn contains(&self, s: Sym) -> bool {
        self.words.get(s.0 as usize / 64).is_some_and(|w| w & (1 << (s.0 % 64)) != 0)
    }
}

impl FromIterator<Sym> for SymSet {
    fn from_iter<I: IntoIterator<Item = Sym>>(iter: I) -> SymSet {
        let mut set = SymSet::default();
        iter.into_iter().for_each(|s| set.insert(s));
        set
    }
}

type FxBuild = BuildHasherDefault<FxHasher>;

/// A map shared by the threads of a run: 64 shards picked by the key's hash, each behind its
/// own lock, so that readers of different keys rarely meet and readers of one never wait for
/// each other. The key is hashed once: the shard and the slot in its table come from the
/// same hash (different bits of it).
#[derive(Debug)]
pub struct ShardedMap<K, V> {
    shards: Box<[Shard<K, V>]>,
    hasher: FxBuild,
}

type Shard<K, V> = RwLock<HashTable<(K, V)>>;

const SHARDS: usize = 64;

impl<K: Hash + Eq, V: Clone> Default for ShardedMap<K, V> {
    fn default() -> Self {
        ShardedMap { shards: (0..SHARDS).map(|_| RwLock::new(HashTable::new())).collect(), hasher: FxBuild::default() }
    }
}

impl<K: Hash + Eq, V: Clone> ShardedMap<K, V> {
    /// The key's hash and its shard: bits 40..46 pick the shard, which the table does not
    /// lean on (its slot comes from the low bits, its tag from the top 7).
    fn shard<Q: Hash + ?Sized>(&self, key: &Q) -> (u64, &Shard<K, V>) {
        let hash = self.hasher.hash_one(key);
        (hash, &self.shards[(hash >> 40) as usize % SHARDS])
    }

    pub fn get<Q>(&self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let (hash, shard) = self.shard(key);
        // A poisoned lock means a panic elsewhere while inserting: the map is still sound.
        let table = shard.read().unwrap_or_else(|e| e.into_inner());
        table.find(hash, |(k, _)| k.borrow() == key).map(|(_, v)| v.clone())
    }

    /// The value of `key`, or the one `value` makes (under the shard's write lock, so it is
    /// made once) stored under `owned()`.
    pub fn get_or_insert_with<Q>(&self, key: &Q, owned: impl FnOnce() -> K, value: impl FnOnce() -> V) -> V
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let (hash, shard) = self.shard(key);
        if let Some((_, v)) = shard.read().unwrap_or_else(|e| e.into_inner()).find(hash, |(k, _)| k.borrow() == key) {
            return v.clone();
        }
        let mut table = shard.write().unwrap_or_else(|e| e.into_inner());
        if let Some((_, v)) = table.find(hash, |(k, _)| k.borrow() == key) {
            return v.clone();
        }
        let v = value();
        // `K: Borrow<Q>` promises K and Q hash alike: the rehash of a grown table agrees.
        table.insert_unique(hash, (owned(), v.clone()), |(k, _)| self.hasher.hash_one(k));
        v
    }
}

/// The run's identifiers (`Sync`: one per run, shared by every unit and thread).
#[derive(Debug)]
pub struct Symbols {
    map: ShardedMap<Box<[u8]>, Sym>,
    names: boxcar::Vec<Box<[u8]>>,
}

impl Default for Symbols {
    fn default() -> Self {
        Symbols::new()
    }
}

impl Symbols {
    pub fn new() -> Symbols {
        let s = Symbols { map: ShardedMap::default(), names: boxcar::Vec::new() };
        s.names.push(Box::from(&b""[..]));
        for name in
            WELL_KNOWN.iter().chain(crate::parse::keyword::SPELLINGS).chain(crate::parse::keyword::NAME_SPELLINGS)
        {
            s.intern(name.as_bytes());
        }
        s
    }

    /// The symbol of an identifier spelled `name` (UCNs already turned into UTF-8).
    #[inline]
    pub fn intern(&self, name: &[u8]) -> Sym {
        // Pushed before it is published in the map: a symbol a thread holds is readable.
        self.map.get_or_insert_with(name, || Box::from(name), || Sym(self.names.push(Box::from(name)) as u32))
    }

    /// The symbol of `name` if some unit has interned it.
    pub fn get(&self, name: &[u8]) -> Option<Sym> {
        self.map.get(name)
    }

    /// The spelling of a symbol (empty for `Sym(0)` and for numbers never handed out).
    #[inline]
    pub fn name(&self, s: Sym) -> &[u8] {
        self.names.get(s.0 as usize).map_or(&b""[..], |n| n)
    }

    /// How many symbols there are, `Sym(0)` included.
    pub fn len(&self) -> usize {
        self.names.count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() <= 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn well_known_symbols_sit_at_their_constants() {
        let s = Symbols::new();
        assert_eq!(s.name(Sym::DEFINED), b"defined");
        assert_eq!(s.name(Sym::PRAGMA_OPERATOR), b"_Pragma");
        assert_eq!(s.name(Sym::FILE_NAME), b"__FILE_NAME__");
        assert_eq!(s.name(Sym::HAS_BUILTIN), b"__has_builtin");
        assert_eq!(s.name(Sym::TRUE), b"true");
        assert_eq!(s.name(Sym::FALSE), b"false");
        assert_eq!(s.intern(b"__VA_OPT__"), Sym::VA_OPT);
        assert_eq!(s.name(Sym(0)), b"");
        assert_eq!(s.name(Sym(1 << 30)), b"");
    }

    #[test]
    fn threads_agree_on_every_symbol() {
        let s = Symbols::new();
        let names: Vec<String> = (0..4000).map(|i| format!("id_{}", i % 1500)).collect();
        let per_thread: Vec<Vec<Sym>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..4)
                .map(|t| {
                    let (s, names) = (&s, &names);
                    scope.spawn(move || {
                        // Each thread walks the names from another starting point.
                        (0..names.len()).map(|i| s.intern(names[(i + t * 977) % names.len()].as_bytes())).collect()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap_or_default()).collect()
        });
        for (t, syms) in per_thread.iter().enumerate() {
            for (i, &sym) in syms.iter().enumerate() {
                let name = &names[(i + t * 977) % names.len()];
                assert_eq!(s.name(sym), name.as_bytes());
                assert_eq!(s.get(name.as_bytes()), Some(sym));
            }
        }
        assert_eq!(
            s.len(),
            1 + WELL_KNOWN.len()
                + crate::parse::keyword::SPELLINGS.len()
                + crate::parse::keyword::NAME_SPELLINGS.len()
                + 1500
        );
    }
}
