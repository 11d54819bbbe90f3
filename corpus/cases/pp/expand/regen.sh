#!/usr/bin/env bash
# Regenerates expected/NAME.{ii,err,status} for every NAME.cpp here from g++ (the
# preprocessor nvcc runs). Needs g++ 12 (the files were made with Debian g++ 12.2.0).
# A case's optional first line `// flags: ...` gives extra g++ flags, split on whitespace,
# paths relative to this directory; a -std=... there overrides the default -std=gnu++17.
set -euo pipefail
cd "$(dirname "$0")"
export LC_ALL=C
# Environment g++ reads that would change the search path, the diagnostics or the outputs.
unset CPATH CPLUS_INCLUDE_PATH C_INCLUDE_PATH OBJC_INCLUDE_PATH GCC_EXEC_PREFIX COMPILER_PATH \
  DEPENDENCIES_OUTPUT SUNPRO_DEPENDENCIES COLUMNS GCC_COLORS GCC_URLS TERM_URLS
mkdir -p expected
rm -f expected/*.ii expected/*.err expected/*.status
for src in *.cpp; do
  name=${src%.cpp}
  flags=()
  first=$(head -n 1 "$src")
  if [[ "$first" =~ ^//\ flags:\ (.*)$ ]]; then
    read -r -a flags <<< "${BASH_REMATCH[1]}"
  fi
  status=0
  g++ -E -x c++ -std=gnu++17 "${flags[@]}" "$src" -o "expected/$name.ii" 2> "expected/$name.err" \
    || status=$?
  echo "$status" > "expected/$name.status"
  # On an error g++ deletes its -o file; keep what it writes up to and after the error
  # by running it again with the output on stdout (byte-identical when g++ succeeds).
  if [ ! -e "expected/$name.ii" ]; then
    g++ -E -x c++ -std=gnu++17 "${flags[@]}" "$src" > "expected/$name.ii" 2> /dev/null || true
  fi
done
