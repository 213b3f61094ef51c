import Foundation

/// How long an asynchronous verification waits for the calls it expects before it fails.
///
/// A number literal is seconds: `timeout: 0.5` waits half a second.
public enum TimeoutDuration: Sendable {
  /// A wait of this many seconds.
  case seconds(Double)
  /// A wait of this many milliseconds, under the spelling Mockable's users write (one "l").
  case miliseconds(UInt)

  /// A wait of this many milliseconds, spelled correctly; the same as ``miliseconds(_:)``.
  public static func milliseconds(_ value: UInt) -> TimeoutDuration {
    .miliseconds(value)
  }

  /// The wait in seconds, the unit the timeout runs in.
  public var duration: TimeInterval {
    switch self {
    case .seconds(let seconds): seconds
    case .miliseconds(let milliseconds): TimeInterval(milliseconds) / 1000
    }
  }
}

extension TimeoutDuration: ExpressibleByFloatLiteral {
  /// A fractional literal is seconds, so `0.25` reads as a quarter of a second.
  public init(floatLiteral value: Double) {
    self = .seconds(value)
  }
}

extension TimeoutDuration: ExpressibleByIntegerLiteral {
  /// A whole literal is seconds too, so `2` means two seconds, not two milliseconds.
  public init(integerLiteral value: Int) {
    self = .seconds(Double(value))
  }
}
