import Foundation
import LyrebirdMocked
import LyrebirdTestSupport
import Testing

// The seed's "Example": the protocol and test as swift-mocking users wrote them.
@Mocked(compilationCondition: .debug)
protocol WeatherService {
  func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
}

final class WeatherViewModel {
  enum State: Equatable {
    case idle
    case loaded(temperature: Double)
    case failed
  }

  private let weatherService: any WeatherService
  private(set) var state = State.idle

  init(weatherService: any WeatherService) {
    self.weatherService = weatherService
  }

  func loadCurrentTemperature(latitude: Double, longitude: Double) async {
    do {
      state = .loaded(
        temperature: try await weatherService.currentTemperature(latitude: latitude, longitude: longitude))
    } catch {
      state = .failed
    }
  }
}

// The seed's "Usage".
@Mocked(compilationCondition: .debug)
protocol Dependency {
  var property: Int { get set }

  func method(x: Int, y: Int) async throws -> Int
}

@Suite struct SeedExampleTests {
  // Example: the weather view model test, line for line.
  @Test func loadCurrentTemperature() async {
    let weatherServiceMock = WeatherServiceMock()
    let viewModel = WeatherViewModel(weatherService: weatherServiceMock)

    weatherServiceMock._currentTemperature.implementation = .returns(75)

    await viewModel.loadCurrentTemperature(latitude: 37.3349, longitude: 122.0090)

    #expect(weatherServiceMock._currentTemperature.callCount == 1)
    #expect(weatherServiceMock._currentTemperature.lastInvocation?.latitude == 37.3349)
    #expect(weatherServiceMock._currentTemperature.lastInvocation?.longitude == 122.0090)
    #expect(viewModel.state == .loaded(temperature: 75))
  }

  // Usage: the property's records and implementation constructors, with the documented types.
  @Test func propertyBackingProperty() {
    let mock = DependencyMock()
    mock._property.getter.implementation = .returns(5)
    mock._property.setter.implementation = .invokes { _ in }
    #expect(mock.property == 5)
    mock._property.getter.implementation = .uncheckedReturns(6)
    #expect(mock.property == 6)
    mock._property.getter.implementation = .invokes { 7 }
    #expect(mock.property == 7)
    mock._property.getter.implementation = .uncheckedInvokes { 8 }
    #expect(mock.property == 8)
    mock.property = 10
    let written = Locked<[Int]>([])
    mock._property.setter.implementation = .uncheckedInvokes { value in written.mutate { $0.append(value) } }
    mock.property = 11

    let getterCount: Int = mock._property.getter.callCount
    let returned: [Int] = mock._property.getter.returnedValues
    let lastReturned: Int? = mock._property.getter.lastReturnedValue
    #expect(getterCount == 4)
    #expect(returned == [5, 6, 7, 8])
    #expect(lastReturned == 8)

    let setterCount: Int = mock._property.setter.callCount
    let invocations: [Int] = mock._property.setter.invocations
    let lastInvocation: Int? = mock._property.setter.lastInvocation
    #expect(setterCount == 2)
    #expect(invocations == [10, 11])
    #expect(lastInvocation == 11)
    #expect(written.value == [11])
  }

  // Usage: the method's records and implementation constructors, with the documented types.
  @Test func methodBackingProperty() async throws {
    let mock = DependencyMock()
    mock._method.implementation = .invokes { x, y in x + y }
    #expect(try await mock.method(x: 2, y: 3) == 5)
    mock._method.implementation = .uncheckedInvokes { _, _ in 5 }
    #expect(try await mock.method(x: 1, y: 1) == 5)
    mock._method.implementation = .throws(URLError(.badServerResponse))
    await #expect(throws: URLError.self) { try await mock.method(x: 4, y: 4) }
    mock._method.implementation = .returns(5)
    #expect(try await mock.method(x: 5, y: 6) == 5)
    mock._method.implementation = .uncheckedReturns(9)
    #expect(try await mock.method(x: 7, y: 8) == 9)

    let callCount: Int = mock._method.callCount
    let invocations: [(x: Int, y: Int)] = mock._method.invocations
    let lastInvocation: (x: Int, y: Int)? = mock._method.lastInvocation
    let returnedValues: [Result<Int, any Error>] = mock._method.returnedValues
    let lastReturnedValue: Result<Int, any Error>? = mock._method.lastReturnedValue
    #expect(callCount == 5)
    #expect(invocations.map(\.x) == [2, 1, 4, 5, 7])
    #expect(invocations.map(\.y) == [3, 1, 4, 6, 8])
    #expect(lastInvocation?.x == 7 && lastInvocation?.y == 8)
    #expect(returnedValues.map { try? $0.get() } == [5, 5, nil, 5, 9])
    #expect((try? returnedValues[2].get()) == nil)
    #expect(try lastReturnedValue?.get() == 9)
  }
}
