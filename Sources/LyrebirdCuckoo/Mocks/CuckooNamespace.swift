import Lyrebird

/// Cuckoo's module name, for tests that qualify its types.
///
/// `as Cuckoo.ClassStubNoReturnFunction<(Int?, String)>` and `Cuckoo.ParameterMatcher<Int>` name the
/// unqualified types.
public enum Cuckoo {
  public typealias ClassStubFunction<IN, OUT> = LyrebirdCuckoo.ClassStubFunction<IN, OUT>
  public typealias ClassStubNoReturnFunction<IN> = LyrebirdCuckoo.ClassStubNoReturnFunction<IN>
  public typealias ClassStubThrowingFunction<IN, OUT, ERROR: Error> =
    LyrebirdCuckoo.ClassStubThrowingFunction<IN, OUT, ERROR>
  public typealias ClassStubNoReturnThrowingFunction<IN, ERROR: Error> =
    LyrebirdCuckoo.ClassStubNoReturnThrowingFunction<IN, ERROR>
  public typealias ProtocolStubFunction<IN, OUT> = LyrebirdCuckoo.ProtocolStubFunction<IN, OUT>
  public typealias ProtocolStubNoReturnFunction<IN> = LyrebirdCuckoo.ProtocolStubNoReturnFunction<IN>
  public typealias ProtocolStubThrowingFunction<IN, OUT, ERROR: Error> =
    LyrebirdCuckoo.ProtocolStubThrowingFunction<IN, OUT, ERROR>
  public typealias ProtocolStubNoReturnThrowingFunction<IN, ERROR: Error> =
    LyrebirdCuckoo.ProtocolStubNoReturnThrowingFunction<IN, ERROR>
  public typealias __DoNotUse<IN, OUT> = LyrebirdCuckoo.__DoNotUse<IN, OUT>
  public typealias ParameterMatcher<T> = LyrebirdCuckoo.ParameterMatcher<T>
  public typealias Matchable = LyrebirdCuckoo.Matchable
  public typealias OptionalMatchable = LyrebirdCuckoo.OptionalMatchable
  public typealias CallMatcher = LyrebirdCuckoo.CallMatcher
  public typealias ArgumentCaptor<T> = LyrebirdCuckoo.ArgumentCaptor<T>
  public typealias Mock = LyrebirdCuckoo.Mock
  public typealias MockManager = LyrebirdCuckoo.MockManager
  public typealias DefaultValueRegistry = LyrebirdCuckoo.DefaultValueRegistry
  public typealias StubCall = LyrebirdCuckoo.StubCall
  public typealias ConcreteStubCall<IN> = LyrebirdCuckoo.ConcreteStubCall<IN>
}
