//! Fuzz target for a whole preprocessing run: the input is a main file and two headers
//! (split at 0xFF bytes, reachable as "a.h" and "b.h"), preprocessed and printed as g++ -E
//! prints it. It must not panic or hang; recursive macros, self-including headers and deep
//! nesting must end with a diagnostic. Output is bounded (exponential macros stop with one).
#![no_main]

use cufront_engine::pp::{Options, Preprocessor, Printer};
use cufront_engine::source::FileTable;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut parts = data.split(|&b| b == 0xFF);
    let main = parts.next().unwrap_or_default().to_vec();
    let mut options = Options { max_output_tokens: Some(200_000), ..Options::default() };
    for name in ["a.h", "b.h"] {
        if let Some(text) = parts.next() {
            options.virtual_files.insert(name.to_string(), text.to_vec());
        }
    }
    options.predefined = "#define __cplusplus 201703L\n#define __GNUC__ 12\n".to_string();
    options.command_line = "#define FUZZ 1\n".to_string();
    let mut files = FileTable::new();
    let Ok(main) = files.add_bytes("main.cu", main) else { return };
    let mut pp = Preprocessor::new(&mut files, main, options);
    let _ = Printer::new(std::io::sink()).run(&mut pp);
});
