/// Where `~>` forwards matching calls: made by `forward(to:)` or `forwardToSuper()`.
public struct ForwardingContext: @unchecked Sendable {
  let behavior: StubBehavior
}

/// Forwards matching calls to the mocked superclass: `given(tree.grow()) ~> forwardToSuper()`.
public func forwardToSuper() -> ForwardingContext {
  ForwardingContext(behavior: .forwardToSuper)
}

/// Forwards matching calls to `object`, which implements the member: `given(bird.fly()) ~> forward(to: realBird)`.
public func forward<T>(to object: T) -> ForwardingContext {
  ForwardingContext(behavior: .forward(to: object))
}
