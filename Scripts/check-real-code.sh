#!/usr/bin/env bash
# Runs `lyrebird generate` over real packages, then builds, links and runs the mocks of every
# protocol and class, internal ones included, of one or two modules of each, against the real
# modules and the Lyrebird runtime, in a throwaway SwiftPM package (template: Scripts/RealCodeCheck/).
#
# Usage: Scripts/check-real-code.sh [path/to/lyrebird]   (default: .build-release/release/lyrebird)
#
#   1. Unpacks each package of PACKAGES at its pinned tag and generates mocks over all its Sources/
#      (the generator must not crash, hang or fail on any of it).
#   2. For each module of MODULES: `lyrebird generate <module sources> --module M --testable`
#      into RealCodeCheck/Tests/<M>MockTests/<M>Mocks.generated.swift, and with `--dialect cuckoo`
#      into <M>CuckooMocks.generated.swift beside it, next to a hand-written
#      test that stubs, calls and verifies one of that module's mocks. The consumer package
#      depends on each real package by URL at the same tag; SwiftPM's debug builds compile every
#      target, dependencies included, with -enable-testing, so `@testable import` reaches their
#      internal protocols.
#   3. `swift build --target <M>MockTests` for each module (so each module's errors are reported
#      even when another's mocks fail), then `swift build --build-tests` to link every mock into
#      the test bundle (a mock that references a symbol the real module doesn't emit, such as an
#      implicit initializer, fails here), then `swift test` runs the hand-written tests.
#
# Fails on: a generator crash, hang (REALCODE_TIMEOUT, 120 s a run) or non-zero exit; any compile
# error; any compiler warning located in a *.generated.swift file; a link error; a failing or
# missing test; a build or test run over REALCODE_BUILD_TIMEOUT (1800 s a step). Warnings printed
# by the generator itself (a final class skipped, a private member not overridden, …) are
# expected and only listed. The build cache lives in .build-realcode/ (gitignored), and the last
# run's package, generated files and logs are copied to .build-realcode/last-run/.
# Packages come from SWIFT_PACKAGES_MIRROR (default /opt/swift-packages) when it holds them, else
# are cloned from GitHub; the consumer package resolves them by their GitHub URL.
set -euo pipefail

LYREBIRD=${1:-}
# A path given on the command line is relative to the caller's directory, the default to the repo.
[[ -n $LYREBIRD && $LYREBIRD != /* ]] && LYREBIRD=$PWD/$LYREBIRD
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
LYREBIRD=${LYREBIRD:-$ROOT/.build-release/release/lyrebird}
if [[ ! -x $LYREBIRD ]]; then
  echo "error: no lyrebird executable at '$LYREBIRD'." >&2
  echo "       Build it with: swift build -c release --scratch-path .build-release --product lyrebird" >&2
  exit 2
fi
LYREBIRD=$(cd "$(dirname "$LYREBIRD")" && pwd)/$(basename "$LYREBIRD")

MIRROR=${SWIFT_PACKAGES_MIRROR:-/opt/swift-packages}
TIMEOUT=${REALCODE_TIMEOUT:-120}
BUILD_TIMEOUT=${REALCODE_BUILD_TIMEOUT:-1800}
SCRATCH=$ROOT/.build-realcode
LAST_RUN=$SCRATCH/last-run

# owner/name  tag   (RealCodeCheck/Package.swift depends on each at this tag: @VERSION:name@)
PACKAGES=(
  "apple/swift-nio 2.101.3"
  "apple/swift-log 1.16.2"
  "apple/swift-argument-parser 1.8.2"
  "apple/swift-metrics 2.13.0"
  "apple/swift-distributed-tracing 1.7.3"
  "apple/swift-openapi-runtime 1.13.4"
  "Swinject/Swinject 2.10.0"
  "stencilproject/Stencil 0.15.1"
)

# The modules whose mocks are built, linked and run. Each needs a test target
# <module>MockTests in RealCodeCheck/Package.swift and a hand-written test in
# RealCodeCheck/Tests/<module>MockTests/. Arguments after the sources go to the generator, with
# @PKG@ standing for the unpacked package; a --exclude here needs a comment saying why.
MODULES=(
  # module          package                    sources                   generator arguments
  "NIOCore          swift-nio                  Sources/NIOCore"
  "Logging          swift-log                  Sources/Logging"
  "ArgumentParser   swift-argument-parser      Sources/ArgumentParser"
  "CoreMetrics      swift-metrics              Sources/CoreMetrics"
  "Instrumentation  swift-distributed-tracing  Sources/Instrumentation"
  # Tracer and LegacyTracer refine Instrumentation's Instrument, which --package finds through the
  # target's dependencies: no --support.
  "Tracing          swift-distributed-tracing  Sources/Tracing           --package @PKG@ --target Tracing"
  "OpenAPIRuntime   swift-openapi-runtime      Sources/OpenAPIRuntime"
  "Swinject         Swinject                   Sources"
  "Stencil          Stencil                    Sources/Stencil"
  # A module with Xcode 26's new-project settings (main-actor default isolation), from
  # RealCodeCheck/Fixtures/; its mocks and test are also built in MainActorAppPlainMockTests,
  # a test target without those settings. No --default-isolation: --package reads the settings
  # from the fixture's Package.swift.
  "MainActorApp     MainActorApp               Sources/MainActorApp      --package @PKG@ --target MainActorApp"
)

# Modules whose mocks are also built in Mockolo's shape (`--dialect mockolo --mock-unannotated
# --mock-all`), in a test target <Module>MockoloMockTests of RealCodeCheck/Package.swift that
# depends on the module alone, and with `--lyrebird-dsl` in <Module>MockoloDSLMockTests, which
# links Lyrebird too; MOCKOLO_ARGS adds arguments (Mockolo's flags have no --package).
MOCKOLO_MODULES=(NIOCore Logging ArgumentParser CoreMetrics Instrumentation Tracing OpenAPIRuntime Swinject Stencil)
declare -A MOCKOLO_ARGS=(
  [Tracing]="--support @PKG@/Sources/Instrumentation"
)

# "Mockolo's shape" or "Mockolo's shape with --lyrebird-dsl", as the report names a variant.
variant_name() {
  if [[ $1 == MockoloDSL ]]; then echo "Mockolo's shape with --lyrebird-dsl"; else echo "Mockolo's shape"; fi
}

# Fixture packages of our own, in Scripts/RealCodeCheck/Fixtures/, mocked like the real ones.
LOCAL_PACKAGES=(MainActorApp)
# Modules whose mocks and hand-written tests are also built in <Module>PlainMockTests.
PLAIN_COPIES=(MainActorApp)
# Nonisolated modules whose mocks and hand-written tests are also built in <Module>MainActorMockTests,
# a test target with Xcode 26's settings: the members its mocks share through their protocols'
# extensions must stay nonisolated there, as the mock classes' are.
MAIN_ACTOR_COPIES=(Stencil)

WORK=$(mktemp -d "${TMPDIR:-/tmp}/lyrebird-realcode.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

failures=()
fail() {
  failures+=("$1")
  echo "FAIL: $1" >&2
}

now_ms() { date +%s%3N; }
seconds() { awk -v ms="$1" 'BEGIN { printf "%.0f s", ms / 1000 }'; }
script_start=$(now_ms)

# --- 1. Sources -------------------------------------------------------------------------------

unpack() {
  local repo=$1 tag=$2 dest=$WORK/${1#*/}
  mkdir -p "$dest"
  if [[ -d $MIRROR/$repo.git ]]; then
    git -C "$MIRROR/$repo.git" archive "$tag" | tar -x -C "$dest"
  else
    git -c advice.detachedHead=false clone --quiet --depth 1 --branch "$tag" \
      "https://github.com/$repo" "$dest"
  fi
}

echo "== Unpacking sources into $WORK"
for entry in "${PACKAGES[@]}"; do
  read -r repo tag <<<"$entry"
  unpack "$repo" "$tag"
  echo "   ${repo#*/} $tag: $(find "$WORK/${repo#*/}/Sources" -name '*.swift' | wc -l | tr -d ' ') Swift files"
done
for name in "${LOCAL_PACKAGES[@]}"; do
  cp -R "$ROOT/Scripts/RealCodeCheck/Fixtures/$name" "$WORK/$name"
  echo "   $name (fixture): $(find "$WORK/$name/Sources" -name '*.swift' | wc -l | tr -d ' ') Swift files"
done

# --- helpers ----------------------------------------------------------------------------------

# Runs the generator with a timeout. Sets gen_status, gen_ms, gen_line, gen_warnings, gen_errors.
# Output: $2.out / $2.err next to the mock file.
run_generator() {
  local label=$1 log=$2
  shift 2
  local start end
  start=$(now_ms)
  set +e
  timeout -k 10 "$TIMEOUT" "$LYREBIRD" generate "$@" >"$log.out" 2>"$log.err"
  gen_status=$?
  set -e
  end=$(now_ms)
  gen_ms=$((end - start))
  gen_line=$(grep -Eo 'Generated [0-9]+ mocks? from [0-9]+ files?( in [0-9]+ ms)?' "$log.out" "$log.err" 2>/dev/null | head -1 | sed 's/^[^:]*://' || true)
  gen_warnings=$(grep -c ': warning: ' "$log.err" || true)
  gen_errors=$(grep -c ': error: ' "$log.err" || true)
  case $gen_status in
    0) ;;
    124 | 137) fail "$label: generator timed out after ${TIMEOUT}s" ;;
    1) fail "$label: generator exited 1 ($gen_errors errors)"; grep ': error: ' "$log.err" | head -20 >&2 || true ;;
    *)
      if ((gen_status > 128)); then
        fail "$label: generator crashed (signal $((gen_status - 128)), exit $gen_status)"
      else
        fail "$label: generator exited $gen_status"
      fi
      tail -20 "$log.err" >&2 || true
      ;;
  esac
  if [[ $gen_status == 0 && -z $gen_line ]]; then
    fail "$label: no 'Generated N mocks from M files' line in the generator's output"
  fi
}

# Mock type declarations (protocol and class mocks) in a generated file, one name per line.
mock_types() {
  grep -Eo '^(public |package |open )?(final class|actor) [A-Za-z0-9_.]+Mock\b' "$1" | awk '{print $NF}' || true
}

# Names of protocols declared in a source tree (rough: a line-leading `protocol` declaration).
source_protocols() {
  grep -rhoE --include='*.swift' \
    '^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((public|package|internal|fileprivate|private|open)[[:space:]]+)?protocol[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' \
    "$1" | awk '{print $NF}' | sort -u || true
}

# Runs a swift build/test step with the build timeout, output to $log. Sets step_status, step_ms.
run_step() {
  local log=$1 start
  shift
  start=$(now_ms)
  set +e
  timeout -k 10 "$BUILD_TIMEOUT" "$@" >"$log" 2>&1
  step_status=$?
  set -e
  step_ms=$(($(now_ms) - start))
}

# --- 2. Generate over whole packages -------------------------------------------------------------

declare -A row_files row_mocks row_types row_protocols row_warnings row_time row_status
echo
echo "== Generating mocks for each package's Sources/"
for entry in "${PACKAGES[@]}"; do
  read -r repo tag <<<"$entry"
  name=${repo#*/}
  out=$WORK/$name-mocks.swift
  run_generator "$name" "$WORK/$name" "$WORK/$name/Sources" -o "$out" --disable-cache
  row_status[$name]=$([[ $gen_status == 0 ]] && echo ok || echo "FAILED($gen_status)")
  row_time[$name]=$gen_ms
  row_warnings[$name]=$gen_warnings
  row_files[$name]=$(sed -nE 's/.* from ([0-9]+) files?.*/\1/p' <<<"$gen_line")
  row_mocks[$name]=$(sed -nE 's/Generated ([0-9]+) mocks?.*/\1/p' <<<"$gen_line")
  if [[ -f $out ]]; then
    mock_types "$out" | sort >"$WORK/$name.types"
    source_protocols "$WORK/$name/Sources" >"$WORK/$name.protocols"
    sed 's/Mock$//; s/.*\.//' "$WORK/$name.types" | sort -u >"$WORK/$name.mocked"
    row_types[$name]=$(wc -l <"$WORK/$name.types" | tr -d ' ')
    mocked_protocols=$(comm -12 "$WORK/$name.protocols" "$WORK/$name.mocked" | wc -l | tr -d ' ')
    row_protocols[$name]="$mocked_protocols/$(wc -l <"$WORK/$name.protocols" | tr -d ' ')"
    dups=$(uniq -d "$WORK/$name.types" | tr '\n' ' ')
    [[ -n $dups ]] && echo "   $name: mock types declared more than once (under #if, or same name in two modules): $dups"
    unmocked=$(comm -23 "$WORK/$name.protocols" "$WORK/$name.mocked" | tr '\n' ' ')
    [[ -n $unmocked ]] && echo "   $name: protocols without a mock: $unmocked"
  else
    row_types[$name]=-
    row_protocols[$name]=-
  fi
  echo "   $name: ${gen_line:-no summary line} (exit $gen_status, ${gen_ms} ms wall, $gen_warnings warnings)"
done

# --- 3. Generate each module's mocks into the consumer package ------------------------------------

# Generated mock file → mocked type of the declaration around a line (for error reports).
mocked_type_at() {
  local file=$1 line=$2 text
  text=$(sed -n "${line}p" "$file")
  local decl
  if [[ $text =~ ^[[:space:]]*@ || $text =~ ^#if ]]; then
    decl=$(tail -n +"$line" "$file" | grep -Eom1 '^(public |package |open )?(final class|actor) [A-Za-z0-9_.]+Mock\b' || true)
  else
    decl=$(head -n "$line" "$file" | grep -Eo '^(public |package |open )?(final class|actor) [A-Za-z0-9_.]+Mock\b' | tail -1 || true)
  fi
  [[ -n $decl ]] && awk '{print $NF}' <<<"$decl" | sed 's/Mock$//'
}

# Where a type is declared in a source tree: path:line of the first `protocol|class|actor NAME`.
declaration_of() {
  local sources=$1 name=${2##*.}
  grep -rnE --include='*.swift' "^[^/]*(protocol|class|actor)[[:space:]]+$name\b" "$sources" | head -1 | cut -d: -f1,2 |
    sed "s|^$WORK/||"
}

# Prints compiler errors/warnings in a generated file, in the compiler's order, grouped by mocked
# type and message (the first one is usually the cause, the rest follow from it), each with the
# generated line and the source declaration of the mocked type.
explain_diagnostics() {
  local log=$1 mocks=$2 sources=$3 kind=$4 limit=12
  local -A seen=() counts=()
  local -a order=() first=()
  local diagnostic location line message type key
  while IFS= read -r diagnostic; do
    location=${diagnostic%%": $kind: "*}
    [[ -n ${seen[$location]:-} ]] && continue
    seen[$location]=1
    line=$(cut -d: -f2 <<<"$diagnostic")
    message=${diagnostic#*": $kind: "}
    type=$(mocked_type_at "$mocks" "$line" || true)
    key="$type|$message"
    if [[ -z ${counts[$key]:-} ]]; then
      counts[$key]=0
      order+=("$key")
      first+=("$diagnostic")
    fi
    counts[$key]=$((counts[$key] + 1))
  done < <(grep -E "^$mocks:[0-9]+:[0-9]+: $kind: " "$log" || true)
  local i
  for ((i = 0; i < ${#order[@]} && i < limit; i++)); do
    key=${order[$i]}
    diagnostic=${first[$i]}
    type=${key%%|*}
    line=$(cut -d: -f2 <<<"$diagnostic")
    echo "   ${diagnostic#"$WORK/"}$( ((counts[$key] > 1)) && echo " (x${counts[$key]})")"
    echo "      generated: $(sed -n "${line}p" "$mocks" | sed 's/^[[:space:]]*//' | cut -c1-160)"
    [[ -n $type ]] && echo "      mock of:   $type ($(declaration_of "$sources" "$type"))"
  done
  ((${#order[@]} > limit)) && echo "   … $((${#order[@]} - limit)) more kinds of $kind"
  return 0
}

package_dir=$WORK/RealCodeCheck
cp -R "$ROOT/Scripts/RealCodeCheck" "$package_dir"
rm -rf "$package_dir/.build" "$package_dir/Package.resolved"
substitutions=(-e "s|@LYREBIRD_ROOT@|$ROOT|")
for entry in "${PACKAGES[@]}"; do
  read -r repo tag <<<"$entry"
  substitutions+=(-e "s|@VERSION:${repo#*/}@|$tag|")
done
sed -i.bak "${substitutions[@]}" "$package_dir/Package.swift"
rm -f "$package_dir/Package.swift.bak"
if grep -n '@[A-Z_]*[:A-Za-z_-]*@' "$package_dir/Package.swift" >&2; then
  fail "RealCodeCheck/Package.swift has placeholders with no package in PACKAGES"
fi

declare -A mod_mocks mod_types mod_gen_warnings mod_compile mod_tests
modules=()
echo
echo "== Generating every module's mocks (internal included, @testable) into RealCodeCheck/Tests/"
generate_ms=0
for entry in "${MODULES[@]}"; do
  read -r module name sources extra <<<"$entry"
  modules+=("$module")
  target=${module}MockTests
  dir=$package_dir/Tests/$target
  mocks=$dir/${module}Mocks.generated.swift
  if ! grep -q "\"$module\"" "$package_dir/Package.swift"; then
    fail "$module: no test target $target in RealCodeCheck/Package.swift"
  fi
  if ! ls "$dir"/*.swift >/dev/null 2>&1; then
    fail "$module: no hand-written test in Scripts/RealCodeCheck/Tests/$target/"
  fi
  mkdir -p "$dir"
  read -r -a args <<<"${extra//@PKG@/$WORK/$name}"
  run_generator "$module" "$WORK/$module-testable" "$WORK/$name/$sources" -o "$mocks" \
    --module "$module" --testable --disable-cache ${args[@]+"${args[@]}"}
  generate_ms=$((generate_ms + gen_ms))
  mod_gen_warnings[$module]=$gen_warnings
  mod_mocks[$module]=$(sed -nE 's/Generated ([0-9]+) mocks?.*/\1/p' <<<"$gen_line")
  if [[ $gen_status != 0 || ! -f $mocks ]]; then
    mod_compile[$module]="NOT GENERATED"
    continue
  fi
  mod_types[$module]=$(mock_types "$mocks" | wc -l | tr -d ' ')
  echo "   $module: $gen_line, $gen_warnings generator warnings"
  # The same module in Cuckoo's shape (MockX, XStub), compiled in the same target.
  run_generator "$module (cuckoo)" "$WORK/$module-cuckoo" "$WORK/$name/$sources" -o "${mocks/Mocks./CuckooMocks.}" \
    --module "$module" --testable --disable-cache --dialect cuckoo ${args[@]+"${args[@]}"}
  generate_ms=$((generate_ms + gen_ms))
  if [[ $gen_status != 0 || ! -f ${mocks/Mocks./CuckooMocks.} ]]; then
    mod_compile[$module]="NOT GENERATED"
    continue
  fi
  echo "   $module, Cuckoo's shape: $gen_line, $gen_warnings generator warnings"
  # And in Mockolo's shape, every protocol and class, in a target of its own that links no part of
  # Lyrebird (its mocks are named like the default shape's), and again with `--lyrebird-dsl`.
  [[ " ${MOCKOLO_MODULES[*]} " == *" $module "* ]] || continue
  read -r -a mockolo_args <<<"${MOCKOLO_ARGS[$module]:-}"
  mockolo_args=("${mockolo_args[@]//@PKG@/$WORK/$name}")
  for variant in Mockolo MockoloDSL; do
    mockolo_dir=$package_dir/Tests/${module}${variant}MockTests
    mkdir -p "$mockolo_dir"
    dsl_flag=()
    [[ $variant == MockoloDSL ]] && dsl_flag=(--lyrebird-dsl)
    run_generator "$module ($variant)" "$WORK/$module-$variant" --dialect mockolo -s "$WORK/$name/$sources" \
      -d "$mockolo_dir/${module}${variant}Mocks.generated.swift" -i "$module" --module "$module" --mock-unannotated \
      --mock-all --disable-cache "${dsl_flag[@]}" \
      ${mockolo_args[@]+"${mockolo_args[@]}"}
    generate_ms=$((generate_ms + gen_ms))
    echo "   $module, $(variant_name "$variant"): $gen_line, $gen_warnings generator warnings"
  done
done

for module in "${PLAIN_COPIES[@]}"; do
  mkdir -p "$package_dir/Tests/${module}PlainMockTests"
  cp "$package_dir/Tests/${module}MockTests"/*.swift "$package_dir/Tests/${module}PlainMockTests/"
done
for module in "${MAIN_ACTOR_COPIES[@]}"; do
  mkdir -p "$package_dir/Tests/${module}MainActorMockTests"
  cp "$package_dir/Tests/${module}MockTests"/*.swift "$package_dir/Tests/${module}MainActorMockTests/"
done

mkdir -p "$SCRATCH"
rm -rf "$LAST_RUN"
mkdir -p "$LAST_RUN"

# --- 4. Compile each module's mocks, then link and run them all ----------------------------------

echo
echo "== Resolving the consumer package's dependencies"
run_step "$WORK/resolve.log" swift package --package-path "$package_dir" --scratch-path "$SCRATCH" resolve
resolve_ms=$step_ms
if [[ $step_status != 0 ]]; then
  fail "RealCodeCheck: swift package resolve exited $step_status"
  tail -20 "$WORK/resolve.log" >&2
fi

# Keeps the other modules' link and test run going without this one: its test target is left
# with an empty file, and its sources go to last-run/not-linked/.
set_aside() {
  local module=$1 reason=$2 target=${1}MockTests
  mkdir -p "$WORK/not-linked/$target"
  mv "$package_dir/Tests/$target"/*.swift "$WORK/not-linked/$target/" 2>/dev/null || true
  echo "// $module: $reason; not linked or run." >"$package_dir/Tests/$target/NotLinked.swift"
}
for module in "${modules[@]}"; do
  [[ ${mod_compile[$module]:-} == "NOT GENERATED" ]] && set_aside "$module" "no mocks were generated"
done

# Builds <Module><Variant>MockTests (Mockolo or MockoloDSL) and reports errors and warnings in its
# mocks; a target that fails is emptied, so the others still link.
check_mockolo_target() {
  local module=$1 name=$2 sources=$3 variant=$4 target=${1}${4}MockTests shape
  shape=$(variant_name "$variant")
  local file=$package_dir/Tests/$target/${1}${4}Mocks.generated.swift log=$WORK/$target.build.log
  if [[ ! -f $file ]]; then
    mod_compile[$module]="${mod_compile[$module]}; $shape NOT GENERATED"
    echo "// $module: no Mockolo-shaped mocks were generated." >"$package_dir/Tests/$target/NotLinked.swift"
    return
  fi
  run_step "$log" swift build --package-path "$package_dir" --scratch-path "$SCRATCH" --target "$target"
  compile_ms=$((compile_ms + step_ms))
  local errors warnings
  errors=$({ grep -oE "^$file:[0-9]+:[0-9]+: error: " "$log" || true; } | sort -u | wc -l | tr -d ' ')
  warnings=$({ grep -oE "^$file:[0-9]+:[0-9]+: warning: " "$log" || true; } | sort -u | wc -l | tr -d ' ')
  local status=ok
  if [[ $step_status != 0 ]]; then
    fail "$module $shape mocks don't compile ($errors errors in the mock file)"
    explain_diagnostics "$log" "$file" "$WORK/$name/$sources" error >&2
    ((errors == 0)) && { grep -E 'error:' "$log" | grep -v '^ ' | sort -u | head -20 >&2 || true; }
    mkdir -p "$WORK/not-linked/$target"
    mv "$file" "$WORK/not-linked/$target/"
    echo "// $module: its Mockolo-shaped mocks failed to compile; not linked." >"$package_dir/Tests/$target/NotLinked.swift"
    status="FAILED ($errors errors)"
  fi
  if ((warnings > 0)); then
    fail "$module $shape mocks compile with $warnings warnings"
    explain_diagnostics "$log" "$file" "$WORK/$name/$sources" warning >&2
    status="${status/ok/WARNINGS} ($warnings warnings)"
  fi
  mod_compile[$module]="${mod_compile[$module]}; $shape $status"
  echo "   $module, $shape: $status ($(seconds "$step_ms"))"
}

compile_ms=0
linked=()
if [[ $step_status == 0 ]]; then
  echo "== Compiling each module's mocks (swift build --target <Module>MockTests)"
  for entry in "${MODULES[@]}"; do
    read -r module name sources extra <<<"$entry"
    [[ -z ${mod_compile[$module]:-} ]] || continue
    target=${module}MockTests
    mocks=$package_dir/Tests/$target/${module}Mocks.generated.swift
    log=$WORK/$target.build.log
    run_step "$log" swift build --package-path "$package_dir" --scratch-path "$SCRATCH" --target "$target"
    compile_ms=$((compile_ms + step_ms))
    files=("$mocks" "${mocks/Mocks./CuckooMocks.}")
    # Distinct locations: the compiler may print a diagnostic twice (one per job that sees it).
    errors=$({ for file in "${files[@]}"; do grep -oE "^$file:[0-9]+:[0-9]+: error: " "$log"; done || true; } |
      sort -u | wc -l | tr -d ' ')
    warnings=$({ for file in "${files[@]}"; do grep -oE "^$file:[0-9]+:[0-9]+: warning: " "$log"; done || true; } |
      sort -u | wc -l | tr -d ' ')
    if [[ $step_status != 0 ]]; then
      if ((step_status == 124 || step_status == 137)); then
        fail "$module: swift build timed out after ${BUILD_TIMEOUT}s"
      else
        fail "$module mocks don't compile ($errors errors in the mock file)"
      fi
      echo "   $target: swift build exited $step_status; errors in generated code:" >&2
      for file in "${files[@]}"; do explain_diagnostics "$log" "$file" "$WORK/$name/$sources" error >&2; done
      if ((errors == 0)); then
        echo "   (no error points at the mock file; the build log's errors:)" >&2
        grep -E 'error:' "$log" | grep -v '^ ' | sort -u | head -20 >&2 || tail -20 "$log" >&2
      fi
      mod_compile[$module]="FAILED ($errors errors)"
    else
      linked+=("$module")
      mod_compile[$module]=ok
    fi
    if ((warnings > 0)); then
      fail "$module mocks compile with $warnings warnings"
      for file in "${files[@]}"; do explain_diagnostics "$log" "$file" "$WORK/$name/$sources" warning >&2; done
      mod_compile[$module]="${mod_compile[$module]/ok/WARNINGS} ($warnings warnings)"
    fi
    [[ $step_status != 0 ]] && set_aside "$module" "its mocks failed to compile (see $target.build.log)"
    echo "   $module: ${mod_compile[$module]} ($(seconds "$step_ms"))"
    if [[ " ${MOCKOLO_MODULES[*]} " == *" $module "* ]]; then
      for variant in Mockolo MockoloDSL; do check_mockolo_target "$module" "$name" "$sources" "$variant"; done
    fi
  done
fi

link_result="not run"
test_result="not run"
link_ms=0
test_ms=0
if ((${#linked[@]} > 0)); then
  echo "== Linking every mock into the test bundle (swift build --build-tests)"
  log=$WORK/link.log
  run_step "$log" swift build --package-path "$package_dir" --scratch-path "$SCRATCH" --build-tests
  link_ms=$step_ms
  generated_warnings=$(grep -E '\.generated\.swift:[0-9]+:[0-9]+: warning: ' "$log" | sort -u || true)
  if [[ -n $generated_warnings ]]; then
    fail "warnings in generated mocks while linking"
    echo "$generated_warnings" | head -20 >&2
  fi
  if [[ $step_status != 0 ]]; then
    # gold: "<source>:<line>: error: undefined reference to '<symbol>'"; lld: "undefined symbol: …"
    undefined=$(grep -E "undefined (reference|symbol)" "$log" | sed "s|$WORK/||" | sort -u || true)
    if [[ -n $undefined ]]; then
      count=$({ grep -Eo "undefined reference to '[^']+'|undefined symbol: .*" <<<"$undefined" || true; } | sort -u | wc -l | tr -d ' ')
      fail "the mocks don't link: $count undefined symbols"
      echo "   undefined symbols (demangled), where they are referenced:" >&2
      swift demangle --simplified <<<"$undefined" | head -30 | sed 's/^/   /' >&2
      grep -E '>>> referenced by' "$log" | sort -u | head -20 | sed 's/^/   /' >&2 || true
      link_result="FAILED ($count undefined symbols)"
    else
      fail "swift build --build-tests exited $step_status"
      grep -E 'error:' "$log" | grep -v '^ ' | sort -u | head -20 >&2 || tail -20 "$log" >&2
      link_result="FAILED (exit $step_status)"
    fi
  else
    link_result="ok (${#linked[@]} modules)"
    echo "== Running the tests (swift test)"
    log=$WORK/test.log
    run_step "$log" swift test --skip-build --package-path "$package_dir" --scratch-path "$SCRATCH"
    test_ms=$step_ms
    # Each module's hand-written tests, by name: Swift Testing reports them without their module.
    for module in "${linked[@]}"; do
      names=$(grep -rhoE '@Test func [A-Za-z0-9_]+' "$package_dir/Tests/${module}MockTests" | awk '{print $3}' || true)
      passed=0 failed=0 missing=0
      for test in $names; do
        if grep -qE "✔ Test $test\(\) passed" "$log"; then
          passed=$((passed + 1))
        elif grep -qE "✘ Test $test\(\) " "$log"; then
          failed=$((failed + 1))
        else
          missing=$((missing + 1))
        fi
      done
      if [[ -z $names ]]; then
        mod_tests[$module]="no @Test"
        fail "$module: no @Test in its hand-written test"
      elif ((failed + missing > 0)); then
        mod_tests[$module]="FAILED ($failed failed, $missing didn't run)"
        fail "$module: $failed tests failed, $missing didn't run"
      else
        mod_tests[$module]="ok ($passed)"
      fi
    done
    if [[ $step_status != 0 ]]; then
      fail "swift test exited $step_status"
      grep -E '✘|Fatal error|error:' "$log" | head -20 >&2 || tail -30 "$log" >&2
      test_result="FAILED (exit $step_status)"
    else
      test_result="ok ($(grep -Eo 'Test run with [0-9]+ tests?' "$log" | head -1 | sed 's/Test run with //' || true))"
    fi
  fi
fi

cp "$WORK"/*.log "$LAST_RUN/" 2>/dev/null || true
cp -R "$package_dir" "$LAST_RUN/RealCodeCheck"
[[ -d $WORK/not-linked ]] && cp -R "$WORK/not-linked" "$LAST_RUN/"
cp "$WORK"/*-mocks.swift "$WORK"/*.out "$WORK"/*.err "$LAST_RUN/" 2>/dev/null || true

# --- 5. Summary --------------------------------------------------------------------------------

echo
echo "Generator warnings for the built modules (expected: final classes, private members, …):"
for module in "${modules[@]}"; do
  err=$WORK/$module-testable.err
  [[ -f $err ]] || continue
  grep ': warning: ' "$err" | sed -e "s|^$WORK/||" -e 's/: warning: /: /' | cut -c1-200 | sed "s/^/  $module: /" || true
done | tee "$LAST_RUN/generator-warnings.txt"

echo
printf '%-24s %6s %6s %10s %10s %9s %9s  %s\n' package files mocks "mock types" protocols warnings "time(ms)" status
for entry in "${PACKAGES[@]}"; do
  read -r repo tag <<<"$entry"
  name=${repo#*/}
  printf '%-24s %6s %6s %10s %10s %9s %9s  %s\n' "$name" "${row_files[$name]:--}" "${row_mocks[$name]:--}" \
    "${row_types[$name]:--}" "${row_protocols[$name]:--}" "${row_warnings[$name]:--}" "${row_time[$name]:--}" \
    "${row_status[$name]}"
done
echo "(whole Sources/ of each package; mock types: mock declarations in the file, both #if branches"
echo " counted; protocols: mocked/declared)"
echo
printf '%-18s %6s %10s %9s  %-28s %s\n' module mocks "mock types" warnings compile test
for module in "${modules[@]}"; do
  printf '%-18s %6s %10s %9s  %-28s %s\n' "$module" "${mod_mocks[$module]:--}" "${mod_types[$module]:--}" \
    "${mod_gen_warnings[$module]:--}" "${mod_compile[$module]:-not built}" "${mod_tests[$module]:-not run}"
done
echo "(internal included, @testable; warnings: the generator's)"
echo "link: $link_result; test: $test_result"
echo "time: generate $(seconds "$generate_ms"), resolve $(seconds "$resolve_ms"), compile $(seconds "$compile_ms")," \
  "link $(seconds "$link_ms"), test $(seconds "$test_ms"); total $(seconds $(($(now_ms) - script_start)))"
echo "generated files and logs: ${LAST_RUN#"$ROOT/"}/"

if ((${#failures[@]} > 0)); then
  echo
  echo "${#failures[@]} problem(s):"
  printf '  - %s\n' "${failures[@]}"
  exit 1
fi
echo "All real-code checks passed."
