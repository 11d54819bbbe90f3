//! Expressions, after seed 001's expression node kinds (enk_operation, enk_constant,
//! enk_variable/enk_routine, enk_condition, enk_sizeof, enk_lambda, enk_new_delete,
//! enk_throw, enk_braced_init_list …), in one array per unit: each node keeps its first
//! token and its operands as a run of `Il::expr_operands`. Names keep the entity the parser
//! found (`EntityId::NONE` when it found none or the name is dependent); resolution of
//! overloads and members is semantics' work.

use super::{EntityId, ExprId, ScopeId, TypeId};

/// An operator of an operation node (seed 001's expr_operator_kind_names, the ones the
/// parser makes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    // Unary.
    Plus,
    Negate,
    Not,
    Complement,
    Deref,
    AddressOf,
    PreIncrement,
    PreDecrement,
    PostIncrement,
    PostDecrement,
    // Binary, tightest first.
    PtrMemDot,
    PtrMemArrow,
    Multiply,
    Divide,
    Remainder,
    Add,
    Subtract,
    ShiftLeft,
    ShiftRight,
    Compare,
    Less,
    Greater,
    LessEqual,
    GreaterEqual,
    Equal,
    NotEqual,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
    Assign,
    MultiplyAssign,
    DivideAssign,
    RemainderAssign,
    AddAssign,
    SubtractAssign,
    ShiftLeftAssign,
    ShiftRightAssign,
    BitAndAssign,
    BitXorAssign,
    BitOrAssign,
    Comma,
    // Postfix.
    /// Operands: the callee, then the arguments.
    Call,
    /// Operands: the array, the index.
    Subscript,
    /// `a.m`: operand the object; the node's token is the member's name.
    Member,
    /// `p->m`: likewise.
    MemberOfPointer,
    /// `k<<<grid, block[, shared[, stream]]>>>(args)`: operands the kernel, the `count`
    /// configuration values, then the arguments (the node's `end` token holds `count`).
    KernelLaunch,
}

impl Op {
    /// The binary operators of arithmetic and bits: `* / % + - << >> & ^ |`.
    pub fn is_arithmetic(self) -> bool {
        matches!(
            self,
            Op::Multiply
                | Op::Divide
                | Op::Remainder
                | Op::Add
                | Op::Subtract
                | Op::ShiftLeft
                | Op::ShiftRight
                | Op::BitAnd
                | Op::BitXor
                | Op::BitOr
        )
    }

    /// The relational and equality operators (not `<=>`).
    pub fn is_comparison(self) -> bool {
        matches!(self, Op::Less | Op::Greater | Op::LessEqual | Op::GreaterEqual | Op::Equal | Op::NotEqual)
    }

    /// `=` and the compound assignments (`+=` …).
    pub fn is_assignment(self) -> bool {
        matches!(
            self,
            Op::Assign
                | Op::MultiplyAssign
                | Op::DivideAssign
                | Op::RemainderAssign
                | Op::AddAssign
                | Op::SubtractAssign
                | Op::ShiftLeftAssign
                | Op::ShiftRightAssign
                | Op::BitAndAssign
                | Op::BitXorAssign
                | Op::BitOrAssign
        )
    }
}

/// How a cast is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastKind {
    /// `(T)e`.
    CStyle,
    /// `T(e)`, `T{e}`.
    Functional,
    Static,
    Dynamic,
    Const,
    Reinterpret,
}

/// What an expression node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExprKind {
    /// A literal (number, character, string, `true`, `false`, `nullptr`): its token; an
    /// adjacent string literals' run ends before `end`.
    Literal,
    /// `this`.
    This,
    /// A name (possibly qualified, possibly with template arguments), ending at its last
    /// token `token`; the entity the parser found, or `EntityId::NONE`.
    Name(EntityId),
    Operation(Op),
    /// `c ? a : b`: three operands.
    Conditional,
    /// A cast to the node's `ty`; one operand (`T()` and `T{}`: none).
    Cast(CastKind),
    /// `sizeof e` (one operand) or `sizeof(T)` (`ty`, no operand).
    Sizeof,
    /// `alignof(T)`.
    Alignof,
    /// `noexcept(e)`.
    Noexcept,
    /// `throw` with its operand, if any.
    Throw,
    /// `new`: `ty` the allocated type (an array's element type); operands the placement
    /// arguments (`end` of them), then the initializer's.
    New,
    /// `delete e` (`end` 0) or `delete[] e` (`end` 1).
    Delete,
    /// `sizeof...(pack)`: the token is the pack's name.
    SizeofPack,
    /// `e...` (a call argument): one operand.
    PackExpansion,
    /// A fold expression over the operator: `(e op ...)` (`end` 0) or `(... op e)` (`end`
    /// 1), one operand; `(e op ... op init)` (`end` 0) or `(init op ... op e)` (`end` 1),
    /// operands the pack's expression, then the initial value.
    Fold(Op),
    /// A type-trait intrinsic (`__is_same(T, U)`, `__has_trivial_destructor(T)`): its tokens.
    TypeTrait,
    /// A lambda: its tokens from `[` to the body's `}` (the body is not read yet).
    Lambda,
    /// `{ … }` as an operand: its tokens.
    BracedList,
    /// An expression the parser delimited but did not read (a construct not modelled yet,
    /// or one whose reading it was not sure of): its tokens.
    Tokens,
}

/// One expression node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expr {
    pub kind: ExprKind,
    /// Its characteristic token (an operator's, a name's last, a literal's).
    pub token: u32,
    /// One past its last token, for the kinds kept as tokens; for a kernel launch, how many
    /// of its operands are the configuration; for `new` and `delete`, as they say.
    pub end: u32,
    /// A cast's target type, `sizeof`'s or `alignof`'s operand type.
    pub ty: TypeId,
    /// The operands: `Il::expr_operands[first..first + count]`.
    pub first: u32,
    pub count: u32,
}

/// A full expression (an expression statement's, a `return`'s, a condition's, an
/// initializer's) and the scope it appears in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExprRoot {
    pub expr: ExprId,
    pub scope: ScopeId,
    /// The variable it initializes; `EntityId::NONE` for the rest.
    pub of: EntityId,
}
