/// Matches a dictionary with at least one of `entries`, its value paired by `equality`.
public func containsAnyOf<K, V>(_ entries: [K: V], where equality: @escaping (V, V) -> Bool) -> ParameterMatcher<[K: V]>
{
  ParameterMatcher(description: "containsAnyOf(\(entries))") { tested in
    entries.contains { key, value in tested[key].map { equality($0, value) } ?? false }
  }
}

/// Matches a dictionary with at least one of `entries`.
public func containsAnyOf<K, V: Equatable>(_ entries: [K: V]) -> ParameterMatcher<[K: V]> {
  containsAnyOf(entries, where: ==)
}

/// Matches a dictionary with every one of `entries`, its value paired by `equality`.
public func containsAllOf<K, V>(_ entries: [K: V], where equality: @escaping (V, V) -> Bool) -> ParameterMatcher<[K: V]>
{
  ParameterMatcher(description: "containsAllOf(\(entries))") { tested in
    entries.allSatisfy { key, value in tested[key].map { equality($0, value) } ?? false }
  }
}

/// Matches a dictionary with every one of `entries`.
public func containsAllOf<K, V: Equatable>(_ entries: [K: V]) -> ParameterMatcher<[K: V]> {
  containsAllOf(entries, where: ==)
}

/// Matches a dictionary with none of `entries`, values paired by `equality`.
public func containsNoneOf<K, V>(
  _ entries: [K: V], where equality: @escaping (V, V) -> Bool
) -> ParameterMatcher<[K: V]> {
  not(containsAnyOf(entries, where: equality))
}

/// Matches a dictionary with none of `entries`.
public func containsNoneOf<K, V: Equatable>(_ entries: [K: V]) -> ParameterMatcher<[K: V]> {
  containsNoneOf(entries, where: ==)
}

/// Matches a dictionary whose keys `keysMatcher` matches.
private func keys<K, V>(_ keysMatcher: ParameterMatcher<Dictionary<K, V>.Keys>) -> ParameterMatcher<[K: V]> {
  ParameterMatcher(description: "keys \(keysMatcher.make())") { keysMatcher.matches($0.keys) }
}

/// Matches a dictionary whose values `valuesMatcher` matches.
private func values<K, V>(_ valuesMatcher: ParameterMatcher<Dictionary<K, V>.Values>) -> ParameterMatcher<[K: V]> {
  ParameterMatcher(description: "values \(valuesMatcher.make())") { valuesMatcher.matches($0.values) }
}

/// Matches a dictionary with at least one of `keys` as a key.
public func containsAnyKeysOf<K, V>(values keys: K...) -> ParameterMatcher<[K: V]> { containsAnyKeysOf(keys) }

/// Matches a dictionary with at least one of `keys` as a key.
public func containsAnyKeysOf<S: Sequence, V>(_ keys: S) -> ParameterMatcher<[S.Element: V]> {
  LyrebirdCuckoo.keys(containsAnyOf(keys))
}

/// Matches a dictionary with every one of `keys` as a key.
public func containsAllKeysOf<K, V>(values keys: K...) -> ParameterMatcher<[K: V]> { containsAllKeysOf(keys) }

/// Matches a dictionary with every one of `keys` as a key.
public func containsAllKeysOf<S: Sequence, V>(_ keys: S) -> ParameterMatcher<[S.Element: V]> {
  LyrebirdCuckoo.keys(containsAllOf(keys))
}

/// Matches a dictionary with none of `keys` as a key.
public func containsNoKeysOf<K, V>(values keys: K...) -> ParameterMatcher<[K: V]> { containsNoKeysOf(keys) }

/// Matches a dictionary with none of `keys` as a key.
public func containsNoKeysOf<S: Sequence, V>(_ keys: S) -> ParameterMatcher<[S.Element: V]> {
  not(containsAnyKeysOf(keys))
}

/// Matches a dictionary with a value that `equality` pairs with one of `values`.
public func containsAnyValuesOf<K, V>(
  values: V..., where equality: @escaping (V, V) -> Bool
) -> ParameterMatcher<[K: V]> {
  containsAnyValuesOf(values, where: equality)
}

/// Matches a dictionary with a value that `equality` pairs with one of `values`.
public func containsAnyValuesOf<K, S: Sequence>(
  _ values: S, where equality: @escaping (S.Element, S.Element) -> Bool
) -> ParameterMatcher<[K: S.Element]> {
  LyrebirdCuckoo.values(containsAnyOf(values, where: equality))
}

/// Matches a dictionary with at least one of `values` as a value.
public func containsAnyValuesOf<K, V: Equatable>(values: V...) -> ParameterMatcher<[K: V]> {
  containsAnyValuesOf(values)
}

/// Matches a dictionary with at least one of `values` as a value.
public func containsAnyValuesOf<K, S: Sequence>(_ values: S) -> ParameterMatcher<[K: S.Element]>
where S.Element: Equatable {
  containsAnyValuesOf(values, where: ==)
}

/// Matches a dictionary with at least one of `values` as a value.
public func containsAnyValuesOf<K, V: Hashable>(values: V...) -> ParameterMatcher<[K: V]> {
  containsAnyValuesOf(values)
}

/// Matches a dictionary with at least one of `values` as a value.
public func containsAnyValuesOf<K, S: Sequence>(_ values: S) -> ParameterMatcher<[K: S.Element]>
where S.Element: Hashable {
  LyrebirdCuckoo.values(containsAnyOf(values))
}

/// Matches a dictionary in which `equality` pairs each of `values` with some value.
public func containsAllValuesOf<K, V>(
  values: V..., where equality: @escaping (V, V) -> Bool
) -> ParameterMatcher<[K: V]> {
  containsAllValuesOf(values, where: equality)
}

/// Matches a dictionary in which `equality` pairs each of `values` with some value.
public func containsAllValuesOf<K, S: Sequence>(
  _ values: S, where equality: @escaping (S.Element, S.Element) -> Bool
) -> ParameterMatcher<[K: S.Element]> {
  LyrebirdCuckoo.values(containsAllOf(values, where: equality))
}

/// Matches a dictionary with every one of `values` as a value.
public func containsAllValuesOf<K, V: Equatable>(values: V...) -> ParameterMatcher<[K: V]> {
  containsAllValuesOf(values)
}

/// Matches a dictionary with every one of `values` as a value.
public func containsAllValuesOf<K, S: Sequence>(_ values: S) -> ParameterMatcher<[K: S.Element]>
where S.Element: Equatable {
  containsAllValuesOf(values, where: ==)
}

/// Matches a dictionary holding each of `values` as many times as they are listed.
public func containsAllValuesOf<K, V: Hashable>(values: V...) -> ParameterMatcher<[K: V]> {
  containsAllValuesOf(values)
}

/// Matches a dictionary holding each of `values` as many times as `values` does.
public func containsAllValuesOf<K, S: Sequence>(_ values: S) -> ParameterMatcher<[K: S.Element]>
where S.Element: Hashable {
  LyrebirdCuckoo.values(containsAllOf(values))
}

/// Matches a dictionary with no value that `equality` pairs with one of `values`.
public func containsNoValuesOf<K, V>(values: V..., where equality: @escaping (V, V) -> Bool) -> ParameterMatcher<[K: V]>
{
  containsNoValuesOf(values, where: equality)
}

/// Matches a dictionary with no value that `equality` pairs with one of `values`.
public func containsNoValuesOf<K, S: Sequence>(
  _ values: S, where equality: @escaping (S.Element, S.Element) -> Bool
) -> ParameterMatcher<[K: S.Element]> {
  not(containsAnyValuesOf(values, where: equality))
}

/// Matches a dictionary with none of `values` as a value.
public func containsNoValuesOf<K, V: Equatable>(values: V...) -> ParameterMatcher<[K: V]> { containsNoValuesOf(values) }

/// Matches a dictionary with none of `values` as a value.
public func containsNoValuesOf<K, S: Sequence>(_ values: S) -> ParameterMatcher<[K: S.Element]>
where S.Element: Equatable {
  containsNoValuesOf(values, where: ==)
}

/// Matches a dictionary with none of `values` as a value.
public func containsNoValuesOf<K, V: Hashable>(values: V...) -> ParameterMatcher<[K: V]> { containsNoValuesOf(values) }

/// Matches a dictionary with none of `values` as a value.
public func containsNoValuesOf<K, S: Sequence>(_ values: S) -> ParameterMatcher<[K: S.Element]>
where S.Element: Hashable {
  not(containsAnyValuesOf(values))
}

/// Matches a dictionary that has every key of `keys`.
public func containsAllKeys<K: Hashable, V>(_ keys: [K]) -> ParameterMatcher<[K: V]> {
  ParameterMatcher(description: "containsAllKeys(\(keys))") { tested in keys.allSatisfy { tested[$0] != nil } }
}

/// Matches a dictionary whose value for `key` is `value`.
public func containsEntry<K: Hashable, V: Equatable>(key: K, value: V) -> ParameterMatcher<[K: V]> {
  ParameterMatcher(description: "containsEntry(\(key): \(value))") { tested in tested[key] == value }
}
