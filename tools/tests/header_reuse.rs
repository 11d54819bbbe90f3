//! Header reuse changes nothing a pass produces: every pass run with a cache that replays
//! headers' recorded work, and with the run's parsed prefixes, gives the same tokens (kind,
//! spelling, flags, file and offset, expansion, line, column), file runs, pragmas, IL and
//! diagnostics (the semantic checks' too) as the same pass run with headers preprocessed and
//! parsed again. Each pass runs again and again over the shared cache (a header is recorded
//! the second time its key is seen and replayed from the third; a parsed prefix is kept the
//! second time and used from the third), on the committed cases (corpus/cases/reuse) and on a
//! sample of the fetched corpus.

mod support;

use std::path::Path;
use std::sync::Arc;

use cufront_engine::batch::{run_pass, Outputs, PassOutcome, Passes, Plan, Unit};
use cufront_engine::diag::control::DiagControl;
use cufront_engine::parse::{PrefixStats, Prefixes};
use cufront_engine::pp::HeaderCache;
use support::corpus_units;

/// What a pass produced, as text that names files by path (a replay may number a unit's
/// files differently from a run that reads them again; nothing it prints depends on that).
fn dump(o: &PassOutcome) -> Vec<String> {
    let path = |f: cufront_engine::source::FileId| {
        if (f.0 as usize) < o.files.len() {
            o.files.get(f).path().display().to_string()
        } else {
            format!("#{}", f.0)
        }
    };
    let mut out: Vec<String> = o.diagnostics.iter().map(|d| format!("{d:?}")).collect();
    let Some(t) = &o.tokens else {
        out.push("no tokens".into());
        return out;
    };
    for i in 0..t.kind.len() {
        out.push(format!(
            "{:?} {:?} {} {}:{} {} {}:{}",
            t.kind[i],
            String::from_utf8_lossy(t.spelling(i)),
            t.flags[i],
            path(t.at[i].file),
            t.at[i].offset,
            t.origin[i],
            t.line[i],
            t.col[i]
        ));
    }
    for r in &t.files {
        out.push(format!("file run {} {} {}", r.first, r.name, r.system));
    }
    for p in &t.pragmas {
        let at = p.at.map(|l| format!("{}:{}", path(l.file), l.offset));
        out.push(format!("pragma {} {:?} {} {:?}", p.before, String::from_utf8_lossy(&p.text), p.line, at));
    }
    out.push(format!("line seqs {:?}", t.line_seqs));
    if let Some(p) = &o.parsed {
        out.push(format!(
            "parse {:?} given up {:?} stopped {:?} first error {:?}",
            p.stats, p.given_up, p.stopped_at, p.first_error
        ));
        let il = &p.il;
        out.extend(il.entities.iter().map(|e| format!("{e:?}")));
        out.extend(il.scopes.iter().map(|s| format!("{s:?}")));
        out.push(format!("{:?}", il.types));
        out.push(format!(
            "{:?} {:?} {:?} {:?}",
            il.using_directives, il.bases, il.explicit_instantiations, il.instantiation_declarations
        ));
        out.extend(il.exprs.iter().map(|e| format!("{e:?}")));
        out.push(format!("{:?} {:?}", il.expr_operands, il.expr_roots));
        out.extend(il.stmts.iter().map(|s| format!("{s:?}")));
        out.push(format!("{:?} {:?} {:?}", il.stmt_children, il.bodies, il.lambda_bodies));
    }
    out
}

/// Runs every pass of `units` without reuse, then `rounds` times with it; returns the number
/// of passes compared, the cache's reuse counts and the parsed prefixes' counts.
fn compare(units: Vec<Unit>, rounds: usize) -> (usize, cufront_engine::pp::ReuseStats, PrefixStats) {
    let plan = Plan::new(units, Passes::All, false);
    let passes: Vec<_> = plan.pass_envs().collect();
    let run = |unit: &Unit, pass, cache: &Arc<HeaderCache>, prefixes: Option<&Prefixes>| {
        let control = DiagControl::from_nvcc_args(&unit.args).expect("flags");
        let outputs = Outputs { checks: true, ..Outputs::default() };
        run_pass(&unit.file, pass, cache, prefixes, control, outputs).expect("readable unit")
    };
    let fresh = Arc::new(HeaderCache::with_reuse(false));
    let expected: Vec<Vec<String>> = passes.iter().map(|(unit, pass)| dump(&run(unit, pass, &fresh, None))).collect();
    let shared = Arc::new(HeaderCache::with_reuse(true));
    let prefixes = Prefixes::new();
    for round in 0..rounds {
        for ((unit, pass), want) in passes.iter().zip(&expected) {
            let got = dump(&run(unit, pass, &shared, Some(&prefixes)));
            if &got != want {
                let at = got.iter().zip(want).position(|(g, w)| g != w).unwrap_or(got.len().min(want.len()));
                panic!(
                    "round {round}, {} ({} pass): with reuse\n  {:?}\nwithout\n  {:?}\n({} against {} lines)",
                    unit.name,
                    if pass.arch.is_some() { "device" } else { "host" },
                    got.get(at),
                    want.get(at),
                    got.len(),
                    want.len()
                );
            }
        }
    }
    (passes.len(), shared.stats().reuse, prefixes.stats())
}

#[test]
fn replayed_headers_give_the_same_tokens_on_the_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/reuse").canonicalize().expect("cases");
    let flags = |extra: &[&str]| -> Vec<String> {
        let mut v: Vec<String> = ["-Iinclude", "-Ia", "-Ib", "-isystem", "sys"].iter().map(|s| s.to_string()).collect();
        v.extend(extra.iter().map(|s| s.to_string()));
        v
    };
    let unit = |name: &str, args: Vec<String>| Unit {
        name: name.to_string(),
        file: dir.join(name),
        directory: dir.clone(),
        args,
    };
    let units = vec![
        unit("fast.cu", flags(&["-DMODE=7"])),
        unit("plain.cu", flags(&[])),
        unit("plain2.cu", flags(&[])),
        unit("plain_again.cu", flags(&[])),
        unit("plain.cu", flags(&["-std=c++20"])),
        // local_sys.h is recorded, then replayed inside around_sys.h while that is recorded
        // (its system kind changing midway), then around_sys.h is replayed after another
        // token than at its recording, so from its events, not its laid-out tokens.
        unit("sys_direct.cu", flags(&[])),
        unit("sys_around.cu", flags(&[])),
        unit("sys_around2.cu", flags(&[])),
    ];
    let (passes, stats, prefixes) = compare(units, 3);
    eprintln!("reuse cases: {passes} passes the same with and without reuse; {stats:?}; {prefixes:?}");
    assert!(prefixes.used > 0, "no pass continued from a parsed prefix: {prefixes:?}");
    assert!(stats.replayed > 0, "nothing was replayed: {stats:?}");
    assert!(stats.parts_used > 0, "no replay took its tokens laid out: {stats:?}");
    assert!(stats.parts_used < stats.replayed, "every replay took its tokens laid out: {stats:?}");
    assert!(stats.not_recordable > 0, "the unrecordable headers were recorded: {stats:?}");
}

#[test]
fn replayed_headers_give_the_same_tokens_on_the_corpus() {
    // Every 48th unit (CUFRONT_REUSE_CORPUS=all: every unit), twice: a sample of every code
    // base, whose shared headers are recorded and replayed within the first round.
    let stride = if std::env::var("CUFRONT_REUSE_CORPUS").as_deref() == Ok("all") { 1 } else { 48 };
    let Some(corpus) = corpus_units(stride) else { return };
    let units =
        corpus.into_iter().map(|u| Unit { name: u.name, file: u.file, directory: u.directory, args: u.args }).collect();
    let (passes, stats, prefixes) = compare(units, 2);
    eprintln!("reuse corpus: {passes} passes the same with and without reuse; {stats:?}; {prefixes:?}");
    assert!(stats.replayed > 0, "nothing was replayed: {stats:?}");
    assert!(prefixes.used > 0, "no pass continued from a parsed prefix: {prefixes:?}");
}
