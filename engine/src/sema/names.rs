//! Entities as EDG names them in diagnostics: `n::d(float, int *)` for a called function,
//! `n::h` for an identifier, the bare name for a caller. Every rendering here was read off
//! the oracle's output (corpus/cases/sema); where a form has not been seen yet (templates,
//! anonymous or inline namespaces, function pointer parameters …) rendering fails and the
//! diagnostic is not reported (`Undecided::Unrendered`), rather than reported in words that
//! may not be nvcc's. The cross-reference database needs every function's parameter types
//! as a key, rendered the same way in every unit, whatever nvcc would call them: there the
//! forms not seen yet are written as C++ spells them (`Unseen::Spelled`).

use crate::il::{Cv, EntityId, EntityKind, FloatKind, Il, IntKind, RefKind, ScopeKind, Type, TypeId};
use crate::parse::Tokens;

/// An anonymous namespace in EDG's cross-space call messages.
pub(crate) const NV_ANON: Option<&str> = Some("_NV_ANON_NAMESPACE");
/// An anonymous namespace in EDG's other messages.
pub(crate) const UNNAMED: Option<&str> = Some("<unnamed>");

#[derive(Clone, Copy)]
pub(crate) struct Names<'u> {
    pub il: &'u Il,
    pub tokens: &'u Tokens,
    pub unseen: Unseen,
    /// Rendering a diagnostic's type argument (`%t`) in this pass, where the device pass's
    /// front end writes `bool` as `__nv_bool` ("operand types are incompatible ("__nv_bool *"
    /// and "int *")"; `bool` in a function's parameter list; the oracle, all).
    argument: Option<crate::sema::Pass>,
    /// How classes and enums are written, where they may be.
    tags: Tags,
    /// Rendering a callee for the cross-space call messages, which write operator functions
    /// (`operator +`, `W::operator []`) and a member's qualifiers (`S::f() const`, and
    /// `S::f const` for the identifier; the oracle, sema/call_operators).
    calls: bool,
    /// The class whose member function's parameters are being written: the call messages
    /// write it by its own name, `*` and `&` attached (`W::f(const W&, W*,     ::V)`; the
    /// oracle, sema/call_operators).
    member_of: Option<EntityId>,
}

/// How a message writes a class or enum type.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tags {
    /// Not at all: the form has not been read off the oracle for the message.
    Refused,
    /// By its qualified name: `n::O::I *` (a `%t` argument; EC1776's parameter list).
    Qualified,
    /// Fully qualified as the cross-space call messages write the types of a parameter or
    /// template argument list: `    ::S` for a class at file scope, ` ::n::T` inside named
    /// or anonymous (`_NV_ANON_NAMESPACE`) namespaces (the oracle, case sema/call_class_types).
    /// A class nested in a class, or a template's, is refused: in one list EDG writes such a
    /// name with a number of spaces that depends on the names written before it (`    ::G,
    ///        ::G::I`; ` ::G::I, G`).
    FullyQualified,
}

/// What a rendering does with a form whose words in nvcc's diagnostics have not been read
/// off the oracle.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unseen {
    /// Fails: a diagnostic must be in nvcc's words or not be reported.
    Refused,
    /// Writes it as C++ spells it: for keys (the database's signatures), not for messages.
    Spelled,
}

impl<'u> Names<'u> {
    /// Renderings for diagnostics.
    pub fn for_diagnostics(il: &'u Il, tokens: &'u Tokens) -> Self {
        Names {
            il,
            tokens,
            unseen: Unseen::Refused,
            argument: None,
            tags: Tags::Refused,
            calls: false,
            member_of: None,
        }
    }

    /// A type as a diagnostic's type argument (`%t`) in the given pass.
    pub fn type_argument(&self, ty: TypeId, pass: crate::sema::Pass) -> Option<String> {
        Names { argument: Some(pass), tags: Tags::Qualified, ..*self }.type_text(ty)
    }

    /// These renderings with classes and enums written as `tags` says.
    pub fn writing_tags(&self, tags: Tags) -> Self {
        Names { tags, ..*self }
    }

    /// Renderings that never fail, for keys.
    pub fn for_keys(il: &'u Il, tokens: &'u Tokens) -> Self {
        Names {
            il,
            tokens,
            unseen: Unseen::Spelled,
            argument: None,
            tags: Tags::Refused,
            calls: false,
            member_of: None,
        }
    }

    /// These renderings as the cross-space call messages name a callee: classes fully
    /// qualified in its parameters ([`Tags::FullyQualified`]), operator functions and member
    /// qualifiers written.
    pub fn for_callees(&self) -> Self {
        Names { calls: true, tags: Tags::FullyQualified, ..*self }
    }

    /// These renderings with classes by their qualified names ([`Tags::Qualified`]), as the
    /// redefinition message writes an overloaded function's parameters: `f(n::V, int)`,
    /// `f(const n::V &, n::V *)` (the oracle, case sema/redefine_overloads).
    pub fn with_qualified_tags(&self) -> Self {
        Names { tags: Tags::Qualified, ..*self }
    }

    /// A called function as the device pass's "identifier … is undefined in device code"
    /// names it: qualified, a const member followed by `const` (`W::operator [] const`).
    pub fn undefined_identifier(&self, e: EntityId, anonymous: Option<&str>) -> Option<String> {
        let mut name = self.for_callees().qualified_naming(e, anonymous)?;
        if let Some(Type::Function(f)) = self.il.types.get(self.il.entity(e).ty) {
            name.push_str(member_qualifier(self.il.types.function_type(f))?);
        }
        Some(name)
    }

    fn spelled(&self) -> bool {
        self.unseen == Unseen::Spelled
    }

    /// The entity's own name, as spelled at its declaration.
    pub fn simple(&self, e: EntityId) -> Option<String> {
        let ent = self.il.entity(e);
        if ent.name == crate::parse::keyword::Kw::Operator.sym() {
            // EDG writes `H::operator ()` in its call messages and `operator=`, `W::operator==`
            // in the others (the oracle, cases sema/render_operator_functions and
            // sema/redeclare_operators). For keys: `operator` and what follows up to the
            // parameters.
            if self.spelled() {
                return Some(self.operator_name(ent.token));
            }
            let symbol = super::operators::symbol(self.il, self.tokens, e)?;
            return Some(if self.calls { format!("operator {symbol}") } else { format!("operator{symbol}") });
        }
        let text = self.tokens.spelling(ent.token as usize);
        let name = std::str::from_utf8(text).ok()?;
        // The token must be the name (an anonymous entity keeps its declaration's first token).
        let named = name.bytes().all(|b| b == b'_' || b.is_ascii_alphanumeric())
            && !name.is_empty()
            && self.tokens.sym.get(ent.token as usize) == Some(&ent.name);
        if !named {
            return None;
        }
        // A destructor has its class's name, after the `~` (`HC::~HC()`).
        if ent.has(crate::il::flag::DESTRUCTOR) {
            let tilde = (ent.token as usize).checked_sub(1).and_then(|i| self.tokens.kind.get(i));
            return (tilde == Some(&crate::lex::TokenKind::Tilde)).then(|| format!("~{name}"));
        }
        Some(name.to_string())
    }

    /// The name with the namespaces and classes that enclose it (`n::S::m`).
    pub fn qualified(&self, e: EntityId) -> Option<String> {
        self.qualified_naming(e, None)
    }

    /// [`Self::qualified`], with an anonymous namespace on the way named `anonymous`: EDG
    /// writes `_NV_ANON_NAMESPACE` ([`NV_ANON`]) in its cross-space call messages and
    /// `<unnamed>` ([`UNNAMED`]) in the others seen (the oracle, sema/render_anonymous_namespace);
    /// `None` refuses.
    pub fn qualified_naming(&self, e: EntityId, anonymous: Option<&str>) -> Option<String> {
        let mut parts = vec![self.simple(e)?];
        let ent = self.il.entity(e);
        // A friend declared unqualified in a class is a member of the enclosing namespace,
        // not of the class (the oracle, case sema/missing_return_friend: "ns::fr3").
        let namespace_member = ent.has(crate::il::flag::FRIEND) && !ent.has(crate::il::flag::QUALIFIED);
        let mut s = ent.parent;
        loop {
            let scope = self.il.scope(s);
            match scope.kind {
                ScopeKind::File => break,
                ScopeKind::Class if namespace_member => {
                    s = scope.parent;
                    continue;
                }
                ScopeKind::Namespace | ScopeKind::Class => {
                    let owner = scope.entity;
                    if owner.is_none() {
                        return None;
                    }
                    let o = self.il.entity(owner);
                    if o.kind == EntityKind::Namespace && o.name == crate::intern::Sym(0) {
                        parts.push(anonymous?.to_string());
                        s = o.parent;
                        continue;
                    }
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

    /// An `extern "C"` function as EDG shows a callee: it demangles the function's external
    /// name, which is the plain name, as an Itanium type; it prints the type when the whole
    /// name reads as one (`d` "double", `PKc` "const char *"), and the name itself when it
    /// does not (`dot`, `rand2`, `__syncthreads`). The oracle, cases sema/call_extern_c and
    /// sema/call_extern_c_names. `None` for names whose reading was not seen.
    pub fn extern_c_callee(&self, e: EntityId) -> Option<String> {
        if !matches!(self.il.scope(self.il.entity(e).parent).kind, ScopeKind::File | ScopeKind::Namespace) {
            return None;
        }
        let name = self.simple(e)?;
        match demangled_type(name.as_bytes(), 0) {
            Reading::Type(ty, end) if end == name.len() => Some(ty),
            Reading::Type(..) | Reading::NoType => Some(name),
            Reading::Unknown => None,
        }
    }

    /// A function as cudafe++ names a callee after its first call diagnostic: its mangled
    /// name with each parameter's type left as `1?`, and `z` for an ellipsis (`_Z2d51?`,
    /// `_ZN1n2ndE1?1?`, `_Z2d61?z`; the oracle, case sema/call_dev_named_mangled); a member
    /// nested in its classes, `K` for a const one (`_ZNK1S1hE1?`), an operator by its ABI
    /// code (`_Zpl1?1?`, `_ZN1SixE1?`; case sema/call_operators), a constructor as `C1`
    /// (`_ZN1DC1E1?`; case sema/call_default_constructor). Only functions of named
    /// namespaces and plain classes with external linkage are given (templates', local and
    /// internal names carry more than was read off the oracle).
    pub fn mangled_callee(&self, e: EntityId) -> Option<String> {
        let ent = self.il.entity(e);
        let Some(Type::Function(f)) = self.il.types.get(ent.ty) else { return None };
        let function = self.il.types.function_type(f);
        if ent.storage == crate::il::StorageClass::Static || function.params.is_empty() {
            return None;
        }
        let mut scopes = Vec::new();
        let mut s = ent.parent;
        loop {
            let scope = self.il.scope(s);
            match scope.kind {
                ScopeKind::File => break,
                ScopeKind::Namespace | ScopeKind::Class if !scope.entity.is_none() => {
                    let owner = self.il.entity(scope.entity);
                    if owner.name == crate::intern::Sym(0)
                        || owner.has(crate::il::flag::INLINE_NAMESPACE | crate::il::flag::TEMPLATE)
                        || owner.has(crate::il::flag::SPECIALIZATION)
                    {
                        return None;
                    }
                    scopes.push(self.simple(scope.entity)?);
                    s = owner.parent;
                }
                _ => return None,
            }
        }
        let member = self.il.scope(ent.parent).kind == ScopeKind::Class;
        let name = if ent.has(crate::il::flag::CONSTRUCTOR) && member {
            // The complete object constructor.
            "C1".to_string()
        } else if ent.name == crate::parse::keyword::Kw::Operator.sym() {
            let symbol = super::operators::symbol(self.il, self.tokens, e)?;
            let operands = function.params.len() + usize::from(member);
            super::operators::mangling_code(symbol, operands)?.to_string()
        } else {
            let name = self.simple(e)?;
            format!("{}{name}", name.len())
        };
        let mut out = String::from("_Z");
        if scopes.is_empty() {
            out.push_str(&name);
        } else {
            out.push('N');
            if member_qualifier(function)? == " const" {
                out.push('K');
            }
            for n in scopes.iter().rev() {
                out.push_str(&format!("{}{n}", n.len()));
            }
            out.push_str(&name);
            out.push('E');
        }
        out.push_str(&"1?".repeat(function.params.len()));
        if function.ellipsis {
            out.push('z');
        }
        Some(out)
    }

    /// A function with its parameter types, as EDG shows a callee: `n::d(float, int *)`.
    pub fn with_parameters(&self, e: EntityId) -> Option<String> {
        self.with_parameters_naming(e, None)
    }

    /// [`Self::with_parameters`], an anonymous namespace named as [`Self::qualified_naming`] says.
    pub fn with_parameters_naming(&self, e: EntityId, anonymous: Option<&str>) -> Option<String> {
        Some(format!("{}{}", self.qualified_naming(e, anonymous)?, self.parameters(e)?))
    }

    /// A function's parameter types: `(float, int *)`; with [`Unseen::Spelled`] also its
    /// qualifiers (`() const &`), which tell member overloads apart. `None` for what is not a
    /// function.
    pub fn parameters(&self, e: EntityId) -> Option<String> {
        let ent = self.il.entity(e);
        let Some(Type::Function(f)) = self.il.types.get(ent.ty) else { return None };
        let scope = self.il.scope(ent.parent);
        match scope.kind {
            ScopeKind::Class if self.calls && !self.spelled() => {
                Names { member_of: Some(scope.entity), ..*self }.parameter_list(f)
            }
            _ => self.parameter_list(f),
        }
    }

    fn parameter_list(&self, f: u32) -> Option<String> {
        let f = self.il.types.function_type(f);
        let mut params = Vec::with_capacity(f.params.len() + 1);
        for &p in &f.params {
            params.push(match self.parameter_type(p) {
                Some(text) => text,
                // A type the IL does not know (an error in the unit): a key still.
                None if self.spelled() => "?".into(),
                None => return None,
            });
        }
        if f.ellipsis {
            // `d(int, ...)`, `f(...)` (the oracle, case sema/call_default_constructor_relaxed).
            params.push("...".into());
        }
        let mut text = format!("({})", params.join(", "));
        if self.calls && !self.spelled() {
            text.push_str(member_qualifier(f)?);
        }
        if self.spelled() {
            if let Some(cv) = all_cv_words(f.cv) {
                text.push(' ');
                text.push_str(cv);
            }
            text.push_str(match f.ref_qualifier {
                RefKind::Pointer => "",
                RefKind::LValue => " &",
                RefKind::RValue => " &&",
            });
        }
        Some(text)
    }

    /// A parameter's type as it is in the function's type: top-level qualifiers dropped,
    /// arrays adjusted to pointers.
    fn parameter_type(&self, ty: TypeId) -> Option<String> {
        if let Some(class) = self.member_of {
            if let Some(own) = self.own_class_form(ty, class) {
                return own;
            }
        }
        match self.il.types.get(ty)? {
            Type::Qualified { base, .. } => self.parameter_type(base),
            Type::Array { element, .. } => Some(self.pointer_to(element, "*")?),
            Type::Void if !self.spelled() => None,
            _ => self.type_text(ty),
        }
    }

    /// A member function's parameter type that mentions its own class, as the call messages
    /// write it: `W`, `W*`, `W&`, `const W&` (`Some(None)`: a form not seen, refused; `None`:
    /// the class is not mentioned). Seen for a class at file scope only.
    fn own_class_form(&self, ty: TypeId, class: EntityId) -> Option<Option<String>> {
        let types = &self.il.types;
        let own = |t: TypeId| match types.get(t) {
            Some(Type::Tag(c)) if c == class => Some(""),
            Some(Type::Qualified { base, cv }) if types.get(base) == Some(Type::Tag(class)) => cv_words(cv),
            _ => None,
        };
        let name = || {
            let at_file_scope = self.il.scope(self.il.entity(class).parent).kind == ScopeKind::File;
            at_file_scope.then(|| self.simple(class)).flatten()
        };
        let stripped = match types.get(ty) {
            Some(Type::Qualified { base, .. }) => base,
            _ => ty,
        };
        let written = match types.get(stripped) {
            Some(Type::Tag(c)) if c == class => name(),
            Some(Type::Pointer { to, kind: kind @ (RefKind::Pointer | RefKind::LValue) }) if own(to).is_some() => {
                let mark = if kind == RefKind::Pointer { "*" } else { "&" };
                match own(to) {
                    Some("") => name().map(|n| format!("{n}{mark}")),
                    Some(cv) => name().map(|n| format!("{cv} {n}{mark}")),
                    None => None,
                }
            }
            _ if self.mentions(ty, class, 8) => None,
            _ => return None,
        };
        Some(written)
    }

    /// Whether type `ty` is built on class `class` (through pointers, qualifiers, arrays and
    /// function types; `depth` bounds the walk, past which it answers yes).
    fn mentions(&self, ty: TypeId, class: EntityId, depth: u32) -> bool {
        if depth == 0 {
            return true;
        }
        match self.il.types.get(ty) {
            Some(Type::Tag(c)) => c == class,
            Some(Type::Qualified { base: t, .. } | Type::Pointer { to: t, .. } | Type::Array { element: t, .. }) => {
                self.mentions(t, class, depth - 1)
            }
            Some(Type::MemberPointer { class: c, to }) => {
                self.mentions(c, class, depth - 1) || self.mentions(to, class, depth - 1)
            }
            Some(Type::Function(f)) => {
                let f = self.il.types.function_type(f);
                std::iter::once(&f.ret).chain(&f.params).any(|&t| self.mentions(t, class, depth - 1))
            }
            _ => false,
        }
    }

    /// A type as EDG writes it: `const int *`, `n::T &`, `unsigned long`.
    pub fn type_text(&self, ty: TypeId) -> Option<String> {
        let spelled = self.spelled();
        Some(match self.il.types.get(ty)? {
            Type::Void => "void".into(),
            Type::Integer(IntKind::Bool) if self.argument == Some(crate::sema::Pass::Device) => "__nv_bool".into(),
            Type::Integer(k) => k.spelling().into(),
            Type::Float(k) if spelled => k.spelling().into(),
            Type::Float(k) => float_name(k)?.into(),
            Type::Qualified { base, cv } => {
                let cv = if spelled { all_cv_words(cv) } else { cv_words(cv) };
                let Some(cv) = cv else {
                    return if spelled { self.type_text(base) } else { None };
                };
                // Qualifiers of a pointer go after it (`int *const`): not seen yet.
                if matches!(self.il.types.get(base)?, Type::Pointer { .. }) {
                    if !spelled {
                        return None;
                    }
                    return Some(format!("{}{cv}", self.type_text(base)?));
                }
                format!("{cv} {}", self.type_text(base)?)
            }
            Type::Pointer { to, kind } => {
                let mark = match kind {
                    RefKind::Pointer => "*",
                    RefKind::LValue => "&",
                    RefKind::RValue => "&&",
                };
                self.pointer_to(to, mark)?
            }
            // A typedef reads as the type it names (`size_t` is `unsigned long`).
            Type::Typeref(e) if self.il.entity(e).kind == EntityKind::Typedef => {
                self.type_text(self.il.entity(e).ty)?
            }
            Type::Tag(e) if self.tags == Tags::Qualified => self.qualified(e)?,
            Type::Tag(e) if self.tags == Tags::FullyQualified => self.fully_qualified(e)?,
            _ if !spelled => return None,
            // The forms below: keys only.
            Type::Tag(e) => crate::xref::name(self.tokens, self.il, e),
            Type::Typeref(e) => self.type_text(self.il.entity(e).ty)?,
            Type::TemplateParam(e) => self.simple(e).unwrap_or_else(|| "<unnamed>".into()),
            Type::Specialization { template, args: (first, end) } => {
                format!("{}{}", crate::xref::name(self.tokens, self.il, template), self.token_text(first, end))
            }
            Type::Dependent { first, end } => self.token_text(first, end),
            Type::Placeholder { decltype_auto: false } => "auto".into(),
            Type::Placeholder { decltype_auto: true } => "decltype(auto)".into(),
            Type::NullPtr => "std::nullptr_t".into(),
            Type::Vector { element, bytes } => {
                format!("{} __attribute__((vector_size({bytes})))", self.type_text(element)?)
            }
            Type::Function(f) => {
                format!("{} {}", self.type_text(self.il.types.function_type(f).ret)?, self.parameter_list(f)?)
            }
            Type::Array { element, bound } => {
                format!("{} [{}]", self.type_text(element)?, bound.map(|b| b.to_string()).unwrap_or_default())
            }
            Type::MemberPointer { class, to } => format!("{} {}::*", self.type_text(to)?, self.type_text(class)?),
        })
    }

    /// A class or enum as [`Tags::FullyQualified`] writes it.
    fn fully_qualified(&self, e: EntityId) -> Option<String> {
        let ent = self.il.entity(e);
        if ent.has(crate::il::flag::TEMPLATE | crate::il::flag::SPECIALIZATION) {
            return None;
        }
        if self.il.scope(ent.parent).kind == ScopeKind::File {
            return Some(format!("    ::{}", self.simple(e)?));
        }
        for q in self.il.qualifiers(e) {
            if self.il.entity(q).kind != EntityKind::Namespace {
                return None;
            }
        }
        Some(format!(" ::{}", self.qualified_naming(e, NV_ANON)?))
    }

    /// `T *`, `T &`, `T **`: a pointer or reference to `to`.
    fn pointer_to(&self, to: TypeId, mark: &str) -> Option<String> {
        // What `to` is, through typedefs (`cudaStream_t *` reads `CUstream_st **`).
        let mut shape = to;
        for _ in 0..16 {
            match self.il.types.get(shape)? {
                Type::Typeref(e) if self.il.entity(e).kind == EntityKind::Typedef => shape = self.il.entity(e).ty,
                _ => break,
            }
        }
        match self.il.types.get(shape)? {
            // Pointers to functions, arrays and members read inside out: not seen yet.
            Type::Function(_) | Type::Array { .. } | Type::MemberPointer { .. } if !self.spelled() => None,
            Type::Function(f) => {
                let ret = self.type_text(self.il.types.function_type(f).ret)?;
                Some(format!("{ret} ({mark}){}", self.parameter_list(f)?))
            }
            Type::Array { element, bound } => Some(format!(
                "{} ({mark})[{}]",
                self.type_text(element)?,
                bound.map(|b| b.to_string()).unwrap_or_default()
            )),
            Type::Pointer { kind: RefKind::Pointer, .. } => Some(format!("{}{mark}", self.type_text(to)?)),
            _ => Some(format!("{} {mark}", self.type_text(to)?)),
        }
    }

    /// `operator()`, `operator+=`, `operator float`: the keyword at `at` and the tokens
    /// after it up to the parameter list.
    fn operator_name(&self, at: u32) -> String {
        let t = self.tokens;
        let mut end = at as usize + 1;
        // `operator()`: its first parentheses are its name.
        if t.kind.get(end) == Some(&crate::lex::TokenKind::LParen) {
            end += 2;
        }
        while end < t.len() && end < at as usize + 16 && t.kind[end] != crate::lex::TokenKind::LParen {
            end += 1;
        }
        self.token_text(at, end as u32)
    }

    /// The tokens `first..end` with a space only between two words: the same text however
    /// the source spaced them.
    fn token_text(&self, first: u32, end: u32) -> String {
        let mut s = String::new();
        let end = (end as usize).min(self.tokens.len());
        let word = |b: Option<&u8>| b.is_some_and(|&b| b == b'_' || b.is_ascii_alphanumeric());
        for i in first as usize..end {
            let t = self.tokens.spelling(i);
            if word(s.as_bytes().last()) && word(t.first()) {
                s.push(' ');
            }
            s.push_str(&String::from_utf8_lossy(t));
        }
        s
    }
}

/// A member function's qualifiers as the call messages write them after its parameters or
/// name: nothing, or ` const`; `None` for those not seen (`volatile`, `&`, `&&`).
pub(super) fn member_qualifier(f: &crate::il::FunctionType) -> Option<&'static str> {
    match (f.cv.0, f.ref_qualifier) {
        (0, RefKind::Pointer) => Some(""),
        (Cv::CONST, RefKind::Pointer) => Some(" const"),
        _ => None,
    }
}

/// The qualifiers diagnostics have been seen to write (not `restrict`).
fn cv_words(cv: Cv) -> Option<&'static str> {
    all_cv_words(cv).filter(|_| cv.0 & Cv::RESTRICT == 0)
}

/// Every combination of qualifiers, `restrict` included, for keys.
fn all_cv_words(cv: Cv) -> Option<&'static str> {
    const WORDS: [&str; 8] = [
        "",
        "const",
        "volatile",
        "const volatile",
        "__restrict__",
        "const __restrict__",
        "volatile __restrict__",
        "const volatile __restrict__",
    ];
    WORDS.get(cv.0 as usize).copied().filter(|w| !w.is_empty())
}

fn float_name(k: FloatKind) -> Option<&'static str> {
    // The kinds diagnostics have been seen to name.
    matches!(k, FloatKind::Float | FloatKind::Double | FloatKind::LongDouble).then(|| k.spelling())
}

/// How EDG's demangler reads a name as an Itanium-mangled type.
enum Reading {
    /// A type, in EDG's words, and where it ends.
    Type(String, usize),
    /// No type: the demangling fails.
    NoType,
    /// A form whose reading was not seen (names, substitutions, arrays, functions …).
    Unknown,
}

/// The type encoded at `b[i..]`: builtin types, pointers and references to them, one
/// qualifier on a builtin type (the oracle, case sema/call_extern_c_names).
fn demangled_type(b: &[u8], i: usize) -> Reading {
    let Some(&c) = b.get(i) else { return Reading::NoType };
    if let Some(builtin) = builtin_type(c) {
        return Reading::Type(builtin.to_string(), i + 1);
    }
    match c {
        b'P' | b'R' | b'O' => match demangled_type(b, i + 1) {
            Reading::Type(inner, end) => {
                // Only the forms seen: `char **`, `int &`, not references to pointers.
                if inner.ends_with('&') || (c != b'P' && inner.ends_with('*')) {
                    return Reading::Unknown;
                }
                let ty = match c {
                    b'P' if inner.ends_with('*') => format!("{inner}*"),
                    b'P' => format!("{inner} *"),
                    b'R' => format!("{inner} &"),
                    _ => format!("{inner} &&"),
                };
                Reading::Type(ty, end)
            }
            other => other,
        },
        b'K' | b'V' | b'r' => {
            let qualifier = match c {
                b'K' => "const",
                b'V' => "volatile",
                _ => "restrict",
            };
            match b.get(i + 1) {
                Some(&n) if let Some(builtin) = builtin_type(n) => {
                    Reading::Type(format!("{qualifier} {builtin}"), i + 2)
                }
                // More qualifiers, or a qualified pointer or name: not seen.
                Some(n) if n.is_ascii_uppercase() || n.is_ascii_digit() || *n == b'r' => Reading::Unknown,
                _ => Reading::NoType,
            }
        }
        b'D' => match b.get(i + 1) {
            Some(b'n') => Reading::Type("std::nullptr_t".into(), i + 2),
            Some(b's') => Reading::Type("char16_t".into(), i + 2),
            Some(b'h') => Reading::Type("__fp16".into(), i + 2),
            _ => Reading::Unknown,
        },
        // A vendor type names itself (`u3foo`).
        b'u' if b.get(i + 1).is_some_and(u8::is_ascii_digit) => Reading::Unknown,
        // A mangled function name (`_Z1f` reads "f").
        b'_' if b.get(i + 1) == Some(&b'Z') => Reading::Unknown,
        c if c.is_ascii_uppercase() || c.is_ascii_digit() => Reading::Unknown,
        _ => Reading::NoType,
    }
}

/// A builtin type's one-letter code, in EDG's words (`z`, the ellipsis, is no type alone).
fn builtin_type(c: u8) -> Option<&'static str> {
    Some(match c {
        b'v' => "void",
        b'w' => "wchar_t",
        b'b' => "bool",
        b'c' => "char",
        b'a' => "signed char",
        b'h' => "unsigned char",
        b's' => "short",
        b't' => "unsigned short",
        b'i' => "int",
        b'j' => "unsigned int",
        b'l' => "long",
        b'm' => "unsigned long",
        b'x' => "long long",
        b'y' => "unsigned long long",
        b'n' => "__int128",
        b'o' => "unsigned __int128",
        b'f' => "float",
        b'd' => "double",
        b'e' => "long double",
        b'g' => "__float128",
        _ => return None,
    })
}
