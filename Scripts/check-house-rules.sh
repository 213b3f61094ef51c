#!/usr/bin/env bash
# House rules that CI keeps (docs/ARCHITECTURE.md): every Swift file of Sources/ has at most 400
# lines, no line of Sources/ or Plugins/ is over 120 characters, docs/PERFORMANCE.md has at most
# 400 lines (today's numbers; history only in its "How we got here"), and every repository path
# docs/ARCHITECTURE.md mentions exists.
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

performance=docs/PERFORMANCE.md
lines=$(wc -l <"$performance")
if [ "$lines" -gt 400 ]; then
  echo "$performance: error: $lines lines; the performance document has at most 400" >&2
  status=1
fi

# The paths docs/ARCHITECTURE.md mentions, one `LINE<tab>PATH<tab>KIND` each:
# - `root`: a backticked token, or a word of prose or code, that starts with a top-level folder
#   (Sources/, Tests/, Plugins/, Scripts/, Benchmarks/, ReleaseChecks/, Examples/, docs/, .ci/),
#   and each entry of a layout tree block (`├── name`), joined to the folders above it;
#   it must exist from the repository's root.
# - `anywhere`: a backticked file name ending in .swift, .sh, .md or .yml (`CallPath.swift`), or a
#   backticked path of two or more segments inside the tree (`Runtime/CallPath.swift`,
#   `Rendering/Mockolo/`); some path of the checkout must end with it. `+Name.swift`, written after a full
#   name (`MockingContext+DirectCalls.swift`, `+UnforwardedCalls.swift`), is the end of a file's name.
# A token with other characters than letters, digits and `_ . + * / -` (`<Module>Mocks.swift`,
# `f(x)`) is not a path; a single folder name (`DSL/`) is read as a word, not a path. `*` is a glob:
# any match will do.
architecture=docs/ARCHITECTURE.md
mentions() {
  awk '
    BEGIN { tops = "(Sources|Tests|Plugins|Scripts|Benchmarks|ReleaseChecks|Examples|docs|\\.ci)" }
    function top(t) { return t ~ ("^" tops "(/|$)") }
    function emit(t, kind) { sub(/#.*$/, "", t); if (t != "") print NR "\t" t "\t" kind }
    /^[ \t]*```/ { fenced = !fenced; root = ""; next }
    {
      line = $0
      # A layout tree block: `tree` draws each level four columns wide.
      if (fenced && line ~ /(├|└)── /) {
        gsub(/│/, "|", line); gsub(/├── /, "+-- ", line); gsub(/└── /, "+-- ", line)
        at = index(line, "+-- ")
        name = substr(line, at + 4); sub(/[ \t].*$/, "", name); sub(/\/$/, "", name)
        level = (at - 1) / 4
        part[level] = name
        path = root
        for (i = 0; i <= level; i++) path = path (path == "" ? "" : "/") part[i]
        emit(path, "root")
        next
      }
      if (fenced && line ~ /^[A-Za-z0-9_.-]+\/?[ \t]*$/ && root == "") {
        root = line; sub(/[ \t]*$/, "", root); sub(/\/$/, "", root)
        if (!top(root)) root = ""   # the name of the repository, or "."
      }
      rest = line
      while (match(rest, /`[^`]+`/)) {
        token = substr(rest, RSTART + 1, RLENGTH - 2)
        rest = substr(rest, RSTART + RLENGTH)
        if (token ~ /[^A-Za-z0-9_.+*\/-]/) continue
        if (top(token)) emit(token, "root")
        else if (token ~ /\.(swift|sh|md|yml)$/ || token ~ /[^\/]\/[^\/]/) emit(token, "anywhere")
      }
      prose = " " line
      gsub(/`[^`]+`/, " ", prose)
      while (match(prose, "[^A-Za-z0-9_./-]" tops "/[A-Za-z0-9_.+*/-]*")) {
        token = substr(prose, RSTART + 1, RLENGTH - 1)
        prose = substr(prose, RSTART + RLENGTH)
        sub(/[.,]+$/, "", token)
        emit(token, "root")
      }
    }
  ' "$architecture"
}
# Every path and folder git tracks or would add, and every run of its segments (`Runtime/CallPath.swift`).
segment_runs=$(git ls-files --cached --others --exclude-standard | awk -F/ '{
  for (i = 1; i <= NF; i++) { s = $i; print s; for (j = i + 1; j <= NF; j++) { s = s "/" $j; print s } }
}' | sort -u)
exists() {
  local path=${1%/} kind=$2 run
  if [ "$kind" = root ]; then
    compgen -G "$path" >/dev/null
  elif [[ $path == +* ]]; then
    awk -v end="$path" 'substr($0, length($0) - length(end) + 1) == end { found = 1; exit } END { exit !found }' \
      <<<"$segment_runs"
  elif [[ $path == *'*'* ]]; then
    while IFS= read -r run; do
      # shellcheck disable=SC2053 # the mention is a glob
      [[ $run == $path ]] && return 0
    done <<<"$segment_runs"
    return 1
  else
    grep -qxF -- "$path" <<<"$segment_runs"
  fi
}
while IFS=$'\t' read -r line path kind; do
  if ! exists "$path" "$kind"; then
    echo "$architecture:$line: error: path '$path' does not exist" >&2
    status=1
  fi
done < <(mentions)

[ "$status" -eq 0 ] && echo "house rules: every source file within 400 lines, every line within 120 characters," \
  "docs/PERFORMANCE.md within 400 lines, every path docs/ARCHITECTURE.md mentions exists"
exit "$status"
