#!/usr/bin/env bash
# Regenerates features.tsv: g++ 12's answers to __has_attribute, __has_cpp_attribute and
# __has_builtin for every name that real headers ask about (system headers, the CUDA headers
# and the fetched corpus) plus GCC's documented attribute names. Needs g++.
#   features.tsv: kind<TAB>name<TAB>value, only nonzero answers (anything absent is 0).
set -euo pipefail
cd "$(dirname "$0")"
corpus=${CUFRONT_CORPUS:-$HOME/.cache/cufront-corpus}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
roots=(/usr/include "$corpus")
for kind in has_attribute has_cpp_attribute has_builtin; do
  grep -rhoE "__${kind}\(\s*[A-Za-z_][A-Za-z0-9_:]*\s*\)" "${roots[@]}" 2>/dev/null \
    | sed -E "s/__${kind}\(\s*//; s/\s*\)//" > "$tmp/$kind.names" || true
done
# Builtins are often asked through wrapper macros (_GLIBCXX_HAS_BUILTIN(x)), and g++ also
# counts library functions it knows (printf): ask about every identifier real code uses.
grep -rhoE "\b[A-Za-z_][A-Za-z0-9_]*" "${roots[@]}" --include='*.h' --include='*.hpp' --include='*.cuh' \
  --include='*.cu' --include='*.cpp' --include='*.inl' --include='*.tcc' /usr/include/c++ 2>/dev/null \
  | grep -vxE "__(has_include|has_include_next|has_attribute|has_cpp_attribute|has_c_attribute|has_builtin|VA_ARGS__|VA_OPT__)|_Pragma|defined" \
  | sort -u >> "$tmp/has_builtin.names" || true
printf '%s\n' __builtin_offsetof __builtin_va_arg __builtin_bit_cast __builtin_shufflevector \
  __builtin_convertvector __builtin_choose_expr __builtin_types_compatible_p __builtin_tgmath \
  __builtin_complex __builtin_has_attribute __builtin_speculation_safe_value >> "$tmp/has_builtin.names"
# The standard attributes, asked both ways.
std_attributes="assume carries_dependency deprecated fallthrough likely maybe_unused nodiscard
no_unique_address noreturn optimize_for_synchronized unlikely"
printf '%s\n' $std_attributes >> "$tmp/has_attribute.names"
printf '%s\n' $std_attributes >> "$tmp/has_cpp_attribute.names"
cat extra-attributes.txt >> "$tmp/has_attribute.names"
sed 's/^/gnu::/' extra-attributes.txt >> "$tmp/has_cpp_attribute.names"
sed 's/^/gnu::/' extra-attributes.txt >> "$tmp/has_attribute.names"
: > features.tsv
for kind in has_attribute has_cpp_attribute has_builtin; do
  sort -u "$tmp/$kind.names" > "$tmp/$kind.sorted"
  # One g++ run per kind; each line names its operand in a string (strings never expand), so
  # a line g++ rejects cannot shift the answers of the others.
  sed "s/.*/\"&\" __${kind}(&)/" "$tmp/$kind.sorted" > "$tmp/q.cpp"
  g++ -std=gnu++17 -E -P "$tmp/q.cpp" 2>/dev/null > "$tmp/a.txt" || true
  sed -nE 's/^"([^"]*)" ([0-9]+)$/\1\t\2/p' "$tmp/a.txt" \
    | awk -v k="$kind" -F'\t' '$2 != "0" {print k "\t" $1 "\t" $2}' >> features.tsv
done
