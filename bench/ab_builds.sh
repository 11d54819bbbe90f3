#!/usr/bin/env bash
# Two (or more) cufront builds on the same units, interleaved run by run, so that a shared,
# noisy machine slows them alike: `cufront parse` of each unit with its corpus flags, pinned
# to one core, RUNS times per build in turn; prints each build's median and minimum per unit
# and each build's median relative to the first build's. For telling whether a change to the
# front end's hot path is faster (bench/parse_vs_cudafe.sh compares against cudafe++; its
# separate runs of a build differ by more than most single changes gain).
#   bench/ab_builds.sh BUILD_A BUILD_B [BUILD...] [--units=SUBSTRING,...] [--runs=N] [--core=K]
# BUILD: a path to a cufront binary (copy target/release/cufront aside before rebuilding).
# Units: the tus.jsonl units whose name contains one of the substrings (default: ggml's
# acc.cu and candle-kernels' moe_gguf.cu, a typical and a small unit); runs: 20; core: the
# last one. Needs the fetched corpus (corpus/fetch.sh) and, for the CUDA headers nvcc's
# environment would use, the corpus's cuda-headers (or the oracle's toolkit).
set -euo pipefail
python3 - "$@" <<'PY'
import json, os, statistics, subprocess, sys, time
builds = [a for a in sys.argv[1:] if not a.startswith("--")]
opts = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--") and "=" in a)
if len(builds) < 2:
    sys.exit("ab_builds: name two or more cufront binaries")
for b in builds:
    if not os.access(b, os.X_OK):
        sys.exit(f"ab_builds: {b} is not an executable")
corpus = os.environ.get("CUFRONT_CORPUS", os.path.expanduser("~/.cache/cufront-corpus"))
try:
    tus = [json.loads(l) for l in open(os.path.join(corpus, "tus.jsonl"))]
except OSError:
    sys.exit(f"ab_builds: no corpus at {corpus} (corpus/fetch.sh)")
wanted = opts.get("units", "ggml-cuda/acc.cu,moe/moe_gguf.cu").split(",")
units = [t for w in wanted for t in tus if w in t["tu"]][: 4 * len(wanted)]
if not units:
    sys.exit("ab_builds: no unit matches " + ",".join(wanted))
runs = int(opts.get("runs", "20"))
core = opts.get("core", str((os.cpu_count() or 1) - 1))
cuda = os.path.join(corpus, "cuda-headers")
for tu in units:
    times = {b: [] for b in builds}
    for _ in range(runs):
        for b in builds:
            cmd = ["taskset", "-c", core, b, "parse", "--embedded-host", tu["file"], "--cuda-path", cuda] + tu["args"]
            start = time.perf_counter()
            subprocess.run(cmd, cwd=tu["directory"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times[b].append(time.perf_counter() - start)
    base = statistics.median(times[builds[0]])
    print(f'{tu["corpus"]}/{tu["tu"]} ({runs} runs each, interleaved, core {core}):')
    for b in builds:
        med = statistics.median(times[b])
        print(f"  {b}: median {med * 1e3:.1f} ms, min {min(times[b]) * 1e3:.1f} ms, {med / base:.3f} of the first")
PY
