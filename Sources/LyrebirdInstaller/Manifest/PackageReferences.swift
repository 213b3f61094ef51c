import Foundation
import SwiftSyntax

/// Lookups of the package-level declarations that `install` and `uninstall` change.
extension Manifest {
  /// The directory holding the manifest, which relative dependency paths start from.
  var directory: String {
    URL(fileURLWithPath: path).deletingLastPathComponent().path
  }

  /// `.testTarget(name: "name", …)`.
  func testTarget(named name: String) -> FunctionCallExprSyntax? {
    memberCalls("testTarget").first { string("name", of: $0) == name }
  }

  /// Names of targets of the given kinds (`target`, `testTarget`, …), in source order.
  func targetNames(_ kinds: [String]) -> [String] {
    calls.compactMap { call in
      guard let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        kinds.contains(kind)
      else { return nil }
      return string("name", of: call)
    }
  }

  /// The `.package(…)` declaration of Lyrebird, and the name its products are referred to by.
  func lyrebirdDependency(identity: String?) -> (call: FunctionCallExprSyntax, name: String)? {
    for call in memberCalls("package") {
      let name = string("name", of: call)
      let callIdentity =
        string("url", of: call).map(PackageIdentity.of)
        ?? string("path", of: call).map { PackageIdentity.of(path: $0, relativeTo: directory) }
      let matches =
        [callIdentity, name].contains { $0?.lowercased() == "lyrebird" }
        || (identity != nil && callIdentity?.lowercased() == identity?.lowercased())
      if matches, let reference = name ?? callIdentity {
        return (call, reference)
      }
    }
    return nil
  }

  /// Whether any `.product(…)` or `.plugin(…)` still names `package`.
  func refersToPackage(_ package: String) -> Bool {
    (memberCalls("product") + memberCalls("plugin")).contains {
      string("package", of: $0)?.lowercased() == package.lowercased()
    }
  }

  /// The items of `call`'s `label:` array argument, with the array, when it can be edited.
  func arrayArgument(_ label: String, of call: FunctionCallExprSyntax) throws(InstallError) -> ArrayExprSyntax? {
    guard let argument = argument(label, of: call) else { return nil }
    guard let array = array(argument.expression) else {
      throw InstallError(
        at: location(of: argument.expression),
        "`\(label):` isn't an array literal or a variable holding one, so it can't be edited; "
          + "please make this change by hand")
    }
    return array
  }
}

/// SwiftPM's identity of a package: the last component of its URL or path, without `.git`.
enum PackageIdentity {
  static func of(_ location: String) -> String {
    var trimmed = Substring(location)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    var last = trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last
  }

  /// The identity of a path dependency: the last component of the directory it resolves to.
  static func of(path: String, relativeTo directory: String) -> String {
    let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
    return of(url.standardizedFileURL.path)
  }
}
