//! Returns of non-void functions: #117 "should return a value" at a `return;`, #940
//! "missing return statement" at the closing brace of a body whose end control certainly
//! reaches. cicc warns for every function, cudafe++ for those that run on the host.
//!
//! "Certainly reaches" follows EDG's flow analysis ([`Flow::flow`]): statements after one
//! that does not complete are not reached until a label, a switch is left by a `break` that
//! is reached, by the end of its body or for want of `default`, a loop by a `break` of its
//! own or a condition that is not constant `true` (the oracle, cases
//! sema/missing_return_flow_forms, missing_return_reach). A call completes unless
//! its function is declared `noreturn`: EDG looks at nothing else (the oracle, case
//! sema/missing_return_after_call: a function that loops forever is warned about, one
//! calling `exit` or a `[[noreturn]]` function is not), so a call completes when it names
//! a function and no declaration of the unit that says `noreturn` mentions that name.
//! `main` returns 0 implicitly; templates, lambdas, constructors and destructors are left
//! alone.

use std::cell::OnceCell;

use rustc_hash::{FxHashMap, FxHashSet};

use super::context::{in_template, Facts, Owner};
use super::names::Names;
use super::{Pass, SemaStats, Undecided, Unit};
use crate::diag::{Arg, DiagId, DiagSink, EntitySummary};
use crate::il::{flag, EntityId, EntityKind, ExprId, ExprKind, Op, StmtId, StmtKind, Type};
use crate::intern::Sym;
use crate::lex::TokenKind;
use crate::parse::keyword::Kw;

pub(super) fn check_returns(unit: &Unit<'_>, facts: &mut Facts, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let il = unit.il;
    let names = Names::for_diagnostics(il, unit.tokens);
    // Each function's bare `return;` statements (a lambda's belong to the lambda), found in
    // one pass over the statements: a `return {…};` is kept without an expression too.
    let mut bare_returns: FxHashMap<EntityId, Vec<u32>> = FxHashMap::default();
    for st in &il.stmts {
        let bare = unit.tokens.kind.get(st.token as usize + 1) == Some(&crate::lex::TokenKind::Semi);
        if st.kind == StmtKind::Return && bare {
            if let Owner::Routine(owner) = facts.owner(st.scope) {
                bare_returns.entry(owner).or_default().push(st.end.saturating_sub(1));
            }
        }
    }
    // The functions to check, and their names; the flow of their bodies is read after
    // (that reading needs the facts shared).
    let mut checked: Vec<(EntityId, StmtId, String)> = Vec::new();
    for body in &il.bodies {
        let r = body.routine;
        if r.is_none() || !returns_a_value(unit, r) {
            continue;
        }
        let ent = il.entity(r);
        if ent.has(flag::SYSTEM) {
            continue;
        }
        if ent.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(unit, ent.parent) {
            stats.count(Undecided::Template);
            continue;
        }
        if ent.has(flag::CONSTRUCTOR | flag::DESTRUCTOR | flag::CONVERSION | flag::OPERATOR)
            || names.simple(r).as_deref() == Some("main")
        {
            continue;
        }
        // cicc checks every function; cudafe++ those that run on the host (the oracle:
        // a host function's missing return is warned by both passes, a device one's by one).
        if unit.pass == Pass::Host {
            // A friend is no caller the facts decide; one alone with its name is its own.
            let on_host = match super::spaces::lone_friend_space(il, r) {
                Some(space) => Ok(space.on_host()),
                None => facts.caller(unit, r).map(|c| c.space.on_host()),
            };
            match on_host {
                Ok(true) => {}
                Ok(false) => continue,
                Err(why) => {
                    stats.count(why);
                    continue;
                }
            }
        }
        let Some(name) = names.qualified_naming(r, super::names::UNNAMED) else {
            stats.count(Undecided::Unrendered);
            continue;
        };
        checked.push((r, body.block, name));
    }
    let flow = Flow::new(unit, facts);
    for (r, block, name) in checked {
        let function = || {
            Arg::Entity(Box::new(EntitySummary { kind_label: "function", name: name.clone(), ..Default::default() }))
        };
        // At the `;` of each `return;`.
        for &at in bare_returns.get(&r).map(Vec::as_slice).unwrap_or_default() {
            report(unit, sink, DiagId::NonVoidShouldReturn, at as usize, function());
        }
        match flow.reaches_end(block) {
            Some(true) => {
                stats.decided += 1;
                let close = il.stmt(block).end.saturating_sub(1) as usize;
                report(unit, sink, DiagId::MissingReturnStatement, close, function());
            }
            Some(false) => stats.decided += 1,
            None => stats.count(Undecided::Context),
        }
    }
}

fn report(unit: &Unit<'_>, sink: &mut DiagSink<'_>, id: DiagId, at: usize, function: Arg) {
    unit.report(sink, id, at as u32).arg(function).emit();
}

/// Whether routine `r` certainly returns a value: its return type is known and not `void`.
pub(super) fn returns_a_value(unit: &Unit<'_>, r: EntityId) -> bool {
    let il = unit.il;
    let Some(Type::Function(f)) = il.types.get(il.entity(r).ty) else { return false };
    let ret = il.resolved(il.types.function_type(f).ret);
    matches!(
        il.types.get(ret),
        Some(Type::Integer(_) | Type::Float(_) | Type::Pointer { .. } | Type::NullPtr | Type::Tag(_))
    )
}

/// Whether control reaches a point: certainly (`Some(true)`), certainly not (`Some(false)`),
/// or cufront cannot tell (`None`).
pub(super) type Reach = Option<bool>;

/// Reached along one path or the other.
fn either(a: Reach, b: Reach) -> Reach {
    match (a, b) {
        (Some(true), _) | (_, Some(true)) => Some(true),
        (Some(false), Some(false)) => Some(false),
        _ => None,
    }
}

/// Reached where both are.
fn both(a: Reach, b: Reach) -> Reach {
    match (a, b) {
        (Some(false), _) | (_, Some(false)) => Some(false),
        (Some(true), Some(true)) => Some(true),
        _ => None,
    }
}

/// How EDG's flow analysis takes a condition: folded to a constant, or not.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Truth {
    Constant(bool),
    Runtime,
    Unknown,
}

impl Truth {
    /// Whether control may leave through the condition's being false: certainly unless
    /// it is a constant `true`.
    fn may_be_false(self) -> Reach {
        match self {
            Truth::Constant(value) => Some(!value),
            Truth::Runtime => Some(true),
            Truth::Unknown => None,
        }
    }
}

/// The condition of an `if`, a `switch` or a loop, as the flow reads it.
struct Condition {
    /// How many of the statement's children its header holds (an init-statement).
    header: usize,
    /// Whether evaluating it completes (it calls nothing that may not return).
    completes: Reach,
    truth: Truth,
}

/// What a `case` label and a `break` lead to where they stand.
#[derive(Clone, Copy)]
struct Enclosing {
    /// Whether the innermost `switch` is reached (its `case` labels are then): `None`
    /// outside a switch.
    case_entry: Reach,
    /// Whether a `break` leaves that switch (rather than a loop inside it).
    breaks_leave_switch: bool,
    /// Whether a `break` leaving the switch is reached.
    breaks: Reach,
}

/// How deep statements are followed: beyond, the flow is not told.
const MAX_NESTING: u32 = 256;

/// The flow of a unit's bodies as EDG's #940 follows it: which statements are reached,
/// and whether the calls they make complete (for #940 here, and for the destructions at a
/// block's end in refs.rs).
pub(super) struct Flow<'a, 'u> {
    unit: &'a Unit<'u>,
    facts: &'a Facts,
    /// The names a call may not return through (`None`: any name).
    noreturn: OnceCell<Option<FxHashSet<Sym>>>,
    /// The initializers of the variables declared with one, by the token of the
    /// variable's name (a condition's declaration is found by its tokens).
    initializers: OnceCell<FxHashMap<u32, ExprId>>,
}

impl<'a, 'u> Flow<'a, 'u> {
    pub(super) fn new(unit: &'a Unit<'u>, facts: &'a Facts) -> Self {
        Flow { unit, facts, noreturn: OnceCell::new(), initializers: OnceCell::new() }
    }

    /// Whether control reaches the end of statement `block` (a body, or a statement of a
    /// block: a `break` or `continue` in it leaves it) when its start is reached.
    pub(super) fn reaches_end(&self, block: StmtId) -> Reach {
        let mut enclosing = Enclosing { case_entry: None, breaks_leave_switch: false, breaks: Some(false) };
        self.flow(block, Some(true), &mut enclosing, 0)
    }

    /// Whether control reaches the end of statement `s` when its start is reached as
    /// `entry` says. As EDG sees it (the oracle, cases sema/missing_return_flow_forms,
    /// missing_return_reach): after a statement that does not complete (`return`, `break`,
    /// `continue`, `goto`), nothing is reached until a label; a named label is always
    /// reached (even one no `goto` names), a `case` or `default` label when its switch is;
    /// both branches of an `if` are reached whatever its condition (`if (0) break;` in a
    /// switch leaves it); a loop is left as if it were reached, even after a `return`
    /// (EDG warns #128 "loop is not reachable" and goes on).
    fn flow(&self, s: StmtId, entry: Reach, enclosing: &mut Enclosing, depth: u32) -> Reach {
        let (unit, il) = (self.unit, self.unit.il);
        if depth > MAX_NESTING {
            return None;
        }
        let depth = depth + 1;
        let stmt = il.stmt(s);
        let children = il.children(s);
        match stmt.kind {
            StmtKind::Return | StmtKind::Continue | StmtKind::Goto | StmtKind::ComputedGoto => Some(false),
            StmtKind::Break => {
                if enclosing.breaks_leave_switch {
                    enclosing.breaks = either(enclosing.breaks, entry);
                }
                Some(false)
            }
            StmtKind::Empty | StmtKind::Decl => entry,
            StmtKind::Expr if self.statement_may_not_return(stmt.expr) => both(entry, None),
            StmtKind::Expr => entry,
            // EDG does not look into an `asm` statement (`asm("trap;")` warns; the oracle,
            // case sema/missing_return_flow_forms); an operand that may call is not read here.
            StmtKind::Asm if asm_operand_may_call(unit.tokens, stmt.token, stmt.end) => both(entry, None),
            StmtKind::Asm => entry,
            StmtKind::Block => {
                let mut reach = entry;
                for &child in children {
                    reach = self.flow(child, reach, enclosing, depth);
                }
                reach
            }
            StmtKind::Label => match children.first() {
                Some(&child) => self.flow(child, Some(true), enclosing, depth),
                None => Some(true),
            },
            StmtKind::Case | StmtKind::Default => {
                let reached = either(entry, enclosing.case_entry);
                match children.first() {
                    Some(&child) => self.flow(child, reached, enclosing, depth),
                    None => reached,
                }
            }
            StmtKind::If => {
                let (condition, reach) = self.past_header(s, entry, enclosing, depth)?;
                match children[condition.header..] {
                    // `if (c) s`: past it when `c` may be false.
                    [then] => {
                        let then = self.flow(then, reach, enclosing, depth);
                        either(then, both(reach, condition.truth.may_be_false()))
                    }
                    [then, otherwise] => {
                        let then = self.flow(then, reach, enclosing, depth);
                        either(then, self.flow(otherwise, reach, enclosing, depth))
                    }
                    _ => None,
                }
            }
            // Without `default`, a switch is left when no case matches, whatever its cases
            // (every enumerator, a constant condition: EDG folds neither); a `break` that
            // is reached leaves it too, as does the end of its body.
            StmtKind::Switch => {
                let (condition, reach) = self.past_header(s, entry, enclosing, depth)?;
                let [body] = children[condition.header..] else { return None };
                let mut inner = Enclosing { case_entry: reach, breaks_leave_switch: true, breaks: Some(false) };
                let end = self.flow(body, Some(false), &mut inner, depth);
                let no_default = own_statement(il, s, StmtKind::Default).map(|default| !default);
                either(both(reach, no_default), either(end, inner.breaks))
            }
            StmtKind::While | StmtKind::DoWhile | StmtKind::For | StmtKind::RangeFor => {
                self.loop_exit(s, enclosing, depth)
            }
            // What is not read may hold a `break` that leaves the switch.
            StmtKind::Unread => {
                if enclosing.breaks_leave_switch {
                    enclosing.breaks = either(enclosing.breaks, None);
                }
                None
            }
            // `try`: past it through its block or any handler, each reached when it is (the
            // oracle, case sema/missing_return_reach: a handler that returns leaves the
            // block's end reached, and the other way round).
            StmtKind::Try if children.is_empty() => None,
            StmtKind::Try => {
                let mut end = Some(false);
                for &block in children {
                    end = either(end, self.flow(block, entry, enclosing, depth));
                }
                end
            }
            // `if constexpr` discards a branch, `if consteval` one too: which one is not
            // modelled.
            StmtKind::ConstexprIf | StmtKind::IfConsteval | StmtKind::IfNotConsteval => None,
        }
    }

    /// Whether control leaves loop `s`, reached or not: through a `break` of its own,
    /// wherever it is (EDG counts one after a `return`, or under `if (0)`: the oracle,
    /// case sema/missing_return_flow_forms), or when its condition is false (before the
    /// body of `while` and `for`, after a body that completes or a `continue` of its own
    /// for `do`). A condition that is a declaration is never folded (`while (int y = 1)`
    /// is left), a constant one is (`while (0)`, `while (kOn)`).
    fn loop_exit(&self, s: StmtId, enclosing: &Enclosing, depth: u32) -> Reach {
        let il = self.unit.il;
        let stmt = il.stmt(s);
        let children = il.children(s);
        let condition = match stmt.kind {
            // The range's declaration is not read: certain only where it has no
            // parentheses (no call).
            StmtKind::RangeFor => {
                let runtime = !header_has_parentheses(self.unit.tokens, stmt.token as usize + 1);
                Condition { header: 0, completes: runtime.then_some(true), truth: Truth::Runtime }
            }
            _ => self.condition(s)?,
        };
        let mut init = Some(true);
        for &i in &children[..condition.header] {
            init = self.flow(i, init, &mut enclosing.clone(), depth);
        }
        if both(init, condition.completes) != Some(true) {
            return None;
        }
        let breaks = own_statement(il, s, StmtKind::Break);
        if breaks == Some(true) {
            return Some(true);
        }
        let [body] = children[condition.header..] else { return None };
        let by_condition = if stmt.kind == StmtKind::DoWhile {
            let mut inner = Enclosing { breaks_leave_switch: false, ..*enclosing };
            let end = self.flow(body, Some(true), &mut inner, depth);
            let tested = either(end, own_statement(il, s, StmtKind::Continue));
            both(tested, condition.truth.may_be_false())
        } else {
            condition.truth.may_be_false()
        };
        either(breaks, by_condition)
    }

    /// The condition of `if` or `switch` statement `s`, and whether control is past its
    /// header (its init-statement and its condition) when its start is reached as `entry`
    /// says.
    fn past_header(
        &self,
        s: StmtId,
        entry: Reach,
        enclosing: &mut Enclosing,
        depth: u32,
    ) -> Option<(Condition, Reach)> {
        let condition = self.condition(s)?;
        let mut reach = entry;
        for &init in &self.unit.il.children(s)[..condition.header] {
            reach = self.flow(init, reach, enclosing, depth);
        }
        let reach = both(reach, condition.completes);
        Some((condition, reach))
    }

    /// The condition of `if`, `switch` or loop `s`: where its header ends, whether it
    /// completes and how it is folded. `None` where its tokens are not as expected.
    fn condition(&self, s: StmtId) -> Option<Condition> {
        let (unit, il) = (self.unit, self.unit.il);
        let tokens = unit.tokens;
        let stmt = il.stmt(s);
        let children = il.children(s);
        // The header's parentheses (a `do`'s condition follows its body and `while`).
        let open = match stmt.kind {
            StmtKind::DoWhile => il.stmt(*children.first()?).end as usize + 1,
            _ => stmt.token as usize + 1,
        };
        if tokens.kind.get(open) != Some(&TokenKind::LParen) {
            return None;
        }
        let close = tokens.closing(open, stmt.end as usize)?;
        // An init-statement: the children inside the parentheses (a `do`'s body is before).
        let header = match stmt.kind {
            StmtKind::DoWhile => 0,
            _ => children.iter().take_while(|&&c| (il.stmt(c).token as usize) < close).count(),
        };
        let start = match children[..header].last() {
            Some(&init) => il.stmt(init).end as usize,
            // A `for` without one starts with its `;`.
            None if stmt.kind == StmtKind::For => open + 2,
            None => open + 1,
        };
        let end = match stmt.kind {
            StmtKind::For => semicolon_at_level(tokens, start, close)?,
            _ => close,
        };
        let mut completes = Some(true);
        if stmt.kind == StmtKind::For && !stmt.extra.is_none() && self.may_not_return(stmt.extra) {
            completes = None;
        }
        if start >= end {
            // `for (;;)`.
            let truth = if stmt.kind == StmtKind::For { Truth::Constant(true) } else { Truth::Unknown };
            return Some(Condition { header, completes, truth });
        }
        if stmt.expr.is_none() {
            // A declaration (`while (int y = x)`): never folded; its initializer is read
            // when the declaration was.
            let initializers = self.initializers.get_or_init(|| {
                il.expr_roots.iter().filter(|r| !r.of.is_none()).map(|r| (il.entity(r.of).token, r.expr)).collect()
            });
            let initializer = (start..end).find_map(|i| initializers.get(&(i as u32)).copied());
            return Some(match initializer {
                Some(e) if stmt.kind != StmtKind::For => {
                    let completes = both(completes, Some(!self.may_not_return(e)));
                    Condition { header, completes, truth: Truth::Runtime }
                }
                _ => Condition { header, completes: None, truth: Truth::Unknown },
            });
        }
        if self.may_not_return(stmt.expr) {
            completes = None;
        }
        // Names are looked up from the statement's scope: not after an init-statement, which
        // may declare them (a `for`'s condition without names is folded: `for (int i = 0;
        // false;)` warns, an `if`'s is not: `if (x; 1) return 1;` warns).
        let evaluator = super::constant::Evaluator { unit, facts: self.facts, bound: &|_| None };
        let foldable = header == 0
            || (stmt.kind == StmtKind::For
                && (start..end).all(|i| {
                    tokens.kind[i] != TokenKind::Identifier || matches!(tokens.spelling(i), b"true" | b"false")
                }));
        let value = if foldable { evaluator.value(start, end, stmt.scope) } else { None };
        let truth = match value {
            Some(c) => Truth::Constant(c.value != 0),
            None if super::constant::certainly_runtime(il, tokens, stmt.expr) => Truth::Runtime,
            None => Truth::Unknown,
        };
        Some(Condition { header, completes, truth })
    }

    /// Whether expression statement `e` may not return as EDG's #940 sees it: only a call
    /// (or a `throw`) that is the whole statement, parentheses and casts to `void` aside,
    /// counts; one inside an operation does not (`nri() + 1`, `x ? f() : nr()`,
    /// `plain(), nr()` warn: the oracle, case sema/missing_return_noreturn_forms). A call's
    /// own arguments are still looked into.
    fn statement_may_not_return(&self, e: ExprId) -> bool {
        let il = self.unit.il;
        let mut e = e;
        for _ in 0..64 {
            if e.is_none() {
                return false;
            }
            let node = il.expr(e);
            match node.kind {
                ExprKind::Cast(_) if matches!(il.types.get(il.resolved(node.ty)), Some(Type::Void)) => {
                    match il.operands(e).first() {
                        Some(&operand) => e = operand,
                        None => return false,
                    }
                }
                ExprKind::Operation(
                    Op::Add
                    | Op::Subtract
                    | Op::Multiply
                    | Op::Divide
                    | Op::Remainder
                    | Op::Comma
                    | Op::And
                    | Op::Or
                    | Op::Less
                    | Op::Greater
                    | Op::LessEqual
                    | Op::GreaterEqual
                    | Op::Equal
                    | Op::NotEqual
                    | Op::ShiftLeft
                    | Op::ShiftRight
                    | Op::BitAnd
                    | Op::BitOr
                    | Op::BitXor,
                )
                | ExprKind::Conditional => return self.opaque(e),
                ExprKind::Operation(op) if op.is_assignment() => return self.opaque(e),
                _ => return self.may_not_return(e),
            }
        }
        true
    }

    /// Whether `e` holds a form cufront does not read (tokens kept as they are, a lambda's
    /// or a statement expression's body): what it does there is not known.
    fn opaque(&self, e: ExprId) -> bool {
        self.any_node(e, |kind, _| unread(kind))
    }

    /// Whether evaluating `e` may not return: it calls something that may not (or is not
    /// read).
    fn may_not_return(&self, e: ExprId) -> bool {
        self.any_node(e, |kind, operands| match kind {
            ExprKind::Operation(Op::Call) => !self.completes(operands.first().copied()),
            ExprKind::Operation(Op::KernelLaunch) | ExprKind::Throw => true,
            kind => unread(kind),
        })
    }

    /// Whether `found` holds for a node of expression `e` (its kind and operands), or `e`
    /// is too large to look through.
    fn any_node(&self, e: ExprId, found: impl Fn(ExprKind, &[ExprId]) -> bool) -> bool {
        let il = self.unit.il;
        if e.is_none() {
            return false;
        }
        let mut stack = vec![e];
        let mut seen = 0;
        while let Some(x) = stack.pop() {
            seen += 1;
            let operands = il.operands(x);
            if seen > 4096 || found(il.expr(x).kind, operands) {
                return true;
            }
            stack.extend_from_slice(operands);
        }
        false
    }

    /// Whether a call of `callee` certainly completes: it names a function (not an object,
    /// nor a builtin) directly or as a member of a variable's class, and no declaration
    /// that says `noreturn` mentions its name.
    fn completes(&self, callee: Option<ExprId>) -> bool {
        let il = self.unit.il;
        let Some(callee) = callee else { return false };
        let node = il.expr(callee);
        let e = match node.kind {
            ExprKind::Name(e) => e,
            ExprKind::Operation(Op::Member | Op::MemberOfPointer) => {
                match super::spaces::called_member(il, self.unit.tokens, callee) {
                    Some(e) => e,
                    None => return false,
                }
            }
            _ => return false,
        };
        if e.is_none() || il.entity(e).kind != EntityKind::Routine {
            return false;
        }
        let name = il.entity(e).name;
        let tokens = self.unit.tokens;
        let Some(noreturn) = self.noreturn.get_or_init(|| noreturn_names(tokens)) else { return false };
        // Builtins (`__builtin_trap`, `__builtin_unreachable`) need no declaration to say so.
        !noreturn.contains(&name) && !tokens.spelling(il.entity(e).token as usize).starts_with(b"__builtin_")
    }
}

/// Every identifier of every declaration in which `noreturn`, `__noreturn__` or `_Noreturn`
/// appears: `[[noreturn]]`, `__attribute__((noreturn))` before or after the declarator,
/// `__declspec(noreturn)`, through macros too. A declaration reaches from a `;`, `{` or `}`
/// outside brackets before the mark to a `;` or `{` outside brackets after it (a default
/// argument's lambda body is inside its parentheses). More than the names declared so,
/// never fewer; `None` (any name) when a declaration is too long to scan, or declares a
/// type (`typedef void stop() __attribute__((noreturn))`: what is declared with that type
/// does not mention the mark).
fn noreturn_names(tokens: &crate::parse::Tokens) -> Option<FxHashSet<Sym>> {
    use TokenKind as T;
    const LONGEST: usize = 1 << 14;
    let marks: Vec<Sym> =
        [&b"noreturn"[..], b"__noreturn__", b"_Noreturn"].iter().filter_map(|n| tokens.symbol(n)).collect();
    let types = [Kw::Typedef.sym(), Kw::Using.sym()];
    let mut names = FxHashSet::default();
    let kind = &tokens.kind;
    let n = kind.len();
    for i in tokens.identifiers_named(&marks) {
        // The mark is inside its attribute's brackets, and a declaration may be inside a
        // parameter list: the brackets count from the lowest level reached so far. Back,
        // angle brackets count too, outside other brackets and never below zero
        // (`operator<`).
        let (mut round, mut low, mut angle, mut start) = (0i64, 0i64, 0i64, i);
        while start > 0 {
            let outside = round == low;
            match kind[start - 1] {
                // (A requires-expression's body ends a declaration only before its mark,
                // which then follows: nvcc takes no attribute after a requires-clause.)
                T::Semi | T::LBrace | T::RBrace if outside && angle == 0 => break,
                T::RParen | T::RBracket => round += 1,
                T::LParen | T::LBracket => round -= 1,
                T::Greater if outside => angle += 1,
                T::GreaterGreater if outside => angle += 2,
                T::Less if outside => angle = (angle - 1).max(0),
                _ => {}
            }
            low = low.min(round);
            start -= 1;
            if i - start > LONGEST {
                return None;
            }
        }
        let (mut round, mut low, mut end) = (0i64, 0i64, i);
        while end < n {
            match kind[end] {
                T::Semi | T::LBrace if round == low => break,
                T::LParen | T::LBracket => round += 1,
                T::RParen | T::RBracket => round -= 1,
                _ => {}
            }
            low = low.min(round);
            end += 1;
            if end - i > LONGEST {
                return None;
            }
        }
        if tokens.sym[start..end].iter().any(|s| types.contains(s)) {
            return None;
        }
        let declaration = kind[start..end].iter().zip(&tokens.sym[start..end]);
        names.extend(declaration.filter(|(&k, _)| k == T::Identifier).map(|(_, &s)| s));
    }
    Some(names)
}

/// Whether loop or switch `s` holds a statement of `kind` that belongs to it: a `break` not
/// inside a nested loop or switch, a `continue` not inside a nested loop, a `default` not
/// inside a nested switch. `None` when part
/// of it is unread (it may be there).
fn own_statement(il: &crate::il::Il, s: StmtId, kind: StmtKind) -> Option<bool> {
    let mut stack = il.children(s).to_vec();
    let mut unread = false;
    while let Some(x) = stack.pop() {
        let k = il.stmt(x).kind;
        if k == kind {
            return Some(true);
        }
        unread |= k == StmtKind::Unread;
        let is_loop = matches!(k, StmtKind::While | StmtKind::DoWhile | StmtKind::For | StmtKind::RangeFor);
        let nested = match kind {
            StmtKind::Break => is_loop || k == StmtKind::Switch,
            StmtKind::Continue => is_loop,
            _ => k == StmtKind::Switch,
        };
        if !nested {
            stack.extend_from_slice(il.children(x));
        }
    }
    (!unread).then_some(false)
}

/// The first `;` outside brackets from token `from` to `limit` (a `for` header's).
fn semicolon_at_level(tokens: &crate::parse::Tokens, from: usize, limit: usize) -> Option<usize> {
    let mut i = from;
    while i < limit {
        match tokens.kind.get(i)? {
            TokenKind::Semi => return Some(i),
            TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => i = tokens.closing(i, limit)?,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether the parenthesized header that opens at token `open` (a `for`'s) has parentheses
/// inside (or is not certainly closed).
fn header_has_parentheses(tokens: &crate::parse::Tokens, open: usize) -> bool {
    if tokens.kind.get(open) != Some(&TokenKind::LParen) {
        return true;
    }
    tokens.closing(open, tokens.len()).is_none_or(|close| tokens.kind[open + 1..close].contains(&TokenKind::LParen))
}

/// Whether an operand of the `asm` statement in tokens `from..to` may call a function: it
/// has a parenthesis that does not follow its constraint string.
fn asm_operand_may_call(tokens: &crate::parse::Tokens, from: u32, to: u32) -> bool {
    let kinds = tokens.kind.get(from as usize..to as usize).unwrap_or_default();
    let Some(first_colon) = kinds.iter().position(|&k| k == TokenKind::Colon || k == TokenKind::ColonColon) else {
        return false;
    };
    kinds[first_colon..].windows(2).any(|w| w[1] == TokenKind::LParen && w[0] != TokenKind::StringLiteral)
}

/// The expression forms the IL keeps unread: tokens kept as they are, a lambda's body, a
/// braced list, a type trait, `new`.
fn unread(kind: ExprKind) -> bool {
    matches!(kind, ExprKind::Tokens | ExprKind::Lambda | ExprKind::BracedList | ExprKind::TypeTrait | ExprKind::New)
}
