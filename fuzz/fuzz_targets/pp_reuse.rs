//! Differential fuzz target for header reuse: the input is a main file and two headers
//! (split at 0xFF bytes, reachable as "a.h" and "b.h"), preprocessed into the parser's
//! tokens by a cache that preprocesses every header again, then three times by one cache
//! that records headers and replays them (within the unit, when it enters a header again in
//! the same state, and across the runs), and parsed each time: without parsed prefixes
//! first, then with one set of them (a prefix is kept in the second run and used in the
//! third). Every run must give the same tokens, layout, IL and diagnostics, files named by
//! path. Seeds: corpus/cases/reuse and pp_unit's.
#![no_main]

use std::sync::Arc;

use cufront_engine::budget::Meter;
use cufront_engine::diag::{Collect, DiagSink};
use cufront_engine::parse::{parse_unit_within, Brackets, Prefixes, Tokens};
use cufront_engine::pp::env::CxxStd;
use cufront_engine::pp::{HeaderCache, Options, Preprocessor};
use cufront_engine::source::{FileTable, Loc};
use libfuzzer_sys::fuzz_target;

fn run(main: &[u8], options: &Options, cache: &Arc<HeaderCache>, prefixes: Option<&Prefixes>) -> Vec<String> {
    let mut files = FileTable::new();
    let Ok(main) = files.add_bytes("main.cu", main.to_vec()) else { return Vec::new() };
    let mut pp = Preprocessor::with_cache(&mut files, main, options.clone(), Arc::clone(cache));
    let tokens = Tokens::from_preprocessor(&mut pp, CxxStd::Cxx20);
    let diagnostics = std::mem::take(&mut pp.diagnostics);
    drop(pp);
    let place = |l: Loc| match (l.file.0 as usize) < files.len() {
        true => format!("{}:{}", files.get(l.file).path().display(), l.offset),
        false => format!("#{}:{}", l.file.0, l.offset),
    };
    let mut out: Vec<String> = diagnostics
        .iter()
        .map(|d| format!("{:?} {:?} {:?} {:?} {:?}", d.id, d.args, d.loc.map(place), d.line_only, d.included_from))
        .collect();
    for i in 0..tokens.kind.len() {
        out.push(format!(
            "{:?} {:?} {} {} {} {}:{}",
            tokens.kind[i],
            tokens.spelling(i),
            tokens.flags[i],
            place(tokens.at[i]),
            tokens.origin[i],
            tokens.line[i],
            tokens.col[i]
        ));
    }
    out.extend(tokens.files.iter().map(|r| format!("run {} {} {}", r.first, r.name, r.system)));
    out.extend(
        tokens.pragmas.iter().map(|p| format!("pragma {} {:?} {} {:?}", p.before, p.text, p.line, p.at.map(place))),
    );
    out.push(format!("{:?}", tokens.line_seqs));
    let brackets = Brackets::of(&tokens.kind);
    let mut collect = Collect::default();
    let parsed = {
        let mut sink = DiagSink::new().with(&mut collect);
        parse_unit_within(&tokens, &brackets, &mut sink, &mut Meter::default(), prefixes)
    };
    out.extend(collect.diagnostics.iter().map(|d| format!("{:?} {:?} {:?}", d.id, d.args, d.loc.map(place))));
    out.push(format!("{:?} {:?} {:?}", parsed.stats, parsed.given_up, parsed.first_error));
    out.push(format!("{:?}", parsed.il));
    out
}

fuzz_target!(|data: &[u8]| {
    let mut parts = data.split(|&b| b == 0xFF);
    let main = parts.next().unwrap_or_default().to_vec();
    let mut options = Options { max_output_tokens: Some(100_000), ..Options::default() };
    for name in ["a.h", "b.h"] {
        if let Some(text) = parts.next() {
            options.virtual_files.insert(name.to_string(), text.to_vec());
        }
    }
    options.predefined = "#define __cplusplus 201703L\n#define __GNUC__ 12\n".to_string();
    let expected = run(&main, &options, &Arc::new(HeaderCache::with_reuse(false)), None);
    let shared = Arc::new(HeaderCache::with_reuse(true));
    let prefixes = Prefixes::new();
    for round in 0..3 {
        let got = run(&main, &options, &shared, Some(&prefixes));
        if got != expected {
            let at = got.iter().zip(&expected).position(|(g, e)| g != e).unwrap_or(got.len().min(expected.len()));
            panic!("round {round}: with reuse {:?}, without {:?}", got.get(at), expected.get(at));
        }
    }
});
