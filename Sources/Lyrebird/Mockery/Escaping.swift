/// Groups a Mockery mock's arguments for `invoke(_:args:)` when some are escaping closures:
/// `invoke(load, args: escaping(id, completion))`.
///
/// Mockery needed it for closures in tuples; Lyrebird takes such tuples as they are, so this only
/// keeps the spelling.
public func escaping<each Argument>(_ argument: repeat each Argument) -> (repeat each Argument) {
  (repeat each argument)
}
