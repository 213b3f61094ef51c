/// The slot `registerResult(for:)` and `executions(of:)` open to learn which function they were given.
final class MockeryProbe {
  /// What a probe learns from the first `invoke` it reaches: enough to build a stub for the function.
  struct Function {
    let key: String
    let arity: Int
  }

  var function: Function?
}

/// Keys a mocked function by its `#function` name and its full type, so overloads never collide
/// and no function-pointer casts are needed.
enum MockeryKey {
  static func make<Arguments, R>(_ function: String, _: Arguments.Type, _: R.Type) -> String {
    function + signatures.signature(Arguments.self, R.self)
  }

  private static let signatures = Signatures()

  /// Each function type's ` as (…) -> R`, spelled once: naming types cost most of a call's key.
  private final class Signatures: @unchecked Sendable {
    private struct Types: Hashable {
      let arguments: ObjectIdentifier
      let result: ObjectIdentifier
    }

    private let lock = Lock()
    private var spelled: [Types: String] = [:]

    func signature(_ arguments: Any.Type, _ result: Any.Type) -> String {
      let key = Types(arguments: ObjectIdentifier(arguments), result: ObjectIdentifier(result))
      if let signature = lock.withLock({ spelled[key] }) { return signature }
      let isTuple = arguments == Void.self || "\(arguments)".hasPrefix("(")
      let signature = " as \(isTuple ? "\(arguments)" : "(\(arguments))") -> \(result)"
      lock.withLock { spelled[key] = signature }
      return signature
    }
  }

  /// The key an `invoke` call site records under, found by `find` the first time the site runs.
  static func keyAtCallSite(_ named: String, _ location: SourceLocation, find: () -> String) -> String {
    if let known = knownKey(named, location) { return known }
    let key = find()
    callSites.store(key, for: CallSite(named, location))
    return key
  }

  static func knownKey(_ named: String, _ location: SourceLocation) -> String? {
    callSites.key(for: CallSite(named, location))
  }

  /// An `invoke` call site: the calling member's key (a generic mock's differs by type) and its position.
  private struct CallSite: Hashable {
    let named: String
    let file: UInt
    let line: UInt
    let column: UInt

    init(_ named: String, _ location: SourceLocation) {
      self.named = named
      file = UInt(bitPattern: location.filePath.utf8Start)
      (line, column) = (location.line, location.column)
    }
  }

  private final class CallSites: @unchecked Sendable {
    private let lock = Lock()
    private var keys: [CallSite: String] = [:]

    func key(for site: CallSite) -> String? { lock.withLock { keys[site] } }
    func store(_ key: String, for site: CallSite) { lock.withLock { keys[site] = key } }
  }

  private static let callSites = CallSites()

  /// Calls `function` with placeholders while probing, returning what its `invoke` reported.
  static func probe(
    reporting: Bool = true, at location: SourceLocation, _ call: () throws -> Void
  ) -> MockeryProbe.Function? {
    let (probe, outer) = begin()
    defer { ThreadState.current.probe = outer }
    try? call()
    return reporting ? finish(probe, at: location) : probe.function
  }

  static func probe(
    reporting: Bool = true, at location: SourceLocation, _ call: () async throws -> Void
  ) async -> MockeryProbe.Function? {
    let (probe, outer) = begin()
    defer { ThreadState.current.probe = outer }
    try? await call()
    return reporting ? finish(probe, at: location) : probe.function
  }

  /// When probing, records the function and returns `true`: the caller must return a placeholder at once.
  ///
  /// `arity` is evaluated only while probing: counting a call's arguments takes them apart by reflection.
  static func interceptProbe(_ key: String, arity: @autoclosure () -> Int) -> Bool {
    guard let probe = ThreadState.currentIfCreated?.probe else { return false }
    // Only the first invoke answers the probe; later ones in the same body record nothing either.
    if probe.function == nil { probe.function = MockeryProbe.Function(key: key, arity: arity()) }
    return true
  }

  private static func begin() -> (probe: MockeryProbe, outer: MockeryProbe?) {
    let state = ThreadState.current
    let outer = state.probe
    let probe = MockeryProbe()
    state.probe = probe
    return (probe, outer)
  }

  private static func finish(_ probe: MockeryProbe, at location: SourceLocation) -> MockeryProbe.Function? {
    if probe.function == nil {
      FailureReporter.report("The function given to the mock does not call invoke(_:args:)", at: location)
    }
    return probe.function
  }
}
