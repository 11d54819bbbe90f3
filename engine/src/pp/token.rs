//! The preprocessor's token: what flows out of macro expansion, 24 bytes, `Copy`.
//!
//! A token's spelling is a byte range of a source file or of the unit's scratch buffer (for
//! tokens the preprocessor made: stringized arguments, pasted tokens, `__LINE__`, spliced
//! spellings). Where it came from is `origin`: 0 for a token read straight from a file,
//! otherwise the macro expansion that produced it (see [`super::Expansion`]).

use crate::lex::TokenKind;
use crate::source::FileId;

/// The spelling buffer of tokens the preprocessor made.
pub const SCRATCH: u32 = u32::MAX;

pub use crate::intern::Sym;

/// Token flags of the preprocessor (a superset of the lexer's that matter after lexing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PpFlags(pub u8);

impl PpFlags {
    /// White space precedes the token (cpplib's PREV_WHITE).
    pub const LEADING_SPACE: u8 = 1 << 0;
    /// An identifier that must never be expanded: it named a macro while that macro was
    /// being expanded ([cpp.rescan]: "painted blue").
    pub const NO_EXPAND: u8 = 1 << 1;
    /// The token is the left operand of `##`.
    pub const PASTE_LEFT: u8 = 1 << 2;
    /// A macro parameter (or `__VA_OPT__` group) in a replacement list that `#` applies to.
    pub const STRINGIFY: u8 = 1 << 3;
    /// A `Padding` token that carries the white space of a source token (its
    /// `LEADING_SPACE` is that token's); without it, a padding only asks not to paste.
    pub const PADDING_SOURCE: u8 = 1 << 4;
    /// The lexer flagged the token as malformed.
    pub const ERROR: u8 = 1 << 5;
    /// The token's bytes in its file contain line splices: its spelling (without them) is in
    /// the scratch buffer, found through the preprocessor's splice table.
    pub const SPLICED: u8 = 1 << 6;
    /// An identifier read from a file with a UCN or a non-ASCII character in it (the
    /// lexer's `EXTENDED`); identifiers made in the scratch buffer are not flagged.
    pub const EXTENDED: u8 = 1 << 7;

    #[inline]
    pub fn has(self, flag: u8) -> bool {
        self.0 & flag != 0
    }
}

/// What a token of the preprocessor's stream is, beyond the lexer's kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum PpKind {
    /// A preprocessing token.
    Token,
    /// No token, only spacing information (cpplib's CPP_PADDING): how the printer and `#`
    /// decide where a space goes between tokens that come from different places.
    Padding,
    /// A parameter in a replacement list (`sym` is the parameter's index).
    Param,
    /// `__VA_OPT__(` in a replacement list.
    VaOptStart,
    /// The `)` that closes a `__VA_OPT__` group.
    VaOptEnd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PpToken {
    pub kind: TokenKind,
    pub pp: PpKind,
    pub flags: PpFlags,
    /// `FileId` of the spelling, or [`SCRATCH`].
    pub buf: u32,
    pub start: u32,
    pub end: u32,
    /// The expansion that produced the token (0: read from a file).
    pub origin: u32,
    /// The identifier's symbol; a parameter's index for `PpKind::Param`.
    pub sym: Sym,
}

impl PpToken {
    /// The token `Eof` that ends a directive, an argument or the unit.
    pub fn eof(buf: u32, at: u32) -> PpToken {
        PpToken {
            kind: TokenKind::Eof,
            pp: PpKind::Token,
            flags: PpFlags::default(),
            buf,
            start: at,
            end: at,
            origin: 0,
            sym: Sym(0),
        }
    }

    /// A padding; `source` gives it that token's white space.
    pub fn padding(source: Option<&PpToken>) -> PpToken {
        let mut t = PpToken::eof(SCRATCH, 0);
        t.pp = PpKind::Padding;
        if let Some(s) = source {
            t.flags = PpFlags(PpFlags::PADDING_SOURCE | (s.flags.0 & PpFlags::LEADING_SPACE));
        }
        t
    }

    #[inline]
    pub fn is_padding(&self) -> bool {
        self.pp == PpKind::Padding
    }

    #[inline]
    pub fn is(&self, kind: TokenKind) -> bool {
        self.pp == PpKind::Token && self.kind == kind
    }

    #[inline]
    pub fn has(&self, flag: u8) -> bool {
        self.flags.has(flag)
    }

    pub fn leading_space(&self) -> bool {
        self.flags.has(PpFlags::LEADING_SPACE)
    }

    /// The file of the spelling, when it is in one.
    pub fn file(&self) -> Option<FileId> {
        (self.buf != SCRATCH).then_some(FileId(self.buf))
    }
}
