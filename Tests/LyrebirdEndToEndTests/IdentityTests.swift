import Lyrebird
import LyrebirdFixtures
import Testing

/// Seed 001, "Argument Matching": a concrete instance of a type that isn't `Equatable` is compared
/// by reference, whatever the parameter's static type.
@Suite struct IdentityTests {
  @Test func theSameInstanceBehindAnOptionalExistentialMatches() {
    let roost = mock(Roost.self)
    let bigBird = Crow(name: "Big Bird")
    roost.parent = bigBird
    verify(roost.setParent(bigBird)).wasCalled()
  }

  @Test func anotherInstanceIsReportedAtTheVerifyLine() {
    let roost = mock(Roost.self)
    roost.parent = Crow(name: "Big Bird")
    let verifyLine = Locked<UInt>(0)
    let failures = captureFailures {
      verifyLine.mutate { $0 = #line + 1 }
      verify(roost.setParent(Crow(name: "Big Bird"))).wasCalled()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == verifyLine.value)
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of RoostMock.parent = LyrebirdFixtures.Crow, but received 0.
        Invocations of parent (setter) on RoostMock:
          #1 parent = LyrebirdFixtures.Crow
        """,
      "\(failures.map(\.message))")
  }

  @Test func genericAndAnyParametersCompareInstancesByReference() {
    let roost = mock(Roost.self)
    let crow = Crow(name: "c")
    roost.shelter(crow)
    roost.hold(crow)
    verify(roost.shelter(crow)).wasCalled()
    verify(roost.hold(crow)).wasCalled()
    verify(roost.hold(Crow(name: "c"))).wasNeverCalled()
  }

  @Test func nilMatchesNil() {
    let roost = mock(Roost.self)
    roost.parent = nil
    verify(roost.setParent(nil)).wasCalled()
    verify(roost.setParent(Crow(name: "x"))).wasNeverCalled()
  }

  @Test func classMocksMadeByTheirOwnInitializers() {
    let bird = mock(Bird.self)
    given(bird.name).willReturn("Big Bird")
    let tree = mock(instance: TreeMock(with: bird))
    given(tree.shake()).willReturn(3)
    #expect(tree.shake() == 3)
    #expect(tree.species == "Big Bird")
    verify(tree.shake()).wasCalled()

    let mockLine = Locked<UInt>(0)
    let failures = captureFailures {
      mockLine.mutate { $0 = #line + 1 }
      let other = mock(instance: TreeMock(height: 2))
      _ = other.shake()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == mockLine.value)
    #expect(
      failures.first?.message == """
        Missing stub for TreeMock.shake() returning 'Int'. Stub it with given(…) or make the mock relaxed with \
        useDefaultValues(from:).
        Invocations of shake() on TreeMock:
          #1 shake()
        """)
  }
}

/// Metatypes aren't `Equatable`: `admit(Crow.self)` matches the same type and no other.
@Suite struct MetatypeArgumentTests {
  @Test func aMetatypeMatchesItselfOnly() {
    let aviary = mock(Aviary.self)
    given(aviary.admit(Crow.self)).willReturn(true)
    given(aviary.admit(Int.self)).willReturn(false)
    #expect(aviary.admit(Crow.self))
    #expect(!aviary.admit(Int.self))
    aviary.house(String.self)
    verify(aviary.house(String.self)).wasCalled(once)
    verify(aviary.house(Int.self)).wasNeverCalled()
  }

  @Test func anotherMetatypeIsReportedAtTheVerifyLine() {
    let aviary = mock(Aviary.self)
    given(aviary.admit(any())).willReturn(true)
    _ = aviary.admit(Crow.self)
    let verifyLine = Locked<UInt>(0)
    let failures = captureFailures {
      verifyLine.mutate { $0 = #line + 1 }
      verify(aviary.admit(String.self)).wasCalled()
    }
    #expect(failures.map(\.line) == [verifyLine.value])
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of AviaryMock.admit(String), but received 0.
        Invocations of admit(_:) on AviaryMock:
          #1 admit(Crow)
        """, "\(failures.map(\.message))")
  }

  @Test func aBlockParameterDoesNotStopTheMock() {
    let aviary = mock(Aviary.self)
    aviary.atDusk {}
    verify(aviary.atDusk(any())).wasCalled(once)
  }
}
