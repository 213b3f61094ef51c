/// A bird, as the code under test sees it.
public protocol Bird {
  var name: String { get }
  var canFly: Bool { get }
  func fly()
  func chirp(volume: Int) -> Bool
}

/// A tree birds perch in.
open class Tree {
  open var height: Int

  public init(height: Int = 1) {
    self.height = height
  }

  open func perch(_ bird: any Bird) -> Bool {
    !bird.name.isEmpty
  }
}

/// Releases birds that can fly.
public struct Person {
  public init() {}

  public func release(_ bird: any Bird) {
    guard bird.canFly else { return }
    bird.fly()
  }

  public func settle(_ birds: [any Bird], in tree: Tree) -> Int {
    birds.filter { tree.perch($0) }.count
  }
}
