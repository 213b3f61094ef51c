import Lyrebird

/// The golden mock of the class `Tree`: a subclass whose overrides route through the context and
/// can forward to `super`. It is created with `mock(Tree.self).initialize(…)`.
final class TreeMock: Tree, Lyrebird.MockObject, @unchecked Sendable {
  let __lyrebirdContext: Lyrebird.MockingContext

  init(__lyrebirdContext: Lyrebird.MockingContext, height: Swift.Int) {
    self.__lyrebirdContext = __lyrebirdContext
    super.init(height: height)
  }

  init(__lyrebirdContext: Lyrebird.MockingContext, with bird: any Bird) {
    self.__lyrebirdContext = __lyrebirdContext
    super.init(with: bird)
  }

  /// Builds a `TreeMock` through one of `Tree`'s designated initializers.
  struct InitializerProxy {
    let context: Lyrebird.MockingContext

    func initialize(height: Swift.Int) -> TreeMock {
      TreeMock(__lyrebirdContext: context, height: height)
    }

    func initialize(with bird: any Bird) -> TreeMock {
      TreeMock(__lyrebirdContext: context, with: bird)
    }
  }

  override var height: Swift.Int {
    get {
      __lyrebirdContext.call(
        .getter("height"),
        apply: { (body: () -> Swift.Int) in body() },
        forward: { target in (target as? Tree).map { $0.height } },
        superclass: { super.height })
    }
    set {
      __lyrebirdContext.call(
        .setter("height"), arguments: newValue,
        apply: { (body: (Swift.Int) -> Swift.Void) in body(newValue) },
        forward: { target in (target as? Tree).map { $0.height = newValue } },
        superclass: { super.height = newValue })
    }
  }

  func getHeight<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.PropertyGetterDeclaration, H.Signature == () -> Swift.Int, H.ReturnType == Swift.Int {
    H(mock: self, member: .getter("height"), arguments: [])
  }

  func setHeight<H: Lyrebird.MockableMember>(_ newValue: @autoclosure () -> Swift.Int) -> H
  where H.Declaration == Lyrebird.PropertySetterDeclaration, H.Signature == (Swift.Int) -> Swift.Void, H.ReturnType == Swift.Void {
    H(mock: self, member: .setter("height"), arguments: [Lyrebird.argument(newValue)])
  }

  override func shake() {
    __lyrebirdContext.call(
      .method("shake()"),
      apply: { (body: () -> Swift.Void) in body() },
      forward: { target in (target as? Tree).map { $0.shake() } },
      superclass: { super.shake() })
  }

  func shake<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == () -> Swift.Void, H.ReturnType == Swift.Void {
    H(mock: self, member: .method("shake()"), arguments: [])
  }

  override func grow(by amount: Swift.Int) -> Swift.Int {
    __lyrebirdContext.call(
      .method("grow(by:)"), arguments: amount,
      apply: { (body: (Swift.Int) -> Swift.Int) in body(amount) },
      forward: { target in (target as? Tree).map { $0.grow(by: amount) } },
      superclass: { super.grow(by: amount) })
  }

  func grow<H: Lyrebird.MockableMember>(by amount: @autoclosure () -> Swift.Int) -> H
  where H.Declaration == Lyrebird.FunctionDeclaration, H.Signature == (Swift.Int) -> Swift.Int, H.ReturnType == Swift.Int {
    H(mock: self, member: .method("grow(by:)"), arguments: [Lyrebird.argument(amount)])
  }
}

func mock(
  _ type: Tree.Type,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> TreeMock.InitializerProxy {
  TreeMock.InitializerProxy(context: Lyrebird.MockingContext(
    mockName: "TreeMock",
    location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
}
