//! The preprocessor, as g++ 12 (nvcc's) implements it. Built so far: the `#if`
//! constant-expression evaluator ([`expr`]). Directives, macro expansion, includes and the
//! shared header cache follow (issue 3).

pub mod expr;
