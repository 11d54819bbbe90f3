//! Fuzz target for the lexer: any bytes in, and the lexer's contract holds — tokens cover
//! the input in order without overlap, `Eof` last at the end, every SIMD level gives the
//! same tokens and problems, keeping comments changes no other token's flags, and the line
//! index answers every offset.
#![no_main]

use cufront_engine::lex::{lex_with, LexOptions, TokenKind};
use cufront_engine::source::FileTable;
use cufront_simd::{Kernels, Level};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let plain = LexOptions { keep_comments: false };
    let levels: Vec<Kernels> = Level::ALL.into_iter().filter_map(Kernels::for_level).collect();
    let reference = lex_with(data, &plain, &levels[0]);
    let t = &reference.tokens;

    assert_eq!(t.kinds.last(), Some(&TokenKind::Eof));
    assert_eq!(*t.starts.last().unwrap() as usize, data.len());
    let mut at = 0u32;
    for i in 0..t.len() {
        assert!(t.starts[i] >= at, "tokens overlap or go backwards");
        assert!(t.ends[i] >= t.starts[i]);
        assert!(t.ends[i] > t.starts[i] || t.kinds[i] == TokenKind::Eof, "empty token");
        at = t.ends[i];
    }

    for k in &levels[1..] {
        let other = lex_with(data, &plain, k);
        assert_eq!(other.tokens.kinds, t.kinds);
        assert_eq!(other.tokens.starts, t.starts);
        assert_eq!(other.tokens.ends, t.ends);
        assert_eq!(other.tokens.flags, t.flags);
        assert_eq!(other.problems, reference.problems);
    }

    let with_comments = lex_with(data, &LexOptions { keep_comments: true }, &levels[0]);
    let c = &with_comments.tokens;
    let kept: Vec<usize> = (0..c.len()).filter(|&i| c.kinds[i] != TokenKind::Comment).collect();
    assert_eq!(kept.len(), t.len());
    for (j, &i) in kept.iter().enumerate() {
        assert_eq!((c.kinds[i], c.starts[i], c.ends[i], c.flags[i]), (t.kinds[j], t.starts[j], t.ends[j], t.flags[j]));
    }

    let mut table = FileTable::new();
    let id = table.add_bytes("fuzz.cu", data.to_vec()).unwrap();
    let file = table.get(id);
    let mut last_line = 1;
    for &s in &t.starts {
        let lc = file.line_col(s);
        assert!(lc.line >= last_line && lc.col >= 1 && lc.col_chars >= 1 && lc.col_chars <= lc.col);
        last_line = lc.line;
    }
});
