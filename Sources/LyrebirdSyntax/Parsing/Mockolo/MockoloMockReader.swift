/// Reads the protocols a dependency's Mockolo-shaped mock file implements, for Mockolo's `-mocks`
/// and `--mock-filelist`: a protocol here that refines one of them gets its requirements.
///
/// Each `class BarMock: Bar` becomes `protocol Bar` with the mock's members, less the ones
/// Mockolo adds (`…CallCount`, `…Handler`, `…ArgValues`, `…SetCallCount`, backing storage and
/// its own initializers); a property has a setter when the mock counts its sets.
package enum MockoloMockReader {
  /// The protocols `source`, a mock file at `path`, implements.
  package static func protocols(inMockFile source: String, path: String) -> ParsedFile {
    // A final mock (a `Sendable` protocol's) is read as any other: its members are the same.
    // Only top-level declarations: the lock class nested in a locked mock stays final, and unread.
    let unfinal = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.first == " " || !line.contains("final class ")
        ? String(line) : line.replacingOccurrences(of: "final class ", with: "class ")
    }.joined(separator: "\n")
    let parsed = SourceParser.parse(unfinal, path: path, classes: .parents)
    var file = ParsedFile(path: path, imports: parsed.imports)
    file.types = parsed.types.compactMap(requirements(of:))
    return file
  }

  /// The protocol a mock class implements, with the members it requires.
  private static func requirements(of mock: MockableType) -> MockableType? {
    guard mock.kind == .classType, let implemented = mock.inheritedTypes.first, implemented.name != "NSObject" else {
      return nil
    }
    let members = mock.members.flattenedMembers
    let names = Set(
      members.compactMap { member -> String? in
        if case .property(let property) = member { return property.name }
        return nil
      })
    let required = members.compactMap { member -> MemberSpec? in
      switch member {
      case .property(var property):
        let name = property.name
        if name.hasPrefix("_") || isCompanion(name) { return nil }
        property.hasSetter = names.contains(name + "SetCallCount")
        return .property(property)
      case .method(let method):
        return method.name.hasPrefix("_") ? nil : .method(method)
      case .subscript:
        return member
      case .initializer(var initializer):
        guard initializer.isRequired else { return nil }
        initializer.isRequired = false
        return .initializer(initializer)
      }
    }
    var type = MockableType(
      name: implemented.name, kind: .protocolType, access: mock.access,
      members: required.map(MemberItem.member), location: mock.location)
    type.attributes = mock.attributes
    // A mock restates `Sendable` only for a `Sendable` protocol (or an `Error`), which its refinements inherit.
    if mock.inheritedTypes.dropFirst().contains(where: { $0.name.hasSuffix("Sendable") }) {
      type.inheritedTypes = [InheritedType(named: "Swift.Sendable")]
    }
    return type
  }

  private static let addedSuffixes = ["CallCount", "Handler", "ArgValues", "SetCallCount"]

  /// Whether `name` is a counter, handler or history Mockolo adds beside a member, not a
  /// requirement; a requirement named so (`retryHandler`) is read as one too, as Mockolo reads it.
  private static func isCompanion(_ name: String) -> Bool {
    addedSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
  }
}
