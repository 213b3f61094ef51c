#!/usr/bin/env bash
# Compile cost of generated mocks (issues 14 and 34): Lyrebird's mocks against hand-written spies for the
# same protocols (and Mockolo's, when MOCKOLO=/path/to/mockolo is set), built in one scratch
# package in debug, Swift 6 mode. Then the test target's rebuild after a one-line edit to one
# protocol: every mock in one file against one mock file per source file (whose `mock(_:)`
# functions are in a file of their own, MockFunctions.swift), and the share of the full compile
# that rebuild takes (issue 14's target: at most 5%).
#
#   Benchmarks/compile-cost.sh [COUNT]      COUNT testbed files (default 300), 3 protocols each
#
# LYREBIRD=/path/to/lyrebird uses that binary (default: this checkout's debug build, built if
# missing); WORK=DIR keeps the scratch package there (default: a temporary directory).
# SWIFT_FLAGS="-flag …" compiles every target of the scratch package with those flags too
# (`unsafeFlags`), to try driver settings such as -enable-incremental-file-hashing.
# BEFORE=/path/to/an/older/lyrebird adds that binary's one-file-per-input mocks as one more
# target, for a before/after comparison in the same run.
# SINGLE=0 leaves out the one-file target (its rebuild alone takes as long as a full build).
# SPIES_PER_FILE=0 leaves out the hand-written spies written one file per source (the rebuild of the
# simplest mocks people write, against Lyrebird's).
# MOCKOLO_SHAPED=0 leaves out the Mockolo-shaped stand-in: mocks in the shape Mockolo documents,
# written by this script one file per source, built and rebuilt like Lyrebird's (not Mockolo itself).
# MOCKOLO_DIALECT=0 leaves out Lyrebird's `--dialect mockolo` mocks, one file as Mockolo writes them
# (compared with Mockolo's own output when MOCKOLO is set).
# PRUNED=0 leaves out the pruned per-input target: Lyrebird's mocks of only the types its test file
# names (`--prune omit --test-sources`, what the build plugin does by default).
# MODULE=0 leaves out the mocks module: Lyrebird's per-input mocks in a library target of their own
# (LyrebirdMocks), which a test target with only Uses.swift (LyrebirdModuleTests) `@testable import`s.
# Each mocks target has a test file, Uses.swift, that names every tenth testbed file's three
# protocols in its framework's spelling; after the source edit, a one-line edit to it is rebuilt too.
# With MOCKOLO set and the one-file target kept, EDIT_ROUNDS (default 3) rounds then append a comment
# to each one-file target's mocks (Lyrebird's, Mockolo's, `--dialect mockolo`'s) and rebuild that
# target alone, in turn: issue 34's own measure of one file against one file, whose median makes
# the one-file `target:` lines. Each target's first full build is one run, which this host can't rank.
# PROFILE=N also prints the N slowest function bodies and expressions to type-check in the
# per-file mocks (-debug-time-function-bodies, -debug-time-expression-type-checking).
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
  "$package/Tests/LyrebirdPerFile" "$package/Tests/LyrebirdBefore" "$package/Tests/LyrebirdPruned"
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
# The spies of testbed files FIRST to LAST - 1.
spies() {
  local i level inherited name levels
  echo "@testable import Testbed"
  for ((i = $1; i < $2; i++)); do
    levels=(grandparent parent child)
    for level in 0 1 2; do
      name=${levels[level]^}$i
      echo "final class ${name}Spy: $name {"
      for ((inherited = 0; inherited <= level; inherited++)); do spy_members "${levels[inherited]}"; done
      echo "}"
    done
  done
}
spies 0 "$count" >"$package/Tests/Spies/Spies.swift"
# The same spies one file per source, built and rebuilt like Lyrebird's per-input mocks: what the
# simplest mocks people write cost to rebuild. SPIES_PER_FILE=0 leaves them out.
spies_per_file=${SPIES_PER_FILE:-1}
if [[ $spies_per_file != 0 ]]; then
  mkdir -p "$package/Tests/SpiesPerFile"
  for ((i = 0; i < count; i++)); do spies "$i" $((i + 1)) >"$package/Tests/SpiesPerFile/Testbed${i}Spies.swift"; done
fi

# A stand-in for Mockolo's mocks while no Mockolo binary is here: the shape Mockolo 2.x documents
# for these members (a call count and an optional handler per method, a set count per property, an
# initializer taking every property), written by this script. Not Mockolo; MOCKOLO_SHAPED=0 leaves it out.
mockolo_members() {
  local p=$1
  cat <<SWIFT

  private(set) var ${p}ReadOnlySetCallCount = 0
  var ${p}ReadOnly: Bool = false { didSet { ${p}ReadOnlySetCallCount += 1 } }

  private(set) var ${p}ReadWriteSetCallCount = 0
  var ${p}ReadWrite: Int = 0 { didSet { ${p}ReadWriteSetCallCount += 1 } }

  private(set) var ${p}TrivialCallCount = 0
  var ${p}TrivialHandler: (() -> ())?
  func ${p}Trivial() {
    ${p}TrivialCallCount += 1
    if let ${p}TrivialHandler = ${p}TrivialHandler {
      ${p}TrivialHandler()
    }
  }

  private(set) var ${p}ParameterizedCallCount = 0
  var ${p}ParameterizedHandler: ((Bool, Int) -> ())?
  func ${p}Parameterized(param1: Bool, param2: Int) {
    ${p}ParameterizedCallCount += 1
    if let ${p}ParameterizedHandler = ${p}ParameterizedHandler {
      ${p}ParameterizedHandler(param1, param2)
    }
  }

  private(set) var ${p}ReturningCallCount = 0
  var ${p}ReturningHandler: ((Bool, Int) -> String)?
  func ${p}Returning(param1: Bool, param2: Int) -> String {
    ${p}ReturningCallCount += 1
    if let ${p}ReturningHandler = ${p}ReturningHandler {
      return ${p}ReturningHandler(param1, param2)
    }
    return ""
  }
SWIFT
}
mockolo_shaped=${MOCKOLO_SHAPED:-1}
if [[ $mockolo_shaped != 0 ]]; then
  # One file per source, as Lyrebird's per-input target, so that both compile on every core.
  mkdir -p "$package/Tests/MockoloShaped"
  for ((i = 0; i < count; i++)); do
    {
      echo "@testable import Testbed"
      levels=(grandparent parent child)
      for level in 0 1 2; do
        name=${levels[level]^}$i
        echo "class ${name}Mock: $name {"
        echo "  init() { }"
        parameters="" assignments=""
        for ((inherited = 0; inherited <= level; inherited++)); do
          p=${levels[inherited]}
          parameters+="${parameters:+, }${p}ReadOnly: Bool = false, ${p}ReadWrite: Int = 0"
          assignments+="    self.${p}ReadOnly = ${p}ReadOnly"$'\n'"    self.${p}ReadWrite = ${p}ReadWrite"$'\n'
        done
        echo "  init($parameters) {"
        printf '%s' "$assignments"
        echo "  }"
        for ((inherited = 0; inherited <= level; inherited++)); do mockolo_members "${levels[inherited]}"; done
        echo "}"
      done
    } >"$package/Tests/MockoloShaped/Testbed${i}Mocks.swift"
  done
fi

# The test file of a mocks target in SPELLING (lyrebird, mockolo or spies): it makes and uses the
# mocks of every tenth testbed file's protocols, 10% of them, as a test target's tests would.
uses_file() {
  local spelling=$1 i level name variable
  local levels=(grandparent parent child)
  [[ $spelling == lyrebird ]] && echo "import Lyrebird"
  echo "@testable import Testbed"
  echo ""
  echo "func useMocks() {"
  for ((i = 0; i < count; i += 10)); do
    for level in 0 1 2; do
      name=${levels[level]^}$i
      variable=${levels[level]}$i
      case $spelling in
      lyrebird)
        echo "  let $variable = mock($name.self)"
        echo "  given($variable.${levels[level]}Returning(param1: any(), param2: any())).willReturn(\"x\")"
        echo "  _ = $variable.${levels[level]}Returning(param1: true, param2: $i)"
        echo "  verify($variable.${levels[level]}Returning(param1: any(), param2: any())).wasCalled()"
        ;;
      mockolo)
        echo "  let $variable = ${name}Mock()"
        echo "  $variable.${levels[level]}ReturningHandler = { _, _ in \"x\" }"
        echo "  _ = $variable.${levels[level]}Returning(param1: true, param2: $i)"
        echo "  precondition($variable.${levels[level]}ReturningCallCount == 1)"
        ;;
      spies)
        echo "  let $variable = ${name}Spy()"
        echo "  $variable.${levels[level]}ReturningResult = \"x\""
        echo "  _ = $variable.${levels[level]}Returning(param1: true, param2: $i)"
        echo "  precondition($variable.${levels[level]}ReturningCalls.count == 1)"
        ;;
      esac
    done
  done
  echo "}"
}
# The spelling each target's test file uses.
spelling_of() {
  case $1 in
  Spies | SpiesPerFile) echo spies ;;
  Mockolo | MockoloShaped | LyrebirdMockolo) echo mockolo ;;
  *) echo lyrebird ;;
  esac
}

single_target=${SINGLE:-1}
pruned_target=${PRUNED:-1}
targets='"Spies", "LyrebirdPerFile"'
if [[ $single_target != 0 ]]; then targets='"Spies", "LyrebirdSingle", "LyrebirdPerFile"'; fi
if [[ -n ${BEFORE:-} ]]; then targets="$targets, \"LyrebirdBefore\""; fi
if [[ $mockolo_shaped != 0 ]]; then targets="$targets, \"MockoloShaped\""; fi
if [[ $spies_per_file != 0 ]]; then targets="$targets, \"SpiesPerFile\""; fi
if [[ $pruned_target != 0 ]]; then targets="$targets, \"LyrebirdPruned\""; fi
mockolo_dialect=${MOCKOLO_DIALECT:-1}
if [[ $mockolo_dialect != 0 ]]; then
  mkdir -p "$package/Tests/LyrebirdMockolo"
  targets="$targets, \"LyrebirdMockolo\""
fi
if [[ -n ${MOCKOLO:-} ]]; then
  # Mockolo mocks only annotated protocols.
  mkdir -p "$work/annotated" "$package/Tests/Mockolo"
  for file in "$package"/Sources/Testbed/*.swift; do
    sed 's|^protocol |/// @mockable\nprotocol |' "$file" >"$work/annotated/$(basename "$file")"
  done
  "$MOCKOLO" -s "$work/annotated" -d "$package/Tests/Mockolo/Mocks.swift" --testable-imports Testbed
  targets="$targets, \"Mockolo\""
fi

for target in $(echo "$targets" | tr -d '",'); do
  uses_file "$(spelling_of "$target")" >"$package/Tests/$target/Uses.swift"
done
mocks_module=${MODULE:-1}
module_targets=""
if [[ $mocks_module != 0 ]]; then
  mkdir -p "$package/Sources/LyrebirdMocks" "$package/Tests/LyrebirdModuleTests"
  uses_file lyrebird | sed 's|^@testable import Testbed$|&\n@testable import LyrebirdMocks|' \
    >"$package/Tests/LyrebirdModuleTests/Uses.swift"
  module_targets='.target(name: "LyrebirdMocks", dependencies: ["Testbed", "Warmup"], swiftSettings: settings),
    .testTarget(
      name: "LyrebirdModuleTests", dependencies: ["Testbed", "Warmup", "LyrebirdMocks"], swiftSettings: settings),'
fi

flags=""
for flag in ${SWIFT_FLAGS:-}; do flags+="\"$flag\", "; done
cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let flags: [String] = [$flags]
let settings: [SwiftSetting] = flags.isEmpty ? [] : [.unsafeFlags(flags)]
let package = Package(
  name: "CompileCost",
  dependencies: [.package(name: "Lyrebird", path: "$root")],
  targets: [
    .target(name: "Testbed", swiftSettings: settings),
    .target(
      name: "Warmup", dependencies: ["Testbed", .product(name: "Lyrebird", package: "Lyrebird")],
      swiftSettings: settings),
    $module_targets
  ] + [$targets].map {
    .testTarget(name: \$0, dependencies: ["Testbed", "Warmup"], swiftSettings: settings)
  },
  swiftLanguageModes: [.v6]
)
SWIFT

generate() {
  local tool=$1
  shift
  (cd "$package" && "$tool" generate Sources/Testbed --module Testbed --disable-cache --quiet "$@")
}
generate_all() {
  if [[ $single_target != 0 ]]; then generate "$lyrebird" --output Tests/LyrebirdSingle/Mocks.generated.swift; fi
  generate "$lyrebird" --output-dir Tests/LyrebirdPerFile
  if [[ $pruned_target != 0 ]]; then
    generate "$lyrebird" --output-dir Tests/LyrebirdPruned --prune omit --test-sources Tests/LyrebirdPruned
  fi
  if [[ $mocks_module != 0 ]]; then generate "$lyrebird" --output-dir Sources/LyrebirdMocks; fi
  if [[ -n ${BEFORE:-} ]]; then generate "$BEFORE" --output-dir Tests/LyrebirdBefore; fi
  if [[ $mockolo_dialect != 0 ]]; then
    (cd "$package" && "$lyrebird" generate --dialect mockolo -s Sources/Testbed -d Tests/LyrebirdMockolo/Mocks.generated.swift \
      -i Testbed --mock-unannotated --disable-cache -l 3)
  fi
}
generate_all
build() {
  swift build --package-path "$package" --target "$1" >"$work/build-$1.log" 2>&1 ||
    { echo "error: the build of $1 failed; see $work/build-$1.log" >&2 && return 1; }
}
seconds() {
  local start end
  start=$(date +%s.%N)
  build "$1"
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

echo "Testbed: $count files, $mocks protocols, in $package; extra flags: ${SWIFT_FLAGS:-none}"
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
if [[ $single_target != 0 ]]; then
  single_full=$(seconds LyrebirdSingle)
  report "Lyrebird, one file" "$single_full" LyrebirdSingle
fi
perfile_full=$(seconds LyrebirdPerFile)
report "Lyrebird, one file per input" "$perfile_full" LyrebirdPerFile
if [[ $pruned_target != 0 ]]; then
  pruned_full=$(seconds LyrebirdPruned)
  report "Lyrebird, pruned per input" "$pruned_full" LyrebirdPruned
  echo "  (pruned: $(cat "$package"/Tests/LyrebirdPruned/*.swift | grep -cE '^(final )?class ') mock classes, for the 10% of protocols Uses.swift names)"
fi
if [[ $mocks_module != 0 ]]; then
  module_full=$(seconds LyrebirdModuleTests)
  report "Lyrebird, mocks module" "$module_full" ../Sources/LyrebirdMocks
fi
if [[ -n ${BEFORE:-} ]]; then
  before_full=$(seconds LyrebirdBefore)
  report "Before, one file per input" "$before_full" LyrebirdBefore
fi
if [[ -n ${MOCKOLO:-} ]]; then
  mockolo_full=$(seconds Mockolo)
  report "Mockolo" "$mockolo_full" Mockolo
fi
if [[ $mockolo_dialect != 0 ]]; then
  dialect_full=$(seconds LyrebirdMockolo)
  report "Lyrebird --dialect mockolo" "$dialect_full" LyrebirdMockolo
fi
if [[ $mockolo_shaped != 0 ]]; then
  shaped_full=$(seconds MockoloShaped)
  report "Mockolo-shaped stand-in" "$shaped_full" MockoloShaped
fi
if [[ $spies_per_file != 0 ]]; then
  spies_full=$(seconds SpiesPerFile)
  report "Spies, one file per input" "$spies_full" SpiesPerFile
fi

# One line added to one protocol, then the mocks regenerated and their target rebuilt. The driver
# rewrites a file's `.d` whenever it compiles it (its `.o` only when the code changed), so the
# `.d` files newer than the edit count the files recompiled.
sleep 1
touch "$work/edited"
edit='s|^  func childTrivial()$|  func childTrivial()\n  func childAdded()|'
sed -i.bak "$edit" "$package/Sources/Testbed/Testbed0.swift"
rm "$package/Sources/Testbed/Testbed0.swift.bak"
generate_all
if [[ $mockolo_shaped != 0 ]]; then
  added='  private(set) var childAddedCallCount = 0\n  var childAddedHandler: (() -> ())?\n'
  added+='  func childAdded() {\n    childAddedCallCount += 1\n    childAddedHandler?()\n  }'
  sed -i "s|^class Child0Mock: Child0 {\$|&\n$added|" "$package/Tests/MockoloShaped/Testbed0Mocks.swift"
fi
if [[ $spies_per_file != 0 ]]; then
  sed -i 's|^final class Child0Spy: Child0 {$|&\n  func childAdded() {}|' "$package/Tests/SpiesPerFile/Testbed0Spies.swift"
fi
# The one-file spies and Mockolo's own mocks follow the edit too, untimed, so every target still builds.
sed -i 's|^final class Child0Spy: Child0 {$|&\n  func childAdded() {}|' "$package/Tests/Spies/Spies.swift"
if [[ -n ${MOCKOLO:-} ]]; then
  sed 's|^protocol |/// @mockable\nprotocol |' "$package/Sources/Testbed/Testbed0.swift" >"$work/annotated/Testbed0.swift"
  "$MOCKOLO" -s "$work/annotated" -d "$package/Tests/Mockolo/Mocks.swift" --testable-imports Testbed >/dev/null
fi
build Warmup
echo "Rebuild after a one-line edit to Child0:"
# Files of target $1 compiled since the stamp $2 (default: the source edit's).
recompiled_count() {
  find "$package/.build/debug/$1.build" -name '*.d' ! -name '*.emit-module.d' -newer "${2:-$work/edited}" | wc -l
}
recompiled() {
  printf '%d of %d files recompiled' "$(recompiled_count "$1" "${2:-}")" \
    "$(find "$package/.build/debug/$1.build" -name '*.swift.o' | wc -l)"
}
if [[ $single_target != 0 ]]; then
  single=$(seconds LyrebirdSingle)
  printf '%-28s %8.1f s  %s\n' "Lyrebird, one file" "$single" "$(recompiled LyrebirdSingle)"
fi
perfile=$(seconds LyrebirdPerFile)
printf '%-28s %8.1f s  %s\n' "Lyrebird, one file per input" "$perfile" "$(recompiled LyrebirdPerFile)"
if [[ $pruned_target != 0 ]]; then
  pruned=$(seconds LyrebirdPruned)
  printf '%-28s %8.1f s  %s\n' "Lyrebird, pruned per input" "$pruned" "$(recompiled LyrebirdPruned)"
fi
if [[ $mocks_module != 0 ]]; then
  module_source=$(seconds LyrebirdModuleTests)
  printf '%-28s %8.1f s  %s; tests: %s\n' "Lyrebird, mocks module" "$module_source" "$(recompiled LyrebirdMocks)" \
    "$(recompiled LyrebirdModuleTests)"
fi
if [[ -n ${BEFORE:-} ]]; then
  before=$(seconds LyrebirdBefore)
  printf '%-28s %8.1f s  %s\n' "Before, one file per input" "$before" "$(recompiled LyrebirdBefore)"
fi
if [[ $mockolo_shaped != 0 ]]; then
  shaped=$(seconds MockoloShaped)
  printf '%-28s %8.1f s  %s\n' "Mockolo-shaped stand-in" "$shaped" "$(recompiled MockoloShaped)"
fi
if [[ $spies_per_file != 0 ]]; then
  spies_rebuild=$(seconds SpiesPerFile)
  printf '%-28s %8.1f s  %s\n' "Spies, one file per input" "$spies_rebuild" "$(recompiled SpiesPerFile)"
fi
# The share of the full compile, as measured and without the build's fixed cost (the no-op build).
share() {
  printf '%s: rebuild %.1f%% of the full compile (%.1f%% without the %.1f s no-op build)\n' "$1" \
    "$(echo "$2 * 100 / $3" | bc -l)" "$(echo "($2 - $overhead) * 100 / ($3 - $overhead)" | bc -l)" "$overhead"
}
share "Lyrebird, one file per input" "$perfile" "$perfile_full"
if [[ -n ${BEFORE:-} ]]; then share "Before, one file per input" "$before" "$before_full"; fi
if [[ $mockolo_shaped != 0 ]]; then share "Mockolo-shaped stand-in" "$shaped" "$shaped_full"; fi
if [[ $spies_per_file != 0 ]]; then
  share "Spies, one file per input" "$spies_rebuild" "$spies_full"
  # The spies' rebuild against the target's measure, Lyrebird's full compile.
  printf 'spies: the spies'"'"' rebuild is %.1f%% of Lyrebird'"'"'s full compile (%.1f%% without the no-op build)\n' \
    "$(echo "$spies_rebuild * 100 / $perfile_full" | bc -l)" \
    "$(echo "($spies_rebuild - $overhead) * 100 / ($perfile_full - $overhead)" | bc -l)"
fi

# A one-line edit to every target's test file. The pruned mocks are generated again first, as the
# build plugin would after the edit, and must leave every mock file as it was, bytes and time.
rebuilt=$(echo "$targets" | tr -d '",')
# Targets the source edit's rebuild above didn't time catch up first, outside the timings.
for target in $rebuilt; do build "$target"; done
sleep 1
touch "$work/test-edited"
for target in $rebuilt; do sed -i 's|^func useMocks() {$|&\n  _ = 0|' "$package/Tests/$target/Uses.swift"; done
if [[ $mocks_module != 0 ]]; then
  build LyrebirdModuleTests
  sed -i 's|^func useMocks() {$|&\n  _ = 0|' "$package/Tests/LyrebirdModuleTests/Uses.swift"
fi
if [[ $pruned_target != 0 ]]; then
  generate "$lyrebird" --output-dir Tests/LyrebirdPruned --prune omit --test-sources Tests/LyrebirdPruned
  rewritten=$(find "$package/Tests/LyrebirdPruned" -name '*.swift' ! -name Uses.swift -newer "$work/test-edited" | wc -l)
fi
build Warmup
echo "Rebuild after a one-line edit to the test file (Uses.swift, which names 10% of the protocols):"
for target in $rebuilt; do
  rebuild=$(seconds "$target")
  [[ $target == LyrebirdPerFile ]] && perfile_test=$rebuild
  [[ $target == LyrebirdPruned ]] && pruned_test=$rebuild
  printf '%-28s %8.1f s  %s\n' "$target" "$rebuild" "$(recompiled "$target" "$work/test-edited")"
done
if [[ $mocks_module != 0 ]]; then
  module_test=$(seconds LyrebirdModuleTests)
  printf '%-28s %8.1f s  %s; mocks module: %s\n' "LyrebirdModuleTests" "$module_test" \
    "$(recompiled LyrebirdModuleTests "$work/test-edited")" "$(recompiled LyrebirdMocks "$work/test-edited")"
fi

# One file against one file, as issue 34 measured it: a one-line edit to each one-file target's
# mocks and a rebuild of that target alone, the targets in turn, EDIT_ROUNDS rounds; the medians.
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
if [[ -n ${MOCKOLO:-} && $single_target != 0 ]]; then
  edit_rounds=${EDIT_ROUNDS:-3}
  edit_targets=(LyrebirdSingle Mockolo)
  if [[ $mockolo_dialect != 0 ]]; then edit_targets+=(LyrebirdMockolo); fi
  declare -A edit_times=()
  echo "One-line edit to a one-file target's mocks, then a rebuild of that target; $edit_rounds rounds in turn:"
  for ((round = 1; round <= edit_rounds; round++)); do
    for target in "${edit_targets[@]}"; do
      for file in "$package/Tests/$target"/*.swift; do
        if [[ $(basename "$file") != Uses.swift ]]; then echo "// edit $round" >>"$file"; fi
      done
      edit_times[$target]+="$(printf '%.2f' "$(seconds "$target")") "
    done
  done
  declare -A edit_median=()
  for target in "${edit_targets[@]}"; do
    edit_median[$target]=$(tr ' ' '\n' <<<"${edit_times[$target]}" | grep . | median)
    printf '%-28s %8.1f s  median of %s s (raw, with the no-op build)\n' "$target" "${edit_median[$target]}" \
      "${edit_times[$target]% }"
  done
fi

# Issue 14's targets: the rebuild's share of the full compile, and the time per mock against Mockolo's.
verdict() { if (($(echo "$1" | bc -l))); then echo met; else echo NOT MET; fi; }
printf 'target: rebuild after a one-line edit %.1f%% of the full compile (<= 5%%): %s\n' \
  "$(echo "$perfile * 100 / $perfile_full" | bc -l)" "$(verdict "$perfile * 100 / $perfile_full <= 5")"
if [[ -n ${MOCKOLO:-} ]]; then
  printf 'target: per mock, Lyrebird %.2fx Mockolo (<= 1x, moonshot 0.75x): %s\n' \
    "$(echo "($perfile_full - $overhead) / ($mockolo_full - $overhead)" | bc -l)" \
    "$(verdict "$perfile_full <= $mockolo_full")"
  if [[ $single_target != 0 ]]; then
    # Both in one file, as issue 34 measured them: the medians of the alternating rebuilds above.
    single_edit=${edit_median[LyrebirdSingle]} mockolo_edit=${edit_median[Mockolo]}
    printf 'one file, first full builds (one run each): Lyrebird %.1f s, Mockolo %.1f s (%.2fx)\n' \
      "$single_full" "$mockolo_full" "$(echo "($single_full - $overhead) / ($mockolo_full - $overhead)" | bc -l)"
    printf 'target: per mock, Lyrebird in one file %.2fx Mockolo, median rebuild after a one-line edit (<= 1x): %s\n' \
      "$(echo "$single_edit / $mockolo_edit" | bc -l)" "$(verdict "$single_edit <= $mockolo_edit")"
    if [[ $mockolo_dialect != 0 ]]; then
      dialect_edit=${edit_median[LyrebirdMockolo]}
      printf 'target: per mock, Lyrebird --dialect mockolo %.2fx Mockolo, median rebuild after a one-line edit (<= 1x): %s\n' \
        "$(echo "$dialect_edit / $mockolo_edit" | bc -l)" "$(verdict "$dialect_edit <= $mockolo_edit")"
    fi
  elif [[ $mockolo_dialect != 0 ]]; then
    printf 'target: per mock, Lyrebird --dialect mockolo %.2fx Mockolo, first full builds (<= 1x): %s\n' \
      "$(echo "($dialect_full - $overhead) / ($mockolo_full - $overhead)" | bc -l)" \
      "$(verdict "$dialect_full <= $mockolo_full")"
  fi
else
  echo "target: per mock against Mockolo's: not measured (set MOCKOLO=/path/to/mockolo)"
fi
if [[ $pruned_target != 0 ]]; then
  # Issue 34's: with pruning, a test edit regenerates no mock file and recompiles only the test file.
  mocks_recompiled=$(($(recompiled_count LyrebirdPruned "$work/test-edited") - 1))
  printf 'target: a test edit with pruning rewrites %d and recompiles %d mock files (0): %s\n' \
    "$rewritten" "$mocks_recompiled" "$(verdict "$rewritten + $mocks_recompiled == 0")"
  printf 'pruning: full build %.1f s against %.1f s; test-edit rebuild %.1f s against %.1f s; source-edit rebuild %.1f s against %.1f s\n' \
    "$pruned_full" "$perfile_full" "$pruned_test" "$perfile_test" "$pruned" "$perfile"
fi
if [[ $mocks_module != 0 ]]; then
  # Issue 34's layout question: the mocks in a module of their own, against the mocks in the test target.
  printf 'mocks module: full build %.1f s against %.1f s; test-edit rebuild %.1f s against %.1f s; source-edit rebuild %.1f s against %.1f s\n' \
    "$module_full" "$perfile_full" "$module_test" "$perfile_test" "$module_source" "$perfile"
fi
if [[ $mockolo_shaped != 0 ]]; then
  printf 'estimate: per mock, Lyrebird %.2fx the Mockolo-shaped stand-in (not Mockolo itself)\n' \
    "$(echo "($perfile_full - $overhead) / ($shaped_full - $overhead)" | bc -l)"
fi

# Where the per-file mocks' compile time goes: every file of that target again (other targets
# rebuild too: the flags differ) with the frontend's timers. Phases come from -stats-output-dir
# (summed over the target's frontend jobs; the rest is mostly LLVM), type-checking by generated
# construct from Benchmarks/type-check-shapes.awk. Swift 6.3's -debug-time-expression-type-checking
# prints nothing, so expressions come from -warn-long-expression-type-checking=1 (those >= 1 ms).
if [[ -n ${PROFILE:-} ]]; then
  rm -rf "$work/stats" && mkdir -p "$work/stats"
  touch "$package"/Tests/LyrebirdPerFile/*.swift # every file compiles again
  frontend() { for flag in "$@"; do printf -- '-Xswiftc -Xfrontend -Xswiftc %s ' "$flag"; done; }
  # shellcheck disable=SC2046 # one word per flag
  swift build --package-path "$package" --target LyrebirdPerFile $(frontend -debug-time-function-bodies \
    -warn-long-expression-type-checking=1 -stats-output-dir "$work/stats" -fine-grained-timers) >"$work/profile.log" 2>&1
  echo "Phases of the per-file mocks' frontend jobs (wall seconds, summed over jobs):"
  phases='Import resolution|perform-sema|TypeCheckFunctionBodyRequest|typecheck-decl|ASTLoweringRequest'
  phases+='|ExecuteSILPipelineRequest|IRGenRequest'
  cat "$work"/stats/*LyrebirdPerFile*.json | awk -F'[":,]+' -v phases="^time[.]swift[.]($phases)[.]wall$" '
    $2 ~ /^time\.swift-frontend\..*\.wall$/ { total += $3 }
    $2 ~ phases { name = $2; sub(/^time\.swift\./, "", name); sub(/\.wall$/, "", name); phase[name] += $3 }
    END {
      for (name in phase) printf "%8.2f s  %s\n", phase[name], name
      printf "%8.2f s  frontend total\n", total
    }' | sort -rn
  echo "Type-checking by construct (total ms, count, slowest ms):"
  awk -f "$root/Benchmarks/type-check-shapes.awk" "$work/profile.log" | sort -rn
  echo "Slowest function bodies to type-check (ms, body):"
  # awk, not head: head's early exit would fail the pipeline. Each job prints a body more than once.
  grep -P '^[0-9.]+ms\t\S*/Tests/LyrebirdPerFile/' "$work/profile.log" | sort -u | sort -rn |
    awk -F'\t' -v count="$PROFILE" 'NR <= count { print $1 "\t" $3 }'
  echo "Full log: $work/profile.log"
fi
