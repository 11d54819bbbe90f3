//! `#if` expressions against g++ (nvcc's preprocessor): corpus/cases/pp/if_expressions.tsv,
//! written by corpus/cases/pp/regen.sh from `g++ -E`, has for each expression whether g++
//! takes the `#if` group and what it reports (column, severity, message). The evaluator,
//! fed the lexer's tokens of the same line, must agree on all of it.

use std::path::Path;

use cufront_engine::diag::template::{expand, no_labels, Style};
use cufront_engine::lex::{lex, LexOptions, TokenKind};
use cufront_engine::pp::expr::{evaluate, ExprToken};

#[test]
fn if_expressions_evaluate_as_gcc_evaluates_them() {
    let table = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/pp/if_expressions.tsv");
    let text = std::fs::read_to_string(table).expect("table");
    let mut rows = 0;
    let mut mismatches = Vec::new();
    for row in text.lines() {
        let fields: Vec<&str> = row.split('\t').collect();
        let (expr, taken) = (fields[0], fields[1] == "T");
        let want: Vec<String> =
            fields[2..].chunks(3).filter(|c| c.len() == 3).map(|c| format!("{}: {}: {}", c[0], c[1], c[2])).collect();

        let line = format!("#if {expr}");
        let lexed = lex(line.as_bytes(), &LexOptions::default());
        let t = &lexed.tokens;
        let tokens: Vec<ExprToken> = (2..t.len())
            .filter(|&i| t.kinds[i] != TokenKind::Eof)
            .map(|i| ExprToken { kind: t.kinds[i], spelling: t.bytes(i, line.as_bytes()), offset: t.starts[i] })
            .collect();
        let result = evaluate(&tokens, line.len() as u32);
        let style = Style { current_file: "", labels: &no_labels, color: false };
        let got: Vec<String> = result
            .problems
            .iter()
            .map(|p| {
                let entry = p.id.entry();
                let message = expand(entry.template, &p.args, &style).expect("template");
                format!("{}: {}: {message}", p.offset + 1, entry.severity.word())
            })
            .collect();
        if (result.taken, &got) != (taken, &want) {
            mismatches.push(format!("#if {expr}\n   g++:  {taken} {want:?}\n   ours: {} {got:?}", result.taken));
        }
        rows += 1;
    }
    assert!(mismatches.is_empty(), "{} of {rows} differ:\n{}", mismatches.len(), mismatches.join("\n"));
    assert!(rows >= 70, "{rows} expressions");
}
