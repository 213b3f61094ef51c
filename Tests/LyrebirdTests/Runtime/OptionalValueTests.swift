import Testing

@testable import Lyrebird

@Suite struct OptionalValueTests {
  private final class Bird {}

  /// Every level of `Optional` is looked through, whether the value's static type is `Any`,
  /// `Any?`, a class or `AnyObject`; a value that isn't optional is handed back as it is.
  @Test func emptyOptionalsAtAnyDepthAreNil() {
    let empty: [(String, Any)] = [
      ("Int?", Int?.none as Any),
      ("Int?? some(nil)", Int??.some(nil) as Any),
      ("Int?? nil", Int??.none as Any),
      ("Any?", Any?.none as Any),
      ("Any? holding an empty String?", Any?.some(String?.none as Any) as Any),
      ("Bird?", Bird?.none as Any),
      ("AnyObject?", AnyObject?.none as Any),
    ]
    for (name, value) in empty {
      #expect(unwrappingOptionals(value) == nil, "\(name)")
      #expect(isEmptyOptional(value), "\(name)")
    }
  }

  @Test func valuesComeOutUnwrapped() {
    #expect(unwrappingOptionals(Int??.some(3) as Any) as? Int == 3)
    #expect(unwrappingOptionals("tweet") as? String == "tweet")
    #expect(!isEmptyOptional(0))
    #expect(!isEmptyOptional([Int?.none]))
    let bird = Bird()
    #expect(unwrappingOptionals(Bird?.some(bird) as Any).map { $0 as AnyObject } === bird)
  }
}
