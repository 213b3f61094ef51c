/// Writes the `get` and `set` blocks of a mocked property or subscript.
///
/// Both accessors route through the mock's context the same way: the getter with the member's
/// effects, the setter without any. Properties and subscripts differ only in their arguments.
struct AccessorRenderer {
  let getterCall: CallSpelling
  let setterCall: CallSpelling

  /// `get { … }`, then `set(newValue) { … }` when `setter` is given.
  ///
  /// - Parameters:
  ///   - getter: The runtime call's arguments for a read.
  ///   - setter: The setter's parameter name (`nil` for the implicit `newValue`) and call arguments.
  ///   - returnsSetterCall: Whether the setter `return`s its call: a call without `apply:` or
  ///     `forwarding:` closures has nothing else to infer its `Void` result from.
  ///   - returnsGetterCall: The same for a `Void` getter (`var opened: Void { get throws }`).
  func write(
    getter: [CallArgument], setter: (parameter: String?, arguments: [CallArgument])?,
    returnsSetterCall: Bool = false, returnsGetterCall: Bool = false, into writer: inout CodeWriter
  ) {
    writer.block("get\(getterCall.declarationEffects)") { writer in
      getterCall.write(getter, prefix: returnsGetterCall ? "return " : "", into: &writer)
    }
    guard let setter else { return }
    writer.block(setter.parameter.map { "set(\($0))" } ?? "set") { writer in
      setterCall.write(
        setter.arguments, prefix: returnsSetterCall ? "return " : "", into: &writer)
    }
  }
}
