//! The IL: what the parser understood of a unit, after the entry kinds of seed 001
//! (il_to_str.c): entities with their source positions, the scopes that hold them, the
//! types they are declared with, and user code's statements and expressions.
//!
//! One `Il` per unit, in typed index vectors: entities, scopes and types refer to each other
//! by 32-bit ids. Names are the run's interned symbols. Each entity keeps the token of its
//! name (seed 001's `source_corresp.decl_position`), so positions come from the unit's
//! `Tokens`.
//!
//! The symbol table is the one the parser's name knowledge needs (seed 002's symbol headers):
//! every entity is chained to the previous entity of the same name (`Entity::shadows`) from a
//! head indexed by the symbol, so a lookup walks the few entities of one name, not a map per
//! scope.

pub mod display;
mod expr;
mod stmt;
mod types;

use rustc_hash::FxHashMap;

pub use expr::{CastKind, Expr, ExprKind, ExprRoot, Op};
pub use stmt::{Body, LambdaBody, Stmt, StmtKind};
pub use types::{Cv, FloatKind, FunctionType, IntKind, RefKind, Type, TypeId, Types};

use crate::intern::Sym;

macro_rules! id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        impl Default for $name {
            fn default() -> Self {
                Self::NONE
            }
        }

        impl $name {
            pub const NONE: $name = $name(u32::MAX);

            #[inline]
            pub fn is_none(self) -> bool {
                self == Self::NONE
            }

            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id!(
    /// An entity of the unit's IL.
    EntityId
);
id!(
    /// A scope of the unit's IL; `ScopeId(0)` is the file scope.
    ScopeId
);
id!(
    /// An expression node of the unit's IL.
    ExprId
);
id!(
    /// A statement node of the unit's IL.
    StmtId
);

/// What an entity is (seed 001's entry kinds for named entities).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EntityKind {
    Namespace,
    /// `namespace a = b;`: `target` is the namespace.
    NamespaceAlias,
    /// A class, struct or union (`class_key` says which).
    Class,
    Enum,
    Enumerator,
    /// A typedef or alias declaration (EDG's typeref).
    Typedef,
    Variable,
    /// A non-static data member.
    Field,
    Routine,
    Parameter,
    TemplateTypeParam,
    TemplateValueParam,
    TemplateTemplateParam,
    Concept,
    /// `using a::b;`: `target` is what it names, when the parser found it.
    UsingDeclaration,
}

impl EntityKind {
    pub const ALL: [EntityKind; 15] = [
        EntityKind::Namespace,
        EntityKind::NamespaceAlias,
        EntityKind::Class,
        EntityKind::Enum,
        EntityKind::Enumerator,
        EntityKind::Typedef,
        EntityKind::Variable,
        EntityKind::Field,
        EntityKind::Routine,
        EntityKind::Parameter,
        EntityKind::TemplateTypeParam,
        EntityKind::TemplateValueParam,
        EntityKind::TemplateTemplateParam,
        EntityKind::Concept,
        EntityKind::UsingDeclaration,
    ];

    /// The kind's name in counts (`--stats`).
    pub fn plural(self) -> &'static str {
        match self {
            EntityKind::Namespace => "namespaces",
            EntityKind::NamespaceAlias => "namespace aliases",
            EntityKind::Class => "classes",
            EntityKind::Enum => "enums",
            EntityKind::Enumerator => "enumerators",
            EntityKind::Typedef => "typedefs",
            EntityKind::Variable => "variables",
            EntityKind::Field => "fields",
            EntityKind::Routine => "routines",
            EntityKind::Parameter => "parameters",
            EntityKind::TemplateTypeParam => "type parameters",
            EntityKind::TemplateValueParam => "value parameters",
            EntityKind::TemplateTemplateParam => "template template parameters",
            EntityKind::Concept => "concepts",
            EntityKind::UsingDeclaration => "using-declarations",
        }
    }

    /// Whether a name of this kind denotes a type where a type specifier may stand.
    pub fn is_type(self) -> bool {
        matches!(self, EntityKind::Class | EntityKind::Enum | EntityKind::Typedef | EntityKind::TemplateTypeParam)
    }

    /// The kind's name as seed 001 and diagnostics label it.
    pub fn label(self) -> &'static str {
        match self {
            EntityKind::Namespace | EntityKind::NamespaceAlias => "namespace",
            EntityKind::Class => "class",
            EntityKind::Enum => "enum",
            EntityKind::Enumerator => "enumerator",
            EntityKind::Typedef => "typedef",
            EntityKind::Variable => "variable",
            EntityKind::Field => "field",
            EntityKind::Routine => "function",
            EntityKind::Parameter => "parameter",
            EntityKind::TemplateTypeParam | EntityKind::TemplateValueParam | EntityKind::TemplateTemplateParam => {
                "template parameter"
            }
            EntityKind::Concept => "concept",
            EntityKind::UsingDeclaration => "using-declaration",
        }
    }
}

/// `class`, `struct` or `union`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ClassKey {
    #[default]
    Class,
    Struct,
    Union,
}

/// Member access.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Access {
    #[default]
    None,
    Public,
    Protected,
    Private,
}

/// Storage class as declared (seed 001's storage_class table).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum StorageClass {
    #[default]
    None,
    Auto,
    Register,
    Static,
    Extern,
    Mutable,
}

/// CUDA's execution spaces of a routine (seed 004: category-4 attributes, kept on their own
/// list and never mixed with the standard attributes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ExecSpaces(pub u8);

impl ExecSpaces {
    pub const HOST: u8 = 1 << 0;
    pub const DEVICE: u8 = 1 << 1;
    pub const GLOBAL: u8 = 1 << 2;

    pub fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }
}

/// CUDA's memory spaces of a variable (seed 004: decl_variable's bits at +148).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MemorySpaces(pub u8);

impl MemorySpaces {
    pub const CONSTANT: u8 = 1 << 0;
    pub const SHARED: u8 = 1 << 1;
    pub const MANAGED: u8 = 1 << 2;
    pub const DEVICE: u8 = 1 << 4;
    /// `__grid_constant__` on a kernel parameter.
    pub const GRID_CONSTANT: u8 = 1 << 5;

    pub fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }
}

/// Entity flags.
pub mod flag {
    pub const INLINE: u32 = 1 << 0;
    pub const CONSTEXPR: u32 = 1 << 1;
    pub const CONSTEVAL: u32 = 1 << 2;
    pub const CONSTINIT: u32 = 1 << 3;
    pub const THREAD_LOCAL: u32 = 1 << 4;
    pub const VIRTUAL: u32 = 1 << 5;
    pub const EXPLICIT: u32 = 1 << 6;
    pub const FRIEND: u32 = 1 << 7;
    /// A definition: a class or enum with its body, a routine with its body (or `= default`
    /// / `= delete`), a namespace.
    pub const DEFINED: u32 = 1 << 8;
    /// Declared by a template declaration (a primary template, or a member of one).
    pub const TEMPLATE: u32 = 1 << 9;
    /// An explicit or partial specialisation (`template <>` or a template-id as its name).
    pub const SPECIALIZATION: u32 = 1 << 10;
    pub const SCOPED_ENUM: u32 = 1 << 11;
    pub const INLINE_NAMESPACE: u32 = 1 << 12;
    pub const DELETED: u32 = 1 << 13;
    pub const DEFAULTED: u32 = 1 << 14;
    pub const PURE_VIRTUAL: u32 = 1 << 15;
    pub const PACK: u32 = 1 << 16;
    /// Inside `extern "C"`.
    pub const EXTERN_C: u32 = 1 << 17;
    /// Declared in a system header.
    pub const SYSTEM: u32 = 1 << 18;
    /// A class with a base the parser could not resolve (dependent, or unknown): a name not
    /// found in it may still be a member.
    pub const UNKNOWN_BASES: u32 = 1 << 19;
    /// A routine whose body tokens were kept, unparsed (`Entity::body`).
    pub const BODY_SKIPPED: u32 = 1 << 20;
    pub const CONSTRUCTOR: u32 = 1 << 21;
    pub const DESTRUCTOR: u32 = 1 << 22;
    pub const OPERATOR: u32 = 1 << 23;
    pub const CONVERSION: u32 = 1 << 24;
    /// A declaration with a qualified name (`A::f`, a member defined outside its class).
    pub const QUALIFIED: u32 = 1 << 25;
    /// A typedef of an anonymous class or enum, which takes the typedef's name.
    pub const TYPEDEF_NAMES_TAG: u32 = 1 << 26;
    /// A class template with explicit or partial specialisations declared.
    pub const SPECIALIZED: u32 = 1 << 27;
    /// Declared under `template <>` headers only: an explicit specialization, whose body is
    /// ordinary code (it instantiates the templates it calls).
    pub const EXPLICIT_SPECIALIZATION: u32 = 1 << 28;
    /// A class with `using Base::Base;`: its base's constructors compete with its own.
    pub const INHERITS_CONSTRUCTORS: u32 = 1 << 29;
}

/// A named entity (seed 001: the shared source_corresp prefix and the fields every kind has).
#[derive(Clone, Debug)]
pub struct Entity {
    pub kind: EntityKind,
    /// `Sym(0)` for an anonymous entity.
    pub name: Sym,
    /// The scope the entity was declared in.
    pub parent: ScopeId,
    /// The token of its name (of the declaration's first token when it has none).
    pub token: u32,
    /// Variables, fields, parameters, routines, typedefs, value template parameters: the
    /// declared type. Classes and enums: their own type. `TypeId::NONE` where not known.
    pub ty: TypeId,
    /// Namespaces, classes, enums, routines with parameters: the scope they open.
    pub inner: ScopeId,
    /// Aliases and using-declarations: the entity they name, where the parser found it.
    pub target: EntityId,
    pub flags: u32,
    pub class_key: ClassKey,
    pub access: Access,
    pub storage: StorageClass,
    pub exec: ExecSpaces,
    pub memory: MemorySpaces,
    /// A routine's skipped body, a class definition's members: its `{` and `}` tokens.
    pub body: (u32, u32),
    /// The previous entity of the same name in the unit (the symbol-table chain).
    pub shadows: EntityId,
}

impl Entity {
    pub fn has(&self, f: u32) -> bool {
        self.flags & f != 0
    }
}

/// What a scope is (seed 001's scope kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScopeKind {
    File,
    Namespace,
    Class,
    Enum,
    /// A template's parameters.
    Template,
    /// A function declarator's parameters.
    Prototype,
    /// A function body or a compound statement in one.
    Block,
}

#[derive(Clone, Debug)]
pub struct Scope {
    pub kind: ScopeKind,
    /// `ScopeId::NONE` for the file scope.
    pub parent: ScopeId,
    /// The namespace, class, enum or routine that opened it.
    pub entity: EntityId,
    /// Declarations in it the parser could not read: a name not found here may be declared
    /// by one of them.
    pub unread: u32,
}

/// The unit's IL.
#[derive(Clone, Debug)]
pub struct Il {
    pub entities: Vec<Entity>,
    pub scopes: Vec<Scope>,
    pub types: types::Types,
    /// `using namespace n;`: (the scope it appears in, the nominated namespace's scope).
    pub using_directives: Vec<(ScopeId, ScopeId)>,
    /// Base classes: (the class, the base's type, the base class when known, the token after
    /// the base's name: where the class gains it).
    pub bases: Vec<(EntityId, TypeId, EntityId, u32)>,
    /// Expression nodes, operands before the nodes that use them.
    pub exprs: Vec<Expr>,
    /// The operands of every node, a run per node.
    pub expr_operands: Vec<ExprId>,
    /// The full expressions of function bodies, in token order.
    pub expr_roots: Vec<ExprRoot>,
    /// The local variables of function bodies declared without an initializer (`T x;`) or
    /// with a parenthesized one that was not read (`T x(a)` of a static, or one the parser
    /// gave up), each with the number of full expressions read before it: where its
    /// initialization (a class's constructor call) falls among them. (A plain local's
    /// `T x(a)` is read as the full expression `T(a)` for it.)
    pub local_inits: Vec<LocalInit>,
    /// Statement nodes, sub-statements before the statements that hold them.
    pub stmts: Vec<Stmt>,
    /// The sub-statements of every node, a run per node.
    pub stmt_children: Vec<StmtId>,
    /// The function bodies read, in token order of their ends.
    pub bodies: Vec<Body>,
    /// The lambda bodies read.
    pub lambda_bodies: Vec<LambdaBody>,
    /// Explicit instantiation definitions of functions (`template void f<int>(int);`, not
    /// `extern template`): the name token of the function they instantiate.
    pub explicit_instantiations: Vec<u32>,
    /// Explicit instantiation declarations of functions (`extern template void f<int>(int);`):
    /// the name token of the function they declare.
    pub instantiation_declarations: Vec<u32>,
    /// The symbol table: for each symbol, the last entity declared with that name.
    heads: Vec<EntityId>,
    /// For each (scope, name), the last entity declared there with it; with `in_scope_prev`
    /// (per entity, the previous one of the same name in the same scope) it answers "what is
    /// `name` in this scope" without walking the name's entities in other scopes.
    in_scope: FxHashMap<(ScopeId, Sym), EntityId>,
    in_scope_prev: Vec<EntityId>,
}

impl Default for Il {
    fn default() -> Self {
        Il::new()
    }
}

impl Il {
    pub fn new() -> Il {
        Il {
            entities: Vec::new(),
            scopes: vec![Scope { kind: ScopeKind::File, parent: ScopeId::NONE, entity: EntityId::NONE, unread: 0 }],
            types: types::Types::default(),
            using_directives: Vec::new(),
            bases: Vec::new(),
            exprs: Vec::new(),
            expr_operands: Vec::new(),
            expr_roots: Vec::new(),
            local_inits: Vec::new(),
            stmts: Vec::new(),
            stmt_children: Vec::new(),
            bodies: Vec::new(),
            lambda_bodies: Vec::new(),
            explicit_instantiations: Vec::new(),
            instantiation_declarations: Vec::new(),
            heads: Vec::new(),
            in_scope: FxHashMap::default(),
            in_scope_prev: Vec::new(),
        }
    }

    pub const FILE_SCOPE: ScopeId = ScopeId(0);

    #[inline]
    pub fn entity(&self, id: EntityId) -> &Entity {
        &self.entities[id.index()]
    }

    #[inline]
    pub fn entity_mut(&mut self, id: EntityId) -> &mut Entity {
        &mut self.entities[id.index()]
    }

    #[inline]
    pub fn scope(&self, id: ScopeId) -> &Scope {
        &self.scopes[id.index()]
    }

    /// A new scope inside `parent`.
    pub fn open_scope(&mut self, kind: ScopeKind, parent: ScopeId, entity: EntityId) -> ScopeId {
        let id = ScopeId(self.scopes.len() as u32);
        self.scopes.push(Scope { kind, parent, entity, unread: 0 });
        id
    }

    /// Declares `entity` and enters it in the symbol table (anonymous entities are not, nor
    /// constructors and destructors: a class's name in its scope is the class).
    pub fn declare(&mut self, mut entity: Entity) -> EntityId {
        let id = EntityId(self.entities.len() as u32);
        if entity.name != Sym(0) && !entity.has(flag::CONSTRUCTOR | flag::DESTRUCTOR) {
            let slot = entity.name.0 as usize;
            if slot >= self.heads.len() {
                self.heads.resize(slot + 1, EntityId::NONE);
            }
            entity.shadows = self.heads[slot];
            self.heads[slot] = id;
            let prev = self.in_scope.insert((entity.parent, entity.name), id).unwrap_or(EntityId::NONE);
            self.in_scope_prev.push(prev);
        } else {
            self.in_scope_prev.push(EntityId::NONE);
        }
        self.entities.push(entity);
        id
    }

    /// The entities named `name`, newest first.
    pub fn named(&self, name: Sym) -> Named<'_> {
        Named { il: self, next: self.heads.get(name.0 as usize).copied().unwrap_or(EntityId::NONE) }
    }

    /// The entity of `name` declared directly in `scope` (newest first), of the kinds `pick`
    /// accepts.
    pub fn member(&self, scope: ScopeId, name: Sym, pick: impl Fn(&Entity) -> bool) -> Option<EntityId> {
        let mut e = self.in_scope.get(&(scope, name)).copied().unwrap_or(EntityId::NONE);
        while !e.is_none() {
            if pick(self.entity(e)) {
                return Some(e);
            }
            e = self.in_scope_prev[e.index()];
        }
        None
    }

    /// The newest entity named `name` declared directly in `scope`.
    pub fn newest_in(&self, scope: ScopeId, name: Sym) -> Option<EntityId> {
        self.in_scope.get(&(scope, name)).copied()
    }

    /// The entity declared before `e` with its name in its scope (`NONE` for the first).
    pub fn older_in_scope(&self, e: EntityId) -> EntityId {
        self.in_scope_prev.get(e.index()).copied().unwrap_or(EntityId::NONE)
    }

    /// The namespaces, classes and enumerations whose names qualify `e`'s, innermost first
    /// (template heads are passed through; a function or block scope ends the walk: what is
    /// declared there has no qualified name). At most 64 levels.
    pub fn qualifiers(&self, e: EntityId) -> impl Iterator<Item = EntityId> + '_ {
        let mut s = self.entity(e).parent;
        let mut left = 64;
        std::iter::from_fn(move || loop {
            if s.is_none() || left == 0 {
                return None;
            }
            left -= 1;
            let scope = self.scope(s);
            match scope.kind {
                ScopeKind::Namespace | ScopeKind::Class | ScopeKind::Enum if !scope.entity.is_none() => {
                    s = self.entity(scope.entity).parent;
                    return Some(scope.entity);
                }
                ScopeKind::Template => s = scope.parent,
                _ => return None,
            }
        })
    }

    /// Whether `inner` is `outer` or lies inside it.
    pub fn encloses(&self, outer: ScopeId, mut inner: ScopeId) -> bool {
        while !inner.is_none() {
            if inner == outer {
                return true;
            }
            inner = self.scopes[inner.index()].parent;
        }
        false
    }

    #[inline]
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id.index()]
    }

    /// The operands of `id`.
    pub fn operands(&self, id: ExprId) -> &[ExprId] {
        let e = self.expr(id);
        &self.expr_operands[e.first as usize..(e.first + e.count) as usize]
    }

    /// Whether some node of the expression tree under `root` (itself included) passes
    /// `test`, looking at `limit` nodes at most: `None` when the tree is larger.
    pub fn any_node(&self, root: ExprId, limit: usize, mut test: impl FnMut(ExprId) -> bool) -> Option<bool> {
        let mut stack = vec![root];
        let mut seen = 0;
        while let Some(x) = stack.pop() {
            seen += 1;
            if seen > limit {
                return None;
            }
            if test(x) {
                return Some(true);
            }
            stack.extend_from_slice(self.operands(x));
        }
        Some(false)
    }

    /// Adds a node whose operands are `operands`.
    pub fn add_expr(&mut self, kind: ExprKind, token: u32, ty: TypeId, operands: &[ExprId]) -> ExprId {
        let first = self.expr_operands.len() as u32;
        self.expr_operands.extend_from_slice(operands);
        self.push_expr(Expr { kind, token, end: token + 1, ty, first, count: operands.len() as u32 })
    }

    /// Adds a node kept as its tokens `first..end`.
    pub fn add_token_expr(&mut self, kind: ExprKind, first: u32, end: u32) -> ExprId {
        let at = self.expr_operands.len() as u32;
        self.push_expr(Expr { kind, token: first, end, ty: TypeId::NONE, first: at, count: 0 })
    }

    fn push_expr(&mut self, e: Expr) -> ExprId {
        let id = ExprId(self.exprs.len() as u32);
        self.exprs.push(e);
        id
    }

    #[inline]
    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.stmts[id.index()]
    }

    /// The sub-statements of `id`.
    pub fn children(&self, id: StmtId) -> &[StmtId] {
        let s = self.stmt(id);
        &self.stmt_children[s.first as usize..(s.first + s.count) as usize]
    }

    /// Adds a statement node (its `first` and `count` are set from `children`).
    pub fn add_stmt(&mut self, mut stmt: Stmt, children: &[StmtId]) -> StmtId {
        stmt.first = self.stmt_children.len() as u32;
        stmt.count = children.len() as u32;
        self.stmt_children.extend_from_slice(children);
        let id = StmtId(self.stmts.len() as u32);
        self.stmts.push(stmt);
        id
    }

    /// The lengths of the expression and statement arrays, to undo a reading with
    /// [`Il::undo_reading`].
    pub fn reading_mark(&self) -> ReadingMark {
        ReadingMark {
            exprs: self.exprs.len(),
            operands: self.expr_operands.len(),
            roots: self.expr_roots.len(),
            local_inits: self.local_inits.len(),
            stmts: self.stmts.len(),
            children: self.stmt_children.len(),
            bodies: self.bodies.len(),
            lambda_bodies: self.lambda_bodies.len(),
        }
    }

    /// Drops the expressions, statements and bodies added since `mark` (a reading undone).
    pub fn undo_reading(&mut self, mark: ReadingMark) {
        self.exprs.truncate(mark.exprs);
        self.expr_operands.truncate(mark.operands);
        self.expr_roots.truncate(mark.roots);
        self.local_inits.truncate(mark.local_inits);
        self.stmts.truncate(mark.stmts);
        self.stmt_children.truncate(mark.children);
        // A local class's member functions read in the undone reading go with it.
        self.bodies.truncate(mark.bodies);
        self.lambda_bodies.truncate(mark.lambda_bodies);
    }

    /// Whether `e` is a variable of a function body with automatic storage (`register`
    /// too), in no memory space: a function's own object.
    pub fn is_plain_local(&self, e: EntityId) -> bool {
        if e.is_none() {
            return false;
        }
        let v = self.entity(e);
        v.kind == EntityKind::Variable
            && self.scope(v.parent).kind == ScopeKind::Block
            && matches!(v.storage, StorageClass::None | StorageClass::Auto | StorageClass::Register)
            && v.memory.0 == 0
            && !v.has(flag::THREAD_LOCAL)
    }

    // ---- type queries (through typedefs) ----

    /// `ty` through typedefs and cv-qualifiers; `TypeId::NONE` for a chain too long.
    pub fn resolved(&self, mut ty: TypeId) -> TypeId {
        for _ in 0..16 {
            match self.types.get(ty) {
                Some(Type::Qualified { base, .. }) => ty = base,
                Some(Type::Typeref(e)) if self.entity(e).kind == EntityKind::Typedef => ty = self.entity(e).ty,
                _ => return ty,
            }
        }
        TypeId::NONE
    }

    /// Whether `ty` is certainly an arithmetic type: an integer (`bool` and the character
    /// types too) or a floating type.
    pub fn is_arithmetic(&self, ty: TypeId) -> bool {
        matches!(self.types.get(self.resolved(ty)), Some(Type::Integer(_) | Type::Float(_)))
    }

    /// Whether `ty` is certainly scalar: arithmetic, an enumeration or a pointer (not a
    /// reference).
    pub fn is_scalar(&self, ty: TypeId) -> bool {
        match self.types.get(self.resolved(ty)) {
            Some(Type::Integer(_) | Type::Float(_) | Type::NullPtr) => true,
            Some(Type::Pointer { kind: RefKind::Pointer, .. }) => true,
            Some(Type::Tag(e)) => self.entity(e).kind == EntityKind::Enum,
            _ => false,
        }
    }

    /// Whether `ty` is const-qualified, through typedefs and array elements; `None` where
    /// that is not known.
    pub fn is_const(&self, ty: TypeId) -> Option<bool> {
        self.has_qualifier(ty, Cv::CONST)
    }

    /// Whether `ty` is volatile-qualified, as [`Il::is_const`].
    pub fn is_volatile(&self, ty: TypeId) -> Option<bool> {
        self.has_qualifier(ty, Cv::VOLATILE)
    }

    fn has_qualifier(&self, mut ty: TypeId, qualifier: u8) -> Option<bool> {
        for _ in 0..16 {
            match self.types.get(ty) {
                Some(Type::Qualified { base, cv }) => {
                    if cv.0 & qualifier != 0 {
                        return Some(true);
                    }
                    ty = base;
                }
                Some(Type::Typeref(e)) if self.entity(e).kind == EntityKind::Typedef => ty = self.entity(e).ty,
                Some(Type::Array { element, .. }) => ty = element,
                _ => return Some(false),
            }
        }
        None
    }

    /// How many entities of each kind, for `--stats`.
    pub fn count(&self, kind: EntityKind) -> usize {
        self.entities.iter().filter(|e| e.kind == kind).count()
    }
}

/// A local variable initialized without a full expression of its own ([`Il::local_inits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalInit {
    pub variable: EntityId,
    /// How many full expressions were read before it.
    pub roots_before: u32,
    /// `T x(a)`, its arguments not read; otherwise `T x;`.
    pub parenthesized: bool,
}

/// Where the expression and statement arrays stood before a reading.
#[derive(Clone, Copy, Debug)]
pub struct ReadingMark {
    exprs: usize,
    operands: usize,
    roots: usize,
    local_inits: usize,
    stmts: usize,
    children: usize,
    bodies: usize,
    lambda_bodies: usize,
}

/// The entities of one name, newest first.
#[derive(Debug)]
pub struct Named<'il> {
    il: &'il Il,
    next: EntityId,
}

impl Iterator for Named<'_> {
    type Item = EntityId;

    fn next(&mut self) -> Option<EntityId> {
        if self.next.is_none() {
            return None;
        }
        let id = self.next;
        self.next = self.il.entities[id.index()].shadows;
        Some(id)
    }
}
