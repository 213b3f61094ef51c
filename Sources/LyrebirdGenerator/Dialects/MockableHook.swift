import LyrebirdSyntax

/// Mockable's dialect: `MockX` classes for the builders of `LyrebirdMockable`.
///
/// Of protocols only, as Mockable mocks them; the generator sees parents in other files and modules,
/// which a macro can't.
struct MockableHook: DialectHook {
  var dialect: MockDialect { .mockable }
  var imports: [String] { ["LyrebirdMockable"] }

  func selects(_ type: MockableType) -> Bool { type.kind == .protocolType }
}
