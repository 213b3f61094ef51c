#!/usr/bin/env python3
"""Runs Cuckoo's and Mockery's own test suites against Lyrebird, from checkouts outside this repo.

`cuckoo.sh` and `mockery.sh` call this file; README.md beside it says how to run them. For each
suite it lays out a SwiftPM package in a work folder outside the repo from the checkout's sources
and tests, logs every edit it makes to them, builds, moves out each test file that doesn't compile
(its tests count as lost) until the rest builds, runs the tests, checks that a must-fail canary of
our own fails, and prints one summary line per suite:

    cuckoo 2.4.0: passed P, failed at run time F, in files that don't compile C, of N

Nothing of the upstream projects is kept in this repo: every file the package holds is copied from
the checkout (and edited as logged) or written here.

Exit codes: 0 the suite ran (whatever it counted), 2 bad settings, 3 the runner broke (a build error
it can't pin on a test file, a canary that passed or didn't run, no test results).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent  # the Lyrebird checkout holding this script

# Modules Linux doesn't have: a file importing one is left out.
APPLE_ONLY_MODULES = {
    "OCMock", "SwiftUI", "WebKit", "UIKit", "AppKit", "Combine", "ObjectiveC", "CoreData", "MapKit",
}
# Objective-C runtime features (`@objc`, `@objcMembers`, `#selector`): Linux has no Objective-C runtime.
OBJC_RE = re.compile(r"(^|\s)@objc(Members)?\b|#selector\s*\(")
IMPORT_RE = re.compile(r"^\s*(?:@testable\s+)?import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?(\w+)")

CANARY_PREFIX = "LyrebirdRunnerCanary"


class RunnerBroke(Exception):
    """The runner itself failed: exit 3."""


class BadSettings(Exception):
    """The environment names something missing: exit 2."""


# ---------------------------------------------------------------------------------------------
# Logging of edits


class EditLog:
    def __init__(self, path: Path):
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self.file = path.open("w", encoding="utf-8")
        self.count = 0

    def edit(self, file: str, line: int, old: str, new: str, why: str):
        self.count += 1
        self.file.write(f"EDIT {file}:{line}: {old.strip()}  =>  {new.strip()}   [{why}]\n")

    def leave_out(self, file: str, why: str):
        self.file.write(f"LEAVE OUT {file}: {why}\n")

    def add(self, file: str, why: str):
        self.file.write(f"ADD {file}: {why}\n")

    def note(self, text: str):
        self.file.write(f"NOTE {text}\n")

    def flush(self):
        self.file.flush()


# ---------------------------------------------------------------------------------------------
# The package in the work folder


class Stage:
    """The files the package should hold, written into it only where they changed (so a rerun
    recompiles only what changed) and with files from an earlier run removed."""

    def __init__(self):
        self.files: dict[str, bytes] = {}

    def put(self, rel: str, content: str | bytes):
        self.files[rel] = content.encode("utf-8") if isinstance(content, str) else content

    def sync(self, root: Path, managed: list[str], keep: list[str]):
        root.mkdir(parents=True, exist_ok=True)
        for rel, data in self.files.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.exists() or path.read_bytes() != data:
                path.write_bytes(data)
        for top in managed:
            base = root / top
            if not base.exists():
                continue
            for path in sorted(base.rglob("*"), reverse=True):
                rel = path.relative_to(root).as_posix()
                if any(rel == k or rel.startswith(k + "/") for k in keep):
                    continue
                if path.is_file() and rel not in self.files:
                    path.unlink()
                elif path.is_dir() and not any(path.iterdir()):
                    path.rmdir()


def leave_out_reason(text: str) -> str | None:
    """Why Linux can't build a file: an Apple-only import or the Objective-C runtime outside any
    `#if` (code under `#if os(iOS)` or `#if canImport(…)` is the file's own answer); else None."""
    unconditional = []
    depth = 0
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#if"):
            depth += 1
        elif stripped.startswith("#endif"):
            depth = max(0, depth - 1)
        elif depth == 0:
            unconditional.append((number, line.split("//", 1)[0]))
    for number, code in unconditional:
        match = IMPORT_RE.match(code)
        if match and match.group(1) in APPLE_ONLY_MODULES:
            return f"imports {match.group(1)} (line {number}), which Linux doesn't have"
    for number, code in unconditional:
        if OBJC_RE.search(code):
            return f"uses the Objective-C runtime ({code.strip()[:60]!r}, line {number}), which Linux doesn't have"
    return None


def migrate_imports(binary: Path, framework: str, text: str, rel: str, log: EditLog) -> str:
    """The file's imports moved by `lyrebird migrate --from FRAMEWORK`, as a user moves them; each
    changed line is logged. The file is migrated alone, in a scratch package of its own."""
    import tempfile
    with tempfile.TemporaryDirectory(prefix="lyrebird-migrate-") as scratch:
        path = Path(scratch) / "Tests" / "Migrated.swift"
        path.parent.mkdir(parents=True)
        path.write_text(text, encoding="utf-8")
        code, output = run([str(binary), "migrate", "--from", framework, "--package-path", scratch])
        if code != 0:
            raise RunnerBroke(f"`lyrebird migrate --from {framework}` failed on {rel}:\n{output}")
        new = path.read_text(encoding="utf-8")
    old_lines, new_lines = text.splitlines(keepends=True), new.splitlines(keepends=True)
    if len(old_lines) != len(new_lines):
        raise RunnerBroke(f"`lyrebird migrate` changed the number of lines of {rel}")
    for number, (old, changed) in enumerate(zip(old_lines, new_lines), 1):
        if old != changed:
            log.edit(rel, number, old, changed, f"lyrebird migrate --from {framework}")
    return new


# ---------------------------------------------------------------------------------------------
# Counting


XCTEST_FUNC_RE = re.compile(r"^\s*(?:@\w+\s+)*(?:override\s+)?func\s+test\w*\s*\(\s*\)", re.M)
SWIFT_TESTING_RE = re.compile(r"^\s*@Test\b", re.M)
QUICK_IT_RE = re.compile(r"^\s*[fx]?it\s*\(", re.M)


def count_xctest_and_swift_testing(text: str) -> int:
    """Swift Testing's `@Test` functions, and XCTest's `func test…()` that aren't one of them."""
    count = len(SWIFT_TESTING_RE.findall(text))
    for match in XCTEST_FUNC_RE.finditer(text):
        before = text[:match.start()].rstrip().rsplit("\n", 1)[-1]
        if "@Test" not in before and "@Test" not in match.group(0):
            count += 1
    return count


def count_quick(text: str) -> int:
    return len(QUICK_IT_RE.findall(text))


# ---------------------------------------------------------------------------------------------
# Building


ERROR_RE = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): error: (.*)$", re.M)


@dataclass
class LostFile:
    rel: str
    tests: int
    error: str


@dataclass
class TestResult:
    name: str
    passed: bool
    message: str = ""


@dataclass
class SuiteResult:
    label: str
    passed: list = field(default_factory=list)
    failed: list = field(default_factory=list)
    lost: list = field(default_factory=list)
    mocks_error: str | None = None
    mocks_left_out: dict = field(default_factory=dict)  # type -> why its mock was left out
    canary: str = ""
    notes: list = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> str:
        c = sum(f.tests for f in self.lost)
        n = len(self.passed) + len(self.failed) + c
        return (f"{self.label}: passed {len(self.passed)}, failed at run time {len(self.failed)}, "
                f"in files that don't compile {c}, of {n}")


def run(cmd: list[str], cwd: Path | None = None, env: dict | None = None, log_to: Path | None = None,
        timeout: int | None = None) -> tuple[int, str]:
    started = time.time()
    proc = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          timeout=timeout)
    output = proc.stdout.decode("utf-8", errors="replace")
    if log_to:
        with log_to.open("a", encoding="utf-8") as f:
            f.write(f"\n$ {' '.join(cmd)}   (in {cwd}, {time.time() - started:.0f} s, exit {proc.returncode})\n")
            f.write(output)
    return proc.returncode, output


@dataclass
class BuildSetup:
    pkg: Path
    scratch: Path
    lost_dir: Path
    test_dirs: list  # paths (relative to pkg) holding test files that may be moved out
    mocks_paths: list  # paths (relative to pkg) of the generated mocks and the sources mocked
    count: callable  # text -> number of tests
    owner: callable  # rel -> suite label, for a lost file
    after_removal: callable | None = None  # re-renders files listing the test classes
    on_mock_errors: callable | None = None  # [(rel, path, [(line, col, msg)])] -> True if it regenerated
    explain_lost: callable | None = None  # a lost file's text -> words appended to its first error
    log: EditLog | None = None
    command_log: Path | None = None


def build_dropping_files(setup: BuildSetup, results: dict[str, SuiteResult]) -> bool:
    """Builds the tests; moves out each test file with an error and retries. An error in the
    generated mocks goes to setup.on_mock_errors, which may leave that mock out and regenerate.
    False if the mocks (or the sources they mock) still don't compile; raises RunnerBroke for errors
    it can't attribute."""
    for attempt in range(1, 60):
        print(f"  build {attempt} …", flush=True)
        code, output = run(["swift", "build", "--build-tests", "--package-path", str(setup.pkg),
                            "--scratch-path", str(setup.scratch)], log_to=setup.command_log)
        if code == 0:
            return True
        errors: dict[str, list] = {}  # path -> [(line, column, message)] in the output's order
        for match in ERROR_RE.finditer(output):
            path = os.path.realpath(match.group(1))
            item = (int(match.group(2)), int(match.group(3)), match.group(4))
            if item not in errors.setdefault(path, []):
                errors[path].append(item)
        if not errors:
            tail = "\n".join(output.strip().splitlines()[-25:])
            raise RunnerBroke(f"the build failed with no error in a Swift file:\n{tail}")
        pkg = os.path.realpath(setup.pkg)
        removed = False
        mock_errors = []
        for path, items in errors.items():
            line, column, message = items[0]
            error = f"{Path(path).name}:{line}:{column}: {message}"
            rel = os.path.relpath(path, pkg)
            if rel.startswith(".."):
                raise RunnerBroke(f"an error outside the laid-out package (Lyrebird or a dependency): {path}: {error}")
            if CANARY_PREFIX in rel or rel.endswith("LinuxMain.swift"):
                raise RunnerBroke(f"the runner's own file doesn't compile: {rel}: {error}")
            if any(rel == m or rel.startswith(m + "/") for m in setup.mocks_paths):
                mock_errors.append((rel, path, items))
                continue
            if not any(rel.startswith(t + "/") for t in setup.test_dirs):
                raise RunnerBroke(f"an error in a file the runner doesn't know: {rel}: {error}")
            text = Path(path).read_text(encoding="utf-8", errors="replace")
            if setup.explain_lost:
                error += setup.explain_lost(text)
            lost = LostFile(rel, setup.count(text), error)
            results[setup.owner(rel)].lost.append(lost)
            target = setup.lost_dir / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(path, target)
            removed = True
            print(f"    moved out {rel} ({lost.tests} tests): {error}", flush=True)
            if setup.log:
                setup.log.leave_out(rel, f"moved out to {target} because it doesn't compile ({lost.tests} tests "
                                         f"counted as lost): {error}")
                setup.log.flush()
        if mock_errors:
            if not setup.on_mock_errors or not setup.on_mock_errors(mock_errors):
                rel, _, items = mock_errors[0]
                line, column, message = items[0]
                for result in results.values():
                    result.mocks_error = f"{rel}:{line}:{column}: {message}"
                return False
            removed = True
        if not removed:
            raise RunnerBroke("the build failed and no file could be moved out")
        if setup.after_removal:
            setup.after_removal()
    raise RunnerBroke("the build still fails after moving out 60 rounds of files")


# ---------------------------------------------------------------------------------------------
# Running and reading results


XCTEST_LINE_RE = re.compile(r"^Test Case '(.*)' (started at|passed \(|failed \(|skipped \()")
XCTEST_FAILURE_RE = re.compile(r"^(.*?):(\d+): error: (.*)$")


def run_tests(pkg: Path, scratch: Path, env: dict, command_log: Path, xunit: Path | None,
              skip: list[str], serial: bool = False) -> tuple[int, str]:
    cmd = ["swift", "test", "--skip-build", "--package-path", str(pkg), "--scratch-path", str(scratch)]
    if serial:
        cmd += ["--no-parallel"]
    if xunit:
        cmd += ["--xunit-output", str(xunit)]
    for pattern in skip:
        cmd += ["--skip", pattern]
    return run(cmd, env=env, log_to=command_log, timeout=3600)


def parse_xctest(output: str) -> tuple[list[TestResult], str | None]:
    """XCTest's results from `swift test`'s output, and the test that was running if it crashed."""
    results: list[TestResult] = []
    running: str | None = None
    messages: dict[str, str] = {}
    for line in output.splitlines():
        match = XCTEST_LINE_RE.match(line)
        if match:
            name, what = match.groups()
            if what == "started at":
                running = name
            else:
                results.append(TestResult(name, what.startswith("passed") or what.startswith("skipped"),
                                          messages.get(name, "")))
                running = None
            continue
        if running and running not in messages:
            failure = XCTEST_FAILURE_RE.match(line)
            if failure:
                message = failure.group(3)
                prefix = running + " : "
                if message.startswith(prefix):
                    message = message[len(prefix):]
                messages[running] = f"{Path(failure.group(1)).name}:{failure.group(2)}: {message}"
    return results, running


def parse_swift_testing_xunit(path: Path) -> list[TestResult] | None:
    """Swift Testing's results, or None when it wrote none or stopped writing (it crashed)."""
    if not path.exists():
        return None
    results = []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return None
    for case in root.iter("testcase"):
        classname = case.get("classname", "")
        suite = classname.split(".", 1)[1] if "." in classname else classname
        name = f"{suite}.{case.get('name', '')}" if suite else case.get("name", "")
        failure = case.find("failure")
        if case.find("skipped") is not None:
            results.append(TestResult(name, True))
        elif failure is not None:
            results.append(TestResult(name, False, (failure.get("message") or failure.text or "").strip()))
        else:
            results.append(TestResult(name, True))
    return results


SWIFT_TESTING_STARTED_RE = re.compile(r"^\S+ Test (.+) started\.$")
SWIFT_TESTING_ENDED_RE = re.compile(r"^\S+ Test (.+?) (?:passed|failed|skipped)\b")


def unfinished_swift_testing_test(output: str) -> str | None:
    running: list[str] = []
    for line in output.splitlines():
        started = SWIFT_TESTING_STARTED_RE.match(line)
        if started:
            running.append(started.group(1))
            continue
        ended = SWIFT_TESTING_ENDED_RE.match(line)
        if ended and ended.group(1) in running:
            running.remove(ended.group(1))
    return running[-1] if running else None


def run_until_done(pkg: Path, scratch: Path, env: dict, command_log: Path, work: Path,
                   swift_testing: bool, skip_env: str | None = None) -> tuple[list[TestResult], int, str]:
    """Runs the tests; when the test process crashes, counts the test that was running as failed and
    runs again without it (with `swift test --skip`, or by listing it in the environment variable
    skip_env, which the runner's own entry point reads). Returns the results, the last exit code and
    the last output."""
    crashed: list[TestResult] = []
    skips: list[str] = []
    serial = False  # Swift Testing runs tests in parallel: after a crash, one at a time to tell which
    for _ in range(20):
        xunit = work / "results.xml" if swift_testing else None
        swift_testing_xml = work / "results-swift-testing.xml"
        if swift_testing_xml.exists():
            swift_testing_xml.unlink()
        run_env = dict(env)
        if skip_env:
            run_env[skip_env] = "\n".join(c.name for c in crashed)
        code, output = run_tests(pkg, scratch, run_env, command_log, xunit, [] if skip_env else skips, serial)
        signal = re.findall(r"signal code (\d+)", output)
        why = f"the test process crashed (signal {signal[-1] if signal else '?'}) while it ran"
        xctests, running = parse_xctest(output)
        if running and code != 0:
            if any(c.name == running for c in crashed):
                raise RunnerBroke(f"{running} crashed again although it was to be skipped")
            crashed.append(TestResult(running, False, why))
            suite, _, method = running.rpartition(".")  # `swift test --skip` sees Module.Suite/method
            skips.append(r"(^|\.)" + re.escape(suite) + "/" + re.escape(method) + "$")
            print(f"    crashed in {running}; running again without it", flush=True)
            continue
        results = xctests + crashed
        if swift_testing:
            swift_testing_results = parse_swift_testing_xunit(swift_testing_xml)
            if swift_testing_results is None:
                running = unfinished_swift_testing_test(output)
                if running and code != 0 and not serial:
                    print("    Swift Testing crashed; running its tests one at a time to tell which", flush=True)
                    serial = True
                    continue
                if running and code != 0 and not skip_env:
                    if any(c.name == running for c in crashed):
                        raise RunnerBroke(f"{running} crashed again although it was to be skipped")
                    crashed.append(TestResult(running, False, why + " (Swift Testing)"))
                    skips.append(re.escape(running))
                    print(f"    crashed in {running} (Swift Testing); running again without it", flush=True)
                    continue
                raise RunnerBroke("Swift Testing wrote no results (" + " / ".join(output.strip().splitlines()[-3:]) + ")")
            results += swift_testing_results
        return results, code, output
    raise RunnerBroke("the test process crashed 20 times")


def check_canaries(results: list[TestResult], expected: dict[str, str], exit_code: int) -> tuple[list[TestResult], str]:
    """Takes the canaries out of the results and checks each failed with the expected words."""
    canaries = [r for r in results if CANARY_PREFIX in r.name]
    others = [r for r in results if CANARY_PREFIX not in r.name]
    lines = []
    for key, words in expected.items():
        found = [r for r in canaries if key in r.name]
        if not found:
            raise RunnerBroke(f"canary {key} didn't run")
        for canary in found:
            if canary.passed:
                raise RunnerBroke(f"canary {canary.name} passed: a failure doesn't reach the test runner")
            if words not in canary.message:
                raise RunnerBroke(f"canary {canary.name} failed, but not with {words!r}: {canary.message!r}")
            lines.append(f"{canary.name} failed as it must ({canary.message[:90]})")
    if exit_code == 0:
        raise RunnerBroke("the canaries failed but `swift test` exited 0")
    return others, "; ".join(lines)


# ---------------------------------------------------------------------------------------------
# Settings


def lyrebird_settings() -> tuple[Path, Path | None]:
    lyrebird = Path(os.environ.get("LYREBIRD") or REPO).resolve()
    if not (lyrebird / "Package.swift").exists():
        raise BadSettings(f"LYREBIRD={lyrebird} is not a Lyrebird checkout (no Package.swift)")
    binary = os.environ.get("LYREBIRD_BIN")
    return lyrebird, Path(binary).resolve() if binary else None


def lyrebird_binary(lyrebird: Path, given: Path | None, command_log: Path) -> Path:
    if given:
        if not given.exists():
            raise BadSettings(f"LYREBIRD_BIN={given} doesn't exist")
        return given
    print(f"building lyrebird in {lyrebird} …", flush=True)
    code, output = run(["swift", "build", "--product", "lyrebird", "--package-path", str(lyrebird)],
                       log_to=command_log)
    if code != 0:
        raise RunnerBroke("`swift build --product lyrebird` failed:\n" + "\n".join(output.splitlines()[-20:]))
    code, output = run(["swift", "build", "--show-bin-path", "--package-path", str(lyrebird)])
    return Path(output.strip().splitlines()[-1]) / "lyrebird"


def work_folder(name: str, lyrebird: Path) -> Path:
    base = Path(os.environ.get("UPSTREAM_WORK") or (REPO.parent / "upstream-work")).resolve()
    work = base / name
    for repo in {REPO, lyrebird}:
        if work == repo or repo in work.parents:
            raise BadSettings(f"the work folder {work} is inside the Lyrebird checkout {repo}; set UPSTREAM_WORK elsewhere")
    work.mkdir(parents=True, exist_ok=True)
    return work


def checkout_from(env_name: str, git_env: str, tag: str, work: Path, must_have: str) -> Path:
    """The checkout named by env_name, or `git archive TAG` of the git dir named by git_env."""
    path = os.environ.get(env_name)
    if path:
        src = Path(path).resolve()
    elif os.environ.get(git_env):
        src = work / "checkouts" / tag
        if not (src / must_have).exists():
            shutil.rmtree(src, ignore_errors=True)
            src.mkdir(parents=True)
            archive = subprocess.run(["git", "-C", os.environ[git_env], "archive", tag], stdout=subprocess.PIPE, check=True)
            subprocess.run(["tar", "-x", "-C", str(src)], input=archive.stdout, check=True)
    else:
        raise BadSettings(f"set {env_name}=<a checkout of {tag}> or {git_env}=<its git dir>")
    if not (src / must_have).exists():
        raise BadSettings(f"{src} has no {must_have}: not a checkout of {tag}")
    return src


def package_header(lyrebird: Path) -> str:
    return f"""// swift-tools-version: 6.0
// Written by Lyrebird's ReleaseChecks/upstream-suites runner; the sources and tests are the
// upstream checkout's, copied with the edits the runner logs.
import PackageDescription

let lyrebird = {str(lyrebird)!r}
""".replace("'", '"')


def report(results: list[SuiteResult], work: Path, log: EditLog, seconds: float) -> int:
    lines = []
    for result in results:
        lines.append(result.summary())
    detail = []
    for result in results:
        detail.append(f"== {result.label}")
        if result.mocks_error:
            detail.append(f"  the generated mocks don't compile: {result.mocks_error}")
        for name, why in result.mocks_left_out.items():
            detail.append(f"  the generated mock of {name} doesn't compile, so it was generated without it "
                          f"(--exclude {name}): {why}")
        for lost in result.lost:
            detail.append(f"  doesn't compile: {lost.rel} ({lost.tests} tests): {lost.error}")
        for failure in result.failed:
            detail.append(f"  failed at run time: {failure.name}: {failure.message[:300]}")
        for note in result.notes:
            detail.append(f"  note: {note}")
        if result.canary:
            detail.append(f"  canary: {result.canary}")
    detail.append(f"edits: {log.count} (logged in {log.path})")
    detail.append(f"time: {seconds:.0f} s")
    summary_file = work / "summary.txt"
    summary_file.write_text("\n".join(lines + [""] + detail) + "\n", encoding="utf-8")
    print()
    print("\n".join(detail))
    print(f"summaries: {summary_file}")
    print()
    print("\n".join(lines))
    return 0


# ---------------------------------------------------------------------------------------------
# Cuckoo 2.4.0


CUCKOO_CANARY = """// Written by Lyrebird's upstream-suite runner, not part of Cuckoo: each test must fail, so that
// the runner knows a failed verification reaches XCTest and Swift Testing on Linux.
import LyrebirdCuckoo
import Testing
import XCTest
@testable import CuckooMocks

final class LyrebirdRunnerCanaryXCTests: XCTestCase {
    func testVerifyingACallNeverMadeFails() {
        let mock = MockTestedClass()
        verify(mock).noReturn()
    }
}

struct LyrebirdRunnerCanarySwiftTesting {
    @Test func verifyingACallNeverMadeFails() {
        let mock = MockTestedClass()
        verify(mock).noReturn()
    }
}
"""


def cuckoo_package(lyrebird: Path) -> str:
    return package_header(lyrebird) + """
// Cuckoo's Tuist project builds the sources it mocks and the generated mocks into CuckooMocks, and
// the tests (Tests/Common and Tests/Swift but those two folders) into the test bundle. Swift 5 mode:
// Tuist's default SWIFT_VERSION for the project.
let package = Package(
  name: "CuckooUpstreamSuite",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Lyrebird", path: lyrebird),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "CuckooMocks",
      dependencies: [
        .product(name: "Lyrebird", package: "Lyrebird"),
        .product(name: "LyrebirdCuckoo", package: "Lyrebird"),
      ],
      path: "Tests/Swift",
      sources: ["Source", "Generated"]
    ),
    .testTarget(
      name: "CuckooTests",
      dependencies: [
        "CuckooMocks",
        .product(name: "Lyrebird", package: "Lyrebird"),
        .product(name: "LyrebirdCuckoo", package: "Lyrebird"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests",
      exclude: ["Swift/Source", "Swift/Generated"]
    ),
  ],
  swiftLanguageModes: [.v5]
)
"""


def edit_cuckoofile(text: str, log: EditLog) -> str:
    """The module's name becomes the Swift module that declares its sources, and the runtime's
    testable import Lyrebird's; everything else (sources, exclude, imports, options) stays."""
    out = []
    current = None  # the key whose value the line belongs to (a list may span lines)
    for number, line in enumerate(text.splitlines(keepends=True), 1):
        new = line
        if re.match(r"^\s*\[modules\.Cuckoo(\]|\.)", line):
            new = line.replace("[modules.Cuckoo", "[modules.CuckooMocks", 1)
            log.edit("Cuckoofile.toml", number, line, new,
                     "Lyrebird takes a Cuckoofile module's name as the module that declares its sources (it imports "
                     "it and qualifies types with it); Cuckoo's Tuist project compiles them into CuckooMocks")
            current = None
        else:
            key = re.match(r"^\s*(\w+)\s*=", line)
            if key:
                current = key.group(1)
            if current in ("imports", "testableImports") and '"Cuckoo"' in line:
                new = line.replace('"Cuckoo"', '"LyrebirdCuckoo"')
                log.edit("Cuckoofile.toml", number, line, new, "the import of Cuckoo becomes LyrebirdCuckoo")
            if current and "]" in line.split("#", 1)[0]:
                current = None
        out.append(new)
    return "".join(out)


MOCK_DECLARATION_RE = re.compile(r"\b(?:class|extension)\s+((?:\w+\.)*)(?:Mock(\w+)|(\w+)Stub)\b")


def mocked_type_at(lines: list[str], line: int) -> str | None:
    """The type (`Outer.Inner` for a nested one) whose generated mock or stub holds the line."""
    for text in reversed(lines[:line]):
        match = MOCK_DECLARATION_RE.search(text)
        if match:
            return match.group(1) + (match.group(2) or match.group(3))
    return None


def run_cuckoo() -> int:
    started = time.time()
    lyrebird, given_bin = lyrebird_settings()
    work = work_folder("cuckoo", lyrebird)
    command_log = work / "commands.log"
    command_log.write_text("")
    log = EditLog(work / "edits.log")
    print(f"edits are logged in {log.path}; commands and their output in {command_log}", flush=True)
    src = checkout_from("CUCKOO", "CUCKOO_GIT", "2.4.0", work, "Tests/Swift")
    version = (src / "version").read_text().strip() if (src / "version").exists() else "?"
    if version != "2.4.0":
        print(f"warning: {src}/version says {version}, not 2.4.0", flush=True)
    binary = lyrebird_binary(lyrebird, given_bin, command_log)
    pkg = work / "pkg"
    lost_dir = work / "lost"
    shutil.rmtree(lost_dir, ignore_errors=True)

    stage = Stage()
    stage.put("Package.swift", cuckoo_package(lyrebird))
    log.add("Package.swift", "the runner's package: CuckooMocks (sources and mocks) and CuckooTests")
    stage.put("Cuckoofile.toml", edit_cuckoofile((src / "Cuckoofile.toml").read_text(), log))
    log.note("Tests/OCMock is not part of Tests/Swift (Cuckoo's Project.swift leaves it out of the test target too)")
    test_counts: dict[str, int] = {}
    for folder in ("Tests/Common", "Tests/Swift"):
        for path in sorted((src / folder).rglob("*")):
            rel = path.relative_to(src).as_posix()
            if path.is_dir() or rel.startswith("Tests/Swift/Generated/"):
                continue
            if path.suffix != ".swift":
                log.leave_out(rel, "not a Swift file")
                continue
            text = path.read_text(encoding="utf-8")
            reason = leave_out_reason(text)
            if reason:
                # Rule: a file Linux can't build at all (an Apple-only framework, the Objective-C
                # runtime) is left out, with its tests; none is counted.
                log.leave_out(rel, reason)
                continue
            text = migrate_imports(binary, "cuckoo", text, rel, log)
            stage.put(rel, text)
            if not rel.startswith("Tests/Swift/Source/"):
                test_counts[rel] = count_xctest_and_swift_testing(text)
    canary_rel = f"Tests/{CANARY_PREFIX}/{CANARY_PREFIX}Tests.swift"
    stage.put(canary_rel, CUCKOO_CANARY)
    log.add(canary_rel, "the runner's must-fail canaries (XCTest and Swift Testing), not counted")
    log.flush()
    stage.sync(pkg, managed=["Tests"], keep=["Tests/Swift/Generated"])

    # Cuckoo's repository keeps the output folder (with a .gitkeep) and its Makefile creates the file.
    (pkg / "Tests/Swift/Generated").mkdir(parents=True, exist_ok=True)
    result = SuiteResult("cuckoo 2.4.0")
    results = {"cuckoo": result}
    excluded: dict[str, str] = {}  # type whose mock doesn't compile -> its first error

    def generate() -> bool:
        command = [str(binary), "generate", "--config", "Cuckoofile.toml"]
        for name in excluded:
            command += ["--exclude", name]
        print(f"  generating mocks: lyrebird {' '.join(command[1:])}", flush=True)
        code, output = run(command, cwd=pkg, log_to=command_log)
        for line in output.splitlines():
            if "warning:" not in line:
                print("    " + line, flush=True)
        if code != 0:
            result.mocks_error = "lyrebird generate failed: " + " / ".join(output.strip().splitlines()[-3:])
        return code == 0

    def on_mock_errors(mock_errors) -> bool:
        """With MOCK_ERRORS=exclude, leaves the mocks that don't compile out of generation, as a test
        file that doesn't compile is moved out, so that the tests that don't need them are counted.
        Logged. By default (lose-all) a mock file that doesn't compile loses every test, as a user's
        build would."""
        if os.environ.get("MOCK_ERRORS", "lose-all") != "exclude":
            return False
        added = False
        for rel, path, items in mock_errors:
            if not rel.startswith("Tests/Swift/Generated/"):
                return False  # the sources Cuckoo mocks don't compile: nothing to leave out
            lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
            for line, column, message in items:
                name = mocked_type_at(lines, line)
                if name is None:
                    return False
                for candidate in (name, name.rsplit(".", 1)[-1]):
                    if candidate not in excluded:
                        excluded[candidate] = f"{Path(path).name}:{line}:{column}: {message}"
                        log.leave_out(f"the mock of {candidate}",
                                      f"it doesn't compile ({excluded[candidate]}); generated with --exclude {candidate} "
                                      "so the tests that don't use it can be counted")
                        print(f"    the mock of {candidate} doesn't compile ({message}); generating without it",
                              flush=True)
                        added = True
                        break
        log.flush()
        return added and generate()

    def explain_lost(text: str) -> str:
        used = [name for name in excluded
                if re.search(r"\bMock" + re.escape(name.rsplit(".", 1)[-1]) + r"\b", text)]
        return "".join(f" [uses the mock of {name}, which doesn't compile: {excluded[name]}]" for name in used)

    setup = BuildSetup(pkg=pkg, scratch=work / ".build", lost_dir=lost_dir,
                       test_dirs=["Tests/Swift", "Tests/Common"],
                       mocks_paths=["Tests/Swift/Generated", "Tests/Swift/Source"],
                       count=count_xctest_and_swift_testing, owner=lambda rel: "cuckoo", command_log=command_log,
                       on_mock_errors=on_mock_errors, explain_lost=explain_lost, log=log)
    if generate() and build_dropping_files(setup, results):
        print("  running the tests …", flush=True)
        outcomes, exit_code, output = run_until_done(pkg, setup.scratch, dict(os.environ), command_log, work,
                                                     swift_testing=True)
        others, result.canary = check_canaries(
            outcomes, {"LyrebirdRunnerCanaryXCTests": "Wanted 1 times but not invoked",
                       "LyrebirdRunnerCanarySwiftTesting": "Wanted 1 times but not invoked"}, exit_code)
        if not others:
            raise RunnerBroke("no test results were found in the output")
        result.passed = [r for r in others if r.passed]
        result.failed = [r for r in others if not r.passed]
        kept = sum(n for rel, n in test_counts.items() if not (lost_dir / rel).exists())
        if kept != len(others):
            result.notes.append(f"the files that compile declare {kept} tests (func test…() and @Test); "
                                f"{len(others)} ran")
    else:
        # The mocks (or the sources they mock) don't compile, or weren't generated: every test is lost.
        result.lost += [LostFile(rel, n, "the generated mocks don't compile") for rel, n in test_counts.items()
                        if n and not (lost_dir / rel).exists()]
        result.canary = "not run: the generated mocks don't compile"
    result.mocks_left_out = dict(excluded)
    return report([result], work, log, time.time() - started)


# ---------------------------------------------------------------------------------------------
# Mockery 0.1.1, 0.3.3, 0.7.0


MOCKERY_VERSIONS = ["0.1.1", "0.3.3", "0.7.0"]


def mockery_module(version: str) -> str:
    return "MockeryTests_" + version.replace(".", "_")


def mockery_canary(version: str) -> str:
    return f"""// Written by Lyrebird's upstream-suite runner, not part of Mockery: its one example must fail,
// so that the runner knows a failure Lyrebird reports reaches a Quick example on Linux. (On Linux
// every example runs as a test of class QuickSpec: the example's name marks the canary.)
import Foundation
import Lyrebird
import Nimble
import Quick

private protocol LyrebirdRunnerCanaryCounting {{
    func count(of word: String) -> Int
}}

private final class LyrebirdRunnerCanaryMock: Mock, LyrebirdRunnerCanaryCounting, @unchecked Sendable {{
    func count(of word: String) -> Int {{ invoke(count, args: (word)) }}
}}

final class LyrebirdRunnerCanarySpec: QuickSpec {{
    override class func spec() {{
        it("{CANARY_PREFIX}: reports a call whose result nobody registered") {{
            let mock = LyrebirdRunnerCanaryMock()
            _ = mock.count(of: "canary")
        }}
    }}
}}
"""


def mockery_package(lyrebird: Path, versions: list[str]) -> str:
    targets = "".join(f"""    .testTarget(
      name: "{mockery_module(v)}",
      dependencies: [
        .product(name: "Lyrebird", package: "Lyrebird"),
        .product(name: "Quick", package: "Quick"),
        .product(name: "Nimble", package: "Nimble"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
""" for v in versions)
    return package_header(lyrebird) + f"""
// One test target per Mockery version, each with that version's Tests/MockeryTests, depending on
// Lyrebird in place of Mockery. Quick 7 runs specs on Linux through Tests/LinuxMain.swift's
// QCKMain (Quick's documented way); it runs the version named by LYREBIRD_RUNNER_SUITE.
// Swift 5 mode, as Mockery's tools versions (5.1, 5.3) build.
let package = Package(
  name: "MockeryUpstreamSuites",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Lyrebird", path: lyrebird),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    .package(url: "https://github.com/Quick/Quick", from: "7.0.0"),
    .package(url: "https://github.com/Quick/Nimble", from: "13.0.0"),
  ],
  targets: [
{targets}  ],
  swiftLanguageModes: [.v5]
)
"""


SPEC_CLASS_RE = re.compile(r"^\s*(?:final\s+)?class\s+(\w+)\s*:\s*QuickSpec\b", re.M)


def mockery_linux_main(pkg: Path, versions: list[str]) -> str:
    imports = "".join(f"@testable import {mockery_module(v)}\n" for v in versions)
    cases = []
    for v in versions:
        specs = []
        for path in sorted((pkg / "Tests" / mockery_module(v)).rglob("*.swift")):
            specs += SPEC_CLASS_RE.findall(path.read_text(encoding="utf-8", errors="replace"))
        listed = ", ".join(f"{mockery_module(v)}.{s}.self" for s in specs)
        cases.append(f'        case "{v}": specs = [{listed}]\n')
    return f"""// Written by Lyrebird's upstream-suite runner: Quick 7's Linux entry point (QCKMain, as Quick's
// InstallingQuick.md shows), listing the specs of the files that compile, one version at a time.
import Foundation
import Quick
import XCTest
{imports}
@main struct LyrebirdRunnerMain {{
    static func main() {{
        let specs: [QuickSpec.Type]
        switch ProcessInfo.processInfo.environment["LYREBIRD_RUNNER_SUITE"] ?? "" {{
{''.join(cases)}        default: specs = []
        }}
        // Examples that crashed the process in an earlier run (the runner counts them as failed).
        let skipped = Set((ProcessInfo.processInfo.environment["LYREBIRD_RUNNER_SKIP"] ?? "")
            .split(separator: "\\n").map(String.init))
        if skipped.isEmpty {{
            QCKMain(specs)
        }} else {{
            QCKMain([], testCases: specs.map {{ spec in
                testCase(spec.allTests.filter {{ !skipped.contains("QuickSpec." + $0.0) }})
            }})
        }}
    }}
}}
"""


def run_mockery() -> int:
    started = time.time()
    lyrebird, given_bin = lyrebird_settings()
    work = work_folder("mockery", lyrebird)
    command_log = work / "commands.log"
    command_log.write_text("")
    # `lyrebird migrate --from mockery` moves the tests' imports.
    binary = lyrebird_binary(lyrebird, given_bin, command_log)
    log = EditLog(work / "edits.log")
    print(f"edits are logged in {log.path}; commands and their output in {command_log}", flush=True)
    versions = os.environ.get("MOCKERY_VERSIONS", " ".join(MOCKERY_VERSIONS)).split()
    for v in versions:
        if v not in MOCKERY_VERSIONS:
            raise BadSettings(f"MOCKERY_VERSIONS names {v}; the runner knows {' '.join(MOCKERY_VERSIONS)}")
    sources = {v: checkout_from("MOCKERY_" + v.replace(".", "_"), "MOCKERY_GIT", v, work, "Tests/MockeryTests")
               for v in versions}
    pkg = work / "pkg"
    lost_dir = work / "lost"
    shutil.rmtree(lost_dir, ignore_errors=True)

    stage = Stage()
    stage.put("Package.swift", mockery_package(lyrebird, versions))
    log.add("Package.swift", "the runner's package: one test target per version, on Lyrebird, Quick 7, Nimble 13")
    test_counts: dict[str, int] = {}
    for v in versions:
        src = sources[v]
        module = mockery_module(v)
        log.note(f"{v}: Tests/LinuxMain.swift (XCTMain over hand-written allTests) is replaced by the runner's "
                 "QCKMain entry point, Quick 7's Linux runner")
        for path in sorted((src / "Tests" / "MockeryTests").rglob("*")):
            if path.is_dir():
                continue
            rel_src = path.relative_to(src / "Tests" / "MockeryTests").as_posix()
            rel = f"Tests/{module}/{rel_src}"
            shown = f"{v}/Tests/MockeryTests/{rel_src}"
            if path.suffix != ".swift":
                log.leave_out(shown, "not a Swift file")
                continue
            if path.name == "XCTestManifests.swift":
                # Rule: the hand-written Linux test lists (for LinuxMain's XCTMain) are runner
                # boilerplate that QCKMain replaces; they declare no test.
                log.leave_out(shown, "the Linux test manifest for the old XCTMain runner, which QCKMain replaces")
                continue
            text = path.read_text(encoding="utf-8")
            reason = leave_out_reason(text)
            if reason:
                # Rule: a file Linux can't build at all (the Objective-C runtime: MockNotificationCenter's
                # selectors) is left out, with its tests; none is counted.
                log.leave_out(shown, reason)
                continue
            text = migrate_imports(binary, "mockery", text, shown, log)
            lines = text.splitlines(keepends=True)
            for i, line in enumerate(lines):
                if re.match(r"^\s*override\s+func\s+spec\s*\(\s*\)", line):
                    new = line.replace("override func spec()", "override class func spec()", 1)
                    log.edit(shown, i + 1, line, new, "Quick 7 declares spec() as a class method")
                    lines[i] = new
            text = "".join(lines)
            stage.put(rel, text)
            test_counts[rel] = count_quick(text)
        canary_rel = f"Tests/{module}/{CANARY_PREFIX}Spec.swift"
        stage.put(canary_rel, mockery_canary(v))
        log.add(canary_rel, "the runner's must-fail canary example, not counted")
    log.flush()
    stage.sync(pkg, managed=["Tests"], keep=[])

    def render_main():
        (pkg / "Tests" / "LinuxMain.swift").write_text(mockery_linux_main(pkg, versions), encoding="utf-8")

    def owner(rel: str) -> str:
        return next(v for v in versions if rel.startswith(f"Tests/{mockery_module(v)}/"))

    render_main()
    results = {v: SuiteResult(f"mockery {v}") for v in versions}
    setup = BuildSetup(pkg=pkg, scratch=work / ".build", lost_dir=lost_dir,
                       test_dirs=[f"Tests/{mockery_module(v)}" for v in versions], mocks_paths=[],
                       count=count_quick, owner=owner, after_removal=render_main, command_log=command_log,
                       log=log)
    build_dropping_files(setup, results)
    for v in versions:
        result = results[v]
        for lost in result.lost:
            lost.rel = lost.rel.replace(f"Tests/{mockery_module(v)}/", f"{v}/Tests/MockeryTests/")
        print(f"  running {v}'s specs …", flush=True)
        env = dict(os.environ, LYREBIRD_RUNNER_SUITE=v)
        (work / v).mkdir(exist_ok=True)
        outcomes, exit_code, _ = run_until_done(pkg, setup.scratch, env, command_log, work / v, swift_testing=False,
                                                skip_env="LYREBIRD_RUNNER_SKIP")
        others, result.canary = check_canaries(
            outcomes, {f"{CANARY_PREFIX}: reports": "No result registered for"}, exit_code)
        result.passed = [r for r in others if r.passed]
        result.failed = [r for r in others if not r.passed]
        kept = sum(n for rel, n in test_counts.items()
                   if rel.startswith(f"Tests/{mockery_module(v)}/") and not (lost_dir / rel).exists())
        if kept != len(others):
            result.notes.append(f"the files that compile hold {kept} it( examples; {len(others)} ran")
    return report([results[v] for v in versions], work, log, time.time() - started)


def main() -> int:
    if len(sys.argv) != 2 or sys.argv[1] not in ("cuckoo", "mockery"):
        print("usage: upstream_runner.py cuckoo|mockery", file=sys.stderr)
        return 2
    try:
        return run_cuckoo() if sys.argv[1] == "cuckoo" else run_mockery()
    except BadSettings as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except RunnerBroke as error:
        print(f"error: the runner broke: {error}", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
