import Lyrebird

/// What a backing property reaches: its member in the mock's context.
///
/// The implementation is a closure kept there as a stub, and the records read the calls the
/// context logged.
struct MockedMember<Arguments, ReturnValue>: @unchecked Sendable {
  let mock: any MockObject
  let member: Member
  let arity: Int
  let arguments: ([Any]) -> Arguments

  /// The implementation's closure, if one of type `Closure` is installed.
  func closure<Closure>(as type: Closure.Type) -> Closure? {
    guard case .implementation(let body as Closure)? = mock.__lyrebirdContext.implementation(for: member) else {
      return nil
    }
    return body
  }

  /// Installs `closure` as the implementation, or removes it when `nil`.
  ///
  /// Problems it causes later are reported at the mock's line: an enum case can't say where the
  /// test wrote it.
  func install(_ closure: Any?) {
    let context = mock.__lyrebirdContext
    context.setImplementation(closure.map { .implementation($0) }, for: member, arity: arity, at: context.location)
  }

  var records: CallRecords<Arguments, ReturnValue> {
    CallRecords(mock: mock, member: member, arguments: arguments)
  }
}
