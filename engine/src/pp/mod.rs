//! The preprocessor, as g++ 12 (nvcc's) implements it: a unit's files to the token stream
//! nvcc's front ends see, and to the text `g++ -E` prints.
//!
//! Stages: [`unit`] (the run: file stack, base reader, events), [`directives`], [`include`]
//! (the search; files come from the run's shared [`cache`]),
//! [`expand`] (macro expansion), [`expr`] (`#if` arithmetic), [`define`] (`#define`
//! parsing), [`macros`] (symbols and the macro table), [`output`] (the `-E` printer),
//! [`env`] (nvcc's two environments), [`features`] (`__has_attribute` and the like).

use crate::diag::{Arg, DiagId};

pub mod cache;
pub mod define;
mod directives;
pub mod env;
mod expand;
pub mod expr;
pub mod features;
mod include;
pub mod macros;
pub mod output;
mod reuse;
pub mod token;
pub mod unit;

pub use cache::{CacheStats, HeaderCache};
pub use output::Printer;
pub use reuse::{ConsumerPart, Mapping, ReuseStats, Segment};
pub use token::{PpFlags, PpKind, PpToken, Sym};
pub use unit::{Event, Options, PpDiagnostic, PpStats, Preprocessor, SearchDir};

/// A problem the preprocessor found, as a catalog diagnostic at a byte offset of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpProblem {
    pub id: DiagId,
    pub args: Vec<Arg>,
    pub offset: u32,
}

/// Whether an identifier's spelling holds a UCN or a non-ASCII character (the lexer's
/// `EXTENDED`, for identifiers it did not lex itself: a split-off suffix, a pasted name).
pub fn is_extended(spelling: &[u8]) -> bool {
    spelling.iter().any(|&b| b == b'\\' || b >= 0x80)
}

/// An identifier's spelling for the symbol table: UCNs (`\u00e9`, `\U000000E9`) become
/// UTF-8, so that `caf\u00e9` and `café` are the same identifier, as in g++.
pub fn identifier_spelling(s: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    if !s.contains(&b'\\') {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let digits = match (s[i], s.get(i + 1)) {
            (b'\\', Some(b'u')) => 4,
            (b'\\', Some(b'U')) => 8,
            _ => 0,
        };
        let hex = s.get(i + 2..i + 2 + digits).and_then(|h| std::str::from_utf8(h).ok());
        match hex.and_then(|h| u32::from_str_radix(h, 16).ok()).and_then(char::from_u32) {
            Some(c) if digits > 0 => {
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                i += 2 + digits;
            }
            _ => {
                out.push(s[i]);
                i += 1;
            }
        }
    }
    std::borrow::Cow::Owned(out)
}
