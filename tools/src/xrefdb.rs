//! The cross-reference database (`cufront check --xref-db FILE.sqlite`): the entries of the
//! cross-reference log, with what the log leaves out (the entity's kind and CUDA space, the
//! pass that saw each reference), in SQLite:
//!
//! - `files(id, path)`;
//! - `entities(id, kind, name, signature, execution_space, memory_space, decl_file, decl_line,
//!   decl_col, def_file, def_line, def_col)`: one row per (qualified name, signature, kind) —
//!   a function's signature is its parameter types and qualifiers (`(int, float *)`,
//!   `() const`), so overloads have rows of their own; empty for other entities — with its
//!   first declaration and first definition in the user's files;
//! - `refs(entity, kind, file, line, col, enclosing, pass)`: one row per reference and pass,
//!   `kind` the log's letter (N F R W M T C K D U), `enclosing` the function it is in (NULL
//!   outside functions).
//!
//! Rows are written in the order of their content (ids follow it), so a run writes the same
//! database for any `--jobs`, and `cufront merge --xref-db` rebuilds from shards' databases
//! exactly the one a single run writes.

use std::collections::BTreeMap;
use std::path::Path;

use cufront_engine::il::EntityKind;
use cufront_engine::xref::{XrefEntry, XrefKind};
use rusqlite::{params, Connection};

const SCHEMA: &str = "
CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE);
CREATE TABLE entities (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    signature TEXT NOT NULL,
    execution_space TEXT NOT NULL,
    memory_space TEXT NOT NULL,
    decl_file INTEGER REFERENCES files, decl_line INTEGER, decl_col INTEGER,
    def_file INTEGER REFERENCES files, def_line INTEGER, def_col INTEGER,
    UNIQUE (name, signature, kind)
);
CREATE TABLE refs (
    entity INTEGER NOT NULL REFERENCES entities,
    kind TEXT NOT NULL,
    file INTEGER NOT NULL REFERENCES files,
    line INTEGER NOT NULL,
    col INTEGER NOT NULL,
    enclosing INTEGER REFERENCES entities,
    pass TEXT NOT NULL
);
CREATE INDEX refs_by_entity ON refs (entity, kind);
CREATE INDEX refs_by_enclosing ON refs (enclosing, kind);
CREATE INDEX refs_by_place ON refs (file, line);
CREATE INDEX entities_by_name ON entities (name);
";

/// An entity's row before ids are given.
#[derive(Default)]
struct Row {
    space: &'static str,
    declared: Option<(i64, u32, u32)>,
    defined: Option<(i64, u32, u32)>,
}

/// Writes `entries` (sorted, each once: `xref::sorted_unique`) as a new database at `path`.
pub fn write(path: &Path, entries: &[XrefEntry]) -> rusqlite::Result<()> {
    if path.exists() {
        // A database is written whole: an old one is replaced, not added to.
        let _ = std::fs::remove_file(path);
    }
    let mut db = Connection::open(path)?;
    db.execute_batch(SCHEMA)?;
    let files: Vec<&str> = {
        let mut f: Vec<&str> = entries.iter().map(|e| e.file.as_str()).collect();
        f.sort_unstable();
        f.dedup();
        f
    };
    // Ids count from 1, in the order of the content.
    let file_id = |path: &str| files.binary_search(&path).unwrap_or(0) as i64 + 1;
    let mut rows: BTreeMap<(&str, &str, &'static str), Row> = BTreeMap::new();
    for e in entries {
        let row = rows.entry((e.name.as_str(), e.signature.as_str(), e.entity_kind)).or_default();
        if row.space.is_empty() {
            row.space = e.space;
        }
        let at = Some((file_id(&e.file), e.line, e.col));
        match e.kind {
            XrefKind::Declaration if row.declared.is_none() => row.declared = at,
            XrefKind::Definition if row.defined.is_none() => row.defined = at,
            _ => {}
        }
        if !e.scope.is_empty() {
            rows.entry((e.scope.as_str(), e.scope_signature.as_str(), "function")).or_default();
        }
    }
    let ids: BTreeMap<(&str, &str, &str), i64> = rows.keys().enumerate().map(|(i, &k)| (k, i as i64 + 1)).collect();
    let tx = db.transaction()?;
    {
        let mut insert = tx.prepare("INSERT INTO files (id, path) VALUES (?1, ?2)")?;
        for (i, f) in files.iter().enumerate() {
            insert.execute(params![i as i64 + 1, f])?;
        }
        let mut insert = tx.prepare(
            "INSERT INTO entities (id, kind, name, signature, execution_space, memory_space, decl_file, decl_line, \
             decl_col, def_file, def_line, def_col) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        )?;
        for (i, ((name, signature, kind), row)) in rows.iter().enumerate() {
            let routine = *kind == EntityKind::Routine.label();
            let (execution, memory) = if routine { (row.space, "") } else { ("", row.space) };
            let (d, f) = (row.declared, row.defined);
            insert.execute(params![
                i as i64 + 1,
                kind,
                name,
                signature,
                execution,
                memory,
                d.map(|x| x.0),
                d.map(|x| x.1),
                d.map(|x| x.2),
                f.map(|x| x.0),
                f.map(|x| x.1),
                f.map(|x| x.2),
            ])?;
        }
        let mut insert = tx.prepare(
            "INSERT INTO refs (entity, kind, file, line, col, enclosing, pass) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )?;
        // One row per reference and pass: entries that differ only in what the entity row
        // holds (its space, as units declared it) are one row.
        let refs: std::collections::BTreeSet<_> = entries
            .iter()
            .map(|e| {
                let entity = ids.get(&(e.name.as_str(), e.signature.as_str(), e.entity_kind)).copied().unwrap_or(0);
                let enclosing = (!e.scope.is_empty())
                    .then(|| ids.get(&(e.scope.as_str(), e.scope_signature.as_str(), "function")).copied())
                    .flatten();
                (entity, e.kind.letter(), file_id(&e.file), e.line, e.col, enclosing, e.pass)
            })
            .collect();
        for (entity, letter, file, line, col, enclosing, pass) in refs {
            insert.execute(params![entity, letter.to_string(), file, line, col, enclosing, pass])?;
        }
    }
    tx.commit()?;
    // The file holds nothing of the run but its rows.
    db.execute_batch("VACUUM")?;
    Ok(())
}

/// The entries a database [`write`] wrote (shards' databases, to merge them).
pub fn read(path: &Path) -> rusqlite::Result<Vec<XrefEntry>> {
    let db = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let mut q = db.prepare(
        "SELECT f.path, r.line, r.col, r.kind, e.name, COALESCE(s.name, ''), e.kind, \
         e.execution_space || e.memory_space, r.pass, e.signature, COALESCE(s.signature, '') \
         FROM refs r JOIN entities e ON e.id = r.entity JOIN files f ON f.id = r.file \
         LEFT JOIN entities s ON s.id = r.enclosing",
    )?;
    let rows = q.query_map([], |r| {
        let letter: String = r.get(3)?;
        let kind = XrefKind::ALL.iter().copied().find(|k| letter.starts_with(k.letter())).unwrap_or(XrefKind::Other);
        let entity_kind: String = r.get(6)?;
        let space: String = r.get(7)?;
        let pass: String = r.get(8)?;
        Ok(XrefEntry {
            file: r.get(0)?,
            line: r.get(1)?,
            col: r.get(2)?,
            kind,
            name: r.get(4)?,
            scope: r.get(5)?,
            entity_kind: known(&entity_kind, &EntityKind::ALL.map(|k| k.label())),
            space: known(&space, &cufront_engine::xref::SPACE_WORDS),
            pass: known(&pass, &cufront_engine::xref::PASS_WORDS),
            signature: r.get(9)?,
            scope_signature: r.get(10)?,
        })
    })?;
    rows.collect()
}

/// `value` as the one of `words` it is (the database holds only words cufront writes); empty
/// for anything else.
fn known(value: &str, words: &[&'static str]) -> &'static str {
    words.iter().copied().find(|w| *w == value).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_written_reads_back() {
        // `name(signature)`: a function's signature is what follows its name.
        let split = |s: &str| match s.find('(') {
            Some(i) => (s[..i].to_string(), s[i..].to_string()),
            None => (s.to_string(), String::new()),
        };
        let e = |line, kind, name: &str, scope: &str, entity_kind, space, pass| {
            let ((name, signature), (scope, scope_signature)) = (split(name), split(scope));
            XrefEntry {
                file: "a.cu".into(),
                line,
                col: 1,
                kind,
                name,
                scope,
                entity_kind,
                space,
                pass,
                signature: if entity_kind == "function" { signature } else { String::new() },
                scope_signature,
            }
        };
        let entries = cufront_engine::xref::sorted_unique(vec![
            e(1, XrefKind::Definition, "d(int)", "", "function", "device", "host"),
            e(2, XrefKind::Definition, "d(float)", "", "function", "host device", "host"),
            e(3, XrefKind::Definition, "k(int)", "", "function", "global", "device"),
            e(4, XrefKind::Definition, "k(float)", "", "function", "global", "device"),
            e(5, XrefKind::Call, "d(int)", "k(int)", "function", "device", "device"),
            e(6, XrefKind::Call, "d(float)", "k(float)", "function", "host device", "device"),
            e(7, XrefKind::Read, "n::v", "k(int)", "variable", "constant", "device"),
        ]);
        let dir = std::env::temp_dir().join(format!("cufront-xrefdb-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let path = dir.join("x.sqlite");
        write(&path, &entries).expect("written");
        let mut back = read(&path).expect("read");
        back.sort_unstable();
        assert_eq!(back, entries);
        let db = Connection::open(&path).expect("opened");
        // Overloads are rows of their own, as callers and as callees.
        let callers: Vec<(String, String, String)> = db
            .prepare(
                "SELECT c.name || c.signature, e.signature, e.execution_space FROM refs r \
                 JOIN entities e ON e.id = r.entity JOIN entities c ON c.id = r.enclosing \
                 WHERE e.name = 'd' AND r.kind = 'C' ORDER BY r.line",
            )
            .expect("a query")
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .expect("rows")
            .collect::<Result<_, _>>()
            .expect("names");
        let want = [("k(int)", "(int)", "device"), ("k(float)", "(float)", "host device")]
            .map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()));
        assert_eq!(callers, want);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
