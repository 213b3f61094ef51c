import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// `Package.swift` parsed for editing: the calls that declare the package, its dependencies and
/// its targets, found wherever they are written (inline, or in variables).
struct Manifest {
  let path: String
  let text: String
  let bytes: [UInt8]
  let tree: SourceFileSyntax
  /// Every call in the file, in source order.
  let calls: [FunctionCallExprSyntax]
  private let converter: SourceLocationConverter

  init(path: String, text: String) throws(InstallError) {
    self.path = path
    self.text = text
    bytes = Array(text.utf8)
    tree = Parser.parse(source: text)
    converter = SourceLocationConverter(fileName: path, tree: tree)
    calls = CallCollector.calls(in: tree)
    if let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first {
      throw InstallError(at: location(of: first.node), "the manifest doesn't parse: \(first.message)")
    }
  }

  /// `path:line:column` of `node`'s first token.
  func location(of node: some SyntaxProtocol) -> String {
    let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
    return "\(path):\(location.line):\(location.column)"
  }

  /// Where whole-manifest problems are reported: the `Package(…)` call, else the first line.
  var packageLocation: String {
    packageCall.map { location(of: $0) } ?? "\(path):1:1"
  }

  /// `Package(name: …, …)`.
  var packageCall: FunctionCallExprSyntax? {
    calls.first { call in
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
    }
  }

  /// Calls written `.name(…)` or `Type.name(…)`, such as `.testTarget(…)` or `.package(…)`.
  func memberCalls(_ name: String) -> [FunctionCallExprSyntax] {
    calls.filter { call in
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
    }
  }

  func argument(_ label: String, of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
    call.arguments.first { $0.label?.text == label }
  }

  /// The value of a `label: "literal"` argument.
  func string(_ label: String, of call: FunctionCallExprSyntax) -> String? {
    argument(label, of: call).flatMap(Self.string)
  }

  static func string(_ argument: LabeledExprSyntax) -> String? {
    argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }

  /// The array literal an expression stands for: the literal itself, or the initial value of the
  /// variable it names.
  func array(_ expression: ExprSyntax) -> ArrayExprSyntax? {
    if let array = expression.as(ArrayExprSyntax.self) { return array }
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    for statement in tree.statements {
      guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
          let array = binding.initializer?.value.as(ArrayExprSyntax.self)
        {
          return array
        }
      }
    }
    return nil
  }

  func list(_ array: ArrayExprSyntax) -> CommaList {
    CommaList(array, in: bytes)
  }

  func arguments(_ call: FunctionCallExprSyntax) -> CommaList {
    CommaList(arguments: call, in: bytes)
  }

  /// One level of indentation as this file writes it: the step from the `Package(` line to its
  /// arguments, or four spaces.
  var indentUnit: String {
    guard let call = packageCall,
      let indent = arguments(call).items.lazy.compactMap(\.indent).first
    else { return "    " }
    let base = CommaList.lineIndent(at: call.positionAfterSkippingLeadingTrivia.utf8Offset, in: bytes)
    guard indent.count > base.count, indent.hasPrefix(base) else { return "    " }
    return String(indent.dropFirst(base.count))
  }
}

/// Collects every function call in a tree.
private final class CallCollector: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  static func calls(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
    let collector = CallCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.calls
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
}
