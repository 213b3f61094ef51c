import Lyrebird
import Testing

/// A member of each effect and of zero to three parameters, for the context's generated matrix of
/// by-member forms (`Scripts/generate-call-forms.sh`).
protocol Meter {
  func sync0() -> String
  func sync1(_ a: Int) -> String
  func sync2(_ a: Int, _ b: String) -> String
  func sync3(_ a: Int, _ b: String, _ c: Bool) -> String
  func throwing0() throws -> String
  func throwing1(_ a: Int) throws -> String
  func throwing2(_ a: Int, _ b: String) throws -> String
  func throwing3(_ a: Int, _ b: String, _ c: Bool) throws -> String
  func async0() async -> String
  func async1(_ a: Int) async -> String
  func async2(_ a: Int, _ b: String) async -> String
  func async3(_ a: Int, _ b: String, _ c: Bool) async -> String
  func asyncThrowing0() async throws -> String
  func asyncThrowing1(_ a: Int) async throws -> String
  func asyncThrowing2(_ a: Int, _ b: String) async throws -> String
  func asyncThrowing3(_ a: Int, _ b: String, _ c: Bool) async throws -> String
}

/// The real implementation that a partial mock forwards to.
struct RealMeter: Meter {
  func sync0() -> String { "real" }
  func sync1(_ a: Int) -> String { "real \(a)" }
  func sync2(_ a: Int, _ b: String) -> String { "real \(a) \(b)" }
  func sync3(_ a: Int, _ b: String, _ c: Bool) -> String { "real \(a) \(b) \(c)" }
  func throwing0() throws -> String { "real" }
  func throwing1(_ a: Int) throws -> String { "real \(a)" }
  func throwing2(_ a: Int, _ b: String) throws -> String { "real \(a) \(b)" }
  func throwing3(_ a: Int, _ b: String, _ c: Bool) throws -> String { "real \(a) \(b) \(c)" }
  func async0() async -> String { "real" }
  func async1(_ a: Int) async -> String { "real \(a)" }
  func async2(_ a: Int, _ b: String) async -> String { "real \(a) \(b)" }
  func async3(_ a: Int, _ b: String, _ c: Bool) async -> String { "real \(a) \(b) \(c)" }
  func asyncThrowing0() async throws -> String { "real" }
  func asyncThrowing1(_ a: Int) async throws -> String { "real \(a)" }
  func asyncThrowing2(_ a: Int, _ b: String) async throws -> String { "real \(a) \(b)" }
  func asyncThrowing3(_ a: Int, _ b: String, _ c: Bool) async throws -> String { "real \(a) \(b) \(c)" }
}

/// The handles of `Meter`'s members, which both mocks below share: `given` and `verify` take them.
protocol MeterHandles: MockObject {}

extension MeterHandles {
  func sync0<H>() -> MemberHandleIn<H, FunctionDeclaration, () -> String, String> {
    .init(mock: self, member: .method("sync0()"), arguments: [])
  }

  func sync1<H>(_ a: @autoclosure () -> Int) -> MemberHandleIn<H, FunctionDeclaration, (Int) -> String, String> {
    .init(mock: self, member: .method("sync1(_:)"), arguments: arguments(a))
  }

  func sync2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String
  ) -> MemberHandleIn<H, FunctionDeclaration, (Int, String) -> String, String> {
    .init(mock: self, member: .method("sync2(_:_:)"), arguments: arguments(a, b))
  }

  func sync3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool
  ) -> MemberHandleIn<H, FunctionDeclaration, (Int, String, Bool) -> String, String> {
    .init(mock: self, member: .method("sync3(_:_:_:)"), arguments: arguments(a, b, c))
  }

  func throwing0<H>() -> MemberHandleIn<H, ThrowingFunctionDeclaration, () throws -> String, String> {
    .init(mock: self, member: .method("throwing0()"), arguments: [])
  }

  func throwing1<H>(
    _ a: @autoclosure () -> Int
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int) throws -> String, String> {
    .init(mock: self, member: .method("throwing1(_:)"), arguments: arguments(a))
  }

  func throwing2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String) throws -> String, String> {
    .init(mock: self, member: .method("throwing2(_:_:)"), arguments: arguments(a, b))
  }

  func throwing3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String, Bool) throws -> String, String> {
    .init(mock: self, member: .method("throwing3(_:_:_:)"), arguments: arguments(a, b, c))
  }

  func async0<H>() -> MemberHandleIn<H, FunctionDeclaration, () async -> String, String> {
    .init(mock: self, member: .method("async0()"), arguments: [])
  }

  func async0<H>(
    isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, FunctionDeclaration, () async -> String, String> {
    .init(mock: self, member: .method("async0()"), arguments: [])
  }

  func async1<H>(_ a: @autoclosure () -> Int) -> MemberHandleIn<H, FunctionDeclaration, (Int) async -> String, String> {
    .init(mock: self, member: .method("async1(_:)"), arguments: arguments(a))
  }

  func async1<H>(
    _ a: @autoclosure () -> Int, isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, FunctionDeclaration, (Int) async -> String, String> {
    .init(mock: self, member: .method("async1(_:)"), arguments: arguments(a))
  }

  func async2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String
  ) -> MemberHandleIn<H, FunctionDeclaration, (Int, String) async -> String, String> {
    .init(mock: self, member: .method("async2(_:_:)"), arguments: arguments(a, b))
  }

  func async2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, FunctionDeclaration, (Int, String) async -> String, String> {
    .init(mock: self, member: .method("async2(_:_:)"), arguments: arguments(a, b))
  }

  func async3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool
  ) -> MemberHandleIn<H, FunctionDeclaration, (Int, String, Bool) async -> String, String> {
    .init(mock: self, member: .method("async3(_:_:_:)"), arguments: arguments(a, b, c))
  }

  func async3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, FunctionDeclaration, (Int, String, Bool) async -> String, String> {
    .init(mock: self, member: .method("async3(_:_:_:)"), arguments: arguments(a, b, c))
  }

  func asyncThrowing0<H>() -> MemberHandleIn<H, ThrowingFunctionDeclaration, () async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing0()"), arguments: [])
  }

  func asyncThrowing0<H>(
    isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, ThrowingFunctionDeclaration, () async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing0()"), arguments: [])
  }

  func asyncThrowing1<H>(
    _ a: @autoclosure () -> Int
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing1(_:)"), arguments: arguments(a))
  }

  func asyncThrowing1<H>(
    _ a: @autoclosure () -> Int, isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing1(_:)"), arguments: arguments(a))
  }

  func asyncThrowing2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing2(_:_:)"), arguments: arguments(a, b))
  }

  func asyncThrowing2<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing2(_:_:)"), arguments: arguments(a, b))
  }

  func asyncThrowing3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool
  ) -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String, Bool) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing3(_:_:_:)"), arguments: arguments(a, b, c))
  }
  func asyncThrowing3<H>(
    _ a: @autoclosure () -> Int, _ b: @autoclosure () -> String, _ c: @autoclosure () -> Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async -> MemberHandleIn<H, ThrowingFunctionDeclaration, (Int, String, Bool) async throws -> String, String> {
    .init(mock: self, member: .method("asyncThrowing3(_:_:_:)"), arguments: arguments(a, b, c))
  }

}
