#!/usr/bin/env bash
# corpus/fetch.sh - fetch the real CUDA code cufront's corpus tests and benchmarks read,
# from package registries only, into a cache directory outside git. Idempotent: a second
# run downloads nothing.
#
#   corpus/fetch.sh            # everything
#
# Into ${CUFRONT_CORPUS:-$HOME/.cache/cufront-corpus}:
#   ggml/ candle-kernels/ candle-flash-attn/ cudarc/ cutlass/ cublas-headers/ curand-headers/
#       the code bases of ../shared/oracle/corpus.json, downloaded, sha256-checked and
#       extracted by ../shared/oracle/corpus-fetch.sh (crates and PyPI wheels, pinned there)
#   cuda-headers/include/       the CUDA headers: the include/ trees of the PyPI wheels
#       nvidia-cuda-runtime, nvidia-cuda-crt and nvidia-cuda-cccl (pinned and checked here)
#   <root>/compile_commands.json per code base, and tus.jsonl: the nvcc flags under which
#       each unit compiles (../shared/oracle/corpus-tus.sh expands corpus.json)
#
# Needs: bash, python3 with pip, cargo (for the crates). Exit codes: 0 ok; 1 a download,
# checksum or extraction failed; 2 the oracle scripts are missing.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ORACLE=${CUFRONT_ORACLE_DIR:-$HERE/../../shared/oracle}
CORPUS=${CUFRONT_CORPUS:-$HOME/.cache/cufront-corpus}
export CUFRONT_CORPUS=$CORPUS
log() { echo "corpus/fetch.sh: $*" >&2; }

if [ ! -x "$ORACLE/corpus-fetch.sh" ]; then
  log "no oracle scripts at $ORACLE (set CUFRONT_ORACLE_DIR to the shared/oracle directory)"
  exit 2
fi

# 1. The code bases (pinned and checksummed in the oracle's script).
"$ORACLE/corpus-fetch.sh" >/dev/null

# 2. The CUDA headers: name|version|sha256 of the x86_64 manylinux wheel.
WHEELS=(
  "nvidia-cuda-runtime|13.5.37|df2b79a8852f10d1fef8c848489c49eebb5754051bf870202a862831412b179d"
  "nvidia-cuda-crt|13.5.37|e898b7f73d3035fa89915a3f7bf3b54a73e90249746111aed295822c4729bb29"
  "nvidia-cuda-cccl|13.3.5.0.6|d5230098fa2df5021e1a00c0c4eee41797671a91119d31e892463e5ccf3ee326"
)
DL="$CORPUS/_dl"
DEST="$CORPUS/cuda-headers"
mkdir -p "$DL"
stamp=$(printf '%s\n' "${WHEELS[@]}" | sha256sum | cut -d' ' -f1)
if [ -f "$DEST/.fetched" ] && [ "$(cat "$DEST/.fetched")" = "$stamp" ]; then
  log "cuda-headers: present"
else
  rm -rf "$DEST.tmp"
  mkdir -p "$DEST.tmp"
  for spec in "${WHEELS[@]}"; do
    IFS='|' read -r name ver sum <<<"$spec"
    f=$(ls "$DL/${name//-/_}-$ver-"*.whl 2>/dev/null | head -1 || true)
    if [ -z "$f" ]; then
      log "$name $ver: downloading"
      python3 -m pip download --disable-pip-version-check -q --no-deps --only-binary :all: \
        --platform manylinux2014_x86_64 -d "$DL" "$name==$ver" >&2
      f=$(ls "$DL/${name//-/_}-$ver-"*.whl 2>/dev/null | head -1 || true)
    fi
    [ -n "$f" ] || { log "$name $ver: download failed"; exit 1; }
    got=$(sha256sum "$f" | cut -d' ' -f1)
    if [ "$got" != "$sum" ]; then
      log "$name $ver: sha256 mismatch: got $got want $sum"; rm -f "$f"; exit 1
    fi
    # The wheels' nvidia/cu13/include trees merge into one toolkit include directory.
    python3 - "$f" "$DEST.tmp" <<'PYEOF'
import os, sys, zipfile
whl, dest = sys.argv[1:3]
n = 0
with zipfile.ZipFile(whl) as z:
    for info in z.infolist():
        p = info.filename
        if "/include/" not in p or p.endswith("/"):
            continue
        out = os.path.join(dest, "include", p.split("/include/", 1)[1])
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with z.open(info) as src, open(out, "wb") as dst:
            dst.write(src.read())
        n += 1
print("corpus/fetch.sh: %s: %d headers" % (os.path.basename(whl), n), file=sys.stderr)
PYEOF
  done
  rm -rf "$DEST"
  mv "$DEST.tmp" "$DEST"
  echo "$stamp" > "$DEST/.fetched"
fi

# 3. compile_commands.json for each code base present, and tus.jsonl over all of them (the
# generated cccl-headers units need the oracle's own toolkit, ../shared/oracle/setup.sh;
# without it they are absent). corpus-tus.sh writes tus.jsonl only when asked for every code
# base, and then exits 1 if one is missing: that is fine when the missing ones are known.
absent=$(python3 - "$ORACLE/corpus.json" "$CORPUS" <<'PYEOF'
import json, os, sys
man, corpus = sys.argv[1:3]
for c in json.load(open(man))["corpora"]:
    if not os.path.isdir(os.path.join(corpus, c["root"])):
        print(c["name"])
PYEOF
)
for name in $absent; do log "$name: not present, no compile commands"; done
status=0
"$ORACLE/corpus-tus.sh" 2>&1 | sed 's/^/corpus\/fetch.sh: /' >&2 || status=$?
if [ "$status" -ne 0 ] && [ -z "$absent" ]; then
  log "corpus-tus.sh failed ($status)"; exit 1
fi
[ -f "$CORPUS/tus.jsonl" ] || { log "no tus.jsonl was written"; exit 1; }
# corpus/mutants.py writes each mutant next to its unit while nvcc and cufront run on it: a
# fetch at that moment (CI on the same machine) must not list it as a unit.
python3 - "$CORPUS/tus.jsonl" <<'PYEOF'
import json, sys
path = sys.argv[1]
lines = open(path).read().splitlines()
kept = [l for l in lines if not json.loads(l).get("file", "").endswith(".mutant.cu")]
if len(kept) != len(lines):
    open(path, "w").write("".join(l + "\n" for l in kept))
    print(f"corpus/fetch.sh: {len(lines) - len(kept)} mutant(s) of corpus/mutants.py left out of tus.jsonl", file=sys.stderr)
PYEOF
echo "$CORPUS"
