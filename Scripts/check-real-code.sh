#!/usr/bin/env bash
# Runs `lyrebird generate` over real packages (swift-nio, swift-log, swift-argument-parser), then
# compiles the public mocks of Logging and ArgumentParser against those modules and the Lyrebird
# runtime in a throwaway SwiftPM package (template: Scripts/RealCodeCheck/).
#
# Usage: Scripts/check-real-code.sh [path/to/lyrebird]   (default: .build-release/release/lyrebird)
#
# Fails when the generator crashes, hangs (120 s), exits non-zero, or when the compiled mocks have
# errors or warnings. The build cache lives in .build-realcode/ (gitignored), and the last run's
# generated files and logs are copied to .build-realcode/last-run/ for inspection.
# Packages come from SWIFT_PACKAGES_MIRROR (default /opt/swift-packages) when it holds them, else
# are cloned from GitHub. REALCODE_TIMEOUT overrides the 120 s limit per generator run.
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
SCRATCH=$ROOT/.build-realcode
LAST_RUN=$SCRATCH/last-run

# name  tag  (the compile check pins swift-log and swift-argument-parser to these same tags)
PACKAGES=(
  "swift-nio 2.101.3"
  "swift-log 1.16.2"
  "swift-argument-parser 1.8.2"
)

WORK=$(mktemp -d "${TMPDIR:-/tmp}/lyrebird-realcode.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

failures=()
fail() {
  failures+=("$1")
  echo "FAIL: $1" >&2
}

now_ms() { date +%s%3N; }

tag_of() {
  local name=$1 entry
  for entry in "${PACKAGES[@]}"; do
    read -r n t <<<"$entry"
    [[ $n == "$name" ]] && { echo "$t"; return; }
  done
  return 1
}

# --- 1. Sources -------------------------------------------------------------------------------

unpack() {
  local name=$1 tag=$2 dest=$WORK/$1
  mkdir -p "$dest"
  if [[ -d $MIRROR/apple/$name.git ]]; then
    git -C "$MIRROR/apple/$name.git" archive "$tag" | tar -x -C "$dest"
  else
    git -c advice.detachedHead=false clone --quiet --depth 1 --branch "$tag" \
      "https://github.com/apple/$name" "$dest"
  fi
}

echo "== Unpacking sources into $WORK"
for entry in "${PACKAGES[@]}"; do
  read -r name tag <<<"$entry"
  unpack "$name" "$tag"
  echo "   $name $tag: $(find "$WORK/$name/Sources" -name '*.swift' | wc -l | tr -d ' ') Swift files"
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

# --- 2. Generate over whole packages -------------------------------------------------------------

declare -A row_files row_mocks row_types row_protocols row_warnings row_time row_status
echo
echo "== Generating mocks for each package's Sources/"
for entry in "${PACKAGES[@]}"; do
  read -r name tag <<<"$entry"
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

# --- 3. Compile the public mocks -------------------------------------------------------------------

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

declare -A compile_result
COMPILE_TARGETS=(
  # target            module           package                 sources
  "LoggingMocks        Logging          swift-log               Sources/Logging"
  "ArgumentParserMocks ArgumentParser   swift-argument-parser   Sources/ArgumentParser"
)

echo
echo "== Compiling the public mocks of Logging and ArgumentParser"
package_dir=$WORK/RealCodeCheck
cp -R "$ROOT/Scripts/RealCodeCheck" "$package_dir"
rm -rf "$package_dir/.build" "$package_dir/Package.resolved"
sed -i.bak \
  -e "s|@LYREBIRD_ROOT@|$ROOT|" \
  -e "s|@SWIFT_LOG_VERSION@|$(tag_of swift-log)|" \
  -e "s|@SWIFT_ARGUMENT_PARSER_VERSION@|$(tag_of swift-argument-parser)|" \
  "$package_dir/Package.swift"
rm -f "$package_dir/Package.swift.bak"

for entry in "${COMPILE_TARGETS[@]}"; do
  read -r target module name sources <<<"$entry"
  mkdir -p "$package_dir/Sources/$target"
  mocks=$package_dir/Sources/$target/${module}Mocks.swift
  run_generator "$module (public)" "$WORK/$target" "$WORK/$name/$sources" -o "$mocks" \
    --module "$module" --minimum-access public --disable-cache
  if [[ $gen_status != 0 || ! -f $mocks ]]; then
    compile_result[$target]="$module mocks NOT GENERATED"
    continue
  fi
  compile_result[$target]="$module: $(mock_types "$mocks" | wc -l | tr -d ' ') types"
  echo "   $module: $gen_line"
done

mkdir -p "$SCRATCH"
rm -rf "$LAST_RUN"
mkdir -p "$LAST_RUN"

compile_ms=0
for entry in "${COMPILE_TARGETS[@]}"; do
  read -r target module name sources <<<"$entry"
  mocks=$package_dir/Sources/$target/${module}Mocks.swift
  [[ -f $mocks ]] || continue
  log=$WORK/$target.build.log
  start=$(now_ms)
  set +e
  swift build --package-path "$package_dir" --scratch-path "$SCRATCH" --target "$target" >"$log" 2>&1
  status=$?
  set -e
  compile_ms=$((compile_ms + $(now_ms) - start))
  errors=$(grep -cE "^$mocks:[0-9]+:[0-9]+: error: " "$log" || true)
  warnings=$(grep -cE "^$mocks:[0-9]+:[0-9]+: warning: " "$log" || true)
  types=${compile_result[$target]##*: }
  if [[ $status != 0 ]]; then
    fail "$module mocks don't compile ($errors errors in the mock file)"
    echo "   $target: swift build exited $status; errors in generated code:" >&2
    explain_diagnostics "$log" "$mocks" "$WORK/$name/$sources" error >&2
    if ((errors == 0)); then
      echo "   (no error points at the mock file; the build log ends with:)" >&2
      grep -E 'error:' "$log" | head -20 >&2 || tail -20 "$log" >&2
    fi
    compile_result[$target]="$module mocks FAILED ($errors errors, $types)"
  elif ((warnings > 0)); then
    fail "$module mocks compile with $warnings warnings"
    explain_diagnostics "$log" "$mocks" "$WORK/$name/$sources" warning >&2
    compile_result[$target]="$module mocks WARNINGS ($warnings, $types)"
  else
    compile_result[$target]="$module mocks OK ($types)"
  fi
  cp "$log" "$LAST_RUN/"
done
cp -R "$package_dir" "$LAST_RUN/RealCodeCheck"
cp "$WORK"/*-mocks.swift "$WORK"/*.out "$WORK"/*.err "$LAST_RUN/" 2>/dev/null || true

# --- 4. Summary --------------------------------------------------------------------------------

echo
printf '%-24s %6s %6s %10s %10s %9s %9s  %s\n' package files mocks "mock types" protocols warnings "time(ms)" status
for entry in "${PACKAGES[@]}"; do
  read -r name tag <<<"$entry"
  printf '%-24s %6s %6s %10s %10s %9s %9s  %s\n' "$name" "${row_files[$name]:--}" "${row_mocks[$name]:--}" \
    "${row_types[$name]:--}" "${row_protocols[$name]:--}" "${row_warnings[$name]:--}" "${row_time[$name]:--}" \
    "${row_status[$name]}"
done
echo "(mock types: mock declarations in the file, both #if branches counted; protocols: mocked/declared)"
echo "compile: ${compile_result[LoggingMocks]:-Logging not checked}, ${compile_result[ArgumentParserMocks]:-ArgumentParser not checked} (swift build ${compile_ms} ms)"
echo "generated files and logs: ${LAST_RUN#"$ROOT/"}/"

if ((${#failures[@]} > 0)); then
  echo
  echo "${#failures[@]} problem(s):"
  printf '  - %s\n' "${failures[@]}"
  exit 1
fi
echo "All real-code checks passed."
