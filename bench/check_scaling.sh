#!/usr/bin/env bash
# The batch engine's scaling, next to nvcc on the same units in the same run:
#   - `cufront check --all-passes` (host pass and first device pass of every unit:
#     preprocess, parse and the semantic checks) over a compilation database of the corpus's
#     units, with --jobs 1 and --jobs 2 (wall clock, best of CHECK_SCALING_RUNS runs, default
#     3; parallel efficiency = t1 / (2 * t2)), its --stats (header cache hit rate, header
#     reuse, phases), and with --jobs 1 --no-header-reuse (what replaying headers saves);
#   - the real nvcc's steps for the same passes, run one at a time as nvcc runs them (the
#     oracle's nvccsteps: nvcc --dryrun's own command lines): g++ -E and cudafe++ for the host
#     pass, g++ -E and cicc (--Ofast-compile=max, as the oracle runs it) for the first device
#     pass; their CPU time summed.
# cicc also lowers to PTX, and cufront leaves undecided what it cannot prove: the ratio
# measures the distance to the goal, not a like-for-like race.
#   bench/check_scaling.sh [STRIDE] [--no-nvcc] [--corpus=NAME]
# STRIDE: every STRIDE-th unit of tus.jsonl (default 16; 1 = the whole corpus: nvcc then
# takes most of an hour); --corpus=ggml: only that code base's units. Needs the fetched
# corpus (corpus/fetch.sh), a release build (cargo build --release; $CARGO_TARGET_DIR
# honoured) and, unless --no-nvcc, the oracle's toolkit (../shared/oracle/setup.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
python3 - "$here" "$@" <<'PY'
import json, os, subprocess, sys, tempfile, time, shutil, re
root = sys.argv[1]
args = [a for a in sys.argv[2:] if not a.startswith("--")]
no_nvcc = "--no-nvcc" in sys.argv[2:]
only = [a.split("=", 1)[1] for a in sys.argv[2:] if a.startswith("--corpus=")]
stride = int(args[0]) if args else 16
# Wall clock on a shared machine varies run to run by a third (memory the kernel hands out
# cold, other tenants): each cufront configuration runs RUNS times and its best counts, as
# parse_vs_cudafe.sh does. nvcc's steps are CPU time, summed, once.
RUNS = int(os.environ.get("CHECK_SCALING_RUNS", "3"))
corpus = os.environ.get("CUFRONT_CORPUS", os.path.expanduser("~/.cache/cufront-corpus"))
target = os.environ.get("CARGO_TARGET_DIR", os.path.join(root, "target"))
cufront = os.path.join(target, "release/cufront")
if not os.access(cufront, os.X_OK):
    sys.exit(f"check_scaling: {cufront} missing (cargo build --release)")
tus = [t for t in map(json.loads, open(os.path.join(corpus, "tus.jsonl"))) if not only or t["corpus"] in only][::stride]
cuda = os.path.join(corpus, "cuda-headers")
scratch = tempfile.mkdtemp(prefix="check-scaling-")
try:
    db = [{"directory": t["directory"], "file": t["file"],
           "arguments": ["nvcc"] + t["args"] + ["--cuda-path", cuda]} for t in tus]
    json.dump(db, open(os.path.join(scratch, "compile_commands.json"), "w"))
    walls = {}
    outputs = {}
    for jobs, extra in ((1, []), (2, []), ("1 --no-header-reuse", ["--no-header-reuse"])):
        runs = []
        for _ in range(RUNS):
            t = time.perf_counter()
            p = subprocess.run([cufront, "check", "--jobs", str(jobs).split()[0], "--all-passes", "--embedded-host",
                                "--stats", "-p", scratch, "--format", "json"] + extra, capture_output=True, text=True)
            runs.append(time.perf_counter() - t)
            if p.returncode not in (0, 1):
                sys.exit(f"check_scaling: cufront check failed: {p.stderr[-1000:]}")
        walls[jobs] = min(runs)
        outputs[jobs] = p.stdout
        diags = len(p.stdout.splitlines())
        print(f"cufront check --jobs {jobs}: {len(tus)} units, both passes, {walls[jobs]:.2f} s wall (best of "
              f"{RUNS}: {', '.join(f'{r:.2f}' for r in runs)}), {diags} diagnostics")
        if jobs == 2:
            for line in p.stderr.splitlines():
                if line.startswith("cufront: ") and "checked" not in line:
                    print("  " + line)
    print(f"parallel efficiency on 2 cores: {walls[1] / (2 * walls[2]) * 100:.0f}% "
          f"({walls[1] / walls[2]:.2f}x faster with 2 workers)")
    same = outputs[1] == outputs["1 --no-header-reuse"]
    print(f"header reuse: {walls['1 --no-header-reuse'] / walls[1]:.2f}x faster on 1 core "
          f"({walls['1 --no-header-reuse']:.2f} s without, {walls[1]:.2f} s with); same output: {same}")
    if no_nvcc:
        sys.exit(0)
    sys.path.insert(0, os.path.join(root, "..", "shared", "oracle", "lib"))
    import nvccsteps as ns
    toolkit = ns.find_toolkit()
    sums = {"host g++ -E": 0.0, "cudafe++": 0.0, "device g++ -E": 0.0, "cicc": 0.0}
    measured = 0
    for t in tus:
        work = os.path.join(scratch, "nvcc")
        os.makedirs(work, exist_ok=True)
        try:
            pl = ns.dryrun(toolkit, t["file"], t["args"], work, cwd=t["directory"])
        except Exception as e:
            print(f"  {t['tu']}: nvcc --dryrun failed: {e}")
            continue
        timings = {}
        ns.run_pass(pl.host_pp, pl.cudafe, pl.env, t["directory"], "host", want_text=False, timings=timings)
        host = dict(timings)
        timings = {}
        if pl.device:
            pp, cicc = pl.device[0]
            ns.run_pass(pp, cicc, pl.env, t["directory"], "device", want_text=False, timings=timings)
        for key, name in (("pp", "host g++ -E"), ("fe", "cudafe++")):
            if key in host:
                sums[name] += host[key].cpu
        for key, name in (("pp", "device g++ -E"), ("fe", "cicc")):
            if key in timings:
                sums[name] += timings[key].cpu
        measured += 1
        shutil.rmtree(work, ignore_errors=True)
    total = sum(sums.values())
    print(f"nvcc, the same {measured} units, each step alone, CPU time: " +
          ", ".join(f"{k} {v:.1f} s" for k, v in sums.items()) + f"; in all {total:.1f} s")
    fe = sums["cudafe++"] + sums["cicc"]
    print(f"  nvcc's front ends (cudafe++ + cicc) / cufront check on 1 core: {fe / walls[1]:.1f}x; "
          f"nvcc's steps in all / cufront check on 1 core: {total / walls[1]:.1f}x, on 2 cores: {total / walls[2]:.1f}x")
finally:
    shutil.rmtree(scratch, ignore_errors=True)
PY
