//! Fuzz target for a unit's whole front end so far: the input is a main file, preprocessed,
//! laid out as the parser's tokens, its diagnostic pragmas read into diagnostic control,
//! bracket-paired and parsed (C++20, host pass). It must not
//! panic or hang; output is bounded as in `pp_unit`. The parse runs even when preprocessing
//! failed (`cufront parse` stops there), so that any token stream reaches the parser.
#![no_main]

use cufront_engine::diag::control::DiagControl;
use cufront_engine::diag::{Collect, DiagSink, Passes};
use cufront_engine::parse::pragma::diag_pragmas;
use cufront_engine::parse::{parse_unit, Brackets, Tokens};
use cufront_engine::pp::env::CxxStd;
use cufront_engine::pp::{Options, Preprocessor};
use cufront_engine::source::FileTable;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut options = Options { max_output_tokens: Some(200_000), spaceship: true, ..Options::default() };
    options.predefined = "#define __cplusplus 202002L\n#define __GNUC__ 12\n#define __CUDACC__ 1\n".to_string();
    options.command_line = "#define FUZZ 1\n".to_string();
    let mut files = FileTable::new();
    let Ok(main) = files.add_bytes("main.cu", data.to_vec()) else { return };
    let mut pp = Preprocessor::new(&mut files, main, options);
    let tokens = Tokens::from_preprocessor(&mut pp, CxxStd::Cxx20);
    drop(pp);
    let brackets = Brackets::of(&tokens.kind);
    let mut collect = Collect::default();
    let mut control = DiagControl::default();
    let pragmas = {
        let mut sink = DiagSink::new().for_passes(Passes::HOST).with(&mut control).with(&mut collect);
        diag_pragmas(&tokens, &files, &mut sink)
    };
    control.begin_unit(pragmas);
    let mut sink = DiagSink::new().for_passes(Passes::HOST).with(&mut control).with(&mut collect);
    let _ = parse_unit(&tokens, &brackets, &mut sink);
});
