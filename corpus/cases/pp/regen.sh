#!/usr/bin/env bash
# Regenerates the preprocessor tables from g++ (the preprocessor nvcc runs). Needs g++ 12.
#   if_expressions.tsv: for each line of if_expressions.txt, whether `#if EXPR` takes its
#     group (T/F), and what g++ reports on the line (column, severity, message, repeated);
#   defines.tsv: for each line of defines.txt (a #define or #undef), whether g++ then has the
#     macro defined (Y/N; "-" for #undef), and what g++ reports on the line.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# What g++ reports on line 1 of $tmp/t.cpp: "col<TAB>severity<TAB>message" fields, tab-joined.
diagnostics() {
  g++ -std=c++17 -E -P "$tmp/t.cpp" -o /dev/null 2>"$tmp/err" || true
  grep -E '^[^:]*:1:[0-9]+: (error|warning): ' "$tmp/err" \
    | sed -E 's/^[^:]*:1:([0-9]+): (error|warning): /\1\t\2\t/' | paste -sd '\t' - || true
}

: > if_expressions.tsv
while IFS= read -r e; do
  printf '#if %s\nT\n#else\nF\n#endif\n' "$e" > "$tmp/t.cpp"
  taken=$(g++ -std=c++17 -E -P "$tmp/t.cpp" 2>/dev/null | tr -d '\n' || true)
  printf '%s\t%s\t%s\n' "$e" "$taken" "$(diagnostics)" >> if_expressions.tsv
done < if_expressions.txt

: > defines.tsv
while IFS= read -r line; do
  name=$(printf '%s' "$line" | sed -E 's/^#(define|undef)[[:space:]]*//; s/[^A-Za-z0-9_].*//')
  defined=-
  if [[ "$line" == "#define"* ]] && [ -n "$name" ]; then
    printf '%s\n#ifdef %s\nY\n#else\nN\n#endif\n' "$line" "$name" > "$tmp/t.cpp"
    defined=$(g++ -std=c++17 -E -P "$tmp/t.cpp" 2>/dev/null | tail -1 || true)
  elif [[ "$line" == "#define"* ]]; then
    defined=N
  fi
  printf '%s\n' "$line" > "$tmp/t.cpp"
  printf '%s\t%s\t%s\n' "$line" "$defined" "$(diagnostics)" >> defines.tsv
done < defines.txt
