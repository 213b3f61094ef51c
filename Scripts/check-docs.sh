#!/usr/bin/env bash
# Builds the DocC documentation of the runtime (Sources/Lyrebird/Lyrebird.docc and every doc comment)
# and fails on any warning, so broken symbol links and stale articles can't land. CI runs this.
# The archive goes to .build/plugins/Swift-DocC/outputs/Lyrebird.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

log=.build-docs.log
# LYREBIRD_DOCC adds swift-docc-plugin to Package.swift, so packages that use Lyrebird never resolve it.
LYREBIRD_DOCC=1 swift package generate-documentation --target Lyrebird --warnings-as-errors 2>&1 | tee "$log"
# DocC already fails on its own warnings; this also catches the compiler's in the documented module.
if grep -E "(warning|error): " "$log" | grep -E "Sources/Lyrebird/|\.docc|^(warning|error): "; then
  echo "error: the documentation built with warnings" >&2
  exit 1
fi
