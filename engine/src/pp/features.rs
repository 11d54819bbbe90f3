//! g++ 12's answers to `__has_attribute`, `__has_cpp_attribute` and `__has_builtin`, for
//! every name real headers ask about (`features/regen.sh` asks g++ and writes
//! `features/features.tsv`). A name not in the table is 0, as g++ answers for names it does
//! not know.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::macros::Builtin;

static TABLE: &str = include_str!("features/features.tsv");

fn table() -> &'static HashMap<(u8, &'static str), u32> {
    static MAP: OnceLock<HashMap<(u8, &'static str), u32>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut map = HashMap::new();
        for line in TABLE.lines() {
            let mut fields = line.split('\t');
            let (Some(kind), Some(name), Some(value)) = (fields.next(), fields.next(), fields.next()) else { continue };
            let k = match kind {
                "has_attribute" => 0,
                "has_cpp_attribute" => 1,
                _ => 2,
            };
            if let Ok(v) = value.parse() {
                map.insert((k, name), v);
            }
        }
        map
    })
}

/// The value of `__has_attribute(name)` and the like; `name` is the operand's tokens
/// spelled without spaces (`gnu::always_inline`).
pub fn answer(kind: Builtin, name: &[u8]) -> u32 {
    let k = match kind {
        Builtin::HasAttribute => 0,
        Builtin::HasCppAttribute => 1,
        _ => 2,
    };
    let Ok(name) = std::str::from_utf8(name) else { return 0 };
    lookup(k, name).unwrap_or(0)
}

/// The table's answer, trying g++'s equivalent spellings (`__x__` for `x`, in the name and
/// in the scope).
fn lookup<'a>(k: u8, name: &'a str) -> Option<u32> {
    if let Some(&v) = table().get(&(k, name)) {
        return Some(v);
    }
    if k == 2 {
        return None;
    }
    let (scope, attr) = match name.rsplit_once("::") {
        Some((s, a)) => (Some(s), a),
        None => (None, name),
    };
    // g++ canonicalizes `__x__` to `x` in the attribute name and in its scope
    // (`__gnu__::__const__` is `gnu::const`).
    let strip = |s: &'a str| s.strip_prefix("__").and_then(|a| a.strip_suffix("__")).unwrap_or(s);
    let bare = strip(attr);
    for spelled in [bare.to_string(), format!("__{bare}__")] {
        let full = match scope {
            Some(s) => format!("{}::{spelled}", strip(s)),
            None => spelled,
        };
        if let Some(&v) = table().get(&(k, full.as_str())) {
            return Some(v);
        }
    }
    None
}
