//! The preprocessor, as g++ 12 (nvcc's) implements it. Built so far: the `#if`
//! constant-expression evaluator ([`expr`]) and `#define`/`#undef` parsing ([`define`]).
//! Macro expansion, includes and the shared header cache follow (issue 3).

use crate::diag::{Arg, DiagId};

pub mod define;
pub mod expr;

/// A problem the preprocessor found, as a catalog diagnostic at a byte offset of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpProblem {
    pub id: DiagId,
    pub args: Vec<Arg>,
    pub offset: u32,
}
