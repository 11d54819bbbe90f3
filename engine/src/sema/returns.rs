//! Returns of non-void functions: #117 "should return a value" at a `return;`, #940
//! "missing return statement" at the closing brace of a body whose end control certainly
//! reaches. cicc warns for every function, cudafe++ for those that run on the host.
//!
//! "Certainly reaches" is decided on the last statement alone, for the forms where no
//! analysis is needed: an expression statement, a declaration, `;`, an `if` without `else`
//! whose condition is not a literal, an `if` with `else` one of whose branches is one of
//! those (and neither `if constexpr`), an `asm` statement, a `switch` without `default`, a
//! loop with a `break` of its own or a condition that is not a constant, a block ending in
//! one of those (the oracle, case sema/missing_return_flow_forms). A call completes unless
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
    let calls = Calls::new(unit);
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
        let function = || {
            Arg::Entity(Box::new(EntitySummary { kind_label: "function", name: name.clone(), ..Default::default() }))
        };
        // At the `;` of each `return;`.
        for &at in bare_returns.get(&r).map(Vec::as_slice).unwrap_or_default() {
            report(unit, sink, DiagId::NonVoidShouldReturn, at as usize, function());
        }
        let block = il.stmt(body.block);
        match calls.falls_through(body.block) {
            Some(true) => {
                stats.decided += 1;
                let close = block.end.saturating_sub(1) as usize;
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

/// The calls of a unit's bodies, and whether they complete; whether control reaches the end
/// of a statement as EDG sees it (for #940 here, for the destructions at a block's end in
/// refs.rs).
pub(super) struct Calls<'a, 'u> {
    unit: &'a Unit<'u>,
    /// The names a call may not return through (`None`: any name).
    noreturn: OnceCell<Option<FxHashSet<Sym>>>,
}

impl<'a, 'u> Calls<'a, 'u> {
    pub(super) fn new(unit: &'a Unit<'u>) -> Self {
        Calls { unit, noreturn: OnceCell::new() }
    }

    /// Whether control certainly reaches the end of statement `s` (`Some(true)`), certainly
    /// does not (`Some(false)`: it returns, breaks or continues), or cufront cannot tell
    /// (`None`).
    pub(super) fn falls_through(&self, s: StmtId) -> Option<bool> {
        let (unit, il) = (self.unit, self.unit.il);
        let stmt = il.stmt(s);
        match stmt.kind {
            StmtKind::Return | StmtKind::Break | StmtKind::Continue => Some(false),
            StmtKind::Empty | StmtKind::Decl => Some(true),
            StmtKind::Expr => (!self.statement_may_not_return(stmt.expr)).then_some(true),
            // In order: once a statement certainly does not complete, what follows it is not
            // reached (`return b; (void)a;` does not fall through).
            // (And a statement that does not complete ends the question, whatever came before.)
            StmtKind::Block => {
                let mut reached = Some(true);
                for &child in il.children(s) {
                    match self.falls_through(child) {
                        Some(false) => return Some(false),
                        Some(true) => {}
                        None => reached = None,
                    }
                }
                reached
            }
            // `if constexpr` discards a branch: which one is not modelled.
            StmtKind::If if unit.tokens.spelling(stmt.token as usize + 1) == b"constexpr" => None,
            // `if (c) s` without `else` falls through when `c` is false.
            // Only a condition that is certainly not a constant: EDG folds the others
            // (`if (sizeof(int) == 4) return x;`, `if (kFast) return x;` do not warn).
            StmtKind::If if il.children(s).len() == 1 && !stmt.expr.is_none() => {
                let runtime = super::constant::certainly_runtime(il, unit.tokens, stmt.expr);
                (runtime && !self.may_not_return(stmt.expr)).then_some(true)
            }
            // `if (c) s1 else s2`: both branches may run (`c` is no literal); it falls through
            // when one of them does, and does not when neither does.
            StmtKind::If if il.children(s).len() == 2 && !stmt.expr.is_none() => {
                let children = il.children(s);
                let (then, otherwise) = (self.falls_through(children[0]), self.falls_through(children[1]));
                let runtime = super::constant::certainly_runtime(il, unit.tokens, stmt.expr);
                match (then, otherwise) {
                    (Some(false), Some(false)) => Some(false),
                    (Some(true), _) | (_, Some(true)) if runtime && !self.may_not_return(stmt.expr) => Some(true),
                    _ => None,
                }
            }
            // EDG does not look into an `asm` statement (`asm("trap;")` warns; the oracle,
            // case sema/missing_return_flow_forms); an operand that may call is not read here.
            StmtKind::Asm => (!asm_operand_may_call(unit.tokens, stmt.token, stmt.end)).then_some(true),
            // Without `default`, a switch falls through when no case matches, whatever its
            // cases (every enumerator, a constant condition: EDG folds neither).
            StmtKind::Switch if !stmt.expr.is_none() => {
                let children = il.children(s);
                let (_, init) = children.split_last()?;
                let init_completes = init.iter().all(|&i| self.falls_through(i) == Some(true));
                let default = own_statement(il, s, StmtKind::Default)?;
                (init_completes && !default && !self.may_not_return(stmt.expr)).then_some(true)
            }
            StmtKind::While | StmtKind::DoWhile | StmtKind::For => self.loop_falls_through(s),
            _ => None,
        }
    }

    /// Whether control certainly leaves loop `s`: through a `break` of its own, wherever it
    /// is (EDG counts one after a `return`, or under `if (0)`: the oracle, case
    /// sema/missing_return_flow_forms), or when its condition, certainly not a constant, is
    /// false (before the body of `while` and `for`, after a body that completes for `do`).
    /// `None` when it cannot tell; a loop that never ends is not told apart.
    fn loop_falls_through(&self, s: StmtId) -> Option<bool> {
        let (unit, il) = (self.unit, self.unit.il);
        let stmt = il.stmt(s);
        let children = il.children(s);
        let (&body, init) = children.split_last()?;
        if !init.iter().all(|&i| self.falls_through(i) == Some(true)) {
            return None;
        }
        let condition = stmt.expr;
        let condition_completes = if condition.is_none() {
            // No condition (`for (;;)`), or a declaration the IL does not hold: certain only
            // when its header has no parentheses (no call).
            stmt.kind == StmtKind::For && !header_has_parentheses(unit.tokens, stmt.token as usize + 1)
        } else {
            !self.may_not_return(condition)
        };
        if !condition_completes {
            return None;
        }
        if own_statement(il, s, StmtKind::Break) == Some(true) {
            return Some(true);
        }
        let runtime = !condition.is_none() && super::constant::certainly_runtime(il, unit.tokens, condition);
        let tested = stmt.kind != StmtKind::DoWhile || self.falls_through(body) == Some(true);
        (runtime && tested).then_some(true)
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
                ExprKind::Operation(op) if op.is_arithmetic() || op.is_comparison() => return self.opaque(e),
                ExprKind::Operation(Op::Comma | Op::And | Op::Or) | ExprKind::Conditional => return self.opaque(e),
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
/// inside a nested loop or switch, a `default` not inside a nested switch. `None` when part
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
        let nested = match kind {
            StmtKind::Break => {
                matches!(k, StmtKind::While | StmtKind::DoWhile | StmtKind::For | StmtKind::RangeFor | StmtKind::Switch)
            }
            _ => k == StmtKind::Switch,
        };
        if !nested {
            stack.extend_from_slice(il.children(x));
        }
    }
    (!unread).then_some(false)
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
