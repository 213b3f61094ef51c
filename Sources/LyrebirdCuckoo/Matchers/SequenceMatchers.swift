/// Matches a sequence holding at least one element that `equality` pairs with one of `elements`.
public func containsAnyOf<T, S: Sequence>(
  values elements: T..., where equality: @escaping (T, T) -> Bool
) -> ParameterMatcher<S> where T == S.Element {
  containsAnyOf(elements, where: equality)
}

/// Matches a sequence holding at least one element that `equality` pairs with one of `elements`.
public func containsAnyOf<IN: Sequence, OUT: Sequence>(
  _ elements: IN, where equality: @escaping (IN.Element, IN.Element) -> Bool
) -> ParameterMatcher<OUT> where IN.Element == OUT.Element {
  let wanted = Array(elements)
  return ParameterMatcher(description: "containsAnyOf(\(wanted))") { tested in
    wanted.contains { element in tested.contains { equality(element, $0) } }
  }
}

/// Matches a sequence holding at least one of `elements`.
public func containsAnyOf<T: Equatable, S: Sequence>(values elements: T...) -> ParameterMatcher<S>
where T == S.Element {
  containsAnyOf(elements, where: ==)
}

/// Matches a sequence holding at least one of `elements`.
public func containsAnyOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT>
where IN.Element: Equatable, IN.Element == OUT.Element {
  containsAnyOf(elements, where: ==)
}

/// Matches a sequence holding at least one of `elements`.
public func containsAnyOf<T: Hashable, S: Sequence>(values elements: T...) -> ParameterMatcher<S>
where T == S.Element {
  containsAnyOf(elements)
}

/// Matches a sequence holding at least one of `elements`.
public func containsAnyOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT>
where IN.Element: Hashable, IN.Element == OUT.Element {
  let wanted = Set(elements)
  return ParameterMatcher(description: "containsAnyOf(\(wanted))") { tested in !wanted.isDisjoint(with: tested) }
}

/// Matches a sequence in which `equality` pairs every one of `elements` with some element.
public func containsAllOf<T, S: Sequence>(
  values elements: T..., where equality: @escaping (T, T) -> Bool
) -> ParameterMatcher<S> where T == S.Element {
  containsAllOf(elements, where: equality)
}

/// Matches a sequence in which `equality` pairs every one of `elements` with some element.
public func containsAllOf<IN: Sequence, OUT: Sequence>(
  _ elements: IN, where equality: @escaping (IN.Element, IN.Element) -> Bool
) -> ParameterMatcher<OUT> where IN.Element == OUT.Element {
  let wanted = Array(elements)
  return ParameterMatcher(description: "containsAllOf(\(wanted))") { tested in
    wanted.allSatisfy { element in tested.contains { equality(element, $0) } }
  }
}

/// Matches a sequence holding every one of `elements`.
public func containsAllOf<T: Equatable, S: Sequence>(values elements: T...) -> ParameterMatcher<S>
where T == S.Element {
  containsAllOf(elements, where: ==)
}

/// Matches a sequence holding every one of `elements`.
public func containsAllOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT>
where IN.Element: Equatable, IN.Element == OUT.Element {
  containsAllOf(elements, where: ==)
}

/// Matches an array holding each of `elements` as many times as they are listed.
public func containsAllOf<T: Hashable>(values elements: T...) -> ParameterMatcher<[T]> {
  containsAllOf(elements)
}

/// Matches a sequence holding each of `elements` as many times as `elements` does, as Cuckoo counts them.
public func containsAllOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT>
where IN.Element: Hashable, IN.Element == OUT.Element {
  let wanted = occurrences(of: elements)
  return ParameterMatcher(description: "containsAllOf(\(Array(elements)))") { tested in
    let found = occurrences(of: tested)
    return wanted.allSatisfy { element, count in found[element] == count }
  }
}

/// Matches a sequence holding every member of the set `elements`.
public func containsAllOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT>
where IN.Element: Hashable, IN.Element == OUT.Element, IN: SetAlgebra {
  let wanted = Set(elements)
  return ParameterMatcher(description: "containsAllOf(\(wanted))") { tested in wanted.isSubset(of: tested) }
}

/// Matches a sequence in which `equality` pairs none of `elements` with any element.
public func containsNoneOf<T, S: Sequence>(
  values elements: T..., where equality: @escaping (T, T) -> Bool
) -> ParameterMatcher<S> where T == S.Element {
  containsNoneOf(elements, where: equality)
}

/// Matches a sequence in which `equality` pairs none of `elements` with any element.
public func containsNoneOf<IN: Sequence, OUT: Sequence>(
  _ elements: IN, where equality: @escaping (IN.Element, IN.Element) -> Bool
) -> ParameterMatcher<OUT> where IN.Element == OUT.Element {
  not(containsAnyOf(elements, where: equality))
}

/// Matches a sequence holding none of `elements`.
public func containsNoneOf<T: Equatable, S: Sequence>(values elements: T...) -> ParameterMatcher<S>
where T == S.Element {
  containsNoneOf(elements, where: ==)
}

/// Matches a sequence holding none of `elements`.
public func containsNoneOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT>
where IN.Element: Equatable, IN.Element == OUT.Element {
  containsNoneOf(elements, where: ==)
}

/// Matches a sequence holding none of `elements`.
public func containsNoneOf<T: Hashable, S: Sequence>(values elements: T...) -> ParameterMatcher<S>
where T == S.Element {
  containsNoneOf(elements)
}

/// Matches a sequence holding none of `elements`.
public func containsNoneOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT>
where IN.Element: Hashable, IN.Element == OUT.Element {
  not(containsAnyOf(elements))
}

/// How many times each element occurs in `sequence`.
private func occurrences<S: Sequence>(of sequence: S) -> [S.Element: Int] where S.Element: Hashable {
  sequence.reduce(into: [:]) { counts, element in counts[element, default: 0] += 1 }
}

/// Matches a collection of exactly `length` elements.
public func hasLength<C: Collection>(exactly length: Int) -> ParameterMatcher<C> {
  ParameterMatcher(description: "hasLength(exactly: \(length))") { $0.count == length }
}

/// Matches a collection longer than `length`, or as long when `inclusive`.
public func hasLength<C: Collection>(atLeast length: Int, inclusive: Bool = true) -> ParameterMatcher<C> {
  ParameterMatcher(description: "hasLength(atLeast: \(length))") {
    $0.count > length || (inclusive && $0.count == length)
  }
}

/// Matches a collection shorter than `length`, or as long when `inclusive`.
public func hasLength<C: Collection>(atMost length: Int, inclusive: Bool = true) -> ParameterMatcher<C> {
  ParameterMatcher(description: "hasLength(atMost: \(length))") {
    $0.count < length || (inclusive && $0.count == length)
  }
}

/// Matches a collection whose length lies in `range`; with `inclusive`, its upper bound counts too.
public func hasLength<C: Collection>(inRange range: CountableRange<Int>, inclusive: Bool = true) -> ParameterMatcher<C>
{
  hasLength(atLeast: range.lowerBound, inclusive: inclusive).and(
    hasLength(atMost: range.upperBound, inclusive: inclusive))
}

/// Matches a sequence with exactly `count` elements.
public func hasCount<S: Sequence>(_ count: Int) -> ParameterMatcher<S> {
  ParameterMatcher(description: "hasCount(\(count))") { tested in tested.reduce(0) { total, _ in total + 1 } == count }
}
