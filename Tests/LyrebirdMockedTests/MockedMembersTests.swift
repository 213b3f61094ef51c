import LyrebirdMocked
import LyrebirdTestSupport
import Testing

/// The seed's `@MockedMembers` section: a protocol that refines another, mocked by hand.
enum RefinedDependency {
  protocol SomeProtocol {
    var propertyFromSomeProtocol: Int { get set }

    func methodFromSomeProtocol()
  }

  protocol Dependency: SomeProtocol {
    var propertyFromDependency: Int { get }

    func methodFromDependency()
  }

  @MockedMembers
  final class DependencyMock: Dependency {
    @MockableProperty(.readOnly)
    var propertyFromDependency: Int

    @MockableProperty(.readWrite)
    var propertyFromSomeProtocol: Int

    func methodFromDependency()

    func methodFromSomeProtocol()
  }
}

/// The seed's "Static Members".
enum StaticDependency {
  protocol Dependency {
    static var staticReadOnlyProperty: Int { get }
    static var staticReadWriteProperty: Int { get set }
    static func staticMethod()
  }

  @MockedMembers
  public final class DependencyMock: Dependency {
    @MockableProperty(.readOnly)
    public static var staticReadOnlyProperty: Int

    @MockableProperty(.readWrite)
    public static var staticReadWriteProperty: Int

    public static func staticMethod()
  }
}

/// The seed's `@MockableProperty` section, with getter effects the protocol declares too.
enum MarkedProperties {
  protocol Dependency {
    var readOnlyProperty: Int { get }
    var readOnlyAsyncProperty: Int { get async }
    var readOnlyThrowingProperty: Int { get throws }
    var readOnlyAsyncThrowingProperty: Int { get async throws }
    var readWriteProperty: Int { get set }
  }

  @MockedMembers
  final class DependencyMock: Dependency {
    @MockableProperty(.readOnly)
    var readOnlyProperty: Int

    @MockableProperty(.readOnly(.async))
    var readOnlyAsyncProperty: Int

    @MockableProperty(.readOnly(.throws))
    var readOnlyThrowingProperty: Int

    @MockableProperty(.readOnly(.async, .throws))
    var readOnlyAsyncThrowingProperty: Int

    @MockableProperty(.readWrite)
    var readWriteProperty: Int
  }
}

/// The seed's `@MockableMethod` section.
enum NamedMethod {
  protocol Dependency {
    func methodWithNameConflict()
    func fetch(id: Int) async throws -> String
  }

  @MockedMembers
  final class DependencyMock: Dependency {
    @MockableMethod(mockMethodName: "someUniqueName")
    func methodWithNameConflict()

    func fetch(id: Int) async throws -> String
  }
}

/// Overloads the runtime tells apart by name: `@MockedMembers` hands each body its name.
enum Overloads {
  protocol Decoder {
    func decode() -> Int
    func decode() -> String
  }

  @MockedMembers
  final class DecoderMock: Decoder {
    func decode() -> Int

    func decode() -> String
  }
}

/// A hand-written mock whose method takes an Objective-C block, as swift-mocking's users write them.
enum BlockParameter {
  protocol Sundial {
    func atNoon(_ handler: @convention(block) () -> Void)
  }

  @MockedMembers
  final class SundialMock: Sundial {
    func atNoon(_ handler: @convention(block) () -> Void)
  }
}

@Suite struct MockedMembersTests {
  @Test func aBlockParameterReachesTheImplementationAsAClosure() {
    let sundial = BlockParameter.SundialMock()
    let ran = Locked(0)
    sundial._atNoon.implementation = .invokes { handler in handler() }
    sundial.atNoon { ran.mutate { $0 += 1 } }
    given(sundial.atNoon(any())).will { (handler: () -> Void) in
      handler()
      handler()
    }
    sundial.atNoon { ran.mutate { $0 += 1 } }
    #expect(ran.value == 3)
    #expect(sundial._atNoon.callCount == 2)
    verify(sundial.atNoon(any())).wasCalled(twice)
  }

  @Test func overloadsByReturnTypeHaveTheirOwnBackingProperties() {
    let mock = Overloads.DecoderMock()
    mock._decodeReturningInt.implementation = .returns(1)
    mock._decodeReturningString.implementation = .returns("one")
    let number: Int = mock.decode()
    let text: String = mock.decode()
    #expect(number == 1 && text == "one")
    #expect(mock._decodeReturningInt.callCount == 1 && mock._decodeReturningString.callCount == 1)
  }

  @Test func aHandWrittenMockOfARefinedProtocol() {
    let mock = RefinedDependency.DependencyMock()
    mock._propertyFromDependency.getter.implementation = .returns(1)
    mock._propertyFromSomeProtocol.getter.implementation = .returns(2)
    mock.propertyFromSomeProtocol = 3
    mock.methodFromDependency()
    mock.methodFromSomeProtocol()
    mock.methodFromSomeProtocol()
    #expect(mock.propertyFromDependency == 1)
    #expect(mock.propertyFromSomeProtocol == 2)
    #expect(mock._propertyFromSomeProtocol.setter.invocations == [3])
    #expect(mock._methodFromDependency.callCount == 1)
    #expect(mock._methodFromSomeProtocol.callCount == 2)
    verify(mock.methodFromSomeProtocol()).wasCalled(twice)
  }

  @Test func staticMembersAreResetTogether() {
    typealias Mock = StaticDependency.DependencyMock
    Mock.resetMockedStaticMembers()
    Mock._staticReadOnlyProperty.getter.implementation = .returns(4)
    Mock.staticMethod()
    Mock.staticReadWriteProperty = 1
    #expect(Mock.staticReadOnlyProperty == 4)
    #expect(Mock._staticMethod.callCount == 1)
    Mock.resetMockedStaticMembers()
    #expect(Mock._staticMethod.callCount == 0)
    #expect(Mock._staticReadWriteProperty.setter.callCount == 0)
    #expect(Mock._staticReadOnlyProperty.getter.implementation.isUnimplemented)
  }

  @Test func markedPropertiesGetTheirGetterEffects() async throws {
    let mock = MarkedProperties.DependencyMock()
    mock._readOnlyProperty.getter.implementation = .returns(1)
    mock._readOnlyAsyncProperty.getter.implementation = .returns(2)
    mock._readOnlyThrowingProperty.getter.implementation = .throws(Failure())
    mock._readOnlyAsyncThrowingProperty.getter.implementation = .returns(4)
    mock._readWriteProperty.getter.implementation = .returns(5)
    #expect(mock.readOnlyProperty == 1)
    #expect(await mock.readOnlyAsyncProperty == 2)
    #expect(throws: Failure.self) { try mock.readOnlyThrowingProperty }
    #expect(try await mock.readOnlyAsyncThrowingProperty == 4)
    #expect(mock.readWriteProperty == 5)
  }

  @Test func mockMethodNameNamesTheBackingProperty() async throws {
    let mock = NamedMethod.DependencyMock()
    mock.methodWithNameConflict()
    mock._fetch.implementation = .invokes { id in "item \(id)" }
    #expect(try await mock.fetch(id: 2) == "item 2")
    #expect(mock._someUniqueName.callCount == 1)
    #expect(mock._fetch.lastInvocation == 2)
  }

  @Test func anUnimplementedMemberIsReportedAtTheMocksLine() {
    let line: UInt = #line + 1
    let mock = RefinedDependency.DependencyMock()
    let failures = captureFailures { #expect(mock.propertyFromDependency == 0) }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Missing stub for DependencyMock.propertyFromDependency returning 'Int'. Stub it with given(…) or make the \
        mock relaxed with useDefaultValues(from:).
        Invocations of propertyFromDependency (getter) on DependencyMock:
          #1 propertyFromDependency
        """)
  }
}
