/// Everything the generator needs from one source file, cacheable as a value.
public struct ParsedFile: Hashable, Sendable, Codable {
  public var path: String
  public var types: [MockableType]
  /// Modules the file imports (`Foundation`, …), which the mocks may need too.
  public var imports: [String]
  public var diagnostics: [Diagnostic]
  /// Types declared `~Copyable`, whose arguments mocks can't record.
  public var noncopyableTypes: [String] = []
  /// Every type the file declares, qualified by its enclosing types (`Outer.Event`), so generated
  /// code can name them unambiguously.
  public var declaredTypes: [String] = []
  /// Type aliases for protocol compositions (`typealias Both = A & B`), which a protocol may refine.
  public var compositions: [TypeComposition] = []
  /// Classes whose `Sendable` conformance is declared unavailable; mocks are always `Sendable`.
  public var sendableUnavailable: [String] = []

  public init(path: String, types: [MockableType] = [], imports: [String] = [], diagnostics: [Diagnostic] = []) {
    self.path = path
    self.types = types
    self.imports = imports
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A message about the user's source, printed as `file:line:col: severity: message`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Codable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation

  public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  public var description: String {
    guard !location.file.isEmpty else { return "\(severity.rawValue): \(message)" }
    return "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}

extension MockableType {
  /// Marks parameters of the given `~Copyable` types, declared anywhere in the inputs.
  public func markingNoncopyable(_ names: Set<String>) -> MockableType {
    // A `~Copyable` argument is always passed `borrowing` or `consuming`: most types have none.
    let hasCandidates = members.contains { item in
      item.containsMember { member in
        if case .method(let method) = member, let result = method.returnType, Member.isNoncopyable(result, names) {
          return true
        }
        return member.parameters.contains { $0.ownership == .borrowing || $0.ownership == .consuming }
      }
    }
    guard hasCandidates else { return self }
    var type = self
    type.members = members.map { $0.markingNoncopyable(names) }
    return type
  }
}

extension MemberItem {
  func markingNoncopyable(_ names: Set<String>) -> MemberItem {
    switch self {
    case .member(let member): .member(member.markingNoncopyable(names))
    case .conditional(let clauses):
      .conditional(
        clauses.map { ConditionalClause(condition: $0.condition, items: $0.items.map { $0.markingNoncopyable(names) }) }
      )
    }
  }
}

extension Member {
  var parameters: [Parameter] {
    switch self {
    case .method(let method): method.parameters
    case .subscript(let value): value.parameters
    case .initializer(let initializer): initializer.parameters
    case .property: []
    }
  }

  /// Standard-library and `Synchronization` types declared `~Copyable`.
  static let standardNoncopyable: Set<String> = [
    "ExecutorJob", "Swift.ExecutorJob", "Mutex", "Synchronization.Mutex", "Atomic", "Synchronization.Atomic",
  ]

  static func isNoncopyable(_ type: String, _ names: Set<String>) -> Bool {
    let base = type.split(separator: "<").first.map(String.init) ?? type
    return names.contains(base) || standardNoncopyable.contains(base)
  }

  func markingNoncopyable(_ names: Set<String>) -> Member {
    func mark(_ parameters: [Parameter]) -> [Parameter] {
      parameters.map { parameter in
        var parameter = parameter
        let base = parameter.type.split(separator: "<").first.map(String.init) ?? parameter.type
        if names.contains(base) || Self.standardNoncopyable.contains(base) { parameter.storage = .noncopyable }
        return parameter
      }
    }
    switch self {
    case .method(var method):
      method.parameters = mark(method.parameters)
      if let result = method.returnType, Self.isNoncopyable(result, names) { method.returnsNoncopyable = true }
      return .method(method)
    case .subscript(var value):
      value.parameters = mark(value.parameters)
      return .subscript(value)
    case .initializer(var initializer):
      initializer.parameters = mark(initializer.parameters)
      return .initializer(initializer)
    case .property:
      return self
    }
  }
}

/// `typealias Both = A & B`: a name for the protocols it composes.
public struct TypeComposition: Hashable, Sendable, Codable {
  public var name: String
  public var components: [String]

  public init(name: String, components: [String]) {
    self.name = name
    self.components = components
  }
}
