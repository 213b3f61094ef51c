#!/usr/bin/env python3
"""Runs Mockable 0.6.4's own runtime suite (Tests/MockableTests) against Lyrebird's Mockable dialect.

`mockable.sh` calls this file; README.md beside it says how. The package in the work folder holds
the suite's files, their imports moved by `lyrebird migrate --from mockable` (logged), in a test
target with Mockable's own settings for it (MOCKING, StrictConcurrency, ExistentialAny, Swift 5 and
6 modes). The macro-expansion tests (Tests/MockableMacroTests) test Mockable's own expansion text
and are left out. Shares the runner's steps with upstream_runner.py.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import upstream_runner as r  # noqa: E402

TAG = "0.6.4"

CANARY = """// Written by Lyrebird's upstream-suite runner, not part of Mockable: the test must fail, so that
// the runner knows a failed verification reaches XCTest on Linux.
import LyrebirdMockable
import XCTest

@Mockable
protocol LyrebirdRunnerCanaryService {
    func ping()
}

final class LyrebirdRunnerCanaryTests: XCTestCase {
    func testVerifyingACallNeverMadeFails() {
        verify(MockLyrebirdRunnerCanaryService()).ping().called(.once)
    }
}
"""


def package(lyrebird: Path) -> str:
    return r.package_header(lyrebird) + """
// Mockable's Package.swift (MOCKABLE_TEST=true) builds Tests/MockableTests into one test target with
// these settings; here it depends on Lyrebird's Mockable dialect in place of Mockable.
let package = Package(
  name: "MockableUpstreamSuite",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Lyrebird", path: lyrebird),
  ],
  targets: [
    .testTarget(
      name: "MockableTests",
      dependencies: [
        .product(name: "LyrebirdMockable", package: "Lyrebird"),
        .product(name: "Lyrebird", package: "Lyrebird"),
      ],
      swiftSettings: [
        .define("MOCKING"),
        .enableExperimentalFeature("StrictConcurrency"),
        .enableUpcomingFeature("ExistentialAny"),
      ]
    ),
  ],
  swiftLanguageModes: [.v5, .version("6")]
)
"""


def run_mockable() -> int:
    started = time.time()
    lyrebird, given_bin = r.lyrebird_settings()
    work = r.work_folder("mockable", lyrebird)
    command_log = work / "commands.log"
    command_log.write_text("")
    log = r.EditLog(work / "edits.log")
    print(f"edits are logged in {log.path}; commands and their output in {command_log}", flush=True)
    src = r.checkout_from("MOCKABLE", "MOCKABLE_GIT", TAG, work, "Tests/MockableTests")
    binary = r.lyrebird_binary(lyrebird, given_bin, command_log)
    pkg = work / "pkg"
    lost_dir = work / "lost"
    import shutil
    shutil.rmtree(lost_dir, ignore_errors=True)

    stage = r.Stage()
    stage.put("Package.swift", package(lyrebird))
    log.add("Package.swift", "the runner's package: Tests/MockableTests on LyrebirdMockable, Mockable's settings")
    log.leave_out("Tests/MockableMacroTests", "they test Mockable's own macro expansion text")
    test_counts: dict[str, int] = {}
    for path in sorted((src / "Tests/MockableTests").rglob("*.swift")):
        rel = path.relative_to(src).as_posix()
        text = path.read_text(encoding="utf-8")
        reason = r.leave_out_reason(text)
        if reason:
            log.leave_out(rel, reason)
            continue
        text = r.migrate_imports(binary, "mockable", text, rel, log)
        stage.put(rel, text)
        test_counts[rel] = r.count_xctest_and_swift_testing(text)
    canary_rel = f"Tests/MockableTests/{r.CANARY_PREFIX}Tests.swift"
    stage.put(canary_rel, CANARY)
    log.add(canary_rel, "the runner's must-fail canary, not counted")
    log.flush()
    stage.sync(pkg, managed=["Tests"], keep=[])

    result = r.SuiteResult(f"mockable {TAG}")
    results = {"mockable": result}
    setup = r.BuildSetup(pkg=pkg, scratch=work / ".build", lost_dir=lost_dir, test_dirs=["Tests/MockableTests"],
                         mocks_paths=[], count=r.count_xctest_and_swift_testing, owner=lambda rel: "mockable",
                         command_log=command_log, log=log)
    if r.build_dropping_files(setup, results):
        print("  running the tests …", flush=True)
        outcomes, exit_code, _ = r.run_until_done(pkg, setup.scratch, dict(os.environ), command_log, work,
                                                  swift_testing=False)
        others, result.canary = r.check_canaries(
            outcomes, {"LyrebirdRunnerCanaryTests": "ping() was called 0 times"}, exit_code)
        if not others:
            raise r.RunnerBroke("no test results were found in the output")
        result.passed = [t for t in others if t.passed]
        result.failed = [t for t in others if not t.passed]
        kept = sum(n for rel, n in test_counts.items() if not (lost_dir / rel).exists())
        if kept != len(others):
            result.notes.append(f"the files that compile declare {kept} tests; {len(others)} ran")
    return r.report([result], work, log, time.time() - started)


def main() -> int:
    try:
        return run_mockable()
    except r.BadSettings as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except r.RunnerBroke as error:
        print(f"error: the runner broke: {error}", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
