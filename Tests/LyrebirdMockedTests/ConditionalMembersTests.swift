import Lyrebird
import LyrebirdMocked
import LyrebirdTestSupport
import Testing

// `#if` blocks of members: the mock compiles the branch the protocol does, and nothing from the
// others (`NotDeclaredAnywhere` would not compile).
@Mocked(compilationCondition: .debug)
protocol Platform {
  func name() -> String
  #if os(Linux)
  func distribution() -> String
  var kernel: String { get }
  #elseif os(macOS)
  func version() -> Int
  #else
  func unknown() -> Bool
  #endif
  #if LYREBIRD_NEVER_DEFINED
  func missing() -> NotDeclaredAnywhere
  #endif
  #if DEBUG
  func build() -> Int
  #else
  func build() -> Int
  #endif
}

protocol Toolbox {
  func hammer() -> Int
  #if os(Linux)
  func saw(length: Int) -> Int
  var size: Int { get }
  #else
  func drill() -> Int
  #endif
}

// The same under `@MockedMembers`, in a mock the test writes.
@MockedMembers
final class ToolboxMock: Toolbox {
  func hammer() -> Int

  #if os(Linux)
  func saw(length: Int) -> Int

  @MockableProperty(.readOnly)
  var size: Int
  #else
  func drill() -> Int
  #endif
  #if LYREBIRD_NEVER_DEFINED
  func missing() -> NotDeclaredAnywhere
  #endif
}

@Suite struct ConditionalMembersTests {
  @Test func mockedMembersInAnIfBlockAreMockedUnderTheSameCondition() {
    let platform = PlatformMock()
    platform._name.implementation = .returns("lyrebird")
    #expect(platform.name() == "lyrebird")
    platform._build.implementation = .returns(7)
    #expect(platform.build() == 7)
    #if os(Linux)
    platform._distribution.implementation = .returns("debian")
    platform._kernel.getter.implementation = .returns("6.1")
    #expect(platform.distribution() == "debian")
    #expect(platform.kernel == "6.1")
    #expect(platform._distribution.callCount == 1)
    #elseif os(macOS)
    platform._version.implementation = .returns(15)
    #expect(platform.version() == 15)
    #endif
  }

  @Test func handWrittenMembersInAnIfBlockGetBodiesAndBackingProperties() {
    let toolbox = ToolboxMock()
    toolbox._hammer.implementation = .returns(1)
    #expect(toolbox.hammer() == 1)
    #if os(Linux)
    toolbox._saw.implementation = .invokes { length in length * 2 }
    toolbox._size.getter.implementation = .returns(3)
    #expect(toolbox.saw(length: 4) == 8)
    #expect(toolbox.size == 3)
    #expect(toolbox._saw.lastInvocation == 4)
    verify(toolbox.saw(length: 4)).wasCalled(once)
    #else
    toolbox._drill.implementation = .returns(2)
    #expect(toolbox.drill() == 2)
    #endif
  }

  @Test func anUnimplementedMemberInAnIfBlockIsReportedAtTheMocksLine() {
    let line = #line + 1
    let platform = PlatformMock()
    let failures = captureFailures { _ = platform.name() }
    #expect(failures.count == 1)
    #expect(failures.first?.line == UInt(line))
    #expect(
      failures.first?.message == """
        Missing stub for PlatformMock.name() returning 'String'. Stub it with given(…) or make the mock relaxed with \
        useDefaultValues(from:).
        Invocations of name() on PlatformMock:
          #1 name()
        """)
  }
}
