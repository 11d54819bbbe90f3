//! Operators applied to class objects (`a + b`, `-a`, `a[i]`, `a(x)`): the operator function
//! such an expression calls, when that is certain ([over.match.oper]). The candidates are
//! the left operand's class's member operators, and the non-member ones ordinary unqualified
//! lookup (members ignored) and argument-dependent lookup find before the expression; the
//! call is decided only when exactly one of them is viable and that is certain. Given up
//! (and counted): classes with bases or conversion functions (built-in candidates and
//! inherited operators), templates among the candidates, using-directives and inline
//! namespaces on the way, operands other than named variables and number literals, and any
//! conversion whose viability needs more than the class's constructors to tell.

use super::context::Facts;
use super::Undecided;
use crate::il::{flag, Cv, EntityId, EntityKind, ExprId, ExprKind, Il, Op, RefKind, ScopeId, ScopeKind, Type, TypeId};
use crate::parse::keyword::Kw;
use crate::parse::Tokens;
use rustc_hash::{FxHashMap, FxHashSet};

/// The operators functions can overload, as written after `operator`, with their
/// Itanium ABI codes for two operands (or the only one) and for one where it differs.
const OPERATORS: [(&str, &str, &str); 40] = [
    ("+", "pl", "ps"),
    ("-", "mi", "ng"),
    ("*", "ml", "de"),
    ("&", "an", "ad"),
    ("/", "dv", "dv"),
    ("%", "rm", "rm"),
    ("^", "eo", "eo"),
    ("|", "or", "or"),
    ("~", "co", "co"),
    ("!", "nt", "nt"),
    ("=", "aS", "aS"),
    ("<", "lt", "lt"),
    (">", "gt", "gt"),
    ("+=", "pL", "pL"),
    ("-=", "mI", "mI"),
    ("*=", "mL", "mL"),
    ("/=", "dV", "dV"),
    ("%=", "rM", "rM"),
    ("^=", "eO", "eO"),
    ("&=", "aN", "aN"),
    ("|=", "oR", "oR"),
    ("<<", "ls", "ls"),
    (">>", "rs", "rs"),
    ("<<=", "lS", "lS"),
    (">>=", "rS", "rS"),
    ("==", "eq", "eq"),
    ("!=", "ne", "ne"),
    ("<=", "le", "le"),
    (">=", "ge", "ge"),
    ("<=>", "ss", "ss"),
    ("&&", "aa", "aa"),
    ("||", "oo", "oo"),
    ("++", "pp", "pp"),
    ("--", "mm", "mm"),
    (",", "cm", "cm"),
    ("->*", "pm", "pm"),
    ("->", "pt", "pt"),
    ("()", "cl", "cl"),
    ("[]", "ix", "ix"),
    ("?:", "qu", "qu"),
];

/// The operator an operator function `e` overloads, as written after `operator` (`+`,
/// `()`, `[]`); `None` for conversion functions, `new`, `delete` and literal operators.
pub(super) fn symbol(il: &Il, tokens: &Tokens, e: EntityId) -> Option<&'static str> {
    let ent = il.entity(e);
    if !ent.has(flag::OPERATOR) || ent.has(flag::CONVERSION) || ent.name != Kw::Operator.sym() {
        return None;
    }
    let at = ent.token as usize + 1;
    let text: &[u8] = match tokens.spelling(at) {
        b"(" if tokens.spelling(at + 1) == b")" => b"()",
        b"[" if tokens.spelling(at + 1) == b"]" => b"[]",
        t => t,
    };
    OPERATORS.iter().find(|o| o.0.as_bytes() == text).map(|o| o.0)
}

/// The operator a call by name calls (`operator+(a, b)`): the unresolved name at token `at`
/// is `operator` and an operator a function outside a class may overload, then the call's
/// `(`. (`operator()`, `operator[]`, `operator=` and `operator->` are members only.)
pub(super) fn named_in_call(tokens: &Tokens, at: u32) -> Option<&'static str> {
    let at = at as usize;
    if tokens.sym.get(at) != Some(&Kw::Operator.sym()) || tokens.spelling(at + 2) != b"(" {
        return None;
    }
    let text = tokens.spelling(at + 1);
    OPERATORS.iter().map(|o| o.0).find(|o| o.as_bytes() == text && !matches!(*o, "()" | "[]" | "=" | "->" | "?:"))
}

/// The Itanium ABI code of operator `symbol` taking `operands` operands (the object
/// counted): what cudafe++'s mangled callee names write (`_Zpl1?1?`, `_ZNK1WixE1?`).
pub(super) fn mangling_code(symbol: &str, operands: usize) -> Option<&'static str> {
    let o = OPERATORS.iter().find(|o| o.0 == symbol)?;
    Some(if operands == 1 { o.2 } else { o.1 })
}

/// The operator an IL operation applies, where a class may overload it (not `=`, whose
/// implicit member is always a candidate, nor `&` and `,`, whose built-in meanings are,
/// nor the postfix increments, whose second operand is implicit).
fn applied(op: Op) -> Option<&'static str> {
    Some(match op {
        Op::Plus | Op::Add => "+",
        Op::Negate | Op::Subtract => "-",
        Op::Deref | Op::Multiply => "*",
        Op::Not => "!",
        Op::Complement => "~",
        Op::PreIncrement => "++",
        Op::PreDecrement => "--",
        Op::Divide => "/",
        Op::Remainder => "%",
        Op::ShiftLeft => "<<",
        Op::ShiftRight => ">>",
        Op::Less => "<",
        Op::Greater => ">",
        Op::LessEqual => "<=",
        Op::GreaterEqual => ">=",
        Op::Equal => "==",
        Op::NotEqual => "!=",
        Op::BitAnd => "&",
        Op::BitXor => "^",
        Op::BitOr => "|",
        Op::And => "&&",
        Op::Or => "||",
        Op::MultiplyAssign => "*=",
        Op::DivideAssign => "/=",
        Op::RemainderAssign => "%=",
        Op::AddAssign => "+=",
        Op::SubtractAssign => "-=",
        Op::ShiftLeftAssign => "<<=",
        Op::ShiftRightAssign => ">>=",
        Op::BitAndAssign => "&=",
        Op::BitXorAssign => "^=",
        Op::BitOrAssign => "|=",
        Op::Subscript => "[]",
        Op::Call => "()",
        _ => return None,
    })
}

/// An operand as overload resolution sees it.
#[derive(Clone, Copy, Debug)]
enum Operand {
    /// An object of a class type, const or not: named (an lvalue), or the value an operator
    /// function returns (`temporary`, a prvalue).
    Class { class: EntityId, constant: bool, temporary: bool },
    /// A named arithmetic object (an lvalue) of type `ty`, or a number literal (a prvalue).
    Arithmetic { ty: TypeId, literal: bool },
}

/// What a class-typed operation calls.
pub(super) enum Outcome {
    /// No operand is of a class type: the built-in operator (or an ordinary call).
    NotOverloaded,
    /// No operand is known to be of a class type, but one cufront does not read the type of
    /// may be.
    Unknown,
    /// The operator function certainly called.
    Calls(EntityId),
    /// A class is involved, and which function (if any) is called is not certain.
    Undecided(Undecided),
}

/// What operator resolution reads once per unit: the scopes holding inline namespaces, and
/// each class scope's constructors (which are not entered under a name).
#[derive(Default)]
pub(super) struct Lookups {
    built: bool,
    inline_parents: FxHashSet<ScopeId>,
    constructors: FxHashMap<ScopeId, Vec<EntityId>>,
}

impl Lookups {
    fn build(&mut self, il: &Il) {
        if self.built {
            return;
        }
        self.built = true;
        for (k, e) in il.entities.iter().enumerate() {
            if e.kind == EntityKind::Namespace && e.has(flag::INLINE_NAMESPACE) {
                self.inline_parents.insert(e.parent);
            }
            if e.has(flag::CONSTRUCTOR) {
                self.constructors.entry(e.parent).or_default().push(EntityId(k as u32));
            }
        }
    }
}

/// Resolution of one operation: `node` applies `op` to `operands` (for a call, the object
/// and then the arguments), at token `at` in `scope`.
pub(super) struct Resolution<'a> {
    pub il: &'a Il,
    pub tokens: &'a Tokens,
    pub facts: &'a Facts,
    pub lookups: &'a mut Lookups,
    pub scope: ScopeId,
    pub at: u32,
}

/// How many operations deep an operand's operator call is resolved (`-(a + b)`: one).
const NESTED: u32 = 2;

impl Resolution<'_> {
    pub(super) fn resolve(&mut self, op: Op, operands: &[ExprId]) -> Outcome {
        self.resolve_within(op, operands, NESTED)
    }

    /// `resolve`, where operands that are operations are resolved `depth` levels deep.
    fn resolve_within(&mut self, op: Op, operands: &[ExprId], depth: u32) -> Outcome {
        let Some(symbol) = applied(op) else { return Outcome::NotOverloaded };
        // `a[i]` and `a(x)` are overloaded only on a class object; an arithmetic operation
        // on a class operand anywhere. (No allocation before a class operand is seen: this
        // runs on every operation of user code.)
        let relevant = match op {
            Op::Subscript | Op::Call => &operands[..operands.len().min(1)],
            _ => operands,
        };
        let (mut class, mut unknown) = (false, false);
        // The first operands' readings, kept: reading an operation resolves it again.
        let mut first: [Option<Operand>; 2] = [None; 2];
        for (k, &e) in relevant.iter().enumerate() {
            let reading = self.operand(e, depth);
            if let Some(slot) = first.get_mut(k) {
                *slot = reading;
            }
            match reading {
                Some(Operand::Class { .. }) => class = true,
                Some(Operand::Arithmetic { .. }) => {}
                None => unknown |= !self.certainly_not_class(e, 8),
            }
        }
        if !class {
            return if unknown { Outcome::Unknown } else { Outcome::NotOverloaded };
        }
        let read = operands.iter().enumerate().map(|(k, &o)| match k < relevant.len().min(2) {
            true => first[k],
            false => self.operand(o, depth),
        });
        let Some(read) = read.collect::<Option<Vec<Operand>>>() else {
            return Outcome::Undecided(Undecided::Member);
        };
        let members = true;
        let ordinary = !matches!(op, Op::Subscript | Op::Call);
        match self.choose(symbol, &read, members, ordinary) {
            Ok(e) => Outcome::Calls(e),
            Err(why) => Outcome::Undecided(why),
        }
    }

    /// A call of operator function `symbol` by name with `arguments` (`operator+(a, b)`):
    /// its candidates are those of the operator expression but the members, which a name
    /// does not find outside its class; so where the expression's resolution is certain, so
    /// is the call's.
    pub(super) fn resolve_named(&mut self, symbol: &str, arguments: &[ExprId]) -> Outcome {
        // Inside a class's member, the name finds the class's members first: not weighed.
        if super::context::in_class(self.il, self.scope) {
            return Outcome::Undecided(Undecided::Member);
        }
        let Some(read) = arguments.iter().map(|&o| self.operand(o, NESTED)).collect::<Option<Vec<Operand>>>() else {
            return Outcome::Unknown;
        };
        // Operator functions take an operand of a class or enumeration type.
        if !read.iter().any(|o| matches!(o, Operand::Class { .. })) || read.len() > 2 {
            return Outcome::Unknown;
        }
        match self.choose(symbol, &read, false, true) {
            Ok(e) => Outcome::Calls(e),
            Err(why) => Outcome::Undecided(why),
        }
    }

    /// Whether operator `symbol` applied to an operand of enumeration `enumeration` (and no
    /// operand of a class type) may call an operator function: one that ordinary lookup
    /// from the expression or argument-dependent lookup finds (the enumeration's innermost
    /// namespace; its class's friends, refused) and that takes the enumeration, or a
    /// reference to it, as a parameter ([over.match.oper]/3.2: with no class operand, only
    /// such functions are candidates). `Err` where a lookup is not certain.
    pub(super) fn enumeration_overloaded(&mut self, symbol: &str, enumeration: EntityId) -> Result<bool, Undecided> {
        self.lookups.build(self.il);
        let il = self.il;
        let mut found = Vec::new();
        self.ordinary_lookup(symbol, &mut found)?;
        let mut s = il.entity(enumeration).parent;
        for _ in 0..256 {
            if s.is_none() {
                break;
            }
            let scope = il.scope(s);
            match scope.kind {
                ScopeKind::File | ScopeKind::Namespace => {
                    self.associated_namespace(s)?;
                    self.declared(s, symbol, &mut found)?;
                    break;
                }
                // Friends declared in the enumeration's class (refused by `declared`).
                ScopeKind::Class if self.facts.unread(s) => return Err(Undecided::Unread),
                ScopeKind::Class => self.declared(s, symbol, &mut Vec::new())?,
                _ => {}
            }
            s = scope.parent;
        }
        // A parameter of a type not worked out (dependent, an alias not followed) may be it.
        let takes = |p: TypeId| {
            let mut ty = il.resolved(p);
            if let Some(Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue }) = il.types.get(ty) {
                ty = il.resolved(to);
            }
            match il.types.get(ty) {
                Some(Type::Tag(e)) => e == enumeration,
                Some(
                    Type::Void
                    | Type::Integer(_)
                    | Type::Float(_)
                    | Type::NullPtr
                    | Type::Pointer { .. }
                    | Type::MemberPointer { .. }
                    | Type::Array { .. }
                    | Type::Function(_),
                ) => false,
                _ => true,
            }
        };
        for f in found {
            let Some(Type::Function(ft)) = il.types.get(il.entity(f).ty) else { return Err(Undecided::Overloaded) };
            if il.types.function_type(ft).params.iter().any(|&p| takes(p)) {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The one viable candidate of operator `symbol` on `operands`: the first operand's
    /// class's members, and the functions unqualified and argument-dependent lookup find.
    fn choose(
        &mut self,
        symbol: &str,
        operands: &[Operand],
        members: bool,
        ordinary: bool,
    ) -> Result<EntityId, Undecided> {
        self.lookups.build(self.il);
        for o in operands {
            if let Operand::Class { class, .. } = *o {
                self.plain_class(class)?;
            }
        }
        let mut candidates = Vec::new();
        if let (true, Some(&Operand::Class { class, .. })) = (members, operands.first()) {
            self.members(class, symbol, &mut candidates)?;
        }
        if ordinary {
            self.ordinary_lookup(symbol, &mut candidates)?;
            for o in operands {
                if let Operand::Class { class, .. } = *o {
                    self.argument_dependent(class, symbol, &mut candidates)?;
                }
            }
        }
        // Redeclarations of one function are one candidate.
        let il = self.il;
        let mut distinct: Vec<EntityId> = Vec::new();
        for c in candidates {
            let e = il.entity(c);
            if !distinct.iter().any(|&d| il.entity(d).parent == e.parent && il.entity(d).ty == e.ty) {
                distinct.push(c);
            }
        }
        let mut viable = None;
        for c in distinct {
            if self.viable(c, operands).ok_or(Undecided::Overloaded)? {
                if viable.is_some() {
                    return Err(Undecided::Overloaded);
                }
                viable = Some(c);
            }
        }
        viable.ok_or(Undecided::Overloaded)
    }

    /// An operand's class or arithmetic type, for a named variable or parameter, a number
    /// literal, or an operation that calls an operator function returning a class object
    /// (resolved `depth` levels deep).
    fn operand(&mut self, e: ExprId, depth: u32) -> Option<Operand> {
        let il = self.il;
        let node = il.expr(e);
        match node.kind {
            ExprKind::Literal if node.end == node.token + 1 => {
                let i = node.token as usize;
                if self.tokens.kind.get(i) != Some(&crate::lex::TokenKind::Number) {
                    return None;
                }
                let ty = il.types.find(super::refs::number_kind(self.tokens.spelling(i))?)?;
                Some(Operand::Arithmetic { ty, literal: true })
            }
            ExprKind::Name(x) if !x.is_none() => {
                let var = il.entity(x);
                if !matches!(var.kind, EntityKind::Variable | EntityKind::Parameter) || var.ty.is_none() {
                    return None;
                }
                // A reference names what it refers to.
                let mut ty = var.ty;
                if let Some(Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue }) =
                    il.types.get(il.resolved(ty))
                {
                    ty = to;
                }
                match il.types.get(il.resolved(ty))? {
                    Type::Tag(c) if il.entity(c).kind == EntityKind::Class => {
                        Some(Operand::Class { class: c, constant: il.is_const(ty)?, temporary: false })
                    }
                    Type::Integer(_) | Type::Float(_) => {
                        Some(Operand::Arithmetic { ty: il.resolved(ty), literal: false })
                    }
                    _ => None,
                }
            }
            // `f(…)` where `f` names one function, outside any class, no template.
            ExprKind::Operation(Op::Call) => {
                let callee = il.expr(*il.operands(e).first()?);
                let ExprKind::Name(f) = callee.kind else { return None };
                let x = (!f.is_none()).then(|| il.entity(f))?;
                if x.kind != EntityKind::Routine
                    || x.has(flag::TEMPLATE | flag::SPECIALIZATION)
                    || il.scope(x.parent).kind == ScopeKind::Class
                {
                    return None;
                }
                self.facts.only_function_named(il, f).ok()?;
                self.returned(f)
            }
            ExprKind::Operation(op) if depth > 0 => {
                let Outcome::Calls(f) = self.resolve_within(op, il.operands(e), depth - 1) else { return None };
                self.returned(f)
            }
            _ => None,
        }
    }

    /// What a call of function `f` gives, when it is a class object (a prvalue) or a
    /// reference to one (an lvalue).
    fn returned(&self, f: EntityId) -> Option<Operand> {
        let il = self.il;
        let Some(Type::Function(ft)) = il.types.get(il.entity(f).ty) else { return None };
        let ret = il.types.function_type(ft).ret;
        let (ty, temporary) = match il.types.get(il.resolved(ret))? {
            Type::Pointer { to, kind: RefKind::LValue } => (to, false),
            Type::Pointer { kind: RefKind::RValue, .. } => return None,
            _ => (ret, true),
        };
        match il.types.get(il.resolved(ty))? {
            Type::Tag(c) if il.entity(c).kind == EntityKind::Class => {
                Some(Operand::Class { class: c, constant: il.is_const(ty)?, temporary })
            }
            _ => None,
        }
    }

    /// Whether expression `e` is certainly of no class type: a literal, a function's name, a
    /// variable of a scalar or array type, a built-in operation on such (an element reached
    /// through `*` or `[]` a scalar one), a cast to a scalar type, a member function named
    /// for a call (`depth` bounds the look into operands).
    fn certainly_not_class(&self, e: ExprId, depth: u32) -> bool {
        let il = self.il;
        let node = il.expr(e);
        match node.kind {
            ExprKind::Literal | ExprKind::Sizeof | ExprKind::Alignof => true,
            ExprKind::Name(x) if !x.is_none() => {
                let var = il.entity(x);
                match var.kind {
                    EntityKind::Routine | EntityKind::Enumerator => true,
                    EntityKind::Variable | EntityKind::Parameter => {
                        il.is_scalar(var.ty) || matches!(il.types.get(il.resolved(var.ty)), Some(Type::Array { .. }))
                    }
                    _ => false,
                }
            }
            ExprKind::Cast(_) => il.is_scalar(node.ty),
            ExprKind::Operation(Op::Deref | Op::Subscript) if depth > 0 => {
                il.operands(e).first().is_some_and(|&o| self.reaches_scalar(o, depth - 1))
            }
            // `s.f` where every member `f` of the object's class is a function.
            ExprKind::Operation(op @ (Op::Member | Op::MemberOfPointer)) => {
                let object = il.operands(e).first().map(|&o| il.expr(o).kind);
                let Some(ExprKind::Name(x)) = object else { return false };
                if x.is_none() || !matches!(il.entity(x).kind, EntityKind::Variable | EntityKind::Parameter) {
                    return false;
                }
                let Some(class) = super::spaces::class_of(il, il.entity(x).ty, op == Op::MemberOfPointer) else {
                    return false;
                };
                let inner = il.entity(class).inner;
                let Some(name) = self.tokens.sym.get(node.token as usize) else { return false };
                let mut m = il.newest_in(inner, *name).unwrap_or(EntityId::NONE);
                let mut any = false;
                while !m.is_none() {
                    if il.entity(m).kind != EntityKind::Routine {
                        return false;
                    }
                    any = true;
                    m = il.older_in_scope(m);
                }
                any && !il.bases.iter().any(|b| b.0 == class)
            }
            ExprKind::Operation(op) if depth > 0 && applied(op).is_some() && op != Op::Call => {
                il.operands(e).iter().all(|&o| self.certainly_not_class(o, depth - 1))
            }
            _ => false,
        }
    }

    /// Whether `*e` and `e[i]` are certainly of a scalar type that is no pointer: `e` names a
    /// variable whose type, through pointers and arrays, ends in one, or is itself such an
    /// element of one.
    fn reaches_scalar(&self, e: ExprId, depth: u32) -> bool {
        let il = self.il;
        match il.expr(e).kind {
            ExprKind::Name(x) if !x.is_none() => {
                let var = il.entity(x);
                if !matches!(var.kind, EntityKind::Variable | EntityKind::Parameter) {
                    return false;
                }
                let mut ty = il.resolved(var.ty);
                for _ in 0..16 {
                    match il.types.get(ty) {
                        Some(Type::Pointer { to: t, kind: RefKind::Pointer } | Type::Array { element: t, .. }) => {
                            ty = il.resolved(t)
                        }
                        Some(Type::Integer(_) | Type::Float(_)) => return true,
                        Some(Type::Tag(c)) => return il.entity(c).kind == EntityKind::Enum,
                        _ => return false,
                    }
                }
                false
            }
            ExprKind::Operation(Op::Deref | Op::Subscript) if depth > 0 => {
                il.operands(e).first().is_some_and(|&o| self.reaches_scalar(o, depth - 1))
            }
            _ => false,
        }
    }

    /// A class whose operators cufront can enumerate: complete, read, no template's, with
    /// no bases and no conversion functions.
    fn plain_class(&self, class: EntityId) -> Result<(), Undecided> {
        let il = self.il;
        let c = il.entity(class);
        if c.has(flag::TEMPLATE | flag::SPECIALIZATION) {
            return Err(Undecided::Template);
        }
        if c.inner.is_none()
            || c.has(flag::UNKNOWN_BASES)
            || il.bases.iter().any(|b| b.0 == class)
            || self.facts.unread(c.inner)
            || self.in_scope(c.inner).any(|m| il.entity(m).has(flag::CONVERSION))
        {
            return Err(Undecided::Member);
        }
        Ok(())
    }

    /// The entities named `operator` declared in `scope`, newest first.
    fn in_scope(&self, scope: ScopeId) -> impl Iterator<Item = EntityId> + '_ {
        let mut e = self.il.newest_in(scope, Kw::Operator.sym()).unwrap_or(EntityId::NONE);
        std::iter::from_fn(move || {
            let here = e;
            (!here.is_none()).then(|| {
                e = self.il.older_in_scope(here);
                here
            })
        })
    }

    /// The operator functions overloading `symbol` declared in `scope` before the operation;
    /// friends and templates among them are refused.
    fn declared(&self, scope: ScopeId, symbol: &str, found: &mut Vec<EntityId>) -> Result<(), Undecided> {
        let il = self.il;
        for e in self.in_scope(scope) {
            let ent = il.entity(e);
            if ent.token >= self.at {
                continue;
            }
            // A using-declaration of an operator may bring in any.
            if ent.kind != EntityKind::Routine {
                return Err(Undecided::Qualified);
            }
            if self::symbol(il, self.tokens, e) != Some(symbol) {
                continue;
            }
            if ent.has(flag::TEMPLATE | flag::SPECIALIZATION) {
                return Err(Undecided::Template);
            }
            if ent.has(flag::FRIEND) {
                return Err(Undecided::Qualified);
            }
            found.push(e);
        }
        Ok(())
    }

    fn members(&self, class: EntityId, symbol: &str, found: &mut Vec<EntityId>) -> Result<(), Undecided> {
        self.declared(self.il.entity(class).inner, symbol, found)
    }

    /// Ordinary unqualified lookup from the operation's scope, class members ignored: the
    /// innermost scope declaring the operator ends it.
    fn ordinary_lookup(&self, symbol: &str, found: &mut Vec<EntityId>) -> Result<(), Undecided> {
        let il = self.il;
        let mut s = self.scope;
        for _ in 0..256 {
            if s.is_none() {
                return Ok(());
            }
            if self.facts.unread(s) {
                return Err(Undecided::Unread);
            }
            let scope = il.scope(s);
            if scope.kind != ScopeKind::Class {
                if il.using_directives.iter().any(|&(from, _)| from == s) || self.lookups.inline_parents.contains(&s) {
                    return Err(Undecided::Qualified);
                }
                let before = found.len();
                self.declared(s, symbol, found)?;
                if found.len() > before {
                    return Ok(());
                }
            }
            s = scope.parent;
        }
        Err(Undecided::Qualified)
    }

    /// Argument-dependent lookup for a class operand: its namespace's operators, and the
    /// friends it declares (refused).
    fn argument_dependent(&self, class: EntityId, symbol: &str, found: &mut Vec<EntityId>) -> Result<(), Undecided> {
        let il = self.il;
        let c = il.entity(class);
        let namespace = c.parent;
        if !matches!(il.scope(namespace).kind, ScopeKind::File | ScopeKind::Namespace) {
            return Err(Undecided::Qualified);
        }
        self.associated_namespace(namespace)?;
        // Friends declared in the class (refused by `declared`).
        self.declared(c.inner, symbol, &mut Vec::new())?;
        self.declared(namespace, symbol, found)
    }

    /// Whether argument-dependent lookup can read namespace `namespace`'s operators: no
    /// inline namespace in it or around it (`Qualified`), and read whole (`Unread`).
    fn associated_namespace(&self, namespace: ScopeId) -> Result<(), Undecided> {
        let il = self.il;
        let scope = il.scope(namespace);
        if self.lookups.inline_parents.contains(&namespace)
            || !scope.entity.is_none() && il.entity(scope.entity).has(flag::INLINE_NAMESPACE)
        {
            return Err(Undecided::Qualified);
        }
        if self.facts.unread(namespace) {
            return Err(Undecided::Unread);
        }
        Ok(())
    }

    /// Whether candidate `f` is viable for the operands (`None`: not certain).
    fn viable(&self, f: EntityId, operands: &[Operand]) -> Option<bool> {
        let il = self.il;
        let ent = il.entity(f);
        let Some(Type::Function(ft)) = il.types.get(ent.ty) else { return None };
        let ft = il.types.function_type(ft);
        if ft.ellipsis {
            return None;
        }
        let member = il.scope(ent.parent).kind == ScopeKind::Class;
        let arguments = if member {
            if ft.ref_qualifier != RefKind::Pointer || ft.cv.0 & Cv::VOLATILE != 0 {
                return None;
            }
            let Some(&Operand::Class { constant, .. }) = operands.first() else { return None };
            if constant && ft.cv.0 & Cv::CONST == 0 {
                return Some(false);
            }
            &operands[1..]
        } else {
            operands
        };
        if ft.params.len() != arguments.len() {
            // Default arguments (allowed on `operator()` only) are not weighed.
            return if ft.params.len() > arguments.len() { None } else { Some(false) };
        }
        let mut all = true;
        for (&p, &a) in ft.params.iter().zip(arguments) {
            all &= self.accepts(p, a)?;
        }
        Some(all)
    }

    /// Whether a parameter of type `param` accepts operand `a` by an implicit conversion.
    fn accepts(&self, param: TypeId, a: Operand) -> Option<bool> {
        let il = self.il;
        let (target, reference) = match il.types.get(il.resolved(param))? {
            Type::Pointer { to, kind: kind @ (RefKind::LValue | RefKind::RValue) } => (to, Some(kind)),
            _ => (param, None),
        };
        let constant_target = il.is_const(target)?;
        let target = il.resolved(target);
        let target_type = il.types.get(target)?;
        let target_class = match target_type {
            Type::Tag(c) if il.entity(c).kind == EntityKind::Class => Some(c),
            _ => None,
        };
        let arithmetic = matches!(target_type, Type::Integer(_) | Type::Float(_));
        match a {
            Operand::Class { class, constant, temporary } => match (target_class, reference) {
                (Some(c), None) if c == class => Some(true),
                // A temporary binds a const lvalue reference or an rvalue one.
                (Some(c), Some(RefKind::LValue)) if c == class => Some(constant_target || !constant && !temporary),
                (Some(c), Some(_)) if c == class => Some(temporary && (!constant || constant_target)),
                // A non-const lvalue reference binds no temporary.
                (Some(_), Some(RefKind::LValue)) if !constant_target => Some(false),
                (Some(c), _) => self.converts_from_class(c, class),
                // No conversion function: no arithmetic, pointer or enumeration value.
                (None, _) if arithmetic => Some(false),
                (None, _) => match target_type {
                    Type::Pointer { kind: RefKind::Pointer, .. } | Type::NullPtr => Some(false),
                    Type::Tag(e) if il.entity(e).kind == EntityKind::Enum => Some(false),
                    _ => None,
                },
            },
            Operand::Arithmetic { ty, literal } => match (target_class, reference) {
                (Some(_), Some(RefKind::LValue)) if !constant_target => Some(false),
                (Some(c), _) => (!self.has_constructors(c)?).then_some(false),
                (None, None) if arithmetic => Some(true),
                (None, Some(RefKind::LValue)) if arithmetic => Some(constant_target || !literal && ty == target),
                (None, Some(_)) if arithmetic && literal => Some(true),
                _ => None,
            },
        }
    }

    /// Whether class `c` has constructors of its own (`None`: not known).
    fn has_constructors(&self, c: EntityId) -> Option<bool> {
        let il = self.il;
        let class = il.entity(c);
        if class.inner.is_none() || class.has(flag::TEMPLATE | flag::SPECIALIZATION) || self.facts.unread(class.inner) {
            return None;
        }
        Some(self.lookups.constructors.get(&class.inner).is_some_and(|v| !v.is_empty()))
    }

    /// Whether class `c` converts from an lvalue of class `from` (which has no bases and no
    /// conversion functions) by a constructor: `None` unless certainly not (no constructor
    /// but `explicit` ones, and ones whose first parameter takes no `from`).
    fn converts_from_class(&self, c: EntityId, from: EntityId) -> Option<bool> {
        let il = self.il;
        let class = il.entity(c);
        if class.inner.is_none()
            || class.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::UNKNOWN_BASES)
            || il.bases.iter().any(|b| b.0 == c)
            || self.facts.unread(class.inner)
        {
            return None;
        }
        for &k in self.lookups.constructors.get(&class.inner).map_or(&[][..], |v| v) {
            let ctor = il.entity(k);
            if ctor.has(flag::EXPLICIT) {
                continue;
            }
            if ctor.has(flag::TEMPLATE) {
                return None;
            }
            let Some(Type::Function(ft)) = il.types.get(ctor.ty) else { return None };
            let ft = il.types.function_type(ft);
            let Some(&first) = ft.params.first() else {
                if ft.ellipsis {
                    return None;
                }
                continue;
            };
            let mut p = il.resolved(first);
            if let Some(Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue }) = il.types.get(p) {
                p = il.resolved(to);
            }
            // Only `from` itself gets to the parameter without a second user-defined
            // conversion: a constructor taking another class or a scalar does not.
            match il.types.get(p)? {
                Type::Tag(x) if x == from => return None,
                Type::Tag(_) | Type::Integer(_) | Type::Float(_) | Type::NullPtr => {}
                Type::Pointer { kind: RefKind::Pointer, .. } => {}
                _ => return None,
            }
        }
        Some(false)
    }
}
