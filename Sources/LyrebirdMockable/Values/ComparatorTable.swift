import Foundation

/// ``Matcher``'s comparators by the type they compare; a later one for a type replaces the earlier.
struct ComparatorTable {
  private var comparators: [ObjectIdentifier: Any] = [:]

  mutating func add<T>(_ comparator: @escaping (T, T) -> Bool, for type: T.Type) {
    comparators[ObjectIdentifier(type)] = comparator
  }

  func comparator<T>(for type: T.Type) -> ((T, T) -> Bool)? {
    comparators[ObjectIdentifier(type)] as? (T, T) -> Bool
  }

  /// What Mockable knows without a registration: the basic types with their optionals, arrays and
  /// metatypes, any metatype, and erased generic values.
  static var builtIn: ComparatorTable {
    var table = ComparatorTable()
    table.addBasic(Bool.self)
    table.addBasic(String.self)
    table.addBasic(Character.self)
    table.addBasic(Float.self)
    table.addBasic(Double.self)
    table.addBasic(Int.self)
    table.addBasic(Int8.self)
    table.addBasic(Int16.self)
    table.addBasic(Int32.self)
    table.addBasic(Int64.self)
    table.addBasic(UInt.self)
    table.addBasic(UInt8.self)
    table.addBasic(UInt16.self)
    table.addBasic(UInt32.self)
    table.addBasic(UInt64.self)
    table.addBasic(Data.self)
    table.addBasic(UUID.self)
    table.add({ _, _ in true }, for: Any.Type.self)
    table.add({ _, _ in true }, for: Any?.Type.self)
    // The expected value's comparator knows the erased type; the argument comes first, as in every match.
    table.add({ argument, expected in expected.comparator(argument.value, expected.value) }, for: GenericValue.self)
    return table
  }

  /// `T`, `T?`, `[T]` and `[T?]` compare with `==`; a value of `T.Type` or `T?.Type` matches any other.
  private mutating func addBasic<T: Equatable>(_ type: T.Type) {
    addEquality(T.self)
    addEquality(T?.self)
    addEquality([T].self)
    addEquality([T?].self)
    add({ _, _ in true }, for: T.Type.self)
    add({ _, _ in true }, for: T?.Type.self)
  }

  /// `E` compares with `==`: a closure over `E`'s own `==`, where passing `==` for `T?` or `[T]` would
  /// capture `T`'s metatype, which Swift 6 warns about.
  private mutating func addEquality<E: Equatable>(_ type: E.Type) {
    add({ $0 == $1 }, for: E.self)
  }
}
