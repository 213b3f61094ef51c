#!/usr/bin/env bash
# End to end, the move in one command: each sample package here is written against another
# framework (its Package.swift depends on the framework, its code uses the framework's API); a copy
# is moved with `lyrebird migrate --from <framework> --lyrebird-path <this checkout>` and must then
# build and pass its tests on Lyrebird, and a second `migrate` must change nothing.
#
# Usage: ReleaseChecks/migrate-samples/run.sh [sample …]   (default: every folder here)
#   LYREBIRD_BIN  the lyrebird to run (default: .build/debug/lyrebird of this checkout)
#   SCRATCH       the build folder the samples share (default: .build-consumers of this checkout,
#                 which the Examples and install checks share too)
# Prints one line per sample and exits 1 if any failed. Every command's output goes to
# $WORK/<sample>.log (WORK: a temporary folder, printed).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
lyrebird=${LYREBIRD_BIN:-$root/.build/debug/lyrebird}
scratch=${SCRATCH:-$root/.build-consumers}
work=$(mktemp -d "${TMPDIR:-/tmp}/lyrebird-migrate-samples.XXXXXX")
echo "logs in $work"
[[ -x $lyrebird ]] || { echo "error: no lyrebird at $lyrebird" >&2; exit 2; }

samples=("$@")
if [[ ${#samples[@]} -eq 0 ]]; then
  for folder in "$here"/*/; do samples+=("$(basename "$folder")"); done
fi

failed=0
for sample in "${samples[@]}"; do
  package=$work/$sample
  log=$work/$sample.log
  cp -R "$here/$sample" "$package"
  verdict=ok
  if ! "$lyrebird" migrate --from "$sample" --package-path "$package" --lyrebird-path "$root" >>"$log" 2>&1; then
    verdict="migrate failed"
  elif ! swift test --package-path "$package" --scratch-path "$scratch" >>"$log" 2>&1; then
    verdict="swift test failed"
  elif ! "$lyrebird" migrate --from "$sample" --package-path "$package" --lyrebird-path "$root" 2>&1 \
    | tee -a "$log" | grep -q "nothing to change"; then
    verdict="a second migrate changed something"
  elif [[ $sample == mockingbird ]] && { [[ ! -f $package/.lyrebird-ignore ]] \
    || grep -rqs --include='*.swift' "NestMock" "$scratch/plugins/outputs/$sample"; }; then
    verdict=".mockingbird-ignore wasn't carried over"
  fi
  # XCTest's last summary line counts its tests; Swift Testing's run line counts its own.
  xctests=$(grep -Eo 'Executed [0-9]+ tests?' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  swift_tests=$(grep -Eo 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  printf 'migrate --from %-14s %s (XCTest %s, Swift Testing %s)\n' "$sample:" "$verdict" "$xctests" "$swift_tests"
  [[ $verdict == ok ]] || failed=1
done
exit "$failed"
