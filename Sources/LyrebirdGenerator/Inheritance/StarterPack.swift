import LyrebirdSyntax

/// Declarations of standard-library protocols that mocked protocols commonly refine.
///
/// They let the resolver add inherited requirements (`==`, `hash(into:)`, `init(from:)`, …)
/// without the user passing the standard library's sources. A collection declares only what has
/// no default, and not `Sequence`'s iterator: the compiler picks `IndexingIterator` for the mock.
/// Each names the associated types its requirements use, so a mock never forwards through it.
enum StarterPack {
  static let source = """
    protocol Equatable {
      static func == (lhs: Self, rhs: Self) -> Bool
    }
    protocol Hashable: Equatable {
      func hash(into hasher: inout Hasher)
    }
    protocol Comparable: Equatable {
      static func < (lhs: Self, rhs: Self) -> Bool
    }
    protocol Encodable {
      func encode(to encoder: any Encoder) throws
    }
    protocol Decodable {
      init(from decoder: any Decoder) throws
    }
    protocol CustomStringConvertible {
      var description: String { get }
    }
    protocol CustomDebugStringConvertible {
      var debugDescription: String { get }
    }
    protocol Identifiable<ID> {
      associatedtype ID: Hashable
      var id: ID { get }
    }
    protocol RawRepresentable<RawValue> {
      associatedtype RawValue
      init?(rawValue: RawValue)
      var rawValue: RawValue { get }
    }
    protocol CaseIterable {
      static var allCases: [Self] { get }
    }
    protocol IteratorProtocol<Element> {
      associatedtype Element
      mutating func next() -> Element?
    }
    protocol Sequence<Element> {
      associatedtype Element
      associatedtype Iterator: IteratorProtocol where Iterator.Element == Element
      func makeIterator() -> Iterator
    }
    protocol Collection<Element> {
      associatedtype Element
      associatedtype Index: Comparable
      var startIndex: Index { get }
      var endIndex: Index { get }
      subscript(position: Index) -> Element { get }
      func index(after i: Index) -> Index
    }
    protocol BidirectionalCollection<Element>: Collection {
      associatedtype Element
      associatedtype Index: Comparable
      func index(before i: Index) -> Index
    }
    protocol RandomAccessCollection<Element>: BidirectionalCollection {}
    protocol AsyncIteratorProtocol<Element> {
      associatedtype Element
      mutating func next() async throws -> Element?
    }
    protocol AsyncSequence<Element> {
      associatedtype Element
      associatedtype AsyncIterator: AsyncIteratorProtocol where AsyncIterator.Element == Element
      func makeAsyncIterator() -> AsyncIterator
    }
    protocol CodingKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
      var stringValue: String { get }
      init?(stringValue: String)
      var intValue: Int? { get }
      init?(intValue: Int)
    }
    protocol ExpressibleByStringLiteral {
      init(stringLiteral value: String)
    }
    protocol ExpressibleByIntegerLiteral {
      init(integerLiteral value: Int)
    }
    protocol ExpressibleByFloatLiteral {
      init(floatLiteral value: Double)
    }
    protocol ExpressibleByBooleanLiteral {
      init(booleanLiteral value: Bool)
    }
    protocol ExpressibleByNilLiteral {
      init(nilLiteral: ())
    }
    protocol ExpressibleByArrayLiteral {
      associatedtype ArrayLiteralElement
      init(arrayLiteral elements: ArrayLiteralElement...)
    }
    protocol ExpressibleByDictionaryLiteral {
      associatedtype Key
      associatedtype Value
      init(dictionaryLiteral elements: (Key, Value)...)
    }
    protocol LosslessStringConvertible: CustomStringConvertible {
      init?(_ description: String)
    }
    protocol AdditiveArithmetic: Equatable {
      static var zero: Self { get }
      static func + (lhs: Self, rhs: Self) -> Self
      static func - (lhs: Self, rhs: Self) -> Self
    }
    protocol Numeric: AdditiveArithmetic, ExpressibleByIntegerLiteral {
      init?<Source: BinaryInteger>(exactly source: Source)
      var magnitude: UInt { get }
      static func * (lhs: Self, rhs: Self) -> Self
      static func *= (lhs: inout Self, rhs: Self)
    }
    protocol SignedNumeric: Numeric {}
    protocol BinaryInteger: Hashable, Numeric, CustomStringConvertible {
      static var isSigned: Bool { get }
      init?<Source: BinaryFloatingPoint>(exactly source: Source)
      init<Source: BinaryFloatingPoint>(_ source: Source)
      init<Source: BinaryInteger>(_ source: Source)
      init<Source: BinaryInteger>(truncatingIfNeeded source: Source)
      init<Source: BinaryInteger>(clamping source: Source)
      var words: [UInt] { get }
      var trailingZeroBitCount: Int { get }
      static func / (lhs: Self, rhs: Self) -> Self
      static func /= (lhs: inout Self, rhs: Self)
      static func % (lhs: Self, rhs: Self) -> Self
      static func %= (lhs: inout Self, rhs: Self)
      static prefix func ~ (x: Self) -> Self
      static func &= (lhs: inout Self, rhs: Self)
      static func |= (lhs: inout Self, rhs: Self)
      static func ^= (lhs: inout Self, rhs: Self)
      static func <<= <RHS: BinaryInteger>(lhs: inout Self, rhs: RHS)
      static func >>= <RHS: BinaryInteger>(lhs: inout Self, rhs: RHS)
    }
    protocol SignedInteger: BinaryInteger, SignedNumeric {}
    protocol UnsignedInteger: BinaryInteger {}
    protocol FixedWidthInteger: BinaryInteger {
      static var bitWidth: Int { get }
      static var max: Self { get }
      static var min: Self { get }
      init(_truncatingBits bits: UInt)
      func addingReportingOverflow(_ rhs: Self) -> (partialValue: Self, overflow: Bool)
      func subtractingReportingOverflow(_ rhs: Self) -> (partialValue: Self, overflow: Bool)
      func multipliedReportingOverflow(by rhs: Self) -> (partialValue: Self, overflow: Bool)
      func dividedReportingOverflow(by rhs: Self) -> (partialValue: Self, overflow: Bool)
      func remainderReportingOverflow(dividingBy rhs: Self) -> (partialValue: Self, overflow: Bool)
      func multipliedFullWidth(by other: Self) -> (high: Self, low: UInt)
      func dividingFullWidth(_ dividend: (high: Self, low: UInt)) -> (quotient: Self, remainder: Self)
      var nonzeroBitCount: Int { get }
      var leadingZeroBitCount: Int { get }
      var byteSwapped: Self { get }
    }
    protocol Error {}
    protocol LocalizedError: Error {}
    protocol Sendable {}
    protocol SendableMetatype {}
    protocol AnyObject {}
    protocol Actor: AnyObject, Sendable {}
    protocol Copyable {}
    protocol Escapable {}
    protocol BitwiseCopyable {}
    """

  /// Standard-library protocols the pack leaves out: their requirements are too many to declare,
  /// and `--support` can't supply them.
  static let undeclaredStandardProtocols: Set<String> = [
    "FloatingPoint", "BinaryFloatingPoint", "SIMD", "SIMDScalar", "StringProtocol", "MutableCollection",
    "RangeReplaceableCollection", "OptionSet", "SetAlgebra", "Strideable",
  ]

  /// Protocols that are spelled as a composition of others.
  static let aliases: [String: [InheritedType]] = [
    "Codable": [InheritedType(named: "Encodable"), InheritedType(named: "Decodable")],
    "Swift.Codable": [InheritedType(named: "Encodable"), InheritedType(named: "Decodable")],
  ]

  /// The protocols' names, in the order of ``types``, read from the source's `protocol` lines.
  ///
  /// The resolver indexes these and parses the pack only when a type inherits one of them: the
  /// parse cost 12 M instructions on the main thread, in every run, and most runs need none of it.
  static let names: [String] = source.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
    let words = line.split(separator: UInt8(ascii: " "))
    guard words.count > 1, words[0].elementsEqual("protocol".utf8) else { return nil }
    let name = words[1].prefix { byte in
      (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == 95
    }
    return String(decoding: name, as: UTF8.self)
  }

  /// The parsed starter pack, with the requirements mocks answer themselves marked.
  static let types: [MockableType] = {
    SourceParser.parse(source, path: "<starter pack>").types.map { type in
      var type = type
      type.members = type.members.map { item in
        guard case .member(let member) = item else { return item }
        switch member {
        case .method(var method) where type.name == "Equatable":
          method.builtIn = .identityEquality
          return .member(.method(method))
        case .method(var method) where type.name == "Hashable":
          method.builtIn = .identityHash
          return .member(.method(method))
        case .property(var property) where type.name.hasPrefix("Custom"):
          property.builtIn = .mockName
          return .member(.property(property))
        default:
          return item
        }
      }
      return type
    }
  }()
}
