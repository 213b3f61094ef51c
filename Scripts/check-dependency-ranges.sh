#!/usr/bin/env bash
# Proves a user's package can pick either end of Lyrebird's dependency ranges: a small consumer
# package depends on this checkout of Lyrebird (by path) and pins, one run at a time, each end the package
# mirror has. Every run must resolve; it prints what resolved. At both Yams ends it also builds the
# `lyrebird` executable (the generator reads lyrebird.yml with Yams) and a target using `Lyrebird`,
# and runs the executable on a good and a broken lyrebird.yml, and on a broken Cuckoofile.toml (TOMLKit,
# whose range starts at 0.6.0, the mirror's one release, which is resolved on its own as well).
# swift-syntax is only resolved here: Scripts/check-swift-syntax-range.sh builds and tests its ends.
# The resolve-only runs use a scratch directory of their own; one other serves both builds, so
# swift-syntax is compiled once. LYREBIRD_CONSUMER_SCRATCH names that one when other packages that
# depend on this checkout share it (CI shares it with the Examples and the install check).
# Usage: Scripts/check-dependency-ranges.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root=$(pwd)
mkdir -p "$work/consumer/Sources/RangeConsumer"
consumer="$work/consumer"
resolve_scratch="$work/resolve"
scratch="${LYREBIRD_CONSUMER_SCRATCH:-$work/build}"
[[ $scratch == /* ]] || scratch="$root/$scratch"
cat >"$consumer/Sources/RangeConsumer/RangeConsumer.swift" <<'EOF'
import Lyrebird

func makeRecorder() -> Mock { Mock() }
EOF

# pin URL VERSION PRODUCT PACKAGE: the consumer's manifest, with PACKAGE pinned to VERSION exactly.
pin() {
  cat >"$consumer/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "RangeConsumer",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Lyrebird", path: "$root"),
    .package(url: "$1", exact: "$2"),
  ],
  targets: [
    .target(
      name: "RangeConsumer",
      dependencies: [.product(name: "Lyrebird", package: "Lyrebird"), .product(name: "$3", package: "$4")]
    )
  ]
)
EOF
  rm -f "$consumer/Package.resolved"
}

# resolve IDENTITY VERSION [SCRATCH]: resolves (in the resolve-only scratch unless given one), prints
# every resolved package, checks IDENTITY got VERSION.
resolve() {
  (cd "$consumer" && swift package --scratch-path "${3:-$resolve_scratch}" resolve)
  awk -F'"' '/"identity"/ { id = $4 } /"version"/ && id { print "   " id " " $4; id = "" }' \
    "$consumer/Package.resolved" | tee "$work/resolved"
  grep -qx "   $1 $2" "$work/resolved" || { echo "error: $1 did not resolve to $2" >&2; exit 1; }
}

# Every end resolves before anything builds, so a range that excludes one fails in seconds.
for version in 600.0.1 603.0.1; do
  echo "== swift-syntax $version: resolve"
  pin https://github.com/swiftlang/swift-syntax "$version" SwiftSyntax swift-syntax
  resolve swift-syntax "$version"
done
for version in 5.0.1 6.2.2; do
  echo "== Yams $version: resolve"
  pin https://github.com/jpsim/Yams "$version" Yams Yams
  resolve yams "$version"
done
# TOMLKit's range starts at 0.6.0, the one release the mirror has; the builds below use it.
echo "== TOMLKit 0.6.0: resolve"
pin https://github.com/LebJe/TOMLKit 0.6.0 TOMLKit TOMLKit
resolve tomlkit 0.6.0

# The newest first: it is what the other packages sharing the scratch directory resolved.
for version in 6.2.2 5.0.1; do
  echo "== Yams $version: build lyrebird and a target using Lyrebird, run lyrebird"
  pin https://github.com/jpsim/Yams "$version" Yams Yams
  resolve yams "$version" "$scratch" >/dev/null
  start=$SECONDS
  (cd "$consumer" && swift build --scratch-path "$scratch" --product lyrebird && swift build --scratch-path "$scratch")
  echo "   built in $((SECONDS - start)) s"
  # The built generator reads a config with this Yams: a good one generates, a broken one is located.
  smoke="$work/smoke-$version"
  mkdir -p "$smoke/Sources"
  printf 'protocol Bird {\n  func sing() -> String\n}\n' >"$smoke/Sources/Bird.swift"
  printf 'modules:\n  Aviary:\n    sources: [Sources]\n    output: BirdMocks.swift\n' >"$smoke/lyrebird.yml"
  printf 'modules:\n  Aviary: [\n' >"$smoke/broken.yml"
  "$scratch/debug/lyrebird" generate --config "$smoke/lyrebird.yml" --disable-cache --quiet
  grep -q "class BirdMock" "$smoke/BirdMocks.swift"
  if message="$("$scratch/debug/lyrebird" generate --config "$smoke/broken.yml" 2>&1)"; then
    echo "error: a broken lyrebird.yml was accepted" >&2
    exit 1
  fi
  echo "$message" | grep -qE "broken.yml:[0-9]+:[0-9]+: error: invalid YAML" \
    || { echo "error: unexpected message for a broken lyrebird.yml: $message" >&2; exit 1; }
  echo "   generated a mock; a broken config reports: ${message##*/}"
  # TOMLKit is linked too: a broken Cuckoofile is located.
  printf '[modules.Aviary\n' >"$smoke/Cuckoofile.toml"
  if message="$("$scratch/debug/lyrebird" generate --config "$smoke/Cuckoofile.toml" 2>&1)"; then
    echo "error: a broken Cuckoofile.toml was accepted" >&2
    exit 1
  fi
  echo "$message" | grep -qE "Cuckoofile.toml:1:[0-9]+: error: invalid TOML" \
    || { echo "error: unexpected message for a broken Cuckoofile.toml: $message" >&2; exit 1; }
done

echo "dependency range check passed: swift-syntax 600.0.1 and 603.0.1 resolve;" \
  "Yams 5.0.1 and 6.2.2 resolve, build and run lyrebird (with TOMLKit 0.6.0) ($SECONDS s)"
