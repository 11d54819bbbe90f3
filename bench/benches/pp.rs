//! Preprocessor throughput on a real unit: `#include`s of the C++ standard library from the
//! host compiler's own headers, preprocessed and printed as `g++ -E` prints it, next to a
//! baseline measured in the same run (memchr newline count over the same output bytes).
//! `cargo bench -p cufront-bench --bench pp`. The comparison with g++ -E itself is
//! bench/pp_vs_gxx.sh (it needs g++ and the corpus).

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use cufront_engine::pp::env::gcc_pass;
use cufront_engine::pp::{Preprocessor, Printer};
use cufront_engine::source::FileTable;

const UNIT: &str = "#include <vector>\n#include <algorithm>\n#include <string>\n#include <map>\nint main() {}\n";

fn preprocess(options: &cufront_engine::pp::Options) -> Vec<u8> {
    let mut files = FileTable::new();
    let Ok(main) = files.add_bytes("bench.cpp", UNIT.as_bytes().to_vec()) else { return Vec::new() };
    let mut pp = Preprocessor::new(&mut files, main, options.clone());
    Printer::new(Vec::with_capacity(8 << 20)).run(&mut pp).unwrap_or_default()
}

fn pp_bench(c: &mut Criterion) {
    let (pass, _) = gcc_pass(&["-std=c++17".to_string()], false);
    let options = pass.to_options();
    let output = preprocess(&options);
    if output.len() < 1000 {
        eprintln!("pp bench skipped: the host compiler's C++ headers are not installed");
        return;
    }
    eprintln!("pp bench: {} bytes of output", output.len());
    let mut group = c.benchmark_group("pp");
    group.throughput(Throughput::Bytes(output.len() as u64));
    group.sample_size(10).measurement_time(Duration::from_secs(8));
    group.bench_function("baseline: memchr newline count over the output", |b| {
        b.iter(|| memchr::memchr_iter(b'\n', &output).count())
    });
    group.bench_function("preprocess and print <vector> <algorithm> <string> <map>", |b| {
        b.iter(|| preprocess(&options).len())
    });
    group.finish();
}

criterion_group!(benches, pp_bench);
criterion_main!(benches);
