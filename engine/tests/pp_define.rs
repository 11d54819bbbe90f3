//! `#define` / `#undef` against g++ (nvcc's preprocessor): corpus/cases/pp/defines.tsv,
//! written by corpus/cases/pp/regen.sh from `g++ -E`, says for each directive
//! whether g++ then has the macro defined and what it reports (column, severity, message).

use std::path::Path;

use cufront_engine::diag::template::{expand, no_labels, Style};
use cufront_engine::lex::{lex, LexOptions, Lexed, TokenKind};
use cufront_engine::pp::define::{parse_define, parse_undef, Directive, MacroDefinition, MacroKind, Variadic};
use cufront_engine::pp::PpProblem;

/// Lexes a one-line directive and parses it: the definition (for `#define`) or whether the
/// name was accepted (for `#undef`), and the problems as `col: severity: message`.
fn run(line: &str) -> (Lexed, Option<MacroDefinition>, bool, Vec<String>) {
    let lexed = lex(line.as_bytes(), &LexOptions::default());
    let end = lexed.tokens.len() - 1; // before Eof
    let d = Directive { tokens: &lexed.tokens, src: line.as_bytes(), first: 2, end, line_end: line.len() as u32 };
    let mut problems: Vec<PpProblem> = Vec::new();
    let (def, accepted) = if line.starts_with("#define") {
        let def = parse_define(&d, &mut problems);
        let ok = def.is_some();
        (def, ok)
    } else {
        (None, parse_undef(&d, &mut problems).is_some())
    };
    let style = Style { current_file: "", labels: &no_labels, color: false };
    let words = problems
        .iter()
        .map(|p| {
            let e = p.id.entry();
            format!(
                "{}: {}: {}",
                p.offset + 1,
                e.severity.word(),
                expand(e.template, &p.args, &style).expect("template")
            )
        })
        .collect();
    (lexed, def, accepted, words)
}

#[test]
fn definitions_are_checked_as_gcc_checks_them() {
    let table = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/pp/defines.tsv");
    let mut mismatches = Vec::new();
    let mut rows = 0;
    for row in std::fs::read_to_string(table).expect("table").lines() {
        let f: Vec<&str> = row.split('\t').collect();
        let want: Vec<String> =
            f[2..].chunks(3).filter(|c| c.len() == 3).map(|c| format!("{}: {}: {}", c[0], c[1], c[2])).collect();
        let (_, _, accepted, got) = run(f[0]);
        let defined_ok = match f[1] {
            "Y" => accepted,
            "N" => !accepted,
            _ => true, // #undef: nothing to check but the problems
        };
        if !defined_ok || got != want {
            mismatches.push(format!("{}\n   g++:  {} {want:?}\n   ours: {accepted} {got:?}", f[0], f[1]));
        }
        rows += 1;
    }
    assert!(mismatches.is_empty(), "{} of {rows} differ:\n{}", mismatches.len(), mismatches.join("\n"));
    assert!(rows >= 30);
}

#[test]
fn definitions_hold_their_shape() {
    let (lexed, def, _, _) = run("#define F(a, b...) a + b");
    let def = def.expect("valid");
    let t = &lexed.tokens;
    let MacroKind::Function { params, variadic } = &def.kind else { panic!("function-like") };
    assert_eq!(params.len(), 2);
    assert_eq!(*variadic, Variadic::Named);
    let body: Vec<TokenKind> = (def.body.start..def.body.end).map(|i| t.kinds[i as usize]).collect();
    assert_eq!(body, [TokenKind::Identifier, TokenKind::Plus, TokenKind::Identifier]);

    let (_, def, _, _) = run("#define G(...) __VA_ARGS__");
    assert!(
        matches!(def.expect("valid").kind, MacroKind::Function { ref params, variadic: Variadic::Anonymous } if params.is_empty())
    );
    // A space before `(` makes an object-like macro whose body starts with `(`.
    let (lexed, def, _, _) = run("#define H (x)");
    let def = def.expect("valid");
    assert_eq!(def.kind, MacroKind::Object);
    assert_eq!(lexed.tokens.kinds[def.body.start as usize], TokenKind::LParen);
    let (_, def, _, _) = run("#define EMPTY");
    assert!(def.expect("valid").body.is_empty());
}
