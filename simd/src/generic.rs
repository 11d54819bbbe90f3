//! Kernel bodies written once over a vector type, instantiated for SSE2 and AVX2 in `x86`.
//! Every body processes whole vectors while they fit and hands the tail to `scalar`, so no
//! load ever reads past the end of the slice.

use crate::scalar;

/// The operations the kernels need from one SIMD register of `WIDTH` bytes.
///
/// Implementations exist only for instruction sets detected at run time; every method is
/// `#[inline(always)]` so that it is compiled with the target features of the kernel entry
/// point it is inlined into.
pub(crate) trait Vector: Copy {
    const WIDTH: usize;
    /// Unaligned load of `WIDTH` bytes.
    ///
    /// # Safety
    /// `ptr..ptr + WIDTH` must be readable.
    unsafe fn load(ptr: *const u8) -> Self;
    fn splat(b: u8) -> Self;
    fn eq(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    fn and(self, other: Self) -> Self;
    /// Lanes whose unsigned value lies in `lo..=hi`.
    fn in_range(self, lo: u8, hi: u8) -> Self;
    /// One bit per lane, lane 0 in bit 0.
    fn mask(self) -> u64;

    #[inline(always)]
    fn eq_byte(self, c: u8) -> Self {
        self.eq(Self::splat(c))
    }
    #[inline(always)]
    fn all_lanes() -> u64 {
        if Self::WIDTH == 64 {
            u64::MAX
        } else {
            (1u64 << Self::WIDTH) - 1
        }
    }
}

#[inline(always)]
fn hspace<V: Vector>(v: V) -> V {
    v.eq_byte(b' ').or(v.eq_byte(b'\t')).or(v.in_range(0x0b, 0x0c))
}

#[inline(always)]
fn newline<V: Vector>(v: V) -> V {
    v.eq_byte(b'\n').or(v.eq_byte(b'\r'))
}

/// Loads the vector at `i`; caller guarantees `i + WIDTH <= b.len()`.
#[inline(always)]
unsafe fn load_at<V: Vector>(b: &[u8], i: usize) -> V {
    debug_assert!(i + V::WIDTH <= b.len());
    // SAFETY: the caller guarantees the range is in bounds.
    unsafe { V::load(b.as_ptr().add(i)) }
}

#[inline(always)]
pub(crate) unsafe fn skip_hspace<V: Vector>(b: &[u8], mut i: usize) -> usize {
    while i + V::WIDTH <= b.len() {
        // SAFETY: loop condition.
        let v: V = unsafe { load_at(b, i) };
        let stop = !hspace(v).mask() & V::all_lanes();
        if stop != 0 {
            return i + stop.trailing_zeros() as usize;
        }
        i += V::WIDTH;
    }
    scalar::skip_hspace(b, i)
}

#[inline(always)]
pub(crate) unsafe fn skip_ident<V: Vector>(b: &[u8], mut i: usize) -> usize {
    while i + V::WIDTH <= b.len() {
        // SAFETY: loop condition.
        let v: V = unsafe { load_at(b, i) };
        // `c | 0x20` folds upper-case letters onto lower case and maps no other byte into
        // `a..=z`.
        let letter = v.or(V::splat(0x20)).in_range(b'a', b'z');
        let ident = letter.or(v.in_range(b'0', b'9')).or(v.eq_byte(b'_')).or(v.eq_byte(b'$'));
        let stop = !ident.mask() & V::all_lanes();
        if stop != 0 {
            return i + stop.trailing_zeros() as usize;
        }
        i += V::WIDTH;
    }
    scalar::skip_ident(b, i)
}

#[inline(always)]
pub(crate) unsafe fn find_literal_stop<V: Vector>(b: &[u8], mut i: usize, quote: u8) -> usize {
    while i + V::WIDTH <= b.len() {
        // SAFETY: loop condition.
        let v: V = unsafe { load_at(b, i) };
        let hit = v.eq_byte(quote).or(v.eq_byte(b'\\')).or(newline(v)).or(v.eq_byte(0));
        let m = hit.mask();
        if m != 0 {
            return i + m.trailing_zeros() as usize;
        }
        i += V::WIDTH;
    }
    scalar::find_literal_stop(b, i, quote)
}

#[inline(always)]
pub(crate) unsafe fn find_newline<V: Vector>(b: &[u8], mut i: usize) -> usize {
    while i + V::WIDTH <= b.len() {
        // SAFETY: loop condition.
        let v: V = unsafe { load_at(b, i) };
        let m = newline(v).mask();
        if m != 0 {
            return i + m.trailing_zeros() as usize;
        }
        i += V::WIDTH;
    }
    scalar::find_newline(b, i)
}

#[inline(always)]
pub(crate) unsafe fn find_slash_candidate<V: Vector>(b: &[u8], mut i: usize) -> usize {
    debug_assert!(i >= 1);
    while i + V::WIDTH <= b.len() {
        // SAFETY: loop condition, and i >= 1 for the load of the previous bytes.
        let (v, prev): (V, V) = unsafe { (load_at(b, i), load_at(b, i - 1)) };
        let hit = v.eq_byte(b'/').and(prev.eq_byte(b'*').or(newline(prev)));
        let m = hit.mask();
        if m != 0 {
            return i + m.trailing_zeros() as usize;
        }
        i += V::WIDTH;
    }
    scalar::find_slash_candidate(b, i)
}

#[inline(always)]
pub(crate) unsafe fn find_backslash_candidate<V: Vector>(b: &[u8], mut i: usize) -> usize {
    while i + V::WIDTH < b.len() {
        // SAFETY: loop condition (strict: the next-byte load reaches i + WIDTH).
        let (v, next): (V, V) = unsafe { (load_at(b, i), load_at(b, i + 1)) };
        let hit = v.eq_byte(b'\\').and(newline(next).or(hspace(next)));
        let m = hit.mask();
        if m != 0 {
            return i + m.trailing_zeros() as usize;
        }
        i += V::WIDTH;
    }
    scalar::find_backslash_candidate(b, i)
}

#[inline(always)]
pub(crate) unsafe fn line_breaks<V: Vector>(b: &[u8], base: u32, out: &mut Vec<u32>) {
    let mut i = 0;
    while i + V::WIDTH < b.len() {
        // SAFETY: loop condition (strict: the next-byte load reaches i + WIDTH).
        let (v, next): (V, V) = unsafe { (load_at(b, i), load_at(b, i + 1)) };
        let lone_cr = v.eq_byte(b'\r').mask() & !next.eq_byte(b'\n').mask();
        let mut m = v.eq_byte(b'\n').mask() | lone_cr;
        let at = base + i as u32;
        while m != 0 {
            out.push(at + m.trailing_zeros());
            m &= m - 1;
        }
        i += V::WIDTH;
    }
    scalar::line_breaks_from(b, i, base, out)
}
