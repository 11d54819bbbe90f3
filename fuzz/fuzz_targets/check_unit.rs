//! Fuzz target for the semantic checks and the IL display: the input is a main file,
//! preprocessed (with the CUDA keywords defined as nvcc's headers define them), parsed,
//! checked as each of nvcc's passes checks it (recording every reference for the
//! cross-reference log), and its IL displayed whole. It must not panic or hang. Seeds:
//! corpus/cases/sema/*.cu.
#![no_main]

use cufront_engine::diag::{Collect, DiagSink, Passes};
use cufront_engine::parse::{parse_unit, Brackets, Tokens};
use cufront_engine::pp::env::{CxxStd, FrontEndRules};
use cufront_engine::pp::{Options, Preprocessor};
use cufront_engine::sema::{check_unit, Pass};
use cufront_engine::source::FileTable;
use libfuzzer_sys::fuzz_target;

const CUDA: &str = "#define __cplusplus 202002L\n#define __GNUC__ 12\n#define __CUDACC__ 1\n\
#define __host__ __attribute__((host))\n#define __device__ __attribute__((device))\n\
#define __global__ __attribute__((global))\n#define __shared__ __attribute__((shared))\n\
#define __constant__ __attribute__((constant))\n#define __managed__ __attribute__((managed))\n\
#define __grid_constant__ __attribute__((grid_constant))\n";

fuzz_target!(|data: &[u8]| {
    let mut options = Options { max_output_tokens: Some(200_000), spaceship: true, ..Options::default() };
    options.predefined = CUDA.to_string();
    let mut files = FileTable::new();
    let Ok(main) = files.add_bytes("main.cu", data.to_vec()) else { return };
    let mut pp = Preprocessor::new(&mut files, main, options);
    let tokens = Tokens::from_preprocessor(&mut pp, CxxStd::Cxx20);
    let cache = std::sync::Arc::clone(pp.cache());
    drop(pp);
    let brackets = Brackets::of(&tokens.kind);
    let mut collect = Collect::default();
    let parsed = {
        let mut sink = DiagSink::new().for_passes(Passes::HOST).with(&mut collect);
        parse_unit(&tokens, &brackets, &mut sink)
    };
    for (pass, passes) in [(Pass::Host, Passes::HOST), (Pass::Device, Passes::DEVICE)] {
        let rules = FrontEndRules {
            relaxed_constexpr: data.len().is_multiple_of(2),
            extended_lambda: true,
            rdc: data.len().is_multiple_of(3),
            // Before and after sm_90 (clusters), on the device pass.
            arch: (pass == Pass::Device).then_some(if data.len().is_multiple_of(5) { 900 } else { 800 }),
        };
        let mut sink = DiagSink::new().for_passes(passes).with(&mut collect);
        let checked = check_unit(&tokens, &parsed.il, pass, rules, true, &mut sink);
        let _ = cufront_engine::xref::entries(&tokens, &parsed.il, &files, &checked.references, &[], "host");
    }
    let options = cufront_engine::il::display::Options { all: true, primary: "main.cu".into(), ..Default::default() };
    let _ = cufront_engine::il::display::display(&parsed.il, &tokens, cache.symbols(), &options);
});
