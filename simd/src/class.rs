//! Byte classes of the C++ lexer, shared by every level, and the one definition of a line
//! splice.

/// Horizontal white space: `' '`, `\t`, `\v`, `\f`. (`\r` is a line terminator: g++ accepts
/// LF, CR LF and CR.)
#[inline(always)]
pub const fn is_hspace(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | 0x0b | 0x0c)
}

/// `\n` or `\r`.
#[inline(always)]
pub const fn is_newline(c: u8) -> bool {
    c == b'\n' || c == b'\r'
}

/// ASCII identifier-continue bytes: `[A-Za-z0-9_$]` (g++ and EDG in GNU mode accept `$`).
#[inline(always)]
pub const fn is_ident_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}

/// ASCII identifier-start bytes: `[A-Za-z_$]`.
#[inline(always)]
pub const fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$'
}

/// The length of the line terminator at `i` (`\r\n` is 2, `\n` or `\r` is 1), or 0.
#[inline]
pub fn newline_len(b: &[u8], i: usize) -> usize {
    match b.get(i) {
        Some(b'\n') => 1,
        Some(b'\r') => {
            if b.get(i + 1) == Some(&b'\n') {
                2
            } else {
                1
            }
        }
        _ => 0,
    }
}

/// A line splice at `i`: a backslash, optional horizontal white space (g++ accepts it with
/// the warning "backslash and newline separated by space"), and a line terminator.
/// Returns the splice's length and whether white space stood between backslash and newline.
#[inline]
pub fn splice_at(b: &[u8], i: usize) -> Option<(usize, bool)> {
    if b.get(i) != Some(&b'\\') {
        return None;
    }
    let mut j = i + 1;
    while j < b.len() && is_hspace(b[j]) {
        j += 1;
    }
    let nl = newline_len(b, j);
    if nl == 0 {
        return None;
    }
    Some((j + nl - i, j > i + 1))
}

/// Whether the line terminator starting at `nl` (its first byte) is the end of a line splice,
/// i.e. preceded by a backslash and optional horizontal white space.
#[inline]
pub fn newline_is_spliced(b: &[u8], nl: usize) -> bool {
    let mut j = nl;
    while j > 0 && is_hspace(b[j - 1]) {
        j -= 1;
    }
    j > 0 && b[j - 1] == b'\\'
}
