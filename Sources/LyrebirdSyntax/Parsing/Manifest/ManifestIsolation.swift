import SwiftParser
import SwiftSyntax

/// The settings of one target of a `Package.swift` that change how its declarations are isolated,
/// read from the manifest's syntax, so mocks of its types compile with no flag.
///
/// The manifest isn't run: the reader follows what manifests write, a target's `swiftSettings:` as
/// an array literal, a top-level constant, or several of those joined by `+`. A target it can't
/// find, or settings it can't follow, give `nil` fields, and the flag or config key still decides.
package struct ManifestIsolation: Hashable, Sendable {
  /// `.defaultIsolation(MainActor.self)` or `.defaultIsolation(nil)`; `nil` when the target says
  /// neither (or `-default-isolation` in its `unsafeFlags`).
  package var defaultIsolation: DefaultIsolation?
  /// The upcoming features the target enables that change isolation, in the order written:
  /// `NonisolatedNonsendingByDefault`, `InferIsolatedConformances`.
  package var isolationFeatures: [String] = []

  /// The upcoming features that change how a module's declarations are isolated.
  package static let isolationFeatureNames: Set<String> = [
    "NonisolatedNonsendingByDefault", "InferIsolatedConformances",
  ]

  package init(defaultIsolation: DefaultIsolation? = nil, isolationFeatures: [String] = []) {
    self.defaultIsolation = defaultIsolation
    self.isolationFeatures = isolationFeatures
  }

  /// The isolation settings of the target named `target` in the manifest `source`, or `nil` when
  /// the manifest declares no target of that name that the reader can see.
  package static func read(target: String, inManifest source: String) -> ManifestIsolation? {
    let file = Parser.parse(source: source)
    let constants = TopLevelConstants(file)
    guard let call = TargetCalls(file).call(named: target) else { return nil }
    var isolation = ManifestIsolation()
    guard let settings = call.arguments.first(where: { $0.label?.text == "swiftSettings" })?.expression else {
      return isolation
    }
    for setting in constants.elements(of: settings) { isolation.read(setting) }
    return isolation
  }

  /// Reads one `SwiftSetting` expression.
  private mutating func read(_ setting: ExprSyntax) {
    guard let call = setting.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      let first = call.arguments.first?.expression
    else { return }
    // A setting only for release builds doesn't reach the tests' debug builds.
    if call.arguments.dropFirst().contains(where: { $0.expression.trimmedDescription.contains(".release") }) {
      return
    }
    switch name {
    case "defaultIsolation":
      defaultIsolation = first.is(NilLiteralExprSyntax.self) ? .nonisolated : Self.isolation(named: first)
    case "enableUpcomingFeature", "enableExperimentalFeature":
      if let feature = Self.string(first), Self.isolationFeatureNames.contains(feature),
        !isolationFeatures.contains(feature)
      {
        isolationFeatures.append(feature)
      }
    case "unsafeFlags":
      let flags = first.as(ArrayExprSyntax.self)?.elements.compactMap { Self.string($0.expression) } ?? []
      for (index, flag) in flags.enumerated() {
        if flag == "-default-isolation", index + 1 < flags.count {
          defaultIsolation = DefaultIsolation(rawValue: flags[index + 1])
        } else if flag.hasPrefix("-default-isolation=") {
          defaultIsolation = DefaultIsolation(rawValue: String(flag.dropFirst("-default-isolation=".count)))
        }
      }
    default:
      return
    }
  }

  /// `MainActor.self` as ``DefaultIsolation/mainActor``; another global actor isn't a default
  /// isolation Swift allows, so it reads as none.
  private static func isolation(named expression: ExprSyntax) -> DefaultIsolation? {
    let text = expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
    return text == "MainActor.self" || text == "_Concurrency.MainActor.self" ? .mainActor : nil
  }

  /// The value of a string literal without interpolation.
  private static func string(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in literal.segments {
      guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
      text += piece.content.text
    }
    return text
  }
}

/// The calls that declare targets: `.target(name:…)`, `.executableTarget`, `.testTarget` and
/// `.macro`, wherever the manifest writes them.
private struct TargetCalls {
  private var calls: [FunctionCallExprSyntax] = []

  init(_ file: SourceFileSyntax) {
    let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary"]
    for token in file.tokens(viewMode: .sourceAccurate) where kinds.contains(token.text) {
      guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id
      else { continue }
      calls.append(call)
    }
  }

  func call(named name: String) -> FunctionCallExprSyntax? {
    calls.first { call in
      guard let argument = call.arguments.first(where: { $0.label?.text == "name" })?.expression,
        let literal = argument.as(StringLiteralExprSyntax.self)
      else { return false }
      return literal.segments.trimmedDescription == name
    }
  }
}

/// The manifest's top-level `let` and `var` constants with an initial value, by name, so a
/// target's `swiftSettings: shared` or `shared + [...]` reads what `shared` holds.
private struct TopLevelConstants {
  private var values: [String: ExprSyntax] = [:]

  init(_ file: SourceFileSyntax) {
    for item in file.statements {
      guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in declaration.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value
        else { continue }
        values[name] = value
      }
    }
  }

  /// The setting expressions `expression` stands for: an array literal's elements, a constant's,
  /// both sides of `+`, each followed through constants; at most 8 constants deep.
  func elements(of expression: ExprSyntax, depth: Int = 0) -> [ExprSyntax] {
    guard depth < 8 else { return [] }
    if let array = expression.as(ArrayExprSyntax.self) {
      return array.elements.flatMap { element -> [ExprSyntax] in
        // An element naming a constant is one setting, or an array of them.
        if let reference = element.expression.as(DeclReferenceExprSyntax.self),
          let value = values[reference.baseName.text]
        {
          return elements(of: value, depth: depth + 1)
        }
        return [element.expression]
      }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return values[reference.baseName.text].map { elements(of: $0, depth: depth + 1) } ?? []
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // `a + b + c`: the operands, every other element.
      return sequence.elements.enumerated().filter { $0.offset.isMultiple(of: 2) }.flatMap {
        elements(of: $0.element, depth: depth + 1)
      }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
      return elements(of: inner.expression, depth: depth + 1)
    }
    // A single setting (a constant may hold one), or an expression the reader can't follow.
    return expression.is(FunctionCallExprSyntax.self) ? [expression] : []
  }
}
