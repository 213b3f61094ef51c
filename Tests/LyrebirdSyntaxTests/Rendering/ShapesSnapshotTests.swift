import InlineSnapshotTesting
import Testing

/// Exact text of subscripts, initializers, static members, operators and conditional declarations.
@Suite struct ShapesSnapshotTests {
  @Test func subscriptsGetGetterAndSetterHandles() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          subscript(row: Int, column: Int) -> Int { get set }
          subscript<Key: Hashable>(key key: Key) -> Int { get }
        }
        """), as: .lines
    ) {
      """
      subscript(row: Int, column: Int) -> Int {
        get {
          __lyrebirdContext.call(
            .subscriptGetter("(_: Int, _: Int) -> Int"), arguments: row, column,
            apply: { (__body: (Int, Int) -> Int) in __body(row, column) })
        }
        set(__newValue) {
          __lyrebirdContext.call(
            .subscriptSetter("(_: Int, _: Int) -> Int"), arguments: row, column, __newValue,
            apply: { (__body: (Int, Int, Int) -> Swift.Void) in __body(row, column, __newValue) })
        }
      }

      func getSubscript<__Handle>(_ row: @autoclosure () -> Int, _ column: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, (Int, Int) -> Int, Int> {
        Lyrebird.handle2(self, .subscriptGetter("(_: Int, _: Int) -> Int"), row, column)
      }

      func setSubscript<__Handle>(_ row: @autoclosure () -> Int, _ column: @autoclosure () -> Int, newValue __newValue: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, (Int, Int, Int) -> Swift.Void, Swift.Void> {
        Lyrebird.handle3(self, .subscriptSetter("(_: Int, _: Int) -> Int"), row, column, __newValue)
      }

      subscript<Key: Hashable>(key key: Key) -> Int {
        get {
          __lyrebirdContext.call(
            .subscriptGetter("(key: Key) -> Int"), arguments: key,
            apply: { (__body: (Key) -> Int) in __body(key) })
        }
      }

      func getSubscript<Key: Hashable, __Handle>(key: @autoclosure () -> Key)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, (Key) -> Int, Int> {
        Lyrebird.handle1(self, .subscriptGetter("(key: Key) -> Int"), key)
      }
      """
    }
  }

  /// Initializers sharing a selector are recorded under their types, then their constraints.
  @Test func overloadedInitializersAreRecordedUnderTheirTypes() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          init(weight: Int)
          init<W: BinaryInteger>(weight: W)
          init?<W>(weight: W)
          init(nest: String) throws
        }
        """), as: .lines
    ) {
      """
      init(weight: Int) {
        self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "PMock")
        self.__lyrebirdContext.call(
          .initializer("init(weight: Int)"), arguments: weight,
          apply: { (__body: (Int) -> Swift.Void) in __body(weight) })
      }

      func initialize<__Handle>(weight: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .initializer("init(weight: Int)"), weight)
      }

      init<W: BinaryInteger>(weight: W) {
        self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "PMock")
        self.__lyrebirdContext.call(
          .initializer("init<W: BinaryInteger>(weight: W)"), arguments: weight,
          apply: { (__body: (W) -> Swift.Void) in __body(weight) })
      }

      func initialize<W: BinaryInteger, __Handle>(weight: @autoclosure () -> W)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (W) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .initializer("init<W: BinaryInteger>(weight: W)"), weight)
      }

      init?<W>(weight: W) {
        self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "PMock")
        self.__lyrebirdContext.call(
          .initializer("init<W>(weight: W)"), arguments: weight,
          apply: { (__body: (W) -> Swift.Void) in __body(weight) })
      }

      func initialize<W, __Handle>(weight: @autoclosure () -> W)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (W) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .initializer("init<W>(weight: W)"), weight)
      }

      init(nest: String) throws {
        self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "PMock")
        self.__lyrebirdContext.call(
          .initializer("init(nest:)"), arguments: nest,
          apply: { (__body: (String) -> Swift.Void) in __body(nest) })
      }

      func initialize<__Handle>(nest: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .initializer("init(nest:)"), nest)
      }
      """
    }
  }

  @Test func initializersMakeAContextAndStaticMembersUseTheSharedStaticMock() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          init(name: String)
          static var count: Int { get set }
          static func register(_ name: String) -> Bool
        }
        """), as: .lines
    ) {
      """
      init(name: String) {
        self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "PMock")
        self.__lyrebirdContext.call(
          .initializer("init(name:)"), arguments: name,
          apply: { (__body: (String) -> Swift.Void) in __body(name) })
      }

      func initialize<__Handle>(name: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .initializer("init(name:)"), name)
      }

      static var count: Int {
        get {
          Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext.call(
            .getter("count"),
            apply: { (__body: () -> Int) in __body() })
        }
        set {
          Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext.call(
            .setter("count"), arguments: newValue,
            apply: { (__body: (Int) -> Swift.Void) in __body(newValue) })
        }
      }

      static func getCount<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> Int, Int> {
        Lyrebird.handle0(Lyrebird.StaticMock.shared(for: Self.self), .getter("count"))
      }

      static func setCount<__Handle>(_ newValue: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, (Int) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(Lyrebird.StaticMock.shared(for: Self.self), .setter("count"), newValue)
      }
      static var _count: Lyrebird.PropertyRecords<Int> { Lyrebird.PropertyRecords(mock: Lyrebird.StaticMock.shared(for: Self.self), property: "count") }

      static func register(_ name: String) -> Bool {
        Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext.call(
          .method("register(_:)"), arguments: name,
          apply: { (__body: (String) -> Bool) in __body(name) })
      }

      static func register<__Handle>(_ name: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> Bool, Bool> {
        Lyrebird.handle1(Lyrebird.StaticMock.shared(for: Self.self), .method("register(_:)"), name)
      }
      static var _register: Lyrebird.CallRecords<String, Bool> { Lyrebird.CallRecords(mock: Lyrebird.StaticMock.shared(for: Self.self), member: .method("register(_:)"), arguments: { Lyrebird.recordedArgument($0, 0, as: (String).self) }) }
      """
    }
  }

  @Test func operatorsGetNamedHandles() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          static func + (lhs: Self, rhs: Self) -> Self
          static prefix func - (value: Self) -> Self
        }
        """), as: .lines
    ) {
      """
      static func + (_ lhs: PMock, _ rhs: PMock) -> PMock {
        Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext.call(
          .method("+(_:_:)"), arguments: lhs, rhs,
          apply: { (__body: (PMock, PMock) -> PMock) in __body(lhs, rhs) })
      }

      static func operatorPlus<__Handle>(_ lhs: @autoclosure () -> PMock, _ rhs: @autoclosure () -> PMock)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (PMock, PMock) -> PMock, PMock> {
        Lyrebird.handle2(Lyrebird.StaticMock.shared(for: Self.self), .method("+(_:_:)"), lhs, rhs)
      }

      static prefix func - (_ value: PMock) -> PMock {
        Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext.call(
          .method("-(_:)"), arguments: value,
          apply: { (__body: (PMock) -> PMock) in __body(value) })
      }

      static func prefixOperatorMinus<__Handle>(_ value: @autoclosure () -> PMock)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (PMock) -> PMock, PMock> {
        Lyrebird.handle1(Lyrebird.StaticMock.shared(for: Self.self), .method("-(_:)"), value)
      }
      """
    }
  }

  @Test func conditionalMembersKeepTheirConditionAndKeywordsStayEscaped() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          #if os(Linux)
          func linux()
          #else
          func other()
          #endif
          func `switch`(`case`: Int) -> Int
        }
        """), as: .lines
    ) {
      """
      #if os(Linux)

      func linux() {
        __lyrebirdContext.call(
          .method("linux()"),
          forwarding: { (__target: any P) in __target.linux() })
      }

      func linux<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Swift.Void, Swift.Void> {
        Lyrebird.handle0(self, .method("linux()"))
      }
      var _linux: Lyrebird.CallRecords<Swift.Void, Swift.Void> { .init(mock: self, member: .method("linux()")) }
      #else

      func other() {
        __lyrebirdContext.call(
          .method("other()"),
          forwarding: { (__target: any P) in __target.other() })
      }

      func other<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Swift.Void, Swift.Void> {
        Lyrebird.handle0(self, .method("other()"))
      }
      var _other: Lyrebird.CallRecords<Swift.Void, Swift.Void> { .init(mock: self, member: .method("other()")) }
      #endif

      func `switch`(`case`: Int) -> Int {
        __lyrebirdContext.call(
          .method("`switch`(`case`:)"), with: `case`,
          forwarding: { (__target: any P) in __target.`switch`(case: `case`) })
      }

      func `switch`<__Handle>(`case`: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) -> Int, Int> {
        Lyrebird.handle1(self, .method("`switch`(`case`:)"), `case`)
      }
      var _switch: Lyrebird.CallRecords<Int, Int> { .init(mock: self, member: .method("`switch`(`case`:)")) }
      """
    }
  }

  @Test func aConditionalTypesMockHasTheSameCondition() {
    assertInlineSnapshot(
      of: renderMocks(
        """
        #if DEBUG
        protocol P {
          func run()
        }
        #endif
        """), as: .lines
    ) {
      """
      #if (DEBUG)
      final class PMock: P, Lyrebird.MockObject {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func run() {
          __lyrebirdContext.call(
            .method("run()"),
            forwarding: { (__target: any P) in __target.run() })
        }

        func run<__Handle>()
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Swift.Void, Swift.Void> {
          Lyrebird.handle0(self, .method("run()"))
        }
        var _run: Lyrebird.CallRecords<Swift.Void, Swift.Void> { .init(mock: self, member: .method("run()")) }
      }

      func mock(
        _ type: (any P).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> PMock {
        PMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "PMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      #endif
      """
    }
  }
}
