#!/usr/bin/env bash
# End-to-end check of `lyrebird install` / `uninstall` on a package made by
# `swift package init --type library`:
#   1. install --dry-run writes nothing; install adds Lyrebird (by relative local path), the
#      product, the plugin and lyrebird.yml;
#   2. the package's tests mock its protocol with plugin-generated mocks, and a failed
#      verification is recorded as a Swift Testing issue (withKnownIssue fails otherwise); the
#      plugin mocks only the types the tests name: an edit naming no new type leaves the mock file's
#      bytes and modification time alone, and a test naming a new type gets its mock on the next build;
#   3. uninstall brings Package.swift back byte for byte and removes the untouched config.
#
# Usage: Scripts/check-install.sh [path/to/lyrebird]   (default: .build/debug/lyrebird)
# The package and its build cache live in .build-install-check/ (gitignored).
set -euo pipefail

LYREBIRD=${1:-}
[[ -n $LYREBIRD && $LYREBIRD != /* ]] && LYREBIRD=$PWD/$LYREBIRD
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
LYREBIRD=${LYREBIRD:-$ROOT/.build/debug/lyrebird}
WORK=$ROOT/.build-install-check
PACKAGE=$WORK/Shelter

rm -rf "$PACKAGE"
mkdir -p "$PACKAGE"
cd "$PACKAGE"
swift package init --type library --name Shelter >/dev/null
cp Package.swift "$WORK/Package.swift.before"

# The commands as the README and docs/MIGRATION.md write them: a dry run that writes nothing, then
# the install, with --sources and a relative --lyrebird-path (the checkout is two levels up).
"$LYREBIRD" install --target ShelterTests --sources Shelter --lyrebird-path ../.. --dry-run
if ! cmp -s Package.swift "$WORK/Package.swift.before" || [[ -e lyrebird.yml ]]; then
  echo "error: install --dry-run wrote to the package" >&2
  exit 1
fi
"$LYREBIRD" install --target ShelterTests --sources Shelter --lyrebird-path ../..

cat > Sources/Shelter/Shelter.swift <<'SWIFT'
public protocol Feeder {
  func portions(for animal: String) -> Int
}

public protocol Kennel {
  func beds() -> Int
}

public struct Shelter {
  let feeder: any Feeder
  public init(feeder: any Feeder) { self.feeder = feeder }
  public func dailyPortions(for animals: [String]) -> Int {
    animals.reduce(0) { $0 + feeder.portions(for: $1) }
  }
}
SWIFT
cat > Tests/ShelterTests/ShelterTests.swift <<'SWIFT'
import Lyrebird
import Testing
@testable import Shelter

@Test func portionsAddUp() {
  let feeder = mock(Feeder.self)
  given(feeder.portions(for: "cat")).willReturn(2)
  given(feeder.portions(for: "dog")).willReturn(3)
  #expect(Shelter(feeder: feeder).dailyPortions(for: ["cat", "dog", "cat"]) == 7)
  verify(feeder.portions(for: "cat")).wasCalled(twice)
}

@Test func aMissedVerificationIsATestIssue() {
  let feeder = mock(Feeder.self)
  withKnownIssue {
    verify(feeder.portions(for: any())).wasCalled()
  } matching: { issue in
    String(describing: issue).contains("portions(for:")
  }
}
SWIFT
# LYREBIRD_CONSUMER_SCRATCH: a build folder shared with other packages that depend on this checkout
# (CI shares one with the Examples), so swift-syntax and Lyrebird are compiled once for all of them.
SCRATCH=${LYREBIRD_CONSUMER_SCRATCH:-$WORK/build}
swift test --scratch-path "$SCRATCH"

# Pruning: only what the tests name is mocked, and the mocks follow the tests.
MOCKS=$(find "$SCRATCH/plugins/outputs" -path '*/ShelterTests/*' -name 'Shelter_ShelterMocks.swift' | head -n 1)
modified() { stat -c %y "$1" 2>/dev/null || stat -f %Fm "$1"; }
if [[ -z $MOCKS ]] || ! grep -q 'class FeederMock' "$MOCKS" || grep -q 'class KennelMock' "$MOCKS"; then
  echo "error: the plugin did not mock exactly the types the tests name (FeederMock, not KennelMock) in '$MOCKS'" >&2
  exit 1
fi
before=$(modified "$MOCKS")
cp "$MOCKS" "$WORK/mocks.before"
echo '// An edit that names no new type.' >>Tests/ShelterTests/ShelterTests.swift
swift build --build-tests --scratch-path "$SCRATCH" >/dev/null
if [[ $(modified "$MOCKS") != "$before" ]] || ! cmp -s "$MOCKS" "$WORK/mocks.before"; then
  echo "error: a test edit that names no new type rewrote $MOCKS" >&2
  exit 1
fi
cat >>Tests/ShelterTests/ShelterTests.swift <<'SWIFT'

@Test func kennelsHaveBeds() {
  let kennel = mock(Kennel.self)
  given(kennel.beds()).willReturn(4)
  #expect(kennel.beds() == 4)
}
SWIFT
swift test --scratch-path "$SCRATCH"
if ! grep -q 'class KennelMock' "$MOCKS"; then
  echo "error: a test naming Kennel did not get KennelMock on the next build" >&2
  exit 1
fi

"$LYREBIRD" uninstall --target ShelterTests
if ! cmp -s Package.swift "$WORK/Package.swift.before"; then
  echo "error: uninstall did not restore Package.swift:" >&2
  diff -u "$WORK/Package.swift.before" Package.swift >&2 || true
  exit 1
fi
if [[ -e lyrebird.yml ]]; then
  echo "error: uninstall left the starter lyrebird.yml behind" >&2
  exit 1
fi
echo "install / uninstall round trip: OK"
