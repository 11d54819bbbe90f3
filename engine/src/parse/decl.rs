//! Namespace-scope declarations (seed 004's decls.c at its outermost level): the unit split
//! into its declarations, namespaces and linkage blocks entered, function bodies skipped by
//! their braces' partners.
//!
//! At this stage a declaration is read for its extent only: from its first token to the `;`
//! that ends it, or to the `}` of a function body. The parser reports a syntax error only
//! where it is certain of it — a `}` that closes nothing where a declaration must start
//! (EC169), a `{` still open at the end of the unit (EC67) — and counts every place where it
//! cannot be certain yet (`ParseStats::uncertain`), so that code nvcc accepts is never
//! reported.

use super::keyword::Kw;
use super::prescan::Brackets;
use super::tokens::Tokens;
use crate::diag::{Arg, DiagId, DiagSink};
use crate::lex::TokenKind;

/// What a unit's parse found, for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ParseStats {
    /// Declarations at namespace scope (empty ones not counted).
    pub declarations: u64,
    /// Function definitions whose bodies were skipped.
    pub function_bodies: u64,
    /// Tokens inside skipped function bodies.
    pub skipped_tokens: u64,
    pub namespaces: u64,
    pub linkage_blocks: u64,
    /// Places where the parser could not be certain of the syntax and stayed silent.
    pub uncertain: u64,
    pub syntax_errors: u64,
}

struct Parser<'t, 's, 'h> {
    tokens: &'t Tokens,
    brackets: &'t Brackets,
    sink: &'s mut DiagSink<'h>,
    stats: ParseStats,
    /// The `{` of each open namespace and linkage block.
    scopes: Vec<usize>,
    /// Whether the parser knows that a declaration starts at the current token: false after
    /// a declaration whose end it could not place.
    certain: bool,
}

/// Parses a unit's declarations, reporting syntax errors through `sink`.
pub fn parse_unit(tokens: &Tokens, brackets: &Brackets, sink: &mut DiagSink<'_>) -> ParseStats {
    let mut p = Parser { tokens, brackets, sink, stats: ParseStats::default(), scopes: Vec::new(), certain: true };
    p.translation_unit();
    p.stats
}

impl Parser<'_, '_, '_> {
    #[inline]
    fn kind(&self, i: usize) -> TokenKind {
        self.tokens.kind.get(i).copied().unwrap_or(TokenKind::Eof)
    }

    #[inline]
    fn keyword(&self, i: usize) -> Option<Kw> {
        if i < self.tokens.len() {
            self.tokens.keyword(i)
        } else {
            None
        }
    }

    /// The declarations of the unit, at namespace scope, from token 0 to the end.
    fn translation_unit(&mut self) {
        let mut i = 0;
        loop {
            match self.kind(i) {
                TokenKind::Eof => {
                    self.end_of_unit(i);
                    return;
                }
                TokenKind::Semi => {
                    i += 1;
                    self.certain = true;
                }
                TokenKind::RBrace => {
                    match self.scopes.last() {
                        Some(&open) if self.brackets.partner(open) == Some(i) => {
                            self.scopes.pop();
                            self.certain = true;
                        }
                        _ if self.brackets.partner(i).is_none() && self.certain => {
                            // A `}` that closes nothing, where a declaration must start.
                            self.error(DiagId::ExpectedDeclaration, i);
                        }
                        _ => self.stats.uncertain += 1,
                    }
                    i += 1;
                }
                _ => i = self.declaration(i),
            }
        }
    }

    /// Reads the declaration that starts at `i` (or enters the namespace or linkage block
    /// it opens); returns where the next one starts.
    fn declaration(&mut self, i: usize) -> usize {
        match self.keyword(i) {
            Some(Kw::Namespace) => return self.namespace(i),
            Some(Kw::Extern)
                if self.kind(i + 1) == TokenKind::StringLiteral && self.kind(i + 2) == TokenKind::LBrace =>
            {
                self.stats.linkage_blocks += 1;
                self.scopes.push(i + 2);
                return i + 3;
            }
            _ => {}
        }
        self.stats.declarations += 1;
        self.certain = true;
        // Walk to the `;` at this level, over bracketed groups; a `{` is a function body
        // only where nothing else can open one.
        let (mut class_or_init, mut j) = (false, i);
        loop {
            let k = self.kind(j);
            match k {
                TokenKind::Semi => return j + 1,
                TokenKind::Eof => return j,
                // `= {…}`, a lambda, `= default`; not `operator=`.
                TokenKind::Eq if self.keyword(j.wrapping_sub(1)) != Some(Kw::Operator) => class_or_init = true,
                TokenKind::LParen | TokenKind::LBracket => match self.brackets.partner(j) {
                    Some(close) => {
                        j = close + 1;
                        continue;
                    }
                    // Unbalanced: nvcc reports where the parse breaks; not modelled yet.
                    None => return self.give_up(j),
                },
                TokenKind::LBrace => {
                    let Some(close) = self.brackets.partner(j) else { return self.give_up(j) };
                    if !class_or_init && j > i && self.kind(j - 1) == TokenKind::RParen {
                        self.stats.function_bodies += 1;
                        self.stats.skipped_tokens += (close - j - 1) as u64;
                        return close + 1;
                    }
                    if !class_or_init {
                        // A body after `const`, `-> T`, `try` …, or a brace the parser does
                        // not place yet: read on to the `;`, without claiming anything.
                        self.stats.uncertain += 1;
                    }
                    j = close + 1;
                    continue;
                }
                // The end of the enclosing brace without a `;`: after a body the parser did
                // not place, or in code it does not model. The caller closes the scope.
                TokenKind::RBrace if self.brackets.partner(j).is_some() => {
                    self.stats.uncertain += 1;
                    self.certain = false;
                    return j;
                }
                // A `}` that closes nothing, inside a declaration: nvcc reports what the
                // declaration lacks; not modelled yet, and the `}` is left to the caller.
                TokenKind::RBrace => {
                    self.stats.uncertain += 1;
                    self.certain = false;
                    return j;
                }
                TokenKind::RParen | TokenKind::RBracket => return self.give_up(j),
                TokenKind::Identifier => {
                    // A class key opens a class body, unless it names a template parameter
                    // or an elaborated type in a template's arguments (`template <class T>`,
                    // `X<struct S>`, `template <template <class> class C>`).
                    let key = matches!(
                        self.keyword(j),
                        Some(Kw::Class | Kw::Struct | Kw::Union | Kw::Enum | Kw::Concept | Kw::Requires)
                    );
                    let in_angles =
                        j > i && matches!(self.kind(j - 1), TokenKind::Less | TokenKind::Comma | TokenKind::Greater);
                    if key && !in_angles {
                        class_or_init = true;
                    }
                }
                _ => {}
            }
            j += 1;
        }
    }

    /// `namespace` …: a namespace definition (entered) or an alias (read to its `;`).
    fn namespace(&mut self, i: usize) -> usize {
        let mut j = i + 1;
        loop {
            match self.kind(j) {
                TokenKind::LBrace => {
                    self.stats.namespaces += 1;
                    self.scopes.push(j);
                    return j + 1;
                }
                TokenKind::Semi => {
                    self.stats.declarations += 1;
                    return j + 1;
                }
                TokenKind::Identifier | TokenKind::ColonColon | TokenKind::Eq => j += 1,
                TokenKind::LParen | TokenKind::LBracket => match self.brackets.partner(j) {
                    // `__attribute__((…))` and `[[…]]` on the namespace.
                    Some(close) => j = close + 1,
                    None => return self.give_up(j),
                },
                _ => return self.give_up(j),
            }
        }
    }

    /// Something the parser does not model at `j`: silence until the next certain point
    /// (the end of the current brace, or of the unit).
    fn give_up(&mut self, j: usize) -> usize {
        self.stats.uncertain += 1;
        self.certain = false;
        // Resume after the next `;` at this level, or at the `}` that closes the scope.
        let mut k = j + 1;
        loop {
            match self.kind(k) {
                TokenKind::Eof => return k,
                TokenKind::Semi => return k + 1,
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => match self.brackets.partner(k) {
                    Some(close) => k = close + 1,
                    None => k += 1,
                },
                TokenKind::RBrace => {
                    // Whether it closes the scope or nothing, the caller decides; but a
                    // stray `}` here is not certainly where a declaration starts.
                    if self.brackets.partner(k).is_none() {
                        k += 1;
                        continue;
                    }
                    return k;
                }
                _ => k += 1,
            }
        }
    }

    /// The end of the unit: a namespace or linkage brace still open, or a function body's
    /// (the prescan found its `{` without a partner).
    fn end_of_unit(&mut self, eof: usize) {
        let open_brace =
            self.brackets.unbalanced.iter().rev().map(|&b| b as usize).find(|&b| self.kind(b) == TokenKind::LBrace);
        let Some(open) = open_brace else { return };
        // The last token of the unit: the oracle gives its line.
        let last = eof.saturating_sub(1);
        self.stats.syntax_errors += 1;
        let at = self.tokens.at[last];
        let note_at = self.tokens.at[open];
        self.sink
            .report(DiagId::ExpectedRBrace, Some(at))
            .at_end_of_source()
            .note(DiagId::NoteToMatchThis, Some(note_at), vec![Arg::Str("{".into())])
            .emit();
    }

    fn error(&mut self, id: DiagId, i: usize) {
        self.stats.syntax_errors += 1;
        let at = self.tokens.at[i];
        self.sink.report(id, Some(at)).emit();
    }
}
