//! Statements, after seed 001's statement kinds (display_statement's stmk_expr, stmk_if,
//! stmk_while, stmk_block, stmk_switch_case …), in one array per unit: each node keeps its
//! first token, the scope it belongs to, its expressions, and its sub-statements as a run of
//! `Il::stmt_children`. Function and lambda bodies are blocks, found through `Il::bodies`
//! and `Il::lambda_bodies`.

use super::{EntityId, ExprId, ScopeId};

/// What a statement is. EDG lowers `break`, `continue` and `default:` into gotos and case
/// entries; the parser keeps them as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StmtKind {
    /// `e;`: `expr`.
    Expr,
    /// `if (c) s [else s]`: `expr` the condition (`ExprId::NONE` where it declares), the
    /// branches as children.
    If,
    /// `if constexpr (c) …`.
    ConstexprIf,
    /// `if consteval { … } [else …]`.
    IfConsteval,
    /// `if !consteval { … } [else …]`.
    IfNotConsteval,
    While,
    /// `do s while (c);`.
    DoWhile,
    /// `for (init; c; inc) s`: children the init-statement (if any) and the body; `expr` the
    /// condition, `extra` the increment.
    For,
    /// `for (decl : range) s` (its declaration is not read): the body.
    RangeFor,
    Switch,
    /// `case e:` (`extra`: a GNU range's upper bound) and the statement it labels.
    Case,
    /// `default:` and the statement it labels.
    Default,
    /// `name:` and the statement it labels.
    Label,
    Goto,
    /// GNU's `goto *p;`: `expr`.
    ComputedGoto,
    Break,
    Continue,
    /// `return [e];`, `co_return [e];`.
    Return,
    /// `{ … }`: its own scope is the node's scope.
    Block,
    /// A declaration: its entities are in the scope.
    Decl,
    /// `asm (…);`: its operands are full expressions of the scope.
    Asm,
    /// `try { … } catch (…) { … } …`: the blocks as children.
    Try,
    /// `;`.
    Empty,
    /// A statement the parser skipped (not sure of it, or a syntax error reported): its
    /// tokens, from `token` to `end`.
    Unread,
}

/// One statement node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stmt {
    pub kind: StmtKind,
    /// Its first token.
    pub token: u32,
    /// One past its last token.
    pub end: u32,
    /// The scope it is in (a block's: its own).
    pub scope: ScopeId,
    /// Its expression (see [`StmtKind`]); `ExprId::NONE` where it has none.
    pub expr: ExprId,
    /// A second expression: a for-loop's increment, a case range's upper bound.
    pub extra: ExprId,
    /// The sub-statements: `Il::stmt_children[first..first + count]`.
    pub first: u32,
    pub count: u32,
}

/// A function definition's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Body {
    /// The routine; `EntityId::NONE` where the parser did not place it (a member of a
    /// dependent class).
    pub routine: EntityId,
    pub block: super::StmtId,
}

/// A lambda's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LambdaBody {
    pub lambda: ExprId,
    pub block: super::StmtId,
}
