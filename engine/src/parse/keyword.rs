//! Keywords: C++23's, GNU's and the alternative tokens, by symbol.
//!
//! The spellings are interned first in every run ([`crate::intern::Symbols::new`]), so a
//! keyword is a symbol in one fixed range and classifying an identifier is a subtraction
//! and a table load, not a hash. Which of them are keywords depends on the language mode
//! (`concept` is an identifier in C++17), so [`Kw::of`] takes it.

use crate::intern::Sym;
use crate::lex::TokenKind;
use crate::pp::env::CxxStd;

macro_rules! keywords {
    ($($variant:ident = $spelling:literal $(since $std:ident)?,)*) => {
        /// A keyword of C++ or of GNU C++.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Kw {
            $($variant,)*
            True,
            False,
        }

        /// The spellings, in [`Kw`]'s order (`true` and `false` are well-known symbols of
        /// the preprocessor and are not in this list).
        pub const SPELLINGS: &[&str] = &[$($spelling,)*];

        /// The first standard in which each keyword is one.
        const SINCE: &[CxxStd] = &[$(keywords!(@since $($std)?),)*];

        /// Every keyword of [`SPELLINGS`], in order.
        const TABLE: &[Kw] = &[$(Kw::$variant,)*];
    };
    (@since) => { CxxStd::Cxx03 };
    (@since $std:ident) => { CxxStd::$std };
}

keywords! {
    Alignas = "alignas" since Cxx11,
    Alignof = "alignof" since Cxx11,
    Asm = "asm",
    Auto = "auto",
    Bool = "bool",
    Break = "break",
    Case = "case",
    Catch = "catch",
    Char = "char",
    Char8T = "char8_t" since Cxx20,
    Char16T = "char16_t" since Cxx11,
    Char32T = "char32_t" since Cxx11,
    Class = "class",
    Concept = "concept" since Cxx20,
    Const = "const",
    Consteval = "consteval" since Cxx20,
    Constexpr = "constexpr" since Cxx11,
    Constinit = "constinit" since Cxx20,
    ConstCast = "const_cast",
    Continue = "continue",
    CoAwait = "co_await" since Cxx20,
    CoReturn = "co_return" since Cxx20,
    CoYield = "co_yield" since Cxx20,
    Decltype = "decltype" since Cxx11,
    Default = "default",
    Delete = "delete",
    Do = "do",
    Double = "double",
    DynamicCast = "dynamic_cast",
    Else = "else",
    Enum = "enum",
    Explicit = "explicit",
    Export = "export",
    Extern = "extern",
    Float = "float",
    For = "for",
    Friend = "friend",
    Goto = "goto",
    If = "if",
    Inline = "inline",
    Int = "int",
    Long = "long",
    Mutable = "mutable",
    Namespace = "namespace",
    New = "new",
    Noexcept = "noexcept" since Cxx11,
    Nullptr = "nullptr" since Cxx11,
    Operator = "operator",
    Private = "private",
    Protected = "protected",
    Public = "public",
    Register = "register",
    ReinterpretCast = "reinterpret_cast",
    Requires = "requires" since Cxx20,
    Return = "return",
    Short = "short",
    Signed = "signed",
    Sizeof = "sizeof",
    Static = "static",
    StaticAssert = "static_assert" since Cxx11,
    StaticCast = "static_cast",
    Struct = "struct",
    Switch = "switch",
    Template = "template",
    This = "this",
    ThreadLocal = "thread_local" since Cxx11,
    Throw = "throw",
    Try = "try",
    Typedef = "typedef",
    Typeid = "typeid",
    Typename = "typename",
    Union = "union",
    Unsigned = "unsigned",
    Using = "using",
    Virtual = "virtual",
    Void = "void",
    Volatile = "volatile",
    WcharT = "wchar_t",
    While = "while",
    // GNU spellings and extensions (g++ accepts them in every mode).
    GnuAttribute = "__attribute__",
    GnuAttribute2 = "__attribute",
    Declspec = "__declspec",
    // CUDA's own: EDG reads it as `__attribute__((noinline))`; no header defines it.
    Noinline = "__noinline__",
    GnuAsm = "__asm__",
    GnuAsm2 = "__asm",
    GnuVolatile = "__volatile__",
    GnuVolatile2 = "__volatile",
    GnuConst = "__const__",
    GnuConst2 = "__const",
    GnuInline = "__inline__",
    GnuInline2 = "__inline",
    GnuRestrict = "__restrict__",
    GnuRestrict2 = "__restrict",
    GnuSigned = "__signed__",
    GnuSigned2 = "__signed",
    Typeof = "typeof",
    GnuTypeof = "__typeof__",
    GnuTypeof2 = "__typeof",
    GnuAlignof = "__alignof__",
    GnuAlignof2 = "__alignof",
    Extension = "__extension__",
    Label = "__label__",
    Int128 = "__int128",
    Thread = "__thread",
    AutoType = "__auto_type",
    GnuDecltype = "__decltype",
    GnuNull = "__null",
    GnuComplex = "__complex__",
    GnuComplex2 = "_Complex",
    GnuReal = "__real__",
    GnuImag = "__imag__",
    CAlignas = "_Alignas",
    CAlignof = "_Alignof",
    CBool = "_Bool",
    Float128 = "__float128",
    // g++ 12 has no `_FloatN` keywords in C++ (glibc typedefs them): they are not here.
    Bf16 = "__bf16",
    BuiltinVaArg = "__builtin_va_arg",
    BuiltinOffsetof = "__builtin_offsetof",
    BuiltinBitCast = "__builtin_bit_cast",
    BuiltinLaunder = "__builtin_launder",
    BuiltinAddressof = "__builtin_addressof",
    BuiltinTypesCompatibleP = "__builtin_types_compatible_p",
    // Alternative tokens ([lex.digraph]): punctuators spelled as identifiers.
    AltAnd = "and",
    AltAndEq = "and_eq",
    AltBitand = "bitand",
    AltBitor = "bitor",
    AltCompl = "compl",
    AltNot = "not",
    AltNotEq = "not_eq",
    AltOr = "or",
    AltOrEq = "or_eq",
    AltXor = "xor",
    AltXorEq = "xor_eq",
}

/// The symbol of the first keyword: the preprocessor's well-known symbols come first.
pub const FIRST: u32 = crate::intern::WELL_KNOWN_COUNT + 1;

macro_rules! names {
    ($($(#[$doc:meta])* $variant:ident = $spelling:literal,)*) => {
        /// Identifiers the parser knows by name where C++ gives them a meaning without making
        /// them keywords: the contextual keywords, the names of CUDA's space attributes (the
        /// toolkit's headers spell `__device__` as `__attribute__((device))` for a GNU host
        /// compiler), and g++'s built-in type names. Interned right after the keywords, so
        /// [`Name::of`] is a range check too.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Name {
            $($(#[$doc])* $variant,)*
        }

        /// The spellings of [`Name`], in its order.
        pub const NAME_SPELLINGS: &[&str] = &[$($spelling,)*];

        const NAME_TABLE: &[Name] = &[$(Name::$variant,)*];
    };
}

names! {
    Final = "final",
    Override = "override",
    GnuFinal = "__final",
    Host = "host",
    Device = "device",
    Global = "global",
    Shared = "shared",
    Constant = "constant",
    Managed = "managed",
    GridConstant = "grid_constant",
    /// g++'s built-in typedefs.
    BuiltinVaList = "__builtin_va_list",
    Int128T = "__int128_t",
    UInt128T = "__uint128_t",
    /// g++'s type functions (`__underlying_type(T)` …): a type from parenthesised types.
    UnderlyingType = "__underlying_type",
    RemoveCv = "__remove_cv",
    RemoveReference = "__remove_reference",
    RemoveCvref = "__remove_cvref",
    TypePackElement = "__type_pack_element",
    /// `std`, the namespace g++'s headers reopen everywhere.
    Std = "std",
    /// The function's name, predefined in every function body.
    Func = "__func__",
    GnuFunction = "__FUNCTION__",
    GnuPrettyFunction = "__PRETTY_FUNCTION__",
    /// GNU's vector types: `__attribute__((vector_size(16)))`.
    VectorSize = "vector_size",
    GnuVectorSize = "__vector_size__",
}

impl Name {
    const FIRST: u32 = FIRST + SPELLINGS.len() as u32;

    /// The name an identifier is, if the parser knows it.
    #[inline]
    pub fn of(sym: Sym) -> Option<Name> {
        NAME_TABLE.get(sym.0.wrapping_sub(Name::FIRST) as usize).copied()
    }

    pub fn sym(self) -> Sym {
        Sym(Name::FIRST + self as u32)
    }
}

impl Kw {
    /// The keyword an identifier is in `std`, if it is one.
    #[inline]
    pub fn of(sym: Sym, std: CxxStd) -> Option<Kw> {
        let i = sym.0.wrapping_sub(FIRST) as usize;
        if i < SPELLINGS.len() {
            if SINCE[i] > std {
                return None;
            }
            return Some(TABLE[i]);
        }
        match sym {
            Sym::TRUE => Some(Kw::True),
            Sym::FALSE => Some(Kw::False),
            _ => None,
        }
    }

    /// The symbol spelling the keyword.
    pub fn sym(self) -> Sym {
        match self {
            Kw::True => Sym::TRUE,
            Kw::False => Sym::FALSE,
            k => Sym(FIRST + k as u32),
        }
    }

    /// Whether the keyword can only start an expression (a literal, `this`, an operator
    /// keyword, a cast, a builtin taking types), never a declaration.
    pub fn starts_expression(self) -> bool {
        matches!(
            self,
            Kw::True
                | Kw::False
                | Kw::Nullptr
                | Kw::This
                | Kw::Sizeof
                | Kw::Alignof
                | Kw::GnuAlignof
                | Kw::GnuAlignof2
                | Kw::New
                | Kw::Delete
                | Kw::StaticCast
                | Kw::DynamicCast
                | Kw::ConstCast
                | Kw::ReinterpretCast
                | Kw::Typeid
                | Kw::Noexcept
                | Kw::Throw
                | Kw::GnuNull
                | Kw::Operator
                | Kw::CoAwait
                | Kw::CoYield
                | Kw::GnuReal
                | Kw::GnuImag
                | Kw::BuiltinVaArg
                | Kw::BuiltinOffsetof
                | Kw::BuiltinBitCast
                | Kw::BuiltinLaunder
                | Kw::BuiltinAddressof
                | Kw::BuiltinTypesCompatibleP
        )
    }

    /// The punctuator an alternative token stands for.
    pub fn alternative(self) -> Option<TokenKind> {
        Some(match self {
            Kw::AltAnd => TokenKind::AmpAmp,
            Kw::AltAndEq => TokenKind::AmpEq,
            Kw::AltBitand => TokenKind::Amp,
            Kw::AltBitor => TokenKind::Pipe,
            Kw::AltCompl => TokenKind::Tilde,
            Kw::AltNot => TokenKind::Bang,
            Kw::AltNotEq => TokenKind::BangEq,
            Kw::AltOr => TokenKind::PipePipe,
            Kw::AltOrEq => TokenKind::PipeEq,
            Kw::AltXor => TokenKind::Caret,
            Kw::AltXorEq => TokenKind::CaretEq,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::intern::Symbols;

    #[test]
    fn names_sit_after_the_keywords_in_their_order() {
        assert_eq!(NAME_SPELLINGS.len(), NAME_TABLE.len());
        let symbols = Symbols::new();
        for (i, spelling) in NAME_SPELLINGS.iter().enumerate() {
            let sym = symbols.intern(spelling.as_bytes());
            assert_eq!(Name::of(sym), Some(NAME_TABLE[i]), "{spelling}");
            assert_eq!(NAME_TABLE[i].sym(), sym);
        }
        assert_eq!(Name::of(symbols.intern(b"not_a_known_name")), None);
        assert_eq!(Name::of(Kw::While.sym()), None);
    }
}
