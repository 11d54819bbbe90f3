//! One unit's preprocessing run: the file stack, the base reader (tokens straight from
//! files, directives handled as they come), the event stream the printer and the parser
//! consume, and the unit's problems. Macro expansion is in `expand`, directives in
//! `directives`, include search in `include`.
//!
//! The algorithm is cpplib's (g++ 12), because nvcc's front ends see g++'s output and the
//! standard leaves corners open that real headers depend on: a context stack where each
//! macro expansion is a context, a macro disabled while its context is on the stack, tokens
//! naming a disabled macro painted so that they never expand, paddings that carry white
//! space, arguments collected unexpanded and pre-expanded on demand.

use std::collections::{HashMap, VecDeque};
use std::hash::BuildHasherDefault;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;

use rustc_hash::FxHasher;

use super::cache::{CachedFile, HeaderCache};
use super::macros::MacroTable;
use super::token::{PpFlags, PpKind, PpToken, Sym, SCRATCH};
use crate::diag::{Arg, DiagId, DiagSink, IncludedFrom};
use crate::intern::Symbols;
use crate::lex::{self, LexOptions, LexProblem, TokenFlags, TokenKind, Tokens};
use crate::source::{FileId, FileTable, Loc};

/// A directory of the include search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchDir {
    pub path: PathBuf,
    /// Headers found here are system headers (line markers get flag 3; warnings are off).
    pub system: bool,
    /// System headers here are also implicitly `extern "C"` (flags `3 4`): g++'s C-only
    /// system directories, such as /usr/include.
    pub extern_c: bool,
}

/// What a run needs to know beyond the main file: the search path, the predefined and
/// command-line macros, the forced includes.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-iquote` directories: searched for `#include "..."` after the includer's directory.
    pub quote_dirs: Vec<SearchDir>,
    /// `-I`, `-isystem`, the system directories and `-idirafter`, in that order.
    pub bracket_dirs: Vec<SearchDir>,
    /// The `<built-in>` buffer: `#define` lines of the host compiler's predefined macros.
    pub predefined: String,
    /// The `<command-line>` buffer: `-D` and `-U` as `#define`/`#undef` lines, in order.
    pub command_line: String,
    /// `-imacros` files (only their macros are kept), then `-include` files, in order.
    pub imacros: Vec<PathBuf>,
    pub includes: Vec<PathBuf>,
    /// Whether g++'s implicit `-include stdc-predef.h` happens (found on the bracket path).
    pub stdc_predef: bool,
    /// Strict ISO mode (`-std=c++NN`, not `gnu++NN`): changes the GNU `, ## __VA_ARGS__`
    /// rule for a macro with only a variadic parameter.
    pub strict_iso: bool,
    /// `<=>` is a token (C++20 and later).
    pub spaceship: bool,
    /// `__DATE__` and `__TIME__` spelled as given (with quotes), for reproducible output.
    pub date_time: Option<(String, String)>,
    /// g++'s `-fmax-include-depth` (200).
    pub max_include_depth: u32,
    /// Stop the unit (with a diagnostic) after this many output tokens: a bound for inputs
    /// that expand exponentially (`#define a b b` / `#define b c c` …). `None`: no bound, as
    /// in g++.
    pub max_output_tokens: Option<u64>,
    /// Files the include search finds before the file system, by the path it forms (for
    /// fuzzing and tests: units that include nothing from disk).
    pub virtual_files: std::collections::HashMap<String, Vec<u8>>,
}

/// A file's tokens with each identifier's symbol: what a unit replays when it includes the
/// file.
#[derive(Debug)]
pub struct LexedFile {
    pub tokens: Tokens,
    pub syms: Vec<Sym>,
    pub problems: Vec<LexProblem>,
}

impl LexedFile {
    pub fn new(src: &[u8], symbols: &Symbols) -> LexedFile {
        let lexed = lex::lex(src, &LexOptions::default());
        let tokens = lexed.tokens;
        let mut syms = vec![Sym(0); tokens.len()];
        // A file names most identifiers many times: each spelling goes to the run's shared
        // table once, the repeats are answered by a map of this file's own (no locks).
        // About one identifier in eight is a new spelling: sized so that it rarely grows.
        let mut seen: HashMap<&[u8], Sym, BuildHasherDefault<FxHasher>> =
            HashMap::with_capacity_and_hasher(tokens.len() / 8, BuildHasherDefault::default());
        for (i, sym) in syms.iter_mut().enumerate() {
            if tokens.kinds[i] != TokenKind::Identifier {
                continue;
            }
            let bytes = tokens.bytes(i, src);
            // UCNs (only in `EXTENDED` identifiers) and splices make the name differ from the bytes.
            let plain = !tokens.flags[i].has(TokenFlags::SPLICED) && !tokens.flags[i].has(TokenFlags::EXTENDED);
            *sym = if plain {
                *seen.entry(bytes).or_insert_with(|| symbols.intern(bytes))
            } else {
                symbols.intern(&super::identifier_spelling(&tokens.spelling(i, src)))
            };
        }
        LexedFile { tokens, syms, problems: lexed.problems }
    }
}

/// A problem of the run, at a place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpDiagnostic {
    pub id: DiagId,
    pub args: Vec<Arg>,
    pub loc: Option<Loc>,
    /// Notes that follow it (e.g. "this is the location of the previous definition").
    pub notes: Vec<(DiagId, Loc, Vec<Arg>)>,
    /// g++ gives some diagnostics a line and no column (`file:3: error: ...`), or not even a
    /// line (`file: warning: ...`, for line 0): that line, overriding `loc`'s.
    pub line_only: Option<u32>,
    /// The files that include the one it is in, innermost first (g++'s `In file included
    /// from` lines).
    pub included_from: Vec<IncludedFrom>,
    /// Where g++ places it when a `#line` moved the line: the presumed line, the column
    /// and the source line it echoes (`None` where the presumed line is the physical one).
    pub presumed: Option<crate::diag::Printed>,
}

impl PpDiagnostic {
    /// Reports it as a diagnostic through `sink` (diagnostic control, collection), as the
    /// front end's are.
    pub fn report(&self, sink: &mut DiagSink<'_>) {
        let mut builder =
            sink.report(self.id, self.loc).line_only(self.line_only).included_from(self.included_from.clone());
        if let Some(presumed) = &self.presumed {
            builder = builder.printed(presumed.clone());
        }
        for a in &self.args {
            builder = builder.arg(a.clone());
        }
        for (id, loc, args) in &self.notes {
            builder = builder.note(*id, Some(*loc), args.clone());
        }
        builder.emit();
    }
}

/// What the run hands out, in order. `N` names files: `Rc<str>` in a unit, an index in a
/// recorded header ([`super::reuse`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Event<N = Rc<str>> {
    /// A token or a padding.
    Token(PpToken),
    /// A token is about to start a new source line (cpplib's line-change callback): the
    /// printer moves to that line and column.
    LineChange {
        line: u32,
        col: u32,
    },
    /// A file was entered (`reason` 1), returned to (2) or renamed by `#line` (0); the printer
    /// writes a line marker.
    FileChange {
        name: N,
        line: u32,
        reason: u8,
        system: u8,
        from_line: u32,
    },
    /// A `#pragma` line the preprocessor does not consume, as its text after `#pragma `.
    /// From `_Pragma` (`operator`), g++ then goes back to the line it was on, at
    /// `return_col`. `at` is where its first word is in the source (for `_Pragma`, the
    /// operator).
    Pragma {
        text: Vec<u8>,
        line: u32,
        at: Option<Loc>,
        operator: bool,
        return_col: u32,
    },
    /// A pragma whose arguments g++ expands (`message`, `redefine_extname`): the tokens
    /// that follow, up to `PragmaEnd`, are its arguments. `at` and `operator` as for
    /// `Pragma`.
    PragmaStart {
        name: Vec<u8>,
        line: u32,
        at: Option<Loc>,
        operator: bool,
    },
    PragmaEnd {
        line: u32,
    },
    /// `#ident "x"` and `#sccs "x"`, kept in the output by g++ as `#ident "x"`.
    Ident {
        text: Vec<u8>,
        line: u32,
    },
    /// The events of a header whose work is being recorded start here (header reuse): a
    /// consumer may keep what it makes of them, up to the `SegmentEnd` with the same number,
    /// with the recording ([`Preprocessor::take_segment`]), and use that when the header is
    /// replayed ([`Preprocessor::replayed_segment`]). Other consumers ignore both.
    SegmentStart(u32),
    SegmentEnd(u32),
    /// The end of the unit.
    Eof,
}

/// How a file on the stack was found, for `#include_next`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum FoundIn {
    /// The main file, a forced include or an absolute path.
    NoSearch,
    /// The includer's directory (before the quote chain).
    IncluderDir,
    /// Quote chain entry `i` (indices continue into the bracket chain after the quote dirs).
    Chain(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CondKind {
    If,
    Ifdef,
    Ifndef,
    Elif,
    Else,
}

impl CondKind {
    pub(super) fn name(self) -> &'static str {
        match self {
            CondKind::If => "if",
            CondKind::Ifdef => "ifdef",
            CondKind::Ifndef => "ifndef",
            CondKind::Elif => "elif",
            CondKind::Else => "else",
        }
    }
}

/// An open conditional (cpplib's if_stack entry).
#[derive(Clone, Copy, Debug)]
pub(super) struct Conditional {
    pub offset: u32,
    pub kind: CondKind,
    /// Groups after this one are skipped (one was taken, or the whole thing is skipped).
    pub skip_elses: bool,
    pub was_skipping: bool,
    /// The include guard this conditional may be (`#ifndef X` at the top of the file).
    pub guard: Option<Sym>,
}

/// A file being read.
#[derive(Debug)]
pub(super) struct Frame {
    pub file: FileId,
    pub lexed: Arc<LexedFile>,
    pub pos: usize,
    /// The name as g++ spells it in line markers and `__FILE__`.
    pub name: Rc<str>,
    pub found_in: FoundIn,
    /// 0: not a system header; 1: a system header; 2: one that is also implicitly `extern "C"`.
    pub system: u8,
    pub conditionals: Vec<Conditional>,
    /// The multiple-include optimisation: whether everything so far could be the inside of
    /// a guard, and the guard once its `#endif` is read.
    pub guard_valid: bool,
    pub guard: Option<Sym>,
    /// `#line`: presumed line = physical line + this.
    pub line_delta: i64,
    /// The files line markers with flag 1 entered from, and the markers' presumed lines
    /// (cpplib's nesting of line maps: a marker with flag 2 must return to the innermost;
    /// g++ names them above a diagnostic; the physical includer is below them).
    pub marker_includers: Vec<IncludedFrom>,
    /// The physical line last asked about (see `push_line_change`).
    pub line_hint: u32,
    /// Next lexical problem to report.
    pub next_problem: usize,
    pub kind: FrameKind,
    /// The include search's entry this file was entered through.
    pub entry: Option<usize>,
}

/// A macro expansion: for every token it produced, where the macro was invoked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expansion {
    pub macro_index: u32,
    /// The invoking name's position.
    pub at: Loc,
    /// The expansion the name came from (0: the file).
    pub parent: u32,
    /// The position in the file of the outermost invocation (where g++ puts the tokens).
    pub root: Loc,
}

/// Counters for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PpStats {
    pub files_entered: u64,
    /// Files this unit lexed itself (its main file and buffers).
    pub files_lexed: u64,
    /// Files whose tokens came from the run's header cache.
    pub files_from_cache: u64,
    pub skipped_by_guard: u64,
    pub skipped_by_once: u64,
    pub macro_expansions: u64,
    pub tokens_out: u64,
}

impl PpStats {
    /// Adds another pass's counts (a run's sums).
    pub fn add(&mut self, other: &PpStats) {
        self.files_entered += other.files_entered;
        self.files_lexed += other.files_lexed;
        self.files_from_cache += other.files_from_cache;
        self.skipped_by_guard += other.skipped_by_guard;
        self.skipped_by_once += other.skipped_by_once;
        self.macro_expansions += other.macro_expansions;
        self.tokens_out += other.tokens_out;
    }
}

/// The state of the base reader (cpplib's `pfile->state`).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ReadState {
    /// Reading a directive: the base returns `Eof` at `directive_end`.
    pub in_directive: bool,
    pub directive_end: usize,
    /// 1 while looking for the `(` of a function-like macro, 2 while collecting arguments
    /// (line changes are not reported; the end of a file is a hard end).
    pub parsing_args: u8,
    /// Identifiers are returned unexpanded (arguments being collected, `defined X`).
    pub prevent_expansion: u32,
    pub skipping: bool,
    /// Reading the arguments of a pragma that g++ expands: the line ends the input as in a
    /// directive, but paddings are kept.
    pub in_pragma: bool,
}

pub struct Preprocessor<'f> {
    pub(super) files: &'f mut FileTable,
    pub(super) lexed: Vec<Option<Arc<LexedFile>>>,
    /// The run's files and identifiers, shared with every other unit.
    pub(super) cache: Arc<HeaderCache>,
    pub macros: MacroTable,
    pub(super) options: Options,
    /// Spellings of tokens the preprocessor made.
    pub(super) scratch: Vec<u8>,
    pub(super) frames: Vec<Frame>,
    pub(super) contexts: Vec<super::expand::Context>,
    pub(super) context_tokens: Vec<PpToken>,
    /// The arguments of the macro invocations in progress, innermost last, and their
    /// tokens (see `expand::MacroArg`).
    pub(super) macro_args: Vec<super::expand::MacroArg>,
    pub(super) arg_tokens: Vec<PpToken>,
    pub expansions: Vec<Expansion>,
    pub(super) events: VecDeque<super::reuse::Queued>,
    pub(super) state: ReadState,
    pub diagnostics: Vec<PpDiagnostic>,
    pub stats: PpStats,
    pub(super) counter: u32,
    /// Files that said `#pragma once`, by content hash.
    pub(super) once: Vec<u128>,
    /// The include search's entries and its cache by (start, name).
    pub(super) includes: Vec<super::include::Found>,
    pub(super) include_cache: rustc_hash::FxHashMap<(super::include::Start, String), Option<usize>>,
    pub(super) main_name: Rc<str>,
    /// A catastrophic error ended the unit.
    pub fatal: bool,
    /// The pass's budget, read at every output token; past it the unit ends (no diagnostic
    /// here: the pass reports it).
    pub meter: crate::budget::Meter,
    /// Spellings of spliced file tokens in the scratch buffer, by (file, offset).
    pub(super) spliced: rustc_hash::FxHashMap<(u32, u32), (u32, u32)>,
    /// `#assert`ed predicates and answers.
    pub(super) assertions: Vec<(Vec<u8>, Vec<u8>)>,
    /// The system-header kind each file was last entered with, by `FileId`.
    pub(super) file_system: Vec<u8>,
    /// The `<built-in>` buffer: its macros' tokens are not marked as system or not.
    pub(super) builtin_file: Option<FileId>,
    /// Every path the include search tried, and the file it named.
    pub(super) opened: rustc_hash::FxHashMap<String, Option<FileId>>,
    /// A token split off the one the base reader returned (a literal's suffix that is a macro).
    pub(super) pending: Option<PpToken>,
    /// Nesting of argument pre-expansion, bounded so that deep input cannot overflow the stack.
    pub(super) expand_depth: u32,
    pub(super) start_steps: VecDeque<StartStep>,
    /// Header work reuse: the digest of the macro table's changes, recordings in progress.
    pub(super) reuse: super::reuse::Reuse,
    /// The unit has ended.
    done: bool,
    /// Where the base reader's last token was (cpplib reports some problems at "the current
    /// token"); for the end of a file, the end of its last token.
    pub(super) last_loc: Option<Loc>,
}

impl std::fmt::Debug for Preprocessor<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Preprocessor").field("frames", &self.frames.len()).finish()
    }
}

/// How deep argument pre-expansion may nest before the preprocessor gives up on a unit.
pub(super) const MAX_EXPANSION_DEPTH: u32 = 2000;

impl<'f> Preprocessor<'f> {
    /// A run over `main`, which must already be in `files`, with a header cache of its own.
    pub fn new(files: &'f mut FileTable, main: FileId, options: Options) -> Preprocessor<'f> {
        Preprocessor::with_cache(files, main, options, Arc::new(HeaderCache::new()))
    }

    /// A run over `main` that shares `cache` (files, tokens, identifiers) with other units.
    pub fn with_cache(
        files: &'f mut FileTable,
        main: FileId,
        options: Options,
        cache: Arc<HeaderCache>,
    ) -> Preprocessor<'f> {
        let main_name: Rc<str> = Rc::from(files.get(main).path().to_string_lossy().as_ref());
        let mut options = options;
        if options.max_include_depth == 0 {
            options.max_include_depth = 200;
        }
        let mut pp = Preprocessor {
            files,
            lexed: Vec::new(),
            cache,
            macros: MacroTable::new(),
            options,
            scratch: Vec::new(),
            frames: Vec::new(),
            contexts: Vec::new(),
            context_tokens: Vec::new(),
            macro_args: Vec::new(),
            arg_tokens: Vec::new(),
            expansions: vec![Expansion {
                macro_index: 0,
                at: Loc { file: main, offset: 0 },
                parent: 0,
                root: Loc { file: main, offset: 0 },
            }],
            events: VecDeque::new(),
            state: ReadState::default(),
            diagnostics: Vec::new(),
            stats: PpStats::default(),
            counter: 0,
            once: Vec::new(),
            includes: Vec::new(),
            include_cache: rustc_hash::FxHashMap::default(),
            main_name,
            fatal: false,
            meter: crate::budget::Meter::default(),
            file_system: Vec::new(),
            assertions: Vec::new(),
            spliced: rustc_hash::FxHashMap::default(),
            builtin_file: None,
            opened: rustc_hash::FxHashMap::default(),
            pending: None,
            expand_depth: 0,
            start_steps: VecDeque::new(),
            reuse: Default::default(),
            done: false,
            last_loc: None,
        };
        pp.init_reuse();
        pp.start(main);
        pp
    }

    pub fn files(&self) -> &FileTable {
        self.files
    }

    /// The run's identifiers.
    pub fn symbols(&self) -> &Symbols {
        self.cache.symbols()
    }

    /// The header cache this unit shares.
    pub fn cache(&self) -> &Arc<HeaderCache> {
        &self.cache
    }

    /// The spelling of a token.
    pub fn spelling(&self, t: &PpToken) -> &[u8] {
        if t.flags.has(PpFlags::SPLICED) {
            if let Some(&(start, end)) = self.spliced.get(&(t.buf, t.start)) {
                return &self.scratch[start as usize..end as usize];
            }
        }
        if t.buf == SCRATCH {
            &self.scratch[t.start as usize..t.end as usize]
        } else {
            let bytes = self.files.get(FileId(t.buf)).bytes();
            bytes.get(t.start as usize..t.end as usize).unwrap_or(&[])
        }
    }

    /// Where a token is in the file being read: itself, or the outermost macro invocation
    /// that produced it.
    pub fn position(&self, t: &PpToken) -> Option<Loc> {
        if t.origin != 0 {
            return self.expansions.get(t.origin as usize).map(|e| e.root);
        }
        t.file().map(|file| Loc { file, offset: t.start })
    }

    /// The system-header kind of the file being read (0: none, 1: system, 2: also
    /// implicitly `extern "C"`).
    pub fn current_system(&self) -> u8 {
        self.frames.last().map_or(0, |f| f.system)
    }

    /// The system-header kind of the file that spells a token (g++ marks a line by where
    /// its tokens are spelled: `NULL` from a system header is a system token anywhere).
    /// `None` for the results of built-in macros, which g++ does not mark.
    #[inline]
    pub fn token_system(&self, t: &PpToken) -> Option<u8> {
        if t.buf != SCRATCH {
            if Some(FileId(t.buf)) == self.builtin_file {
                return None;
            }
            return Some(self.consumer_system_of(t.buf));
        }
        // A token the preprocessor made (`#`, `##`) is where its outermost invocation is; the
        // results of built-in macros are not marked either way.
        let e = self.expansions.get(t.origin as usize).filter(|_| t.origin != 0)?;
        if e.macro_index == u32::MAX {
            return None;
        }
        Some(self.consumer_system_of(e.root.file.0))
    }

    /// The presumed line (after `#line`) of a position in the file being read.
    pub fn presumed_line(&self, at: Loc) -> u32 {
        self.presumed_of_physical(at.file, self.files.get(at.file).line_of(at.offset))
    }

    /// The physical line of a position and the byte range of that line (its end: the next
    /// line's start), found from physical line `near` when `at` is on it or a little below
    /// (the printer asks about each token in turn).
    #[inline]
    pub fn physical_line_near(&self, at: Loc, near: u32) -> (u32, (u32, u32)) {
        let src = self.files.get(at.file);
        let physical = src.line_of_near(at.offset, near);
        (physical, (src.line_start(physical), src.line_start(physical.saturating_add(1))))
    }

    /// The presumed line of physical line `physical` of `file` (after `#line`).
    #[inline]
    pub fn presumed_of_physical(&self, file: FileId, physical: u32) -> u32 {
        let delta = self.frames.last().filter(|f| f.file == file).map_or(0, |f| f.line_delta);
        // cpplib's line numbers are 32-bit and wrap.
        (physical as i64 + delta) as u32
    }

    /// The next event of the run.
    pub fn next_event(&mut self) -> Event {
        loop {
            match self.events.front_mut() {
                Some(super::reuse::Queued::Replay(r)) => {
                    if let Some(e) = r.next_event() {
                        return e;
                    }
                    self.events.pop_front();
                    continue;
                }
                Some(super::reuse::Queued::Event(_)) => {
                    if let Some(super::reuse::Queued::Event(e)) = self.events.pop_front() {
                        return e;
                    }
                }
                None => {}
            }
            if self.done {
                return Event::Eof;
            }
            if let Some(t) = self.produce() {
                return Event::Token(t);
            }
        }
    }

    /// The next event when it is a token or a padding (nearly all are), handed out as it
    /// is rather than wrapped in an [`Event`]; `None` when the next event is another kind
    /// (or the end): [`Self::next_event`] hands it out.
    #[inline]
    pub fn next_token(&mut self) -> Option<PpToken> {
        if !self.events.is_empty() || self.done {
            return None;
        }
        self.produce()
    }

    /// Reads on with nothing queued: the token to hand out now, or `None` when what was
    /// read went to the queue (the token behind events it made) or ended the unit.
    #[inline]
    fn produce(&mut self) -> Option<PpToken> {
        let t = self.get_token();
        if t.is(TokenKind::Eof) && self.frames.is_empty() && self.contexts.is_empty() {
            self.done = true;
            return None;
        }
        if !t.is_padding() {
            self.stats.tokens_out += 1;
            if self.meter.tick() {
                self.stop_unit();
                return None;
            }
            if self.options.max_output_tokens.is_some_and(|max| self.stats.tokens_out > max) {
                let loc = self.position(&t);
                let max = self.options.max_output_tokens.unwrap_or(0) as i64;
                self.report(DiagId::OutputTooLarge, loc, vec![Arg::Int(max)]);
                self.fatal = true;
                self.frames.clear();
                self.contexts.clear();
                self.done = true;
                return None;
            }
        }
        // With nothing queued before it, the token goes straight out (and to the
        // recordings' log), not through the queue.
        if self.events.is_empty() {
            self.log_token(t);
            return Some(t);
        }
        self.emit(Event::Token(t));
        None
    }

    // ---- problems ----------------------------------------------------------------------

    pub(super) fn report(&mut self, id: DiagId, loc: Option<Loc>, args: Vec<Arg>) {
        let in_system = self.frames.last().is_some_and(|f| f.system != 0);
        if in_system && id.entry().severity == crate::diag::Severity::Warning && id != DiagId::WarningDirective {
            // g++ does not warn about system headers.
            return;
        }
        let included_from = self.include_chain(self.frames.len().saturating_sub(1));
        let presumed = self.presumed_place(loc);
        self.diagnostics.push(PpDiagnostic {
            id,
            args,
            loc,
            notes: Vec::new(),
            line_only: None,
            included_from,
            presumed,
        });
    }

    /// Where g++ places a diagnostic at `loc` after a `#line` (the oracle: `#warning` after
    /// `#line 100` is on line 100): `None` where no `#line` moved it.
    fn presumed_place(&self, loc: Option<Loc>) -> Option<crate::diag::Printed> {
        let loc = loc?;
        let file = self.files.get(loc.file);
        let (physical, col) = file.line_and_byte_col(loc.offset);
        let line = self.presumed_line(loc);
        let text = String::from_utf8_lossy(file.line_text(physical)).into_owned();
        // A line marker or `#line` may have renamed the file being read.
        let name = self
            .frames
            .last()
            .filter(|f| f.file == loc.file && *f.name != *file.path().display().to_string())
            .map(|f| f.name.to_string());
        (line != physical || name.is_some()).then_some(crate::diag::Printed { line, col, text, name })
    }

    /// The first `includers` frames as g++ names them above a diagnostic, innermost first:
    /// each file's presumed name and the presumed line of its `#include` (none for
    /// `<command-line>` and `<built-in>`).
    fn include_chain(&self, includers: usize) -> Vec<IncludedFrom> {
        let includers = includers.min(self.frames.len());
        // The file the diagnostic is in may have been entered by line markers.
        let mut chain: Vec<IncludedFrom> =
            self.frames.get(includers).map_or(Vec::new(), |f| f.marker_includers.iter().rev().cloned().collect());
        for f in self.frames[..includers].iter().rev().filter(|f| !matches!(f.kind, FrameKind::Imacros)) {
            let line = match f.kind {
                FrameKind::Buffer => None,
                _ => f.lexed.tokens.starts.get(f.pos.saturating_sub(1)).map(|&offset| {
                    let physical = self.files.get(f.file).line_of(offset) as i64;
                    (physical + f.line_delta).max(0) as u32
                }),
            };
            chain.push(IncludedFrom { name: f.name.to_string(), line });
            chain.extend(f.marker_includers.iter().rev().cloned());
        }
        chain
    }

    /// Reports with a line and no column, as g++ does for some problems.
    pub(super) fn report_line(&mut self, id: DiagId, loc: Option<Loc>, args: Vec<Arg>) {
        let before = self.diagnostics.len();
        self.report(id, loc, args);
        let line = loc.map(|l| self.files.get(l.file).line_of(l.offset));
        if let Some(d) = self.diagnostics.get_mut(before) {
            d.line_only = line;
        }
    }

    /// The position of token `i` of the current file.
    pub(super) fn here(&self, i: usize) -> Option<Loc> {
        let f = self.frames.last()?;
        let offset = f.lexed.tokens.starts.get(i).copied().unwrap_or(0);
        Some(Loc { file: f.file, offset })
    }

    /// Reports the current file's lexical problems before `offset` (g++ reports them as it
    /// lexes, so they interleave with the directives' problems in file order).
    pub(super) fn flush_lex_problems(&mut self, offset: u32) {
        let Some(f) = self.frames.last() else { return };
        if f.lexed.problems.get(f.next_problem).is_none_or(|p| p.offset >= offset) {
            return; // the common case: nothing to report
        }
        let (file, lexed, system, mut next) = (f.file, Arc::clone(&f.lexed), f.system, f.next_problem);
        let mut chain = None;
        while let Some(p) = lexed.problems.get(next) {
            if p.offset >= offset {
                break;
            }
            next += 1;
            if p.kind.is_reported_by_preprocessor() {
                let (id, args) = p.kind.diagnostic();
                let loc = Some(Loc { file, offset: p.offset });
                if !(system != 0 && id.entry().severity == crate::diag::Severity::Warning) {
                    let included_from =
                        chain.get_or_insert_with(|| self.include_chain(self.frames.len().saturating_sub(1))).clone();
                    let presumed = self.presumed_place(loc);
                    self.diagnostics.push(PpDiagnostic {
                        id,
                        args,
                        loc,
                        notes: vec![],
                        line_only: None,
                        included_from,
                        presumed,
                    });
                }
            }
        }
        if let Some(f) = self.frames.last_mut() {
            f.next_problem = next;
        }
    }

    // ---- files ---------------------------------------------------------------------------

    /// A file's tokens: from the header cache for files it holds, lexed here (once per
    /// unit) for the unit's own buffers.
    pub(super) fn lexed_file(&mut self, file: FileId) -> Arc<LexedFile> {
        let i = file.0 as usize;
        if self.lexed.len() <= i {
            self.lexed.resize(i + 1, None);
        }
        if let Some(l) = &self.lexed[i] {
            return Arc::clone(l);
        }
        self.stats.files_lexed += 1;
        let l = Arc::new(self.cache.lex(self.files.get(file).bytes()));
        self.lexed[i] = Some(Arc::clone(&l));
        l
    }

    /// Adds a file of the header cache to the unit, with its tokens.
    pub(super) fn add_cached(&mut self, cached: &CachedFile) -> FileId {
        let file = self.files.add_shared(Arc::clone(&cached.source));
        let i = file.0 as usize;
        if self.lexed.len() <= i {
            self.lexed.resize(i + 1, None);
        }
        self.lexed[i] = Some(Arc::clone(&cached.lexed));
        self.stats.files_from_cache += 1;
        file
    }

    /// Pushes a file; `enter` reports the entry to the printer.
    pub(super) fn push_file(&mut self, file: FileId, name: Rc<str>, found_in: FoundIn, kind: FrameKind, system: u8) {
        let lexed = self.lexed_file(file);
        self.stats.files_entered += 1;
        self.set_file_system(file, system);
        if matches!(kind, FrameKind::Header | FrameKind::PreInclude | FrameKind::Imacros) {
            self.emit_entry(Rc::clone(&name), system);
        }
        self.frames.push(Frame {
            file,
            lexed,
            pos: 0,
            name,
            found_in,
            kind,
            system,
            conditionals: Vec::new(),
            guard_valid: true,
            guard: None,
            line_delta: 0,
            marker_includers: Vec::new(),
            line_hint: 1,
            next_problem: 0,
            entry: None,
        });
    }

    /// The marker of entering a header: the printer first moves to the line of the
    /// `#include`.
    pub(super) fn emit_entry(&mut self, name: Rc<str>, system: u8) {
        let from_line = match self.frames.last() {
            Some(parent) => {
                let last = parent.pos.saturating_sub(1);
                let at = parent.lexed.tokens.starts.get(last).copied().unwrap_or(0);
                self.presumed_line(Loc { file: parent.file, offset: at })
            }
            None => 0,
        };
        self.emit(Event::FileChange { name, line: 1, reason: 1, system, from_line });
    }

    pub(super) fn set_file_system(&mut self, file: FileId, system: u8) {
        let i = file.0 as usize;
        if self.file_system.len() <= i {
            self.file_system.resize(i + 1, super::reuse::UNSET);
        }
        let before = self.file_system[i];
        self.file_system[i] = system;
        self.log_system(file, before, system);
    }

    /// The system kind of a file for the event the consumer was handed last: a replay's
    /// (whose files may change kind midway), or the one it was last entered with.
    fn consumer_system_of(&self, file: u32) -> u8 {
        if let Some(super::reuse::Queued::Replay(r)) = self.events.front() {
            if let Some(kind) = r.system_of(file) {
                return kind;
            }
        }
        self.system_of(file)
    }

    /// The system kind a file was last entered with (0 for one never entered).
    pub(super) fn system_of(&self, file: u32) -> u8 {
        match self.file_system.get(file as usize) {
            Some(&k) if k != super::reuse::UNSET => k,
            _ => 0,
        }
    }

    /// Ends the unit where it is (its budget ran out).
    pub(super) fn stop_unit(&mut self) {
        self.frames.clear();
        self.contexts.clear();
        self.done = true;
    }

    /// Sets up the run as g++ does: the main file's marker, `<built-in>` (predefined macros),
    /// `<command-line>` (-D/-U), -imacros, stdc-predef.h, -include, then the main file.
    fn start(&mut self, main: FileId) {
        let main_name = Rc::clone(&self.main_name);
        self.emit(Event::FileChange { name: Rc::clone(&main_name), line: 0, reason: 0, system: 0, from_line: 0 });
        let mut steps = VecDeque::new();
        steps.push_back(StartStep::Buffer("<built-in>", std::mem::take(&mut self.options.predefined)));
        steps.push_back(StartStep::Buffer("<command-line>", std::mem::take(&mut self.options.command_line)));
        for p in std::mem::take(&mut self.options.imacros) {
            steps.push_back(StartStep::Include(p, true));
        }
        if self.options.stdc_predef {
            steps.push_back(StartStep::Include(PathBuf::from("stdc-predef.h"), false));
        }
        for p in std::mem::take(&mut self.options.includes) {
            steps.push_back(StartStep::Include(p, false));
        }
        steps.push_back(StartStep::Main(main));
        self.start_steps = steps;
    }

    /// Runs start steps until a file is on the stack; false when none is left.
    #[inline(never)]
    pub(super) fn next_start_step(&mut self) -> bool {
        while self.frames.is_empty() {
            let Some(step) = self.start_steps.pop_front() else { return false };
            match step {
                StartStep::Buffer(name, text) => {
                    self.emit(Event::FileChange { name: Rc::from(name), line: 0, reason: 0, system: 0, from_line: 0 });
                    let Ok(file) = self.files.add_bytes(name, text.into_bytes()) else { continue };
                    if name == "<built-in>" {
                        self.builtin_file = Some(file);
                    }
                    self.push_file(file, Rc::from(name), FoundIn::NoSearch, FrameKind::Buffer, 0);
                }
                StartStep::Include(path, macros_only) => {
                    let implicit = !macros_only && path.as_os_str() == "stdc-predef.h";
                    self.forced_include(&path, macros_only, implicit);
                }
                StartStep::Main(main) => {
                    let name = Rc::clone(&self.main_name);
                    self.emit(Event::FileChange {
                        name: Rc::clone(&name),
                        line: 1,
                        reason: 0,
                        system: 0,
                        from_line: 0,
                    });
                    self.push_file(main, name, FoundIn::NoSearch, FrameKind::Main, 0);
                }
            }
        }
        true
    }

    /// Leaves the file on top of the stack at its end: unterminated conditionals, the
    /// include guard, the return marker.
    #[inline(never)]
    pub(super) fn pop_file(&mut self) {
        let Some(f) = self.frames.last() else { return };
        let end = f.lexed.tokens.starts.last().copied().unwrap_or(0);
        self.flush_lex_problems(u32::MAX);
        let Some(f) = self.frames.pop() else { return };
        for c in f.conditionals.iter().rev() {
            let loc = Some(Loc { file: f.file, offset: c.offset });
            self.diagnostics.push(PpDiagnostic {
                id: DiagId::UnterminatedConditional,
                args: vec![Arg::Str(c.kind.name().into())],
                loc,
                notes: vec![],
                line_only: Some(self.files.get(f.file).line_of(c.offset)),
                included_from: self.include_chain(self.frames.len()),
                presumed: None,
            });
        }
        let _ = end;
        if let (true, Some(g), Some(e)) = (f.guard_valid, f.guard, f.entry) {
            if let Some(entry) = self.includes.get_mut(e) {
                if entry.guard.is_none() {
                    entry.guard = Some(g);
                    self.log_guard(e, g);
                }
            }
        }
        self.state.skipping = false;
        self.end_recording(self.frames.len() + 1);
        self.emit_return(f.kind);
    }

    /// The marker of returning from a file of `kind` to the file now on top.
    pub(super) fn emit_return(&mut self, kind: FrameKind) {
        match (self.frames.last(), kind) {
            (Some(parent), FrameKind::Header) => {
                let line = self.resume_line(parent);
                let name = Rc::clone(&parent.name);
                let system = parent.system;
                self.emit(Event::FileChange { name, line, reason: 2, system, from_line: 0 });
            }
            (None, FrameKind::PreInclude | FrameKind::Imacros) => {
                self.emit(Event::FileChange {
                    name: Rc::from("<command-line>"),
                    line: 0,
                    reason: 2,
                    system: 0,
                    from_line: 0,
                });
            }
            _ => {}
        }
    }

    /// The presumed line after the directive that ended just before the frame's position.
    fn resume_line(&self, f: &Frame) -> u32 {
        let last = f.pos.saturating_sub(1);
        let end = f.lexed.tokens.ends.get(last).copied().unwrap_or(0);
        let physical = self.files.get(f.file).line_of(end.saturating_sub(1)) as i64;
        (physical + 1 + f.line_delta).clamp(0, u32::MAX as i64) as u32
    }

    // ---- the base reader -------------------------------------------------------------------

    /// The next token from the files (cpplib's `_cpp_lex_token`): directives are handled
    /// here, skipped groups never come out, and the end of a file is an `Eof` only where a
    /// directive or an argument list must not run past it.
    #[inline(never)]
    pub(super) fn lex_base(&mut self) -> PpToken {
        if let Some(t) = self.pending.take() {
            return t;
        }
        loop {
            if self.fatal {
                self.frames.clear();
                return PpToken::eof(SCRATCH, 0);
            }
            let Some(f) = self.frames.last() else {
                if !self.next_start_step() {
                    return PpToken::eof(SCRATCH, 0);
                }
                continue;
            };
            let i = f.pos;
            let file = f.file;
            if (self.state.in_directive || self.state.in_pragma) && i >= self.state.directive_end {
                return PpToken::eof(file.0, f.lexed.tokens.starts[i.min(f.lexed.tokens.len() - 1)]);
            }
            let kind = f.lexed.tokens.kinds[i];
            let flags = f.lexed.tokens.flags[i];
            if kind == TokenKind::Eof {
                let end = if i > 0 { f.lexed.tokens.ends[i - 1] } else { 0 };
                self.last_loc = Some(Loc { file, offset: end });
                if self.state.in_directive || self.state.parsing_args != 0 {
                    return PpToken::eof(file.0, f.lexed.tokens.starts[i]);
                }
                self.pop_file();
                if self.fatal {
                    self.frames.clear();
                }
                continue;
            }
            if kind == TokenKind::Hash
                && flags.has(TokenFlags::AT_LINE_START)
                && self.state.parsing_args != 1
                && !self.state.in_directive
            {
                self.handle_directive();
                continue;
            }
            let Some(f) = self.frames.last_mut() else { continue };
            f.pos += 1;
            if !self.state.in_directive {
                f.guard_valid = false;
            }
            if self.state.skipping {
                continue;
            }
            if f.kind == FrameKind::Imacros {
                // -imacros: the text is read unexpanded and dropped; its lines still count.
                if flags.has(TokenFlags::AT_LINE_START) {
                    let offset = f.lexed.tokens.starts[i];
                    self.push_line_change(offset);
                }
                continue;
            }
            let mut t = self.file_token(i);
            self.last_loc = Some(Loc { file, offset: t.start });
            // cpplib: a token that starts a line inside an argument list counts as spaced.
            if flags.has(TokenFlags::AT_LINE_START) && self.state.parsing_args == 2 {
                t.flags.0 |= PpFlags::LEADING_SPACE;
            }
            if flags.has(TokenFlags::AT_LINE_START) && self.state.parsing_args == 0 && !self.state.in_directive {
                self.push_line_change(t.start);
            }
            return t;
        }
    }

    /// cpplib's line-change callback for a token at `offset` of the file being read: its
    /// presumed line and its column. Lines are found from the last one this frame asked
    /// about, since a file is read forwards.
    fn push_line_change(&mut self, offset: u32) {
        let Some(f) = self.frames.last_mut() else { return };
        let src = self.files.get(f.file);
        let line = src.line_of_near(offset, f.line_hint);
        f.line_hint = line;
        let col = offset.saturating_sub(src.line_start(line)) + 1;
        // cpplib's line numbers are 32-bit and wrap (as in `presumed_line`).
        let line = (line as i64 + f.line_delta) as u32;
        self.emit(Event::LineChange { line, col });
    }

    /// Puts back the last token the base reader returned (cpplib's lookahead).
    pub(super) fn unlex_base(&mut self, t: PpToken) {
        if let Some(f) = self.frames.last_mut() {
            if t.origin == 0 && t.buf == f.file.0 && f.pos > 0 && f.lexed.tokens.starts[f.pos - 1] == t.start {
                f.pos -= 1;
                return;
            }
        }
        self.pending = Some(t);
    }

    /// The depth of an `#include` read now, as cpplib counts it (the main file counts).
    pub(super) fn include_depth(&self) -> u32 {
        self.frames.iter().filter(|f| f.kind == FrameKind::Header).count() as u32 + 1
    }

    /// Token `i` of the current file as a preprocessor token. Inlined into the reader: a
    /// spliced token and a literal's suffix are rare and out of line.
    #[inline(always)]
    pub(super) fn file_token(&mut self, i: usize) -> PpToken {
        let Some(f) = self.frames.last() else { return PpToken::eof(SCRATCH, 0) };
        let toks = &f.lexed.tokens;
        let flags = toks.flags[i];
        let mut pf = 0;
        if flags.has(TokenFlags::LEADING_SPACE) {
            pf |= PpFlags::LEADING_SPACE;
        }
        if flags.has(TokenFlags::ERROR) {
            pf |= PpFlags::ERROR;
        }
        if flags.has(TokenFlags::EXTENDED) {
            pf |= PpFlags::EXTENDED;
        }
        let mut t = PpToken {
            kind: toks.kinds[i],
            pp: PpKind::Token,
            flags: PpFlags(pf),
            buf: f.file.0,
            start: toks.starts[i],
            end: toks.ends[i],
            origin: 0,
            sym: f.lexed.syms[i],
        };
        if flags.has(TokenFlags::SPLICED) {
            t.flags.0 |= PpFlags::SPLICED;
            self.spell_spliced(i, &t);
        }
        if flags.has(TokenFlags::UD_SUFFIX)
            && !self.state.in_directive
            && matches!(t.kind, TokenKind::StringLiteral | TokenKind::CharLiteral | TokenKind::RawStringLiteral)
        {
            // By value: a token whose address is taken is built on the stack field by field,
            // and copying it out whole then stalls on store forwarding.
            t = self.split_macro_suffix(t);
        }
        t
    }

    /// A spliced token keeps its place in the file; its spelling goes to the scratch buffer.
    #[cold]
    #[inline(never)]
    fn spell_spliced(&mut self, i: usize, t: &PpToken) {
        let Some(f) = self.frames.last() else { return };
        let key = (t.buf, t.start);
        let range = match self.spliced.get(&key) {
            Some(&range) => range,
            None => {
                let spelled = f.lexed.tokens.spelling(i, self.files.get(f.file).bytes()).into_owned();
                self.add_scratch(&spelled)
            }
        };
        self.note_spliced(key, range);
    }

    /// `"%"PRId64`: g++ takes an identifier after a literal as its ud-suffix unless the
    /// identifier is a macro, in which case they are two tokens (with a warning in C++11).
    #[inline(never)]
    fn split_macro_suffix(&mut self, mut t: PpToken) -> PpToken {
        let spelling = self.spelling(&t).to_vec();
        let Some(q) = spelling.iter().rposition(|&b| b == b'"' || b == b'\'') else { return t };
        let suffix = &spelling[q + 1..];
        // cpplib: `_x` (one underscore, then not another) is always a user-defined suffix.
        if suffix.first() == Some(&b'_') && suffix.get(1) != Some(&b'_') {
            return t;
        }
        let Some(sym) = self.symbols().get(&super::identifier_spelling(suffix)) else { return t };
        if self.macros.lookup(sym).is_none() {
            return t;
        }
        let cut = t.start + q as u32 + 1;
        let mut rest = t;
        rest.kind = TokenKind::Identifier;
        rest.flags = PpFlags(if super::is_extended(suffix) { PpFlags::EXTENDED } else { 0 });
        rest.start = cut;
        rest.sym = sym;
        t.end = cut;
        self.pending = Some(rest);
        self.report(DiagId::LiteralSuffixMacro, Some(Loc { file: FileId(t.buf), offset: t.start }), vec![]);
        t
    }

    pub(super) fn add_scratch(&mut self, bytes: &[u8]) -> (u32, u32) {
        let start = self.scratch.len() as u32;
        self.scratch.extend_from_slice(bytes);
        (start, self.scratch.len() as u32)
    }
}

/// What the run does before the main file.
#[derive(Debug)]
pub(super) enum StartStep {
    Buffer(&'static str, String),
    /// A forced include: `-imacros` (true) or `-include`.
    Include(PathBuf, bool),
    Main(FileId),
}

/// Why a file is on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum FrameKind {
    Main,
    Header,
    /// `-include` or stdc-predef.h.
    PreInclude,
    /// `-imacros`: directives are run, tokens dropped.
    Imacros,
    /// `<built-in>` or `<command-line>`.
    Buffer,
}
