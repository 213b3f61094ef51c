import Foundation

// The seeds' domain: every member kind a simple protocol can have.

public struct Fruit: Equatable, Sendable {
  public let size: Int
  public init(size: Int) { self.size = size }
}

public struct Location: Equatable, Sendable {
  public let name: String
  public init(name: String) { self.name = name }
}

public struct BirdError: Swift.Error, Equatable {
  public init() {}
}

public protocol Bird {
  var name: String { get set }
  var canFly: Bool { get }
  func fly()
  func fly(to location: Location)
  func chirp(volume: Int) -> Bool
  func chirp() throws -> Bool
  func eat(_ fruit: Fruit)
  func sing(song: String, times: Int) async throws -> String
  func getMessage<T>() -> T
  func getMessage() -> String
  func getMessage() -> Data
}

/// A consumer in the seeds' style.
public final class Person {
  public init() {}

  public func release(_ bird: any Bird) {
    guard bird.canFly else { return }
    bird.fly()
  }
}
