//! A unit's tokens as the parser reads them: the preprocessor's output, in parallel arrays
//! (the prescan scans `kind` alone), each token with the position nvcc's front ends give it.
//!
//! nvcc's front ends read the text `g++ -E` prints, so a token's line is the line of that
//! text (after its line markers) and nvcc's column is a column of that text, where macros are
//! already expanded. The tokens are therefore laid out by the preprocessor's own printer
//! writing into a column counter: each token gets the printed line and column for free, and
//! `at`, its place in the source, for cufront's own columns and source lines.

use std::io;
use std::rc::Rc;
use std::sync::Arc;

use super::keyword::Kw;
use crate::diag::Printed;
use crate::intern::Sym;
use crate::lex::TokenKind;
use crate::pp::env::CxxStd;
use crate::pp::output::LayoutState;
use crate::pp::{Event, HeaderCache, PpToken, Preprocessor, Printer};
use crate::source::Loc;

/// Token flags.
pub mod flag {
    /// White space precedes the token.
    pub const LEADING_SPACE: u8 = 1 << 0;
    /// The token is the first of its printed line.
    pub const LINE_START: u8 = 1 << 1;
    /// The token is spelled in a system header.
    pub const SYSTEM: u8 = 1 << 2;
    /// An identifier that is a keyword in this unit's language mode.
    pub const KEYWORD: u8 = 1 << 3;
    /// A token the lexer flagged as malformed.
    pub const ERROR: u8 = 1 << 4;
}

/// A `#pragma` the preprocessor passed on, before token `before`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pragma {
    pub before: u32,
    /// The text after `#pragma `.
    pub text: Vec<u8>,
    /// Its presumed line.
    pub line: u32,
    /// Where its first word is in the source (for `_Pragma`, the operator).
    pub at: Option<Loc>,
    /// Written as the `_Pragma` operator.
    pub operator: bool,
}

/// The length of `#pragma ` in a printed pragma line.
const PRAGMA_PREFIX: u32 = 8;

impl Pragma {
    /// Where nvcc's front ends see byte `offset` of the pragma's text (its length: the end
    /// of the line): in the printed pragma line, `#pragma ` and the text as `g++ -E` prints
    /// it, which is what they read.
    pub fn printed_at(&self, offset: u32) -> Printed {
        let text = format!("#pragma {}", String::from_utf8_lossy(&self.text));
        Printed { line: self.line, col: PRAGMA_PREFIX + offset + 1, text, name: None }
    }
}

/// A run of tokens in one presumed file (line markers change it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileRun {
    pub first: u32,
    /// The file's name as the line markers spell it.
    pub name: Rc<str>,
    /// 0: a user file; 1: a system header; 2: also implicitly `extern "C"`.
    pub system: u8,
}

/// The unit's tokens, ending with one `Eof`.
#[derive(Debug, Default)]
pub struct Tokens {
    /// The lexer's kinds; alternative tokens (`and`, `bitor` …) are their punctuators.
    pub kind: Vec<TokenKind>,
    /// An identifier's symbol; for a literal (or a stray byte), the index of its spelling in
    /// `text_spans`; nothing for a punctuator, whose spelling its kind gives (an alternative
    /// token keeps the symbol it was spelled with).
    pub sym: Vec<Sym>,
    pub flags: Vec<u8>,
    /// Where the token is in the file that was read: itself, or the outermost macro
    /// invocation that produced it.
    pub at: Vec<Loc>,
    /// The macro expansion that produced it (the preprocessor's `expansions`; 0: none).
    pub origin: Vec<u32>,
    /// The presumed line, as nvcc's front ends count it.
    pub line: Vec<u32>,
    /// The 1-based column in the printed line (nvcc's column).
    pub col: Vec<u32>,
    pub files: Vec<FileRun>,
    pub pragmas: Vec<Pragma>,
    /// For each printed line, its first token and its number in the printed text (EDG's
    /// source sequence number: the line of the `.ii` its front ends read, line markers
    /// counted), in token order.
    pub line_seqs: Vec<(u32, u32)>,
    /// The language mode the keywords are those of.
    pub std: CxxStd,
    /// The spellings of the literals.
    text: Vec<u8>,
    text_spans: Vec<(u32, u32)>,
    /// The run's identifiers (the header cache that interned them), for spelling tokens.
    names: Option<Arc<HeaderCache>>,
}

/// Rows the token arrays start with: the CUDA runtime header alone makes about 190,000
/// tokens, a typical unit 500,000 to 1,000,000; growing to that by doubling copies every
/// array again and again (28 MB of address space reserved, touched only as tokens come).
const ROWS_RESERVED: usize = 1 << 20;

impl Tokens {
    /// Runs the preprocessor to the end and keeps its output. `std` decides which
    /// identifiers are keywords.
    pub fn from_preprocessor(pp: &mut Preprocessor<'_>, std: CxxStd) -> Tokens {
        let mut tokens = Tokens { std, names: Some(Arc::clone(pp.cache())), ..Tokens::default() };
        tokens.reserve_rows(ROWS_RESERVED);
        let mut printer = Printer::layout(io::sink());
        let mut open: Vec<Open> = Vec::new();
        // Inside a `#pragma message(…)` (or `redefine_extname`): its tokens are laid out on
        // the pragma's line, not handed to the parser.
        let mut pragma_tokens = false;
        // Where that pragma's printed line starts (its `#pragma `).
        let mut pragma_line_start = 0;
        loop {
            // Tokens (nearly every event) come without an `Event` around them.
            if let Some(t) = pp.next_token() {
                match pragma_tokens {
                    false => tokens.take(pp, &t, &mut printer, std),
                    true => tokens.take_pragma_argument(pp, &t, &mut printer, pragma_line_start),
                }
                continue;
            }
            let event = pp.next_event();
            match &event {
                Event::PragmaStart { .. } => pragma_tokens = true,
                Event::PragmaEnd { .. } => pragma_tokens = false,
                _ => {}
            }
            match &event {
                Event::Eof => break,
                Event::SegmentStart(id) => {
                    open.push(tokens.open(*id, &mut printer));
                    continue;
                }
                Event::SegmentEnd(id) => {
                    if let Some(o) = open.iter().rposition(|o| o.id == *id).map(|i| open.remove(i)) {
                        if let Some(segment) = pp.take_segment(*id) {
                            pp.keep_part(segment, |s| {
                                tokens.part_since(&o, &printer, s).map(|p| Box::new(p) as crate::pp::ConsumerPart)
                            });
                        }
                    }
                    continue;
                }
                Event::Token(t) if pragma_tokens => {
                    tokens.take_pragma_argument(pp, t, &mut printer, pragma_line_start);
                    continue;
                }
                Event::Token(t) => {
                    tokens.take(pp, t, &mut printer, std);
                    continue;
                }
                Event::Pragma { text, line, at, operator, .. } => {
                    let (text, line, at, operator) = (text.clone(), *line, *at, *operator);
                    tokens.pragmas.push(Pragma { before: tokens.kind.len() as u32, text, line, at, operator });
                }
                Event::PragmaStart { name, line, at, operator } => {
                    let (text, line, at, operator) = (name.clone(), *line, *at, *operator);
                    tokens.pragmas.push(Pragma { before: tokens.kind.len() as u32, text, line, at, operator });
                }
                _ => {}
            }
            let entered = matches!(event, Event::FileChange { reason: 1, .. });
            let printed_name = match &event {
                Event::PragmaStart { name, .. } => Some(PRAGMA_PREFIX + name.len() as u32),
                _ => None,
            };
            let _ = printer.event(pp, event);
            if let Some(width) = printed_name {
                pragma_line_start = printer.columns().col.saturating_sub(width);
            }
            if entered {
                tokens.replay(pp, &mut printer);
            }
        }
        tokens.fold_pragma_lines();
        let end = tokens.at.last().copied().unwrap_or(Loc { file: crate::source::FileId(0), offset: 0 });
        tokens.kind.push(TokenKind::Eof);
        tokens.sym.push(Sym(0));
        tokens.flags.push(flag::LINE_START);
        tokens.at.push(end);
        tokens.origin.push(0);
        tokens.line.push(printer.line());
        tokens.col.push(1);
        tokens
    }

    /// A token (or a padding) of the preprocessor's output: the printer lays it out (or
    /// takes a padding's spacing; it cannot fail on a sink), and a real one is kept.
    #[inline]
    fn take(&mut self, pp: &Preprocessor<'_>, t: &PpToken, printer: &mut Printer<io::Sink>, std: CxxStd) {
        let _ = printer.print_token(pp, t);
        if !t.is_padding() && !t.is(TokenKind::Eof) {
            self.push(pp, t, printer, std);
        }
    }

    /// A token of a pragma whose arguments g++ expands: laid out on the pragma's line, and
    /// added to its text where the printer puts it.
    fn take_pragma_argument(
        &mut self,
        pp: &Preprocessor<'_>,
        t: &PpToken,
        printer: &mut Printer<io::Sink>,
        line_start: u32,
    ) {
        let _ = printer.print_token(pp, t);
        if t.is_padding() || t.is(TokenKind::Eof) {
            return;
        }
        let Some(pragma) = self.pragmas.last_mut() else { return };
        let at = printer.columns().mark.saturating_sub(line_start + PRAGMA_PREFIX) as usize;
        if pragma.text.len() < at {
            pragma.text.resize(at, b' ');
        }
        pragma.text.extend_from_slice(pp.spelling(t));
    }

    fn reserve_rows(&mut self, n: usize) {
        self.kind.reserve(n);
        self.sym.reserve(n);
        self.flags.reserve(n);
        self.at.reserve(n);
        self.origin.reserve(n);
        self.line.reserve(n);
        self.col.reserve(n);
    }

    /// Where a recorded header's tokens begin (after its entry marker).
    fn open(&self, id: u32, printer: &mut Printer<io::Sink>) -> Open {
        printer.carry_prev();
        Open {
            id,
            rows: self.kind.len(),
            text: self.text.len(),
            spans: self.text_spans.len(),
            files: self.files.len(),
            pragmas: self.pragmas.len(),
            seqs: self.line_seqs.len(),
            lines: printer.columns().lines,
            start: carried(printer),
            prev_reads: printer.carried_prev_reads(),
        }
    }

    /// What the arrays gained since `o`, in the recording's terms (`None` when something
    /// in it is not the recorded header's).
    fn part_since(&self, o: &Open, printer: &Printer<io::Sink>, segment: &crate::pp::Segment) -> Option<Part> {
        let loc = |l: Loc| Some(Loc { file: crate::source::FileId(segment.file(l.file)?), offset: l.offset });
        let rows = o.rows as u32;
        let spans = o.spans as u32;
        let text = o.text as u32;
        let sym = self.sym[o.rows..]
            .iter()
            .zip(&self.kind[o.rows..])
            .map(|(&s, &k)| if spelled_in_text(k) { Sym(s.0 - spans) } else { s })
            .collect();
        let origin = self.origin[o.rows..].iter().map(|&x| segment.origin(x)).collect::<Option<Vec<u32>>>()?;
        let end = printer.state();
        let columns = printer.columns();
        Some(Part {
            start: match printer.carried_prev_reads() == o.prev_reads {
                true => (o.start.0, o.start.1, None, o.start.3, o.start.4, o.start.5, o.start.6, o.start.7, o.start.8),
                false => o.start,
            },
            kind: self.kind[o.rows..].to_vec(),
            sym,
            flags: self.flags[o.rows..].to_vec(),
            at: self.at[o.rows..].iter().map(|&l| loc(l)).collect::<Option<Vec<Loc>>>()?,
            origin,
            line: self.line[o.rows..].to_vec(),
            col: self.col[o.rows..].to_vec(),
            text: self.text[o.text..].to_vec(),
            text_spans: self.text_spans[o.spans..].iter().map(|&(a, b)| (a - text, b - text)).collect(),
            files: self.files[o.files..]
                .iter()
                .map(|r| Some((r.first - rows, segment.name(&r.name)?, r.system)))
                .collect::<Option<Vec<_>>>()?,
            pragmas: self.pragmas[o.pragmas..]
                .iter()
                .map(|p| {
                    let at = match p.at {
                        Some(l) => Some(loc(l)?),
                        None => None,
                    };
                    Some(Pragma {
                        before: p.before - rows,
                        text: p.text.clone(),
                        line: p.line,
                        at,
                        operator: p.operator,
                    })
                })
                .collect::<Option<Vec<_>>>()?,
            line_seqs: self.line_seqs[o.seqs..].iter().map(|&(r, q)| (r - rows, q - o.lines)).collect(),
            end: LayoutState {
                printed: end.printed,
                src_line: end.src_line,
                src_file: segment.name(&end.src_file)?,
                prev: match end.prev {
                    Some(t) => Some(segment.token(&t)?),
                    None => None,
                },
                source: end.source,
                avoid_paste: end.avoid_paste,
                file_sysp: end.file_sysp,
                in_pragma: end.in_pragma,
                prev_was_system: end.prev_was_system,
                line_hint: (crate::source::FileId(segment.file(end.line_hint.0).unwrap_or(u32::MAX)), end.line_hint.1),
            },
            end_col: columns.col,
            end_mark: columns.mark,
            lines: columns.lines - o.lines,
        })
    }

    /// After a header's entry marker: when the preprocessor replays the header and its
    /// recording kept the tokens a unit made of it, appends them (in this unit's terms) and
    /// skips its events, if the printer is where it was when they were made.
    fn replay(&mut self, pp: &mut Preprocessor<'_>, printer: &mut Printer<io::Sink>) {
        let Some((part, map)) = pp.replayed_segment() else { return };
        let Some(part) = part.downcast_ref::<Part>() else { return };
        if !fits(part.start, carried(printer)) {
            return;
        }
        let rows = self.kind.len() as u32;
        let spans = self.text_spans.len() as u32;
        let text = self.text.len() as u32;
        let lines = printer.columns().lines;
        self.kind.extend_from_slice(&part.kind);
        self.sym.extend(
            part.sym.iter().zip(&part.kind).map(|(&s, &k)| if spelled_in_text(k) { Sym(s.0 + spans) } else { s }),
        );
        self.flags.extend_from_slice(&part.flags);
        self.at.extend(part.at.iter().map(|&l| map.loc(l)));
        self.origin.extend(part.origin.iter().map(|&o| map.origin(o)));
        self.line.extend_from_slice(&part.line);
        self.col.extend_from_slice(&part.col);
        self.text.extend_from_slice(&part.text);
        self.text_spans.extend(part.text_spans.iter().map(|&(a, b)| (a + text, b + text)));
        self.files.extend(part.files.iter().map(|&(first, name, system)| FileRun {
            first: first + rows,
            name: map.name(name),
            system,
        }));
        self.pragmas.extend(part.pragmas.iter().map(|p| Pragma {
            before: p.before + rows,
            text: p.text.clone(),
            line: p.line,
            at: p.at.map(|l| map.loc(l)),
            operator: p.operator,
        }));
        self.line_seqs.extend(part.line_seqs.iter().map(|&(r, q)| (r + rows, q + lines)));
        let e = &part.end;
        printer.set_state(LayoutState {
            printed: e.printed,
            src_line: e.src_line,
            src_file: map.name(e.src_file),
            prev: e.prev.map(|t| map.token(&t)),
            source: e.source,
            avoid_paste: e.avoid_paste,
            file_sysp: e.file_sysp,
            in_pragma: e.in_pragma,
            prev_was_system: e.prev_was_system,
            line_hint: (map.file(e.line_hint.0 .0), e.line_hint.1),
        });
        let columns = printer.columns_mut();
        columns.col = part.end_col;
        columns.mark = part.end_mark;
        columns.lines = lines + part.lines;
        pp.skip_replayed_segment();
    }

    /// A macro can expand to `#pragma …` (CUTLASS's `#define CUTLASS_PRAGMA_UNROLL #pragma
    /// unroll`): `g++ -E` prints it first on its line, and nvcc's front ends, reading that
    /// text, take the line as a pragma directive. So do these tokens: the line becomes a
    /// pragma, its tokens leave the stream.
    fn fold_pragma_lines(&mut self) {
        let n = self.kind.len();
        let is_pragma_line = |i: usize| {
            self.kind[i] == TokenKind::Hash
                && self.flags[i] & flag::LINE_START != 0
                && i + 1 < n
                && self.flags[i + 1] & flag::LINE_START == 0
                && self.spelling(i + 1) == b"pragma"
        };
        // Most units have no such line: look for a `#` first, in a plain scan of the kinds
        // (in blocks without an early exit, which the compiler vectorizes; `contains` goes
        // a kind at a time).
        let has_hash = self.kind.chunks(64).any(|c| c.iter().fold(false, |seen, &k| seen | (k == TokenKind::Hash)));
        if !has_hash || !(0..n).any(is_pragma_line) {
            return;
        }
        let mut keep = vec![true; n];
        let mut found = Vec::new();
        let mut i = 0;
        while i < n {
            if !is_pragma_line(i) {
                i += 1;
                continue;
            }
            let mut end = i + 1;
            while end < n && self.flags[end] & flag::LINE_START == 0 {
                end += 1;
            }
            let mut text = Vec::new();
            for j in i + 2..end {
                if !text.is_empty() {
                    text.push(b' ');
                }
                text.extend_from_slice(self.spelling(j));
            }
            keep[i..end].iter_mut().for_each(|k| *k = false);
            found.push((i, text, self.line[i], self.at.get(i + 2).copied()));
            i = end;
        }
        // Token indices after the removal.
        let mut new_index = Vec::with_capacity(n + 1);
        let mut kept = 0u32;
        for &k in &keep {
            new_index.push(kept);
            kept += k as u32;
        }
        new_index.push(kept);
        let mut it = keep.iter();
        self.kind.retain(|_| *it.next().unwrap_or(&true));
        for v in [&mut self.line, &mut self.col, &mut self.origin] {
            let mut it = keep.iter();
            v.retain(|_| *it.next().unwrap_or(&true));
        }
        let mut it = keep.iter();
        self.sym.retain(|_| *it.next().unwrap_or(&true));
        let mut it = keep.iter();
        self.flags.retain(|_| *it.next().unwrap_or(&true));
        let mut it = keep.iter();
        self.at.retain(|_| *it.next().unwrap_or(&true));
        for run in &mut self.files {
            run.first = new_index[run.first as usize];
        }
        self.files.dedup_by(|later, earlier| {
            later.first == earlier.first && {
                // An emptied run: the later one starts there.
                *earlier = later.clone();
                true
            }
        });
        for p in &mut self.pragmas {
            p.before = new_index[p.before as usize];
        }
        for l in &mut self.line_seqs {
            l.0 = new_index[l.0 as usize];
        }
        // A removed line's entry now names the next line's first token: that line's own
        // entry, later in the list, is the one to keep.
        self.line_seqs.dedup_by(|later, earlier| {
            later.0 == earlier.0 && {
                *earlier = *later;
                true
            }
        });
        for (i, text, line, at) in found {
            self.pragmas.push(Pragma { before: new_index[i], text, line, at, operator: false });
        }
        self.pragmas.sort_by_key(|p| p.before);
    }

    fn push(&mut self, pp: &Preprocessor<'_>, t: &PpToken, printer: &Printer<io::Sink>, std: CxxStd) {
        let mut kind = t.kind;
        let mut flags = 0;
        let sym = if kind == TokenKind::Identifier {
            if let Some(kw) = Kw::of(t.sym, std) {
                match kw.alternative() {
                    Some(punct) => kind = punct,
                    None => flags |= flag::KEYWORD,
                }
            }
            t.sym
        } else if !spelled_in_text(kind) {
            Sym(0)
        } else {
            let start = self.text.len() as u32;
            self.text.extend_from_slice(pp.spelling(t));
            self.text_spans.push((start, self.text.len() as u32));
            Sym(self.text_spans.len() as u32 - 1)
        };
        if t.leading_space() {
            flags |= flag::LEADING_SPACE;
        }
        if t.flags.has(crate::pp::PpFlags::ERROR) {
            flags |= flag::ERROR;
        }
        let (at, system) = printer.last_token();
        if system.unwrap_or(0) != 0 {
            flags |= flag::SYSTEM;
        }
        let columns = printer.columns();
        let mut line = printer.line();
        if kind == TokenKind::RawStringLiteral {
            // The printer has counted the literal's own lines already.
            let (start, _) = self.text_spans.last().copied().unwrap_or_default();
            line = line.wrapping_sub(self.text[start as usize..].iter().filter(|&&b| b == b'\n').count() as u32);
        }
        let col = columns.mark + 1;
        // Whether the token is in the run of the token before, and in its file.
        let (same_file, same_run) = match self.files.last() {
            Some(f) => {
                let same = Rc::ptr_eq(&f.name, printer.file());
                (same, same && f.system == printer.system())
            }
            None => (false, false),
        };
        if self.line.last() != Some(&line) || !same_file {
            flags |= flag::LINE_START;
            let mut seq = columns.lines + 1;
            if kind == TokenKind::RawStringLiteral {
                let (start, _) = self.text_spans.last().copied().unwrap_or_default();
                seq = seq.saturating_sub(self.text[start as usize..].iter().filter(|&&b| b == b'\n').count() as u32);
            }
            self.line_seqs.push((self.kind.len() as u32, seq));
        }
        if !same_run {
            self.files.push(FileRun {
                first: self.kind.len() as u32,
                name: Rc::clone(printer.file()),
                system: printer.system(),
            });
        }
        let at = at.unwrap_or(Loc { file: crate::source::FileId(u32::MAX), offset: 0 });
        self.kind.push(kind);
        self.sym.push(sym);
        self.flags.push(flags);
        self.at.push(at);
        self.origin.push(t.origin);
        self.line.push(line);
        self.col.push(col);
    }

    pub fn len(&self) -> usize {
        self.kind.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kind.len() <= 1
    }

    /// The spelling of a token that is not an identifier (a punctuator's canonical one:
    /// `[` for `<:`, `&&` for `and`).
    pub fn text(&self, i: usize) -> &[u8] {
        match self.kind[i] {
            TokenKind::Identifier | TokenKind::Eof => &[],
            k => match k.spelling() {
                Some(punct) => punct.as_bytes(),
                None => self
                    .text_spans
                    .get(self.sym[i].0 as usize)
                    .map_or(&[], |&(s, e)| &self.text[s as usize..e as usize]),
            },
        }
    }

    /// The symbol an identifier spelled `name` has in this unit, if the run has seen one.
    pub fn symbol(&self, name: &[u8]) -> Option<Sym> {
        self.names.as_ref()?.symbols().get(name)
    }

    /// The tokens that are identifiers named one of `names` (at most four), in order: the
    /// symbols are compared 64 at a time without branches (the compiler vectorizes it), and
    /// only a block where one matches is looked into.
    pub fn identifiers_named<'a>(&'a self, names: &'a [Sym]) -> impl Iterator<Item = usize> + 'a {
        const BLOCK: usize = 64;
        debug_assert!(names.len() <= 4);
        // Padded with a symbol no token has.
        let mut wanted = [u32::MAX; 4];
        names.iter().take(4).zip(&mut wanted).for_each(|(n, w)| *w = n.0);
        let hit = move |s: &Sym| (s.0 == wanted[0]) | (s.0 == wanted[1]) | (s.0 == wanted[2]) | (s.0 == wanted[3]);
        self.sym
            .chunks(BLOCK)
            .enumerate()
            .filter(move |(_, block)| block.iter().fold(false, |any, s| any | hit(s)))
            .flat_map(move |(b, block)| {
                block.iter().enumerate().filter(move |(_, s)| hit(s)).map(move |(i, _)| b * BLOCK + i)
            })
            .filter(|&i| self.kind[i] == TokenKind::Identifier)
    }

    /// The bracket that closes the one at `open` (`(`, `[` or `{`, the three counted
    /// together), before token `limit`; `None` when they do not balance there.
    pub fn closing(&self, open: usize, limit: usize) -> Option<usize> {
        let mut depth = 0u32;
        for i in open..limit.min(self.kind.len()) {
            match self.kind[i] {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Where the expression starting at `from` ends: the first `;` or `,` outside brackets,
    /// or a closing bracket it did not open (`int x = 1 / 0;`, `f(a = 1, b)`); `None` when
    /// none comes before token `limit`.
    pub fn expression_end(&self, from: usize, limit: usize) -> Option<usize> {
        let mut depth = 0u32;
        for i in from..limit.min(self.kind.len()) {
            match self.kind[i] {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => match depth.checked_sub(1) {
                    Some(d) => depth = d,
                    None => return Some(i),
                },
                TokenKind::Semi | TokenKind::Comma if depth == 0 => return Some(i),
                _ => {}
            }
        }
        None
    }

    /// The spelling of token `i`, identifiers included.
    pub fn spelling(&self, i: usize) -> &[u8] {
        match (self.kind.get(i), &self.names) {
            (Some(TokenKind::Identifier), Some(names)) => names.symbols().name(self.sym[i]),
            (Some(_), _) => self.text(i),
            (None, _) => &[],
        }
    }

    /// Whether token `i` comes from a system header (where nvcc reports no warning); a token
    /// past the end counts as one.
    pub fn in_system_header(&self, i: usize) -> bool {
        self.flags.get(i).is_none_or(|f| f & flag::SYSTEM != 0)
    }

    /// Where nvcc's front ends see token `i`: its presumed line, its column in the
    /// preprocessed line, and that line.
    pub fn printed(&self, i: usize) -> Printed {
        let name = self.run_of(i).map(|r| r.name.to_string());
        Printed { line: self.line[i], col: self.col[i], text: self.printed_line(i), name }
    }

    /// The text of the preprocessed line token `i` is on, as `g++ -E` prints it (each
    /// token at its column): the line nvcc's front ends echo under a diagnostic.
    pub fn printed_line(&self, i: usize) -> String {
        let last = self.len().saturating_sub(1);
        let i = i.min(last);
        let mut first = i;
        while first > 0 && self.flags[first] & flag::LINE_START == 0 {
            first -= 1;
        }
        let mut out = String::new();
        // Columns count bytes of the printed line.
        let mut width = 0;
        let mut j = first;
        while j < last && (j == first || self.flags[j] & flag::LINE_START == 0) {
            let col = self.col[j] as usize;
            if col > width + 1 {
                out.extend(std::iter::repeat_n(' ', col - 1 - width));
                width = col - 1;
            } else if col <= width && j > first {
                // Not where the printer put it (it never overlaps): keep the tokens apart.
                out.push(' ');
                width += 1;
            }
            let spelling = self.spelling(j);
            out.push_str(&String::from_utf8_lossy(spelling));
            width += spelling.len();
            j += 1;
        }
        out
    }

    /// What the parser reads of token `i`, written to `out` (`parse::prefix`): its kind,
    /// flags and symbol, and a literal's spelling; one byte past the end.
    pub(super) fn identity(&self, i: usize, out: &mut Vec<u8>) {
        let Some(&kind) = self.kind.get(i) else {
            out.push(u8::MAX);
            return;
        };
        out.push(kind as u8);
        out.push(self.flags[i]);
        out.extend_from_slice(&self.sym[i].0.to_le_bytes());
        if spelled_in_text(kind) {
            let text = self.text(i);
            out.extend_from_slice(&(text.len() as u32).to_le_bytes());
            out.extend_from_slice(text);
        }
    }

    /// The keyword token `i` is, if it is one.
    #[inline]
    pub fn keyword(&self, i: usize) -> Option<Kw> {
        if self.flags[i] & flag::KEYWORD == 0 {
            return None;
        }
        Kw::of(self.sym[i], self.std)
    }

    /// EDG's source sequence number of token `i`'s line (see `line_seqs`).
    pub fn seq(&self, i: usize) -> u32 {
        let at = self.line_seqs.partition_point(|&(first, _)| first as usize <= i);
        at.checked_sub(1).map_or(0, |k| self.line_seqs[k].1)
    }

    /// The presumed file of token `i`.
    pub fn file_of(&self, i: usize) -> &FileRun {
        &self.files[self.run_index(i)]
    }

    /// The presumed file of token `i`, `None` when the unit has no tokens from any file.
    pub fn run_of(&self, i: usize) -> Option<&FileRun> {
        self.files.get(self.run_index(i))
    }

    fn run_index(&self, i: usize) -> usize {
        self.files.partition_point(|r| r.first as usize <= i).saturating_sub(1)
    }
}

/// Where a recorded header's tokens begin in the arrays (header reuse).
struct Open {
    id: u32,
    rows: usize,
    text: usize,
    spans: usize,
    files: usize,
    pragmas: usize,
    seqs: usize,
    lines: u32,
    start: Carried,
    /// The printer's count of looks at the token before the header, when it began.
    prev_reads: u32,
}

/// What of the printer's state the layout of the next tokens depends on: all but the file
/// being printed (the header's own, after its entry marker) and the line hint. Of the
/// previous token, whether there is one; a recorded layout that never looked at it says
/// `None` there (see [`fits`]).
type Carried = (bool, u32, Option<bool>, Option<bool>, bool, u8, bool, bool, u32);

fn carried(p: &Printer<io::Sink>) -> Carried {
    let s = p.state();
    (
        s.printed,
        s.src_line,
        Some(s.prev.is_some()),
        s.source,
        s.avoid_paste,
        s.file_sysp,
        s.in_pragma,
        s.prev_was_system,
        p.columns().col,
    )
}

/// Whether a recorded layout that began in state `start` is the one the printer would make
/// now: the same state, but for a previous token the layout never looked at. One that did
/// look at it fits only where there was none (which token it was is not kept).
fn fits(start: Carried, mut now: Carried) -> bool {
    if start.2.is_none() {
        now.2 = None;
    }
    start == now && start.2 != Some(true)
}

/// Whether a token's spelling is kept in `text` (its `sym` indexes `text_spans`).
#[inline]
pub(super) fn spelled_in_text(k: TokenKind) -> bool {
    // Every punctuator has a spelling of its own (`TokenKind::spelling`); the kinds before
    // them are the end of input, identifiers and the kinds spelled by their text.
    k > TokenKind::Identifier && !k.is_punctuator()
}

/// A recorded header's part of the token arrays (header reuse, `pp::reuse`): what a unit
/// made of its events, in the recording's terms (files and file names by reference, the
/// recording's expansions and made tokens), so that a unit replaying the header appends it
/// instead of laying the events out again.
#[derive(Debug)]
struct Part {
    start: Carried,
    kind: Vec<TokenKind>,
    sym: Vec<Sym>,
    flags: Vec<u8>,
    at: Vec<Loc>,
    origin: Vec<u32>,
    line: Vec<u32>,
    col: Vec<u32>,
    text: Vec<u8>,
    text_spans: Vec<(u32, u32)>,
    files: Vec<(u32, u32, u8)>,
    pragmas: Vec<Pragma>,
    line_seqs: Vec<(u32, u32)>,
    end: LayoutState<u32>,
    end_col: u32,
    end_mark: u32,
    lines: u32,
}
