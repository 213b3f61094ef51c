import LyrebirdSyntax

/// Two types with one name (for example from two modules) would produce clashing mocks.
enum DuplicateMockNames {
  /// Keeps the first type of each mock name, with a warning for each one skipped.
  static func removing(
    from plans: [OutputPlan.Entry], diagnostics: inout [DiagnosticSpec]
  ) -> [OutputPlan.Entry] {
    var firstLocations: [String: SourceLocationSpec] = [:]
    firstLocations.reserveCapacity(plans.count)
    var duplicates: Set<Int> = []
    for (index, entry) in plans.enumerated() {
      let mockName = entry.type.mockName
      guard let first = firstLocations[mockName] else {
        firstLocations[mockName] = entry.type.location
        continue
      }
      duplicates.insert(index)
      let message =
        "'\(entry.type.name)' would also be mocked as \(mockName), like the type at \(first.file):\(first.line); "
        + "it is skipped (use --exclude or --regex to choose)"
      diagnostics.append(DiagnosticSpec(.warning, message, at: entry.type.location))
    }
    guard !duplicates.isEmpty else { return plans }
    return plans.indices.filter { !duplicates.contains($0) }.map { plans[$0] }
  }
}
