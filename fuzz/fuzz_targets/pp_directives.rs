//! Fuzz target for the preprocessor's directive pieces: any bytes are lexed, and every
//! `#if`/`#elif` line goes through the expression evaluator and every `#define`/`#undef`
//! line through the definition parser. They must not panic, and a definition's token
//! ranges must lie within its line.
#![no_main]

use cufront_engine::lex::{lex, LexOptions, TokenFlags, TokenKind};
use cufront_engine::pp::define::{parse_define, parse_undef, Directive, MacroKind};
use cufront_engine::pp::expr::{evaluate, ExprToken};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let lexed = lex(data, &LexOptions::default());
    let t = &lexed.tokens;
    let n = t.len();
    let mut i = 0;
    while i < n {
        let line_start = t.kinds[i] == TokenKind::Hash && t.flags[i].has(TokenFlags::AT_LINE_START);
        if !line_start || i + 1 >= n || t.kinds[i + 1] != TokenKind::Identifier {
            i += 1;
            continue;
        }
        // The directive's tokens run to the next token at the start of a line.
        let mut end = i + 2;
        while end < n && t.kinds[end] != TokenKind::Eof && !t.flags[end].has(TokenFlags::AT_LINE_START) {
            end += 1;
        }
        let line_end = if end < n { t.starts[end] } else { data.len() as u32 };
        let name = t.spelling(i + 1, data);
        match &*name {
            b"if" | b"elif" => {
                let tokens: Vec<ExprToken> = (i + 2..end)
                    .map(|k| ExprToken { kind: t.kinds[k], spelling: t.bytes(k, data), offset: t.starts[k] })
                    .collect();
                let _ = evaluate(&tokens, line_end);
            }
            b"define" | b"undef" => {
                let d = Directive { tokens: t, src: data, first: i + 2, end, line_end };
                let mut problems = Vec::new();
                if &*name == b"define" {
                    if let Some(def) = parse_define(&d, &mut problems) {
                        assert!((def.name as usize) >= i + 2 && (def.body.end as usize) <= end);
                        assert!(def.body.start <= def.body.end);
                        if let MacroKind::Function { params, .. } = &def.kind {
                            assert!(params.iter().all(|&p| (p as usize) < def.body.start as usize));
                        }
                    }
                } else {
                    let _ = parse_undef(&d, &mut problems);
                }
            }
            _ => {}
        }
        i = end;
    }
});
