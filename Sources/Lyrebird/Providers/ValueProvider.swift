import Foundation

/// Default values a relaxed mock returns for calls without a stub.
///
/// ```swift
/// var provider = ValueProvider()
/// provider.register("Ryan", for: String.self)
/// bird.useDefaultValues(from: provider)
/// ```
public struct ValueProvider: @unchecked Sendable {
  private var values: [ObjectIdentifier: Any] = [:]
  /// Generic base types (for example `Swift.Array`) whose every specialization is `Providable`.
  private var providableBases: Set<String> = []
  /// Provides empty arrays, dictionaries, sets and strings of any element type.
  var providesEmptyCollections = false
  /// Provides `nil` for every `Optional`.
  var providesNil = false
  /// Whether tuples are put together from their elements' values, as Cuckoo's stubs answer them.
  package var providesTuples = false

  /// Makes a provider with no values; register some, or start from a preset such as ``standardProvider``.
  public init() {}

  /// Returns `value` whenever a member returns `type`.
  public mutating func register<T>(_ value: T, for type: T.Type) {
    values[ObjectIdentifier(type)] = value
  }

  /// Stops providing values of `type`.
  public mutating func remove<T>(_ type: T.Type) {
    values[ObjectIdentifier(type)] = nil
  }

  /// Stops providing `type`: its registered value and, as Mockingbird's `remove` of a `Providable`
  /// type does, the instances of its generic base type that ``registerType(_:)`` enabled.
  public mutating func remove<T: Providable>(_ type: T.Type = T.self) {
    values[ObjectIdentifier(type)] = nil
    removeType(type)
  }

  /// Provides `createInstance()` of every specialization of `type`'s generic base type.
  public mutating func registerType<T: Providable>(_ type: T.Type) {
    providableBases.insert(Self.baseName(of: type))
  }

  /// Stops providing instances of `type`'s generic base type.
  public mutating func removeType<T: Providable>(_ type: T.Type) {
    providableBases.remove(Self.baseName(of: type))
  }

  /// This provider plus `other`; `other` wins where both have a value.
  public func adding(_ other: ValueProvider) -> ValueProvider {
    var merged = self
    merged.add(other)
    return merged
  }

  /// Adds `other`'s values; `other` wins where both have a value.
  public mutating func add(_ other: ValueProvider) {
    values.merge(other.values) { _, new in new }
    providableBases.formUnion(other.providableBases)
    providesEmptyCollections = providesEmptyCollections || other.providesEmptyCollections
    providesNil = providesNil || other.providesNil
    providesTuples = providesTuples || other.providesTuples
  }

  /// The value this provider has for `type`, if any.
  public func provideValue<T>(for type: T.Type) -> T? {
    if let value = values[ObjectIdentifier(type)] as? T { return value }
    if !providableBases.isEmpty, let providable = type as? any Providable.Type,
      providableBases.contains(Self.baseName(of: type))
    {
      return providable.createInstance() as? T
    }
    if providesEmptyCollections, Self.isEmptyCollectionType(type) {
      return RealValues.make(type)
    }
    if providesNil, let optional = type as? any NilProvidable.Type {
      return optional.nilValue as? T
    }
    return providesTuples ? TupleValues.make(type, from: self) : nil
  }

  private static func isEmptyCollectionType(_ type: Any.Type) -> Bool {
    type is any RangeReplaceableCollection.Type || type is any SetAlgebra.Type
      || type is any EmptyConstructible.Type
  }

  /// `Swift.Array<Swift.Int>` → `Swift.Array`.
  private static func baseName(of type: Any.Type) -> String {
    let name = String(reflecting: type)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }
}

/// `Optional`, whose `nil` a relaxed mock can return for any wrapped type.
protocol NilProvidable {
  static var nilValue: Self { get }
}

extension Optional: NilProvidable {
  static var nilValue: Self { nil }
}
