#!/usr/bin/env bash
# Runs Mockable 0.6.4's own runtime suite (Tests/MockableTests, XCTest) against Lyrebird's Mockable
# dialect (README.md beside this file).
#
#   MOCKABLE=<a checkout of 0.6.4>        (or MOCKABLE_GIT=<Mockable's git dir>, whose tag is extracted)
#   LYREBIRD=<a Lyrebird checkout>        (default: the one holding this script)
#   LYREBIRD_BIN=<a lyrebird binary>      (default: built from LYREBIRD)
#   UPSTREAM_WORK=<work folder>           (default: upstream-work beside this checkout; never inside it)
#
# Prints `mockable 0.6.4: passed P, failed at run time F, in files that don't compile C, of N`, the
# files that don't compile with their first error and the tests that failed; writes them to
# $UPSTREAM_WORK/mockable/summary.txt and every edit of the upstream files to …/edits.log.
# Exits 0 when the suite ran, 2 on bad settings, 3 when the runner broke.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec python3 "$here/mockable_runner.py"
