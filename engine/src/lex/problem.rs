//! What the lexer met that g++ -E (nvcc's preprocessor) or the front end reports.
//! Data, not output: the preprocessor decides which to report (a problem inside a skipped
//! `#if 0` block, or a stray token that is never parsed, is not the front end's business),
//! and the diagnostics engine renders them.

use crate::diag::template::{expand, no_labels, Style};
use crate::diag::{Arg, DiagId, DiagSink, Severity};
use crate::source::{FileId, Loc};

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

impl LexProblem {
    /// Reports the problem, found in `file`, through the sink.
    pub fn report(&self, sink: &mut DiagSink<'_>, file: FileId) {
        let (id, args) = self.kind.diagnostic();
        let mut builder = sink.report(id, Some(Loc { file, offset: self.offset }));
        for a in args {
            builder = builder.arg(a);
        }
    }
}

impl LexProblemKind {
    /// Whether nvcc's preprocessor (g++ -E) reports the problem wherever it is, even in a
    /// skipped `#if 0` block (observed with g++ 12 for every kind but these two). Stray bytes
    /// and invalid UTF-8 are reported by the front end only where it parses them, so until a
    /// later stage knows that, they are not reported at all.
    pub fn is_reported_by_preprocessor(self) -> bool {
        !matches!(self, LexProblemKind::StrayCharacter | LexProblemKind::InvalidUtf8)
    }

    /// The catalog entry that reports the problem, and its fill-ins.
    pub fn diagnostic(self) -> (DiagId, Vec<Arg>) {
        use LexProblemKind::*;
        let char_arg = |c: u8| {
            // g++ prints the character itself (a tab as a tab).
            Arg::Str(if c.is_ascii() { (c as char).to_string() } else { format!("\\x{c:02x}") })
        };
        match self {
            UnterminatedComment => (DiagId::UnterminatedComment, vec![]),
            MissingTerminatingQuote(q) => (DiagId::MissingTerminatingQuote, vec![char_arg(q)]),
            UnterminatedRawString => (DiagId::UnterminatedRawString, vec![]),
            RawDelimiterInvalidChar(c) => (DiagId::RawDelimiterInvalidChar, vec![char_arg(c)]),
            RawDelimiterNewline => (DiagId::RawDelimiterNewline, vec![]),
            RawDelimiterTooLong => (DiagId::RawDelimiterTooLong, vec![]),
            NulIgnored => (DiagId::NulIgnored, vec![]),
            NulInLiteral => (DiagId::NulInLiteral, vec![]),
            SpaceInSplice => (DiagId::SpaceInSplice, vec![]),
            AdjacentDigitSeparators => (DiagId::AdjacentDigitSeparators, vec![]),
            StrayCharacter | InvalidUtf8 => (DiagId::UnrecognizedToken, vec![]),
        }
    }

    /// The message, in the catalog's words.
    pub fn message(self) -> String {
        let (id, args) = self.diagnostic();
        let style = Style { current_file: "", labels: &no_labels, color: false };
        expand(id.entry().template, &args, &style).unwrap_or_else(|_| id.entry().template.to_string())
    }

    /// The severity, from the catalog.
    pub fn severity(self) -> Severity {
        self.diagnostic().0.entry().severity
    }
}
