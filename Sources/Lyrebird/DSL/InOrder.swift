/// Extra checks for an `inOrder` block.
public struct OrderedVerificationOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int
  /// Makes options from their bits; use the named options instead.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Before the first verified call, the mocks involved received no other call.
  public static let noInvocationsBefore = OrderedVerificationOptions(rawValue: 1 << 0)
  /// After the last verified call, the mocks involved received no other call.
  public static let noInvocationsAfter = OrderedVerificationOptions(rawValue: 1 << 1)
  /// Between the first and last verified calls, the mocks involved received no other call.
  public static let onlyConsecutiveInvocations = OrderedVerificationOptions(rawValue: 1 << 2)
}

/// Checks that the verifications inside `block` happened in the order they are written.
///
/// Each verification consumes the fewest matching calls its count accepts, after the calls the
/// previous verification consumed; then, as in Mockingbird, each count must also hold between the
/// previous verification's first match and the next verification's calls, a window search.
public func inOrder(
  with options: OrderedVerificationOptions = [],
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ block: () throws -> Void
) rethrows {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let state = ThreadState.current
  let outer = state.orderedVerification
  let collector = OrderedVerificationCollector()
  state.orderedVerification = collector
  defer { state.orderedVerification = outer }
  try block()
  state.orderedVerification = outer
  collector.check(options: options, at: location)
}

/// Gathers the verifications of an `inOrder` block and checks them together.
final class OrderedVerificationCollector {
  struct Entry {
    let target: StubTarget
    let count: CountMatcher
    let location: SourceLocation
  }

  private var entries: [Entry] = []

  func add(_ entry: Entry) { entries.append(entry) }

  func check(options: OrderedVerificationOptions, at location: SourceLocation) {
    var after: UInt64 = 0
    var consumed: Set<UInt64> = []
    var previous: String?
    for entry in entries {
      let candidates = entry.target.context.invocations(matching: entry.target.pattern)
        .filter { $0.sequenceNumber > after }
      guard let taken = entry.count.smallestMatch(upTo: candidates.count) else {
        let position = previous.map { " after \($0)" } ?? ""
        FailureReporter.report(
          "Expected \(entry.count) of \(entry.target.description)\(position), but received \(candidates.count).\n"
            + timeline(), at: entry.location)
        return
      }
      if taken > 0 {
        after = candidates[taken - 1].sequenceNumber
        candidates.prefix(taken).forEach { consumed.insert($0.sequenceNumber) }
        previous = entry.target.description
      }
    }
    if !OrderedWindowSearch(entries: entries).isSatisfiable {
      FailureReporter.report(
        "Expected the verifications to be satisfied in order, but no window of calls satisfies every count.\n"
          + timeline(), at: location)
      return
    }
    let involved = self.involvedInvocations()
    if options.contains(.noInvocationsBefore), let first = consumed.min() {
      let earlier = involved.filter { $0.1.sequenceNumber < first }
      if !earlier.isEmpty {
        FailureReporter.report(
          "Expected no invocations before \(entries.first?.target.description ?? "the verified calls"), but received "
            + earlier.map { "\($0.0).\($0.1.rendered)" }.joined(separator: ", ") + ".\n" + timeline(),
          at: location)
      }
    }
    if options.contains(.noInvocationsAfter) {
      let later = involved.filter { $0.1.sequenceNumber > after }
      if !later.isEmpty {
        FailureReporter.report(
          "Expected no invocations after \(previous ?? "the verified calls"), but received "
            + later.map { "\($0.0).\($0.1.rendered)" }.joined(separator: ", ") + ".\n" + timeline(),
          at: location)
      }
    }
    if options.contains(.onlyConsecutiveInvocations), let first = consumed.min() {
      let between = involved.filter {
        $0.1.sequenceNumber > first && $0.1.sequenceNumber < after && !consumed.contains($0.1.sequenceNumber)
      }
      if !between.isEmpty {
        FailureReporter.report(
          "Expected only consecutive invocations, but received "
            + between.map { "\($0.0).\($0.1.rendered)" }.joined(separator: ", ")
            + " in between.\n" + timeline(),
          at: location)
      }
    }
  }

  /// Every call on the mocks this block verified, in the order they happened.
  private func involvedInvocations() -> [(String, Invocation)] {
    var seen: Set<ObjectIdentifier> = []
    var all: [(String, Invocation)] = []
    for entry in entries where seen.insert(ObjectIdentifier(entry.target.context)).inserted {
      all += entry.target.context.allInvocations.map { (entry.target.context.mockName, $0) }
    }
    return all.sorted { $0.1.sequenceNumber < $1.1.sequenceNumber }
  }

  private func timeline() -> String {
    let lines = involvedInvocations().enumerated().map {
      "  #\($0.offset + 1) \($0.element.0).\($0.element.1.rendered)"
    }
    return lines.isEmpty ? "No invocations were recorded." : "Invocations in order:\n" + lines.joined(separator: "\n")
  }
}
