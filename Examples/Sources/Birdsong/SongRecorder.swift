import LyrebirdMocked

/// Records birdsong in the field; swift-mocking's `@Mocked` makes `SongRecorderMock` in debug builds.
@Mocked(compilationCondition: .debug)
public protocol SongRecorder {
  /// Charge left, in percent.
  var battery: Int { get }
  /// Records `species` for `seconds`; returns the recording's size in kilobytes.
  func record(species: String, seconds: Int) async throws -> Int
}
