#!/usr/bin/env python3
"""Text work for mockingbird.sh: lays out the work package, applies the logged Linux edits to
copies of Mockingbird's sources, reads compiler and XCTest output, and writes the summary.

Written for Lyrebird's release checks; it contains no Mockingbird code. Every edit it makes to a
copied upstream file is appended to the edit log as `file`, then `  - line` / `  + line` rows.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# ---------------------------------------------------------------------------------------------
# Swift source masking: comments and string contents become spaces (newlines kept), so regular
# expressions and brace counting see only code.


def mask(src: str) -> str:
    out = list(src)
    n = len(src)

    def blank(a, b):
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    i = 0
    while i < n:
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif src[i] == "#" and re.match(r'#+"', src[i:]):
            hashes = re.match(r"#+", src[i:]).group(0)
            multi = src.startswith('"""', i + len(hashes))
            opener = hashes + ('"""' if multi else '"')
            closer = ('"""' if multi else '"') + hashes
            j = src.find(closer, i + len(opener))
            j = n if j < 0 else j
            blank(i + len(opener), j)
            i = j + len(closer)
        elif src.startswith('"""', i):
            j = i + 3
            while j < n and not src.startswith('"""', j):
                j += 2 if src[j] == "\\" else 1
            blank(i + 3, j)
            i = j + 3
        elif src[i] == '"':
            j = i + 1
            while j < n and src[j] not in '"\n':
                if src[j] == "\\" and j + 1 < n and src[j + 1] == "(":
                    depth, j = 1, j + 2
                    while j < n and depth and src[j] != "\n":
                        depth += {"(": 1, ")": -1}.get(src[j], 0)
                        j += 1
                else:
                    j += 2 if src[j] == "\\" else 1
            blank(i + 1, j)
            i = j + 1
        else:
            i += 1
    return "".join(out)


# ---------------------------------------------------------------------------------------------
# Declarations: where each member or type declaration starts and ends, from the masked text.

MODIFIERS = (
    r"public|private|fileprivate|internal|open|package|final|static|class|override|required|"
    r"convenience|mutating|nonmutating|dynamic|optional|lazy|weak|unowned|indirect|prefix|"
    r"postfix|infix|nonisolated|isolated|distributed|consuming|borrowing"
)
KEYWORDS = (
    r"func|var|let|class|struct|enum|protocol|extension|init|deinit|subscript|typealias|"
    r"associatedtype|case|actor|import|precedencegroup|operator|macro"
)
ATTR = r"@\w+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?"
DECL_START = re.compile(
    rf"^\s*(?:{ATTR}\s*)*(?:(?:{MODIFIERS})(?:\((?:set|unsafe)\))?\s+)*({KEYWORDS})\b"
)
ATTR_ONLY = re.compile(rf"^\s*(?:{ATTR}\s*)+$")
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "extension", "actor"}


def declarations(masked: str):
    """Returns (start_line, end_line, depth, keyword) for each declaration in a type scope
    (file level or a type/extension body), lines 1-based and inclusive."""
    lines = masked.split("\n")
    decls = []
    scopes = ["type"]  # kinds of the open braces' scopes; index 0 is the file
    paren = 0
    open_decl_kind = None  # kind the next `{` opens, set by the last declaration start
    info = []  # per line: (brace depth at start, paren depth at start, stripped text)
    pending_attr_line = None
    for idx, line in enumerate(lines):
        depth = len(scopes) - 1
        stripped = line.strip()
        info.append((depth, paren, stripped))
        in_type_scope = scopes[-1] == "type" and paren == 0
        m = DECL_START.match(line) if in_type_scope else None
        if in_type_scope and ATTR_ONLY.match(line) and stripped:
            pending_attr_line = pending_attr_line or idx
        elif m:
            start = pending_attr_line if pending_attr_line is not None else idx
            pending_attr_line = None
            decls.append([start, None, depth, m.group(1), idx])
            open_decl_kind = "type" if m.group(1) in TYPE_KEYWORDS else "code"
        elif stripped:
            pending_attr_line = None
        for ch in line:
            if ch == "{":
                scopes.append(open_decl_kind or "code")
                open_decl_kind = None
            elif ch == "}":
                if len(scopes) > 1:
                    scopes.pop()
                open_decl_kind = None
            elif ch in "([":
                paren += 1
            elif ch in ")]":
                paren = max(0, paren - 1)
    # Ends: the line before the next boundary at the same depth or the parent's closing brace.
    for d in decls:
        start, depth = d[0], d[2]
        end = len(lines) - 1
        k = d[4] + 1  # the line after the keyword's (attribute lines above it belong to it)
        while k < len(lines):
            ds, pd, text = info[k]
            if ds < depth or (ds == depth and text.startswith("}")):
                end = k - 1
                break
            if ds == depth and pd == 0 and (
                DECL_START.match(lines[k]) or ATTR_ONLY.match(lines[k]) and text
                or text.startswith("#")
            ):
                end = k - 1
                break
            k += 1
        # the declaration's own opening line always belongs to it; trim trailing blank lines
        while end > d[4] and not info[end][2]:
            end -= 1
        d[1] = max(end, d[4])
    return [(s + 1, e + 1, dep, kw) for s, e, dep, kw, _ in decls]


def enclosing(decls, line):
    best = None
    for s, e, dep, kw in decls:
        if s <= line <= e and (best is None or dep > best[2]):
            best = (s, e, dep, kw)
    return best


# ---------------------------------------------------------------------------------------------
# Edit log


class Log:
    def __init__(self, path):
        self.path = path

    def file_edit(self, rule, relpath, removed, added=()):
        with open(self.path, "a") as f:
            f.write(f"[{rule}] {relpath}\n")
            for line in removed:
                f.write(f"  - {line}\n")
            for line in added:
                f.write(f"  + {line}\n")

    def note(self, text):
        with open(self.path, "a") as f:
            f.write(text.rstrip("\n") + "\n")


def migrate_imports(binary, text, relpath, log):
    """Rule R (rename): the test file's imports moved by `lyrebird migrate --from mockingbird`, as a
    user moves them (`import Mockingbird` and `@testable import Mockingbird` become Lyrebird's); the
    file is migrated alone, in a scratch package of its own, and each changed line logged."""
    import tempfile
    with tempfile.TemporaryDirectory(prefix="lyrebird-migrate-") as scratch:
        path = Path(scratch) / "Tests" / "Migrated.swift"
        path.parent.mkdir(parents=True)
        path.write_text(text)
        done = subprocess.run([binary, "migrate", "--from", "mockingbird", "--package-path", scratch],
                              capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"lyrebird migrate --from mockingbird failed on {relpath}:\n{done.stdout}{done.stderr}")
        new = path.read_text()
    old_lines, new_lines = text.split("\n"), new.split("\n")
    removed = [o for o, n in zip(old_lines, new_lines) if o != n]
    added = [n for o, n in zip(old_lines, new_lines) if o != n]
    if removed:
        log.file_edit("R: lyrebird migrate --from mockingbird", relpath, removed, added)
    return new


def write_if_changed(path: Path, text: str):
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_text() == text:
        return False
    path.write_text(text)
    return True


# ---------------------------------------------------------------------------------------------
# Rules applied to copies of upstream files. Each returns the new text and logs what it changed.

IMPORT_STMT = re.compile(
    r"(?:(?<=^)|(?<=[\s;]))(?:@testable\s+)?import\s+"
    r"(?:(?:class|struct|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_]\w*)(?:\.[\w.]+)?"
    r"[ \t]*;?",
    re.M,
)

_module_cache = {}


def module_available(name):
    """Rule I (missing modules): does this toolchain have the module? `swiftc -typecheck` on a
    file that only imports it (once per module and run)."""
    if name in _module_cache:
        return _module_cache[name]
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "probe.swift"
        p.write_text(f"import {name}\n")
        ok = subprocess.run(["swiftc", "-typecheck", str(p)], capture_output=True).returncode == 0
    _module_cache[name] = ok
    return ok


def rule_imports(text, rel, log, keep_modules, rename):
    """Rule R (rename): `import Mockingbird` and `@testable import Mockingbird` become Lyrebird.
    Rule I (missing modules): import statements of modules this toolchain lacks (AppKit,
    CoreBluetooth, ObjectiveC, CoreText, ...) are removed; the modules of the work package and
    Lyrebird are never probed."""
    masked = mask(text)
    # offsets inside `#if … #endif`: an import there is left alone by rule I (the compiler skips
    # an inactive branch; an active one that fails is handled by rule H like any declaration)
    in_if, depth, pos = [], 0, 0
    for line in masked.split("\n"):
        t = line.strip()
        if t.startswith("#if"):
            depth += 1
        elif t.startswith("#endif"):
            depth = max(0, depth - 1)
        in_if.append((pos, pos + len(line), depth > 0))
        pos += len(line) + 1

    def conditional(offset):
        return any(a <= offset <= b and c for a, b, c in in_if)

    edits = []  # (start, end, replacement)
    for m in IMPORT_STMT.finditer(masked):
        mod = m.group(1)
        if mod in rename:
            a, b = m.span(1)
            edits.append((a, b, rename[mod], "R"))
        elif mod in keep_modules or conditional(m.start()):
            continue
        elif not module_available(mod):
            edits.append((m.start(), m.end(), "", "I"))
    if not edits:
        return text
    old_lines = text.split("\n")
    new = text
    for a, b, rep, _ in sorted(edits, reverse=True):
        new = new[:a] + rep + new[b:]
    # a line that rule I left empty, or with a lone `;`, goes
    new_lines = new.split("\n")
    if len(new_lines) == len(old_lines):
        new_lines = [
            l for l, o in zip(new_lines, old_lines)
            if not o.strip() or l.strip().strip(";").strip()
        ]
    new = "\n".join(new_lines)
    # log by line: lines of the old text that changed, and what they became
    import difflib

    sm = difflib.SequenceMatcher(a=old_lines, b=new_lines, autojunk=False)
    removed, added = [], []
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op != "equal":
            removed += [f"{i + 1}: {old_lines[i]}" for i in range(i1, i2)]
            added += [f"{new_lines[j]}" for j in range(j1, j2)]
    rules = "+".join(sorted({e[3] for e in edits}))
    log.file_edit(f"imports {rules}", rel, removed, added)
    return new


def remove_line_ranges(text, ranges, rel, log, rule):
    """Removes the given 1-based inclusive line ranges (outermost wins) and logs each line."""
    lines = text.split("\n")
    ranges = sorted(set(ranges))
    merged = []
    for s, e in ranges:
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], e))
        else:
            merged.append((s, e))
    removed = []
    for s, e in merged:
        removed += [f"{i}: {lines[i - 1]}" for i in range(s, e + 1)]
    for s, e in reversed(merged):
        del lines[s - 1 : e]
    log.file_edit(rule, rel, removed)
    return "\n".join(lines)


TEST_FUNC = re.compile(r"^\s*(?:@\w+\s+)*(?:override\s+)?func\s+(test\w*)\s*\(\s*\)", re.M)


def test_methods(text):
    """XCTest methods: `func test…()` declared in a class body (XCTest's own discovery rule).
    Returns (Class.testName, start line, end line)."""
    masked = mask(text)
    mlines = masked.split("\n")
    decls = declarations(masked)
    out = []
    for s, e, dep, kw in decls:
        if kw != "func" or dep != 1:
            continue
        m = TEST_FUNC.match("\n".join(mlines[s - 1 : e]))
        if not m:
            continue
        owner = [d for d in decls if d[2] == 0 and d[0] < s <= d[1] and d[3] in ("class", "extension")]
        if not owner:
            continue
        head = "\n".join(mlines[owner[-1][0] - 1 : s - 1])
        cm = re.search(r"\b(?:class|extension)\s+(\w+)", head)
        if cm:
            out.append((f"{cm.group(1)}.{m.group(1)}", s, e))
    return out


def rule_missing_module_tests(text, rel, log, dropped_prefixes):
    """Rule T (tests needing a removed module): an XCTest method whose body names a type of a
    module rule I removed (CoreBluetooth's `CB…`: the two CBPeripheral tests) is removed."""
    if not dropped_prefixes:
        return text
    masked = mask(text)
    mlines = masked.split("\n")
    pat = re.compile(r"\b(?:%s)[A-Z]\w*" % "|".join(dropped_prefixes))
    ranges = []
    for name, s, e in test_methods(text):
        if pat.search("\n".join(mlines[s - 1 : e])):
            ranges.append((s, e))
    if not ranges:
        return text
    return remove_line_ranges(text, ranges, rel, log, "T: test needs a module Linux lacks")


def rule_xctissue(text, rel, log):
    """Rule X (XCTIssue): Linux's XCTest has no XCTIssue, XCTSourceCodeLocation or
    XCTSourceCodeContext. The XFAIL failer keeps its location as (filePath, lineNumber) and records
    its summary with XCTestCase.recordFailure(withDescription:inFile:atLine:expected:), which
    takes the same String path and Int line."""
    if "XCTIssue" not in text and "XCTSourceCodeLocation" not in text:
        return text
    new = text
    new = re.sub(
        r":\s*XCTSourceCodeLocation\b", ": (filePath: String, lineNumber: Int)", new
    )
    new = re.sub(
        r"XCTSourceCodeLocation\(\s*filePath:\s*([^,()]+),\s*lineNumber:\s*([^()]+)\)",
        r"(filePath: \1, lineNumber: \2)",
        new,
    )
    issue = re.compile(
        r"let\s+(\w+)\s*=\s*XCTIssue\((?P<args>[^;]*?sourceCodeContext:\s*"
        r"XCTSourceCodeContext\(location:\s*(?P<loc>\w+)\))\)\s*\n(?P<indent>[ \t]*)"
        r"(?P<case>\w+)\.record\(\1\)"
    )

    def repl(m):
        desc = re.search(r"detailedDescription:\s*(\w+)", m.group("args"))
        desc = desc.group(1) if desc else "\"\""
        loc = m.group("loc")
        return (
            f"{m.group('case')}.recordFailure(withDescription: {desc}, inFile: {loc}.filePath,"
            f" atLine: {loc}.lineNumber, expected: true)"
        )

    new = issue.sub(repl, new)
    if new == text:
        return text
    import difflib

    a, b = text.split("\n"), new.split("\n")
    removed, added = [], []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op != "equal":
            removed += [f"{i + 1}: {a[i]}" for i in range(i1, i2)]
            added += [b[j] for j in range(j1, j2)]
    log.file_edit("X: XCTIssue is not in Linux's XCTest", rel, removed, added)
    return new


# ---------------------------------------------------------------------------------------------
# Layout


HOSTS = {
    # module: (path under Sources/MockingbirdTestsHost, excluded sub-folders)
    "MockingbirdTestsHost": ("", ["Module", "Shadowed"]),
    "MockingbirdModuleTestsHost": ("Module", []),
    "MockingbirdShadowedTestsHost": ("Shadowed", []),
}
OBJC_TEST_FILE = re.compile(r"^(ObjectiveC\w*Tests|DynamicSwiftTests)\.swift$")
# rule T: the type-name prefix of an Apple-only module whose import rule I removed from a test file
PREFIX_OF_MODULE = {"CoreBluetooth": "CB", "UIKit": "UI"}


def cmd_layout(a):
    up = Path(a.upstream)
    work = Path(a.work)
    log = Log(a.log)
    rename = {"Mockingbird": "Lyrebird"}
    keep = set(HOSTS) | {"Lyrebird", "XCTest", "Foundation"}
    expected = set()

    def put(dst: Path, text: str):
        expected.add(dst.resolve())
        write_if_changed(dst, text)

    fixes_path = work / "host-fixes.json"
    host_fixes = json.load(open(fixes_path)) if fixes_path.exists() else {}
    pristine = {}
    toolchain = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    host_root = up / "Sources" / "MockingbirdTestsHost"
    for module, (sub, excluded) in HOSTS.items():
        src = host_root / sub if sub else host_root
        for f in sorted(src.rglob("*")):
            rel_in = f.relative_to(src)
            if rel_in.parts and rel_in.parts[0] in excluded:
                continue
            dst = work / "Sources" / module / rel_in
            relup = f.relative_to(up)
            if f.suffix == ".swift":
                text = f.read_text()
                text = rule_imports(text, str(relup), log, keep, rename)
                rel_work = str(dst.relative_to(work))
                # keyed by the text and the toolchain: another compiler may reject other things
                sha = hashlib.sha256((toolchain + text).encode()).hexdigest()
                pristine[rel_work] = sha
                # rule H's removals from an earlier run on the same text, replayed in order
                cached = host_fixes.get(rel_work)
                if cached and cached["sha"] == sha:
                    for rnd in cached["rounds"]:
                        for e in rnd["errors"]:
                            log.note(f"[H] {rel_work}:{e} (found by an earlier run)")
                        text = remove_line_ranges(
                            text, [tuple(r) for r in rnd["ranges"]], rel_work, log,
                            "H: declaration Linux can't compile")
                put(dst, text)
            elif f.name == ".mockingbird-ignore":
                # Rule G (ignore files): Lyrebird reads the same .gitignore syntax from
                # .lyrebird-ignore; the file is copied under that name, as a user migrating would.
                put(dst, f.read_text())
                put(dst.with_name(".lyrebird-ignore"), f.read_text())
                log.file_edit("G: .mockingbird-ignore also copied as .lyrebird-ignore", str(relup), [], [])
    tests_src = up / "Tests" / "MockingbirdTests" / "Framework"
    tests_dst = work / "Tests" / "MockingbirdTests"
    counts = {}
    for f in sorted(tests_src.rglob("*.swift")):
        relup = f.relative_to(up)
        if OBJC_TEST_FILE.match(f.name):
            # Rule O (Objective-C): these files test Objective-C runtime mocking (mock(NSObject
            # subclasses), dynamic Swift), which Linux doesn't have; they are left out.
            n = len(test_methods(f.read_text()))
            log.file_edit(f"O: Objective-C runtime tests left out ({n} tests)", str(relup), [], [])
            continue
        text = migrate_imports(a.lyrebird, f.read_text(), str(relup), log)
        masked_before = mask(text)
        dropped = [
            m.group(1) for m in IMPORT_STMT.finditer(masked_before)
            if m.group(1) not in keep and m.group(1) not in rename and not module_available(m.group(1))
        ]
        text = rule_imports(text, str(relup), log, keep, rename)
        text = rule_missing_module_tests(
            text, str(relup), log, [PREFIX_OF_MODULE[d] for d in dropped if d in PREFIX_OF_MODULE]
        )
        text = rule_xctissue(text, str(relup), log)
        dst = tests_dst / "Upstream" / f.relative_to(tests_src)
        put(dst, text)
        counts[str(dst.relative_to(work))] = [t[0] for t in test_methods(text)]
    # Sources the pruning reads: the whole upstream test bundle, as Mockingbird's generator reads
    # every source of the test target it runs for (E2E and generator tests included).
    bundle = work / "PruneScan"
    for f in sorted((up / "Tests" / "MockingbirdTests").rglob("*.swift")):
        put(bundle / f.relative_to(up / "Tests" / "MockingbirdTests"), f.read_text())
    # remove files from an earlier layout that the upstream tree no longer has
    for d in [work / "Sources", tests_dst / "Upstream", bundle]:
        if d.exists():
            for f in sorted(d.rglob("*"), reverse=True):
                if f.is_file() and f.resolve() not in expected:
                    f.unlink()
    json.dump(counts, open(work / "test-counts.json", "w"), indent=1)
    json.dump(pristine, open(work / "host-pristine.json", "w"), indent=1)
    print(sum(len(v) for v in counts.values()))


# ---------------------------------------------------------------------------------------------
# Compiler output

ERROR_LINE = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): error: (.*)$", re.M)


def parse_errors(text):
    seen, out = set(), []
    for m in ERROR_LINE.finditer(text):
        key = (m.group(1), int(m.group(2)), int(m.group(3)), m.group(4))
        if key not in seen:
            seen.add(key)
            out.append(key)
    return out


def cmd_errors(a):
    errs = parse_errors(Path(a.buildlog).read_text(errors="replace"))
    json.dump(errs, sys.stdout)


def cmd_fix_host(a):
    """Rule H (host declarations Linux rejects): for each compiler error in a host source, the
    innermost declaration around the error's line (a member, or the type or extension when the
    error is in its header) is removed. Run until the host modules build."""
    errs = parse_errors(Path(a.buildlog).read_text(errors="replace"))
    work = Path(a.work).resolve()
    log = Log(a.log)
    by_file = {}
    for path, line, col, msg in errs:
        p = Path(path).resolve()
        try:
            rel = p.relative_to(work / "Sources")
        except ValueError:
            print(f"error outside the host sources: {path}:{line}: {msg}", file=sys.stderr)
            sys.exit(3)
        by_file.setdefault(p, []).append((line, msg))
    fixes_path = work / "host-fixes.json"
    host_fixes = json.load(open(fixes_path)) if fixes_path.exists() else {}
    pristine = json.load(open(work / "host-pristine.json"))
    for p, items in by_file.items():
        rel = str(p.relative_to(work))
        text = p.read_text()
        decls = declarations(mask(text))
        ranges, notes = [], []
        for line, msg in items:
            d = enclosing(decls, line)
            if d is None:
                print(f"no declaration around {p}:{line}: {msg}", file=sys.stderr)
                sys.exit(3)
            ranges.append((d[0], d[1]))
            notes.append(f"{line}: error: {msg}")
            log.note(f"[H] {rel}:{line}: error: {msg}")
        text = remove_line_ranges(text, ranges, rel, log, "H: declaration Linux can't compile")
        p.write_text(text)
        entry = host_fixes.get(rel)
        if not entry or entry["sha"] != pristine.get(rel):
            entry = host_fixes[rel] = {"sha": pristine.get(rel), "rounds": []}
        entry["rounds"].append({"ranges": ranges, "errors": notes})
    json.dump(host_fixes, open(fixes_path, "w"), indent=1)
    print(len(errs))


def cmd_lose_files(a):
    """Moves the test files with compiler errors out of the test target and records each one's
    first error. Errors in the generated mock files are reported, not moved: the mocks are the
    module every test needs, so their failure loses every test."""
    errs = parse_errors(Path(a.buildlog).read_text(errors="replace"))
    work = Path(a.work).resolve()
    state_path = work / "lost.json"
    state = json.load(open(state_path)) if state_path.exists() else {}
    tests_dir = work / "Tests" / "MockingbirdTests"
    mock_errors, canary_errors, other = [], [], []
    first = {}
    for path, line, col, msg in errs:
        p = Path(path).resolve()
        try:
            rel = p.relative_to(tests_dir)
        except ValueError:
            other.append((path, line, col, msg))
            continue
        if rel.parts[0] == "Mocks":
            mock_errors.append((str(rel), line, col, msg))
        elif rel.parts[0] == "Canary":
            canary_errors.append((str(rel), line, col, msg))
        else:
            first.setdefault(p, (line, col, msg))
    result = {"mock_errors": len(mock_errors), "canary_errors": canary_errors[:5],
              "other_errors": other[:5], "moved": []}
    if mock_errors:
        with open(work / "mock-errors.txt", "a") as f:
            for e in mock_errors:
                f.write("%s:%d:%d: error: %s\n" % e)
    if not mock_errors:
        lost_dir = work / "lost"
        for p, (line, col, msg) in first.items():
            rel = str(p.relative_to(work))
            dst = lost_dir / p.relative_to(tests_dir)
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(p), str(dst))
            state[rel] = f"{p.name}:{line}:{col}: error: {msg}"
            result["moved"].append(rel)
        json.dump(state, open(state_path, "w"), indent=1)
    json.dump(result, sys.stdout)


def cmd_mock_exclude(a):
    """MOCK_ERRORS=exclude: maps each error in a generated mock file to the mocked type whose
    declarations hold it (the mock class, its extensions, its `mock(_:)` function), and adds the
    type to WORK/mock-excluded.json, which the next generation passes as --exclude. Prints the
    number of newly excluded types; exits 4 when an error is outside every type's mock."""
    work = Path(a.work).resolve()
    mocks_dir = work / "Tests" / "MockingbirdTests" / "Mocks"
    excl_path = work / "mock-excluded.json"
    excluded = json.load(open(excl_path)) if excl_path.exists() else {}
    errs = [e for e in parse_errors(Path(a.buildlog).read_text(errors="replace"))
            if Path(e[0]).resolve().parent == mocks_dir]
    added = 0
    decl_cache = {}
    for path, line, col, msg in errs:
        p = Path(path).resolve()
        module = p.name.replace("Mocks.generated.swift", "")
        if p not in decl_cache:
            text = p.read_text()
            mocked = re.findall(r"^mocked (\S+)$",
                                (work / f"generate-{module}.log").read_text(), re.M)
            by_mock = {t.replace(".", "") + "Mock": t for t in mocked}
            decl_cache[p] = (text.split("\n"), declarations(mask(text)), by_mock)
        lines, decls, by_mock = decl_cache[p]
        top = None
        for s_, e_, dep, kw in decls:
            if dep == 0 and s_ <= line <= e_:
                top = (s_, e_)
        head = "\n".join(lines[top[0] - 1 : min(top[1], top[0] + 3)]) if top else ""
        name = None
        for m in re.finditer(r"\b(\w+Mock)\b", head):
            if m.group(1) in by_mock:
                name = by_mock[m.group(1)]
                break
        if name is None:
            print(f"{p.name}:{line}: error outside every type's mock: {msg}", file=sys.stderr)
            sys.exit(4)
        types = excluded.setdefault(module, {})
        if name not in types:
            types[name] = f"{p.name}:{line}:{col}: error: {msg}"
            added += 1
            Log(a.log).note(f"[M] {module}: {name} left out: {types[name]}")
    json.dump(excluded, open(excl_path, "w"), indent=1)
    print(added)


def cmd_exclude_list(a):
    excl_path = Path(a.work) / "mock-excluded.json"
    excluded = json.load(open(excl_path)) if excl_path.exists() else {}
    print(",".join(sorted(excluded.get(a.module, {}))))


# ---------------------------------------------------------------------------------------------
# Mock-file error categories

CATEGORY_NORMALIZE = [
    (re.compile(r"'[^']*'"), "'…'"),
    (re.compile(r"\d+"), "N"),
]


def cmd_mock_categories(a):
    path = Path(a.errors)
    if not path.exists():
        return
    cats = {}
    parsed = []
    for line in path.read_text().splitlines():
        m = re.match(r"^(.*?):(\d+):(\d+): error: (.*)$", line)
        if m:
            parsed.append((m.group(1), int(m.group(2)), int(m.group(3)), line))
    if a.first:
        if parsed:
            print(min(parsed)[3].replace(str(path.parent) + "/Tests/MockingbirdTests/", ""))
        return
    for line in path.read_text().splitlines():
        m = re.match(r"^(.*?):(\d+):(\d+): error: (.*)$", line)
        if not m:
            continue
        msg = m.group(4)
        key = msg
        for pat, rep in CATEGORY_NORMALIZE:
            key = pat.sub(rep, key)
        c = cats.setdefault(key, [0, line])
        c[0] += 1
    ranked = sorted(cats.items(), key=lambda kv: -kv[1][0])
    for key, (n, example) in ranked[: a.limit]:
        example = example.replace(str(path.parent) + "/Tests/MockingbirdTests/", "")
        print(f"{n:5d}  {key}\n       e.g. {example}")
    if len(ranked) > a.limit:
        print(f"  ({len(ranked) - a.limit} more kinds in {path})")


# ---------------------------------------------------------------------------------------------
# XCTest output

CASE_LINE = re.compile(
    r"^Test Case '(?:-\[)?([\w.]+?)[ .](\w+)\]?' (started|passed|failed|skipped)", re.M
)


def cmd_test_results(a):
    """Reads `swift test` output files and prints JSON: {test: status} for the MockingbirdTests
    module; a test that started but never finished (the process died) counts as failed."""
    status = {}
    for f in a.outputs:
        text = Path(f).read_text(errors="replace")
        for m in CASE_LINE.finditer(text):
            cls = m.group(1).split(".")[-1]
            name = f"{cls}.{m.group(2)}"
            st = m.group(3)
            if st == "started":
                status.setdefault(name, "started")
            else:
                status[name] = st
    json.dump(status, sys.stdout)


def cmd_summary(a):
    work = Path(a.work)
    counts = json.load(open(work / "test-counts.json"))
    lost = json.load(open(work / "lost.json")) if (work / "lost.json").exists() else {}
    status = json.load(open(a.results)) if a.results and Path(a.results).exists() else {}
    mock_broken = a.mock_broken == "1"
    n = sum(len(v) for v in counts.values())
    # test file → its class names (to map results to files)
    lost_files = {}
    for rel, tests in counts.items():
        if mock_broken or rel in lost:
            lost_files[rel] = tests
    c = sum(len(v) for v in lost_files.values())
    passed = failed = unreported = 0
    failures = []
    for rel, tests in counts.items():
        if rel in lost_files:
            continue
        for t in tests:
            st = status.get(t)
            if st == "passed" or st == "skipped":
                passed += 1
            elif st in ("failed", "started"):
                failed += 1
                failures.append(t + (" (crashed)" if st == "started" else ""))
            else:
                failed += 1
                unreported += 1
                failures.append(f"{t} (no result reported)")
    line = (
        f"mockingbird 0.20.0 ({a.settings}): passed {passed}, failed at run time {failed}, "
        f"in files that don't compile {c}, of {n}"
    )
    out = [line]
    if mock_broken:
        out.append(f"  the generated mocks don't compile ({a.mock_error_count} compiler errors, "
                   f"{work / 'mock-errors.txt'}): every test is lost")
        out.append(f"  first mock error: {a.first_mock_error}")
    excl_path = work / "mock-excluded.json"
    excluded = json.load(open(excl_path)) if excl_path.exists() else {}
    n_excl = sum(len(v) for v in excluded.values())
    if n_excl:
        out.append(f"  {n_excl} mocked types left out because their mocks don't compile "
                   f"({work / 'mock-errors.txt'}):")
        for module, types in sorted(excluded.items()):
            for t, err in sorted(types.items()):
                out.append(f"    {t}: {err}")
    for rel in sorted(lost_files):
        if rel in lost:
            out.append(f"  lost {Path(rel).name} ({len(lost_files[rel])} tests): {lost[rel]}")
    for f in failures:
        out.append(f"  failed: {f}")
    if unreported:
        out.append(f"  ({unreported} tests gave no result and are counted as failed)")
    text = "\n".join(out)
    print(text)
    Path(a.out).write_text(text + "\n")


def cmd_test_filter(a):
    """A `swift test --filter` regex for the tests of the kept files not yet reported."""
    counts = json.load(open(Path(a.work) / "test-counts.json"))
    lost = json.load(open(Path(a.work) / "lost.json")) if (Path(a.work) / "lost.json").exists() else {}
    status = json.load(open(a.results)) if Path(a.results).exists() else {}
    names = []
    for rel, tests in counts.items():
        if rel in lost or not (Path(a.work) / rel).exists():
            continue
        names += [t.replace(".", "/") for t in tests if t not in status]
    names += [t.replace(".", "/") for t in a.also if t not in status]
    print("|".join(f"\\.{n}$" for n in names))


def cmd_decls(a):
    text = Path(a.file).read_text()
    for d in declarations(mask(text)):
        print(d)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("layout")
    p.add_argument("--upstream", required=True)
    p.add_argument("--lyrebird", required=True, help="the lyrebird executable, for `lyrebird migrate`")
    p.add_argument("--work", required=True)
    p.add_argument("--log", required=True)
    p.set_defaults(f=cmd_layout)
    p = sub.add_parser("errors")
    p.add_argument("buildlog")
    p.set_defaults(f=cmd_errors)
    p = sub.add_parser("fix-host")
    p.add_argument("--work", required=True)
    p.add_argument("--log", required=True)
    p.add_argument("buildlog")
    p.set_defaults(f=cmd_fix_host)
    p = sub.add_parser("lose-files")
    p.add_argument("--work", required=True)
    p.add_argument("buildlog")
    p.set_defaults(f=cmd_lose_files)
    p = sub.add_parser("mock-exclude")
    p.add_argument("--work", required=True)
    p.add_argument("--log", required=True)
    p.add_argument("buildlog")
    p.set_defaults(f=cmd_mock_exclude)
    p = sub.add_parser("exclude-list")
    p.add_argument("--work", required=True)
    p.add_argument("--module", required=True)
    p.set_defaults(f=cmd_exclude_list)
    p = sub.add_parser("mock-categories")
    p.add_argument("--first", action="store_true", help="print only the first error, by line")
    p.add_argument("--limit", type=int, default=1000)
    p.add_argument("errors")
    p.set_defaults(f=cmd_mock_categories)
    p = sub.add_parser("test-results")
    p.add_argument("outputs", nargs="+")
    p.set_defaults(f=cmd_test_results)
    p = sub.add_parser("test-filter")
    p.add_argument("--work", required=True)
    p.add_argument("--also", nargs="*", default=[], help="more Class.test names (the canaries)")
    p.add_argument("--results", required=True)
    p.set_defaults(f=cmd_test_filter)
    p = sub.add_parser("summary")
    p.add_argument("--work", required=True)
    p.add_argument("--results")
    p.add_argument("--settings", required=True)
    p.add_argument("--mock-broken", default="0")
    p.add_argument("--mock-error-count", default="0")
    p.add_argument("--first-mock-error", default="")
    p.add_argument("--out", required=True)
    p.set_defaults(f=cmd_summary)
    p = sub.add_parser("decls")
    p.add_argument("file")
    p.set_defaults(f=cmd_decls)
    a = ap.parse_args()
    a.f(a)


if __name__ == "__main__":
    main()
