//! The run-wide identifier interner under rayon on every core, next to two baselines
//! measured in the same run: a `Mutex<HashMap>` (what a first version would write) and
//! DashMap (the usual concurrent map). The input is every identifier of real headers, in
//! order (most are repeats, as in a run, where every unit names the same identifiers);
//! each worker interns a contiguous part of it. `cargo bench -p cufront-bench --bench intern`.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use cufront_bench::best_of;
use cufront_engine::intern::Symbols;
use cufront_engine::lex::{lex_into, LexOptions, Lexed, TokenKind};
use rayon::prelude::*;
use rustc_hash::FxBuildHasher;

const INPUT_CAP: usize = 16 << 20;

/// Every identifier of the input, in order.
fn identifiers(text: &[u8]) -> Vec<&[u8]> {
    let mut lexed = Lexed::default();
    lex_into(text, &LexOptions::default(), cufront_simd::kernels(), &mut lexed);
    let t = &lexed.tokens;
    (0..t.len()).filter(|&i| t.kinds[i] == TokenKind::Identifier).map(|i| t.bytes(i, text)).collect()
}

fn symbols(ids: &[&[u8]]) -> usize {
    let symbols = Symbols::new();
    ids.par_chunks(4096).for_each(|chunk| {
        for id in chunk {
            std::hint::black_box(symbols.intern(id));
        }
    });
    symbols.len()
}

fn mutex_map(ids: &[&[u8]]) -> usize {
    let map: Mutex<HashMap<Box<[u8]>, u32, FxBuildHasher>> = Mutex::default();
    ids.par_chunks(4096).for_each(|chunk| {
        for id in chunk {
            let mut m = map.lock().unwrap_or_else(|e| e.into_inner());
            let next = m.len() as u32;
            std::hint::black_box(*m.entry(Box::from(*id)).or_insert(next));
        }
    });
    map.into_inner().unwrap_or_else(|e| e.into_inner()).len()
}

fn dash_map(ids: &[&[u8]]) -> usize {
    let map: dashmap::DashMap<Box<[u8]>, u32, FxBuildHasher> = dashmap::DashMap::default();
    let next = std::sync::atomic::AtomicU32::new(0);
    ids.par_chunks(4096).for_each(|chunk| {
        for id in chunk {
            // Look up without allocating; insert (allocating the key) only when new.
            let found = map.get(*id).map(|v| *v);
            let v = found.unwrap_or_else(|| {
                *map.entry(Box::from(*id)).or_insert_with(|| next.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
            });
            std::hint::black_box(v);
        }
    });
    map.len()
}

fn intern_bench(c: &mut Criterion) {
    let (text, origin) = cufront_bench::real_input(INPUT_CAP);
    let ids = identifiers(&text);
    let threads = rayon::current_num_threads();
    eprintln!("intern bench input: {origin}, {} identifiers, {threads} threads", ids.len());
    let mut group = c.benchmark_group("intern");
    group.throughput(Throughput::Elements(ids.len() as u64));
    group.sample_size(10).measurement_time(Duration::from_secs(6));
    group.bench_function("baseline: Mutex<HashMap>", |b| b.iter(|| mutex_map(&ids)));
    group.bench_function("baseline: DashMap", |b| b.iter(|| dash_map(&ids)));
    group.bench_function("Symbols (sharded, lock-free reads)", |b| b.iter(|| symbols(&ids)));
    group.finish();

    let distinct = (symbols(&ids), mutex_map(&ids), dash_map(&ids));
    let base = best_of(10, || {
        std::hint::black_box(mutex_map(&ids));
    });
    eprintln!("\nsummary ({} identifiers, {} distinct, {threads} threads; best of 10 runs):", ids.len(), distinct.1);
    for (name, f) in
        [("Mutex<HashMap>", mutex_map as fn(&[&[u8]]) -> usize), ("DashMap", dash_map), ("Symbols", symbols)]
    {
        let t = best_of(10, || {
            std::hint::black_box(f(&ids));
        });
        eprintln!(
            "  {name:<16} {:>7.1} M identifiers/s  {:.2}x the Mutex<HashMap> time",
            ids.len() as f64 / t.as_secs_f64() / 1e6,
            t.as_secs_f64() / base.as_secs_f64()
        );
    }
    // Symbols holds its well-known names and keywords besides the input's.
    assert!(distinct.0 >= distinct.1 && distinct.1 == distinct.2);
}

criterion_group!(benches, intern_bench);
criterion_main!(benches);
