//! The parser: a unit's preprocessed tokens to declarations.
//!
//! Stages: [`tokens`] (the preprocessor's output in parallel arrays, with nvcc's positions),
//! [`keyword`] (keywords by symbol), [`prescan`] (bracket partners; seed 004's disambig.c
//! grows here), [`decl`] (namespace-scope declarations).

pub mod decl;
pub mod keyword;
pub mod prescan;
pub mod tokens;

pub use decl::{parse_unit, ParseStats};
pub use keyword::Kw;
pub use prescan::Brackets;
pub use tokens::Tokens;
