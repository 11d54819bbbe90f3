//! The declaration parser on small units: what it enters in the IL (kinds, scopes, types,
//! CUDA spaces), the declaration-or-expression decisions it makes from what names denote,
//! and the constructs of real headers it once gave up on — each read in full now, with no
//! diagnostic. Where a name's kind is not known, the declaration is given up, silently.

use cufront_engine::diag::{Collect, DiagSink};
use cufront_engine::il::{flag, EntityKind, ExecSpaces, Il, MemorySpaces, RefKind, ScopeKind, Type};
use cufront_engine::intern::Sym;
use cufront_engine::parse::{parse_unit, Brackets, ParsedUnit, Tokens, Unsure};
use cufront_engine::pp::env::CxxStd;
use cufront_engine::pp::{Options, Preprocessor};
use cufront_engine::source::FileTable;

struct Parsed {
    unit: ParsedUnit,
    diagnostics: usize,
    /// The messages reported (templates without fill-ins: the parser's syntax errors).
    messages: Vec<&'static str>,
    names: std::sync::Arc<cufront_engine::pp::HeaderCache>,
}

impl Parsed {
    fn sym(&self, name: &str) -> Sym {
        self.names.symbols().get(name.as_bytes()).unwrap_or(Sym(u32::MAX))
    }

    fn il(&self) -> &Il {
        &self.unit.il
    }

    /// The entities named `name`, oldest first.
    fn named(&self, name: &str) -> Vec<&cufront_engine::il::Entity> {
        let sym = self.sym(name);
        let mut v: Vec<_> = self.il().entities.iter().filter(|e| e.name == sym).collect();
        v.sort_by_key(|e| e.token);
        v
    }

    fn one(&self, name: &str) -> &cufront_engine::il::Entity {
        let v = self.named(name);
        assert_eq!(v.len(), 1, "one entity named {name}");
        v[0]
    }

    fn given_up(&self) -> u64 {
        self.unit.stats.uncertain()
    }
}

fn parse_std(src: &str, std: CxxStd) -> Parsed {
    let options =
        Options { predefined: "#define __cplusplus 201703L\n#define __CUDACC__ 1\n".to_string(), ..Options::default() };
    let mut files = FileTable::new();
    let id = files.add_bytes("main.cu", src.as_bytes().to_vec()).expect("small");
    let mut pp = Preprocessor::new(&mut files, id, options);
    let tokens = Tokens::from_preprocessor(&mut pp, std);
    let names = std::sync::Arc::clone(pp.cache());
    drop(pp);
    let brackets = Brackets::of(&tokens.kind);
    let mut collect = Collect::default();
    let unit = {
        let mut sink = DiagSink::new().with(&mut collect);
        parse_unit(&tokens, &brackets, &mut sink)
    };
    let messages = collect.diagnostics.iter().map(|d| d.id.entry().template).collect();
    Parsed { unit, diagnostics: collect.diagnostics.len(), messages, names }
}

fn parse(src: &str) -> Parsed {
    parse_std(src, CxxStd::Cxx17)
}

/// Every declaration read in full, nothing reported.
fn clean(src: &str) -> Parsed {
    let p = parse(src);
    assert_eq!(p.given_up(), 0, "given up: {:?}\n{src}", p.unit.given_up);
    assert_eq!(p.diagnostics, 0);
    p
}

#[test]
fn namespaces_classes_and_members_enter_the_il() {
    let p = clean(
        "namespace n { struct a { int x; static int s; typedef int size_type; size_type f(size_type k) const; }; }
         namespace n { int y; }
         n::a::size_type n::a::f(size_type k) const { return k; }
         int n::a::s = 3;",
    );
    let il = p.il();
    let n = p.one("n");
    assert_eq!(n.kind, EntityKind::Namespace, "a reopened namespace is one entity");
    assert_eq!(p.one("y").parent, n.inner);
    let a = p.one("a");
    assert_eq!((a.kind, a.parent), (EntityKind::Class, n.inner));
    assert!(a.has(flag::DEFINED));
    assert_eq!(p.one("x").kind, EntityKind::Field);
    let s = p.named("s");
    assert_eq!(s.len(), 2, "the member and its definition");
    assert!(s.iter().all(|e| e.kind == EntityKind::Variable && e.parent == a.inner));
    let f = p.named("f");
    assert_eq!(f.len(), 2);
    assert!(f[1].has(flag::QUALIFIED | flag::BODY_SKIPPED));
    assert_eq!(f[1].parent, a.inner, "the definition is a member of n::a");
    let Some(Type::Function(fi)) = il.types.get(f[0].ty) else { panic!("a function type") };
    assert_eq!(il.types.function_type(fi).params.len(), 1);
    assert_eq!(il.scope(a.inner).kind, ScopeKind::Class);
}

#[test]
fn cuda_spaces_go_to_their_own_lists() {
    let p = clean(
        "__attribute__((global)) void kernel(float *out, int n) {}
         __attribute__((host)) __attribute__((device)) int both(int);
         __attribute__((device)) float table[16];
         __attribute__((constant)) int c = 1;
         __attribute__((managed)) __attribute__((device)) int m;
         struct S { __attribute__((device)) void g(); };
         void k2(__attribute__((grid_constant)) const S s);",
    );
    assert_eq!(p.one("kernel").exec.0, ExecSpaces::GLOBAL);
    assert_eq!(p.one("both").exec.0, ExecSpaces::HOST | ExecSpaces::DEVICE);
    let table = p.one("table");
    assert_eq!(table.memory.0, MemorySpaces::DEVICE);
    assert!(matches!(p.il().types.get(table.ty), Some(Type::Array { bound: Some(16), .. })));
    assert_eq!(p.one("c").memory.0, MemorySpaces::CONSTANT);
    assert_eq!(p.one("m").memory.0, MemorySpaces::MANAGED | MemorySpaces::DEVICE);
    assert_eq!(p.one("g").exec.0, ExecSpaces::DEVICE);
    assert_eq!(p.one("s").memory.0, MemorySpaces::GRID_CONSTANT);
    assert_eq!(p.one("out").kind, EntityKind::Parameter);
}

#[test]
fn declaration_or_expression_follows_what_names_denote() {
    // `T x(v)` with a value: a variable; with a type: a function (the vexing parse).
    let p = clean("struct T { T(int); }; int v; typedef int U; T x(v); T f(U); T g(U u); T h();");
    assert_eq!(p.one("x").kind, EntityKind::Variable);
    assert_eq!(p.one("f").kind, EntityKind::Routine);
    assert_eq!(p.one("g").kind, EntityKind::Routine);
    assert_eq!(p.one("h").kind, EntityKind::Routine);
    // A name never declared: no guess, no diagnostic.
    let p = parse("struct T {}; T y(mystery); int after;");
    assert_eq!(p.given_up(), 1);
    assert_eq!(p.unit.given_up[0].why, Unsure::UnknownName);
    assert_eq!(p.diagnostics, 0);
    assert_eq!(p.one("after").kind, EntityKind::Variable, "the parser resumes after the `;`");
    // `a < b` after a name of unknown templateness cannot be delimited.
    let p = parse("int x = a < b, y; int z;");
    assert_eq!(p.unit.stats.partial, 1);
    assert_eq!(p.one("x").kind, EntityKind::Variable);
    assert!(p.named("y").is_empty());
    assert_eq!(p.diagnostics, 0);
}

#[test]
fn declarators_form_their_types_inside_out() {
    let p =
        clean("int *(*fp)(double); int a[2][3]; int &r = a[0][0]; const char *const s = \"\"; struct C; int C::*pm;");
    let il = p.il();
    // fp: pointer to function(double) returning pointer to int.
    let Some(Type::Pointer { to, kind: RefKind::Pointer }) = il.types.get(p.one("fp").ty) else { panic!() };
    let Some(Type::Function(f)) = il.types.get(to) else { panic!() };
    let ret = il.types.function_type(f).ret;
    assert!(matches!(il.types.get(ret), Some(Type::Pointer { kind: RefKind::Pointer, .. })));
    // a: array 2 of array 3 of int.
    let Some(Type::Array { element, bound: Some(2) }) = il.types.get(p.one("a").ty) else { panic!() };
    assert!(matches!(il.types.get(element), Some(Type::Array { bound: Some(3), .. })));
    assert!(matches!(il.types.get(p.one("r").ty), Some(Type::Pointer { kind: RefKind::LValue, .. })));
    assert!(matches!(il.types.get(p.one("s").ty), Some(Type::Qualified { .. })));
    assert!(matches!(il.types.get(p.one("pm").ty), Some(Type::MemberPointer { .. })));
}

#[test]
fn templates_and_their_names() {
    let p = clean(
        "template <class T, int N = 3, template <class> class C = T::template rebind> struct V {
             T data[N];
             V() {}
             V(const V &) = default;
             V &operator=(const V &) = delete;
             ~V();
             template <class U> U get(U u) const { return u; }
             typedef V<T, N> self;
         };
         template <class T, int N, template <class> class C> V<T, N, C>::~V() {}
         template <> struct V<void, 3> {};
         template <class T> using Vec = V<T, 4>;
         Vec<int> vi;
         template <class T> V(T) -> V<T>;
         template <class A, class B> struct P {};
         template <class A> struct P<A, int> : V<A> {};
         P<V<int>, int> nested;",
    );
    let v = p.named("V");
    assert!(v[0].has(flag::TEMPLATE) && v[0].kind == EntityKind::Class);
    assert!(p.named("V").iter().any(|e| e.has(flag::SPECIALIZATION)));
    assert!(p.named("T").iter().all(|t| t.kind == EntityKind::TemplateTypeParam));
    assert!(p.named("N").iter().all(|t| t.kind == EntityKind::TemplateValueParam));
    assert!(p.named("C").iter().all(|t| t.kind == EntityKind::TemplateTemplateParam));
    assert!(p.one("Vec").has(flag::TEMPLATE));
    assert!(p.named("get")[0].has(flag::TEMPLATE | flag::BODY_SKIPPED));
    let members_of_v: Vec<_> = p.il().entities.iter().filter(|e| e.parent == v[0].inner).collect();
    assert!(members_of_v.iter().any(|e| e.has(flag::CONSTRUCTOR) && e.has(flag::DEFAULTED)));
    assert!(members_of_v.iter().any(|e| e.has(flag::DESTRUCTOR)));
    assert!(members_of_v.iter().any(|e| e.has(flag::OPERATOR) && e.has(flag::DELETED)));
    assert!(!p.one("self").has(flag::TEMPLATE), "a member of a class template is no template");
}

#[test]
fn constructs_of_real_headers_read_in_full() {
    // Each of these was once given up in libstdc++, glibc or the CUDA headers.
    for src in [
        // A constructor taking its own class (libstdc++ type_traits: __nonesuch).
        "struct N { N(N const &) = delete; N &operator=(N const &) = delete; };",
        // An out-of-class constructor and conversion function (exception_ptr.h, cuda_fp16.hpp).
        "struct E { E(); operator int() const; }; inline E::E() {} E::operator int() const { return 0; }",
        // Three template argument lists closed by one `>>>` token.
        "template <class T> struct A {}; A<A<A<int>>> a3; template <class T> struct B : A<A<A<T>>> {};",
        // `>=` in template arguments is a comparison.
        "template <bool B> struct En {}; template <class T> En<sizeof(T) >= 16> big(T);",
        // A value parameter of a `typename …::type` type.
        "template <bool, class T = void> struct enable_if {};
         template <class U, typename enable_if<true, U>::type * = nullptr> void f(U);",
        // Unnamed bit-fields (glibc timex.h).
        "struct timex { int a : 3; int : 32; int : 32; };",
        // A deduction guide.
        "template <class T> struct W { W(T); }; template <class T> W(T) -> W<T>;",
        // A member pointer of a class declared but not defined (std_function.h).
        "class U; union Any { void (U::*pm)(); void *p; };",
        // A dependent member before `<` is no template: less-than (ratio).
        "template <class T, bool B> struct I {}; template <class R> struct L : I<R, (R::num < R::den)> {};",
        // A destructor and constructor of class templates' members defined outside them.
        "template <class C> struct Cache { ~Cache(); struct S { S(int); }; };
         template <class C> Cache<C>::~Cache() {}
         template <class C> Cache<C>::S::S(int) {}",
        // A class defined with a qualified name sees its enclosing class's names.
        "struct Loc { typedef int id; class Facet; }; class Loc::Facet { id x; Facet(const Facet &) = delete; };",
        // A non-dependent specialisation's member where a type must stand (chrono.h).
        "template <class R> struct D { typedef R rep; }; struct Clock { typedef D<long> duration; typedef duration::rep rep; };",
        // Inline and anonymous namespaces are searched with their parent.
        "namespace std { inline namespace __cxx11 { template <class C> class basic_string; } }
         namespace std { template <class C> class basic_string { basic_string(const basic_string &); }; typedef basic_string<char> string; }
         namespace { struct Hidden {}; } Hidden h; std::string s;",
        // A base that is a specialisation of a template never specialised: its members.
        "template <class T> struct iterator { typedef long difference_type; };
         struct It : iterator<int> { difference_type d; It &operator+=(difference_type n); };",
        // Old-style and GNU forms.
        "extern \"C\" { int puts(const char *) __attribute__((nothrow)) __asm__(\"puts\"); }
         typedef struct { int quot; } div_t; __extension__ typedef long long ll; static_assert(sizeof(int) == 4, \"\");",
        "enum E : unsigned char { e1, e2 = 3 }; enum class F { f1 }; E e = e2; int q = F::f1 == F::f1;",
    ] {
        clean(src);
    }
}

#[test]
fn a_stray_brace_is_still_reported_and_nothing_else() {
    let p = parse("int a;\n}\nint b;\n");
    assert_eq!(p.diagnostics, 1);
    assert_eq!(p.unit.stats.syntax_errors, 1);
    let p = parse("namespace n { int a;\n");
    assert_eq!(p.diagnostics, 1, "expected a \"}}\" at the end of the unit");
}

#[test]
fn user_function_bodies_are_read_statement_by_statement() {
    let p = clean(
        "struct T { int v; }; typedef int I; int g(int); template <class U> U id(U u) { return u; }
         __attribute__((global)) void k(int *out, int n) {
             int i = 0, j(1);
             T t;
             T *tp = &t;
             I *ip = 0;
             i * j;
             g(i);
             if (i < n) out[i] = i; else if (i == n) { out[0] = 1; } else out[1] = 2;
             if constexpr (sizeof(int) == 4) {}
             while (i < n) ++i;
             do { --i; } while (i > 0);
             for (int q = 0; q < n; ++q) out[q] = q;
             for (;;) break;
             switch (n) { case 1: case 2 ... 3: i = 1; break; default: break; }
             goto done;
         done:
             try { throw 1; } catch (int e) { } catch (...) { }
             auto f = [&](int x) { return x + i; };
             i = id<int>(i) + f(1) ? 1 : 0;
             asm volatile(\"\" ::: \"memory\");
             { int shadow = 3; }
             return;
         }",
    );
    let il = p.il();
    assert_eq!(p.unit.stats.function_bodies_read, 2);
    assert!(p.unit.stats.statements >= 20, "{}", p.unit.stats.statements);
    for local in ["i", "j", "t", "tp", "ip", "q", "f", "shadow"] {
        let e = p.one(local);
        assert_eq!(e.kind, EntityKind::Variable, "{local}");
        assert_eq!(il.scope(e.parent).kind, ScopeKind::Block, "{local} is a local");
    }
    assert!(matches!(il.types.get(p.one("tp").ty), Some(Type::Pointer { .. })), "T *tp declares");
    assert!(p.named("e").is_empty(), "handler parameters are not read yet");
}

#[test]
fn statements_nvcc_rejects_are_reported_once() {
    for (src, message) in [
        ("void f(int v) { int r = v * 2\n return r; }", "expected a \";\""),
        ("void f(int *o) { o[0] = 1 }", "expected a \";\""),
        ("void f(int v) { if v < 0) v = -v; }", "expected a \"(\""),
        ("void f(int *a, int n) { for (int i = 0; i < n) a[i] = 1; }", "expected a \";\""),
        ("void f(int v) { goto; }", "expected an identifier"),
        ("int f() { return 1 +; }", "expected an expression"),
        ("int f(int v) { case 1: return v; }", "a case label may only be used within a switch"),
        ("int f(int v) { v = 1; else v = 2; }", "expected a statement"),
        ("int f(const int *p) { int int x = p[0]; }", "invalid combination of type specifiers"),
        ("float f(float a, float t) { return (a * (1.0f - t) + t; }", "expected a \")\""),
    ] {
        let p = parse(src);
        assert_eq!(p.messages, [message], "{src}");
        assert_eq!(p.unit.stats.syntax_errors, 1, "{src}");
    }
    // A name never declared: the statement is skipped, silently; the next one is read.
    let p = parse("void f() { mystery(1) + ; int after = 0; }");
    assert_eq!(p.diagnostics, 0);
    assert_eq!(p.one("after").kind, EntityKind::Variable);
}

#[test]
fn a_macro_that_expands_to_a_pragma_is_a_pragma_line() {
    // CUTLASS: `#define CUTLASS_PRAGMA_UNROLL #pragma unroll` in device code. g++ -E prints
    // the `#pragma` first on its line; nvcc's front ends take the line as a directive.
    let p = clean("#define UNROLL #pragma unroll\nvoid f(int n) {\n  int s = 0;\n  UNROLL\n  for (int i = 0; i < n; ++i) s += i;\n}\n");
    assert_eq!(p.unit.stats.function_bodies_read, 1);
    assert_eq!(p.one("s").kind, EntityKind::Variable);
}

#[test]
fn bindings_deduced_templates_and_members_before_less_than() {
    let p = clean(
        "template <class A, class B> struct Pair { A a; B b; Pair(A, B); };
         template <class T> T make(T t) { return t; }
         struct S { int ptr_; };
         int g(int x) {
             auto [first, second] = Pair<int, int>(1, 2);
             const auto &[u, v] = Pair<int, int>(3, 4);
             Pair deduced = Pair<int, long>(1, 2);
             int constexpr k = 3;
             S s, t;
             bool less = s.ptr_ < t.ptr_;
             return first + k;
         }",
    );
    for name in ["first", "second", "u", "v", "deduced", "k", "less"] {
        assert_eq!(p.one(name).kind, EntityKind::Variable, "{name}");
    }
}

#[test]
fn member_function_bodies_see_the_whole_class() {
    let p = clean(
        "struct Q {
             void clear() { for (int i = 0; i < 4; ++i) storage[i] = 0; count = 0; }
             int get() const { union { int whole; short half[2]; }; whole = 1; return half[0]; }
             int storage[4];
             int count;
         };",
    );
    assert_eq!(p.unit.stats.function_bodies_read, 2);
    assert!(p.unit.stats.statements >= 5);
}

#[test]
fn qualifiers_see_namespaces_past_variables_and_temporaries_are_expressions() {
    let p = clean(
        "namespace mem { template <class T> T *allocate(int n); }
         template <class A, int N> struct load { load(A &a, void *p, bool g); };
         struct H {
             int *mem;
             void reserve(int n) { mem = mem::allocate<int>(n); }
         };
         void f(int *frag, void *ptr, bool guard) {
             load<int, 4>(frag[0], ptr, guard);
             load<int, 4> named(frag[0], ptr, guard);
         }",
    );
    assert_eq!(p.unit.stats.function_bodies_read, 2);
    assert_eq!(p.one("named").kind, EntityKind::Variable);
}
