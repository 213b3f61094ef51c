#!/usr/bin/env bash
# Times `lyrebird generate` on the testbed against Mockolo's generator, and counts its instructions.
#
# Usage: MOCKOLO=/path/to/mockolo Benchmarks/testbed.sh [path/to/lyrebird]
#        (default lyrebird: .build-release/release/lyrebird)
#
# Writes `lyrebird testbed --count TESTBED_FILES` (default 1000) into TESTBED_DIR (default
# /tmp/lyrebird-testbed) and a copy with `/// @mockable` before each protocol, which Mockolo needs,
# as compile-cost.sh writes it. Then TESTBED_ROUNDS rounds (default 9) run, in turn, Lyrebird's cold
# `generate --disable-cache` into one file, ANCHOR's (an earlier lyrebird, if set) and Mockolo's
# into one file, and print each round's seconds and ratio, and a `target:` line on the median ratio
# (issue 34: <= 0.2x Mockolo, moonshot 0.1x). Without MOCKOLO only Lyrebird is timed.
#
# INSTRUCTIONS=1 also counts, with valgrind's callgrind, a cold run over a 200-file testbed into a
# directory (one file per input), twice (the count moves a little with scheduling), and prints a
# `target:` line on the larger count (<= 660 M). Mockolo is built beside the project, never in it.
set -euo pipefail

# shellcheck source=release-lyrebird.sh
source "$(dirname "${BASH_SOURCE[0]}")/release-lyrebird.sh" "${1:-}"
MOCKOLO=${MOCKOLO:-}
if [[ -n $MOCKOLO && ! -x $MOCKOLO ]]; then
  echo "error: MOCKOLO='$MOCKOLO' is not an executable." >&2
  exit 2
fi
ANCHOR=${ANCHOR:-}
FILES=${TESTBED_FILES:-1000}
ROUNDS=${TESTBED_ROUNDS:-9}
DIR=${TESTBED_DIR:-/tmp/lyrebird-testbed}

rm -rf "$DIR"
mkdir -p "$DIR/annotated" "$DIR/out"
"$LYREBIRD" testbed --count "$FILES" --output "$DIR/sources" >/dev/null
for file in "$DIR"/sources/*.swift; do
  sed 's|^protocol |/// @mockable\nprotocol |' "$file" >"$DIR/annotated/$(basename "$file")"
done

# Seconds of one run of a command, its output discarded; a failing run stops the benchmark.
seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || {
    echo "error: '$*' failed" >&2
    exit 1
  }
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "$FILES files, $((FILES * 3)) protocols; $ROUNDS rounds"
ratios=()
anchor_ratios=()
for round in $(seq "$ROUNDS"); do
  own=$(seconds "$LYREBIRD" generate "$DIR/sources" -o "$DIR/out/Lyrebird.swift" --disable-cache)
  line=$(printf 'round %d: lyrebird %.2f s' "$round" "$own")
  if [[ -n $ANCHOR ]]; then
    anchor=$(seconds "$ANCHOR" generate "$DIR/sources" -o "$DIR/out/Anchor.swift" --disable-cache)
    line+=$(printf ', anchor %.2f s' "$anchor")
  fi
  if [[ -n $MOCKOLO ]]; then
    mockolo=$(seconds "$MOCKOLO" -s "$DIR/annotated" -d "$DIR/out/Mockolo.swift")
    ratio=$(echo "scale=4; $own / $mockolo" | bc)
    ratios+=("$ratio")
    line+=$(printf ', mockolo %.2f s, ratio %.3f' "$mockolo" "$ratio")
    if [[ -n $ANCHOR ]]; then
      anchor_ratios+=("$(echo "scale=4; $anchor / $mockolo" | bc)")
      line+=$(printf ' (anchor %.3f)' "${anchor_ratios[-1]}")
    fi
  fi
  echo "$line"
done

if [[ -n $MOCKOLO ]]; then
  ratio=$(printf '%s\n' "${ratios[@]}" | median)
  if [[ -n $ANCHOR ]]; then
    printf 'anchor: median ratio %.3fx Mockolo\n' "$(printf '%s\n' "${anchor_ratios[@]}" | median)"
  fi
  printf 'target: testbed generator, median of %d rounds %.3fx Mockolo (<= 0.2x, moonshot 0.1x): %s\n' \
    "$ROUNDS" "$ratio" "$(if (($(echo "$ratio <= 0.2" | bc))); then echo met; else echo NOT MET; fi)"
else
  echo "target: testbed generator against Mockolo: not measured (set MOCKOLO=/path/to/mockolo)"
fi

if [[ ${INSTRUCTIONS:-0} != 0 ]]; then
  if ! command -v valgrind >/dev/null; then
    echo "error: INSTRUCTIONS=1 needs valgrind" >&2
    exit 2
  fi
  # valgrind rejects the debug info of Swift's release binaries: count a stripped copy.
  stripped="$DIR/lyrebird-stripped"
  cp "$LYREBIRD" "$stripped"
  strip --strip-debug "$stripped"
  "$LYREBIRD" testbed --count 200 --output "$DIR/sources200" >/dev/null
  largest=0
  for run in 1 2; do
    rm -rf "$DIR/out200"
    count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$stripped" generate "$DIR/sources200" \
      -o "$DIR/out200" --disable-cache 2>&1 | grep -oE 'refs: +[0-9,]+' | grep -oE '[0-9,]+' | tr -d ,)
    printf 'instructions, 200 files, run %d: %d M\n' "$run" "$((count / 1000000))"
    ((count > largest)) && largest=$count
  done
  printf 'target: testbed generator, 200 files, %d M instructions (<= 660 M): %s\n' "$((largest / 1000000))" \
    "$(if ((largest <= 660000000)); then echo met; else echo NOT MET; fi)"
fi
