/// Values a stub returns one after another.
public struct StubSequence<Value> {
  let values: [Value]
  let mode: StubSequenceMode

  /// The value the sequence gives on call `index` (from 0), or `nil` once a finite one has run out.
  func element(at index: Int) -> Value? {
    guard let last = values.last else { return nil }
    switch mode {
    case .lastValueRepeats: return index < values.count ? values[index] : last
    case .looping: return values[index % values.count]
    case .finite: return index < values.count ? values[index] : nil
    }
  }
}

/// Returns each value once, then keeps returning the last one.
public func sequence<Value>(of values: Value...) -> StubSequence<Value> {
  StubSequence(values: values, mode: .lastValueRepeats)
}

/// Returns each value in turn, starting over after the last one.
public func loopingSequence<Value>(of values: Value...) -> StubSequence<Value> {
  StubSequence(values: values, mode: .looping)
}

/// Returns each value once; afterwards the stub no longer applies and older stubs answer.
public func finiteSequence<Value>(of values: Value...) -> StubSequence<Value> {
  StubSequence(values: values, mode: .finite)
}

/// Makes a property getter return what its setter last received.
public struct LastSetValue<Value> {
  let initial: Value
}

/// Returns the value last written to the property, or `initial` before the first write.
public func lastSetValue<Value>(initial: Value) -> LastSetValue<Value> {
  LastSetValue(initial: initial)
}
