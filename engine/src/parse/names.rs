//! The name knowledge parsing needs (seed 004's disambiguation by "which names are types and
//! templates", never by guesswork): unqualified and qualified lookup of the names declared so
//! far, nested-name-specifiers, template argument lists (whose `<` only a template's name
//! opens), and the skipping of expressions the parser does not evaluate.
//!
//! Unqualified lookup first probes the innermost scopes one by one ((scope, name) index):
//! locals, parameters, template parameters, members of classes without bases, namespaces
//! that nominate nothing. From the first scope with using-directives, bases or merged members
//! on, it walks the entities of the name (the IL's symbol chain) and keeps those whose scope
//! is visible from there: the enclosing scopes, the namespaces nominated by using-directives
//! (inline and anonymous namespaces are nominated implicitly) and the bases of the enclosing
//! classes the parser resolved. Which scopes are visible is computed when that starting
//! scope, the directives or the bases change (not per block or function), as a level per
//! scope stamped with a generation, so the walk is an array load per entity.

use rustc_hash::FxHashMap;

use super::decl::{Parser, Unsure, R};
use super::keyword::{Kw, Name};
use crate::diag::DiagId;
use crate::il::{flag, EntityId, EntityKind, IntKind, Scope, ScopeId, ScopeKind, Type, TypeId};
use crate::intern::Sym;
use crate::lex::TokenKind;

/// The visible scopes of the current point.
#[derive(Clone, Debug, Default)]
pub(super) struct Visibility {
    /// Per scope: the generation it was last marked in, and its level (0: innermost).
    mark: Vec<(u32, u16)>,
    generation: u32,
    /// The (innermost scope, qualifier scope, directive count) it was computed for.
    key: (ScopeId, ScopeId, usize),
    /// A base or merged scope was added since: recompute.
    stale: bool,
    /// `using namespace` and inline/anonymous namespaces, by the scope they appear in.
    pub(super) directives: FxHashMap<ScopeId, Vec<ScopeId>>,
    /// The scopes whose members a scope's lookups also find, by scope: a class's resolved
    /// bases, and the anonymous unions and structs among a scope's members.
    pub(super) merged: FxHashMap<ScopeId, Vec<ScopeId>>,
    /// A class defined with a qualified name (`class A::B {…}`): the qualifier's scope, whose
    /// names the class's members see after those of the scopes around the definition.
    pub(super) enclosing: FxHashMap<ScopeId, ScopeId>,
    /// Per scope: whether it is in one of the three maps above (lookup's fast path probes
    /// only scopes that are not).
    linked: Vec<bool>,
    /// Qualified lookup's work list, kept to be reused.
    searched: Vec<ScopeId>,
    directive_count: usize,
}

/// Where a name is looked up in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Context {
    /// A decl-specifier or a type-id: the name should be a type.
    Type,
    /// An expression being skipped: only its templateness matters.
    Expression,
    /// The name of a using-declaration.
    UsingDeclaration,
}

/// A nested-name-specifier as far as the parser resolved it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Qualifier {
    None,
    /// `::` alone, or a namespace or class the parser knows.
    Scope(ScopeId, EntityId),
    /// A member of a template parameter, a specialisation, `decltype(…)`: not known until
    /// instantiation.
    Dependent,
    /// A class declared but not defined: only `C::*` can follow.
    Incomplete(EntityId),
}

/// What a (qualified) name denotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Denotes {
    Type(TypeId),
    /// A template's name without arguments (class or alias template, template template
    /// parameter), or a function template's.
    Template,
    Value,
    Namespace,
    Concept,
    /// A member of a dependent qualifier, without `typename`.
    Dependent,
    /// Not declared as far as the parser knows.
    Unknown,
    /// `A::~A`, `A::operator T`: the qualifier of a declarator-id (the name is not read).
    DeclaratorId,
}

/// A name read by [`Parser::qualified_name`].
#[derive(Clone, Copy, Debug)]
pub(super) struct QName {
    /// The token of the last identifier.
    pub last: usize,
    pub qualifier: Qualifier,
    /// The entity found, through aliases and using-declarations.
    pub entity: EntityId,
    pub denotes: Denotes,
    /// Template arguments after the last identifier (`<` and `>` tokens).
    pub args: Option<(usize, usize)>,
}

/// Where [`Parser::skip_expression`] stops (besides `;`, closers and the end).
pub(super) mod stop {
    pub const COMMA: u8 = 1;
    /// A `>` that closes a template argument list.
    pub const GREATER: u8 = 2;
    /// A `{` (a function body after a constraint, a class body after a base).
    pub const BRACE: u8 = 4;
    /// A `=` (a default argument or initializer after a bit-field width).
    pub const ASSIGN: u8 = 8;
    /// A `:` that is not a conditional's (a `case` label's).
    pub const COLON: u8 = 16;
    /// An expression statement's: a `(` never closed is reported at the `;` inside it.
    pub const STATEMENT: u8 = 32;
}

impl Visibility {
    fn mark_linked(&mut self, s: ScopeId) {
        if self.linked.len() <= s.index() {
            self.linked.resize(s.index() + 1, false);
        }
        self.linked[s.index()] = true;
    }

    fn is_linked(&self, s: ScopeId) -> bool {
        self.linked.get(s.index()).copied().unwrap_or(false)
    }
}

impl Parser<'_, '_, '_> {
    /// The visibility must be recomputed: a using-directive or a base was added.
    pub(super) fn names_changed(&mut self) {
        // Entities are found through the symbol chain directly; only scope links change
        // visibility.
        self.vis.stale = true;
    }

    fn mark_visible(&mut self, s: ScopeId, level: u16) {
        let gen = self.vis.generation;
        let slot = &mut self.vis.mark[s.index()];
        if slot.0 == gen {
            return;
        }
        *slot = (gen, level);
        // The namespaces it nominates, a class's bases, anonymous unions' members (by index:
        // no copy of the lists).
        for merged in [false, true] {
            let mut k = 0;
            loop {
                let map = if merged { &self.vis.merged } else { &self.vis.directives };
                let Some(&n) = map.get(&s).and_then(|list| list.get(k)) else { break };
                self.mark_visible(n, level);
                k += 1;
            }
        }
    }

    /// Marks the scopes visible from `from` (and from the qualifier scope of a declarator's
    /// name). Scopes opened later are not marked (`level` is `None` for them): one in the
    /// chain would change `from`; one nominated or merged changes the key or makes it stale.
    fn update_visibility(&mut self, from: ScopeId) {
        let key = (from, self.qualifier_scope, self.il.using_directives.len());
        if self.vis.key == key && !self.vis.stale {
            return;
        }
        (self.vis.key, self.vis.stale) = (key, false);
        self.sync_directives();
        self.vis.generation = self.vis.generation.wrapping_add(1);
        if self.vis.generation == 0 {
            self.vis.mark.iter_mut().for_each(|m| *m = (u32::MAX, 0));
            self.vis.generation = 1;
        }
        self.vis.mark.resize(self.il.scopes.len(), (0, 0));
        let mut level = 0u16;
        let mut starts = vec![self.qualifier_scope, from];
        let mut k = 0;
        while k < starts.len() {
            let mut s = starts[k];
            k += 1;
            while !s.is_none() {
                self.mark_visible(s, level);
                level = level.saturating_add(1);
                if let Some(&q) = self.vis.enclosing.get(&s) {
                    if starts.len() < 64 {
                        starts.push(q);
                    }
                }
                s = self.il.scope(s).parent;
            }
        }
    }

    /// Keeps the directive index in step with the IL's list.
    fn sync_directives(&mut self) {
        while self.vis.directive_count < self.il.using_directives.len() {
            let (from, to) = self.il.using_directives[self.vis.directive_count];
            self.vis.directives.entry(from).or_default().push(to);
            self.vis.mark_linked(from);
            self.vis.directive_count += 1;
        }
    }

    fn level(&self, s: ScopeId) -> Option<u16> {
        let (gen, level) = *self.vis.mark.get(s.index())?;
        (gen == self.vis.generation).then_some(level)
    }

    /// An alias or using-declaration's target (itself otherwise); `NONE` when the target is
    /// not known.
    pub(super) fn through_aliases(&self, mut e: EntityId) -> EntityId {
        for _ in 0..16 {
            let ent = self.il.entity(e);
            match ent.kind {
                EntityKind::UsingDeclaration | EntityKind::NamespaceAlias => {
                    if ent.target.is_none() {
                        return EntityId::NONE;
                    }
                    e = ent.target;
                }
                _ => return e,
            }
        }
        EntityId::NONE
    }

    /// Unqualified lookup of `name` from the current point: the entity in the innermost
    /// visible scope that has one, or `None` where there is none or the innermost scope's
    /// candidates disagree on being a type.
    pub(super) fn lookup(&mut self, name: Sym) -> Option<EntityId> {
        self.lookup_among(name, false)
    }

    /// Unqualified lookup of a name followed by `::`: only namespaces, types and templates
    /// are considered ([basic.lookup.qual]), so a variable does not hide a namespace.
    fn lookup_qualifier(&mut self, name: Sym) -> Option<EntityId> {
        self.lookup_among(name, true)
    }

    fn lookup_among(&mut self, name: Sym, qualifiers_only: bool) -> Option<EntityId> {
        let from = match self.lookup_in_plain_scopes(name, qualifiers_only) {
            Ok(found) => return found,
            Err(from) => from,
        };
        // The scopes inside `from` hold no candidate: the walk ranks what lies outside.
        self.update_visibility(from);
        self.walk_named(name, qualifiers_only)
    }

    /// The walk over the entities of `name`: the one in the innermost visible scope.
    fn walk_named(&mut self, name: Sym, qualifiers_only: bool) -> Option<EntityId> {
        let mut best: Option<(u16, EntityId)> = None;
        let mut clash = false;
        for e in self.il.named(name) {
            if qualifiers_only && !self.can_qualify(e) {
                continue;
            }
            let Some(level) = self.level(self.il.entity(e).parent) else { continue };
            match best {
                Some((l, _)) if l < level => {}
                Some((l, b)) if l == level => {
                    if self.is_type_entity(b) != self.is_type_entity(e) {
                        clash = true;
                    }
                }
                _ => {
                    best = Some((level, e));
                    clash = false;
                }
            }
        }
        if clash {
            return None;
        }
        // A class's name inside it is its injected-class-name, found in the class's own
        // scope (before the enclosing scope that declares the class, or a specialisation).
        for start in [self.qualifier_scope, self.scope] {
            let mut s = start;
            while !s.is_none() {
                let scope = self.il.scope(s);
                if scope.kind == ScopeKind::Class
                    && !scope.entity.is_none()
                    && self.il.entity(scope.entity).name == name
                {
                    let level = self.level(s).unwrap_or(u16::MAX);
                    if best.is_none_or(|(l, _)| l >= level) {
                        return Some(scope.entity);
                    }
                }
                s = scope.parent;
            }
        }
        best.map(|(_, e)| e)
    }

    /// Unqualified lookup's fast path, for a name declared in one of the innermost scopes
    /// (locals, parameters, template parameters, members of a class without bases): each of
    /// those scopes is a level of its own, so probing them one by one, innermost first, finds
    /// what the walk over all of the name's entities would, without the walk. Where the
    /// answer needs the walk, the scope it starts from: the first one reached with
    /// using-directives, bases or merged members (the current scope in a qualified
    /// declarator's context).
    fn lookup_in_plain_scopes(&mut self, name: Sym, qualifiers_only: bool) -> Result<Option<EntityId>, ScopeId> {
        if !self.qualifier_scope.is_none() {
            return Err(self.scope);
        }
        self.sync_directives();
        let mut s = self.scope;
        while !s.is_none() {
            if self.vis.is_linked(s) {
                return Err(s);
            }
            let scope = self.il.scope(s);
            if scope.kind == ScopeKind::Class && !scope.entity.is_none() && self.il.entity(scope.entity).name == name {
                return Ok(Some(scope.entity));
            }
            let parent = scope.parent;
            let mut best = None;
            let mut e = self.il.newest_in(s, name).unwrap_or(EntityId::NONE);
            while !e.is_none() {
                if !qualifiers_only || self.can_qualify(e) {
                    match best {
                        None => best = Some(e),
                        // The innermost scope's candidates disagree on being a type.
                        Some(b) if self.is_type_entity(b) != self.is_type_entity(e) => return Ok(None),
                        Some(_) => {}
                    }
                }
                e = self.il.older_in_scope(e);
            }
            if best.is_some() {
                return Ok(best);
            }
            s = parent;
        }
        Ok(None)
    }

    /// Qualified lookup of `name` in `scope`: its members, those of the namespaces it
    /// nominates and of its bases.
    pub(super) fn lookup_in(&mut self, scope: ScopeId, name: Sym) -> Option<EntityId> {
        // `C::C`: the injected-class-name (a constructor, where a `(` follows).
        let owner = self.il.scope(scope).entity;
        if self.il.scope(scope).kind == ScopeKind::Class && !owner.is_none() && self.il.entity(owner).name == name {
            return Some(owner);
        }
        // The scope itself, then what it nominates and its bases, breadth first (a scope's
        // own chain is not searched in qualified lookup). The common case, a scope with
        // nothing merged into it, is one probe and no allocation.
        if let Some(e) = self.il.newest_in(scope, name) {
            return Some(e);
        }
        if !self.vis.is_linked(scope) {
            return None;
        }
        let mut searched = std::mem::take(&mut self.vis.searched);
        searched.clear();
        searched.push(scope);
        let mut found = None;
        let mut k = 0;
        while k < searched.len() && searched.len() < 256 {
            let s = searched[k];
            k += 1;
            if k > 1 {
                if let Some(e) = self.il.newest_in(s, name) {
                    found = Some(e);
                    break;
                }
            }
            for map in [&self.vis.directives, &self.vis.merged] {
                if let Some(list) = map.get(&s) {
                    for &n in list {
                        if !searched.contains(&n) {
                            searched.push(n);
                        }
                    }
                }
            }
        }
        self.vis.searched = searched;
        found
    }

    fn is_type_entity(&self, e: EntityId) -> bool {
        let e = self.through_aliases(e);
        !e.is_none() && self.il.entity(e).kind.is_type()
    }

    /// Whether an entity is a template (its name may be followed by template arguments).
    pub(super) fn is_template(&self, e: EntityId) -> bool {
        let ent = self.il.entity(e);
        match ent.kind {
            EntityKind::TemplateTemplateParam | EntityKind::Concept => true,
            EntityKind::Class | EntityKind::Typedef | EntityKind::Routine | EntityKind::Variable => {
                ent.has(flag::TEMPLATE)
            }
            _ => false,
        }
    }

    /// The type a type entity names.
    pub(super) fn type_of_entity(&mut self, e: EntityId) -> TypeId {
        let ent = self.il.entity(e);
        let ty = match ent.kind {
            EntityKind::Class | EntityKind::Enum => Type::Tag(e),
            EntityKind::Typedef => Type::Typeref(e),
            EntityKind::TemplateTypeParam => Type::TemplateParam(e),
            _ => return TypeId::NONE,
        };
        self.il.types.intern(ty)
    }

    /// The namespace named at the current token (`a::b`), for using-directives and aliases.
    pub(super) fn namespace_name(&mut self) -> R<EntityId> {
        let q = self.nested_name_specifier()?;
        let Some(name) = self.ident() else { return Err(Unsure::Unexpected) };
        self.bump();
        let found = match q {
            Qualifier::None => self.lookup(name),
            Qualifier::Scope(s, _) => self.lookup_in(s, name),
            Qualifier::Dependent | Qualifier::Incomplete(_) => None,
        };
        let e = found.map(|e| self.through_aliases(e)).filter(|e| !e.is_none()).ok_or(Unsure::UnknownName)?;
        if self.il.entity(e).kind != EntityKind::Namespace {
            return Err(Unsure::Unexpected);
        }
        Ok(e)
    }

    /// A nested-name-specifier at the current token (`::`, `a::`, `A<T>::`, `T::template
    /// B<x>::`, `decltype(e)::`), consumed. `X::*` stays a qualifier followed by `*`.
    pub(super) fn nested_name_specifier(&mut self) -> R<Qualifier> {
        self.qualifier(false)
    }

    /// A declarator's nested-name-specifier: `A<T>::f` declares a member of the template
    /// `A` (the qualifier is the template's own scope, not a dependent one).
    pub(super) fn nested_name_specifier_for_declarator(&mut self) -> R<Qualifier> {
        self.qualifier(true)
    }

    fn qualifier(&mut self, primary: bool) -> R<Qualifier> {
        let mut q = Qualifier::None;
        self.specialization_qualifier = false;
        if self.kind() == TokenKind::ColonColon {
            self.bump();
            q = Qualifier::Scope(crate::il::Il::FILE_SCOPE, EntityId::NONE);
        } else if matches!(self.kw(), Some(Kw::Decltype | Kw::GnuDecltype))
            && self.peek(1) == TokenKind::LParen
            && self.kind_at(self.partner_of(self.i + 1).unwrap_or(0) + 1) == TokenKind::ColonColon
        {
            self.bump();
            self.skip_group()?;
            self.bump();
            q = Qualifier::Dependent;
        }
        loop {
            if q != Qualifier::None && matches!(self.kind(), TokenKind::ColonColon | TokenKind::Eof) {
                // `a::::b`, or `::` where the unit ends: nvcc expects a name.
                return Err(self.syntax_error(crate::diag::DiagId::ExpectedIdentifier, self.i));
            }
            let template_kw = self.kw() == Some(Kw::Template) && q != Qualifier::None;
            let at = if template_kw { self.i + 1 } else { self.i };
            let Some(name) = self.ident_at(at) else { return Ok(q) };
            // Only a component followed by `::` belongs to the qualifier.
            let after = at + 1;
            let (entity, args_end) = match self.kind_at(after) {
                TokenKind::ColonColon => (self.find_component(q, name), None),
                TokenKind::Less => {
                    let e = self.find_component(q, name);
                    let is_template = template_kw
                        || q == Qualifier::Dependent
                        || e.is_some_and(|e| {
                            let e = self.through_aliases(e);
                            !e.is_none() && self.is_template(e)
                        });
                    if !is_template {
                        return Ok(q);
                    }
                    // Read the arguments to see whether `::` follows. Where only a dependent
                    // qualifier made the name a template, that is a guess: the trial reports
                    // nothing, and arguments that do not close make `<` less-than
                    // (`A<int>::value < 1, int y`).
                    let guess = !template_kw && q == Qualifier::Dependent;
                    let saved = self.mark();
                    self.i = after;
                    let certain = self.decl_certain;
                    self.decl_certain = certain && !guess;
                    let args = self.skip_template_args();
                    self.decl_certain = certain;
                    let follows = args.is_ok() && self.kind() == TokenKind::ColonColon && self.split == usize::MAX;
                    let end = self.i;
                    self.reset(saved);
                    if args.is_err() && guess {
                        return Ok(q);
                    }
                    args?;
                    if !follows {
                        return Ok(q);
                    }
                    (e, Some(end))
                }
                _ => return Ok(q),
            };
            let entity = entity.map(|e| self.through_aliases(e));
            if let Some(end) = args_end {
                self.i = end + 1;
                q = match entity {
                    Some(e)
                        if primary
                            && !e.is_none()
                            && !self.il.entity(e).inner.is_none()
                            && q != Qualifier::Dependent =>
                    {
                        Qualifier::Scope(self.il.entity(e).inner, e)
                    }
                    // `A<…>::`: a specialisation's members are known only by instantiation.
                    _ => {
                        self.specialization_qualifier = true;
                        Qualifier::Dependent
                    }
                };
                continue;
            }
            self.i = after + 1;
            q = match (q, entity) {
                (Qualifier::Dependent, _) => Qualifier::Dependent,
                (Qualifier::Incomplete(_), _) => return Err(Unsure::UnknownName),
                (_, Some(e)) if !e.is_none() => {
                    let ent = self.il.entity(e);
                    match ent.kind {
                        EntityKind::Namespace | EntityKind::Class | EntityKind::Enum if !ent.inner.is_none() => {
                            Qualifier::Scope(ent.inner, e)
                        }
                        // A class declared but not defined (yet): a member pointer's class.
                        EntityKind::Class | EntityKind::Enum => Qualifier::Incomplete(e),
                        EntityKind::TemplateTypeParam | EntityKind::TemplateTemplateParam => Qualifier::Dependent,
                        EntityKind::Typedef => match self.il.types.get(ent.ty) {
                            Some(Type::Tag(c)) if !self.il.entity(c).inner.is_none() => {
                                Qualifier::Scope(self.il.entity(c).inner, c)
                            }
                            _ => Qualifier::Dependent,
                        },
                        _ => return Err(Unsure::Unexpected),
                    }
                }
                _ => return Err(Unsure::UnknownName),
            };
        }
    }

    /// Whether an entity can stand before `::`: a namespace, a type, a template, or what
    /// names one (an alias, a using-declaration whose target is not known yet).
    fn can_qualify(&self, e: EntityId) -> bool {
        match self.il.entity(e).kind {
            EntityKind::Namespace
            | EntityKind::NamespaceAlias
            | EntityKind::Class
            | EntityKind::Enum
            | EntityKind::Typedef
            | EntityKind::TemplateTypeParam
            | EntityKind::TemplateTemplateParam => true,
            EntityKind::UsingDeclaration => {
                let t = self.through_aliases(e);
                t.is_none() || self.can_qualify(t)
            }
            _ => false,
        }
    }

    fn find_component(&mut self, q: Qualifier, name: Sym) -> Option<EntityId> {
        match q {
            Qualifier::None => self.lookup_qualifier(name),
            Qualifier::Scope(s, _) => self.lookup_in(s, name),
            Qualifier::Dependent | Qualifier::Incomplete(_) => None,
        }
    }

    /// A possibly qualified name at the current token, with template arguments where its
    /// last component is a template followed by `<`; consumed.
    pub(super) fn qualified_name(&mut self, cx: Context) -> R<QName> {
        let first = self.i;
        let qualifier = self.nested_name_specifier()?;
        let template_kw = self.eat_kw(Kw::Template);
        if qualifier != Qualifier::None && (self.kind() == TokenKind::Tilde || self.kw() == Some(Kw::Operator)) {
            // `A::~A`, `A<T>::operator T`: a declarator-id.
            return Ok(QName {
                last: self.i,
                qualifier,
                entity: EntityId::NONE,
                denotes: Denotes::DeclaratorId,
                args: None,
            });
        }
        let Some(name) = self.ident() else {
            // `C::*` (a member pointer) in an expression being skipped.
            if cx == Context::Expression && qualifier != Qualifier::None {
                return Ok(QName {
                    last: self.i,
                    qualifier,
                    entity: EntityId::NONE,
                    denotes: Denotes::Dependent,
                    args: None,
                });
            }
            return Err(Unsure::Unexpected);
        };
        let last = self.i;
        self.bump();
        let found = match qualifier {
            Qualifier::None => self.lookup(name),
            Qualifier::Scope(s, _) => self.lookup_in(s, name),
            Qualifier::Dependent | Qualifier::Incomplete(_) => None,
        };
        let entity = found.map(|e| self.through_aliases(e)).unwrap_or(EntityId::NONE);
        let mut q = QName { last, qualifier, entity, denotes: Denotes::Unknown, args: None };
        let template = template_kw || (!entity.is_none() && self.is_template(entity));
        if self.kind() == TokenKind::Less {
            if template {
                q.args = Some(self.skip_template_args()?);
            } else if qualifier == Qualifier::Dependent && self.specialization_qualifier {
                // A member of a specialization (`Ch<int>::f<1>(d, s)`,
                // `numeric_limits<long>::digits < 64`): a template or less-than, which only
                // instantiation tells where the arguments depend on nothing.
                return Err(Unsure::Angles);
            } else if qualifier == Qualifier::Dependent {
                // A dependent member not introduced by `template` is no template: `<` is
                // less-than ([temp.names]).
            } else if entity.is_none() {
                // A dependent member or an unknown name before `<`: a template, or less-than.
                // (After a known non-template, `<` is less-than.)
                return Err(Unsure::Angles);
            }
        }
        q.denotes = if qualifier == Qualifier::Dependent {
            Denotes::Dependent
        } else if entity.is_none() {
            match Name::of(name) {
                Some(Name::BuiltinVaList) => Denotes::Type(self.dependent_type(first)),
                Some(Name::Int128T) => Denotes::Type(self.il.types.intern(Type::Integer(IntKind::Int128))),
                Some(Name::UInt128T) => Denotes::Type(self.il.types.intern(Type::Integer(IntKind::UnsignedInt128))),
                _ => Denotes::Unknown,
            }
        } else {
            let ent = self.il.entity(entity);
            match ent.kind {
                EntityKind::Namespace => Denotes::Namespace,
                EntityKind::Concept => Denotes::Concept,
                k if k.is_type() || k == EntityKind::TemplateTemplateParam => match q.args {
                    Some((lt, gt)) => Denotes::Type(
                        self.il.types.intern(Type::Specialization { template: entity, args: (lt as u32, gt as u32) }),
                    ),
                    // A class template's name inside itself is its injected class name.
                    None if template && k == EntityKind::Class && !self.inside_class(entity) => Denotes::Template,
                    None if k == EntityKind::TemplateTemplateParam => Denotes::Template,
                    None => Denotes::Type(self.type_of_entity(entity)),
                },
                _ if q.args.is_none() && template => Denotes::Template,
                _ => Denotes::Value,
            }
        };
        Ok(q)
    }

    /// Whether the parser is inside the body of class `e` (or a class nested in it).
    pub(super) fn inside_class(&self, e: EntityId) -> bool {
        let inner = self.il.entity(e).inner;
        !inner.is_none()
            && (self.il.encloses(inner, self.scope)
                || (!self.qualifier_scope.is_none() && self.il.encloses(inner, self.qualifier_scope)))
    }

    /// A template argument list at the current `<`, skipped; returns the `<` and the `>`.
    /// A `>>` whose first `>` closes it is split: the current token then reads as `>`.
    pub(super) fn skip_template_args(&mut self) -> R<(usize, usize)> {
        let lt = self.i;
        self.bump();
        self.nested(|p| loop {
            p.type_keywords_then_name()?;
            p.skip_expression(stop::COMMA | stop::GREATER)?;
            match p.kind() {
                TokenKind::Comma => p.bump(),
                TokenKind::Greater | TokenKind::GreaterGreater | TokenKind::LaunchClose => {
                    let gt = p.i;
                    p.close_angle();
                    return Ok((lt, gt));
                }
                _ => return Err(Unsure::Unexpected),
            }
        })
    }

    /// At a template argument: `int v` (type keywords, then a name that is no type) is no
    /// argument, a `>` forgotten (`Vec<int v;`): nvcc expects the `>` at the name.
    fn type_keywords_then_name(&mut self) -> R<()> {
        let mut k = self.i;
        let mut keywords = false;
        loop {
            if self.kw_at(k).is_some_and(super::expr::is_simple_type_keyword) {
                keywords = true;
            } else if !matches!(self.kind_at(k), TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp) {
                break;
            }
            k += 1;
        }
        let Some(name) = self.ident_at(k).filter(|_| keywords) else { return Ok(()) };
        if matches!(self.kind_at(k + 1), TokenKind::ColonColon | TokenKind::Less | TokenKind::LParen)
            || self.lookup(name).is_some_and(|e| self.is_type_entity(e))
        {
            return Ok(());
        }
        Err(self.syntax_error(crate::diag::DiagId::ExpectedGreater, k))
    }

    /// Consumes one `>` of the current `>`, `>>` or `>>>` (a split token reads as what is
    /// left of it).
    pub(super) fn close_angle(&mut self) {
        let left = match self.kind() {
            TokenKind::GreaterGreater => 2,
            TokenKind::LaunchClose => 3,
            _ => 1,
        };
        if left == 1 {
            self.bump();
        } else {
            self.split = self.i;
            self.split_left = left - 1;
        }
    }

    /// Skips an expression (or type-id) up to a `;`, a closer, or what `stops` asks for, at
    /// its own bracket level; the stopping token is not consumed. A `<` opens a template
    /// argument list only after a template's name; after a name whose templateness is not
    /// known, the expression cannot be delimited and the parser gives up.
    pub(super) fn skip_expression(&mut self, stops: u8) -> R<()> {
        let mut conditionals = 0u32;
        loop {
            let k = self.kind();
            match k {
                TokenKind::Question => {
                    conditionals += 1;
                    self.bump();
                }
                TokenKind::Colon if conditionals > 0 => {
                    conditionals -= 1;
                    self.bump();
                }
                TokenKind::Colon if stops & stop::COLON != 0 => return Ok(()),
                TokenKind::LParen if stops & stop::STATEMENT != 0 && self.partner_of(self.i).is_none() => {
                    // `return (a * (b - c) + d;`: nvcc expects the `)` at the `;`.
                    self.bump();
                    self.skip_expression(stops & !stop::STATEMENT)?;
                    return Err(match self.kind() {
                        TokenKind::Semi => self.syntax_error(DiagId::ExpectedRParen, self.i),
                        _ => Unsure::Unbalanced,
                    });
                }
                // An unclosed lambda introducer where an operand starts (`auto f = [&(int w)
                // {…};`): what nvcc reports first is in its captures.
                TokenKind::LBracket
                    if self.partner_of(self.i).is_none()
                        && matches!(
                            self.kind_at(self.i.wrapping_sub(1)),
                            TokenKind::Eq | TokenKind::LParen | TokenKind::Comma
                        ) =>
                {
                    return Err(match self.capture_without_name(self.i) {
                        Some(unnamed) => self.syntax_error(DiagId::ExpectedIdentifier, unnamed),
                        None => Unsure::Unbalanced,
                    });
                }
                TokenKind::Eof | TokenKind::Semi | TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    return Ok(())
                }
                TokenKind::Comma if stops & stop::COMMA != 0 => return Ok(()),
                // `>=` and `>>=` are comparisons and shifts even in template arguments.
                TokenKind::Greater | TokenKind::GreaterGreater | TokenKind::LaunchClose
                    if stops & stop::GREATER != 0 =>
                {
                    return Ok(())
                }
                TokenKind::LBrace if stops & stop::BRACE != 0 => return Ok(()),
                TokenKind::Eq if stops & stop::ASSIGN != 0 => return Ok(()),
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => self.skip_group()?,
                TokenKind::Dot | TokenKind::Arrow => {
                    // A member: not looked up. `.template f<…>` says it is a template.
                    self.bump();
                    let template_kw = self.eat_kw(Kw::Template);
                    self.eat(TokenKind::Tilde);
                    if let Some(member) = self.ident() {
                        self.bump();
                        if self.kind() == TokenKind::Less {
                            // Without `template`, a member is a template only where its class
                            // declares one of that name: where no entity of the name is a
                            // template, `<` is less-than.
                            let some_template = self.il.named(member).any(|e| self.is_template(e));
                            if template_kw || some_template {
                                if !template_kw {
                                    return Err(Unsure::Angles);
                                }
                                self.skip_template_args()?;
                            }
                        }
                    }
                }
                TokenKind::ColonColon => {
                    self.qualified_name(Context::Expression)?;
                }
                TokenKind::Identifier if self.kw().is_some_and(super::stmt::ends_expression) => return Ok(()),
                TokenKind::Identifier => match self.kw() {
                    Some(Kw::Sizeof) if self.peek(1) == TokenKind::LParen && self.peek(2) == TokenKind::RParen => {
                        // `sizeof()`: nvcc expects an expression at the `)`.
                        return Err(self.syntax_error(crate::diag::DiagId::ExpectedExpression, self.i + 2));
                    }
                    Some(Kw::StaticCast | Kw::DynamicCast | Kw::ConstCast | Kw::ReinterpretCast)
                        if self.peek(1) == TokenKind::Less =>
                    {
                        self.bump();
                        self.skip_template_args()?;
                    }
                    Some(Kw::Operator) => {
                        // `&X::operator<` and the like: the operator's token is no bracket.
                        self.bump();
                        if !matches!(self.kind(), TokenKind::LParen | TokenKind::LBracket) {
                            self.bump();
                        }
                    }
                    Some(Kw::Template) if self.ident_at(self.i + 1).is_some() => {
                        self.bump();
                        self.bump();
                        if self.kind() == TokenKind::Less {
                            self.skip_template_args()?;
                        }
                    }
                    Some(Kw::Decltype | Kw::GnuDecltype) if self.peek(1) == TokenKind::LParen => {
                        let after = self.partner_of(self.i + 1).ok_or(Unsure::Unbalanced)? + 1;
                        if self.kind_at(after) == TokenKind::ColonColon {
                            self.qualified_name(Context::Expression)?;
                        } else {
                            self.bump();
                        }
                    }
                    Some(Kw::Requires) => self.skip_requires_expression()?,
                    Some(_) => self.bump(),
                    None => {
                        if self.peek(1) == TokenKind::Less || self.peek(1) == TokenKind::ColonColon {
                            self.qualified_name(Context::Expression)?;
                        } else {
                            self.bump();
                        }
                    }
                },
                _ => self.bump(),
            }
        }
    }

    /// A requires-expression at `requires`: `requires (params) { requirements }`, skipped.
    fn skip_requires_expression(&mut self) -> R<()> {
        self.bump();
        if self.kind() == TokenKind::LParen {
            self.skip_group()?;
        }
        if self.kind() != TokenKind::LBrace {
            return Err(Unsure::Unexpected);
        }
        self.skip_group()
    }

    /// A constraint-logical-or-expression after `requires` (primaries joined by `&&`/`||`),
    /// skipped.
    pub(super) fn constraint_expression(&mut self) -> R<()> {
        loop {
            if self.invalid_requires_clause_start() {
                return Err(self.syntax_error(DiagId::InvalidRequiresClauseStart, self.i));
            }
            match self.kind() {
                TokenKind::LParen => self.skip_group()?,
                TokenKind::Bang => {
                    return Err(Unsure::Unexpected);
                }
                TokenKind::Identifier | TokenKind::ColonColon => match self.kw() {
                    Some(Kw::True | Kw::False) => self.bump(),
                    Some(Kw::Requires) => self.skip_requires_expression()?,
                    _ => {
                        let q = self.qualified_name(Context::Expression)?;
                        if matches!(q.denotes, Denotes::Unknown) && q.args.is_none() && self.kind() == TokenKind::Less {
                            return Err(Unsure::Angles);
                        }
                        // `C<T>::value`, `f(x)`.
                        if self.kind() == TokenKind::ColonColon {
                            return Err(Unsure::Unmodelled);
                        }
                        if self.kind() == TokenKind::LParen {
                            self.skip_group()?;
                        }
                    }
                },
                _ => return Err(Unsure::Unexpected),
            }
            if !(self.eat(TokenKind::AmpAmp) || self.eat(TokenKind::PipePipe)) {
                return Ok(());
            }
        }
    }

    /// A token no operand of a requires-clause starts with, where EDG says "invalid start of
    /// expression in requires clause" (corpus/cases/parse/requires_malformed.cu and probes
    /// with the oracle: `;`, `{`, `-`, `!`, `int`, `static`, `struct`, `typename`, `sizeof`,
    /// `__attribute__`): a declaration's start, a unary operator, a type.
    fn invalid_requires_clause_start(&self) -> bool {
        use TokenKind as T;
        match self.kind() {
            T::Semi | T::LBrace | T::RBrace | T::Minus | T::Plus | T::Bang | T::Tilde => true,
            T::Identifier => matches!(
                self.kw(),
                Some(
                    Kw::Static
                        | Kw::Extern
                        | Kw::Inline
                        | Kw::Virtual
                        | Kw::Friend
                        | Kw::Typedef
                        | Kw::Constexpr
                        | Kw::Struct
                        | Kw::Class
                        | Kw::Union
                        | Kw::Enum
                        | Kw::Typename
                        | Kw::Sizeof
                        | Kw::Void
                        | Kw::Bool
                        | Kw::Char
                        | Kw::Short
                        | Kw::Int
                        | Kw::Long
                        | Kw::Float
                        | Kw::Double
                        | Kw::Signed
                        | Kw::Unsigned
                        | Kw::GnuAttribute
                        | Kw::GnuAttribute2
                        | Kw::Noinline
                        | Kw::Declspec
                )
            ),
            _ => false,
        }
    }

    /// Makes `scope`'s lookups find the members of `members` too (a resolved base; an
    /// anonymous union).
    pub(super) fn merge_scope(&mut self, scope: ScopeId, members: ScopeId) {
        self.vis.merged.entry(scope).or_default().push(members);
        self.vis.mark_linked(scope);
        self.names_changed();
    }

    /// `class A::B {…}`: the members of `class_scope` see the qualifier's `scope` after the
    /// scopes around the definition.
    pub(super) fn set_enclosing(&mut self, class_scope: ScopeId, scope: ScopeId) {
        self.vis.enclosing.insert(class_scope, scope);
        self.vis.mark_linked(class_scope);
    }

    /// A scope's kind, for callers that hold only its id.
    pub(super) fn scope_kind(&self, s: ScopeId) -> ScopeKind {
        let scope: &Scope = self.il.scope(s);
        scope.kind
    }
}
