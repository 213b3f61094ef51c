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
