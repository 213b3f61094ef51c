import LyrebirdSyntax

/// Cuckoo's dialect: its mocks conform to `LyrebirdCuckoo`'s DSL, and a class's mock has the members
/// of the protocols the class adopts, as Cuckoo's generator gives them.
struct CuckooHook: DialectHook {
  var dialect: MockDialect { .cuckoo }
  var imports: [String] { ["LyrebirdCuckoo"] }
  var includesAdoptedProtocolMembers: Bool { true }
}
