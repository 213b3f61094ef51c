// Subscripts, initializers, static members, operators, `#if` and backticked names.

public protocol Grid {
  subscript(row: Int, column: Int) -> Int { get set }
  subscript(name name: String) -> String? { get }
  subscript<Key: Hashable>(key key: Key) -> Int { get }
}

public protocol Named {
  init(name: String)
  init?(code: Int)
}

/// Initializers that share a selector: their calls are told apart by type, then by constraint.
public protocol Hatchling {
  init(weight: Int)
  init(weight: Double)
  init<Weight: BinaryInteger>(weight: Weight)
  init?<Weight>(weight: Weight)
}

public protocol Registry {
  static var count: Int { get set }
  static func register(_ name: String) -> Bool
}

public protocol Vector {
  static func + (lhs: Self, rhs: Self) -> Self
  static prefix func - (value: Self) -> Self
  var length: Double { get }
}

public protocol Platform {
  #if os(Linux)
  func linuxOnly() -> String
  #else
  func elsewhere() -> String
  #endif
  #if DEBUG_LYREBIRD_NEVER_SET
  func neverCompiled(_ value: UndefinedType) -> UndefinedType
  #endif
}

public protocol Keywords {
  var `default`: Int { get }
  func `switch`(`case`: Int) -> Int
  func `repeat`(`in` value: String)
  func schedule(in: Int, for: String) -> Int
}

#if os(Linux) || os(macOS)
public protocol Desktop {
  func open(_ path: String) -> Bool
}
#else
public protocol Desktop {
  func open(_ path: String) -> UndefinedOnOtherPlatforms
}
#endif

/// Static members used only by the call-records tests, so no other suite shares their state.
public protocol Tally {
  static func count(_ name: String) -> Bool
}

/// Keywords as labels, including `self`, which must not hide the mock inside its handles.
public protocol Escapes {
  func put(`inout`: Int, `self`: String, `let` value: Int) -> Int
}
