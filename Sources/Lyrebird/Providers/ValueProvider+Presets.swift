import Foundation

/// Presets that stay backwards compatible: a preset only ever gains types.
extension ValueProvider {
  /// Empty arrays, dictionaries, sets and strings of every element type.
  public static var collectionsProvider: ValueProvider {
    var provider = ValueProvider()
    provider.providesEmptyCollections = true
    return provider
  }

  /// Zero for every integer and floating-point type (`CGFloat` too), and `false`.
  public static var primitivesProvider: ValueProvider {
    var provider = ValueProvider()
    provider.register(false, for: Bool.self)
    provider.register(0, for: Int.self)
    provider.register(0, for: Int8.self)
    provider.register(0, for: Int16.self)
    provider.register(0, for: Int32.self)
    provider.register(0, for: Int64.self)
    provider.register(0, for: UInt.self)
    provider.register(0, for: UInt8.self)
    provider.register(0, for: UInt16.self)
    provider.register(0, for: UInt32.self)
    provider.register(0, for: UInt64.self)
    provider.register(0, for: Float.self)
    provider.register(0, for: Double.self)
    provider.register(0, for: CGFloat.self)
    return provider
  }

  /// Empty `String` and `Substring`, and a space for `Character`.
  public static var stringsProvider: ValueProvider {
    var provider = ValueProvider()
    provider.register("", for: String.self)
    provider.register("", for: Substring.self)
    provider.register(" ", for: Character.self)
    return provider
  }

  /// Foundation values: empty `Data`, the reference `Date`, a zero `UUID`, `Decimal` zero.
  public static var foundationProvider: ValueProvider {
    var provider = ValueProvider()
    provider.register(Data(), for: Data.self)
    provider.register(Date(timeIntervalSinceReferenceDate: 0), for: Date.self)
    provider.register(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), for: UUID.self)
    provider.register(Decimal.zero, for: Decimal.self)
    provider.register(0, for: TimeInterval.self)
    return provider
  }

  /// Mockingbird's basic values: empty `Data`, `IndexPath` and `IndexSet`, a zero `UUID`, and `nil`
  /// for every `Optional`.
  public static var basicsProvider: ValueProvider {
    var provider = optionalsProvider
    provider.register(Data(), for: Data.self)
    provider.register(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), for: UUID.self)
    provider.register(IndexPath(), for: IndexPath.self)
    provider.register(IndexSet(), for: IndexSet.self)
    return provider
  }

  /// Mockingbird's dates: the reference `Date` and a zero `TimeInterval`.
  public static var datesProvider: ValueProvider {
    var provider = ValueProvider()
    provider.register(Date(timeIntervalSinceReferenceDate: 0), for: Date.self)
    provider.register(0, for: TimeInterval.self)
    return provider
  }

  /// `nil` for every `Optional`, whatever it wraps.
  public static var optionalsProvider: ValueProvider {
    var provider = ValueProvider()
    provider.providesNil = true
    return provider
  }

  /// What most relaxed mocks want, as Mockingbird's standard provider: `nil` for every optional,
  /// zero and `false`, empty strings and collections (arrays, dictionaries, sets, and any
  /// `RangeReplaceableCollection` or `SetAlgebra`), and the Foundation values of
  /// ``foundationProvider``.
  ///
  /// A tuple is put together from its elements' values, as Mockingbird's are. `URL` has no
  /// default; stub it or register a value.
  public static var standardProvider: ValueProvider {
    var provider = collectionsProvider.adding(primitivesProvider).adding(stringsProvider)
      .adding(foundationProvider).adding(basicsProvider).adding(optionalsProvider)
    provider.providesTuples = true
    return provider
  }

  /// Both providers' values; `rhs` wins where both provide one, as with `adding(_:)`.
  public static func + (lhs: ValueProvider, rhs: ValueProvider) -> ValueProvider {
    lhs.adding(rhs)
  }
}
