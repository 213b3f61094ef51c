#!/usr/bin/env bash
# Runs Cuckoo 2.4.0's own Tests/Swift suite against Lyrebird (README.md beside this file).
#
#   CUCKOO=<a checkout of Cuckoo 2.4.0>  (or CUCKOO_GIT=<Cuckoo's git dir>, whose tag 2.4.0 is extracted)
#   LYREBIRD=<a Lyrebird checkout>       (default: the one holding this script)
#   LYREBIRD_BIN=<a built lyrebird>      (default: `swift build --product lyrebird` in LYREBIRD)
#   UPSTREAM_WORK=<work folder>          (default: upstream-work beside this checkout; never inside it)
#
# Prints `cuckoo 2.4.0: passed P, failed at run time F, in files that don't compile C, of N`, the files
# that don't compile with their first error and the tests that failed; writes them to
# $UPSTREAM_WORK/cuckoo/summary.txt and every edit of the upstream files to …/edits.log.
# Exits 0 when the suite ran, 2 on bad settings, 3 when the runner broke.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec python3 "$here/upstream_runner.py" cuckoo
