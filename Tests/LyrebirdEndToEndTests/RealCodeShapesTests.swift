import Lyrebird
import LyrebirdFixtures
import Testing

/// Shapes from real packages: each once produced a mock that didn't compile.
@Suite struct RealCodeShapesTests {
  private struct Handler: CallbackHandler, Sendable {}

  @Test func parenthesizedCompositions() {
    let scheduler = mock(CallbackScheduler.self)
    scheduler.schedule(handler: Handler())
    scheduler.cancel(handler: Handler())
    verify(scheduler.schedule(handler: any())).wasCalled(once)
    verify(scheduler.cancel(handler: any())).wasCalled(once)
  }

  @Test func nonEscapingAndThrowingAutoclosures() throws {
    let recorder = mock(SpanRecorder.self)
    recorder.record(at: 42, label: "a")
    verify(recorder.record(at: 42, label: "a")).wasCalled()
    given(recorder.attempt(any())).will { (value: () throws -> Int) in try value() + 1 }
    #expect(try recorder.attempt(1) == 2)
    given(recorder.retry(any())).will { (value: () throws -> Int) in ((try? value()) ?? 0) * 2 }
    #expect(recorder.retry(4) == 8)
  }

  @Test func closureTypesWithParameterLabels() {
    let filter = mock(TokenFilter.self)
    given(filter.parse(until: any())).will { (until: ((String) -> Bool)?) in ["x"].filter { until?($0) ?? true } }
    #expect(filter.parse(until: { $0 == "x" }) == ["x"])
    filter.each { _, _ in }
    verify(filter.each(any())).wasCalled()

    // A property and a subscript of labeled closure type: their stored slots spell it without labels.
    given(filter.getSubscript(any())).willReturn { (token: String) in token.count > 1 }
    #expect(filter[3]("ab"))
    #expect(!filter[4]("a"))
    verify(filter.getSubscript(3)).wasCalled(once)
    filter.onToken = { _ in }
    verify(filter.onToken = any()).wasCalled()
  }

  @Test func parenthesizedNonEscapingClosures() {
    let scope = mock(Scope.self)
    given(scope.push(closure: any())).will { (closure: () -> Int) in closure() + 1 }
    #expect(scope.push { 1 } == 2)

    let context = mock(ScopeContext.self).initialize()
    given(context.push(closure: any())).will { (closure: () -> Int) in closure() * 10 }
    #expect(context.push { 2 } == 20)
    given(context.run(any())).will { (body: () throws -> Int) in (try? body()) ?? 0 }
    #expect(context.run { 5 } == 5)
  }
}
