import Lyrebird
import LyrebirdMockable
import LyrebirdTestSupport
import Testing

extension SharedComparators {
  /// A parameter becomes the runtime's matcher and matches as Mockable's parameters do.
  @Suite struct ParameterTests {
    @Test func anyMatchesEveryArgument() {
      let matcher = Parameter<Int>.any.argumentMatcher()
      #expect(matcher.description == "any")
      #expect(matcher.matches(1) && matcher.matches("not an Int") && matcher.matches(Pebble(grams: 2)))
    }

    @Test func aValueMatchesAnEqualArgumentOfItsType() {
      let matcher = Parameter<Int>.value(42).argumentMatcher()
      #expect(matcher.description == "value(42)")
      #expect(matcher.matches(42) && !matcher.matches(41) && !matcher.matches("42"))
      #expect(Parameter<String>.value("wren").argumentMatcher().description == #"value("wren")"#)
      #expect(Parameter<Int?>.value(nil).argumentMatcher().description == "value(nil)")
      #expect(Parameter<Int?>.value(7).argumentMatcher().description == "value(7)")
      #expect(Parameter<Int?>.value(7).argumentMatcher().matches(Int?.some(7) as Any))
    }

    @Test func aMatchingClosureDecidesAndAnotherTypeNeverMatches() {
      let matcher = Parameter<Int>.matching { $0 > 3 }.argumentMatcher()
      #expect(matcher.description == "matching")
      #expect(matcher.matches(4) && !matcher.matches(3) && !matcher.matches("4"))
    }

    @Test func aRegisteredTypeComparesWithItsComparator() {
      defer { Matcher.reset() }
      Matcher.register(Feather.self) { $0.color == $1.color }
      let matcher = Parameter.value(Feather(color: "red")).argumentMatcher()
      #expect(matcher.description == #"value(Feather(color: "red"))"#)
      #expect(matcher.matches(Feather(color: "red")) && !matcher.matches(Feather(color: "blue")))
      let array = Parameter.value([Feather(color: "red"), Feather(color: "blue")]).argumentMatcher()
      #expect(array.matches([Feather(color: "red"), Feather(color: "blue")]))
      #expect(!array.matches([Feather(color: "blue"), Feather(color: "red")]))
    }

    @Test func anUnregisteredTypeIsReportedAtTheTestsLineAndNeverMatches() {
      var line: UInt = 0
      var matcher: ArgumentMatcher?
      let failures = captureFailures {
        line = #line + 1
        matcher = Parameter.value(Pebble(grams: 3)).argumentMatcher()
      }
      #expect(failures.map(\.line) == [line])
      #expect(failures.first?.fileID == #fileID)
      #expect(
        failures.map(\.message) == [
          "value(Pebble(grams: 3)) can't be compared: Pebble is not Equatable and has no comparator; "
            + "make it Equatable or call Matcher.register(Pebble.self, match:)"
        ])
      #expect(matcher?.matches(Pebble(grams: 3)) == false)
    }

    @Test func anEquatableGenericValueNeedsNoRegistration() {
      let matcher = anyValue(of: Seed(size: 2)).argumentMatcher()
      #expect(matcher.matches(Seed(size: 2)) && !matcher.matches(Seed(size: 3)))
    }

    @Test func aGenericValueComparesAsItsOwnType() {
      let matcher = Parameter<GenericValue>.generic(5).argumentMatcher()
      #expect(matcher.description == "value(5)")
      #expect(matcher.matches(5) && !matcher.matches(6) && !matcher.matches("5"))
      #expect(matcher.matches(GenericValue(value: 5, comparator: { _, _ in false })))
      let erasedAny = Parameter<Int>.any.eraseToGenericValue().argumentMatcher()
      #expect(erasedAny.matches("anything"))
      let erasedClosure = Parameter<Int>.matching { $0.isMultiple(of: 2) }.eraseToGenericValue()
      #expect(erasedClosure.argumentMatcher().matches(8) && !erasedClosure.argumentMatcher().matches(7))
      #expect(!erasedClosure.argumentMatcher().matches("8"))
    }

    @Test func anUncomparableGenericValueIsReported() {
      var line: UInt = 0
      let failures = captureFailures {
        line = #line + 1
        _ = Parameter<GenericValue>.generic(Twig(length: 4)).argumentMatcher()
      }
      #expect(failures.map(\.line) == [line])
      #expect(
        failures.map(\.message) == [
          "value(Twig(4)) can't be compared: Twig is not Equatable and has no comparator; "
            + "make it Equatable or call Matcher.register(Twig.self, match:)"
        ])
    }

    @Test func stubsAndVerificationsOfALyrebirdMockUseTheMatcher() {
      let perch = PerchMock()
      given(perch.handle(Parameter.value(3))).willReturn(true)
      given(perch.handle(Parameter.matching { $0 > 10 })).willReturn(false)
      #expect(perch.land(weight: 3))
      #expect(!perch.land(weight: 11))
      verify(perch.handle(Parameter.value(3))).wasCalled(once)
      verify(perch.handle(Parameter.any)).wasCalled(twice)
      var line: UInt = 0
      let failures = captureFailures {
        line = #line + 1
        verify(perch.handle(Parameter.value(4))).wasCalled(once)
      }
      #expect(failures.map(\.line) == [line])
      #expect(
        failures.map(\.message) == [
          "Expected exactly 1 invocation of PerchMock.land(weight: value(4)), but received 0.\n"
            + "Invocations of land(weight:) on PerchMock:\n  #1 land(weight: 3)\n  #2 land(weight: 11)"
        ])
    }
  }
}

private struct Seed: Equatable { let size: Int }

/// A generic caller, where the static overloads can't see that `T` is `Equatable`.
private func anyValue<T>(of value: T) -> Parameter<T> { .value(value) }

/// A hand-written Lyrebird mock of one member, as a Mockable-shaped mock would record its calls.
private final class PerchMock: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "PerchMock")

  func land(weight: Int) -> Bool {
    __lyrebirdContext.call(.method("land(weight:)"), with: weight)
  }

  func handle(_ weight: Parameter<Int>, line: UInt = #line) -> MemberHandle<FunctionDeclaration, (Int) -> Bool, Bool> {
    MemberHandle(mock: self, member: .method("land(weight:)"), arguments: [weight.argumentMatcher(line: line)])
  }
}
