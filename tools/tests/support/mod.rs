//! What the parse tests share: where CI stands, the flags a unit names on its first line.
#![allow(dead_code)] // each test binary uses part of it

/// Whether this is CI (`CI=true`), where a missing corpus is a failure, not a skip.
pub fn in_ci() -> bool {
    std::env::var("CI").as_deref() == Ok("true")
}

/// nvcc flags a unit asks for on its first line (`// flags: -std=c++20`).
pub fn first_line_flags(text: &str) -> Vec<String> {
    text.lines()
        .next()
        .and_then(|l| l.strip_prefix("// flags: "))
        .map(|f| f.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}
