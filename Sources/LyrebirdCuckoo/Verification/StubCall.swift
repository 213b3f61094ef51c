import Lyrebird

/// One call a verification matched, as a ``CallMatcher`` sees it.
public protocol StubCall {
  /// The member called, for example `greet(name:)`, or `name#get` for a property.
  var method: String { get }
  /// The arguments as Cuckoo prints them: `("Ann", 2)`.
  var parametersAsString: String { get }
}

/// A call with its arguments as one value, which custom ``CallMatcher`` tests build.
public struct ConcreteStubCall<IN>: StubCall {
  public let method: String
  /// The arguments, several of them as one tuple.
  public let parameters: IN

  /// A call of `method` with `parameters`.
  public init(method: String, parameters: IN) {
    self.method = method
    self.parameters = parameters
  }

  public var parametersAsString: String {
    let text = String(describing: parameters)
    if text == "()" || (text.hasPrefix("(") && text.contains(",")) { return text }
    return "(\(String(reflecting: parameters)))"
  }
}

/// A call the runtime recorded, with its arguments as a list.
struct RecordedStubCall: StubCall, CustomStringConvertible {
  let invocation: Invocation

  var method: String {
    let member = invocation.member
    switch member.kind {
    case .getter: return "\(member.name)#get"
    case .setter: return "\(member.name)#set"
    case .subscriptGetter: return "subscript\(member.name)#get"
    case .subscriptSetter: return "subscript\(member.name)#set"
    case .method, .initializer: return member.name
    }
  }

  /// The call's arguments, in declaration order.
  var parameters: [Any] { invocation.arguments }

  var parametersAsString: String {
    "(" + invocation.arguments.map { String(reflecting: $0) }.joined(separator: ", ") + ")"
  }

  /// The call as Cuckoo lists it: `count("b")`, `name#get`, `name#set(1)`.
  var listed: String {
    if let bracket = method.firstIndex(of: "(") { return method[..<bracket] + parametersAsString }
    return method.hasSuffix("#set") ? method + parametersAsString : method
  }

  /// The call as Lyrebird renders it: `greet(name: "Ann")`.
  var description: String { invocation.rendered }
}
