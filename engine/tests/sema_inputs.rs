//! The semantic checks on inputs the fuzzer found (corpus/fuzz/check_unit): each is
//! preprocessed, parsed and checked in both passes, with the cross-reference log, and must
//! neither panic nor leave the IL inconsistent.

use cufront_engine::diag::{Collect, DiagSink, Passes};
use cufront_engine::parse::{parse_unit, Brackets, Tokens};
use cufront_engine::pp::env::{CxxStd, FrontEndRules};
use cufront_engine::pp::{Options, Preprocessor};
use cufront_engine::sema::{check_unit, Pass};
use cufront_engine::source::FileTable;

fn check(bytes: &[u8]) -> usize {
    let predefined = "#define __cplusplus 202002L\n#define __device__ __attribute__((device))\n".to_string();
    let options = Options { predefined, ..Options::default() };
    let mut files = FileTable::new();
    let main = files.add_bytes("main.cu", bytes.to_vec()).expect("small");
    let tokens = {
        let mut pp = Preprocessor::new(&mut files, main, options);
        Tokens::from_preprocessor(&mut pp, CxxStd::Cxx20)
    };
    let brackets = Brackets::of(&tokens.kind);
    let mut collect = Collect::default();
    let parsed = {
        let mut sink = DiagSink::new().for_passes(Passes::HOST).with(&mut collect);
        parse_unit(&tokens, &brackets, &mut sink)
    };
    // Every body the IL lists is one of its statements.
    for b in &parsed.il.bodies {
        assert!(b.block.index() < parsed.il.stmts.len(), "a body outlives its statements");
    }
    for pass in [Pass::Host, Pass::Device] {
        let mut sink = DiagSink::new().with(&mut collect);
        let checked = check_unit(&tokens, &parsed.il, pass, FrontEndRules::default(), true, &mut sink);
        let _ = cufront_engine::xref::entries(&tokens, &parsed.il, &files, &checked.references, &[], "host");
    }
    collect.diagnostics.len()
}

#[test]
fn fuzzer_finds_stay_fixed() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/fuzz/check_unit");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).expect("corpus/fuzz/check_unit") {
        let path = entry.expect("entry").path();
        check(&std::fs::read(&path).expect("input"));
        n += 1;
    }
    assert!(n > 0);
}

/// An enumeration of 100,000 enumerators named as a function template's argument: valuing the
/// last one walks back over the others, on a rayon worker's 2 MiB stack, without recursing.
#[test]
fn an_enumerator_far_down_a_long_enumeration_is_valued_without_recursion() {
    let n = 100_000;
    let mut unit = String::from("void h();\nenum E { ");
    for i in 0..n {
        unit.push_str(&format!("e{i},\n"));
    }
    unit.push_str("};\ntemplate <E x> __device__ void d() { h(); }\n");
    unit.push_str(&format!("void run() {{ d<e{}>(); }}\n", n - 1));
    let checked =
        std::thread::Builder::new().stack_size(2 << 20).spawn(move || check(unit.as_bytes())).expect("thread").join();
    assert!(checked.is_ok(), "checking the unit overflowed its stack or panicked");
}
