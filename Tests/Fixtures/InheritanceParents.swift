public protocol Animal {
  var legs: Int { get }
  func eat() -> Bool
}

public protocol Songbird: Animal {
  func sing() -> String
}

public protocol Swimmer: Animal {
  func swim() -> Int
}

public protocol Flier: Animal {
  func fly() -> Int
}
