/// Greets the birds that come to the feeder; mocked in Cuckoo's shape (lyrebird.yml: `dialect: cuckoo`).
public protocol Greeter {
  var volume: Int { get set }
  func greet(_ bird: String) -> String
}

/// Where visiting birds sign in; `false` when a bird may not stay.
public protocol Guestbook {
  func sign(_ bird: String, at hour: Int) -> Bool
}

/// Tells the hour; a class, so the example has a Cuckoo class mock too.
open class Clock {
  public init() {}

  open func hour() -> Int { 12 }
}
