//! Declarators (seed 004's declarator.c): pointer, reference and member-pointer operators,
//! the declarator-id (qualified names, operators, conversion functions, destructors), nested
//! declarators, array bounds and function declarators with their qualifiers, exception
//! specification and trailing return type — read inside out into the list of derived types
//! that `form_declared_type` applies to the specifiers' type.

use super::decl::{Parser, Unsure, R};
use super::expr::Closer;
use super::keyword::Kw;
use super::names::{stop, Context, Denotes, Qualifier};
use super::specifiers::SpecContext;
use crate::diag::DiagId;
use crate::il::{flag, Cv, EntityId, EntityKind, FunctionType, RefKind, ScopeId, ScopeKind, Type, TypeId};
use crate::intern::Sym;
use crate::lex::TokenKind;

/// Whether a declarator names something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Naming {
    /// A declaration's declarator: it has a name.
    Named,
    /// A parameter's: a name is optional.
    Optional,
    /// A type-id's: no name.
    Abstract,
}

/// What kind of name the declarator-id is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum IdKind {
    #[default]
    None,
    Plain,
    Operator,
    Conversion,
    Destructor,
}

/// One derived type of the chain (seed 004: add_to_derived_type_list).
#[derive(Clone, Debug)]
enum Derived {
    Pointer(Cv),
    LRef,
    RRef,
    MemberPointer(TypeId, Cv),
    Array(Option<u64>),
    /// A function of these parameters; its return type is what it is applied to, or the
    /// trailing return type.
    Function(FunctionType, TypeId),
}

/// A declarator read.
#[derive(Debug)]
pub(super) struct Declarator {
    pub name: Sym,
    /// The token of the name (or where the declarator started).
    pub token: usize,
    pub id: IdKind,
    pub qualifier: Qualifier,
    /// The declarator-id was a template-id (`f<int>`): an explicit specialisation.
    pub template_id: bool,
    pub pack: bool,
    /// The declared type.
    pub ty: TypeId,
    /// Whether the declared entity is a function (the outermost derived type).
    pub function: bool,
    /// The outermost function declarator's parameter scope.
    pub prototype: ScopeId,
}

impl Parser<'_, '_, '_> {
    /// A declarator at the current token, applied to `base`.
    pub(super) fn declarator(&mut self, base: TypeId, naming: Naming, may_initialize: bool) -> R<Declarator> {
        let mut d = Declarator {
            name: Sym(0),
            token: self.i,
            id: IdKind::None,
            qualifier: Qualifier::None,
            template_id: false,
            pack: false,
            ty: base,
            function: false,
            prototype: ScopeId::NONE,
        };
        let outer_scope = self.scope;
        let r = self.nested(|p| p.declarator_parts(naming, may_initialize, &mut d));
        // Parameter scopes and a qualifier's scope end with the declarator.
        self.scope = outer_scope;
        let chain = r?;
        d.function = matches!(chain.last(), Some(Derived::Function(..)));
        d.ty = self.form_declared_type(base, chain);
        Ok(d)
    }

    /// Seed 004: form_declared_type — the derived types applied to the base, in order.
    fn form_declared_type(&mut self, base: TypeId, chain: Vec<Derived>) -> TypeId {
        let mut t = base;
        for derived in chain {
            t = match derived {
                Derived::Pointer(cv) => {
                    let p = self.il.types.intern(Type::Pointer { to: t, kind: RefKind::Pointer });
                    self.il.types.qualified(p, cv)
                }
                Derived::LRef => self.il.types.intern(Type::Pointer { to: t, kind: RefKind::LValue }),
                Derived::RRef => self.il.types.intern(Type::Pointer { to: t, kind: RefKind::RValue }),
                Derived::MemberPointer(class, cv) => {
                    let p = self.il.types.intern(Type::MemberPointer { class, to: t });
                    self.il.types.qualified(p, cv)
                }
                Derived::Array(bound) => self.il.types.intern(Type::Array { element: t, bound }),
                Derived::Function(mut f, trailing) => {
                    f.ret = if f.trailing_return { trailing } else { t };
                    self.il.types.function(f)
                }
            };
        }
        t
    }

    /// The derived types of a declarator, in the order they apply to the base type: its
    /// pointer operators, then its suffixes from the last, then its nested declarator's.
    fn declarator_parts(&mut self, naming: Naming, may_initialize: bool, d: &mut Declarator) -> R<Vec<Derived>> {
        let mut chain = Vec::new();
        self.pointer_operators(&mut chain)?;
        let mut nested = None;
        let mut suffixes = Vec::new();
        let mut named_here = false;
        match self.kind() {
            TokenKind::LParen if self.is_nested_declarator(naming)? => {
                self.bump();
                let inner = self.nested(|p| p.declarator_parts(naming, false, d))?;
                self.expect(TokenKind::RParen)?;
                nested = Some(inner);
            }
            TokenKind::Ellipsis if naming != Naming::Abstract || self.peek(1) != TokenKind::RParen => {
                self.bump();
                d.pack = true;
                if naming != Naming::Abstract && self.starts_declarator_id() {
                    self.declarator_id(d)?;
                    named_here = true;
                }
            }
            _ if naming != Naming::Abstract && self.starts_declarator_id() => {
                self.declarator_id(d)?;
                named_here = true;
            }
            // `typedef unsigned long *;`: the declarator's name is missing.
            TokenKind::Semi if naming == Naming::Named && !chain.is_empty() => {
                return Err(self.syntax_error(crate::diag::DiagId::ExpectedIdentifier, self.i))
            }
            _ if naming == Naming::Named => return Err(Unsure::Unexpected),
            _ => {}
        }
        self.skip_attributes_after_id()?;
        loop {
            match self.kind() {
                TokenKind::LParen => {
                    // `T x(args)`: an initializer, where the tokens cannot be parameters.
                    if named_here && may_initialize && suffixes.is_empty() && !self.looks_like_parameters()? {
                        break;
                    }
                    let (f, trailing, scope) = self.function_declarator()?;
                    if d.prototype.is_none() || nested.is_none() {
                        d.prototype = scope;
                    }
                    suffixes.push(Derived::Function(f, trailing));
                }
                TokenKind::LBracket if self.peek(1) != TokenKind::LBracket => {
                    let Some(close) = self.partner_of(self.i) else { return Err(self.unclosed_bound()) };
                    let bound = (close == self.i + 2 && self.kind_at(self.i + 1) == TokenKind::Number)
                        .then(|| parse_integer(self.t.text(self.i + 1)))
                        .flatten();
                    self.i = close + 1;
                    suffixes.push(Derived::Array(bound));
                    self.skip_attributes_after_id()?;
                }
                _ => break,
            }
        }
        chain.extend(suffixes.into_iter().rev());
        if let Some(inner) = nested {
            chain.extend(inner);
        }
        Ok(chain)
    }

    /// An array bound whose `[` nothing closes (`int a[3;`): when the bound reads as an
    /// expression up to the declaration's `;`, nvcc expects the `]` there. Anything else
    /// (a `,`, a token the reader stops at) is left unread.
    fn unclosed_bound(&mut self) -> Unsure {
        self.bump();
        match self.expression(stop::COMMA, Closer::After(DiagId::ExpectedRBracket)) {
            Ok(_) if self.kind() == TokenKind::Semi => self.syntax_error(DiagId::ExpectedRBracket, self.i),
            Ok(_) => Unsure::Unbalanced,
            Err(why) => why,
        }
    }

    /// `[[…]]` after a declarator-id or an array bound.
    fn skip_attributes_after_id(&mut self) -> R<()> {
        while self.kind() == TokenKind::LBracket && self.peek(1) == TokenKind::LBracket {
            self.std_attribute()?;
        }
        Ok(())
    }

    /// `*`, `&`, `&&`, `X::*`, each with its cv-qualifiers and attributes.
    fn pointer_operators(&mut self, chain: &mut Vec<Derived>) -> R<()> {
        loop {
            match self.kind() {
                TokenKind::Star => {
                    self.bump();
                    let cv = self.cv_qualifiers()?;
                    chain.push(Derived::Pointer(cv));
                }
                TokenKind::Amp => {
                    self.bump();
                    self.skip_attributes()?;
                    chain.push(Derived::LRef);
                }
                TokenKind::AmpAmp => {
                    self.bump();
                    self.skip_attributes()?;
                    chain.push(Derived::RRef);
                }
                TokenKind::Identifier | TokenKind::ColonColon if self.is_member_pointer() => {
                    let first = self.i;
                    let q = self.nested_name_specifier()?;
                    self.expect(TokenKind::Star)?;
                    let class = match q {
                        Qualifier::Scope(_, e) | Qualifier::Incomplete(e) if !e.is_none() => {
                            self.il.types.intern(Type::Tag(e))
                        }
                        _ => self.dependent_type(first),
                    };
                    let cv = self.cv_qualifiers()?;
                    chain.push(Derived::MemberPointer(class, cv));
                }
                _ => {
                    if matches!(self.kw(), Some(Kw::GnuAttribute | Kw::GnuAttribute2 | Kw::Noinline)) {
                        self.skip_attributes()?;
                        continue;
                    }
                    return Ok(());
                }
            }
        }
    }

    /// `A::B::*` ahead: a member pointer's qualifier (identifiers, template arguments and
    /// `::` up to `::*`).
    fn is_member_pointer(&self) -> bool {
        let mut j = self.i;
        loop {
            match self.kind_at(j) {
                TokenKind::ColonColon => {
                    if self.kind_at(j + 1) == TokenKind::Star {
                        return true;
                    }
                    j += 1;
                }
                TokenKind::Identifier => {
                    j += 1;
                    if self.kind_at(j) == TokenKind::Less {
                        // Template arguments: find the `>` before `::*` by depth.
                        let mut depth = 0i32;
                        loop {
                            match self.kind_at(j) {
                                TokenKind::Less => depth += 1,
                                TokenKind::Greater => depth -= 1,
                                TokenKind::GreaterGreater => depth -= 2,
                                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => {
                                    match self.partner_of(j) {
                                        Some(c) => j = c,
                                        None => return false,
                                    }
                                }
                                TokenKind::Semi | TokenKind::Eof | TokenKind::RParen | TokenKind::LaunchClose => {
                                    return false
                                }
                                _ => {}
                            }
                            j += 1;
                            if depth <= 0 {
                                break;
                            }
                        }
                    }
                    if self.kind_at(j) != TokenKind::ColonColon {
                        return false;
                    }
                }
                _ => return false,
            }
        }
    }

    fn cv_qualifiers(&mut self) -> R<Cv> {
        let mut cv = Cv::default();
        loop {
            match self.kw() {
                Some(Kw::Const | Kw::GnuConst | Kw::GnuConst2) => cv.0 |= Cv::CONST,
                Some(Kw::Volatile | Kw::GnuVolatile | Kw::GnuVolatile2) => cv.0 |= Cv::VOLATILE,
                Some(Kw::GnuRestrict | Kw::GnuRestrict2) => cv.0 |= Cv::RESTRICT,
                Some(Kw::GnuAttribute | Kw::GnuAttribute2 | Kw::Noinline) => {
                    self.skip_attributes()?;
                    continue;
                }
                _ => {
                    if self.kind() == TokenKind::LBracket && self.peek(1) == TokenKind::LBracket {
                        self.skip_group()?;
                        continue;
                    }
                    return Ok(cv);
                }
            }
            self.bump();
        }
    }

    fn starts_declarator_id(&self) -> bool {
        match self.kind() {
            TokenKind::Identifier => matches!(self.kw(), None | Some(Kw::Operator | Kw::Template)),
            TokenKind::ColonColon | TokenKind::Tilde => true,
            _ => false,
        }
    }

    /// Whether the `(` at the current token opens a nested declarator (`(*p)`, `(x)`) rather
    /// than a function's parameters.
    fn is_nested_declarator(&mut self, naming: Naming) -> R<bool> {
        match self.peek(1) {
            TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp | TokenKind::Caret => Ok(true),
            TokenKind::RParen | TokenKind::Ellipsis => Ok(false),
            TokenKind::LParen => Ok(naming == Naming::Named),
            TokenKind::LBracket => Ok(self.kind_at(self.i + 2) != TokenKind::LBracket),
            TokenKind::Tilde => Ok(true),
            TokenKind::Identifier | TokenKind::ColonColon => {
                if naming == Naming::Named {
                    return Ok(true);
                }
                if self.peek(1) == TokenKind::Identifier {
                    match self.kw_at(self.i + 1) {
                        Some(Kw::Operator) => return Ok(true),
                        Some(Kw::GnuAttribute | Kw::GnuAttribute2 | Kw::Noinline) => return Ok(true),
                        Some(_) => return Ok(false),
                        None => {}
                    }
                }
                if self.is_member_pointer_at(self.i + 1) {
                    return Ok(true);
                }
                // A type's name starts parameters; another name is the declarator's.
                let is_type = self.names_type_at(self.i + 1)?;
                Ok(!is_type && naming == Naming::Optional)
            }
            _ => Ok(false),
        }
    }

    fn is_member_pointer_at(&mut self, at: usize) -> bool {
        let saved = self.i;
        self.i = at;
        let r = self.is_member_pointer();
        self.i = saved;
        r
    }

    /// Whether the name at `at` denotes a type (without consuming it); unknown names are
    /// not guessed at.
    fn names_type_at(&mut self, at: usize) -> R<bool> {
        let saved = self.mark();
        self.i = at;
        let q = self.qualified_name(Context::Type);
        self.reset(saved);
        match q?.denotes {
            Denotes::Type(_) => Ok(true),
            Denotes::Value | Denotes::Namespace => Ok(false),
            Denotes::Concept => Ok(true),
            Denotes::Dependent => Err(Unsure::DependentName),
            Denotes::Template => Err(Unsure::Unmodelled),
            Denotes::Unknown => Err(Unsure::UnknownName),
            Denotes::DeclaratorId => Ok(false),
        }
    }

    /// Seed 004's vexing parse: `T x(…)` declares a function where the parenthesised tokens
    /// can be parameters, else it initializes `x`.
    fn looks_like_parameters(&mut self) -> R<bool> {
        let at = self.i + 1;
        match self.kind_at(at) {
            TokenKind::RParen | TokenKind::Ellipsis => Ok(true),
            TokenKind::LBracket => Ok(self.kind_at(at + 1) == TokenKind::LBracket),
            TokenKind::Identifier => match self.kw_at(at) {
                Some(k) if k.starts_expression() => Ok(false),
                Some(Kw::Decltype | Kw::GnuDecltype) => {
                    let close = self.partner_of(at + 1).ok_or(Unsure::Unbalanced)?;
                    if self.kind_at(close + 1) == TokenKind::ColonColon {
                        return Err(Unsure::Unmodelled);
                    }
                    Ok(true)
                }
                Some(_) => Ok(true),
                None => self.names_type_at(at),
            },
            TokenKind::ColonColon => self.names_type_at(at),
            _ => Ok(false),
        }
    }

    /// The declarator-id: `[nested::]name[<args>]`, `operator@`, `operator T`, `~X`.
    fn declarator_id(&mut self, d: &mut Declarator) -> R<()> {
        d.qualifier = self.nested_name_specifier_for_declarator()?;
        if let Qualifier::Scope(s, _) = d.qualifier {
            // The rest of the declarator sees the qualifier's names (`X::f(size_type)`).
            self.qualifier_scope = s;
        }
        self.eat_kw(Kw::Template);
        d.token = self.i;
        match self.kind() {
            TokenKind::Tilde => {
                self.bump();
                let Some(name) = self.ident() else {
                    // `~decltype(…)`: not modelled.
                    return Err(Unsure::Unmodelled);
                };
                d.name = name;
                d.token = self.i;
                d.id = IdKind::Destructor;
                self.bump();
                if self.kind() == TokenKind::Less {
                    self.skip_template_args()?;
                }
                return Ok(());
            }
            TokenKind::Identifier if self.kw() == Some(Kw::Operator) => {
                d.id = self.operator_function_id()?;
                d.name = Kw::Operator.sym();
                return Ok(());
            }
            TokenKind::Identifier => {}
            _ => return Err(Unsure::Unexpected),
        }
        let Some(name) = self.ident() else { return Err(Unsure::Unexpected) };
        d.name = name;
        d.id = IdKind::Plain;
        self.bump();
        let class = self.current_class();
        if self.kind() == TokenKind::Less && !class.is_none() && self.il.entity(class).name == name {
            // `X<T>(…)`: a constructor named with its template arguments.
            self.skip_template_args()?;
            return Ok(());
        }
        if self.kind() == TokenKind::Less {
            // A template-id: an explicit specialisation of a known template.
            let e = self.find_in(d.qualifier, name).ok_or(Unsure::Angles)?;
            let e = self.through_aliases(e);
            if e.is_none() || !self.is_template(e) {
                return Err(Unsure::Angles);
            }
            self.skip_template_args()?;
            d.template_id = true;
        }
        Ok(())
    }

    /// `operator` followed by an operator, `new[]`, `""_x`, `()`, `[]`, or a conversion type
    /// (in a declarator or an expression): which kind of name it is.
    pub(super) fn operator_function_id(&mut self) -> R<IdKind> {
        self.bump();
        let mut id = IdKind::Operator;
        match self.kind() {
            TokenKind::LParen | TokenKind::LBracket => {
                // `operator()` / `operator[]`.
                let close = self.partner()?;
                if close != self.i + 1 {
                    // `operator(int v)`: the operator is missing.
                    if self.kind() == TokenKind::LParen {
                        return Err(self.syntax_error(crate::diag::DiagId::ExpectedOperator, self.i));
                    }
                    return Err(Unsure::Unexpected);
                }
                self.i = close + 1;
            }
            TokenKind::StringLiteral => {
                // A literal operator: `operator""_x` or `operator"" _x`.
                self.bump();
                if self.ident().is_some() {
                    self.bump();
                }
            }
            TokenKind::Identifier => match self.kw() {
                Some(Kw::New | Kw::Delete) => {
                    self.bump();
                    if self.kind() == TokenKind::LBracket && self.peek(1) == TokenKind::RBracket {
                        self.i += 2;
                    }
                }
                Some(Kw::CoAwait) => self.bump(),
                _ => {
                    // A conversion function: `operator T*`.
                    id = IdKind::Conversion;
                    let s = self.decl_specifiers(SpecContext::TypeId)?;
                    if s.named.is_none() && !s.any {
                        return Err(Unsure::Unexpected);
                    }
                    let mut chain = Vec::new();
                    self.pointer_operators(&mut chain)?;
                }
            },
            TokenKind::ColonColon => {
                id = IdKind::Conversion;
                let s = self.decl_specifiers(SpecContext::TypeId)?;
                if s.named.is_none() {
                    return Err(Unsure::Unexpected);
                }
                let mut chain = Vec::new();
                self.pointer_operators(&mut chain)?;
            }
            TokenKind::Eof | TokenKind::Semi | TokenKind::RBrace | TokenKind::LBrace => return Err(Unsure::Unexpected),
            _ => {
                // An operator punctuator (`>>` and `>>=` included).
                self.bump();
            }
        }
        if self.kind() == TokenKind::Less && id == IdKind::Operator {
            // `operator< <T>`: an explicit specialisation; not modelled.
            if self.kind_at(self.i.wrapping_sub(1)) != TokenKind::Less {
                return Err(Unsure::Unmodelled);
            }
        }
        Ok(id)
    }

    /// A function declarator's `(parameters)` and what follows them: cv- and
    /// ref-qualifiers, the exception specification, attributes, a trailing return type.
    pub(super) fn function_declarator(&mut self) -> R<(FunctionType, TypeId, ScopeId)> {
        let Some(close) = self.partner_of(self.i) else { return Err(self.unclosed_parameters()) };
        self.bump();
        let prototype = self.il.open_scope(ScopeKind::Prototype, self.scope, EntityId::NONE);
        self.scope = prototype;
        let mut f = FunctionType::default();
        self.parameter_list(close, &mut f)?;
        self.i = close + 1;
        // The qualifiers of a member function, its exception specification, attributes.
        loop {
            match (self.kind(), self.kw()) {
                (_, Some(Kw::Const | Kw::GnuConst | Kw::GnuConst2)) => f.cv.0 |= Cv::CONST,
                (_, Some(Kw::Volatile | Kw::GnuVolatile | Kw::GnuVolatile2)) => f.cv.0 |= Cv::VOLATILE,
                (_, Some(Kw::GnuRestrict | Kw::GnuRestrict2)) => f.cv.0 |= Cv::RESTRICT,
                (TokenKind::Amp, _) => f.ref_qualifier = RefKind::LValue,
                (TokenKind::AmpAmp, _) => f.ref_qualifier = RefKind::RValue,
                (_, Some(Kw::Noexcept)) => {
                    f.exception_spec = true;
                    self.bump();
                    f.nothrow = true;
                    if self.kind() == TokenKind::LParen {
                        // `noexcept(true)` is `noexcept`; any other operand is not evaluated.
                        let is_true =
                            self.partner_of(self.i) == Some(self.i + 2) && self.t.spelling(self.i + 1) == b"true";
                        f.nothrow = is_true;
                        self.skip_group()?;
                    }
                    continue;
                }
                (_, Some(Kw::Throw)) => {
                    f.exception_spec = true;
                    self.bump();
                    if self.kind() != TokenKind::LParen {
                        return Err(Unsure::Unexpected);
                    }
                    self.skip_group()?;
                    continue;
                }
                (_, Some(Kw::GnuAttribute | Kw::GnuAttribute2 | Kw::Noinline)) => {
                    self.skip_attributes()?;
                    continue;
                }
                (TokenKind::LBracket, _) if self.peek(1) == TokenKind::LBracket => {
                    self.skip_group()?;
                    continue;
                }
                _ => break,
            }
            self.bump();
        }
        let mut trailing = TypeId::NONE;
        if self.kind() == TokenKind::Arrow {
            self.bump();
            trailing = self.type_id()?;
            f.trailing_return = true;
        }
        Ok((f, trailing, prototype))
    }

    /// A parameter list whose `(` is never closed (`void f(int a, int b;`): read as far as
    /// the parameters go; nvcc expects the `)` at a `;` or `{` after a whole parameter.
    fn unclosed_parameters(&mut self) -> Unsure {
        self.bump();
        let prototype = self.il.open_scope(ScopeKind::Prototype, self.scope, EntityId::NONE);
        self.scope = prototype;
        let mut f = FunctionType::default();
        if let Err(why) = self.parameters(&mut f) {
            return why;
        }
        match self.kind() {
            TokenKind::Semi | TokenKind::LBrace => self.syntax_error(crate::diag::DiagId::ExpectedRParen, self.i),
            _ => Unsure::Unbalanced,
        }
    }

    /// Parameter declarations up to the `)` at `close`, declared in the current (prototype)
    /// scope.
    fn parameter_list(&mut self, close: usize, f: &mut FunctionType) -> R<()> {
        if self.i == close {
            return Ok(());
        }
        if self.kw() == Some(Kw::Void) && self.i + 1 == close {
            self.bump();
            return Ok(());
        }
        self.parameters(f)?;
        if self.i != close {
            return Err(Unsure::Unexpected);
        }
        // `(V)` with `typedef void V;` is `(void)` too: no parameters.
        if let [only] = f.params[..] {
            if !f.ellipsis && matches!(self.il.types.get(self.il.resolved(only)), Some(Type::Void)) {
                f.params.clear();
            }
        }
        Ok(())
    }

    /// Parameter declarations, separated by commas, as far as they go.
    fn parameters(&mut self, f: &mut FunctionType) -> R<()> {
        loop {
            if self.kind() == TokenKind::Ellipsis {
                self.bump();
                f.ellipsis = true;
                break;
            }
            // Attributes before the specifiers are read with them (`__grid_constant__`).
            // C++23's explicit object parameter.
            self.eat_kw(Kw::This);
            let mut s = self.decl_specifiers(SpecContext::Parameter)?;
            let base = self.specifier_type(&s)?;
            if base.is_none() {
                return Err(Unsure::Unexpected);
            }
            let d = self.declarator(base, Naming::Optional, false)?;
            self.declarator_attributes(&mut s)?;
            f.params.push(d.ty);
            if d.name != Sym(0) {
                let mut p = self.new_entity(EntityKind::Parameter, d.name, self.scope, d.token);
                p.ty = d.ty;
                p.memory = s.memory;
                if d.pack {
                    p.flags |= flag::PACK;
                }
                self.il.declare(p);
            }
            if self.eat(TokenKind::Eq) {
                self.skip_expression(stop::COMMA)?;
            }
            if self.kind() == TokenKind::Ellipsis {
                // `int...` (C's variadic without a comma).
                self.bump();
                f.ellipsis = true;
                break;
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        Ok(())
    }

    /// A type-id: specifiers and an abstract declarator.
    pub(super) fn type_id(&mut self) -> R<TypeId> {
        let s = self.decl_specifiers(SpecContext::TypeId)?;
        let base = self.specifier_type(&s)?;
        if base.is_none() {
            return Err(Unsure::Unexpected);
        }
        let d = self.declarator(base, Naming::Abstract, false)?;
        Ok(d.ty)
    }
}

/// A decimal, hexadecimal, octal or binary integer literal's value, suffixes and digit
/// separators allowed; `None` for anything else.
pub fn parse_integer(text: &[u8]) -> Option<u64> {
    let digits: Vec<u8> = text.iter().copied().filter(|&c| c != b'\'').collect();
    let (radix, body) = match digits.as_slice() {
        [b'0', b'x' | b'X', rest @ ..] => (16, rest),
        [b'0', b'b' | b'B', rest @ ..] => (2, rest),
        [b'0', rest @ ..] if !rest.is_empty() => (8, rest),
        all => (10, all),
    };
    let end = body.iter().position(|c| !(*c as char).is_digit(radix)).unwrap_or(body.len());
    if end == 0 || !body[end..].iter().all(|c| matches!(c, b'u' | b'U' | b'l' | b'L' | b'z' | b'Z')) {
        return None;
    }
    u64::from_str_radix(std::str::from_utf8(&body[..end]).ok()?, radix).ok()
}
