/// A morning's recording session.
public struct DawnChorus {
  let recorder: any SongRecorder

  public init(recorder: any SongRecorder) {
    self.recorder = recorder
  }

  /// Records each species in turn while the battery lasts; returns the species recorded.
  public func record(_ species: [String], seconds: Int) async -> [String] {
    var recorded: [String] = []
    for bird in species where recorder.battery > 0 {
      if (try? await recorder.record(species: bird, seconds: seconds)) != nil { recorded.append(bird) }
    }
    return recorded
  }
}
