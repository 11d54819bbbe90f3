//! The lexer against the oracle: for every unit of corpus/demo and corpus/cases/lex, what
//! nvcc's preprocessor (`"tool": "cpp"`) reports on it, committed in `expected/*.jsonl` by
//! ../shared/oracle/nvcc-diag, is exactly what the lexer reports as the preprocessor's
//! (line, column, severity, words). Stray-token problems are the front end's (EC7) and
//! belong to a later stage, so they are not part of this comparison.

mod support;

use std::path::Path;

use cufront_engine::lex::{lex, LexOptions};
use cufront_engine::source::FileTable;
use support::oracle_field;

#[test]
fn demo_units_match_the_oracle() {
    compare_with_oracle("demo", 3);
}

#[test]
fn lexical_cases_match_the_oracle() {
    compare_with_oracle("cases/lex", 9);
}

fn compare_with_oracle(dir: &str, at_least: usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus").join(dir);
    let mut units: Vec<_> = std::fs::read_dir(&root)
        .expect("corpus directory")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    units.sort();
    assert!(units.len() >= at_least, "{dir} has its units");
    for unit in units {
        let name = unit.file_name().and_then(|n| n.to_str()).expect("utf-8 name").to_string();
        let expected_path = root.join("expected").join(name.replace(".cu", ".jsonl"));
        let expected_text = std::fs::read_to_string(&expected_path).expect("expected output committed");
        let mut want: Vec<String> = expected_text
            .lines()
            .filter(|l| {
                oracle_field(l, "tool").as_deref() == Some("cpp") && oracle_field(l, "pass").as_deref() == Some("host")
            })
            .map(|l| {
                format!(
                    "{}:{}:{}: {}: {}",
                    oracle_field(l, "file").unwrap_or_default(),
                    oracle_field(l, "line").unwrap_or_default(),
                    oracle_field(l, "col").unwrap_or_default(),
                    oracle_field(l, "severity").unwrap_or_default(),
                    oracle_field(l, "message").unwrap_or_default()
                )
            })
            .collect();
        want.sort();

        let mut table = FileTable::new();
        let id = table.add_path(&unit).expect("readable");
        let file = table.get(id);
        let mut got: Vec<String> = lex(file.bytes(), &LexOptions::default())
            .problems
            .iter()
            .filter(|p| p.kind.is_reported_by_preprocessor())
            .map(|p| {
                let lc = file.line_col(p.offset);
                format!("{name}:{}:{}: {}: {}", lc.line, lc.col, p.kind.severity().word(), p.kind.message())
            })
            .collect();
        got.sort();
        assert_eq!(got, want, "{name}");
    }
}
