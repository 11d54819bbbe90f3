#!/usr/bin/env python3
"""Single-edit mutants of real corpus units, checked by the real nvcc and by cufront.

Each mutant is one unit of the fetched corpus with one CUDA mistake put in (a host function
called from a kernel or a kernel template, a __device__ function that loses its annotation, a __device__
variable read on the host, a kernel that returns a value, a __shared__ variable with an
initializer, a __constant__ variable made constexpr, an object of a host-only class made in a
kernel), or one edit nvcc accepts but a checker might not (an unused static device function that calls a host function: cicc
never emits it). The real nvcc (../shared/oracle/nvcc-diag, both passes) and cufront
(`cufront check --all-passes --nvcc-columns`) run on the mutant; the two sets of
diagnostics — (file, line, column, severity, number, words, pass) — are compared. The
report says, per mutant, whether they agree, and what cufront missed or reported that nvcc
did not. The goal is agreement on every mutant; an "extra" line is a false alarm.

Usage:
  corpus/mutants.py [--cufront PATH] [--oracle PATH] [--units N] [--kinds k1,k2] [--keep]

Needs the fetched corpus (corpus/fetch.sh) and the oracle (../shared/oracle/setup.sh);
mutants are written next to their unit (as `NAME.mutant.cu`, removed afterwards) so that
the unit's relative includes still resolve.
"""

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = Path(os.environ.get("CUFRONT_CORPUS", Path.home() / ".cache/cufront-corpus"))

# Units small enough for nvcc's device pass to take seconds, not minutes.
UNITS = [
    ("candle-kernels", "src/affine.cu"),
    ("candle-kernels", "src/sort.cu"),
    ("candle-kernels", "src/fill.cu"),
    ("candle-kernels", "src/moe/moe_align.cu"),
    ("candle-kernels", "src/unary.cu"),
    ("ggml", "src/ggml-cuda/conv2d-dw.cu"),
    ("ggml", "src/ggml-cuda/upscale.cu"),
    ("ggml", "src/ggml-cuda/arange.cu"),
    ("ggml", "src/ggml-cuda/clamp.cu"),
    ("ggml", "src/ggml-cuda/pad.cu"),
    ("ggml", "src/ggml-cuda/cross-entropy-loss.cu"),
    ("ggml", "src/ggml-cuda/rope.cu"),
    ("ggml", "src/ggml-cuda/fwht.cu"),
    ("ggml", "src/ggml-cuda/top-k.cu"),
    ("cudarc", "examples/constant_memory.cu"),
]

# A `__constant__` variable's declaration at the start of a line, without an initializer.
CONSTANT = re.compile(r"^__constant__\s+(?P<decl>[^;={}]+);", re.M)

# A function definition at the start of a line: its specifiers, its name, its `(`.
FUNCTION = re.compile(r"^(?P<specs>(?:static\s+|inline\s+|__forceinline__\s+|__host__\s+|__device__\s+|__global__\s+)+)"
                      r"(?P<ret>[A-Za-z_][\w:<>\s\*&]*?)\s+(?P<name>[A-Za-z_]\w*)\s*\(", re.M)


def previous_line(text, at):
    """The line before the one at `at`, past `__launch_bounds__(…)` lines (which stand between
    a kernel template's `template <…>` and its definition)."""
    for _ in range(4):
        line_start = text.rfind("\n", 0, at) + 1
        before = text[:line_start].rstrip()
        previous = before[before.rfind("\n") + 1:]
        if not previous.startswith("__launch_bounds__"):
            return previous
        at = before.rfind("\n") + 1
    return previous


def templated(text, at):
    """Whether the definition at `at` is a template, or inside a macro definition."""
    previous = previous_line(text, at)
    return previous.startswith("template") or previous.endswith("\\")


def body_open(text, at):
    """The `{` that opens the body of the function whose `(` follows `at`, if it has one."""
    i = text.find("(", at)
    depth = 0
    while 0 <= i < len(text):
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                j = i + 1
                while j < len(text) and text[j] not in "{;":
                    j += 1
                return j if j < len(text) and text[j] == "{" else None
        i += 1
    return None


def functions(text, kind, templates=False):
    """(match, body `{`) of the definitions whose specifiers include `kind`: those that are
    not templates, or with `templates`, those that are (on the line after their `template`)."""
    found = []
    for m in FUNCTION.finditer(text):
        specs = m.group("specs").split()
        template = previous_line(text, m.start()).startswith("template")
        if kind not in specs or (template != templates) or previous_line(text, m.start()).endswith("\\"):
            continue
        brace = body_open(text, m.end() - 1)
        if brace is not None:
            found.append((m, brace))
    return found


def mutants(text):
    """(kind, description, mutated text) for each mutation that applies to `text`."""
    out = []
    kernels = [(m, b) for m, b in functions(text, "__global__") if m.group("ret").strip() == "void"]
    if kernels:
        m, brace = kernels[0]
        name = m.group("name")
        host = "static int cufront_mutant_host() { return 1; }\n"
        t = text[:m.start()] + host + text[m.start():brace + 1] + " cufront_mutant_host();" + text[brace + 1:]
        out.append(("host_call_in_kernel", f"kernel {name} calls a host function", t))
        t = text[:brace + 1] + " __shared__ int cufront_mutant_s = 1; (void)cufront_mutant_s;" + text[brace + 1:]
        out.append(("shared_initializer", f"__shared__ with an initializer in kernel {name}", t))
        ret = m.start("ret")
        t = text[:ret] + "int" + text[ret + len(m.group("ret")):]
        out.append(("kernel_returns_int", f"kernel {name} returns int", t))
        # A local of a class whose constructors run on the host only.
        host_class = "struct CufrontMutantHost { CufrontMutantHost(int) {} };\n"
        t = (text[:m.start()] + host_class + text[m.start():brace + 1]
             + " CufrontMutantHost cufront_mutant_o(1); (void)cufront_mutant_o;" + text[brace + 1:])
        out.append(("host_constructor_in_kernel", f"kernel {name} constructs an object of a host-only class", t))
    # A kernel template that the file launches: each of its instances calls the host function.
    for m, brace in functions(text, "__global__", templates=True):
        name = m.group("name")
        # Launched (`k<…><<<`), or named with its arguments (`launch(k<64, T>, …)`).
        if not re.search(r"\b%s\s*(<[^;]*?>)?\s*<<<|\b%s\s*<[^;]*?>\s*[,)]" % (re.escape(name), re.escape(name)), text):
            continue
        host = "static int cufront_mutant_host() { return 1; }\n"
        at = text.rfind("template", 0, m.start())
        t = text[:at] + host + text[at:brace + 1] + " cufront_mutant_host();" + text[brace + 1:]
        out.append(("host_call_in_kernel_template", f"kernel template {name} calls a host function", t))
        break
    device = [(m, b) for m, b in functions(text, "__device__") if "__host__" not in m.group("specs").split()]
    for m, _ in device:
        name = m.group("name")
        # Called from the rest of the file (a kernel or another device function).
        if len(re.findall(r"\b%s\s*\(" % re.escape(name), text)) < 2:
            continue
        specs = m.group("specs").replace("__device__", "", 1)
        t = text[:m.start("specs")] + specs + text[m.end("specs"):]
        out.append(("drop_device", f"{name} loses __device__", t))
        break
    for m, _ in functions(text, "__host__"):
        specs = m.group("specs").split()
        name = m.group("name")
        if "__device__" not in specs or len(re.findall(r"\b%s\s*\(" % re.escape(name), text)) < 2:
            continue
        t = text[:m.start("specs")] + m.group("specs").replace("__host__", "", 1).replace("__device__", "", 1) + text[m.end("specs"):]
        out.append(("drop_host_device", f"{name} loses __host__ __device__", t))
        break
    for m in CONSTANT.finditer(text):
        decl = m.group("decl").strip()
        name = re.search(r"(\w+)\s*(\[[^\]]*\]\s*)*$", decl)
        name = name.group(1) if name else "?"
        t = text[:m.start()] + f"constexpr {decl} = {{}};" + text[m.end():]
        out.append(("constant_constexpr", f"__constant__ {name} made constexpr", t))
        t = text[:m.start()] + f"constexpr {decl};" + text[m.end():]
        out.append(("constant_constexpr_uninitialized", f"__constant__ {name} made constexpr, no initializer", t))
        break
    # Valid for nvcc: a function cicc does not emit (static, unused) may call the host.
    unused = ("static int cufront_mutant_host() { return 1; }\n"
              "static __device__ int cufront_mutant_unused() { return cufront_mutant_host(); }\n")
    out.append(("host_call_in_unused_static", "an unused static device function calls a host function", text + unused))
    reader = "\n__device__ int cufront_mutant_dv;\nint cufront_mutant_reader() { return cufront_mutant_dv + 1; }\n"
    out.append(("device_var_in_host", "a host function reads a __device__ variable", text + reader))
    return out


def diagnostics(lines, cuda=None):
    keys = set()
    for line in lines.splitlines():
        try:
            d = json.loads(line)
        except ValueError:
            continue
        if d.get("kind") or d.get("tool") == "cpp":
            continue
        message = d.get("message", "")
        if cuda:
            message = message.replace(cuda, "<cuda>")
        keys.add((os.path.basename(d.get("file") or ""), d.get("line"), d.get("col"), d.get("severity"),
                  d.get("number"), message, d.get("pass")))
    return keys


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cufront", default=str(HERE.parent / "target/release/cufront"))
    ap.add_argument("--oracle", default=str(HERE.parent.parent / "shared/oracle/nvcc-diag"))
    ap.add_argument("--units", type=int, default=len(UNITS))
    ap.add_argument("--kinds", default="")
    ap.add_argument("--keep", action="store_true", help="keep the mutant files")
    args = ap.parse_args()
    tus = {}
    try:
        for line in open(CORPUS / "tus.jsonl"):
            t = json.loads(line)
            tus[(t["corpus"], t["tu"])] = t
    except OSError:
        sys.exit(f"mutants.py: no corpus at {CORPUS} (corpus/fetch.sh)")
    for tool in (args.cufront, args.oracle):
        if not os.access(tool, os.X_OK):
            sys.exit(f"mutants.py: {tool} missing")
    cuda_headers = str(CORPUS / "cuda-headers")
    kinds = set(filter(None, args.kinds.split(",")))
    agree = total = 0
    missed_total = extra_total = 0
    for key in UNITS[:args.units]:
        tu = tus.get(key)
        if not tu:
            print(f"{key[1]}: not in the corpus", file=sys.stderr)
            continue
        path = Path(tu["file"])
        text = path.read_text(errors="replace")
        for kind, what, mutated in mutants(text):
            if kinds and kind not in kinds:
                continue
            mutant = path.with_name(path.stem + ".mutant.cu")
            mutant.write_text(mutated)
            try:
                nvcc = subprocess.run([args.oracle, str(mutant), *tu["args"]], cwd=tu["directory"],
                                      capture_output=True, text=True)
                ours = subprocess.run([args.cufront, "check", "--format", "json", "--all-passes", "--nvcc-columns",
                                       str(mutant), "--", "--cuda-path", cuda_headers, *tu["args"]],
                                      cwd=tu["directory"], capture_output=True, text=True)
            finally:
                if not args.keep:
                    mutant.unlink()
            want = diagnostics(nvcc.stdout, "<cuda>")
            got = diagnostics(ours.stdout, cuda_headers)
            missed, extra = want - got, got - want
            total += 1
            agree += not missed and not extra
            missed_total += len(missed)
            extra_total += len(extra)
            verdict = "agree" if not missed and not extra else f"missed {len(missed)}, extra {len(extra)}"
            print(f"{key[0]}/{key[1]} [{kind}] {what}: nvcc {len(want)}, cufront {len(got)}: {verdict}")
            for d in sorted(missed, key=str):
                print(f"    missed {d}")
            for d in sorted(extra, key=str):
                print(f"    EXTRA  {d}")
            sys.stdout.flush()
    print(f"mutants: {total}; cufront agrees with nvcc on {agree}; diagnostics missed {missed_total}, "
          f"false alarms {extra_total}")
    return 1 if extra_total else 0


if __name__ == "__main__":
    sys.exit(main())
