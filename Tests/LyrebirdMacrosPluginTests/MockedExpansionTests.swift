import LyrebirdMacrosPlugin
import MacroTesting
import SwiftSyntaxMacros
import Testing

/// Exact expansions of swift-mocking's `@Mocked`: the shared mock shape with backing properties,
/// `init()` and `resetMockedStaticMembers()`, on protocols no bigger than each choice needs.
@Suite(.macros(["Mocked": MockedMacro.self, "MockableProperty": MockableMarkerMacro.self]))
struct MockedExpansionTests {
  /// The macros `expandMembers` expands, as the suite's trait names them for `assertMacro`.
  static let macros: [String: any Macro.Type] = [
    "Mocked": MockedMacro.self, "MockableProperty": MockableMarkerMacro.self,
  ]

  @Test func aBareMockedIsCompiledUnderSwiftMockingEnabled() {
    assertMacro {
      """
      @Mocked
      protocol Dependency {}
      """
    } expansion: {
      """
      protocol Dependency {}

      #if SWIFT_MOCKING_ENABLED
      final class DependencyMock: Dependency, Lyrebird.MockObject {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        convenience init(
          fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
        ) {
          let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          self.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: "DependencyMock", location: location))
        }
      }

      func mock(
        _ type: (any Dependency).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> DependencyMock {
        DependencyMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "DependencyMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      #endif
      """
    }
  }

  @Test func membersGetBackingPropertiesBesideTheirHandles() {
    #expect(
      expandMembers(
        """
        @Mocked(compilationCondition: .debug)
        protocol Dependency {
          var property: Int { get set }
          var readOnlyAsyncThrowingProperty: Int { get async throws }

          func method(x: Int, y: Int) async throws -> Int
        }
        """, macros: Self.macros) == """
          var property: Int {
            get {
              __lyrebirdContext.call(
                .getter("property"),
                forwarding: { (__target: any Dependency) in
                  __target.property
                })
            }
            set {
              __lyrebirdContext.call(
                .setter("property"), with: newValue,
                forwarding: { (__target: any Dependency) in
                  Lyrebird.withMutableCopy(of: __target) {
                    $0.property = newValue
                  }
                })
            }
          }

          func getProperty<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> Int, Int> {
            Lyrebird.handle0(self, .getter("property"))
          }

          func setProperty<__Handle>(_ newValue: @autoclosure () -> Int)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, (Int) -> Swift.Void, Swift.Void> {
            Lyrebird.handle1(self, .setter("property"), newValue)
          }
          var _property: LyrebirdMocked.MockedReadWriteProperty<Int> {
            LyrebirdMocked.MockedReadWriteProperty(mock: self, property: "property")
          }

          var readOnlyAsyncThrowingProperty: Int {
            get async throws {
              try await __lyrebirdContext.callAsyncThrowing(
                .getter("readOnlyAsyncThrowingProperty"),
                forwarding: { (__target: any Dependency) in
                  try await __target.readOnlyAsyncThrowingProperty
                })
            }
          }

          func getReadOnlyAsyncThrowingProperty<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, () async throws -> Int, Int> {
            Lyrebird.handle0(self, .getter("readOnlyAsyncThrowingProperty"))
          }
          var _readOnlyAsyncThrowingProperty: LyrebirdMocked.MockedReadOnlyProperty<Lyrebird.ThrowingFunctionDeclaration, Int, () async throws -> Int, @Sendable () async throws -> Int> {
            LyrebirdMocked.MockedReadOnlyProperty(mock: self, property: "readOnlyAsyncThrowingProperty")
          }

          @_disfavoredOverload
          func method(x: Int, y: Int) async throws -> Int {
            try await __lyrebirdContext.callAsyncThrowing(
              .method("method(x:y:)"), with: x, y,
              forwarding: { (__target: any Dependency) in
                try await __target.method(x: x, y: y)
              })
          }

          func method<__Handle>(x: @autoclosure () -> Int, y: @autoclosure () -> Int)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, (Int, Int) async throws -> Int, Int> {
            Lyrebird.handle2(self, .method("method(x:y:)"), x, y)
          }

          func method<__Handle>(x: @autoclosure () -> Int, y: @autoclosure () -> Int, __lyrebirdIsolation: isolated (any _Concurrency.Actor)? = #isolation) async
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, (Int, Int) async throws -> Int, Int> {
            Lyrebird.handle2(self, .method("method(x:y:)"), x, y)
          }
          var _method: LyrebirdMocked.MockReturningParameterizedAsyncThrowingMethod<MethodImplementation<(x: Int, y: Int), Int>> {
            LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("method(x:y:)"), arity: 2, arguments: {
                (x: Lyrebird.recordedArgument($0, 0, as: (Int).self), y: Lyrebird.recordedArgument($0, 1, as: (Int).self))
              })
          }
          /// An implementation for `DependencyMock._method`.
          enum MethodImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedAsyncThrowingMethodImplementation {
            typealias Closure = (Int, Int) async throws -> ReturnValue
            case unimplemented
            case uncheckedInvokes(_ closure: Closure)
            static func invokes(_ closure: @escaping @Sendable (Int, Int) async throws -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable {
              .uncheckedInvokes(closure)
            }
            static func uncheckedReturns(_ value: ReturnValue) -> Self {
              .uncheckedInvokes { _, _ in
                value
              }
            }
            static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable {
              .uncheckedInvokes { _, _ in
                value
              }
            }
            static func `throws`(_ error: any Swift.Error) -> Self {
              .uncheckedInvokes { _, _ in
                throw error
              }
            }
            var _closure: Closure? {
              switch self {
              case .unimplemented:
                nil
              case .uncheckedInvokes(let closure):
                closure
              }
            }
          }
          """)
  }

  @Test func aPublicProtocolsStaticMembersAreResetTogether() {
    #expect(
      expandMembers(
        """
        @Mocked(compilationCondition: .none)
        public protocol Dependency {
          static var staticReadOnlyProperty: Int { get }
          static func staticMethod()
        }
        """, macros: Self.macros) == """
          /// Removes the stubs, implementations and calls of the mock's static members.
          public static func resetMockedStaticMembers() {
            Lyrebird.reset(Self.self)
          }

          public static var staticReadOnlyProperty: Int {
            get {
              Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext.call(
                .getter("staticReadOnlyProperty"),
                apply: { (__body: () -> Int) in
                  __body()
                })
            }
          }

          public static func getStaticReadOnlyProperty<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> Int, Int> {
            Lyrebird.handle0(Lyrebird.StaticMock.shared(for: Self.self), .getter("staticReadOnlyProperty"))
          }
          public static var _staticReadOnlyProperty: LyrebirdMocked.MockedReadOnlyProperty<Lyrebird.FunctionDeclaration, Int, () -> Int, @Sendable () -> Int> {
            LyrebirdMocked.MockedReadOnlyProperty(mock: Lyrebird.StaticMock.shared(for: Self.self), property: "staticReadOnlyProperty")
          }

          public static func staticMethod() {
            Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext.call(
              .method("staticMethod()"),
              apply: { (__body: () -> Swift.Void) in
                __body()
              })
          }

          public static func staticMethod<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Swift.Void, Swift.Void> {
            Lyrebird.handle0(Lyrebird.StaticMock.shared(for: Self.self), .method("staticMethod()"))
          }
          public static var _staticMethod: LyrebirdMocked.MockedMethod<Lyrebird.FunctionDeclaration, Swift.Void, Swift.Void, () -> Swift.Void, @Sendable () -> Swift.Void> {
            LyrebirdMocked.MockedMethod(mock: Lyrebird.StaticMock.shared(for: Self.self), member: .method("staticMethod()"), arity: 0, arguments: { _ in
                ()
              })
          }
          """)
  }

  @Test func anActorProtocolsMockIsAnActorAndAssociatedTypesAreGenerics() {
    assertMacro {
      """
      @Mocked(compilationCondition: .none)
      protocol Dependency: Actor {
        associatedtype Key: Hashable
      }
      """
    } expansion: {
      """
      protocol Dependency: Actor {
        associatedtype Key: Hashable
      }

      actor DependencyMock<Key: Hashable>: Dependency, Lyrebird.MockObject {
        nonisolated let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        init(
          fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
        ) {
          let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          self.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: "DependencyMock", location: location))
        }
      }

      func mock<Key: Hashable>(
        _ type: DependencyMock<Key>.Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> DependencyMock<Key> {
        DependencyMock<Key>(__lyrebirdContext: Lyrebird.MockingContext(mockName: "DependencyMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func anActorProtocolsMembersAreNonisolatedWhereTheyMustBe() {
    #expect(
      expandMembers(
        """
        @Mocked(compilationCondition: .none)
        protocol Dependency: Actor {
          associatedtype Key: Hashable
          func value(for key: Key) -> Int
        }
        """, macros: Self.macros) == """
          func value(for key: Key) -> Int {
            return __lyrebirdContext.call(
              .method("value(for:)"), with: key)
          }

          nonisolated func value<__Handle>(for key: @autoclosure () -> Key)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Key) -> Int, Int> {
            Lyrebird.handle1(self, .method("value(for:)"), key)
          }
          nonisolated var _value: LyrebirdMocked.MockReturningParameterizedMethod<ValueImplementation<Key, Int>> {
            LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("value(for:)"), arity: 1, arguments: {
                Lyrebird.recordedArgument($0, 0, as: (Key).self)
              })
          }
          /// An implementation for `DependencyMock._value`.
          enum ValueImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedMethodImplementation {
            typealias Closure = (Key) -> ReturnValue
            case unimplemented
            case uncheckedInvokes(_ closure: Closure)
            static func invokes(_ closure: @escaping @Sendable (Key) -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable {
              .uncheckedInvokes(closure)
            }
            static func uncheckedReturns(_ value: ReturnValue) -> Self {
              .uncheckedInvokes { _ in
                value
              }
            }
            static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable {
              .uncheckedInvokes { _ in
                value
              }
            }
            var _closure: Closure? {
              switch self {
              case .unimplemented:
                nil
              case .uncheckedInvokes(let closure):
                closure
              }
            }
          }
          """)
  }

  @Test func aClassIsRefusedNamingTheMacro() {
    assertMacro {
      """
      @Mocked
      final class Dependency {}
      """
    } diagnostics: {
      """
      @Mocked
      ┬──────
      ╰─ 🛑 @Mocked can only be applied to a protocol, not to a class; mock a protocol it conforms to, or use `lyrebird generate` for classes
         ✏️ Remove '@Mocked'
      final class Dependency {}
      """
    } fixes: {
      """
      final class Dependency {}
      """
    } expansion: {
      """
      final class Dependency {}
      """
    }
  }

  @Test func genericMethodsAndOverloadsGetSwiftMockingsBackingNames() {
    #expect(
      expandMembers(
        """
        @Mocked(compilationCondition: .none)
        protocol Dependency {
          func echo<Value>(_ value: Value) -> Value
          func item(id: Int) -> String
          func item(id: String) -> String
          func store<Key: Hashable>(_ key: Key) -> Int
          func store<Key>(_ key: Key) -> Int
        }
        """, macros: Self.macros) == """
          func echo<Value>(_ value: Value) -> Value {
            __lyrebirdContext.call(
              .method("echo(_:)"), arguments: value,
              apply: { (__body: (Any) -> Any) in
                __lyrebirdContext.erasedResult(__body(value), as: (Value).self, for: .method("echo(_:)"))
              },
              forwarding: { (__target: any Dependency) in
                __target.echo(value) as Value
              })
          }

          func echo<Value, __Handle>(_ value: @autoclosure () -> Value)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Any) -> Any, Value> {
            Lyrebird.handle1(self, .method("echo(_:)"), value)
          }
          var _echo: LyrebirdMocked.MockReturningParameterizedMethod<EchoImplementation<Any, Any>> {
            LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("echo(_:)"), arity: 1, arguments: {
                Lyrebird.recordedArgument($0, 0, as: (Any).self)
              })
          }
          /// An implementation for `DependencyMock._echo`.
          enum EchoImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedMethodImplementation {
            typealias Closure = (Any) -> ReturnValue
            case unimplemented
            case uncheckedInvokes(_ closure: Closure)
            static func invokes(_ closure: @escaping @Sendable (Any) -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable {
              .uncheckedInvokes(closure)
            }
            static func uncheckedReturns(_ value: ReturnValue) -> Self {
              .uncheckedInvokes { _ in
                value
              }
            }
            static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable {
              .uncheckedInvokes { _ in
                value
              }
            }
            var _closure: Closure? {
              switch self {
              case .unimplemented:
                nil
              case .uncheckedInvokes(let closure):
                closure
              }
            }
          }

          func item(id: Int) -> String {
            __lyrebirdContext.call(
              .method("item(id: Int) -> String"), with: id,
              forwarding: { (__target: any Dependency) in
                __target.item(id: id) as String
              })
          }

          func item<__Handle>(id: @autoclosure () -> Int)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) -> String, String> {
            Lyrebird.handle1(self, .method("item(id: Int) -> String"), id)
          }
          var _itemIdIntReturningString: LyrebirdMocked.MockReturningParameterizedMethod<ItemIdIntReturningStringImplementation<Int, String>> {
            LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("item(id: Int) -> String"), arity: 1, arguments: {
                Lyrebird.recordedArgument($0, 0, as: (Int).self)
              })
          }
          /// An implementation for `DependencyMock._itemIdIntReturningString`.
          enum ItemIdIntReturningStringImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedMethodImplementation {
            typealias Closure = (Int) -> ReturnValue
            case unimplemented
            case uncheckedInvokes(_ closure: Closure)
            static func invokes(_ closure: @escaping @Sendable (Int) -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable {
              .uncheckedInvokes(closure)
            }
            static func uncheckedReturns(_ value: ReturnValue) -> Self {
              .uncheckedInvokes { _ in
                value
              }
            }
            static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable {
              .uncheckedInvokes { _ in
                value
              }
            }
            var _closure: Closure? {
              switch self {
              case .unimplemented:
                nil
              case .uncheckedInvokes(let closure):
                closure
              }
            }
          }

          func item(id: String) -> String {
            __lyrebirdContext.call(
              .method("item(id: String) -> String"), with: id,
              forwarding: { (__target: any Dependency) in
                __target.item(id: id) as String
              })
          }

          func item<__Handle>(id: @autoclosure () -> String)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> String, String> {
            Lyrebird.handle1(self, .method("item(id: String) -> String"), id)
          }
          var _itemIdStringReturningString: LyrebirdMocked.MockReturningParameterizedMethod<ItemIdStringReturningStringImplementation<String, String>> {
            LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("item(id: String) -> String"), arity: 1, arguments: {
                Lyrebird.recordedArgument($0, 0, as: (String).self)
              })
          }
          /// An implementation for `DependencyMock._itemIdStringReturningString`.
          enum ItemIdStringReturningStringImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedMethodImplementation {
            typealias Closure = (String) -> ReturnValue
            case unimplemented
            case uncheckedInvokes(_ closure: Closure)
            static func invokes(_ closure: @escaping @Sendable (String) -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable {
              .uncheckedInvokes(closure)
            }
            static func uncheckedReturns(_ value: ReturnValue) -> Self {
              .uncheckedInvokes { _ in
                value
              }
            }
            static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable {
              .uncheckedInvokes { _ in
                value
              }
            }
            var _closure: Closure? {
              switch self {
              case .unimplemented:
                nil
              case .uncheckedInvokes(let closure):
                closure
              }
            }
          }

          func store<Key: Hashable>(_ key: Key) -> Int {
            __lyrebirdContext.call(
              .method("store<Key: Hashable>(_: Key) -> Int"), arguments: key,
              apply: { (__body: (Any) -> Int) in
                __body(key)
              },
              forwarding: { (__target: any Dependency) in
                __target.store(key) as Int
              })
          }

          @_disfavoredOverload
          func store<Key: Hashable, __Handle>(_ key: @autoclosure () -> Key)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Any) -> Int, Int> {
            Lyrebird.handle1(self, .method("store<Key: Hashable>(_: Key) -> Int"), key)
          }
          var _store_KeyReturningIntWhereKeyHashable: LyrebirdMocked.MockReturningParameterizedMethod<Store_KeyReturningIntWhereKeyHashableImplementation<Any, Int>> {
            LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("store<Key: Hashable>(_: Key) -> Int"), arity: 1, arguments: {
                Lyrebird.recordedArgument($0, 0, as: (Any).self)
              })
          }
          /// An implementation for `DependencyMock._store_KeyReturningIntWhereKeyHashable`.
          enum Store_KeyReturningIntWhereKeyHashableImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedMethodImplementation {
            typealias Closure = (Any) -> ReturnValue
            case unimplemented
            case uncheckedInvokes(_ closure: Closure)
            static func invokes(_ closure: @escaping @Sendable (Any) -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable {
              .uncheckedInvokes(closure)
            }
            static func uncheckedReturns(_ value: ReturnValue) -> Self {
              .uncheckedInvokes { _ in
                value
              }
            }
            static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable {
              .uncheckedInvokes { _ in
                value
              }
            }
            var _closure: Closure? {
              switch self {
              case .unimplemented:
                nil
              case .uncheckedInvokes(let closure):
                closure
              }
            }
          }

          func store<Key>(_ key: Key) -> Int {
            __lyrebirdContext.call(
              .method("store<Key>(_: Key) -> Int"), arguments: key,
              apply: { (__body: (Any) -> Int) in
                __body(key)
              },
              forwarding: { (__target: any Dependency) in
                __target.store(key) as Int
              })
          }

          @_disfavoredOverload
          func store<Key, __Handle>(_ key: @autoclosure () -> Key)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Any) -> Int, Int> {
            Lyrebird.handle1(self, .method("store<Key>(_: Key) -> Int"), key)
          }
          var _store_KeyReturningInt: LyrebirdMocked.MockReturningParameterizedMethod<Store_KeyReturningIntImplementation<Any, Int>> {
            LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("store<Key>(_: Key) -> Int"), arity: 1, arguments: {
                Lyrebird.recordedArgument($0, 0, as: (Any).self)
              })
          }
          /// An implementation for `DependencyMock._store_KeyReturningInt`.
          enum Store_KeyReturningIntImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedMethodImplementation {
            typealias Closure = (Any) -> ReturnValue
            case unimplemented
            case uncheckedInvokes(_ closure: Closure)
            static func invokes(_ closure: @escaping @Sendable (Any) -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable {
              .uncheckedInvokes(closure)
            }
            static func uncheckedReturns(_ value: ReturnValue) -> Self {
              .uncheckedInvokes { _ in
                value
              }
            }
            static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable {
              .uncheckedInvokes { _ in
                value
              }
            }
            var _closure: Closure? {
              switch self {
              case .unimplemented:
                nil
              case .uncheckedInvokes(let closure):
                closure
              }
            }
          }
          """)
  }

  @Test func membersInAnIfBlockAreMockedInTheSameBranches() {
    #expect(
      expandMembers(
        """
        @Mocked(compilationCondition: .none)
        protocol Dependency {
          #if os(Linux)
          func distribution() -> String
          #elseif os(macOS)
          var version: Int { get }
          #else
          func unknown()
          #endif
        }
        """, macros: Self.macros) == """
          #if os(Linux)

          func distribution() -> String {
            __lyrebirdContext.call(
              .method("distribution()"),
              forwarding: { (__target: any Dependency) in
                __target.distribution()
              })
          }

          func distribution<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> String, String> {
            Lyrebird.handle0(self, .method("distribution()"))
          }
          var _distribution: LyrebirdMocked.MockedMethod<Lyrebird.FunctionDeclaration, Swift.Void, String, () -> String, @Sendable () -> String> {
            LyrebirdMocked.MockedMethod(mock: self, member: .method("distribution()"), arity: 0, arguments: { _ in
                ()
              })
          }
          #elseif os(macOS)

          var version: Int {
            get {
              __lyrebirdContext.call(
                .getter("version"),
                forwarding: { (__target: any Dependency) in
                  __target.version
                })
            }
          }

          func getVersion<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> Int, Int> {
            Lyrebird.handle0(self, .getter("version"))
          }
          var _version: LyrebirdMocked.MockedReadOnlyProperty<Lyrebird.FunctionDeclaration, Int, () -> Int, @Sendable () -> Int> {
            LyrebirdMocked.MockedReadOnlyProperty(mock: self, property: "version")
          }
          #else

          func unknown() {
            __lyrebirdContext.call(
              .method("unknown()"),
              forwarding: { (__target: any Dependency) in
                __target.unknown()
              })
          }

          func unknown<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Swift.Void, Swift.Void> {
            Lyrebird.handle0(self, .method("unknown()"))
          }
          var _unknown: LyrebirdMocked.MockedMethod<Lyrebird.FunctionDeclaration, Swift.Void, Swift.Void, () -> Swift.Void, @Sendable () -> Swift.Void> {
            LyrebirdMocked.MockedMethod(mock: self, member: .method("unknown()"), arity: 0, arguments: { _ in
                ()
              })
          }
          #endif
          """)
  }

}
