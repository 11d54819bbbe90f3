//! SSE2 and AVX2 instantiations of the generic kernels.

use crate::generic::{self, Vector};
use core::arch::x86_64::*;

#[derive(Clone, Copy)]
pub(crate) struct Sse2(__m128i);

#[derive(Clone, Copy)]
pub(crate) struct Avx2(__m256i);

// SAFETY (all impls below): these types are only used inside kernel entry points that are
// reached after the matching instruction set was detected at run time (see `Kernels`).
impl Vector for Sse2 {
    const WIDTH: usize = 16;
    #[inline(always)]
    unsafe fn load(ptr: *const u8) -> Self {
        // SAFETY: the caller guarantees 16 readable bytes.
        Sse2(unsafe { _mm_loadu_si128(ptr.cast()) })
    }
    #[inline(always)]
    fn splat(b: u8) -> Self {
        Sse2(unsafe { _mm_set1_epi8(b as i8) })
    }
    #[inline(always)]
    fn eq(self, o: Self) -> Self {
        Sse2(unsafe { _mm_cmpeq_epi8(self.0, o.0) })
    }
    #[inline(always)]
    fn or(self, o: Self) -> Self {
        Sse2(unsafe { _mm_or_si128(self.0, o.0) })
    }
    #[inline(always)]
    fn and(self, o: Self) -> Self {
        Sse2(unsafe { _mm_and_si128(self.0, o.0) })
    }
    #[inline(always)]
    fn in_range(self, lo: u8, hi: u8) -> Self {
        // (c - lo) <=u (hi - lo)  <=>  min_u(c - lo, hi - lo) == c - lo
        unsafe {
            let x = _mm_sub_epi8(self.0, _mm_set1_epi8(lo as i8));
            Sse2(_mm_cmpeq_epi8(_mm_min_epu8(x, _mm_set1_epi8((hi - lo) as i8)), x))
        }
    }
    #[inline(always)]
    fn mask(self) -> u64 {
        unsafe { _mm_movemask_epi8(self.0) as u32 as u64 }
    }
}

impl Vector for Avx2 {
    const WIDTH: usize = 32;
    #[inline(always)]
    unsafe fn load(ptr: *const u8) -> Self {
        // SAFETY: the caller guarantees 32 readable bytes.
        Avx2(unsafe { _mm256_loadu_si256(ptr.cast()) })
    }
    #[inline(always)]
    fn splat(b: u8) -> Self {
        Avx2(unsafe { _mm256_set1_epi8(b as i8) })
    }
    #[inline(always)]
    fn eq(self, o: Self) -> Self {
        Avx2(unsafe { _mm256_cmpeq_epi8(self.0, o.0) })
    }
    #[inline(always)]
    fn or(self, o: Self) -> Self {
        Avx2(unsafe { _mm256_or_si256(self.0, o.0) })
    }
    #[inline(always)]
    fn and(self, o: Self) -> Self {
        Avx2(unsafe { _mm256_and_si256(self.0, o.0) })
    }
    #[inline(always)]
    fn in_range(self, lo: u8, hi: u8) -> Self {
        unsafe {
            let x = _mm256_sub_epi8(self.0, _mm256_set1_epi8(lo as i8));
            Avx2(_mm256_cmpeq_epi8(_mm256_min_epu8(x, _mm256_set1_epi8((hi - lo) as i8)), x))
        }
    }
    #[inline(always)]
    fn mask(self) -> u64 {
        unsafe { _mm256_movemask_epi8(self.0) as u32 as u64 }
    }
}

/// Defines, for one vector type and its target feature, a module of safe entry points.
/// Each is sound only when the feature is present, which `Kernels::for_level` guarantees by
/// handing these functions out only after detection.
macro_rules! entry_points {
    ($module:ident, $vector:ty, $feature:literal) => {
        pub(crate) mod $module {
            use super::*;

            #[target_feature(enable = $feature)]
            unsafe fn skip_hspace_tf(b: &[u8], i: usize) -> usize {
                unsafe { generic::skip_hspace::<$vector>(b, i) }
            }
            #[target_feature(enable = $feature)]
            unsafe fn skip_ident_tf(b: &[u8], i: usize) -> usize {
                unsafe { generic::skip_ident::<$vector>(b, i) }
            }
            #[target_feature(enable = $feature)]
            unsafe fn find_literal_stop_tf(b: &[u8], i: usize, q: u8) -> usize {
                unsafe { generic::find_literal_stop::<$vector>(b, i, q) }
            }
            #[target_feature(enable = $feature)]
            unsafe fn find_newline_tf(b: &[u8], i: usize) -> usize {
                unsafe { generic::find_newline::<$vector>(b, i) }
            }
            #[target_feature(enable = $feature)]
            unsafe fn find_slash_candidate_tf(b: &[u8], i: usize) -> usize {
                unsafe { generic::find_slash_candidate::<$vector>(b, i) }
            }
            #[target_feature(enable = $feature)]
            unsafe fn find_backslash_candidate_tf(b: &[u8], i: usize) -> usize {
                unsafe { generic::find_backslash_candidate::<$vector>(b, i) }
            }
            #[target_feature(enable = $feature)]
            unsafe fn line_breaks_tf(b: &[u8], base: u32, out: &mut Vec<u32>) {
                unsafe { generic::line_breaks::<$vector>(b, base, out) }
            }

            // SAFETY (each wrapper): only reachable through `Kernels` built after detection.
            pub(crate) fn skip_hspace(b: &[u8], i: usize) -> usize {
                unsafe { skip_hspace_tf(b, i) }
            }
            pub(crate) fn skip_ident(b: &[u8], i: usize) -> usize {
                unsafe { skip_ident_tf(b, i) }
            }
            pub(crate) fn find_literal_stop(b: &[u8], i: usize, q: u8) -> usize {
                unsafe { find_literal_stop_tf(b, i, q) }
            }
            pub(crate) fn find_newline(b: &[u8], i: usize) -> usize {
                unsafe { find_newline_tf(b, i) }
            }
            pub(crate) fn find_slash_candidate(b: &[u8], i: usize) -> usize {
                unsafe { find_slash_candidate_tf(b, i) }
            }
            pub(crate) fn find_backslash_candidate(b: &[u8], i: usize) -> usize {
                unsafe { find_backslash_candidate_tf(b, i) }
            }
            pub(crate) fn line_breaks(b: &[u8], base: u32, out: &mut Vec<u32>) {
                unsafe { line_breaks_tf(b, base, out) }
            }
        }
    };
}

entry_points!(sse2, Sse2, "sse2");
entry_points!(avx2, Avx2, "avx2");

/// Implements [`Scan`](crate::Scan) for a statically known x86 level whose value proves the
/// level was detected: it can only be made by `new`, which checks.
macro_rules! static_scan {
    ($name:ident, $vector:ty, $level:expr, $feature:tt, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Copy, Debug)]
        pub struct $name(());

        impl $name {
            /// The level, when this machine runs it.
            pub fn new() -> Option<$name> {
                std::arch::is_x86_feature_detected!($feature).then_some($name(()))
            }
        }

        // SAFETY (every method): a value of this type exists only after `new` detected the
        // instruction set, so the generic SIMD bodies may run.
        impl crate::Scan for $name {
            #[inline(always)]
            fn level(&self) -> crate::Level {
                $level
            }
            #[inline(always)]
            fn skip_hspace(&self, b: &[u8], i: usize) -> usize {
                unsafe { generic::skip_hspace::<$vector>(b, i) }
            }
            #[inline(always)]
            fn skip_ident(&self, b: &[u8], i: usize) -> usize {
                unsafe { generic::skip_ident::<$vector>(b, i) }
            }
            #[inline(always)]
            fn find_literal_stop(&self, b: &[u8], i: usize, quote: u8) -> usize {
                unsafe { generic::find_literal_stop::<$vector>(b, i, quote) }
            }
            #[inline(always)]
            fn find_newline(&self, b: &[u8], i: usize) -> usize {
                unsafe { generic::find_newline::<$vector>(b, i) }
            }
            #[inline(always)]
            fn find_slash_candidate(&self, b: &[u8], i: usize) -> usize {
                unsafe { generic::find_slash_candidate::<$vector>(b, i) }
            }
            #[inline(always)]
            fn find_backslash_candidate(&self, b: &[u8], i: usize) -> usize {
                unsafe { generic::find_backslash_candidate::<$vector>(b, i) }
            }
            #[inline(always)]
            fn line_breaks(&self, b: &[u8], base: u32, out: &mut Vec<u32>) {
                unsafe { generic::line_breaks::<$vector>(b, base, out) }
            }
        }
    };
}

static_scan!(
    Sse2Scan,
    Sse2,
    crate::Level::Sse2,
    "sse2",
    "The SSE2 level, known at compile time (always present on x86-64)."
);
static_scan!(
    Avx2Scan,
    Avx2,
    crate::Level::Avx2,
    "avx2",
    "The AVX2 level, known at compile time; its SIMD code is inlined only into functions compiled with `#[target_feature(enable = \"avx2\")]`."
);
