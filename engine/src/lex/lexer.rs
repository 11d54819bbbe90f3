//! The lexer loop. The module doc of `lex` is the contract; this file is the fast path:
//! dispatch on the first byte through a class table, SIMD kernels for every run (white
//! space, identifiers, literal bodies, comments), and a scalar slow path only where a line
//! splice, a UCN or a non-ASCII byte interrupts a run.

use super::token::TokenSink;
use super::{LexProblem, LexProblemKind, TokenFlags, TokenKind, Tokens};
use cufront_simd::{class, Kernels, Level, Scan};

/// Options of one lexing run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LexOptions {
    /// Emit comments as `Comment` tokens (as `g++ -C` keeps them). The flags of every other
    /// token are the same either way.
    pub keep_comments: bool,
}

/// The result of lexing one file.
#[derive(Clone, Debug, Default)]
pub struct Lexed {
    pub tokens: Tokens,
    pub problems: Vec<LexProblem>,
}

/// The largest input the lexer takes: offsets are 32-bit and `Eof` sits at `len`. The source
/// layer refuses larger files with an error; a larger slice handed in directly is lexed up
/// to this length.
pub const MAX_SOURCE_LEN: usize = u32::MAX as usize - 1;

/// Lexes `src` with the best kernels this machine runs.
pub fn lex(src: &[u8], options: &LexOptions) -> Lexed {
    lex_with(src, options, cufront_simd::kernels())
}

/// Lexes `src` with the given kernels (any level gives the same tokens).
pub fn lex_with(src: &[u8], options: &LexOptions, kernels: &Kernels) -> Lexed {
    let mut out = Lexed::default();
    lex_into(src, options, kernels, &mut out);
    out
}

/// Lexes `src` into `out`, reusing its buffers: a worker that lexes many files keeps one
/// `Lexed` and pays for fresh memory only when a file has more tokens than any before.
///
/// The level of `kernels` is dispatched once, here: the lexer makes one or two short scans
/// per token, so each level gets its own copy of the lexer with every scan inlined.
pub fn lex_into(src: &[u8], options: &LexOptions, kernels: &Kernels, out: &mut Lexed) {
    let src = &src[..src.len().min(MAX_SOURCE_LEN)];
    match kernels.level() {
        #[cfg(target_arch = "x86_64")]
        Level::Avx2 => match cufront_simd::Avx2Scan::new() {
            // SAFETY: `Avx2Scan::new` detected AVX2.
            Some(scan) => unsafe { lex_avx2(src, options, scan, out) },
            None => lex_at(src, options, cufront_simd::ScalarScan, out),
        },
        #[cfg(target_arch = "x86_64")]
        Level::Sse2 => match cufront_simd::Sse2Scan::new() {
            Some(scan) => lex_at(src, options, scan, out),
            None => lex_at(src, options, cufront_simd::ScalarScan, out),
        },
        _ => lex_at(src, options, cufront_simd::ScalarScan, out),
    }
}

/// The AVX2 copy of the lexer: everything `lex_at` inlines is compiled with AVX2.
///
/// # Safety
/// The machine must support AVX2 (which the `Avx2Scan` argument proves).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn lex_avx2(src: &[u8], options: &LexOptions, scan: cufront_simd::Avx2Scan, out: &mut Lexed) {
    lex_at(src, options, scan, out)
}

#[inline(always)]
fn lex_at<S: Scan>(src: &[u8], options: &LexOptions, scan: S, out: &mut Lexed) {
    out.tokens.clear();
    out.problems.clear();
    // Real code has about one token per 7-8 bytes; room for one per 5 avoids regrowth.
    let sink = TokenSink::new(&mut out.tokens, src.len() / 5 + 16);
    let mut lexer = Lexer {
        src,
        k: scan,
        keep_comments: options.keep_comments,
        out: sink,
        problems: &mut out.problems,
        pending: TokenFlags::AT_LINE_START,
        directive: Directive::None,
        last_spaced_splice: None,
    };
    lexer.run();
    lexer.out.finish();
}

/// Where the lexer stands in a directive line: header names are lexed only after
/// `# include`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Directive {
    None,
    AfterHash,
    ExpectHeader,
}

/// What the first byte of a token (or of something between tokens) can start.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Space,
    Newline,
    Nul,
    IdentStart,
    Digit,
    Dot,
    Quote,
    Slash,
    Backslash,
    /// A punctuator that is always one byte.
    Single,
    /// A punctuator that may continue.
    Punct,
    NonAscii,
    Stray,
}

const CLASS: [Class; 256] = {
    let mut t = [Class::Stray; 256];
    let mut c = 0usize;
    while c < 256 {
        let b = c as u8;
        t[c] = if class::is_hspace(b) {
            Class::Space
        } else if class::is_newline(b) {
            Class::Newline
        } else if b == 0 {
            Class::Nul
        } else if class::is_ident_start(b) {
            Class::IdentStart
        } else if b.is_ascii_digit() {
            Class::Digit
        } else if b >= 0x80 {
            Class::NonAscii
        } else {
            match b {
                b'.' => Class::Dot,
                b'"' | b'\'' => Class::Quote,
                b'/' => Class::Slash,
                b'\\' => Class::Backslash,
                b'{' | b'}' | b'[' | b']' | b'(' | b')' | b';' | b'?' | b'~' | b',' => Class::Single,
                b':' | b'-' | b'+' | b'*' | b'%' | b'^' | b'&' | b'|' | b'=' | b'!' | b'<' | b'>' | b'#' => {
                    Class::Punct
                }
                _ => Class::Stray,
            }
        };
        c += 1;
    }
    t
};

/// The kinds of the punctuators that are always one byte (`Class::Single`), by byte.
const SINGLE: [TokenKind; 256] = {
    let mut t = [TokenKind::Other; 256];
    t[b'{' as usize] = TokenKind::LBrace;
    t[b'}' as usize] = TokenKind::RBrace;
    t[b'[' as usize] = TokenKind::LBracket;
    t[b']' as usize] = TokenKind::RBracket;
    t[b'(' as usize] = TokenKind::LParen;
    t[b')' as usize] = TokenKind::RParen;
    t[b';' as usize] = TokenKind::Semi;
    t[b'?' as usize] = TokenKind::Question;
    t[b'~' as usize] = TokenKind::Tilde;
    t[b',' as usize] = TokenKind::Comma;
    t
};

/// The length of a UCN (`\uXXXX`, `\UXXXXXXXX`) at `i`, or 0.
fn ucn_len(b: &[u8], i: usize) -> usize {
    let digits = match b.get(i + 1) {
        Some(b'u') => 4,
        Some(b'U') => 8,
        _ => return 0,
    };
    if b[i] != b'\\' || b.len() < i + 2 + digits {
        return 0;
    }
    if b[i + 2..i + 2 + digits].iter().all(u8::is_ascii_hexdigit) {
        2 + digits
    } else {
        0
    }
}

/// The length of the valid UTF-8 sequence of a code point >= U+0080 at `i`, or `None`.
fn utf8_len(b: &[u8], i: usize) -> Option<usize> {
    let c0 = *b.get(i)?;
    let cont = |k: usize, lo: u8, hi: u8| b.get(i + k).is_some_and(|&c| (lo..=hi).contains(&c));
    let (len, lo1, hi1) = match c0 {
        0xC2..=0xDF => (2, 0x80, 0xBF),
        0xE0 => (3, 0xA0, 0xBF),
        0xE1..=0xEC | 0xEE..=0xEF => (3, 0x80, 0xBF),
        0xED => (3, 0x80, 0x9F),
        0xF0 => (4, 0x90, 0xBF),
        0xF1..=0xF3 => (4, 0x80, 0xBF),
        0xF4 => (4, 0x80, 0x8F),
        _ => return None,
    };
    if !cont(1, lo1, hi1) {
        return None;
    }
    (2..len).all(|k| cont(k, 0x80, 0xBF)).then_some(len)
}

/// Whether `c` may appear in a raw string delimiter: the basic source characters other than
/// space, parentheses, backslash and the control characters.
fn is_raw_delimiter_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || b"_{}[]#<>%:;.?*+-/^&|~!=,\"'".contains(&c)
}

struct Lexer<'a, S: Scan> {
    src: &'a [u8],
    k: S,
    keep_comments: bool,
    out: TokenSink<'a>,
    problems: &'a mut Vec<LexProblem>,
    /// Flags for the next token.
    pending: u8,
    directive: Directive,
    /// The last splice with white space reported, so that a splice peeked twice is
    /// reported once.
    last_spaced_splice: Option<usize>,
}

impl<S: Scan> Lexer<'_, S> {
    #[inline(always)]
    fn run(&mut self) {
        let b = self.src;
        let n = b.len();
        let mut i = 0;
        if b.starts_with(b"\xEF\xBB\xBF") {
            // g++ drops a byte order mark: it is not even white space to the next token.
            i = 3;
        }
        while i < n {
            let c = b[i];
            // White space and line ends first, with direct branches: nearly every token is
            // preceded by one space or by a line end and indentation, and keeping them out
            // of the class dispatch halves its (poorly predictable) indirect jumps.
            // The inlined SIMD skip costs less than a branch on whether a second space
            // follows, which would mispredict.
            if c == b' ' || c == b'\t' {
                self.pending |= TokenFlags::LEADING_SPACE;
                i = self.k.skip_hspace(b, i + 1);
                continue;
            }
            if c == b'\n' {
                // A line end and the next line's indentation in one step.
                let j = self.k.skip_hspace(b, i + 1);
                self.pending = TokenFlags::AT_LINE_START | (u8::from(j > i + 1) * TokenFlags::LEADING_SPACE);
                self.directive = Directive::None;
                i = j;
                continue;
            }
            let cls = CLASS[c as usize];
            // Identifiers are about half of all tokens: a direct branch for them first takes
            // them out of the indirect jump's guesswork.
            if cls == Class::IdentStart {
                i = self.identifier_or_prefixed_literal(i, 1, false, false);
                continue;
            }
            i = match cls {
                Class::Space => {
                    self.pending |= TokenFlags::LEADING_SPACE;
                    self.k.skip_hspace(b, i + 1)
                }
                Class::Newline => {
                    self.pending = TokenFlags::AT_LINE_START;
                    self.directive = Directive::None;
                    i + class::newline_len(b, i)
                }
                Class::Nul => {
                    self.problem(LexProblemKind::NulIgnored, i);
                    self.pending |= TokenFlags::LEADING_SPACE;
                    i + b[i..].iter().take_while(|&&c| c == 0).count()
                }
                Class::IdentStart => self.identifier_or_prefixed_literal(i, 1, false, false),
                Class::Digit => self.number(i),
                Class::Dot => {
                    if self.peek(i + 1).0.is_ascii_digit() {
                        self.number(i)
                    } else {
                        self.punct(i)
                    }
                }
                Class::Quote => {
                    if self.directive == Directive::ExpectHeader && c == b'"' {
                        if let Some(end) = self.header_name(i, b'"') {
                            self.directive = Directive::None;
                            end
                        } else {
                            self.quoted(i, i, c, false)
                        }
                    } else {
                        self.quoted(i, i, c, false)
                    }
                }
                Class::Slash => self.slash(i),
                Class::Backslash => {
                    if let Some((len, spaced)) = class::splice_at(b, i) {
                        if spaced {
                            self.spaced_splice(i);
                        }
                        i + len
                    } else {
                        match self.ident_char_len(i, false) {
                            (0, _) => self.other(i, 1, LexProblemKind::StrayCharacter),
                            (len, spliced) => self.identifier_or_prefixed_literal(i, len, spliced, true),
                        }
                    }
                }
                Class::Single => self.single(i),
                Class::Punct => {
                    if c == b'<' && self.directive == Directive::ExpectHeader {
                        if let Some(end) = self.header_name(i, b'>') {
                            self.directive = Directive::None;
                            end
                        } else {
                            self.punct(i)
                        }
                    } else {
                        self.punct(i)
                    }
                }
                Class::NonAscii => match self.ident_char_len(i, false) {
                    (0, _) => self.other(i, 1, LexProblemKind::InvalidUtf8),
                    (len, spliced) => self.identifier_or_prefixed_literal(i, len, spliced, true),
                },
                Class::Stray => self.other(i, 1, LexProblemKind::StrayCharacter),
            };
        }
        let flags = self.pending;
        self.out.push(TokenKind::Eof, n as u32, n as u32, TokenFlags(flags));
    }

    // ---- the logical character stream ----------------------------------------------------

    /// The logical character at `i` after skipping line splices, and its position; at the
    /// end of the input `(0, len)`.
    #[inline(always)]
    fn peek(&mut self, i: usize) -> (u8, usize) {
        match self.src.get(i) {
            Some(&b'\\') => self.peek_after_splices(i),
            Some(&c) => (c, i),
            None => (0, self.src.len()),
        }
    }

    #[cold]
    fn peek_after_splices(&mut self, mut i: usize) -> (u8, usize) {
        while let Some((len, spaced)) = class::splice_at(self.src, i) {
            if spaced {
                self.spaced_splice(i);
            }
            i += len;
        }
        match self.src.get(i) {
            Some(&c) => (c, i),
            None => (0, self.src.len()),
        }
    }

    fn spaced_splice(&mut self, at: usize) {
        if self.last_spaced_splice.is_none_or(|last| at > last) {
            self.last_spaced_splice = Some(at);
            self.problem(LexProblemKind::SpaceInSplice, at);
        }
    }

    /// The raw length of the identifier character at `pos` (an ASCII identifier byte, a UCN,
    /// or valid non-ASCII UTF-8), or 0; and whether a splice lies inside it. `continue_`
    /// admits digits too (identifier-continue).
    #[inline(always)]
    fn ident_char_len(&mut self, pos: usize, continue_: bool) -> (usize, bool) {
        let b = self.src;
        let Some(&c) = b.get(pos) else { return (0, false) };
        if c < 0x80 && c != b'\\' {
            let ok = (continue_ && class::is_ident_continue(c)) || class::is_ident_start(c);
            return (ok as usize, false);
        }
        let len = if c == b'\\' { ucn_len(b, pos) } else { utf8_len(b, pos).unwrap_or(0) };
        if len > 0 {
            (len, false)
        } else {
            self.split_char_len(pos)
        }
    }

    /// A UCN or UTF-8 character with line splices inside it (`\u12\<newline>34`): g++
    /// splices first, so it is one character.
    #[cold]
    fn split_char_len(&mut self, pos: usize) -> (usize, bool) {
        let b = self.src;
        let mut logical = [0u8; 10];
        let mut ends = [0usize; 10];
        let mut n = 0;
        let mut i = pos;
        while n < logical.len() && i < b.len() {
            if let Some((len, _)) = class::splice_at(b, i) {
                i += len;
                continue;
            }
            logical[n] = b[i];
            ends[n] = i + 1;
            n += 1;
            i += 1;
        }
        let len = if logical[0] == b'\\' { ucn_len(&logical[..n], 0) } else { utf8_len(&logical[..n], 0).unwrap_or(0) };
        if len == 0 || ends[len - 1] - pos == len {
            return (0, false);
        }
        let end = ends[len - 1];
        self.report_spaced_splices(pos, end);
        (end - pos, true)
    }

    /// Reports the splices with white space in `from..to` (a stretch taken without `peek`).
    #[cold]
    fn report_spaced_splices(&mut self, from: usize, to: usize) {
        let mut i = from;
        while let Some((at, len)) = self.k.find_splice(&self.src[..to], i) {
            if matches!(class::splice_at(self.src, at), Some((_, true))) {
                self.spaced_splice(at);
            }
            i = at + len;
        }
    }

    /// Whether `from..to` contains a line splice.
    fn has_splice(&self, from: usize, to: usize) -> bool {
        self.k.find_splice(&self.src[..to], from).is_some()
    }

    /// The end of `start..end` without the line splices that directly precede `end`: a token
    /// cut short by a line end (an unterminated literal, a comment) does not take the splices
    /// in front of it.
    fn before_trailing_splices(&self, start: usize, mut end: usize) -> usize {
        let b = self.src;
        while end > start {
            let last = b[end - 1];
            if !class::is_newline(last) {
                break;
            }
            let nl = if last == b'\n' && end >= 2 && b[end - 2] == b'\r' { end - 2 } else { end - 1 };
            if !class::newline_is_spliced(b, nl) {
                break;
            }
            let mut k = nl;
            while class::is_hspace(b[k - 1]) {
                k -= 1;
            }
            if k - 1 < start {
                break;
            }
            end = k - 1;
        }
        end
    }

    /// The end of an identifier whose first character ends at `i`. Sets `spliced` when a
    /// splice is taken inside it, `extended` when a UCN or a non-ASCII character is.
    #[inline(always)]
    fn ident_end(&mut self, mut i: usize, spliced: &mut bool, extended: &mut bool) -> usize {
        let b = self.src;
        // The SIMD run has one well-predicted exit; a scalar loop over a short identifier
        // mispredicts its exit every time, which costs more than the call.
        i = self.k.skip_ident(b, i);
        loop {
            match b.get(i) {
                Some(&c) if c == b'\\' || c >= 0x80 => {
                    // Splices belong to the identifier only if it goes on after them.
                    let (_, pos) = self.peek(i);
                    let (len, split) = self.ident_char_len(pos, true);
                    if len == 0 {
                        return i;
                    }
                    *spliced |= split || pos != i;
                    *extended |= b[pos] == b'\\' || b[pos] >= 0x80;
                    i = pos + len;
                }
                _ => return i,
            }
            i = self.k.skip_ident(b, i);
        }
    }

    /// The spelling of `start..end` without splices, if it is at most 16 bytes long.
    fn short_spelling(&self, start: usize, end: usize, buf: &mut [u8; 16]) -> Option<usize> {
        let mut n = 0;
        let mut i = start;
        while i < end {
            if let Some((len, _)) = class::splice_at(self.src, i) {
                i += len;
                continue;
            }
            *buf.get_mut(n)? = self.src[i];
            n += 1;
            i += 1;
        }
        Some(n)
    }

    // ---- tokens ---------------------------------------------------------------------------

    #[inline(always)]
    fn push(&mut self, kind: TokenKind, start: usize, end: usize, extra: u8) -> usize {
        let flags = self.pending | extra;
        self.pending = 0;
        self.out.push(kind, start as u32, end as u32, TokenFlags(flags));
        if kind == TokenKind::Hash || self.directive != Directive::None {
            self.track_directive(kind, start, end, flags);
        }
        end
    }

    /// Follows `#` `include` at the start of a line, after which a header name may come.
    #[cold]
    fn track_directive(&mut self, kind: TokenKind, start: usize, end: usize, flags: u8) {
        self.directive = match (kind, self.directive) {
            (TokenKind::Hash, _) if flags & TokenFlags::AT_LINE_START != 0 => Directive::AfterHash,
            (TokenKind::Identifier, Directive::AfterHash) => {
                let mut buf = [0u8; 16];
                match self.short_spelling(start, end, &mut buf).map(|n| &buf[..n]) {
                    Some(b"include" | b"include_next" | b"import") => Directive::ExpectHeader,
                    _ => Directive::None,
                }
            }
            _ => Directive::None,
        };
    }

    fn problem(&mut self, kind: LexProblemKind, at: usize) {
        self.problems.push(LexProblem { kind, offset: at as u32 });
    }

    #[inline(always)]
    fn other(&mut self, i: usize, len: usize, why: LexProblemKind) -> usize {
        self.problem(why, i);
        self.push(TokenKind::Other, i, i + len, TokenFlags::ERROR)
    }

    /// An identifier whose first character is `first_len` bytes at `start` (`spliced` when a
    /// splice lies inside that character), or, when it spells an encoding prefix directly
    /// followed by a quote, a literal.
    #[inline(always)]
    fn identifier_or_prefixed_literal(
        &mut self,
        start: usize,
        first_len: usize,
        mut spliced: bool,
        mut extended: bool,
    ) -> usize {
        let end = self.ident_end(start + first_len, &mut spliced, &mut extended);
        // A quote right after an identifier is rare; testing it first keeps the common path
        // free of a branch on the identifier's first letter.
        let (q, qpos) = self.peek(end);
        if (q == b'"' || q == b'\'') && matches!(self.src[start], b'u' | b'U' | b'L' | b'R') {
            {
                let mut buf = [0u8; 16];
                let prefix = self.short_spelling(start, end, &mut buf).map(|n| &buf[..n]);
                match prefix {
                    Some(b"u8" | b"u" | b"U" | b"L") => return self.quoted(start, qpos, q, spliced || qpos != end),
                    Some(b"R" | b"u8R" | b"uR" | b"UR" | b"LR") if q == b'"' => {
                        return self.raw_string(start, end, qpos, spliced)
                    }
                    _ => {}
                }
            }
        }
        let flags = if spliced { TokenFlags::SPLICED } else { 0 } | if extended { TokenFlags::EXTENDED } else { 0 };
        self.push(TokenKind::Identifier, start, end, flags)
    }

    /// A pp-number starting at `start` (a digit, or `.` before a digit), as g++ 12 forms it:
    /// identifier bytes and any `'`; `.` unless right after a `'`; a sign right after
    /// `e E p P`; `$`, UCNs and non-ASCII characters unless right after a `'`; then the
    /// trailing `'`s are given back (`1'.5` is `1` and a character literal).
    #[inline(always)]
    fn number(&mut self, start: usize) -> usize {
        let b = self.src;
        let mut spliced = false;
        let mut last = b[start];
        let mut i = start + 1;
        // The end without trailing digit separators, and whether a splice lies before it.
        let (mut end, mut end_spliced) = (i, false);
        let mut adjacent_separators = false;
        loop {
            let (c, pos) = self.peek(i);
            if pos >= b.len() {
                break;
            }
            let (len, split) = if c.is_ascii_alphanumeric() || c == b'_' {
                (self.k.skip_ident(b, pos) - pos, false)
            } else if c == b'\'' {
                adjacent_separators |= last == b'\'';
                (1, false)
            } else if (c == b'.' && last != b'\'')
                || ((c == b'+' || c == b'-') && matches!(last, b'e' | b'E' | b'p' | b'P'))
            {
                (1, false)
            } else if (c == b'$' || c == b'\\' || c >= 0x80) && last != b'\'' {
                self.ident_char_len(pos, true)
            } else {
                (0, false)
            };
            if len == 0 {
                break;
            }
            spliced |= split || pos != i;
            i = pos + len;
            last = b[i - 1];
            if last != b'\'' {
                (end, end_spliced) = (i, spliced);
            }
        }
        if adjacent_separators {
            self.problem(LexProblemKind::AdjacentDigitSeparators, start);
        }
        self.push(TokenKind::Number, start, end, if end_spliced { TokenFlags::SPLICED } else { 0 })
    }

    /// A character or string literal from `start` (its prefix, if any) whose opening quote
    /// is at `quote_pos`.
    #[inline(always)]
    fn quoted(&mut self, start: usize, quote_pos: usize, quote: u8, mut spliced: bool) -> usize {
        let b = self.src;
        let n = b.len();
        let mut i = quote_pos + 1;
        let mut nul_reported = false;
        let end = loop {
            let j = self.k.find_literal_stop(b, i, quote);
            if j >= n {
                break None;
            }
            match b[j] {
                b'\\' => {
                    if let Some((len, spaced)) = class::splice_at(b, j) {
                        if spaced {
                            self.spaced_splice(j);
                        }
                        spliced = true;
                        i = j + len;
                        continue;
                    }
                    // An escape: the backslash and the next logical character.
                    let (c, pos) = self.peek(j + 1);
                    spliced |= pos != j + 1;
                    if pos >= n || class::is_newline(c) {
                        break if pos >= n { None } else { Some((pos, false)) };
                    }
                    if c == 0 && !nul_reported {
                        nul_reported = true;
                        self.problem(LexProblemKind::NulInLiteral, start);
                    }
                    i = pos + 1;
                }
                0 => {
                    if !nul_reported {
                        nul_reported = true;
                        self.problem(LexProblemKind::NulInLiteral, start);
                    }
                    i = j + 1;
                }
                c if c == quote => break Some((j + 1, true)),
                _ => break Some((j, false)), // a line terminator
            }
        };
        let kind = if quote == b'"' { TokenKind::StringLiteral } else { TokenKind::CharLiteral };
        match end {
            Some((end, true)) => self.literal_suffix(kind, start, end, spliced),
            unterminated => {
                let end = self.before_trailing_splices(quote_pos + 1, unterminated.map_or(n, |(e, _)| e));
                self.problem(LexProblemKind::MissingTerminatingQuote(quote), start);
                let flags = TokenFlags::ERROR | if self.has_splice(start, end) { TokenFlags::SPLICED } else { 0 };
                self.push(kind, start, end, flags)
            }
        }
    }

    /// Pushes a terminated literal `start..end`, with its ud-suffix if one follows.
    #[inline(always)]
    fn literal_suffix(&mut self, kind: TokenKind, start: usize, end: usize, mut spliced: bool) -> usize {
        let (_, pos) = self.peek(end);
        let (first, split) = self.ident_char_len(pos, false);
        let mut flags = 0;
        let mut end = end;
        if first > 0 {
            spliced |= split || pos != end;
            end = self.ident_end(pos + first, &mut spliced, &mut false);
            flags |= TokenFlags::UD_SUFFIX;
        }
        if spliced {
            flags |= TokenFlags::SPLICED;
        }
        self.push(kind, start, end, flags)
    }

    /// A raw string from `start` (its prefix) whose prefix ends at `prefix_end` and whose
    /// quote is at `quote_pos`.
    fn raw_string(&mut self, start: usize, prefix_end: usize, quote_pos: usize, prefix_spliced: bool) -> usize {
        let b = self.src;
        let n = b.len();
        let d_start = quote_pos + 1;
        let mut j = d_start;
        let bad = loop {
            match b.get(j) {
                None => break Some((LexProblemKind::UnterminatedRawString, start)),
                Some(b'(') => break None,
                Some(&c) => {
                    if j - d_start == 16 {
                        // g++ points at the seventeenth character.
                        break Some((LexProblemKind::RawDelimiterTooLong, j));
                    }
                    if class::is_newline(c) {
                        break Some((LexProblemKind::RawDelimiterNewline, j));
                    }
                    if !is_raw_delimiter_char(c) {
                        break Some((LexProblemKind::RawDelimiterInvalidChar(c), j));
                    }
                    j += 1;
                }
            }
        };
        if let Some((why, at)) = bad {
            // g++ then lexes the prefix as an identifier and the quote as an ordinary string.
            self.problem(why, at);
            let flags = TokenFlags::ERROR | if prefix_spliced { TokenFlags::SPLICED } else { 0 };
            return self.push(TokenKind::Identifier, start, prefix_end, flags);
        }
        let spliced = prefix_spliced || quote_pos != prefix_end;
        let splice_flag = if spliced { TokenFlags::SPLICED } else { 0 };
        let delimiter = &b[d_start..j];
        let mut p = j + 1;
        let mut nul_reported = false;
        loop {
            let q = self.k.find_literal_stop(b, p, b')');
            if q >= n {
                self.problem(LexProblemKind::UnterminatedRawString, start);
                return self.push(TokenKind::RawStringLiteral, start, n, TokenFlags::ERROR | splice_flag);
            }
            if b[q] == b')' && b[q + 1..].starts_with(delimiter) && b.get(q + 1 + delimiter.len()) == Some(&b'"') {
                return self.literal_suffix(TokenKind::RawStringLiteral, start, q + 2 + delimiter.len(), spliced);
            }
            if b[q] == 0 && !nul_reported {
                nul_reported = true;
                self.problem(LexProblemKind::NulInLiteral, start);
            }
            p = q + 1;
        }
    }

    /// `<...>` or `"..."` closed on the same logical line, after `#include`.
    #[inline(always)]
    fn header_name(&mut self, start: usize, close: u8) -> Option<usize> {
        let mut i = start + 1;
        let mut spliced = false;
        loop {
            let (c, pos) = self.peek(i);
            if pos >= self.src.len() || class::is_newline(c) {
                return None;
            }
            spliced |= pos != i;
            i = pos + 1;
            if c == close {
                let flags = if spliced { TokenFlags::SPLICED } else { 0 };
                return Some(self.push(TokenKind::HeaderName, start, i, flags));
            }
        }
    }

    /// A `/`: a comment or a punctuator.
    #[inline(always)]
    fn slash(&mut self, start: usize) -> usize {
        let (c1, pos) = self.peek(start + 1);
        let (end, terminated) = match c1 {
            b'/' => (self.k.line_comment_end(self.src, pos + 1), true),
            b'*' => match self.k.block_comment_end(self.src, pos + 1) {
                Some(end) => (end, true),
                None => {
                    self.problem(LexProblemKind::UnterminatedComment, start);
                    (self.src.len(), false)
                }
            },
            _ => return self.punct(start),
        };
        if self.keep_comments {
            // A line comment and an unterminated block comment are cut by a line end or the
            // end of the file.
            let cut = c1 == b'/' || !terminated;
            self.comment_token(start, pos + 1, end, cut, terminated);
        }
        self.pending |= TokenFlags::LEADING_SPACE;
        end
    }

    /// Pushes a kept comment `start..end` (its text from `body`). A comment cut by a line end
    /// or the end of the file does not take the splices in front of it. A comment token
    /// takes a copy of the pending flags, so that the next token's flags are the same as
    /// when comments are white space.
    #[cold]
    fn comment_token(&mut self, start: usize, body: usize, end: usize, cut: bool, terminated: bool) {
        let end = if cut { self.before_trailing_splices(body, end) } else { end };
        let mut flags = self.pending;
        if self.has_splice(start, end) {
            flags |= TokenFlags::SPLICED;
        }
        if !terminated {
            flags |= TokenFlags::ERROR;
        }
        self.out.push(TokenKind::Comment, start as u32, end as u32, TokenFlags(flags));
    }

    #[inline(always)]
    fn single(&mut self, start: usize) -> usize {
        let kind = SINGLE[self.src[start] as usize];
        self.push(kind, start, start + 1, 0)
    }

    /// A punctuator of one or more characters: the longest match (C++23 plus digraphs and
    /// CUDA's `<<<` / `>>>`), with `<::` split as the standard says.
    #[inline(always)]
    fn punct(&mut self, start: usize) -> usize {
        use TokenKind::*;
        let c0 = self.src[start];
        let (c1, p1) = self.peek(start + 1);
        // `X` followed by `second` is `two`, else `X` alone is `one`.
        let either = |second: u8, two: TokenKind, one: TokenKind| if c1 == second { (two, p1) } else { (one, start) };
        // The kind, and the position of the last character taken.
        let (kind, last) = match c0 {
            b':' => match c1 {
                b':' => (ColonColon, p1),
                b'>' => (RBracket, p1),
                _ => (Colon, start),
            },
            b'.' => match c1 {
                b'*' => (DotStar, p1),
                b'.' => {
                    let (c2, p2) = self.peek(p1 + 1);
                    if c2 == b'.' {
                        (Ellipsis, p2)
                    } else {
                        (Dot, start)
                    }
                }
                _ => (Dot, start),
            },
            b'-' => match c1 {
                b'>' => {
                    let (c2, p2) = self.peek(p1 + 1);
                    if c2 == b'*' {
                        (ArrowStar, p2)
                    } else {
                        (Arrow, p1)
                    }
                }
                b'-' => (MinusMinus, p1),
                b'=' => (MinusEq, p1),
                _ => (Minus, start),
            },
            b'+' => match c1 {
                b'+' => (PlusPlus, p1),
                b'=' => (PlusEq, p1),
                _ => (Plus, start),
            },
            b'*' => either(b'=', StarEq, Star),
            b'/' => either(b'=', SlashEq, Slash),
            b'^' => either(b'=', CaretEq, Caret),
            b'=' => either(b'=', EqEq, Eq),
            b'!' => either(b'=', BangEq, Bang),
            b'#' => either(b'#', HashHash, Hash),
            b'&' => match c1 {
                b'&' => (AmpAmp, p1),
                b'=' => (AmpEq, p1),
                _ => (Amp, start),
            },
            b'|' => match c1 {
                b'|' => (PipePipe, p1),
                b'=' => (PipeEq, p1),
                _ => (Pipe, start),
            },
            b'%' => match c1 {
                b'=' => (PercentEq, p1),
                b'>' => (RBrace, p1),
                b':' => {
                    let (c2, p2) = self.peek(p1 + 1);
                    let (c3, p3) = if c2 == b'%' { self.peek(p2 + 1) } else { (0, p2) };
                    if c2 == b'%' && c3 == b':' {
                        (HashHash, p3)
                    } else {
                        (Hash, p1)
                    }
                }
                _ => (Percent, start),
            },
            b'<' => match c1 {
                b'<' => {
                    let (c2, p2) = self.peek(p1 + 1);
                    match c2 {
                        b'<' => (LaunchOpen, p2),
                        b'=' => (LessLessEq, p2),
                        _ => (LessLess, p1),
                    }
                }
                b'=' => {
                    let (c2, p2) = self.peek(p1 + 1);
                    if c2 == b'>' {
                        (Spaceship, p2)
                    } else {
                        (LessEq, p1)
                    }
                }
                b'%' => (LBrace, p1),
                b':' => {
                    // `<::` is `<` `::` unless the next character is `:` or `>`.
                    let (c2, p2) = self.peek(p1 + 1);
                    if c2 == b':' {
                        let (c3, _) = self.peek(p2 + 1);
                        if c3 == b':' || c3 == b'>' {
                            (LBracket, p1)
                        } else {
                            (Less, start)
                        }
                    } else {
                        (LBracket, p1)
                    }
                }
                _ => (Less, start),
            },
            b'>' => match c1 {
                b'>' => {
                    let (c2, p2) = self.peek(p1 + 1);
                    match c2 {
                        b'>' => (LaunchClose, p2),
                        b'=' => (GreaterGreaterEq, p2),
                        _ => (GreaterGreater, p1),
                    }
                }
                b'=' => (GreaterEq, p1),
                _ => (Greater, start),
            },
            _ => return self.other(start, 1, LexProblemKind::StrayCharacter),
        };
        let end = last + 1;
        // Every punctuator character is one byte: more bytes than characters means a splice.
        let chars = punct_len(kind, self.src[start]);
        let flags = if end - start != chars { TokenFlags::SPLICED } else { 0 };
        self.push(kind, start, end, flags)
    }
}

/// The number of characters of a punctuator of `kind` whose first character is `first`
/// (digraphs differ in length from the token they stand for).
#[inline(always)]
fn punct_len(kind: TokenKind, first: u8) -> usize {
    use TokenKind::*;
    match kind {
        LBracket | RBracket | LBrace | RBrace if first != b'[' && first != b']' && first != b'{' && first != b'}' => 2,
        Hash if first == b'%' => 2,
        HashHash if first == b'%' => 4,
        Ellipsis | ArrowStar | LaunchOpen | LaunchClose | LessLessEq | GreaterGreaterEq | Spaceship => 3,
        ColonColon | DotStar | Arrow | MinusMinus | MinusEq | PlusPlus | PlusEq | StarEq | SlashEq | CaretEq | EqEq
        | BangEq | HashHash | AmpAmp | AmpEq | PipePipe | PipeEq | PercentEq | LessLess | LessEq | GreaterGreater
        | GreaterEq => 2,
        _ => 1,
    }
}
