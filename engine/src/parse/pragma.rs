//! The unit's diagnostic pragmas as nvcc's front ends read them: `#pragma nv_diag_suppress /
//! nv_diag_remark / nv_diag_warning / nv_diag_error / nv_diag_default / nv_diag_once LIST` and
//! `#pragma nv_diagnostic push / pop`, turned into the changes diag::control applies by
//! position, with the warnings nvcc gives about malformed ones. The legacy spellings
//! (`diag_suppress` …) are ignored, as nvcc now ignores them.
//!
//! What the oracle showed (corpus/cases/diag/pragma_forms.cu):
//! - LIST is items separated by `,`; an item is a number (a C integer literal: `0xb1` is 177,
//!   `0177` is 127) or a tag. Each item is applied as it is read.
//! - A number nvcc has no diagnostic for: "invalid error number" (#1222) at it; a name that
//!   is no tag: "invalid error tag" (#1223). cufront knows every number nvcc has, but not
//!   every tag: it reports only names that cannot be tags (`EC177`, SARIF's rule ids).
//! - Anything else where an item belongs: "expected an error number or error tag" (#1224)
//!   there; after an item, anything but `,` or the end of the line: `expected a ","` (#253)
//!   there. Either ends the list.
//! - A list that ends where an item belongs (`nv_diag_suppress` alone, `177,`) gets #1224 and
//!   #253 at the end of the line, and nvcc's front ends then read nothing more of the unit's
//!   code (later pragmas are still checked).
//! - `nv_diagnostic` needs `push` or `pop` next (#3184 otherwise, at that token); more words
//!   after it are ignored. A `pop` with no `push` gets #3185 at the end of the line.
//!
//! The warnings are placed in the printed pragma line (`#pragma ` and the pragma's text, as
//! `g++ -E` prints it), which is where nvcc's front ends read it.

use super::declarator::parse_integer;
use super::tokens::{Pragma, Tokens};
use crate::diag::catalog::{self, DiagId};
use crate::diag::control::{Action, DiagPragma, PragmaChange};
use crate::diag::DiagSink;
use crate::lex::{LexOptions, TokenKind};
use crate::source::{FileTable, Loc};

/// Reads the unit's diagnostic pragmas, reporting malformed ones to `sink`.
pub fn diag_pragmas(tokens: &Tokens, files: &FileTable, sink: &mut DiagSink<'_>) -> Vec<DiagPragma> {
    let mut changes = Vec::new();
    // How many `push`es are open, for a `pop` to match.
    let mut pushed = 0usize;
    for pragma in &tokens.pragmas {
        if pragma.text.starts_with(b"nv_diag") {
            Reader::new(pragma, files, sink).read(&mut changes, &mut pushed);
        }
    }
    changes
}

/// One pragma's words, as the lexer splits its text.
struct Reader<'p, 's, 'h> {
    pragma: &'p Pragma,
    /// The source bytes at the pragma's first word, when they spell its text as printed:
    /// then a word's own column is known too.
    verbatim: Option<Loc>,
    words: crate::lex::Lexed,
    sink: &'s mut DiagSink<'h>,
}

impl<'p, 's, 'h> Reader<'p, 's, 'h> {
    fn new(pragma: &'p Pragma, files: &FileTable, sink: &'s mut DiagSink<'h>) -> Reader<'p, 's, 'h> {
        let verbatim = pragma.at.filter(|at| {
            let src = files.get(at.file).bytes();
            src.get(at.offset as usize..).is_some_and(|rest| rest.starts_with(&pragma.text))
        });
        let words = crate::lex::lex(&pragma.text, &LexOptions::default());
        Reader { pragma, verbatim, words, sink }
    }

    fn kind(&self, i: usize) -> TokenKind {
        self.words.tokens.kinds.get(i).copied().unwrap_or(TokenKind::Eof)
    }

    fn word(&self, i: usize) -> &[u8] {
        match self.kind(i) {
            TokenKind::Eof => &[],
            _ => self.words.tokens.bytes(i, &self.pragma.text),
        }
    }

    fn read(&mut self, changes: &mut Vec<DiagPragma>, pushed: &mut usize) {
        let before = self.pragma.before;
        let change: fn(DiagId) -> PragmaChange = match self.word(0) {
            b"nv_diagnostic" => {
                self.push_or_pop(changes, pushed);
                return;
            }
            b"nv_diag_suppress" => |id| PragmaChange::Classify(id, Action::Suppress),
            b"nv_diag_remark" => |id| PragmaChange::Classify(id, Action::Remark),
            b"nv_diag_warning" => |id| PragmaChange::Classify(id, Action::Warn),
            b"nv_diag_error" => |id| PragmaChange::Classify(id, Action::Error),
            b"nv_diag_default" => PragmaChange::Default,
            b"nv_diag_once" => PragmaChange::Once,
            _ => return,
        };
        // `#pragma nv_diag_suppress = tag` is taken as without the `=` (the oracle).
        let mut i = if self.kind(1) == TokenKind::Eq { 2 } else { 1 };
        loop {
            match self.kind(i) {
                TokenKind::Number => match parse_integer(self.word(i)).and_then(|n| u32::try_from(n).ok()) {
                    Some(n) if catalog::is_nvcc_number(n) => {
                        // A number nvcc has but cufront never reports changes nothing.
                        if let Some(e) = catalog::find_number(n) {
                            changes.push(DiagPragma { before, change: change(e.id) });
                        }
                    }
                    Some(_) => self.warn(DiagId::InvalidErrorNumber, i),
                    // Not an integer (`1.5`, `9x`) or out of range: what nvcc says is not
                    // known, so nothing.
                    None => return,
                },
                TokenKind::Identifier => {
                    if let Some(e) = catalog::find_tag(self.word(i)) {
                        changes.push(DiagPragma { before, change: change(e.id) });
                    } else if is_rule_id(self.word(i)) {
                        self.warn(DiagId::InvalidErrorTag, i);
                    }
                }
                TokenKind::Eof => {
                    self.warn(DiagId::ExpectedErrorNumberOrTag, i);
                    self.warn(DiagId::PragmaExpectedComma, i);
                    changes.push(DiagPragma { before, change: PragmaChange::EndOfCompilation });
                    return;
                }
                _ => self.warn(DiagId::ExpectedErrorNumberOrTag, i),
            }
            match self.kind(i + 1) {
                TokenKind::Eof => return,
                TokenKind::Comma => i += 2,
                _ => {
                    self.warn(DiagId::PragmaExpectedComma, i + 1);
                    return;
                }
            }
        }
    }

    /// `nv_diagnostic push / pop`.
    fn push_or_pop(&mut self, changes: &mut Vec<DiagPragma>, pushed: &mut usize) {
        let before = self.pragma.before;
        let change = match self.word(1) {
            b"push" => {
                *pushed += 1;
                PragmaChange::Push
            }
            b"pop" => {
                match pushed.checked_sub(1) {
                    Some(left) => *pushed = left,
                    None => self.warn(DiagId::UnmatchedDiagnosticPop, 2),
                }
                PragmaChange::Pop
            }
            _ => {
                self.warn(DiagId::DiagnosticPragmaNeedsPushOrPop, 1);
                return;
            }
        };
        changes.push(DiagPragma { before, change });
    }

    /// Reports `id` at word `i` (at the end of the line past the last word).
    fn warn(&mut self, id: DiagId, i: usize) {
        let offset = match self.kind(i) {
            TokenKind::Eof => self.pragma.text.len() as u32,
            _ => self.words.tokens.starts[i],
        };
        let printed = self.pragma.printed_at(offset);
        let loc = match self.verbatim {
            Some(at) => Some(Loc { file: at.file, offset: at.offset + offset }),
            None => self.pragma.at,
        };
        self.sink.report(id, loc).printed(printed).emit();
    }
}

/// `EC177`: how SARIF names a diagnostic, never a tag.
fn is_rule_id(name: &[u8]) -> bool {
    name.len() > 2 && name.starts_with(b"EC") && name[2..].iter().all(u8::is_ascii_digit)
}
