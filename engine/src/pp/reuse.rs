//! Header work reuse: a header entered again — by this unit or by another of the run — in
//! the state it was entered before is not preprocessed again; what it produced and what it
//! changed are replayed.
//!
//! "The same state" is decided without comparing macro tables. The preprocessor keeps a digest
//! of every change made to its macro table (`#define` with the file and offset it is at,
//! `#undef`, `push_macro`, `pop_macro`), so two units with the same digest have the same
//! macros, at the same indices. The key of an entry is that digest, the header (its name as
//! the search formed it, how it was found, its system kind, its include guard), `__COUNTER__`
//! and the unit's search options. What a header reads of the rest of the unit's state is
//! checked when it is replayed: the `#pragma once` files it asked about, the include searches
//! it found cached, the system kind of the files it entered, and the include depth its own
//! includes reach (against the depth limit).
//!
//! A header is recorded the second time its key is seen, and replayed from the third: a
//! header entered in a state once is seldom entered in it again, and recording one costs a
//! copy of its work, paid back only by replays (recording at the third sighting instead
//! preprocessed one more copy of every header the run replays: 4-8% more CPU on ggml). A header is not recorded while a header that includes it
//! is (its work is in that record), nor once the run's records hold `MAX_BYTES`. A header
//! that reports a problem, uses `__BASE_FILE__`, `__DATE__`, `__TIME__`, `__TIMESTAMP__`,
//! `__INCLUDE_LEVEL__`, `#line` or `#assert` is not recorded: those depend on more than the
//! key says.

use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use rustc_hash::FxHashMap;

use super::include::{Found, Start};
use super::macros::{Builtin, Macro, MacroIndex, Params};
use super::token::{PpKind, PpToken, Sym, SCRATCH};
use super::unit::{Event, Expansion, FoundIn, FrameKind, PpStats, Preprocessor};
use crate::intern::ShardedMap;
use crate::source::{FileId, Loc};

/// No system kind recorded for the file yet (`file_system`).
pub(super) const UNSET: u8 = u8::MAX;

/// Once the run's records hold this many bytes (as the allocator counts them), no header is
/// recorded any more; those kept are still replayed.
const MAX_BYTES: u64 = 1 << 30;

/// The run's recorded headers, shared by every unit (in the header cache).
#[derive(Debug)]
pub(super) struct Memo {
    pub enabled: bool,
    slots: ShardedMap<u128, Arc<Slot>>,
    replayed: AtomicU64,
    tokens_replayed: AtomicU64,
    parts_used: AtomicU64,
    recorded: AtomicU64,
    not_recordable: AtomicU64,
    mismatched: AtomicU64,
    bytes: AtomicU64,
}

/// What [`Memo`] did, for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReuseStats {
    /// Headers replayed instead of preprocessed, and the tokens they gave.
    pub replayed: u64,
    pub tokens_replayed: u64,
    /// Of the replays, those whose tokens the consumer took as the recording kept them
    /// (laid out already); the others handed out the header's events again.
    pub parts_used: u64,
    /// Headers recorded (each key once per run).
    pub recorded: u64,
    /// Headers that could not be recorded (they depend on more than their key).
    pub not_recordable: u64,
    /// Replays refused because the unit's state differed from the recording's.
    pub mismatched: u64,
    /// The bytes the records hold (with their consumers' parts), as the allocator counts
    /// them.
    pub bytes: u64,
}

#[derive(Debug, Default)]
pub(super) struct Slot {
    seen: AtomicU32,
    claimed: AtomicBool,
    recorded: OnceLock<Arc<Recorded>>,
}

impl Memo {
    pub fn new(enabled: bool) -> Memo {
        Memo {
            enabled,
            slots: ShardedMap::default(),
            replayed: AtomicU64::new(0),
            tokens_replayed: AtomicU64::new(0),
            parts_used: AtomicU64::new(0),
            recorded: AtomicU64::new(0),
            not_recordable: AtomicU64::new(0),
            mismatched: AtomicU64::new(0),
            bytes: AtomicU64::new(0),
        }
    }

    pub fn stats(&self) -> ReuseStats {
        ReuseStats {
            replayed: self.replayed.load(Ordering::Relaxed),
            tokens_replayed: self.tokens_replayed.load(Ordering::Relaxed),
            parts_used: self.parts_used.load(Ordering::Relaxed),
            recorded: self.recorded.load(Ordering::Relaxed),
            not_recordable: self.not_recordable.load(Ordering::Relaxed),
            mismatched: self.mismatched.load(Ordering::Relaxed),
            bytes: self.bytes.load(Ordering::Relaxed),
        }
    }
}

/// A file a recording names: an index into [`Recorded::files`].
type FileRef = u32;

type SearchKey = (Start, String);

/// An include entry as a recording keeps it (its file by [`FileRef`]).
#[derive(Clone, Debug)]
struct StoredFound {
    file: FileRef,
    name: String,
    found_in: FoundIn,
    system: u8,
    guard: Option<Sym>,
}

/// What a search found cached when the header asked, before the header had changed it.
#[derive(Clone, Debug)]
enum Cached {
    Absent,
    NotFound,
    Found(StoredFound),
}

/// An include entry a recording refers to: one it made, or the one a checked search found.
#[derive(Clone, Copy, Debug)]
enum EntryRef {
    New(u32),
    Before(u32),
}

#[derive(Clone, Debug)]
struct StoredMacro {
    name: Sym,
    params: Option<Params>,
    body: Box<[PpToken]>,
    builtin: Option<Builtin>,
    defined_at: Option<Loc>,
}

#[derive(Clone, Debug)]
enum StoredOp {
    Define(StoredMacro),
    Undef(Sym),
    Push(Sym),
    Pop(Sym),
}

/// A header's work: the checks a unit's state must pass, and what the header did.
#[derive(Debug)]
struct Recorded {
    /// The paths of the files named below (`FileId`s are the unit's own).
    files: Vec<Box<str>>,
    once_checks: Vec<(u128, bool)>,
    search_checks: Vec<(SearchKey, Cached)>,
    /// The system kind of each file the header entered: the first it got (checked against
    /// the unit's) and the last (set).
    systems: Vec<(FileRef, u8, u8)>,
    /// Every change of a file's system kind, at the index of the first event it applies to,
    /// when a file's kind changed while the header was read (`#pragma GCC system_header` in
    /// a file entered as a user header); empty otherwise.
    midway: Vec<(u32, FileRef, u8)>,
    /// Every path the include search tried, in order, and whether it was a file.
    opened: Vec<(Box<str>, bool)>,
    includes: Vec<StoredFound>,
    search_inserts: Vec<(SearchKey, Option<EntryRef>)>,
    guards: Vec<(EntryRef, Sym)>,
    own_guard: Option<Sym>,
    once: Vec<u128>,
    macro_ops: Vec<StoredOp>,
    counter: u32,
    scratch_base: u32,
    scratch: Vec<u8>,
    /// Tokens with line splices the header read: their place, and their spelling in
    /// `scratch` (in the recording's scratch numbering).
    spliced: Vec<(FileRef, u32, (u32, u32))>,
    /// How many levels deeper than the header's own `#include` its deepest `#include` was
    /// (what the include depth limit checks).
    nesting: u32,
    expansion_base: u32,
    expansions: Vec<Expansion>,
    stats: PpStats,
    last_loc: Option<Loc>,
    /// File names of the events (index 0: the header's own).
    names: Vec<Box<str>>,
    /// The events between the header's entry marker and its return marker.
    events: EventLog<u32>,
    tokens: u64,
    /// What the unit's consumer made of the events (its own type: the parser's token
    /// arrays), when it kept it ([`Preprocessor::take_segment`]).
    consumer: OnceLock<ConsumerPart>,
}

/// What a consumer of the events keeps with a recording (its own type).
pub type ConsumerPart = Box<dyn std::any::Any + Send + Sync>;

/// A change of the macro table, as the unit made it.
#[derive(Clone, Copy, Debug)]
pub(super) enum MacroOp {
    Define(MacroIndex),
    Undef(Sym),
    Push(Sym),
    Pop(Sym),
}

/// A search's use of the include cache.
#[derive(Clone, Debug)]
pub(super) enum SearchLog {
    /// A lookup: what it found, and that entry's guard then.
    Lookup(SearchKey, Option<Option<usize>>, Option<Sym>),
    Insert(SearchKey, Option<usize>),
}

/// Lengths of the unit's logs and tables when a recording began.
#[derive(Clone, Copy, Debug)]
struct Marks {
    events: (usize, usize),
    macro_ops: usize,
    searches: usize,
    once_queries: usize,
    guards: usize,
    systems: usize,
    opened: usize,
    once: usize,
    scratch: usize,
    spliced: usize,
    expansions: usize,
    includes: usize,
    macros: usize,
    diagnostics: usize,
    poison: u32,
    /// The include depth of the header's own `#include`.
    include_depth: u32,
}

#[derive(Debug)]
struct Recording {
    segment: u32,
    slot: Arc<Slot>,
    /// `frames.len()` with the header on top.
    depth: usize,
    entry: usize,
    name: Rc<str>,
    marks: Marks,
    stats: PpStats,
}

/// A unit's side of header reuse: the digest, and the logs a recording reads.
#[derive(Debug, Default)]
pub(super) struct Reuse {
    /// The unit's search options, hashed (part of every key).
    config: u128,
    /// Digest of every change of the macro table so far.
    history: u128,
    recordings: Vec<Recording>,
    /// Bumped by whatever makes the headers being read unrecordable.
    poison: u32,
    events: EventLog<Rc<str>>,
    macro_ops: Vec<MacroOp>,
    searches: Vec<SearchLog>,
    once_queries: Vec<(u128, bool)>,
    guards: Vec<(usize, Sym)>,
    /// `(file, before, after, event)` of each change of a file's system kind, with the
    /// number of events logged before it.
    systems: Vec<(FileId, u8, u8, u32)>,
    opened: Vec<(String, bool)>,
    /// The deepest include depth an `#include` met while recording.
    deepest_include: u32,
    /// `((file, offset), spelling)` of each token with line splices read.
    spliced: Vec<((u32, u32), (u32, u32))>,
    /// Per `FileId`: its identity for the digest (0: not computed yet).
    identity: Vec<u128>,
    next_segment: u32,
    /// Recordings whose consumer's part has not come yet, by segment number.
    segments: FxHashMap<u32, Segment>,
}

impl Reuse {
    pub fn recording(&self) -> bool {
        !self.recordings.is_empty()
    }
}

fn hash(parts: &[&[u8]]) -> u128 {
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    for p in parts {
        h.update(&(p.len() as u64).to_le_bytes());
        h.update(p);
    }
    h.digest128()
}

fn found_in_code(f: FoundIn) -> u64 {
    match f {
        FoundIn::NoSearch => u64::MAX,
        FoundIn::IncluderDir => u64::MAX - 1,
        FoundIn::Chain(i) => i as u64,
    }
}

impl<N> Event<N> {
    fn map_name<M>(&self, f: impl FnOnce(&N) -> M) -> Event<M> {
        match self {
            Event::Token(t) => Event::Token(*t),
            Event::LineChange { line, col } => Event::LineChange { line: *line, col: *col },
            Event::FileChange { name, line, reason, system, from_line } => Event::FileChange {
                name: f(name),
                line: *line,
                reason: *reason,
                system: *system,
                from_line: *from_line,
            },
            Event::Pragma { text, line, at, operator, return_col } => {
                Event::Pragma { text: text.clone(), line: *line, at: *at, operator: *operator, return_col: *return_col }
            }
            Event::PragmaStart { name, line, at, operator } => {
                Event::PragmaStart { name: name.clone(), line: *line, at: *at, operator: *operator }
            }
            Event::PragmaEnd { line } => Event::PragmaEnd { line: *line },
            Event::Ident { text, line } => Event::Ident { text: text.clone(), line: *line },
            Event::SegmentStart(n) => Event::SegmentStart(*n),
            Event::SegmentEnd(n) => Event::SegmentEnd(*n),
            Event::Eof => Event::Eof,
        }
    }
}

impl PpStats {
    fn delta(&self, before: &PpStats) -> PpStats {
        PpStats {
            files_entered: self.files_entered - before.files_entered,
            files_lexed: self.files_lexed - before.files_lexed,
            // Counted again by the replay itself, for the files it adds.
            files_from_cache: 0,
            skipped_by_guard: self.skipped_by_guard - before.skipped_by_guard,
            skipped_by_once: self.skipped_by_once - before.skipped_by_once,
            macro_expansions: self.macro_expansions - before.macro_expansions,
            tokens_out: self.tokens_out - before.tokens_out,
        }
    }
}

/// The `FileId`s a recording names, as indices into its path list.
struct FileRefs<'a, 'f> {
    pp: &'a Preprocessor<'f>,
    by_id: FxHashMap<u32, FileRef>,
    paths: Vec<Box<str>>,
}

impl FileRefs<'_, '_> {
    fn of(&mut self, file: FileId) -> Option<FileRef> {
        if file.0 as usize >= self.pp.files.len() {
            return None;
        }
        let next = self.paths.len() as FileRef;
        let r = *self.by_id.entry(file.0).or_insert(next);
        if r == next {
            self.paths.push(Box::from(self.pp.files.get(file).path().to_string_lossy().as_ref()));
        }
        Some(r)
    }

    fn loc(&mut self, l: Loc) -> Option<Loc> {
        Some(Loc { file: FileId(self.of(l.file)?), offset: l.offset })
    }

    fn token(&mut self, t: &PpToken, marks: &Marks) -> Option<PpToken> {
        recorded_token(t, marks.scratch as u32, marks.expansions as u32, |f| self.of(f))
    }
}

/// A token of a recorded header in the recording's terms: its file as a reference (`file`);
/// `None` when it is not the header's own (made before the header, or from an expansion that
/// began before it).
fn recorded_token(
    t: &PpToken,
    scratch_base: u32,
    expansion_base: u32,
    file: impl FnOnce(FileId) -> Option<FileRef>,
) -> Option<PpToken> {
    let mut t = *t;
    if t.buf != SCRATCH {
        t.buf = file(FileId(t.buf))?;
    } else if t.pp == PpKind::Token && t.start < scratch_base {
        return None;
    }
    recorded_origin(t.origin, expansion_base)?;
    Some(t)
}

/// An expansion of a recorded header in the recording's numbering (0: none), if it is the
/// header's own.
fn recorded_origin(origin: u32, expansion_base: u32) -> Option<u32> {
    (origin == 0 || origin >= expansion_base).then_some(origin)
}

impl Preprocessor<'_> {
    /// Sets up reuse for the unit (before its first step): the options every key includes.
    pub(super) fn init_reuse(&mut self) {
        let o = &self.options;
        let mut parts: Vec<Vec<u8>> = Vec::new();
        for d in o.quote_dirs.iter().chain(&o.bracket_dirs) {
            parts.push(d.path.to_string_lossy().as_bytes().to_vec());
            parts.push(vec![d.system as u8, d.extern_c as u8]);
        }
        parts.push(vec![o.quote_dirs.len() as u8, o.strict_iso as u8, o.spaceship as u8]);
        parts.push(o.max_include_depth.to_le_bytes().to_vec());
        if let Some((d, t)) = &o.date_time {
            parts.push(d.as_bytes().to_vec());
            parts.push(t.as_bytes().to_vec());
        }
        let mut virtual_files: Vec<_> = o.virtual_files.iter().collect();
        virtual_files.sort();
        for (path, bytes) in virtual_files {
            parts.push(path.as_bytes().to_vec());
            parts.push(bytes.clone());
        }
        let refs: Vec<&[u8]> = parts.iter().map(|p| p.as_slice()).collect();
        self.reuse.config = hash(&refs);
    }

    fn reuse_enabled(&self) -> bool {
        self.cache.memo().enabled
    }

    /// A file's identity for the digest: its path and contents.
    fn file_identity(&mut self, file: FileId) -> u128 {
        let i = file.0 as usize;
        if self.reuse.identity.len() <= i {
            self.reuse.identity.resize(i + 1, 0);
        }
        if self.reuse.identity[i] == 0 {
            let f = self.files.get(file);
            let path = f.path().to_string_lossy();
            self.reuse.identity[i] = hash(&[path.as_bytes(), &f.content_hash().to_le_bytes()]) | 1;
        }
        self.reuse.identity[i]
    }

    fn mix_history(&mut self, op: u8, sym: Sym, place: u128, offset: u32) {
        if !self.reuse_enabled() {
            return; // the digest only keys the run's records
        }
        let h = self.reuse.history.to_le_bytes();
        self.reuse.history = hash(&[&h, &[op], &sym.0.to_le_bytes(), &place.to_le_bytes(), &offset.to_le_bytes()]);
    }

    // ---- the macro table's changes: the only way it is changed after the built-ins ----------

    pub(super) fn define_macro(&mut self, m: Macro) {
        let (place, offset) = match m.defined_at {
            Some(l) if self.reuse_enabled() => (self.file_identity(l.file), l.offset),
            _ => (0, 0),
        };
        self.mix_history(1, m.name, place, offset);
        let i = self.macros.define(m);
        if self.reuse.recording() {
            self.reuse.macro_ops.push(MacroOp::Define(i));
        }
    }

    /// `#undef` and `#pragma push_macro` / `pop_macro` (`op` is not a definition).
    pub(super) fn change_macro(&mut self, op: MacroOp) {
        let (code, sym) = match op {
            MacroOp::Define(_) => return,
            MacroOp::Undef(s) => (2, s),
            MacroOp::Push(s) => (3, s),
            MacroOp::Pop(s) => (4, s),
        };
        self.mix_history(code, sym, 0, 0);
        match op {
            MacroOp::Push(s) => self.macros.push(s),
            MacroOp::Pop(s) => self.macros.pop(s),
            _ => self.macros.undefine(sym),
        }
        if self.reuse.recording() {
            self.reuse.macro_ops.push(op);
        }
    }

    // ---- what the headers being recorded read and change -----------------------------------

    /// Hands an event to the consumer (every event goes through here).
    pub(super) fn emit(&mut self, e: Event) {
        if self.reuse.recording() {
            self.reuse.events.push(&e);
        }
        self.events.push_back(Queued::Event(e));
    }

    /// What `emit` logs of a token handed to the consumer directly.
    #[inline]
    pub(super) fn log_token(&mut self, t: PpToken) {
        if self.reuse.recording() {
            self.reuse.events.tokens.push(t);
        }
    }

    /// The headers being read depend on more than their key: none of them is recorded.
    pub(super) fn not_reusable(&mut self) {
        self.reuse.poison = self.reuse.poison.wrapping_add(1);
    }

    pub(super) fn log_search(&mut self, entry: SearchLog) {
        if self.reuse.recording() {
            self.reuse.searches.push(entry);
        }
    }

    pub(super) fn log_lookup(&mut self, key: &SearchKey, found: Option<Option<usize>>) {
        if self.reuse.recording() {
            let guard = found.flatten().and_then(|e| self.includes.get(e)).and_then(|f| f.guard);
            self.reuse.searches.push(SearchLog::Lookup(key.clone(), found, guard));
        }
    }

    /// Whether `#pragma once` (or `#import`) has marked a file with `file`'s contents.
    pub(super) fn once_contains(&mut self, file: FileId) -> bool {
        let recording = self.reuse.recording();
        // No file is marked yet and no record keys the answer: the file need not be hashed.
        if self.once.is_empty() && !recording {
            return false;
        }
        let h = self.files.get(file).content_hash();
        let answer = self.once.contains(&h);
        if recording {
            self.reuse.once_queries.push((h, answer));
        }
        answer
    }

    pub(super) fn log_guard(&mut self, entry: usize, guard: Sym) {
        if self.reuse.recording() {
            self.reuse.guards.push((entry, guard));
        }
    }

    /// A token with line splices at `(file, offset)` whose spelling is `range` of the scratch
    /// buffer (kept the first time the unit reads it).
    pub(super) fn note_spliced(&mut self, key: (u32, u32), range: (u32, u32)) {
        let range = *self.spliced.entry(key).or_insert(range);
        if self.reuse.recording() {
            self.reuse.spliced.push((key, range));
        }
    }

    /// An `#include` at include depth `depth` (as the depth limit counts it).
    pub(super) fn log_include_depth(&mut self, depth: u32) {
        if self.reuse.recording() {
            self.reuse.deepest_include = self.reuse.deepest_include.max(depth);
        }
    }

    pub(super) fn log_opened(&mut self, path: &str, file: Option<FileId>) {
        if self.reuse.recording() {
            self.reuse.opened.push((path.to_string(), file.is_some()));
        }
    }

    pub(super) fn log_system(&mut self, file: FileId, before: u8, after: u8) {
        if self.reuse.recording() {
            let at = self.reuse.events.len() as u32;
            self.reuse.systems.push((file, before, after, at));
        }
    }

    // ---- entering a header -------------------------------------------------------------------

    /// Whether nothing is half done: no expansion, argument collection or lookahead that a
    /// header's work could depend on or that a replay would skip.
    fn at_rest(&self) -> bool {
        self.contexts.is_empty()
            && self.macro_args.is_empty()
            && self.state.parsing_args == 0
            && self.state.prevent_expansion == 0
            && !self.state.in_pragma
            && !self.state.skipping
            && self.pending.is_none()
            && self.expand_depth == 0
            && !self.fatal
    }

    /// Called as header `entry` is about to be entered (`system`: the kind it gets):
    /// `Replayed` when its recorded work was replayed instead; `Record` when its work is to be
    /// recorded ([`Self::begin_recording`], before its frame is pushed).
    pub(super) fn reuse_header(&mut self, entry: usize, kind: FrameKind, system: u8) -> Option<Reused> {
        if !matches!(kind, FrameKind::Header | FrameKind::PreInclude) || !self.reuse_enabled() || !self.at_rest() {
            return None;
        }
        let found = self.includes.get(entry)?.clone();
        // Not keyed by the include depth: a header's work does not depend on it unless it
        // reads `__INCLUDE_LEVEL__` (then it is not recorded) or meets the depth limit (a
        // replay checks the recording's nesting against it).
        let key = hash(&[
            &self.reuse.config.to_le_bytes(),
            &self.reuse.history.to_le_bytes(),
            &[kind as u8, system],
            found.name.as_bytes(),
            &found_in_code(found.found_in).to_le_bytes(),
            &found.guard.map_or(u32::MAX, |g| g.0).to_le_bytes(),
            &self.counter.to_le_bytes(),
        ]);
        let cache = Arc::clone(&self.cache);
        let memo = cache.memo();
        let slot = memo.slots.get_or_insert_with(&key, || key, Arc::default);
        if let Some(rec) = slot.recorded.get().cloned() {
            if self.replay(&rec, entry, kind, &found, system) {
                memo.replayed.fetch_add(1, Ordering::Relaxed);
                memo.tokens_replayed.fetch_add(rec.tokens, Ordering::Relaxed);
                return Some(Reused::Replayed);
            }
            memo.mismatched.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        let seen = slot.seen.fetch_add(1, Ordering::Relaxed);
        // Recorded the second time it is seen (see the module's text). Only the outermost
        // header is recorded: the headers it includes are in its record (recording them too
        // would copy their work once more per level of nesting).
        if seen < 1
            || self.reuse.recording()
            || memo.bytes.load(Ordering::Relaxed) > MAX_BYTES
            || slot.claimed.swap(true, Ordering::Relaxed)
        {
            return None;
        }
        Some(Reused::Record(slot))
    }

    /// Starts recording header `entry`, about to be pushed under `name`; the number of its
    /// segment, which [`Self::start_segment`] marks once the header's entry marker is out.
    pub(super) fn begin_recording(&mut self, slot: Arc<Slot>, entry: usize, name: Rc<str>) -> u32 {
        let marks = Marks {
            events: self.reuse.events.mark(),
            macro_ops: self.reuse.macro_ops.len(),
            searches: self.reuse.searches.len(),
            once_queries: self.reuse.once_queries.len(),
            guards: self.reuse.guards.len(),
            systems: self.reuse.systems.len(),
            opened: self.reuse.opened.len(),
            once: self.once.len(),
            scratch: self.scratch.len(),
            spliced: self.reuse.spliced.len(),
            expansions: self.expansions.len(),
            includes: self.includes.len(),
            macros: self.macros.macros.len(),
            diagnostics: self.diagnostics.len(),
            poison: self.reuse.poison,
            include_depth: self.include_depth(),
        };
        self.reuse.deepest_include = marks.include_depth;
        let depth = self.frames.len() + 1;
        let segment = self.reuse.next_segment;
        self.reuse.next_segment += 1;
        self.reuse.recordings.push(Recording { segment, slot, depth, entry, name, marks, stats: self.stats });
        segment
    }

    /// Marks where the consumer's part of recording `segment` starts (not an event of the
    /// header's: it is not recorded).
    pub(super) fn start_segment(&mut self, segment: u32) {
        self.events.push_back(Queued::Event(Event::SegmentStart(segment)));
    }

    /// Called by pop_file after the frame at `depth` (1-based) was popped and its guard
    /// learned, before the return marker: ends the recording of that header, if any.
    pub(super) fn end_recording(&mut self, depth: usize) {
        if self.reuse.recordings.last().is_none_or(|r| r.depth != depth) {
            return;
        }
        let Some(r) = self.reuse.recordings.pop() else { return };
        let mark = self.meter.mark();
        // The log is the recording's alone when no other is open (always: see finish).
        let log = match self.reuse.recordings.is_empty() {
            true => std::mem::take(&mut self.reuse.events),
            false => EventLog::default(),
        };
        let recorded = self.finish(&r, log);
        let cache = Arc::clone(&self.cache);
        let memo = cache.memo();
        match recorded {
            Some((rec, files, names)) => {
                memo.recorded.fetch_add(1, Ordering::Relaxed);
                // The log's token array is the record's now: its capacity no longer
                // counts against the pass; the record holds the part it filled.
                let size = std::mem::size_of::<PpToken>();
                self.meter.exclude((rec.events.tokens.capacity() * size) as u64);
                let filled = (rec.events.tokens.len() * size) as u64;
                let rec = Arc::new(rec);
                let _ = r.slot.recorded.set(Arc::clone(&rec));
                memo.bytes.fetch_add(self.meter.exclude_since(mark) + filled, Ordering::Relaxed);
                self.reuse.segments.insert(r.segment, Segment { rec, files, names });
            }
            None => {
                memo.not_recordable.fetch_add(1, Ordering::Relaxed);
            }
        }
        self.events.push_back(Queued::Event(Event::SegmentEnd(r.segment)));
        if self.reuse.recordings.is_empty() {
            let reuse = &mut self.reuse;
            reuse.events.clear();
            reuse.macro_ops.clear();
            reuse.searches.clear();
            reuse.once_queries.clear();
            reuse.guards.clear();
            reuse.systems.clear();
            reuse.opened.clear();
            reuse.spliced.clear();
        }
    }

    /// The recording of a header whose frame was just popped, with the file references and
    /// file names it made; `None` when it cannot be kept.
    fn finish(
        &self,
        r: &Recording,
        mut log: EventLog<Rc<str>>,
    ) -> Option<(Recorded, FxHashMap<u32, FileRef>, Vec<*const u8>)> {
        let m = &r.marks;
        if self.reuse.poison != m.poison || self.diagnostics.len() != m.diagnostics || self.fatal {
            return None;
        }
        let mut refs = FileRefs { pp: self, by_id: FxHashMap::default(), paths: Vec::new() };
        // The include entries the header made, and the ones made before that it used.
        let mut checks: Vec<(SearchKey, Cached)> = Vec::new();
        let mut checked_entries: Vec<Option<usize>> = Vec::new();
        let mut inserts = Vec::new();
        let mut inserted_keys: rustc_hash::FxHashSet<&SearchKey> = Default::default();
        let mut checked_keys: rustc_hash::FxHashSet<&SearchKey> = Default::default();
        let entry_ref = |e: usize, checked_entries: &[Option<usize>]| -> Option<EntryRef> {
            if e >= m.includes {
                Some(EntryRef::New((e - m.includes) as u32))
            } else {
                checked_entries.iter().position(|&c| c == Some(e)).map(|i| EntryRef::Before(i as u32))
            }
        };
        for log in &self.reuse.searches[m.searches..] {
            match log {
                SearchLog::Lookup(key, found, guard) => {
                    if inserted_keys.contains(key) || !checked_keys.insert(key) {
                        continue;
                    }
                    let (cached, entry) = match *found {
                        None => (Cached::Absent, None),
                        Some(None) => (Cached::NotFound, None),
                        Some(Some(e)) => {
                            if e >= m.includes {
                                return None;
                            }
                            let f = self.includes.get(e)?;
                            let stored = StoredFound {
                                file: refs.of(f.file)?,
                                name: f.name.clone(),
                                found_in: f.found_in,
                                system: f.system,
                                guard: *guard,
                            };
                            (Cached::Found(stored), Some(e))
                        }
                    };
                    checks.push((key.clone(), cached));
                    checked_entries.push(entry);
                }
                SearchLog::Insert(key, found) => {
                    let target = match *found {
                        None => None,
                        Some(e) => Some(entry_ref(e, &checked_entries)?),
                    };
                    inserted_keys.insert(key);
                    inserts.push((key.clone(), target));
                }
            }
        }
        let mut guards = Vec::new();
        let mut own_guard = None;
        for &(e, g) in &self.reuse.guards[m.guards..] {
            if e >= m.includes {
                continue; // the entry's final state is recorded with it
            }
            if e == r.entry {
                own_guard = Some(g);
            } else {
                guards.push((entry_ref(e, &checked_entries)?, g));
            }
        }
        let mut includes = Vec::new();
        for f in &self.includes[m.includes..] {
            includes.push(StoredFound {
                file: refs.of(f.file)?,
                name: f.name.clone(),
                found_in: f.found_in,
                system: f.system,
                guard: f.guard,
            });
        }
        let mut once_checks = Vec::new();
        for &(h, answer) in &self.reuse.once_queries[m.once_queries..] {
            if answer && self.once[m.once..].contains(&h) && !self.once[..m.once].contains(&h) {
                continue;
            }
            if !once_checks.contains(&(h, answer)) {
                once_checks.push((h, answer));
            }
        }
        // A file entered before the header keeps its system kind: the key does not say it.
        // One that changes while the header is read (after `#pragma GCC system_header`)
        // has its changes kept in order: a token read out then has the kind of that moment.
        let first_event = (m.events.0 + m.events.1) as u32 + 1; // after the entry marker
        let mut systems: Vec<(FileId, u8, u8)> = Vec::new();
        let mut changes = Vec::new();
        let mut midway = false;
        for &(file, before, after, at) in &self.reuse.systems[m.systems..] {
            match systems.iter_mut().find(|(f, ..)| *f == file) {
                Some((_, _, last)) => {
                    midway |= *last != after;
                    *last = after;
                }
                None => {
                    if before != UNSET && before != after {
                        return None;
                    }
                    systems.push((file, after, after));
                }
            }
            changes.push((at.saturating_sub(first_event), file, after));
        }
        let systems =
            systems.into_iter().map(|(f, first, last)| Some((refs.of(f)?, first, last))).collect::<Option<Vec<_>>>()?;
        let midway = match midway {
            true => changes.into_iter().map(|(at, f, v)| Some((at, refs.of(f)?, v))).collect::<Option<Vec<_>>>()?,
            false => Vec::new(),
        };
        let mut opened: Vec<(Box<str>, bool)> = Vec::new();
        let mut seen_paths: rustc_hash::FxHashSet<&str> = Default::default();
        for (path, found) in &self.reuse.opened[m.opened..] {
            if seen_paths.insert(path.as_str()) {
                opened.push((Box::from(path.as_str()), *found));
            }
        }
        let mut macro_ops = Vec::new();
        for op in &self.reuse.macro_ops[m.macro_ops..] {
            macro_ops.push(match *op {
                MacroOp::Define(i) => {
                    if (i as usize) < m.macros {
                        return None;
                    }
                    let mac = self.macros.get(i);
                    let body = mac.body.iter().map(|t| refs.token(t, m)).collect::<Option<Box<[PpToken]>>>()?;
                    let defined_at = match mac.defined_at {
                        Some(l) => Some(refs.loc(l)?),
                        None => None,
                    };
                    StoredOp::Define(StoredMacro {
                        name: mac.name,
                        params: mac.params.clone(),
                        body,
                        builtin: mac.builtin,
                        defined_at,
                    })
                }
                MacroOp::Undef(s) => StoredOp::Undef(s),
                MacroOp::Push(s) => StoredOp::Push(s),
                MacroOp::Pop(s) => StoredOp::Pop(s),
            });
        }
        let mut expansions = Vec::new();
        for e in &self.expansions[m.expansions..] {
            recorded_origin(e.parent, m.expansions as u32)?;
            expansions.push(Expansion { at: refs.loc(e.at)?, root: refs.loc(e.root)?, ..*e });
        }
        // The events: after the entry marker, up to the return marker (not emitted yet). The
        // log holds this header's alone (only the outermost header is recorded, and the log
        // is empty between recordings): its token array becomes the recording's, rewritten
        // in place, rather than copied.
        if m.events != (0, 0) {
            return None;
        }
        match log.others.first() {
            Some((0, Event::FileChange { reason: 1, .. })) => {}
            _ => return None,
        }
        let mut tokens = 0u64;
        for t in &mut log.tokens {
            if !t.is_padding() && t.kind != crate::lex::TokenKind::Eof {
                tokens += 1;
            }
            *t = refs.token(t, m)?;
        }
        let mut names: Vec<Box<str>> = vec![Box::from(&*r.name)];
        let mut name_ptrs: Vec<*const u8> = vec![r.name.as_ptr()];
        let mut others = Vec::with_capacity(log.others.len() - 1);
        for (at, e) in &log.others[1..] {
            let stored = match e {
                Event::Token(t) => Event::Token(refs.token(t, m)?),
                Event::Pragma { text, line, at, operator, return_col } => Event::Pragma {
                    text: text.clone(),
                    line: *line,
                    at: match at {
                        Some(l) => Some(refs.loc(*l)?),
                        None => None,
                    },
                    operator: *operator,
                    return_col: *return_col,
                },
                Event::PragmaStart { name, line, at, operator } => Event::PragmaStart {
                    name: name.clone(),
                    line: *line,
                    at: match at {
                        Some(l) => Some(refs.loc(*l)?),
                        None => None,
                    },
                    operator: *operator,
                },
                other => other.map_name(|n: &Rc<str>| {
                    let p = n.as_ptr();
                    match name_ptrs.iter().position(|&q| q == p) {
                        Some(i) => i as u32,
                        None => {
                            name_ptrs.push(p);
                            names.push(Box::from(&**n));
                            (names.len() - 1) as u32
                        }
                    }
                }),
            };
            // Numbered without the entry marker.
            others.push((at - 1, stored));
        }
        let events = EventLog { tokens: log.tokens, others };
        let last_loc = match self.last_loc {
            Some(l) => Some(refs.loc(l)?),
            None => None,
        };
        // A spelling kept before the header began is not in its scratch.
        let mut spliced = Vec::new();
        for &((file, offset), range) in &self.reuse.spliced[m.spliced..] {
            if (range.0 as usize) < m.scratch {
                return None;
            }
            spliced.push((refs.of(FileId(file))?, offset, range));
        }
        let rec = Recorded {
            files: refs.paths,
            once_checks,
            search_checks: checks,
            systems,
            midway,
            opened,
            includes,
            search_inserts: inserts,
            guards,
            own_guard,
            once: self.once[m.once..].to_vec(),
            macro_ops,
            counter: self.counter,
            scratch_base: m.scratch as u32,
            scratch: self.scratch[m.scratch..].to_vec(),
            spliced,
            nesting: self.reuse.deepest_include - m.include_depth,
            expansion_base: m.expansions as u32,
            expansions,
            stats: self.stats.delta(&r.stats),
            last_loc,
            names,
            events,
            tokens,
            consumer: OnceLock::new(),
        };
        Some((rec, refs.by_id, name_ptrs))
    }

    /// The recording that segment `id` of the events belongs to, for the consumer to keep
    /// its part with (once the segment's events are all handed out).
    pub fn take_segment(&mut self, id: u32) -> Option<Segment> {
        self.reuse.segments.remove(&id)
    }

    /// Keeps what `make` makes of a segment with its recording: the run's memory, counted
    /// with the records, not against the pass's budget.
    pub fn keep_part(&mut self, segment: Segment, make: impl FnOnce(&Segment) -> Option<ConsumerPart>) {
        let mark = self.meter.mark();
        if let Some(part) = make(&segment) {
            let _ = segment.rec.consumer.set(part);
        }
        drop(segment);
        let kept = self.meter.exclude_since(mark);
        self.cache.memo().bytes.fetch_add(kept, Ordering::Relaxed);
    }

    /// When the next events are a replayed header's whose consumer's part was kept: that part
    /// and how the recording maps to this unit. The consumer that uses it calls
    /// [`Self::skip_replayed_segment`].
    pub fn replayed_segment(&self) -> Option<(&(dyn std::any::Any + Send + Sync), &Mapping)> {
        match self.events.front() {
            Some(Queued::Replay(r)) if r.at.next == 0 => Some((r.rec.consumer.get()?.as_ref(), &r.map)),
            _ => None,
        }
    }

    /// Drops the replayed events [`Self::replayed_segment`] gave the consumer's part of.
    pub fn skip_replayed_segment(&mut self) {
        if let Some(Queued::Replay(_)) = self.events.front() {
            self.events.pop_front();
            self.cache.memo().parts_used.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// The include entry a checked search finds in this unit, if it matches the recording's.
    fn matches_cached(&self, key: &SearchKey, cached: &Cached, rec: &Recorded) -> Option<Option<usize>> {
        let now = self.include_cache.get(key);
        match (cached, now) {
            (Cached::Absent, None) => Some(None),
            (Cached::NotFound, Some(None)) => Some(None),
            (Cached::Found(f), Some(&Some(e))) => {
                let mine = self.includes.get(e)?;
                let same = mine.name == f.name
                    && mine.found_in == f.found_in
                    && mine.system == f.system
                    && mine.guard == f.guard
                    && self.files.get(mine.file).path().to_string_lossy() == *rec.files[f.file as usize];
                same.then_some(Some(e))
            }
            _ => None,
        }
    }

    /// The unit's file for a path a recording names, if it has one.
    fn file_of_path(&self, path: &str) -> Option<FileId> {
        if let Some(&Some(f)) = self.opened.get(path) {
            return Some(f);
        }
        self.files.iter().find(|(_, f)| f.path().to_string_lossy() == path).map(|(id, _)| id)
    }

    /// Replays a recording in place of entering the header; false (and nothing changed) when
    /// the unit's state does not pass the recording's checks.
    fn replay(&mut self, rec: &Arc<Recorded>, entry: usize, kind: FrameKind, found: &Found, system: u8) -> bool {
        // The consumer reads presumed lines with the top frame's `#line` offset.
        if self.frames.last().is_some_and(|f| f.line_delta != 0) || *rec.names[0] != *found.name {
            return false;
        }
        // Its includes meet the depth limit where the recording's did not.
        if self.include_depth() + rec.nesting >= self.options.max_include_depth {
            return false;
        }
        // A unit that stops at a number of tokens stops at the token itself.
        if self.options.max_output_tokens.is_some_and(|max| self.stats.tokens_out + rec.stats.tokens_out > max) {
            return false;
        }
        if rec.once_checks.iter().any(|&(h, answer)| self.once.contains(&h) != answer) {
            return false;
        }
        let mut before_entries = Vec::with_capacity(rec.search_checks.len());
        for (key, cached) in &rec.search_checks {
            match self.matches_cached(key, cached, rec) {
                Some(e) => before_entries.push(e),
                None => return false,
            }
        }
        // Files the recording names that its searches do not open must be here already.
        let opened_paths: rustc_hash::FxHashSet<&str> = rec.opened.iter().map(|(p, _)| &**p).collect();
        let mut file_map: Vec<Option<FileId>> = vec![None; rec.files.len()];
        for (i, path) in rec.files.iter().enumerate() {
            if !opened_paths.contains(&**path) || self.opened.contains_key(&**path) {
                match self.file_of_path(path) {
                    Some(f) => file_map[i] = Some(f),
                    None if opened_paths.contains(&**path) => {}
                    None => return false,
                }
            }
        }
        for &(r, v, _) in &rec.systems {
            if let Some(f) = file_map[r as usize] {
                let now = self.file_system.get(f.0 as usize).copied().unwrap_or(UNSET);
                if now != UNSET && now != v {
                    return false;
                }
            }
        }

        // The checks passed: from here on the replay does what reading the header did.
        for &(h, answer) in &rec.once_checks {
            if self.reuse.recording() {
                self.reuse.once_queries.push((h, answer));
            }
        }
        for (key, _) in &rec.search_checks {
            let found = self.include_cache.get(key).copied();
            self.log_lookup(key, found);
        }
        for (path, is_file) in &rec.opened {
            let file = match self.opened.get(&**path) {
                Some(&f) => f,
                None if *is_file => self.open_path(path),
                None => {
                    self.opened.insert(path.to_string(), None);
                    None
                }
            };
            self.log_opened(path, file);
        }
        for (i, path) in rec.files.iter().enumerate() {
            if file_map[i].is_none() {
                match self.file_of_path(path) {
                    Some(f) => file_map[i] = Some(f),
                    None => file_map[i] = Some(FileId(u32::MAX)),
                }
            }
        }
        let name: Rc<str> = Rc::from(&*rec.names[0]);
        let map = Mapping {
            files: file_map.into_iter().map(|f| f.unwrap_or(FileId(u32::MAX))).collect(),
            scratch_shift: self.scratch.len() as i64 - rec.scratch_base as i64,
            expansion_shift: self.expansions.len() as i64 - rec.expansion_base as i64,
            names: rec
                .names
                .iter()
                .enumerate()
                .map(|(i, n)| if i == 0 { Rc::clone(&name) } else { Rc::from(&**n) })
                .collect(),
        };
        let file = |r: u32| map.files[r as usize];
        let loc = |l: Loc| map.loc(l);

        let stats = self.stats;
        self.emit_entry(Rc::clone(&name), system);
        for op in &rec.macro_ops {
            match op {
                StoredOp::Define(m) => {
                    let body: Rc<[PpToken]> = m.body.iter().map(|t| map.token(t)).collect();
                    let mac = Macro {
                        name: m.name,
                        params: m.params.clone(),
                        body,
                        builtin: m.builtin,
                        defined_at: m.defined_at.map(loc),
                        disabled: false,
                    };
                    self.define_macro(mac);
                }
                StoredOp::Undef(s) => self.change_macro(MacroOp::Undef(*s)),
                StoredOp::Push(s) => self.change_macro(MacroOp::Push(*s)),
                StoredOp::Pop(s) => self.change_macro(MacroOp::Pop(*s)),
            }
        }
        for &h in &rec.once {
            self.once.push(h);
        }
        let include_base = self.includes.len();
        for f in &rec.includes {
            self.includes.push(Found {
                file: file(f.file),
                name: f.name.clone(),
                found_in: f.found_in,
                system: f.system,
                guard: f.guard,
            });
        }
        let resolve = |r: EntryRef| match r {
            EntryRef::New(k) => Some(include_base + k as usize),
            EntryRef::Before(c) => before_entries[c as usize],
        };
        for (key, target) in &rec.search_inserts {
            let e = target.and_then(resolve);
            self.include_cache.insert(key.clone(), e);
            self.log_search(SearchLog::Insert(key.clone(), e));
        }
        for &(r, g) in &rec.guards {
            if let Some(e) = resolve(r) {
                if let Some(f) = self.includes.get_mut(e) {
                    if f.guard.is_none() {
                        f.guard = Some(g);
                        self.log_guard(e, g);
                    }
                }
            }
        }
        if let Some(g) = rec.own_guard {
            if let Some(f) = self.includes.get_mut(entry) {
                if f.guard.is_none() {
                    f.guard = Some(g);
                    self.log_guard(entry, g);
                }
            }
        }
        self.counter = rec.counter;
        self.scratch.extend_from_slice(&rec.scratch);
        for &(r, offset, (start, end)) in &rec.spliced {
            let shift = |o: u32| (o as i64 + map.scratch_shift) as u32;
            self.note_spliced((file(r).0, offset), (shift(start), shift(end)));
        }
        for e in &rec.expansions {
            self.expansions.push(Expansion { at: loc(e.at), root: loc(e.root), parent: map.origin(e.parent), ..*e });
        }
        // What the consumer is to see of the files whose kind changes midway, as the events
        // are handed out; the unit's table gets each file's last kind now.
        let kinds = (!rec.midway.is_empty()).then(|| {
            let mut kinds = SystemKinds { next: 0, kind: Vec::new() };
            for &(_, r, _) in &rec.midway {
                kinds.set(file(r), self.system_of(file(r).0));
            }
            Box::new(kinds)
        });
        // A header around this one being recorded keeps these events too, and the kinds of
        // the files that change midway at their places among them, as reading it would have
        // logged them.
        let recording = self.reuse.recording();
        for &(r, _, last) in &rec.systems {
            if !(recording && rec.midway.iter().any(|&(_, m, _)| m == r)) {
                self.set_file_system(file(r), last);
            }
        }
        self.last_loc = rec.last_loc.map(loc);
        if recording {
            let mut changes = rec.midway.iter().peekable();
            for (i, e) in rec.events.since((0, 0)).enumerate() {
                while let Some(&(_, r, kind)) = changes.next_if(|c| c.0 as usize <= i) {
                    self.set_file_system(file(r), kind);
                }
                match e {
                    Logged::Token(t) => self.reuse.events.tokens.push(map.token(t)),
                    Logged::Other(e) => self.reuse.events.push(&map.event(e)),
                }
            }
            changes.for_each(|&(_, r, kind)| self.set_file_system(file(r), kind));
        }
        self.events.push_back(Queued::Replay(Box::new(Replaying {
            rec: Arc::clone(rec),
            at: Cursor::default(),
            map,
            kinds,
        })));

        self.state.skipping = false;
        self.emit_return(kind);
        let d = rec.stats;
        self.stats.files_entered = stats.files_entered + d.files_entered;
        self.stats.files_lexed += d.files_lexed;
        self.stats.skipped_by_guard = stats.skipped_by_guard + d.skipped_by_guard;
        self.stats.skipped_by_once = stats.skipped_by_once + d.skipped_by_once;
        self.stats.macro_expansions = stats.macro_expansions + d.macro_expansions;
        self.stats.tokens_out = stats.tokens_out + d.tokens_out;
        if self.meter.tick_many(rec.tokens) {
            self.stop_unit();
        }
        true
    }
}

/// A recording whose consumer's part is to come: how the unit's files and file names are
/// the recording's.
#[derive(Debug)]
pub struct Segment {
    rec: Arc<Recorded>,
    files: FxHashMap<u32, FileRef>,
    names: Vec<*const u8>,
}

impl Segment {
    /// The recording's reference to one of the unit's files.
    pub fn file(&self, f: FileId) -> Option<u32> {
        self.files.get(&f.0).copied()
    }

    /// The recording's reference to a file name of the events (the same `Rc`).
    pub fn name(&self, n: &Rc<str>) -> Option<u32> {
        self.names.iter().position(|&p| p == n.as_ptr()).map(|i| i as u32)
    }

    /// A token of the segment in the recording's terms (as [`Mapping::token`] takes it).
    pub fn token(&self, t: &PpToken) -> Option<PpToken> {
        recorded_token(t, self.rec.scratch_base, self.rec.expansion_base, |f| self.file(f))
    }

    /// The recording's number of one of the unit's expansions (0: none), if it is the
    /// recording's.
    pub fn origin(&self, o: u32) -> Option<u32> {
        recorded_origin(o, self.rec.expansion_base)
    }
}

/// How a recording's files, made tokens, expansions and file names are this unit's.
#[derive(Debug)]
pub struct Mapping {
    files: Vec<FileId>,
    scratch_shift: i64,
    expansion_shift: i64,
    names: Vec<Rc<str>>,
}

impl Mapping {
    /// The unit's file for a recording's reference.
    pub fn file(&self, r: u32) -> FileId {
        self.files.get(r as usize).copied().unwrap_or(FileId(u32::MAX))
    }

    /// The unit's file name for a recording's reference.
    pub fn name(&self, r: u32) -> Rc<str> {
        self.names.get(r as usize).map_or_else(|| Rc::from(""), Rc::clone)
    }

    /// The unit's expansion for a recording's (0: none).
    pub fn origin(&self, origin: u32) -> u32 {
        if origin == 0 {
            0
        } else {
            (origin as i64 + self.expansion_shift) as u32
        }
    }

    pub fn loc(&self, l: Loc) -> Loc {
        Loc { file: self.file(l.file.0), offset: l.offset }
    }

    pub fn token(&self, t: &PpToken) -> PpToken {
        let mut t = *t;
        if t.buf == SCRATCH {
            if t.pp == PpKind::Token {
                t.start = (t.start as i64 + self.scratch_shift) as u32;
                t.end = (t.end as i64 + self.scratch_shift) as u32;
            }
        } else {
            t.buf = self.files[t.buf as usize].0;
        }
        t.origin = self.origin(t.origin);
        t
    }

    fn event(&self, e: &Event<u32>) -> Event {
        match e {
            Event::Token(t) => Event::Token(self.token(t)),
            Event::Pragma { text, line, at, operator, return_col } => Event::Pragma {
                text: text.clone(),
                line: *line,
                at: at.map(|l| self.loc(l)),
                operator: *operator,
                return_col: *return_col,
            },
            Event::PragmaStart { name, line, at, operator } => {
                Event::PragmaStart { name: name.clone(), line: *line, at: at.map(|l| self.loc(l)), operator: *operator }
            }
            other => other.map_name(|&n| self.name(n)),
        }
    }
}

/// A replay's events, handed out as the consumer asks (a header's events can be a million).
#[derive(Debug)]
pub(super) struct Replaying {
    rec: Arc<Recorded>,
    at: Cursor,
    map: Mapping,
    kinds: Option<Box<SystemKinds>>,
}

/// The system kinds of a replay's files whose kind changes midway, as of the event handed
/// out last (`Recorded::midway`).
#[derive(Debug)]
struct SystemKinds {
    /// The next change to make.
    next: usize,
    /// By file: its kind, or `UNSET` for a file whose kind does not change midway.
    kind: Vec<u8>,
}

impl SystemKinds {
    fn set(&mut self, file: FileId, kind: u8) {
        let i = file.0 as usize;
        if i < 1 << 24 {
            if self.kind.len() <= i {
                self.kind.resize(i + 1, UNSET);
            }
            self.kind[i] = kind;
        }
    }
}

impl Replaying {
    pub(super) fn next_event(&mut self) -> Option<Event> {
        if let Some(kinds) = &mut self.kinds {
            let at = self.at.next as u32;
            while let Some(&(_, r, kind)) = self.rec.midway.get(kinds.next).filter(|c| c.0 <= at) {
                kinds.set(self.map.file(r), kind);
                kinds.next += 1;
            }
        }
        Some(match self.at.next(&self.rec.events)? {
            Logged::Token(t) => Event::Token(self.map.token(t)),
            Logged::Other(e) => self.map.event(e),
        })
    }
}

impl Replaying {
    /// The system kind of `file` for the event handed out last, where the replay knows it
    /// better than the unit's table (which has its last already).
    pub(super) fn system_of(&self, file: u32) -> Option<u8> {
        let kinds = self.kinds.as_ref()?;
        kinds.kind.get(file as usize).copied().filter(|&k| k != UNSET)
    }
}

/// A place in an [`EventLog`]: the next event's, and the next token's and other event's.
#[derive(Clone, Copy, Debug, Default)]
struct Cursor {
    next: usize,
    token: usize,
    other: usize,
}

impl Cursor {
    fn next<'a, N>(&mut self, log: &'a EventLog<N>) -> Option<Logged<'a, N>> {
        let e = match log.others.get(self.other) {
            Some((at, e)) if *at as usize == self.next => {
                self.other += 1;
                Logged::Other(e)
            }
            _ => {
                let t = log.tokens.get(self.token)?;
                self.token += 1;
                Logged::Token(t)
            }
        };
        self.next += 1;
        Some(e)
    }
}

/// Events as recordings keep them: the tokens (nearly all of them) in an array of their own,
/// the other events with their place in the sequence.
#[derive(Debug)]
struct EventLog<N> {
    tokens: Vec<PpToken>,
    others: Vec<(u32, Event<N>)>,
}

impl<N> Default for EventLog<N> {
    fn default() -> Self {
        EventLog { tokens: Vec::new(), others: Vec::new() }
    }
}

/// An event of an [`EventLog`].
enum Logged<'a, N> {
    Token(&'a PpToken),
    Other(&'a Event<N>),
}

impl<N: Clone> EventLog<N> {
    fn len(&self) -> usize {
        self.tokens.len() + self.others.len()
    }

    fn push(&mut self, e: &Event<N>) {
        match e {
            Event::Token(t) => self.tokens.push(*t),
            other => {
                let at = self.len() as u32;
                self.others.push((at, other.clone()));
            }
        }
    }

    /// Where the log is now (tokens, other events).
    fn mark(&self) -> (usize, usize) {
        (self.tokens.len(), self.others.len())
    }

    fn clear(&mut self) {
        self.tokens.clear();
        self.others.clear();
    }

    /// The events from `mark` on, in order.
    fn since(&self, mark: (usize, usize)) -> impl Iterator<Item = Logged<'_, N>> {
        let mut at = Cursor { next: mark.0 + mark.1, token: mark.0, other: mark.1 };
        std::iter::from_fn(move || at.next(self))
    }
}

/// An entry of the event queue: an event, or the rest of a replay.
#[derive(Debug)]
pub(super) enum Queued {
    Event(Event),
    Replay(Box<Replaying>),
}

/// What [`Preprocessor::reuse_header`] decided.
#[derive(Debug)]
pub(super) enum Reused {
    Replayed,
    Record(Arc<Slot>),
}
