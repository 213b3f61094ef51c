#!/usr/bin/env bash
# Runs Mockery 0.1.1's, 0.3.3's and 0.7.0's own test suites (Quick/Nimble) against Lyrebird
# (README.md beside this file).
#
#   MOCKERY_0_1_1, MOCKERY_0_3_3, MOCKERY_0_7_0=<a checkout of that version>
#                                        (or MOCKERY_GIT=<Mockery's git dir>, whose tags are extracted)
#   MOCKERY_VERSIONS="0.1.1 0.3.3 0.7.0" (default: all three)
#   LYREBIRD=<a Lyrebird checkout>       (default: the one holding this script)
#   UPSTREAM_WORK=<work folder>          (default: upstream-work beside this checkout; never inside it)
#
# Prints `mockery V: passed P, failed at run time F, in files that don't compile C, of N` for each
# version, the files that don't compile with their first error and the examples that failed; writes
# them to $UPSTREAM_WORK/mockery/summary.txt and every edit of the upstream files to …/edits.log.
# Exits 0 when the suites ran, 2 on bad settings, 3 when the runner broke.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec python3 "$here/upstream_runner.py" mockery
