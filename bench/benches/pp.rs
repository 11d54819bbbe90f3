//! Preprocessor throughput on a real unit, next to a baseline measured in the same run
//! (memchr counting the newlines of the same output). `cargo bench -p cufront-bench --bench pp`.
//!
//! The unit is ggml's `acc.cu` with its nvcc flags (host pass, the real CUDA headers) when the
//! corpus is fetched, otherwise a unit that includes four libstdc++ headers. Four ways:
//! printed as `g++ -E` prints it or only read as tokens (what the parser consumes), each with
//! a cold header cache (a lone `cufront preprocess`) and a warm one (a unit of a batch run
//! after the first: the headers are already lexed). The comparison with g++ -E itself is
//! bench/pp_vs_gxx.sh.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use cufront_bench::Unit;
use cufront_engine::pp::{Event, HeaderCache, Options, Preprocessor, Printer};
use cufront_engine::source::FileTable;

/// The unit: ggml's acc.cu when the corpus is fetched, four libstdc++ headers otherwise.
fn unit() -> Unit {
    cufront_bench::ggml_unit("acc.cu").unwrap_or_else(cufront_bench::libstdcxx_unit)
}

fn run(name: &Path, text: &[u8], options: &Options, cache: Arc<HeaderCache>, print: bool) -> (Vec<u8>, u64) {
    let mut files = FileTable::new();
    let Ok(main) = files.add_bytes(name, text.to_vec()) else { return (Vec::new(), 0) };
    let mut pp = Preprocessor::with_cache(&mut files, main, options.clone(), cache);
    if print {
        let out = Printer::new(Vec::with_capacity(8 << 20)).run(&mut pp).unwrap_or_default();
        return (out, pp.stats.tokens_out);
    }
    let mut tokens = 0u64;
    loop {
        match pp.next_event() {
            Event::Eof => break,
            Event::Token(t) if !t.is_padding() => tokens += 1,
            _ => {}
        }
    }
    (Vec::new(), tokens)
}

fn pp_bench(c: &mut Criterion) {
    let Unit { name, text, options, origin, .. } = unit();
    let warm = Arc::new(HeaderCache::new());
    let (output, tokens) = run(&name, &text, &options, Arc::clone(&warm), true);
    if output.len() < 1000 {
        eprintln!("pp bench skipped: no corpus and no libstdc++ headers");
        return;
    }
    eprintln!("pp bench: {origin}: {} bytes of output, {tokens} tokens", output.len());
    let mut group = c.benchmark_group("pp");
    group.throughput(Throughput::Bytes(output.len() as u64));
    group.sample_size(10).measurement_time(Duration::from_secs(8));
    group.bench_function("baseline: memchr newline count over the output", |b| {
        b.iter(|| memchr::memchr_iter(b'\n', &output).count())
    });
    for (label, print) in [("printed", true), ("tokens only", false)] {
        group.bench_function(format!("{label}, cold header cache"), |b| {
            b.iter(|| run(&name, &text, &options, Arc::new(HeaderCache::new()), print).1)
        });
        group.bench_function(format!("{label}, warm header cache"), |b| {
            b.iter(|| run(&name, &text, &options, Arc::clone(&warm), print).1)
        });
    }
    group.finish();
}

criterion_group!(benches, pp_bench);
criterion_main!(benches);
