import LyrebirdMockable
import LyrebirdTestSupport
import Testing

struct Bone: Equatable, Mocked {
  var length: Int
  static var mock: Bone { Bone(length: 5) }
}

@Mockable
protocol Kennel {
  func bark() throws
  func sleep()
  var gate: Void { get throws }
  func bone() -> Bone
  func spareBone() -> Bone?
  func bones() -> [Bone]
  func name() -> String?
  func age() -> Int
}

/// What a Mockable-shaped mock answers with no `given`, by its `MockerPolicy`.
@Suite(.serialized) struct PolicyBuilderTests {
  @Test func aStrictMockReportsAMissingReturnValueAtItsCreationAndGoesOn() {
    var line: UInt = 0
    var kennel: MockKennel?
    let failures = captureFailures {
      line = #line + 1
      kennel = MockKennel(policy: .strict)
      #expect(kennel?.age() == 0)
      kennel?.sleep()
    }
    #expect(
      failures.map(\.message) == [
        "Missing stub for MockKennel.age() returning 'Int'. Give it one with given(mock).<member>.willReturn(…), "
          + "or relax the mock with a MockerPolicy.\nInvocations of age() on MockKennel:\n  #1 age()",
        "Missing stub for MockKennel.sleep() returning '()'. Give it one with given(mock).<member>.willReturn(…), "
          + "or relax the mock with a MockerPolicy.\nInvocations of sleep() on MockKennel:\n  #1 sleep()",
      ])
    #expect(failures.map(\.line) == [line, line])
  }

  @Test func aRelaxedMockAnswersVoidOptionalsAndMockedValues() throws {
    let kennel = MockKennel(policy: .relaxed)
    try kennel.bark()
    kennel.sleep()
    try kennel.gate
    #expect(kennel.bone() == Bone(length: 5))
    #expect(kennel.spareBone() == Bone(length: 5))
    #expect(kennel.bones() == [Bone(length: 5)])
    #expect(kennel.name() == nil)
  }

  @Test func eachRelaxationAnswersOnlyItsOwnCalls() throws {
    let optional = MockKennel(policy: .relaxedOptional)
    #expect(optional.spareBone() == nil && optional.name() == nil)
    let nonThrowing = MockKennel(policy: .relaxedNonThrowingVoid)
    nonThrowing.sleep()
    let failures = captureFailures { try? nonThrowing.bark() }
    #expect(failures.count == 1)
    let throwing = MockKennel(policy: .relaxedThrowingVoid)
    try throwing.bark()
    try throwing.gate
    let mocked = MockKennel(policy: .relaxedMocked)
    #expect(mocked.bones() == [Bone(length: 5)] && mocked.spareBone() == Bone(length: 5))
  }

  @Test func theDefaultPolicyIsReadAtEachCall() {
    defer { MockerPolicy.default = .strict }
    let kennel = MockKennel()
    MockerPolicy.default = .relaxed
    #expect(kennel.bone() == Bone(length: 5))
    MockerPolicy.default = .strict
    let failures = captureFailures { #expect(kennel.bone() == Bone(length: 5)) }
    #expect(failures.count == 1)
  }
}
