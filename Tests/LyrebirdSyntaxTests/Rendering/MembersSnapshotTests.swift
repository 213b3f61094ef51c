import InlineSnapshotTesting
import Testing

/// Exact text of each kind of member in a mock; the preamble every mock shares is in `TypesSnapshotTests`.
@Suite struct MembersSnapshotTests {
  @Test func readOnlyPropertiesHaveNoSetterOrSetterHandle() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          var name: String { get set }
          var count: Int { get }
        }
        """), as: .lines
    ) {
      """
      var name: String {
        get {
          __lyrebirdContext.call(
            .getter("name"),
            forwarding: { (__target: any P) in __target.name })
        }
        set {
          __lyrebirdContext.call(
            .setter("name"), with: newValue,
            forwarding: { (__target: any P) in Lyrebird.withMutableCopy(of: __target) { $0.name = newValue } })
        }
      }

      func getName<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> String, String> {
        Lyrebird.handle0(self, .getter("name"))
      }

      func setName<__Handle>(_ newValue: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, (String) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .setter("name"), newValue)
      }
      var _name: Lyrebird.PropertyRecords<String> { Lyrebird.PropertyRecords(mock: self, property: "name") }

      var count: Int {
        get {
          __lyrebirdContext.call(
            .getter("count"),
            forwarding: { (__target: any P) in __target.count })
        }
      }

      func getCount<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> Int, Int> {
        Lyrebird.handle0(self, .getter("count"))
      }
      var _count: Lyrebird.PropertyRecords<Int> { Lyrebird.PropertyRecords(mock: self, property: "count") }
      """
    }
  }

  @Test func asyncAndThrowingGettersAwaitAndTryTheCall() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          var now: Int { get async }
          var value: Int { get async throws }
        }
        """), as: .lines
    ) {
      """
      var now: Int {
        get async {
          await __lyrebirdContext.callAsync(
            .getter("now"),
            forwarding: { (__target: any P) in await __target.now })
        }
      }

      func getNow<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () async -> Int, Int> {
        Lyrebird.handle0(self, .getter("now"))
      }
      var _now: Lyrebird.PropertyRecords<Int> { Lyrebird.PropertyRecords(mock: self, property: "now") }

      var value: Int {
        get async throws {
          try await __lyrebirdContext.callAsyncThrowing(
            .getter("value"),
            forwarding: { (__target: any P) in try await __target.value })
        }
      }

      func getValue<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, () async throws -> Int, Int> {
        Lyrebird.handle0(self, .getter("value"))
      }
      var _value: Lyrebird.PropertyRecords<Int> { Lyrebird.PropertyRecords(mock: self, property: "value") }
      """
    }
  }

  @Test func asyncAndTypedThrowingMethodsKeepTheirEffects() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func load() async throws -> Data
          func parse(_ text: String) throws(ParseError) -> Int
        }
        """), as: .lines
    ) {
      """
      @_disfavoredOverload
      func load() async throws -> Data {
        try await __lyrebirdContext.callAsyncThrowing(
          .method("load()"),
          forwarding: { (__target: any P) in try await __target.load() })
      }

      func load<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, () async throws -> Data, Data> {
        Lyrebird.handle0(self, .method("load()"))
      }

      func load<__Handle>(__lyrebirdIsolation: isolated (any _Concurrency.Actor)? = #isolation) async
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, () async throws -> Data, Data> {
        Lyrebird.handle0(self, .method("load()"))
      }
      var _load: Lyrebird.CallRecords<Swift.Void, Data> { .init(mock: self, member: .method("load()")) }

      func parse(_ text: String) throws(ParseError) -> Int {
        do {
          return try __lyrebirdContext.callThrowing(
            .method("parse(_:)"), with: text,
            forwarding: { (__target: any P) in try __target.parse(text) })
        }
        catch {
          throw Lyrebird.typedError(error, as: (ParseError).self, in: __lyrebirdContext)
        }
      }

      func parse<__Handle>(_ text: String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, (String) throws -> Int, Int> {
        .init(mock: self, member: .method("parse(_:)"), arguments: [Lyrebird.evaluatedArgument(text)])
      }
      var _parse: Lyrebird.CallRecords<String, Int> { .init(mock: self, member: .method("parse(_:)")) }
      """
    }
  }

  @Test func rethrowsTracksItsClosureAndMutatingForwardsToACopy() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func map(_ transform: (Int) throws -> Int) rethrows -> Int
          mutating func reset()
        }
        """), as: .lines
    ) {
      """
      func map(_ transform: (Int) throws -> Int) rethrows -> Int {
        try Lyrebird.rethrowing(in: __lyrebirdContext) { __lyrebirdRethrows in
          try __lyrebirdContext.callThrowing(
            .method("map(_:)"), arguments: Lyrebird.NonEscapingArgument(),
            apply: { (__body: ((Int) throws -> Int) throws -> Int) in try withoutActuallyEscaping(transform) { transform in try __body(__lyrebirdRethrows.tracking(transform)) } })
        }
      }

      func map<__Handle>(_ transform: @autoclosure () -> ((Int) throws -> Int))
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, ((Int) throws -> Int) throws -> Int, Int> {
        Lyrebird.handle1(self, .method("map(_:)"), transform)
      }
      var _map: Lyrebird.CallRecords<Lyrebird.NonEscapingArgument, Int> { .init(mock: self, member: .method("map(_:)")) }

      func reset() {
        __lyrebirdContext.call(
          .method("reset()"),
          forwarding: { (__target: any P) in Lyrebird.withMutableCopy(of: __target) { $0.reset() } })
      }

      func reset<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Swift.Void, Swift.Void> {
        Lyrebird.handle0(self, .method("reset()"))
      }
      var _reset: Lyrebird.CallRecords<Swift.Void, Swift.Void> { .init(mock: self, member: .method("reset()")) }
      """
    }
  }

  @Test func variadicInoutAndDefaultArgumentsReachTheStubAsValues() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        class C {
          func record(_ values: Int...) {}
          func adjust(_ value: inout Int) {}
          func greet(name: String = "you") -> String { name }
        }
        """), as: .lines
    ) {
      """
      override func record(_ values: Int...) {
        return __lyrebirdContext.call(
          .method("record(_:)"), with: values)
      }

      func record<__Handle>(_ values: @autoclosure () -> [Int])
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, ([Int]) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .method("record(_:)"), values)
      }
      var _record: Lyrebird.CallRecords<[Int], Swift.Void> { .init(mock: self, member: .method("record(_:)")) }

      override func adjust(_ value: inout Int) {
        withoutActuallyEscaping({ super.adjust(&value) }) { __lyrebirdSuper in
          __lyrebirdContext.call(
            .method("adjust(_:)"), arguments: value,
            apply: { (__body: (inout Int) -> Swift.Void) in __body(&value) },
            superclass: __lyrebirdSuper)
        }
      }

      func adjust<__Handle>(_ value: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (inout Int) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .method("adjust(_:)"), value)
      }
      var _adjust: Lyrebird.CallRecords<Int, Swift.Void> { .init(mock: self, member: .method("adjust(_:)")) }

      override func greet(name: String = "you") -> String {
        __lyrebirdContext.call(
          .method("greet(name:)"), with: name,
          forwarding: { (__target: C) in __target.greet(name: name) },
          superclass: { super.greet(name: name) })
      }

      func greet<__Handle>(name: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> String, String> {
        Lyrebird.handle1(self, .method("greet(name:)"), name)
      }
      var _greet: Lyrebird.CallRecords<String, String> { .init(mock: self, member: .method("greet(name:)")) }
      """
    }
  }

  @Test func nonEscapingClosuresAreRecordedAsPlaceholders() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func onChange(_ handler: @escaping @Sendable (Int) -> Void)
          func transform(_ body: (Int) -> Int) -> Int
        }
        """), as: .lines
    ) {
      """
      func onChange(_ handler: @escaping @Sendable (Int) -> Void) {
        __lyrebirdContext.call(
          .method("onChange(_:)"), arguments: handler,
          apply: { (__body: (@escaping @Sendable (Int) -> Void) -> Swift.Void) in __body(handler) },
          forwarding: { (__target: any P) in __target.onChange(handler) })
      }

      func onChange<__Handle>(_ handler: @autoclosure () -> (@Sendable (Int) -> Void))
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (@escaping @Sendable (Int) -> Void) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .method("onChange(_:)"), handler)
      }
      var _onChange: Lyrebird.CallRecords<(@Sendable (Int) -> Void), Swift.Void> { .init(mock: self, member: .method("onChange(_:)")) }

      func transform(_ body: (Int) -> Int) -> Int {
        __lyrebirdContext.call(
          .method("transform(_:)"), arguments: Lyrebird.NonEscapingArgument(),
          apply: { (__body: ((Int) -> Int) -> Int) in withoutActuallyEscaping(body) { body in __body(body) } })
      }

      func transform<__Handle>(_ body: @autoclosure () -> ((Int) -> Int))
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, ((Int) -> Int) -> Int, Int> {
        Lyrebird.handle1(self, .method("transform(_:)"), body)
      }
      var _transform: Lyrebird.CallRecords<Lyrebird.NonEscapingArgument, Int> { .init(mock: self, member: .method("transform(_:)")) }
      """
    }
  }

  @Test func opaqueParametersBecomeExistentialsAndOwnedOnesAreCopied() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func describe(_ item: some CustomStringConvertible) -> String
          func store(_ data: consuming [Int], key: borrowing String)
          func send(_ message: sending String)
        }
        """), as: .lines
    ) {
      """
      func describe(_ item: some CustomStringConvertible) -> String {
        __lyrebirdContext.call(
          .method("describe(_:)"), arguments: item,
          apply: { (__body: (any CustomStringConvertible) -> String) in __body(item) },
          forwarding: { (__target: any P) in __target.describe(item) })
      }

      func describe<__Handle>(_ item: @autoclosure () -> any CustomStringConvertible)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (any CustomStringConvertible) -> String, String> {
        Lyrebird.handle1(self, .method("describe(_:)"), item)
      }
      var _describe: Lyrebird.CallRecords<any CustomStringConvertible, String> { .init(mock: self, member: .method("describe(_:)")) }

      func store(_ data: consuming [Int], key: borrowing String) {
        __lyrebirdContext.call(
          .method("store(_:key:)"), arguments: copy data, copy key,
          apply: { (__body: (consuming [Int], borrowing String) -> Swift.Void) in __body(copy data, key) })
      }

      func store<__Handle>(_ data: @autoclosure () -> [Int], key: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (consuming [Int], borrowing String) -> Swift.Void, Swift.Void> {
        Lyrebird.handle2(self, .method("store(_:key:)"), data, key)
      }
      var _store: Lyrebird.CallRecords<(data: [Int], key: String), Swift.Void> { .init(mock: self, member: .method("store(_:key:)")) }

      func send(_ message: sending String) {
        return __lyrebirdContext.call(
          .method("send(_:)"), with: message)
      }

      func send<__Handle>(_ message: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> Swift.Void, Swift.Void> {
        Lyrebird.handle1(self, .method("send(_:)"), message)
      }
      var _send: Lyrebird.CallRecords<String, Swift.Void> { .init(mock: self, member: .method("send(_:)")) }
      """
    }
  }
}
