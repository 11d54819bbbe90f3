//! What the lexer met that g++ -E (nvcc's preprocessor) or the front end reports.
//! Data, not output: the preprocessor decides which to report (a problem inside a skipped
//! `#if 0` block, or a stray token that is never parsed, is not the front end's business),
//! and the diagnostics engine renders them.

use crate::diag::Severity;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LexProblemKind {
    /// `/*` without `*/`.
    UnterminatedComment,
    /// A character (`'`) or string (`"`) literal cut by a line end or the end of the file.
    MissingTerminatingQuote(u8),
    UnterminatedRawString,
    /// A character that may not appear in a raw string delimiter.
    RawDelimiterInvalidChar(u8),
    /// A line terminator inside a raw string delimiter.
    RawDelimiterNewline,
    RawDelimiterTooLong,
    /// NUL bytes outside literals (white space).
    NulIgnored,
    /// NUL bytes inside a literal (kept); reported at the literal, as g++ does.
    NulInLiteral,
    /// A line splice with white space between the backslash and the line terminator.
    SpaceInSplice,
    /// `''` inside a pp-number (g++ reports it at the number).
    AdjacentDigitSeparators,
    /// A byte that starts no token (`Other`); reported by the front end where parsed.
    StrayCharacter,
    /// Bytes that are not valid UTF-8 outside comments and literals (an `Other` token).
    InvalidUtf8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LexProblem {
    pub kind: LexProblemKind,
    /// Byte offset the diagnostic points at.
    pub offset: u32,
}

impl LexProblemKind {
    pub fn severity(self) -> Severity {
        use LexProblemKind::*;
        match self {
            UnterminatedComment
            | UnterminatedRawString
            | RawDelimiterInvalidChar(_)
            | RawDelimiterNewline
            | RawDelimiterTooLong
            | StrayCharacter
            | InvalidUtf8
            | AdjacentDigitSeparators => Severity::Error,
            MissingTerminatingQuote(_) | NulIgnored | NulInLiteral | SpaceInSplice => Severity::Warning,
        }
    }

    /// Whether nvcc's preprocessor (g++ -E) reports the problem wherever it is, even in a
    /// skipped `#if 0` block (observed with g++ 12 for every kind but these two). Stray bytes
    /// and invalid UTF-8 are reported by the front end only where it parses them, so until a
    /// later stage knows that, they are not reported at all.
    pub fn is_reported_by_preprocessor(self) -> bool {
        !matches!(self, LexProblemKind::StrayCharacter | LexProblemKind::InvalidUtf8)
    }

    /// The message in the words of the tool that reports it: g++'s preprocessor for the
    /// phase 1–3 problems (nvcc prints them as they are), EDG's "unrecognized token" (EC7)
    /// for bytes that start no token.
    pub fn message(self) -> String {
        use LexProblemKind::*;
        match self {
            UnterminatedComment => "unterminated comment".into(),
            MissingTerminatingQuote(q) => format!("missing terminating {} character", q as char),
            UnterminatedRawString => "unterminated raw string".into(),
            // g++ prints the character itself (a tab as a tab).
            RawDelimiterInvalidChar(c) if c.is_ascii() => {
                format!("invalid character '{}' in raw string delimiter", c as char)
            }
            RawDelimiterInvalidChar(c) => format!("invalid character '\\x{c:02x}' in raw string delimiter"),
            RawDelimiterNewline => "invalid new-line in raw string delimiter".into(),
            RawDelimiterTooLong => "raw string delimiter longer than 16 characters".into(),
            NulIgnored => "null character(s) ignored".into(),
            NulInLiteral => "null character(s) preserved in literal".into(),
            SpaceInSplice => "backslash and newline separated by space".into(),
            AdjacentDigitSeparators => "adjacent digit separators".into(),
            StrayCharacter | InvalidUtf8 => "unrecognized token".into(),
        }
    }
}
