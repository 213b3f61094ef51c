// Shapes found in real packages (swift-nio, swift-distributed-tracing, Stencil) that once broke mocks.

public protocol CallbackHandler {}

public protocol CallbackScheduler {
  func schedule(handler: some (CallbackHandler & Sendable))
  func cancel(handler: any (CallbackHandler & Sendable))
}

@available(*, deprecated, renamed: "Device")
public final class LegacyInterface: Sendable {}

public protocol Multicast {
  @available(*, deprecated, renamed: "join(device:)")
  func join(interface: LegacyInterface?)
}

public protocol SpanRecorder {
  func record(at instant: @autoclosure () -> Int, label: String)
  func attempt(_ value: @autoclosure () throws -> Int) throws -> Int
  func retry(_ value: @autoclosure () throws -> Int) rethrows -> Int
}

public protocol TokenFilter {
  func parse(until: ((_ token: String) -> Bool)?) -> [String]
  func each(_ body: @escaping (_ index: Int, _ token: String) -> Void)
  var onToken: ((_ token: String) -> Void)? { get set }
  subscript(position: Int) -> (_ token: String) -> Bool { get }
}

public protocol Scope {
  func push(closure: (() -> Int)) -> Int
}

open class ScopeContext {
  public init() {}
  open func push(closure: () -> Int) -> Int { closure() }
  open func run<R>(_ body: () throws -> R) rethrows -> R { try body() }
}
