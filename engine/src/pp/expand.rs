//! Macro expansion as cpplib does it: the context stack, argument collection, substitution
//! with `#`, `##`, `__VA_OPT__` and GNU's `, ## __VA_ARGS__`, rescanning with disabled macros
//! and painted tokens, and the paddings that decide spacing in `#` and in the printed output.

use super::define::Variadic;
use super::macros::{Builtin, MacroIndex};
use super::token::{PpFlags, PpKind, PpToken, Sym, SCRATCH};
use super::unit::{Expansion, Preprocessor, MAX_EXPANSION_DEPTH};
use crate::diag::{Arg, DiagId};
use crate::lex::{self, LexOptions, TokenKind};
use crate::source::Loc;

/// A run of tokens being read: a macro's expansion (which disables the macro while it is on
/// the stack), a pasted token, a pre-expanded argument, a token put back.
#[derive(Clone, Copy, Debug)]
pub(super) struct Context {
    pub start: u32,
    pub pos: u32,
    pub end: u32,
    pub macro_index: Option<MacroIndex>,
}

/// A collected argument: its tokens unexpanded, and expanded once someone asks, as ranges
/// of the unit's argument stack (`Preprocessor::arg_tokens`). An invocation's arguments and
/// their expansions sit above those of the invocations it is nested in, and are dropped when
/// its expansion has been pushed, so the stack needs no allocation per invocation.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct MacroArg {
    raw: (u32, u32),
    expanded: Option<(u32, u32)>,
}

/// How many tokens the argument and context stacks may hold together (16 Mi tokens, 384 MiB):
/// far beyond real code, whose deepest invocations hold thousands.
const MAX_ARGUMENT_TOKENS: usize = 1 << 24;

/// Where an invocation's arguments start on the two argument stacks.
#[derive(Clone, Copy, Debug)]
struct ArgsBase {
    args: usize,
    tokens: usize,
}

impl Preprocessor<'_> {
    /// The next token after macro expansion (cpplib's `cpp_get_token_1`). Paddings are
    /// returned; consumers that do not print skip them.
    #[inline(always)]
    pub(super) fn get_token(&mut self) -> PpToken {
        // Most tokens are a context's that is no macro's name, nor pasted: handed out
        // here, in the caller, without the general loop's frame.
        if let Some(&Context { pos, end, .. }) = self.contexts.last() {
            if pos < end {
                let t = &self.context_tokens[pos as usize];
                if !t.has(PpFlags::PASTE_LEFT) && self.macro_named(t).is_none() {
                    let t = *t;
                    if let Some(c) = self.contexts.last_mut() {
                        c.pos += 1;
                    }
                    return t;
                }
            }
        }
        self.get_token_general()
    }

    #[inline(never)]
    fn get_token_general(&mut self) -> PpToken {
        // The common case stays small (a context's next token, or the file's, that names no
        // macro); pastes, the ends of contexts and macro invocations are out of line so
        // that this loop keeps a small frame. A context's token is tested where it lies and
        // copied from there whole: a copy taken apart into registers and put back together
        // on the stack cost a store-forwarding stall per token (a sixth of the preprocessor's
        // time).
        loop {
            let t = match self.contexts.last_mut() {
                None => self.lex_base(),
                Some(c) if c.pos < c.end => {
                    let at = c.pos as usize;
                    c.pos += 1;
                    let t = &self.context_tokens[at];
                    if t.has(PpFlags::PASTE_LEFT) && t.pp == PpKind::Token {
                        match self.paste_from_context(self.context_tokens[at]) {
                            Some(t) => return t,
                            None => continue,
                        }
                    }
                    let Some(mi) = self.macro_named(t) else { return self.context_tokens[at] };
                    match self.invoke(mi, self.context_tokens[at]) {
                        Some(t) => return t,
                        None => continue,
                    }
                }
                Some(_) => match self.end_context() {
                    Some(t) => return t,
                    None => continue,
                },
            };
            let Some(mi) = self.macro_named(&t) else { return t };
            match self.invoke(mi, t) {
                Some(t) => return t,
                None => continue,
            }
        }
    }

    /// The macro an identifier token names, when it is to be looked at for expansion.
    #[inline(always)]
    fn macro_named(&self, t: &PpToken) -> Option<MacroIndex> {
        if t.pp != PpKind::Token || t.kind != TokenKind::Identifier || t.has(PpFlags::NO_EXPAND) {
            return None;
        }
        self.macros.lookup(t.sym)
    }

    /// `t ## …` read from a context: the pasted result goes on a context of its own; a
    /// padding stands for it (None inside a directive, which reads on).
    #[inline(never)]
    fn paste_from_context(&mut self, t: PpToken) -> Option<PpToken> {
        self.paste_all(t);
        (!self.state.in_directive).then(|| PpToken::padding(Some(&t)))
    }

    /// The top context is used up: pops it; a padding marks the end of an expansion (None
    /// inside a directive).
    #[inline(never)]
    fn end_context(&mut self) -> Option<PpToken> {
        self.pop_context();
        (!self.state.in_directive).then(|| PpToken::padding(None))
    }

    /// An identifier that names macro `mi`: the token to return (itself, painted when the
    /// macro is disabled, or the padding that starts an expansion), or None when the
    /// expansion was pushed inside a directive and reading goes on.
    #[inline(never)]
    fn invoke(&mut self, mi: MacroIndex, t: PpToken) -> Option<PpToken> {
        if self.macros.get(mi).disabled {
            let mut painted = t;
            painted.flags.0 |= PpFlags::NO_EXPAND;
            return Some(painted);
        }
        if self.state.prevent_expansion > 0 {
            return Some(t);
        }
        if self.enter_macro(mi, t) {
            return (!self.state.in_directive).then(|| PpToken::padding(Some(&t)));
        }
        Some(t)
    }

    /// The next token that is not a padding.
    pub(super) fn get_real_token(&mut self) -> PpToken {
        loop {
            let t = self.get_token();
            if !t.is_padding() {
                return t;
            }
        }
    }

    pub(super) fn push_context(&mut self, tokens: &[PpToken], macro_index: Option<MacroIndex>) {
        let start = self.context_tokens.len() as u32;
        self.context_tokens.extend_from_slice(tokens);
        let end = self.context_tokens.len() as u32;
        self.contexts.push(Context { start, pos: start, end, macro_index });
    }

    /// Pops the top context; its macro is enabled again unless the context below belongs
    /// to the same expansion.
    pub(super) fn pop_context(&mut self) {
        let Some(c) = self.contexts.pop() else { return };
        if let Some(mi) = c.macro_index {
            let below = self.contexts.last().and_then(|b| b.macro_index);
            if below != Some(mi) {
                self.macros.get_mut(mi).disabled = false;
            }
        }
        self.context_tokens.truncate(c.start as usize);
    }

    /// Puts back the token just read (cpplib's `_cpp_backup_tokens(pfile, 1)`).
    pub(super) fn backup(&mut self, t: PpToken) {
        match self.contexts.last_mut() {
            Some(c) if c.pos > c.start => c.pos -= 1,
            Some(_) => self.push_context(&[t], None),
            None => self.unlex_base(t),
        }
    }

    /// Where a token is, for problems: its spelling in a file, or its expansion's root.
    pub(super) fn token_loc(&self, t: &PpToken) -> Option<Loc> {
        self.position(t)
    }

    /// Expands macro `mi` named by `name` (cpplib's `enter_macro_context`): pushes its
    /// expansion and returns true, or returns false when it is not invoked (a function-like
    /// macro without `(`, or bad arguments).
    fn enter_macro(&mut self, mi: MacroIndex, name: PpToken) -> bool {
        let (builtin, function_like) = {
            let m = self.macros.get(mi);
            (m.builtin, m.params.is_some())
        };
        if let Some(b) = builtin {
            return self.expand_builtin(b, name);
        }
        let expansion = self.new_expansion(mi, &name);
        if function_like {
            let base = ArgsBase { args: self.macro_args.len(), tokens: self.arg_tokens.len() };
            let Some(va_omitted) = self.read_arguments(mi, &name) else {
                self.drop_args(base);
                return false;
            };
            if self.expand_depth > MAX_EXPANSION_DEPTH {
                self.drop_args(base);
                return false;
            }
            let start = self.substitute(mi, base, va_omitted, expansion);
            self.drop_args(base);
            let end = self.context_tokens.len() as u32;
            self.contexts.push(Context { start, pos: start, end, macro_index: Some(mi) });
        } else {
            // An object-like macro's expansion is its body: straight into a context.
            let body = std::rc::Rc::clone(&self.macros.get(mi).body);
            let start = self.context_tokens.len() as u32;
            self.context_tokens.extend(body.iter().map(|&t| PpToken { origin: expansion, ..t }));
            let end = self.context_tokens.len() as u32;
            self.contexts.push(Context { start, pos: start, end, macro_index: Some(mi) });
        }
        self.stats.macro_expansions += 1;
        self.macros.get_mut(mi).disabled = true;
        true
    }

    fn drop_args(&mut self, base: ArgsBase) {
        self.macro_args.truncate(base.args);
        self.arg_tokens.truncate(base.tokens);
    }

    /// The tokens of a range of the argument stack.
    fn arg_slice(&self, (start, end): (u32, u32)) -> &[PpToken] {
        &self.arg_tokens[start as usize..end as usize]
    }

    fn new_expansion(&mut self, mi: MacroIndex, name: &PpToken) -> u32 {
        let at = self.token_loc(name).unwrap_or(self.expansions[0].at);
        let root = if name.origin == 0 { at } else { self.expansions[name.origin as usize].root };
        self.expansions.push(Expansion { macro_index: mi, at, parent: name.origin, root });
        (self.expansions.len() - 1) as u32
    }

    /// Looks for `(` after a function-like macro's name and collects the arguments
    /// (cpplib's `funlike_invocation_p` and `collect_args`) onto the argument stacks. `None`:
    /// not an invocation, or an error was reported. The flag says the variadic argument was
    /// omitted altogether (GNU: `, ## __VA_ARGS__` then loses its comma).
    fn read_arguments(&mut self, mi: MacroIndex, name: &PpToken) -> Option<bool> {
        let saved = self.state;
        self.state.prevent_expansion += 1;
        self.state.parsing_args = 1;
        let mut padding: Option<PpToken> = None;
        let t = loop {
            let t = self.get_token();
            if !t.is_padding() {
                break t;
            }
            let keep = match padding {
                None => true,
                Some(p) => !p.has(PpFlags::PADDING_SOURCE) || (!p.leading_space() && !t.has(PpFlags::PADDING_SOURCE)),
            };
            if keep {
                padding = Some(t);
            }
        };
        let result = if t.is(TokenKind::LParen) {
            self.state.parsing_args = 2;
            self.collect_arguments(mi, name)
        } else {
            // The end of a file is not consumed by the base reader; anything else is put back,
            // with the paddings skipped in a context of their own.
            if !(t.is(TokenKind::Eof) && self.contexts.is_empty()) {
                self.backup(t);
            }
            if let Some(p) = padding {
                self.push_context(&[p], None);
            }
            None
        };
        self.state.parsing_args = saved.parsing_args;
        self.state.prevent_expansion = saved.prevent_expansion;
        result
    }

    fn collect_arguments(&mut self, mi: MacroIndex, name: &PpToken) -> Option<bool> {
        let (nparams, variadic) = match &self.macros.get(mi).params {
            Some(p) => (p.names.len(), p.variadic != Variadic::No),
            None => (0, false),
        };
        let first = self.macro_args.len();
        let here = self.arg_tokens.len() as u32;
        self.macro_args.push(MacroArg { raw: (here, here), expanded: None });
        let mut depth = 0u32;
        loop {
            let t = self.get_token();
            if t.is_padding() {
                // Leading paddings are dropped.
                if self.macro_args.last().is_some_and(|a| a.raw.0 < self.arg_tokens.len() as u32) {
                    self.arg_tokens.push(t);
                }
                continue;
            }
            if t.pp == PpKind::Token {
                match t.kind {
                    TokenKind::LParen => depth += 1,
                    TokenKind::RParen if depth == 0 => break,
                    TokenKind::RParen => depth -= 1,
                    TokenKind::Comma if depth == 0 && !(variadic && self.macro_args.len() - first == nparams) => {
                        self.close_arg();
                        let here = self.arg_tokens.len() as u32;
                        self.macro_args.push(MacroArg { raw: (here, here), expanded: None });
                        continue;
                    }
                    TokenKind::Eof => {
                        if !self.contexts.is_empty() || self.state.in_directive {
                            self.backup(t);
                        }
                        let loc = self.last_loc.or_else(|| self.token_loc(name));
                        self.report(DiagId::UnterminatedArgumentList, loc, vec![self.sym_arg(name.sym)]);
                        return None;
                    }
                    _ => {}
                }
            }
            self.arg_tokens.push(t);
            if self.arguments_too_large(name) {
                return None;
            }
        }
        self.close_arg();
        let mut argc = self.macro_args.len() - first;
        let first_empty = self.macro_args[first].raw.0 == self.macro_args[first].raw.1;
        if argc == 1 && nparams == 0 && first_empty {
            argc = 0;
        }
        if argc != nparams && !(variadic && argc + 1 == nparams) {
            let id = if argc < nparams { DiagId::MacroRequiresArguments } else { DiagId::MacroPassedArguments };
            // cpplib reports at the current token, the `)`.
            let loc = self.last_loc.or_else(|| self.token_loc(name));
            let (a, b) = if argc < nparams { (nparams, argc) } else { (argc, nparams) };
            let defined_at = self.macros.get(mi).defined_at;
            self.report(id, loc, vec![self.sym_arg(name.sym), Arg::Int(a as i64), Arg::Int(b as i64)]);
            let name_arg = self.sym_arg(name.sym);
            if let (Some(d), Some(last)) = (defined_at, self.diagnostics.last_mut()) {
                last.notes.push((DiagId::MacroDefinedHere, d, vec![name_arg]));
            }
            return None;
        }
        let va_omitted = variadic && (argc < nparams || (argc == 1 && first_empty && !self.options.strict_iso));
        if argc < nparams {
            let here = self.arg_tokens.len() as u32;
            self.macro_args.push(MacroArg { raw: (here, here), expanded: None });
        }
        Some(va_omitted)
    }

    /// Whether the argument stacks have outgrown their bound: nested invocations each hold
    /// their arguments (`f(f(f(…)))` holds a quadratic number of tokens, as in g++, which
    /// takes 13 GB for 20,000 levels). Past the bound the unit stops with a diagnostic.
    #[inline]
    fn arguments_too_large(&mut self, at: &PpToken) -> bool {
        if self.arg_tokens.len() + self.context_tokens.len() < MAX_ARGUMENT_TOKENS || self.fatal {
            return self.fatal;
        }
        self.report_arguments_too_large(at)
    }

    #[cold]
    #[inline(never)]
    fn report_arguments_too_large(&mut self, at: &PpToken) -> bool {
        let loc = self.token_loc(at);
        self.report(DiagId::MacroArgumentsTooLarge, loc, vec![Arg::Int(MAX_ARGUMENT_TOKENS as i64)]);
        self.fatal = true;
        true
    }

    /// Ends the argument being collected: its trailing paddings are not part of it.
    fn close_arg(&mut self) {
        let Some(arg) = self.macro_args.last_mut() else { return };
        let mut end = self.arg_tokens.len() as u32;
        while end > arg.raw.0 && self.arg_tokens[end as usize - 1].is_padding() {
            end -= 1;
        }
        arg.raw.1 = end;
    }

    /// `sym`'s spelling as a message argument.
    pub(super) fn sym_arg(&self, sym: Sym) -> Arg {
        Arg::Str(String::from_utf8_lossy(self.symbols().name(sym)).into_owned())
    }

    /// The fully macro-expanded form of an argument (cpplib's `expand_arg`). Arguments nest
    /// (`f(f(f(x)))`) and each level recurses, so the stack grows on the heap when it runs
    /// low (stacker) instead of overflowing on a small thread stack.
    fn expand_argument(&mut self, index: usize) {
        let Some(&arg) = self.macro_args.get(index) else { return };
        if arg.expanded.is_some() {
            return;
        }
        // Most arguments name no macro: expanding them would give back the same tokens.
        let inert = self.arg_slice(arg.raw).iter().all(|t| {
            let names_macro =
                t.kind == TokenKind::Identifier && !t.has(PpFlags::NO_EXPAND) && self.macros.lookup(t.sym).is_some();
            t.pp != PpKind::Token || !(names_macro || t.has(PpFlags::PASTE_LEFT) || t.kind == TokenKind::Eof)
        });
        let expanded = if inert {
            arg.raw
        } else {
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.expand_argument_now(arg.raw))
        };
        self.macro_args[index].expanded = Some(expanded);
    }

    /// Expands `raw` onto the top of the argument stack. Invocations inside it leave the
    /// stack as they found it before the next token comes back, so the tokens pushed here
    /// stay contiguous.
    fn expand_argument_now(&mut self, raw: (u32, u32)) -> (u32, u32) {
        self.expand_depth += 1;
        let saved_state = self.state;
        self.state.prevent_expansion = 0;
        let depth = self.contexts.len();
        let start = self.context_tokens.len() as u32;
        self.context_tokens.extend_from_slice(&self.arg_tokens[raw.0 as usize..raw.1 as usize]);
        self.context_tokens.push(PpToken::eof(SCRATCH, 0));
        let end = self.context_tokens.len() as u32;
        self.contexts.push(Context { start, pos: start, end, macro_index: None });
        let out_start = self.arg_tokens.len() as u32;
        if self.expand_depth <= MAX_EXPANSION_DEPTH {
            loop {
                let t = self.get_token();
                if t.is(TokenKind::Eof) {
                    break;
                }
                self.arg_tokens.push(t);
                if self.arguments_too_large(&t) {
                    break;
                }
            }
        } else if self.expand_depth == MAX_EXPANSION_DEPTH + 1 {
            let loc = self.arg_slice(raw).first().and_then(|t| self.token_loc(t));
            self.report(DiagId::MacroExpansionTooDeep, loc, vec![]);
            self.fatal = true;
        }
        // The argument's own context (holding the `Eof`) and anything it left above it.
        while self.contexts.len() > depth {
            self.pop_context();
        }
        self.state.prevent_expansion = saved_state.prevent_expansion;
        self.expand_depth -= 1;
        (out_start, self.arg_tokens.len() as u32)
    }

    /// The replacement list with the arguments substituted (cpplib's `replace_args`), written
    /// at the end of `context_tokens`; returns where it starts. The arguments that are used
    /// expanded are expanded first, so that nothing else touches `context_tokens` while the
    /// expansion is written.
    fn substitute(&mut self, mi: MacroIndex, base: ArgsBase, va_omitted: bool, expansion: u32) -> u32 {
        let body = std::rc::Rc::clone(&self.macros.get(mi).body);
        let (nparams, variadic) = match &self.macros.get(mi).params {
            Some(p) => (p.names.len(), p.variadic != Variadic::No),
            None => (0, false),
        };
        let arg = |k: usize| base.args + k;
        // __VA_OPT__: whether the group is kept (the variadic argument expands to some token).
        let va_present = variadic && {
            self.expand_argument(arg(nparams - 1));
            let expanded = self.macro_args.get(arg(nparams - 1)).and_then(|a| a.expanded).unwrap_or((0, 0));
            self.arg_slice(expanded).iter().any(|t| !t.is_padding())
        };
        for (i, src) in body.iter().enumerate() {
            let pasted = src.has(PpFlags::PASTE_LEFT) || (i > 0 && body[i - 1].has(PpFlags::PASTE_LEFT));
            if src.pp == PpKind::Param && !src.has(PpFlags::STRINGIFY) && !pasted {
                self.expand_argument(arg(src.sym.0 as usize));
            }
        }
        let start = self.context_tokens.len();
        let len = |pp: &Self| pp.context_tokens.len() - start;
        let mut vaopt_start: Option<usize> = None;
        let mut i = 0;
        while i < body.len() {
            let src = body[i];
            let prev_pastes = i > 0 && body[i - 1].has(PpFlags::PASTE_LEFT);
            match src.pp {
                PpKind::Token | PpKind::Padding => {
                    let mut t = src;
                    t.origin = expansion;
                    self.context_tokens.push(t);
                }
                PpKind::VaOptStart => {
                    let close = matching_vaopt_end(&body, i);
                    if !va_present {
                        // The group is a placemarker.
                        if prev_pastes && len(self) > 0 {
                            if let Some(last) = self.context_tokens.last_mut() {
                                set_paste(last, body[close].has(PpFlags::PASTE_LEFT));
                            }
                        }
                        i = close + 1;
                        continue;
                    }
                    vaopt_start = Some(len(self));
                    if src.has(PpFlags::STRINGIFY) {
                        self.context_tokens.push(src);
                    }
                }
                PpKind::VaOptEnd => {
                    if let Some(group) = vaopt_start.take() {
                        let at = start + group;
                        if self.context_tokens.get(at).is_some_and(|t| t.pp == PpKind::VaOptStart) {
                            // `#__VA_OPT__(...)`: the group's tokens as one string.
                            let tokens: Vec<PpToken> = self.context_tokens.drain(at..).skip(1).collect();
                            let mut s = self.stringify(&tokens);
                            s.origin = expansion;
                            s.flags.0 |= body[i].flags.0 & PpFlags::PASTE_LEFT;
                            self.context_tokens.push(s);
                        } else if len(self) == group {
                            if group > 0 && self.context_tokens[at - 1].has(PpFlags::PASTE_LEFT) {
                                set_paste(&mut self.context_tokens[at - 1], src.has(PpFlags::PASTE_LEFT));
                            }
                        } else if src.has(PpFlags::PASTE_LEFT) {
                            if let Some(last) = self.context_tokens.last_mut() {
                                set_paste(last, true);
                            }
                        }
                    }
                }
                PpKind::Param => {
                    let k = src.sym.0 as usize;
                    let a = self.macro_args.get(arg(k)).copied().unwrap_or_default();
                    if src.has(PpFlags::STRINGIFY) {
                        let tokens = self.arg_slice(a.raw).to_vec();
                        let mut s = self.stringify(&tokens);
                        s.flags.0 |= src.flags.0 & (PpFlags::LEADING_SPACE | PpFlags::PASTE_LEFT);
                        s.origin = expansion;
                        if i > 0 && !prev_pastes {
                            self.context_tokens.push(PpToken::padding(Some(&src)));
                        }
                        self.context_tokens.push(s);
                        if !src.has(PpFlags::PASTE_LEFT) {
                            self.context_tokens.push(PpToken::padding(None));
                        }
                        i += 1;
                        continue;
                    }
                    let raw = src.has(PpFlags::PASTE_LEFT) || prev_pastes;
                    let is_va = variadic && k == nparams - 1;
                    let range = if raw { a.raw } else { a.expanded.unwrap_or((0, 0)) };
                    if prev_pastes && len(self) > 0 {
                        let last = self.context_tokens.len() - 1;
                        if is_va && self.context_tokens[last].is(TokenKind::Comma) {
                            // GNU `, ## __VA_ARGS__`.
                            if va_omitted {
                                self.context_tokens.pop();
                            } else {
                                set_paste(&mut self.context_tokens[last], src.has(PpFlags::PASTE_LEFT));
                            }
                        } else if self.arg_slice(range).iter().all(|t| t.is_padding()) {
                            set_paste(&mut self.context_tokens[last], src.has(PpFlags::PASTE_LEFT));
                        }
                    }
                    if i > 0 && !prev_pastes && vaopt_start != Some(len(self)) {
                        self.context_tokens.push(PpToken::padding(Some(&src)));
                    }
                    let before = self.context_tokens.len();
                    // Each use of a parameter copies its argument: `#define D(T) T T … T`
                    // nested grows the expansion exponentially while every argument stays
                    // within the bound. The copies count against it too.
                    let copy = (range.1 - range.0) as usize;
                    if self.arg_tokens.len() + self.context_tokens.len() + copy >= MAX_ARGUMENT_TOKENS {
                        self.report_arguments_too_large(&src);
                        break;
                    }
                    // An argument's tokens become part of this expansion: g++ prints them at
                    // its place (while macros inside the argument were invoked from their own).
                    let tokens = &self.arg_tokens[range.0 as usize..range.1 as usize];
                    self.context_tokens.extend(tokens.iter().map(|&t| PpToken { origin: expansion, ..t }));
                    if src.has(PpFlags::PASTE_LEFT) {
                        if let Some(last) = self.context_tokens[before..].iter().rposition(|t| !t.is_padding()) {
                            set_paste(&mut self.context_tokens[before + last], true);
                        }
                    } else {
                        self.context_tokens.push(PpToken::padding(None));
                    }
                }
            }
            i += 1;
        }
        start as u32
    }

    /// `#`: the argument's spelling as a string literal (cpplib's `stringify_arg`).
    pub(super) fn stringify(&mut self, tokens: &[PpToken]) -> PpToken {
        let mut text: Vec<u8> = vec![b'"'];
        let mut source: Option<PpToken> = None;
        let mut backslashes = 0usize;
        for t in tokens {
            if t.is_padding() {
                let replace = match source {
                    None => true,
                    Some(s) => !s.leading_space() && !t.has(PpFlags::PADDING_SOURCE),
                };
                if replace {
                    source = if t.has(PpFlags::PADDING_SOURCE) { Some(*t) } else { None };
                }
                continue;
            }
            if text.len() > 1 {
                let s = source.unwrap_or(*t);
                if s.leading_space() {
                    text.push(b' ');
                }
            }
            source = None;
            let spelling = self.spelling(t).to_vec();
            let escape =
                matches!(t.kind, TokenKind::StringLiteral | TokenKind::CharLiteral | TokenKind::RawStringLiteral);
            if escape {
                for &c in &spelling {
                    match c {
                        b'\\' | b'"' => text.extend_from_slice(&[b'\\', c]),
                        b'\n' => text.extend_from_slice(b"\\n"),
                        _ => text.push(c),
                    }
                }
            } else {
                text.extend_from_slice(&spelling);
            }
            if t.kind == TokenKind::Other && spelling.first() == Some(&b'\\') {
                backslashes += 1;
            } else {
                backslashes = 0;
            }
        }
        if backslashes % 2 == 1 {
            let loc =
                self.last_loc.or_else(|| tokens.iter().rev().find(|t| !t.is_padding()).and_then(|t| self.token_loc(t)));
            self.report(DiagId::InvalidStringLiteralFinalBackslash, loc, vec![]);
            text.pop();
        }
        text.push(b'"');
        self.scratch_token(TokenKind::StringLiteral, &text)
    }

    /// A token spelled `text` in the scratch buffer.
    pub(super) fn scratch_token(&mut self, kind: TokenKind, text: &[u8]) -> PpToken {
        let (start, end) = self.add_scratch(text);
        PpToken { kind, pp: PpKind::Token, flags: PpFlags(0), buf: SCRATCH, start, end, origin: 0, sym: Sym(0) }
    }

    /// `##`: pastes `lhs` with the tokens after it in the current context while they are
    /// left operands too, and pushes the result in a context of its own (cpplib's
    /// `paste_all_tokens`).
    fn paste_all(&mut self, lhs: PpToken) {
        let mut lhs = lhs;
        while let Some(c) = self.contexts.last_mut() {
            if c.pos >= c.end {
                break;
            }
            let rhs = self.context_tokens[c.pos as usize];
            c.pos += 1;
            // Paddings between the operands (cpplib: only avoid-paste ones can be there).
            if rhs.is_padding() || rhs.pp != PpKind::Token {
                continue;
            }
            match self.paste(&lhs, &rhs) {
                Some(t) => {
                    lhs = t;
                    if !rhs.has(PpFlags::PASTE_LEFT) {
                        break;
                    }
                }
                None => {
                    if let Some(c) = self.contexts.last_mut() {
                        c.pos -= 1;
                    }
                    break;
                }
            }
        }
        lhs.flags.0 &= !PpFlags::PASTE_LEFT;
        self.push_context(&[lhs], None);
    }

    /// One paste; `None` (with the error) when the spellings do not form one token.
    fn paste(&mut self, lhs: &PpToken, rhs: &PpToken) -> Option<PpToken> {
        let mut text = self.spelling(lhs).to_vec();
        let lhs_len = text.len();
        // cpplib puts a space after `/` so that `/ ## /` cannot start a comment.
        if lhs.kind == TokenKind::Slash && rhs.kind != TokenKind::Eq {
            text.push(b' ');
        }
        text.extend_from_slice(self.spelling(rhs));
        let lexed = lex::lex(&text, &LexOptions::default());
        let ok = lexed.tokens.len() == 2
            && lexed.tokens.starts[0] == 0
            && lexed.tokens.ends[0] as usize == text.len()
            && !self.is_not_a_gxx_token(lexed.tokens.kinds[0]);
        if !ok {
            // g++ points at where the left operand is spelled.
            let loc = lhs.file().map(|file| Loc { file, offset: lhs.start }).or_else(|| self.token_loc(lhs));
            let a = String::from_utf8_lossy(&text[..lhs_len]).into_owned();
            let b = String::from_utf8_lossy(self.spelling(rhs)).into_owned();
            self.report(DiagId::PasteInvalidToken, loc, vec![Arg::Str(a), Arg::Str(b)]);
            return None;
        }
        let kind = lexed.tokens.kinds[0];
        let mut t = self.scratch_token(kind, &text);
        t.flags.0 = lhs.flags.0 & PpFlags::LEADING_SPACE;
        t.flags.0 |= rhs.flags.0 & PpFlags::PASTE_LEFT;
        t.origin = lhs.origin;
        if kind == TokenKind::Identifier {
            t.sym = self.symbols().intern(&super::identifier_spelling(&text));
        }
        Some(t)
    }

    /// Tokens of our lexer that g++ does not form: CUDA's `<<<` and `>>>` (nvcc's front end
    /// splits them, g++ never joins them) and `<=>` before C++20.
    fn is_not_a_gxx_token(&self, kind: TokenKind) -> bool {
        match kind {
            TokenKind::LaunchOpen | TokenKind::LaunchClose => true,
            TokenKind::Spaceship => !self.options.spaceship,
            _ => false,
        }
    }

    /// A built-in macro: pushes its one-token result.
    fn expand_builtin(&mut self, b: Builtin, name: PpToken) -> bool {
        let position = self.token_loc(&name);
        let t = match b {
            Builtin::File | Builtin::BaseFile | Builtin::FileName => {
                if b == Builtin::BaseFile {
                    self.not_reusable();
                }
                let file = match b {
                    Builtin::BaseFile => self.main_name.to_string(),
                    _ => self.frames.last().map(|f| f.name.to_string()).unwrap_or_default(),
                };
                let file =
                    if b == Builtin::FileName { file.rsplit('/').next().unwrap_or_default().to_string() } else { file };
                let text = quote_string(file.as_bytes());
                self.scratch_token(TokenKind::StringLiteral, &text)
            }
            Builtin::Line => {
                let line = position.map_or(0, |p| self.presumed_line(p));
                self.scratch_token(TokenKind::Number, line.to_string().as_bytes())
            }
            Builtin::Counter => {
                let n = self.counter;
                self.counter += 1;
                self.scratch_token(TokenKind::Number, n.to_string().as_bytes())
            }
            Builtin::IncludeLevel => {
                use super::unit::FrameKind;
                self.not_reusable();
                let n = self
                    .frames
                    .iter()
                    .filter(|f| matches!(f.kind, FrameKind::Header | FrameKind::PreInclude | FrameKind::Imacros))
                    .count();
                self.scratch_token(TokenKind::Number, n.to_string().as_bytes())
            }
            Builtin::Date | Builtin::Time | Builtin::Timestamp => {
                self.not_reusable();
                let (date, time) = self.options.date_time.clone().unwrap_or_else(now);
                let text = match b {
                    Builtin::Date => date,
                    Builtin::Time => time,
                    _ => "\"??? ??? ?? ??:??:?? ????\"".to_string(),
                };
                self.scratch_token(TokenKind::StringLiteral, text.as_bytes())
            }
            Builtin::HasAttribute | Builtin::HasCppAttribute | Builtin::HasBuiltin => {
                let Some(value) = self.has_feature_operand(b, &name) else { return false };
                self.scratch_token(TokenKind::Number, value.to_string().as_bytes())
            }
            Builtin::HasInclude | Builtin::HasIncludeNext => {
                if !self.state.in_directive {
                    let loc = self.token_loc(&name);
                    self.report(DiagId::HasIncludeOutsideIf, loc, vec![self.sym_arg(name.sym)]);
                    return false;
                }
                let value = self.has_include_operand(b == Builtin::HasIncludeNext, &name);
                self.scratch_token(TokenKind::Number, if value { b"1" } else { b"0" })
            }
            Builtin::PragmaOperator => return self.pragma_operator(&name),
        };
        let mut t = t;
        t.flags.0 = name.flags.0 & PpFlags::LEADING_SPACE;
        t.origin = self.new_expansion(u32::MAX, &name);
        self.push_context(&[t], None);
        true
    }

    /// `__has_attribute(x)`, `__has_cpp_attribute(ns::x)`, `__has_builtin(x)`: the operand,
    /// read with macros expanded, and g++ 12's answer.
    fn has_feature_operand(&mut self, b: Builtin, name: &PpToken) -> Option<u32> {
        let loc = self.token_loc(name);
        let open = self.get_real_token();
        if !open.is(TokenKind::LParen) {
            self.report(DiagId::MissingOpenParenAfter, loc, vec![self.sym_arg(name.sym)]);
            self.backup(open);
            return None;
        }
        let mut words: Vec<Vec<u8>> = Vec::new();
        loop {
            let t = self.get_real_token();
            if t.is(TokenKind::RParen) || t.is(TokenKind::Eof) {
                if t.is(TokenKind::Eof) {
                    self.backup(t);
                }
                break;
            }
            words.push(self.spelling(&t).to_vec());
        }
        let text: Vec<u8> = words.concat();
        Some(super::features::answer(b, &text))
    }
}

fn set_paste(t: &mut PpToken, on: bool) {
    if on {
        t.flags.0 |= PpFlags::PASTE_LEFT;
    } else {
        t.flags.0 &= !PpFlags::PASTE_LEFT;
    }
}

fn matching_vaopt_end(body: &[PpToken], start: usize) -> usize {
    let mut depth = 0;
    for (j, t) in body.iter().enumerate().skip(start) {
        match t.pp {
            PpKind::VaOptStart => depth += 1,
            PpKind::VaOptEnd => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    body.len().saturating_sub(1)
}

/// A string literal of `bytes` with `\` and `"` escaped (cpplib's `cpp_quote_string`).
pub(super) fn quote_string(bytes: &[u8]) -> Vec<u8> {
    let mut out = vec![b'"'];
    for &c in bytes {
        match c {
            b'\\' | b'"' => out.extend_from_slice(&[b'\\', c]),
            b'\n' => out.extend_from_slice(b"\\n"),
            _ => out.push(c),
        }
    }
    out.push(b'"');
    out
}

/// `__DATE__` and `__TIME__` of now, as g++ spells them.
/// `__DATE__` and `__TIME__` of this run: the time in `SOURCE_DATE_EPOCH` (seconds since
/// 1970, UTC) when it is set, as g++ does for reproducible builds; now otherwise.
fn now() -> (String, String) {
    let fixed = std::env::var("SOURCE_DATE_EPOCH").ok().and_then(|v| v.trim().parse::<u64>().ok());
    let secs = fixed.unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
    });
    let days = (secs / 86400) as i64;
    let (y, m, d) = civil_from_days(days);
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let t = secs % 86400;
    let date = format!("\"{} {:2} {}\"", MONTHS[(m - 1) as usize], d, y);
    let time = format!("\"{:02}:{:02}:{:02}\"", t / 3600, t / 60 % 60, t % 60);
    (date, time)
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian.
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}
