import Lyrebird

extension StubbingAdvice {
  /// Cuckoo's DSL, which generated `MockX` and `XStub` classes name in their failures.
  public static let cuckoo = StubbingAdvice(
    missingStub: "Stub it with stub(mock) { stub in when(stub.…) } or give the mock real code with "
      + "enableDefaultImplementation(_:).",
    forwardingCall: "enableDefaultImplementation(_:)")
}
