//! Parsed prefixes, shared by the units of a run (issue 7's shared header work, for the
//! parser). The units of one code base begin with the same headers, so their token arrays
//! begin alike, and the parser's state after such a prefix is the same in each: a unit
//! whose tokens begin as another's continues from the state that unit kept there instead of
//! parsing the headers again.
//!
//! - Where: the starts of the unit's file runs (an `#include` entered or left) at which every
//!   bracket opened before has closed before, so the prescan pairs the prefix's brackets
//!   alike whatever follows. The prefix is known by a digest of what the parser reads of
//!   its tokens (kind, flags, symbol, a literal's spelling, the language mode), never their
//!   positions: the IL names tokens by index.
//! - When the state is the prefix's alone: the parser reads tokens only through `kind_at`
//!   and `partner_of`, which note the furthest token looked at (`seen`); a state kept at
//!   token `k` keeps the tokens from `k` to `seen` too, and a unit continues from it only
//!   when its own tokens there are the same. The state is kept only where the declaration
//!   sequence stands at file scope with nothing reported or pending (`Parser::keep_state`).
//! - Which: a prefix is kept the second time its digest is seen (by the unit that sees it
//!   again, at the deepest such point of its tokens), and used from then on; once the kept
//!   states hold `MAX_BYTES`, no more are kept.
//!
//! What a pass produces does not depend on whether it continued from a kept state (the
//! header-reuse test compares every pass's IL and diagnostics both ways).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

use super::decl::ParserState;
use super::prescan::Brackets;
use super::tokens::{spelled_in_text, Tokens};
use crate::lex::TokenKind;

/// Once the kept states hold this many bytes (as the allocator counts them), no more are
/// kept.
const MAX_BYTES: u64 = 512 << 20;

/// The run's parsed prefixes, by digest.
#[derive(Debug, Default)]
pub struct Prefixes {
    entries: Mutex<FxHashMap<u128, Entry>>,
    bytes: AtomicU64,
    kept: AtomicU64,
    used: AtomicU64,
    tokens_skipped: AtomicU64,
}

/// What the run knows of one prefix.
#[derive(Debug, Default)]
struct Entry {
    /// The passes that reached it.
    seen: u32,
    state: Kept,
}

#[derive(Debug, Default)]
enum Kept {
    #[default]
    No,
    /// A pass is parsing to it, to keep its state.
    Pending,
    Yes(Arc<Snapshot>),
    /// The pass that was to keep it did not stand at file scope there.
    Unkeepable,
}

/// A parser's state at the end of a prefix, with the tokens past the end it looked at.
#[derive(Debug)]
pub(super) struct Snapshot {
    state: ParserState,
    /// The tokens from the state's token to the furthest looked at, as `identity` writes
    /// them.
    lookahead: Vec<u8>,
}

impl Snapshot {
    pub(super) fn new(state: ParserState, tokens: &Tokens) -> Snapshot {
        let mut lookahead = Vec::new();
        for i in state.at()..=state.seen() {
            tokens.identity(i, &mut lookahead);
        }
        Snapshot { state, lookahead }
    }

    pub(super) fn state(&self) -> &ParserState {
        &self.state
    }

    /// Whether `tokens` are the same as the snapshot's from its token to the furthest
    /// looked at (those before it are, by the digest).
    fn fits(&self, tokens: &Tokens) -> bool {
        let mut mine = Vec::with_capacity(self.lookahead.len());
        for i in self.state.at()..=self.state.seen() {
            tokens.identity(i, &mut mine);
        }
        mine == self.lookahead
    }
}

/// What a unit does with the run's prefixes: continue from one, keep one (its token and
/// digest), both or neither.
#[derive(Debug, Default)]
pub(super) struct Plan {
    pub replay: Option<Arc<Snapshot>>,
    pub record: Option<(usize, u128)>,
}

/// How the run's prefixes were used, for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrefixStats {
    /// States kept.
    pub kept: u64,
    /// Passes that continued from one.
    pub used: u64,
    /// Tokens those passes did not parse.
    pub tokens_skipped: u64,
    /// The bytes the kept states hold.
    pub bytes: u64,
}

impl Prefixes {
    pub fn new() -> Prefixes {
        Prefixes::default()
    }

    pub fn stats(&self) -> PrefixStats {
        PrefixStats {
            kept: self.kept.load(Ordering::Relaxed),
            used: self.used.load(Ordering::Relaxed),
            tokens_skipped: self.tokens_skipped.load(Ordering::Relaxed),
            bytes: self.bytes.load(Ordering::Relaxed),
        }
    }

    /// The deepest kept prefix these tokens begin with, and the deepest point of theirs
    /// another pass reached too where nothing is kept yet.
    pub(super) fn plan(&self, tokens: &Tokens, brackets: &Brackets) -> Plan {
        let ends = prefix_ends(tokens, brackets);
        // A poisoned lock only means another pass panicked while planning: the map is whole.
        let mut entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        let mut plan = Plan::default();
        let mut floor = 0;
        for &(at, digest) in ends.iter().rev() {
            if let Some(Entry { state: Kept::Yes(s), .. }) = entries.get(&digest) {
                if s.fits(tokens) {
                    floor = at;
                    plan.replay = Some(Arc::clone(s));
                    break;
                }
            }
        }
        let full = self.bytes.load(Ordering::Relaxed) >= MAX_BYTES;
        for &(at, digest) in ends.iter().rev().take_while(|&&(at, _)| at > floor) {
            let entry = entries.entry(digest).or_default();
            if plan.record.is_none() && !full && entry.seen > 0 && matches!(entry.state, Kept::No) {
                entry.state = Kept::Pending;
                plan.record = Some((at, digest));
            }
            entry.seen += 1;
        }
        if let Some(s) = &plan.replay {
            self.used.fetch_add(1, Ordering::Relaxed);
            self.tokens_skipped.fetch_add(s.state.at() as u64, Ordering::Relaxed);
        }
        plan
    }

    /// What the pass planned to keep at `digest`: its state there, or `None` when it did not
    /// stand at file scope there.
    pub(super) fn keep(&self, digest: u128, snapshot: Option<Snapshot>) {
        let mut entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        let Some(entry) = entries.get_mut(&digest) else { return };
        entry.state = match snapshot {
            Some(s) => {
                self.bytes.fetch_add(s.state.bytes(), Ordering::Relaxed);
                self.kept.fetch_add(1, Ordering::Relaxed);
                Kept::Yes(Arc::new(s))
            }
            None => Kept::Unkeepable,
        };
    }
}

/// The points where a prefix of `tokens` may end (see the module's text), each with the
/// digest of the tokens before it, in token order.
///
/// The digest takes the tokens a file run at a time, array by array (the run's length, its
/// kinds, flags and symbols, then its literals' spellings): what `Tokens::identity` writes of
/// each token, in bulk. Two prefixes with the same tokens split into runs differently get
/// different digests, which only loses a match: a unit's runs before a point are its
/// headers', the same in every unit that includes them alike.
fn prefix_ends(tokens: &Tokens, brackets: &Brackets) -> Vec<(usize, u128)> {
    let mut cuts: Vec<usize> = tokens.files.iter().map(|r| r.first as usize).collect();
    cuts.sort_unstable();
    cuts.dedup();
    let last = tokens.len().saturating_sub(1);
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    hasher.update(&[tokens.std as u8]);
    let mut bytes = Vec::new();
    let (mut from, mut unpaired, mut furthest_partner) = (0, 0usize, 0usize);
    let mut ends = Vec::new();
    for at in cuts.into_iter().filter(|&at| at > 0 && at < last) {
        let kinds = &tokens.kind[from..at];
        bytes.clear();
        bytes.extend_from_slice(&((at - from) as u32).to_le_bytes());
        bytes.extend(kinds.iter().map(|&k| k as u8));
        bytes.extend_from_slice(&tokens.flags[from..at]);
        bytes.extend(tokens.sym[from..at].iter().flat_map(|s| s.0.to_le_bytes()));
        hasher.update(&bytes);
        for (i, &kind) in (from..at).zip(kinds) {
            if spelled_in_text(kind) {
                let text = tokens.text(i);
                hasher.update(&(text.len() as u32).to_le_bytes());
                hasher.update(text);
            }
            if matches!(kind, TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace) {
                match brackets.partner(i) {
                    Some(p) => furthest_partner = furthest_partner.max(p),
                    None => unpaired += 1,
                }
            }
        }
        from = at;
        if unpaired == 0 && furthest_partner < at {
            ends.push((at, hasher.digest128()));
        }
    }
    ends
}
