import Lyrebird

protocol Speaker {
  func chirp(volume: Int, pitch: Int) -> Bool
  func fly()
}

/// The baseline: the closure spy people write by hand (Mockolo's shape).
final class SpySpeaker: Speaker {
  var chirpCallCount = 0
  var chirpArguments: [(Int, Int)] = []
  var chirpHandler: ((Int, Int) -> Bool)?
  var flyCallCount = 0

  func chirp(volume: Int, pitch: Int) -> Bool {
    chirpCallCount += 1
    chirpArguments.append((volume, pitch))
    return chirpHandler?(volume, pitch) ?? false
  }

  func fly() { flyCallCount += 1 }
}

/// A Lyrebird mock in the generator's shape.
final class SpeakerMock: Speaker, Lyrebird.MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = Lyrebird.MockingContext(mockName: "SpeakerMock")

  func chirp(volume: Swift.Int, pitch: Swift.Int) -> Swift.Bool {
    __lyrebirdContext.call(
      .method("chirp(volume:pitch:)"), with: volume, pitch,
      forwarding: { (target: any Speaker) in target.chirp(volume: volume, pitch: pitch) })
  }

  func chirp<H>(
    volume: @autoclosure () -> Swift.Int, pitch: @autoclosure () -> Swift.Int
  )
    -> Lyrebird.MemberHandleIn<H, Lyrebird.FunctionDeclaration, (Swift.Int, Swift.Int) -> Swift.Bool, Swift.Bool>
  {
    Lyrebird.handle2(self, .method("chirp(volume:pitch:)"), volume, pitch)
  }

  func fly() {
    __lyrebirdContext.call(
      .method("fly()"),
      forwarding: { (target: any Speaker) in target.fly() })
  }

  func fly<H>() -> Lyrebird.MemberHandleIn<H, Lyrebird.FunctionDeclaration, () -> Swift.Void, Swift.Void> {
    Lyrebird.handle0(self, .method("fly()"))
  }
}
