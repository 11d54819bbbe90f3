//! Directives, as g++ 12 runs them: conditionals (also while skipping), `#define` and
//! `#undef` through [`super::define`], `#include` through [`super::include`], `#line` and
//! line markers, `#error`/`#warning`, `#pragma` (the ones the preprocessor itself obeys; the
//! rest go to the output), `#ident`.

use std::rc::Rc;
use std::sync::Arc;

use super::define::{self, Directive, MacroKind, Variadic};
use super::expr::{self, ExprToken};
use super::macros::{Macro, MacroTable, Params};
use super::reuse::MacroOp;
use super::token::{PpFlags, PpKind, PpToken, Sym};
use super::unit::{CondKind, Conditional, Event, FrameKind, Preprocessor};
use crate::diag::{Arg, DiagId, IncludedFrom};
use crate::lex::{TokenFlags, TokenKind};
use crate::source::Loc;

/// The directives g++ knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Name {
    Define,
    Undef,
    Include,
    IncludeNext,
    Import,
    If,
    Ifdef,
    Ifndef,
    Elif,
    Elifdef,
    Elifndef,
    Else,
    Endif,
    Line,
    Error,
    Warning,
    Pragma,
    Ident,
    Sccs,
    Assert,
    Unassert,
}

impl Name {
    fn of(s: &[u8]) -> Option<Name> {
        Some(match s {
            b"define" => Name::Define,
            b"undef" => Name::Undef,
            b"include" => Name::Include,
            b"include_next" => Name::IncludeNext,
            b"import" => Name::Import,
            b"if" => Name::If,
            b"ifdef" => Name::Ifdef,
            b"ifndef" => Name::Ifndef,
            b"elif" => Name::Elif,
            b"elifdef" => Name::Elifdef,
            b"elifndef" => Name::Elifndef,
            b"else" => Name::Else,
            b"endif" => Name::Endif,
            b"line" => Name::Line,
            b"error" => Name::Error,
            b"warning" => Name::Warning,
            b"pragma" => Name::Pragma,
            b"ident" => Name::Ident,
            b"sccs" => Name::Sccs,
            b"assert" => Name::Assert,
            b"unassert" => Name::Unassert,
            _ => return None,
        })
    }

    fn is_conditional(self) -> bool {
        matches!(
            self,
            Name::If
                | Name::Ifdef
                | Name::Ifndef
                | Name::Elif
                | Name::Elifdef
                | Name::Elifndef
                | Name::Else
                | Name::Endif
        )
    }
}

/// Where a directive is: its tokens `hash..end` in the current file.
#[derive(Clone, Copy, Debug)]
pub(super) struct DirectiveSpan {
    pub hash: usize,
    pub name: usize,
    pub end: usize,
    pub frame: usize,
}

impl Preprocessor<'_> {
    /// Runs the directive whose `#` is the current file's next token (cpplib's
    /// `_cpp_handle_directive`).
    #[inline(never)]
    pub(super) fn handle_directive(&mut self) {
        let Some(f) = self.frames.last() else { return };
        let hash = f.pos;
        let toks = &f.lexed.tokens;
        let mut end = hash + 1;
        while toks.kinds[end] != TokenKind::Eof && !toks.flags[end].has(TokenFlags::AT_LINE_START) {
            end += 1;
        }
        let hash_offset = toks.starts[hash];
        let span = DirectiveSpan { hash, name: hash + 1, end, frame: self.frames.len() - 1 };
        let name_kind = if span.name < end { Some(toks.kinds[span.name]) } else { None };
        let name = match name_kind {
            Some(TokenKind::Identifier) => {
                let src = self.files.get(f.file).bytes();
                Name::of(&toks.spelling(span.name, src))
            }
            _ => None,
        };
        // g++ lexes the whole line as it reads the directive: its lexical problems come first.
        let line_end = if end > 0 { toks.starts[end - 1] + 1 } else { hash_offset };
        self.flush_lex_problems(line_end.max(hash_offset));
        let saved = self.state;
        self.state.in_directive = true;
        self.state.directive_end = end;
        self.state.parsing_args = 0;
        self.state.prevent_expansion = 0;
        if let Some(f) = self.frames.last_mut() {
            f.pos = (span.name + 1).min(end);
            if !matches!(name, Some(Name::If | Name::Ifdef | Name::Ifndef)) {
                f.guard_valid = false;
            }
        }
        let skipping = self.state.skipping;
        match name {
            Some(n) if skipping && !n.is_conditional() => {}
            Some(n) => self.run_directive(n, span),
            None if skipping => {}
            None => match name_kind {
                None => {}
                Some(TokenKind::Number) => self.do_linemarker(span),
                Some(_) => {
                    let loc = self.here(span.name);
                    let text = self.token_text(span.name);
                    self.report(DiagId::InvalidDirective, loc, vec![Arg::Str(text)]);
                }
            },
        }
        self.state.in_directive = false;
        self.state.parsing_args = saved.parsing_args;
        self.state.prevent_expansion = saved.prevent_expansion;
        // Whatever the directive did not read is skipped (an #include pushed its file above).
        if let Some(f) = self.frames.get_mut(span.frame) {
            f.pos = end;
        }
    }

    fn run_directive(&mut self, n: Name, span: DirectiveSpan) {
        match n {
            Name::Define => self.do_define(span),
            Name::Undef => self.do_undef(span),
            Name::Include | Name::IncludeNext => self.do_include(n == Name::IncludeNext, false, span),
            Name::Import => {
                let loc = self.here(span.name);
                self.report(DiagId::DeprecatedDirective, loc, vec![Arg::Str("import".into())]);
                self.do_include(false, true, span)
            }
            Name::If => self.do_if(span),
            Name::Ifdef | Name::Ifndef => self.do_ifdef(n == Name::Ifndef, span),
            Name::Elif | Name::Elifdef | Name::Elifndef => self.do_elif(n, span),
            Name::Else => self.do_else(span),
            Name::Endif => self.do_endif(span),
            Name::Line => self.do_line(span),
            Name::Error | Name::Warning => self.do_diagnostic(n == Name::Error, span),
            Name::Pragma => self.do_pragma(span),
            Name::Ident | Name::Sccs => {
                // g++ prints both as `#ident STRING` on their own line.
                let text = self.directive_text(span.name + 1, span.end);
                let line = self.here(span.hash).map_or(0, |l| self.presumed_line(l));
                self.emit(Event::Ident { text, line });
            }
            Name::Assert | Name::Unassert => self.do_assert(n == Name::Assert, span),
        }
    }

    /// The spelling of token `i` of the current file.
    pub(super) fn token_text(&self, i: usize) -> String {
        let Some(f) = self.frames.last() else { return String::new() };
        let src = self.files.get(f.file).bytes();
        String::from_utf8_lossy(&f.lexed.tokens.spelling(i, src)).into_owned()
    }

    /// Tokens `from..end` of the current file spelled with one space where there was white
    /// space (cpplib's `cpp_output_line`).
    pub(super) fn directive_text(&self, from: usize, end: usize) -> Vec<u8> {
        let Some(f) = self.frames.last() else { return Vec::new() };
        let src = self.files.get(f.file).bytes();
        let mut out = Vec::new();
        for i in from..end {
            if i > from && f.lexed.tokens.flags[i].has(TokenFlags::LEADING_SPACE) {
                out.push(b' ');
            }
            out.extend_from_slice(&f.lexed.tokens.spelling(i, src));
        }
        out
    }

    /// The offset where the directive's line ends.
    fn line_end(&self, span: DirectiveSpan) -> u32 {
        let Some(f) = self.frames.last() else { return 0 };
        let last = span.end - 1;
        let after = f.lexed.tokens.ends[last] as usize;
        let src = self.files.get(f.file).bytes();
        let rest = &src[after.min(src.len())..];
        let n = rest.iter().position(|&b| b == b'\n' || b == b'\r').unwrap_or(rest.len());
        (after + n) as u32
    }

    fn directive_view(&self, _span: DirectiveSpan) -> Option<(Arc<super::unit::LexedFile>, crate::source::FileId)> {
        let f = self.frames.last()?;
        Some((Arc::clone(&f.lexed), f.file))
    }

    // ---- #define / #undef ------------------------------------------------------------------

    fn do_define(&mut self, span: DirectiveSpan) {
        let Some((lexed, file)) = self.directive_view(span) else { return };
        let line_end = self.line_end(span);
        let src = self.files.get(file).bytes();
        let d = Directive { tokens: &lexed.tokens, src, first: span.name + 1, end: span.end, line_end };
        let mut problems = Vec::new();
        let def = define::parse_define(&d, &mut problems);
        for p in problems {
            self.report(p.id, Some(Loc { file, offset: p.offset }), p.args);
        }
        let Some(def) = def else { return };
        let m = self.convert_definition(&lexed, file, &def);
        if let Some(old) = self.macros.lookup(m.name) {
            let old_macro = self.macros.get(old);
            if old_macro.builtin.is_none() {
                let same = MacroTable::same_definition(old_macro, &m, |t| self.spelling(t));
                if !same {
                    let at = m.defined_at;
                    let note = old_macro.defined_at;
                    let args = vec![self.sym_arg(m.name)];
                    self.report_line(DiagId::MacroRedefined, at, args);
                    if let (Some(n), Some(last)) = (note, self.diagnostics.last_mut()) {
                        if last.id == DiagId::MacroRedefined {
                            last.notes.push((DiagId::PreviousDefinition, n, vec![]));
                        }
                    }
                }
            }
        }
        self.define_macro(m);
    }

    /// A parsed definition as a [`Macro`]: parameters by symbol, `#`, `##` and `__VA_OPT__`
    /// folded into flags and markers.
    fn convert_definition(
        &mut self,
        lexed: &super::unit::LexedFile,
        file: crate::source::FileId,
        def: &define::MacroDefinition,
    ) -> Macro {
        let name = lexed.syms[def.name as usize];
        let params = match &def.kind {
            MacroKind::Object => None,
            MacroKind::Function { params, variadic } => {
                let mut names: Vec<Sym> = params.iter().map(|&p| lexed.syms[p as usize]).collect();
                if *variadic == Variadic::Anonymous {
                    names.push(Sym::VA_ARGS);
                }
                Some(Params { names, variadic: *variadic })
            }
        };
        let param_index = |s: Sym| params.as_ref().and_then(|p| p.names.iter().position(|&n| n == s));
        let variadic = params.as_ref().is_some_and(|p| p.variadic != Variadic::No);
        let mut body: Vec<PpToken> = Vec::with_capacity(def.body.len());
        let mut vaopt_depth: Vec<u32> = Vec::new(); // paren depth inside each open __VA_OPT__
        let mut i = def.body.start as usize;
        let end = def.body.end as usize;
        // Body tokens are read through the file-token conversion with the frame's file.
        while i < end {
            let mut t = self.file_token(i);
            let kind = lexed.tokens.kinds[i];
            if kind == TokenKind::HashHash {
                if let Some(last) = body.last_mut() {
                    last.flags.0 |= PpFlags::PASTE_LEFT;
                }
                i += 1;
                continue;
            }
            let next_is_param = |j: usize| {
                j < end
                    && lexed.tokens.kinds[j] == TokenKind::Identifier
                    && (param_index(lexed.syms[j]).is_some() || (variadic && lexed.syms[j] == Sym::VA_OPT))
            };
            if kind == TokenKind::Hash && params.is_some() && next_is_param(i + 1) {
                let space = t.flags.0 & PpFlags::LEADING_SPACE;
                i += 1;
                let s = lexed.syms[i];
                t = self.file_token(i);
                t.flags.0 = (t.flags.0 & !PpFlags::LEADING_SPACE) | space | PpFlags::STRINGIFY;
                if s == Sym::VA_OPT {
                    t.pp = PpKind::VaOptStart;
                    vaopt_depth.push(0);
                    i += 2; // `__VA_OPT__` `(`
                } else {
                    t.pp = PpKind::Param;
                    t.sym = Sym(param_index(s).unwrap_or(0) as u32);
                    i += 1;
                }
                body.push(t);
                continue;
            }
            if kind == TokenKind::Identifier {
                let s = lexed.syms[i];
                if variadic && s == Sym::VA_OPT && i + 1 < end && lexed.tokens.kinds[i + 1] == TokenKind::LParen {
                    t.pp = PpKind::VaOptStart;
                    vaopt_depth.push(0);
                    body.push(t);
                    i += 2;
                    continue;
                }
                if let Some(k) = param_index(s) {
                    t.pp = PpKind::Param;
                    t.sym = Sym(k as u32);
                }
            }
            if let Some(depth) = vaopt_depth.last_mut() {
                match kind {
                    TokenKind::LParen => *depth += 1,
                    TokenKind::RParen if *depth == 0 => {
                        vaopt_depth.pop();
                        t.pp = PpKind::VaOptEnd;
                    }
                    TokenKind::RParen => *depth -= 1,
                    _ => {}
                }
            }
            body.push(t);
            i += 1;
        }
        if let Some(first) = body.first_mut() {
            first.flags.0 &= !PpFlags::LEADING_SPACE;
        }
        let defined_at = Some(Loc { file, offset: lexed.tokens.starts[def.name as usize] });
        Macro { name, params, body: body.into(), builtin: None, defined_at, disabled: false }
    }

    fn do_undef(&mut self, span: DirectiveSpan) {
        let Some((lexed, file)) = self.directive_view(span) else { return };
        let line_end = self.line_end(span);
        let src = self.files.get(file).bytes();
        let d = Directive { tokens: &lexed.tokens, src, first: span.name + 1, end: span.end, line_end };
        let mut problems = Vec::new();
        let name = define::parse_undef(&d, &mut problems);
        for p in problems {
            self.report(p.id, Some(Loc { file, offset: p.offset }), p.args);
        }
        if let Some(i) = name {
            let sym = lexed.syms[i as usize];
            if let Some(m) = self.macros.lookup(sym) {
                if self.macros.get(m).builtin.is_some() {
                    let loc = self.here(i as usize);
                    self.report(DiagId::UndefiningBuiltin, loc, vec![self.sym_arg(sym)]);
                }
            }
            self.change_macro(MacroOp::Undef(sym));
        }
    }

    /// `#assert pred(answer)` and `#unassert pred[(answer)]` (a deprecated GNU extension).
    fn do_assert(&mut self, assert: bool, span: DirectiveSpan) {
        let loc = self.here(span.name);
        let name = if assert { "assert" } else { "unassert" };
        self.report(DiagId::DeprecatedDirective, loc, vec![Arg::Str(name.into())]);
        let Some((pred, answer)) = self.assertion_operand(span.name + 1, span.end) else { return };
        self.not_reusable();
        if assert {
            self.assertions.push((pred, answer.unwrap_or_default()));
        } else {
            self.assertions.retain(|(p, a)| *p != pred || answer.as_ref().is_some_and(|x| x != a));
        }
    }

    /// `pred` or `pred(answer)` at tokens `i..end` of the current file.
    fn assertion_operand(&self, i: usize, end: usize) -> Option<(Vec<u8>, Option<Vec<u8>>)> {
        let f = self.frames.last()?;
        if i >= end || f.lexed.tokens.kinds[i] != TokenKind::Identifier {
            return None;
        }
        let src = self.files.get(f.file).bytes();
        let pred = f.lexed.tokens.spelling(i, src).into_owned();
        if i + 1 < end && f.lexed.tokens.kinds[i + 1] == TokenKind::LParen {
            let close = (i + 2..end).find(|&j| f.lexed.tokens.kinds[j] == TokenKind::RParen)?;
            let answer: Vec<u8> = (i + 2..close).flat_map(|j| f.lexed.tokens.spelling(j, src).into_owned()).collect();
            return Some((pred, Some(answer)));
        }
        Some((pred, None))
    }

    // ---- conditionals ------------------------------------------------------------------------

    fn push_conditional(&mut self, span: DirectiveSpan, kind: CondKind, skip: bool, guard: Option<Sym>) {
        let skipping = self.state.skipping;
        let offset = self.here(span.hash).map_or(0, |l| l.offset);
        let Some(f) = self.frames.last_mut() else { return };
        let guard = if f.guard_valid && f.guard.is_none() { guard } else { None };
        f.conditionals.push(Conditional { offset, kind, skip_elses: skipping || !skip, was_skipping: skipping, guard });
        self.state.skipping = skip;
    }

    /// The macro name of `#ifdef`, `#ifndef`, `#elifdef`, `#elifndef` (cpplib's
    /// `lex_macro_node`), with g++'s complaints; `None` after an error.
    fn directive_macro_name(&mut self, span: DirectiveSpan, directive: &str) -> Option<Sym> {
        let f = self.frames.last()?;
        let i = span.name + 1;
        if i >= span.end {
            let loc = Some(Loc { file: f.file, offset: f.lexed.tokens.ends[span.name] });
            self.report(DiagId::NoMacroName, loc, vec![Arg::Str(directive.into())]);
            return None;
        }
        let kind = f.lexed.tokens.kinds[i];
        let sym = f.lexed.syms[i];
        if kind != TokenKind::Identifier {
            let loc = self.here(i);
            self.report(DiagId::MacroNameNotIdentifier, loc, vec![]);
            return None;
        }
        if sym == Sym::DEFINED && matches!(directive, "define" | "undef") {
            let loc = self.here(i);
            self.report(DiagId::DefinedAsMacroName, loc, vec![]);
            return None;
        }
        if i + 1 < span.end {
            let loc = self.here(i + 1);
            self.report(DiagId::ExtraTokensAtEndOfDirective, loc, vec![Arg::Str(directive.into())]);
        }
        Some(sym)
    }

    fn do_ifdef(&mut self, negate: bool, span: DirectiveSpan) {
        let mut skip = true;
        let mut guard = None;
        if !self.state.skipping {
            let directive = if negate { "ifndef" } else { "ifdef" };
            if let Some(sym) = self.directive_macro_name(span, directive) {
                let defined = self.macros.lookup(sym).is_some();
                skip = if negate { defined } else { !defined };
                if negate {
                    guard = Some(sym);
                }
            }
        }
        let kind = if negate { CondKind::Ifndef } else { CondKind::Ifdef };
        self.push_conditional(span, kind, skip, guard);
    }

    fn do_if(&mut self, span: DirectiveSpan) {
        let mut skip = true;
        let mut guard = None;
        if !self.state.skipping {
            guard = self.not_defined_guard(span);
            skip = !self.eval_condition(span);
        }
        self.push_conditional(span, CondKind::If, skip, guard);
    }

    /// `#if !defined X` or `#if !defined(X)`: the guard form of `#if` (cpplib's
    /// `mi_ind_cmacro`).
    fn not_defined_guard(&self, span: DirectiveSpan) -> Option<Sym> {
        let f = self.frames.last()?;
        let k = |i: usize| (i < span.end).then(|| f.lexed.tokens.kinds[i]);
        let s = |i: usize| f.lexed.syms[i];
        let i = span.name + 1;
        if k(i) != Some(TokenKind::Bang) || k(i + 1) != Some(TokenKind::Identifier) || s(i + 1) != Sym::DEFINED {
            return None;
        }
        match (k(i + 2), k(i + 3), k(i + 4), k(i + 5)) {
            (Some(TokenKind::Identifier), None, _, _) => Some(s(i + 2)),
            (Some(TokenKind::LParen), Some(TokenKind::Identifier), Some(TokenKind::RParen), None) => Some(s(i + 3)),
            _ => None,
        }
    }

    /// `#elif`'s expression: as `#if`'s, with the directive's name in the messages.
    fn eval_condition_named(&mut self, span: DirectiveSpan, directive: &str) -> bool {
        let before = self.diagnostics.len();
        let taken = self.eval_condition(span);
        for d in &mut self.diagnostics[before..] {
            if d.id == DiagId::IfWithNoExpression && directive == "elif" {
                d.id = DiagId::ElifWithNoExpression;
            }
        }
        taken
    }

    /// Evaluates the rest of the directive as an `#if` expression.
    fn eval_condition(&mut self, span: DirectiveSpan) -> bool {
        let line_end = self.line_end(span);
        let file = self.frames.last().map(|f| f.file);
        let mut items: Vec<(TokenKind, Vec<u8>, u32)> = Vec::new();
        loop {
            let t = self.get_real_token();
            if t.is(TokenKind::Eof) {
                break;
            }
            let offset = self.position(&t).filter(|l| Some(l.file) == file).map_or(line_end, |l| l.offset);
            if t.is(TokenKind::Hash) && t.origin == 0 {
                // An assertion test `#pred(answer)`.
                if items.is_empty() || t.origin == 0 {
                    let loc = self.position(&t);
                    self.report(DiagId::AssertionsDeprecated, loc, vec![]);
                }
                let Some(f) = self.frames.last() else { break };
                let i = f.pos;
                let Some((pred, answer)) = self.assertion_operand(i, span.end) else { break };
                let consumed = match answer {
                    Some(_) => {
                        let f = self.frames.last();
                        f.and_then(|f| (i..span.end).find(|&j| f.lexed.tokens.kinds[j] == TokenKind::RParen))
                            .map_or(1, |c| c - i + 1)
                    }
                    None => 1,
                };
                if let Some(f) = self.frames.last_mut() {
                    f.pos += consumed;
                }
                self.not_reusable();
                let holds = self.assertions.iter().any(|(p, a)| *p == pred && answer.as_ref().is_none_or(|x| x == a));
                items.push((TokenKind::Number, if holds { b"1".to_vec() } else { b"0".to_vec() }, offset));
                continue;
            }
            if t.is(TokenKind::Identifier) && t.sym == Sym::DEFINED {
                match self.read_defined(&t) {
                    Some(v) => items.push((TokenKind::Number, if v { b"1".to_vec() } else { b"0".to_vec() }, offset)),
                    None => return false,
                }
                continue;
            }
            let spelling = self.spelling(&t).to_vec();
            items.push((t.kind, spelling, offset));
        }
        let tokens: Vec<ExprToken<'_>> =
            items.iter().map(|(kind, s, offset)| ExprToken { kind: *kind, spelling: s, offset: *offset }).collect();
        let eval = expr::evaluate(&tokens, line_end);
        if let Some(file) = file {
            for p in eval.problems {
                self.report(p.id, Some(Loc { file, offset: p.offset }), p.args);
            }
        }
        eval.taken
    }

    /// `defined X` / `defined ( X )` (the operand is not expanded).
    fn read_defined(&mut self, op: &PpToken) -> Option<bool> {
        self.state.prevent_expansion += 1;
        let mut t = self.get_real_token();
        let paren = t.is(TokenKind::LParen);
        if paren {
            t = self.get_real_token();
        }
        let result = if t.is(TokenKind::Identifier) {
            let value = self.macros.lookup(t.sym).is_some();
            if paren {
                let close = self.get_real_token();
                if !close.is(TokenKind::RParen) {
                    let loc = self.position(&close).or_else(|| self.position(op));
                    self.report(DiagId::MissingCloseParenAfterDefined, loc, vec![]);
                    None
                } else {
                    Some(value)
                }
            } else {
                Some(value)
            }
        } else {
            let loc = self.position(op);
            self.report(DiagId::DefinedRequiresIdentifier, loc, vec![]);
            None
        };
        self.state.prevent_expansion -= 1;
        result
    }

    fn do_elif(&mut self, n: Name, span: DirectiveSpan) {
        let name = match n {
            Name::Elif => "elif",
            Name::Elifdef => "elifdef",
            _ => "elifndef",
        };
        let offset = self.here(span.name);
        let Some(c) = self.frames.last().and_then(|f| f.conditionals.last()).copied() else {
            self.report(DiagId::DirectiveWithoutIf, offset, vec![Arg::Str(name.into())]);
            return;
        };
        if c.kind == CondKind::Else {
            self.report(DiagId::DirectiveAfterElse, offset, vec![Arg::Str(name.into())]);
            self.add_began_here(c.offset);
        }
        let skip = if c.skip_elses {
            true
        } else {
            self.state.skipping = false;
            match n {
                Name::Elif => !self.eval_condition_named(span, "elif"),
                _ => match self.directive_macro_name(span, name) {
                    Some(sym) => {
                        let defined = self.macros.lookup(sym).is_some();
                        if n == Name::Elifdef {
                            !defined
                        } else {
                            defined
                        }
                    }
                    None => true,
                },
            }
        };
        self.state.skipping = skip;
        if let Some(c) = self.frames.last_mut().and_then(|f| f.conditionals.last_mut()) {
            c.kind = CondKind::Elif;
            if !c.skip_elses {
                c.skip_elses = !skip;
            }
            c.guard = None;
        }
    }

    /// g++ follows "#else after #else" with an error (not a note) naming the line where
    /// the conditional began.
    fn add_began_here(&mut self, offset: u32) {
        let file = self.frames.last().map(|f| f.file);
        if let Some(file) = file {
            self.report_line(DiagId::ConditionalBeganHere, Some(Loc { file, offset }), vec![]);
        }
    }

    fn do_else(&mut self, span: DirectiveSpan) {
        let loc = self.here(span.name);
        let Some(c) = self.frames.last().and_then(|f| f.conditionals.last()).copied() else {
            self.report(DiagId::DirectiveWithoutIf, loc, vec![Arg::Str("else".into())]);
            return;
        };
        if c.kind == CondKind::Else {
            self.report(DiagId::DirectiveAfterElse, loc, vec![Arg::Str("else".into())]);
            self.add_began_here(c.offset);
        }
        self.state.skipping = c.skip_elses;
        if let Some(c) = self.frames.last_mut().and_then(|f| f.conditionals.last_mut()) {
            c.kind = CondKind::Else;
            c.skip_elses = true;
            c.guard = None;
        }
        if !c.was_skipping {
            self.check_endif_labels(span, "else");
        }
    }

    fn do_endif(&mut self, span: DirectiveSpan) {
        let loc = self.here(span.name);
        let Some(c) = self.frames.last_mut().and_then(|f| f.conditionals.pop()) else {
            self.report(DiagId::DirectiveWithoutIf, loc, vec![Arg::Str("endif".into())]);
            return;
        };
        if !c.was_skipping {
            self.check_endif_labels(span, "endif");
        }
        if let Some(f) = self.frames.last_mut() {
            if f.conditionals.is_empty() && c.guard.is_some() {
                f.guard_valid = true;
                f.guard = c.guard;
            }
        }
        self.state.skipping = c.was_skipping;
    }

    /// g++ warns (-Wendif-labels, on by default) about tokens after `#else` and `#endif`.
    fn check_endif_labels(&mut self, span: DirectiveSpan, name: &str) {
        if span.name + 1 < span.end {
            let loc = self.here(span.name + 1);
            self.report(DiagId::ExtraTokensEndifLabels, loc, vec![Arg::Str(name.into())]);
        }
    }

    // ---- #line, line markers, #error, #warning, #pragma -------------------------------------

    /// The tokens of the rest of the directive after macro expansion.
    fn expanded_rest(&mut self) -> Vec<PpToken> {
        let mut out = Vec::new();
        loop {
            let t = self.get_real_token();
            if t.is(TokenKind::Eof) {
                return out;
            }
            out.push(t);
        }
    }

    fn do_line(&mut self, span: DirectiveSpan) {
        let tokens = self.expanded_rest();
        self.apply_line(span, &tokens, "#line");
    }

    fn do_linemarker(&mut self, span: DirectiveSpan) {
        if let Some(f) = self.frames.last_mut() {
            f.pos = span.name;
        }
        let tokens = self.expanded_rest();
        self.apply_line(span, &tokens, "#");
    }

    /// `#line N ["file"]` and `# N "file" flags`: the next line is line N.
    fn apply_line(&mut self, span: DirectiveSpan, tokens: &[PpToken], directive: &str) {
        let Some(first) = tokens.first() else {
            let f = self.frames.last();
            let loc = f.map(|f| Loc { file: f.file, offset: f.lexed.tokens.ends[span.name.min(span.end - 1)] });
            self.report(DiagId::UnexpectedEofAfter, loc, vec![Arg::Str(directive.into())]);
            return;
        };
        let digits = self.spelling(first).to_vec();
        let number = if first.is(TokenKind::Number) && digits.iter().all(u8::is_ascii_digit) {
            std::str::from_utf8(&digits).ok().and_then(|s| s.parse::<u64>().ok())
        } else {
            None
        };
        let Some(number) = number else {
            let text = String::from_utf8_lossy(&digits).into_owned();
            let loc = self.position(first);
            self.report(DiagId::LineNotPositiveInteger, loc, vec![Arg::Str(text), Arg::Str(directive.into())]);
            return;
        };
        // cpplib keeps the line number in 32 bits: a larger one wraps, with a warning at the
        // new line 0 (so without a line).
        let wrapped = number > u64::from(u32::MAX);
        let number = u64::from(number as u32);
        let mut new_name: Option<Rc<str>> = None;
        if let Some(s) = tokens.get(1) {
            let spelled = self.spelling(s).to_vec();
            if s.is(TokenKind::StringLiteral) && spelled.first() == Some(&b'"') {
                let inner = &spelled[1..spelled.len().saturating_sub(1).max(1)];
                new_name = Some(Rc::from(String::from_utf8_lossy(&unescape(inner)).as_ref()));
            } else {
                let text = String::from_utf8_lossy(&spelled).into_owned();
                let loc = self.position(s);
                self.report(DiagId::InvalidLineFilename, loc, vec![Arg::Str(text)]);
                return;
            }
        }
        if directive == "#line" {
            if let Some(extra) = tokens.get(2) {
                let loc = self.position(extra);
                self.report(DiagId::ExtraTokensAtEndOfDirective, loc, vec![Arg::Str("line".into())]);
            }
        }
        if wrapped {
            let loc = self.here(span.hash);
            self.report(DiagId::LineNumberOutOfRange, loc, vec![]);
            if let Some(d) = self.diagnostics.last_mut() {
                d.line_only = Some(0);
            }
        }
        let next_line = {
            let Some(f) = self.frames.last() else { return };
            let end = self.line_end(span);
            self.files.get(f.file).line_of(end) as i64 + 1
        };
        // Line markers' flags: 3, a system header; 4, also extern "C" (1 and 2 only mark the
        // entry and return of a file).
        let marker_flags: Option<Vec<u64>> = (directive == "#").then(|| {
            tokens[2.min(tokens.len())..]
                .iter()
                .filter_map(|t| std::str::from_utf8(self.spelling(t)).ok().and_then(|s| s.parse().ok()))
                .collect()
        });
        // cpplib's do_linemarker: flag 1 enters a file from the one being read; flag 2 must
        // return to the file the innermost entry came from (a marker's, else the physical
        // includer's), named or left empty, or the marker is ignored with a warning.
        let entering = marker_flags.as_ref().is_some_and(|f| f.contains(&1));
        let leaving = !entering && marker_flags.as_ref().is_some_and(|f| f.contains(&2));
        if leaving {
            let Some(f) = self.frames.last() else { return };
            let includer = match f.marker_includers.last() {
                Some(entry) => Some(Rc::<str>::from(entry.name.as_str())),
                None => (f.kind == FrameKind::Header && self.frames.len() >= 2)
                    .then(|| Rc::clone(&self.frames[self.frames.len() - 2].name)),
            };
            new_name = match (includer, new_name) {
                (Some(i), None) => Some(i),
                (Some(i), Some(n)) if n.is_empty() || n == i => Some(i),
                (_, named) => {
                    let shown = named.map_or(String::new(), |n| n.to_string());
                    let loc = Some(Loc { file: f.file, offset: self.line_end(span) });
                    self.report(DiagId::LinemarkerIncorrectNesting, loc, vec![Arg::Str(shown)]);
                    return;
                }
            };
        }
        // The printer brings the file it leaves to the marker's own line (c-ppoutput's
        // pp_file_change for an entry).
        let from_line = self.here(span.hash).map_or(0, |l| self.presumed_line(l));
        self.not_reusable();
        let Some(f) = self.frames.last_mut() else { return };
        if entering {
            f.marker_includers.push(IncludedFrom { name: f.name.to_string(), line: Some(from_line) });
        } else if leaving {
            f.marker_includers.pop();
        }
        f.line_delta = number as i64 - next_line;
        if let Some(n) = new_name {
            f.name = n;
        }
        if let Some(flags) = marker_flags {
            f.system = match (flags.contains(&3), flags.contains(&4)) {
                (true, true) => 2,
                (true, false) => 1,
                _ => 0,
            };
        }
        let (name, system, file) = (Rc::clone(&f.name), f.system, f.file);
        self.set_file_system(file, system);
        let reason = if entering { 1 } else { u8::from(leaving) * 2 };
        self.emit(Event::FileChange { name, line: number as u32, reason, system, from_line });
    }

    fn do_diagnostic(&mut self, error: bool, span: DirectiveSpan) {
        let mut text = if error { b"#error ".to_vec() } else { b"#warning ".to_vec() };
        if span.name + 1 < span.end {
            text.extend(self.directive_text(span.name + 1, span.end));
        }
        let loc = self.here(span.name);
        let id = if error { DiagId::ErrorDirective } else { DiagId::WarningDirective };
        self.report(id, loc, vec![Arg::Str(String::from_utf8_lossy(&text).into_owned())]);
    }

    fn do_pragma(&mut self, span: DirectiveSpan) {
        let text = self.directive_text(span.name + 1, span.end);
        let line = self.here(span.hash).map_or(0, |l| self.presumed_line(l));
        let first = span.name + 1;
        let expands = first < span.end && matches!(self.token_text(first).as_str(), "message" | "redefine_extname");
        if expands {
            // g++ registers these with macro expansion: their arguments reach the output
            // expanded, as tokens of a pragma line.
            let (col, name, at) = match self.frames.last() {
                Some(f) => {
                    let at = f.lexed.tokens.starts[first];
                    let loc = Loc { file: f.file, offset: at };
                    (self.files.get(f.file).line_and_byte_col(at).1, self.token_text(first).into_bytes(), Some(loc))
                }
                None => (1, Vec::new(), None),
            };
            self.emit(Event::LineChange { line, col });
            self.emit(Event::PragmaStart { name, line, at, operator: false });
            if let Some(f) = self.frames.last_mut() {
                f.pos = first + 1;
            }
            // cpplib's deferred-pragma state: the line still ends the input, but paddings
            // (the white space around expansions) come through.
            self.state.in_directive = false;
            self.state.in_pragma = true;
            loop {
                let t = self.get_token();
                if t.is(TokenKind::Eof) {
                    break;
                }
                self.emit(Event::Token(t));
            }
            self.state.in_pragma = false;
            self.state.in_directive = true;
            self.emit(Event::PragmaEnd { line: line.wrapping_add(1) });
            return;
        }
        self.run_pragma(text, line, span.hash, false, 1);
    }

    /// A pragma's text (after `#pragma` or from `_Pragma`): the ones g++'s preprocessor
    /// obeys are obeyed, every one is passed on to the output.
    pub(super) fn run_pragma(&mut self, text: Vec<u8>, line: u32, at_token: usize, operator: bool, return_col: u32) {
        let words: Vec<&[u8]> = text.split(|c| c.is_ascii_whitespace()).filter(|w| !w.is_empty()).collect();
        let loc = self.here(at_token);
        let internal =
            matches!(
                words.as_slice(),
                [b"once", ..]
                    | [b"push_macro", ..]
                    | [b"pop_macro", ..]
                    | [b"GCC", b"system_header" | b"poison" | b"dependency" | b"warning" | b"error", ..]
            ) || words.first().is_some_and(|w| w.starts_with(b"push_macro(") || w.starts_with(b"pop_macro("));
        // The pragma's first token (cpplib reports about it, and its printer moves to it).
        let first_at = self.frames.last().map(|f| {
            let at = f.lexed.tokens.starts.get(at_token + 2).copied().unwrap_or(0);
            (Loc { file: f.file, offset: at }, self.files.get(f.file).line_and_byte_col(at).1)
        });
        if internal {
            // cpplib runs these itself; g++'s printer then moves to the pragma's first token
            // (for `_Pragma`, the start of its string).
            let col = if operator { 1 } else { first_at.map_or(1, |(_, c)| c) };
            self.emit(Event::LineChange { line, col });
            if operator {
                self.emit(Event::LineChange { line, col: return_col });
            }
        }
        let loc = if operator { loc } else { first_at.map(|(l, _)| l) };
        match words.as_slice() {
            [b"once", ..] => {
                if self.frames.last().is_some_and(|f| f.kind == FrameKind::Main) {
                    self.report(DiagId::PragmaOnceInMainFile, loc, vec![]);
                }
                if let Some(f) = self.frames.last() {
                    let h = self.files.get(f.file).content_hash();
                    self.once.push(h);
                }
                return;
            }
            [b"GCC", b"system_header", ..] => {
                if self.frames.last().is_some_and(|f| f.kind == FrameKind::Main) {
                    let at = self.here(at_token + 3).filter(|_| !operator).or(loc);
                    self.report(DiagId::SystemHeaderOutsideInclude, at, vec![]);
                } else if let Some(f) = self.frames.last_mut() {
                    // cpplib: cpp_make_system_header(pfile, 1, 0) -- a system header, not extern "C".
                    f.system = 1;
                    let (name, system, file) = (Rc::clone(&f.name), f.system, f.file);
                    self.set_file_system(file, system);
                    self.emit(Event::FileChange { name, line: line.wrapping_add(1), reason: 0, system, from_line: 0 });
                }
                return;
            }
            _ => {}
        }
        if let Some(rest) = text.strip_prefix(b"push_macro").or_else(|| text.strip_prefix(b"pop_macro")) {
            let push = text.starts_with(b"push_macro");
            let inner: Vec<u8> = rest.iter().copied().filter(|c| !c.is_ascii_whitespace()).collect();
            if inner.len() >= 4 && inner.starts_with(b"(\"") && inner.ends_with(b"\")") {
                let name = &inner[2..inner.len() - 2];
                let sym = self.symbols().intern(name);
                self.change_macro(if push { MacroOp::Push(sym) } else { MacroOp::Pop(sym) });
            }
        }
        if internal {
            return;
        }
        self.emit(Event::Pragma { text, line, at: loc, operator, return_col });
    }

    /// `_Pragma("...")`: destringized and run as a `#pragma` line.
    pub(super) fn pragma_operator(&mut self, name: &PpToken) -> bool {
        // cpplib interprets `_Pragma` neither in directives nor while pre-expanding an
        // argument (it may yet be stringized): it stays a token until the rescan.
        if self.state.in_directive || self.expand_depth > 0 {
            return false;
        }
        let loc = self.position(name);
        let open = self.get_real_token();
        let string = if open.is(TokenKind::LParen) { Some(self.get_real_token()) } else { None };
        let close = if string.is_some_and(|s| s.is(TokenKind::StringLiteral) || s.is(TokenKind::RawStringLiteral)) {
            Some(self.get_real_token())
        } else {
            None
        };
        let (Some(s), Some(c)) = (string, close) else {
            let at = self.last_loc.or(loc);
            self.report(DiagId::PragmaOperatorNeedsString, at, vec![]);
            return false;
        };
        if !c.is(TokenKind::RParen) {
            let at = self.last_loc.or(loc);
            self.report(DiagId::PragmaOperatorNeedsString, at, vec![]);
            return false;
        }
        let text = destringize(self.spelling(&s));
        let line = loc.map_or(0, |l| self.presumed_line(l));
        // cpplib lexes the pragma text as a buffer of its own, placed at the start of the
        // operator's line: its lexical problems point there.
        if let Some(l) = loc {
            let col = self.files.get(l.file).line_and_byte_col(l.offset).1;
            let line_start = l.offset + 1 - col;
            for p in crate::lex::lex(&text, &crate::lex::LexOptions::default()).problems {
                if p.kind.is_reported_by_preprocessor() {
                    let (id, args) = p.kind.diagnostic();
                    self.report(id, Some(Loc { file: l.file, offset: line_start + p.offset }), args);
                }
            }
        }
        let words: Vec<&[u8]> = text.split(|c| c.is_ascii_whitespace()).filter(|w| !w.is_empty()).collect();
        let head: &[u8] = words.first().map_or(&[], |w| w.split(|&c| c == b'(').next().unwrap_or(&[]));
        if head == b"message" || head == b"redefine_extname" {
            // As for the directive: the arguments are printed expanded, as pragma tokens.
            let name_len = text.iter().position(|&c| c == b'(' || c.is_ascii_whitespace()).unwrap_or(text.len());
            let start = text.iter().position(|c| !c.is_ascii_whitespace()).unwrap_or(0).min(name_len);
            self.emit(Event::PragmaStart { name: text[start..name_len].to_vec(), line, at: loc, operator: true });
            let rest = &text[name_len..];
            let lexed = crate::lex::lex(rest, &crate::lex::LexOptions::default());
            let mut tokens = Vec::new();
            for i in 0..lexed.tokens.len() - 1 {
                let mut t = self.scratch_token(lexed.tokens.kinds[i], &lexed.tokens.spelling(i, rest));
                if lexed.tokens.flags[i].has(TokenFlags::LEADING_SPACE) {
                    t.flags.0 |= PpFlags::LEADING_SPACE;
                }
                if t.kind == TokenKind::Identifier {
                    let name = super::identifier_spelling(&lexed.tokens.spelling(i, rest)).into_owned();
                    t.sym = self.symbols().intern(&name);
                }
                tokens.push(t);
            }
            tokens.push(PpToken::eof(super::token::SCRATCH, 0));
            let depth = self.contexts.len();
            self.push_context(&tokens, None);
            loop {
                let t = self.get_token();
                if t.is(TokenKind::Eof) {
                    break;
                }
                self.emit(Event::Token(t));
            }
            while self.contexts.len() > depth {
                self.pop_context();
            }
            self.emit(Event::PragmaEnd { line: line.wrapping_add(1) });
        } else {
            let at = self.frames.last().map_or(0, |f| f.pos.saturating_sub(1));
            // cpplib then goes back to "the current token": for an operator from a macro, the
            // invocation; written directly, the start of the line.
            let col = match (name.origin, loc) {
                (0, _) | (_, None) => 1,
                (_, Some(l)) => self.files.get(l.file).line_and_byte_col(l.offset).1,
            };
            self.run_pragma(text, line, at, true, col);
        }
        self.push_context(&[], None);
        true
    }
}

/// `_Pragma`'s string to pragma text, exactly as cpplib's `destringize_and_run`: drop the
/// first character (the quote; one more for an `L` prefix, none for others, which g++ thus
/// mangles) and the last, then `\\` and `\"` lose their backslash.
fn destringize(s: &[u8]) -> Vec<u8> {
    let from = 1 + usize::from(s.first() == Some(&b'L'));
    let to = s.len().saturating_sub(1);
    let s = s.get(from..to).unwrap_or_default();
    unescape(s)
}

/// `\"` to `"` and `\\` to `\` (what `_Pragma` and `#line` do to a string's contents).
fn unescape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\\' && i + 1 < s.len() && (s[i + 1] == b'"' || s[i + 1] == b'\\') {
            out.push(s[i + 1]);
            i += 2;
        } else {
            out.push(s[i]);
            i += 1;
        }
    }
    out
}
