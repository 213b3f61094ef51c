#!/usr/bin/env bash
# Instruction budgets that CI keeps (issue "test-build cost", point 5): a stubbed and an unstubbed
# call on a mock (the runtime benchmark's rows, release build, as `swift test -c release` compiles
# users' tests) and a cold generator run over a fixed testbed (the lyrebird CI builds), counted by
# valgrind's callgrind, must each stay within 5% of the committed baseline in
# Benchmarks/instruction-budgets.txt. Counts leave out the C library and the dynamic loader, whose
# routines differ from one CPU to another; what is left is the same for the same binaries.
#
# Usage: Scripts/check-instruction-budgets.sh [path/to/lyrebird]   (default: .build/debug/lyrebird)
#        UPDATE=1 Scripts/check-instruction-budgets.sh ...   writes today's counts as the baseline
#                                                          (commit it saying why the counts moved)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
lyrebird=${1:-.build/debug/lyrebird}
[[ $lyrebird == /* ]] || lyrebird=$root/$lyrebird
baseline=Benchmarks/instruction-budgets.txt
tolerance=5
calls=5000
testbed_files=40

if ! command -v valgrind >/dev/null || ! command -v callgrind_annotate >/dev/null; then
  echo "error: the instruction budgets need valgrind (callgrind and callgrind_annotate)" >&2
  exit 2
fi
if [[ ! -x $lyrebird ]]; then
  echo "error: no lyrebird executable at '$lyrebird'" >&2
  exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/lyrebird-budgets.XXXXXX")
trap 'rm -rf "$work"' EXIT

# counted COMMAND…: the instructions callgrind counts for the command outside libc and ld.so.
counted() {
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$@" >/dev/null 2>&1
  # Every function's own count, one line each, after the totals; none of the source annotation.
  callgrind_annotate --auto=no --threshold=100 "$work/callgrind.out" 2>/dev/null | awk '
    /PROGRAM TOTALS/ { next }
    $1 ~ /^[0-9,]+$/ && $0 !~ /libc\.so|ld-linux|\/elf\// { gsub(",", "", $1); sum += $1 }
    END { printf "%d\n", sum }'
}

declare -A measured

# The runtime: each row with N calls and with 2N, so the difference over N is one call.
(cd Benchmarks && swift build -c release --product RuntimeBenchmark >&2)
benchmark=$root/Benchmarks/.build/release/RuntimeBenchmark
for row in stubbed-1 stubbed-10 unstubbed; do
  once=$(LYREBIRD_BENCH_ONLY=$row LYREBIRD_BENCH_ITERATIONS=$calls counted "$benchmark")
  twice=$(LYREBIRD_BENCH_ONLY=$row LYREBIRD_BENCH_ITERATIONS=$((2 * calls)) counted "$benchmark")
  measured[call.release.$row]=$(((twice - once) / calls))
done

# The generator: a cold run over a fixed testbed into one file per input. Its threads are counted
# one after another, and how long one waits for another moves the count a little: the larger of two.
"$lyrebird" testbed --count "$testbed_files" --output "$work/testbed" >/dev/null
# valgrind can't read the debug info of every Swift binary: count a stripped copy.
cp "$lyrebird" "$work/lyrebird"
strip --strip-debug "$work/lyrebird"
largest=0
for _ in 1 2; do
  rm -rf "$work/out"
  count=$(counted "$work/lyrebird" generate "$work/testbed" -o "$work/out" --disable-cache)
  ((count > largest)) && largest=$count
done
measured[generate.testbed-$testbed_files]=$largest

if [[ ${UPDATE:-0} != 0 ]]; then
  {
    echo "# Instruction baselines Scripts/check-instruction-budgets.sh holds CI to (within $tolerance%), from its"
    echo "# own counts (callgrind, without libc and ld.so) on $(git rev-parse --short HEAD), $(date +%Y-%m-%d)."
    echo "# The generator's row runs the lyrebird CI builds (debug) over \`lyrebird testbed --count $testbed_files\`."
    for key in $(printf '%s\n' "${!measured[@]}" | sort); do
      printf '%-28s %d\n' "$key" "${measured[$key]}"
    done
  } >"$baseline"
  echo "wrote $baseline"
  cat "$baseline"
  exit 0
fi

status=0
while read -r key budget; do
  [[ -z $key || $key == \#* ]] && continue
  count=${measured[$key]:-}
  if [[ -z $count ]]; then
    echo "$baseline: error: '$key' is not measured by this script" >&2
    status=1
    continue
  fi
  limit=$((budget + budget * tolerance / 100))
  verdict=met
  if ((count > limit)); then
    verdict="NOT MET"
    status=1
  fi
  printf 'target: %-28s %12d instructions (<= %d, baseline %d + %d%%): %s\n' \
    "$key" "$count" "$limit" "$budget" "$tolerance" "$verdict"
done <"$baseline"
exit "$status"
