import Foundation
import Lyrebird

/// Where Cuckoo's DSL reports a failure: the file, `#fileID`, `#filePath`, line and column.
public typealias SourceLocation = (file: StaticString, fileID: String, filePath: String, line: Int, column: Int)

/// Cuckoo's failure hook and `createMock` setup, over Lyrebird's runtime.
///
/// Each mock's stubs and calls live in its ``Lyrebird/MockingContext``; this type keeps only what
/// Cuckoo exposes on its manager: the ``fail`` hook tests replace to read failure messages, and the
/// manager a `createMock(…)` configuration block sees.
public final class MockManager: @unchecked Sendable {
  /// Reports a failure of Cuckoo's DSL, such as a failed `verify`.
  ///
  /// Replace it to collect the messages instead; by default it reports at the test's line.
  nonisolated(unsafe) public static var fail: ((message: String, sourceLocation: SourceLocation)) -> Void =
    reportAtTestLine

  /// The context of the mock a `createMock(…)` block builds, while the block runs on this thread.
  private static let preconfigured = ThreadLocal<MockManager>("LyrebirdCuckoo.preconfigured")

  /// The manager of the mock a `createMock(…)` block is building on this thread, else `nil`.
  public static var preconfiguredManager: MockManager? { preconfigured.value }

  /// Whether the mock has a superclass whose code a spy can call.
  let hasParent: Bool
  /// The stubs and calls of the mock this manager configures.
  let context: MockingContext

  /// Makes a manager for a mock of a class (`hasParent`) or of a protocol.
  public convenience init(hasParent: Bool) {
    self.init(hasParent: hasParent, context: MockingContext(mockName: "mock", advice: .cuckoo))
  }

  init(hasParent: Bool, context: MockingContext) {
    self.hasParent = hasParent
    self.context = context
  }

  /// The context a generated mock's initializer starts with: the one a `createMock(…)` block prepared,
  /// taken once, or a new one.
  public static func context(mockName: String, location: Lyrebird.SourceLocation? = nil) -> MockingContext {
    if let manager = preconfigured.value {
      preconfigured.value = nil
      return manager.context
    }
    guard let location else { return MockingContext(mockName: mockName, advice: .cuckoo) }
    return MockingContext(mockName: mockName, location: location, advice: .cuckoo)
  }

  /// Runs `body` with `manager` as the preconfigured one on this thread.
  static func preconfiguring<R>(_ manager: MockManager, _ body: () -> R) -> R {
    let previous = preconfigured.value
    preconfigured.value = manager
    defer { preconfigured.value = previous }
    return body()
  }

  /// Sends `message` through ``fail``; the default hook reports it at `location` itself.
  static func report(_ message: String, at location: Lyrebird.SourceLocation) {
    exactLocation.value = Box(location)
    defer { exactLocation.value = nil }
    fail((message: message, sourceLocation: cuckooLocation(location)))
  }

  /// The precise location of the failure being reported, which the tuple's `String`s can't carry.
  private static let exactLocation = ThreadLocal<Box<Lyrebird.SourceLocation>>(
    "LyrebirdCuckoo.failLocation")

  private static func cuckooLocation(_ location: Lyrebird.SourceLocation) -> SourceLocation {
    (
      file: location.filePath, fileID: "\(location.fileID)", filePath: "\(location.filePath)",
      line: Int(location.line), column: Int(location.column)
    )
  }

  /// The default ``fail``: reports at the test's line under XCTest and Swift Testing.
  private static func reportAtTestLine(_ failure: (message: String, sourceLocation: SourceLocation)) {
    let tuple = failure.sourceLocation
    let location =
      exactLocation.value.map(\.value).flatMap { $0.line == UInt(tuple.line) ? $0 : nil }
      ?? Lyrebird.SourceLocation(
        fileID: tuple.file, filePath: tuple.file, line: UInt(tuple.line), column: UInt(tuple.column))
    FailureReporter.report(failure.message, at: location)
  }
}

/// A reference to a value, so a thread's dictionary can hold it.
final class Box<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A value per thread, kept in the thread's dictionary under `key`.
struct ThreadLocal<Value>: @unchecked Sendable {
  let key: String

  init(_ key: String) { self.key = key }

  var value: Value? {
    get { Thread.current.threadDictionary[key] as? Value }
    nonmutating set {
      if let newValue {
        Thread.current.threadDictionary[key] = newValue
      } else {
        Thread.current.threadDictionary.removeObject(forKey: key)
      }
    }
  }
}
