// Classes whose mocks could not compile or link, each skipped with a warning; and the first two,
// which declare no initializer and are mocked under `@testable import`.

/// Declares no initializer: its mock calls the implicit `init()` through `@testable import`.
open class ImplicitInitializer {
  open func ping() -> Int { 0 }
}

/// Internal, with no initializer: mocked under `@testable import` as Mockingbird does.
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
