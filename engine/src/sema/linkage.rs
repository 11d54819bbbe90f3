//! What a unit declares with external linkage, as a linker would see it: the namespace-scope
//! variables and functions of the user's files, with their CUDA space. Units are checked one
//! at a time (as nvcc compiles them); these summaries let the run's merge check what no
//! single unit can see (`batch::cross`).

use super::names::Names;
use crate::il::{flag, EntityId, EntityKind, Il, ScopeKind, StorageClass};
use crate::parse::tokens::flag as token_flag;
use crate::parse::Tokens;
use crate::source::FileTable;
use crate::xref::{declaration_kind, space, XrefKind};

/// One declaration with external linkage.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Symbol {
    /// The name: qualified; a function's with its parameter types (`n::f(int, float *)`).
    pub name: String,
    /// `variable` or `function`.
    pub kind: &'static str,
    /// The CUDA space in the database's words (`xref::SPACE_WORDS`); a function declared
    /// without one is `host`.
    pub space: &'static str,
    pub file: String,
    pub line: u32,
    pub col: u32,
    /// A definition (not an `extern` declaration or a prototype).
    pub defined: bool,
    /// The unit was compiled with `-rdc=true`.
    pub rdc: bool,
}

/// The unit's declarations with external linkage in its user files (not system headers, not
/// the toolkit's `toolkit` directories). What cannot be named with certainty (templates,
/// anonymous namespaces, names the renderer does not know, entities the unit declares in
/// more than one space) is left out.
pub fn external_symbols(
    tokens: &Tokens,
    il: &Il,
    files: &FileTable,
    toolkit: &[std::path::PathBuf],
    rdc: bool,
) -> Vec<Symbol> {
    let names = Names::for_diagnostics(il, tokens);
    let mut out = Vec::new();
    for (i, ent) in il.entities.iter().enumerate() {
        let e = EntityId(i as u32);
        if !matches!(ent.kind, EntityKind::Variable | EntityKind::Routine)
            || !matches!(il.scope(ent.parent).kind, ScopeKind::File | ScopeKind::Namespace)
            || ent.has(flag::TEMPLATE | flag::SPECIALIZATION | flag::SYSTEM | flag::QUALIFIED | flag::FRIEND)
            || ent.storage == StorageClass::Static
        {
            continue;
        }
        // A const variable not declared `extern` has internal linkage.
        let constant = ent.has(flag::CONSTEXPR) || il.is_const(ent.ty) != Some(false);
        if ent.kind == EntityKind::Variable && ent.storage != StorageClass::Extern && constant {
            continue;
        }
        let t = ent.token as usize;
        if tokens.flags.get(t).is_none_or(|f| f & token_flag::SYSTEM != 0) {
            continue;
        }
        let Some(&at) = tokens.at.get(t) else { continue };
        let file = files.get(at.file);
        if toolkit.iter().any(|d| file.path().starts_with(d)) {
            continue;
        }
        let (kind, name) = match ent.kind {
            EntityKind::Variable => ("variable", names.qualified(e)),
            _ if ent.has(flag::EXTERN_C) => ("function", names.qualified(e)),
            _ => ("function", names.with_parameters(e)),
        };
        let Some(name) = name else { continue };
        let space = match space(il, e) {
            "" if kind == "function" => "host",
            s => s,
        };
        let lc = file.line_col(at.offset);
        let defined = declaration_kind(il, e) == Some(XrefKind::Definition);
        out.push(Symbol {
            name,
            kind,
            space,
            file: file.path().display().to_string(),
            line: lc.line,
            col: lc.col,
            defined,
            rdc,
        });
    }
    // One unit, one entity, one space: a unit whose declarations of an entity differ in
    // space (EDG merges or rejects them; rules not all modelled) says nothing certain of it.
    // An extern declaration of a variable the unit defines adds nothing to the definition.
    let mut by_entity: rustc_hash::FxHashMap<(&str, &str), (bool, Option<&str>, bool)> = Default::default();
    for s in &out {
        let (mixed, space, defined) = by_entity.entry((s.kind, &s.name)).or_insert((false, None, false));
        *mixed |= space.is_some_and(|sp| sp != s.space);
        *space = Some(s.space);
        *defined |= s.defined;
    }
    let keep: Vec<bool> = out
        .iter()
        .map(|s| {
            let (mixed, _, defined) = by_entity[&(s.kind, s.name.as_str())];
            !mixed && (s.defined || !defined || s.kind != "variable")
        })
        .collect();
    let mut keep = keep.into_iter();
    out.retain(|_| keep.next().unwrap_or(true));
    out
}
