//! cufront's front end as a library. Data flows one way through the stages:
//! `source` (files, positions) → `lex` (tokens) → `pp` (so far: `#if` expressions and
//! macro definitions) → later `parse`, `sema` — each stage reporting through `diag`.

pub mod diag;
pub mod lex;
pub mod pp;
pub mod source;
