#!/usr/bin/env bash
# House rules that CI keeps (docs/ARCHITECTURE.md): every Swift file of Sources/ has at most 400
# lines, and no line of Sources/ or Plugins/ is over 120 characters.
# Usage: Scripts/check-house-rules.sh   (exits 1 and lists what breaks a rule)
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
while IFS= read -r file; do
  lines=$(wc -l <"$file")
  if [ "$lines" -gt 400 ]; then
    echo "$file: error: $lines lines; a source file has at most 400" >&2
    status=1
  fi
done < <(git ls-files 'Sources/*.swift')

while IFS= read -r hit; do
  echo "${hit%%:*}:$(echo "$hit" | cut -d: -f2): error: line over 120 characters" >&2
  status=1
done < <(git ls-files 'Sources/*.swift' 'Plugins/*.swift' | xargs grep -n '.\{121,\}' || true)

[ "$status" -eq 0 ] && echo "house rules: every source file within 400 lines, every line within 120 characters"
exit "$status"
