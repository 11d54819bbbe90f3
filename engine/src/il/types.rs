//! Types, after seed 001's type kinds: integer (with its int kind), floating, void, pointer
//! and reference, function, array, class/enum, typeref, member pointer, template parameter —
//! plus the forms the parser keeps unevaluated until templates are instantiated (a template
//! specialisation, a dependent or `decltype` type: their tokens).
//!
//! Types are interned per unit: the same type is the same `TypeId`, so comparing types is
//! comparing ids. Function types carry their parameter list in a side table.

use rustc_hash::FxHashMap;

use super::EntityId;

/// A type of the unit's IL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

impl TypeId {
    pub const NONE: TypeId = TypeId(u32::MAX);

    pub fn is_none(self) -> bool {
        self == TypeId::NONE
    }
}

/// The integer kinds (seed 001: int_kind), `bool` and the character types included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntKind {
    Bool,
    Char,
    SignedChar,
    UnsignedChar,
    WChar,
    Char8,
    Char16,
    Char32,
    Short,
    UnsignedShort,
    Int,
    UnsignedInt,
    Long,
    UnsignedLong,
    LongLong,
    UnsignedLongLong,
    Int128,
    UnsignedInt128,
}

impl IntKind {
    /// The type's name as EDG writes it (seed 001: display_int_type_kind; `bool` is EDG's
    /// `char` with bool_type set, written `bool` in type names).
    pub fn spelling(self) -> &'static str {
        match self {
            IntKind::Bool => "bool",
            IntKind::Char => "char",
            IntKind::SignedChar => "signed char",
            IntKind::UnsignedChar => "unsigned char",
            IntKind::WChar => "wchar_t",
            IntKind::Char8 => "char8_t",
            IntKind::Char16 => "char16_t",
            IntKind::Char32 => "char32_t",
            IntKind::Short => "short",
            IntKind::UnsignedShort => "unsigned short",
            IntKind::Int => "int",
            IntKind::UnsignedInt => "unsigned int",
            IntKind::Long => "long",
            IntKind::UnsignedLong => "unsigned long",
            IntKind::LongLong => "long long",
            IntKind::UnsignedLongLong => "unsigned long long",
            IntKind::Int128 => "__int128",
            IntKind::UnsignedInt128 => "unsigned __int128",
        }
    }
}

/// The floating kinds (seed 001: float_kind).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    Float,
    Double,
    LongDouble,
    Float16,
    BFloat16,
    Float32,
    Float64,
    Float128,
    Float32x,
    Float64x,
}

impl FloatKind {
    /// The type's name as EDG writes it (the oracle's float_kind values).
    pub fn spelling(self) -> &'static str {
        match self {
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
            FloatKind::Float16 => "_Float16",
            FloatKind::BFloat16 => "__bf16",
            FloatKind::Float32 => "_Float32",
            FloatKind::Float64 => "_Float64",
            FloatKind::Float128 => "__float128",
            FloatKind::Float32x => "_Float32x",
            FloatKind::Float64x => "_Float64x",
        }
    }
}

/// `const`/`volatile`/`restrict` bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cv(pub u8);

impl Cv {
    pub const CONST: u8 = 1;
    pub const VOLATILE: u8 = 2;
    pub const RESTRICT: u8 = 4;

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Which reference a pointer type is (seed 001: pointer with is_reference /
/// is_rvalue_reference).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RefKind {
    Pointer,
    LValue,
    RValue,
}

/// A function type's parts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    pub ret: TypeId,
    pub params: Vec<TypeId>,
    pub ellipsis: bool,
    /// The member function's qualifiers.
    pub cv: Cv,
    /// `&` / `&&` after the parameters (`RefKind::Pointer`: none).
    pub ref_qualifier: RefKind,
    /// `noexcept`, `noexcept(…)` or `throw()` was written.
    pub exception_spec: bool,
    /// The specification is `noexcept` (or `noexcept(true)`): the type is a non-throwing one.
    pub nothrow: bool,
    /// The return type came after `->`.
    pub trailing_return: bool,
}

impl Default for FunctionType {
    /// `()` returning nothing known yet, without qualifiers.
    fn default() -> Self {
        FunctionType {
            ret: TypeId::NONE,
            params: Vec::new(),
            ellipsis: false,
            cv: Cv::default(),
            ref_qualifier: RefKind::Pointer,
            exception_spec: false,
            nothrow: false,
            trailing_return: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    Integer(IntKind),
    Float(FloatKind),
    /// `decltype(nullptr)`.
    NullPtr,
    Qualified {
        base: TypeId,
        cv: Cv,
    },
    Pointer {
        to: TypeId,
        kind: RefKind,
    },
    MemberPointer {
        class: TypeId,
        to: TypeId,
    },
    /// `bound`: the constant bound where it is a literal, `None` otherwise.
    Array {
        element: TypeId,
        bound: Option<u64>,
    },
    /// An index into `Types::functions`.
    Function(u32),
    /// A class, struct, union or enum.
    Tag(EntityId),
    /// A typedef's name (EDG's typeref): the typedef entity.
    Typeref(EntityId),
    TemplateParam(EntityId),
    /// `template-name<args>`: the template, and the tokens of its arguments (from `<` to `>`),
    /// kept for instantiation.
    Specialization {
        template: EntityId,
        args: (u32, u32),
    },
    /// A type the parser keeps as tokens: `typename T::x`, `decltype(e)`, `T::template x<…>`.
    Dependent {
        first: u32,
        end: u32,
    },
    /// `auto` or `decltype(auto)` before deduction.
    Placeholder {
        decltype_auto: bool,
    },
    /// GNU `__attribute__((vector_size(n)))`: the element type, the size in bytes (0 where
    /// the size is not a literal).
    Vector {
        element: TypeId,
        bytes: u32,
    },
}

/// The unit's types, interned.
#[derive(Clone, Debug, Default)]
pub struct Types {
    types: Vec<Type>,
    functions: Vec<FunctionType>,
    index: FxHashMap<Type, TypeId>,
    function_index: FxHashMap<FunctionType, u32>,
}

impl Types {
    /// The id of `ty`, the same for the same type.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.index.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty);
        self.index.insert(ty, id);
        id
    }

    pub fn function(&mut self, f: FunctionType) -> TypeId {
        let index = match self.function_index.get(&f) {
            Some(&i) => i,
            None => {
                let i = self.functions.len() as u32;
                self.functions.push(f.clone());
                self.function_index.insert(f, i);
                i
            }
        };
        self.intern(Type::Function(index))
    }

    /// `ty` with `cv` added (qualifiers on a qualified type merge).
    pub fn qualified(&mut self, ty: TypeId, cv: Cv) -> TypeId {
        if cv.is_empty() || ty.is_none() {
            return ty;
        }
        match self.get(ty) {
            Some(Type::Qualified { base, cv: inner }) => self.intern(Type::Qualified { base, cv: Cv(inner.0 | cv.0) }),
            _ => self.intern(Type::Qualified { base: ty, cv }),
        }
    }

    /// The id of `ty` when the unit has it.
    pub fn find(&self, ty: Type) -> Option<TypeId> {
        self.index.get(&ty).copied()
    }

    pub fn get(&self, id: TypeId) -> Option<Type> {
        self.types.get(id.0 as usize).copied()
    }

    pub fn function_type(&self, index: u32) -> &FunctionType {
        &self.functions[index as usize]
    }

    pub fn len(&self) -> usize {
        self.types.len()
    }

    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// Whether `ty` is a function type (under its qualifiers).
    pub fn is_function(&self, ty: TypeId) -> bool {
        match self.get(ty) {
            Some(Type::Function(_)) => true,
            Some(Type::Qualified { base, .. }) => self.is_function(base),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_type_is_the_same_id() {
        let mut t = Types::default();
        let int = t.intern(Type::Integer(IntKind::Int));
        let p1 = t.intern(Type::Pointer { to: int, kind: RefKind::Pointer });
        let p2 = t.intern(Type::Pointer { to: int, kind: RefKind::Pointer });
        assert_eq!(p1, p2);
        let c = t.qualified(int, Cv(Cv::CONST));
        let cv = t.qualified(c, Cv(Cv::VOLATILE));
        assert_eq!(t.get(cv), Some(Type::Qualified { base: int, cv: Cv(Cv::CONST | Cv::VOLATILE) }));
        let f = FunctionType {
            ret: int,
            params: vec![p1],
            ellipsis: false,
            cv: Cv::default(),
            ref_qualifier: RefKind::Pointer,
            exception_spec: false,
            nothrow: false,
            trailing_return: false,
        };
        assert_eq!(t.function(f.clone()), t.function(f));
        assert_eq!(t.len(), 5);
    }
}
