import SwiftSyntax

/// Adding to and removing from array arguments such as `dependencies:` and `plugins:`, creating or
/// dropping the argument when needed.
extension ManifestEditor {
  /// Appends `item` to the `label:` array of the call `locate` finds, unless an item there already
  /// satisfies `isPresent`, creating the argument at `newArgumentIndex` when the call has none.
  mutating func append(
    _ item: String,
    to label: String,
    of locate: (Manifest) -> FunctionCallExprSyntax?,
    unlessPresent isPresent: (Manifest, ExprSyntax) -> Bool,
    newArgumentIndex: (Manifest, FunctionCallExprSyntax) -> Int,
    multilineArray: Bool,
    _ description: String
  ) throws(InstallError) {
    let manifest = self.manifest
    guard let call = locate(manifest) else { return }
    let unit = manifest.indentUnit
    if let array = try manifest.arrayArgument(label, of: call) {
      guard !array.elements.contains(where: { isPresent(manifest, $0.expression) }) else { return }
      let list = manifest.list(array)
      try apply(list.inserting(item, at: list.items.count, indentUnit: unit), description)
      return
    }
    let arguments = manifest.arguments(call)
    var value = "[\(item)]"
    if multilineArray, arguments.isMultiline {
      let indent = arguments.items.lazy.compactMap(\.indent).last ?? arguments.closingIndent + unit
      value = "[\n\(indent)\(unit)\(item),\n\(indent)]"
    }
    let index = min(newArgumentIndex(manifest, call), arguments.items.count)
    try apply(arguments.inserting("\(label): \(value)", at: index, indentUnit: unit), description)
  }

  /// Removes every item of the `label:` array matching `matches`; when that empties an array
  /// written in the call, the argument goes too.
  ///
  /// Returns whether anything was removed.
  @discardableResult
  mutating func remove(
    from label: String,
    of locate: (Manifest) -> FunctionCallExprSyntax?,
    where matches: (Manifest, ExprSyntax) -> Bool,
    _ description: String
  ) throws(InstallError) -> Bool {
    var removed = false
    while true {
      let manifest = self.manifest
      guard let call = locate(manifest), let array = try manifest.arrayArgument(label, of: call),
        let index = array.elements.firstIndex(where: { matches(manifest, $0.expression) })
      else { break }
      let position = array.elements.distance(from: array.elements.startIndex, to: index)
      let list = manifest.list(array)
      let argument = manifest.argument(label, of: call)
      if list.items.count == 1, argument?.expression.is(ArrayExprSyntax.self) == true,
        let argumentIndex = call.arguments.firstIndex(where: { $0.label?.text == label })
      {
        let argumentPosition = call.arguments.distance(from: call.arguments.startIndex, to: argumentIndex)
        try apply(manifest.arguments(call).removing(at: argumentPosition), description)
      } else {
        try apply(list.removing(at: position), description)
      }
      removed = true
    }
    return removed
  }
}

/// Recognising the items `install` adds.
extension Manifest {
  /// `"Name"`, `.target(name: "Name")` or `.byName(name: "Name")`.
  func namesTarget(_ expression: ExprSyntax, _ name: String) -> Bool {
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return literal.representedLiteralValue == name
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      ["target", "byName"].contains(kind)
    else { return false }
    return string("name", of: call) == name
  }

  /// `.product(name: "Name", …)` or `.plugin(name: "Name", …)`, from `package` when it's given.
  func names(_ kind: String, _ name: String, package: String?, _ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == kind,
      string("name", of: call) == name
    else { return false }
    guard let package else { return true }
    return string("package", of: call)?.lowercased() == package.lowercased()
  }
}
