//! cufront's front end as a library. Data flows one way through the stages:
//! `source` (files, positions) → `lex` (tokens) → later `pp`, `parse`, `sema` — each stage
//! reporting through `diag`.

pub mod diag;
pub mod lex;
pub mod pp;
pub mod source;
