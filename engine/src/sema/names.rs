//! Entities as EDG names them in diagnostics: `n::d(float, int *)` for a called function,
//! `n::h` for an identifier, the bare name for a caller. Every rendering here was read off
//! the oracle's output (corpus/cases/sema); where a form has not been seen yet (templates,
//! anonymous or inline namespaces, function pointer parameters …) rendering fails and the
//! diagnostic is not reported (`Undecided::Unrendered`), rather than reported in words that
//! may not be nvcc's.

use crate::il::{Cv, EntityId, EntityKind, FloatKind, Il, RefKind, ScopeKind, Type, TypeId};
use crate::parse::Tokens;

pub(super) struct Names<'u> {
    pub il: &'u Il,
    pub tokens: &'u Tokens,
}

impl Names<'_> {
    /// The entity's own name, as spelled at its declaration.
    pub fn simple(&self, e: EntityId) -> Option<String> {
        let ent = self.il.entity(e);
        let text = self.tokens.spelling(ent.token as usize);
        let name = std::str::from_utf8(text).ok()?;
        // The token must be the name (an anonymous entity keeps its declaration's first token).
        (name.bytes().all(|b| b == b'_' || b.is_ascii_alphanumeric())
            && !name.is_empty()
            && self.tokens.sym.get(ent.token as usize) == Some(&ent.name))
        .then(|| name.to_string())
    }

    /// The name with the namespaces and classes that enclose it (`n::S::m`).
    pub fn qualified(&self, e: EntityId) -> Option<String> {
        let mut parts = vec![self.simple(e)?];
        let mut s = self.il.entity(e).parent;
        loop {
            let scope = self.il.scope(s);
            match scope.kind {
                ScopeKind::File => break,
                ScopeKind::Namespace | ScopeKind::Class => {
                    let owner = scope.entity;
                    if owner.is_none() {
                        return None;
                    }
                    let o = self.il.entity(owner);
                    // Not seen yet: how EDG names members of templates, of inline namespaces,
                    // of anonymous namespaces and classes.
                    if o.has(crate::il::flag::TEMPLATE | crate::il::flag::SPECIALIZATION)
                        || o.has(crate::il::flag::INLINE_NAMESPACE)
                    {
                        return None;
                    }
                    parts.push(self.simple(owner)?);
                    s = o.parent;
                }
                _ => return None,
            }
        }
        parts.reverse();
        Some(parts.join("::"))
    }

    /// A function with its parameter types, as EDG shows a callee: `n::d(float, int *)`.
    pub fn with_parameters(&self, e: EntityId) -> Option<String> {
        let ent = self.il.entity(e);
        let Some(Type::Function(f)) = self.il.types.get(ent.ty) else { return None };
        let f = self.il.types.function_type(f);
        let mut params = Vec::with_capacity(f.params.len() + 1);
        for &p in &f.params {
            params.push(self.parameter_type(p)?);
        }
        if f.ellipsis {
            // `d(int, ...)`; a lone `...` not seen yet.
            if params.is_empty() {
                return None;
            }
            params.push("...".into());
        }
        Some(format!("{}({})", self.qualified(e)?, params.join(", ")))
    }

    /// A parameter's type as it is in the function's type: top-level qualifiers dropped,
    /// arrays adjusted to pointers.
    fn parameter_type(&self, ty: TypeId) -> Option<String> {
        match self.il.types.get(ty)? {
            Type::Qualified { base, .. } => self.parameter_type(base),
            Type::Array { element, .. } => Some(self.pointer_to(element, "*")?),
            Type::Void => None,
            _ => self.type_text(ty),
        }
    }

    /// A type as EDG writes it: `const int *`, `n::T &`, `unsigned long`.
    pub fn type_text(&self, ty: TypeId) -> Option<String> {
        Some(match self.il.types.get(ty)? {
            Type::Void => "void".into(),
            Type::Integer(k) => k.spelling().into(),
            Type::Float(k) => float_name(k)?.into(),
            Type::Qualified { base, cv } => {
                // Qualifiers of a pointer go after it (`int *const`): not seen yet.
                if matches!(self.il.types.get(base)?, Type::Pointer { .. }) {
                    return None;
                }
                format!("{} {}", cv_words(cv)?, self.type_text(base)?)
            }
            Type::Pointer { to, kind } => {
                let mark = match kind {
                    RefKind::Pointer => "*",
                    RefKind::LValue => "&",
                    RefKind::RValue => "&&",
                };
                self.pointer_to(to, mark)?
            }
            // Classes and enums read ` ::n::T` in a parameter list, with more spaces before the
            // first (the oracle: `d(    ::S,  ::n::T &)`): not modelled yet.
            Type::Tag(_) => return None,
            // A typedef reads as the type it names (`size_t` is `unsigned long`).
            Type::Typeref(e) if self.il.entity(e).kind == EntityKind::Typedef => {
                self.type_text(self.il.entity(e).ty)?
            }
            _ => return None,
        })
    }

    /// `T *`, `T &`, `T **`: a pointer or reference to `to`.
    fn pointer_to(&self, to: TypeId, mark: &str) -> Option<String> {
        match self.il.types.get(to)? {
            // Pointers to functions, arrays and members read inside out: not seen yet.
            Type::Function(_) | Type::Array { .. } | Type::MemberPointer { .. } => None,
            Type::Pointer { kind: RefKind::Pointer, .. } => Some(format!("{}{mark}", self.type_text(to)?)),
            _ => Some(format!("{} {mark}", self.type_text(to)?)),
        }
    }
}

fn cv_words(cv: Cv) -> Option<&'static str> {
    Some(match cv.0 {
        Cv::CONST => "const",
        Cv::VOLATILE => "volatile",
        c if c == Cv::CONST | Cv::VOLATILE => "const volatile",
        _ => return None,
    })
}

fn float_name(k: FloatKind) -> Option<&'static str> {
    // The kinds diagnostics have been seen to name.
    matches!(k, FloatKind::Float | FloatKind::Double | FloatKind::LongDouble).then(|| k.spelling())
}
