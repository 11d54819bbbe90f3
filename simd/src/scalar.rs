//! The scalar twins of every kernel: the definition of what each kernel returns.
//!
//! The SIMD versions handle whole vectors and hand the tail (fewer bytes than a vector)
//! to these functions, so these are also the tail path of every level.

use crate::class;

/// First index `>= i` whose byte is not horizontal white space (`' ' \t \v \f`), or `len`.
pub fn skip_hspace(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && class::is_hspace(b[i]) {
        i += 1;
    }
    i
}

/// First index `>= i` whose byte is not an ASCII identifier-continue byte
/// (`[A-Za-z0-9_$]`), or `len`. Non-ASCII bytes, `\` and everything else stop the run.
pub fn skip_ident(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && class::is_ident_continue(b[i]) {
        i += 1;
    }
    i
}

/// First index `>= i` of a byte that may end a string or character literal body:
/// `quote`, `\`, `\n`, `\r` or NUL; or `len`.
pub fn find_literal_stop(b: &[u8], mut i: usize, quote: u8) -> usize {
    while i < b.len() {
        let c = b[i];
        if c == quote || c == b'\\' || c == b'\n' || c == b'\r' || c == 0 {
            return i;
        }
        i += 1;
    }
    i
}

/// First index `>= i` of a newline byte (`\n` or `\r`), or `len`.
pub fn find_newline(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && !class::is_newline(b[i]) {
        i += 1;
    }
    i
}

/// First index `>= i` of a `/` whose preceding byte is `*`, `\n` or `\r` (a candidate end of
/// a block comment, the newline case being a possible splice between `*` and `/`); or `len`.
/// `i` must be at least 1: the byte before `i` is read.
pub fn find_slash_candidate(b: &[u8], mut i: usize) -> usize {
    debug_assert!(i >= 1);
    while i < b.len() {
        if b[i] == b'/' && matches!(b[i - 1], b'*' | b'\n' | b'\r') {
            return i;
        }
        i += 1;
    }
    i
}

/// First index `>= i` of a `\` followed by a byte that can continue a line splice
/// (`\n \r` or horizontal white space); or `len`.
pub fn find_backslash_candidate(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() && (class::is_newline(b[i + 1]) || class::is_hspace(b[i + 1])) {
            return i;
        }
        i += 1;
    }
    b.len()
}

/// Appends, for every line terminator in `b`, the offset of its last byte plus `base`: each
/// `\n`, and each `\r` not followed by `\n` (g++ accepts LF, CR LF and CR). A line starts one
/// byte after each appended offset.
pub fn line_breaks(b: &[u8], base: u32, out: &mut Vec<u32>) {
    line_breaks_from(b, 0, base, out)
}

pub(crate) fn line_breaks_from(b: &[u8], mut i: usize, base: u32, out: &mut Vec<u32>) {
    while i < b.len() {
        let c = b[i];
        if c == b'\n' || (c == b'\r' && b.get(i + 1) != Some(&b'\n')) {
            out.push(base + i as u32);
        }
        i += 1;
    }
}
