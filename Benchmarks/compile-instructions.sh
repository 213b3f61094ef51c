#!/usr/bin/env bash
# Instructions to compile generated mocks, counted by callgrind: repeatable on a noisy host, where
# the wall-clock builds of Benchmarks/compile-cost.sh vary by 10% from run to run.
#
#   Benchmarks/compile-instructions.sh PACKAGE TARGET...
#
# PACKAGE is a scratch package that Benchmarks/compile-cost.sh made and built (its WORK/package);
# each TARGET is one of its test targets with one mock file per testbed file (LyrebirdPerFile,
# LyrebirdBefore, MockoloShaped, or a copy made by hand). For each target the script runs the debug
# frontend job that compiles Testbed10Mocks.swift as the only primary file, then the batch job
# that compiles Testbed10–14Mocks.swift, both with the target's other files as secondaries, as
# SwiftPM's batch mode does. It prints both counts and the marginal cost of one more file (three
# mocks): (five files - one file) / 4, which leaves out what every job pays once (loading modules,
# the first use of each runtime generic).
set -euo pipefail

if (($# < 2)); then
  echo "usage: $0 PACKAGE TARGET..." >&2
  exit 64
fi
package=$(cd "$1" && pwd)
shift
build=$package/.build/x86_64-unknown-linux-gnu/debug
if [[ ! -d $build/Modules ]]; then
  echo "error: $package has no debug build; run Benchmarks/compile-cost.sh with WORK= first" >&2
  exit 1
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The frontend job of a debug build, with `count` primary files, under callgrind; prints its total.
#
# The job gets a Clang module cache of its own, filled by one run outside callgrind first: a job
# that builds the cache (the first with these flags, or one racing another for it) counts 5–6 G
# more instructions, more than the mocks of ten testbed files cost to compile.
instructions() {
  local dir=$1 count=$2 primaries=() outputs=()
  for ((i = 10; i < 10 + count; i++)); do
    primaries+=(-primary-file "$dir/Testbed${i}Mocks.swift")
    outputs+=(-o "$scratch/$i.o")
  done
  printf '%s\n' "$dir"/*.swift >"$scratch/sources"
  local job=(
    swift-frontend -frontend -c -filelist "$scratch/sources" "${primaries[@]}"
    -target "$(uname -m)-unknown-linux-gnu" -disable-objc-interop -I "$build/Modules" -enable-testing -g
    -module-cache-path "$scratch/ModuleCache" -swift-version 6 -Onone -D SWIFT_PACKAGE -D DEBUG
    -parse-as-library -module-name Instructions "${outputs[@]}"
  )
  if ! "${job[@]}" >/dev/null 2>"$scratch/warm.log"; then
    cat "$scratch/warm.log" >&2
    exit 1
  fi
  valgrind --tool=callgrind --callgrind-out-file="$scratch/callgrind.out" "${job[@]}" 2>&1 |
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p'
}

printf '%-20s %16s %16s %16s\n' "Target" "1 file" "5 files" "per extra file"
for target in "$@"; do
  dir=$package/Tests/$target
  if [[ ! -f $dir/Testbed14Mocks.swift ]]; then
    echo "error: $dir has no Testbed10–14Mocks.swift" >&2
    exit 1
  fi
  one=$(instructions "$dir" 1)
  five=$(instructions "$dir" 5)
  printf '%-20s %16d %16d %16d\n' "$target" "$one" "$five" $(((five - one) / 4))
done
