//! #174 "expression has no effect", at two places (the oracle, cases sema/no_effect and
//! sema/no_effect_operators):
//! - an expression statement whose expression has no effect, at the statement's first token;
//! - the left operand of a comma that has none, at the operand's first token (parentheses
//!   around it included), wherever the comma is (`g = (x, 2);`). `x, y;` so gets two.
//!
//! Without effect: a literal (strings too), an enumerator, the name of a function or of a
//! variable or parameter that is not volatile (of any type, even a dependent one), `sizeof`,
//! and the
//! built-in operators on operands without effect: unary `+ - ~ ! & *`, subscripts, member
//! access to a field, arithmetic, shifts, comparisons and bitwise operators on integral and
//! pointer operands, `&&`, `||`, `?:` and the comma. A volatile read, a call, an assignment,
//! an increment and a cast are effects, and so, in EDG's eyes, are floating-point arithmetic
//! and comparisons (`d + 1.0`, `d < x`, `-d`; not `+d`, `!d`, `d && x`).
//!
//! Built in is certain where no operand is of class type, and no operand of enumeration type
//! meets an operator function that can take it: the unit overloads the operator nowhere
//! (`operator` followed by the operator's token), or none that lookup finds at the
//! expression takes the enumeration (case sema/no_effect_enum_operators). A comma is the
//! built-in one where the unit overloads it nowhere.
//!
//! Both front ends warn in every function they read; templates are read by cudafe++ at
//! their definition, by cicc only in their instances (not modelled: left undecided). In a
//! template, a comma statement gets the left operand's #174 only, and a comma whose operand
//! is of a type not worked out is left undecided (case sema/no_effect_in_template).
//!
//! The same walk finds the other warnings nvcc gives of valid but suspicious expressions:
//! #187 `=` for `==`, #186 unsigned against zero, #39 and #179 division by zero, #191 a
//! qualified cast, #68 and #69 constant conversions, #62 and #63 shift counts, #2464 a string
//! literal made a `char *`, #1422 and #26 character literals, #2809, #2810, #3000 and #1650 a
//! `nodiscard` or `warn_unused_result` function's value discarded (each function says what
//! the oracle showed).

use std::cell::{Cell, OnceCell, RefCell};

use super::context::{in_template, Facts, Owner};
use super::operators::{Lookups, Resolution};
use super::{Pass, SemaStats, Undecided, Unit};
use crate::diag::{Arg, DiagId, DiagSink};
use crate::il::{
    flag, CastKind, Cv, EntityId, EntityKind, ExprId, ExprKind, IntKind, Op, RefKind, ScopeId, ScopeKind, StmtKind,
    Type, TypeId,
};
use crate::lex::TokenKind;
use crate::parse::keyword::Kw;

/// How deep an operand is looked into (deeper: not decided).
const DEPTH: u32 = 32;

pub(super) fn check_no_effect(unit: &Unit<'_>, facts: &Facts, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let cx = Effects {
        unit,
        facts,
        overloaded: OnceCell::new(),
        site: Cell::new((ScopeId::NONE, 0)),
        template_statements: RefCell::default(),
        dead: OnceCell::new(),
        constant_p: OnceCell::new(),
        lookups: RefCell::new(Lookups::default()),
    };
    let il = unit.il;
    multicharacter_literals(unit, sink, stats);
    for stmt in &il.stmts {
        let user = !stmt.expr.is_none() && !cx.system(stmt.token);
        if matches!(stmt.kind, StmtKind::If | StmtKind::While | StmtKind::DoWhile | StmtKind::For) && user {
            cx.assignment_as_condition(stmt.scope, stmt.expr, Condition::Statement, sink, stats);
        }
        if stmt.kind == StmtKind::Return && user {
            cx.returned(stmt, sink, stats);
        }
        if stmt.kind != StmtKind::Expr || stmt.expr.is_none() {
            continue;
        }
        cx.site.set((stmt.scope, stmt.token));
        if user {
            cx.discarded(stmt.scope, stmt.expr, cx.selection_init_statement(stmt.token), sink, stats);
            let top = il.expr(stmt.expr);
            let void = matches!(il.types.get(il.resolved(top.ty)), Some(Type::Void));
            match top.kind {
                ExprKind::Operation(Op::Call) => cx.unused_result(stmt.scope, stmt.expr, Some(stmt.token), sink, stats),
                ExprKind::Cast(CastKind::CStyle | CastKind::Static) if void => {
                    if let Some(&operand) = il.operands(stmt.expr).first() {
                        cx.unused_result(stmt.scope, operand, Some(stmt.token), sink, stats);
                        cx.unused_result(stmt.scope, operand, cx.call_start(operand), sink, stats);
                    }
                }
                _ => {}
            }
        }
        // A template's comma statement (the oracle, cases no_effect_in_template and
        // no_effect_dependent_names): cudafe++ warns at the statement where each operand is
        // a name of a dependent type it takes for quiet (`dependent_name`) or an expression
        // of no dependent type without effect (`x, y;`, `(x, y);`, not `x, y, z;`), and of
        // its left operands as elsewhere, but once where both fall on one token (`y, z;`).
        if il.expr(stmt.expr).kind == ExprKind::Operation(Op::Comma) && cx.in_template(stmt.scope) {
            match cx.quiet_at_definition(stmt.expr) {
                true => {
                    if let Some(at) = cx.decided(stmt.scope, stmt.token, stats) {
                        cx.template_statements.borrow_mut().insert(at);
                        unit.report(sink, DiagId::ExpressionHasNoEffect, at).emit();
                    }
                }
                false => stats.count(Undecided::Template),
            }
            continue;
        }
        if cx.quiet(stmt.expr, DEPTH).is_none() {
            continue;
        }
        // `r;` for a `T &r` is left to the instances (see `dependent_name`), and so is a
        // dependent `sizeof` (the oracle: `sizeof(T);` and `sizeof x;` for a `T x` only in
        // the instances, `sizeof(int);` at the definition) and an enumerator of a class
        // template, of a dependent type (`kE;`, `-kE;`, where a local enum's `kL;` is
        // reported: case sema/no_effect_class_template_enumerators).
        if cx.dependent_name(stmt.expr) == Some(false)
            || (cx.in_template(stmt.scope)
                && (cx.has_dependent_sizeof(stmt.expr) || cx.has_class_template_enumerator(stmt.expr)))
        {
            stats.count(Undecided::Template);
            continue;
        }
        if let Some(at) = cx.decided(stmt.scope, stmt.token, stats) {
            unit.report(sink, DiagId::ExpressionHasNoEffect, at).emit();
        }
    }
    for root in &il.expr_roots {
        // The warnings below are not given in system headers: not looked for there.
        let user = !cx.system(il.expr(root.expr).token);
        if user && !root.of.is_none() {
            cx.initialized(root.scope, root.of, sink, stats);
        }
        let mut stack = vec![root.expr];
        while let Some(e) = stack.pop() {
            let node = il.expr(e);
            match node.kind {
                // Unevaluated operands, and what the parser kept as tokens.
                ExprKind::Sizeof | ExprKind::Alignof | ExprKind::Noexcept => continue,
                ExprKind::Operation(Op::Comma) => {
                    if let &[left, right] = il.operands(e) {
                        cx.site.set((root.scope, node.token));
                        cx.comma(root.scope, left, right, sink, stats);
                        if user && !cx.is_overloaded(&[TokenKind::Comma]) {
                            cx.unused_result(root.scope, left, cx.call_start(left), sink, stats);
                        }
                    }
                }
                _ if !user => {}
                // The operands taken as conditions (`&&` and `||`: the built-in ones).
                ExprKind::Operation(Op::Not) | ExprKind::Conditional => {
                    if let Some(&operand) = il.operands(e).first() {
                        cx.assignment_as_condition(root.scope, operand, Condition::Operand, sink, stats);
                    }
                }
                ExprKind::Operation(Op::And | Op::Or) => {
                    for &operand in il.operands(e) {
                        cx.assignment_as_condition(root.scope, operand, Condition::Logical, sink, stats);
                    }
                }
                ExprKind::Operation(op @ (Op::Less | Op::GreaterEqual | Op::Greater | Op::LessEqual)) => {
                    cx.unsigned_against_zero(root.scope, e, op, sink, stats);
                }
                ExprKind::Operation(op @ (Op::Divide | Op::Remainder)) => {
                    cx.division_by_zero(root.scope, e, op, sink, stats);
                }
                ExprKind::Cast(CastKind::CStyle | CastKind::Static) => cx.qualified_cast(root.scope, e, sink, stats),
                ExprKind::Operation(Op::Assign) => cx.assigned(root.scope, e, sink, stats),
                ExprKind::Operation(Op::Call) => cx.call_arguments(root.scope, e, sink, stats),
                ExprKind::Operation(Op::ShiftLeft | Op::ShiftRight) => cx.shift_count(root.scope, e, sink, stats),
                _ => {}
            }
            stack.extend(il.operands(e).iter().copied());
        }
    }
}

/// #1422 "multicharacter character literal (potential portability problem)": a plain
/// character literal of two to four characters (`'ab'`), wherever it is (an enumerator's
/// value, a template argument), on both passes (the oracle, case sema/multicharacter_literals);
/// a wide one (`L'ab'`), #26 "too many characters in character constant". Of five or more
/// (more than an `int` holds), plain or wide, #1654 "too many characters in character
/// literal -- extra leading characters ignored" instead (case sema/long_character_literals).
/// Other prefixes (an error) and characters outside ASCII are left alone.
fn multicharacter_literals(unit: &Unit<'_>, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let t = unit.tokens;
    // The runs of user files' tokens (system headers are most of a unit).
    let runs = t.files.iter().enumerate().filter(|(_, r)| r.system == 0).map(|(k, r)| {
        let end = t.files.get(k + 1).map_or(t.len(), |next| next.first as usize);
        r.first as usize..end.min(t.len())
    });
    for i in runs.flatten() {
        if t.kind[i] != TokenKind::CharLiteral || t.in_system_header(i) {
            continue;
        }
        let (wide, body) = match t.spelling(i) {
            [b'\'', body @ .., b'\''] => (false, body),
            [b'L', b'\'', body @ .., b'\''] => (true, body),
            _ => continue,
        };
        if !body.is_ascii() {
            continue;
        }
        // Characters: an escape (`\n`, `\x41`, `\101`, `\u00e9`) counts one.
        let (mut count, mut k) = (0, 0);
        while k < body.len() {
            k += match (body[k], body.get(k + 1)) {
                (b'\\', Some(b'x')) => 2 + body[k + 2..].iter().take_while(|c| c.is_ascii_hexdigit()).count(),
                (b'\\', Some(b'0'..=b'7')) => {
                    1 + body[k + 1..].iter().take(3).take_while(|c| (b'0'..=b'7').contains(c)).count()
                }
                (b'\\', Some(b'u')) => 6,
                (b'\\', Some(b'U')) => 10,
                (b'\\', Some(_)) => 2,
                _ => 1,
            };
            count += 1;
        }
        let id = match (count, wide) {
            (0 | 1, _) => continue,
            (5.., _) => DiagId::TooManyCharactersIgnored,
            (_, true) => DiagId::TooManyCharacters,
            (_, false) => DiagId::MulticharacterLiteral,
        };
        stats.decided += 1;
        unit.report(sink, id, i as u32).emit();
    }
}

/// Where an expression is taken as a condition (#187).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Condition {
    /// Of `if`, `while`, `for` or `do`.
    Statement,
    /// An operand of `&&` or `||` (the built-in ones where the unit overloads neither).
    Logical,
    /// The operand of `!`, the first of `?:`.
    Operand,
}

/// What #174 knows of an operand's type: enough to tell the built-in operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Integral,
    Enum,
    Floating,
    Pointer,
    Class,
    /// Dependent, or not worked out.
    Unknown,
}

/// An operand without effect: its shape, and its type (a pointer's: the type it points to;
/// `NONE` where not known).
#[derive(Clone, Copy, Debug)]
struct Quiet {
    shape: Shape,
    ty: TypeId,
}

struct Effects<'a, 'u> {
    unit: &'a Unit<'u>,
    facts: &'a Facts,
    /// The operator tokens some `operator` function of the unit is declared for.
    overloaded: OnceCell<Vec<TokenKind>>,
    /// The scope of the expression looked at, and its first token: where an operator on an
    /// enumeration is looked up.
    site: Cell<(ScopeId, u32)>,
    /// The tokens where a template's comma statement got its #174.
    template_statements: RefCell<rustc_hash::FxHashSet<u32>>,
    /// The operands constant conditions leave unevaluated ([`Effects::dead_operands`]).
    dead: OnceCell<Vec<(u32, u32)>>,
    /// The arguments of `__builtin_constant_p` calls ([`Effects::constant_p_arguments`]).
    constant_p: OnceCell<Vec<(u32, u32)>>,
    lookups: RefCell<Lookups>,
}

impl Effects<'_, '_> {
    /// Where #174 goes for an expression of scope `scope` starting at `at`, when it is
    /// decided: in a function nvcc reads on this pass, out of system headers.
    fn decided(&self, scope: ScopeId, at: u32, stats: &mut SemaStats) -> Option<u32> {
        let unit = self.unit;
        // nvcc keeps quiet about system headers.
        if unit.tokens.in_system_header(at as usize) {
            return None;
        }
        match self.facts.owner(scope) {
            Owner::Routine(_) => {}
            Owner::Lambda(_) => {
                stats.count(Undecided::Lambda);
                return None;
            }
            Owner::None => return None,
        }
        if self.facts.unread(scope) {
            stats.count(Undecided::Unread);
            return None;
        }
        if self.in_template(scope) && unit.pass == Pass::Device && !self.instantiated(scope) {
            stats.count(Undecided::Template);
            return None;
        }
        stats.decided += 1;
        Some(at)
    }

    /// Whether scope `scope` is in the body of a function template that is certainly
    /// instantiated, with no `if constexpr` that an instance may discard. cicc warns there of
    /// what cudafe++ warns of at the definition, once however many instances there are (the
    /// oracle, case sema/no_effect_in_template); a member of a class template is left
    /// undecided.
    fn instantiated(&self, scope: ScopeId) -> bool {
        let Owner::Routine(routine) = self.facts.owner(scope) else { return false };
        let ent = self.unit.il.entity(routine);
        ent.has(flag::TEMPLATE)
            && !in_template(self.unit, ent.parent)
            && self.facts.certainly_instantiated(routine)
            && !super::instances::constexpr_if_in(self.unit.il, routine)
    }

    /// #2809 "ignoring return value from routine declared with "nodiscard" attribute" (#3000
    /// with the attribute's message): a call whose value expression statement `e` discards
    /// (the statement's own, either operand of a built-in comma, a conditional's branches),
    /// of a function a `[[nodiscard]]` declaration before the call marks. At the call's `(`,
    /// on both passes, from C++17 on (the oracle, case sema/nodiscard_calls); a cast to `void`
    /// uses the value. Decided where the callee is certain (one function of its name, or the
    /// one member of its name of a variable's class; no template) and not constexpr. #2810
    /// "ignoring return value type with "nodiscard" attribute" where the function has none
    /// but returns a class or enumeration declared so (at its first declaration).
    ///
    /// `value_used`: `e` is the init-statement of an `if` or `switch`, whose value EDG does
    /// not take for discarded (the oracle, case sema/nodiscard_selection_init: quiet on `if
    /// (nd(); b)` and `if ((nd()); b)`, not on `if (nd(), 1; b)` nor on a `for`'s): only
    /// the left operands of its commas are.
    fn discarded(&self, scope: ScopeId, e: ExprId, value_used: bool, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        // Before C++17 EDG takes no `nodiscard` (and says nothing of it).
        if t.std < crate::pp::env::CxxStd::Cxx17 {
            return;
        }
        let builtin_comma =
            |x: ExprId| il.expr(x).kind == ExprKind::Operation(Op::Comma) && !self.is_overloaded(&[TokenKind::Comma]);
        let mut stack = vec![];
        let mut value = e;
        while value_used && builtin_comma(value) {
            let &[left, right] = il.operands(value) else { return };
            stack.push(left);
            value = right;
        }
        if !value_used {
            stack.push(e);
        }
        while let Some(x) = stack.pop() {
            match il.expr(x).kind {
                ExprKind::Operation(Op::Comma) if !self.is_overloaded(&[TokenKind::Comma]) => {
                    stack.extend(il.operands(x).iter().copied());
                }
                // The value of the one branch that runs is discarded.
                ExprKind::Conditional => stack.extend(il.operands(x).iter().skip(1).copied()),
                ExprKind::Operation(Op::Call) => {
                    let Some(f) = self.discarded_callee(scope, x) else { continue };
                    let call = il.expr(x).token;
                    // The function's attribute first; else its return type's (a class or an
                    // enumeration, not a reference or pointer to one: #2810).
                    let marked = match super::deprecated::first_marked(il, t, f, super::deprecated::NODISCARD) {
                        Ok(Some(m)) if m.declared < call => Ok(Some((m, DiagId::DiscardedNodiscardResult))),
                        Ok(Some(_)) => Ok(None),
                        Ok(None) => {
                            self.nodiscard_type(f, call).map(|m| m.map(|m| (m, DiagId::DiscardedNodiscardType)))
                        }
                        Err(why) => Err(why),
                    };
                    let (marked, id) = match marked {
                        Ok(Some(found)) => found,
                        Ok(None) => continue,
                        Err(why) => {
                            stats.count(why);
                            continue;
                        }
                    };
                    // Whether cudafe++ warns in a template's definition is not read off the
                    // oracle.
                    if self.in_template(scope) {
                        stats.count(Undecided::Template);
                        continue;
                    }
                    let Some(at) = self.decided(scope, call, stats) else { continue };
                    match (marked.message, id) {
                        (Some(m), DiagId::DiscardedNodiscardResult) => self
                            .unit
                            .report(sink, DiagId::DiscardedNodiscardResultWithMessage, at)
                            .arg(Arg::Str(m))
                            .emit(),
                        // A type's message: not read off the oracle.
                        (Some(_), _) => stats.count(Undecided::Unrendered),
                        (None, id) => self.unit.report(sink, id, at).emit(),
                    }
                }
                _ => {}
            }
        }
    }

    /// Whether the expression statement starting at token `at` is the init-statement of an
    /// `if` or a `switch`: right after its `(` (`if (`, `if constexpr (`, `switch (`).
    fn selection_init_statement(&self, at: u32) -> bool {
        let t = self.unit.tokens;
        let at = at as usize;
        let keyword = |i: usize| t.keyword(i);
        at >= 2
            && t.kind[at - 1] == TokenKind::LParen
            && match keyword(at - 2) {
                Some(Kw::If | Kw::Switch) => true,
                Some(Kw::Constexpr) => at >= 3 && keyword(at - 3) == Some(Kw::If),
                _ => false,
            }
    }

    /// The function call `e` calls, when the checks of discarded values can tell: named
    /// certainly (one function of its name, or the one member of its name of a variable's
    /// class; no template). A constexpr function's call is decided only where an argument
    /// is certainly not constant (`runtime_argument`): EDG folds one with constant arguments
    /// and is quiet (`cf()`), warns of others (`cg(y)`). On a `void` function the
    /// attributes do not apply (#2811, #1651).
    fn discarded_callee(&self, scope: ScopeId, e: ExprId) -> Option<EntityId> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        if il.expr(e).kind != ExprKind::Operation(Op::Call) {
            return None;
        }
        let &callee = il.operands(e).first()?;
        let member = || {
            super::spaces::called_member(il, t, callee)
                .filter(|&m| il.entity(m).kind == EntityKind::Routine && !il.entity(m).has(flag::TEMPLATE))
        };
        let f = self.facts.certain_callee(il, callee).or_else(member)?;
        let folded = il.entity(f).has(flag::CONSTEXPR | flag::CONSTEVAL) && !self.runtime_argument(scope, e, f);
        (!folded && super::returns::returns_a_value(self.unit, f)).then_some(f)
    }

    /// Whether call `e` (in `scope`) of constexpr function `f` passes, by value to a
    /// parameter of arithmetic or pointer type, a parameter of the function the call is in,
    /// one that is not constexpr: a value no constant evaluation has (`cg(y)` in `void
    /// h(int y)`), so EDG cannot fold the call.
    fn runtime_argument(&self, scope: ScopeId, e: ExprId, f: EntityId) -> bool {
        let il = self.unit.il;
        let Owner::Routine(caller) = self.facts.owner(scope) else { return false };
        if il.entity(f).has(flag::CONSTEVAL) || il.entity(caller).has(flag::CONSTEXPR | flag::CONSTEVAL) {
            return false;
        }
        let Some(Type::Function(fun)) = il.types.get(il.entity(f).ty) else { return false };
        let params = &il.types.function_type(fun).params;
        let by_value = |ty: TypeId| {
            let mut ty = il.resolved(ty);
            while let Some(Type::Qualified { base, .. }) = il.types.get(ty) {
                ty = il.resolved(base);
            }
            matches!(
                il.types.get(ty),
                Some(Type::Integer(_) | Type::Float(_) | Type::Pointer { kind: RefKind::Pointer, .. })
            )
        };
        let prototype = il.entity(caller).inner;
        il.operands(e).iter().skip(1).zip(params).any(|(&arg, &ty)| {
            matches!(il.expr(arg).kind, ExprKind::Name(p) if !p.is_none()
                && il.entity(p).kind == EntityKind::Parameter
                && il.entity(p).parent == prototype
                && by_value(ty))
        })
    }

    /// #1650 "result of call is not used": call `call` of a function that a
    /// `__attribute__((warn_unused_result))` (or `[[gnu::warn_unused_result]]`) before its
    /// declared name marks, at token `at` (`None`: not known), where EDG looks
    /// (the oracle, case sema/unused_result_calls): an expression statement that is the
    /// call, at its start; one that casts the call to `void`, at the cast's start and again
    /// at the call's; the left operand of a built-in comma anywhere, at its start. Not a
    /// comma's right operand, an operation's operand, nor a conditional's branch. Both
    /// passes.
    fn unused_result(
        &self,
        scope: ScopeId,
        call: ExprId,
        at: Option<u32>,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let Some(f) = self.discarded_callee(scope, call) else { return };
        match super::deprecated::first_marked(il, t, f, super::deprecated::WARN_UNUSED_RESULT) {
            Ok(Some(m)) if m.declared < il.expr(call).token => {}
            Ok(_) => return,
            Err(why) => return stats.count(why),
        }
        if self.in_template(scope) {
            return stats.count(Undecided::Template);
        }
        let Some(at) = at else { return stats.count(Undecided::Unrendered) };
        if let Some(at) = self.decided(scope, at, stats) {
            self.unit.report(sink, DiagId::ResultOfCallNotUsed, at).emit();
        }
    }

    /// Where call `e` starts, the parentheses around it included (`(g())`: at the `(`), but
    /// not a named cast's own (`static_cast<void>(g())`: at `g`).
    fn call_start(&self, e: ExprId) -> Option<u32> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let open = il.expr(e).token as usize;
        let (mut first, mut last) = (super::refs::first_token(il, t, e)? as usize, t.closing(open, open + 4096)?);
        while first >= 2
            && t.kind[first - 1] == TokenKind::LParen
            && t.kind[first - 2] != TokenKind::Greater
            && t.closing(first - 1, last + 2) == Some(last + 1)
        {
            first -= 1;
            last += 1;
        }
        Some(first as u32)
    }

    /// The `nodiscard` attribute of function `f`'s return type, a class or an enumeration
    /// (cv-qualified or named by a typedef too), at the type's first declaration or at its
    /// definition when that comes before token `call` (`struct F; struct [[nodiscard]] F
    /// {…};`: the oracle warns of a later call).
    fn nodiscard_type(&self, f: EntityId, call: u32) -> Result<Option<super::deprecated::Marked>, Undecided> {
        use super::deprecated::{class_marked, NODISCARD};
        let (il, t) = (self.unit.il, self.unit.tokens);
        let Some(Type::Function(fun)) = il.types.get(il.entity(f).ty) else { return Ok(None) };
        let Some(Type::Tag(c)) = il.types.get(il.resolved(il.types.function_type(fun).ret)) else { return Ok(None) };
        let class = il.entity(c);
        let first = class.token as usize;
        if let Some(m) = class_marked(t, first, &NODISCARD)? {
            return Ok(Some(m));
        }
        let open = class.body.0 as usize;
        if open <= first || open >= call as usize {
            return Ok(None);
        }
        match super::deprecated::class_definition_name(t, open, class.name) {
            Some(name) => class_marked(t, name, &NODISCARD),
            None => Ok(None),
        }
    }

    /// #187 "use of "=" where "==" may have been intended": `e`, a condition (`whose`), is a built-in
    /// `x = c` of a scalar variable and a constant (the oracle, case
    /// sema/assignment_as_condition: a literal, signed or not, an enumerator, `sizeof`; not a
    /// call's value or another variable's, not `+=`, not under a comparison or a comma).
    /// Reported at the assignment's first token, its own parentheses included.
    fn assignment_as_condition(
        &self,
        scope: ScopeId,
        e: ExprId,
        whose: Condition,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        if il.expr(e).kind != ExprKind::Operation(Op::Assign) {
            return;
        }
        let &[target, value] = il.operands(e) else { return };
        let scalar_variable = self.variable(target).is_some_and(|v| il.is_scalar(il.entity(v).ty));
        let value_node = il.expr(value);
        let constant = match value_node.kind {
            ExprKind::Literal => self.literal(value).is_some_and(|q| q.shape != Shape::Pointer),
            ExprKind::Operation(Op::Negate | Op::Plus) => il.operands(value).first().is_some_and(|&o| {
                il.expr(o).kind == ExprKind::Literal
                    && t.kind.get(il.expr(o).token as usize) == Some(&TokenKind::Number)
            }),
            ExprKind::Name(c) => !c.is_none() && il.entity(c).kind == EntityKind::Enumerator,
            ExprKind::Sizeof | ExprKind::Alignof => true,
            _ => false,
        };
        if !scalar_variable || !constant {
            return;
        }
        if whose == Condition::Logical && self.is_overloaded(&[TokenKind::AmpAmp, TokenKind::PipePipe]) {
            return stats.count(Undecided::Overloaded);
        }
        let Some(mut at) = super::refs::operand_start(il, t, e) else {
            return stats.count(Undecided::Unrendered);
        };
        // A statement's own parentheses are not the condition's.
        let keyword =
            |i: u32| i.checked_sub(1).is_some_and(|k| [Kw::If.sym(), Kw::While.sym()].contains(&t.sym[k as usize]));
        if whose == Condition::Statement && t.kind.get(at as usize) == Some(&TokenKind::LParen) && keyword(at) {
            at += 1;
        }
        self.warn(scope, at, DiagId::AssignmentWhereComparisonMeant, sink, stats);
    }

    /// #186 "pointless comparison of unsigned integer with zero": `u >= 0`, `u < 0`, `0 <= u`,
    /// `0 > u`, where `u` is a variable of an unsigned integer type (`unsigned char` and
    /// `unsigned short` too, though they promote to `int`) and `0` a literal zero (the oracle,
    /// case sema/suspicious_operations). At the operator.
    fn unsigned_against_zero(&self, scope: ScopeId, e: ExprId, op: Op, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let il = self.unit.il;
        let &[lhs, rhs] = il.operands(e) else { return };
        let unsigned = |x: ExprId| {
            let Some(v) = self.variable(x) else { return false };
            let v = il.entity(v);
            // A constant's comparison is folded: nvcc is quiet.
            if il.is_const(v.ty) != Some(false) || v.has(flag::CONSTEXPR) {
                return false;
            }
            matches!(
                il.types.get(il.resolved(v.ty)),
                Some(Type::Integer(
                    IntKind::UnsignedChar
                        | IntKind::UnsignedShort
                        | IntKind::UnsignedInt
                        | IntKind::UnsignedLong
                        | IntKind::UnsignedLongLong
                ))
            )
        };
        let pointless = match op {
            Op::GreaterEqual | Op::Less => unsigned(lhs) && self.zero(rhs),
            _ => self.zero(lhs) && unsigned(rhs),
        };
        if pointless {
            self.warn(scope, il.expr(e).token, DiagId::PointlessUnsignedComparison, sink, stats);
        }
    }

    /// #39 "division by zero" and #179 "right operand of "%" is zero": `x / 0`, `x % 0` of a
    /// variable of arithmetic type that is no constant, at the `0` (the oracle, case
    /// sema/suspicious_operations; of two constants nvcc warns at the operator, and where a
    /// constant is required it is an error: not modelled).
    fn division_by_zero(&self, scope: ScopeId, e: ExprId, op: Op, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let il = self.unit.il;
        let &[lhs, rhs] = il.operands(e) else { return };
        if !self.zero(rhs) {
            return;
        }
        let Some(v) = self.variable(lhs) else { return };
        let v = il.entity(v);
        if !il.is_arithmetic(v.ty) || il.is_const(v.ty) != Some(false) || v.has(flag::CONSTEXPR) {
            return;
        }
        // At the zero's first token, its own parentheses included (`y / (0)`, a macro's
        // `(a) / (b)`: the oracle, case sema/division_by_zero_forms).
        let Some(at) = super::refs::operand_start(il, self.unit.tokens, rhs) else {
            return stats.count(Undecided::Unrendered);
        };
        let id = if op == Op::Divide { DiagId::DivisionByZero } else { DiagId::RemainderByZero };
        self.warn(scope, at, id, sink, stats);
    }

    /// #191 "type qualifier is meaningless on cast type": `(const int)x`,
    /// `static_cast<volatile int>(x)`, `(char *const)p`: a cast to an arithmetic or pointer
    /// type written with a top-level qualifier (not through a typedef), at the type's first
    /// token (the oracle, case sema/suspicious_operations).
    fn qualified_cast(&self, scope: ScopeId, e: ExprId, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let node = il.expr(e);
        let Some(Type::Qualified { base, .. }) = il.types.get(node.ty) else { return };
        let plain = matches!(
            il.types.get(base),
            Some(Type::Integer(_) | Type::Float(_) | Type::Pointer { kind: RefKind::Pointer, .. })
        );
        if !plain {
            return;
        }
        // The type's tokens: after the cast's `(` or `<` (the node's token is the `(` or
        // `static_cast`), up to its `)` or `>`.
        let first = node.token;
        let (open, close) = match node.kind {
            ExprKind::Cast(CastKind::CStyle) => (TokenKind::LParen, TokenKind::RParen),
            _ => (TokenKind::Less, TokenKind::Greater),
        };
        let Some(start) = (first as usize..t.len()).take(4).find(|&i| t.kind[i] == open) else { return };
        let Some(end) = (start + 1..t.len()).take(32).find(|&i| t.kind[i] == close) else { return };
        let qualifiers = [Kw::Const.sym(), Kw::Volatile.sym()];
        if !(start + 1..end).any(|i| qualifiers.contains(&t.sym[i])) {
            return;
        }
        self.warn(scope, start as u32 + 1, DiagId::QualifierMeaninglessOnCast, sink, stats);
    }

    /// A variable initialized by `= value`: #68 or #69 where the value is an integer constant
    /// its integer type does not hold ([`constant::implicit_conversion`]), #2464 where a
    /// string literal initializes a `char *`.
    fn initialized(&self, scope: ScopeId, v: EntityId, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let ent = il.entity(v);
        let at = ent.token as usize + 1;
        let kind = matches!(ent.kind, EntityKind::Variable | EntityKind::Field);
        if !kind || ent.has(flag::CONSTEXPR) || t.kind.get(at) != Some(&TokenKind::Eq) {
            return;
        }
        // The value: up to the `;` or `,` that ends the declarator.
        let Some(end) = t.expression_end(at + 1, at + 257) else { return };
        self.converted(scope, ent.ty, (at as u32 + 1, end as u32), at as u32 + 1, sink, stats);
    }

    /// `return value;` in a function (not a lambda): as [`Effects::initialized`], converted
    /// to the function's return type.
    fn returned(&self, stmt: &crate::il::Stmt, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let Owner::Routine(routine) = self.facts.owner(stmt.scope) else { return };
        // A template's returned value is converted in its instances only (the oracle, case
        // sema/template_constant_warnings: no #69 at the definition): not modelled.
        if self.templated(stmt.scope) {
            return stats.count(Undecided::Template);
        }
        let Some(Type::Function(f)) = il.types.get(il.entity(routine).ty) else { return };
        let ret = il.types.function_type(f).ret;
        let end = stmt.end.saturating_sub(1);
        if t.kind.get(end as usize) != Some(&TokenKind::Semi) {
            return;
        }
        self.converted(stmt.scope, ret, (stmt.token + 1, end), stmt.token + 1, sink, stats);
    }

    /// `x = value` of a variable: as [`Effects::initialized`] (#2464 at the `=`).
    fn assigned(&self, scope: ScopeId, e: ExprId, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let il = self.unit.il;
        let &[target, value] = il.operands(e) else { return };
        let Some(v) = self.variable(target) else { return };
        let Some(last) = super::refs::last_token(il, value) else { return };
        let operator = il.expr(e).token;
        self.converted(scope, il.entity(v).ty, (operator + 1, last + 1), operator, sink, stats);
    }

    /// A call of the only function of its name (no template): each argument written without
    /// parentheses of its own, as [`Effects::initialized`], converted to its parameter's type
    /// (the oracle: `take(300)` of an `unsigned char` parameter, #69 at `300`).
    fn call_arguments(&self, scope: ScopeId, e: ExprId, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let Some((&callee, args)) = il.operands(e).split_first() else { return };
        // In a template, a call with a dependent argument is resolved in the instances.
        if self.templated(scope) {
            return stats.count(Undecided::Template);
        }
        let Some(f) = self.facts.certain_callee(il, callee) else { return };
        let Some(Type::Function(ty)) = il.types.get(il.entity(f).ty) else { return };
        let params = &il.types.function_type(ty).params;
        // The call's `(`: just after the callee's name.
        let open = il.expr(callee).token + 1;
        for (&arg, &param) in args.iter().zip(params) {
            let (Some(first), Some(last)) = (super::refs::first_token(il, t, arg), super::refs::last_token(il, arg))
            else {
                continue;
            };
            // Between the call's `(` or a `,` and its `)` or a `,`.
            let before = first.checked_sub(1);
            let after = t.kind.get(last as usize + 1).copied();
            let bare = (before == Some(open) || before.is_some_and(|i| t.kind[i as usize] == TokenKind::Comma))
                && matches!(after, Some(TokenKind::RParen | TokenKind::Comma));
            // Most arguments are variables: only literals are valued here (a named constant
            // passed is left alone).
            let literal = (first..=last).any(|i| {
                matches!(t.kind[i as usize], TokenKind::Number | TokenKind::CharLiteral | TokenKind::StringLiteral)
            });
            if bare && literal {
                self.converted(scope, param, (first, last + 1), first, sink, stats);
            }
        }
    }

    /// The value written by tokens `first..end` converted implicitly to type `to`: #68 or #69
    /// for an integer constant that `to` (an integer type) does not hold, #2464 for a string
    /// literal made a `char *`; at the value's first token (#2464: at `literal_at`).
    fn converted(
        &self,
        scope: ScopeId,
        to: TypeId,
        (first, end): (u32, u32),
        literal_at: u32,
        sink: &mut DiagSink<'_>,
        stats: &mut SemaStats,
    ) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        // In a template, only a value written without names is certainly not dependent
        // (`unsigned char c = 300;`, not `= N` nor `= kMember`).
        let named = || {
            (first..end).any(|i| {
                t.kind[i as usize] == TokenKind::Identifier && !matches!(t.spelling(i as usize), b"true" | b"false")
            })
        };
        if end <= first || end - first > 64 || (self.templated(scope) && named()) {
            return;
        }
        match il.types.get(il.resolved(to)) {
            Some(Type::Integer(k)) => {
                // No constant: a call, a member, a subscript (most values; not valued).
                let runtime = (first..end).any(|i| {
                    let i = i as usize;
                    matches!(t.kind[i], TokenKind::Dot | TokenKind::Arrow | TokenKind::LBracket | TokenKind::LBrace)
                        || (t.kind[i] == TokenKind::Identifier && t.kind.get(i + 1) == Some(&TokenKind::LParen))
                });
                if runtime {
                    return;
                }
                let Some(c) = self.evaluator().value(first as usize, end as usize, scope) else { return };
                // A change of sign written as a bit pattern draws nothing: a hexadecimal or
                // octal literal, `~`, `-` of an unsigned value (`char c = 0xFF`, `~0`,
                // `int x = -1u`; the oracle, case sema/constant_conversions). Where a `-`
                // meets a name or an unsigned literal, nothing is said either.
                let spelling = |i: u32| t.spelling(i as usize);
                let number = |i: u32| t.kind[i as usize] == TokenKind::Number;
                let pattern = |i: u32| {
                    t.kind[i as usize] == TokenKind::Tilde
                        || (number(i) && matches!(spelling(i), [b'0', b'0'..=b'9' | b'x' | b'X' | b'b' | b'B', ..]))
                };
                let unsigned = |i: u32| {
                    t.kind[i as usize] == TokenKind::Identifier
                        || (number(i) && spelling(i).iter().any(|c| matches!(c, b'u' | b'U')))
                };
                let minus = (first..end).any(|i| t.kind[i as usize] == TokenKind::Minus);
                let bit_pattern = (first..end).any(pattern) || (minus && (first..end).any(unsigned));
                match super::constant::implicit_conversion(c, k) {
                    Some(DiagId::ConversionChangesSign) if bit_pattern => {}
                    Some(id) => self.warn(scope, first, id, sink, stats),
                    None => {}
                }
            }
            Some(Type::Pointer { to: pointee, kind: RefKind::Pointer })
                if il.types.get(pointee) == Some(Type::Integer(IntKind::Char))
                    && end == first + 1
                    && t.kind.get(first as usize) == Some(&TokenKind::StringLiteral)
                    && t.spelling(first as usize).first() == Some(&b'"') =>
            {
                self.warn(scope, literal_at, DiagId::StringLiteralToCharPointer, sink, stats);
            }
            _ => {}
        }
    }

    /// `x << n`, `x >> n` of an integer variable or literal `x` and a literal count: #63
    /// "shift count is too large" at the count when it is at least the promoted type's width,
    /// #62 "shift count is negative" at the `-` of a negative one.
    fn shift_count(&self, scope: ScopeId, e: ExprId, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let &[value, count] = il.operands(e) else { return };
        let evaluator = self.evaluator();
        let literal = |x: ExprId| {
            let node = il.expr(x);
            let number = node.kind == ExprKind::Literal && t.kind.get(node.token as usize) == Some(&TokenKind::Number);
            number.then(|| evaluator.value(node.token as usize, node.token as usize + 1, scope)).flatten()
        };
        let kind = match il.expr(value).kind {
            ExprKind::Name(_) => match self.variable(value).map(|v| il.types.get(il.resolved(il.entity(v).ty))) {
                Some(Some(Type::Integer(k))) => k,
                _ => return,
            },
            ExprKind::Literal => match literal(value) {
                Some(super::constant::Constant { ty: super::constant::ConstantType::Integer(k), .. }) => k,
                _ => return,
            },
            _ => return,
        };
        let Some(bits) = super::constant::promoted_width(kind) else { return };
        let n = match il.expr(count).kind {
            ExprKind::Literal => literal(count),
            ExprKind::Operation(Op::Negate) => match il.operands(count) {
                &[operand] => literal(operand).map(|c| super::constant::Constant { value: -c.value, ..c }),
                _ => return,
            },
            _ => return,
        };
        let Some(n) = n else { return };
        // At the count's first token, its own parentheses included (`y << (40)`, a macro's
        // `(a) << (b)`: the oracle, case sema/division_by_zero_forms).
        let Some(at) = super::refs::operand_start(il, t, count) else {
            return stats.count(Undecided::Unrendered);
        };
        let id = match n.value {
            v if v < 0 => DiagId::ShiftCountNegative,
            v if v >= bits as i128 => DiagId::ShiftCountTooLarge,
            _ => return,
        };
        self.warn(scope, at, id, sink, stats);
    }

    /// Whether `scope` is in a template, or in a function of one (see [`Effects::in_template`]).
    fn templated(&self, scope: ScopeId) -> bool {
        self.in_template(scope) || in_template(self.unit, scope)
    }

    /// Whether token `at` is a system header's.
    fn system(&self, at: u32) -> bool {
        self.unit.tokens.in_system_header(at as usize)
    }

    /// The variable or parameter expression `x` names.
    fn variable(&self, x: ExprId) -> Option<EntityId> {
        let il = self.unit.il;
        match il.expr(x).kind {
            ExprKind::Name(v)
                if !v.is_none() && matches!(il.entity(v).kind, EntityKind::Variable | EntityKind::Parameter) =>
            {
                Some(v)
            }
            _ => None,
        }
    }

    /// What values integer constants here (no template parameter is bound).
    fn evaluator(&self) -> super::constant::Evaluator<'_> {
        super::constant::Evaluator { unit: self.unit, facts: self.facts, bound: &|_| None }
    }

    /// A literal zero of an integer type (`0`, `0u`, `0L` …).
    fn zero(&self, x: ExprId) -> bool {
        let t = self.unit.tokens;
        let node = self.unit.il.expr(x);
        node.kind == ExprKind::Literal
            && t.kind.get(node.token as usize) == Some(&TokenKind::Number)
            && matches!(t.spelling(node.token as usize).split_first(), Some((b'0', rest)) if rest.iter().all(|c| b"uUlL".contains(c)))
    }

    /// Reports `id` at `at`, for an expression of scope `scope`. In a template, only the
    /// warnings whose checks take operands of no dependent type (a variable of an integer
    /// type, a literal, a value written without names): cudafe++
    /// gives them at the definition, instantiated or not, cicc in the instances (see
    /// [`Effects::decided`]; the oracle, case sema/template_constant_warnings). What nvcc
    /// says of the others there is not compared with the oracle.
    fn warn(&self, scope: ScopeId, at: u32, id: DiagId, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let read_at_definition = matches!(
            id,
            DiagId::PointlessUnsignedComparison
                | DiagId::DivisionByZero
                | DiagId::RemainderByZero
                | DiagId::ShiftCountTooLarge
                | DiagId::ShiftCountNegative
                | DiagId::ConversionChangesSign
                | DiagId::ConversionTruncates
        );
        if self.templated(scope) && !read_at_definition {
            return stats.count(Undecided::Template);
        }
        // Of an operand a constant condition leaves unevaluated (`0 ? x / 0 : 1`, `0 && x / 0`,
        // `1 || x / 0`, `(b) != 0 ? (a) / (b) : 0` with `b` 0), EDG folds nothing and says
        // nothing (the oracle, case sema/dead_operands_valid): left undecided.
        let folded = !matches!(id, DiagId::QualifierMeaninglessOnCast | DiagId::StringLiteralToCharPointer);
        if folded && self.dead_operands().iter().any(|&(from, to)| from <= at && at < to) {
            return stats.count(Undecided::NotModelled);
        }
        // Nor does cudafe++ in a `__builtin_constant_p` argument (the oracle, case
        // sema/constant_p_arguments: no #186, #62, #63 there, where cicc gives them; #187 is
        // given by both).
        if folded
            && id != DiagId::AssignmentWhereComparisonMeant
            && self.unit.pass == Pass::Host
            && self.constant_p_arguments().iter().any(|&(from, to)| from <= at && at < to)
        {
            return stats.count(Undecided::NotModelled);
        }
        // A namespace's or a class's (an initializer): read by both front ends.
        if self.facts.owner(scope) == Owner::None {
            if !self.system(at) {
                stats.decided += 1;
                self.unit.report(sink, id, at).emit();
            }
            return;
        }
        if let Some(at) = self.decided(scope, at, stats) {
            self.unit.report(sink, id, at).emit();
        }
    }

    /// The token ranges of the operands a constant condition leaves unevaluated: a
    /// conditional's other branch, the right operand of `0 && …` and `1 || …` (found once, when
    /// first asked).
    fn dead_operands(&self) -> &[(u32, u32)] {
        self.dead.get_or_init(|| {
            let (il, t) = (self.unit.il, self.unit.tokens);
            let evaluator = self.evaluator();
            let range = |e: ExprId| self.operand_tokens(e);
            // What a condition is: a constant cufront folds, certainly no constant, or
            // maybe a constant it does not fold (`sizeof(int) == 4`, `is_same<A, B>::value`,
            // `(bool)2`), when either side may be the dead one.
            #[derive(Clone, Copy, PartialEq, Eq)]
            enum Condition {
                Constant(bool),
                Runtime,
                Unknown,
            }
            let condition = |e: ExprId, scope: ScopeId| match range(e)
                .and_then(|(first, end)| evaluator.value(first as usize, end as usize, scope))
            {
                Some(c) => Condition::Constant(c.value != 0),
                None if super::constant::certainly_runtime(il, t, e) => Condition::Runtime,
                None => Condition::Unknown,
            };
            let mut dead = Vec::new();
            for root in &il.expr_roots {
                let _ = il.any_node(root.expr, 1 << 16, |x| {
                    let operands = il.operands(x);
                    let unevaluated: &[ExprId] = match (il.expr(x).kind, operands) {
                        (ExprKind::Conditional, [c, a, b]) => match condition(*c, root.scope) {
                            Condition::Constant(true) => std::slice::from_ref(b),
                            Condition::Constant(false) => std::slice::from_ref(a),
                            Condition::Runtime => &[],
                            Condition::Unknown => &operands[1..],
                        },
                        (ExprKind::Operation(op @ (Op::And | Op::Or)), [l, r]) => {
                            // `0 && …` and `1 || …` leave the right operand unevaluated.
                            match condition(*l, root.scope) {
                                Condition::Constant(v) if v == (op == Op::Or) => std::slice::from_ref(r),
                                Condition::Unknown => std::slice::from_ref(r),
                                _ => &[],
                            }
                        }
                        _ => &[],
                    };
                    dead.extend(unevaluated.iter().filter_map(|&e| range(e)));
                    false
                });
            }
            dead
        })
    }

    /// The token ranges of the arguments of the unit's `__builtin_constant_p` calls (found
    /// once, when first asked).
    fn constant_p_arguments(&self) -> &[(u32, u32)] {
        self.constant_p.get_or_init(|| {
            let (il, t) = (self.unit.il, self.unit.tokens);
            let mut arguments = Vec::new();
            for root in &il.expr_roots {
                let _ = il.any_node(root.expr, 1 << 16, |x| {
                    if let (ExprKind::Operation(Op::Call), [callee, args @ ..]) = (il.expr(x).kind, il.operands(x)) {
                        let name = il.expr(*callee);
                        if matches!(name.kind, ExprKind::Name(_))
                            && t.spelling(name.token as usize) == b"__builtin_constant_p"
                        {
                            arguments.extend(args.iter().filter_map(|&a| self.operand_tokens(a)));
                        }
                    }
                    false
                });
            }
            arguments
        })
    }

    /// Operand `e`'s tokens, with the parentheses around it (`(x = 0)`, `(b) != 0`).
    fn operand_tokens(&self, e: ExprId) -> Option<(u32, u32)> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let (mut first, mut end) = (super::refs::first_token(il, t, e)?, super::refs::last_token(il, e)? + 1);
        let kind = |i: u32| t.kind.get(i as usize).copied();
        let mut open = 0i32;
        for i in first..end {
            match kind(i) {
                Some(TokenKind::LParen) => open += 1,
                Some(TokenKind::RParen) => open -= 1,
                _ => {}
            }
        }
        while open < 0 && first > 0 && kind(first - 1) == Some(TokenKind::LParen) {
            first -= 1;
            open += 1;
        }
        while first > 0 && kind(first - 1) == Some(TokenKind::LParen) && kind(end) == Some(TokenKind::RParen) {
            first -= 1;
            end += 1;
        }
        (open == 0).then_some((first, end))
    }

    /// Whether scope `scope` is in a template's function (or a member of a class template).
    fn in_template(&self, scope: ScopeId) -> bool {
        let Owner::Routine(routine) = self.facts.owner(scope) else { return false };
        let ent = self.unit.il.entity(routine);
        ent.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(self.unit, ent.parent)
    }

    /// Whether `x` names a variable or parameter of a dependent type that cudafe++ takes for
    /// an operand without effect at a template's definition (the oracle, case
    /// sema/no_effect_in_template): `T`, `const T`, `S<T>`, `typename T::type` and a local
    /// `const T &`, not `T &` nor `T &&` (nor `volatile T`) nor a parameter `const T &` (case
    /// sema/no_effect_dependent_reference_parameters), which it leaves to the instances.
    /// `None` where `x` names no variable of a dependent type.
    fn dependent_name(&self, x: ExprId) -> Option<bool> {
        let il = self.unit.il;
        let variable = il.entity(self.variable(x)?);
        let declared = variable.ty;
        let dependent = |ty| {
            let ty = match il.types.get(ty) {
                Some(Type::Qualified { base, .. }) => base,
                _ => ty,
            };
            matches!(
                il.types.get(ty),
                Some(Type::TemplateParam(_) | Type::Specialization { .. } | Type::Dependent { .. })
            )
        };
        match il.types.get(declared) {
            Some(Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue }) if dependent(to) => {
                let to_const = matches!(il.types.get(to), Some(Type::Qualified { cv, .. }) if cv.0 & Cv::CONST != 0);
                let lvalue = matches!(il.types.get(declared), Some(Type::Pointer { kind: RefKind::LValue, .. }));
                let local = variable.kind != EntityKind::Parameter;
                Some(local && lvalue && to_const && not_volatile(il, declared))
            }
            _ if dependent(declared) => Some(not_volatile(il, declared)),
            _ => None,
        }
    }

    /// Whether template comma statement `e` certainly has no effect at the definition: each
    /// operand a name of a dependent type taken for quiet, or quiet and of a known type.
    fn quiet_at_definition(&self, e: ExprId) -> bool {
        let &[l, r] = self.unit.il.operands(e) else { return false };
        let operand = |x: ExprId| match self.dependent_name(x) {
            Some(quiet) => quiet,
            None => !self.has_dependent_sizeof(x) && self.quiet(x, DEPTH).is_some_and(|q| q.shape != Shape::Unknown),
        };
        operand(l) && operand(r)
    }

    /// Whether expression `e` has a `sizeof` or `alignof` of a type or an operand that may
    /// depend on a template parameter in it (or is too large to tell). An operand is taken
    /// for independent only as a literal or a name of a variable of an independent type.
    fn has_dependent_sizeof(&self, e: ExprId) -> bool {
        let il = self.unit.il;
        let independent = |o: ExprId| match il.expr(o).kind {
            ExprKind::Literal => true,
            ExprKind::Name(v) if !v.is_none() => !super::instances::dependent(il, il.entity(v).ty, 0),
            _ => false,
        };
        let found = il.any_node(e, 4096, |x| {
            let node = il.expr(x);
            match il.operands(x) {
                _ if !matches!(node.kind, ExprKind::Sizeof | ExprKind::Alignof) => false,
                [] => node.ty.is_none() || super::instances::dependent(il, node.ty, 0),
                operands => !operands.iter().all(|&o| independent(o)),
            }
        });
        found != Some(false)
    }

    /// Whether expression `e` names an enumerator of an enum that is a member of a class
    /// template (or of a class in one), not local to a function (or is too large to tell).
    fn has_class_template_enumerator(&self, e: ExprId) -> bool {
        let il = self.unit.il;
        let found = il.any_node(e, 4096, |x| match il.expr(x).kind {
            ExprKind::Name(c) if !c.is_none() && il.entity(c).kind == EntityKind::Enumerator => {
                let mut s = il.entity(c).parent;
                if !s.is_none() && il.scope(s).kind == ScopeKind::Enum {
                    s = il.scope(s).parent;
                }
                !s.is_none() && il.scope(s).kind == ScopeKind::Class && in_template(self.unit, s)
            }
            _ => false,
        });
        found != Some(false)
    }

    /// `left, right`: #174 at `left` when it has no effect and the comma is the built-in one.
    fn comma(&self, scope: ScopeId, left: ExprId, right: ExprId, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let Some(l) = self.quiet(left, DEPTH) else { return };
        let r = self.quiet(right, DEPTH).map_or(Shape::Unknown, |q| q.shape);
        let template = self.in_template(scope);
        // A template's comma on an operand of a type not worked out (a dependent one, say)
        // may be checked only where it is instantiated.
        if l.shape == Shape::Unknown
            || (r == Shape::Unknown && template)
            || (template && self.has_dependent_sizeof(left))
            || (template && (self.has_class_template_enumerator(left) || self.has_class_template_enumerator(right)))
        {
            return stats.count(Undecided::Template);
        }
        if !self.builtin_comma(l.shape, r) {
            return stats.count(Undecided::Overloaded);
        }
        self.report_comma(scope, left, sink, stats);
    }

    /// #174 at comma operand `left`; in a template, not where its statement's own was
    /// reported (see `check_no_effect`).
    fn report_comma(&self, scope: ScopeId, left: ExprId, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
        let Some(at) = super::refs::operand_start(self.unit.il, self.unit.tokens, left) else {
            return stats.count(Undecided::Unrendered);
        };
        if self.template_statements.borrow().contains(&at) {
            return;
        }
        if let Some(at) = self.decided(scope, at, stats) {
            self.unit.report(sink, DiagId::ExpressionHasNoEffect, at).emit();
        }
    }

    /// Expression `e` when it certainly has no effect (`depth` bounds the look into operands).
    fn quiet(&self, e: ExprId, depth: u32) -> Option<Quiet> {
        let depth = depth.checked_sub(1)?;
        let il = self.unit.il;
        let node = il.expr(e);
        match node.kind {
            ExprKind::Literal => self.literal(e),
            ExprKind::Name(x) if !x.is_none() => {
                let ent = il.entity(x);
                match ent.kind {
                    EntityKind::Variable | EntityKind::Parameter if !ent.ty.is_none() => {
                        not_volatile(il, ent.ty).then(|| self.value_of(ent.ty))
                    }
                    EntityKind::Enumerator => Some(Quiet { shape: Shape::Enum, ty: ent.ty }),
                    // A function's name, when it names one function (no member: `s.m;` is an
                    // error of its own).
                    EntityKind::Routine
                        if matches!(il.scope(ent.parent).kind, ScopeKind::File | ScopeKind::Namespace)
                            && self.facts.only_function_named(il, x).is_ok() =>
                    {
                        Some(Quiet { shape: Shape::Unknown, ty: TypeId::NONE })
                    }
                    _ => None,
                }
            }
            // The operand is not evaluated.
            ExprKind::Sizeof => Some(Quiet { shape: Shape::Integral, ty: TypeId::NONE }),
            ExprKind::Conditional => {
                let &[c, first, second] = il.operands(e) else { return None };
                let c = self.quiet(c, depth)?;
                let (a, b) = (self.quiet(first, depth)?, self.quiet(second, depth)?);
                let condition = matches!(c.shape, Shape::Integral | Shape::Floating | Shape::Pointer);
                // An arm converted to a floating type at run time is an effect to EDG (the
                // oracle, case sema/no_effect_floating_conditionals: quiet on `b ? d : f`,
                // `b ? i : d`, `b ? i : 1.0` in host code, not on `b ? d : d2`, `x ? d : 1`
                // nor on `b ? 1.0f : 2.0`, folded): decided where every arm that is no
                // literal is of the conditional's type, an integer literal or one of that
                // floating type beside it.
                let literal_type = |x: ExprId| match il.expr(x).kind {
                    ExprKind::Literal => {
                        Some(floating_literal_type(self.unit.tokens.spelling(il.expr(x).token as usize)))
                    }
                    _ => None,
                };
                let unconverted = match (literal_type(first), literal_type(second)) {
                    (Some(_), Some(_)) => true,
                    (None, None) => !a.ty.is_none() && il.types.get(a.ty) == il.types.get(b.ty),
                    (Some(literal), None) | (None, Some(literal)) => {
                        let arm = if literal_type(first).is_none() { a } else { b };
                        literal.is_none_or(|k| il.types.get(arm.ty) == Some(Type::Float(k)))
                    }
                };
                let shape = match (a.shape, b.shape) {
                    (Shape::Integral, Shape::Integral) => Shape::Integral,
                    (Shape::Integral | Shape::Floating, Shape::Integral | Shape::Floating) if unconverted => {
                        Shape::Floating
                    }
                    _ => return None,
                };
                condition.then_some(Quiet { shape, ty: TypeId::NONE })
            }
            ExprKind::Operation(op) => self.operation(e, op, depth),
            _ => None,
        }
    }

    fn operation(&self, e: ExprId, op: Op, depth: u32) -> Option<Quiet> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        let token = t.kind.get(il.expr(e).token as usize).copied()?;
        let value = |shape| Some(Quiet { shape, ty: TypeId::NONE });
        match (op, il.operands(e)) {
            (Op::Plus | Op::Negate | Op::Complement | Op::Not, &[o]) => {
                let q = self.quiet(o, depth)?;
                let shape = match q.shape {
                    Shape::Pointer => Shape::Pointer,
                    _ => self.arithmetic(q, &[token])?,
                };
                match (op, shape) {
                    (Op::Not, _) => value(Shape::Integral),
                    (Op::Plus, Shape::Integral | Shape::Floating) => value(shape),
                    (Op::Negate | Op::Complement, Shape::Integral) => value(shape),
                    _ => None,
                }
            }
            (Op::AddressOf, &[o]) => {
                // An enumerator is no lvalue (`&A` is an error of its own).
                if matches!(il.expr(o).kind, ExprKind::Name(x) if !x.is_none() && il.entity(x).kind == EntityKind::Enumerator)
                {
                    return None;
                }
                let q = self.quiet(o, depth)?;
                let addressable = matches!(q.shape, Shape::Integral | Shape::Floating | Shape::Pointer)
                    || (q.shape == Shape::Enum && !self.is_overloaded(&[token]));
                // A pointer's own type is not kept: `&p` is not followed further.
                (addressable && q.shape != Shape::Pointer && !q.ty.is_none())
                    .then_some(Quiet { shape: Shape::Pointer, ty: q.ty })
            }
            (Op::Deref, &[o]) => {
                let q = self.quiet(o, depth)?;
                (q.shape == Shape::Pointer).then(|| self.element(q.ty))?
            }
            (Op::Subscript, &[a, i]) => {
                let (a, i) = (self.quiet(a, depth)?, self.quiet(i, depth)?);
                (a.shape == Shape::Pointer && i.shape == Shape::Integral).then(|| self.element(a.ty))?
            }
            (Op::Member | Op::MemberOfPointer, &[object]) => self.field(e, op, self.quiet(object, depth)?),
            (Op::And | Op::Or, &[l, r]) => {
                let (l, r) = (self.quiet(l, depth)?, self.quiet(r, depth)?);
                let tested = |q: Quiet| {
                    matches!(self.arithmetic(q, &[token]), Some(Shape::Integral | Shape::Floating))
                        || q.shape == Shape::Pointer
                };
                (tested(l) && tested(r)).then_some(Quiet { shape: Shape::Integral, ty: TypeId::NONE })
            }
            (Op::Comma, &[l, r]) => {
                let (l, r) = (self.quiet(l, depth)?, self.quiet(r, depth)?);
                let known = l.shape != Shape::Unknown && r.shape != Shape::Unknown;
                (known && self.builtin_comma(l.shape, r.shape)).then_some(r)
            }
            (Op::Less | Op::Greater | Op::LessEqual | Op::GreaterEqual | Op::Equal | Op::NotEqual, &[l, r]) => {
                let (lq, rq) = (self.quiet(l, depth)?, self.quiet(r, depth)?);
                // C++20 rewrites `!=` to `==` and the relational operators to `<=>` (not `==`
                // to `<=>`); before it, only the operator's own functions are candidates (the
                // oracle, cases no_effect_enum_operators and no_effect_rewritten_comparisons).
                let rewritten = match op {
                    Op::Equal => token,
                    Op::NotEqual => TokenKind::EqEq,
                    _ => TokenKind::Spaceship,
                };
                let candidates = [token, rewritten];
                let tokens = match t.std >= crate::pp::env::CxxStd::Cxx20 {
                    true => &candidates[..],
                    false => &candidates[..1],
                };
                let zero =
                    |e: ExprId| il.expr(e).kind == ExprKind::Literal && t.spelling(il.expr(e).token as usize) == b"0";
                match (self.arithmetic(lq, tokens), self.arithmetic(rq, tokens)) {
                    (Some(Shape::Integral), Some(Shape::Integral)) => value(Shape::Integral),
                    (None, None) if lq.shape == Shape::Pointer && rq.shape == Shape::Pointer => value(Shape::Integral),
                    // A pointer and a null pointer constant.
                    (None, Some(Shape::Integral)) if lq.shape == Shape::Pointer && zero(r) => value(Shape::Integral),
                    (Some(Shape::Integral), None) if rq.shape == Shape::Pointer && zero(l) => value(Shape::Integral),
                    _ => None,
                }
            }
            (op, &[l, r]) if op.is_arithmetic() => {
                let (lq, rq) = (self.quiet(l, depth)?, self.quiet(r, depth)?);
                let integral = |q: Quiet| self.arithmetic(q, &[token]) == Some(Shape::Integral);
                match (op, integral(lq), integral(rq)) {
                    (_, true, true) => value(Shape::Integral),
                    (Op::Add | Op::Subtract, false, true) if lq.shape == Shape::Pointer => Some(lq),
                    (Op::Add, true, false) if rq.shape == Shape::Pointer => Some(rq),
                    (Op::Subtract, false, false) if lq.shape == Shape::Pointer && rq.shape == Shape::Pointer => {
                        value(Shape::Integral)
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// An arithmetic operand's shape for an operator spelled by one of `tokens`: an
    /// enumeration's counts as integral where no operator function for them can take it.
    fn arithmetic(&self, q: Quiet, tokens: &[TokenKind]) -> Option<Shape> {
        match q.shape {
            Shape::Integral | Shape::Floating => Some(q.shape),
            Shape::Enum if !self.is_overloaded(tokens) || self.enumeration_builtin(q.ty, tokens) => {
                Some(Shape::Integral)
            }
            _ => None,
        }
    }

    /// Whether operators `tokens` on an operand of enumeration type `ty` are certainly the
    /// built-in ones at the expression's site (`Resolution::enumeration_overloaded`).
    fn enumeration_builtin(&self, ty: TypeId, tokens: &[TokenKind]) -> bool {
        let il = self.unit.il;
        let Some(Type::Tag(enumeration)) = il.types.get(il.resolved(ty)) else { return false };
        if il.entity(enumeration).kind != EntityKind::Enum {
            return false;
        }
        let (scope, at) = self.site.get();
        let mut lookups = self.lookups.borrow_mut();
        let mut resolution =
            Resolution { il, tokens: self.unit.tokens, facts: self.facts, lookups: &mut lookups, scope, at };
        tokens.iter().all(|t| {
            t.spelling().is_some_and(|symbol| resolution.enumeration_overloaded(symbol, enumeration) == Ok(false))
        })
    }

    /// Whether `a, b` is the built-in comma.
    fn builtin_comma(&self, a: Shape, b: Shape) -> bool {
        let scalar = |s| matches!(s, Shape::Integral | Shape::Floating | Shape::Pointer);
        (scalar(a) && scalar(b)) || !self.is_overloaded(&[TokenKind::Comma])
    }

    /// Whether the unit declares an operator function for one of `tokens`.
    fn is_overloaded(&self, tokens: &[TokenKind]) -> bool {
        let overloaded = self.overloaded.get_or_init(|| {
            let t = self.unit.tokens;
            let mut kinds: Vec<TokenKind> =
                t.identifiers_named(&[Kw::Operator.sym()]).filter_map(|i| t.kind.get(i + 1).copied()).collect();
            kinds.sort_unstable();
            kinds.dedup();
            kinds
        });
        tokens.iter().any(|k| overloaded.binary_search(k).is_ok())
    }

    /// A literal: numbers whose type is plain to see, characters, strings, `true`, `false`
    /// and `nullptr` (no user-defined literal: a call).
    fn literal(&self, e: ExprId) -> Option<Quiet> {
        let t = self.unit.tokens;
        let node = self.unit.il.expr(e);
        let i = node.token as usize;
        let text = t.spelling(i);
        let shape = match t.kind.get(i)? {
            TokenKind::Number => number_shape(text)?,
            TokenKind::CharLiteral if text.last() == Some(&b'\'') => Shape::Integral,
            TokenKind::StringLiteral
                if (node.token..node.end).all(|k| t.spelling(k as usize).last() == Some(&b'"')) =>
            {
                Shape::Pointer
            }
            TokenKind::Identifier if node.end == node.token + 1 => match text {
                b"true" | b"false" => Shape::Integral,
                b"nullptr" => Shape::Pointer,
                _ => return None,
            },
            _ => return None,
        };
        Some(Quiet { shape, ty: TypeId::NONE })
    }

    /// An operand of type `ty`, read.
    fn value_of(&self, ty: TypeId) -> Quiet {
        let il = self.unit.il;
        let ty = unreferenced(il, ty);
        let shape = match il.types.get(ty) {
            Some(Type::Integer(_)) => Shape::Integral,
            Some(Type::Float(_)) => Shape::Floating,
            Some(Type::NullPtr) => Shape::Pointer,
            Some(Type::Pointer { to, kind: RefKind::Pointer } | Type::Array { element: to, .. }) => {
                return Quiet { shape: Shape::Pointer, ty: to };
            }
            Some(Type::Tag(c)) if il.entity(c).kind == EntityKind::Enum => Shape::Enum,
            Some(Type::Tag(c)) if il.entity(c).kind == EntityKind::Class => Shape::Class,
            _ => Shape::Unknown,
        };
        Quiet { shape, ty }
    }

    /// `*p` or `p[i]` for a pointer to `element`: without effect where the element is known,
    /// not volatile and no function.
    fn element(&self, element: TypeId) -> Option<Quiet> {
        let il = self.unit.il;
        if element.is_none() || !not_volatile(il, element) {
            return None;
        }
        let q = self.value_of(element);
        (!matches!(il.types.get(unreferenced(il, element)), Some(Type::Function(_))) && q.shape != Shape::Unknown)
            .then_some(q)
    }

    /// `object.m` or `object->m` where `m` is certainly a field (or static data member) of the
    /// object's class, neither volatile nor of a type not worked out.
    fn field(&self, e: ExprId, op: Op, object: Quiet) -> Option<Quiet> {
        let (il, t) = (self.unit.il, self.unit.tokens);
        // Through a pointer to a volatile object (`f->ready` with `volatile Flag *f`) the
        // read is volatile (the oracle, case sema/no_effect_volatile_access).
        if !not_volatile(il, object.ty) {
            return None;
        }
        let class = match (op, object.shape) {
            (Op::Member, Shape::Class) => super::spaces::class_of(il, object.ty, false)?,
            (Op::MemberOfPointer, Shape::Pointer) => super::spaces::class_of(il, object.ty, false)?,
            _ => return None,
        };
        let name = *t.sym.get(il.expr(e).token as usize)?;
        let m = il.entity(super::spaces::only_data_member_named(il, class, name)?);
        if m.ty.is_none() || !not_volatile(il, m.ty) {
            return None;
        }
        let q = self.value_of(m.ty);
        (q.shape != Shape::Unknown).then_some(q)
    }
}

/// Whether an integer or floating literal's spelling says its type plainly: digits (decimal,
/// hex, binary) with `u`/`l` suffixes, or a decimal floating literal with an `f`/`l` one.
/// The floating type of a literal spelled `text` (`1.0` double, `1.0f` float, `1.0L` long
/// double); `None` for an integer or character literal (folded into any arithmetic type).
fn floating_literal_type(text: &[u8]) -> Option<crate::il::FloatKind> {
    use crate::il::FloatKind;
    if number_shape(text) != Some(Shape::Floating) {
        return None;
    }
    Some(match text.last() {
        Some(b'f' | b'F') => FloatKind::Float,
        Some(b'l' | b'L') => FloatKind::LongDouble,
        _ => FloatKind::Double,
    })
}

fn number_shape(text: &[u8]) -> Option<Shape> {
    let text: Vec<u8> = text.iter().copied().filter(|&b| b != b'\'').map(|b| b.to_ascii_lowercase()).collect();
    let (body, radix) = match text.as_slice() {
        [b'0', b'x', rest @ ..] => (rest, 16),
        [b'0', b'b', rest @ ..] => (rest, 2),
        _ => (text.as_slice(), 10),
    };
    let digits = body.iter().take_while(|b| (**b as char).is_digit(radix)).count();
    let suffix = &body[digits..];
    if digits > 0 && suffix.iter().all(|b| matches!(b, b'u' | b'l')) && suffix.len() <= 3 {
        return Some(Shape::Integral);
    }
    if radix != 10 {
        return None;
    }
    let body = text.strip_suffix(b"f").or_else(|| text.strip_suffix(b"l")).unwrap_or(&text);
    let (mantissa, exponent) = match body.iter().position(|&b| b == b'e') {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let dots = mantissa.iter().filter(|&&b| b == b'.').count();
    let mantissa_ok = dots <= 1
        && mantissa.iter().any(u8::is_ascii_digit)
        && mantissa.iter().all(|&b| b == b'.' || b.is_ascii_digit());
    let exponent_ok = exponent.is_none_or(|x| {
        let x = x.strip_prefix(b"+").or_else(|| x.strip_prefix(b"-")).unwrap_or(x);
        !x.is_empty() && x.iter().all(u8::is_ascii_digit)
    });
    (mantissa_ok && exponent_ok && (dots == 1 || exponent.is_some())).then_some(Shape::Floating)
}

/// `ty` through typedefs, qualifiers and a reference.
fn unreferenced(il: &crate::il::Il, ty: TypeId) -> TypeId {
    let ty = il.resolved(ty);
    match il.types.get(ty) {
        Some(Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue }) => il.resolved(to),
        _ => ty,
    }
}

/// Whether `ty` (through typedefs and a reference) is certainly not volatile: reading an
/// object of it is no effect. An alias template's specialization (`Vol<int>`,
/// `std::add_volatile_t<int>`), a type kept as tokens (`decltype(v)`, `X<int>::type`) and
/// `auto &` may be volatile: not certain (the oracle, case sema/no_effect_volatile_access).
fn not_volatile(il: &crate::il::Il, mut ty: TypeId) -> bool {
    let mut referenced = false;
    for _ in 0..16 {
        match il.types.get(ty) {
            Some(Type::Qualified { cv, .. }) if cv.0 & Cv::VOLATILE != 0 => return false,
            Some(Type::Qualified { base, .. }) => ty = base,
            Some(Type::Typeref(e)) if il.entity(e).kind == EntityKind::Typedef => ty = il.entity(e).ty,
            Some(Type::Pointer { to, kind: RefKind::LValue | RefKind::RValue }) => {
                referenced = true;
                ty = to;
            }
            Some(Type::Specialization { template, .. }) => return il.entity(template).kind == EntityKind::Class,
            Some(Type::Dependent { .. }) => return false,
            Some(Type::Placeholder { .. }) => return !referenced,
            Some(_) => return true,
            None => return false,
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_literals_whose_type_is_plain() {
        for integral in ["0", "42", "1u", "7UL", "3ll", "0x1F", "0b101", "1'000"] {
            assert_eq!(number_shape(integral.as_bytes()), Some(Shape::Integral), "{integral}");
        }
        for floating in ["1.0", ".5", "2.", "1e3", "1.5e-3", "2.0f", "1.0L"] {
            assert_eq!(number_shape(floating.as_bytes()), Some(Shape::Floating), "{floating}");
        }
        for other in ["1_km", "0x1p3", "1.0f16", "1e", "1..2", "08x"] {
            assert_eq!(number_shape(other.as_bytes()), None, "{other}");
        }
    }
}
