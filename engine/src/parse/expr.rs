//! Expressions into the IL (il::Expr): a precedence-climbing reader over the unit's tokens,
//! driven, like the rest of the parser, by what names denote: `(T)x` is a cast only where
//! `T` names a type, `a < b` opens template arguments only after a template's name.
//!
//! Reading an expression never changes what the statement layer does: the expression is
//! first delimited as before (`skip_expression`, whose syntax errors stand), then read; a
//! reading that is unsure, or that does not end exactly where the delimiting ended, is
//! dropped and the expression is kept as its tokens (`ExprKind::Tokens`), counted in
//! `--stats`. So a construct not modelled yet costs IL detail, never a false error.

use super::decl::{Parser, Unsure, R};
use super::keyword::Kw;
use super::names::{stop, Context, Denotes};
use crate::il::{CastKind, ExprId, ExprKind, ExprRoot, Op, TypeId};
use crate::lex::TokenKind;

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
    /// A full expression of a function body up to what `stops` asks for (besides `;` and
    /// closers), into the IL as a root of the current scope. Its syntax errors are those of
    /// delimiting it; its reading falls back to its tokens.
    pub(super) fn full_expression(&mut self, stops: u8) -> R<ExprId> {
        let start = self.i;
        let e = self.expression(stops)?;
        if self.i > start {
            self.il.expr_roots.push(ExprRoot { expr: e, scope: self.scope });
        }
        Ok(e)
    }

    /// An expression up to what `stops` asks for, into the IL.
    pub(super) fn expression(&mut self, stops: u8) -> R<ExprId> {
        let start = self.mark();
        self.skip_expression(stops)?;
        let end = self.mark();
        self.reset(start);
        let (exprs, operands, stack) = (self.il.exprs.len(), self.il.expr_operands.len(), self.expr_stack.len());
        let certain = std::mem::replace(&mut self.decl_certain, false);
        let read = self.nested(|p| p.binary(if stops & stop::COMMA != 0 { prec::ASSIGN } else { prec::COMMA }, stops));
        self.decl_certain = certain;
        self.expr_stack.truncate(stack);
        match read {
            Ok(e) if self.mark() == end => {
                self.stats.expressions_read += 1;
                Ok(e)
            }
            _ => {
                self.il.truncate_exprs(exprs, operands);
                self.reset(end);
                self.stats.expressions_kept_as_tokens += 1;
                Ok(self.il.add_token_expr(ExprKind::Tokens, start.0 as u32, end.0 as u32))
            }
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
                self.expect(TokenKind::Colon)?;
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
        if let Some(op) = prefix {
            self.bump();
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
                    return Err(Unsure::Unmodelled);
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

    /// Whether the parentheses at the current token hold a type-id: they start with a
    /// simple type keyword or a name that denotes a type, and are not a function-style
    /// expression (`(T(x))`).
    fn type_in_parentheses(&mut self) -> bool {
        let open = self.i;
        let Some(close) = self.b.partner(open) else { return false };
        let first = open + 1;
        if self.kw_at(first).is_some_and(is_simple_type_keyword) {
            // `(int)x`, `sizeof(unsigned long)`; `(int(x))` is an expression.
            return !matches!(self.kind_at(first + 1), TokenKind::LParen | TokenKind::LBrace);
        }
        if self.kind_at(first) != TokenKind::Identifier && self.kind_at(first) != TokenKind::ColonColon {
            return false;
        }
        if self.kw_at(first).is_some() {
            return false;
        }
        let saved = self.mark();
        self.i = first;
        let q = self.qualified_name(Context::Expression);
        let after = self.i;
        self.reset(saved);
        match q {
            Ok(q) if matches!(q.denotes, Denotes::Type(_)) => {
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
        let close = self.partner()?;
        self.bump();
        let e = self.nested(|p| p.binary(prec::COMMA, 0))?;
        if self.i != close {
            return Err(Unsure::Unexpected);
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
                while matches!(self.kind(), T::StringLiteral | T::RawStringLiteral) {
                    self.bump();
                }
                return Ok(self.il.add_token_expr(ExprKind::Literal, at, self.i as u32));
            }
            T::LParen => {
                if self.peek(1) == T::LBrace || self.peek(1) == T::Ellipsis {
                    // A GNU statement expression, a fold expression.
                    return Err(Unsure::Unmodelled);
                }
                return self.bracketed_expression();
            }
            T::LBracket => return self.lambda(),
            T::LBrace => {
                self.skip_group()?;
                return Ok(self.il.add_token_expr(ExprKind::BracedList, at, self.i as u32));
            }
            T::Identifier | T::ColonColon => {}
            _ => return Err(Unsure::Unexpected),
        }
        match self.kw() {
            Some(Kw::True | Kw::False | Kw::Nullptr) => {
                self.bump();
                return Ok(self.il.add_expr(ExprKind::Literal, at, TypeId::NONE, &[]));
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
            // Keywords that take types or are not modelled yet (`new`, `typeid`, `requires`,
            // `__builtin_offsetof` …), and simple type keywords (`int(x)`).
            Some(_) => return Err(Unsure::Unmodelled),
            None => {}
        }
        let q = self.qualified_name(Context::Expression)?;
        let last = q.last as u32;
        match q.denotes {
            Denotes::Value | Denotes::Template | Denotes::Dependent => {
                Ok(self.il.add_expr(ExprKind::Name(q.entity), last, TypeId::NONE, &[]))
            }
            // A name never declared: called, it is found by argument-dependent lookup or is
            // a builtin.
            Denotes::Unknown if self.kind() == T::LParen => {
                Ok(self.il.add_expr(ExprKind::Name(q.entity), last, TypeId::NONE, &[]))
            }
            Denotes::Type(ty) => self.functional_cast(ty, at),
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
                let list_at = self.i as u32;
                self.skip_group()?;
                let list = self.il.add_token_expr(ExprKind::BracedList, list_at, self.i as u32);
                Ok(self.il.add_expr(ExprKind::Cast(CastKind::Functional), at, ty, &[list]))
            }
            _ => Err(Unsure::Unmodelled),
        }
    }

    /// A lambda at `[`: delimited to its body's `}`, kept as its tokens.
    fn lambda(&mut self) -> R<ExprId> {
        let at = self.i as u32;
        self.skip_group()?;
        if self.kind() == TokenKind::Less {
            self.skip_template_args()?;
        }
        // Parameters, specifiers, attributes, a trailing return type: up to the body.
        loop {
            match self.kind() {
                TokenKind::LBrace => break,
                TokenKind::LParen | TokenKind::LBracket => self.skip_group()?,
                TokenKind::Less | TokenKind::Semi | TokenKind::Eof | TokenKind::RBrace | TokenKind::RParen => {
                    return Err(Unsure::Unmodelled)
                }
                _ => self.bump(),
            }
        }
        self.skip_group()?;
        Ok(self.il.add_token_expr(ExprKind::Lambda, at, self.i as u32))
    }

    /// Postfix operators after `e`: calls, subscripts, members, `++`/`--`, kernel launches.
    fn postfix(&mut self, mut e: ExprId) -> R<ExprId> {
        use TokenKind as T;
        loop {
            let at = self.i as u32;
            e = match self.kind() {
                T::LParen => {
                    let args = self.call_arguments()?;
                    self.expr_stack.insert(args, e);
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
                    if self.kind() == T::Tilde || self.kw().is_some() {
                        // A destructor or an operator named: not modelled.
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
                    let base = self.expr_stack.len();
                    self.bump();
                    loop {
                        let v = self.nested(|p| p.binary(prec::ASSIGN, stop::COMMA | stop::GREATER))?;
                        self.expr_stack.push(v);
                        if !self.eat(T::Comma) {
                            break;
                        }
                    }
                    if !self.eat(T::LaunchClose) {
                        return Err(Unsure::Unexpected);
                    }
                    let config = (self.expr_stack.len() - base) as u32;
                    if self.kind() != T::LParen {
                        return Err(Unsure::Unexpected);
                    }
                    self.call_arguments()?;
                    self.expr_stack.insert(base, e);
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
        let e = self.il.add_expr(kind, at, ty, &self.expr_stack[base..]);
        self.expr_stack.truncate(base);
        e
    }

    /// `( arguments )` at the current token: each argument pushed on the expression stack;
    /// returns where they start there.
    fn call_arguments(&mut self) -> R<usize> {
        let close = self.partner()?;
        let base = self.expr_stack.len();
        self.bump();
        while self.i < close {
            let arg = self.nested(|p| p.binary(prec::ASSIGN, stop::COMMA))?;
            self.expr_stack.push(arg);
            if self.kind() == TokenKind::Ellipsis {
                // A pack expansion.
                return Err(Unsure::Unmodelled);
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        if self.i != close {
            return Err(Unsure::Unexpected);
        }
        self.bump();
        Ok(base)
    }
}

/// Keywords that alone (or with others of their kind) name a fundamental type.
fn is_simple_type_keyword(k: Kw) -> bool {
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
