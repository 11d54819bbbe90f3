//! Identifiers and macros of a unit: the symbol table (each identifier spelled once, looked
//! up by a 32-bit [`Sym`]) and the macro table indexed by symbol, so that deciding whether an
//! identifier is a macro is an array load, not a hash.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use rustc_hash::FxHasher;

use super::define::Variadic;
use super::token::{PpKind, PpToken, Sym};
use crate::lex::TokenKind;
use crate::source::Loc;

/// Symbols every unit has, at fixed indices (`Sym(i + 1)` for entry `i`).
const WELL_KNOWN: &[&str] = &[
    "defined",
    "__VA_ARGS__",
    "__VA_OPT__",
    "__has_include",
    "__has_include_next",
    "_Pragma",
    "__FILE__",
    "__LINE__",
    "__COUNTER__",
    "__INCLUDE_LEVEL__",
    "__BASE_FILE__",
    "__DATE__",
    "__TIME__",
    "__TIMESTAMP__",
    "__FILE_NAME__",
    "__has_attribute",
    "__has_cpp_attribute",
    "__has_builtin",
    "__has_feature",
    "__has_extension",
    "true",
    "false",
];

impl Sym {
    pub const DEFINED: Sym = Sym(1);
    pub const VA_ARGS: Sym = Sym(2);
    pub const VA_OPT: Sym = Sym(3);
    pub const HAS_INCLUDE: Sym = Sym(4);
    pub const HAS_INCLUDE_NEXT: Sym = Sym(5);
    pub const PRAGMA_OPERATOR: Sym = Sym(6);
    pub const TRUE: Sym = Sym(21);
    pub const FALSE: Sym = Sym(22);
}

/// The built-in macros: expanded by code, not by a replacement list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    File,
    Line,
    Counter,
    IncludeLevel,
    BaseFile,
    Date,
    Time,
    Timestamp,
    FileName,
    HasAttribute,
    HasCppAttribute,
    HasBuiltin,
    HasInclude,
    HasIncludeNext,
    PragmaOperator,
}

impl Builtin {
    fn all() -> [(Sym, Builtin); 15] {
        use Builtin::*;
        [
            (Sym(7), File),
            (Sym(8), Line),
            (Sym(9), Counter),
            (Sym(10), IncludeLevel),
            (Sym(11), BaseFile),
            (Sym(12), Date),
            (Sym(13), Time),
            (Sym(14), Timestamp),
            (Sym(15), FileName),
            (Sym(16), HasAttribute),
            (Sym(17), HasCppAttribute),
            (Sym(18), HasBuiltin),
            (Sym::HAS_INCLUDE, HasInclude),
            (Sym::HAS_INCLUDE_NEXT, HasIncludeNext),
            (Sym::PRAGMA_OPERATOR, PragmaOperator),
        ]
    }

    /// Built-ins that only mean something in `#if` (g++: "__has_include" outside #if is an
    /// error) or that take a parenthesized operand.
    pub fn is_function_like(self) -> bool {
        matches!(
            self,
            Builtin::HasAttribute
                | Builtin::HasCppAttribute
                | Builtin::HasBuiltin
                | Builtin::HasInclude
                | Builtin::HasIncludeNext
                | Builtin::PragmaOperator
        )
    }
}

type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// The unit's identifiers.
#[derive(Debug)]
pub struct Symbols {
    map: FxMap<Box<[u8]>, Sym>,
    names: Vec<Box<[u8]>>,
}

impl Default for Symbols {
    fn default() -> Self {
        Symbols::new()
    }
}

impl Symbols {
    pub fn new() -> Symbols {
        let mut s = Symbols { map: FxMap::default(), names: vec![Box::from(&b""[..])] };
        for name in WELL_KNOWN {
            s.intern(name.as_bytes());
        }
        s
    }

    /// The symbol of an identifier spelled `name` (UCNs already turned into UTF-8).
    #[inline]
    pub fn intern(&mut self, name: &[u8]) -> Sym {
        if let Some(&s) = self.map.get(name) {
            return s;
        }
        let s = Sym(self.names.len() as u32);
        self.names.push(Box::from(name));
        self.map.insert(Box::from(name), s);
        s
    }

    pub fn get(&self, name: &[u8]) -> Option<Sym> {
        self.map.get(name).copied()
    }

    pub fn name(&self, s: Sym) -> &[u8] {
        self.names.get(s.0 as usize).map_or(&b""[..], |n| n)
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.len() <= 1
    }
}

/// The parameters of a function-like macro.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// The names, the variadic one (`__VA_ARGS__` or GNU `rest...`) last.
    pub names: Vec<Sym>,
    pub variadic: Variadic,
}

/// A macro: its replacement list as tokens (parameters as `PpKind::Param`, `##` folded
/// into `PASTE_LEFT` on its left operand, `#` into `STRINGIFY` on its operand, the first
/// token without `LEADING_SPACE`), or a built-in.
#[derive(Clone, Debug)]
pub struct Macro {
    pub name: Sym,
    pub params: Option<Params>,
    /// Shared: an expansion reads it while the table may change (`#define` in arguments).
    pub body: std::rc::Rc<[PpToken]>,
    pub builtin: Option<Builtin>,
    /// Where the name was in its `#define` (None for built-ins and predefined ones with no
    /// file).
    pub defined_at: Option<Loc>,
    /// Set while the macro's own expansion is being rescanned.
    pub disabled: bool,
}

impl Macro {
    pub fn is_function_like(&self) -> bool {
        self.params.is_some() || self.builtin.is_some_and(Builtin::is_function_like)
    }
}

/// Index of a macro in [`MacroTable::macros`].
pub type MacroIndex = u32;

/// The macros of a unit. A definition is never removed from `macros` (an expansion in
/// progress may still name it); `#undef` only unlinks it from its symbol.
#[derive(Debug, Default)]
pub struct MacroTable {
    by_sym: Vec<MacroIndex>,
    pub macros: Vec<Macro>,
    /// `#pragma push_macro` stacks, by symbol.
    pushed: FxMap<Sym, Vec<Option<MacroIndex>>>,
}

const NONE: MacroIndex = MacroIndex::MAX;

impl MacroTable {
    pub fn new() -> MacroTable {
        let mut t = MacroTable::default();
        for (sym, b) in Builtin::all() {
            t.define(Macro {
                name: sym,
                params: None,
                body: std::rc::Rc::from(Vec::new()),
                builtin: Some(b),
                defined_at: None,
                disabled: false,
            });
        }
        t
    }

    #[inline]
    pub fn lookup(&self, s: Sym) -> Option<MacroIndex> {
        match self.by_sym.get(s.0 as usize) {
            Some(&i) if i != NONE => Some(i),
            _ => None,
        }
    }

    pub fn get(&self, i: MacroIndex) -> &Macro {
        &self.macros[i as usize]
    }

    pub fn get_mut(&mut self, i: MacroIndex) -> &mut Macro {
        &mut self.macros[i as usize]
    }

    pub fn define(&mut self, m: Macro) -> MacroIndex {
        let s = m.name.0 as usize;
        if self.by_sym.len() <= s {
            self.by_sym.resize(s + 1, NONE);
        }
        let i = self.macros.len() as MacroIndex;
        self.macros.push(m);
        self.by_sym[s] = i;
        i
    }

    pub fn undefine(&mut self, s: Sym) {
        if let Some(slot) = self.by_sym.get_mut(s.0 as usize) {
            *slot = NONE;
        }
    }

    pub fn push(&mut self, s: Sym) {
        let current = self.lookup(s);
        self.pushed.entry(s).or_default().push(current);
    }

    pub fn pop(&mut self, s: Sym) {
        if let Some(saved) = self.pushed.get_mut(&s).and_then(|v| v.pop()) {
            match saved {
                Some(i) => {
                    let slot = s.0 as usize;
                    if self.by_sym.len() <= slot {
                        self.by_sym.resize(slot + 1, NONE);
                    }
                    self.by_sym[slot] = i;
                }
                None => self.undefine(s),
            }
        }
    }

    /// Whether two definitions are the same ([cpp.replace]/2: same parameters, same
    /// replacement list with the same white-space separation); `spell` gives a token's bytes.
    pub fn same_definition<'a>(a: &Macro, b: &Macro, spell: impl Fn(&PpToken) -> &'a [u8]) -> bool {
        if a.params != b.params || a.body.len() != b.body.len() {
            return false;
        }
        a.body.iter().zip(b.body.iter()).all(|(x, y)| {
            x.pp == y.pp
                && x.flags == y.flags
                && match x.pp {
                    PpKind::Param => x.sym == y.sym,
                    PpKind::Token => x.kind == y.kind && (x.kind == TokenKind::Eof || spell(x) == spell(y)),
                    _ => true,
                }
        })
    }
}
