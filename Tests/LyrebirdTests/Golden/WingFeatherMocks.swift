import Lyrebird

/// Golden mocks of the small protocols in seed 001's chaining example.
final class WingMock: Wing, Lyrebird.MockObject {
  let __lyrebirdContext: Lyrebird.MockingContext
  init(__lyrebirdContext: Lyrebird.MockingContext) { self.__lyrebirdContext = __lyrebirdContext }

  var feather: any Feather {
    __lyrebirdContext.call(
      .getter("feather"),
      apply: { (body: () -> any Feather) in body() },
      forward: { target in (target as? any Wing).map { $0.feather } })
  }

  func getFeather<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.PropertyGetterDeclaration, H.Signature == () -> any Feather, H.ReturnType == any Feather {
    H(mock: self, member: .getter("feather"), arguments: [])
  }
}

final class FeatherMock: Feather, Lyrebird.MockObject {
  let __lyrebirdContext: Lyrebird.MockingContext
  init(__lyrebirdContext: Lyrebird.MockingContext) { self.__lyrebirdContext = __lyrebirdContext }

  var isWet: Swift.Bool {
    __lyrebirdContext.call(
      .getter("isWet"),
      apply: { (body: () -> Swift.Bool) in body() },
      forward: { target in (target as? any Feather).map { $0.isWet } })
  }

  func getIsWet<H: Lyrebird.MockableMember>() -> H
  where H.Declaration == Lyrebird.PropertyGetterDeclaration, H.Signature == () -> Swift.Bool, H.ReturnType == Swift.Bool {
    H(mock: self, member: .getter("isWet"), arguments: [])
  }
}

func mock(
  _ type: (any Wing).Type,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> WingMock {
  WingMock(__lyrebirdContext: Lyrebird.MockingContext(
    mockName: "WingMock",
    location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
}

func mock(
  _ type: (any Feather).Type,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> FeatherMock {
  FeatherMock(__lyrebirdContext: Lyrebird.MockingContext(
    mockName: "FeatherMock",
    location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
}
