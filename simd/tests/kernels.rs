//! Every SIMD level against its scalar twin, and the composite scans against naive
//! definitions, on random and adversarial inputs at every start offset and alignment.

use cufront_simd::{class, scalar, Kernels, Level, Scan};
use proptest::prelude::*;

fn levels() -> Vec<Kernels> {
    Level::ALL.into_iter().filter_map(Kernels::for_level).collect()
}

/// Bytes that matter to some kernel, weighted so that every class occurs often.
const INTERESTING: &[u8] = b" \t\x0b\x0c\n\r\\*/\"'aZz09_$@.\x00\x7f\x80\xff";

fn interesting_bytes(max: usize) -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(
        prop_oneof![
            4 => proptest::sample::select(INTERESTING),
            1 => any::<u8>(),
        ],
        0..max,
    )
}

/// Naive definition of `line_comment_end`.
fn naive_line_comment_end(b: &[u8], i: usize) -> usize {
    // A terminator starts at `\n` or `\r`, except the `\n` of a `\r\n` pair.
    let starts_terminator = |j: usize| class::is_newline(b[j]) && !(b[j] == b'\n' && j > i && b[j - 1] == b'\r');
    (i..b.len()).find(|&j| starts_terminator(j) && !class::newline_is_spliced(b, j)).unwrap_or(b.len())
}

/// Naive definition of `block_comment_end`: remove splices (keeping a map to raw offsets),
/// then look for `*/` in the logical text.
fn naive_block_comment_end(b: &[u8], body: usize) -> Option<usize> {
    let mut logical = Vec::new(); // (byte, raw offset)
    let mut j = body;
    while j < b.len() {
        if let Some((len, _)) = class::splice_at(b, j) {
            j += len;
            continue;
        }
        logical.push((b[j], j));
        j += 1;
    }
    logical.windows(2).find(|w| w[0].0 == b'*' && w[1].0 == b'/').map(|w| w[1].1 + 1)
}

fn naive_find_splice(b: &[u8], i: usize) -> Option<(usize, usize)> {
    (i..b.len()).find_map(|j| class::splice_at(b, j).map(|(len, _)| (j, len)))
}

fn check_all(buf: &[u8]) {
    let reference = Kernels::for_level(Level::Scalar).expect("scalar always exists");
    let mut want_breaks = Vec::new();
    scalar::line_breaks(buf, 7, &mut want_breaks);
    for k in levels() {
        let lv = k.level();
        for i in 0..=buf.len() {
            assert_eq!(k.skip_hspace(buf, i), reference.skip_hspace(buf, i), "skip_hspace {lv:?} at {i} in {buf:?}");
            assert_eq!(k.skip_ident(buf, i), reference.skip_ident(buf, i), "skip_ident {lv:?} at {i} in {buf:?}");
            for q in [b'"', b'\''] {
                assert_eq!(
                    k.find_literal_stop(buf, i, q),
                    reference.find_literal_stop(buf, i, q),
                    "find_literal_stop {lv:?} at {i} in {buf:?}"
                );
            }
            assert_eq!(k.find_newline(buf, i), reference.find_newline(buf, i), "find_newline {lv:?} at {i}");
            assert_eq!(
                k.line_comment_end(buf, i),
                naive_line_comment_end(buf, i),
                "line_comment_end {lv:?} at {i} in {buf:?}"
            );
            assert_eq!(
                k.block_comment_end(buf, i),
                naive_block_comment_end(buf, i),
                "block_comment_end {lv:?} at {i} in {buf:?}"
            );
            assert_eq!(k.find_splice(buf, i), naive_find_splice(buf, i), "find_splice {lv:?} at {i} in {buf:?}");
        }
        let mut got = Vec::new();
        k.line_breaks(buf, 7, &mut got);
        assert_eq!(got, want_breaks, "line_breaks {lv:?} in {buf:?}");
    }
}

/// The scalar twins against the byte-class definitions (the twins are the reference above).
#[test]
fn scalar_twins_follow_the_classes() {
    let b: Vec<u8> = (0..=255u8).collect();
    for i in 0..b.len() {
        let hs = scalar::skip_hspace(&b, i);
        assert!(b[i..hs].iter().all(|&c| class::is_hspace(c)));
        assert!(hs == b.len() || !class::is_hspace(b[hs]));
        let id = scalar::skip_ident(&b, i);
        assert!(b[i..id].iter().all(|&c| class::is_ident_continue(c)));
    }
    let ws: Vec<u8> = (0..=255u8).filter(|&c| class::is_hspace(c)).collect();
    assert_eq!(ws, b"\t\x0b\x0c ");
    let id: Vec<u8> = (0..=255u8).filter(|&c| class::is_ident_continue(c)).collect();
    assert_eq!(id.len(), 26 * 2 + 10 + 2);
}

/// A run of one class with a single stop byte at every position, at every alignment: the
/// stop crosses every lane and every 16- and 32-byte chunk boundary.
#[test]
fn stop_byte_at_every_position_and_alignment() {
    let fills: &[(u8, &[u8])] = &[(b' ', b"x\n\t\\"), (b'a', b" .\x80\\$"), (b'x', b"\"'\\\n\r\x00"), (b'*', b"/\n")];
    for &(fill, stops) in fills {
        for &stop in stops {
            for len in [1usize, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100] {
                for pos in 0..len {
                    for align in 0..4 {
                        let mut buf = vec![b'#'; align];
                        buf.extend(std::iter::repeat_n(fill, len));
                        buf[align + pos] = stop;
                        check_all(&buf[align..]);
                    }
                }
            }
        }
    }
}

#[test]
fn splices_and_comment_ends() {
    let cases: &[&[u8]] = &[
        b"/* a *\\\n/ b",
        b"/* a *\\ \t\r\n/ b",
        b"/*/ x */",
        b"/*\\\n/ x */",
        b"// a \\\n b \n c",
        b"// a \\  \r\n b \r c",
        b"// a \\\r b \n",
        b"\\\\\n\\",
        b"a\\\n\\\nb",
        b"*\\\n\\\n/",
    ];
    for &c in cases {
        for pad in 0..70 {
            let mut buf = vec![b'q'; pad];
            buf.extend_from_slice(c);
            check_all(&buf);
        }
    }
}

#[test]
fn line_breaks_of_mixed_terminators() {
    let k = cufront_simd::kernels();
    let mut out = Vec::new();
    k.line_breaks(b"a\nb\r\nc\rd\r\r\n", 0, &mut out);
    assert_eq!(out, vec![1, 4, 6, 8, 10]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn levels_agree_with_scalar(buf in interesting_bytes(200), align in 0usize..33) {
        let mut padded = vec![b'.'; align];
        padded.extend_from_slice(&buf);
        check_all(&padded[align..]);
    }

    #[test]
    fn levels_agree_on_long_runs(run in proptest::sample::select(INTERESTING), len in 0usize..300, tail in interesting_bytes(8)) {
        let mut buf = vec![run; len];
        buf.extend_from_slice(&tail);
        check_all(&buf);
    }
}
