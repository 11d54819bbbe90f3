//! Tokens as parallel arrays: kind, start, end and flags, indexed by a 32-bit token index.

/// The kind of a preprocessing token. One byte, so that later stages can scan the kind array
/// itself (e.g. for `{` `}` `;` when skipping bodies).
///
/// Digraphs have the kind of the token they stand for (`<:` is `LBracket`); the spelling is
/// always the source bytes of the token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum TokenKind {
    /// End of input: one per token array, zero length, at the end of the file.
    Eof = 0,
    Identifier,
    /// A pp-number: `.?digit` followed by identifier characters, `.`, digit separators and
    /// exponent signs (`1e+5`, `0x1p-3`, `1'000`, `12_km`).
    Number,
    /// A character literal with any encoding prefix and an optional ud-suffix.
    CharLiteral,
    /// A string literal with any encoding prefix and an optional ud-suffix.
    StringLiteral,
    /// A raw string literal (`R"d(...)d"` with any encoding prefix); no splicing inside.
    RawStringLiteral,
    /// `<...>` or `"..."` directly after `#include`, `#include_next` or `#import`.
    HeaderName,
    /// A `//` or `/* */` comment; only produced when comments are kept.
    Comment,
    /// A byte that starts no other token (`@`, `` ` ``, a stray `\`, control bytes, invalid
    /// UTF-8). Always flagged `ERROR`.
    Other,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    LParen,
    RParen,
    Semi,
    Colon,
    ColonColon,
    Ellipsis,
    Question,
    Dot,
    DotStar,
    Arrow,
    ArrowStar,
    Tilde,
    Bang,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Caret,
    Amp,
    Pipe,
    Eq,
    PlusEq,
    MinusEq,
    StarEq,
    SlashEq,
    PercentEq,
    CaretEq,
    AmpEq,
    PipeEq,
    EqEq,
    BangEq,
    Less,
    Greater,
    LessEq,
    GreaterEq,
    Spaceship,
    AmpAmp,
    PipePipe,
    LessLess,
    GreaterGreater,
    LessLessEq,
    GreaterGreaterEq,
    PlusPlus,
    MinusMinus,
    Comma,
    Hash,
    HashHash,
    /// `<<<`, the CUDA launch opener. The parser splits it where C++ needs `<<` `<`.
    LaunchOpen,
    /// `>>>`, the CUDA launch closer. The parser splits it where templates need `>`.
    LaunchClose,
}

impl TokenKind {
    /// A short lower-case name, as `cufront tokens` prints it.
    pub fn name(self) -> &'static str {
        use TokenKind::*;
        match self {
            Eof => "eof",
            Identifier => "identifier",
            Number => "number",
            CharLiteral => "char",
            StringLiteral => "string",
            RawStringLiteral => "raw-string",
            HeaderName => "header-name",
            Comment => "comment",
            Other => "other",
            _ => "punct",
        }
    }

    /// The canonical spelling of a punctuator (`<:` is spelled `[`), or `None` for other
    /// kinds.
    pub fn spelling(self) -> Option<&'static str> {
        use TokenKind::*;
        Some(match self {
            LBrace => "{",
            RBrace => "}",
            LBracket => "[",
            RBracket => "]",
            LParen => "(",
            RParen => ")",
            Semi => ";",
            Colon => ":",
            ColonColon => "::",
            Ellipsis => "...",
            Question => "?",
            Dot => ".",
            DotStar => ".*",
            Arrow => "->",
            ArrowStar => "->*",
            Tilde => "~",
            Bang => "!",
            Plus => "+",
            Minus => "-",
            Star => "*",
            Slash => "/",
            Percent => "%",
            Caret => "^",
            Amp => "&",
            Pipe => "|",
            Eq => "=",
            PlusEq => "+=",
            MinusEq => "-=",
            StarEq => "*=",
            SlashEq => "/=",
            PercentEq => "%=",
            CaretEq => "^=",
            AmpEq => "&=",
            PipeEq => "|=",
            EqEq => "==",
            BangEq => "!=",
            Less => "<",
            Greater => ">",
            LessEq => "<=",
            GreaterEq => ">=",
            Spaceship => "<=>",
            AmpAmp => "&&",
            PipePipe => "||",
            LessLess => "<<",
            GreaterGreater => ">>",
            LessLessEq => "<<=",
            GreaterGreaterEq => ">>=",
            PlusPlus => "++",
            MinusMinus => "--",
            Comma => ",",
            Hash => "#",
            HashHash => "##",
            LaunchOpen => "<<<",
            LaunchClose => ">>>",
            _ => return None,
        })
    }

    #[inline]
    pub fn is_punctuator(self) -> bool {
        self >= TokenKind::LBrace
    }

    pub fn is_literal(self) -> bool {
        matches!(
            self,
            TokenKind::Number | TokenKind::CharLiteral | TokenKind::StringLiteral | TokenKind::RawStringLiteral
        )
    }
}

/// Per-token flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TokenFlags(pub u8);

impl TokenFlags {
    /// First token of a logical line (or of the file): `#` here starts a directive.
    pub const AT_LINE_START: u8 = 1 << 0;
    /// White space or a comment precedes the token on its line.
    pub const LEADING_SPACE: u8 = 1 << 1;
    /// The token is malformed (unterminated literal, stray byte, invalid UTF-8, bad raw
    /// string delimiter); a problem was recorded for it.
    pub const ERROR: u8 = 1 << 2;
    /// The token's bytes contain a line splice: its spelling is its bytes without splices.
    pub const SPLICED: u8 = 1 << 3;
    /// A string or character literal followed directly by an identifier (a ud-suffix, or a
    /// macro that g++ does not glue, like `"%"PRId64`: the preprocessor decides).
    pub const UD_SUFFIX: u8 = 1 << 4;
    /// An identifier with a UCN or a non-ASCII character in it: its name is not its bytes
    /// as they stand (UCNs), and g++ prints it escaped. Plain ASCII identifiers, nearly all,
    /// need no second look at their bytes.
    pub const EXTENDED: u8 = 1 << 5;

    pub fn has(self, flag: u8) -> bool {
        self.0 & flag != 0
    }
}

/// The tokens of one file, as parallel arrays. Offsets are byte offsets into the file;
/// `start..end` are the token's bytes (including any line splices inside it), and the bytes
/// between one token's end and the next token's start are white space, comments (unless
/// kept as tokens) and splices only.
#[derive(Clone, Debug, Default)]
pub struct Tokens {
    pub kinds: Vec<TokenKind>,
    pub starts: Vec<u32>,
    pub ends: Vec<u32>,
    pub flags: Vec<TokenFlags>,
}

impl Tokens {
    pub fn with_capacity(n: usize) -> Tokens {
        Tokens {
            kinds: Vec::with_capacity(n),
            starts: Vec::with_capacity(n),
            ends: Vec::with_capacity(n),
            flags: Vec::with_capacity(n),
        }
    }

    /// Number of tokens, the final `Eof` included.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    #[inline]
    pub fn push(&mut self, kind: TokenKind, start: u32, end: u32, flags: TokenFlags) {
        self.kinds.push(kind);
        self.starts.push(start);
        self.ends.push(end);
        self.flags.push(flags);
    }

    /// The raw bytes of token `i` in `src`.
    pub fn bytes<'a>(&self, i: usize, src: &'a [u8]) -> &'a [u8] {
        &src[self.starts[i] as usize..self.ends[i] as usize]
    }

    pub fn reserve(&mut self, additional: usize) {
        self.kinds.reserve(additional);
        self.starts.reserve(additional);
        self.ends.reserve(additional);
        self.flags.reserve(additional);
    }

    /// The spelling of token `i`: its bytes without line splices (borrowed when it has
    /// none, as nearly every token).
    pub fn spelling<'a>(&self, i: usize, src: &'a [u8]) -> std::borrow::Cow<'a, [u8]> {
        let bytes = self.bytes(i, src);
        if !self.flags[i].has(TokenFlags::SPLICED) {
            return std::borrow::Cow::Borrowed(bytes);
        }
        let mut out = Vec::with_capacity(bytes.len());
        let mut j = 0;
        while j < bytes.len() {
            match cufront_simd::class::splice_at(bytes, j) {
                Some((len, _)) => j += len,
                None => {
                    out.push(bytes[j]);
                    j += 1;
                }
            }
        }
        std::borrow::Cow::Owned(out)
    }

    pub fn clear(&mut self) {
        self.kinds.clear();
        self.starts.clear();
        self.ends.clear();
        self.flags.clear();
    }
}

/// An appender for [`Tokens`] on the lexer's hot path: one count kept in a register and one
/// capacity check per token instead of four `Vec::push`es. The arrays' lengths are set when
/// the sink is finished; if it is dropped early they keep their old lengths (the values are
/// `Copy`, nothing leaks).
pub(crate) struct TokenSink<'a> {
    tokens: &'a mut Tokens,
    len: usize,
    cap: usize,
    kinds: *mut TokenKind,
    starts: *mut u32,
    ends: *mut u32,
    flags: *mut TokenFlags,
}

impl<'a> TokenSink<'a> {
    /// A sink appending to `tokens`, with room reserved for `expected` tokens.
    pub(crate) fn new(tokens: &'a mut Tokens, expected: usize) -> TokenSink<'a> {
        tokens.reserve(expected);
        let len = tokens.len();
        let mut sink = TokenSink {
            tokens,
            len,
            cap: 0,
            kinds: std::ptr::null_mut(),
            starts: std::ptr::null_mut(),
            ends: std::ptr::null_mut(),
            flags: std::ptr::null_mut(),
        };
        sink.refresh();
        sink
    }

    fn refresh(&mut self) {
        let t = &mut *self.tokens;
        self.cap = t.kinds.capacity().min(t.starts.capacity()).min(t.ends.capacity()).min(t.flags.capacity());
        self.kinds = t.kinds.as_mut_ptr();
        self.starts = t.starts.as_mut_ptr();
        self.ends = t.ends.as_mut_ptr();
        self.flags = t.flags.as_mut_ptr();
    }

    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        self.sync_lengths();
        let more = self.len.max(1024);
        self.tokens.reserve(more);
        self.refresh();
    }

    fn sync_lengths(&mut self) {
        let t = &mut *self.tokens;
        // SAFETY: every index below `self.len` was written by `push` (or was already
        // initialised), and `self.len <= self.cap <= capacity` of each array.
        unsafe {
            t.kinds.set_len(self.len);
            t.starts.set_len(self.len);
            t.ends.set_len(self.len);
            t.flags.set_len(self.len);
        }
    }

    #[inline(always)]
    pub(crate) fn push(&mut self, kind: TokenKind, start: u32, end: u32, flags: TokenFlags) {
        if self.len == self.cap {
            self.grow();
        }
        // SAFETY: `len < cap`, the smallest capacity of the four arrays, and the pointers
        // were taken after the last reservation.
        unsafe {
            self.kinds.add(self.len).write(kind);
            self.starts.add(self.len).write(start);
            self.ends.add(self.len).write(end);
            self.flags.add(self.len).write(flags);
        }
        self.len += 1;
    }

    /// Sets the arrays' lengths to what was pushed.
    pub(crate) fn finish(mut self) {
        self.sync_lengths();
    }
}
