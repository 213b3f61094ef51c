#!/usr/bin/env bash
# Instructions per call of the runtime benchmark's rows, counted by callgrind: deterministic where
# the host's timings are not. Each row runs COUNT calls and then twice as many (RuntimeBenchmark
# with LYREBIRD_BENCH_ONLY), so the difference over COUNT is one call's cost, without the
# process's start-up or the mock's setup. Needs valgrind.
#
#   Benchmarks/call-instructions.sh [release|debug] [COUNT]     (default: release 10000)
#
# A debug build compiles the mock as `swift test` compiles users' tests.
set -euo pipefail
config=${1:-release}
count=${2:-10000}
cd "$(dirname "$0")"
swift build -c "$config" --product RuntimeBenchmark >&2
binary=.build/$config/RuntimeBenchmark
instructions() {
  LYREBIRD_BENCH_ONLY=$1 LYREBIRD_BENCH_ITERATIONS=$2 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$binary" 2>&1 | awk '/ refs:/ { gsub(",", "", $NF); print $NF }'
}
echo "Instructions per call, $config build, callgrind over $count and $((2 * count)) calls:"
for row in spy stubbed-1 stubbed-10 unstubbed; do
  once=$(instructions "$row" "$count")
  twice=$(instructions "$row" $((2 * count)))
  printf '%-12s %8d\n' "$row" $(((twice - once) / count))
done
