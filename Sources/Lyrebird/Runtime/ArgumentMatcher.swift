/// Decides whether one recorded argument satisfies a stub or a verification.
public struct ArgumentMatcher: @unchecked Sendable, CustomStringConvertible {
  /// How failure messages show this matcher, for example `any()`.
  public let description: String
  private let predicate: (Any) -> Bool
  /// Called for each argument that matched during verification, for argument captors.
  let onMatch: ((Any) -> Void)?
  /// The predicate over the argument's own type, so a typed argument is matched without an `Any` cast.
  let inPlace: InPlacePredicate?
  /// Whether every argument matches (`any()`), so matching needs no call at all.
  let matchesEverything: Bool

  /// Makes a matcher from a predicate over the recorded argument.
  ///
  /// - Parameters:
  ///   - description: How failure messages show the matcher.
  ///   - predicate: Returns `true` for arguments that match.
  public init(description: String, matches predicate: @escaping (Any) -> Bool) {
    self.description = description
    self.predicate = predicate
    self.onMatch = nil
    self.inPlace = nil
    self.matchesEverything = false
  }

  @usableFromInline
  init(
    description: String, matches predicate: @escaping (Any) -> Bool, onMatch: ((Any) -> Void)? = nil,
    inPlace: InPlacePredicate? = nil, matchesEverything: Bool = false
  ) {
    self.description = description
    self.predicate = predicate
    self.onMatch = onMatch
    self.inPlace = inPlace
    self.matchesEverything = matchesEverything
  }

  /// Whether `argument` satisfies this matcher.
  @inline(__always)
  public func matches(_ argument: Any) -> Bool { predicate(argument) }

  /// A matcher that accepts every argument, for example `any()`: matching it costs no call.
  package static func anything(_ description: String) -> ArgumentMatcher {
    ArgumentMatcher(description: description, matches: { _ in true }, matchesEverything: true)
  }

  /// A matcher for a concrete argument: `==` for `Equatable` types, identity for class instances.
  public static func equal<T>(to expected: T) -> ArgumentMatcher {
    if let equatable = expected as? any Equatable {
      return equalMatcher(equatable)
    }
    // A metatype (`Sparrow.self`) is compared by identity: metatypes aren't `Equatable`.
    let instance = unwrappingOptionals(expected)
    if let metatype = instance as? Any.Type {
      let identity = ObjectIdentifier(metatype)
      return ArgumentMatcher(description: describeArgument(expected)) { argument in
        guard let argument = unwrappingOptionals(argument) as? Any.Type else { return false }
        return ObjectIdentifier(argument) == identity
      }
    }
    // A class instance is compared by identity whatever its static type: `any P`, `P?`, `T`, `Any`.
    if let instance, type(of: instance) is AnyObject.Type {
      let identity = ObjectIdentifier(instance as AnyObject)
      return ArgumentMatcher(description: describeArgument(expected)) { argument in
        guard let argument = unwrappingOptionals(argument), type(of: argument) is AnyObject.Type else { return false }
        return ObjectIdentifier(argument as AnyObject) == identity
      }
    }
    if instance == nil {
      return ArgumentMatcher(description: "nil") { unwrappingOptionals($0) == nil }
    }
    return ArgumentMatcher(
      description: "\(describeArgument(expected)) (not Equatable; use any(where:) or make it Equatable)"
    ) { _ in false }
  }

  private static func equalMatcher<E: Equatable>(_ expected: E) -> ArgumentMatcher {
    ArgumentMatcher(
      description: describeArgument(expected), matches: { argument in (argument as? E) == expected },
      inPlace: .over { (argument: E) in argument == expected })
  }
}

/// The member and argument matchers that a stub or a verification applies to.
public struct InvocationPattern: Sendable, CustomStringConvertible {
  /// The member the calls must be to.
  public let member: Member
  /// One matcher per argument, in declaration order.
  public let matchers: [ArgumentMatcher]

  /// Makes a pattern for calls to `member` whose arguments `matchers` match, one by one.
  public init(member: Member, matchers: [ArgumentMatcher]) {
    self.member = member
    self.matchers = matchers
  }

  /// Whether the arguments of a call to this pattern's member match, one by one.
  @inline(__always)
  func matches(arguments: [Any]) -> Bool {
    guard arguments.count == matchers.count else { return false }
    for index in matchers.indices where !matchers[index].matches(arguments[index]) {
      return false
    }
    return true
  }

  /// Whether the arguments of a typed slot's tuple at `arguments` match one by one; `elements` is
  /// the tuple's layout.
  ///
  /// Not generic: the layout says where each argument is, so no parameter pack is walked per call.
  func matches(tuple arguments: UnsafeRawPointer, elements: UnsafeBufferPointer<ArgumentLayout.Element>) -> Bool {
    guard elements.count == matchers.count else { return false }
    // Field by field through base addresses: a method call on a matcher would copy all of it (four
    // references), since the predicates it calls could change the memory it was read from.
    return matchers.withUnsafeBufferPointer { matchers in
      guard let matcher = matchers.baseAddress, let element = elements.baseAddress else { return true }
      for index in 0..<matchers.count where !matcher[index].matchesEverything {
        let argument = arguments + element[index].offset
        // The matcher keeps its predicate alive, so reading it needs no retain of its own.
        if let inPlace = matcher[index].inPlace.map(Unmanaged.passUnretained),
          inPlace._withUnsafeGuaranteedRef({ $0.type == element[index].type })
        {
          guard inPlace._withUnsafeGuaranteedRef({ $0.body(argument) }) else { return false }
        } else {
          guard matcher[index].matches(element[index].load(argument)) else { return false }
        }
      }
      return true
    }
  }

  /// Whether a matcher is an argument captor's, so a `verify` without one skips a pass over the calls.
  var hasCaptors: Bool { matchers.contains { $0.onMatch != nil } }

  func notifyCaptors(_ invocation: Invocation) {
    notifyCaptors(invocation.arguments)
  }

  func notifyCaptors(_ arguments: [Any]) {
    for (matcher, argument) in zip(matchers, arguments) {
      matcher.onMatch?(argument)
    }
  }

  /// Whether `arguments` match `stub`'s pattern; a match is handed to its captors.
  func matchesCapturing(arguments: [Any], stub: Stub) -> Bool {
    guard matches(arguments: arguments) else { return false }
    if stub.capturesArguments { notifyCaptors(arguments) }
    return true
  }

  /// The call as failures show it, for example `chirp(volume: any())`.
  public var description: String { member.render(matchers.map(\.description)) }
}

/// Turns one argument expression of a handle overload into a matcher.
///
/// The expression runs here, so an `any()` inside it leaves exactly one pending matcher behind;
/// a plain value leaves none and is compared by equality.
public func argument<T>(_ expression: () throws -> T) rethrows -> ArgumentMatcher {
  let state = ThreadState.current
  let outer = state.pendingMatchers
  state.pendingMatchers = []
  defer { state.pendingMatchers = outer }
  let value = try expression()
  if let matcher = state.pendingMatchers.last {
    return matcher
  }
  return .equal(to: value)
}

/// Turns every argument expression of a handle overload into a matcher, in order.
///
/// One call for all of a member's parameters: generated handles compile faster with it than with
/// an array of ``argument(_:)`` calls, one generic call per parameter.
public func arguments<each T>(_ expressions: repeat () -> each T) -> [ArgumentMatcher] {
  var matchers: [ArgumentMatcher] = []
  for expression in repeat each expressions { matchers.append(argument(expression)) }
  return matchers
}

/// ``arguments(_:)`` for one argument expression, under a name of its own.
///
/// Generated handles of one to three parameters call `arguments1` to `arguments3`: a call of one
/// name that infers no pack type-checks faster, about 1.6% of the compile job of a file of mocks.
public func arguments1<A>(_ first: () -> A) -> [ArgumentMatcher] {
  [argument(first)]
}

/// ``arguments(_:)`` for two argument expressions; see ``arguments1(_:)``.
public func arguments2<A, B>(_ first: () -> A, _ second: () -> B) -> [ArgumentMatcher] {
  [argument(first), argument(second)]
}

/// ``arguments(_:)`` for three argument expressions; see ``arguments1(_:)``.
public func arguments3<A, B, C>(_ first: () -> A, _ second: () -> B, _ third: () -> C) -> [ArgumentMatcher] {
  [argument(first), argument(second), argument(third)]
}

/// Turns the values of a parameter pack into matchers, for handle overloads of `repeat each T`.
///
/// A pack can't be an autoclosure, so its values are evaluated before this runs: matchers made
/// by `any()` in it are pending here. Either every value is a matcher or none is.
public func packArguments<each T>(_ values: repeat each T) -> [ArgumentMatcher] {
  var equal: [ArgumentMatcher] = []
  for value in repeat each values { equal.append(.equal(to: value)) }
  let state = ThreadState.current
  let pending = state.pendingMatchers
  state.pendingMatchers = []
  if pending.isEmpty { return equal }
  if pending.count == equal.count { return pending }
  // Mixed: the matchers are taken in order for the leading values, the rest compared by equality.
  return pending + equal.dropFirst(pending.count)
}

/// A parameter pack's values as an array, the form a stub closure receives them in.
public func packedValues<each T>(_ values: repeat each T) -> [Any] {
  var array: [Any] = []
  for value in repeat each values { array.append(value) }
  return array
}

/// Turns an argument that was evaluated before the handle ran into a matcher: the matcher an
/// `any()` in it left pending, or equality with the value.
public func evaluatedArgument<T>(_ value: T) -> ArgumentMatcher {
  let state = ThreadState.current
  let pending = state.pendingMatchers
  state.pendingMatchers = []
  return pending.last ?? .equal(to: value)
}

/// Where each argument sits in a typed slot's argument tuple, so matchers read arguments in place.
///
/// Swift lays a tuple out like a struct: each element at the next offset aligned for its type.
/// Matching reads an element through its offset with a predicate specialized where the matcher
/// was made, which costs a closure call; a loop over the parameter pack itself copied every
/// element through its value witnesses.
@usableFromInline
final class ArgumentLayout: @unchecked Sendable {
  /// One argument: where it starts, its type, and how to copy it out as `Any`.
  @usableFromInline
  struct Element {
    let offset: Int
    let type: ObjectIdentifier
    let load: (UnsafeRawPointer) -> Any
  }

  let elements: [Element]
  /// Whether arguments can be read in place; `false` sends matching through boxed arguments.
  let isUsable: Bool

  /// Lays out the tuple `(repeat each A)`.
  @inlinable
  convenience init<each A>(of types: repeat (each A).Type) {
    var builder = Builder()
    repeat builder.append(each types)
    self.init(elements: builder.elements, size: builder.size, expectedSize: MemoryLayout<(repeat each A)>.size)
  }

  /// Keeps the layout only when it accounts for the tuple's size, else matches through `Any` alone.
  @usableFromInline
  init(elements: [Element], size: Int, expectedSize: Int) {
    self.elements = elements
    isUsable = size == expectedSize
  }

  /// Collects elements in declaration order.
  @usableFromInline
  struct Builder {
    @usableFromInline var elements: [Element] = []
    @usableFromInline var size = 0

    @inlinable
    init() {}

    @inlinable
    mutating func append<T>(_ type: T.Type) {
      let alignment = MemoryLayout<T>.alignment
      let offset = (size + alignment - 1) / alignment * alignment
      add(offset: offset, type: ObjectIdentifier(T.self)) { $0.load(as: T.self) }
      size = offset + MemoryLayout<T>.size
    }

    @usableFromInline
    mutating func add(offset: Int, type: ObjectIdentifier, load: @escaping (UnsafeRawPointer) -> Any) {
      elements.append(Element(offset: offset, type: type, load: load))
    }
  }
}

/// A matcher's predicate that reads its argument in place from a typed slot's argument tuple.
///
/// Made where the matcher is made (`any(where:)` in the test), so the read and the call are
/// specialized for the argument's type; matching checks the type by identity first.
@usableFromInline
final class InPlacePredicate: @unchecked Sendable {
  /// The argument type the predicate reads.
  let type: ObjectIdentifier
  let body: (UnsafeRawPointer) -> Bool

  @usableFromInline
  init(type: ObjectIdentifier, body: @escaping (UnsafeRawPointer) -> Bool) {
    self.type = type
    self.body = body
  }

  /// Reads an argument of type `T` and applies `predicate` to it.
  @inlinable
  static func over<T>(_ predicate: @escaping (T) -> Bool) -> InPlacePredicate {
    InPlacePredicate(type: ObjectIdentifier(T.self)) { predicate($0.load(as: T.self)) }
  }
}
