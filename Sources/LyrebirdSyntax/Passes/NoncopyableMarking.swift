/// Marks the arguments and results a mock can't copy into its invocation log.
///
/// Which types are `~Copyable` is known only once every input is parsed, so this runs as a pass
/// over the finished model rather than in the parser.
extension MockableType {
  /// Marks parameters of the given `~Copyable` types, declared anywhere in the inputs.
  package func markingNoncopyable(_ names: Set<String>) -> MockableType {
    // A `~Copyable` argument is always passed `borrowing` or `consuming`: most types have none.
    let hasCandidates = members.contains { item in
      item.containsMember { member in
        // Generics are asked apart: a union per method copied `names` for every member of every mock.
        if case .method(let method) = member,
          MemberSpec.isNoncopyable(method.returnShape, names)
            || (!method.genericParameters.isEmpty
              && MemberSpec.isNoncopyable(method.returnShape, method.noncopyableGenerics))
        {
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

extension MemberSpec {
  /// Standard-library and `Synchronization` types declared `~Copyable`.
  static let standardNoncopyable: Set<String> = [
    "ExecutorJob", "Swift.ExecutorJob", "Mutex", "Synchronization.Mutex", "Atomic", "Synchronization.Atomic",
  ]

  /// Whether the type names one of `names` or a standard `~Copyable` type, generic arguments aside,
  /// or is an optional of one: `Ticket?` can't be copied either.
  static func isNoncopyable(_ shape: TypeShape, _ names: Set<String>) -> Bool {
    guard let base = shape.baseName ?? shape.optionalWrapped else { return false }
    if !names.isEmpty && names.contains(base) { return true }
    let key = (base.utf8.first ?? 0, base.utf8.count)
    return standardKeys.contains { $0 == key } && standardNoncopyable.contains(base)
  }

  /// Each standard `~Copyable` name's first byte and length: comparing them rules out most names
  /// for less than hashing them, and this runs for every method of every mock.
  private static let standardKeys = standardNoncopyable.map { ($0.utf8.first ?? 0, $0.utf8.count) }

  func markingNoncopyable(_ names: Set<String>) -> MemberSpec {
    func mark(_ parameters: [Parameter]) -> [Parameter] {
      parameters.map { parameter in
        var parameter = parameter
        if Self.isNoncopyable(parameter.shape, names) { parameter.storage = .noncopyable }
        return parameter
      }
    }
    switch self {
    case .method(var method):
      method.parameters = mark(method.parameters)
      if Self.isNoncopyable(method.returnShape, names.union(method.noncopyableGenerics)) {
        method.returnsNoncopyable = true
      }
      return .method(method)
    case .subscript(var subscriptMember):
      subscriptMember.parameters = mark(subscriptMember.parameters)
      return .subscript(subscriptMember)
    case .initializer(var initializer):
      initializer.parameters = mark(initializer.parameters)
      return .initializer(initializer)
    case .property:
      return self
    }
  }
}

extension Method {
  /// The method's generic parameters declared `~Copyable`: `T` of `make<T: ~Copyable>()`.
  var noncopyableGenerics: Set<String> {
    Set(genericParameters.filter { $0.constraint?.contains("~Copyable") == true }.map(\.name))
  }
}
