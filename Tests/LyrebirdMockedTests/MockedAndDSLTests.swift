import LyrebirdMocked
import LyrebirdTestSupport
import Testing

@Mocked(compilationCondition: .debug)
protocol Thermometer {
  var unit: String { get set }
  func read(sensor: Int) throws -> Double
}

@Mocked(compilationCondition: .debug)
protocol Lantern {
  var brightness: Int { get set }
  func atDusk(_ handler: @convention(block) () -> Void)
}

/// One runtime: the backing properties and Lyrebird's `given`/`verify` see the same stubs and calls.
@Suite struct MockedAndDSLTests {
  @Test func givenAndVerifyWorkOnAMockedMock() throws {
    let thermometer = ThermometerMock()
    given(thermometer.read(sensor: any())).willReturn(20)
    #expect(try thermometer.read(sensor: 1) == 20)
    thermometer._read.implementation = .returns(30)
    #expect(try thermometer.read(sensor: 2) == 30)
    verify(thermometer.read(sensor: 1)).wasCalled(once)
    verify(thermometer.read(sensor: any())).wasCalled(twice)
    #expect(thermometer._read.invocations == [1, 2])
  }

  @Test func aGivenStubMadeAfterTheImplementationWins() throws {
    let thermometer = ThermometerMock()
    thermometer._read.implementation = .throws(Failure())
    given(thermometer.read(sensor: 5)).willReturn(5)
    #expect(try thermometer.read(sensor: 5) == 5)
    #expect(throws: Failure.self) { try thermometer.read(sensor: 6) }
    #expect(thermometer._read.returnedValues.count == 2)
  }

  @Test func propertiesShareTheirCallsWithTheDSL() {
    let thermometer = ThermometerMock()
    given(thermometer.unit).willReturn("C")
    thermometer.unit = "F"
    #expect(thermometer.unit == "C")
    verify(thermometer.unit = "F").wasCalled(once)
    #expect(thermometer._unit.getter.callCount == 1)
    #expect(thermometer._unit.setter.invocations == ["F"])
  }

  @Test func aSetterStubbedWithAClosureWithoutParametersAndABlockParameter() {
    let lantern = LanternMock()
    let sets = Locked(0)
    given(lantern.brightness = any()).will { sets.mutate { $0 += 1 } }
    lantern.brightness = 3
    lantern.brightness = 4
    #expect(sets.value == 2)
    #expect(lantern._brightness.setter.invocations == [3, 4])
    given(lantern.atDusk(any())).will { (handler: () -> Void) in handler() }
    let ran = Locked(false)
    lantern.atDusk { ran.mutate { $0 = true } }
    #expect(ran.value)
    verify(lantern.atDusk(any())).wasCalled(once)
  }

  @Test func anUnimplementedMemberIsReportedAtTheMocksLineAndReturnsADefault() {
    let line: UInt = #line + 1
    let thermometer = ThermometerMock()
    let failures = captureFailures { #expect((try? thermometer.read(sensor: 7)) == 0) }
    #expect(failures.map(\.line) == [line])
    #expect(failures.map(\.fileID) == ["LyrebirdMockedTests/MockedAndDSLTests.swift"])
    #expect(
      failures.first?.message == """
        Missing stub for ThermometerMock.read(sensor: 7) returning 'Double'. \
        Stub it with given(…) or make the mock relaxed with useDefaultValues(from:).
        Invocations of read(sensor:) on ThermometerMock:
          #1 read(sensor: 7)
        """)
  }
}
