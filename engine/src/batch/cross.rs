//! The checks only a whole run can make: nvcc compiles one unit at a time, so what two units
//! say of one entity with external linkage (`sema::linkage`) is checked here, in the merge,
//! from the units' summaries (a single run's, or the shards' read back by `cufront merge`).
//!
//! - The same variable or function declared in different spaces in different units (a
//!   `__device__` variable that another unit declares `__constant__` or as a host variable;
//!   a function `__device__` in one unit and `__host__` in another): each unit's code then
//!   means a different entity, or the link fails.
//! - An `extern __device__` variable of a unit compiled without `-rdc` that another unit
//!   defines: in whole-program compilation the extern declaration is a definition of its own
//!   (nvcc's #20044 in that unit), so the two units' device code use different variables.
//!
//! Findings are warnings of cufront's own (nvcc cannot see them): they do not change the
//! exit status.

use std::collections::BTreeMap;

use crate::sema::linkage::Symbol;

/// One finding, placed at a declaration.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Finding {
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub message: String,
}

/// The rule name the machine formats give the findings.
pub const RULE: &str = "cross-unit";

/// What the rule checks, for SARIF's rules metadata.
const DESCRIPTION: &str = "an entity with external linkage that units declare in different CUDA spaces, or an \
     extern __device__ variable without -rdc that another unit defines";

/// A finding as a SARIF result.
pub fn finding_sarif(f: &Finding) -> crate::diag::render::OwnResult<'_> {
    crate::diag::render::OwnResult {
        rule: RULE,
        description: DESCRIPTION,
        path: &f.file,
        line: f.line,
        col: f.col,
        message: &f.message,
    }
}

/// How a declaration's space reads in a message.
fn spelled(kind: &str, space: &str) -> &'static str {
    match (kind, space) {
        (_, "global") => "__global__",
        (_, "host device") => "__host__ __device__",
        (_, "device") => "__device__",
        (_, "constant") => "__constant__",
        (_, "shared") => "__shared__",
        (_, "managed") => "__managed__",
        ("function", _) => "__host__",
        _ => "a host variable",
    }
}

/// The findings for the run's symbols (any order, repeats allowed), ordered by place.
pub fn check(symbols: &[Symbol]) -> Vec<Finding> {
    // Each entity's declarations, in order of place, each place once.
    let mut by_entity: BTreeMap<(&str, &str), Vec<&Symbol>> = BTreeMap::new();
    for s in symbols {
        by_entity.entry((s.kind, &s.name)).or_default().push(s);
    }
    let mut out = Vec::new();
    for ((kind, name), mut decls) in by_entity {
        decls.sort_by(|a, b| (&a.file, a.line, a.col, a.space).cmp(&(&b.file, b.line, b.col, b.space)));
        decls.dedup();
        let place = |s: &Symbol| format!("{}:{}:{}", s.file, s.line, s.col);
        for d in &decls {
            // The first declaration elsewhere in another space (one place may be read in two
            // spaces by units whose macros differ: not reported, the words would mislead).
            let other =
                decls.iter().find(|o| o.space != d.space && (&o.file, o.line, o.col) != (&d.file, d.line, d.col));
            if let Some(o) = other {
                out.push(Finding {
                    file: d.file.clone(),
                    line: d.line,
                    col: d.col,
                    message: format!(
                        "{kind} \"{name}\" is {} here but {} in another unit ({})",
                        spelled(kind, d.space),
                        spelled(kind, o.space),
                        place(o)
                    ),
                });
                continue;
            }
            let device_memory = matches!(d.space, "device" | "constant" | "managed");
            if kind == "variable" && device_memory && !d.defined && !d.rdc {
                if let Some(def) = decls.iter().find(|o| o.defined && o.space == d.space) {
                    out.push(Finding {
                        file: d.file.clone(),
                        line: d.line,
                        col: d.col,
                        message: format!(
                            "variable \"{name}\" is defined in another unit ({}), but without -rdc this unit's extern declaration is a variable of its own",
                            place(def)
                        ),
                    });
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// A symbol as a line of JSON (what `check --shard --format json` adds for the merge).
pub fn symbol_json(s: &Symbol) -> String {
    serde_json::json!({"symbol": {
        "name": s.name, "kind": s.kind, "space": s.space, "file": s.file, "line": s.line,
        "col": s.col, "defined": s.defined, "rdc": s.rdc,
    }})
    .to_string()
}

/// A line of `symbol_json`, read back; `None` if it is not one.
pub fn symbol_of_json(line: &str) -> Option<Symbol> {
    let v: serde_json::Value = serde_json::from_str(line).ok()?;
    let s = v.get("symbol")?;
    let word = |k: &str, words: &[&'static str]| -> Option<&'static str> {
        let text = s[k].as_str()?;
        words.iter().copied().find(|w| *w == text)
    };
    Some(Symbol {
        name: s["name"].as_str()?.to_string(),
        kind: word("kind", &["variable", "function"])?,
        space: word("space", &crate::xref::SPACE_WORDS).or_else(|| (s["space"].as_str() == Some("")).then_some(""))?,
        file: s["file"].as_str()?.to_string(),
        line: s["line"].as_u64()? as u32,
        col: s["col"].as_u64()? as u32,
        defined: s["defined"].as_bool()?,
        rdc: s["rdc"].as_bool()?,
    })
}

/// A finding as the machine formats' JSON line: the oracle's fields in `render::json_lines`'s
/// order.
pub fn finding_json(f: &Finding) -> String {
    use crate::diag::render::json_string;
    let mut out = String::from("{\"file\": ");
    json_string(&mut out, &f.file);
    out.push_str(&format!(
        ", \"line\": {}, \"col\": {}, \"severity\": \"warning\", \"number\": null, \"rule\": \"{RULE}\", \"message\": ",
        f.line, f.col
    ));
    json_string(&mut out, &f.message);
    out.push_str(", \"pass\": \"host\", \"tool\": \"cufront\"}");
    out
}

/// A finding in g++'s one-line form (`file:line:col: warning: message [cross-unit]`), as
/// nvcc's text and `--format gcc` print it.
pub fn finding_line(f: &Finding) -> String {
    format!("{}:{}:{}: warning: {} [{RULE}]", f.file, f.line, f.col, f.message)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sym(name: &str, kind: &'static str, space: &'static str, file: &str, line: u32, defined: bool) -> Symbol {
        Symbol { name: name.into(), kind, space, file: file.into(), line, col: 5, defined, rdc: false }
    }

    #[test]
    fn spaces_that_differ_between_units_are_reported_at_each_declaration() {
        let symbols = [
            sym("g", "variable", "device", "a.cu", 1, true),
            sym("g", "variable", "constant", "b.cu", 2, false),
            sym("g", "variable", "device", "a.cu", 1, true),
            sym("f(int)", "function", "device", "a.cu", 3, false),
            sym("f(float)", "function", "host", "b.cu", 4, true),
            sym("h", "variable", "", "c.cu", 1, true),
        ];
        let found = check(&symbols);
        let text: Vec<String> = found.iter().map(|f| format!("{}:{}: {}", f.file, f.line, f.message)).collect();
        assert_eq!(
            text,
            [
                "a.cu:1: variable \"g\" is __device__ here but __constant__ in another unit (b.cu:2:5)",
                "b.cu:2: variable \"g\" is __constant__ here but __device__ in another unit (a.cu:1:5)",
            ]
        );
        let mut reversed = symbols.to_vec();
        reversed.reverse();
        assert_eq!(check(&reversed), found, "the order of the units does not matter");
    }

    #[test]
    fn an_extern_device_variable_without_rdc_defined_elsewhere() {
        let mut with_rdc = sym("g", "variable", "device", "b.cu", 1, false);
        with_rdc.rdc = true;
        let symbols =
            [sym("g", "variable", "device", "a.cu", 1, true), sym("g", "variable", "device", "b.cu", 1, false)];
        let found = check(&symbols);
        assert_eq!(found.len(), 1);
        assert!(found[0].message.contains("defined in another unit (a.cu:1:5), but without -rdc"), "{found:?}");
        assert!(check(&[symbols[0].clone(), with_rdc]).is_empty());
        assert!(check(&symbols[1..]).is_empty(), "no definition: nothing to say");
    }

    #[test]
    fn symbols_survive_json() {
        let s = sym("n::f(int *)", "function", "host device", "x.cu", 9, true);
        assert_eq!(symbol_of_json(&symbol_json(&s)), Some(s));
        let h = sym("h", "variable", "", "c.cu", 1, true);
        assert_eq!(symbol_of_json(&symbol_json(&h)), Some(h));
        assert_eq!(symbol_of_json(r#"{"file": "a.cu"}"#), None);
    }
}
