import Foundation
import Lyrebird

/// The golden mock of `Bird`: exactly the shape `lyrebird generate` emits for a protocol.
///
/// Every member has its real implementation, which routes through the context, and a generic
/// handle overload that `given`/`verify` pick. Property accessors also get `getX()`/`setX(_:)`
/// handles.
final class BirdMock: Bird, Lyrebird.MockObject {
  let __lyrebirdContext: Lyrebird.MockingContext

  init(__lyrebirdContext: Lyrebird.MockingContext) {
    self.__lyrebirdContext = __lyrebirdContext
  }

  // MARK: name

  var name: Swift.String {
    get {
      __lyrebirdContext.call(
        .getter("name"),
        apply: { (body: () -> Swift.String) in body() },
        forward: { target in (target as? any Bird).map { $0.name } })
    }
    set {
      __lyrebirdContext.call(
        .setter("name"), arguments: newValue,
        apply: { (body: (Swift.String) -> Swift.Void) in body(newValue) },
        forward: { target in
          guard var target = target as? any Bird else { return nil }
          target.name = newValue
          return ()
        })
    }
  }

  func getName<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.PropertyGetterDeclaration, H.Signature == () -> Swift.String, H.ReturnType == Swift.String {
    H(mock: self, member: .getter("name"), arguments: [])
  }

  func setName<H: Lyrebird.MockableMember>(_ newValue: @autoclosure () -> Swift.String) -> H
  where H.Declaration == Lyrebird.PropertySetterDeclaration, H.Signature == (Swift.String) -> Swift.Void, H.ReturnType == Swift.Void {
    H(mock: self, member: .setter("name"), arguments: [Lyrebird.argument(newValue)])
  }

  // MARK: canFly

  var canFly: Swift.Bool {
    __lyrebirdContext.call(
      .getter("canFly"),
      apply: { (body: () -> Swift.Bool) in body() },
      forward: { target in (target as? any Bird).map { $0.canFly } })
  }

  func getCanFly<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.PropertyGetterDeclaration, H.Signature == () -> Swift.Bool, H.ReturnType == Swift.Bool {
    H(mock: self, member: .getter("canFly"), arguments: [])
  }

  // MARK: wing

  var wing: any Wing {
    __lyrebirdContext.call(
      .getter("wing"),
      apply: { (body: () -> any Wing) in body() },
      forward: { target in (target as? any Bird).map { $0.wing } })
  }

  func getWing<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.PropertyGetterDeclaration, H.Signature == () -> any Wing, H.ReturnType == any Wing {
    H(mock: self, member: .getter("wing"), arguments: [])
  }

  // MARK: fly()

  func fly() {
    __lyrebirdContext.call(
      .method("fly()"),
      apply: { (body: () -> Swift.Void) in body() },
      forward: { target in (target as? any Bird).map { $0.fly() } })
  }

  func fly<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == () -> Swift.Void, H.ReturnType == Swift.Void {
    H(mock: self, member: .method("fly()"), arguments: [])
  }

  // MARK: fly(to:)

  func fly(to location: Location) {
    __lyrebirdContext.call(
      .method("fly(to:)"), arguments: location,
      apply: { (body: (Location) -> Swift.Void) in body(location) },
      forward: { target in (target as? any Bird).map { $0.fly(to: location) } })
  }

  func fly<H: Lyrebird.MockableMember>(to location: @autoclosure () -> Location) -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == (Location) -> Swift.Void, H.ReturnType == Swift.Void {
    H(mock: self, member: .method("fly(to:)"), arguments: [Lyrebird.argument(location)])
  }

  // MARK: chirp(volume:)

  func chirp(volume: Swift.Int) -> Swift.Bool {
    __lyrebirdContext.call(
      .method("chirp(volume:)"), arguments: volume,
      apply: { (body: (Swift.Int) -> Swift.Bool) in body(volume) },
      forward: { target in (target as? any Bird).map { $0.chirp(volume: volume) } })
  }

  func chirp<H: Lyrebird.MockableMember>(volume: @autoclosure () -> Swift.Int) -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == (Swift.Int) -> Swift.Bool, H.ReturnType == Swift.Bool {
    H(mock: self, member: .method("chirp(volume:)"), arguments: [Lyrebird.argument(volume)])
  }

  // MARK: chirp() throws

  func chirp() throws -> Swift.Bool {
    try __lyrebirdContext.callThrowing(
      .method("chirp()"),
      apply: { (body: () throws -> Swift.Bool) in try body() },
      forward: { target in try (target as? any Bird).map { try $0.chirp() } })
  }

  func chirp<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.ThrowingFunctionDeclaration, H.Signature == () throws -> Swift.Bool, H.ReturnType == Swift.Bool {
    H(mock: self, member: .method("chirp()"), arguments: [])
  }

  // MARK: eat(_:)

  func eat(_ fruit: Fruit) {
    __lyrebirdContext.call(
      .method("eat(_:)"), arguments: fruit,
      apply: { (body: (Fruit) -> Swift.Void) in body(fruit) },
      forward: { target in (target as? any Bird).map { $0.eat(fruit) } })
  }

  func eat<H: Lyrebird.MockableMember>(_ fruit: @autoclosure () -> Fruit) -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == (Fruit) -> Swift.Void, H.ReturnType == Swift.Void {
    H(mock: self, member: .method("eat(_:)"), arguments: [Lyrebird.argument(fruit)])
  }

  // MARK: perch(on:)

  func perch(on branch: Branch) {
    __lyrebirdContext.call(
      .method("perch(on:)"), arguments: branch,
      apply: { (body: (Branch) -> Swift.Void) in body(branch) },
      forward: { target in (target as? any Bird).map { $0.perch(on: branch) } })
  }

  func perch<H: Lyrebird.MockableMember>(on branch: @autoclosure () -> Branch) -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == (Branch) -> Swift.Void, H.ReturnType == Swift.Void {
    H(mock: self, member: .method("perch(on:)"), arguments: [Lyrebird.argument(branch)])
  }

  // MARK: preen(feathers:gently:)

  func preen(feathers: Swift.Int, gently: Swift.Bool) {
    __lyrebirdContext.call(
      .method("preen(feathers:gently:)"), arguments: feathers, gently,
      apply: { (body: (Swift.Int, Swift.Bool) -> Swift.Void) in body(feathers, gently) },
      forward: { target in (target as? any Bird).map { $0.preen(feathers: feathers, gently: gently) } })
  }

  func preen<H: Lyrebird.MockableMember>(feathers: @autoclosure () -> Swift.Int, gently: @autoclosure () -> Swift.Bool) -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == (Swift.Int, Swift.Bool) -> Swift.Void, H.ReturnType == Swift.Void {
    H(mock: self, member: .method("preen(feathers:gently:)"), arguments: [Lyrebird.argument(feathers), Lyrebird.argument(gently)])
  }

  // MARK: sing(song:times:) async throws

  func sing(song: Swift.String, times: Swift.Int) async throws -> Swift.String {
    try await __lyrebirdContext.callAsyncThrowing(
      .method("sing(song:times:)"), arguments: song, times,
      apply: { (body: (Swift.String, Swift.Int) async throws -> Swift.String) in try await body(song, times) },
      forward: { target in
        guard let target = target as? any Bird else { return nil }
        return try await target.sing(song: song, times: times)
      })
  }

  func sing<H: Lyrebird.MockableMember>(song: @autoclosure () -> Swift.String, times: @autoclosure () -> Swift.Int) -> H
  where H.Declaration == Lyrebird.ThrowingFunctionDeclaration, H.Signature == (Swift.String, Swift.Int) async throws -> Swift.String, H.ReturnType == Swift.String {
    H(mock: self, member: .method("sing(song:times:)"), arguments: [Lyrebird.argument(song), Lyrebird.argument(times)])
  }

  /// The same handle for async contexts, where Swift prefers async overloads: `given(await bird.sing(…))`.
  func sing<H: Lyrebird.MockableMember>(song: @autoclosure () -> Swift.String, times: @autoclosure () -> Swift.Int) async -> H
  where H.Declaration == Lyrebird.ThrowingFunctionDeclaration, H.Signature == (Swift.String, Swift.Int) async throws -> Swift.String, H.ReturnType == Swift.String {
    H(mock: self, member: .method("sing(song:times:)"), arguments: [Lyrebird.argument(song), Lyrebird.argument(times)])
  }

  // MARK: getMessage overloads

  func getMessage<T>() -> T {
    __lyrebirdContext.call(
      .method("getMessage<T>() -> T"),
      apply: { (body: () -> T) in body() },
      forward: { target in (target as? any Bird).map { $0.getMessage() as T } })
  }

  @_disfavoredOverload
  func getMessage<T, H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == () -> T, H.ReturnType == T {
    H(mock: self, member: .method("getMessage<T>() -> T"), arguments: [])
  }

  func getMessage() -> Swift.String {
    __lyrebirdContext.call(
      .method("getMessage() -> String"),
      apply: { (body: () -> Swift.String) in body() },
      forward: { target in (target as? any Bird).map { $0.getMessage() as Swift.String } })
  }

  func getMessage<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == () -> Swift.String, H.ReturnType == Swift.String {
    H(mock: self, member: .method("getMessage() -> String"), arguments: [])
  }

  func getMessage() -> Foundation.Data {
    __lyrebirdContext.call(
      .method("getMessage() -> Data"),
      apply: { (body: () -> Foundation.Data) in body() },
      forward: { target in (target as? any Bird).map { $0.getMessage() as Foundation.Data } })
  }

  func getMessage<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == () -> Foundation.Data, H.ReturnType == Foundation.Data {
    H(mock: self, member: .method("getMessage() -> Data"), arguments: [])
  }
}

/// `mock(Bird.self)` returns a `BirdMock`.
func mock(
  _ type: (any Bird).Type,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> BirdMock {
  BirdMock(__lyrebirdContext: Lyrebird.MockingContext(
    mockName: "BirdMock",
    location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
}
