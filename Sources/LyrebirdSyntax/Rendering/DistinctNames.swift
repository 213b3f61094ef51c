/// Tells whether a mock's names repeat, without hashing them when there are few.
///
/// A mock has tens of members: comparing each name with those before it is cheaper than a `Set`,
/// which hashes every name (a fifth of the renderer's setup per mock on the testbed).
enum DistinctNames {
  /// Whether some element of `names` equals an earlier one.
  static func containsRepeat(_ names: [String]) -> Bool {
    guard names.count > 32 else {
      for index in names.indices.dropFirst() where names[..<index].contains(names[index]) { return true }
      return false
    }
    var seen = Set<String>(minimumCapacity: names.count)
    return names.contains { !seen.insert($0).inserted }
  }
}
