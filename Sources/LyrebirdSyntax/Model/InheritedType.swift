/// A type named after a colon or in a composition, with the parts inheritance resolution needs.
///
/// The parser reads the name and generic arguments from the syntax tree, so resolution can look
/// the parent up and bind its primary associated types without splitting the text.
package struct InheritedType: Hashable, Sendable, Codable {
  /// As written, for example `Cache<String, [UInt8]>`.
  package var text: String
  /// The named type without `any` or generic arguments, for example `Cache`.
  package var name: String
  /// The generic arguments in order, for example `String` and `[UInt8]`.
  package var arguments: [String]

  package init(text: String, name: String, arguments: [String] = []) {
    self.text = text
    self.name = name
    self.arguments = arguments
  }

  /// A type written as a bare name, such as `Encodable`.
  package init(named name: String) {
    self.init(text: name, name: name)
  }

  /// The same type with `transform` applied to every type text in it.
  package func mappingTypes(_ transform: (String) -> String) -> InheritedType {
    InheritedType(text: transform(text), name: transform(name), arguments: arguments.map(transform))
  }
}
