import Lyrebird
import Testing

/// Every failure the runtime reports: its message and the test line it points at.
@Suite struct FailureReportingTests {
  @Test func verifyReportsMissingInvocationsAtTheVerifyLine() {
    let bird = mock(Bird.self)
    bird.useDefaultValues(from: .standardProvider)
    _ = bird.chirp(volume: 10)
    let line: UInt = #line + 2
    let failures = captureFailures {
      verify(bird.chirp(volume: 42)).wasCalled()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == line)
    #expect(failures.first?.fileID.hasSuffix("FailureReportingTests.swift") == true)
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of BirdMock.chirp(volume: 42), but received 0.
        Invocations of chirp(volume:) on BirdMock:
          #1 chirp(volume: 10)
        """)
  }

  @Test func countMismatchNamesTheCount() {
    let bird = mock(Bird.self)
    bird.fly()
    let line: UInt = #line + 1
    let failures = captureFailures { verify(bird.fly()).wasCalled(exactly(2)) }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Expected exactly 2 invocations of BirdMock.fly(), but received 1.
        Invocations of fly() on BirdMock:
          #1 fly()
        """)
  }

  @Test func wasNeverCalledFails() {
    let bird = mock(Bird.self)
    bird.fly()
    let failures = captureFailures { verify(bird.fly()).wasNeverCalled() }
    #expect(
      failures.first?.message == """
        Expected exactly 0 invocations of BirdMock.fly(), but received 1.
        Invocations of fly() on BirdMock:
          #1 fly()
        """)
  }

  @Test func unstubbedCallOnAStrictMockReportsAtMockCreationAndReturnsADefault() {
    let line: UInt = #line + 1
    let bird = mock(Bird.self)
    var value = true
    let failures = captureFailures { value = bird.chirp(volume: 3) }
    #expect(value == false)
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Missing stub for BirdMock.chirp(volume: 3) returning 'Bool'. Stub it with given(…) or make the mock relaxed \
        with useDefaultValues(from:).
        Invocations of chirp(volume:) on BirdMock:
          #1 chirp(volume: 3)
        """)
  }

  @Test func forwardingToSuperOnAProtocolMockIsReportedAtTheStub() {
    let bird = mock(Bird.self)
    let line: UInt = #line + 1
    given(bird.chirp(volume: any())).willForwardToSuper()
    var value = true
    let failures = captureFailures { value = bird.chirp(volume: 3) }
    #expect(value == false)
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.fileID == #fileID)
    #expect(
      failures.first?.message == """
        BirdMock.chirp(volume: 3) was stubbed to call the real implementation, but BirdMock has no superclass \
        and no forwarding target implements it; set one with forwardCalls(to:)
        """)
  }

  @Test func voidMembersNeedNoStub() {
    let bird = mock(Bird.self)
    let failures = captureFailures { bird.fly() }
    #expect(failures.isEmpty)
  }

  @Test func verifyNoMoreInteractionsListsUnverifiedCalls() {
    let bird = mock(Bird.self)
    bird.fly()
    bird.eat(Fruit(size: 1))
    verify(bird.fly()).wasCalled()
    let line: UInt = #line + 1
    let failures = captureFailures { verifyNoMoreInteractions(bird) }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Expected no more interactions with BirdMock, but 1 call was not verified:
          BirdMock.eat(Fruit(size: 1))
        """)
    verify(bird.eat(any())).wasCalled()
    #expect(captureFailures { verifyNoMoreInteractions(bird) }.isEmpty)
  }

  @Test func inOrderReportsTheVerificationOutOfOrder() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    bird.fly()
    _ = bird.canFly
    let line: UInt = #line + 4
    let failures = captureFailures {
      inOrder {
        verify(bird.canFly).wasCalled()
        verify(bird.fly()).wasCalled()
      }
    }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of BirdMock.fly() after BirdMock.canFly, but received 0.
        Invocations in order:
          #1 BirdMock.fly()
          #2 BirdMock.canFly
        """)
  }

  @Test func inOrderCountsSeeTheCallsAroundTheirNeighbours() {
    let bird = mock(Bird.self)
    let apple = Fruit(size: 1)
    bird.fly()
    bird.eat(apple)
    for _ in 1...3 { bird.fly() }
    bird.eat(apple)
    let line: UInt = #line + 2
    let failures = captureFailures {
      inOrder {
        verify(bird.fly()).wasCalled(atLeast(twice))
        verify(bird.eat(any())).wasCalled()
      }
    }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Expected the verifications to be satisfied in order, but no window of calls satisfies every count.
        Invocations in order:
          #1 BirdMock.fly()
          #2 BirdMock.eat(Fruit(size: 1))
          #3 BirdMock.fly()
          #4 BirdMock.fly()
          #5 BirdMock.fly()
          #6 BirdMock.eat(Fruit(size: 1))
        """)
    let atMostFailures = captureFailures {
      inOrder {
        verify(bird.eat(any())).wasCalled()
        verify(bird.fly()).wasCalled(atMost(twice))
        verify(bird.eat(any())).wasCalled()
      }
    }
    #expect(atMostFailures.count == 1)
    #expect(captureFailures { inOrder {} }.isEmpty)
    let other = mock(Bird.self)
    for _ in 1...3 { other.fly() }
    other.eat(apple)
    #expect(
      captureFailures {
        inOrder {
          verify(other.fly()).wasCalled(atLeast(twice))
          verify(other.eat(any())).wasCalled()
        }
      }.isEmpty)
  }

  @Test func inOrderOptionsReportAtTheInOrderLine() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    _ = bird.canFly
    bird.eat(Fruit(size: 1))
    bird.fly()
    bird.fly(to: Location(name: "Oslo"))
    let line: UInt = #line + 2
    let failures = captureFailures {
      inOrder(with: [.noInvocationsAfter, .onlyConsecutiveInvocations]) {
        verify(bird.canFly).wasCalled()
        verify(bird.fly()).wasCalled()
      }
    }
    #expect(failures.map(\.line) == [line, line])
    #expect(
      failures.first?.message == """
        Expected no invocations after BirdMock.fly(), but received BirdMock.fly(to: Location(name: "Oslo")).
        Invocations in order:
          #1 BirdMock.canFly
          #2 BirdMock.eat(Fruit(size: 1))
          #3 BirdMock.fly()
          #4 BirdMock.fly(to: Location(name: "Oslo"))
        """)
    #expect(
      failures.last?.message == """
        Expected only consecutive invocations, but received BirdMock.eat(Fruit(size: 1)) in between.
        Invocations in order:
          #1 BirdMock.canFly
          #2 BirdMock.eat(Fruit(size: 1))
          #3 BirdMock.fly()
          #4 BirdMock.fly(to: Location(name: "Oslo"))
        """)
  }

  @Test func noInvocationsBeforeReportsEarlierCallsAtTheInOrderLine() {
    let bird = mock(Bird.self)
    bird.eat(Fruit(size: 2))
    bird.fly()
    inOrder(with: .noInvocationsAfter) { verify(bird.fly()).wasCalled() }
    let line: UInt = #line + 2
    let failures = captureFailures {
      inOrder(with: .noInvocationsBefore) { verify(bird.fly()).wasCalled() }
    }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Expected no invocations before BirdMock.fly(), but received BirdMock.eat(Fruit(size: 2)).
        Invocations in order:
          #1 BirdMock.eat(Fruit(size: 2))
          #2 BirdMock.fly()
        """)
  }

  @Test func stubOfTheWrongTypeIsReportedAtTheGivenLine() {
    let bird = mock(Bird.self)
    let line: UInt = #line + 1
    given(bird.name = any()).will { (volume: Int) in _ = volume }
    let failures = captureFailures { bird.name = "Ryan" }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        The closure stubbed for BirdMock.name = "Ryan" has type '(Int) -> ()', which does not match the member's \
        signature
        """)
  }

  @Test func stubbedValuesOfTheWrongTypeAreReportedAtTheGivenLine() {
    // A handle built by hand whose type doesn't match its member's: the generated handle names
    // the member for the result type it is stubbed with, so only a hand-made one can disagree.
    let bird = mock(Bird.self)
    bird.useDefaultValues(from: .standardProvider)
    let line: UInt = #line + 1
    given(genericMessageHandle(bird)).willReturn(1)
    var message = "unset"
    let failures = captureFailures { message = genericMessage(bird, as: String.self) }
    #expect(message == "")
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message
        == "The stub for BirdMock.getMessage<T>() -> T -> String returns a value of type 'Int', but the member returns 'String'"
    )

    let other = mock(Bird.self)
    other.useDefaultValues(from: .standardProvider)
    let lastSetLine: UInt = #line + 1
    given(genericMessageHandle(other)).willReturn(lastSetValue(initial: 1))
    let lastSetFailures = captureFailures { message = genericMessage(other, as: String.self) }
    #expect(lastSetFailures.map(\.line) == [lastSetLine])
    #expect(
      lastSetFailures.first?.message
        == "lastSetValue for BirdMock.getMessage<T>() -> T -> String holds a 'Int', not a 'String'")
  }

  @Test func givenWithoutAMockCallIsReported() {
    let line: UInt = #line + 1
    let failures = captureFailures { given(42).willReturn(1) }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.message == "The expression passed to given/verify did not call a member of a Lyrebird mock")
  }

  @Test func chainingToTheWrongTypeIsReportedAtTheGivenLine() {
    let bird = mock(Bird.self)
    let line: UInt = #line + 2
    let failures = captureFailures {
      given(bird.getWing() ~ mock(Feather.self).getIsWet()) ~> true
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.message == "Cannot chain BirdMock.wing to FeatherMock: it is not a 'Wing'")
  }

  @Test func eventuallyReportsTheLastFailuresAfterTheTimeout() async throws {
    let bird = mock(Bird.self)
    let eventuallyLine: UInt = #line + 3
    let verifyLine: UInt = #line + 3
    let failures = try await captureFailures {
      try await eventually(timeout: .milliseconds(50)) {
        verify(bird.fly()).wasCalled()
      }
    }
    #expect(failures.map(\.line) == [eventuallyLine, verifyLine])
    #expect(failures.first?.message == "eventually: verifications still failed after 0.05 seconds")
  }

  @Test func ambiguousMatchersOnACoercedMockAreReported() {
    let bird: any Bird = mock(Bird.self)
    let line: UInt = #line + 1
    let failures = captureFailures { verify(bird.preen(feathers: any(), gently: true)).wasNeverCalled() }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        Cannot tell which arguments of BirdMock.preen(feathers:gently:) the 1 matcher(s) belong to. Use a matcher \
        for every argument, or store the mock as its concrete mock type so each argument is matched separately
        """)
  }
}

private func genericMessageHandle(_ bird: BirdMock) -> MemberHandle<FunctionDeclaration, () -> Int, Int> {
  MemberHandle(mock: bird, member: .method("getMessage<T>() -> T", returning: String.self), arguments: [])
}

/// Calls the generic `getMessage<T>()`; with a concrete type Swift would pick `getMessage() -> String`.
private func genericMessage<T>(_ bird: BirdMock, as type: T.Type) -> T {
  bird.getMessage()
}
