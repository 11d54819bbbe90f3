//! Declaration specifiers (seed 004's decl_spec.c): storage classes, function specifiers,
//! cv-qualifiers, the simple type keywords, named types, `typename`, `decltype`/`typeof`, class
//! and enum specifiers, and attributes — with CUDA's execution and memory spaces taken off
//! the GNU attributes onto their own list (seed 004: scan_declarator_attributes, category 4).

use super::decl::{Parser, Unsure, R};
use super::keyword::{Kw, Name};
use super::names::{Context, Denotes, Qualifier};
use crate::il::{
    flag, Access, ClassKey, Cv, EntityId, EntityKind, ExecSpaces, FloatKind, IntKind, MemorySpaces, ScopeKind,
    StorageClass, Type, TypeId,
};
use crate::intern::Sym;
use crate::lex::TokenKind;

/// Where specifiers are read: what may follow them, and which names may stand for types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SpecContext {
    /// A declaration at namespace or class scope.
    Declaration,
    /// A function parameter or a template's value parameter.
    Parameter,
    /// A type-id (alias declarations, trailing return types, conversion functions).
    TypeId,
}

/// The simple type keyword that sets the base type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Base {
    Void,
    Bool,
    Char,
    WChar,
    Char8,
    Char16,
    Char32,
    Int,
    Int128,
    Float,
    Double,
    BFloat16,
    Float128,
    Auto,
    DecltypeAuto,
}

/// What a decl-specifier-seq said.
#[derive(Clone, Debug, Default)]
pub(super) struct Specifiers {
    pub storage: StorageClass,
    pub typedef: bool,
    pub friend: bool,
    /// `flag::INLINE`, `CONSTEXPR`, … for the declared entities.
    pub flags: u32,
    pub cv: Cv,
    pub exec: ExecSpaces,
    pub memory: MemorySpaces,
    signedness: Option<bool>,
    short: bool,
    long: u8,
    base: Option<Base>,
    /// A type named by the specifiers (a class, a typedef, a specialisation …).
    pub named: Option<TypeId>,
    /// The class or enum the specifiers declared or defined.
    pub tag: EntityId,
    /// The specifiers define a class or enum (with its body).
    pub defines: bool,
    /// Whether any specifier was read.
    pub any: bool,
    /// GNU's `vector_size(N)` attribute: the vector's size in bytes (0 where it is not a
    /// literal).
    pub vector_bytes: Option<u32>,
}

impl Specifiers {
    fn has_type(&self) -> bool {
        self.named.is_some() || self.base.is_some() || self.signedness.is_some() || self.short || self.long > 0
    }
}

impl Parser<'_, '_, '_> {
    /// A decl-specifier-seq at the current token. It stops before the declarator: at a name
    /// after the type, at a constructor's name, at `*`, `&`, `(`, `~`, `operator` ….
    pub(super) fn decl_specifiers(&mut self, cx: SpecContext) -> R<Specifiers> {
        let mut s = Specifiers { tag: EntityId::NONE, ..Default::default() };
        loop {
            match self.kind() {
                TokenKind::Identifier => {}
                TokenKind::ColonColon if !s.has_type() => {
                    if !self.named_type(&mut s, cx)? {
                        break;
                    }
                    continue;
                }
                TokenKind::LBracket if self.peek(1) == TokenKind::LBracket => {
                    self.std_attribute()?;
                    continue;
                }
                _ => break,
            }
            let Some(kw) = self.kw() else {
                if s.has_type() {
                    break;
                }
                if !self.named_type(&mut s, cx)? {
                    break;
                }
                s.any = true;
                continue;
            };
            // seed 004's decl_spec combination check: `typedef` counts as a storage class,
            // a second one is EC81 at its keyword (the oracle: `static extern`, `static
            // static`, `typedef static`, `mutable static`; `thread_local` is not one).
            let storage = matches!(kw, Kw::Typedef | Kw::Static | Kw::Extern | Kw::Register | Kw::Mutable)
                || (kw == Kw::Auto && self.t.std < crate::pp::env::CxxStd::Cxx11);
            // EDG reads on with the first one.
            if storage && (s.typedef || s.storage != StorageClass::None) {
                self.declaration_error(crate::diag::DiagId::MoreThanOneStorageClass, self.i);
                self.bump();
                continue;
            }
            match kw {
                Kw::Typedef => s.typedef = true,
                Kw::Static => s.storage = StorageClass::Static,
                Kw::Extern => {
                    s.storage = StorageClass::Extern;
                    if self.peek(1) == TokenKind::StringLiteral {
                        // `extern "C" int f();` inside specifiers: not modelled here.
                        return Err(Unsure::Unmodelled);
                    }
                }
                Kw::Register => s.storage = StorageClass::Register,
                Kw::Mutable => s.storage = StorageClass::Mutable,
                Kw::ThreadLocal | Kw::Thread => s.flags |= flag::THREAD_LOCAL,
                Kw::Inline | Kw::GnuInline | Kw::GnuInline2 => s.flags |= flag::INLINE,
                Kw::Constexpr => s.flags |= flag::CONSTEXPR,
                Kw::Consteval => s.flags |= flag::CONSTEVAL,
                Kw::Constinit => s.flags |= flag::CONSTINIT,
                Kw::Virtual => s.flags |= flag::VIRTUAL,
                Kw::Friend => s.friend = true,
                Kw::Explicit => {
                    s.flags |= flag::EXPLICIT;
                    if self.peek(1) == TokenKind::LParen {
                        self.bump();
                        self.skip_group()?;
                        s.any = true;
                        continue;
                    }
                }
                Kw::Const | Kw::GnuConst | Kw::GnuConst2 => s.cv.0 |= Cv::CONST,
                Kw::Volatile | Kw::GnuVolatile | Kw::GnuVolatile2 => s.cv.0 |= Cv::VOLATILE,
                Kw::GnuRestrict | Kw::GnuRestrict2 => s.cv.0 |= Cv::RESTRICT,
                Kw::Signed | Kw::GnuSigned | Kw::GnuSigned2 | Kw::Unsigned => {
                    self.after_definition(&s)?;
                    if s.signedness.is_some() || s.named.is_some() {
                        return Err(Unsure::Unexpected);
                    }
                    s.signedness = Some(kw != Kw::Unsigned);
                }
                Kw::Short => {
                    self.after_definition(&s)?;
                    if s.short || s.long > 0 || s.named.is_some() {
                        return Err(Unsure::Unexpected);
                    }
                    s.short = true;
                }
                Kw::Long => {
                    self.after_definition(&s)?;
                    if s.short || s.long >= 2 || s.named.is_some() {
                        return Err(Unsure::Unexpected);
                    }
                    s.long += 1;
                }
                Kw::Auto if self.t.std >= crate::pp::env::CxxStd::Cxx11 => self.set_base(&mut s, Base::Auto)?,
                Kw::Auto => s.storage = StorageClass::Auto,
                Kw::Void => self.set_base(&mut s, Base::Void)?,
                Kw::Bool | Kw::CBool => self.set_base(&mut s, Base::Bool)?,
                Kw::Char => self.set_base(&mut s, Base::Char)?,
                Kw::WcharT => self.set_base(&mut s, Base::WChar)?,
                Kw::Char8T => self.set_base(&mut s, Base::Char8)?,
                Kw::Char16T => self.set_base(&mut s, Base::Char16)?,
                Kw::Char32T => self.set_base(&mut s, Base::Char32)?,
                Kw::Int => self.set_base(&mut s, Base::Int)?,
                Kw::Int128 => self.set_base(&mut s, Base::Int128)?,
                Kw::Float => self.set_base(&mut s, Base::Float)?,
                Kw::Double => self.set_base(&mut s, Base::Double)?,
                Kw::Bf16 => self.set_base(&mut s, Base::BFloat16)?,
                Kw::Float128 => self.set_base(&mut s, Base::Float128)?,
                Kw::GnuComplex | Kw::GnuComplex2 => {
                    // `_Complex float`: a complex type; kept as its tokens.
                    return Err(Unsure::Unmodelled);
                }
                Kw::Decltype | Kw::GnuDecltype => {
                    if s.has_type() {
                        break;
                    }
                    let open = self.i + 1;
                    let close = self.partner_of(open).ok_or(Unsure::Unbalanced)?;
                    if self.kind_at(close + 1) == TokenKind::ColonColon {
                        if !self.named_type(&mut s, cx)? {
                            break;
                        }
                        s.any = true;
                        continue;
                    }
                    if close == open + 2 && self.kw_at(open + 1) == Some(Kw::Auto) {
                        self.i = close + 1;
                        s.base = Some(Base::DecltypeAuto);
                    } else {
                        let first = self.i;
                        self.i = close + 1;
                        s.named = Some(self.dependent_type(first));
                    }
                    s.any = true;
                    continue;
                }
                Kw::Typeof | Kw::GnuTypeof | Kw::GnuTypeof2 => {
                    if s.has_type() {
                        return Err(Unsure::Unexpected);
                    }
                    let first = self.i;
                    self.bump();
                    self.skip_group()?;
                    s.named = Some(self.dependent_type(first));
                    s.any = true;
                    continue;
                }
                Kw::Class | Kw::Struct | Kw::Union => {
                    self.after_definition(&s)?;
                    if s.has_type() {
                        return Err(Unsure::Unexpected);
                    }
                    self.class_specifier(&mut s)?;
                    s.any = true;
                    continue;
                }
                Kw::Enum => {
                    self.after_definition(&s)?;
                    if s.has_type() {
                        return Err(Unsure::Unexpected);
                    }
                    self.enum_specifier(&mut s)?;
                    s.any = true;
                    continue;
                }
                Kw::Typename => {
                    if s.has_type() {
                        return Err(Unsure::Unexpected);
                    }
                    let first = self.i;
                    self.bump();
                    let q = self.qualified_name(Context::Type)?;
                    s.named = Some(match q.denotes {
                        Denotes::Type(t) => t,
                        _ => self.dependent_type(first),
                    });
                    s.any = true;
                    continue;
                }
                Kw::GnuAttribute | Kw::GnuAttribute2 => {
                    self.gnu_attribute(Some(&mut s))?;
                    continue;
                }
                Kw::Noinline => {
                    self.bump();
                    continue;
                }
                Kw::Declspec | Kw::Alignas | Kw::CAlignas => {
                    self.bump();
                    self.skip_group()?;
                    continue;
                }
                Kw::Extension => {}
                _ => break,
            }
            s.any = true;
            self.bump();
        }
        let _ = cx;
        Ok(s)
    }

    fn set_base(&mut self, s: &mut Specifiers, base: Base) -> R<()> {
        self.after_definition(s)?;
        let plain = |b: Base| !matches!(b, Base::Auto | Base::DecltypeAuto);
        if s.base.is_some_and(plain) && plain(base) {
            // `int int x`: two simple type keywords.
            return Err(self.syntax_error(crate::diag::DiagId::InvalidTypeSpecifierCombination, self.i));
        }
        if s.base.is_some() || s.named.is_some() {
            // `int int`, `int T`: nvcc's EC84; not reported yet.
            return Err(Unsure::Unexpected);
        }
        s.base = Some(base);
        Ok(())
    }

    /// A type keyword after a class or enum definition (`struct P {…}` then `int x;`): the
    /// definition's `;` is missing, and nvcc expects it at the keyword.
    fn after_definition(&mut self, s: &Specifiers) -> R<()> {
        if s.defines {
            return Err(self.syntax_error(crate::diag::DiagId::ExpectedSemicolon, self.i));
        }
        Ok(())
    }

    /// A name in the specifiers before any type: the type it names (consumed, `true`), or the
    /// start of the declarator (a constructor's name, a non-type: not consumed, `false`).
    fn named_type(&mut self, s: &mut Specifiers, cx: SpecContext) -> R<bool> {
        // g++'s type functions: `__underlying_type(T)` ….
        if let Some(name) = self.ident().and_then(Name::of) {
            if matches!(name, Name::UnderlyingType | Name::RemoveCv | Name::RemoveReference | Name::RemoveCvref)
                && self.peek(1) == TokenKind::LParen
            {
                let first = self.i;
                self.bump();
                self.skip_group()?;
                s.named = Some(self.dependent_type(first));
                return Ok(true);
            }
        }
        // A constructor in its class: `X(`, `X<T>(`.
        let class = self.current_class();
        if !class.is_none() && cx == SpecContext::Declaration && self.ident() == Some(self.il.entity(class).name) {
            if self.peek(1) == TokenKind::LParen {
                return Ok(false);
            }
            if self.peek(1) == TokenKind::Less {
                let saved = self.mark();
                self.bump();
                let ctor = self.skip_template_args().is_ok() && self.kind() == TokenKind::LParen;
                self.reset(saved);
                if ctor {
                    return Ok(false);
                }
            }
        }
        let start = self.i;
        let q = self.qualified_name(Context::Type)?;
        match q.denotes {
            Denotes::Type(t) => {
                // `X::X(`: a constructor defined outside its class.
                if let Qualifier::Scope(_, c) = q.qualifier {
                    if !c.is_none() && self.il.entity(c).name == self.t.sym[q.last] && self.kind() == TokenKind::LParen
                    {
                        self.i = start;
                        return Ok(false);
                    }
                }
                s.named = Some(t);
                Ok(true)
            }
            Denotes::Concept => {
                // A constrained placeholder: `C auto`, `C<T> auto`.
                if self.kw() == Some(Kw::Auto) {
                    return Ok(true);
                }
                if self.kw() == Some(Kw::Decltype) {
                    return Ok(true);
                }
                Err(Unsure::Unexpected)
            }
            Denotes::Value | Denotes::Namespace => {
                self.i = start;
                Ok(false)
            }
            Denotes::Dependent => {
                // `A<T>::A(`: a class template's constructor defined outside it.
                if self.kind() == TokenKind::LParen && self.ctor_of_qualifier(start, q.last) {
                    self.i = start;
                    return Ok(false);
                }
                // Outside function bodies there are no expression statements: a qualified
                // name where the type must stand is a type, `typename` or not (C++20 made
                // the keyword optional in these places; a non-dependent specialisation's
                // member never needed it).
                s.named = Some(self.dependent_type(start));
                Ok(true)
            }
            // A class template's name without arguments: its arguments are deduced from
            // the initializer (C++17's class template argument deduction).
            Denotes::Template if self.deduces_class(q.entity) => {
                s.named = Some(self.dependent_type(start));
                Ok(true)
            }
            Denotes::Template => Err(Unsure::Unmodelled),
            Denotes::Unknown => Err(Unsure::UnknownName),
            // `A::~A()`, `A::operator T()`: the declarator, with no type before it.
            Denotes::DeclaratorId => {
                self.i = start;
                Ok(false)
            }
        }
    }

    /// Whether `e` is a class or alias template, whose name alone can declare a variable
    /// whose type's arguments are deduced.
    pub(super) fn deduces_class(&self, e: EntityId) -> bool {
        !e.is_none() && matches!(self.il.entity(e).kind, EntityKind::Class | EntityKind::Typedef) && self.is_template(e)
    }

    /// Whether the name at `last` repeats the qualifier's last class name (`A<T>::A`,
    /// `N::A<T>::A`): a constructor.
    pub(super) fn ctor_of_qualifier(&self, first: usize, last: usize) -> bool {
        let name = self.t.sym[last];
        if last >= first + 2 && self.kind_at(last - 1) == TokenKind::ColonColon && self.ident_at(last - 2) == Some(name)
        {
            return true;
        }
        (first..last).any(|j| self.ident_at(j) == Some(name) && self.kind_at(j + 1) == TokenKind::Less)
    }

    /// The type the specifiers give (before the declarator), `NONE` where they give none
    /// (constructors, destructors, conversion functions).
    pub(super) fn specifier_type(&mut self, s: &Specifiers) -> R<TypeId> {
        let sized = s.short || s.long > 0;
        let ty = if let Some(named) = s.named {
            if s.base.is_some() || s.signedness.is_some() || sized {
                return Err(Unsure::Unexpected);
            }
            named
        } else {
            let unsigned = s.signedness == Some(false);
            let t = match (s.base, s.short, s.long) {
                (None, false, 0) if s.signedness.is_none() => return Ok(TypeId::NONE),
                (None | Some(Base::Int), true, 0) => {
                    Type::Integer(if unsigned { IntKind::UnsignedShort } else { IntKind::Short })
                }
                (None | Some(Base::Int), false, 0) => {
                    Type::Integer(if unsigned { IntKind::UnsignedInt } else { IntKind::Int })
                }
                (None | Some(Base::Int), false, 1) => {
                    Type::Integer(if unsigned { IntKind::UnsignedLong } else { IntKind::Long })
                }
                (None | Some(Base::Int), false, 2) => {
                    Type::Integer(if unsigned { IntKind::UnsignedLongLong } else { IntKind::LongLong })
                }
                (Some(Base::Char), false, 0) => Type::Integer(match s.signedness {
                    None => IntKind::Char,
                    Some(true) => IntKind::SignedChar,
                    Some(false) => IntKind::UnsignedChar,
                }),
                (Some(Base::Int128), false, 0) => {
                    Type::Integer(if unsigned { IntKind::UnsignedInt128 } else { IntKind::Int128 })
                }
                (Some(Base::Double), false, 1) if s.signedness.is_none() => Type::Float(FloatKind::LongDouble),
                (Some(b), false, 0) if s.signedness.is_none() => match b {
                    Base::Void => Type::Void,
                    Base::Bool => Type::Integer(IntKind::Bool),
                    Base::WChar => Type::Integer(IntKind::WChar),
                    Base::Char8 => Type::Integer(IntKind::Char8),
                    Base::Char16 => Type::Integer(IntKind::Char16),
                    Base::Char32 => Type::Integer(IntKind::Char32),
                    Base::Float => Type::Float(FloatKind::Float),
                    Base::Double => Type::Float(FloatKind::Double),
                    Base::BFloat16 => Type::Float(FloatKind::BFloat16),
                    Base::Float128 => Type::Float(FloatKind::Float128),
                    Base::Auto => Type::Placeholder { decltype_auto: false },
                    Base::DecltypeAuto => Type::Placeholder { decltype_auto: true },
                    Base::Char | Base::Int | Base::Int128 => unreachable_base(),
                },
                // `long float`, `short char`, `unsigned double` …: nvcc's EC84.
                _ => return Err(Unsure::Unexpected),
            };
            self.il.types.intern(t)
        };
        Ok(self.il.types.qualified(ty, s.cv))
    }

    // ---- attributes ----

    /// `[[…]]` at the current token, skipped. When the outer `[` is never closed but the
    /// inner one is (`[[nodiscard] int f();`), nvcc expects the second `]` after it.
    pub(super) fn std_attribute(&mut self) -> R<()> {
        if self.partner_of(self.i).is_none() {
            if let Some(inner) = self.partner_of(self.i + 1) {
                if self.kind_at(inner + 1) != TokenKind::RBracket {
                    return Err(self.syntax_error(crate::diag::DiagId::ExpectedRBracket, inner + 1));
                }
            }
            return Err(Unsure::Unbalanced);
        }
        self.skip_group()
    }

    /// Attributes of every spelling at the current token, skipped.
    pub(super) fn skip_attributes(&mut self) -> R<()> {
        loop {
            match (self.kind(), self.kw()) {
                (TokenKind::LBracket, _) if self.peek(1) == TokenKind::LBracket => self.std_attribute()?,
                (_, Some(Kw::GnuAttribute | Kw::GnuAttribute2)) => self.gnu_attribute(None)?,
                (_, Some(Kw::Noinline)) => self.bump(),
                (_, Some(Kw::Declspec | Kw::Alignas | Kw::CAlignas)) if self.peek(1) == TokenKind::LParen => {
                    self.bump();
                    self.skip_group()?;
                }
                _ => return Ok(()),
            }
        }
    }

    /// Attributes after a declarator (or before one), with CUDA's spaces recorded.
    pub(super) fn declarator_attributes(&mut self, s: &mut Specifiers) -> R<()> {
        loop {
            match (self.kind(), self.kw()) {
                (TokenKind::LBracket, _) if self.peek(1) == TokenKind::LBracket => self.std_attribute()?,
                (_, Some(Kw::GnuAttribute | Kw::GnuAttribute2)) => self.gnu_attribute(Some(s))?,
                (_, Some(Kw::Noinline)) => self.bump(),
                (_, Some(Kw::Declspec | Kw::Alignas | Kw::CAlignas)) if self.peek(1) == TokenKind::LParen => {
                    self.bump();
                    self.skip_group()?;
                }
                _ => return Ok(()),
            }
        }
    }

    /// `__attribute__((a, b(args), …))`: CUDA's space attributes go to `s`'s own lists
    /// (category 4), the rest are skipped.
    fn gnu_attribute(&mut self, s: Option<&mut Specifiers>) -> R<()> {
        self.bump();
        let outer = self.i;
        let close = self.partner()?;
        if self.peek(1) != TokenKind::LParen || self.partner_of(outer + 1) != Some(close - 1) {
            self.i = close + 1;
            return Ok(());
        }
        if let Some(s) = s {
            let mut j = outer + 2;
            while j < close - 1 {
                if let Some(name) = self.ident_at(j).and_then(Name::of) {
                    let at_start = matches!(self.kind_at(j - 1), TokenKind::LParen | TokenKind::Comma) && j > outer + 1;
                    if at_start {
                        match name {
                            Name::Host => s.exec.0 |= ExecSpaces::HOST,
                            Name::Device => {
                                s.exec.0 |= ExecSpaces::DEVICE;
                                s.memory.0 |= MemorySpaces::DEVICE;
                            }
                            Name::Global => s.exec.0 |= ExecSpaces::GLOBAL,
                            Name::Shared => s.memory.0 |= MemorySpaces::SHARED,
                            Name::Constant => s.memory.0 |= MemorySpaces::CONSTANT,
                            Name::Managed => s.memory.0 |= MemorySpaces::MANAGED,
                            Name::GridConstant => s.memory.0 |= MemorySpaces::GRID_CONSTANT,
                            Name::VectorSize | Name::GnuVectorSize => {
                                let literal = self.kind_at(j + 1) == TokenKind::LParen
                                    && self.kind_at(j + 2) == TokenKind::Number
                                    && self.kind_at(j + 3) == TokenKind::RParen;
                                let bytes = literal
                                    .then(|| super::parse_integer(self.t.text(j + 2)))
                                    .flatten()
                                    .and_then(|n| u32::try_from(n).ok());
                                s.vector_bytes = Some(bytes.unwrap_or(0));
                            }
                            _ => {}
                        }
                    }
                }
                j = match self.kind_at(j) {
                    TokenKind::LParen => self.partner_of(j).ok_or(Unsure::Unbalanced)? + 1,
                    _ => j + 1,
                };
            }
        }
        self.i = close + 1;
        Ok(())
    }

    // ---- class and enum specifiers ----

    /// `class-key [attrs] [name] [final] [: bases] { members }`, or an elaborated type
    /// specifier `class-key name`.
    fn class_specifier(&mut self, s: &mut Specifiers) -> R<()> {
        let key = match self.kw() {
            Some(Kw::Struct) => ClassKey::Struct,
            Some(Kw::Union) => ClassKey::Union,
            _ => ClassKey::Class,
        };
        let first = self.i;
        self.bump();
        self.declarator_attributes(s)?;
        let mut qualifier = Qualifier::None;
        let mut name = (Sym(0), first);
        let mut args = None;
        if self.ident().is_some() || self.kind() == TokenKind::ColonColon {
            qualifier = self.nested_name_specifier_for_declarator()?;
            let Some(sym) = self.ident() else { return Err(Unsure::Unexpected) };
            name = (sym, self.i);
            self.bump();
            if self.kind() == TokenKind::Less {
                // A specialisation's name: the template must be known.
                let t = self.find_in(qualifier, sym).ok_or(Unsure::Angles)?;
                let t = self.through_aliases(t);
                if t.is_none() || !self.is_template(t) {
                    return Err(Unsure::Angles);
                }
                args = Some(self.skip_template_args()?);
                if self.kind() == TokenKind::LBrace || self.kind() == TokenKind::Colon {
                    // A specialisation's definition: the primary's members no longer
                    // describe every specialisation.
                    self.il.entity_mut(t).flags |= flag::SPECIALIZED;
                }
            }
        }
        self.skip_attributes()?;
        if matches!(self.ident().and_then(Name::of), Some(Name::Final | Name::GnuFinal))
            && matches!(self.peek(1), TokenKind::LBrace | TokenKind::Colon)
        {
            self.bump();
        }
        let definition = match self.kind() {
            TokenKind::LBrace => true,
            TokenKind::Colon => self.peek(1) != TokenKind::Colon,
            _ => false,
        };
        if !definition {
            return self.elaborated_type(s, EntityKind::Class, key, qualifier, name);
        }
        if name.0 == Sym(0) && first == self.after_template_head && self.kind() == TokenKind::LBrace {
            // `template <…> class {`: a class template needs its name.
            return Err(self.syntax_error(crate::diag::DiagId::ExpectedIdentifier, self.i));
        }
        // A body whose braces do not balance is not read (nor its class declared).
        let brace = match self.kind() {
            TokenKind::LBrace => self.i,
            _ => (self.i..self.t.len())
                .find(|&j| matches!(self.kind_at(j), TokenKind::LBrace | TokenKind::Semi | TokenKind::RBrace))
                .unwrap_or(self.i),
        };
        self.partner_of(brace).ok_or(Unsure::Unbalanced)?;
        // The class being defined: a forward declaration's entity, or a new one.
        let fresh = if args.is_some() { flag::SPECIALIZATION } else { 0 };
        let class = self.tag_being_defined(EntityKind::Class, qualifier, name, args.is_none(), fresh)?;
        self.il.entity_mut(class).class_key = key;
        let inner = self.il.open_scope(ScopeKind::Class, self.scope, class);
        if let Qualifier::Scope(scope, _) = qualifier {
            // `class A::B {…}`: B's members see A's.
            self.set_enclosing(inner, scope);
        }
        {
            let e = self.il.entity_mut(class);
            e.inner = inner;
            e.flags |= flag::DEFINED;
            e.class_key = key;
        }
        if self.eat(TokenKind::Colon) {
            self.base_clause(class, inner)?;
        }
        if self.kind() != TokenKind::LBrace {
            return Err(Unsure::Unexpected);
        }
        let close = self.partner()?;
        self.il.entity_mut(class).body = (self.i as u32, close as u32);
        self.bump();
        let outer = (self.scope, self.access, self.template_flags, self.qualifier_scope, self.extern_c);
        let outer_certain = (self.decl_certain, self.certain);
        // The members start where the parser is sure a declaration starts.
        self.certain = self.decl_certain;
        self.scope = inner;
        self.access = if key == ClassKey::Class { Access::Private } else { Access::Public };
        self.template_flags = 0;
        self.qualifier_scope = crate::il::ScopeId::NONE;
        self.class_depth += 1;
        let r = self.nested(|p| {
            p.member_specification(close);
            Ok(())
        });
        self.class_depth -= 1;
        (self.scope, self.access, self.template_flags, self.qualifier_scope, self.extern_c) = outer;
        (self.decl_certain, self.certain) = outer_certain;
        if self.class_depth == 0 {
            // The outermost class is complete: the bodies of its member functions see every
            // member now.
            self.read_deferred_bodies();
        }
        if r.is_err() {
            self.count(Unsure::Depth);
        }
        self.i = close + 1;
        s.named = Some(self.il.types.intern(Type::Tag(class)));
        s.tag = class;
        s.defines = true;
        Ok(())
    }

    /// The members of a class up to its `}`.
    fn member_specification(&mut self, close: usize) {
        self.declaration_seq(Some(close));
    }

    /// `: [virtual] [access] base, …` up to the class's `{`.
    fn base_clause(&mut self, class: EntityId, inner: crate::il::ScopeId) -> R<()> {
        loop {
            self.skip_attributes()?;
            while let Some(Kw::Virtual | Kw::Public | Kw::Protected | Kw::Private) = self.kw() {
                self.bump();
            }
            if matches!(self.kw(), Some(Kw::Decltype | Kw::GnuDecltype)) && self.peek(1) == TokenKind::LParen {
                // `: decltype(…)`: a base known only by evaluating it.
                self.bump();
                self.skip_group()?;
                self.il.entity_mut(class).flags |= flag::UNKNOWN_BASES;
                self.eat(TokenKind::Ellipsis);
                if !self.eat(TokenKind::Comma) {
                    return Ok(());
                }
                continue;
            }
            let q = self.qualified_name(Context::Type);
            let resolved = match q {
                Ok(q) => match q.denotes {
                    Denotes::Type(t) => match self.il.types.get(t) {
                        Some(Type::Tag(c)) if !self.il.entity(c).inner.is_none() => Some((self.il.entity(c).inner, t)),
                        // A specialisation of a template never specialised (so far, which is
                        // before its instantiation here): its members are the primary's.
                        Some(Type::Specialization { template, .. })
                            if self.il.entity(template).kind == EntityKind::Class
                                && !self.il.entity(template).has(flag::SPECIALIZED)
                                && !self.il.entity(template).has(flag::UNKNOWN_BASES)
                                && !self.il.entity(template).inner.is_none() =>
                        {
                            Some((self.il.entity(template).inner, t))
                        }
                        // Through a typedef: the class it names.
                        Some(Type::Typeref(td)) => match self.il.types.get(self.il.entity(td).ty) {
                            Some(Type::Tag(c)) if !self.il.entity(c).inner.is_none() => {
                                Some((self.il.entity(c).inner, self.il.entity(td).ty))
                            }
                            _ => None,
                        },
                        _ => None,
                    },
                    // A dependent base, or one the parser does not know.
                    Denotes::Dependent | Denotes::Unknown | Denotes::DeclaratorId => None,
                    _ => return Err(Unsure::Unexpected),
                },
                Err(why) => return Err(why),
            };
            match resolved {
                Some((base, ty)) => {
                    self.merge_scope(inner, base);
                    let base_entity = self.il.scope(base).entity;
                    self.il.bases.push((class, ty, base_entity, self.i as u32));
                }
                None => self.il.entity_mut(class).flags |= flag::UNKNOWN_BASES,
            }
            self.eat(TokenKind::Ellipsis);
            if !self.eat(TokenKind::Comma) {
                return Ok(());
            }
        }
    }

    /// `class-key name` without a body: a forward declaration (`struct S;`), or a use that
    /// declares the class where it is not yet known.
    fn elaborated_type(
        &mut self,
        s: &mut Specifiers,
        kind: EntityKind,
        key: ClassKey,
        qualifier: Qualifier,
        (name, token): (Sym, usize),
    ) -> R<()> {
        if name == Sym(0) {
            return Err(Unsure::Unexpected);
        }
        let forward = self.kind() == TokenKind::Semi && !s.friend && qualifier == Qualifier::None;
        let found = if forward {
            let scope = self.declaring_scope();
            self.il.member(scope, name, |e| e.kind == kind)
        } else {
            match qualifier {
                Qualifier::Dependent => {
                    s.named = Some(self.dependent_type(token));
                    return Ok(());
                }
                q => self.find_in(q, name).map(|e| self.through_aliases(e)).filter(|e| !e.is_none()),
            }
        };
        let class = match found {
            Some(e) if matches!(self.il.entity(e).kind, EntityKind::Class | EntityKind::Enum) => e,
            Some(e) if self.il.entity(e).kind == EntityKind::Typedef => e,
            Some(_) if !forward => return Err(Unsure::Unexpected),
            _ if s.friend || qualifier != Qualifier::None => {
                // A friend class the parser has not seen: it names a class of the enclosing
                // namespace, visible only once declared there.
                s.named = Some(self.dependent_type(token));
                return Ok(());
            }
            _ => {
                // Declared by its first use: in the enclosing namespace (or here, for a
                // forward declaration).
                let mut scope = self.declaring_scope();
                if !forward {
                    while matches!(self.scope_kind(scope), ScopeKind::Class | ScopeKind::Enum) {
                        scope = self.il.scope(scope).parent;
                        while matches!(self.scope_kind(scope), ScopeKind::Template | ScopeKind::Prototype) {
                            scope = self.il.scope(scope).parent;
                        }
                    }
                }
                let mut e = self.new_entity(kind, name, scope, token);
                e.class_key = key;
                self.il.declare(e)
            }
        };
        s.named = Some(match self.il.entity(class).kind {
            EntityKind::Typedef => self.il.types.intern(Type::Typeref(class)),
            _ => self.il.types.intern(Type::Tag(class)),
        });
        s.tag = class;
        Ok(())
    }

    /// `enum [class] [attrs] [name] [: type] [{ enumerators }]`.
    fn enum_specifier(&mut self, s: &mut Specifiers) -> R<()> {
        let first = self.i;
        self.bump();
        let scoped = self.eat_kw(Kw::Class) || self.eat_kw(Kw::Struct);
        self.declarator_attributes(s)?;
        let mut qualifier = Qualifier::None;
        let mut name = (Sym(0), first);
        if self.ident().is_some() || self.kind() == TokenKind::ColonColon {
            qualifier = self.nested_name_specifier_for_declarator()?;
            let Some(sym) = self.ident() else { return Err(Unsure::Unexpected) };
            name = (sym, self.i);
            self.bump();
        }
        self.skip_attributes()?;
        let mut underlying = TypeId::NONE;
        let mut has_base = false;
        if self.kind() == TokenKind::Colon && self.peek(1) != TokenKind::Colon {
            // The enum base: a type-specifier-seq.
            let at = self.i;
            self.bump();
            let spec = self.decl_specifiers(SpecContext::TypeId)?;
            if !spec.any && spec.named.is_none() {
                // `enum E : 3` would be a bit-field; not modelled.
                self.i = at;
                return Err(Unsure::Unmodelled);
            }
            underlying = self.specifier_type(&spec)?;
            has_base = true;
        }
        let definition = self.kind() == TokenKind::LBrace;
        if !definition && !(self.kind() == TokenKind::Semi && (scoped || has_base)) {
            return self.elaborated_type(s, EntityKind::Enum, ClassKey::Class, qualifier, name);
        }
        let fresh = if scoped { flag::SCOPED_ENUM } else { 0 };
        let e = self.tag_being_defined(EntityKind::Enum, qualifier, name, true, fresh)?;
        let target = self.il.entity(e).parent;
        let _ = underlying;
        s.named = Some(self.il.types.intern(Type::Tag(e)));
        s.tag = e;
        if !definition {
            return Ok(());
        }
        let inner = self.il.open_scope(ScopeKind::Enum, self.scope, e);
        {
            let ent = self.il.entity_mut(e);
            ent.inner = inner;
            ent.flags |= flag::DEFINED;
        }
        let close = self.partner()?;
        self.bump();
        // Unscoped enumerators are found in the enclosing scope.
        let parent = if scoped { inner } else { target };
        let ty = self.il.types.intern(Type::Tag(e));
        s.defines = true;
        while self.i < close {
            let Some(name) = self.ident() else {
                // `enum E { a, , b }`: an enumerator's name is missing.
                if self.kind() == TokenKind::Comma {
                    return Err(self.syntax_error(crate::diag::DiagId::ExpectedIdentifier, self.i));
                }
                return Err(Unsure::Unexpected);
            };
            let mut en = self.new_entity(EntityKind::Enumerator, name, parent, self.i);
            en.ty = ty;
            en.access = if self.il.scope(parent).kind == ScopeKind::Class { self.access } else { Access::None };
            self.il.declare(en);
            self.bump();
            self.skip_attributes()?;
            if self.eat(TokenKind::Eq) {
                self.skip_expression(super::names::stop::COMMA)?;
            }
            if self.i == close {
                break;
            }
            self.expect(TokenKind::Comma)?;
        }
        if self.i != close {
            return Err(Unsure::Unexpected);
        }
        self.i = close + 1;
        Ok(())
    }

    /// The class or enum a definition (or an opaque enum declaration) names: the entity of
    /// its forward declaration in the scope the qualifier names, or a new one with `fresh`
    /// flags (a specialisation never reuses one: `reuse` false).
    fn tag_being_defined(
        &mut self,
        kind: EntityKind,
        qualifier: Qualifier,
        (name, token): (Sym, usize),
        reuse: bool,
        fresh: u32,
    ) -> R<EntityId> {
        let target = match qualifier {
            Qualifier::None => self.declaring_scope(),
            Qualifier::Scope(scope, _) => scope,
            Qualifier::Dependent | Qualifier::Incomplete(_) => return Err(Unsure::DependentName),
        };
        if reuse && name != Sym(0) {
            if let Some(e) = self.il.member(target, name, |e| e.kind == kind && e.inner.is_none()) {
                return Ok(e);
            }
        }
        if qualifier != Qualifier::None {
            return Err(Unsure::UnknownName);
        }
        let mut e = self.new_entity(kind, name, target, token);
        e.flags |= fresh;
        Ok(self.il.declare(e))
    }

    /// `name` looked up as a qualifier says.
    pub(super) fn find_in(&mut self, q: Qualifier, name: Sym) -> Option<EntityId> {
        match q {
            Qualifier::None => self.lookup(name),
            Qualifier::Scope(scope, _) => self.lookup_in(scope, name),
            Qualifier::Dependent | Qualifier::Incomplete(_) => None,
        }
    }
}

#[cold]
fn unreachable_base() -> Type {
    // Char, Int and Int128 are matched above with every size; a missing arm is a bug in
    // this table, not in the input: give the plainest type rather than panic.
    Type::Integer(IntKind::Int)
}
