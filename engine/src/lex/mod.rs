//! The lexer: a file's bytes to preprocessing tokens, as g++ 12 (which nvcc runs as its
//! preprocessor) forms them for C++23 with GNU and CUDA extensions.
//!
//! # Contract
//!
//! `lex(src, options)` never fails, never panics and always terminates; its output is a
//! [`Tokens`] array ending with one `Eof` token at `src.len()`, plus the [`LexProblem`]s it
//! met. Tokens are in file order, do not overlap, and the bytes between two tokens are only
//! white space, line terminators, comments (unless kept as tokens), NUL bytes and line
//! splices. So the tokens' bytes plus the bytes between them reproduce the file.
//!
//! Translation phases 1–3 as g++ does them:
//! - Line terminators are `\n`, `\r\n` and a lone `\r`.
//! - A *line splice* is `\`, optional horizontal white space (`' ' \t \v \f`; a warning
//!   when present), and a line terminator. Splices vanish: they may occur inside any token
//!   (except inside the body of a raw string, where they are kept as text) and between
//!   tokens. A token that contains one is flagged `SPLICED`. A splice directly after a token
//!   belongs to the token only when the character after the splice continues the token;
//!   otherwise the token ends before the splice. A token never starts with a splice. A
//!   token cut short by a line end or the end of the file (an unterminated literal, a
//!   comment) ends before the splices directly in front of that end.
//! - A UTF-8 byte order mark at offset 0 is dropped, as g++ drops it: it does not even give
//!   the first token `LEADING_SPACE`.
//! - NUL bytes outside literals are white space with the warning "null character(s)
//!   ignored"; inside literals they are kept, with "null character(s) preserved in literal".
//!
//! Tokens (after removing splices, "next character" means the next logical character):
//! - Identifier: `[A-Za-z_$]` or a UCN (`\uXXXX`, `\UXXXXXXXX`) or a valid UTF-8 sequence
//!   of a code point >= U+0080, then any of those plus digits. Invalid UTF-8 ends it. An
//!   identifier with a UCN or a non-ASCII character in it is flagged `EXTENDED`.
//! - Encoding prefixes: an identifier spelled `u8`, `u`, `U` or `L` directly followed by
//!   `'` or `"` is the prefix of that literal; spelled `R`, `u8R`, `uR`, `UR` or `LR` and
//!   followed by `"`, of a raw string.
//! - Number (pp-number), as g++ 12 forms it: a digit, or `.` followed by a digit; then
//!   `[A-Za-z0-9_]`, any `'`, `.` unless directly after `'`, `+`/`-` directly after `e E p P`,
//!   and `$`, UCNs and non-ASCII characters unless directly after `'`; finally the trailing
//!   `'`s are given back (`1'.5` is `1` then a character literal). `''` inside a number is
//!   the error "adjacent digit separators".
//! - Char/string literal: the quote, then any characters where `\` escapes the next
//!   character, up to the matching quote. A line terminator or the end of the file first
//!   makes it unterminated: the token ends before the terminator and is flagged `ERROR`.
//!   A literal directly followed by an identifier start takes the identifier as a
//!   ud-suffix (flag `UD_SUFFIX`).
//! - Raw string: `prefix R " d-chars ( ... ) d-chars "` where d-chars are at most 16 basic
//!   characters other than space, `(`, `)`, `\`, tab, vertical tab, form feed and line
//!   terminators. The body is raw bytes. An invalid delimiter records a problem and the
//!   prefix becomes an `ERROR` identifier, after which lexing resumes at the `"`. Without the
//!   closing `)d"` the token runs to the end of the file, flagged `ERROR`. A ud-suffix may
//!   follow.
//! - Header name: directly after `#` `include` / `include_next` / `import` at the start of
//!   a line, `<...>` or `"..."` closed on the same line (no escapes). Otherwise those bytes
//!   lex as usual.
//! - Punctuators: the longest match among the C++23 punctuators and digraphs (`<: :> <% %>
//!   %: %:%:`), plus `<<<` and `>>>`; except that `<::` not followed by `:` or `>` lexes as
//!   `<` then `::`.
//! - Comments: `//` to the first line terminator that is not part of a splice; `/* ... */`
//!   (a splice may separate the `*` and `/`). An unterminated `/*` runs to the end of the
//!   file with the error "unterminated comment".
//! - UCNs and UTF-8 sequences are read after splicing: a splice inside one does not break it.
//! - Anything else (`@`, `` ` ``, a `\` that starts no splice or UCN, control bytes, each byte
//!   that does not start a valid UTF-8 sequence) is an `Other` token of one byte, flagged
//!   `ERROR` (g++ reports such bytes one by one).
//!
//! Flags: `AT_LINE_START` on the first token after a line terminator that is not part of a
//! splice or comment (and on the first token of the file); `LEADING_SPACE` when white space,
//! a comment or a NUL stands between the previous token (or the line start) and this one.
//! `Eof` takes the flags pending at the end. A kept comment token takes a copy of the
//! pending flags without using them up, so every other token's flags are the same whether
//! comments are kept or not; a kept unterminated `/*` is flagged `ERROR`.
//!
//! What g++ -E itself reports (the words of [`LexProblem::message`]) is reported here; a
//! stray `Other` token only becomes an error ("unrecognized token") where the front end
//! parses it, which the later stages decide.

mod lexer;
mod problem;
mod token;

pub use lexer::{lex, lex_into, lex_with, LexOptions, Lexed, MAX_SOURCE_LEN};
pub use problem::{LexProblem, LexProblemKind};
pub use token::{TokenFlags, TokenKind, Tokens};
