/// What ``DeclarationScanner`` learns about a file from its bytes.
struct DeclarationScan {
  /// A class declared `final`, which the collector reports as unmockable.
  struct FinalClass: Equatable {
    var name: String
    /// UTF-8 offset of the class name, for the warning's location.
    var offset: Int
  }

  /// Type names with their enclosing types, in source order, as ``ParsedFile/declaredTypes``.
  var declaredTypes: [String] = []
  var compositions: [TypeComposition] = []
  var finalClasses: [FinalClass] = []
  /// A class that isn't `final`: a mock candidate unless only protocols are mocked.
  var declaresOpenClass = false
  /// Something only the syntax tree can settle, such as a protocol: the file must be parsed.
  var needsTree = false
}
