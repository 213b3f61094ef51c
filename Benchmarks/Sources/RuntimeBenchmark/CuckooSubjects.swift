import Lyrebird
import LyrebirdCuckoo

/// `SpeakerMock` in the Cuckoo dialect's shape too: the same member bodies, plus the stubbing proxy
/// that `when(…)` takes.
extension SpeakerMock: LyrebirdCuckoo.Mock {
  struct StubbingProxy {
    let mock: any Lyrebird.MockObject

    func chirp<M1: LyrebirdCuckoo.Matchable, M2: LyrebirdCuckoo.Matchable>(
      volume: M1, pitch: M2
    )
      -> LyrebirdCuckoo.StubFunction<
        ((Swift.Int, Swift.Int)) -> Swift.Bool, Swift.Bool, Lyrebird.FunctionDeclaration
      > where M1.MatchedType == Swift.Int, M2.MatchedType == Swift.Int
    {
      LyrebirdCuckoo.StubFunction(
        mock, .method("chirp(volume:pitch:)"),
        [LyrebirdCuckoo.matcher(for: volume), LyrebirdCuckoo.matcher(for: pitch)],
        adapt: { then in { then(($0, $1)) } })
    }
  }

  struct VerificationProxy {
    let site: LyrebirdCuckoo.VerificationSite
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  static func __lyrebirdStubbingProxy(for mock: any Lyrebird.MockObject) -> StubbingProxy {
    StubbingProxy(mock: mock)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  func __lyrebirdVerificationProxy(_ site: LyrebirdCuckoo.VerificationSite) -> VerificationProxy {
    VerificationProxy(site: site)
  }
}
