//! The cross-reference log (seed 002: write_xref_entry): every declaration of an entity in
//! the user's code and every use the symbol-reference recorder (`sema::refs`) sees, one line
//! each, `\t%c\t%s\t%lu\t%d\n` — a kind letter, the entity's qualified name, the line and
//! the column — under a prefix line naming the file and the function the lines are in.
//!
//! The kind letters:
//!
//! | letter | use |
//! |---|---|
//! | `N` | a declaration (that does not define) |
//! | `F` | a definition (a function with its body, a class with its members, a variable …) |
//! | `R` | a read: the entity's value is taken |
//! | `W` | a write: it is assigned |
//! | `M` | a read and a write (`x += 1`, `x++`) |
//! | `T` | its address is taken (`&x`) |
//! | `C` | a call |
//! | `K` | a kernel launch (`k<<<…>>>(…)`) |
//! | `D` | a use in an unevaluated operand (`sizeof`, `alignof`, `noexcept`) |
//! | `U` | any other use (bound to a reference, an argument whose parameter is not known …) |
//!
//! Entries are placed in the source as written (file, 1-based line and byte column). The
//! log of a run is sorted by (file, line, column, kind, name) and has each entry once,
//! whichever units and passes saw it, so it is the same for any `--jobs`.

use std::io::{self, Write};

use crate::il::{EntityId, EntityKind, Il, ScopeKind};
use crate::lex::TokenKind;
use crate::parse::tokens::flag as token_flag;
use crate::parse::Tokens;
use crate::source::FileTable;

/// What a reference is (see the module's table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum XrefKind {
    Declaration,
    Definition,
    Read,
    Write,
    Modify,
    AddressTaken,
    Call,
    Launch,
    Unevaluated,
    Other,
}

impl XrefKind {
    pub const ALL: [XrefKind; 10] = [
        XrefKind::Declaration,
        XrefKind::Definition,
        XrefKind::Read,
        XrefKind::Write,
        XrefKind::Modify,
        XrefKind::AddressTaken,
        XrefKind::Call,
        XrefKind::Launch,
        XrefKind::Unevaluated,
        XrefKind::Other,
    ];

    pub fn letter(self) -> char {
        match self {
            XrefKind::Declaration => 'N',
            XrefKind::Definition => 'F',
            XrefKind::Read => 'R',
            XrefKind::Write => 'W',
            XrefKind::Modify => 'M',
            XrefKind::AddressTaken => 'T',
            XrefKind::Call => 'C',
            XrefKind::Launch => 'K',
            XrefKind::Unevaluated => 'D',
            XrefKind::Other => 'U',
        }
    }
}

/// A use the recorder saw: the token where the entity is named, what the use is, the
/// entity, and the function whose body it is in (`EntityId::NONE` outside functions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recorded {
    pub token: u32,
    pub kind: XrefKind,
    pub entity: EntityId,
    pub routine: EntityId,
    /// `entity` is certainly the one named: false for a function among overloads the
    /// checks did not choose between (`entity` is then one of them, the name is right).
    pub certain: bool,
}

/// One line of the log, placed.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct XrefEntry {
    /// The file's path as the unit named it.
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub kind: XrefKind,
    /// The entity's qualified name.
    pub name: String,
    /// The qualified name of the function the entry is in; empty outside functions.
    pub scope: String,
    /// What the entity is, for the database (the log leaves these out): its kind as
    /// diagnostics name it (`function`, `variable` …), its CUDA space (`global`, `device`,
    /// `host device`, `host` for a routine declared `__host__`; `device`, `constant`,
    /// `shared`, `managed` for a variable; empty for none), and the pass that saw the entry
    /// (`host`, `device`; empty when read back from a log).
    pub entity_kind: &'static str,
    pub space: &'static str,
    pub pass: &'static str,
    /// For the database, which keeps overloads apart: a function's parameter types and
    /// qualifiers (`(int, const float *)`, `() const`), empty for other entities; the same for
    /// the enclosing function. (Last, so the order of entries is the log's.)
    pub signature: String,
    pub scope_signature: String,
}

impl XrefEntry {
    /// What the log shows of an entry (two entries the log writes alike are one line).
    fn log_key(&self) -> (&str, &str, u32, u32, XrefKind, &str) {
        (&self.file, &self.scope, self.line, self.col, self.kind, &self.name)
    }
}

/// The words of an entity's CUDA space ([`XrefEntry::space`]), and of a pass.
pub const SPACE_WORDS: [&str; 7] = ["global", "host device", "device", "host", "constant", "shared", "managed"];
pub const PASS_WORDS: [&str; 2] = ["host", "device"];

/// An entity's CUDA space in the database's words.
pub(crate) fn space(il: &Il, e: EntityId) -> &'static str {
    use crate::il::{ExecSpaces as X, MemorySpaces as M};
    let ent = il.entity(e);
    match ent.kind {
        EntityKind::Routine => match (ent.exec.has(X::GLOBAL), ent.exec.has(X::HOST), ent.exec.has(X::DEVICE)) {
            (true, _, _) => "global",
            (false, true, true) => "host device",
            (false, false, true) => "device",
            (false, true, false) => "host",
            _ => "",
        },
        EntityKind::Variable | EntityKind::Field | EntityKind::Parameter => {
            if ent.memory.has(M::CONSTANT) {
                "constant"
            } else if ent.memory.has(M::SHARED) {
                "shared"
            } else if ent.memory.has(M::MANAGED) {
                "managed"
            } else if ent.memory.has(M::DEVICE) {
                "device"
            } else {
                ""
            }
        }
        _ => "",
    }
}

/// The unit's entries: the declarations and uses `recorded` in its user code (entries in system headers and in the CUDA toolkit's directories
/// `toolkit` are left out).
pub fn entries(
    tokens: &Tokens,
    il: &Il,
    files: &FileTable,
    recorded: &[Recorded],
    toolkit: &[std::path::PathBuf],
    pass: &'static str,
) -> Vec<XrefEntry> {
    // Per file of the unit: its path when it is the user's.
    let mut users: Vec<Option<Option<String>>> = vec![None; files.len()];
    let mut place = |token: u32| -> Option<(String, u32, u32)> {
        let i = token as usize;
        if tokens.flags.get(i)? & token_flag::SYSTEM != 0 {
            return None;
        }
        let at = *tokens.at.get(i)?;
        let file = files.get(at.file);
        let user = users.get_mut(at.file.0 as usize)?.get_or_insert_with(|| {
            let path = file.path();
            (!toolkit.iter().any(|d| path.starts_with(d))).then(|| path.display().to_string())
        });
        let path = user.clone()?;
        let lc = file.line_col(at.offset);
        Some((path, lc.line, lc.col))
    };
    let mut out = Vec::new();
    // Each entity's name is made once: a function's body names it in every entry.
    let mut names: rustc_hash::FxHashMap<EntityId, String> = rustc_hash::FxHashMap::default();
    let mut named = |e: EntityId| names.entry(e).or_insert_with(|| name(tokens, il, e)).clone();
    let keys = crate::sema::names::Names::for_keys(il, tokens);
    let mut signatures: rustc_hash::FxHashMap<EntityId, String> = rustc_hash::FxHashMap::default();
    let mut signed =
        |e: EntityId| signatures.entry(e).or_insert_with(|| keys.parameters(e).unwrap_or_default()).clone();
    for r in recorded {
        let Some((file, line, col)) = place(r.token) else { continue };
        let (scope, scope_signature) =
            if r.routine.is_none() { Default::default() } else { (named(r.routine), signed(r.routine)) };
        let entity_kind = il.entity(r.entity).kind.label();
        // An overload not chosen: the database's row for the name with no signature (and no
        // space) stands for "one of them".
        let (signature, space) = match il.entity(r.entity).kind {
            EntityKind::Routine if !r.certain => (String::new(), ""),
            EntityKind::Routine => (signed(r.entity), space(il, r.entity)),
            _ => (String::new(), space(il, r.entity)),
        };
        out.push(XrefEntry {
            file,
            line,
            col,
            kind: r.kind,
            name: named(r.entity),
            scope,
            entity_kind,
            space,
            pass,
            signature,
            scope_signature,
        });
    }
    out
}

/// What declaring `e` is: a definition or not; `None` for what the log does not list
/// (anonymous entities, using-declarations).
pub fn declaration_kind(il: &Il, e: EntityId) -> Option<XrefKind> {
    let ent = il.entity(e);
    if ent.name == crate::intern::Sym(0) || ent.kind == EntityKind::UsingDeclaration {
        return None;
    }
    Some(if ent.has(crate::il::flag::DEFINED) || defines_by_declaring(il, e) {
        XrefKind::Definition
    } else {
        XrefKind::Declaration
    })
}

/// Whether declaring `e` defines it: a local or namespace-scope variable that is not
/// `extern`, a parameter, an enumerator, a typedef, a template parameter.
fn defines_by_declaring(il: &Il, e: EntityId) -> bool {
    let ent = il.entity(e);
    match ent.kind {
        EntityKind::Variable => {
            ent.storage != crate::il::StorageClass::Extern && il.scope(ent.parent).kind != ScopeKind::Class
        }
        EntityKind::Field
        | EntityKind::Parameter
        | EntityKind::Enumerator
        | EntityKind::Typedef
        | EntityKind::TemplateTypeParam
        | EntityKind::TemplateValueParam
        | EntityKind::TemplateTemplateParam
        | EntityKind::NamespaceAlias
        | EntityKind::Concept => true,
        _ => false,
    }
}

/// An entity's name in the log: qualified by the namespaces and classes around it
/// (`<unnamed>` for an anonymous one); locals and parameters by their name alone (the
/// prefix line names their function).
pub fn name(tokens: &Tokens, il: &Il, e: EntityId) -> String {
    let spelled = |e: EntityId| -> String {
        let ent = il.entity(e);
        let i = ent.token as usize;
        match tokens.kind.get(i) {
            Some(TokenKind::Identifier) if ent.name != crate::intern::Sym(0) => {
                let text = String::from_utf8_lossy(tokens.spelling(i)).into_owned();
                if ent.has(crate::il::flag::DESTRUCTOR) {
                    format!("~{text}")
                } else {
                    text
                }
            }
            _ => "<unnamed>".to_string(),
        }
    };
    let mut parts = vec![spelled(e)];
    parts.extend(il.qualifiers(e).map(spelled));
    parts.reverse();
    parts.join("::")
}

/// Writes `entries` (sorted, each once) in the log's format: a prefix line `FILE\tSCOPE`
/// whenever the file or the function changes, then `\tK\tNAME\tLINE\tCOL` per entry.
pub fn write(out: &mut dyn Write, entries: &[XrefEntry]) -> io::Result<()> {
    let mut current: Option<(&str, &str)> = None;
    let mut last = None;
    for e in entries {
        // Entries the passes both saw (or that differ only in what the log leaves out) are
        // one line; sorted, they are neighbours.
        if last == Some(e.log_key()) {
            continue;
        }
        last = Some(e.log_key());
        let here = (e.file.as_str(), e.scope.as_str());
        if current != Some(here) {
            writeln!(out, "{}\t{}", e.file, e.scope)?;
            current = Some(here);
        }
        writeln!(out, "\t{}\t{}\t{}\t{}", e.kind.letter(), e.name, e.line, e.col)?;
    }
    Ok(())
}

/// Reads a log [`write`] wrote (shards' logs, to merge them). A line that is neither a
/// prefix nor an entry is an error: its number.
pub fn parse(text: &str) -> Result<Vec<XrefEntry>, usize> {
    let mut out = Vec::new();
    let (mut file, mut scope) = (String::new(), String::new());
    for (n, line) in text.lines().enumerate() {
        if let Some(entry) = line.strip_prefix('\t') {
            let fields: Vec<&str> = entry.split('\t').collect();
            let [letter, name, line_no, col] = fields[..] else { return Err(n + 1) };
            let kind = XrefKind::ALL.iter().copied().find(|k| letter.len() == 1 && letter.starts_with(k.letter()));
            let (Some(kind), Ok(line_no), Ok(col)) = (kind, line_no.parse(), col.parse()) else { return Err(n + 1) };
            out.push(XrefEntry {
                file: file.clone(),
                line: line_no,
                col,
                kind,
                name: name.into(),
                scope: scope.clone(),
                entity_kind: "",
                space: "",
                pass: "",
                signature: String::new(),
                scope_signature: String::new(),
            });
        } else if !line.is_empty() {
            let (f, s) = line.split_once('\t').ok_or(n + 1)?;
            (file, scope) = (f.to_string(), s.to_string());
        }
    }
    Ok(out)
}

/// Sorts entries and drops repeats (the same use seen by several units or passes).
pub fn sorted_unique(mut entries: Vec<XrefEntry>) -> Vec<XrefEntry> {
    entries.sort_unstable();
    entries.dedup();
    entries
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_lines_mark_changes_of_file_and_function() {
        let e = |file: &str, line, kind, name: &str, scope: &str| XrefEntry {
            file: file.into(),
            line,
            col: 1,
            kind,
            name: name.into(),
            scope: scope.into(),
            // What the log leaves out (a log reads back without it).
            entity_kind: "",
            space: "",
            pass: "",
            signature: String::new(),
            scope_signature: String::new(),
        };
        let entries = sorted_unique(vec![
            e("a.cu", 3, XrefKind::Call, "d", "k"),
            e("a.cu", 1, XrefKind::Definition, "d", ""),
            e("a.cu", 3, XrefKind::Call, "d", "k"),
            e("a.cu", 2, XrefKind::Definition, "k", ""),
            e("b.cu", 1, XrefKind::Read, "n::v", "h"),
        ]);
        let mut out = Vec::new();
        write(&mut out, &entries).expect("in memory");
        let text = String::from_utf8(out).expect("utf-8");
        assert_eq!(text, "a.cu\t\n\tF\td\t1\t1\n\tF\tk\t2\t1\na.cu\tk\n\tC\td\t3\t1\nb.cu\th\n\tR\tn::v\t1\t1\n");
        // What is written reads back as it was.
        assert_eq!(parse(&text), Ok(entries));
        assert_eq!(parse("a.cu\tk\n\tQ\tx\t1\t1\n"), Err(2));
    }
}
