//! The merge of the machine-readable outputs: every unit's diagnostics, one list ordered by
//! content (path, line, column, number, message, pass), a diagnostic that several units
//! report (one inside a shared header) once. Ordered by content, never by worker or id, so
//! a run, any number of workers and any split into shards give the same bytes.

/// A diagnostic's place in the merged order, read from its JSON line (the oracle's fields).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Key {
    file: String,
    line: u64,
    /// 0 for none (`At end of source`, g++'s line-only places): before column 1.
    col: u64,
    /// The rule (`EC65`) or, for g++'s, the empty string; then the warning number.
    rule: String,
    number: u64,
    message: String,
    pass: String,
}

impl Key {
    /// The key of one JSON line of `render::json_lines`; `None` if it is not one.
    pub fn of_json(line: &str) -> Option<Key> {
        let v: serde_json::Value = serde_json::from_str(line).ok()?;
        // A diagnostic is an object that says where, how severe and what.
        if !(v["file"].is_string() && v["severity"].is_string() && v["message"].is_string()) {
            return None;
        }
        let text = |k: &str| v[k].as_str().unwrap_or_default().to_string();
        Some(Key {
            file: text("file"),
            line: v["line"].as_u64().unwrap_or(0),
            col: v["col"].as_u64().unwrap_or(0),
            rule: text("rule"),
            number: v["number"].as_u64().unwrap_or(0),
            message: text("message"),
            pass: text("pass"),
        })
    }
}

/// Sorts `entries` (a key and the text printed for it) by key then text, and drops exact
/// repeats: what several units report alike is printed once.
pub fn sorted_unique<T: Ord>(entries: &mut Vec<(Key, T)>) {
    entries.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
    entries.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1);
}

/// JSON lines from any number of runs or shards, merged: ordered by content, each distinct
/// line once. The shards' symbol lines (`check --shard`) are read for the cross-unit checks,
/// whose findings join the diagnostics, as in a single run. Lines that are neither are
/// errors (the input is not cufront's JSON).
pub fn merge_json<'a>(lines: impl IntoIterator<Item = &'a str>) -> Result<String, String> {
    let mut entries = Vec::new();
    let mut symbols = Vec::new();
    for (n, line) in lines.into_iter().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let line = line.trim_end();
        if let Some(symbol) = super::cross::symbol_of_json(line) {
            symbols.push(symbol);
            continue;
        }
        let key = Key::of_json(line).ok_or_else(|| format!("line {}: not a diagnostic in JSON: {line}", n + 1))?;
        entries.push((key, line.to_string()));
    }
    for finding in super::cross::check(&symbols) {
        let line = super::cross::finding_json(&finding);
        entries.extend(Key::of_json(&line).map(|key| (key, line)));
    }
    sorted_unique(&mut entries);
    let mut out = String::new();
    for (_, line) in entries {
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_by_content_and_keeps_each_line_once() {
        let a = r#"{"file": "b.cu", "line": 2, "col": 1, "severity": "error", "number": null, "rule": "EC65", "message": "m", "pass": "host", "tool": "cudafe++"}"#;
        let b = r#"{"file": "a.cu", "line": 10, "col": null, "severity": "error", "number": null, "rule": "EC67", "message": "m", "pass": "host", "tool": "cudafe++"}"#;
        let c = r#"{"file": "a.cu", "line": 9, "col": 4, "severity": "warning", "number": 177, "rule": "EC177", "message": "m", "pass": "device", "tool": "cicc"}"#;
        let merged = merge_json([a, b, c, a, b]).expect("diagnostics");
        assert_eq!(merged, format!("{c}\n{b}\n{a}\n"));
        assert_eq!(merge_json([c, b, a]).expect("diagnostics"), merged);
        assert!(merge_json(["not json"]).is_err());
        assert!(merge_json(["2"]).is_err(), "JSON, but no diagnostic");
    }
}
