//! Integral constant expressions written as tokens, valued as EDG values them: the template
//! arguments that are values (`kern<256>`, `kern<BLOCK * 2, true>`), and the initializers of
//! the enumerators and constant variables they name.
//!
//! What is valued: integer, character and boolean literals; the unary, binary and `?:`
//! operators of integers with C++'s promotions and usual arithmetic conversions (`int` is
//! 32 bits, `long` 64, as on the host); parentheses; names that unqualified lookup finds
//! certainly to be an enumerator, a `const` or `constexpr` integer variable with an
//! initializer, or a bound template parameter, and such names qualified by namespaces,
//! classes and enumerations (`ns::C`, `E::B`). Anything else (`sizeof`, casts, calls, a
//! signed overflow, a division by zero) has no value here: `None`.

use super::context::Facts;
use super::Unit;
use crate::il::{flag, EntityId, EntityKind, ExprId, ExprKind, IntKind, Op, ScopeId, ScopeKind, Type, TypeId};
use crate::lex::TokenKind;

/// A value and its type: an integer type, or an enumeration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Constant {
    pub value: i128,
    pub ty: ConstantType,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ConstantType {
    Integer(IntKind),
    /// An enumerator's, or a value converted to the enumeration.
    Enum(EntityId),
}

/// How deep names may lead through the initializers of other names.
const MAX_DEPTH: u32 = 16;

/// How far back an enumerator's value is looked for.
const MAX_ENUMERATORS: i128 = 1 << 16;

/// Values token ranges of one unit; `bound` gives the template parameters an instance binds.
pub(super) struct Evaluator<'a> {
    pub unit: &'a Unit<'a>,
    pub facts: &'a Facts,
    pub bound: &'a dyn Fn(EntityId) -> Option<Constant>,
}

impl Evaluator<'_> {
    /// The value of the expression tokens `first..end` write, names looked up from `scope`.
    pub fn value(&self, first: usize, end: usize, scope: ScopeId) -> Option<Constant> {
        self.value_at(first, end, scope, 0)
    }

    fn value_at(&self, first: usize, end: usize, scope: ScopeId, depth: u32) -> Option<Constant> {
        if depth > MAX_DEPTH || first >= end || end > self.unit.tokens.len() {
            return None;
        }
        let mut reader = Reader { eval: self, i: first, end, scope, depth };
        let v = reader.conditional()?;
        (reader.i == end).then_some(v)
    }

    /// The entity unqualified lookup of `name` certainly finds from `scope`, at token `at`.
    fn lookup(&self, scope: ScopeId, name: crate::intern::Sym, at: u32) -> Option<EntityId> {
        let il = self.unit.il;
        let routine = self.facts.routine_at(self.unit, scope);
        let out_of_line = !routine.is_none() && il.entity(routine).has(flag::QUALIFIED);
        let mut s = scope;
        for _ in 0..64 {
            if s.is_none() || self.facts.unread(s) {
                return None;
            }
            let kind = il.scope(s).kind;
            // The body of a function defined out of its class or namespace (`int S::g()`)
            // sees that class's or namespace's names first: not modelled.
            if kind == ScopeKind::Prototype && out_of_line {
                return None;
            }
            // In a block, what is declared before the name.
            let found = il.member(s, name, |e| kind != ScopeKind::Block || e.token < at);
            if let Some(e) = found {
                // A variable declared after the name (a class's member, a definition after
                // an `extern` declaration) has no value there that cufront knows.
                let declared = il.entity(e);
                if declared.kind == EntityKind::Variable && declared.token >= at {
                    return None;
                }
                return found;
            }
            let entity = il.scope(s).entity;
            // A base class, or a namespace a using-directive names, may declare it.
            if kind == ScopeKind::Class && il.bases.iter().any(|b| b.0 == entity) {
                return None;
            }
            if il.using_directives.iter().any(|&(from, _)| from == s) {
                return None;
            }
            s = il.scope(s).parent;
        }
        None
    }

    /// The entity `name` names in namespace, class or enumeration scope `s` (`E::B` for an
    /// unscoped enumeration's enumerator, declared around it).
    fn member(&self, s: ScopeId, name: crate::intern::Sym, at: u32) -> Option<EntityId> {
        let il = self.unit.il;
        if self.facts.unread(s) {
            return None;
        }
        let scope = il.scope(s);
        if let Some(e) = il.member(s, name, |_| true) {
            // As in `lookup`: `S::N` defined (`const int S::N = 300;`) after the name.
            let declared = il.entity(e);
            let later = il.named(name).any(|x| il.entity(x).parent == s && il.entity(x).token >= at);
            if declared.kind == EntityKind::Variable && later {
                return None;
            }
            return Some(e);
        }
        match scope.kind {
            ScopeKind::Enum => {
                let tag = il.types.find(Type::Tag(scope.entity))?;
                il.member(scope.parent, name, |e| e.kind == EntityKind::Enumerator && e.ty == tag)
            }
            // Not declared here: a base class or a using-directive may declare it.
            _ => None,
        }
    }

    /// The value of the entity a name finds.
    fn named(&self, e: EntityId, depth: u32) -> Option<Constant> {
        let il = self.unit.il;
        let ent = il.entity(e);
        match ent.kind {
            EntityKind::TemplateValueParam => (self.bound)(e),
            EntityKind::Enumerator => self.enumerator(e, depth),
            EntityKind::Variable => {
                let Some(Type::Integer(kind)) = il.types.get(il.resolved(ent.ty)) else {
                    return None;
                };
                let constant = ent.has(flag::CONSTEXPR) || il.is_const(ent.ty) == Some(true);
                // `const volatile` is read where it stands: no constant.
                let volatile = il.is_volatile(ent.ty) != Some(false);
                if !constant || volatile || super::context::in_template(self.unit, ent.parent) {
                    return None;
                }
                let v = self.initializer(ent.token as usize + 1, ent.parent, depth)?;
                convert(v, ConstantType::Integer(kind), il)
            }
            _ => None,
        }
    }

    /// An enumerator's value: that of the nearest enumerator at or before it with an
    /// initializer (or 0 for the first), plus how many come between; walked back, not
    /// recursed (an enumeration may have any number of enumerators).
    fn enumerator(&self, e: EntityId, depth: u32) -> Option<Constant> {
        let il = self.unit.il;
        let t = self.unit.tokens;
        let ent = il.entity(e);
        let Some(Type::Tag(enumeration)) = il.types.get(ent.ty) else { return None };
        let ty = ConstantType::Enum(enumeration);
        let mut at = e;
        for steps in 0..=MAX_ENUMERATORS {
            let here = il.entity(at);
            let token = here.token as usize;
            let base = if t.kind.get(token + 1) == Some(&TokenKind::Eq) {
                Some(self.initializer(token + 1, here.parent, depth)?.value)
            } else if token > 0 && t.kind[token - 1] == TokenKind::LBrace {
                Some(0)
            } else {
                None
            };
            if let Some(base) = base {
                return Some(Constant { value: base.checked_add(steps)?, ty });
            }
            // The enumerator before it is the entity before it.
            let previous = EntityId(at.0.checked_sub(1)?);
            let p = il.entity(previous);
            if p.kind != EntityKind::Enumerator || p.ty != ent.ty || p.token >= here.token {
                return None;
            }
            at = previous;
        }
        None
    }

    /// The value of the initializer after `name`'s declarator at token `at`: `= expr` up to
    /// the `,` `;` or `}` that ends it, or `{ expr }`.
    fn initializer(&self, at: usize, scope: ScopeId, depth: u32) -> Option<Constant> {
        let t = self.unit.tokens;
        let (first, braced) = match t.kind.get(at)? {
            TokenKind::Eq => (at + 1, false),
            TokenKind::LBrace => (at + 1, true),
            _ => return None,
        };
        let mut nesting = 0u32;
        for i in first..t.len().min(first + 4096) {
            match t.kind[i] {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => nesting += 1,
                TokenKind::RParen | TokenKind::RBracket => nesting = nesting.checked_sub(1)?,
                TokenKind::RBrace if nesting > 0 => nesting -= 1,
                // The end of `{ expr }`, or of the enumerator list after `= expr`.
                TokenKind::RBrace => return self.value_at(first, i, scope, depth + 1),
                TokenKind::Comma | TokenKind::Semi if nesting == 0 && !braced => {
                    return self.value_at(first, i, scope, depth + 1);
                }
                TokenKind::Semi => return None,
                _ => {}
            }
        }
        None
    }
}

/// A recursive-descent reader of one token range.
struct Reader<'e, 'a> {
    eval: &'e Evaluator<'a>,
    i: usize,
    end: usize,
    scope: ScopeId,
    depth: u32,
}

impl Reader<'_, '_> {
    fn peek(&self) -> Option<TokenKind> {
        (self.i < self.end).then(|| self.eval.unit.tokens.kind[self.i])
    }

    fn conditional(&mut self) -> Option<Constant> {
        let c = self.binary(0)?;
        if self.peek() != Some(TokenKind::Question) {
            return Some(c);
        }
        self.i += 1;
        let yes = self.conditional()?;
        (self.peek() == Some(TokenKind::Colon)).then_some(())?;
        self.i += 1;
        let no = self.conditional()?;
        // Both operands have a value here; their common type is the result's.
        let (y, n, ty) = arithmetic(yes, no)?;
        Some(Constant { value: if c.value != 0 { y } else { n }, ty })
    }

    /// Binary operators of precedence `min` or higher.
    fn binary(&mut self, min: u8) -> Option<Constant> {
        let mut left = self.unary()?;
        while let Some(op) = self.peek() {
            let Some(level) = precedence(op) else { break };
            if level < min {
                break;
            }
            self.i += 1;
            let right = self.binary(level + 1)?;
            left = apply(op, left, right)?;
        }
        Some(left)
    }

    fn unary(&mut self) -> Option<Constant> {
        let op = self.peek()?;
        match op {
            TokenKind::Minus | TokenKind::Plus | TokenKind::Tilde | TokenKind::Bang => {
                self.i += 1;
                let v = self.unary()?;
                if op == TokenKind::Bang {
                    return Some(Constant { value: (v.value == 0) as i128, ty: ConstantType::Integer(IntKind::Bool) });
                }
                let (value, ty) = promote(v)?;
                let value = match op {
                    TokenKind::Minus => value.checked_neg()?,
                    TokenKind::Tilde => !value,
                    _ => value,
                };
                fit_or_wrap(value, ty)
            }
            _ => self.primary(),
        }
    }

    fn primary(&mut self) -> Option<Constant> {
        let unit = self.eval.unit;
        let t = unit.tokens;
        let i = self.i;
        let kind = self.peek()?;
        self.i += 1;
        match kind {
            TokenKind::LParen => {
                let v = self.conditional()?;
                (self.peek() == Some(TokenKind::RParen)).then_some(())?;
                self.i += 1;
                Some(v)
            }
            TokenKind::Number => integer_literal(t.spelling(i)),
            TokenKind::CharLiteral => char_literal(t.spelling(i)),
            TokenKind::Identifier if matches!(t.spelling(i), b"true" | b"false") => {
                Some(Constant { value: (t.spelling(i) == b"true") as i128, ty: ConstantType::Integer(IntKind::Bool) })
            }
            TokenKind::Identifier | TokenKind::ColonColon => {
                self.i = i;
                let e = self.name()?;
                self.eval.named(e, self.depth + 1)
            }
            _ => None,
        }
    }

    /// The entity a name, qualified or not, certainly denotes: `[::] [scope ::]… name`, each
    /// qualifier a namespace, a class not in a template, or an enumeration.
    fn name(&mut self) -> Option<EntityId> {
        let (il, t) = (self.eval.unit.il, self.eval.unit.tokens);
        let mut scope = None;
        if self.peek() == Some(TokenKind::ColonColon) {
            scope = Some(crate::il::Il::FILE_SCOPE);
            self.i += 1;
        }
        for _ in 0..16 {
            (self.peek() == Some(TokenKind::Identifier)).then_some(())?;
            let (i, name) = (self.i, t.sym[self.i]);
            self.i += 1;
            let e = match scope {
                None => self.eval.lookup(self.scope, name, i as u32)?,
                Some(s) => self.eval.member(s, name, i as u32)?,
            };
            let ent = il.entity(e);
            match self.peek() {
                Some(TokenKind::ColonColon) => self.i += 1,
                // A call or a template-id is not valued here.
                Some(TokenKind::LParen) => return None,
                Some(TokenKind::Less) if ent.has(flag::TEMPLATE) => return None,
                _ => return Some(e),
            }
            let qualifier = match ent.kind {
                EntityKind::Namespace | EntityKind::Enum => true,
                EntityKind::Class => !ent.has(flag::TEMPLATE | flag::SPECIALIZATION),
                _ => false,
            };
            (qualifier && !ent.inner.is_none()).then_some(())?;
            scope = Some(ent.inner);
        }
        None
    }
}

/// The precedence of a binary operator (higher binds tighter); `None` for the rest.
fn precedence(op: TokenKind) -> Option<u8> {
    use TokenKind::*;
    Some(match op {
        PipePipe => 1,
        AmpAmp => 2,
        Pipe => 3,
        Caret => 4,
        Amp => 5,
        EqEq | BangEq => 6,
        Less | Greater | LessEq | GreaterEq => 7,
        LessLess | GreaterGreater => 8,
        Plus | Minus => 9,
        Star | Slash | Percent => 10,
        _ => return None,
    })
}

fn apply(op: TokenKind, l: Constant, r: Constant) -> Option<Constant> {
    use TokenKind::*;
    let truth = |b: bool| Some(Constant { value: b as i128, ty: ConstantType::Integer(IntKind::Bool) });
    match op {
        AmpAmp => return truth(l.value != 0 && r.value != 0),
        PipePipe => return truth(l.value != 0 || r.value != 0),
        LessLess | GreaterGreater => {
            // The result has the promoted left operand's type.
            let (v, ty) = promote(l)?;
            let (n, _) = promote(r)?;
            let bits = width(ty)?;
            if !(0..bits as i128).contains(&n) {
                return None;
            }
            return if op == LessLess {
                // A signed left shift that overflows is not a constant (C++17 and before).
                if signed(ty) && v < 0 {
                    return None;
                }
                fit_or_wrap(v << n, ty)
            } else {
                Some(Constant { value: v >> n, ty: ConstantType::Integer(ty) })
            };
        }
        _ => {}
    }
    let (a, b, ty) = arithmetic(l, r)?;
    let ConstantType::Integer(k) = ty else { return None };
    let value = match op {
        EqEq => return truth(a == b),
        BangEq => return truth(a != b),
        Less => return truth(a < b),
        Greater => return truth(a > b),
        LessEq => return truth(a <= b),
        GreaterEq => return truth(a >= b),
        Plus => a + b,
        Minus => a - b,
        Star => a.checked_mul(b)?,
        Slash if b != 0 => a / b,
        Percent if b != 0 => a % b,
        Amp => a & b,
        Pipe => a | b,
        Caret => a ^ b,
        _ => return None,
    };
    fit_or_wrap(value, k)
}

/// The operands after the usual arithmetic conversions, and their common type.
fn arithmetic(l: Constant, r: Constant) -> Option<(i128, i128, ConstantType)> {
    let (a, x) = promote(l)?;
    let (b, y) = promote(r)?;
    let ty = if x == y {
        x
    } else {
        let (rx, ry) = (rank(x)?, rank(y)?);
        let (hi, lo) = if rx >= ry { (x, y) } else { (y, x) };
        match (signed(hi), signed(lo)) {
            (false, _) | (true, true) => hi,
            // A signed type of higher rank takes the unsigned one if it holds all its values.
            (true, false) if width(hi)? > width(lo)? => hi,
            (true, false) => unsigned_of(hi)?,
        }
    };
    let a = wrap(a, ty)?;
    let b = wrap(b, ty)?;
    Some((a, b, ConstantType::Integer(ty)))
}

/// Integral promotion: the value and the type arithmetic uses.
fn promote(c: Constant) -> Option<(i128, IntKind)> {
    let kind = match c.ty {
        // An enumeration's values here are those of `int` (its underlying type is not read).
        ConstantType::Enum(_) => IntKind::Int,
        ConstantType::Integer(k) => k,
    };
    let kind = match kind {
        IntKind::Bool
        | IntKind::Char
        | IntKind::SignedChar
        | IntKind::UnsignedChar
        | IntKind::Short
        | IntKind::UnsignedShort => IntKind::Int,
        IntKind::Int
        | IntKind::UnsignedInt
        | IntKind::Long
        | IntKind::UnsignedLong
        | IntKind::LongLong
        | IntKind::UnsignedLongLong => kind,
        _ => return None,
    };
    let (lo, hi) = range(kind)?;
    (lo..=hi).contains(&c.value).then_some((c.value, kind))
}

/// `c` converted to type `to` as a template argument is (a converted constant expression:
/// no narrowing, so a value the type cannot hold is not one); `None` where it is not.
pub(super) fn convert(c: Constant, to: ConstantType, il: &crate::il::Il) -> Option<Constant> {
    match to {
        ConstantType::Enum(e) => {
            // Only a value of the enumeration itself.
            (c.ty == to && il.entity(e).kind == EntityKind::Enum).then_some(c)
        }
        // An integer 0 or 1 (an enumerator's conversion to bool is not known).
        ConstantType::Integer(IntKind::Bool) => {
            let integer = matches!(c.ty, ConstantType::Integer(_));
            (integer && (c.ty == to || c.value == 0 || c.value == 1)).then_some(Constant { value: c.value, ty: to })
        }
        ConstantType::Integer(k) => {
            let (lo, hi) = range(k)?;
            if let ConstantType::Enum(_) = c.ty {
                return None;
            }
            (lo..=hi).contains(&c.value).then_some(Constant { value: c.value, ty: to })
        }
    }
}

/// What EDG says of integer constant `c` converted implicitly to integer type `to` (not
/// `bool`): nothing where `to` holds it; #68 "change of sign" where `to`'s width holds it
/// as a signed or an unsigned value (`unsigned u = -1`, `char c = 200`,
/// `int x = 4294967295u`); #69 "truncation" where it needs more bits
/// (`unsigned char c = 300`, `short s = -40000`). The oracle, case
/// sema/constant_conversions.
pub(super) fn implicit_conversion(c: Constant, to: IntKind) -> Option<crate::diag::DiagId> {
    let ConstantType::Integer(_) = c.ty else { return None };
    let (lo, hi) = range(to)?;
    let bits = width(to)?;
    if to == IntKind::Bool || (lo..=hi).contains(&c.value) {
        return None;
    }
    let held = (-(1i128 << (bits - 1))..=(1i128 << bits) - 1).contains(&c.value);
    Some(if held { crate::diag::DiagId::ConversionChangesSign } else { crate::diag::DiagId::ConversionTruncates })
}

/// How many bits a value of integer type `k` takes once promoted (`int`'s 32 for the
/// narrower types); `None` for the kinds not valued.
pub(super) fn promoted_width(k: IntKind) -> Option<u32> {
    Some(width(k)?.max(32))
}

/// The type of a constant of `ty`, written in a template parameter's declaration.
pub(super) fn constant_type(il: &crate::il::Il, ty: TypeId) -> Option<ConstantType> {
    match il.types.get(il.resolved(ty))? {
        Type::Integer(k) => range(k).map(|_| ConstantType::Integer(k)),
        Type::Tag(e) if il.entity(e).kind == EntityKind::Enum => Some(ConstantType::Enum(e)),
        _ => None,
    }
}

/// Whether floating value `value` converted to integer type `k` (truncated) is in its range,
/// as EDG requires of a constant; `None` for the kinds not valued. The bounds are compared
/// one past, so that rounding them to `f64` cannot admit a value out of the range.
pub(super) fn floating_fits(value: f64, k: IntKind) -> Option<bool> {
    if k == IntKind::Bool {
        return Some(true);
    }
    let (least, greatest) = range(k)?;
    let truncated = value.trunc();
    Some(truncated > least as f64 - 1.0 && truncated < greatest as f64 + 1.0)
}

/// The least and greatest value of an integer type (LP64); `None` for the kinds not valued.
fn range(k: IntKind) -> Option<(i128, i128)> {
    let bits = width(k)? as i128;
    Some(if k == IntKind::Bool {
        (0, 1)
    } else if signed(k) {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    })
}

fn width(k: IntKind) -> Option<u32> {
    Some(match k {
        IntKind::Bool | IntKind::Char | IntKind::SignedChar | IntKind::UnsignedChar => 8,
        IntKind::Short | IntKind::UnsignedShort => 16,
        IntKind::Int | IntKind::UnsignedInt => 32,
        IntKind::Long | IntKind::UnsignedLong | IntKind::LongLong | IntKind::UnsignedLongLong => 64,
        _ => return None,
    })
}

fn signed(k: IntKind) -> bool {
    matches!(k, IntKind::Char | IntKind::SignedChar | IntKind::Short | IntKind::Int | IntKind::Long | IntKind::LongLong)
}

fn rank(k: IntKind) -> Option<u8> {
    Some(match k {
        IntKind::Int | IntKind::UnsignedInt => 1,
        IntKind::Long | IntKind::UnsignedLong => 2,
        IntKind::LongLong | IntKind::UnsignedLongLong => 3,
        _ => return None,
    })
}

fn unsigned_of(k: IntKind) -> Option<IntKind> {
    Some(match k {
        IntKind::Int => IntKind::UnsignedInt,
        IntKind::Long => IntKind::UnsignedLong,
        IntKind::LongLong => IntKind::UnsignedLongLong,
        _ => return None,
    })
}

/// `v` as a value of `k`: unsigned types wrap; a signed value must fit.
fn wrap(v: i128, k: IntKind) -> Option<i128> {
    let (lo, hi) = range(k)?;
    if signed(k) {
        return (lo..=hi).contains(&v).then_some(v);
    }
    Some(v.rem_euclid(hi + 1))
}

/// The result of an operation in type `k`: an unsigned one wraps, a signed one that
/// overflows is no constant.
fn fit_or_wrap(v: i128, k: IntKind) -> Option<Constant> {
    Some(Constant { value: wrap(v, k)?, ty: ConstantType::Integer(k) })
}

/// An integer literal's value and type ([lex.icon]), as the IL display values it.
fn integer_literal(text: &[u8]) -> Option<Constant> {
    // C++23's `z` suffix (size_t) is not valued.
    if text.iter().any(|c| matches!(c, b'z' | b'Z')) {
        return None;
    }
    literal(TokenKind::Number, text)
}

/// A plain character literal's value (`char` is signed): one character or a simple escape.
fn char_literal(text: &[u8]) -> Option<Constant> {
    literal(TokenKind::CharLiteral, text)
}

fn literal(kind: TokenKind, text: &[u8]) -> Option<Constant> {
    match crate::il::display::literal_value(kind, text)? {
        crate::il::display::Value::Integer { value, kind } => {
            Some(Constant { value: value as i128, ty: ConstantType::Integer(kind) })
        }
        _ => None,
    }
}

/// A template argument's value as the call messages write it: `(int)3`, `(unsigned long)6ul`,
/// `(bool)1`, `(char)97`; an enumeration's with its type's text (`(    ::E)1`).
pub(super) fn written(c: Constant, type_text: &str) -> String {
    let suffix = match c.ty {
        ConstantType::Integer(IntKind::UnsignedInt) => "u",
        ConstantType::Integer(IntKind::Long) => "l",
        ConstantType::Integer(IntKind::UnsignedLong) => "ul",
        ConstantType::Integer(IntKind::LongLong) => "ll",
        ConstantType::Integer(IntKind::UnsignedLongLong) => "ull",
        _ => "",
    };
    format!("({type_text}){}{suffix}", c.value)
}

/// Whether expression `e` is certainly no constant expression: what it always evaluates
/// (not under `sizeof`, `alignof`, `noexcept`, a builtin's arguments, `&`, nor past the
/// first operand of `&&`, `||` and `?:` or before a comma: EDG folds `1 || k`, `(k, true)`,
/// `&g != nullptr`) reads a parameter, `this`, a variable of an arithmetic or pointer type
/// that is neither const nor constexpr, or a non-static data member of one, or calls a
/// function none of whose declarations of the name is constexpr or a template. What is not
/// certain may be a constant cufront does not fold (`sizeof(int) == 4`, `p.kStatic`,
/// `a.size() == 4` on a `cuda::std::array`).
pub(super) fn certainly_runtime(il: &crate::il::Il, t: &crate::parse::Tokens, e: ExprId) -> bool {
    let mut stack = vec![e];
    let mut seen = 0;
    // Every entity of the name is a routine that is neither constexpr nor a template.
    let plain_function = |f: EntityId| {
        il.named(il.entity(f).name).all(|x| {
            let x = il.entity(x);
            x.kind == EntityKind::Routine && !x.has(flag::CONSTEXPR | flag::CONSTEVAL | flag::TEMPLATE)
        })
    };
    // Every class member of the name is a non-static data member.
    let only_fields = |at: u32| {
        // The member's name: the node's token, or the one after its `.` or `->`.
        let at = at as usize + matches!(t.kind.get(at as usize), Some(TokenKind::Dot | TokenKind::Arrow)) as usize;
        let sym = t.sym.get(at).copied().unwrap_or_default();
        // (Among class members: a parameter or a local of the name is no member.)
        let mut members = il.named(sym).filter(|&x| il.scope(il.entity(x).parent).kind == ScopeKind::Class).peekable();
        members.peek().is_some() && members.all(|x| il.entity(x).kind == EntityKind::Field)
    };
    while let Some(x) = stack.pop() {
        seen += 1;
        if seen > 4096 || x.is_none() {
            return false;
        }
        let node = il.expr(x);
        let operands = il.operands(x);
        match node.kind {
            ExprKind::This => return true,
            ExprKind::Name(v) if !v.is_none() => {
                let ent = il.entity(v);
                let scalar = matches!(
                    il.types.get(il.resolved(ent.ty)),
                    Some(Type::Integer(_) | Type::Float(_) | Type::Pointer { .. })
                );
                let runtime = match ent.kind {
                    EntityKind::Parameter => true,
                    EntityKind::Variable => scalar && !ent.has(flag::CONSTEXPR) && il.is_const(ent.ty) == Some(false),
                    _ => false,
                };
                if runtime {
                    return true;
                }
            }
            ExprKind::Operation(Op::Call) => match operands.first().map(|&c| il.expr(c)) {
                Some(c) if t.spelling(c.token as usize).starts_with(b"__builtin_") => {}
                Some(c) if matches!(c.kind, ExprKind::Name(f) if !f.is_none() && plain_function(f)) => return true,
                // A member function's call (`a.size()`) may be a constant one's.
                Some(c) if matches!(c.kind, ExprKind::Operation(Op::Member | Op::MemberOfPointer)) => {}
                _ => stack.extend_from_slice(operands),
            },
            ExprKind::Operation(Op::And | Op::Or) | ExprKind::Conditional => stack.extend(operands.first()),
            ExprKind::Operation(Op::Comma) => stack.extend(operands.last()),
            ExprKind::Operation(Op::Member | Op::MemberOfPointer) if only_fields(node.token) => {
                stack.extend_from_slice(operands)
            }
            ExprKind::Operation(Op::Member | Op::MemberOfPointer | Op::AddressOf)
            | ExprKind::Sizeof
            | ExprKind::Alignof
            | ExprKind::Noexcept
            | ExprKind::SizeofPack
            | ExprKind::TypeTrait
            | ExprKind::Lambda
            | ExprKind::BracedList
            | ExprKind::Tokens => {}
            _ => stack.extend_from_slice(operands),
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(text: &str) -> Option<(i128, IntKind)> {
        integer_literal(text.as_bytes()).map(|c| match c.ty {
            ConstantType::Integer(k) => (c.value, k),
            ConstantType::Enum(_) => unreachable!(),
        })
    }

    #[test]
    fn integer_literals_have_the_types_of_lex_icon() {
        assert_eq!(int("3"), Some((3, IntKind::Int)));
        assert_eq!(int("0"), Some((0, IntKind::Int)));
        assert_eq!(int("017"), Some((15, IntKind::Int)));
        assert_eq!(int("2147483648"), Some((2147483648, IntKind::Long)));
        assert_eq!(int("0xffffffff"), Some((0xffff_ffff, IntKind::UnsignedInt)));
        assert_eq!(int("4u"), Some((4, IntKind::UnsignedInt)));
        assert_eq!(int("5L"), Some((5, IntKind::Long)));
        assert_eq!(int("7ull"), Some((7, IntKind::UnsignedLongLong)));
        assert_eq!(int("1'000"), Some((1000, IntKind::Int)));
        assert_eq!(int("0b101"), Some((5, IntKind::Int)));
        assert_eq!(int("1.5"), None);
        assert_eq!(int("08"), None);
    }

    #[test]
    fn arithmetic_follows_the_usual_conversions() {
        let c = |v, k| Constant { value: v, ty: ConstantType::Integer(k) };
        let truth = |b: bool| Some(c(b as i128, IntKind::Bool));
        assert_eq!(
            apply(TokenKind::Minus, c(0, IntKind::UnsignedInt), c(1, IntKind::Int)),
            Some(c(0xffff_ffff, IntKind::UnsignedInt))
        );
        assert_eq!(apply(TokenKind::Plus, c(i32::MAX as i128, IntKind::Int), c(1, IntKind::Int)), None);
        assert_eq!(apply(TokenKind::Slash, c(1, IntKind::Int), c(0, IntKind::Int)), None);
        assert_eq!(apply(TokenKind::Plus, c(1, IntKind::Long), c(1, IntKind::UnsignedInt)), Some(c(2, IntKind::Long)));
        assert_eq!(apply(TokenKind::LessLess, c(1, IntKind::Int), c(4, IntKind::Int)), Some(c(16, IntKind::Int)));
        // -1 converts to unsigned: not less than 0u.
        assert_eq!(apply(TokenKind::Less, c(-1, IntKind::Int), c(0, IntKind::UnsignedInt)), truth(false));
    }
}
