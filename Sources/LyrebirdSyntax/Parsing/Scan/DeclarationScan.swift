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
  /// Types an unavailable extension declares `Sendable`, as ``ParsedFile/sendableUnavailable``.
  var sendableUnavailable: [String] = []
  var finalClasses: [FinalClass] = []
  /// A class that isn't `final`: a mock candidate unless only protocols are mocked.
  var declaresOpenClass = false
  /// Something only the whole syntax tree can settle, such as a noncopyable type or a nested protocol.
  var needsWholeTree = false
  /// Protocols declared at the top level, in source order; the file must be parsed for them.
  var protocols: [String] = []
  /// Where the top-level protocols, imports and `#if` lines are, in source order: all the tree
  /// needs to read when only ``protocols`` need it (see ``DeclarationOutline``).
  var outline: [Range<Int>] = []

  /// Where the top-level classes are, in source order: with ``outline``, all the tree needs to
  /// read when classes are mocked, unless ``classesNeedWholeTree``.
  var classOutline: [Range<Int>] = []
  /// A class nested in a struct, enum or extension, which only the whole tree names.
  var classesNeedWholeTree = false
  /// The types the outline of protocols and top-level classes declares, in source order, as the
  /// collector names them: the check that the outline holds what the scan found.
  var outlinedTypes: [String] = []

  /// Whether the file must be parsed at all.
  var needsTree: Bool { needsWholeTree || !protocols.isEmpty }
}
