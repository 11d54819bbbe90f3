#!/usr/bin/env bash
# Preprocessing throughput: cufront preprocess against g++ -E, in the same run, on the same
# units with nvcc's host-pass command lines (corpus/nvcc-passes/passes.jsonl). Prints, for one
# real unit and for a sample of the corpus, MB of output per second for each and the ratio.
# Wall clock is noisy on shared machines: each figure is the best of N runs, and the ratio is
# what to compare. Both run on one core, one unit at a time.
#   bench/pp_vs_gxx.sh [UNIT_SUBSTRING] [SAMPLE_STRIDE] [RUNS]
# Needs g++, the fetched corpus (corpus/fetch.sh) and a release build (cargo build --release).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
python3 - "$here" "${1:-affine.cu}" "${2:-16}" "${3:-3}" <<'PY'
import json, os, subprocess, sys, time
root, unit_name, stride, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
corpus = os.environ.get("CUFRONT_CORPUS", os.path.expanduser("~/.cache/cufront-corpus"))
cufront = os.path.join(root, "target/release/cufront")
records = [json.loads(l) for l in open(os.path.join(root, "corpus/nvcc-passes/passes.jsonl"))]
tus = [json.loads(l) for l in open(os.path.join(corpus, "tus.jsonl"))]

def host_argv(tu):
    args = [a.replace(corpus, "$CORPUS") for a in tu["args"]]
    rec = next(r for r in records if r["args"] == args)
    sub = lambda w: w.replace("$CUDA", corpus + "/cuda-headers").replace("$CORPUS", corpus).replace("$FILE", tu["file"])
    return [sub(w) for w in rec["host"]]

def best(cmd, cwd):
    times, out = [], 0
    for _ in range(runs):
        t = time.perf_counter()
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
        out = len(p.stdout)
    return min(times), out

def measure(units):
    g_time = c_time = size = 0.0
    for tu in units:
        argv = host_argv(tu)
        g, n = best(["taskset", "-c", "0", "g++"] + argv, tu["directory"])
        others = [a for a in argv if a != tu["file"]]
        c, _ = best(["taskset", "-c", "0", cufront, "preprocess", "--gcc", "--embedded-host", tu["file"]] + others, tu["directory"])
        g_time, c_time, size = g_time + g, c_time + c, size + n
    return g_time, c_time, size

for label, units in [(unit_name, [t for t in tus if unit_name in t["tu"]][:1]), (f"every {stride}th unit", tus[::stride])]:
    g, c, n = measure(units)
    mb = n / 1e6
    print(f"{label}: {len(units)} unit(s), {mb:.1f} MB of output; g++ -E {mb / g:.1f} MB/s, "
          f"cufront {mb / c:.1f} MB/s; cufront is {g / c:.2f}x g++")
PY
