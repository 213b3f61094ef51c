#!/usr/bin/env bash
# Runs Mockingbird 0.20.0's own Framework test suite (Tests/MockingbirdTests/Framework) against
# Lyrebird, the way a user moving from Mockingbird would: import changed, mocks written by
# `lyrebird generate` with Mockingbird's own generator settings. Counts by file: a test file that
# doesn't compile loses all its tests.
#
#   MOCKINGBIRD=/path/to/mockingbird-0.20.0 ReleaseChecks/upstream-suites/mockingbird.sh
#
# MOCKINGBIRD   an extracted checkout of Mockingbird at tag 0.20.0, fetched by hand, never vendored
#               (e.g. `git -C <Mockingbird's git dir> archive 0.20.0 Sources/MockingbirdTestsHost
#               Sources/MockingbirdSupport Sources/MockingbirdCommon Tests | tar -x -C DIR`).
#               It is only read: the runner works on copies in WORK.
# LYREBIRD      the Lyrebird checkout to test (default: the repository this script is in); the
#               test package depends on its `Lyrebird` product by path.
# LYREBIRD_BIN  a built `lyrebird` to use instead of `swift build --product lyrebird` in LYREBIRD.
# MODE          support (default: --support MOCKINGBIRD/Sources/MockingbirdSupport, as
#               Mockingbird's own build phase passes) or nosupport.
# PRUNE         stub (default, Mockingbird's `generate` default and its own build phase), omit
#               or disable.
# PRUNE_SCAN    framework (default: the pruning reads the test files that are built) or bundle
#               (all of upstream's Tests/MockingbirdTests, E2E and generator tests too).
# MOCK_ERRORS   lose-all (default: when the generated mocks don't compile, every test is lost, as
#               it would be for a user) or exclude (the mocked types whose mocks have errors are
#               left out with --exclude and generated again; the test files needing them are then
#               lost by file, which shows how many tests each broken mock costs).
# UPSTREAM_WORK the folder for work packages (default: upstream-work beside LYREBIRD, as the
#               other runners here).
# WORK          the work package (default $UPSTREAM_WORK/mockingbird-MODE-PRUNE); must be outside
#               LYREBIRD and MOCKINGBIRD. Kept between runs so builds are incremental; its
#               upstream copies are laid out again each run.
#
# Writes WORK/edits.log (every file and line changed from upstream, and why), WORK/summary.txt,
# WORK/mock-errors.txt (compiler errors in the generated mocks, with a count per kind printed).
# Exit status: 0 when the suite ran, whatever the counts; 2 for bad settings; 3 when the runner
# broke, including a canary showing that failures (or passes) don't reach it.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
HELPER="$HERE/mockingbird_helper.py"
LYREBIRD=$(cd "${LYREBIRD:-$HERE/../..}" && pwd)
MODE=${MODE:-support}
PRUNE=${PRUNE:-stub}
PRUNE_SCAN=${PRUNE_SCAN:-framework}
MOCK_ERRORS=${MOCK_ERRORS:-lose-all}
UPSTREAM_WORK=${UPSTREAM_WORK:-$(dirname "$LYREBIRD")/upstream-work}
WORK=${WORK:-$UPSTREAM_WORK/mockingbird-$MODE-$PRUNE}
START=$SECONDS

broke() { echo "mockingbird.sh: runner broke: $*" >&2; exit 3; }
usage() { echo "mockingbird.sh: $*" >&2; exit 2; }
phase() { echo "== $* ($((SECONDS - START))s)"; }

[ -n "${MOCKINGBIRD:-}" ] || usage "set MOCKINGBIRD to an extracted Mockingbird 0.20.0 checkout"
MOCKINGBIRD=$(cd "$MOCKINGBIRD" && pwd)
for d in Sources/MockingbirdTestsHost Sources/MockingbirdSupport Tests/MockingbirdTests/Framework; do
  [ -d "$MOCKINGBIRD/$d" ] || usage "$MOCKINGBIRD has no $d"
done
if ! grep -q '"0.20.0"' "$MOCKINGBIRD/Sources/MockingbirdCommon/Version.swift" 2>/dev/null; then
  echo "warning: $MOCKINGBIRD does not say it is 0.20.0" >&2
fi
case "$MODE" in support|nosupport) ;; *) usage "MODE is support or nosupport" ;; esac
case "$PRUNE" in stub|omit|disable) ;; *) usage "PRUNE is stub, omit or disable" ;; esac
case "$PRUNE_SCAN" in framework|bundle) ;; *) usage "PRUNE_SCAN is framework or bundle" ;; esac
case "$MOCK_ERRORS" in lose-all|exclude) ;; *) usage "MOCK_ERRORS is lose-all or exclude" ;; esac
SETTINGS="$([ "$MODE" = support ] && echo "support" || echo "no support"), prune $PRUNE"
[ "$PRUNE_SCAN" = framework ] || SETTINGS+=", pruning reads the whole test bundle"
[ "$MOCK_ERRORS" = lose-all ] || SETTINGS+=", mocks with errors left out"

mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
case "$WORK/" in "$LYREBIRD"/*|"$MOCKINGBIRD"/*) usage "WORK ($WORK) must be outside LYREBIRD and MOCKINGBIRD" ;; esac
LOG="$WORK/edits.log"
SUMMARY="$WORK/summary.txt"
cat >"$LOG" <<EOF
Edits made by mockingbird.sh to copies of $MOCKINGBIRD (the checkout itself is never changed).
Each entry: [rule] file, then "- N: old line" / "+ new line". Line numbers are those of the text
the rule saw (rule H runs in rounds on the text left by earlier rounds). The rules:
  R  import Mockingbird / @testable import Mockingbird -> Lyrebird, by `lyrebird migrate --from mockingbird`
  I  import statements of modules this toolchain lacks (probed with swiftc) are removed
  T  XCTest methods naming a type of a module rule I removed (CoreBluetooth's CB...) are removed
  X  the XFAIL failer records its summary with recordFailure(...) (Linux's XCTest has no XCTIssue)
  O  ObjectiveC*Tests.swift and DynamicSwiftTests.swift are left out (Objective-C runtime)
  G  .mockingbird-ignore is also copied as .lyrebird-ignore
  H  a host declaration the compiler rejects on Linux is removed (innermost member or type)
  M  (MOCK_ERRORS=exclude) a mocked type whose mock doesn't compile is left out (--exclude)

EOF
rm -f "$WORK/lost.json" "$WORK/mock-errors.txt" "$WORK/mock-excluded.json" "$WORK/results.json" "$SUMMARY"
rm -rf "$WORK/lost" "$WORK/lost-mocks" "$WORK/test-output"
echo "edit log: $LOG"

# -- lyrebird ----------------------------------------------------------------------------------
if [ -n "${LYREBIRD_BIN:-}" ]; then
  BIN=$LYREBIRD_BIN
else
  phase "building lyrebird in $LYREBIRD"
  swift build --package-path "$LYREBIRD" --product lyrebird >"$WORK/lyrebird-build.log" 2>&1 \
    || { tail -20 "$WORK/lyrebird-build.log"; broke "swift build --product lyrebird failed"; }
  BIN="$(swift build --package-path "$LYREBIRD" --show-bin-path)/lyrebird"
fi
[ -x "$BIN" ] || broke "no lyrebird executable at $BIN"

# -- layout ------------------------------------------------------------------------------------
# Sources/MockingbirdTestsHost, MockingbirdModuleTestsHost (its Module/ folder) and
# MockingbirdShadowedTestsHost (Shadowed/), as in Mockingbird's Xcode project; the test target
# MockingbirdTests holds Framework/ (in Upstream/), the mocks (Mocks/) and our canary (Canary/).
phase "laying out $WORK"
N=$(python3 "$HELPER" layout --upstream "$MOCKINGBIRD" --work "$WORK" --log "$LOG" --lyrebird "$BIN") \
  || broke "layout failed"
PKG_ID=$(basename "$LYREBIRD" | tr '[:upper:]' '[:lower:]')
cat >"$WORK/Package.swift.new" <<EOF
// swift-tools-version: 5.9
// Written by Lyrebird's ReleaseChecks/upstream-suites/mockingbird.sh. Swift 5 mode, as upstream.
import PackageDescription

let package = Package(
  name: "MockingbirdSuiteOnLyrebird",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "$LYREBIRD"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .target(name: "MockingbirdModuleTestsHost"),
    .target(name: "MockingbirdShadowedTestsHost"),
    .target(
      name: "MockingbirdTestsHost",
      dependencies: ["MockingbirdModuleTestsHost", "MockingbirdShadowedTestsHost"]
    ),
    .testTarget(
      name: "MockingbirdTests",
      dependencies: [
        "MockingbirdTestsHost",
        .product(name: "Lyrebird", package: "$PKG_ID"),
        // Without it, failures on Linux are only printed (see Lyrebird's Package.swift).
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ]
)
EOF
cmp -s "$WORK/Package.swift.new" "$WORK/Package.swift" 2>/dev/null \
  && rm "$WORK/Package.swift.new" || mv "$WORK/Package.swift.new" "$WORK/Package.swift"

# The canary: ours, not upstream's. One test must fail (a verification of a call that never
# happened) and one must pass; the runner checks that both results reach it.
CANARY="$WORK/Tests/MockingbirdTests/Canary"
mkdir -p "$CANARY"
cat >"$CANARY/RunnerCanaryFeeder.swift.new" <<'EOF'
// Lyrebird's runner canary (not part of Mockingbird's suite).
protocol RunnerCanaryFeeder {
  func refill(grams: Int) -> Bool
}
EOF
cat >"$CANARY/RunnerCanaryTests.swift.new" <<'EOF'
// Lyrebird's runner canary (not part of Mockingbird's suite): excluded from the counts.
import Lyrebird
import XCTest

final class RunnerCanaryTests: XCTestCase {
  // Must fail: refill(grams: 5) is stubbed but never called, and verified as called.
  func testCanaryMustFail() {
    let feeder = mock(RunnerCanaryFeeder.self)
    given(feeder.refill(grams: any())).willReturn(true)
    verify(feeder.refill(grams: 5)).wasCalled()
  }

  // Must pass: the stub answers the call, and the call is verified.
  func testCanaryMustPass() {
    let feeder = mock(RunnerCanaryFeeder.self)
    given(feeder.refill(grams: any())).willReturn(true)
    XCTAssertTrue(feeder.refill(grams: 5))
    verify(feeder.refill(grams: 5)).wasCalled()
  }
}
EOF
for f in RunnerCanaryFeeder RunnerCanaryTests; do
  cmp -s "$CANARY/$f.swift.new" "$CANARY/$f.swift" 2>/dev/null \
    && rm "$CANARY/$f.swift.new" || mv "$CANARY/$f.swift.new" "$CANARY/$f.swift"
done

# One flag set for every build, so the dependencies are built once: all files of a module are
# compiled even after one fails, so one build finds every test file with errors.
BUILD_FLAGS=(--package-path "$WORK" -Xswiftc -continue-building-after-errors)

# -- host --------------------------------------------------------------------------------------
# Rule H (see mockingbird_helper.py): build the host modules; remove the innermost declaration
# around each error (AppKit/CoreBluetooth types, @objc); repeat until they build.
phase "building the test host"
for round in 1 2 3 4 5 6 7 8; do
  if swift build "${BUILD_FLAGS[@]}" --target MockingbirdTestsHost >"$WORK/host-build.log" 2>&1; then
    break
  fi
  grep -q ': error:' "$WORK/host-build.log" || { tail -30 "$WORK/host-build.log"; broke "host build failed without compiler errors"; }
  [ "$round" -lt 8 ] || broke "the host still doesn't build after $round rounds ($WORK/host-build.log)"
  n=$(python3 "$HELPER" fix-host --work "$WORK" --log "$LOG" "$WORK/host-build.log") \
    || broke "can't remove the host's failing declarations ($WORK/host-build.log)"
  echo "   round $round: removed the declarations around $n host errors"
done

# -- mocks -------------------------------------------------------------------------------------
# Mockingbird's own build phase: `generate --targets MockingbirdTestsHost
# MockingbirdShadowedTestsHost --support Sources/MockingbirdSupport --prune stub`, one output per
# target. `--package`/`--target` is Lyrebird's way to read a target with its dependencies'
# sources (MockingbirdModuleTestsHost), as Mockingbird reads the Xcode project. Pruning reads
# the sources of the test target that is built (PRUNE_SCAN=framework), or the whole upstream
# test bundle (PRUNE_SCAN=bundle: E2E and generator tests too, as Mockingbird's build phase
# reads its MockingbirdTests target, of which only Framework/ is run here).
phase "generating mocks ($SETTINGS)"
MOCKS="$WORK/Tests/MockingbirdTests/Mocks"
mkdir -p "$MOCKS"
GEN_FLAGS=(--prune "$PRUNE" --disable-cache)
if [ "$PRUNE" != disable ]; then
  case "$PRUNE_SCAN" in
    framework) GEN_FLAGS+=(--test-sources "$WORK/Tests/MockingbirdTests/Upstream") ;;
    bundle) GEN_FLAGS+=(--test-sources "$WORK/PruneScan") ;;
  esac
fi
[ "$MODE" = support ] && GEN_FLAGS+=(--support "$MOCKINGBIRD/Sources/MockingbirdSupport")
generate_mocks() {
  local module excl
  for module in MockingbirdTestsHost MockingbirdShadowedTestsHost; do
    excl=$(python3 "$HELPER" exclude-list --work "$WORK" --module "$module")
    "$BIN" generate --package "$WORK" --target "$module" "${GEN_FLAGS[@]}" \
      ${excl:+--exclude "$excl"} --verbose \
      --output "$MOCKS/${module}Mocks.generated.swift" >"$WORK/generate-$module.log" 2>&1 \
      || { cat "$WORK/generate-$module.log"; broke "lyrebird generate failed for $module"; }
  done
}
generate_mocks
"$BIN" generate "$CANARY/RunnerCanaryFeeder.swift" --module MockingbirdTests --disable-module-import \
  --output "$CANARY/RunnerCanaryFeederMocks.generated.swift" >"$WORK/generate-canary.log" 2>&1 \
  || { cat "$WORK/generate-canary.log"; broke "lyrebird generate failed for the canary"; }

# -- build the tests, by file ------------------------------------------------------------------
phase "building the tests"
MOCK_BROKEN=0
MOCK_ERROR_COUNT=0
MOCK_ERRORS_SEEN=0
FIRST_MOCK_ERROR=""
for round in $(seq 1 40); do
  if swift build "${BUILD_FLAGS[@]}" --build-tests >"$WORK/test-build.log" 2>&1; then
    break
  fi
  grep -q ': error:' "$WORK/test-build.log" || { tail -30 "$WORK/test-build.log"; broke "test build failed without compiler errors"; }
  [ "$round" -lt 40 ] || broke "the tests still don't build after $round rounds"
  res=$(python3 "$HELPER" lose-files --work "$WORK" "$WORK/test-build.log") || broke "can't read $WORK/test-build.log"
  read -r nmock ncanary nother nmoved < <(python3 -c 'import json,sys; r=json.loads(sys.argv[1]); print(r["mock_errors"], len(r["canary_errors"]), len(r["other_errors"]), len(r["moved"]))' "$res")
  [ "$ncanary" = 0 ] || { grep -m5 'Canary/.*: error:' "$WORK/test-build.log"; broke "the canary doesn't compile"; }
  if [ "$nmock" != 0 ] && [ "$MOCK_ERRORS" = exclude ]; then
    # MOCK_ERRORS=exclude: the types whose mocks have errors are generated no more (--exclude);
    # the test files that need them then fail to compile and are lost on the next rounds.
    nexcl=$(python3 "$HELPER" mock-exclude --work "$WORK" --log "$LOG" "$WORK/test-build.log") \
      || broke "can't map the mock errors to mocked types ($WORK/test-build.log)"
    MOCK_ERRORS_SEEN=$((MOCK_ERRORS_SEEN + nmock))
    echo "   round $round: $nmock errors in the mocks; $nexcl mocked types left out, generating again"
    generate_mocks
    continue
  fi
  if [ "$nmock" != 0 ]; then
    # The mocks are compiled into the test target, so every upstream test is lost. The mock
    # files and the upstream tests move out so the canary still runs.
    MOCK_BROKEN=1
    MOCK_ERROR_COUNT=$nmock
    FIRST_MOCK_ERROR=$(python3 "$HELPER" mock-categories --first "$WORK/mock-errors.txt")
    echo "   round $round: the generated mocks don't compile ($nmock errors); every test is lost"
    mkdir -p "$WORK/lost-mocks" "$WORK/lost"
    mv "$MOCKS"/*.swift "$WORK/lost-mocks/"
    mv "$WORK/Tests/MockingbirdTests/Upstream" "$WORK/lost/Upstream"
    continue
  fi
  if [ "$nmoved" = 0 ]; then
    grep -m5 ': error:' "$WORK/test-build.log" >&2
    broke "errors outside the test files ($WORK/test-build.log)"
  fi
  echo "   round $round: $nmoved test files with errors moved out"
done

# -- run ---------------------------------------------------------------------------------------
# XCTest stops at a crash; the tests without a result run again (by name) until none is left or
# a run gives no new result. A test that started and never finished counts as failed.
phase "running the tests"
mkdir -p "$WORK/test-output"
echo '{}' >"$WORK/results.json"
for run in $(seq 1 20); do
  out="$WORK/test-output/run-$run.txt"
  filter_args=()
  if [ "$run" -gt 1 ]; then
    filter=$(python3 "$HELPER" test-filter --work "$WORK" --results "$WORK/results.json" \
      --also RunnerCanaryTests.testCanaryMustFail RunnerCanaryTests.testCanaryMustPass)
    [ -n "$filter" ] || break
    filter_args=(--filter "$filter")
  fi
  swift test --package-path "$WORK" --skip-build "${filter_args[@]}" >"$out" 2>&1 || true
  before=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$WORK/results.json")
  python3 "$HELPER" test-results "$WORK"/test-output/run-*.txt >"$WORK/results.json.new"
  mv "$WORK/results.json.new" "$WORK/results.json"
  after=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' "$WORK/results.json")
  [ "$after" -gt "$before" ] || break
done

# -- canaries ----------------------------------------------------------------------------------
canary() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get(sys.argv[2], "none"))' "$WORK/results.json" "RunnerCanaryTests.$1"; }
MUST_FAIL=$(canary testCanaryMustFail)
MUST_PASS=$(canary testCanaryMustPass)
echo "canaries: must-fail $MUST_FAIL, must-pass $MUST_PASS"

# -- summary -----------------------------------------------------------------------------------
if [ -s "$WORK/mock-errors.txt" ]; then
  echo "errors in the generated mocks, by kind ($WORK/mock-errors.txt):"
  python3 "$HELPER" mock-categories --limit 40 "$WORK/mock-errors.txt"
fi
echo "edit log: $LOG"
echo "summary: $SUMMARY (took $((SECONDS - START))s)"
python3 "$HELPER" summary --work "$WORK" --results "$WORK/results.json" --settings "$SETTINGS" \
  --mock-broken "$MOCK_BROKEN" --mock-error-count "$MOCK_ERROR_COUNT" \
  --first-mock-error "$FIRST_MOCK_ERROR" --out "$SUMMARY" || broke "summary failed"
if [ "$MUST_FAIL" = passed ]; then
  echo "canary passed: failures don't reach the runner" >&2
  exit 3
fi
[ "$MUST_FAIL" = failed ] || broke "the must-fail canary gave no result ($MUST_FAIL)"
[ "$MUST_PASS" = passed ] || broke "the must-pass canary didn't pass ($MUST_PASS): passes don't reach the runner"
exit 0
