//! `#if` constant expressions, evaluated as g++ 12 evaluates them: intmax_t / uintmax_t
//! arithmetic with the usual conversions, `&&` `||` `?:` evaluating only what they must,
//! C++'s named operators (`and`, `or`, `not` …), character constants with `char` signed,
//! and g++'s words for every problem.
//!
//! The input is the directive's tokens after the preprocessor replaced `defined X`,
//! `__has_include(…)` and the like and expanded macros; identifiers that remain are 0,
//! except `true`, which is 1 (C++).

use super::PpProblem;
use crate::diag::{Arg, DiagId};
use crate::lex::TokenKind;

/// One token of the expression: its kind, its spelling (line splices removed) and where it
/// is, for the problems.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExprToken<'a> {
    pub kind: TokenKind,
    pub spelling: &'a [u8],
    pub offset: u32,
}

/// A value of the preprocessor's arithmetic: 64 bits, signed or unsigned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub bits: u64,
    pub unsigned: bool,
}

impl Value {
    fn signed(v: i64) -> Value {
        Value { bits: v as u64, unsigned: false }
    }

    fn truth(b: bool) -> Value {
        Value::signed(b as i64)
    }

    fn is_true(self) -> bool {
        self.bits != 0
    }

    fn is_negative(self) -> bool {
        !self.unsigned && (self.bits as i64) < 0
    }
}

/// The outcome: whether the group is taken, and the problems (an error makes g++ skip
/// the group unless its recovery kept a value, as for a division by zero).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    pub taken: bool,
    pub problems: Vec<PpProblem>,
}

/// Evaluates the tokens of an `#if` or `#elif` line; `end` is the offset of the line's end
/// (where g++ points when an operand is missing at the end).
pub fn evaluate(tokens: &[ExprToken<'_>], end: u32) -> Evaluation {
    let mut p = Parser { tokens, pos: 0, end, problems: Vec::new() };
    if tokens.is_empty() {
        p.problem(DiagId::IfWithNoExpression, vec![], end);
        return Evaluation { taken: false, problems: p.problems };
    }
    let result = p.comma(true).and_then(|v| match p.peek() {
        None => Ok(v),
        Some(t) if t.kind == TokenKind::RParen => Err(p.fail(DiagId::MissingOpenParenInIf, vec![], t.offset)),
        Some(t) => Err(p.unexpected(&t)),
    });
    Evaluation { taken: result.is_ok_and(Value::is_true), problems: p.problems }
}

fn spelling(t: &ExprToken<'_>) -> Arg {
    Arg::Str(String::from_utf8_lossy(t.spelling).into_owned())
}

/// A parse error has been recorded; evaluation stops.
struct Stop;

struct Parser<'t, 'a> {
    tokens: &'t [ExprToken<'a>],
    pos: usize,
    end: u32,
    problems: Vec<PpProblem>,
}

/// Binary operators by precedence level, lowest first (the comma and `?:` are handled
/// apart). C++'s named operators have the kinds of the tokens they name.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    OrOr,
    AndAnd,
    Or,
    Xor,
    And,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
    Shl,
    Shr,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

impl Op {
    fn level(self) -> u8 {
        use Op::*;
        match self {
            OrOr => 1,
            AndAnd => 2,
            Or => 3,
            Xor => 4,
            And => 5,
            Eq | Ne => 6,
            Lt | Gt | Le | Ge => 7,
            Shl | Shr => 8,
            Add | Sub => 9,
            Mul | Div | Rem => 10,
        }
    }
}

/// The kind of a token, with C++'s alternative spellings of operators mapped to the
/// operator (`and` is `&&`); `None` for other identifiers.
fn operator_kind(t: &ExprToken<'_>) -> TokenKind {
    if t.kind != TokenKind::Identifier {
        return t.kind;
    }
    match t.spelling {
        b"and" => TokenKind::AmpAmp,
        b"or" => TokenKind::PipePipe,
        b"not" => TokenKind::Bang,
        b"bitand" => TokenKind::Amp,
        b"bitor" => TokenKind::Pipe,
        b"xor" => TokenKind::Caret,
        b"compl" => TokenKind::Tilde,
        b"not_eq" => TokenKind::BangEq,
        _ => TokenKind::Identifier,
    }
}

fn binary_op(kind: TokenKind) -> Option<Op> {
    use TokenKind as K;
    Some(match kind {
        K::PipePipe => Op::OrOr,
        K::AmpAmp => Op::AndAnd,
        K::Pipe => Op::Or,
        K::Caret => Op::Xor,
        K::Amp => Op::And,
        K::EqEq => Op::Eq,
        K::BangEq => Op::Ne,
        K::Less => Op::Lt,
        K::Greater => Op::Gt,
        K::LessEq => Op::Le,
        K::GreaterEq => Op::Ge,
        K::LessLess => Op::Shl,
        K::GreaterGreater => Op::Shr,
        K::Plus => Op::Add,
        K::Minus => Op::Sub,
        K::Star => Op::Mul,
        K::Slash => Op::Div,
        K::Percent => Op::Rem,
        _ => return None,
    })
}

impl<'a> Parser<'_, 'a> {
    fn peek(&self) -> Option<ExprToken<'a>> {
        self.tokens.get(self.pos).copied()
    }

    fn next_is(&self, kind: TokenKind) -> bool {
        self.peek().is_some_and(|t| t.kind == kind)
    }

    /// Where the next token is, or the end of the line.
    fn next_offset(&self) -> u32 {
        self.peek().map_or(self.end, |t| t.offset)
    }

    fn problem(&mut self, id: DiagId, args: Vec<Arg>, offset: u32) {
        self.problems.push(PpProblem { id, args, offset });
    }

    fn fail(&mut self, id: DiagId, args: Vec<Arg>, offset: u32) -> Stop {
        self.problem(id, args, offset);
        Stop
    }

    /// A token where an operator should be: an operand (g++: "missing binary operator"),
    /// or something no expression can hold ("not valid in preprocessor expressions").
    fn unexpected(&mut self, t: &ExprToken<'_>) -> Stop {
        let operand_or_operator = matches!(
            operator_kind(t),
            TokenKind::Number
                | TokenKind::CharLiteral
                | TokenKind::Identifier
                | TokenKind::LParen
                | TokenKind::RParen
                | TokenKind::Question
                | TokenKind::Colon
                | TokenKind::Comma
                | TokenKind::Bang
                | TokenKind::Tilde
        ) || binary_op(operator_kind(t)).is_some();
        let id = if operand_or_operator { DiagId::MissingBinaryOperator } else { DiagId::TokenNotValidInIf };
        self.fail(id, vec![spelling(t)], t.offset)
    }

    fn warn_overflow(&mut self, evaluating: bool, overflow: bool, offset: u32) {
        if evaluating && overflow {
            self.problem(DiagId::IntegerOverflowInIf, vec![], offset);
        }
    }

    /// `a , b`: g++ accepts the comma and takes the right operand.
    fn comma(&mut self, evaluating: bool) -> Result<Value, Stop> {
        let mut v = self.conditional(evaluating)?;
        while self.next_is(TokenKind::Comma) {
            self.pos += 1;
            v = self.conditional(evaluating)?;
        }
        Ok(v)
    }

    /// Parentheses, unary operators and `?:` nest without limit (g++'s evaluator keeps an
    /// explicit stack): where this one recurses, the stack grows on the heap when it runs low.
    fn conditional(&mut self, evaluating: bool) -> Result<Value, Stop> {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.conditional_now(evaluating))
    }

    fn conditional_now(&mut self, evaluating: bool) -> Result<Value, Stop> {
        let cond = self.binary(1, evaluating)?;
        if !self.next_is(TokenKind::Question) {
            return Ok(cond);
        }
        self.pos += 1;
        if self.peek().is_none() {
            return Err(self.fail(DiagId::OperatorHasNoRightOperand, vec![Arg::Str("?".into())], self.end));
        }
        let then = self.comma(evaluating && cond.is_true())?;
        if !self.next_is(TokenKind::Colon) {
            return Err(self.fail(DiagId::QuestionWithoutColon, vec![], self.next_offset()));
        }
        self.pos += 1;
        let otherwise = self.conditional(evaluating && !cond.is_true())?;
        let unsigned = then.unsigned || otherwise.unsigned;
        let chosen = if cond.is_true() { then } else { otherwise };
        Ok(Value { bits: chosen.bits, unsigned })
    }

    /// Precedence climbing over the binary operators of level `min` and above.
    fn binary(&mut self, min: u8, evaluating: bool) -> Result<Value, Stop> {
        let mut lhs = self.unary(evaluating)?;
        loop {
            let Some(t) = self.peek() else { return Ok(lhs) };
            let Some(op) = binary_op(operator_kind(&t)) else { return Ok(lhs) };
            if op.level() < min {
                return Ok(lhs);
            }
            self.pos += 1;
            if self.peek().is_none() {
                return Err(self.fail(DiagId::OperatorHasNoRightOperand, vec![spelling(&t)], self.end));
            }
            // The right operand of && and || is evaluated only when it decides.
            let rhs_evaluating = match op {
                Op::AndAnd => evaluating && lhs.is_true(),
                Op::OrOr => evaluating && !lhs.is_true(),
                _ => evaluating,
            };
            let rhs = self.binary(op.level() + 1, rhs_evaluating)?;
            // g++ reports an overflow where it reduces: at the token after the right operand.
            let reduced_at = self.next_offset();
            lhs = self.apply(op, lhs, rhs, evaluating, t.offset, reduced_at);
        }
    }

    fn apply(&mut self, op: Op, l: Value, r: Value, evaluating: bool, at: u32, reduced_at: u32) -> Value {
        let unsigned = l.unsigned || r.unsigned;
        let (a, b) = (l.bits, r.bits);
        let (sa, sb) = (a as i64, b as i64);
        let arith = |bits: u64| Value { bits, unsigned };
        match op {
            Op::OrOr => Value::truth(l.is_true() || r.is_true()),
            Op::AndAnd => Value::truth(l.is_true() && r.is_true()),
            Op::Or => arith(a | b),
            Op::Xor => arith(a ^ b),
            Op::And => arith(a & b),
            Op::Eq => Value::truth(a == b),
            Op::Ne => Value::truth(a != b),
            Op::Lt | Op::Gt | Op::Le | Op::Ge => {
                let ord = if unsigned { a.cmp(&b) } else { sa.cmp(&sb) };
                Value::truth(match op {
                    Op::Lt => ord.is_lt(),
                    Op::Gt => ord.is_gt(),
                    Op::Le => ord.is_le(),
                    _ => ord.is_ge(),
                })
            }
            Op::Add | Op::Sub | Op::Mul => {
                let (bits, overflow) = match (op, unsigned) {
                    (Op::Add, true) => (a.wrapping_add(b), false),
                    (Op::Sub, true) => (a.wrapping_sub(b), false),
                    (Op::Mul, true) => (a.wrapping_mul(b), false),
                    (Op::Add, false) => bits(sa.overflowing_add(sb)),
                    (Op::Sub, false) => bits(sa.overflowing_sub(sb)),
                    (_, false) => bits(sa.overflowing_mul(sb)),
                    _ => unreachable!("covered above"),
                };
                self.warn_overflow(evaluating, overflow, reduced_at);
                arith(bits)
            }
            Op::Div | Op::Rem => {
                if b == 0 {
                    // g++ reports it and keeps the left operand.
                    if evaluating {
                        self.problem(DiagId::DivisionByZeroInIf, vec![], at);
                    }
                    return l;
                }
                let (bits, overflow) = if unsigned {
                    (if op == Op::Div { a / b } else { a % b }, false)
                } else if op == Op::Div {
                    bits(sa.overflowing_div(sb))
                } else {
                    bits(sa.overflowing_rem(sb))
                };
                self.warn_overflow(evaluating, overflow, reduced_at);
                arith(bits)
            }
            Op::Shl | Op::Shr => {
                // The result has the left operand's type; a negative count shifts the other way.
                let (count, left) =
                    if r.is_negative() { (sb.unsigned_abs(), op == Op::Shr) } else { (b, op == Op::Shl) };
                let value = Value { bits: a, unsigned: l.unsigned };
                let (bits, overflow) = shift(value, count, left);
                self.warn_overflow(evaluating, overflow, reduced_at);
                Value { bits, unsigned: l.unsigned }
            }
        }
    }

    fn unary(&mut self, evaluating: bool) -> Result<Value, Stop> {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.unary_now(evaluating))
    }

    fn unary_now(&mut self, evaluating: bool) -> Result<Value, Stop> {
        let Some(t) = self.peek() else {
            return Err(self.fail(DiagId::IfWithNoExpression, vec![], self.end));
        };
        let kind = operator_kind(&t);
        match kind {
            TokenKind::Plus | TokenKind::Minus | TokenKind::Tilde | TokenKind::Bang => {
                self.pos += 1;
                if self.peek().is_none() {
                    return Err(self.fail(DiagId::OperatorHasNoRightOperand, vec![spelling(&t)], self.end));
                }
                let v = self.unary(evaluating)?;
                Ok(match kind {
                    TokenKind::Plus => v,
                    TokenKind::Minus => {
                        let overflow = !v.unsigned && v.bits == i64::MIN as u64;
                        self.warn_overflow(evaluating, overflow, t.offset);
                        Value { bits: v.bits.wrapping_neg(), unsigned: v.unsigned }
                    }
                    TokenKind::Tilde => Value { bits: !v.bits, unsigned: v.unsigned },
                    _ => Value::truth(!v.is_true()),
                })
            }
            _ => self.primary(evaluating),
        }
    }

    fn primary(&mut self, evaluating: bool) -> Result<Value, Stop> {
        let Some(t) = self.peek() else {
            return Err(self.fail(DiagId::IfWithNoExpression, vec![], self.end));
        };
        self.pos += 1;
        match operator_kind(&t) {
            TokenKind::Number => self.number(&t),
            TokenKind::CharLiteral => self.char_constant(&t),
            TokenKind::Identifier => Ok(Value::truth(t.spelling == b"true")),
            TokenKind::LParen => {
                if self.peek().is_some_and(|n| n.kind == TokenKind::RParen) {
                    let at = self.next_offset();
                    return Err(self.fail(DiagId::MissingExpressionBetweenParens, vec![], at));
                }
                let v = self.comma(evaluating)?;
                match self.peek() {
                    Some(n) if n.kind == TokenKind::RParen => {
                        self.pos += 1;
                        Ok(v)
                    }
                    Some(n) => Err(self.unexpected(&n)),
                    // g++ points at the parenthesis left open.
                    None => Err(self.fail(DiagId::MissingCloseParenInIf, vec![], t.offset)),
                }
            }
            kind if binary_op(kind).is_some() || matches!(kind, TokenKind::Colon | TokenKind::Question) => {
                Err(self.fail(DiagId::OperatorHasNoLeftOperand, vec![spelling(&t)], t.offset))
            }
            _ => Err(self.fail(DiagId::TokenNotValidInIf, vec![spelling(&t)], t.offset)),
        }
    }

    /// A pp-number as an integer constant: base prefix, digit separators, suffix.
    fn number(&mut self, t: &ExprToken<'_>) -> Result<Value, Stop> {
        let text: Vec<u8> = t.spelling.iter().copied().filter(|&c| c != b'\'').collect();
        let lower: Vec<u8> = text.to_ascii_lowercase();
        let (radix, digits_start) = if lower.starts_with(b"0x") {
            (16, 2)
        } else if lower.starts_with(b"0b") {
            (2, 2)
        } else if lower.len() > 1 && lower[0] == b'0' {
            (8, 1)
        } else {
            (10, 0)
        };
        let is_digit = |c: u8| (c as char).is_digit(if radix == 8 { 10 } else { radix });
        let digits_end = digits_start + lower[digits_start..].iter().take_while(|&&c| is_digit(c)).count();
        let suffix = &lower[digits_end..];
        let floating = match radix {
            10 | 8 => suffix.first().is_some_and(|&c| c == b'.' || c == b'e'),
            16 => suffix.first() == Some(&b'.') || suffix.contains(&b'p'),
            _ => false,
        };
        if floating {
            return Err(self.fail(DiagId::FloatingConstantInIf, vec![], t.offset));
        }
        let unsigned_suffix = suffix.contains(&b'u');
        let valid_suffix =
            matches!(suffix, b"" | b"u" | b"l" | b"ul" | b"lu" | b"ll" | b"ull" | b"llu" | b"z" | b"uz" | b"zu");
        if !valid_suffix || digits_end == digits_start && radix != 8 {
            // g++ reports it and goes on with the digits' value (`1LLL` is 1, `0x` is 0).
            self.problem(DiagId::UserDefinedLiteralInIf, vec![], t.offset);
        }
        let mut value: u64 = 0;
        let mut too_large = false;
        for &c in &lower[digits_start..digits_end] {
            let d = (c as char).to_digit(radix).unwrap_or(u32::MAX);
            if d == u32::MAX {
                let digit = (c as char).to_string();
                return Err(self.fail(DiagId::InvalidOctalDigit, vec![Arg::Str(digit)], t.offset));
            }
            let (v1, o1) = value.overflowing_mul(radix as u64);
            let (v2, o2) = v1.overflowing_add(d as u64);
            too_large |= o1 || o2;
            value = v2;
        }
        if too_large {
            self.problem(DiagId::ConstantTooLarge, vec![], t.offset);
        }
        let mut unsigned = unsigned_suffix;
        if !unsigned && value > i64::MAX as u64 {
            unsigned = true;
            if radix == 10 && !too_large {
                self.problem(DiagId::ConstantSoLargeItIsUnsigned, vec![], t.offset);
            }
        }
        Ok(Value { bits: value, unsigned })
    }

    /// A character constant: `char` is signed (x86-64 g++); several characters pack into
    /// an `int`, 8 bits each; `u` and `U` constants are unsigned, `L` ones signed 32-bit.
    /// Too many characters for the type (cpplib's cpp_interpret_charconst: 4 for a plain
    /// constant, 1 for a prefixed one) warn "character constant too long for its type",
    /// an error for `u`, `U` and `u8` in C++, and keep the last characters that fit (g++ 12,
    /// cases pp/if_expressions `'abcde'`, `L'ab'`, `u8'ab'`).
    fn char_constant(&mut self, t: &ExprToken<'_>) -> Result<Value, Stop> {
        let s = t.spelling;
        let quote = s.iter().position(|&c| c == b'\'').unwrap_or(0);
        let prefix = &s[..quote];
        let close = s.iter().rposition(|&c| c == b'\'').filter(|&c| c > quote).unwrap_or(s.len());
        let body = &s[(quote + 1).min(s.len())..close];
        // The width of the constant's characters (cpplib's converter widths).
        let width = match prefix {
            b"u" => 16,
            b"U" | b"L" => 32,
            _ => 8,
        };
        let mut chars: Vec<u64> = Vec::new();
        let mut i = 0;
        while i < body.len() {
            let (c, len, out_of_range) = escape(body, i, width);
            if let Some(id) = out_of_range {
                self.problem(id, vec![], t.offset);
            }
            // cpplib keeps the low `width` bits of an escape's value.
            chars.push(c & ((1u64 << width) - 1));
            i += len;
        }
        let Some(&last) = chars.last() else {
            return Err(self.fail(DiagId::EmptyCharacterConstant, vec![], t.offset));
        };
        let (max_chars, too_long) = match prefix {
            b"" => (4, DiagId::CharacterConstantTooLong),
            b"L" => (1, DiagId::CharacterConstantTooLong),
            _ => (1, DiagId::CharacterConstantTooLongError),
        };
        if chars.len() > max_chars {
            self.problem(too_long, vec![], t.offset);
        } else if chars.len() > 1 {
            self.problem(DiagId::MultiCharacterConstant, vec![], t.offset);
        }
        match prefix {
            b"u" | b"U" => Ok(Value { bits: last, unsigned: true }),
            b"L" => Ok(Value::signed(last as u32 as i32 as i64)),
            _ => {
                if chars.len() == 1 || prefix == b"u8" {
                    return Ok(Value::signed(last as u8 as i8 as i64));
                }
                // An `int` of the last four characters, the first in the highest byte.
                let packed = chars.iter().fold(0u32, |acc, &c| (acc << 8) | (c as u32 & 0xff));
                Ok(Value::signed(packed as i32 as i64))
            }
        }
    }
}

/// The character at `i` of a literal body of `width`-bit characters: its value, its
/// length, and the warning when an octal or hexadecimal escape does not fit the width
/// (cpplib's convert_oct and convert_hex; a hexadecimal one also when it overflows 32 bits).
fn escape(body: &[u8], i: usize, width: u32) -> (u64, usize, Option<DiagId>) {
    let fits = |v: u64| v >> width == 0;
    if body[i] != b'\\' || i + 1 >= body.len() {
        // A UTF-8 sequence counts as its bytes, one character each, as in g++.
        return (body[i] as u64, 1, None);
    }
    let c = body[i + 1];
    let simple = match c {
        b'n' => Some(10),
        b't' => Some(9),
        b'v' => Some(11),
        b'b' => Some(8),
        b'r' => Some(13),
        b'f' => Some(12),
        b'a' => Some(7),
        b'e' | b'E' => Some(27),
        b'\\' | b'\'' | b'"' | b'?' => Some(c as u64),
        _ => None,
    };
    if let Some(v) = simple {
        return (v, 2, None);
    }
    if (b'0'..=b'7').contains(&c) {
        let n = body[i + 1..].iter().take(3).take_while(|d| (b'0'..=b'7').contains(d)).count();
        let v = body[i + 1..i + 1 + n].iter().fold(0u64, |acc, &d| acc * 8 + (d - b'0') as u64);
        return (v, 1 + n, (!fits(v)).then_some(DiagId::OctalEscapeOutOfRange));
    }
    if c == b'x' {
        let n = body[i + 2..].iter().take_while(|d| d.is_ascii_hexdigit()).count();
        let (mut v, mut overflow) = (0u64, false);
        for &d in &body[i + 2..i + 2 + n] {
            // cpplib accumulates in 32 bits.
            overflow |= v >> 28 != 0;
            v = ((v << 4) & 0xffff_ffff) + (d as char).to_digit(16).unwrap_or(0) as u64;
        }
        return (v, 2 + n, (overflow || !fits(v)).then_some(DiagId::HexEscapeOutOfRange));
    }
    if c == b'u' || c == b'U' {
        let n = if c == b'u' { 4 } else { 8 };
        let hex = &body[(i + 2).min(body.len())..(i + 2 + n).min(body.len())];
        let v = hex.iter().fold(0u64, |acc, &d| acc * 16 + (d as char).to_digit(16).unwrap_or(0) as u64);
        return (v, 2 + hex.len(), None);
    }
    (c as u64, 2, None)
}

/// Shifts `v` by `count` (left when `left`), as g++ does: bits shifted past the width
/// give 0 (or -1 for a negative value shifted right); a signed left shift that loses
/// bits overflows.
fn shift(v: Value, count: u64, left: bool) -> (u64, bool) {
    if left {
        if count >= 64 {
            return (0, !v.unsigned && v.bits != 0);
        }
        let r = v.bits << count;
        let overflow = !v.unsigned && ((r as i64) >> count) as u64 != v.bits;
        (r, overflow)
    } else if v.unsigned {
        (if count >= 64 { 0 } else { v.bits >> count }, false)
    } else {
        let s = v.bits as i64;
        (if count >= 64 { (s >> 63) as u64 } else { (s >> count) as u64 }, false)
    }
}

/// A signed result's bits, with its overflow flag.
fn bits((v, overflow): (i64, bool)) -> (u64, bool) {
    (v as u64, overflow)
}
