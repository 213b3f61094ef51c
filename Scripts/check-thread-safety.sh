#!/usr/bin/env bash
# Runs the concurrency stress tests (ConcurrencyTests: many threads calling, stubbing and verifying
# one mock; every call must be recorded) under the thread sanitizer. Fails on a failing test or on
# any ThreadSanitizer report.
#
# Usage: Scripts/check-thread-safety.sh
#
# The sanitized build lives in .build-tsan/ (gitignored), apart from the normal build, which it
# would otherwise invalidate. A first build compiles swift-syntax too and takes 10-20 minutes on
# 2 cores; a rebuild after a change takes as long as the changed targets.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
LOG=.build-tsan/check-thread-safety.log
mkdir -p .build-tsan
status=0
TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1} swift test --sanitize=thread --scratch-path .build-tsan \
  --filter ConcurrencyTests 2>&1 | tee "$LOG" || status=$?
if grep -q "ThreadSanitizer" "$LOG"; then
  echo "error: ThreadSanitizer reported a data race (see $LOG)" >&2
  exit 1
fi
if [[ $status -ne 0 ]]; then
  echo "error: the sanitized concurrency tests failed (exit $status, see $LOG)" >&2
  exit "$status"
fi
if ! grep -qE "Test run with [1-9][0-9]* tests? .*passed|Executed [1-9]" "$LOG"; then
  echo "error: no concurrency test ran (see $LOG)" >&2
  exit 1
fi
echo "Thread sanitizer: ConcurrencyTests clean."
