# Sourced by the benchmarks that time a release build of lyrebird, with the caller's first argument:
# sets LYREBIRD to that path (relative to the caller's directory) or to this checkout's
# .build-release build, moves to the checkout's root, and stops with how to build it if it is missing.
LYREBIRD=${1:-}
[[ -n $LYREBIRD && $LYREBIRD != /* ]] && LYREBIRD=$PWD/$LYREBIRD
cd "$(dirname "${BASH_SOURCE[0]}")/.."
LYREBIRD=${LYREBIRD:-$PWD/.build-release/release/lyrebird}
if [[ ! -x $LYREBIRD ]]; then
  echo "error: no lyrebird executable at '$LYREBIRD'." >&2
  echo "       Build it with: swift build -c release --scratch-path .build-release --product lyrebird" >&2
  exit 2
fi
