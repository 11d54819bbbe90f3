//! The catalog walk and the template language of seed 000: every fill-in kind and option,
//! the index (0 is 1), `%%`, labels, the aka rule, and the programming errors (missing and
//! unused fill-ins, bad kinds and options).

use cufront_engine::diag::catalog::{self, CUDA_DISPLAY_OFFSET};
use cufront_engine::diag::template::{expand, no_labels, parse, Piece, Style, TemplateError};
use cufront_engine::diag::{Arg, Collect, DiagId, DiagSink, EntitySummary, Origin, Position, TypeText, CATALOG};

fn style() -> Style<'static> {
    Style { current_file: "a.cu", labels: &no_labels, color: false }
}

fn run(template: &str, args: &[Arg]) -> Result<String, TemplateError> {
    expand(template, args, &style())
}

fn s(x: &str) -> Arg {
    Arg::Str(x.to_string())
}

#[test]
fn catalog_walk() {
    let mut tags = std::collections::HashSet::new();
    for (i, e) in CATALOG.iter().enumerate() {
        assert_eq!(e.id as usize, i, "{:?}: DiagId order is catalog order", e.id);
        assert_eq!(e.id.entry(), e);
        let pieces = parse(e.template).unwrap_or_else(|err| panic!("{:?}: {err:?}", e.id));
        assert!(pieces.iter().all(|p| !matches!(p, Piece::Label(_))), "{:?}: no labels are defined yet", e.id);
        match e.origin {
            Origin::Preprocessor => assert!(e.internal == 0 && e.display.is_none() && e.tag.is_none(), "{:?}", e.id),
            Origin::FrontEnd => {
                assert!(e.internal > 0, "{:?}", e.id);
                if let Some(d) = e.display {
                    assert!(d == e.internal || d == e.internal + CUDA_DISPLAY_OFFSET, "{:?}: display number", e.id);
                }
            }
        }
        if let Some(t) = e.tag {
            assert!(tags.insert(t), "tag {t} twice");
        }
    }
}

#[test]
fn catalog_lookup_by_number_and_tag() {
    assert_eq!(catalog::find("177").map(|e| e.id), Some(DiagId::DeclaredButNeverReferenced));
    assert_eq!(catalog::find("declared_but_not_referenced").map(|e| e.id), Some(DiagId::DeclaredButNeverReferenced));
    assert_eq!(catalog::find("20012").map(|e| e.id), Some(DiagId::ExecutionSpaceIgnoredOnDefaulted));
    assert_eq!(catalog::find("3596").map(|e| e.id), Some(DiagId::ExecutionSpaceIgnoredOnDefaulted));
    // The oracle: `#pragma nv_diag_suppress EC177` is "invalid error tag".
    assert_eq!(catalog::find("EC177"), None);
    assert_eq!(catalog::find("0"), None, "preprocessor messages have no number");
}

#[test]
fn strings_plain_and_quoted_with_indices() {
    let t = "calling a __device__ function(%sq1) from a __host__ function(%sq2) is not allowed";
    assert_eq!(
        run(t, &[s("devf(int)"), s("main")]).as_deref(),
        Ok("calling a __device__ function(\"devf(int)\") from a __host__ function(\"main\") is not allowed")
    );
    assert_eq!(run("%s2 then %s1", &[s("a"), s("b")]).as_deref(), Ok("b then a"));
    assert_eq!(run("%s0|%s", &[s("x")]).as_deref(), Ok("x|x"), "a fill-in may be used twice");
    assert_eq!(run("%s0", &[s("x")]).as_deref(), Ok("x"), "index 0 is index 1");
    assert_eq!(run("%sqq", &[s("x")]).as_deref(), Ok("\"x\""), "repeated q quotes once");
    assert_eq!(run("100%% of %s", &[s("it")]).as_deref(), Ok("100% of it"));
}

#[test]
fn numbers_types_and_positions() {
    assert_eq!(run("%d and %u", &[Arg::Int(-3), Arg::Uint(7)]).as_deref(), Ok("-3 and 7"));
    let same = TypeText { text: "int".into(), desugared: Some("int".into()) };
    let alias = TypeText { text: "size_t".into(), desugared: Some("unsigned long".into()) };
    assert_eq!(run("%t", &[Arg::Type(same)]).as_deref(), Ok("\"int\""), "no aka when nothing is new");
    assert_eq!(run("%t", &[Arg::Type(alias)]).as_deref(), Ok("\"size_t\" (aka \"unsigned long\")"));
    assert_eq!(run("%T", &[Arg::TypeArgs(vec!["int".into(), "float".into()])]).as_deref(), Ok("\"<int, float>\""));
    let here = Position { file: "a.cu".into(), line: 4 };
    let there = Position { file: "<cuda>/include/sm_60_atomic_functions.h".into(), line: 93 };
    assert_eq!(run("%p", &[Arg::Position(here)]).as_deref(), Ok("at line 4"));
    assert_eq!(
        run("(previous definition %p)", &[Arg::Position(there)]).as_deref(),
        Ok("(previous definition at line 93 of <cuda>/include/sm_60_atomic_functions.h)")
    );
    assert_eq!(run("%r", &[Arg::TemplateParam("T".into())]).as_deref(), Ok("T"));
}

#[test]
fn entity_options() {
    let f = EntitySummary {
        kind_label: "function",
        name: "atomicAdd".into(),
        qualified_name: Some("ns::atomicAdd".into()),
        template_args: Some("<int>".into()),
        parameters: Some("(double *, double)".into()),
        declared_at: Some(Position { file: "b.cu".into(), line: 42 }),
        translation_unit: Some("x.cu".into()),
    };
    let e = || Arg::Entity(Box::new(f.clone()));
    assert_eq!(run("%n", &[e()]).as_deref(), Ok("function \"atomicAdd\""));
    assert_eq!(run("%no", &[e()]).as_deref(), Ok("\"atomicAdd\""));
    assert_eq!(run("%nf", &[e()]).as_deref(), Ok("function \"ns::atomicAdd\""));
    assert_eq!(run("%nt", &[e()]).as_deref(), Ok("function \"ns::atomicAdd<int>\""));
    assert_eq!(run("%np", &[e()]).as_deref(), Ok("function \"atomicAdd(double *, double)\""));
    assert_eq!(run("%nfd", &[e()]).as_deref(), Ok("function \"ns::atomicAdd\" (declared at line 42 of b.cu)"));
    assert_eq!(run("%nT", &[e()]).as_deref(), Ok("function \"atomicAdd\" (from translation unit x.cu)"));
    assert_eq!(run("%na", &[e()]).as_deref(), Ok("\"atomicAdd\""));
    let label = EntitySummary { name: "done".into(), ..EntitySummary::default() };
    assert_eq!(run("%n", &[Arg::Entity(Box::new(label))]).as_deref(), Ok("\"done\""), "labels have no kind");
    let two =
        [e(), Arg::Entity(Box::new(EntitySummary { kind_label: "variable", name: "v".into(), ..Default::default() }))];
    assert_eq!(run("%n2 and %n1", &two).as_deref(), Ok("variable \"v\" and function \"atomicAdd\""));
}

#[test]
fn colour_wraps_quoted_names() {
    let st = Style { current_file: "", labels: &no_labels, color: true };
    // As nvcc prints them on a terminal: `%sq` colours inside the quotes, `%n` around them.
    assert_eq!(expand("%sq", &[s("x")], &st).as_deref(), Ok("\"\x1b[01mx\x1b[0m\""));
    let v = Arg::Entity(Box::new(EntitySummary { kind_label: "variable", name: "b".into(), ..Default::default() }));
    assert_eq!(expand("%n", &[v], &st).as_deref(), Ok("variable \x1b[01m\"b\"\x1b[0m"));
}

#[test]
fn labels_come_from_the_table() {
    fn table(name: &str) -> Option<&'static str> {
        (name == "class_or_struct").then_some("class")
    }
    let st = Style { current_file: "", labels: &table, color: false };
    assert_eq!(expand("a %[class_or_struct] here", &[], &st).as_deref(), Ok("a class here"));
    assert_eq!(expand("%[nope]", &[], &st), Err(TemplateError::BadLabel("nope".into())));
    assert!(matches!(parse("%[unclosed"), Err(TemplateError::BadLabel(_))));
}

#[test]
fn programming_errors_are_reported() {
    assert_eq!(run("%x", &[]), Err(TemplateError::BadKind('x')));
    assert_eq!(run("%sf", &[s("a")]), Err(TemplateError::BadOption { kind: 's', option: 'f' }));
    assert_eq!(run("%dq", &[Arg::Int(1)]), Err(TemplateError::BadOption { kind: 'd', option: 'q' }));
    assert_eq!(run("%t", &[]), Err(TemplateError::MissingFillIn { kind: 't', index: 1 }));
    assert_eq!(run("%s2", &[s("a")]), Err(TemplateError::MissingFillIn { kind: 's', index: 2 }));
    assert_eq!(run("%s", &[s("a"), s("b")]), Err(TemplateError::UnusedFillIn(1)));
    assert_eq!(run("50%", &[]), Err(TemplateError::Truncated));
    let many = format!("%n{}", "f".repeat(30));
    assert_eq!(parse(&many), Err(TemplateError::TooManyOptions));
    // `z` ends a specifier: it is not an option letter.
    assert_eq!(run("%sz", &[s("a")]).as_deref(), Ok("az"));
}

#[test]
fn a_builder_emits_exactly_once_through_the_chain() {
    struct Refuse(usize);
    impl cufront_engine::diag::Handler for Refuse {
        fn handle(&mut self, d: cufront_engine::diag::Diagnostic) -> Option<cufront_engine::diag::Diagnostic> {
            self.0 += 1;
            Some(d)
        }
    }
    let mut first = Refuse(0);
    let mut collect = Collect::default();
    {
        let mut sink = DiagSink::new().with(&mut first).with(&mut collect);
        sink.report(DiagId::UnrecognizedToken, None).emit();
        let b = sink.report(DiagId::IdentifierUndefined, None).arg("x");
        drop(b);
        assert_eq!(sink.unhandled(), 0);
    }
    assert_eq!(first.0, 2);
    assert_eq!(collect.diagnostics.len(), 2);
    let mut nobody = DiagSink::new();
    nobody.report(DiagId::UnrecognizedToken, None).emit();
    assert_eq!(nobody.unhandled(), 1);
}
