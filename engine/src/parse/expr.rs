//! Expressions into the IL (il::Expr): a precedence-climbing reader over the unit's tokens,
//! driven, like the rest of the parser, by what names denote: `(T)x` is a cast only where
//! `T` names a type, `a < b` opens template arguments only after a template's name.
//!
//! Reading an expression never changes what the statement layer does: the expression is
//! first delimited as before (`skip_expression`, whose syntax errors stand), then read; a
//! reading that is unsure, or that does not end exactly where the delimiting ended, is
//! dropped and the expression is kept as its tokens (`ExprKind::Tokens`), counted in
//! `--stats`. So a construct not modelled yet costs IL detail, never a false error.
//!
//! The reading reports a syntax error only where it is certain: every name in it has a
//! known meaning, the construct is in a declaration or statement the parser is sure of, and
//! no C++ continues at the token — an operand right after a complete one (`a b`, nvcc's
//! "expected a `;`/`)`/`]`/`:`" by what closes the construct), a lambda with no body, `new`
//! followed by `[`.

use super::decl::{Parser, Unsure, R};
use super::keyword::{Kw, Name};
use super::names::{stop, Context, Denotes};
use super::specifiers::SpecContext;
use crate::diag::DiagId;
use crate::il::{CastKind, EntityId, ExprId, ExprKind, ExprRoot, LambdaBody, Op, RefKind, ScopeId, Type, TypeId};
use crate::lex::TokenKind;

/// What nvcc expects after a full expression, and where it says it is missing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Closer {
    /// The token (`;` after a statement's, `)` after a condition's), expected where the
    /// expression ends.
    After(DiagId),
    /// An `asm` operand's `)`: nvcc says it is missing at the expression's first token
    /// (the oracle: corpus/cases/parse/asm_operand_juxtaposed.cu); errors inside the
    /// expression are not reported.
    AtStart(DiagId),
}

/// The reader's state while it reads one full expression.
#[derive(Clone, Debug, Default)]
pub(super) struct Reading {
    /// Operands of the nodes being built (call arguments …), reused.
    pub stack: Vec<ExprId>,
    /// The first syntax error the reading is certain of: what nvcc expects, and where.
    error: Option<(DiagId, usize)>,
    /// A name was read whose meaning the parser does not know (a dependent member, a name
    /// never declared): the reading may be wrong, so its syntax errors are not reported.
    doubt: bool,
    /// A syntax error after which the reading went on with what it had (a launch
    /// configuration cut short by the statement's `;`): reported when the whole reading is
    /// certain and succeeds, so the expression is kept and checked.
    kept_error: Option<(DiagId, usize)>,
}

/// Binding strength of the binary operators (higher binds tighter).
mod prec {
    pub const COMMA: u8 = 1;
    pub const ASSIGN: u8 = 2;
    pub const OR: u8 = 3;
    pub const AND: u8 = 4;
    pub const BIT_OR: u8 = 5;
    pub const BIT_XOR: u8 = 6;
    pub const BIT_AND: u8 = 7;
    pub const EQUALITY: u8 = 8;
    pub const RELATIONAL: u8 = 9;
    pub const SPACESHIP: u8 = 10;
    pub const SHIFT: u8 = 11;
    pub const ADDITIVE: u8 = 12;
    pub const MULTIPLICATIVE: u8 = 13;
    pub const PTR_MEM: u8 = 14;
}

impl Parser<'_, '_, '_> {
    /// A full expression (a statement's, a condition's, an initializer's) up to what `stops`
    /// asks for (besides `;` and closers), into the IL as a root of the current scope; `of`
    /// is the entity it initializes, if any. Its syntax errors are those of delimiting it
    /// and, where the reading is certain, an operand where `closer` was due.
    pub(super) fn full_expression(&mut self, stops: u8, closer: Closer, of: EntityId) -> R<ExprId> {
        self.root_of(of, |p| p.expression(stops, closer))
    }

    /// What `read` reads, a root of the current scope for `of` when it read a token.
    fn root_of(&mut self, of: EntityId, read: impl FnOnce(&mut Self) -> R<ExprId>) -> R<ExprId> {
        let start = self.i;
        let e = read(self)?;
        if self.i > start {
            self.il.expr_roots.push(ExprRoot { expr: e, scope: self.scope, of });
        }
        Ok(e)
    }

    /// An expression up to what `stops` asks for, into the IL. A syntax error is reported
    /// only where the reading is certain: the declaration or statement is certain, every
    /// name read has a known meaning, and no valid continuation exists at the token.
    pub(super) fn expression(&mut self, stops: u8, closer: Closer) -> R<ExprId> {
        let prec = if stops & stop::COMMA != 0 { prec::ASSIGN } else { prec::COMMA };
        self.expression_read_by(stops, closer, |p| p.binary(prec, stops))
    }

    /// `T x(a, b)` at the `(`: the initializer, as the functional cast `T(a, b)` it is
    /// equivalent to, a full expression of the current scope for variable `of` (whose name
    /// token the node has). Read as [`Self::full_expression`] reads.
    pub(super) fn parenthesized_initializer(&mut self, of: EntityId) -> R<ExprId> {
        let (at, ty) = (self.il.entity(of).token, self.il.entity(of).ty);
        self.root_of(of, |p| {
            p.expression_read_by(stop::COMMA, Closer::After(DiagId::ExpectedSemicolon), |p| {
                let base = p.call_arguments()?;
                Ok(p.add_from_stack(ExprKind::Cast(CastKind::Functional), at, ty, base))
            })
        })
    }

    /// [`Self::expression`], with `read` reading what the tokens up to the stop hold.
    fn expression_read_by(
        &mut self,
        stops: u8,
        closer: Closer,
        read: impl FnOnce(&mut Self) -> R<ExprId>,
    ) -> R<ExprId> {
        let start = self.mark();
        self.skip_expression(stops)?;
        let end = self.mark();
        self.reset(start);
        let (mark, stack) = (self.il.reading_mark(), self.reading.stack.len());
        let certain = std::mem::replace(&mut self.decl_certain, false);
        // A lambda's body may hold full expressions of its own.
        let outer =
            (self.reading.error.take(), std::mem::take(&mut self.reading.doubt), self.reading.kept_error.take());
        let mut read = self.nested(read);
        match closer {
            Closer::After(id) if read.is_ok() && self.mark() != end => read = Err(self.juxtaposed(id)),
            Closer::AtStart(id) => {
                let top_level = read.is_ok() && self.mark() != end;
                self.reading.error = None;
                if top_level {
                    read = Err(self.juxtaposed(id));
                    if let Some(error) = &mut self.reading.error {
                        error.1 = start.0;
                    }
                }
            }
            Closer::After(_) => {}
        }
        let sure = certain && !self.reading.doubt;
        let error = self.reading.error.filter(|_| sure);
        let kept_error = self.reading.kept_error;
        (self.reading.error, self.reading.doubt, self.reading.kept_error) = outer;
        self.decl_certain = certain;
        self.reading.stack.truncate(stack);
        match read {
            Ok(_) if kept_error.is_some() && !sure => {
                // A reading that went on after an error it cannot report: not kept.
                self.il.undo_reading(mark);
                Err(Unsure::Unexpected)
            }
            Ok(e) if self.mark() == end => {
                self.stats.expressions_read += 1;
                if let Some((id, at)) = kept_error {
                    self.syntax_error(id, at);
                    // nvcc's recovery reads on past this point: where it is next in step
                    // with the parser is not known.
                    self.out_of_step_after = at;
                }
                Ok(e)
            }
            _ => {
                // Lambda bodies' statements and full expressions go with the reading.
                self.il.undo_reading(mark);
                if let Some((id, at)) = error {
                    return Err(self.syntax_error(id, at));
                }
                self.reset(end);
                self.stats.expressions_kept_as_tokens += 1;
                Ok(self.il.add_token_expr(ExprKind::Tokens, start.0 as u32, end.0 as u32))
            }
        }
    }

    /// A complete operand followed by the start of another (`a b`, `f() 1`): no operator
    /// joins them, so nvcc expects what closes the construct (`closer`) there. Notes the
    /// error when the token does start an operand; the reading stops either way.
    fn juxtaposed(&mut self, closer: DiagId) -> Unsure {
        use TokenKind as T;
        let starts_operand = match self.kind() {
            T::Number | T::CharLiteral | T::StringLiteral | T::RawStringLiteral => true,
            T::Identifier => match self.kw() {
                // Not after a string literal: `"a" __FUNCTION__` may be GNU's concatenation.
                None => !matches!(self.kind_at(self.i.wrapping_sub(1)), T::StringLiteral | T::RawStringLiteral),
                Some(k) => matches!(k, Kw::True | Kw::False | Kw::Nullptr | Kw::This),
            },
            _ => false,
        };
        if starts_operand {
            return self.certain_error(closer, self.i);
        }
        Unsure::Unexpected
    }

    /// Notes a syntax error the reading is certain of (the first one counts; reported by
    /// [`Self::expression`] where the whole reading is certain), and stops the reading.
    fn certain_error(&mut self, id: DiagId, at: usize) -> Unsure {
        if self.reading.error.is_none() {
            self.reading.error = Some((id, at));
        }
        Unsure::Unexpected
    }

    /// After an operator: its operand must follow, and a `;` cannot start one (`1 + ;`,
    /// `p = -;`), so nvcc expects an expression there. Not `)`, `,` or `]`: a type-id the
    /// reader takes for an expression ends that way (`(T(*)[N])p`, `F<U*, V>`).
    fn operand_follows(&mut self) -> R<()> {
        match self.kind() {
            TokenKind::Semi => Err(self.certain_error(DiagId::ExpectedExpression, self.i)),
            _ => Ok(()),
        }
    }

    /// Operands joined by binary operators at least as strong as `min`.
    fn binary(&mut self, min: u8, stops: u8) -> R<ExprId> {
        let mut lhs = self.nested(|p| p.unary(stops))?;
        loop {
            let at = self.i as u32;
            if self.kind() == TokenKind::Question {
                if min > prec::ASSIGN {
                    return Ok(lhs);
                }
                self.bump();
                let then = self.nested(|p| p.binary(prec::COMMA, stops & !(stop::COLON | stop::COMMA)))?;
                if !self.eat(TokenKind::Colon) {
                    return Err(self.juxtaposed(DiagId::ExpectedColon));
                }
                let otherwise = self.nested(|p| p.binary(prec::ASSIGN, stops))?;
                lhs = self.il.add_expr(ExprKind::Conditional, at, TypeId::NONE, &[lhs, then, otherwise]);
                continue;
            }
            let Some((op, strength)) = self.binary_operator(stops) else { return Ok(lhs) };
            if strength < min {
                return Ok(lhs);
            }
            self.bump();
            // Assignments group to the right, the rest to the left.
            let next = if strength == prec::ASSIGN { strength } else { strength + 1 };
            if self.kind() == TokenKind::Ellipsis {
                // A fold expression `(e op ...)` or `(e op ... op init)`: its `)` follows.
                self.bump();
                if self.binary_operator(stops).is_some_and(|(o, _)| o == op) {
                    self.bump();
                    let init = self.nested(|p| p.binary(next, stops))?;
                    return Ok(self.il.add_expr(ExprKind::Fold(op), at, TypeId::NONE, &[lhs, init]));
                }
                return Ok(self.il.add_expr(ExprKind::Fold(op), at, TypeId::NONE, &[lhs]));
            }
            self.operand_follows()?;
            let rhs = self.nested(|p| p.binary(next, stops))?;
            lhs = self.il.add_expr(ExprKind::Operation(op), at, TypeId::NONE, &[lhs, rhs]);
        }
    }

    /// The binary operator at the current token, unless `stops` ends the expression there.
    fn binary_operator(&self, stops: u8) -> Option<(Op, u8)> {
        use TokenKind as T;
        Some(match self.kind() {
            T::Comma if stops & stop::COMMA == 0 => (Op::Comma, prec::COMMA),
            T::Eq if stops & stop::ASSIGN == 0 => (Op::Assign, prec::ASSIGN),
            T::StarEq => (Op::MultiplyAssign, prec::ASSIGN),
            T::SlashEq => (Op::DivideAssign, prec::ASSIGN),
            T::PercentEq => (Op::RemainderAssign, prec::ASSIGN),
            T::PlusEq => (Op::AddAssign, prec::ASSIGN),
            T::MinusEq => (Op::SubtractAssign, prec::ASSIGN),
            T::LessLessEq => (Op::ShiftLeftAssign, prec::ASSIGN),
            T::GreaterGreaterEq => (Op::ShiftRightAssign, prec::ASSIGN),
            T::AmpEq => (Op::BitAndAssign, prec::ASSIGN),
            T::CaretEq => (Op::BitXorAssign, prec::ASSIGN),
            T::PipeEq => (Op::BitOrAssign, prec::ASSIGN),
            T::PipePipe => (Op::Or, prec::OR),
            T::AmpAmp => (Op::And, prec::AND),
            T::Pipe => (Op::BitOr, prec::BIT_OR),
            T::Caret => (Op::BitXor, prec::BIT_XOR),
            T::Amp => (Op::BitAnd, prec::BIT_AND),
            T::EqEq => (Op::Equal, prec::EQUALITY),
            T::BangEq => (Op::NotEqual, prec::EQUALITY),
            T::Less => (Op::Less, prec::RELATIONAL),
            T::Greater if stops & stop::GREATER == 0 => (Op::Greater, prec::RELATIONAL),
            T::LessEq => (Op::LessEqual, prec::RELATIONAL),
            T::GreaterEq => (Op::GreaterEqual, prec::RELATIONAL),
            T::Spaceship => (Op::Compare, prec::SPACESHIP),
            T::LessLess => (Op::ShiftLeft, prec::SHIFT),
            T::GreaterGreater if stops & stop::GREATER == 0 => (Op::ShiftRight, prec::SHIFT),
            T::Plus => (Op::Add, prec::ADDITIVE),
            T::Minus => (Op::Subtract, prec::ADDITIVE),
            T::Star => (Op::Multiply, prec::MULTIPLICATIVE),
            T::Slash => (Op::Divide, prec::MULTIPLICATIVE),
            T::Percent => (Op::Remainder, prec::MULTIPLICATIVE),
            T::DotStar => (Op::PtrMemDot, prec::PTR_MEM),
            T::ArrowStar => (Op::PtrMemArrow, prec::PTR_MEM),
            _ => return None,
        })
    }

    /// A unary expression: prefix operators, casts, `sizeof` …, then a postfix expression.
    fn unary(&mut self, stops: u8) -> R<ExprId> {
        use TokenKind as T;
        let at = self.i as u32;
        let prefix = match self.kind() {
            T::Plus => Some(Op::Plus),
            T::Minus => Some(Op::Negate),
            T::Bang => Some(Op::Not),
            T::Tilde => Some(Op::Complement),
            T::Star => Some(Op::Deref),
            T::Amp => Some(Op::AddressOf),
            T::PlusPlus => Some(Op::PreIncrement),
            T::MinusMinus => Some(Op::PreDecrement),
            _ => None,
        };
        if self.kind() == T::ColonColon && matches!(self.kw_at(self.i + 1), Some(Kw::New | Kw::Delete)) {
            // `::new`, `::delete`: the global allocation functions.
            self.bump();
            return if self.kw() == Some(Kw::New) {
                self.new_expression(at)
            } else {
                self.delete_expression(at, stops)
            };
        }
        if self.kw() == Some(Kw::Extension) {
            // GNU's `__extension__ e` (glibc's assert): `e`.
            self.bump();
            return self.nested(|p| p.unary(stops));
        }
        if let Some(op) = prefix {
            self.bump();
            self.operand_follows()?;
            let operand = self.nested(|p| p.unary(stops))?;
            return Ok(self.il.add_expr(ExprKind::Operation(op), at, TypeId::NONE, &[operand]));
        }
        match self.kw() {
            Some(Kw::Sizeof) => {
                self.bump();
                if self.kind() == T::LParen && self.type_in_parentheses() {
                    let ty = self.parenthesized_type()?;
                    return Ok(self.il.add_expr(ExprKind::Sizeof, at, ty, &[]));
                }
                if self.kind() == T::Ellipsis {
                    // `sizeof...(pack)`.
                    if self.peek(1) != T::LParen || self.ident_at(self.i + 2).is_none() || self.peek(3) != T::RParen {
                        return Err(Unsure::Unexpected);
                    }
                    let pack = self.i as u32 + 2;
                    self.i += 4;
                    return Ok(self.il.add_expr(ExprKind::SizeofPack, pack, TypeId::NONE, &[]));
                }
                let operand = self.nested(|p| p.unary(stops))?;
                return Ok(self.il.add_expr(ExprKind::Sizeof, at, TypeId::NONE, &[operand]));
            }
            Some(Kw::Alignof | Kw::GnuAlignof | Kw::GnuAlignof2) => {
                self.bump();
                if !(self.kind() == T::LParen && self.type_in_parentheses()) {
                    return Err(Unsure::Unmodelled);
                }
                let ty = self.parenthesized_type()?;
                return Ok(self.il.add_expr(ExprKind::Alignof, at, ty, &[]));
            }
            Some(Kw::Noexcept) => {
                self.bump();
                let operand = self.bracketed_expression()?;
                return Ok(self.il.add_expr(ExprKind::Noexcept, at, TypeId::NONE, &[operand]));
            }
            Some(Kw::New) => return self.new_expression(at),
            Some(Kw::Delete) => return self.delete_expression(at, stops),
            Some(Kw::Throw) => {
                self.bump();
                if self.binary_operator(stops).is_some()
                    || matches!(self.kind(), T::Semi | T::RParen | T::RBracket | T::RBrace | T::Colon | T::Comma)
                {
                    return Ok(self.il.add_expr(ExprKind::Throw, at, TypeId::NONE, &[]));
                }
                let operand = self.nested(|p| p.binary(prec::ASSIGN, stops))?;
                return Ok(self.il.add_expr(ExprKind::Throw, at, TypeId::NONE, &[operand]));
            }
            _ => {}
        }
        if self.kind() == T::LParen && self.type_in_parentheses() {
            // `(T)e`; `(T){…}` (a compound literal) is not modelled.
            let ty = self.parenthesized_type()?;
            if self.kind() == T::LBrace {
                return Err(Unsure::Unmodelled);
            }
            let operand = self.nested(|p| p.unary(stops))?;
            return Ok(self.il.add_expr(ExprKind::Cast(CastKind::CStyle), at, ty, &[operand]));
        }
        let primary = self.primary()?;
        self.postfix(primary)
    }

    /// `new [(placement)] type [initializer]` or `new [(placement)] (type-id) [initializer]`
    /// at `new`.
    fn new_expression(&mut self, at: u32) -> R<ExprId> {
        use TokenKind as T;
        self.bump();
        let base = self.reading.stack.len();
        if self.kind() == T::LParen && !self.type_in_parentheses() {
            self.call_arguments()?;
        }
        let placement = (self.reading.stack.len() - base) as u32;
        let ty = if self.kind() == T::LParen {
            if !self.type_in_parentheses() {
                return Err(Unsure::Unmodelled);
            }
            self.parenthesized_type()?
        } else {
            if self.kind() == T::LBracket {
                // `new [n]`: no type can start with `[`.
                return Err(self.certain_error(DiagId::ExpectedTypeSpecifier, self.i));
            }
            self.new_type_id()?
        };
        match self.kind() {
            T::LParen => {
                self.call_arguments()?;
            }
            T::LBrace => {
                let list = self.braced_list()?;
                self.reading.stack.push(list);
            }
            _ => {}
        }
        let e = self.add_from_stack(ExprKind::New, at, ty, base);
        self.il.exprs[e.index()].end = placement;
        Ok(e)
    }

    /// A new-type-id: type specifiers, then `*` (with cv-qualifiers) and array bounds (the
    /// first of which need not be constant); the allocated type, an array's element type.
    fn new_type_id(&mut self) -> R<TypeId> {
        use TokenKind as T;
        let s = self.nested(|p| p.decl_specifiers(SpecContext::TypeId))?;
        let mut ty = self.specifier_type(&s)?;
        if ty.is_none() {
            return Err(Unsure::Unexpected);
        }
        while self.kind() == T::Star {
            self.bump();
            while matches!(self.kw(), Some(Kw::Const | Kw::Volatile)) {
                self.bump();
            }
            ty = self.il.types.intern(Type::Pointer { to: ty, kind: RefKind::Pointer });
        }
        let mut bounds = 0;
        while self.kind() == T::LBracket {
            self.skip_group()?;
            bounds += 1;
        }
        if bounds > 1 {
            // `new T[n][4]` allocates arrays of `T[4]`: not modelled.
            return Err(Unsure::Unmodelled);
        }
        Ok(ty)
    }

    /// `delete e` or `delete [] e` at `delete`.
    fn delete_expression(&mut self, at: u32, stops: u8) -> R<ExprId> {
        self.bump();
        let array = self.kind() == TokenKind::LBracket && self.peek(1) == TokenKind::RBracket;
        if array {
            self.i += 2;
        }
        let operand = self.nested(|p| p.unary(stops))?;
        let e = self.il.add_expr(ExprKind::Delete, at, TypeId::NONE, &[operand]);
        self.il.exprs[e.index()].end = u32::from(array);
        Ok(e)
    }

    /// Whether the parentheses at the current token hold a type-id: they start with a
    /// simple type keyword or a name that denotes a type, and are not a function-style
    /// expression (`(T(x))`).
    fn type_in_parentheses(&mut self) -> bool {
        let open = self.i;
        let Some(close) = self.partner_of(open) else { return false };
        let first = open + 1;
        if self.kw_at(first).is_some_and(is_simple_type_keyword) {
            // `(int)x`, `sizeof(unsigned long)`; `(int(x))` is an expression.
            return !matches!(self.kind_at(first + 1), TokenKind::LParen | TokenKind::LBrace);
        }
        if self.kind_at(first) != TokenKind::Identifier && self.kind_at(first) != TokenKind::ColonColon {
            return false;
        }
        // `(struct S *)p`, `sizeof(typename T::type)`: an elaborated or typename specifier
        // names a type.
        let specifier = matches!(self.kw_at(first), Some(Kw::Struct | Kw::Class | Kw::Union | Kw::Enum | Kw::Typename));
        if self.kw_at(first).is_some() && !specifier {
            return false;
        }
        let saved = self.mark();
        self.i = first + usize::from(specifier);
        let q = self.qualified_name(Context::Expression);
        let after = self.i;
        self.reset(saved);
        match q {
            Ok(q) if matches!(q.denotes, Denotes::Type(_)) || (specifier && q.denotes != Denotes::DeclaratorId) => {
                // `(T)`, `(T*)`, `(T const&)`; `(T(x))` and `(T{x})` are expressions.
                after == close
                    || matches!(self.kind_at(after), TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp)
                    || self.kw_at(after).is_some_and(|k| matches!(k, Kw::Const | Kw::Volatile))
            }
            _ => false,
        }
    }

    /// `( type-id )` at the current token.
    fn parenthesized_type(&mut self) -> R<TypeId> {
        let close = self.partner()?;
        self.bump();
        let ty = self.nested(|p| p.type_id())?;
        if self.i != close {
            return Err(Unsure::Unexpected);
        }
        self.bump();
        Ok(ty)
    }

    /// `( expression )` or `[ expression ]` at the current token: the expression.
    fn bracketed_expression(&mut self) -> R<ExprId> {
        let closer = if self.kind() == TokenKind::LParen { DiagId::ExpectedRParen } else { DiagId::ExpectedRBracket };
        let close = self.partner()?;
        self.bump();
        let e = self.nested(|p| p.binary(prec::COMMA, 0))?;
        if self.i != close {
            return Err(self.juxtaposed(closer));
        }
        self.bump();
        Ok(e)
    }

    /// A primary expression: a literal, `this`, a name, a parenthesised expression, a
    /// lambda, a named cast, a functional cast.
    fn primary(&mut self) -> R<ExprId> {
        use TokenKind as T;
        let at = self.i as u32;
        match self.kind() {
            T::Number | T::CharLiteral => {
                self.bump();
                return Ok(self.il.add_expr(ExprKind::Literal, at, TypeId::NONE, &[]));
            }
            T::StringLiteral | T::RawStringLiteral => {
                // Adjacent literals are one.
                self.string_literals();
                return Ok(self.il.add_token_expr(ExprKind::Literal, at, self.i as u32));
            }
            T::LParen => {
                if self.peek(1) == T::LBrace {
                    // A GNU statement expression.
                    return Err(Unsure::Unmodelled);
                }
                if self.peek(1) == T::Ellipsis {
                    return self.left_fold();
                }
                return self.bracketed_expression();
            }
            T::LBracket => return self.lambda(),
            T::LBrace => return self.braced_list(),
            T::Identifier | T::ColonColon => {}
            _ => return Err(Unsure::Unexpected),
        }
        if self
            .ident()
            .and_then(Name::of)
            .is_some_and(|n| matches!(n, Name::Func | Name::GnuFunction | Name::GnuPrettyFunction))
        {
            // The function's name: a string.
            self.bump();
            return Ok(self.il.add_expr(ExprKind::Literal, at, TypeId::NONE, &[]));
        }
        match self.kw() {
            Some(Kw::True | Kw::False | Kw::Nullptr | Kw::GnuNull) => {
                self.bump();
                return Ok(self.il.add_expr(ExprKind::Literal, at, TypeId::NONE, &[]));
            }
            // `int(x)`, `void(0)`, `float{v}`: a functional cast to a simple type.
            Some(k)
                if is_simple_type_keyword(k)
                    && !matches!(k, Kw::Const | Kw::Volatile)
                    && matches!(self.peek(1), T::LParen | T::LBrace) =>
            {
                let s = self.nested(|p| p.decl_specifiers(SpecContext::TypeId))?;
                let ty = self.specifier_type(&s)?;
                if ty.is_none() || self.i != at as usize + 1 {
                    return Err(Unsure::Unexpected);
                }
                return self.functional_cast(ty, at);
            }
            // `typename T::type(x)`: a functional cast to a dependent type.
            Some(Kw::Typename) => {
                self.bump();
                let q = self.qualified_name(Context::Type)?;
                let ty = match q.denotes {
                    Denotes::Type(ty) => ty,
                    Denotes::Dependent => self.dependent_type(at as usize),
                    _ => return Err(Unsure::Unmodelled),
                };
                return self.functional_cast(ty, at);
            }
            // `decltype(e)(x)`, `decltype(e){}`; `decltype(e)::m` is a qualified name.
            Some(Kw::Decltype | Kw::GnuDecltype)
                if self.peek(1) == T::LParen
                    && self.partner_of(self.i + 1).is_some_and(|c| self.kind_at(c + 1) != T::ColonColon) =>
            {
                self.bump();
                self.skip_group()?;
                let ty = self.dependent_type(at as usize);
                return self.functional_cast(ty, at);
            }
            Some(Kw::Decltype | Kw::GnuDecltype) => {}
            // `operator[](i)`, `operator()()`, `operator T()`: a name not looked up.
            Some(Kw::Operator) => {
                self.operator_function_id()?;
                return Ok(self.il.add_expr(ExprKind::Name(EntityId::NONE), at, TypeId::NONE, &[]));
            }
            Some(Kw::This) => {
                self.bump();
                return Ok(self.il.add_expr(ExprKind::This, at, TypeId::NONE, &[]));
            }
            Some(k @ (Kw::StaticCast | Kw::DynamicCast | Kw::ConstCast | Kw::ReinterpretCast)) => {
                let kind = match k {
                    Kw::StaticCast => CastKind::Static,
                    Kw::DynamicCast => CastKind::Dynamic,
                    Kw::ConstCast => CastKind::Const,
                    _ => CastKind::Reinterpret,
                };
                self.bump();
                self.expect(T::Less)?;
                let ty = self.nested(|p| p.type_id())?;
                if !matches!(self.kind(), T::Greater | T::GreaterGreater | T::LaunchClose) {
                    return Err(Unsure::Unexpected);
                }
                self.close_angle();
                let operand = self.bracketed_expression()?;
                return Ok(self.il.add_expr(ExprKind::Cast(kind), at, ty, &[operand]));
            }
            // Keywords not modelled yet (`typeid`, `requires`, `__builtin_offsetof` …).
            Some(_) => return Err(Unsure::Unmodelled),
            None => {}
        }
        let q = self.qualified_name(Context::Expression)?;
        let last = q.last as u32;
        match q.denotes {
            Denotes::Value | Denotes::Template => {
                Ok(self.il.add_expr(ExprKind::Name(q.entity), last, TypeId::NONE, &[]))
            }
            // A dependent member is a value without `typename`, but what follows may show
            // the program meant otherwise (nvcc may accept it).
            Denotes::Dependent => {
                self.reading.doubt = true;
                Ok(self.il.add_expr(ExprKind::Name(q.entity), last, TypeId::NONE, &[]))
            }
            // A type-trait intrinsic of g++ and EDG: its operands are types.
            Denotes::Unknown if self.kind() == T::LParen && is_type_trait(self.t.spelling(q.last)) => {
                self.skip_group()?;
                Ok(self.il.add_token_expr(ExprKind::TypeTrait, at, self.i as u32))
            }
            // A name never declared: called, it is found by argument-dependent lookup or is
            // a builtin.
            Denotes::Unknown if self.kind() == T::LParen => {
                self.reading.doubt = true;
                Ok(self.il.add_expr(ExprKind::Name(q.entity), last, TypeId::NONE, &[]))
            }
            Denotes::Type(ty) => self.functional_cast(ty, at),
            // `std::operator<<(os, x)`: a qualified operator function's name.
            Denotes::DeclaratorId if self.kw() == Some(Kw::Operator) => {
                self.operator_function_id()?;
                Ok(self.il.add_expr(ExprKind::Name(EntityId::NONE), at, TypeId::NONE, &[]))
            }
            _ => Err(Unsure::Unmodelled),
        }
    }

    /// `T(args)` or `T{args}` after a type's name.
    fn functional_cast(&mut self, ty: TypeId, at: u32) -> R<ExprId> {
        match self.kind() {
            TokenKind::LParen => {
                let args = self.call_arguments()?;
                Ok(self.add_from_stack(ExprKind::Cast(CastKind::Functional), at, ty, args))
            }
            TokenKind::LBrace => {
                let list = self.braced_list()?;
                Ok(self.il.add_expr(ExprKind::Cast(CastKind::Functional), at, ty, &[list]))
            }
            _ => Err(Unsure::Unmodelled),
        }
    }

    /// `(... op e)` or `(init op ... op e)` at `(`: a fold expression over a pack on the
    /// right.
    fn left_fold(&mut self) -> R<ExprId> {
        let close = self.partner()?;
        self.bump();
        let at = self.i as u32;
        self.bump();
        let Some((op, strength)) = self.binary_operator(0) else { return Err(Unsure::Unexpected) };
        self.bump();
        let e = self.nested(|p| p.binary(strength + 1, 0))?;
        if self.i != close {
            return Err(Unsure::Unexpected);
        }
        self.bump();
        let fold = self.il.add_expr(ExprKind::Fold(op), at, TypeId::NONE, &[e]);
        self.il.exprs[fold.index()].end = 1;
        Ok(fold)
    }

    /// `{ … }` at the current token: its elements read as expressions (nested lists and
    /// pack expansions among them), so that the checks and the xref log see the uses in
    /// them. A list with designators (`.a = 1`, `[0] = 1`; a lambda looks alike) or an
    /// element not read is kept as its tokens, as before; either way the node spans the
    /// list's tokens.
    fn braced_list(&mut self) -> R<ExprId> {
        let at = self.i as u32;
        let close = self.partner()?;
        if !self.designated(close) {
            let start = self.mark();
            let (mark, base) = (self.il.reading_mark(), self.reading.stack.len());
            // An error noted in an element is not one of the list: it is kept as tokens.
            let outer = (self.reading.error.take(), self.reading.kept_error.take());
            let read = self.elements(close);
            let clean = read.is_ok() && self.reading.error.is_none() && self.reading.kept_error.is_none();
            (self.reading.error, self.reading.kept_error) = outer;
            if clean {
                let list = self.add_from_stack(ExprKind::BracedList, at, TypeId::NONE, base);
                self.il.exprs[list.index()].end = self.i as u32;
                return Ok(list);
            }
            self.il.undo_reading(mark);
            self.reading.stack.truncate(base);
            self.reset(start);
        }
        self.skip_group()?;
        Ok(self.il.add_token_expr(ExprKind::BracedList, at, self.i as u32))
    }

    /// The comma-separated elements (pack expansions among them) between the current
    /// bracket and its partner at `close`, pushed on the expression stack; read past `close`.
    fn elements(&mut self, close: usize) -> R<()> {
        self.bump();
        while self.i < close {
            let mut element = self.nested(|p| p.binary(prec::ASSIGN, stop::COMMA))?;
            if self.kind() == TokenKind::Ellipsis {
                element = self.il.add_expr(ExprKind::PackExpansion, self.i as u32, TypeId::NONE, &[element]);
                self.bump();
            }
            self.reading.stack.push(element);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        if self.i != close {
            return Err(Unsure::Unexpected);
        }
        self.bump();
        Ok(())
    }

    /// Whether an element of the braced list from the current `{` to `close` starts with
    /// `.` or `[` (a designator, or a lambda).
    fn designated(&self, close: usize) -> bool {
        let mut depth = 0u32;
        let mut element_start = true;
        for i in self.i + 1..close {
            let kind = self.kind_at(i);
            if depth == 0 && element_start && matches!(kind, TokenKind::Dot | TokenKind::LBracket) {
                return true;
            }
            element_start = false;
            match kind {
                // A nested list's designators are its own.
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => depth = depth.saturating_sub(1),
                TokenKind::Comma if depth == 0 => element_start = true,
                _ => {}
            }
        }
        false
    }

    /// A lambda at `[`: its parameters declared in a prototype scope and its body read as a
    /// function body's statements (their syntax errors are not reported: the reading is
    /// not certain); the node keeps the tokens from `[` to the body's `}`. A template
    /// lambda's body is not read.
    fn lambda(&mut self) -> R<ExprId> {
        use TokenKind as T;
        let at = self.i as u32;
        if let Some(unnamed) = self.capture_without_name(self.i) {
            return Err(self.certain_error(DiagId::ExpectedIdentifier, unnamed));
        }
        let captures = (self.i, self.partner()?);
        self.skip_group()?;
        let template = self.kind() == T::Less;
        if template {
            self.skip_template_args()?;
        }
        // `[=] __device__ (int i) {…}`: the execution space comes before the parameters.
        self.skip_attributes()?;
        let outer = self.scope;
        let mut prototype = ScopeId::NONE;
        if self.kind() == T::LParen {
            if template {
                self.skip_group()?;
            } else {
                let declared = self.nested(|p| p.function_declarator());
                self.scope = outer;
                prototype = declared?.2;
            }
        }
        // Specifiers, attributes, a trailing return type: up to the body.
        loop {
            match self.kind() {
                T::LBrace => break,
                T::LParen | T::LBracket => self.skip_group()?,
                T::Semi => {
                    // No body: nothing between the declarator's parts holds a `;`.
                    return Err(self.certain_error(DiagId::ExpectedLambdaBody, self.i));
                }
                T::Less | T::Eof | T::RBrace | T::RParen => return Err(Unsure::Unmodelled),
                _ => self.bump(),
            }
        }
        let open = self.i;
        let close = self.partner()?;
        if template {
            self.i = close + 1;
            return Ok(self.il.add_token_expr(ExprKind::Lambda, at, self.i as u32));
        }
        let block = self.body_statements(open, close, prototype);
        if self.declares_captures(captures) && !block.is_none() {
            // `[q = 5]`: the body names a variable the parser did not declare.
            self.declarations_not_read(self.il.stmt(block).scope);
        }
        self.stats.lambda_bodies_read += 1;
        let lambda = self.il.add_token_expr(ExprKind::Lambda, at, self.i as u32);
        self.il.lambda_bodies.push(LambdaBody { lambda, block });
        Ok(lambda)
    }

    /// Whether a capture list between `open` and `close` has an init-capture (`q = 5`,
    /// `&r = x`, `v{1}`), which declares a variable of the lambda's body.
    fn declares_captures(&self, (open, close): (usize, usize)) -> bool {
        (open + 1..close).any(|j| {
            matches!(self.kind_at(j), TokenKind::Eq | TokenKind::LParen | TokenKind::LBrace)
                && self.kind_at(j - 1) == TokenKind::Identifier
        })
    }

    /// `[&(…`, `[x, &5]`, `[&&x]`: a capture that starts with `&` names what it captures
    /// (EDG: "expected an identifier" at the token after the `&`; `&this` has other words).
    /// The offending token of the lambda introducer at `open`, if there is one; looked at
    /// before the introducer's `]` is searched for, which such a list often lacks.
    pub(super) fn capture_without_name(&self, open: usize) -> Option<usize> {
        use TokenKind as T;
        let mut i = open + 1;
        let mut depth = 0u32;
        let mut capture_start = true;
        loop {
            match self.kind_at(i) {
                T::Amp if capture_start => match self.kind_at(i + 1) {
                    T::Identifier | T::Ellipsis | T::Comma | T::RBracket => {}
                    _ => return Some(i + 1),
                },
                T::AmpAmp if capture_start => return Some(i),
                // An init-capture's initializer, or template arguments: an expression's
                // commas and `&`s, not captures'.
                T::Eq | T::Less if !capture_start => return None,
                T::LParen | T::LBracket | T::LBrace => depth += 1,
                T::RParen | T::RBrace | T::RBracket if depth > 0 => depth -= 1,
                T::RBracket | T::RParen | T::RBrace | T::Semi | T::Eof => return None,
                _ => {}
            }
            capture_start = depth == 0 && self.kind_at(i) == T::Comma;
            i += 1;
        }
    }

    /// Postfix operators after `e`: calls, subscripts, members, `++`/`--`, kernel launches.
    fn postfix(&mut self, mut e: ExprId) -> R<ExprId> {
        use TokenKind as T;
        loop {
            let at = self.i as u32;
            e = match self.kind() {
                T::LParen => {
                    let args = self.call_arguments()?;
                    self.reading.stack.insert(args, e);
                    self.add_from_stack(ExprKind::Operation(Op::Call), at, TypeId::NONE, args)
                }
                T::LBracket => {
                    if self.peek(1) == T::LBracket {
                        return Err(Unsure::Unexpected);
                    }
                    let index = self.bracketed_expression()?;
                    self.il.add_expr(ExprKind::Operation(Op::Subscript), at, TypeId::NONE, &[e, index])
                }
                T::Dot | T::Arrow => {
                    let op = if self.kind() == T::Dot { Op::Member } else { Op::MemberOfPointer };
                    self.bump();
                    let template_kw = self.eat_kw(Kw::Template);
                    if self.kw() == Some(Kw::Operator) {
                        // `this->operator++()`: the node's token is `operator`.
                        let name_at = self.i as u32;
                        self.operator_function_id()?;
                        e = self.il.add_expr(ExprKind::Operation(op), name_at, TypeId::NONE, &[e]);
                        continue;
                    }
                    if self.kind() == T::Tilde || self.kw().is_some() {
                        // A destructor named: not modelled.
                        return Err(Unsure::Unmodelled);
                    }
                    let Some(member) = self.ident() else { return Err(Unsure::Unexpected) };
                    let name_at = self.i as u32;
                    self.bump();
                    if self.kind() == T::Less {
                        // As when delimiting: `<` after a member opens arguments only after
                        // `template`.
                        if template_kw {
                            self.skip_template_args()?;
                        } else if self.il.named(member).any(|m| self.is_template(m)) {
                            return Err(Unsure::Angles);
                        }
                    }
                    self.il.add_expr(ExprKind::Operation(op), name_at, TypeId::NONE, &[e])
                }
                T::PlusPlus => {
                    self.bump();
                    self.il.add_expr(ExprKind::Operation(Op::PostIncrement), at, TypeId::NONE, &[e])
                }
                T::MinusMinus => {
                    self.bump();
                    self.il.add_expr(ExprKind::Operation(Op::PostDecrement), at, TypeId::NONE, &[e])
                }
                T::LaunchOpen => {
                    // `k<<<config>>>(args)`.
                    let base = self.reading.stack.len();
                    self.bump();
                    if self.kind() == T::LaunchClose {
                        // nvcc makes the configuration a call that needs at least the grid.
                        return Err(self.certain_error(DiagId::TooFewArguments, self.i));
                    }
                    // `>>>` is a token of its own: a `>` in the configuration is an operator
                    // (`k<<<a > b ? 1 : 2, n>>>`).
                    loop {
                        let v = self.nested(|p| p.binary(prec::ASSIGN, stop::COMMA))?;
                        self.reading.stack.push(v);
                        if !self.eat(T::Comma) {
                            break;
                        }
                    }
                    let config = (self.reading.stack.len() - base) as u32;
                    if self.kind() == T::Semi && self.reading.kept_error.is_none() {
                        // `k<<<1, 32>(p);`: no `;` can come before the `>>>` in valid code.
                        // nvcc expects the `>>>` there, and checks what it read
                        // (`32 > (p)`): the launch is kept with the configuration alone.
                        self.reading.kept_error = Some((DiagId::ExpectedLaunchClose, self.i));
                        self.reading.stack.insert(base, e);
                        let launch = self.add_from_stack(ExprKind::Operation(Op::KernelLaunch), at, TypeId::NONE, base);
                        self.il.exprs[launch.index()].end = config;
                        return Ok(launch);
                    }
                    if !self.eat(T::LaunchClose) {
                        return Err(Unsure::Unexpected);
                    }
                    if self.kind() != T::LParen {
                        return Err(Unsure::Unexpected);
                    }
                    self.call_arguments()?;
                    self.reading.stack.insert(base, e);
                    let launch = self.add_from_stack(ExprKind::Operation(Op::KernelLaunch), at, TypeId::NONE, base);
                    self.il.exprs[launch.index()].end = config;
                    launch
                }
                _ => return Ok(e),
            };
        }
    }

    /// A node whose operands are the expression stack's from `base` on (taken off it).
    fn add_from_stack(&mut self, kind: ExprKind, at: u32, ty: TypeId, base: usize) -> ExprId {
        let e = self.il.add_expr(kind, at, ty, &self.reading.stack[base..]);
        self.reading.stack.truncate(base);
        e
    }

    /// `( arguments )` at the current token: each argument pushed on the expression stack;
    /// returns where they start there.
    fn call_arguments(&mut self) -> R<usize> {
        let close = self.partner()?;
        let base = self.reading.stack.len();
        self.elements(close)?;
        Ok(base)
    }
}

/// The type-trait intrinsics of g++ and EDG (`__is_same`, `__has_virtual_destructor`,
/// `__reference_binds_to_temporary` …), by their spelling's prefix.
fn is_type_trait(spelling: &[u8]) -> bool {
    [&b"__is_"[..], b"__has_", b"__reference_"].iter().any(|p| spelling.starts_with(p))
}

/// Keywords that alone (or with others of their kind) name a fundamental type.
pub(super) fn is_simple_type_keyword(k: Kw) -> bool {
    matches!(
        k,
        Kw::Void
            | Kw::Bool
            | Kw::Char
            | Kw::Char8T
            | Kw::Char16T
            | Kw::Char32T
            | Kw::WcharT
            | Kw::Short
            | Kw::Int
            | Kw::Long
            | Kw::Signed
            | Kw::Unsigned
            | Kw::Float
            | Kw::Double
            | Kw::Const
            | Kw::Volatile
    )
}
