//! The preprocessed text, laid out as `g++ -E` lays it out (gcc/c-family/c-ppoutput.cc):
//! line markers, runs of fewer than 8 blank lines kept as newlines, each source line's first
//! token in its original column, a space wherever the source had white space or two tokens
//! would otherwise paste. nvcc's front ends read this text, so the columns they report are
//! columns of these lines.

use std::io::{self, Write};
use std::rc::Rc;

use super::token::{PpFlags, PpToken};
use super::unit::{Event, Preprocessor};
use crate::lex::TokenKind;
use crate::source::{FileId, Loc};

/// The printer (c-ppoutput's `print`).
#[derive(Debug)]
pub struct Printer<W: Write> {
    out: W,
    /// Where the output stands: the layout is read from here, not from the text (a
    /// layout-only printer writes to a sink).
    columns: Columns,
    /// The last token printed: where it is in the file read and its system-header kind
    /// (what a consumer of the layout asks next, answered once).
    last_token: (Option<Loc>, Option<u8>),
    state: LayoutState<Rc<str>>,
    first_time: bool,
    /// The previous token is the one that was there when [`Self::carry_prev`] was called,
    /// and how many times a token's layout looked at it so far (header reuse: a recorded
    /// header's layout depends on the token printed before it only if it looked).
    carried_prev: bool,
    carried_prev_reads: u32,
    /// Only the layout matters (a writer that counts columns): line markers are not spelled
    /// out, their lines are left empty.
    layout_only: bool,
    /// The physical line last looked up, with its file and byte range: the tokens of a line
    /// (and of the macro invocations on it) find their line here, without a search.
    line_span: (FileId, (u32, u32), u32),
}

/// What a printer carries from one event to the next (c-ppoutput's `print`, but the
/// writer): header reuse keeps it with a recorded header's layout. `N` names the file being
/// printed.
#[derive(Clone, Debug, PartialEq)]
pub struct LayoutState<N> {
    pub printed: bool,
    pub src_line: u32,
    pub src_file: N,
    pub prev: Option<PpToken>,
    /// White space of the last padding's source token (`None`: no source).
    pub source: Option<bool>,
    pub avoid_paste: bool,
    /// The system-header kind of the file being printed, as the last file change said.
    pub file_sysp: u8,
    /// Inside a pragma line whose arguments are printed as tokens: no line changes.
    pub in_pragma: bool,
    /// Whether the last token printed came from a system header: when that changes, g++
    /// starts a new line with a marker.
    pub prev_was_system: bool,
    /// The physical line of the last token printed, and its file: the next token is
    /// looked for from there.
    pub line_hint: (FileId, u32),
}

impl<W: Write> Printer<W> {
    /// The state the next event starts from (after the first line marker).
    pub fn state(&self) -> &LayoutState<Rc<str>> {
        &self.state
    }

    /// Continues from `s`, as if the events that led to it had been printed.
    pub fn set_state(&mut self, s: LayoutState<Rc<str>>) {
        self.state = s;
        self.first_time = false;
        self.carried_prev = false;
    }

    /// Counts from here on the times the previous token is looked at, until another
    /// takes its place ([`Self::carried_prev_reads`]).
    pub fn carry_prev(&mut self) {
        self.carried_prev = true;
    }

    pub fn carried_prev_reads(&self) -> u32 {
        self.carried_prev_reads
    }

    fn set_prev(&mut self, prev: Option<PpToken>) {
        self.state.prev = prev;
        self.carried_prev = false;
    }

    /// The last token printed: its position in the file read (itself, or its outermost
    /// macro invocation) and its system-header kind (`Preprocessor::position`,
    /// `Preprocessor::token_system`).
    pub fn last_token(&self) -> (Option<Loc>, Option<u8>) {
        self.last_token
    }

    /// Where the output stands (the line being printed, its columns).
    pub fn columns(&self) -> &Columns {
        &self.columns
    }

    /// Continues from another place in the output (header reuse: after a replayed header).
    pub fn columns_mut(&mut self) -> &mut Columns {
        &mut self.columns
    }

    /// Writes `bytes`, which may hold newlines.
    fn emit(&mut self, bytes: &[u8]) -> io::Result<()> {
        // Rare: line markers, pragma lines, raw strings.
        match bytes.iter().rposition(|&b| b == b'\n') {
            Some(i) => {
                self.columns.lines += bytes[..=i].iter().filter(|&&b| b == b'\n').count() as u32;
                self.columns.col = (bytes.len() - i - 1) as u32;
            }
            None => self.columns.col = self.columns.col.saturating_add(bytes.len() as u32),
        }
        self.out.write_all(bytes)
    }

    /// Writes a token's spelling, which holds no newline unless it is a raw string's.
    fn emit_token(&mut self, bytes: &[u8], kind: TokenKind) -> io::Result<()> {
        match kind {
            TokenKind::RawStringLiteral => {
                self.columns.mark = self.columns.col;
                // EDG counts a literal's characters, not its bytes (the oracle: the column
                // after `"é"` is one less than its bytes say), but after a raw string's
                // newline it counts bytes again.
                if !bytes.contains(&b'\n') {
                    self.columns.col = self.columns.col.saturating_add(characters(bytes) as u32);
                    return self.out.write_all(bytes);
                }
                return self.emit(bytes);
            }
            TokenKind::StringLiteral | TokenKind::CharLiteral => self.advance_token(characters(bytes) as u32),
            _ => self.advance_token(bytes.len() as u32),
        }
        self.out.write_all(bytes)
    }

    /// A token `width` bytes wide, without a newline, starts here.
    fn advance_token(&mut self, width: u32) {
        self.columns.mark = self.columns.col;
        self.columns.col = self.columns.col.saturating_add(width);
    }

    fn emit_newline(&mut self) -> io::Result<()> {
        self.columns.lines += 1;
        self.columns.col = 0;
        self.out.write_all(b"\n")
    }

    fn emit_spaces(&mut self, n: u32) -> io::Result<()> {
        const SPACES: [u8; 64] = [b' '; 64];
        self.columns.col = self.columns.col.saturating_add(n);
        let mut left = n as usize;
        while left > 0 {
            let k = left.min(SPACES.len());
            self.out.write_all(&SPACES[..k])?;
            left -= k;
        }
        Ok(())
    }

    pub fn new(out: W) -> Printer<W> {
        Printer {
            out,
            columns: Columns::default(),
            last_token: (None, None),
            state: LayoutState {
                printed: false,
                src_line: 1,
                src_file: Rc::from(""),
                prev: None,
                source: None,
                avoid_paste: false,
                file_sysp: 0,
                in_pragma: false,
                prev_was_system: false,
                line_hint: (FileId(u32::MAX), 0),
            },
            first_time: true,
            carried_prev: false,
            carried_prev_reads: 0,
            layout_only: false,
            line_span: (FileId(u32::MAX), (0, 0), 0),
        }
    }

    /// A printer whose output is only measured (where each token lands, not the text):
    /// the same lines and columns, without spelling out line markers.
    pub fn layout(out: W) -> Printer<W> {
        Printer { layout_only: true, ..Printer::new(out) }
    }

    /// The line being printed, as its line markers number it.
    pub fn line(&self) -> u32 {
        self.state.src_line
    }

    /// The file being printed, as its line markers name it.
    pub fn file(&self) -> &Rc<str> {
        &self.state.src_file
    }

    /// The system-header kind of the file being printed (as in its line marker).
    pub fn system(&self) -> u8 {
        self.state.file_sysp
    }

    /// Prints the whole run.
    pub fn run(mut self, pp: &mut Preprocessor<'_>) -> io::Result<W> {
        loop {
            if let Some(t) = pp.next_token() {
                self.token(pp, &t)?;
                continue;
            }
            let e = pp.next_event();
            if matches!(e, Event::Eof) {
                break;
            }
            self.event(pp, e)?;
        }
        // After a fatal error g++ stops mid-line.
        if self.state.printed && !pp.fatal {
            self.emit_newline()?;
        }
        self.out.flush()?;
        Ok(self.out)
    }

    pub fn event(&mut self, pp: &Preprocessor<'_>, e: Event) -> io::Result<()> {
        match e {
            Event::Token(t) => self.token(pp, &t),
            Event::LineChange { line, col } => {
                self.maybe_print_line(line, self.state.file_sysp)?;
                self.line_start(col)
            }
            Event::FileChange { name, line, reason, system, from_line } => {
                if self.first_time {
                    self.first_time = false;
                    self.state.file_sysp = system;
                    return self.print_line(&name, line, "", system);
                }
                let flags = match reason {
                    1 => {
                        self.maybe_print_line(from_line, self.state.file_sysp)?;
                        " 1"
                    }
                    2 => " 2",
                    _ => "",
                };
                self.state.file_sysp = system;
                self.print_line(&name, line, flags, system)
            }
            Event::Pragma { text, line, operator, return_col, .. } => {
                self.maybe_print_line(line, self.state.file_sysp)?;
                self.emit(b"#pragma ")?;
                self.emit(&text)?;
                self.emit_newline()?;
                self.state.printed = false;
                self.state.src_line = self.state.src_line.wrapping_add(1);
                if operator {
                    // cpplib's destringize_and_run: back to the line the operator was on.
                    self.maybe_print_line(line, self.state.file_sysp)?;
                    self.line_start(return_col)?;
                }
                Ok(())
            }
            Event::PragmaStart { name, line, .. } => {
                // c-ppoutput's CPP_PRAGMA: the name token's space, then the pragma's own line.
                self.emit_spaces(1)?;
                self.maybe_print_line(line, self.state.file_sysp)?;
                self.emit(b"#pragma ")?;
                self.emit(&name)?;
                self.state.printed = true;
                self.state.in_pragma = true;
                // As after any token: the paddings before the pragma do not space its first
                // argument (`_Pragma` from a macro: `#pragma message("x")`, as g++ prints it).
                self.state.avoid_paste = false;
                self.state.source = None;
                self.set_prev(None);
                Ok(())
            }
            Event::PragmaEnd { line } => {
                self.maybe_print_line(line, self.state.file_sysp)?;
                self.state.in_pragma = false;
                Ok(())
            }
            Event::Ident { text, line } => {
                self.maybe_print_line(line, self.state.file_sysp)?;
                self.emit(b"#ident ")?;
                self.emit(&text)?;
                self.emit_newline()?;
                self.state.src_line = self.state.src_line.wrapping_add(1);
                Ok(())
            }
            Event::Eof | Event::SegmentStart(_) | Event::SegmentEnd(_) => Ok(()),
        }
    }

    /// Prints a token: what `event` does with `Event::Token`, without moving the event.
    #[inline]
    pub fn print_token(&mut self, pp: &Preprocessor<'_>, t: &PpToken) -> io::Result<()> {
        self.token(pp, t)
    }

    fn token(&mut self, pp: &Preprocessor<'_>, t: &PpToken) -> io::Result<()> {
        if t.is_padding() {
            self.state.avoid_paste = true;
            let has_source = t.has(PpFlags::PADDING_SOURCE);
            if self.state.source.is_none() || (self.state.source == Some(false) && !has_source) {
                self.state.source = has_source.then(|| t.leading_space());
            }
            return Ok(());
        }
        if t.is(TokenKind::Eof) {
            return Ok(());
        }
        let pos = pp.position(t);
        let system = pp.token_system(t);
        self.last_token = (pos, system);
        let sysp = system.unwrap_or(0);
        // The token's line matters only where it may start an output line: after white
        // space or a padding, or where its system kind changes. Found then, not for every
        // token (a third of them are glued to the one before).
        let mut line = None;
        let mut marker = false;
        if self.state.avoid_paste {
            let white = self.state.source.unwrap_or(t.leading_space());
            if let Some(l) = self.moved_to(pp, pos, &mut line) {
                marker = self.line_change(pp, t, l, sysp)?;
                self.emit_spaces(1)?;
            } else if white || {
                self.carried_prev_reads += u32::from(self.carried_prev);
                self.state.prev.is_some_and(|p| avoid_paste(pp, &p, t))
                    || (self.state.prev.is_none() && t.is(TokenKind::Hash))
            } {
                self.emit_spaces(1)?;
                self.state.printed = true;
            }
        } else if t.leading_space() {
            if let Some(l) = self.moved_to(pp, pos, &mut line) {
                marker = self.line_change(pp, t, l, sysp)?;
            }
            self.emit_spaces(1)?;
        }
        self.state.avoid_paste = false;
        self.state.source = None;
        self.set_prev(Some(*t));
        if let Some(system) = system.filter(|_| !self.state.in_pragma) {
            if !marker && self.state.prev_was_system != (system != 0) {
                let l = self.line_of(pp, pos, &mut line);
                self.line_change(pp, t, l, system)?;
                self.state.prev_was_system = system != 0;
            }
        }
        // Only an identifier the lexer flagged, or one made in the scratch buffer (pasted),
        // can hold a UCN or a non-ASCII character.
        let unflagged = t.buf != super::token::SCRATCH && !t.has(PpFlags::EXTENDED);
        let plain = unflagged || !t.is(TokenKind::Identifier);
        let literal = matches!(t.kind, TokenKind::StringLiteral | TokenKind::CharLiteral);
        if self.layout_only && plain && !literal && t.kind != TokenKind::RawStringLiteral && !t.has(PpFlags::SPLICED) {
            // Only the width counts, and a token without splices is as wide as its bytes.
            self.advance_token(t.end.saturating_sub(t.start));
            self.state.printed = true;
            return Ok(());
        }
        let spelling = pp.spelling(t);
        if !plain && super::is_extended(spelling) {
            // cpplib prints an identifier from its UTF-8 name, other characters as \UXXXXXXXX
            // (in one write: a writer may note where each token starts).
            let mut name = Vec::with_capacity(spelling.len() * 2);
            for c in String::from_utf8_lossy(&super::identifier_spelling(spelling)).chars() {
                if c.is_ascii() {
                    name.push(c as u8);
                } else {
                    write!(name, "\\U{:08x}", c as u32)?;
                }
            }
            self.emit_token(&name, TokenKind::Identifier)?;
        } else {
            self.emit_token(spelling, t.kind)?;
            // A raw string's lines are output lines too (c-ppoutput's account_for_newlines).
            if t.kind == TokenKind::RawStringLiteral {
                self.state.src_line =
                    self.state.src_line.wrapping_add(spelling.iter().filter(|&&b| b == b'\n').count() as u32);
            }
        }
        self.state.printed = true;
        Ok(())
    }

    /// The presumed line of a token at `pos` (the line being printed for one made by a
    /// built-in macro), found once: `line` keeps it.
    #[inline]
    fn line_of(&mut self, pp: &Preprocessor<'_>, pos: Option<Loc>, line: &mut Option<u32>) -> u32 {
        if let Some(l) = *line {
            return l;
        }
        let l = match pos {
            Some(p) => {
                let (file, (start, end), physical) = self.line_span;
                let physical = if file == p.file && start <= p.offset && p.offset < end {
                    physical
                } else {
                    let near = if self.state.line_hint.0 == p.file { self.state.line_hint.1 } else { 0 };
                    let (physical, span) = pp.physical_line_near(p, near);
                    self.line_span = (p.file, span, physical);
                    physical
                };
                self.state.line_hint = (p.file, physical);
                pp.presumed_of_physical(p.file, physical)
            }
            None => self.state.src_line,
        };
        *line = Some(l);
        l
    }

    /// The token's line when it is not the line being printed (outside pragma lines, which
    /// do not change lines).
    #[inline]
    fn moved_to(&mut self, pp: &Preprocessor<'_>, pos: Option<Loc>, line: &mut Option<u32>) -> Option<u32> {
        if self.state.in_pragma {
            return None;
        }
        Some(self.line_of(pp, pos, line)).filter(|&l| l != self.state.src_line)
    }

    /// cpplib's `do_line_change` for a token that starts a new output line; true when a
    /// line marker was written.
    fn line_change(&mut self, pp: &Preprocessor<'_>, t: &PpToken, line: u32, system: u8) -> io::Result<bool> {
        let marker = self.maybe_print_line(line, system)?;
        let col = pp.position(t).map_or(1, |p| pp.files().get(p.file).line_and_byte_col(p.offset).1);
        self.line_start(col)?;
        Ok(marker)
    }

    /// Starts a line: enough spaces to put the token (after its own space) in its column.
    fn line_start(&mut self, col: u32) -> io::Result<()> {
        self.set_prev(None);
        self.state.source = None;
        self.state.printed = true;
        self.emit_spaces(col.max(2) - 2)
    }

    /// Ends the current line and moves to `line`: newlines for a short way, a line marker
    /// otherwise (returned true).
    fn maybe_print_line(&mut self, line: u32, system: u8) -> io::Result<bool> {
        if self.state.printed {
            self.emit_newline()?;
            self.state.src_line = self.state.src_line.wrapping_add(1);
            self.state.printed = false;
        }
        if line >= self.state.src_line && line < self.state.src_line.saturating_add(8) {
            while line > self.state.src_line {
                self.emit_newline()?;
                self.state.src_line = self.state.src_line.wrapping_add(1);
            }
            Ok(false)
        } else {
            let name = Rc::clone(&self.state.src_file);
            self.print_line(&name, line, "", system)?;
            Ok(true)
        }
    }

    fn print_line(&mut self, name: &Rc<str>, line: u32, flags: &str, system: u8) -> io::Result<()> {
        if self.state.printed {
            self.emit_newline()?;
        }
        self.state.printed = false;
        self.state.src_line = line;
        self.state.src_file = Rc::clone(name);
        if self.layout_only {
            return self.emit_newline();
        }
        let mut marker = format!("# {line} ").into_bytes();
        marker.extend_from_slice(&super::expand::quote_string(name.as_bytes()));
        marker.extend_from_slice(flags.as_bytes());
        match system {
            2 => marker.extend_from_slice(b" 3 4"),
            1 => marker.extend_from_slice(b" 3"),
            _ => {}
        }
        self.emit(&marker)?;
        self.emit_newline()
    }
}

/// Where a printer's output stands: the column after the last byte and where the last
/// token began, in the line being written (0-based), and the newlines written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Columns {
    pub col: u32,
    pub mark: u32,
    pub lines: u32,
}

/// Whether printing `b` right after `a` would make them lex differently (cpplib's
/// `cpp_avoid_paste`).
fn avoid_paste(pp: &Preprocessor<'_>, a: &PpToken, b: &PpToken) -> bool {
    use TokenKind::*;
    let bs = pp.spelling(b);
    let c = if b.kind.is_punctuator() { bs.first().copied() } else { None };
    let a_kind = a.kind;
    // Everything that can paste with `=`.
    if c == Some(b'=')
        && matches!(
            a_kind,
            Eq | Bang
                | Greater
                | Less
                | Plus
                | Minus
                | Star
                | Slash
                | Percent
                | Amp
                | Pipe
                | Caret
                | GreaterGreater
                | LessLess
        )
    {
        return true;
    }
    match a_kind {
        // g++ has no `>>>`, `<<<` or (before C++20) `<=>` tokens: it sees `>>` `>`, `<<` `<`,
        // `<=` `>`, so the last one decides.
        Greater | LaunchClose | Spaceship => c == Some(b'>'),
        Less | LaunchOpen => matches!(c, Some(b'<' | b'%' | b':')),
        Plus => c == Some(b'+'),
        Minus => matches!(c, Some(b'-' | b'>')),
        Slash => matches!(c, Some(b'/' | b'*')),
        Percent => matches!(c, Some(b':' | b'%' | b'>')),
        Amp => c == Some(b'&'),
        Pipe => c == Some(b'|'),
        Colon => matches!(c, Some(b':' | b'>')),
        Arrow => c == Some(b'*'),
        Dot => matches!(c, Some(b'.' | b'%')) || b.kind == Number,
        Hash => matches!(c, Some(b'#' | b'%')),
        Identifier => {
            (b.kind == Number && bs.iter().all(|&x| x.is_ascii_alphanumeric() || x == b'_'))
                || matches!(b.kind, Identifier | CharLiteral | StringLiteral | RawStringLiteral)
        }
        Number => matches!(b.kind, Number | Identifier | CharLiteral) || matches!(c, Some(b'.' | b'+' | b'-')),
        Other => pp.spelling(a).first() == Some(&b'\\') && b.kind == Identifier,
        LessEq => c == Some(b'>'),
        StringLiteral | RawStringLiteral => {
            b.kind == Identifier
                || (b.kind.is_literal() && bs.first().is_some_and(|&x| x.is_ascii_alphabetic() || x == b'_'))
        }
        _ => false,
    }
}

/// A token of preprocessed text, with the file and line the line markers give it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintedToken {
    pub file: Rc<str>,
    pub line: u32,
    pub spelling: Vec<u8>,
    /// The token is on a `#pragma` or `#ident` line.
    pub directive: bool,
}

/// The tokens of `g++ -E`-style text and where its line markers put them: what two
/// preprocessors must agree on, whatever their spacing and markers. `#pragma` and `#ident`
/// lines count as tokens too.
pub fn printed_tokens(text: &[u8]) -> Vec<PrintedToken> {
    let lexed = crate::lex::lex(text, &crate::lex::LexOptions::default());
    let toks = &lexed.tokens;
    let mut out = Vec::new();
    let mut file: Rc<str> = Rc::from("");
    // The line of the current output line, and the output line it started on.
    let (mut base_line, mut base_out) = (1u32, 1u32);
    let mut out_line = 1u32;
    let mut pos = 0usize;
    let mut directive = false;
    let mut i = 0;
    while i + 1 < toks.len() {
        let start = toks.starts[i] as usize;
        out_line += text[pos..start].iter().filter(|&&b| b == b'\n').count() as u32;
        pos = start;
        let at_line_start = toks.flags[i].has(crate::lex::TokenFlags::AT_LINE_START);
        if at_line_start && toks.kinds[i] == TokenKind::Hash && toks.kinds[i + 1] == TokenKind::Number {
            // `# N "file" flags`: the next line is line N of that file.
            let mut j = i + 1;
            let n: u32 = std::str::from_utf8(toks.bytes(j, text)).ok().and_then(|s| s.parse().ok()).unwrap_or(0);
            j += 1;
            if toks.kinds[j] == TokenKind::StringLiteral && !toks.flags[j].has(crate::lex::TokenFlags::AT_LINE_START) {
                let s = toks.bytes(j, text);
                file = Rc::from(String::from_utf8_lossy(&s[1..s.len().saturating_sub(1).max(1)]).as_ref());
            }
            while j < toks.len() - 1 && !toks.flags[j].has(crate::lex::TokenFlags::AT_LINE_START) {
                j += 1;
            }
            // The line after the marker's is line `n`.
            base_line = n;
            base_out = out_line + 1;
            i = j;
            continue;
        }
        if at_line_start {
            directive = toks.kinds[i] == TokenKind::Hash;
        }
        out.push(PrintedToken {
            file: Rc::clone(&file),
            line: base_line + (out_line - base_out),
            spelling: toks.bytes(i, text).to_vec(),
            directive,
        });
        i += 1;
    }
    out
}

/// How many UTF-8 characters `bytes` hold (the bytes that do not continue a character).
fn characters(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| b & 0xC0 != 0x80).count()
}

#[cfg(test)]
mod tests {
    use super::printed_tokens;

    #[test]
    fn a_marker_numbers_the_line_after_it() {
        // The blank line after the marker is line 1 (g++ prints `#pragma once`'s line blank).
        let text = b"# 1 \"h.h\" 1\n       \nint h;\n#pragma x\n# 7 \"m.cu\" 2\nint m;\n";
        let lines: Vec<_> = printed_tokens(text)
            .iter()
            .map(|t| (String::from_utf8_lossy(&t.spelling).into_owned(), t.line, t.directive))
            .collect();
        assert_eq!(lines[0], ("int".into(), 2, false));
        assert_eq!(lines[3], ("#".into(), 3, true));
        assert_eq!(lines[6], ("int".into(), 7, false));
        assert_eq!(&*printed_tokens(text)[6].file, "m.cu");
    }
}
