/// A bird a tree shelters.
public protocol Bird {
  var name: String { get }
  func chirp(volume: Int) -> Bool
}

/// Shelters the birds that chirp back.
public class Tree {
  public init() {}

  public func shelter(_ bird: any Bird) -> Bool {
    bird.chirp(volume: 1)
  }
}
