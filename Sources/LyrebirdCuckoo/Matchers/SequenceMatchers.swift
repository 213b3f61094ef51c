/// Matches a sequence that holds every element of `elements`.
public func containsAllOf<S: Sequence, E: Equatable>(_ elements: S) -> ParameterMatcher<S> where S.Element == E {
  ParameterMatcher(description: "containsAllOf(\(Array(elements)))") { tested in
    elements.allSatisfy { tested.contains($0) }
  }
}

/// Matches a sequence that holds at least one element of `elements`.
public func containsAnyOf<S: Sequence, E: Equatable>(_ elements: S) -> ParameterMatcher<S> where S.Element == E {
  ParameterMatcher(description: "containsAnyOf(\(Array(elements)))") { tested in
    elements.contains { tested.contains($0) }
  }
}

/// Matches a sequence that holds no element of `elements`.
public func containsNoneOf<S: Sequence, E: Equatable>(_ elements: S) -> ParameterMatcher<S> where S.Element == E {
  ParameterMatcher(description: "containsNoneOf(\(Array(elements)))") { tested in
    !elements.contains { tested.contains($0) }
  }
}

/// Matches a sequence with exactly `count` elements.
public func hasCount<S: Sequence>(_ count: Int) -> ParameterMatcher<S> {
  ParameterMatcher(description: "hasCount(\(count))") { tested in tested.reduce(0) { total, _ in total + 1 } == count }
}

/// Matches a dictionary that has every key of `keys`.
public func containsAllKeys<K: Hashable, V>(_ keys: [K]) -> ParameterMatcher<[K: V]> {
  ParameterMatcher(description: "containsAllKeys(\(keys))") { tested in keys.allSatisfy { tested[$0] != nil } }
}

/// Matches a dictionary whose value for `key` is `value`.
public func containsEntry<K: Hashable, V: Equatable>(key: K, value: V) -> ParameterMatcher<[K: V]> {
  ParameterMatcher(description: "containsEntry(\(key): \(value))") { tested in tested[key] == value }
}
