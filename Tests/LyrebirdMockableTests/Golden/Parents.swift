// The parent of Fixtures.swift's Roost, in a file of its own.

protocol Nest {
  var twigs: Int { get }
  func weave(_ twig: String, tightly: Bool) throws
}
