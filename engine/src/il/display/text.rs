//! The names the display writes: EDG's kind names (read off the oracle's `--il_display`
//! output and cudafe++'s own name tables), and the values of literals.

use crate::il::{CastKind, FloatKind, IntKind, Op, StmtKind};
use crate::lex::TokenKind;

/// An operation's `operation.kind` (seed 001: expr_operator_kind_names).
pub fn op_name(op: Op) -> &'static str {
    match op {
        Op::Plus => "eok_unary_plus",
        Op::Negate => "eok_negate",
        Op::Not => "eok_not",
        Op::Complement => "eok_complement",
        Op::Deref => "eok_indirect",
        Op::AddressOf => "eok_address_of",
        Op::PreIncrement => "eok_pre_incr",
        Op::PreDecrement => "eok_pre_decr",
        Op::PostIncrement => "eok_post_incr",
        Op::PostDecrement => "eok_post_decr",
        Op::PtrMemDot => "eok_pm_field",
        Op::PtrMemArrow => "eok_pm_points_to_field",
        Op::Multiply => "eok_multiply",
        Op::Divide => "eok_divide",
        Op::Remainder => "eok_remainder",
        Op::Add => "eok_add",
        Op::Subtract => "eok_subtract",
        Op::ShiftLeft => "eok_shiftl",
        Op::ShiftRight => "eok_shiftr",
        Op::Compare => "eok_spaceship",
        Op::Less => "eok_lt",
        Op::Greater => "eok_gt",
        Op::LessEqual => "eok_le",
        Op::GreaterEqual => "eok_ge",
        Op::Equal => "eok_eq",
        Op::NotEqual => "eok_ne",
        Op::BitAnd => "eok_and",
        Op::BitXor => "eok_xor",
        Op::BitOr => "eok_or",
        Op::And => "eok_land",
        Op::Or => "eok_lor",
        Op::Assign => "eok_assign",
        Op::MultiplyAssign => "eok_multiply_assign",
        Op::DivideAssign => "eok_divide_assign",
        Op::RemainderAssign => "eok_remainder_assign",
        Op::AddAssign => "eok_add_assign",
        Op::SubtractAssign => "eok_subtract_assign",
        Op::ShiftLeftAssign => "eok_shiftl_assign",
        Op::ShiftRightAssign => "eok_shiftr_assign",
        Op::BitAndAssign => "eok_and_assign",
        Op::BitXorAssign => "eok_xor_assign",
        Op::BitOrAssign => "eok_or_assign",
        Op::Comma => "eok_comma",
        Op::Call | Op::KernelLaunch => "eok_call",
        Op::Subscript => "eok_subscript",
        Op::Member => "eok_dot_field",
        Op::MemberOfPointer => "eok_points_to_field",
    }
}

/// A cast's operator and the flag that says how it was written (the oracle's
/// `is_static_cast` …; a C-style cast sets none).
pub fn cast_name(kind: CastKind) -> (&'static str, Option<&'static str>) {
    match kind {
        CastKind::CStyle => ("eok_cast", None),
        CastKind::Functional => ("eok_cast", Some("is_functional_notation_cast")),
        CastKind::Static => ("eok_cast", Some("is_static_cast")),
        CastKind::Dynamic => ("eok_dynamic_cast", None),
        CastKind::Const => ("eok_cast", Some("is_const_cast")),
        CastKind::Reinterpret => ("eok_cast", Some("is_reinterpret_cast")),
    }
}

/// A statement's kind (seed 001: display_statement). EDG lowers `break`, `continue` and
/// `default:` into gotos and case entries; cufront keeps them as written and shows them as
/// the kinds EDG lowers them to. A statement the parser did not read is cufront's own
/// `stmk_unread`.
pub fn stmt_kind_name(kind: StmtKind) -> &'static str {
    match kind {
        StmtKind::Expr => "stmk_expr",
        StmtKind::If => "stmk_if",
        StmtKind::ConstexprIf => "stmk_constexpr_if",
        StmtKind::IfConsteval => "stmk_if_consteval",
        StmtKind::IfNotConsteval => "stmk_if_not_consteval",
        StmtKind::While => "stmk_while",
        StmtKind::DoWhile => "stmk_end_test_while",
        StmtKind::For => "stmk_for",
        StmtKind::RangeFor => "stmk_range_based_for",
        StmtKind::Switch => "stmk_switch",
        StmtKind::Case | StmtKind::Default => "stmk_switch_case",
        StmtKind::Label => "stmk_label",
        StmtKind::Goto | StmtKind::Break | StmtKind::Continue => "stmk_goto",
        StmtKind::ComputedGoto => "stmk_assigned_goto",
        StmtKind::Return => "stmk_return",
        StmtKind::Block => "stmk_block",
        StmtKind::Decl => "stmk_decl",
        StmtKind::Asm => "stmk_asm",
        StmtKind::Try => "stmk_try_block",
        StmtKind::Empty => "stmk_empty",
        StmtKind::Unread => "stmk_unread",
    }
}

/// A literal's value, as far as the display evaluates it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Integer {
        value: u64,
        kind: IntKind,
    },
    Float {
        text: String,
        kind: FloatKind,
    },
    /// A string literal's bytes (without the terminating NUL), its character type.
    String {
        bytes: Vec<u8>,
        char_kind: IntKind,
    },
    Bool(bool),
    Nullptr,
}

impl Value {
    /// The constant as the oracle names it after a pointer: `4UL`, `'x'`, `(1.5F)`, `true`.
    pub fn annotation(&self, token: &[u8]) -> String {
        match self {
            Value::Integer { kind: IntKind::Char, .. } if token.starts_with(b"'") => {
                String::from_utf8_lossy(token).into_owned()
            }
            Value::Integer { value, kind } => format!("{value}{}", int_suffix(*kind)),
            Value::Float { text, .. } => text.clone(),
            Value::String { bytes, .. } => {
                let mut s = String::new();
                super::layout::quote_into(&mut s, bytes, super::layout::Escapes::C);
                s
            }
            Value::Bool(b) => b.to_string(),
            Value::Nullptr => "nullptr".into(),
        }
    }
}

fn int_suffix(kind: IntKind) -> &'static str {
    match kind {
        IntKind::UnsignedInt => "U",
        IntKind::Long => "L",
        IntKind::UnsignedLong => "UL",
        IntKind::LongLong => "LL",
        IntKind::UnsignedLongLong => "ULL",
        _ => "",
    }
}

/// The value of a literal token; `None` for forms not evaluated (user-defined literals,
/// multi-character and escaped character constants beyond the simple ones).
pub fn literal_value(kind: TokenKind, text: &[u8]) -> Option<Value> {
    match kind {
        TokenKind::Number => number_value(text),
        TokenKind::CharLiteral => char_value(text),
        TokenKind::StringLiteral => string_value(text),
        _ => match text {
            b"true" => Some(Value::Bool(true)),
            b"false" => Some(Value::Bool(false)),
            b"nullptr" => Some(Value::Nullptr),
            _ => None,
        },
    }
}

fn number_value(text: &[u8]) -> Option<Value> {
    let is_hex = text.len() > 1 && text[0] == b'0' && matches!(text[1], b'x' | b'X');
    let is_float = if is_hex {
        text.iter().any(|&c| matches!(c, b'.' | b'p' | b'P'))
    } else {
        text.iter().any(|&c| matches!(c, b'.' | b'e' | b'E'))
    };
    if is_float {
        return float_value(text);
    }
    let value = crate::parse::parse_integer(text)?;
    let suffix: Vec<u8> = text
        .iter()
        .rev()
        .take_while(|c| matches!(c, b'u' | b'U' | b'l' | b'L' | b'z' | b'Z'))
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let unsigned = suffix.contains(&b'u');
    let longs = suffix.iter().filter(|&&c| c == b'l').count();
    let decimal = !(text.len() > 1 && text[0] == b'0');
    // [lex.icon]: the first type of the list that holds the value (decimal literals without
    // `u` only take signed types).
    let candidates: &[IntKind] = match (unsigned, longs, decimal) {
        (false, 0, true) => &[IntKind::Int, IntKind::Long, IntKind::LongLong],
        (false, 0, false) => &[
            IntKind::Int,
            IntKind::UnsignedInt,
            IntKind::Long,
            IntKind::UnsignedLong,
            IntKind::LongLong,
            IntKind::UnsignedLongLong,
        ],
        (true, 0, _) => &[IntKind::UnsignedInt, IntKind::UnsignedLong, IntKind::UnsignedLongLong],
        (false, 1, true) => &[IntKind::Long, IntKind::LongLong],
        (false, 1, false) => &[IntKind::Long, IntKind::UnsignedLong, IntKind::LongLong, IntKind::UnsignedLongLong],
        (true, 1, _) => &[IntKind::UnsignedLong, IntKind::UnsignedLongLong],
        (false, _, true) => &[IntKind::LongLong],
        (false, _, false) => &[IntKind::LongLong, IntKind::UnsignedLongLong],
        (true, _, _) => &[IntKind::UnsignedLongLong],
    };
    let max = |k: IntKind| -> u64 {
        match k {
            IntKind::Int => i32::MAX as u64,
            IntKind::UnsignedInt => u32::MAX as u64,
            IntKind::Long | IntKind::LongLong => i64::MAX as u64,
            _ => u64::MAX,
        }
    };
    let kind = candidates.iter().copied().find(|&k| value <= max(k))?;
    Some(Value::Integer { value, kind })
}

/// A floating literal: its kind from the suffix, and its value written as EDG writes it in
/// the oracle's dumps: `(2.5)`, `(1.5F)`, `(1.0E10L)`.
fn float_value(text: &[u8]) -> Option<Value> {
    let s = std::str::from_utf8(text).ok()?.replace('\'', "");
    // Hexadecimal floats are not evaluated here.
    if s.starts_with("0x") || s.starts_with("0X") {
        return None;
    }
    let (body, kind, suffix) = match s.as_bytes().last()? {
        b'f' | b'F' => (&s[..s.len() - 1], FloatKind::Float, "F"),
        b'l' | b'L' => (&s[..s.len() - 1], FloatKind::LongDouble, "L"),
        _ => (&s[..], FloatKind::Double, ""),
    };
    let v: f64 = body.parse().ok()?;
    let v = if kind == FloatKind::Float { (v as f32) as f64 } else { v };
    Some(Value::Float { text: format!("({}{suffix})", edg_float(v, kind == FloatKind::Float)), kind })
}

/// The shortest decimal that reads back as `v`, as the oracle writes it: positional from
/// 10^-3 up to 10^7 (`100000.0`, `0.001`), `d.dddE<exp>` outside (`1.0E7`, `1.0E-4`), always
/// with a digit after the point.
fn edg_float(v: f64, single: bool) -> String {
    let sci = if single { format!("{:e}", v as f32) } else { format!("{v:e}") };
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if (-3..7).contains(&exp) || v == 0.0 {
        let positional = if single { format!("{:?}", v as f32) } else { format!("{v:?}") };
        if !positional.contains('e') {
            return positional;
        }
    }
    let mut mantissa = mantissa.to_string();
    if !mantissa.contains('.') {
        mantissa.push_str(".0");
    }
    format!("{mantissa}E{exp}")
}

fn char_value(text: &[u8]) -> Option<Value> {
    // Plain `'c'` and the simple escapes; prefixed and multi-character constants are not
    // evaluated.
    let inner = text.strip_prefix(b"'")?.strip_suffix(b"'")?;
    let value = match inner {
        [c] if *c != b'\\' && *c < 0x80 => *c as u64,
        [b'\\', e] => simple_escape(*e)? as u64,
        _ => return None,
    };
    Some(Value::Integer { value, kind: IntKind::Char })
}

fn simple_escape(e: u8) -> Option<u8> {
    Some(match e {
        b'n' => b'\n',
        b't' => b'\t',
        b'r' => b'\r',
        b'0' => 0,
        b'\\' => b'\\',
        b'\'' => b'\'',
        b'"' => b'"',
        b'a' => 7,
        b'b' => 8,
        b'f' => 12,
        b'v' => 11,
        b'?' => b'?',
        _ => return None,
    })
}

fn string_value(text: &[u8]) -> Option<Value> {
    // Plain `"…"` with the simple escapes; prefixed literals are not evaluated.
    let inner = text.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
    let mut bytes = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        if inner[i] == b'\\' {
            bytes.push(simple_escape(*inner.get(i + 1)?)?);
            i += 2;
        } else {
            bytes.push(inner[i]);
            i += 1;
        }
    }
    Some(Value::String { bytes, char_kind: IntKind::Char })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(text: &str) -> String {
        literal_value(TokenKind::Number, text.as_bytes()).map(|v| v.annotation(text.as_bytes())).unwrap_or_default()
    }

    #[test]
    fn integer_literals_take_the_oracles_suffixes() {
        // The oracle: `7U`, `8LL`, `16UL`, `4UL`, `1`.
        assert_eq!(number("7u"), "7U");
        assert_eq!(number("8ll"), "8LL");
        assert_eq!(number("0x10UL"), "16UL");
        assert_eq!(number("1"), "1");
        assert_eq!(number("3000000000"), "3000000000L");
        assert_eq!(number("0xFFFFFFFF"), "4294967295U");
    }

    #[test]
    fn floating_literals_as_the_oracle_writes_them() {
        // The oracle: `(1.5F)`, `(2.5)`, `(1.0E10L)`, `(1.0E10)`.
        assert_eq!(number("1.5f"), "(1.5F)");
        assert_eq!(number("2.5"), "(2.5)");
        assert_eq!(number("1e10L"), "(1.0E10L)");
        assert_eq!(number("2.0e10"), "(2.0E10)");
        // The oracle: positional from 10^-3 up to 10^7.
        assert_eq!(number(".25f"), "(0.25F)");
        assert_eq!(number("1e-7"), "(1.0E-7)");
        assert_eq!(number("0.001"), "(0.001)");
        assert_eq!(number("1e-4"), "(1.0E-4)");
        assert_eq!(number("1234567.0"), "(1234567.0)");
        assert_eq!(number("12345678.0"), "(1.2345678E7)");
        assert_eq!(number("1e6f"), "(1000000.0F)");
        assert_eq!(number("1e7f"), "(1.0E7F)");
    }

    #[test]
    fn characters_and_strings() {
        let v = literal_value(TokenKind::CharLiteral, b"'x'").expect("a character");
        assert_eq!(v, Value::Integer { value: 120, kind: IntKind::Char });
        assert_eq!(v.annotation(b"'x'"), "'x'");
        let s = literal_value(TokenKind::StringLiteral, b"\"hi\\n\\\"x\\\"\"").expect("a string");
        assert_eq!(s.annotation(b""), "\"hi\\n\\\"x\\\"\"");
    }
}
