import Logging
import Lyrebird
import Testing

@Test func logHandlerBehindALogger() {
  let handler = mock(LogHandler.self)
  given(handler.logLevel).willReturn(.trace)
  let logger = Logger(label: "real-code", factory: { _ in handler })
  #expect(logger.logLevel == .trace)
  verify(handler.logLevel).wasCalled(atLeast(once))
}
