#!/usr/bin/env bash
# Preprocessing throughput: cufront against g++ -E, in the same run, on the same units with
# nvcc's host-pass command lines (corpus/nvcc-passes/passes.jsonl for g++, the code base's
# compile_commands.json for cufront). Prints MB of output per second for each and the ratio:
#   1. one real unit, each tool run as its own process on one core (best of RUNS);
#   2. every STRIDE-th unit of the corpus, the same way;
#   3. a whole code base in one run: g++ -E on each unit in turn on one core, then two at a
#      time on both cores, against one `cufront preprocess --compile-commands` process with
#      -j 1 (one core) and -j 2, whose units share the header cache (its hit rate is shown).
# Wall clock is noisy on shared machines: the ratios, measured back to back, are the figures.
#   bench/pp_vs_gxx.sh [UNIT_SUBSTRING] [STRIDE] [RUNS] [CODE_BASE]
# Defaults: acc.cu, 16, 3, ggml. Needs g++, the fetched corpus (corpus/fetch.sh) and a
# release build (cargo build --release).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
python3 - "$here" "${1:-acc.cu}" "${2:-16}" "${3:-3}" "${4:-ggml}" <<'PY'
import json, os, re, subprocess, sys, time
from concurrent.futures import ThreadPoolExecutor
root, unit_name, stride, runs, code_base = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
corpus = os.environ.get("CUFRONT_CORPUS", os.path.expanduser("~/.cache/cufront-corpus"))
cufront = os.path.join(root, "target/release/cufront")
records = [json.loads(l) for l in open(os.path.join(root, "corpus/nvcc-passes/passes.jsonl"))]
tus = [json.loads(l) for l in open(os.path.join(corpus, "tus.jsonl"))]

def host_argv(tu):
    args = [a.replace(corpus, "$CORPUS") for a in tu["args"]]
    rec = next(r for r in records if r["args"] == args)
    sub = lambda w: w.replace("$CUDA", corpus + "/cuda-headers").replace("$CORPUS", corpus).replace("$FILE", tu["file"])
    return [sub(w) for w in rec["host"]]

def timed(cmd, cwd):
    t = time.perf_counter()
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return time.perf_counter() - t, p

def best(cmd, cwd):
    results = [timed(cmd, cwd) for _ in range(runs)]
    return min(t for t, _ in results), len(results[0][1].stdout)

def gxx_cmd(tu, cores="0"):
    return ["taskset", "-c", cores, "g++"] + host_argv(tu)

def per_unit(units):
    g_time = c_time = size = 0.0
    for tu in units:
        argv = host_argv(tu)
        g, n = best(gxx_cmd(tu), tu["directory"])
        others = [a for a in argv if a != tu["file"]]
        c, _ = best(["taskset", "-c", "0", cufront, "preprocess", "--gcc", "--embedded-host", tu["file"]] + others, tu["directory"])
        g_time, c_time, size = g_time + g, c_time + c, size + n
    return g_time, c_time, size

for label, units in [(unit_name, [t for t in tus if unit_name in t["tu"]][:1]), (f"every {stride}th unit", tus[::stride])]:
    g, c, n = per_unit(units)
    mb = n / 1e6
    print(f"{label}: {len(units)} unit(s), one process each, one core: {mb:.1f} MB of output; "
          f"g++ -E {mb / g:.1f} MB/s, cufront {mb / c:.1f} MB/s; cufront is {g / c:.2f}x g++")

units = [t for t in tus if t["corpus"] == code_base]
db = os.path.join(units[0]["directory"], "compile_commands.json")
t = time.perf_counter()
size = sum(len(timed(gxx_cmd(tu), tu["directory"])[1].stdout) for tu in units)
g1 = time.perf_counter() - t
t = time.perf_counter()
with ThreadPoolExecutor(2) as pool:
    list(pool.map(lambda tu: timed(gxx_cmd(tu, "0,1"), tu["directory"]), units))
g2 = time.perf_counter() - t
mb = size / 1e6
print(f"{code_base}: {len(units)} units, {mb:.1f} MB of output; g++ -E one at a time {mb / g1:.1f} MB/s ({g1:.1f} s), "
      f"two at a time {mb / g2:.1f} MB/s ({g2:.1f} s)")
for jobs, cores in [(1, "0"), (2, "0,1")]:
    c, p = timed(["taskset", "-c", cores, cufront, "preprocess", "--compile-commands", db, "--embedded-host",
                  "--stats", "-j", str(jobs)], None)
    err = p.stderr.decode(errors="replace")
    hit = re.search(r"hit rate ([0-9.]+%)", err)
    gx = g1 if jobs == 1 else g2
    print(f"{code_base}: cufront, one run, -j {jobs}: {mb / c:.1f} MB/s ({c:.1f} s), header cache hit rate "
          f"{hit.group(1) if hit else '?'}; cufront is {gx / c:.2f}x g++ on {jobs} core(s)")
PY
