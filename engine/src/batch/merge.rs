//! The merge of the machine-readable outputs: every unit's diagnostics, one list ordered by
//! content (path, line, column, number, message, pass), a diagnostic that several units
//! report (one inside a shared header) once, or as often as one unit repeats it. Ordered by content, never by worker or id, so
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

/// For each of one source's keys (a unit's passes, or one output merged), in order, how many
/// exact repeats of it come before it in that source: a unit that reports the same
/// diagnostic twice (`x, y;`: #174 for the statement and for the comma's left operand) keeps
/// both, where units that report it alike count once.
pub fn repeat_numbers<'a, K: Ord + 'a>(keys: impl IntoIterator<Item = &'a K>) -> Vec<u32> {
    let mut seen: std::collections::BTreeMap<&K, u32> = std::collections::BTreeMap::new();
    keys.into_iter()
        .map(|k| {
            let n = seen.entry(k).or_insert(0);
            *n += 1;
            *n - 1
        })
        .collect()
}

/// One source's entries (a key and the text printed for it), the text numbered among its
/// exact repeats ([`repeat_numbers`]).
pub fn numbered_repeats<T: Ord>(entries: impl IntoIterator<Item = (Key, T)>) -> Vec<(Key, (T, u32))> {
    let entries: Vec<(Key, T)> = entries.into_iter().collect();
    let numbers = repeat_numbers(entries.iter());
    entries.into_iter().zip(numbers).map(|((key, text), n)| (key, (text, n))).collect()
}

/// Sorts `entries` (a key and the text printed for it, numbered by [`numbered_repeats`]) by
/// key then text, and drops exact repeats: what several units report alike is printed as
/// often as the unit that reports it most.
pub fn sorted_unique<T: Ord>(entries: &mut Vec<(Key, T)>) {
    entries.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
    entries.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1);
}

/// The JSON outputs of any number of runs or shards (each one text), merged: ordered by
/// content, each distinct line as often as the output that has it most. The shards' symbol
/// lines (`check --shard`) are read for the cross-unit checks, whose findings join the
/// diagnostics, as in a single run. Lines that are neither are errors (the input is not
/// cufront's JSON).
pub fn merge_json<'a>(outputs: impl IntoIterator<Item = &'a str>) -> Result<String, String> {
    let mut entries = Vec::new();
    let mut symbols = Vec::new();
    let mut n = 0;
    for output in outputs {
        let mut own = Vec::new();
        for line in output.lines() {
            n += 1;
            if line.trim().is_empty() {
                continue;
            }
            let line = line.trim_end();
            if let Some(symbol) = super::cross::symbol_of_json(line) {
                symbols.push(symbol);
                continue;
            }
            let key = Key::of_json(line).ok_or_else(|| format!("line {n}: not a diagnostic in JSON: {line}"))?;
            own.push((key, line.to_string()));
        }
        entries.extend(numbered_repeats(own));
    }
    for finding in super::cross::check(&symbols) {
        let line = super::cross::finding_json(&finding);
        entries.extend(Key::of_json(&line).map(|key| (key, (line, 0))));
    }
    sorted_unique(&mut entries);
    let mut out = String::new();
    for (_, (line, _)) in entries {
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

    #[test]
    fn keeps_a_repeat_within_one_output() {
        let a = r#"{"file": "a.cu", "line": 2, "col": 3, "severity": "warning", "number": 174, "rule": "EC174", "message": "expression has no effect", "pass": "host", "tool": "cudafe++"}"#;
        let twice = format!("{a}\n{a}\n");
        assert_eq!(merge_json([twice.as_str()]).expect("diagnostics"), twice);
        assert_eq!(merge_json([twice.as_str(), twice.as_str(), a]).expect("diagnostics"), twice);
        assert_eq!(merge_json([a, a]).expect("diagnostics"), format!("{a}\n"));
    }
}
