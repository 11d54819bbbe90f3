#!/usr/bin/env bash
# Records the preprocessor command lines nvcc runs for each distinct set of flags of the
# fetched corpus (its tus.jsonl): `nvcc --dryrun` once per set, keeping the `gcc -E` lines of
# the host pass and of each device pass. Needs the oracle (../shared/oracle/setup.sh) and the
# corpus (corpus/fetch.sh). Writes passes.jsonl next to this script: one line per flag set,
#   {"args": [nvcc flags], "host": [gcc argv], "device": [[gcc argv], ...]}
# with the unit as $FILE, the toolkit as $CUDA and the corpus root as $CORPUS, so that tests
# can run g++ and cufront with the same command lines without nvcc.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus=${CUFRONT_CORPUS:-$HOME/.cache/cufront-corpus}
toolkit=$(cat "${CUFRONT_ORACLE:-$HOME/.cache/cufront-oracle}/toolkit-root")
python3 - "$corpus" "$toolkit" "$here/passes.jsonl" <<'PY'
import json, os, shlex, subprocess, sys, tempfile
corpus, toolkit, out = sys.argv[1:]
nvcc = os.path.join(toolkit, "bin", "nvcc")
seen = []
for line in open(os.path.join(corpus, "tus.jsonl")):
    args = json.loads(line)["args"]
    if args not in seen:
        seen.append(args)
def place(word):
    word = word.replace(os.path.join(toolkit, "bin", ".."), "$CUDA").replace(toolkit, "$CUDA")
    return word.replace(corpus, "$CORPUS")
records = []
with tempfile.TemporaryDirectory() as tmp:
    unit = os.path.join(tmp, "unit.cu")
    open(unit, "w").close()
    for args in seen:
        run = subprocess.run([nvcc, "--dryrun", "-c", unit, "-o", "/dev/null", *args],
                             capture_output=True, text=True, cwd=tmp)
        host, device = None, []
        for l in run.stderr.splitlines():
            if not l.startswith("#$ gcc ") or " -E " not in l:
                continue
            argv = [place(w) for w in shlex.split(l[3:])][1:]
            # The unit and the output file are the test's to choose.
            i = argv.index("-o")
            del argv[i:i + 2]
            argv = ["$FILE" if w == unit else w for w in argv]
            if any(w.startswith("-D__CUDA_ARCH__=") for w in argv):
                device.append(argv)
            else:
                host = argv
        records.append({"args": [place(a) for a in args], "host": host, "device": device})
with open(out, "w") as f:
    for r in records:
        f.write(json.dumps(r) + "\n")
print(f"{len(records)} flag sets recorded in {out}")
PY
