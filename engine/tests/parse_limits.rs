//! The parser on hostile input: 100,000-deep nesting of every bracket and of the
//! constructs that nest (namespaces, classes, template arguments, lambdas), balanced and with
//! openers only. Each unit runs through the whole pipeline (preprocessor, tokens, prescan,
//! parse) on a worker thread's 2 MiB stack and must end: no panic, no stack overflow, no
//! quadratic walk; balanced input that looks valid must not cascade into diagnostics.

use std::time::{Duration, Instant};

use cufront_engine::diag::{Collect, DiagId, DiagSink, Passes};
use cufront_engine::parse::{parse_unit, Brackets, ParseStats, Tokens};
use cufront_engine::pp::env::CxxStd;
use cufront_engine::pp::{Options, Preprocessor};
use cufront_engine::source::FileTable;

/// What one run found.
#[derive(Debug)]
struct Outcome {
    /// Tokens of the unit, `Eof` included.
    tokens: usize,
    pp: Vec<DiagId>,
    parse: Vec<DiagId>,
    stats: ParseStats,
    /// Preprocessing (with the tokens' layout), the prescan, the parse.
    times: [Duration; 3],
}

impl Outcome {
    fn diagnostics(&self) -> usize {
        self.pp.len() + self.parse.len()
    }
}

/// The parser's entry point: the one place a change of its signature touches.
fn parse(tokens: &Tokens, brackets: &Brackets, sink: &mut DiagSink<'_>) -> ParseStats {
    parse_unit(tokens, brackets, sink).stats
}

/// Runs `main` through the pipeline on a thread with a 2 MiB stack, as a rayon worker has.
fn run(name: &'static str, main: String) -> Outcome {
    let outcome = std::thread::Builder::new()
        .name(name.into())
        .stack_size(2 << 20)
        .spawn(move || {
            let mut started = Instant::now();
            let mut lap = || {
                let now = Instant::now();
                let lap = now - started;
                started = now;
                lap
            };
            let mut files = FileTable::new();
            let id = files.add_bytes("main.cu", main.into_bytes()).expect("small");
            let mut pp = Preprocessor::new(&mut files, id, Options::default());
            let tokens = Tokens::from_preprocessor(&mut pp, CxxStd::Cxx17);
            let pp_diags: Vec<DiagId> = pp.diagnostics.iter().map(|d| d.id).collect();
            drop(pp);
            let pp_time = lap();
            let brackets = Brackets::of(&tokens.kind);
            let prescan_time = lap();
            let mut collect = Collect::default();
            let stats = {
                let mut sink = DiagSink::new().for_passes(Passes::HOST).with(&mut collect);
                parse(&tokens, &brackets, &mut sink)
            };
            Outcome {
                tokens: tokens.len(),
                pp: pp_diags,
                parse: collect.diagnostics.iter().map(|d| d.id).collect(),
                stats,
                times: [pp_time, prescan_time, lap()],
            }
        })
        .expect("thread")
        .join()
        .unwrap_or_else(|_| panic!("{name}: panicked"));
    eprintln!(
        "{name}: {} tokens; preprocess {:.0} ms, prescan {:.0} ms, parse {:.0} ms; {} pp + {} parse diagnostics",
        outcome.tokens,
        ms(outcome.times[0]),
        ms(outcome.times[1]),
        ms(outcome.times[2]),
        outcome.pp.len(),
        outcome.parse.len()
    );
    outcome
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

const DEEP: usize = 100_000;

/// Balanced input that looks valid: no cascade.
fn quiet(o: &Outcome, name: &str) {
    assert!(o.diagnostics() < 10, "{name}: {:?} {:?}", o.pp, o.parse);
}

/// Openers only: it ends, with a few diagnostics at most (nvcc gives one and stops).
fn ends(o: &Outcome, name: &str) {
    assert!(o.diagnostics() < 10, "{name}: {} pp, {} parse diagnostics", o.pp.len(), o.parse.len());
}

#[test]
fn deep_parentheses() {
    let nested = format!("{}1{}", "(".repeat(DEEP), ")".repeat(DEEP));
    let o = run("parens in an initializer", format!("int x = {nested};\nint y;\n"));
    quiet(&o, "parens in an initializer");
    assert_eq!(o.stats.declarations, 2);
    let o = run("parens at namespace scope", format!("{nested};\nint y;\n"));
    quiet(&o, "parens at namespace scope");
    let o = run("parens in a declarator", format!("int {}x{};\nint y;\n", "(".repeat(DEEP), ")".repeat(DEEP)));
    quiet(&o, "parens in a declarator");
    // Openers only.
    ends(&run("open parens in an initializer", format!("int x = {}1;\n", "(".repeat(DEEP))), "open parens");
    ends(&run("open parens at namespace scope", "(".repeat(DEEP)), "open parens at namespace scope");
    ends(&run("open brackets at namespace scope", "[".repeat(DEEP)), "open brackets");
}

#[test]
fn deep_braces() {
    let o = run("braces in an initializer", format!("int x = {}1{};\nint y;\n", "{".repeat(DEEP), "}".repeat(DEEP)));
    quiet(&o, "braces in an initializer");
    assert_eq!(o.stats.declarations, 2);
    let o = run("braces in a function body", format!("void f() {}{}\nint y;\n", "{".repeat(DEEP), "}".repeat(DEEP)));
    quiet(&o, "braces in a function body");
    // A user's function body is read statement by statement (a system header's is skipped).
    assert_eq!(o.stats.function_bodies + o.stats.function_bodies_read, 1);
    // Openers only: one missing `}` at the end of the unit.
    let o = run("open braces in an initializer", format!("int x = {}1\n", "{".repeat(DEEP)));
    ends(&o, "open braces in an initializer");
    let o = run("open braces at namespace scope", "{".repeat(DEEP));
    ends(&o, "open braces at namespace scope");
}

#[test]
fn deep_namespaces() {
    let o = run("namespaces", format!("{}int x;{}\nint y;\n", "namespace a{".repeat(DEEP), "}".repeat(DEEP)));
    quiet(&o, "namespaces");
    assert_eq!(o.stats.namespaces, DEEP as u64);
    let o = run("open namespaces", format!("{}int x;\n", "namespace a{".repeat(DEEP)));
    ends(&o, "open namespaces");
    assert_eq!(o.parse, [DiagId::ExpectedRBrace]);
    let o = run("extern \"C\" blocks", format!("{}int x;{}\n", "extern \"C\" {".repeat(DEEP), "}".repeat(DEEP)));
    quiet(&o, "extern \"C\" blocks");
}

#[test]
fn deep_classes() {
    let o = run("classes", format!("{}int x;{}\nint y;\n", "struct a{".repeat(DEEP), "};".repeat(DEEP)));
    quiet(&o, "classes");
    let o = run("open classes", format!("{}int x;\n", "struct a{".repeat(DEEP)));
    ends(&o, "open classes");
}

#[test]
fn deep_template_arguments() {
    let o = run("template arguments", format!("{}int{} x;\nint y;\n", "X<".repeat(DEEP), ">".repeat(DEEP)));
    quiet(&o, "template arguments");
    // Above, the closers lex as CUDA's `>>>`; spaced, each is a `>`.
    let o = run("template arguments spaced", format!("{}int{} x;\nint y;\n", "X<".repeat(DEEP), "> ".repeat(DEEP)));
    quiet(&o, "template arguments spaced");
    let o = run("open template arguments", format!("{}int x;\n", "X<".repeat(DEEP)));
    ends(&o, "open template arguments");
}

#[test]
fn deep_lambdas() {
    let text = format!("auto f = {}0{};\nint y;\n", "[](){ return ".repeat(DEEP), "; }".repeat(DEEP));
    let o = run("lambdas", text);
    quiet(&o, "lambdas");
    assert_eq!(o.stats.declarations, 2);
    let o = run("open lambdas", format!("auto f = {}0", "[](){ return ".repeat(DEEP)));
    ends(&o, "open lambdas");
}

#[test]
fn every_opener_at_once() {
    let open = "namespace a{struct b{auto f = [](int x = (X<{";
    let o = run("every opener", open.repeat(DEEP / 4));
    ends(&o, "every opener");
}

/// Closers of another kind than the openers: `Brackets::of` once looked for each closer's
/// opener among all the open ones, quadratic here (200,000 tokens took ~8 s); macros reach
/// it from a few hundred bytes (the last unit: under 400 bytes, 180,000 tokens, which timed
/// the `parse_unit` fuzz target out). Linear now.
#[test]
fn stray_closers_of_another_kind() {
    let n = DEEP;
    let o = run("parens then brackets", format!("int x = {}1{};\n", "(".repeat(n), "]".repeat(n)));
    ends(&o, "parens then brackets");
    let o = run("braces then parens", format!("{}{}", "{".repeat(n), ")".repeat(n)));
    ends(&o, "braces then parens");
    let mut text = String::from("#define o0 ((((((((((\n#define c0 ]]]]]]]]]]\n");
    for (i, times) in [(1, 10), (2, 10), (3, 10), (4, 9)] {
        text += &format!("#define o{i} {}\n", format!("o{} ", i - 1).repeat(times));
        text += &format!("#define c{i} {}\n", format!("c{} ", i - 1).repeat(times));
    }
    text += "int x = o4 1 c4;\n";
    let o = run("parens then brackets by macros", text);
    ends(&o, "parens then brackets by macros");
}

/// A pass's budget (`cufront check --unit-time/--unit-memory`) stops the preprocessor and
/// the parser where they are; the parser then reports nothing more (an unclosed `{` at the
/// end of this unit would be an error) and says where it stopped.
#[test]
fn the_budget_stops_preprocessor_and_parser_quietly() {
    use cufront_engine::budget::{Budget, Exceeded, Meter};
    use cufront_engine::parse::parse_unit_within;
    let spent = Budget { time: Some(Duration::ZERO), memory: None };
    let main: String =
        (0..5000).map(|i| format!("void f{i}() {{ int a; a = {i}; }}\n")).collect::<String>() + "void g() {\n";

    let mut files = FileTable::new();
    let id = files.add_bytes("main.cu", main.clone().into_bytes()).expect("small");
    let mut pp = Preprocessor::new(&mut files, id, Options::default());
    pp.meter = Meter::start(spent);
    std::thread::sleep(Duration::from_millis(1));
    let tokens = Tokens::from_preprocessor(&mut pp, CxxStd::Cxx17);
    assert_eq!(pp.meter.exceeded(), Some(Exceeded::Time(Duration::ZERO)));
    assert!(tokens.len() < 5000 && pp.diagnostics.is_empty(), "{} tokens", tokens.len());
    drop(pp);

    let mut files = FileTable::new();
    let id = files.add_bytes("main.cu", main.into_bytes()).expect("small");
    let mut pp = Preprocessor::new(&mut files, id, Options::default());
    let tokens = Tokens::from_preprocessor(&mut pp, CxxStd::Cxx17);
    drop(pp);
    let brackets = Brackets::of(&tokens.kind);
    let mut collect = Collect::default();
    let mut meter = Meter::start(spent);
    std::thread::sleep(Duration::from_millis(1));
    let parsed = {
        let mut sink = DiagSink::new().for_passes(Passes::HOST).with(&mut collect);
        parse_unit_within(&tokens, &brackets, &mut sink, &mut meter, None)
    };
    assert!(meter.exceeded().is_some());
    assert!(parsed.stopped_at.is_some_and(|i| i < tokens.len()), "{:?}", parsed.stopped_at);
    assert!(parsed.stats.declarations < 5000, "{}", parsed.stats.declarations);
    assert!(collect.diagnostics.is_empty(), "{:?}", collect.diagnostics.iter().map(|d| d.id).collect::<Vec<_>>());
    // Without a budget the same unit is read whole, and its unclosed `{` reported.
    let mut collect = Collect::default();
    let parsed = {
        let mut sink = DiagSink::new().for_passes(Passes::HOST).with(&mut collect);
        parse_unit_within(&tokens, &brackets, &mut sink, &mut Meter::default(), None)
    };
    assert_eq!((parsed.stopped_at, parsed.stats.function_bodies_read >= 5000), (None, true));
    assert_eq!(collect.diagnostics.iter().map(|d| d.id).collect::<Vec<_>>(), [DiagId::ExpectedRBrace]);
}
