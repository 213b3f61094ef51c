#!/usr/bin/env bash
# Runs Mockolo 2.6.1's fixture tests (each test's source fixture generated with its options, the
# output's non-blank lines compared with the expected fixture's) against
# `lyrebird generate --dialect mockolo` (README.md beside this file).
#
#   MOCKOLO=<a checkout of 2.6.1>        (or MOCKOLO_GIT=<Mockolo's git dir>, whose tag is extracted)
#   LYREBIRD_BIN, LYREBIRD, UPSTREAM_WORK as for the other runners
#   IGNORE_INDENTATION=1                 compares the lines without their leading whitespace
#
# Prints `mockolo 2.6.1 fixture tests: identical I, different D, not generated G, skipped S, of N`,
# and writes each difference to $UPSTREAM_WORK/mockolo-fixtures/diffs/.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec python3 "$here/mockolo_fixtures.py"
