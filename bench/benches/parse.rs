//! Parser throughput: `cargo bench -p cufront-bench --bench parse`.
//!
//! Units: the demo's `saxpy.cu` (corpus/demo, always) and ggml's `acc.cu` with its nvcc
//! flags and the fetched CUDA headers (when the corpus is fetched), both in the host pass.
//! For each:
//! - `parse <unit>`: the prescan (bracket partners) and the parse of the already-built
//!   tokens, together and apart: the figure the parser's goal is stated in, 2 million lines
//!   per second for prescan + parse of preprocessed text;
//! - `pipeline <unit>`: the whole of `cufront parse` minus its output: preprocess,
//!   `Tokens::from_preprocessor`, prescan, parse; with a cold header cache (a lone
//!   `cufront parse`) and a warm one (a later unit of a batch run).
//!
//! Throughput is in elements, and an element is a line of the preprocessed text as
//! `g++ -E` prints it (line markers and the blank lines g++ keeps included): the text nvcc's
//! front end reads and the "lines" of the goal. cufront's printer writes that text byte for
//! byte, so the count is the newlines of its output for the same unit (112,782 for acc.cu,
//! as `g++ -E … | wc -l` says). criterion's "elem/s" is lines per second. The summary also
//! gives lines per second over the printed lines that hold a token (distinct file run and
//! line of the tokens), the stricter count.
//!
//! The comparison with cudafe++ on the same units is bench/parse_vs_cudafe.sh.

use std::sync::Arc;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use cufront_bench::{best_of, demo_unit, ggml_unit, parse, pipeline, prescan_and_parse, printed_lines, token_lines};
use cufront_engine::parse::Brackets;
use cufront_engine::pp::HeaderCache;

/// The parser's goal, in printed lines per second for prescan + parse.
const GOAL: f64 = 2e6;

fn parse_bench(c: &mut Criterion) {
    let mut units = Vec::new();
    units.extend(demo_unit("saxpy.cu").map(|u| ("demo saxpy.cu", u)));
    match ggml_unit("acc.cu") {
        Some(u) => units.push(("ggml acc.cu", u)),
        None => eprintln!("parse bench: no fetched corpus (corpus/fetch.sh): the demo unit only"),
    }
    let mut summary = Vec::new();
    for (label, unit) in &units {
        let tokens = unit.tokens(None);
        let lines = printed_lines(unit);
        let with_tokens = token_lines(&tokens);
        let stats = prescan_and_parse(&tokens);
        eprintln!(
            "parse bench: {}: {lines} printed lines ({with_tokens} with tokens), {} tokens, {} declarations, {} declarations given up",
            unit.origin,
            tokens.len() - 1,
            stats.declarations,
            stats.uncertain()
        );

        let mut group = c.benchmark_group(format!("parse {label}"));
        group.throughput(Throughput::Elements(lines));
        group.sample_size(50).measurement_time(Duration::from_secs(5));
        group.bench_function("prescan + parse", |b| b.iter(|| prescan_and_parse(&tokens)));
        group.bench_function("prescan", |b| b.iter(|| Brackets::of(&tokens.kind)));
        let brackets = Brackets::of(&tokens.kind);
        group.bench_function("parse", |b| b.iter(|| parse(&tokens, &brackets)));
        group.finish();

        let mut group = c.benchmark_group(format!("pipeline {label}"));
        group.throughput(Throughput::Elements(lines));
        group.sample_size(10).measurement_time(Duration::from_secs(8));
        group.bench_function("cold header cache", |b| b.iter(|| pipeline(unit, None)));
        let cache = Arc::new(HeaderCache::new());
        pipeline(unit, Some(Arc::clone(&cache)));
        group.bench_function("warm header cache", |b| b.iter(|| pipeline(unit, Some(Arc::clone(&cache)))));
        group.finish();

        // The summary's figures, measured back to back.
        let both = best_of(50, || {
            std::hint::black_box(prescan_and_parse(&tokens));
        });
        let cold = best_of(5, || {
            std::hint::black_box(pipeline(unit, None));
        });
        let warm = best_of(5, || {
            std::hint::black_box(pipeline(unit, Some(Arc::clone(&cache))));
        });
        summary.push((label, lines, with_tokens, both, cold, warm));
    }

    eprintln!("\nsummary (best of 50 runs for prescan + parse, of 5 for the pipeline; goal: 2 M lines/s):");
    for (label, lines, with_tokens, both, cold, warm) in summary {
        let per_s = |n: u64, t: Duration| n as f64 / t.as_secs_f64();
        eprintln!(
            "  {label}: prescan + parse {:.3} ms: {:.1} M printed lines/s ({:.1}x the goal), {:.1} M token lines/s; \
             pipeline {:.1} ms cold, {:.1} ms warm ({:.2} / {:.2} M printed lines/s)",
            both.as_secs_f64() * 1e3,
            per_s(lines, both) / 1e6,
            per_s(lines, both) / GOAL,
            per_s(with_tokens, both) / 1e6,
            cold.as_secs_f64() * 1e3,
            warm.as_secs_f64() * 1e3,
            per_s(lines, cold) / 1e6,
            per_s(lines, warm) / 1e6
        );
    }
}

criterion_group!(benches, parse_bench);
criterion_main!(benches);
