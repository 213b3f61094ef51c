#!/usr/bin/env bash
# Times `lyrebird generate` on real code: every package of the local mirror at once, cold.
#
# Usage: Benchmarks/real-code.sh [path/to/lyrebird]   (default: .build-release/release/lyrebird)
#
# Unpacks each OWNER/NAME.git of SWIFT_PACKAGES_MIRROR (default /opt/swift-packages) at its newest
# tag (HEAD when it has none) into REALCODE_DIR (default .build-realcode/mirror, kept between runs),
# then runs `generate --disable-cache -v --keep-going` over all of it, first with --only-protocols, then with
# classes, REALCODE_RUNS times each (default 3), and prints wall seconds, the phase times and the
# file count. --keep-going: a few packages hold files with deliberate syntax errors (parser tests).
# Outputs land in REALCODE_OUT (default /tmp/lyrebird-real-code), for comparing binaries with cmp.
set -euo pipefail

# shellcheck source=release-lyrebird.sh
source "$(dirname "${BASH_SOURCE[0]}")/release-lyrebird.sh" "${1:-}"
MIRROR=${SWIFT_PACKAGES_MIRROR:-/opt/swift-packages}
DIR=${REALCODE_DIR:-$PWD/.build-realcode/mirror}
OUT=${REALCODE_OUT:-/tmp/lyrebird-real-code}
RUNS=${REALCODE_RUNS:-3}

if [[ ! -f $DIR/.complete ]]; then
  echo "Unpacking $MIRROR into $DIR (once)…" >&2
  rm -rf "$DIR"
  mkdir -p "$DIR"
  for repo in "$MIRROR"/*/*.git; do
    owner=$(basename "$(dirname "$repo")")
    name=$(basename "$repo" .git)
    tag=$(git -C "$repo" tag --sort=-v:refname | head -1)
    mkdir -p "$DIR/$owner/$name"
    git -C "$repo" archive "${tag:-HEAD}" | tar -x -C "$DIR/$owner/$name"
  done
  touch "$DIR/.complete"
fi

files=$(find "$DIR" -name '*.swift' | wc -l)
size=$(find "$DIR" -name '*.swift' -print0 | du -ch --files0-from=- | tail -1 | cut -f1)
echo "$files Swift files ($size) in $(find "$DIR" -mindepth 2 -maxdepth 2 -type d | wc -l) packages"
mkdir -p "$OUT"

run() {
  local label=$1 output=$2 limit=$3 slowest=0
  shift 3
  for _ in $(seq "$RUNS"); do
    local start end status=0
    start=$(date +%s.%N)
    "$LYREBIRD" generate "$DIR" -o "$output" --disable-cache --keep-going -v "$@" >"$OUT/log.txt" 2>&1 || status=$?
    end=$(date +%s.%N)
    printf '%-16s %.2f s  exit %d  %s\n' "$label" "$(echo "$end - $start" | bc)" "$status" \
      "$(grep -oE 'parse [0-9]+ ms.*' "$OUT/log.txt" | tail -1)"
    slowest=$(echo "if ($end - $start > $slowest) $end - $start else $slowest" | bc)
  done
  echo "  $(grep -c ': error:' "$OUT/log.txt" || true) errors, $(grep -c '^final class\|^open class\|^class ' "$output" \
    || true) mock classes in $output"
  # Issue 14's target, against the slowest run.
  if [[ $RUNS -gt 0 ]]; then
    printf 'target: %s, slowest of %d runs %.2f s (<= %s s): %s\n' "$label" "$RUNS" "$slowest" "$limit" \
      "$(if (($(echo "$slowest <= $limit" | bc))); then echo met; else echo NOT MET; fi)"
  fi
}

run "only protocols" "$OUT/protocols.swift" 1.0 --only-protocols
run "with classes" "$OUT/classes.swift" 2.0
