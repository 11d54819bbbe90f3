//! Byte-class scanning kernels for the cufront lexer.
//!
//! A C++ lexer spends its time in a few scans: runs of white space, runs of identifier bytes,
//! the end of a comment, the end of a literal body, and the line terminators of a file. Each
//! is here as a *primitive* kernel in three levels (AVX2, SSE2, scalar), plus *composite*
//! scans (`line_comment_end`, `block_comment_end`, `find_splice`) that combine a primitive
//! with the scalar rules for line splices. All of them are methods of the [`Scan`] trait.
//!
//! Two ways to hold a level:
//! - [`Kernels`]: chosen at run time, calls through function pointers. For code that scans
//!   long stretches per call (the line index) and for tests and benchmarks that compare
//!   levels.
//! - [`ScalarScan`], [`Sse2Scan`], [`Avx2Scan`]: known at compile time, every call inlined.
//!   A caller that makes many short scans (the lexer: one or two per token) is instantiated
//!   once per level and dispatches once per file. `Avx2Scan` inlines its SIMD code only
//!   into functions compiled with `#[target_feature(enable = "avx2")]`; elsewhere it is
//!   correct but slow.
//!
//! Every primitive has a scalar twin in [`scalar`] that defines its result; the SIMD levels
//! handle whole vectors only and hand the tail to the twin, so nothing reads past the end of
//! a slice. The tests compare every level with the twin at every alignment and length.
//!
//! NEON (aarch64) is not implemented yet: on aarch64 [`kernels`] returns the scalar level.

#![cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]

pub mod class;
mod generic;
pub mod scalar;
#[cfg(target_arch = "x86_64")]
mod x86;

use std::sync::OnceLock;

/// An instruction-set level of the kernels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Scalar,
    Sse2,
    Avx2,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Scalar, Level::Sse2, Level::Avx2];

    pub fn name(self) -> &'static str {
        match self {
            Level::Scalar => "scalar",
            Level::Sse2 => "sse2",
            Level::Avx2 => "avx2",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// Whether this machine can run the level.
    pub fn is_available(self) -> bool {
        match self {
            Level::Scalar => true,
            #[cfg(target_arch = "x86_64")]
            Level::Sse2 => std::arch::is_x86_feature_detected!("sse2"),
            #[cfg(target_arch = "x86_64")]
            Level::Avx2 => std::arch::is_x86_feature_detected!("avx2"),
            #[cfg(not(target_arch = "x86_64"))]
            _ => false,
        }
    }
}

/// The scans, at one level. The primitives are required; the composites are defined once,
/// here, on top of them.
pub trait Scan: Copy {
    fn level(&self) -> Level;

    /// First index `>= i` that is not horizontal white space (`' ' \t \v \f`), or `len`.
    fn skip_hspace(&self, b: &[u8], i: usize) -> usize;

    /// First index `>= i` that is not an ASCII identifier byte `[A-Za-z0-9_$]`, or `len`.
    /// Non-ASCII bytes and `\` stop the run: the lexer continues on its scalar path there.
    fn skip_ident(&self, b: &[u8], i: usize) -> usize;

    /// First index `>= i` of `quote`, `\`, `\n`, `\r` or NUL, or `len`: the bytes that can
    /// end, escape or interrupt a string or character literal body.
    fn find_literal_stop(&self, b: &[u8], i: usize, quote: u8) -> usize;

    /// First index `>= i` of `\n` or `\r`, or `len`.
    fn find_newline(&self, b: &[u8], i: usize) -> usize;

    /// First index `>= i` (`i >= 1`) of a `/` after `*`, `\n` or `\r`, or `len`.
    fn find_slash_candidate(&self, b: &[u8], i: usize) -> usize;

    /// First index `>= i` of a `\` followed by a line terminator or horizontal white space,
    /// or `len`.
    fn find_backslash_candidate(&self, b: &[u8], i: usize) -> usize;

    /// Appends the offset (plus `base`) of the last byte of every line terminator in `b`:
    /// each `\n`, and each `\r` not followed by `\n`. `base + b.len()` must fit in `u32`.
    fn line_breaks(&self, b: &[u8], base: u32, out: &mut Vec<u32>);

    /// The end of a `//` comment whose text starts at `i`: the index of the first line
    /// terminator that is not part of a line splice, or `len`.
    #[inline(always)]
    fn line_comment_end(&self, b: &[u8], mut i: usize) -> usize {
        loop {
            let nl = self.find_newline(b, i);
            if nl >= b.len() || !class::newline_is_spliced(b, nl) {
                return nl;
            }
            i = nl + class::newline_len(b, nl);
        }
    }

    /// The end of a `/*` comment whose body starts at `body` (just after the `/*`): the
    /// index just past the closing `*/`, or `None` when the comment is unterminated. A line
    /// splice between `*` and `/` closes the comment too, as in translation phase 2.
    #[inline(always)]
    fn block_comment_end(&self, b: &[u8], body: usize) -> Option<usize> {
        let mut i = body + 1; // the closing `/` is at least one byte into the body
        loop {
            let j = if i < b.len() { self.find_slash_candidate(b, i) } else { b.len() };
            if j >= b.len() {
                return None;
            }
            if logical_prev_is_star(b, j, body) {
                return Some(j + 1);
            }
            i = j + 1;
        }
    }

    /// The first line splice at or after `i`: `(start, len)`.
    #[inline(always)]
    fn find_splice(&self, b: &[u8], mut i: usize) -> Option<(usize, usize)> {
        while i < b.len() {
            let j = self.find_backslash_candidate(b, i);
            if j >= b.len() {
                return None;
            }
            if let Some((len, _)) = class::splice_at(b, j) {
                return Some((j, len));
            }
            i = j + 1;
        }
        None
    }

    /// Whether `b` contains a line splice anywhere.
    fn has_splice(&self, b: &[u8]) -> bool {
        self.find_splice(b, 0).is_some()
    }
}

/// The kernels of one level chosen at run time. Obtain the best one with [`kernels`], a
/// given one with [`Kernels::for_level`].
#[derive(Clone, Copy)]
pub struct Kernels {
    level: Level,
    skip_hspace: fn(&[u8], usize) -> usize,
    skip_ident: fn(&[u8], usize) -> usize,
    find_literal_stop: fn(&[u8], usize, u8) -> usize,
    find_newline: fn(&[u8], usize) -> usize,
    find_slash_candidate: fn(&[u8], usize) -> usize,
    find_backslash_candidate: fn(&[u8], usize) -> usize,
    line_breaks: fn(&[u8], u32, &mut Vec<u32>),
}

impl std::fmt::Debug for Kernels {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kernels").field("level", &self.level).finish()
    }
}

const SCALAR: Kernels = Kernels {
    level: Level::Scalar,
    skip_hspace: scalar::skip_hspace,
    skip_ident: scalar::skip_ident,
    find_literal_stop: scalar::find_literal_stop,
    find_newline: scalar::find_newline,
    find_slash_candidate: scalar::find_slash_candidate,
    find_backslash_candidate: scalar::find_backslash_candidate,
    line_breaks: scalar::line_breaks,
};

macro_rules! x86_kernels {
    ($level:expr, $m:ident) => {
        Kernels {
            level: $level,
            skip_hspace: x86::$m::skip_hspace,
            skip_ident: x86::$m::skip_ident,
            find_literal_stop: x86::$m::find_literal_stop,
            find_newline: x86::$m::find_newline,
            find_slash_candidate: x86::$m::find_slash_candidate,
            find_backslash_candidate: x86::$m::find_backslash_candidate,
            line_breaks: x86::$m::line_breaks,
        }
    };
}

/// The best level this machine runs, chosen once. The environment variable `CUFRONT_SIMD`
/// (`scalar`, `sse2`, `avx2`) caps it, for comparisons and for testing the fallbacks.
pub fn kernels() -> &'static Kernels {
    static BEST: OnceLock<Kernels> = OnceLock::new();
    BEST.get_or_init(|| {
        let cap = std::env::var("CUFRONT_SIMD").ok().and_then(|s| Level::from_name(&s)).unwrap_or(Level::Avx2);
        Level::ALL.into_iter().rev().filter(|&l| l <= cap).find_map(Kernels::for_level).unwrap_or(SCALAR)
    })
}

impl Kernels {
    /// The kernels of `level`, or `None` when this machine cannot run it.
    pub fn for_level(level: Level) -> Option<Kernels> {
        if !level.is_available() {
            return None;
        }
        match level {
            Level::Scalar => Some(SCALAR),
            #[cfg(target_arch = "x86_64")]
            Level::Sse2 => Some(x86_kernels!(Level::Sse2, sse2)),
            #[cfg(target_arch = "x86_64")]
            Level::Avx2 => Some(x86_kernels!(Level::Avx2, avx2)),
            #[cfg(not(target_arch = "x86_64"))]
            _ => None,
        }
    }
}

impl Scan for Kernels {
    #[inline(always)]
    fn level(&self) -> Level {
        self.level
    }
    #[inline(always)]
    fn skip_hspace(&self, b: &[u8], i: usize) -> usize {
        (self.skip_hspace)(b, i)
    }
    #[inline(always)]
    fn skip_ident(&self, b: &[u8], i: usize) -> usize {
        (self.skip_ident)(b, i)
    }
    #[inline(always)]
    fn find_literal_stop(&self, b: &[u8], i: usize, quote: u8) -> usize {
        (self.find_literal_stop)(b, i, quote)
    }
    #[inline(always)]
    fn find_newline(&self, b: &[u8], i: usize) -> usize {
        (self.find_newline)(b, i)
    }
    #[inline(always)]
    fn find_slash_candidate(&self, b: &[u8], i: usize) -> usize {
        (self.find_slash_candidate)(b, i)
    }
    #[inline(always)]
    fn find_backslash_candidate(&self, b: &[u8], i: usize) -> usize {
        (self.find_backslash_candidate)(b, i)
    }
    #[inline]
    fn line_breaks(&self, b: &[u8], base: u32, out: &mut Vec<u32>) {
        debug_assert!(base as u64 + b.len() as u64 <= u32::MAX as u64);
        (self.line_breaks)(b, base, out)
    }
}

/// The scalar level, known at compile time.
#[derive(Clone, Copy, Debug, Default)]
pub struct ScalarScan;

impl Scan for ScalarScan {
    #[inline(always)]
    fn level(&self) -> Level {
        Level::Scalar
    }
    #[inline(always)]
    fn skip_hspace(&self, b: &[u8], i: usize) -> usize {
        scalar::skip_hspace(b, i)
    }
    #[inline(always)]
    fn skip_ident(&self, b: &[u8], i: usize) -> usize {
        scalar::skip_ident(b, i)
    }
    #[inline(always)]
    fn find_literal_stop(&self, b: &[u8], i: usize, quote: u8) -> usize {
        scalar::find_literal_stop(b, i, quote)
    }
    #[inline(always)]
    fn find_newline(&self, b: &[u8], i: usize) -> usize {
        scalar::find_newline(b, i)
    }
    #[inline(always)]
    fn find_slash_candidate(&self, b: &[u8], i: usize) -> usize {
        scalar::find_slash_candidate(b, i)
    }
    #[inline(always)]
    fn find_backslash_candidate(&self, b: &[u8], i: usize) -> usize {
        scalar::find_backslash_candidate(b, i)
    }
    #[inline(always)]
    fn line_breaks(&self, b: &[u8], base: u32, out: &mut Vec<u32>) {
        scalar::line_breaks(b, base, out)
    }
}

#[cfg(target_arch = "x86_64")]
pub use x86::{Avx2Scan, Sse2Scan};

/// Whether the byte before the `/` at `slash`, after removing line splices, is a `*` that
/// lies at or after `body`.
fn logical_prev_is_star(b: &[u8], slash: usize, body: usize) -> bool {
    let mut j = slash; // candidate position of the character before, exclusive
    loop {
        if j <= body {
            return false;
        }
        let c = b[j - 1];
        if c == b'*' {
            return true;
        }
        if !class::is_newline(c) {
            return false;
        }
        // Step back over a line terminator, then require it to be a splice.
        let nl_start = if c == b'\n' && j >= 2 && b[j - 2] == b'\r' { j - 2 } else { j - 1 };
        if !class::newline_is_spliced(b, nl_start) {
            return false;
        }
        let mut k = nl_start;
        while k > 0 && class::is_hspace(b[k - 1]) {
            k -= 1;
        }
        j = k - 1; // the backslash
    }
}
