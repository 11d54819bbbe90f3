//! cufront's front end as a library. Data flows one way through the stages:
//! `source` (files, positions) → `lex` (tokens) → `pp` (the preprocessor) → later `parse`,
//! `sema` — each stage reporting through `diag`; `intern` names identifiers for all of them.

pub mod batch;
pub mod budget;
pub mod diag;
pub mod il;
pub mod intern;
pub mod lex;
pub mod parse;
pub mod pp;
pub mod sema;
pub mod source;
pub mod xref;
