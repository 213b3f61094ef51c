import CoreMetrics
import Lyrebird
import Testing

@Test func counterHandlerBehindACounter() {
  let handler = mock(CounterHandler.self)
  given(handler.increment(by: any())).will { (_: Int64) in }
  let counter = Counter(label: "real-code", dimensions: [], handler: handler)
  counter.increment(by: 3)
  verify(handler.increment(by: 3)).wasCalled(once)
}
