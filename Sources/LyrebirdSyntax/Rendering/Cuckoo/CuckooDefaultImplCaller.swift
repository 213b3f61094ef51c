/// Renders what lets a Cuckoo mock of a protocol with associated types forward to an instance:
/// `enableDefaultImplementation(_:)` taking any implementation whose associated types are the
/// mock's, and the nested `DefaultImplCaller` the mock's members forward to, as Cuckoo generates.
///
/// No `any P` cast can say that an implementation's associated types are the mock's generic
/// parameters, so the caller keeps each forwarded member as a closure made where that is known.
/// It has exactly the members whose bodies forward to it (``MethodRenderer/forwards`` and
/// ``PropertyRenderer/forwardingType`` decide both).
struct CuckooDefaultImplCaller {
  let scope: MockRenderingScope
  /// The implementation's generic parameter, and the pointer the closures share: to the caller's
  /// variable (`mutating:`, as Cuckoo's), or to storage the caller owns, so a setter's change to a
  /// value type is seen by the getters.
  private let implementation = "__Implementation"
  private let original = "__lyrebirdOriginal"

  func render(_ items: [MemberItem], availability: [AttributeSpec], into writer: inout CodeWriter) {
    for attribute in availability { writer.line(attribute.text) }
    writer.block("extension \(scope.mockName)") { writer in
      writer.line("/// Sends every call without a stub to `original`, whose associated types are the mock's.")
      generic("\(scope.accessPrefix)func enableDefaultImplementation", "_ original: \(implementation)", into: &writer) {
        writer in writer.line("forwardCalls(to: \(Self.name)(original))")
      }
      writer.blankLine()
      writer.line("/// Like `enableDefaultImplementation(_:)`, reading and changing the variable `original` points to,")
      writer.line("/// as Cuckoo does: the variable must outlive the mock's calls.")
      generic(
        "\(scope.accessPrefix)func enableDefaultImplementation",
        "mutating original: Swift.UnsafeMutablePointer<\(implementation)>", into: &writer
      ) { writer in writer.line("forwardCalls(to: \(Self.name)(pointee: original))") }
      writer.blankLine()
      writer.line("/// The mock's forwarding target: closures that call the implementation with the mock's types.")
      writer.block("fileprivate final class \(Self.name)") { writer in
        writer.line("private let __lyrebirdRelease: () -> Swift.Void")
        if hasGenericMembers(items) {
          let arguments = scope.type.associatedTypes.map(\.name).joined(separator: ", ")
          writer.line("private let \(Self.genericsName): any \(genericsProtocol)<\(arguments)>")
        }
        var index = 0
        declarations(items, index: &index, into: &writer)
        writer.blankLine()
        generic("convenience init", "_ original: \(implementation)", into: &writer) { writer in
          writer.line("let storage = Swift.UnsafeMutablePointer<\(implementation)>.allocate(capacity: 1)")
          writer.line("storage.initialize(to: original)")
          writer.line("self.init(pointee: storage) {")
          writer.indent { writer in
            writer.line("storage.deinitialize(count: 1)")
            writer.line("storage.deallocate()")
          }
          writer.line("}")
        }
        writer.blankLine()
        generic(
          "init",
          "pointee \(original): Swift.UnsafeMutablePointer<\(implementation)>, "
            + "release: @escaping () -> Swift.Void = {}", into: &writer
        ) { writer in
          writer.line("__lyrebirdRelease = release")
          if hasGenericMembers(items) { writer.line("\(Self.genericsName) = \(genericsProtocol)Box(\(original))") }
          var index = 0
          assignments(items, index: &index, into: &writer)
        }
        writer.blankLine()
        writer.line("deinit { __lyrebirdRelease() }")
      }
    }
    if hasGenericMembers(items) { renderGenericForwarder(items, into: &writer) }
  }

  /// A declaration generic over the implementation, whose associated types are the mock's.
  private func generic(
    _ start: String, _ parameter: String, into writer: inout CodeWriter, _ body: (inout CodeWriter) -> Void
  ) {
    writer.line("\(start)<\(implementation): \(scope.typeReference)>(\(parameter))")
    let sameTypes = scope.type.associatedTypes.map { "\(implementation).\($0.name) == \($0.name)" }
    writer.block("where \(sameTypes.joined(separator: ", "))", body)
  }

  private static let name = MockRenderingScope.defaultImplCaller

  /// What a forwarded member is, and the closures the caller keeps for it.
  private enum Forwarded {
    case method(Method, CallSpelling, ParameterSpelling)
    case property(Property, CallSpelling)
  }

  private func forwarded(_ member: MemberSpec) -> Forwarded? {
    let naming = MemberNaming(runtimeName: nil, recordName: nil)
    switch member {
    case .method(let method) where method.builtIn == nil:
      guard MethodRenderer(method: method, scope: scope, naming: naming).forwards else { return nil }
      return .method(
        method, CallSpelling(effects: method.effects, isStatic: false),
        ParameterSpelling(parameters: method.parameters, scope: scope))
    case .property(let property) where property.builtIn == nil:
      guard PropertyRenderer(property: property, scope: scope, naming: naming).forwardingType != nil else {
        return nil
      }
      return .property(property, CallSpelling(effects: property.getterEffects, isStatic: false))
    default:
      return nil
    }
  }

  /// Walks the members in order, `#if` blocks kept, numbering every member so that each walk
  /// names a member's closures alike.
  private func walk(
    _ items: [MemberItem], index: inout Int, into writer: inout CodeWriter,
    _ body: (Forwarded, String, inout CodeWriter) -> Void
  ) {
    for item in items {
      switch item {
      case .member(let member):
        let storage = "__lyrebird\(index)"
        index += 1
        if let forwarded = forwarded(member) { body(forwarded, storage, &writer) }
      case .conditional(let clauses):
        writer.conditional(clauses, separated: false) { writer, items in
          walk(items, index: &index, into: &writer, body)
        }
      }
    }
  }

  /// The stored closures and the members that call them.
  private func declarations(_ items: [MemberItem], index: inout Int, into writer: inout CodeWriter) {
    walk(items, index: &index, into: &writer) { forwarded, storage, writer in
      writer.blankLine()
      switch forwarded {
      case .method(let method, let call, let parameters) where Self.isGeneric(method):
        writer.block(genericHeader(method, call, parameters)) { writer in
          let arguments = parameters.forwardedArguments
          writer.line("\(Self.prefix(method, call))\(Self.genericsName).\(method.name)(\(arguments))")
        }
      case .method(let method, let call, let parameters):
        writer.line("private let \(storage): \(closureType(method, call))")
        for attribute in method.attributes.of(.availability) { writer.line(attribute.text) }
        let header = DeclarationHeader(
          access: scope.accessPrefix, keyword: "func", name: method.name, parameters: parameters.declaration,
          effects: call.declarationEffects, returnType: method.returnType.map(scope.declaredType))
        let arguments = method.parameters.map(\.name).joined(separator: ", ")
        writer.line("\(header.text) { \(call.effectPrefix)\(storage)(\(arguments)) }")
      case .property(let property, let call):
        let type = scope.declaredType(property.type)
        writer.line("private let \(storage): ()\(call.declarationEffects) -> \(type)")
        if property.hasSetter { writer.line("private let \(storage)Set: (\(type)) -> Swift.Void") }
        for attribute in property.attributes.of(.availability) { writer.line(attribute.text) }
        let header = DeclarationHeader(
          access: scope.accessPrefix, keyword: "var", name: property.name, annotation: type)
        writer.block(header.text) { writer in
          writer.line("get\(call.declarationEffects) { \(call.effectPrefix)\(storage)() }")
          if property.hasSetter { writer.line("set { \(storage)Set(newValue) }") }
        }
      }
    }
  }

  /// The closures, each made where the implementation's associated types are known to be the mock's.
  private func assignments(_ items: [MemberItem], index: inout Int, into writer: inout CodeWriter) {
    walk(items, index: &index, into: &writer) { forwarded, storage, writer in
      switch forwarded {
      case .method(let method, _, _) where Self.isGeneric(method):
        return
      case .method(let method, let call, let parameters):
        let signature = method.parameters.map { "\($0.name): \(parameterType($0))" }.joined(separator: ", ")
        let result = method.returnType.map(scope.declaredType) ?? "Swift.Void"
        writer.line(
          "\(storage) = { (\(signature))\(call.declarationEffects) -> \(result) in "
            + "\(call.effectPrefix)\(original).pointee.\(method.name)(\(parameters.forwardedArguments)) }")
      case .property(let property, let call):
        let type = scope.declaredType(property.type)
        writer.line(
          "\(storage) = { ()\(call.declarationEffects) -> \(type) in "
            + "\(call.effectPrefix)\(original).pointee.\(property.name) }"
        )
        if property.hasSetter {
          writer.line(
            "\(storage)Set = { (newValue: \(type)) -> Swift.Void in \(original).pointee.\(property.name) = newValue }")
        }
      }
    }
  }

  private func closureType(_ method: Method, _ call: CallSpelling) -> String {
    let parameters = method.parameters.map(parameterType).joined(separator: ", ")
    return "(\(parameters))\(call.declarationEffects) -> \(method.returnType.map(scope.declaredType) ?? "Swift.Void")"
  }

  /// A forwarded parameter is a plain value: its attributes (`@escaping`, `@Sendable`) and type.
  private func parameterType(_ parameter: Parameter) -> String {
    parameter.typeAttributes.prefixText + scope.declaredType(parameter.type)
  }

  /// The caller's forwarder of the members no closure can hold: generic, constrained or `rethrows`.
  private static let genericsName = "__lyrebirdGenerics"
  private var genericsProtocol: String { "__Lyrebird\(scope.mockName)Generics" }

  /// `try await `: a `rethrows` member passes its closures on, so its call may throw.
  private static func prefix(_ method: Method, _ call: CallSpelling) -> String {
    guard method.effects.throwing == .rethrowing else { return call.effectPrefix }
    return method.effects.isAsync ? "try await " : "try "
  }

  private static func isGeneric(_ method: Method) -> Bool {
    !method.genericParameters.isEmpty || !method.requirements.isEmpty || method.effects.throwing == .rethrowing
  }

  private func hasGenericMembers(_ items: [MemberItem]) -> Bool {
    items.flattenedMembers.contains { member in
      if case .method(let method, _, _)? = forwarded(member) { return Self.isGeneric(method) }
      return false
    }
  }

  /// A protocol with the generic members, its associated types the mock's generic parameters, and
  /// a box that conforms for any implementation: the caller keeps the box as `any` of the protocol.
  private func renderGenericForwarder(_ items: [MemberItem], into writer: inout CodeWriter) {
    let names = scope.type.associatedTypes.map(\.name)
    writer.blankLine()
    writer.line("/// The generic members of `\(scope.mockName)`'s default implementation, which no closure can hold.")
    writer.block("fileprivate protocol \(genericsProtocol)<\(names.joined(separator: ", "))>: AnyObject") { writer in
      for associated in scope.type.associatedTypes { writer.line("associatedtype \(associated.declaration)") }
      var index = 0
      walk(items, index: &index, into: &writer) { forwarded, _, writer in
        guard case .method(let method, let call, let parameters) = forwarded, Self.isGeneric(method) else { return }
        writer.line(genericHeader(method, call, parameters))
      }
    }
    writer.blankLine()
    let box = "fileprivate final class \(genericsProtocol)Box<\(implementation): \(scope.typeReference)>"
    writer.block("\(box): \(genericsProtocol)") { writer in
      for name in names { writer.line("typealias \(name) = \(implementation).\(name)") }
      let pointer = "Swift.UnsafeMutablePointer<\(implementation)>"
      writer.line("private let \(original): \(pointer)")
      writer.line("init(_ \(original): \(pointer)) { self.\(original) = \(original) }")
      var index = 0
      walk(items, index: &index, into: &writer) { forwarded, _, writer in
        guard case .method(let method, let call, let parameters) = forwarded, Self.isGeneric(method) else { return }
        writer.block(genericHeader(method, call, parameters)) { writer in
          let arguments = parameters.forwardedArguments
          writer.line("\(Self.prefix(method, call))\(original).pointee.\(method.name)(\(arguments))")
        }
      }
    }
  }

  /// A generic member's declaration, as the protocol, the box and the caller spell it.
  private func genericHeader(_ method: Method, _ call: CallSpelling, _ parameters: ParameterSpelling) -> String {
    let header = DeclarationHeader(
      access: "", keyword: "func", name: method.name, generics: method.genericParameters.map(\.declaration),
      parameters: parameters.declaration, effects: call.declarationEffects,
      returnType: method.returnType.map(scope.declaredType))
    let clause = method.requirements.isEmpty ? "" : " where " + method.requirements.map(\.text).joined(separator: ", ")
    return String(describing: header.text) + clause
  }
}
