# Sums the type-check time of the per-file mocks by generated construct, from a build log of
# Benchmarks/compile-cost.sh PROFILE=N: function bodies (-debug-time-function-bodies) and expressions
# (-warn-long-expression-type-checking), each classified by the source line it starts on.
# Prints total ms, count, slowest ms and the construct; a body's time includes its expressions'.
function source(path, number,    line, i) {
  if (!(path in loaded)) {
    loaded[path] = 1
    i = 0
    while ((getline line < path) > 0) text[path, ++i] = line
    close(path)
  }
  return text[path, number]
}
function body_shape(line, description) {
  if (line ~ /<__Handle/) return "body: given/verify handle (generic method)"
  if (line ~ /^ *var _[A-Za-z0-9_]*: Lyrebird\./) return "body: records property (_member)"
  if (description ~ /\.mock\(/) return "body: mock(_:) factory"
  if (description ~ /^initializer/) return "body: initializer"
  if (description ~ /(getter|setter)/) return "body: property accessor (records the call)"
  if (description ~ /method/) return "body: method (records the call)"
  return "body: other"
}
function expression_shape(line) {
  if (line ~ /^ *\.init\(mock:/) return "expression: .init(mock:member:arguments:) of a handle"
  if (line ~ /Lyrebird\.(Call|Property)Records\(/) return "expression: Lyrebird.CallRecords/PropertyRecords(…)"
  if (line ~ /__lyrebirdContext\.call\(/) return "expression: __lyrebirdContext.call(…, apply:, forward:)"
  if (line ~ /MockingContext\(/) return "expression: factory's MockObject(…)"
  return "expression: other"
}
BEGIN { FS = "\t" }
$1 ~ /^[0-9.]+ms$/ && $2 ~ /\/Tests\/LyrebirdPerFile\// {
  if (($2, $3) in timed) next
  timed[$2, $3] = 1
  split($2, at, ":")
  shape = body_shape(source(at[1], at[2]), $3)
  ms = $1 + 0
  count[shape]++; total[shape] += ms; if (ms > most[shape]) most[shape] = ms
  next
}
/\/Tests\/LyrebirdPerFile\/.*: warning: expression took [0-9]+ms/ {
  split($0, at, ":")
  key = at[1] ":" at[2] ":" at[3]
  if (key in seen) next
  seen[key] = 1
  ms = $0; sub(/.*expression took /, "", ms); sub(/ms.*/, "", ms)
  shape = expression_shape(source(at[1], at[2]))
  count[shape]++; total[shape] += ms; if (ms > most[shape]) most[shape] = ms
}
END {
  for (shape in total) printf "%10.1f ms  %6d  %8.1f ms  %s\n", total[shape], count[shape], most[shape], shape
}
