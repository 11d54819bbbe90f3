#!/usr/bin/env bash
# Regenerates expected/NAME.txt for each unit of compile_commands.json: what the real nvcc
# prints (stderr) when it compiles the unit with the entry's own flags (-o /dev/null).
# Needs the oracle's toolkit (../../../../shared/oracle/setup.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
toolkit=${CUFRONT_CUDA_ROOT:-$(cat "${CUFRONT_ORACLE:-$HOME/.cache/cufront-oracle}/toolkit-root")}
cd "$here"
mkdir -p expected
python3 - "$toolkit/bin/nvcc" <<'PY'
import json, shlex, subprocess, sys, os
nvcc = sys.argv[1]
for e in json.load(open("compile_commands.json")):
    words = e["arguments"] if "arguments" in e else shlex.split(e["command"])
    args, skip = [], False
    for w in words[1:]:
        if skip:
            skip = False
            continue
        if w == "-o":
            skip = True
            continue
        args.append(w)
    p = subprocess.run([nvcc] + args + ["-o", "/dev/null"], cwd=e["directory"], capture_output=True, text=True)
    name = os.path.splitext(os.path.basename(e["file"]))[0]
    open(f"expected/{name}.txt", "w").write(p.stderr)
    print(f"{e['file']}: exit {p.returncode}")
PY
