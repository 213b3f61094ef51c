#!/usr/bin/env bash
# Formats every Swift file the project owns with the toolchain's `swift format` and `.swift-format`.
#   Scripts/format.sh          rewrites the files in place
#   Scripts/format.sh --lint   changes nothing; exits non-zero on any finding (CI runs this)
# Generated mocks are left out: they are the generator's output, byte for byte. Links are left out
# too (their targets are formatted), so a tool that replaces files can't turn a link into a copy.
set -euo pipefail
cd "$(dirname "$0")/.."

files=()
while IFS= read -r file; do
  files+=("$file")
done < <(git ls-files --cached --others --exclude-standard '*.swift' \
  | grep -v -e '\.generated\.swift$' -e '^Tests/Lyrebird[A-Za-z]*Tests/Golden/[A-Za-z]*GeneratedMocks\.swift$' \
  | while IFS= read -r file; do [[ -f "$file" && ! -L "$file" ]] && echo "$file"; done)

if [[ "${1:-}" == "--lint" ]]; then
  swift format lint --strict --parallel "${files[@]}"
else
  swift format format --in-place --parallel "${files[@]}"
fi
