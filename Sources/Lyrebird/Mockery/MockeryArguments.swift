@_spi(Reflection) import Swift

/// A Mockery mock's arguments tuple, taken apart so the runtime records each argument on its own.
///
/// A tuple type's elements are read from its metadata once and kept. Taking every call's tuple
/// apart with a `Mirror` cost about 18,000 instructions, most of them spent naming the elements.
enum MockeryArguments {
  /// The tuple's elements in order, `args` itself when it isn't a tuple, and none for `()`.
  static func split<Arguments>(_ args: Arguments) -> [Any] {
    guard let elements = shapes.elements(of: Arguments.self) else { return [args] }
    if elements.isEmpty { return [] }
    return withUnsafeBytes(of: args) { bytes in
      // Elements that all take no room may leave no address; their loads read nothing.
      guard let base = bytes.baseAddress else { return Mirror(reflecting: args).children.map(\.value) }
      return elements.map { $0.load(base + $0.offset) }
    }
  }

  private static let shapes = TupleShapes()
}

/// Each tuple type's elements: where each lies and how to read it as `Any`.
private final class TupleShapes: @unchecked Sendable {
  struct Element {
    let offset: Int
    let load: (UnsafeRawPointer) -> Any
  }

  private let lock = Lock()
  private var known: [ObjectIdentifier: [Element]?] = [:]

  /// `nil` when `type` isn't a tuple.
  func elements(of type: Any.Type) -> [Element]? {
    let key = ObjectIdentifier(type)
    if let elements = lock.withLock({ known[key] }) { return elements }
    let elements = Self.read(type)
    lock.withLock { known[key] = elements }
    return elements
  }

  private static func read(_ type: Any.Type) -> [Element]? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: UInt.self) == _MetadataKind.tuple.rawValue else { return nil }
    var elements: [Element] = []
    _forEachField(of: type) { _, offset, fieldType, _ in
      func loader<F>(_: F.Type) -> (UnsafeRawPointer) -> Any {
        { $0.assumingMemoryBound(to: F.self).pointee }
      }
      elements.append(Element(offset: offset, load: _openExistential(fieldType, do: loader)))
      return true
    }
    return elements
  }
}
