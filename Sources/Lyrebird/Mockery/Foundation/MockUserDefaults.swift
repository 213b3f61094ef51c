import Foundation

/// `UserDefaults` whose reads answer with registered results and whose writes are recorded, as
/// Mockery 0.5's: `defaults.registerResult(for: defaults.boolRef) { _ in true }`,
/// `defaults.invokations(of: defaults.setBoolRef)`.
open class MockUserDefaults: UserDefaults, Mockable {
  /// Records the calls and holds the registered results.
  public let mock = Mock(name: "MockUserDefaults")

  public lazy var arrayRef = MockReference { [unowned self] (key: String) in array(forKey: key) }
  public lazy var boolRef = MockReference { [unowned self] (key: String) in bool(forKey: key) }
  public lazy var dataRef = MockReference { [unowned self] (key: String) in data(forKey: key) }
  public lazy var doubleRef = MockReference { [unowned self] (key: String) in double(forKey: key) }
  public lazy var floatRef = MockReference { [unowned self] (key: String) in float(forKey: key) }
  public lazy var integerRef = MockReference { [unowned self] (key: String) in integer(forKey: key) }
  public lazy var objectRef = MockReference { [unowned self] (key: String) in object(forKey: key) }
  public lazy var stringRef = MockReference { [unowned self] (key: String) in string(forKey: key) }
  public lazy var urlRef = MockReference { [unowned self] (key: String) in url(forKey: key) }

  public lazy var setBoolRef = MockReference { [unowned self] (value: Bool, key: String) in set(value, forKey: key) }
  public lazy var setDoubleRef = MockReference { [unowned self] (value: Double, key: String) in
    set(value, forKey: key)
  }
  public lazy var setFloatRef = MockReference { [unowned self] (value: Float, key: String) in set(value, forKey: key) }
  public lazy var setIntegerRef = MockReference { [unowned self] (value: Int, key: String) in set(value, forKey: key) }
  public lazy var setUrlRef = MockReference { [unowned self] (value: URL?, key: String) in set(value, forKey: key) }
  /// Writes of any value: `set(_:forKey:)` with `Any?` and `setValue(_:forKey:)`.
  public lazy var setValueRef = MockReference { [unowned self] (value: Any?, key: String) in
    set(value, forKey: key)
  }

  open override func array(forKey defaultName: String) -> [Any]? { invoke(arrayRef, args: defaultName) }
  open override func bool(forKey defaultName: String) -> Bool { invoke(boolRef, args: defaultName) }
  open override func data(forKey defaultName: String) -> Data? { invoke(dataRef, args: defaultName) }
  open override func double(forKey defaultName: String) -> Double { invoke(doubleRef, args: defaultName) }
  open override func float(forKey defaultName: String) -> Float { invoke(floatRef, args: defaultName) }
  open override func integer(forKey defaultName: String) -> Int { invoke(integerRef, args: defaultName) }
  open override func object(forKey defaultName: String) -> Any? { invoke(objectRef, args: defaultName) }
  open override func string(forKey defaultName: String) -> String? { invoke(stringRef, args: defaultName) }
  open override func url(forKey defaultName: String) -> URL? { invoke(urlRef, args: defaultName) }

  open override func set(_ value: Bool, forKey defaultName: String) {
    invoke(setBoolRef, args: (value, defaultName))
  }
  open override func set(_ value: Double, forKey defaultName: String) {
    invoke(setDoubleRef, args: (value, defaultName))
  }
  open override func set(_ value: Float, forKey defaultName: String) {
    invoke(setFloatRef, args: (value, defaultName))
  }
  open override func set(_ value: Int, forKey defaultName: String) {
    invoke(setIntegerRef, args: (value, defaultName))
  }
  open override func set(_ url: URL?, forKey defaultName: String) {
    invoke(setUrlRef, args: (url, defaultName))
  }
  open override func set(_ value: Any?, forKey defaultName: String) {
    invoke(setValueRef, args: (value, defaultName))
  }
  #if canImport(ObjectiveC)
  open override func setValue(_ value: Any?, forKey key: String) {
    invoke(setValueRef, args: (value, key))
  }
  #else
  /// Key-value coding's write, which Linux's `NSObject` lacks.
  open func setValue(_ value: Any?, forKey key: String) {
    invoke(setValueRef, args: (value, key))
  }
  #endif
}
