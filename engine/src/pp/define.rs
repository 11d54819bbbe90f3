//! `#define` and `#undef`: a directive's tokens to a macro definition, checked as g++ 12
//! checks them. A definition does not copy its tokens: it names token indices of the file
//! that defines it, which the expansion engine reads in place.

use std::ops::Range;

use super::PpProblem;
use crate::diag::{Arg, DiagId};
use crate::lex::{TokenFlags, TokenKind, Tokens};

/// How a function-like macro takes extra arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variadic {
    No,
    /// `(a, ...)`: the extra arguments are `__VA_ARGS__`.
    Anonymous,
    /// `(a, rest...)` (GNU): the last parameter takes them.
    Named,
}

/// The shape of a macro.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroKind {
    Object,
    Function {
        /// Token indices of the parameter names (not `...`).
        params: Vec<u32>,
        variadic: Variadic,
    },
}

/// A macro definition, as token indices into the defining file's tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroDefinition {
    /// The name's token.
    pub name: u32,
    pub kind: MacroKind,
    /// The replacement list.
    pub body: Range<u32>,
}

/// The directive's tokens: indices `first..end` of `tokens` (after `define` or `undef`,
/// up to the end of the line), `line_end` the offset where the line ends.
#[derive(Clone, Copy, Debug)]
pub struct Directive<'a> {
    pub tokens: &'a Tokens,
    pub src: &'a [u8],
    pub first: usize,
    pub end: usize,
    pub line_end: u32,
}

impl Directive<'_> {
    fn kind(&self, i: usize) -> Option<TokenKind> {
        (i < self.end).then(|| self.tokens.kinds[i])
    }

    fn is_identifier(&self, i: usize, spelling: &[u8]) -> bool {
        self.kind(i) == Some(TokenKind::Identifier) && *self.tokens.spelling(i, self.src) == *spelling
    }

    fn offset(&self, i: usize) -> u32 {
        if i < self.end {
            self.tokens.starts[i]
        } else {
            self.line_end
        }
    }

    fn text(&self, i: usize) -> Arg {
        Arg::Str(String::from_utf8_lossy(&self.tokens.spelling(i, self.src)).into_owned())
    }
}

/// Checks the macro name at `d.first` (for `#define` and `#undef`); returns the problem.
fn check_name(d: &Directive<'_>, directive: &str) -> Option<PpProblem> {
    let problem = |id, args, offset| Some(PpProblem { id, args, offset });
    match d.kind(d.first) {
        None => problem(DiagId::NoMacroName, vec![Arg::Str(directive.into())], d.line_end),
        Some(TokenKind::Identifier) if d.is_identifier(d.first, b"defined") => {
            problem(DiagId::DefinedAsMacroName, vec![], d.offset(d.first))
        }
        Some(TokenKind::Identifier) => None,
        Some(_) => problem(DiagId::MacroNameNotIdentifier, vec![], d.offset(d.first)),
    }
}

/// Parses `#undef NAME`: the name's token index, or `None` with the problems.
pub fn parse_undef(d: &Directive<'_>, problems: &mut Vec<PpProblem>) -> Option<u32> {
    if let Some(p) = check_name(d, "undef") {
        problems.push(p);
        return None;
    }
    if d.first + 1 < d.end {
        problems.push(PpProblem {
            id: DiagId::ExtraTokensAtEndOfDirective,
            args: vec![Arg::Str("undef".into())],
            offset: d.offset(d.first + 1),
        });
    }
    Some(d.first as u32)
}

/// Parses `#define NAME[(params)] body`: the definition, or `None` when g++ rejects it.
/// Warnings and errors go to `problems`.
pub fn parse_define(d: &Directive<'_>, problems: &mut Vec<PpProblem>) -> Option<MacroDefinition> {
    if let Some(p) = check_name(d, "define") {
        problems.push(p);
        return None;
    }
    let name = d.first;
    if d.is_identifier(name, b"__VA_ARGS__") {
        problems.push(PpProblem { id: DiagId::VaArgsOutsideVariadic, args: vec![], offset: d.offset(name) });
    }
    let mut i = name + 1;
    let function_like = d.kind(i) == Some(TokenKind::LParen) && !d.tokens.flags[i].has(TokenFlags::LEADING_SPACE);
    let kind = if function_like {
        let (params, variadic, close) = parse_params(d, i, problems)?;
        i = close + 1;
        MacroKind::Function { params, variadic }
    } else {
        if i < d.end && !d.tokens.flags[i].has(TokenFlags::LEADING_SPACE) {
            problems.push(PpProblem { id: DiagId::WhitespaceAfterMacroName, args: vec![], offset: d.offset(name) });
        }
        MacroKind::Object
    };
    // Errors about the body point at the last token of the head, as g++'s do.
    let head_end = d.offset(i - 1);
    check_body(d, &kind, i..d.end, head_end, problems)?;
    Some(MacroDefinition { name: name as u32, kind, body: i as u32..d.end as u32 })
}

/// The parameter list starting at the `(` at `open`: names, variadic form, and the index
/// of the closing `)`.
fn parse_params(d: &Directive<'_>, open: usize, problems: &mut Vec<PpProblem>) -> Option<(Vec<u32>, Variadic, usize)> {
    let mut params: Vec<u32> = Vec::new();
    let mut i = open + 1;
    if d.kind(i) == Some(TokenKind::RParen) {
        return Some((params, Variadic::No, i));
    }
    loop {
        match d.kind(i) {
            None => return fail(problems, DiagId::ExpectedCloseParenBeforeEol, vec![], d.line_end),
            Some(TokenKind::Ellipsis) => {
                return match d.kind(i + 1) {
                    Some(TokenKind::RParen) => Some((params, Variadic::Anonymous, i + 1)),
                    _ => fail(problems, DiagId::ExpectedCloseParenAfterEllipsis, vec![], d.offset(i + 1)),
                };
            }
            Some(TokenKind::Identifier) => {
                let spelling = d.tokens.spelling(i, d.src);
                if params.iter().any(|&p| d.tokens.spelling(p as usize, d.src) == spelling) {
                    return fail(problems, DiagId::DuplicateMacroParameter, vec![d.text(i)], d.offset(i));
                }
                if *spelling == *b"__VA_ARGS__" {
                    problems.push(PpProblem { id: DiagId::VaArgsOutsideVariadic, args: vec![], offset: d.offset(i) });
                }
                params.push(i as u32);
                i += 1;
                match d.kind(i) {
                    Some(TokenKind::Comma) => i += 1,
                    Some(TokenKind::RParen) => return Some((params, Variadic::No, i)),
                    // GNU: `rest...` names the variadic parameter.
                    Some(TokenKind::Ellipsis) => {
                        return match d.kind(i + 1) {
                            Some(TokenKind::RParen) => Some((params, Variadic::Named, i + 1)),
                            _ => fail(problems, DiagId::ExpectedCloseParenAfterEllipsis, vec![], d.offset(i + 1)),
                        };
                    }
                    None => return fail(problems, DiagId::ExpectedCloseParenBeforeEol, vec![], d.line_end),
                    Some(_) => return fail(problems, DiagId::ExpectedParameterName, vec![d.text(i)], d.offset(i)),
                }
            }
            Some(_) => return fail(problems, DiagId::ExpectedParameterName, vec![d.text(i)], d.offset(i)),
        }
    }
}

/// The replacement list's rules: `#` takes a parameter (function-like macros), `##` is not
/// at either end, `__VA_ARGS__` and `__VA_OPT__` belong to variadic macros, `__VA_OPT__` is
/// followed by a parenthesized group.
fn check_body(
    d: &Directive<'_>,
    kind: &MacroKind,
    body: Range<usize>,
    head_end: u32,
    problems: &mut Vec<PpProblem>,
) -> Option<()> {
    let (params, variadic) = match kind {
        MacroKind::Function { params, variadic } => (Some(params), *variadic),
        MacroKind::Object => (None, Variadic::No),
    };
    let mut failed = false;
    let is_param = |i: usize| {
        params.is_some_and(|ps| ps.iter().any(|&p| d.tokens.spelling(p as usize, d.src) == d.tokens.spelling(i, d.src)))
            || (variadic == Variadic::Anonymous && d.is_identifier(i, b"__VA_ARGS__"))
            || (variadic != Variadic::No && d.is_identifier(i, b"__VA_OPT__"))
    };
    // g++ warns about __VA_ARGS__ / __VA_OPT__ as it reads the body, then checks `#`. After an
    // error inside a __VA_OPT__ group it stops reading the definition, and the rest of the
    // line is only lexed (where __VA_ARGS__ draws its warning all the same).
    let mut group_end: Option<usize> = None; // the `)` closing the __VA_OPT__ group we are in
    for i in body.clone() {
        if (failed || variadic != Variadic::Anonymous) && d.is_identifier(i, b"__VA_ARGS__") {
            problems.push(PpProblem { id: DiagId::VaArgsOutsideVariadic, args: vec![], offset: d.offset(i) });
        }
        if failed {
            continue;
        }
        if group_end == Some(i) {
            group_end = None;
        }
        if d.is_identifier(i, b"__VA_OPT__") {
            // g++ 12 accepts __VA_OPT__ in a GNU named variadic macro, with the warning.
            if variadic != Variadic::Anonymous {
                problems.push(PpProblem { id: DiagId::VaOptOutsideVariadic, args: vec![], offset: d.offset(i) });
            }
            if variadic == Variadic::No {
                continue;
            }
            if group_end.is_some() {
                problems.push(PpProblem { id: DiagId::VaOptNested, args: vec![], offset: d.offset(i) });
                failed = true;
            } else if let Some(close) = va_opt_group_close(d, i + 1, body.end) {
                let ends = [i + 2, close.saturating_sub(1)];
                if let Some(&at) = ends.iter().find(|&&j| j < close && d.kind(j) == Some(TokenKind::HashHash)) {
                    problems.push(PpProblem {
                        id: DiagId::PasteAtEitherEndOfVaOpt,
                        args: vec![],
                        offset: d.offset(at),
                    });
                    failed = true;
                }
                group_end = Some(close);
            } else {
                problems.push(PpProblem { id: DiagId::UnterminatedVaOpt, args: vec![], offset: d.offset(i) });
                failed = true;
            }
        }
    }
    if failed {
        return None;
    }
    for i in body.clone() {
        if params.is_some() && d.kind(i) == Some(TokenKind::Hash) && !(i + 1 < body.end && is_param(i + 1)) {
            problems.push(PpProblem { id: DiagId::HashNotFollowedByParameter, args: vec![], offset: head_end });
            failed = true;
        }
    }
    let paste_at_end = |i: usize| d.kind(i) == Some(TokenKind::HashHash);
    if !body.is_empty() && (paste_at_end(body.start) || paste_at_end(body.end - 1)) {
        problems.push(PpProblem { id: DiagId::PasteAtEitherEnd, args: vec![], offset: head_end });
        failed = true;
    }
    (!failed).then_some(())
}

/// Records a problem that ends the parse.
fn fail<T>(problems: &mut Vec<PpProblem>, id: DiagId, args: Vec<Arg>, offset: u32) -> Option<T> {
    problems.push(PpProblem { id, args, offset });
    None
}

/// The `)` closing the group that the `(` at `open` starts, when it comes before `end`.
fn va_opt_group_close(d: &Directive<'_>, open: usize, end: usize) -> Option<usize> {
    if d.kind(open) != Some(TokenKind::LParen) {
        return None;
    }
    let mut depth = 0usize;
    for i in open..end {
        match d.kind(i) {
            Some(TokenKind::LParen) => depth += 1,
            Some(TokenKind::RParen) => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}
