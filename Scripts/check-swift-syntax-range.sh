#!/usr/bin/env bash
# Builds the macro and the generator against the lowest and highest swift-syntax versions the
# package mirror has, and runs the tests that expand @Mockable and use generated mocks, proving
# the declared range "600.0.0"..<"604.0.0" really works.
# Usage: Scripts/check-swift-syntax-range.sh [VERSION…]   (default: 600.0.1 603.0.1)
set -euo pipefail
cd "$(dirname "$0")/.."
versions=("$@")
[ ${#versions[@]} -eq 0 ] && versions=(600.0.1 603.0.1)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for version in "${versions[@]}"; do
  copy="$work/lyrebird-$version"
  mkdir -p "$copy"
  git archive HEAD | tar -x -C "$copy"
  sed -i "s|\"600.0.0\"..<\"604.0.0\"|exact: \"$version\"|" "$copy/Package.swift"
  grep -q "exact: \"$version\"" "$copy/Package.swift"
  echo "== swift-syntax $version"
  (cd "$copy" && swift build --scratch-path "$PWD/.build-syntax-$version" --product LyrebirdMacros \
    && swift build --scratch-path "$PWD/.build-syntax-$version" --product lyrebird \
    && swift test --scratch-path "$PWD/.build-syntax-$version" --filter "LyrebirdMacrosTests|LyrebirdEndToEndTests")
  resolved="$(cd "$copy" && swift package --scratch-path "$PWD/.build-syntax-$version" show-dependencies 2>/dev/null | grep -o 'swift-syntax<[^>]*>' | head -1)"
  echo "   built with $resolved"
done
echo "swift-syntax range check passed: ${versions[*]}"
