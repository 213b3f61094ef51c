// Classes whose mocks could not compile or link: each is skipped with a warning.

open class ImplicitInitializer {
  open func ping() -> Int { 0 }
}

class InternalImplicit {
  func bump() -> Int { 1 }
}

open class NotSendable {
  public init() {}
  open func go() -> Int { 0 }
}

@available(*, unavailable)
extension NotSendable: Sendable {}

open class PrivateInitializer {
  private init() {}
  open func x() -> Int { 0 }
}
