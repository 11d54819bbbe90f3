//! The macros of a unit: the macro table indexed by symbol (the run's interned identifiers,
//! [`crate::intern`]), so that deciding whether an identifier is a macro is an array load,
//! not a hash.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use rustc_hash::FxHasher;

use super::define::Variadic;
use super::token::{PpKind, PpToken, Sym};
use crate::lex::TokenKind;
use crate::source::Loc;

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
            (Sym::FILE, File),
            (Sym::LINE, Line),
            (Sym::COUNTER, Counter),
            (Sym::INCLUDE_LEVEL, IncludeLevel),
            (Sym::BASE_FILE, BaseFile),
            (Sym::DATE, Date),
            (Sym::TIME, Time),
            (Sym::TIMESTAMP, Timestamp),
            (Sym::FILE_NAME, FileName),
            (Sym::HAS_ATTRIBUTE, HasAttribute),
            (Sym::HAS_CPP_ATTRIBUTE, HasCppAttribute),
            (Sym::HAS_BUILTIN, HasBuiltin),
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
