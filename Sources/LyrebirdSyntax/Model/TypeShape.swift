/// What a written type is, read from its syntax, so renderers and passes never take its text apart.
///
/// The model keeps types as source text to copy verbatim; the facts a mock needs beyond copying
/// (is it a pack, a closure, an existential, which named type) are recorded here by the parser.
package struct TypeShape: Hashable, Sendable, Codable {
  /// `repeat each T`: a parameter pack's values are passed on with `repeat each`.
  package var isPackExpansion: Bool
  /// A function type such as `(Int) -> Void`, perhaps in parentheses: its attributes need
  /// parentheses around it where the type is a generic argument.
  package var isFunction: Bool
  /// The constraint of `some P` or `any P` without enclosing parentheses, for the `any P` that
  /// closures and expressions spell instead: `any (P & Q)` reads as a call in `(…).self`.
  package var existentialConstraint: String?
  /// The type as an expression spells it, when that drops function-type argument labels:
  /// `(_ token: String) -> Bool` is `(String) -> Bool`, as `(…).self` reads labels as a tuple's.
  package var unlabeledSpelling: String?
  /// The named type without generic arguments, for example `Array` for `Array<Int>` and
  /// `Foo.Bar` for `Foo.Bar<T>`; `nil` for other types, such as optionals and tuples.
  package var baseName: String?
  /// The names the type refers to, in source order, for asking whether it mentions a generic
  /// parameter, `Self` or an associated type: `[Key: Self.Value]` is `Key`, `Self`.
  ///
  /// Only the first name of a path counts, `Foo` in `Foo.Bar`, as a member is looked up in it.
  /// Passes rewrite each name as they rewrite the type's text, so a qualified name such as
  /// `Module.Foo` may appear; generic parameters, `Self` and associated types are never qualified.
  package var referencedNames: [String]
  /// `T` of `T?` or `T!`: Cuckoo's proxies take a matcher of the wrapped type, so a plain `"Ann"`
  /// matches a `String?` argument.
  package var optionalWrapped: String?
  /// The type with each `some` inside it spelled `any`: `(any P)?` for `(some P)?`.
  ///
  /// A closure's parameter and a generic argument can't be opaque. `nil` when no `some` is nested.
  package var existentialSpelling: String?

  package init(
    isPackExpansion: Bool = false, isFunction: Bool = false, existentialConstraint: String? = nil,
    unlabeledSpelling: String? = nil, baseName: String? = nil, referencedNames: [String] = [],
    optionalWrapped: String? = nil
  ) {
    self.isPackExpansion = isPackExpansion
    self.isFunction = isFunction
    self.existentialConstraint = existentialConstraint
    self.unlabeledSpelling = unlabeledSpelling
    self.baseName = baseName
    self.referencedNames = referencedNames
    self.optionalWrapped = optionalWrapped
  }

  /// The same facts with `transform` applied to every type text in them.
  package func mappingTypes(_ transform: (String) -> String) -> TypeShape {
    var shape = self
    shape.existentialConstraint = existentialConstraint.map(transform)
    shape.unlabeledSpelling = unlabeledSpelling.map(transform)
    shape.baseName = baseName.map(transform)
    shape.referencedNames = referencedNames.map(transform)
    shape.optionalWrapped = optionalWrapped.map(transform)
    shape.existentialSpelling = existentialSpelling.map(transform)
    return shape
  }
}
