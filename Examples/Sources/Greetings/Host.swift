/// Welcomes birds to the feeder: each named bird signs the guestbook, and those allowed to stay are greeted.
public struct Host {
  var greeter: any Greeter
  let guestbook: any Guestbook
  let clock: Clock

  public init(greeter: any Greeter, guestbook: any Guestbook, clock: Clock) {
    self.greeter = greeter
    self.guestbook = guestbook
    self.clock = clock
  }

  /// The greetings of the birds allowed to stay, in order of arrival.
  public func welcome(_ birds: [String]) -> [String] {
    birds.filter { !$0.isEmpty }.compactMap { bird in
      guestbook.sign(bird, at: clock.hour()) ? greeter.greet(bird) : nil
    }
  }

  /// Turns the greeter down to 3 if it is louder, so the birds aren't scared off.
  public mutating func hush() {
    if greeter.volume > 3 { greeter.volume = 3 }
  }
}
