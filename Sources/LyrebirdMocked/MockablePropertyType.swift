/// How a `@MockableProperty` is accessed, which a mock's property declaration alone doesn't say.
public struct MockablePropertyType: Sendable {
  /// Effects of a read-only property's getter.
  public enum GetterEffect: Sendable {
    /// The getter is `async`.
    case async
    /// The getter `throws`.
    case `throws`
  }

  /// The getter's effects, or `nil` for a read-write property.
  public let getterEffects: [GetterEffect]?

  /// A `{ get }` property.
  public static let readOnly = MockablePropertyType(getterEffects: [])
  /// A `{ get set }` property.
  public static let readWrite = MockablePropertyType(getterEffects: nil)

  /// A `{ get async }`, `{ get throws }` or `{ get async throws }` property.
  public static func readOnly(_ effects: GetterEffect...) -> MockablePropertyType {
    MockablePropertyType(getterEffects: effects)
  }
}
