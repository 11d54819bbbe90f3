//! Expressions of function bodies into the IL: operator precedence and grouping, casts
//! decided by what names denote, calls, members, subscripts, kernel launches, and the
//! constructs not modelled yet kept as their tokens (never an error). Each full expression
//! is shown as an S-expression of its nodes.

use cufront_engine::diag::{Collect, DiagId, DiagSink};
use cufront_engine::il::{ExprId, ExprKind, Il, Op, StmtId};
use cufront_engine::parse::{parse_unit, Brackets, ParsedUnit, Tokens};
use cufront_engine::pp::env::CxxStd;
use cufront_engine::pp::{Options, Preprocessor};
use cufront_engine::source::FileTable;

/// The unit's full expressions as S-expressions, and how many diagnostics it got.
fn expressions(body_prelude: &str, statements: &str) -> (Vec<String>, usize) {
    let (shown, diagnostics) = expressions_with_diagnostics(body_prelude, statements);
    (shown, diagnostics.len())
}

/// The unit's full expressions as S-expressions, and its diagnostics.
fn expressions_with_diagnostics(body_prelude: &str, statements: &str) -> (Vec<String>, Vec<DiagId>) {
    let src = format!("{body_prelude}\nvoid test_body() {{\n{statements}\n}}\n");
    let (il, tokens, diagnostics) = parse(&src);
    let shown = il.expr_roots.iter().map(|r| show(&il, &tokens, r.expr)).collect();
    (shown, diagnostics)
}

/// Parses `src`: its IL, its tokens and its diagnostics.
fn parse(src: &str) -> (Il, Tokens, Vec<DiagId>) {
    let mut files = FileTable::new();
    let id = files.add_bytes("main.cu", src.as_bytes().to_vec()).expect("small");
    let tokens = {
        let options = Options { predefined: "#define __cplusplus 201703L\n".to_string(), ..Options::default() };
        let mut pp = Preprocessor::new(&mut files, id, options);
        Tokens::from_preprocessor(&mut pp, CxxStd::Cxx17)
    };
    let brackets = Brackets::of(&tokens.kind);
    let mut collect = Collect::default();
    let unit: ParsedUnit = {
        let mut sink = DiagSink::new().with(&mut collect);
        parse_unit(&tokens, &brackets, &mut sink)
    };
    (unit.il, tokens, collect.diagnostics.iter().map(|d| d.id).collect())
}

fn show(il: &Il, tokens: &Tokens, e: ExprId) -> String {
    let node = il.expr(e);
    let spelled = |i: u32| String::from_utf8_lossy(tokens.spelling(i as usize)).into_owned();
    let operands: Vec<String> = il.operands(e).iter().map(|&o| show(il, tokens, o)).collect();
    let head = match node.kind {
        ExprKind::Literal | ExprKind::This => return spelled(node.token),
        ExprKind::Name(_) => return spelled(node.token),
        ExprKind::Operation(Op::Member) => format!(". {}", spelled(node.token)),
        ExprKind::Operation(Op::MemberOfPointer) => format!("-> {}", spelled(node.token)),
        ExprKind::Operation(Op::KernelLaunch) => format!("launch/{}", node.end),
        ExprKind::Operation(op) => format!("{op:?}"),
        ExprKind::Tokens | ExprKind::Lambda | ExprKind::BracedList | ExprKind::TypeTrait => {
            let text: Vec<String> = (node.token..node.end).map(spelled).collect();
            return format!("{:?}[{}]", node.kind, text.join(" "));
        }
        kind => format!("{kind:?}"),
    };
    if operands.is_empty() {
        format!("({head})")
    } else {
        format!("({head} {})", operands.join(" "))
    }
}

fn check(prelude: &str, statements: &str, want: &[&str]) {
    let (got, diagnostics) = expressions(prelude, statements);
    assert_eq!(diagnostics, 0, "{statements}");
    assert_eq!(got, want, "{statements}");
}

#[test]
fn precedence_and_grouping() {
    check(
        "int a, b, c, d;",
        "a + b * c; a = b = c; a - b - c; a < b == c > d; a ? b : c ? d : a; a && b || !c; a += b << 2, c;",
        &[
            "(Add a (Multiply b c))",
            "(Assign a (Assign b c))",
            "(Subtract (Subtract a b) c)",
            "(Equal (Less a b) (Greater c d))",
            "(Conditional a b (Conditional c d a))",
            "(Or (And a b) (Not c))",
            "(Comma (AddAssign a (ShiftLeft b 2)) c)",
        ],
    );
}

#[test]
fn postfix_calls_members_and_subscripts() {
    check(
        "struct S { int m; int f(int); }; S s, *p; int v[4]; int g(int, int);",
        "s.f(v[1] + 2); p->m++; g(1, g(2, 3)); --v[0];",
        &[
            "(Call (. f s) (Add (Subscript v 1) 2))",
            "(PostIncrement (-> m p))",
            "(Call g 1 (Call g 2 3))",
            "(PreDecrement (Subscript v 0))",
        ],
    );
}

#[test]
fn casts_by_what_names_denote() {
    check(
        "typedef float real; int x; int (*fp)(int); struct P { P(int); };",
        // `P(x);` would declare x; `P(x + 1);` is a functional cast.
        "(real)x; (fp)(x); (int)x + 1; static_cast<unsigned>(x); P(x + 1); sizeof(real) + sizeof x;",
        &[
            "(Cast(CStyle) x)",
            "(Call fp x)",
            "(Add (Cast(CStyle) x) 1)",
            "(Cast(Static) x)",
            "(Cast(Functional) (Add x 1))",
            "(Add (Sizeof) (Sizeof x))",
        ],
    );
}

#[test]
fn kernel_launches_keep_their_configuration() {
    check("void k(int *); int *d; int n;", "k<<<n / 256, 256, 0>>>(d);", &["(launch/3 k (Divide n 256) 256 0 d)"]);
}

#[test]
fn templates_and_less_than_by_what_names_are() {
    check(
        "template <class T> T id(T); int a, b, c;",
        "id<int>(a); a < b > c;",
        &["(Call id a)", "(Greater (Less a b) c)"],
    );
}

#[test]
fn allocation_and_deallocation() {
    check(
        "struct N { N(int); }; void *buf; int n;",
        "new N(1); ::new (buf) N{2}; new int[n](); new N*[n]; delete[] buf; ::delete buf;",
        &["(New 1)", "(New buf BracedList[{ 2 }])", "(New)", "(New)", "(Delete buf)", "(Delete buf)"],
    );
}

#[test]
fn conditions_loops_initializers_and_asm_operands() {
    check(
        "int a, b; int f(int);",
        "if (a < b) a = b; while (f(a)) --a; for (int i = f(0); i < b; ++i) a += i; \
         switch (a % 3) { case 1 + 1: break; } if (int c = f(b)) a = c; \
         asm volatile(\"add.s32 %0, %1, %2;\" : \"=r\"(a) : \"r\"(b), \"r\"(a + 1));",
        &[
            "(Less a b)",
            "(Assign a b)",
            "(Call f a)",
            "(PreDecrement a)",
            "(Call f 0)",
            "(Less i b)",
            "(PreIncrement i)",
            "(AddAssign a i)",
            "(Remainder a 3)",
            "(Add 1 1)",
            "(Call f b)",
            "(Assign a c)",
            "a",
            "b",
            "(Add a 1)",
        ],
    );
}

#[test]
fn initializers_know_their_variable() {
    let src = "int g(int);\nint total = g(1) + 2;\nvoid h() { int local = total * 2; }\n";
    let (il, tokens, diagnostics) = parse(src);
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let roots: Vec<(String, String)> = il
        .expr_roots
        .iter()
        .map(|r| {
            let of = il.entity(r.of).token as usize;
            (String::from_utf8_lossy(tokens.spelling(of)).into_owned(), show(&il, &tokens, r.expr))
        })
        .collect();
    assert_eq!(
        roots,
        [
            ("total".to_string(), "(Add (Call g 1) 2)".to_string()),
            ("local".to_string(), "(Multiply total 2)".to_string())
        ]
    );
}

#[test]
fn two_operands_without_an_operator_are_nvccs_error_where_names_are_known() {
    // What nvcc expects at the second operand (the oracle: corpus/cases/parse/*_juxtaposed).
    for (statements, want) in [
        ("a = a b;", DiagId::ExpectedSemicolon),
        ("if (a > 1 b) {}", DiagId::ExpectedRParen),
        ("a = a ? 1 b;", DiagId::ExpectedColon),
        ("a = v[a b];", DiagId::ExpectedRBracket),
        ("a = (a b);", DiagId::ExpectedRParen),
    ] {
        let (_, diagnostics) = expressions_with_diagnostics("int a, b, v[4];", statements);
        assert_eq!(diagnostics, [want], "{statements}");
    }
    // A dependent name's meaning is not known: its reading may be wrong, so nothing is said;
    // nor in a call's arguments, where nvcc may first count them.
    let (_, diagnostics) = expressions_with_diagnostics("template <class T> void t() { (T::x) y; }", "");
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let (_, diagnostics) = expressions_with_diagnostics("int a, b; int f(int, int);", "f(a b);");
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
}

#[test]
fn packs_folds_casts_to_named_types_and_intrinsics() {
    check(
        "template <class T> T id(T); template <class... Ts> int sum(Ts... xs) { \
         return (xs + ...) + (... * xs) + (0 + ... + xs) + id(xs...) + sizeof...(Ts); } \
         template <class T> int g() { return typename T::type(1) + decltype(T())(2); } \
         struct V { int operator[](int); int at(int i) { return operator[](i); } };",
        "int n = int(2.5) + float{1}; (void)n; n ? void(0) : void(); \
         const char *f = __func__; bool same = __is_same(int, long);",
        &[
            "(Add (Add (Add (Add (Fold(Add) xs) (Fold(Multiply) xs)) (Fold(Add) 0 xs)) (Call id (PackExpansion xs))) (SizeofPack))",
            "(Add (Cast(Functional) 1) (Cast(Functional) 2))",
            "(Call operator i)",
            "(Add (Cast(Functional) 2.5) (Cast(Functional) BracedList[{ 1 }]))",
            "(Cast(CStyle) n)",
            "(Conditional n (Cast(Functional) 0) (Cast(Functional)))",
            "__func__",
            "TypeTrait[__is_same ( int , long )]",
        ],
    );
}

#[test]
fn lambda_bodies_are_read_with_their_parameters() {
    check(
        "int n; int f(int);",
        "auto g = [&](int i) mutable -> int { return f(i) + n; }; [](auto x) { return x; }; \
         [=] __attribute__((device)) (int k) { return k; };",
        &[
            "(Add (Call f i) n)",
            "Lambda[[ & ] ( int i ) mutable -> int { return f ( i ) + n ; }]",
            "x",
            "Lambda[[ ] ( auto x ) { return x ; }]",
            "k",
            "Lambda[[ = ] __attribute__ ( ( device ) ) ( int k ) { return k ; }]",
        ],
    );
}

/// A statement tree as an S-expression: kinds, with each expression shown.
fn show_stmt(il: &Il, tokens: &Tokens, s: StmtId) -> String {
    let node = il.stmt(s);
    let mut parts = vec![format!("{:?}", node.kind)];
    for e in [node.expr, node.extra] {
        if !e.is_none() {
            parts.push(show(il, tokens, e));
        }
    }
    parts.extend(il.children(s).iter().map(|&c| show_stmt(il, tokens, c)));
    format!("({})", parts.join(" "))
}

#[test]
fn statements_into_the_il() {
    let src =
        "int f(int);\nint g(int n) {\n  int s = 0;\n  for (int i = 0; i < n; ++i) { if (f(i)) continue; s += i; }\n  \
               switch (n) { case 1: return 1; default: break; }\n  do --n; while (n > 0);\n  \
               auto l = [&](int k) { return k * s; };\n  return l(s);\n}\n";
    let (il, tokens, diagnostics) = parse(src);
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    assert_eq!(il.bodies.len(), 1);
    let body = il.bodies[0];
    assert_eq!(String::from_utf8_lossy(tokens.spelling(il.entity(body.routine).token as usize)), "g");
    assert_eq!(
        show_stmt(&il, &tokens, body.block),
        "(Block (Decl) \
         (For (Less i n) (PreIncrement i) (Decl) (Block (If (Call f i) (Continue)) (Expr (AddAssign s i)))) \
         (Switch n (Block (Case 1 (Return 1)) (Default (Break)))) \
         (DoWhile (Greater n 0) (Expr (PreDecrement n))) \
         (Decl) \
         (Return (Call l s)))"
    );
    assert_eq!(il.lambda_bodies.len(), 1);
    assert_eq!(show_stmt(&il, &tokens, il.lambda_bodies[0].block), "(Block (Return (Multiply k s)))");
}

#[test]
fn statements_not_read_keep_their_place() {
    // `undeclared x;` names nothing the parser knows: the statement is skipped, its place kept.
    let (il, tokens, diagnostics) = parse("void h(int a) { a = 1; undeclared x; a = 2; }\n");
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let block = il.bodies[0].block;
    assert_eq!(show_stmt(&il, &tokens, block), "(Block (Expr (Assign a 1)) (Unread) (Expr (Assign a 2)))");
    let unread = il.stmt(il.children(block)[1]);
    let text: Vec<_> =
        (unread.token..unread.end).map(|i| String::from_utf8_lossy(tokens.spelling(i as usize))).collect();
    assert_eq!(text.join(" "), "undeclared x ;");
}

#[test]
fn constructs_not_modelled_are_kept_as_tokens() {
    // A lambda read inside an expression kept as tokens leaves no expression of its body.
    check(
        "int n; struct S { virtual ~S(); };",
        "typeid(n); ({ n; }); [&](int i) { return i + n; }, typeid(n);",
        &["Tokens[typeid ( n )]", "Tokens[( { n ; } )]", "Tokens[[ & ] ( int i ) { return i + n ; } , typeid ( n )]"],
    );
}
