#!/usr/bin/env bash
# Front-end time: cufront parse against cudafe++ (nvcc's host-pass front end, EDG), in the
# same run, on the same units with nvcc's own command lines:
#   - nvcc --dryrun, once per distinct set of flags (on a placeholder unit), gives the exact
#     host-pass `gcc -E … -include cuda_runtime.h` and `cudafe++ …` lines nvcc would run
#     (corpus/nvcc-passes/passes.jsonl records only the gcc lines);
#   - g++ -E writes the unit's .cpp4.ii as nvcc does (CUDA 13's name for the host pass's
#     preprocessed file; older nvcc called it .cpp1.ii), then cudafe++ runs on that file
#     alone, exactly as nvcc runs it (it also writes the .cudafe1.cpp nvcc would compile);
#   - `cufront parse --stats` runs on the unit itself, so its time includes its own
#     preprocessing; --stats also gives its prescan + parse time alone.
# Each tool runs as its own process on one core (taskset -c 0), best of RUNS. Printed per
# unit and in aggregate (sums over the units, and the geometric mean of the per-unit
# ratios): the ratio cudafe++ / cufront (how many times faster cufront is), and g++ -E +
# cudafe++ (nvcc's whole host-pass front end) / cufront. Units where cudafe++ reports errors
# (some candle-kernels units, see ../shared/oracle/README.md) are shown but left out of the
# aggregate. cufront's parser reads declarations, and user code's statements and expressions
# into its IL (system headers' function bodies stay skipped), but checks no semantics yet,
# while cudafe++ does the whole front end: the ratio measures the distance to the goal, not
# a like-for-like race. Wall clock is noisy on shared machines: the ratios, measured back to
# back, are the figures.
#   bench/parse_vs_cudafe.sh [UNIT_SUBSTRING] [STRIDE] [RUNS]
# Defaults: acc.cu, 16, 3. Needs the oracle's toolkit (../shared/oracle/setup.sh; its root
# is read from ${CUFRONT_ORACLE:-~/.cache/cufront-oracle}/toolkit-root), the fetched corpus
# (corpus/fetch.sh) and a release build (cargo build --release; $CARGO_TARGET_DIR honoured).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
python3 - "$here" "${1:-acc.cu}" "${2:-16}" "${3:-3}" <<'PY'
import json, math, os, re, shlex, shutil, subprocess, sys, tempfile, time
root, unit_name, stride, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
corpus = os.environ.get("CUFRONT_CORPUS", os.path.expanduser("~/.cache/cufront-corpus"))
oracle = os.environ.get("CUFRONT_ORACLE", os.path.expanduser("~/.cache/cufront-oracle"))
target = os.environ.get("CARGO_TARGET_DIR", os.path.join(root, "target"))
cufront = os.path.join(target, "release/cufront")
toolkit = open(os.path.join(oracle, "toolkit-root")).read().strip()
nvcc, cudafe = os.path.join(toolkit, "bin/nvcc"), os.path.join(toolkit, "bin/cudafe++")
for tool in (nvcc, cudafe, cufront):
    if not os.access(tool, os.X_OK):
        sys.exit(f"parse_vs_cudafe: {tool} missing (the oracle's setup.sh, or cargo build --release)")
tus = [json.loads(l) for l in open(os.path.join(corpus, "tus.jsonl"))]
scratch = tempfile.mkdtemp(prefix="parse-vs-cudafe-")
placeholder = os.path.join(scratch, "unit.cu")
open(placeholder, "w").close()

def dryrun(args, cwd):
    """nvcc's host-pass gcc -E and cudafe++ command lines for these flags, on the placeholder,
    and the environment nvcc runs them in."""
    dry = os.path.join(scratch, "dry")
    os.makedirs(dry, exist_ok=True)
    env = dict(os.environ, TMPDIR=dry)
    p = subprocess.run([nvcc, "--dryrun", "-c", placeholder, "-o", os.path.join(dry, "out.o")] + args,
                       cwd=cwd, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"parse_vs_cudafe: nvcc --dryrun failed: {p.stderr[-2000:]}")
    step_env, gcc, fe = dict(os.environ), None, None
    expand = lambda s: re.sub(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?", lambda m: step_env.get(m.group(1), ""), s)
    for line in p.stderr.splitlines():
        if not line.startswith("#$ "):
            continue
        body = line[3:].strip()
        m = re.match(r"^([A-Za-z_][A-Za-z0-9_]*)=(.*)$", body)
        if m:
            step_env[m.group(1)] = expand(m.group(2).strip().strip('"'))
            continue
        argv = [expand(a) for a in shlex.split(body)]
        name = os.path.basename(argv[0])
        if name in ("gcc", "g++") and "-E" in argv and not any(a.startswith("-D__CUDA_ARCH__=") for a in argv):
            gcc = argv
        elif name == "cudafe++":
            fe = argv
    if gcc is None or fe is None:
        sys.exit("parse_vs_cudafe: no host-pass gcc -E / cudafe++ line in nvcc --dryrun's output")
    return step_env, gcc, fe

def retarget(argv, tu, ii, input_ii=False):
    """A placeholder command line for unit `tu`: its file, our .ii (the -o of gcc -E; the input
    of cudafe++), and cudafe++'s outputs in the scratch directory."""
    out, i = [], 0
    while i < len(argv):
        a = argv[i]
        if a == "-o" or a in ("--gen_c_file_name", "--module_id_file_name"):
            target = {"-o": ii, "--gen_c_file_name": ii[:-len(".cpp4.ii")] + ".cudafe1.cpp",
                      "--module_id_file_name": ii[:-len(".cpp4.ii")] + ".module_id"}[a]
            out += [a, target]
            i += 2
            continue
        if input_ii and a.endswith(".ii"):
            a = ii
        out.append(a.replace(placeholder, tu["file"]))
        i += 1
    return out

flag_sets = {}

def timed(cmd, cwd, env):
    t = time.perf_counter()
    p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return time.perf_counter() - t, p

def best(cmd, cwd, env=None):
    results = [timed(cmd, cwd, env) for _ in range(runs)]
    return min(t for t, _ in results), results

def measure(tu):
    key = tuple(tu["args"])
    if key not in flag_sets:
        flag_sets[key] = dryrun(tu["args"], tu["directory"])
    env, gcc, fe = flag_sets[key]
    stem = os.path.splitext(os.path.basename(tu["file"]))[0]
    ii = os.path.join(scratch, stem + ".cpp4.ii")
    gcc = ["taskset", "-c", "0"] + retarget(gcc, tu, ii)
    fe = ["taskset", "-c", "0", cudafe] + retarget(fe, tu, ii, input_ii=True)[1:]
    g, res = best(gcc, tu["directory"], env)
    if res[0][1].returncode != 0:
        return {"tu": tu, "error": "g++ -E failed: " + res[0][1].stderr.decode(errors="replace")[-300:]}
    text = open(ii, "rb").read()
    lines, mb = text.count(b"\n"), len(text) / 1e6
    f, res = best(fe, tu["directory"], env)
    fe_errors = res[0][1].returncode != 0
    ours = ["taskset", "-c", "0", cufront, "parse", "--stats", "--embedded-host", tu["file"],
            "--cuda-path", toolkit] + tu["args"]
    c, res = best(ours, tu["directory"])
    parse_only = math.inf
    for _, p in res:
        m = re.search(r"prescan ([0-9.]+) ms, parse ([0-9.]+) ms", p.stderr.decode(errors="replace"))
        if m:
            parse_only = min(parse_only, (float(m.group(1)) + float(m.group(2))) / 1e3)
    ok = all(p.returncode == 0 for _, p in res)
    return {"tu": tu, "lines": lines, "mb": mb, "gxx": g, "cudafe": f, "cufront": c, "parse": parse_only,
            "fe_errors": fe_errors, "cufront_ok": ok}

def show(r):
    name = f'{r["tu"]["corpus"]}/{r["tu"]["tu"]}'
    if "error" in r:
        print(f"  {name}: {r['error']}")
        return
    note = "  [cudafe++ reports errors: not in the aggregate]" if r["fe_errors"] else ""
    note += "" if r["cufront_ok"] else "  [cufront parse failed]"
    print(f'  {name}: {r["lines"]} lines ({r["mb"]:.1f} MB) of .ii; g++ -E {r["gxx"]:.3f} s, cudafe++ {r["cudafe"]:.3f} s; '
          f'cufront parse {r["cufront"]:.3f} s (prescan + parse {r["parse"] * 1e3:.2f} ms); '
          f'cudafe++/cufront {r["cudafe"] / r["cufront"]:.1f}x, (g++ -E + cudafe++)/cufront '
          f'{(r["gxx"] + r["cudafe"]) / r["cufront"]:.1f}x, cudafe++/(prescan + parse) {r["cudafe"] / r["parse"]:.0f}x{note}')

def aggregate(label, results):
    good = [r for r in results if "error" not in r and not r["fe_errors"] and r["cufront_ok"]]
    if not good:
        print(f"{label}: no unit measured")
        return
    s = lambda k: sum(r[k] for r in good)
    geo = lambda f: math.exp(sum(math.log(f(r)) for r in good) / len(good))
    lines = sum(r["lines"] for r in good)
    print(f'{label}: {len(good)} unit(s) of {len(results)}, {lines} lines of .ii, one process each, one core, best of {runs}: '
          f'g++ -E {s("gxx"):.2f} s, cudafe++ {s("cudafe"):.2f} s ({lines / s("cudafe") / 1e3:.0f} k lines/s), '
          f'cufront parse {s("cufront"):.2f} s ({lines / s("cufront") / 1e3:.0f} k lines/s), of which prescan + parse '
          f'{s("parse") * 1e3:.1f} ms ({lines / s("parse") / 1e6:.1f} M lines/s)')
    print(f'  cudafe++/cufront: {s("cudafe") / s("cufront"):.1f}x (sums), {geo(lambda r: r["cudafe"] / r["cufront"]):.1f}x (geometric mean); '
          f'(g++ -E + cudafe++)/cufront: {(s("gxx") + s("cudafe")) / s("cufront"):.1f}x (sums); '
          f'cudafe++/(cufront prescan + parse): {s("cudafe") / s("parse"):.0f}x (sums)')

try:
    for label, units in [(unit_name, [t for t in tus if unit_name in t["tu"]][:1]),
                         (f"every {stride}th unit", tus[::stride])]:
        print(f"{label}:")
        results = []
        for tu in units:
            results.append(measure(tu))
            show(results[-1])
            sys.stdout.flush()
        aggregate(label, results)
finally:
    shutil.rmtree(scratch, ignore_errors=True)
PY
