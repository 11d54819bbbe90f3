//! Statements: the function bodies of user code (system headers' bodies stay skipped, their
//! token ranges kept on the routine), read statement by statement with their block scopes
//! and local declarations, so that their syntax errors are nvcc's, into the IL as statement
//! trees (il::Stmt): each statement read is pushed on a stack, and the statement that
//! holds it takes what was pushed while it was read as its children; a statement skipped
//! keeps its place as `StmtKind::Unread`.
//!
//! A statement that starts with a name is a declaration or an expression by what the name
//! denotes (seed 004: prescan_declaration): a type's name followed by a declarator starts a
//! declaration ("if it can be a declaration, it is"), a value's an expression; an unknown
//! name leaves the statement unread. Expressions are delimited (their brackets skipped by
//! their partners, their `<` opening arguments only after a template's name) and then read
//! into the IL by parse::expr, which keeps what it is not sure of as tokens.
//! As for declarations, a statement the parser cannot be sure of is skipped silently and
//! counted; a syntax error is reported only where no reading of the tokens is valid.

use super::decl::{Parser, Unsure, R};
use super::declarator::Naming;
use super::expr::Closer;
use super::keyword::Kw;
use super::names::{stop, Context, Denotes};
use super::specifiers::SpecContext;
use crate::diag::DiagId;
use crate::il::{Body, EntityId, ExprId, ScopeId, ScopeKind, Stmt, StmtId, StmtKind};
use crate::lex::TokenKind;

/// Keywords that end an expression where they appear: no expression contains them.
pub(super) fn ends_expression(k: Kw) -> bool {
    matches!(
        k,
        Kw::Return
            | Kw::If
            | Kw::Else
            | Kw::While
            | Kw::For
            | Kw::Do
            | Kw::Switch
            | Kw::Case
            | Kw::Default
            | Kw::Break
            | Kw::Continue
            | Kw::Goto
            | Kw::Try
            | Kw::Catch
            | Kw::Typedef
            | Kw::StaticAssert
    )
}

/// What [`Parser::statement_parts`] read: the node's kind and expressions (its children
/// are on the statement stack).
#[derive(Clone, Copy, Debug)]
struct Parts {
    kind: StmtKind,
    expr: ExprId,
    extra: ExprId,
    /// A block's own scope (`ScopeId::NONE`: the statement is in the current scope).
    scope: ScopeId,
}

impl Parts {
    fn of(kind: StmtKind) -> Parts {
        Parts { kind, expr: ExprId::NONE, extra: ExprId::NONE, scope: ScopeId::NONE }
    }

    fn with(kind: StmtKind, expr: ExprId) -> Parts {
        Parts { expr, ..Parts::of(kind) }
    }
}

impl Parser<'_, '_, '_> {
    /// The statements of `routine`'s body `{ … }` at `open`, whose parameters are declared
    /// in `prototype`, into the IL's bodies.
    pub(super) fn function_body_statements(
        &mut self,
        routine: EntityId,
        open: usize,
        close: usize,
        prototype: ScopeId,
    ) {
        let block = self.body_statements(open, close, prototype);
        self.il.bodies.push(Body { routine, block });
        self.stats.function_bodies_read += 1;
    }

    /// The statements of a function's or a lambda's body `{ … }` at `open`, whose parameters
    /// are declared in `prototype` (`ScopeId::NONE`: none): its block.
    pub(super) fn body_statements(&mut self, open: usize, close: usize, prototype: ScopeId) -> StmtId {
        let outer = (self.scope, self.access, self.template_flags, self.switch_depth, self.decl_certain, self.certain);
        let parent = if prototype.is_none() { self.scope } else { prototype };
        let base = self.stmt_stack.len();
        let block = self.il.open_scope(ScopeKind::Block, parent, EntityId::NONE);
        self.scope = block;
        self.template_flags = 0;
        self.switch_depth = 0;
        self.certain = self.decl_certain;
        self.i = open + 1;
        let r = self.nested(|p| {
            p.statement_seq(close);
            Ok(())
        });
        if r.is_err() {
            self.count(Unsure::Depth);
        }
        (self.scope, self.access, self.template_flags, self.switch_depth, self.decl_certain, self.certain) = outer;
        self.i = close + 1;
        self.push_stmt(Parts { scope: block, ..Parts::of(StmtKind::Block) }, open, base);
        self.stmt_stack.pop().unwrap_or(StmtId::NONE)
    }

    /// Statements up to the `}` at `close`.
    fn statement_seq(&mut self, close: usize) {
        while self.i < close && !self.over_budget() {
            let start = self.i;
            self.furthest = start;
            self.decl_certain = self.certain;
            self.split = usize::MAX;
            let base = self.stmt_stack.len();
            match self.statement() {
                Ok(()) => {
                    self.certain = self.in_step();
                    self.stats.statements += 1;
                }
                Err(why) => {
                    self.stmt_stack.truncate(base);
                    self.give_up_statement(start, why, close);
                    self.push_stmt(Parts::of(StmtKind::Unread), start, base);
                }
            }
            if self.i > close {
                // A statement that ran past the block's brace: not where the parser thought.
                self.i = close;
                self.certain = false;
            }
        }
    }

    /// A statement given up: counted (unless its error was reported), skipped to its end.
    fn give_up_statement(&mut self, start: usize, why: Unsure, close: usize) {
        self.split = usize::MAX;
        let reported = why == Unsure::Reported;
        if !reported {
            self.count(why);
            self.stats.statements_given_up += 1;
            let at = self.furthest.max(self.i).max(start);
            self.record_given_up(start, at, why);
            self.certain = true;
        }
        let end = self.statement_extent(start, close);
        if reported {
            self.certain = self.resumes_after_error(start, end);
        }
        self.i = end.max(start + 1).min(close);
    }

    /// Where the statement starting at `i` ends, by its brackets: after the `;` at its level,
    /// or after a `{ … }` that ends it (not followed by `else`, `while`, `catch`).
    fn statement_extent(&mut self, i: usize, close: usize) -> usize {
        let mut j = i;
        // A `do` statement ends at the `;` after its `while (…)`.
        let mut awaiting_while = self.kw_at(i) == Some(Kw::Do);
        while j < close {
            match self.kind_at(j) {
                TokenKind::Semi => {
                    j += 1;
                    // `if (c) s1; else s2;` is one statement.
                    if self.kw_at(j) == Some(Kw::Else) {
                        continue;
                    }
                    if awaiting_while && self.kw_at(j) == Some(Kw::While) {
                        awaiting_while = false;
                        continue;
                    }
                    return j;
                }
                TokenKind::LParen | TokenKind::LBracket => match self.partner_of(j) {
                    Some(c) => j = c + 1,
                    None => {
                        self.certain = false;
                        return j + 1;
                    }
                },
                TokenKind::LBrace => match self.partner_of(j) {
                    Some(c) => {
                        j = c + 1;
                        let continues = matches!(self.kw_at(j), Some(Kw::Else | Kw::Catch))
                            || (awaiting_while && self.kw_at(j) == Some(Kw::While));
                        if awaiting_while && self.kw_at(j) == Some(Kw::While) {
                            awaiting_while = false;
                        }
                        let initializer = j > i + 1
                            && matches!(
                                self.kind_at(c + 1),
                                TokenKind::Semi
                                    | TokenKind::Comma
                                    | TokenKind::RParen
                                    | TokenKind::Dot
                                    | TokenKind::Arrow
                            );
                        if !continues && !initializer {
                            return j;
                        }
                    }
                    None => {
                        self.certain = false;
                        return j + 1;
                    }
                },
                TokenKind::RBrace | TokenKind::RParen | TokenKind::RBracket => {
                    self.certain = false;
                    return j + 1;
                }
                _ => j += 1,
            }
        }
        close
    }

    /// One statement at the current token, onto the statement stack as one node: the
    /// statements pushed while it was read (its sub-statements) become its children.
    fn statement(&mut self) -> R<()> {
        let (start, base) = (self.i, self.stmt_stack.len());
        let parts = self.statement_parts()?;
        self.push_stmt(parts, start, base);
        Ok(())
    }

    /// A node for the statement read from `start` to here, whose children are the stack's
    /// from `base` on, onto the stack.
    fn push_stmt(&mut self, parts: Parts, start: usize, base: usize) {
        let scope = if parts.scope.is_none() { self.scope } else { parts.scope };
        let stmt = Stmt {
            kind: parts.kind,
            token: start as u32,
            end: self.i as u32,
            scope,
            expr: parts.expr,
            extra: parts.extra,
            first: 0,
            count: 0,
        };
        let id = self.il.add_stmt(stmt, &self.stmt_stack[base..]);
        self.stmt_stack.truncate(base);
        self.stmt_stack.push(id);
    }

    /// The statement at the current token: what kind it is and its expressions (its
    /// sub-statements are pushed on the statement stack as they are read).
    fn statement_parts(&mut self) -> R<Parts> {
        match self.kind() {
            TokenKind::LBrace => return self.compound_statement(),
            TokenKind::Semi => {
                self.bump();
                return Ok(Parts::of(StmtKind::Empty));
            }
            TokenKind::LBracket if self.peek(1) == TokenKind::LBracket => {
                // `[[likely]]`, `[[fallthrough]];`: the statement they precede.
                self.std_attribute()?;
                return self.nested(|p| p.statement_parts());
            }
            TokenKind::Identifier => {}
            TokenKind::ColonColon if matches!(self.kw_at(self.i + 1), Some(Kw::New | Kw::Delete)) => {
                return self.expression_parts()
            }
            TokenKind::ColonColon => return self.declaration_or_expression(),
            _ => return self.expression_parts(),
        }
        let Some(kw) = self.kw() else {
            if self.peek(1) == TokenKind::Colon {
                // A label.
                self.i += 2;
                if self.kind() != TokenKind::RBrace {
                    self.nested(|p| p.statement())?;
                }
                // (A label at the end of a block: nvcc warns, EC127 as a warning; not
                // reported yet.)
                return Ok(Parts::of(StmtKind::Label));
            }
            return self.declaration_or_expression();
        };
        match kw {
            Kw::If => self.if_statement(),
            Kw::While => {
                self.bump();
                self.in_own_scope(|p| {
                    let condition = p.condition()?;
                    p.nested(|p| p.statement())?;
                    Ok(Parts::with(StmtKind::While, condition))
                })
            }
            Kw::Do => {
                self.bump();
                self.nested(|p| p.statement())?;
                if !self.eat_kw(Kw::While) {
                    return Err(Unsure::Unexpected);
                }
                let condition = self.condition()?;
                self.end_of_statement()?;
                Ok(Parts::with(StmtKind::DoWhile, condition))
            }
            Kw::For => self.for_statement(),
            Kw::Switch => {
                self.bump();
                self.in_own_scope(|p| {
                    let condition = p.condition()?;
                    p.switch_depth += 1;
                    let r = p.nested(|p| p.statement());
                    p.switch_depth -= 1;
                    r.map(|()| Parts::with(StmtKind::Switch, condition))
                })
            }
            Kw::Case => {
                if self.switch_depth == 0 {
                    return Err(self.syntax_error(DiagId::CaseOutsideSwitch, self.i));
                }
                self.bump();
                let closer = Closer::After(DiagId::ExpectedColon);
                let mut parts = Parts::with(StmtKind::Case, self.full_expression(stop::COLON, closer, EntityId::NONE)?);
                if self.kind() == TokenKind::Ellipsis {
                    // GNU case ranges: `case 1 ... 3:`.
                    self.bump();
                    parts.extra = self.full_expression(stop::COLON, closer, EntityId::NONE)?;
                }
                self.expect(TokenKind::Colon)?;
                self.label_target()?;
                Ok(parts)
            }
            Kw::Default => {
                self.bump();
                self.expect(TokenKind::Colon)?;
                self.label_target()?;
                Ok(Parts::of(StmtKind::Default))
            }
            Kw::Break | Kw::Continue => {
                self.bump();
                self.end_of_statement()?;
                Ok(Parts::of(if kw == Kw::Break { StmtKind::Break } else { StmtKind::Continue }))
            }
            Kw::Return | Kw::CoReturn => {
                self.bump();
                if self.kind() == TokenKind::LBrace {
                    // `return {…};`: the braced list is not read.
                    self.skip_group()?;
                    self.end_of_statement()?;
                    return Ok(Parts::of(StmtKind::Return));
                }
                if self.kind() == TokenKind::Semi {
                    self.bump();
                    return Ok(Parts::of(StmtKind::Return));
                }
                self.expression_statement().map(|e| Parts::with(StmtKind::Return, e))
            }
            Kw::Goto => {
                self.bump();
                if self.ident().is_some() {
                    self.bump();
                    self.end_of_statement()?;
                    return Ok(Parts::of(StmtKind::Goto));
                }
                if self.kind() == TokenKind::Star {
                    // GNU's computed goto.
                    return self.expression_statement().map(|e| Parts::with(StmtKind::ComputedGoto, e));
                }
                Err(self.syntax_error(DiagId::ExpectedIdentifier, self.i))
            }
            Kw::Try => {
                self.bump();
                if self.kind() != TokenKind::LBrace {
                    return Err(Unsure::Unexpected);
                }
                self.statement()?;
                if self.handlers(true)? == 0 {
                    return Err(Unsure::Unexpected);
                }
                Ok(Parts::of(StmtKind::Try))
            }
            // An `else` with no `if` before it.
            Kw::Else => Err(self.syntax_error(DiagId::ExpectedStatement, self.i)),
            Kw::Asm | Kw::GnuAsm | Kw::GnuAsm2 => self.asm_statement(),
            Kw::Label => Err(Unsure::Unmodelled),
            k if k.starts_expression() || k == Kw::Requires => self.expression_parts(),
            Kw::Decltype | Kw::GnuDecltype => {
                // `decltype(e)::member(…);` is an expression; `decltype(e) x;` a declaration.
                if self.peek(1) != TokenKind::LParen {
                    return Err(Unsure::Unexpected);
                }
                let Some(close) = self.partner_of(self.i + 1) else {
                    self.bump();
                    return self.unclosed_parenthesis();
                };
                match self.kind_at(close + 1) {
                    TokenKind::ColonColon => self.expression_parts(),
                    TokenKind::Identifier | TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp => {
                        self.declaration_statement()
                    }
                    _ => Err(Unsure::Unmodelled),
                }
            }
            Kw::Template | Kw::Export | Kw::Namespace | Kw::Public | Kw::Private | Kw::Protected => {
                Err(Unsure::Unexpected)
            }
            // The rest start declarations: specifiers, `using`, `static_assert`, `typedef` ….
            _ => self.declaration_statement(),
        }
    }

    /// `asm [volatile|inline|goto] ( "template" [: outputs [: inputs [: clobbers [: labels]]]] );`
    /// The operands' expressions are read. Where the `(` is never closed, nvcc expects the
    /// `)` at the `;` that follows the last operand.
    fn asm_statement(&mut self) -> R<Parts> {
        use TokenKind as T;
        self.bump();
        while matches!(
            self.kw(),
            Some(
                Kw::Volatile
                    | Kw::GnuVolatile
                    | Kw::GnuVolatile2
                    | Kw::Goto
                    | Kw::Inline
                    | Kw::GnuInline
                    | Kw::GnuInline2
            )
        ) {
            self.bump();
        }
        if self.kind() != T::LParen {
            return Err(Unsure::Unexpected);
        }
        let close = self.partner_of(self.i);
        self.bump();
        if !self.string_literals() {
            return Err(Unsure::Unmodelled);
        }
        // Sections by their `:` (`::` separates two, as in `asm("" ::: "memory")`).
        let mut section = 0;
        loop {
            match self.kind() {
                T::Colon => section += 1,
                T::ColonColon => section += 2,
                _ => break,
            }
            self.bump();
            if section > 4 {
                return Err(Unsure::Unexpected);
            }
            loop {
                match (section, self.kind()) {
                    (1 | 2, T::LBracket) | (1 | 2, T::StringLiteral) => {
                        if self.kind() == T::LBracket {
                            // `[name]` of an operand.
                            self.skip_group()?;
                        }
                        if !self.string_literals() || self.kind() != T::LParen {
                            return Err(Unsure::Unexpected);
                        }
                        let operand_close = self.partner()?;
                        self.bump();
                        self.full_expression(0, Closer::AtStart(DiagId::ExpectedRParen), EntityId::NONE)?;
                        if self.i != operand_close {
                            return Err(Unsure::Unexpected);
                        }
                        self.bump();
                    }
                    (3, T::StringLiteral) => {
                        self.string_literals();
                    }
                    (4, T::Identifier) => self.bump(),
                    _ => break,
                }
                if !self.eat(T::Comma) {
                    break;
                }
            }
        }
        match close {
            Some(close) if close == self.i => {
                self.bump();
                self.end_of_statement()?;
                Ok(Parts::of(StmtKind::Asm))
            }
            None if self.kind() == T::Semi => Err(self.syntax_error(DiagId::ExpectedRParen, self.i)),
            None => Err(Unsure::Unbalanced),
            Some(_) => Err(Unsure::Unexpected),
        }
    }

    /// Adjacent string literals at the current token, skipped; whether there was one.
    pub(super) fn string_literals(&mut self) -> bool {
        let start = self.i;
        while matches!(self.kind(), TokenKind::StringLiteral | TokenKind::RawStringLiteral) {
            self.bump();
        }
        self.i > start
    }

    /// `{ statements }` at the current token, in a block scope of its own.
    fn compound_statement(&mut self) -> R<Parts> {
        let close = self.partner()?;
        self.bump();
        let outer = (self.scope, self.certain);
        let block = self.il.open_scope(ScopeKind::Block, self.scope, EntityId::NONE);
        self.scope = block;
        self.certain = self.decl_certain;
        let r = self.nested(|p| {
            p.statement_seq(close);
            Ok(())
        });
        (self.scope, self.certain) = outer;
        self.i = close + 1;
        r.map(|()| Parts { scope: block, ..Parts::of(StmtKind::Block) })
    }

    /// The `catch (…) { … }` handlers after a try block (read onto the statement stack, or
    /// skipped in system headers); how many.
    pub(super) fn handlers(&mut self, read: bool) -> R<usize> {
        let mut handlers = 0;
        while self.eat_kw(Kw::Catch) {
            if self.kind() != TokenKind::LParen {
                return Err(Unsure::Unexpected);
            }
            let anonymous = self.kind_at(self.i + 1) == TokenKind::Ellipsis;
            self.skip_group()?;
            if self.kind() != TokenKind::LBrace {
                return Err(Unsure::Unexpected);
            }
            if read {
                self.statement()?;
                // The handler's parameter is not read: the names its block uses may be it.
                let block = self.stmt_stack.last().map(|&b| self.il.stmt(b).scope);
                if let Some(scope) = block.filter(|_| !anonymous) {
                    self.declarations_not_read(scope);
                }
            } else {
                self.skip_group()?;
            }
            handlers += 1;
        }
        Ok(handlers)
    }

    /// What a `case` or `default` label labels (a label may end a block: a warning).
    fn label_target(&mut self) -> R<()> {
        if self.kind() == TokenKind::RBrace {
            return Ok(());
        }
        self.nested(|p| p.statement())
    }

    /// `if [constexpr] (condition) statement [else statement]`, `if [!] consteval { … }`.
    fn if_statement(&mut self) -> R<Parts> {
        self.bump();
        if self.kind() == TokenKind::Bang && self.kw_at(self.i + 1) == Some(Kw::Consteval) {
            self.i += 2;
            return self.consteval_branches(StmtKind::IfNotConsteval);
        }
        if self.eat_kw(Kw::Consteval) {
            return self.consteval_branches(StmtKind::IfConsteval);
        }
        let kind = if self.eat_kw(Kw::Constexpr) { StmtKind::ConstexprIf } else { StmtKind::If };
        if self.kind() != TokenKind::LParen {
            // `if v < 0)`: nvcc expects the `(`.
            return Err(self.syntax_error(DiagId::ExpectedLParen, self.i));
        }
        // A condition's declaration is seen by both branches.
        self.in_own_scope(|p| {
            let condition = p.condition()?;
            p.nested(|p| p.statement())?;
            if p.eat_kw(Kw::Else) {
                p.nested(|p| p.statement())?;
            }
            Ok(Parts::with(kind, condition))
        })
    }

    /// The current scope declares names the parser skipped (a range-for's variable, a
    /// condition's structured binding, an init-statement): see [`Self::declarations_not_read`].
    fn names_not_read(&mut self) {
        self.declarations_not_read(self.scope);
    }

    /// Runs `f` in a block scope of its own (a selection or iteration statement's, where
    /// its condition declares).
    fn in_own_scope(&mut self, f: impl FnOnce(&mut Self) -> R<Parts>) -> R<Parts> {
        let outer = self.scope;
        self.scope = self.il.open_scope(ScopeKind::Block, outer, EntityId::NONE);
        let r = f(self);
        self.scope = outer;
        r
    }

    fn consteval_branches(&mut self, kind: StmtKind) -> R<Parts> {
        if self.kind() != TokenKind::LBrace {
            return Err(Unsure::Unexpected);
        }
        self.statement()?;
        if self.eat_kw(Kw::Else) {
            self.nested(|p| p.statement())?;
        }
        Ok(Parts::of(kind))
    }

    /// A parenthesised condition: an expression is read (and returned); a declaration is
    /// declared (its initializer a full expression of its own), an init-statement skipped
    /// (`ExprId::NONE`). A `(` never closed is closed where its expression ends, as nvcc
    /// expects.
    fn condition(&mut self) -> R<ExprId> {
        if self.kind() != TokenKind::LParen {
            return Err(self.syntax_error(DiagId::ExpectedLParen, self.i));
        }
        let Some(close) = self.partner_of(self.i) else { return self.unclosed_parenthesis() };
        if self.has_semicolon_between(self.i + 1, close) {
            return self.init_statement_and_condition(close);
        }
        if !self.starts_expression_only(self.i + 1) {
            // A declaration (`if (T *p = f())`), into the statement's scope; what it cannot
            // read (a structured binding) is skipped.
            let (open, reading) = (self.mark(), self.il.reading_mark());
            self.bump();
            return match self.nested(|p| p.condition_declaration()) {
                Err(Unsure::Reported) => Err(Unsure::Reported),
                Ok(()) if self.i == close => {
                    self.bump();
                    Ok(ExprId::NONE)
                }
                _ => {
                    self.il.undo_reading(reading);
                    self.reset(open);
                    self.names_not_read();
                    self.skip_group().map(|()| ExprId::NONE)
                }
            };
        }
        self.bump();
        let condition = self.full_expression(0, Closer::After(DiagId::ExpectedRParen), EntityId::NONE)?;
        if self.i != close {
            return Err(Unsure::Unexpected);
        }
        self.bump();
        Ok(condition)
    }

    /// `(init-statement condition)` of an `if` or `switch`: the init-statement is read into
    /// the statement's scope as a for-loop's is (its variables are then known to the
    /// statement's blocks: EC704 when one redeclares them), the condition after it where it
    /// is an expression. An init-statement the parser cannot read is undone and skipped with
    /// the condition, its names left unread; a condition it cannot read is skipped.
    fn init_statement_and_condition(&mut self, close: usize) -> R<ExprId> {
        let (open, reading, base) = (self.mark(), self.il.reading_mark(), self.stmt_stack.len());
        self.bump();
        match self.nested(|p| p.statement()) {
            Err(Unsure::Reported) => return Err(Unsure::Reported),
            Ok(()) if self.i <= close && self.kind_at(self.i - 1) == TokenKind::Semi => {}
            _ => {
                self.stmt_stack.truncate(base);
                self.il.undo_reading(reading);
                self.reset(open);
                self.names_not_read();
                return self.skip_group().map(|()| ExprId::NONE);
            }
        }
        if self.i < close && self.starts_expression_only(self.i) {
            let reading = self.il.reading_mark();
            match self.full_expression(0, Closer::After(DiagId::ExpectedRParen), EntityId::NONE) {
                Err(Unsure::Reported) => return Err(Unsure::Reported),
                Ok(condition) if self.i == close => {
                    self.bump();
                    return Ok(condition);
                }
                _ => self.il.undo_reading(reading),
            }
        } else {
            // A declaration as the condition (`if (init; T x = e)`): not read.
            self.names_not_read();
        }
        self.i = close + 1;
        Ok(ExprId::NONE)
    }

    /// `T x = e` or `T x{…}` as a condition (the caller checks that its `)` follows).
    fn condition_declaration(&mut self) -> R<()> {
        let s = self.decl_specifiers(SpecContext::Declaration)?;
        let base = self.specifier_type(&s)?;
        if base.is_none() || self.kind() == TokenKind::LBracket {
            return Err(Unsure::Unmodelled);
        }
        let d = self.declarator(base, Naming::Named, true)?;
        if d.function {
            return Err(Unsure::Unexpected);
        }
        let entity = self.declare(&s, &d);
        match self.kind() {
            TokenKind::Eq => {
                self.bump();
                self.full_expression(0, Closer::After(DiagId::ExpectedRParen), entity)?;
            }
            TokenKind::LBrace => self.skip_group()?,
            _ => return Err(Unsure::Unexpected),
        }
        Ok(())
    }

    /// Whether a `;` stands at the bracket level of `from`, from there to `close`.
    fn has_semicolon_between(&self, from: usize, close: usize) -> bool {
        let mut j = from;
        while j < close {
            match self.kind_at(j) {
                TokenKind::Semi => return true,
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => match self.partner_of(j) {
                    Some(p) => j = p,
                    None => return true,
                },
                _ => {}
            }
            j += 1;
        }
        false
    }

    /// The expression after a `(` that is never closed: nvcc expects the `)` where the
    /// expression ends, if the reading is certain there; given up either way.
    fn unclosed_parenthesis<T>(&mut self) -> R<T> {
        self.bump();
        self.expression(0, Closer::After(DiagId::ExpectedRParen))?;
        Err(Unsure::Unbalanced)
    }

    /// Whether what starts at token `first` can only be an expression, not a declaration:
    /// a value's name, a literal, an operator, a keyword that starts expressions.
    fn starts_expression_only(&mut self, first: usize) -> bool {
        match self.kind_at(first) {
            TokenKind::Identifier | TokenKind::ColonColon => {}
            TokenKind::LBracket => return self.kind_at(first + 1) != TokenKind::LBracket,
            TokenKind::Semi | TokenKind::RParen | TokenKind::Eof => return false,
            _ => return true,
        }
        if let Some(k) = self.kw_at(first) {
            return k.starts_expression();
        }
        let saved = self.mark();
        self.i = first;
        let q = self.qualified_name(Context::Expression);
        self.reset(saved);
        q.is_ok_and(|q| matches!(q.denotes, Denotes::Value))
    }

    /// `for (init; condition; increment) statement` or `for (declaration : range)`.
    fn for_statement(&mut self) -> R<Parts> {
        self.bump();
        if self.kw() == Some(Kw::CoAwait) {
            self.bump();
        }
        if self.kind() != TokenKind::LParen {
            return Err(self.syntax_error(DiagId::ExpectedLParen, self.i));
        }
        let close = self.partner()?;
        // Seed 004: find_for_loop_separator — the `;` and `:` at the parentheses' level.
        let (mut semis, mut colons, mut questions) = (0, 0, 0);
        let mut j = self.i + 1;
        while j < close {
            match self.kind_at(j) {
                TokenKind::Semi => semis += 1,
                TokenKind::Colon => colons += 1,
                TokenKind::Question => questions += 1,
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => {
                    j = self.partner_of(j).ok_or(Unsure::Unbalanced)?;
                }
                _ => {}
            }
            j += 1;
        }
        match (semis, colons) {
            (2, _) | (0, 1) => {}
            // `for (int i = 0; i < n)`: nvcc expects the second `;` at the `)`.
            (1, 0) if questions == 0 => return Err(self.syntax_error(DiagId::ExpectedSemicolon, close)),
            _ => return Err(Unsure::Unmodelled),
        }
        // The loop's own scope: a classic loop's init-statement is read into it, then its
        // condition and increment where they are expressions (a declaration as the
        // condition and a range-for's declaration are skipped).
        let outer = self.scope;
        self.scope = self.il.open_scope(ScopeKind::Block, outer, EntityId::NONE);
        let mut parts = Parts::of(if semis == 2 { StmtKind::For } else { StmtKind::RangeFor });
        if semis != 2 && !self.range_declaration(close)? {
            self.names_not_read();
        }
        let r = (|| {
            if semis == 2 {
                self.bump();
                if self.kind() == TokenKind::Semi {
                    self.bump();
                } else {
                    self.nested(|p| p.statement())?;
                }
                if self.starts_expression_only(self.i) {
                    parts.expr = self.full_expression(0, Closer::After(DiagId::ExpectedSemicolon), EntityId::NONE)?;
                }
                if self.eat(TokenKind::Semi) && self.i < close && self.starts_expression_only(self.i) {
                    parts.extra = self.full_expression(0, Closer::After(DiagId::ExpectedRParen), EntityId::NONE)?;
                }
            }
            self.i = close + 1;
            self.nested(|p| p.statement())?;
            Ok(parts)
        })();
        self.scope = outer;
        r
    }

    /// A range-for's `decl-specifiers declarator :`, declared into the loop's scope (EC2801
    /// when its block redeclares the name); false, the position kept, for what is not read:
    /// a structured binding, attributes, anything but one declarator before the `:`.
    fn range_declaration(&mut self, close: usize) -> R<bool> {
        let open = self.mark();
        let mut j = self.i + 1;
        while j < close && self.kind_at(j) != TokenKind::Colon {
            match self.kind_at(j) {
                TokenKind::LBracket => return Ok(false),
                TokenKind::LParen | TokenKind::LBrace => j = self.partner_of(j).ok_or(Unsure::Unbalanced)?,
                _ => {}
            }
            j += 1;
        }
        self.bump();
        let read = self.nested(|p| {
            let s = p.decl_specifiers(SpecContext::Declaration)?;
            let base = p.specifier_type(&s)?;
            if base.is_none() {
                return Err(Unsure::Unmodelled);
            }
            let d = p.declarator(base, Naming::Named, true)?;
            if d.function || p.i != j {
                return Err(Unsure::Unexpected);
            }
            p.declare(&s, &d);
            Ok(())
        });
        self.reset(open);
        match read {
            Ok(()) => Ok(true),
            Err(Unsure::Reported) => Err(Unsure::Reported),
            Err(_) => Ok(false),
        }
    }

    /// A statement starting with a name: a declaration where the name is a type followed by
    /// a declarator, an expression where it is a value.
    fn declaration_or_expression(&mut self) -> R<Parts> {
        let saved = self.mark();
        let q = self.qualified_name(Context::Type);
        let after = self.i;
        self.reset(saved);
        let q = q?;
        match q.denotes {
            Denotes::Type(_) => match self.kind_at(after) {
                TokenKind::Identifier if self.ident_at(after).is_some() => self.declaration_statement(),
                // `uint32_t constexpr k = 1;`: specifiers after the type.
                TokenKind::Identifier
                    if matches!(
                        self.kw_at(after),
                        Some(
                            Kw::Const
                                | Kw::Volatile
                                | Kw::GnuConst
                                | Kw::GnuConst2
                                | Kw::GnuVolatile
                                | Kw::GnuVolatile2
                                | Kw::GnuRestrict
                                | Kw::GnuRestrict2
                                | Kw::Constexpr
                                | Kw::Constinit
                                | Kw::Static
                                | Kw::Inline
                                | Kw::ThreadLocal
                                | Kw::Thread
                                | Kw::Register
                                | Kw::GnuAttribute
                                | Kw::GnuAttribute2
                                | Kw::Noinline
                                | Kw::Alignas
                                | Kw::Operator
                        )
                    ) =>
                {
                    self.declaration_statement()
                }
                TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp | TokenKind::Ellipsis => {
                    self.declaration_statement()
                }
                TokenKind::LParen => {
                    // `T(x);`, `T(*p);`, `T(a[3]);` declare; `T(1).f();`, `T(a[i], b);` are
                    // expressions: a declaration where the parentheses hold one declarator.
                    if self.parenthesized_declarator(after) {
                        self.declaration_statement()
                    } else {
                        self.expression_parts()
                    }
                }
                TokenKind::LBrace => self.expression_parts(),
                _ => Err(Unsure::Unmodelled),
            },
            Denotes::Value | Denotes::Dependent | Denotes::DeclaratorId => self.expression_parts(),
            // A function template called (`print(x);`) or launched (`k<<<g, b>>>(x);`); a
            // class template's name without arguments (a declaration by deduction) is not
            // modelled.
            Denotes::Template
                if matches!(self.kind_at(after), TokenKind::LParen | TokenKind::LaunchOpen)
                    && self.names_routine(saved.0) =>
            {
                self.expression_parts()
            }
            // `Layout l = f(x);`: a class template's arguments deduced.
            Denotes::Template if self.deduces_class(q.entity) && self.ident_at(after).is_some() => {
                self.declaration_statement()
            }
            Denotes::Template => Err(Unsure::Unmodelled),
            Denotes::Namespace | Denotes::Concept => Err(Unsure::Unexpected),
            // A name never declared, called: a function found by argument-dependent lookup
            // or a builtin. Read as an expression, which is only skipped: a type's name here
            // would make it a declaration, whose errors are the same.
            // Its errors are not reported: nvcc's first would be about the name.
            Denotes::Unknown if self.kind_at(after) == TokenKind::LParen => {
                self.decl_certain = false;
                self.expression_parts()
            }
            Denotes::Unknown => Err(Unsure::UnknownName),
        }
    }

    /// Whether the parentheses at `open` hold exactly one simple declarator: pointer and
    /// reference operators, a name, array bounds (`(*p)`, `(x)`, `(a[3])`), followed by what
    /// ends or continues a declaration.
    fn parenthesized_declarator(&self, open: usize) -> bool {
        let Some(close) = self.partner_of(open) else { return false };
        let mut j = open + 1;
        while matches!(self.kind_at(j), TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp) {
            j += 1;
        }
        if self.ident_at(j).is_none() {
            return false;
        }
        j += 1;
        while self.kind_at(j) == TokenKind::LBracket {
            match self.partner_of(j) {
                Some(c) => j = c + 1,
                None => return false,
            }
        }
        j == close
            && matches!(
                self.kind_at(close + 1),
                TokenKind::Semi | TokenKind::Eq | TokenKind::Comma | TokenKind::LBracket
            )
    }

    /// Whether the (possibly qualified) name at `at` is a function's.
    fn names_routine(&mut self, at: usize) -> bool {
        let saved = self.mark();
        self.i = at;
        let q = self.qualified_name(Context::Expression);
        self.reset(saved);
        q.is_ok_and(|q| !q.entity.is_none() && self.il.entity(q.entity).kind == crate::il::EntityKind::Routine)
    }

    /// An expression up to its `;`: nvcc expects the `;` where a keyword no expression holds,
    /// or the block's `}`, comes first (an operand missing before the `;` is the expression
    /// reader's to find: `new int*;` ends with a type's `*`).
    fn expression_statement(&mut self) -> R<ExprId> {
        let e = self.full_expression(stop::STATEMENT, Closer::After(DiagId::ExpectedSemicolon), EntityId::NONE)?;
        match self.kind() {
            TokenKind::Semi => self.bump(),
            _ => self.end_of_statement()?,
        }
        Ok(e)
    }

    /// An expression statement's parts.
    fn expression_parts(&mut self) -> R<Parts> {
        self.expression_statement().map(|e| Parts::with(StmtKind::Expr, e))
    }

    /// A declaration in a block, as a statement.
    fn declaration_statement(&mut self) -> R<Parts> {
        self.declaration().map(|()| Parts::of(StmtKind::Decl))
    }

    /// The `;` that ends a statement: where a keyword that starts a statement or the block's
    /// `}` stands instead, nvcc expects it.
    fn end_of_statement(&mut self) -> R<()> {
        match self.kind() {
            TokenKind::Semi => {
                self.bump();
                Ok(())
            }
            TokenKind::RBrace => Err(self.syntax_error(DiagId::ExpectedSemicolon, self.i)),
            TokenKind::Identifier if self.kw().is_some_and(ends_expression) => {
                Err(self.syntax_error(DiagId::ExpectedSemicolon, self.i))
            }
            _ => Err(Unsure::Unexpected),
        }
    }
}
