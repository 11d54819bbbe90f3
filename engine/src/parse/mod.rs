//! The parser: a unit's preprocessed tokens to declarations.
//!
//! Stages: [`tokens`] (the preprocessor's output in parallel arrays, with nvcc's positions),
//! [`pragma`] (the diagnostic pragmas, for diag::control), [`keyword`] (keywords by symbol), [`prescan`] (bracket partners; seed 004's disambig.c
//! grows here), [`decl`] (declarations, into the IL; [`prefix`] lets units continue from the state
//! another unit's parse kept after the same tokens), with the name knowledge in `names`,
//! specifiers in `specifiers` and declarators in `declarator`.

pub mod decl;
mod declarator;
mod expr;
pub mod keyword;
mod names;
pub mod pragma;
pub mod prefix;
pub mod prescan;
mod specifiers;
mod stmt;
pub mod tokens;

pub use decl::{parse_unit, parse_unit_within, GivenUp, ParseStats, ParsedUnit, Unsure};
pub use declarator::parse_integer;
pub use keyword::Kw;
pub use prefix::{PrefixStats, Prefixes};
pub use prescan::Brackets;
pub use tokens::Tokens;
