//! The preprocessor on hostile input: very deep nesting of every kind, recursive and
//! exponential macros, self-inclusion. Each run must end (no hang, no stack overflow on a
//! worker thread's 2 MiB stack) with g++'s output or with a diagnostic.

use cufront_engine::diag::DiagId;
use cufront_engine::pp::{Options, Preprocessor, Printer};
use cufront_engine::source::FileTable;

/// Runs `main` (with the given virtual headers) on a thread with a 2 MiB stack, as a rayon
/// worker has; returns the printed text and the diagnostics' ids.
fn run(main: String, headers: &[(&str, String)], max_output_tokens: Option<u64>) -> (String, Vec<DiagId>) {
    let mut options = Options { max_output_tokens, ..Options::default() };
    for (name, text) in headers {
        options.virtual_files.insert(name.to_string(), text.clone().into_bytes());
    }
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let mut files = FileTable::new();
            let main = files.add_bytes("main.cu", main.into_bytes()).expect("small");
            let mut pp = Preprocessor::new(&mut files, main, options);
            let out = Printer::new(Vec::new()).run(&mut pp).expect("in memory");
            (String::from_utf8_lossy(&out).into_owned(), pp.diagnostics.iter().map(|d| d.id).collect())
        })
        .expect("thread")
        .join()
        .expect("no panic, no overflow")
}

const DEEP: usize = 100_000;

#[test]
fn deep_conditionals_end() {
    let mut text = "#if 1\n".repeat(DEEP);
    text.push_str("int kept;\n");
    text.push_str(&"#endif\n".repeat(DEEP));
    let (out, diags) = run(text, &[], None);
    assert!(out.contains("int kept;"));
    assert!(diags.is_empty(), "{diags:?}");
    // Unterminated: one diagnostic per open conditional, as g++ gives.
    let (_, diags) = run("#ifdef X\n".repeat(DEEP), &[], None);
    assert_eq!(diags.len(), DEEP);
    assert!(diags.iter().all(|&d| d == DiagId::UnterminatedConditional));
}

#[test]
fn deep_if_expressions_end_with_a_diagnostic_or_a_value() {
    for (open, close) in [("(", ")"), ("!", ""), ("-", ""), ("~", "")] {
        let text = format!("#if {}1{}\nint yes;\n#endif\n", open.repeat(DEEP), close.repeat(DEEP));
        let (_, diags) = run(text, &[], None);
        assert!(diags.len() <= 1, "{open}: {diags:?}");
    }
    let text = format!("#if {}\n#endif\n", "1 ? ".repeat(DEEP) + "1" + &" : 0".repeat(DEEP));
    let (_, diags) = run(text, &[], None);
    assert!(diags.len() <= 1, "{diags:?}");
}

#[test]
fn deep_macro_arguments_end_with_a_diagnostic() {
    // Nested invocations hold a quadratic number of tokens: this one outgrows the bound
    // on the argument stacks before it reaches the depth limit.
    let text = format!("#define f(x) x\n{}1{}\n", "f(".repeat(DEEP), ")".repeat(DEEP));
    let (_, diags) = run(text, &[], None);
    assert_eq!(diags, [DiagId::MacroArgumentsTooLarge]);
    let text = format!("#define f(x) x\n{}1{}\n", "f(".repeat(2100), ")".repeat(2100));
    let (_, diags) = run(text, &[], None);
    assert_eq!(diags, [DiagId::MacroExpansionTooDeep]);
    // Below both limits it is g++'s answer.
    let text = format!("#define f(x) x\n{}1{}\n", "f(".repeat(1000), ")".repeat(1000));
    let (out, diags) = run(text, &[], None);
    assert!(diags.is_empty(), "{diags:?}");
    assert!(out.trim_end().ends_with('1'), "{out}");
    // Deep parentheses inside one argument are only collected, not nested calls.
    let text = format!("#define f(x) x\nf({}1{})\n", "(".repeat(DEEP), ")".repeat(DEEP));
    let (out, diags) = run(text, &[], None);
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!(out.matches('(').count(), DEEP);
}

#[test]
fn recursive_macros_stop_expanding() {
    let text = "#define a b\n#define b a\n#define f(x) f(x) g(x)\n#define g(x) f(x)\na b f(1)\n".to_string();
    let (out, diags) = run(text, &[], None);
    assert!(diags.is_empty(), "{diags:?}");
    assert!(out.contains("a b f(1) f(1)"), "{out}");
}

#[test]
fn exponential_macros_stop_at_the_output_bound() {
    let mut text = String::from("#define m0 x x\n");
    for i in 1..40 {
        text.push_str(&format!("#define m{i} m{} m{}\n", i - 1, i - 1));
    }
    text.push_str("m39\n");
    let (_, diags) = run(text, &[], Some(1_000_000));
    assert_eq!(diags, [DiagId::OutputTooLarge]);
}

/// Each use of a parameter copies its argument: nested, a 100-fold parameter makes the
/// expansion grow a hundredfold per level while each argument stays small (found by the
/// parse_unit fuzz target: it ran out of memory at 8 GB). The copies count against the
/// bound on arguments being expanded.
#[test]
fn arguments_copied_into_expansions_stop_at_the_bound() {
    let text = format!(
        "#define D(T) {}
D(D(D(D(x))))
",
        "T ".repeat(100)
    );
    let (_, diags) = run(text, &[], None);
    assert_eq!(diags, [DiagId::MacroArgumentsTooLarge]);
}

#[test]
fn self_inclusion_ends_at_the_include_depth() {
    let (_, diags) = run("#include \"a.h\"\n".into(), &[("a.h", "#include \"a.h\"\nint x;\n".into())], None);
    assert_eq!(diags, [DiagId::IncludeNestedTooDeeply]);
    // Two headers including each other, guarded: each is read once.
    let a = "#ifndef A\n#define A\n#include \"b.h\"\nint a;\n#endif\n".to_string();
    let b = "#ifndef B\n#define B\n#include \"a.h\"\nint b;\n#endif\n".to_string();
    let (out, diags) = run("#include \"a.h\"\n".into(), &[("a.h", a), ("b.h", b)], None);
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!(out.matches("int a;").count(), 1);
    assert_eq!(out.matches("int b;").count(), 1);
}

#[test]
fn hostile_bytes_end() {
    // NUL bytes, invalid UTF-8, unterminated everything.
    let text = "#define s \"abc\n#if (1\n\0\u{1}\u{7f}\n#include \"\n'x\n/* open".to_string()
        + &String::from_utf8_lossy(&[0xff, 0xfe, 0xc0]);
    let (_, diags) = run(text, &[], None);
    assert!(!diags.is_empty());
}
