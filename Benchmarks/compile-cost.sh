#!/usr/bin/env bash
# Compile cost of generated mocks (issue 14): Lyrebird's mocks against hand-written spies for the
# same protocols (and Mockolo's, when MOCKOLO=/path/to/mockolo is set), built in one scratch
# package in debug, Swift 6 mode. Then the test target's rebuild after a one-line edit to one
# protocol: every mock in one file against one mock file per source file.
#
#   Benchmarks/compile-cost.sh [COUNT]      COUNT testbed files (default 300), 3 protocols each
#
# LYREBIRD=/path/to/lyrebird uses that binary (default: this checkout's debug build, built if
# missing); WORK=DIR keeps the scratch package there (default: a temporary directory).
set -euo pipefail

count=${1:-300}
root=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-$(mktemp -d)}
lyrebird=${LYREBIRD:-$root/.build/debug/lyrebird}
mocks=$((count * 3))
if [[ ! -x $lyrebird ]]; then swift build --package-path "$root" --product lyrebird >&2; fi

package=$work/package
rm -rf "$package"
mkdir -p "$package/Sources/Warmup" "$package/Tests/Spies" "$package/Tests/LyrebirdSingle" \
  "$package/Tests/LyrebirdPerFile"
"$lyrebird" testbed --count "$count" --output "$package/Sources/Testbed" >/dev/null
echo "@_exported import Lyrebird" >"$package/Sources/Warmup/Warmup.swift"

# One spy per protocol, each implementing its inherited members too: what a person would write.
spy_members() {
  local p=$1
  cat <<SWIFT
  var ${p}ReadOnly = false
  var ${p}ReadWrite = 0
  var ${p}TrivialCount = 0
  func ${p}Trivial() { ${p}TrivialCount += 1 }
  var ${p}ParameterizedCalls: [(Bool, Int)] = []
  func ${p}Parameterized(param1: Bool, param2: Int) { ${p}ParameterizedCalls.append((param1, param2)) }
  var ${p}ReturningCalls: [(Bool, Int)] = []
  var ${p}ReturningResult = ""
  func ${p}Returning(param1: Bool, param2: Int) -> String {
    ${p}ReturningCalls.append((param1, param2))
    return ${p}ReturningResult
  }
SWIFT
}
{
  echo "@testable import Testbed"
  for ((i = 0; i < count; i++)); do
    levels=(grandparent parent child)
    for level in 0 1 2; do
      name=${levels[level]^}$i
      echo "final class ${name}Spy: $name {"
      for ((inherited = 0; inherited <= level; inherited++)); do spy_members "${levels[inherited]}"; done
      echo "}"
    done
  done
} >"$package/Tests/Spies/Spies.swift"

targets='"Spies", "LyrebirdSingle", "LyrebirdPerFile"'
if [[ -n ${MOCKOLO:-} ]]; then
  # Mockolo mocks only annotated protocols.
  mkdir -p "$work/annotated" "$package/Tests/Mockolo"
  for file in "$package"/Sources/Testbed/*.swift; do
    sed 's|^protocol |/// @mockable\nprotocol |' "$file" >"$work/annotated/$(basename "$file")"
  done
  "$MOCKOLO" -s "$work/annotated" -d "$package/Tests/Mockolo/Mocks.swift" --testable-imports Testbed
  targets="$targets, \"Mockolo\""
fi

cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CompileCost",
  dependencies: [.package(name: "Lyrebird", path: "$root")],
  targets: [
    .target(name: "Testbed"),
    .target(name: "Warmup", dependencies: ["Testbed", .product(name: "Lyrebird", package: "Lyrebird")]),
  ] + [$targets].map { .testTarget(name: \$0, dependencies: ["Testbed", "Warmup"]) },
  swiftLanguageModes: [.v6]
)
SWIFT

generate() {
  (cd "$package" && "$lyrebird" generate Sources/Testbed --module Testbed --disable-cache --quiet "$@")
}
generate --output Tests/LyrebirdSingle/Mocks.generated.swift
generate --output-dir Tests/LyrebirdPerFile
build() { swift build --package-path "$package" --target "$1" >"$work/build-$1.log" 2>&1; }
seconds() {
  local start end
  start=$(date +%s.%N)
  build "$1"
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

echo "Testbed: $count files, $mocks protocols, in $package"
build Warmup # the testbed module and Lyrebird's runtime, outside the timings
overhead=$(seconds Warmup)
echo "A build with nothing to do: ${overhead} s (included in each time below)"
report() {
  local name=$1 total=$2
  printf '%-28s %8.1f s  %6.1f ms per mock  %8d lines\n' "$name" "$total" \
    "$(echo "($total - $overhead) * 1000 / $mocks" | bc -l)" "$(cat "$package/Tests/$3"/*.swift | wc -l)"
}
echo "Full build of the mocks target, debug:"
report "Hand-written spies" "$(seconds Spies)" Spies
report "Lyrebird, one file" "$(seconds LyrebirdSingle)" LyrebirdSingle
report "Lyrebird, one file per input" "$(seconds LyrebirdPerFile)" LyrebirdPerFile
if [[ -n ${MOCKOLO:-} ]]; then report "Mockolo" "$(seconds Mockolo)" Mockolo; fi

# One line added to one protocol, then the mocks regenerated and their target rebuilt.
sed -i.bak 's|^  func childTrivial()$|  func childTrivial()\n  func childAdded()|' "$package/Sources/Testbed/Testbed0.swift"
rm "$package/Sources/Testbed/Testbed0.swift.bak"
generate --output Tests/LyrebirdSingle/Mocks.generated.swift
generate --output-dir Tests/LyrebirdPerFile
build Warmup
echo "Rebuild after a one-line edit to Child0:"
single=$(seconds LyrebirdSingle)
perfile=$(seconds LyrebirdPerFile)
printf '%-28s %8.1f s\n' "Lyrebird, one file" "$single" "Lyrebird, one file per input" "$perfile"
