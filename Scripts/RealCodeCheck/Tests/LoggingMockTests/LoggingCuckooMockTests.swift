import Logging
import LyrebirdCuckoo
import Testing

@Test func logHandlerInCuckoosShape() {
  let handler = MockLogHandler()
  stub(handler) { stub in
    when(stub.logLevel.get).thenReturn(.trace)
  }
  let logger = Logger(label: "real-code", factory: { _ in handler })
  #expect(logger.logLevel == .trace)
  verify(handler, atLeastOnce()).logLevel.get()
}
