//! A plain scalar reference lexer, written from the specification in `engine/src/lex/mod.rs`
//! and nothing else. Simple over fast: byte at a time, no SIMD, no cleverness.
//!
//! Design:
//! 1. Phase 2: compute the file's *logical* bytes by removing every line splice, and remember
//!    for each logical byte its raw offset.
//! 2. Tokenize the logical bytes. A token's raw start is the raw offset of its first logical
//!    byte, its raw end the raw offset of its last logical byte plus one (so a splice after a
//!    token belongs to it only when the token continues after the splice).
//! 3. Raw string literals are the exception: everything after the opening `"` is scanned on
//!    the raw bytes (splices there are text), then lexing resumes at the first logical byte
//!    at or after the raw end.
//!
//! Readings of the specification chosen here (see the report that came with this file):
//! - Invalid UTF-8 makes one `Other` token per byte ("an `Other` token of one byte"), not
//!   one per invalid sequence or per run: g++ reports each such byte as a stray character.
//!   (A splice may split a valid UTF-8 sequence or a UCN; it is decoded after splicing.)
//! - Flags ignore comments: a kept `Comment` token takes the current flags but does not
//!   consume them; the next real token has the same flags it would have without comments.
//! - A UTF-8 BOM at offset 0 is dropped (as g++ drops it): no `LEADING_SPACE` for it.
//! - The `Eof` token takes the flags of the state at the end (like any token).
//! - A kept unterminated block comment is flagged `ERROR`.
//! - In a char/string literal, a `\` does not escape a line terminator (GCC's `lex_string`).
//! - The raw (unspliced) part of a raw string starts right after the opening `"`, so the
//!   delimiter is raw too (GCC undoes splices "between the opening and closing quote").

#![allow(dead_code)]

use cufront_engine::lex::{TokenFlags, TokenKind};
use cufront_simd::class::splice_at;

/// One reference token: kind, raw start, raw end, flag bits.
pub type RefToken = (TokenKind, u32, u32, u8);

struct Logical {
    /// Bytes with splices removed.
    b: Vec<u8>,
    /// Raw offset of each logical byte.
    raw: Vec<usize>,
    /// Raw offsets at which a splice starts, ascending.
    splices: Vec<usize>,
}

fn phase2(src: &[u8]) -> Logical {
    let mut l = Logical { b: Vec::with_capacity(src.len()), raw: Vec::with_capacity(src.len()), splices: Vec::new() };
    let mut i = 0;
    while i < src.len() {
        if let Some((len, _)) = splice_at(src, i) {
            l.splices.push(i);
            i += len;
        } else {
            l.b.push(src[i]);
            l.raw.push(i);
            i += 1;
        }
    }
    l
}

fn is_hspace(c: u8) -> bool {
    c == b' ' || c == b'\t' || c == 0x0b || c == 0x0c
}

fn is_newline(c: u8) -> bool {
    c == b'\n' || c == b'\r'
}

fn is_digit(c: u8) -> bool {
    c.is_ascii_digit()
}

fn is_ascii_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$'
}

/// Length of the valid UTF-8 sequence at `b[i]` encoding a code point >= U+0080, or None.
fn utf8_len(b: &[u8], i: usize) -> Option<usize> {
    if b[i] < 0x80 {
        return None;
    }
    let end = (i + 4).min(b.len());
    let s = match std::str::from_utf8(&b[i..end]) {
        Ok(s) => s,
        Err(e) if e.valid_up_to() > 0 => std::str::from_utf8(&b[i..i + e.valid_up_to()]).ok()?,
        Err(_) => return None,
    };
    s.chars().next().map(|c| c.len_utf8())
}

fn is_hex(c: u8) -> bool {
    c.is_ascii_hexdigit()
}

/// Length of a UCN (`\uXXXX` or `\UXXXXXXXX`) at `b[i]`, or None.
fn ucn_len(b: &[u8], i: usize) -> Option<usize> {
    if b.get(i) != Some(&b'\\') {
        return None;
    }
    let digits = match b.get(i + 1) {
        Some(b'u') => 4,
        Some(b'U') => 8,
        _ => return None,
    };
    if i + 2 + digits > b.len() {
        return None;
    }
    if b[i + 2..i + 2 + digits].iter().all(|&c| is_hex(c)) {
        Some(2 + digits)
    } else {
        None
    }
}

/// Length of an identifier-start character at `b[i]` (ASCII letter, `_`, `$`, UCN, valid
/// UTF-8 >= U+0080), or None.
fn ident_start_len(b: &[u8], i: usize) -> Option<usize> {
    let c = *b.get(i)?;
    if is_ascii_ident_start(c) {
        Some(1)
    } else if c == b'\\' {
        ucn_len(b, i)
    } else if c >= 0x80 {
        utf8_len(b, i)
    } else {
        None
    }
}

/// Identifier-continue: an identifier-start character or a digit.
fn ident_continue_len(b: &[u8], i: usize) -> Option<usize> {
    match b.get(i) {
        Some(&c) if is_digit(c) => Some(1),
        _ => ident_start_len(b, i),
    }
}

/// End of the identifier whose first character is at `i`.
fn ident_end(b: &[u8], i: usize) -> usize {
    let mut j = i + ident_start_len(b, i).expect("identifier start");
    while let Some(n) = ident_continue_len(b, j) {
        j += n;
    }
    j
}

/// Whether `c` may appear in a raw string delimiter: the basic character set (C++23) minus
/// space, `(`, `)`, `\`, tab, vertical tab, form feed and line terminators.
fn is_d_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || b"_{}[]#<>%:;.?*+-/^&|~!=,\"'".contains(&c)
}

const PUNCTUATORS: &[(&str, TokenKind)] = {
    use TokenKind::*;
    &[
        ("{", LBrace),
        ("}", RBrace),
        ("[", LBracket),
        ("]", RBracket),
        ("(", LParen),
        (")", RParen),
        ("<:", LBracket),
        (":>", RBracket),
        ("<%", LBrace),
        ("%>", RBrace),
        (";", Semi),
        (":", Colon),
        ("...", Ellipsis),
        ("?", Question),
        ("::", ColonColon),
        (".", Dot),
        (".*", DotStar),
        ("->", Arrow),
        ("->*", ArrowStar),
        ("~", Tilde),
        ("!", Bang),
        ("+", Plus),
        ("-", Minus),
        ("*", Star),
        ("/", Slash),
        ("%", Percent),
        ("^", Caret),
        ("&", Amp),
        ("|", Pipe),
        ("=", Eq),
        ("+=", PlusEq),
        ("-=", MinusEq),
        ("*=", StarEq),
        ("/=", SlashEq),
        ("%=", PercentEq),
        ("^=", CaretEq),
        ("&=", AmpEq),
        ("|=", PipeEq),
        ("==", EqEq),
        ("!=", BangEq),
        ("<", Less),
        (">", Greater),
        ("<=", LessEq),
        (">=", GreaterEq),
        ("<=>", Spaceship),
        ("&&", AmpAmp),
        ("||", PipePipe),
        ("<<", LessLess),
        (">>", GreaterGreater),
        ("<<=", LessLessEq),
        (">>=", GreaterGreaterEq),
        ("++", PlusPlus),
        ("--", MinusMinus),
        (",", Comma),
        ("#", Hash),
        ("##", HashHash),
        ("%:", Hash),
        ("%:%:", HashHash),
        ("<<<", LaunchOpen),
        (">>>", LaunchClose),
    ]
};

/// The longest punctuator at `b[i]`, with the `<::` exception.
fn punctuator(b: &[u8], i: usize) -> Option<(usize, TokenKind)> {
    let rest = &b[i..];
    if rest.starts_with(b"<::") && !matches!(rest.get(3), Some(b':') | Some(b'>')) {
        return Some((1, TokenKind::Less));
    }
    PUNCTUATORS
        .iter()
        .filter(|(s, _)| rest.starts_with(s.as_bytes()))
        .max_by_key(|(s, _)| s.len())
        .map(|&(s, k)| (s.len(), k))
}

struct Lexer<'a> {
    src: &'a [u8],
    l: Logical,
    keep_comments: bool,
    out: Vec<RefToken>,
    at_line_start: bool,
    leading_space: bool,
    /// 0: nothing; 1: after `#` at line start; 2: after `# include` (a header name may follow).
    header_state: u8,
}

impl Lexer<'_> {
    fn raw_start(&self, i: usize) -> usize {
        self.l.raw[i]
    }

    /// Raw end of a token whose last logical byte is `e - 1`.
    fn raw_end(&self, e: usize) -> usize {
        self.l.raw[e - 1] + 1
    }

    /// Whether a splice starts at a raw offset in `from..to`.
    fn has_splice(&self, from: usize, to: usize) -> bool {
        let k = self.l.splices.partition_point(|&s| s < from);
        k < self.l.splices.len() && self.l.splices[k] < to
    }

    fn flags(&self) -> u8 {
        let mut f = 0;
        if self.at_line_start {
            f |= TokenFlags::AT_LINE_START;
        }
        if self.leading_space {
            f |= TokenFlags::LEADING_SPACE;
        }
        f
    }

    /// Push a real (non-comment) token with raw bounds, and consume the line-start state.
    fn push_raw(&mut self, kind: TokenKind, start: usize, end: usize, extra: u8, spliced: bool) {
        let mut f = self.flags() | extra;
        if spliced {
            f |= TokenFlags::SPLICED;
        }
        // Header-name context, on real tokens only: `#` at line start, then an identifier
        // spelled (splices removed) `include`, `include_next` or `import`.
        let spelling = || -> Vec<u8> {
            let first = self.l.raw.partition_point(|&r| r < start);
            (first..self.l.raw.len()).take_while(|&k| self.l.raw[k] < end).map(|k| self.l.b[k]).collect()
        };
        self.header_state = match (self.header_state, kind) {
            (0, TokenKind::Hash) if self.at_line_start => 1,
            (1, TokenKind::Identifier)
                if f & TokenFlags::ERROR == 0
                    && matches!(&spelling()[..], b"include" | b"include_next" | b"import") =>
            {
                2
            }
            _ => 0,
        };
        self.out.push((kind, start as u32, end as u32, f));
        self.at_line_start = false;
        self.leading_space = false;
    }

    /// Push a token covering logical bytes `s..e`.
    fn push(&mut self, kind: TokenKind, s: usize, e: usize, extra: u8) {
        let (rs, re) = (self.raw_start(s), self.raw_end(e));
        let spliced = self.has_splice(rs, re);
        self.push_raw(kind, rs, re, extra, spliced);
    }

    fn comment(&mut self, s: usize, e: usize, error: bool) {
        if self.keep_comments {
            let (rs, re) = (self.raw_start(s), self.raw_end(e));
            let mut f = self.flags();
            if self.has_splice(rs, re) {
                f |= TokenFlags::SPLICED;
            }
            if error {
                f |= TokenFlags::ERROR;
            }
            self.out.push((TokenKind::Comment, rs as u32, re as u32, f));
        }
        self.leading_space = true;
    }

    /// End of a quoted literal body starting after the opening quote at `j`; returns the end
    /// and whether it was terminated.
    fn quoted_end(&self, mut j: usize, quote: u8) -> (usize, bool) {
        let b = &self.l.b;
        loop {
            if j >= b.len() || is_newline(b[j]) {
                return (j, false);
            }
            if b[j] == quote {
                return (j + 1, true);
            }
            if b[j] == b'\\' && j + 1 < b.len() && !is_newline(b[j + 1]) {
                j += 2;
            } else {
                j += 1;
            }
        }
    }

    /// A char/string literal whose (optional) prefix starts at `s` and whose quote is at `q`.
    fn quoted(&mut self, s: usize, q: usize) -> usize {
        let quote = self.l.b[q];
        let kind = if quote == b'\'' { TokenKind::CharLiteral } else { TokenKind::StringLiteral };
        let (mut e, closed) = self.quoted_end(q + 1, quote);
        let mut extra = 0;
        if !closed {
            extra |= TokenFlags::ERROR;
        } else if ident_start_len(&self.l.b, e).is_some() {
            e = ident_end(&self.l.b, e);
            extra |= TokenFlags::UD_SUFFIX;
        }
        self.push(kind, s, e, extra);
        e
    }

    /// A raw string whose prefix is logical `s..q` and whose `"` is at logical `q`. Returns
    /// the logical index to resume at.
    fn raw_string(&mut self, s: usize, q: usize) -> usize {
        let src = self.src;
        let quote_raw = self.l.raw[q];
        let p = quote_raw + 1;
        let mut d = 0;
        let valid = loop {
            match src.get(p + d) {
                Some(b'(') => break true,
                Some(&c) if is_d_char(c) && d < 16 => d += 1,
                _ => break false,
            }
        };
        if !valid {
            // The prefix is an ERROR identifier; resume at the `"`.
            self.push(TokenKind::Identifier, s, q, TokenFlags::ERROR);
            return q;
        }
        let delim = &src[p..p + d];
        let body = p + d + 1;
        let mut close = None;
        let mut k = body;
        while k < src.len() {
            if src[k] == b')' && src[k + 1..].starts_with(delim) && src.get(k + 1 + d) == Some(&b'"') {
                close = Some(k + d + 2);
                break;
            }
            k += 1;
        }
        let start = self.raw_start(s);
        let mut spliced = self.has_splice(start, quote_raw);
        let Some(raw_end) = close else {
            self.push_raw(TokenKind::RawStringLiteral, start, src.len(), TokenFlags::ERROR, spliced);
            return self.l.b.len();
        };
        let resume = self.l.raw.partition_point(|&r| r < raw_end);
        let (mut end, mut next, mut extra) = (raw_end, resume, 0);
        if ident_start_len(&self.l.b, resume).is_some() {
            next = ident_end(&self.l.b, resume);
            end = self.raw_end(next);
            extra |= TokenFlags::UD_SUFFIX;
            spliced |= self.has_splice(raw_end, end);
        }
        self.push_raw(TokenKind::RawStringLiteral, start, end, extra, spliced);
        next
    }

    fn number(&mut self, s: usize) -> usize {
        let b = &self.l.b;
        let mut j = s + 1; // a digit, or the `.` before one
        loop {
            if j >= b.len() {
                break;
            }
            let (c, prev) = (b[j], b[j - 1]);
            // Identifier bytes and any `'`; `.` unless after `'`; a sign after an exponent.
            let single = c.is_ascii_alphanumeric()
                || c == b'_'
                || c == b'\''
                || (c == b'.' && prev != b'\'')
                || ((c == b'+' || c == b'-') && matches!(prev, b'e' | b'E' | b'p' | b'P'));
            if single {
                j += 1;
            } else if let Some(n) = ident_start_len(b, j).filter(|_| prev != b'\'') {
                j += n; // `$`, a UCN or a non-ASCII character
            } else {
                break;
            }
        }
        // g++ gives back trailing digit separators.
        while b[j - 1] == b'\'' {
            j -= 1;
        }
        self.push(TokenKind::Number, s, j, 0);
        j
    }

    fn run(&mut self) {
        let n = self.l.b.len();
        let mut i = 0;
        // A BOM at raw offset 0 is white space.
        if self.src.starts_with(b"\xEF\xBB\xBF") {
            // Its three bytes are the first three logical bytes (no splice can be among them).
            i = 3;
        }
        while i < n {
            let b = &self.l.b;
            let c = b[i];
            if is_hspace(c) || c == 0 {
                self.leading_space = true;
                i += 1;
                continue;
            }
            if is_newline(c) {
                self.at_line_start = true;
                self.leading_space = false;
                self.header_state = 0;
                i += 1;
                continue;
            }
            if c == b'/' && b.get(i + 1) == Some(&b'/') {
                let mut j = i + 2;
                while j < n && !is_newline(b[j]) {
                    j += 1;
                }
                self.comment(i, j, false);
                i = j;
                continue;
            }
            if c == b'/' && b.get(i + 1) == Some(&b'*') {
                let mut j = i + 2;
                let mut end = None;
                while j + 1 < n {
                    if b[j] == b'*' && b[j + 1] == b'/' {
                        end = Some(j + 2);
                        break;
                    }
                    j += 1;
                }
                let closed = end.is_some();
                let e = end.unwrap_or(n);
                self.comment(i, e, !closed);
                i = e;
                continue;
            }
            if self.header_state == 2 && (c == b'<' || c == b'"') {
                let close = if c == b'<' { b'>' } else { b'"' };
                let mut j = i + 1;
                while j < n && !is_newline(b[j]) && b[j] != close {
                    j += 1;
                }
                if j < n && b[j] == close {
                    self.push(TokenKind::HeaderName, i, j + 1, 0);
                    i = j + 1;
                    continue;
                }
            }
            if c == b'\'' || c == b'"' {
                i = self.quoted(i, i);
                continue;
            }
            if ident_start_len(b, i).is_some() {
                let e = ident_end(b, i);
                let name = &b[i..e];
                let next = b.get(e).copied();
                let is_prefix = matches!(name, b"u8" | b"u" | b"U" | b"L");
                let is_raw_prefix = matches!(name, b"R" | b"u8R" | b"uR" | b"UR" | b"LR");
                if is_prefix && matches!(next, Some(b'\'') | Some(b'"')) {
                    i = self.quoted(i, e);
                } else if is_raw_prefix && next == Some(b'"') {
                    i = self.raw_string(i, e);
                } else {
                    let extended = name.iter().any(|&c| c == b'\\' || c >= 0x80);
                    self.push(TokenKind::Identifier, i, e, if extended { TokenFlags::EXTENDED } else { 0 });
                    i = e;
                }
                continue;
            }
            if is_digit(c) || (c == b'.' && b.get(i + 1).is_some_and(|&d| is_digit(d))) {
                i = self.number(i);
                continue;
            }
            if let Some((len, kind)) = punctuator(b, i) {
                self.push(kind, i, i + len, 0);
                i += len;
                continue;
            }
            // Other: one byte (a byte of invalid UTF-8 too, as g++ makes each a stray byte).
            self.push(TokenKind::Other, i, i + 1, TokenFlags::ERROR);
            i += 1;
        }
        let end = self.src.len() as u32;
        let f = self.flags();
        self.out.push((TokenKind::Eof, end, end, f));
    }
}

/// Lex `src` with the reference lexer. The result ends with one `Eof` token at `src.len()`.
pub fn reference_lex(src: &[u8], keep_comments: bool) -> Vec<RefToken> {
    let mut lx = Lexer {
        src,
        l: phase2(src),
        keep_comments,
        out: Vec::new(),
        at_line_start: true,
        leading_space: false,
        header_state: 0,
    };
    lx.run();
    lx.out
}

/// Render flag bits for messages: `L` line start, `s` leading space, `E` error, `S` spliced,
/// `U` ud-suffix.
pub fn flag_string(f: u8) -> String {
    let mut s = String::new();
    for (bit, ch) in [
        (TokenFlags::AT_LINE_START, 'L'),
        (TokenFlags::LEADING_SPACE, 's'),
        (TokenFlags::ERROR, 'E'),
        (TokenFlags::SPLICED, 'S'),
        (TokenFlags::UD_SUFFIX, 'U'),
        (TokenFlags::EXTENDED, 'X'),
    ] {
        if f & bit != 0 {
            s.push(ch);
        }
    }
    s
}

/// One token per line: `kind start..end flags "bytes"`.
pub fn render(src: &[u8], toks: &[RefToken]) -> String {
    let mut out = String::new();
    for &(k, s, e, f) in toks {
        let text = src[s as usize..e as usize].escape_ascii().to_string();
        out += &format!("{k:?} {s}..{e} [{}] \"{text}\"\n", flag_string(f));
    }
    out
}
