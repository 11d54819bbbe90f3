//! Expressions of function bodies into the IL: operator precedence and grouping, casts
//! decided by what names denote, calls, members, subscripts, kernel launches, and the
//! constructs not modelled yet kept as their tokens (never an error). Each full expression
//! is shown as an S-expression of its nodes.

use cufront_engine::diag::{Collect, DiagSink};
use cufront_engine::il::{ExprId, ExprKind, Il, Op};
use cufront_engine::parse::{parse_unit, Brackets, ParsedUnit, Tokens};
use cufront_engine::pp::env::CxxStd;
use cufront_engine::pp::{Options, Preprocessor};
use cufront_engine::source::FileTable;

/// The unit's full expressions as S-expressions, and how many diagnostics it got.
fn expressions(body_prelude: &str, statements: &str) -> (Vec<String>, usize) {
    let src = format!("{body_prelude}\nvoid test_body() {{\n{statements}\n}}\n");
    let mut files = FileTable::new();
    let id = files.add_bytes("main.cu", src.into_bytes()).expect("small");
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
    let il = &unit.il;
    let shown = il.expr_roots.iter().map(|r| show(il, &tokens, r.expr)).collect();
    (shown, collect.diagnostics.len())
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
        ExprKind::Tokens | ExprKind::Lambda | ExprKind::BracedList => {
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
fn constructs_not_modelled_are_kept_as_tokens() {
    check(
        "int *p; int n;",
        "p = new int[n]; delete[] p; auto f = 0; [&](int i) { return i + n; };",
        &["Tokens[p = new int [ n ]]", "Tokens[delete [ ] p]", "Lambda[[ & ] ( int i ) { return i + n ; }]"],
    );
}
