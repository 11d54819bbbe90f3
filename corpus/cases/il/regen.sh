#!/usr/bin/env bash
# regen.sh [NAME.cu...]: the oracle's own IL display of each case (or of the cases given), in
# expected/NAME.oracle.il: cudafe++ --il_display (the oracle's EDG front end, host pass, its
# flags as nvcc passes them) on the case as its whole translation unit — the case text after
# a line marker, without the CUDA headers nvcc would include, because cudafe++'s display
# asserts on CUDA's execution- and memory-space attributes (il_display.c disp_attribute);
# cases with those (cuda.cu) get no oracle dump. The compilation timestamp is left out: it is
# the only line that changes between runs. Addresses are kept as the oracle prints them.
#
# The cases' own goldens, expected/NAME.il, are cufront's output pinned for review: they are
# rewritten by `CUFRONT_BLESS=1 cargo test -p cufront --test il_cases`.
# A case's optional first line `// flags: --c++20` gives cudafe++ flags instead of --c++17.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
toolkit=${CUFRONT_CUDA_ROOT:-$(cat "${CUFRONT_ORACLE:-$HOME/.cache/cufront-oracle}/toolkit-root")}
cudafe="$toolkit/bin/cudafe++"
[ -x "$cudafe" ] || { echo "regen.sh: $cudafe missing (the oracle's setup.sh)" >&2; exit 2; }
if [ "$#" -gt 0 ]; then srcs=("$@"); else shopt -s nullglob; srcs=(*.cu); fi
mkdir -p expected
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for src in "${srcs[@]}"; do
  name=$(basename "$src" .cu)
  std=--c++17
  if head -1 "$src" | grep -q '^// flags:'; then std=$(head -1 "$src" | sed 's@^// flags:@@'); fi
  { echo "# 1 \"$name.cu\""; cat "$src"; } > "$tmp/$name.ii"
  if (cd "$tmp" && "$cudafe" $std --gnu_version=120200 --display_error_number \
        --orig_src_file_name "$name.cu" --allow_managed --m64 --parse_templates \
        --gen_c_file_name "$tmp/o.cpp" --stub_file_name "$tmp/o.stub.c" --il_display "$name.ii") \
      > "$tmp/out" 2> "$tmp/err"; then
    grep -v '^time_of_compilation:' "$tmp/out" > "expected/$name.oracle.il"
    echo "$name: $(grep -c '' "expected/$name.oracle.il") lines"
  else
    rm -f "expected/$name.oracle.il"
    echo "$name: no oracle dump ($(grep -m1 -E 'error|assertion' "$tmp/err" || true))"
  fi
done
