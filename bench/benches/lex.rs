//! Lexer throughput on real code, next to a baseline measured in the same run: counting
//! newlines with memchr over the same bytes. `cargo bench -p cufront-bench --bench lex`.
//!
//! Besides criterion's per-benchmark figures, a summary prints MB/s, lines/s and the ratio
//! to the baseline (best of several runs each, measured back to back).

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use cufront_bench::best_of;
use cufront_engine::lex::{lex_into, LexOptions, Lexed};
use cufront_simd::{Kernels, Level, Scan};

/// Enough text to dwarf caches, small enough for quick runs on a 2-core machine.
const INPUT_CAP: usize = 32 << 20;

fn memchr_lines(text: &[u8]) -> usize {
    memchr::memchr_iter(b'\n', text).count()
}

fn lex_bench(c: &mut Criterion) {
    let (text, origin) = cufront_bench::real_input(INPUT_CAP);
    let lines = memchr_lines(&text);
    eprintln!("lex bench input: {origin}, {lines} lines");
    let options = LexOptions::default();
    let levels: Vec<Kernels> = Level::ALL.into_iter().rev().filter_map(Kernels::for_level).collect();

    let mut group = c.benchmark_group("lex");
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.sample_size(10).measurement_time(Duration::from_secs(8));
    group.bench_function("baseline: memchr newline count", |b| b.iter(|| memchr_lines(&text)));
    for k in &levels {
        let mut out = Lexed::default();
        group.bench_function(format!("lex {}", k.level().name()), |b| {
            b.iter(|| {
                lex_into(&text, &options, k, &mut out);
                out.tokens.len()
            })
        });
    }
    let best = cufront_simd::kernels();
    let mut breaks = Vec::new();
    group.bench_function(format!("line index {}", best.level().name()), |b| {
        b.iter(|| {
            breaks.clear();
            best.line_breaks(&text, 0, &mut breaks);
            breaks.len()
        })
    });
    group.finish();

    // The summary: one table, every figure from the same run.
    let mb = text.len() as f64 / 1e6;
    let base = best_of(10, || {
        std::hint::black_box(memchr_lines(&text));
    });
    eprintln!("\nsummary ({:.1} MB, {lines} lines; best of 10 runs):", mb);
    eprintln!(
        "  {:<32} {:>9.0} MB/s {:>12.0} lines/s   1.0x",
        "memchr newline count",
        mb / base.as_secs_f64(),
        lines as f64 / base.as_secs_f64()
    );
    for k in &levels {
        let mut out = Lexed::default();
        let t = best_of(10, || lex_into(&text, &options, k, &mut out));
        let tokens = out.tokens.len();
        eprintln!(
            "  {:<32} {:>9.0} MB/s {:>12.0} lines/s {:>6.1}x slower than the baseline ({:.0} Mtokens/s)",
            format!("lex {}", k.level().name()),
            mb / t.as_secs_f64(),
            lines as f64 / t.as_secs_f64(),
            t.as_secs_f64() / base.as_secs_f64(),
            tokens as f64 / t.as_secs_f64() / 1e6
        );
    }
}

criterion_group!(benches, lex_bench);
criterion_main!(benches);
