import Instrumentation
import Lyrebird
import Testing

@Test func injectorWritesIntoAnInoutCarrier() {
  let injector = mock(InjectorMock<[String: String]>.self)
  given(injector.inject(any(), forKey: any(), into: any())).will {
    (value: String, key: String, carrier: inout [String: String]) in carrier[key] = value
  }
  var headers: [String: String] = [:]
  injector.inject("abc", forKey: "trace-id", into: &headers)
  #expect(headers == ["trace-id": "abc"])
  verify(injector.inject("abc", forKey: "trace-id", into: any())).wasCalled(once)
}
