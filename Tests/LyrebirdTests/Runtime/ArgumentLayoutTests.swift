import Testing

@testable import Lyrebird

@Suite struct ArgumentLayoutTests {
  /// The offsets are the tuple's own, so typed matchers read the argument they were written for.
  @Test func offsetsFollowTheTupleLayout() {
    let layout = ArgumentLayout(of: UInt8.self, Int.self, Bool.self, String.self, Int16.self)
    #expect(layout.isUsable)
    #expect(layout.elements.map(\.offset) == [0, 8, 16, 24, 40])
    #expect(
      layout.elements.map(\.type)
        == [UInt8.self, Int.self, Bool.self, String.self, Int16.self].map(ObjectIdentifier.init))
  }

  /// One argument is the value itself, and none is an empty tuple; both are read in place.
  @Test func oneAndNoArguments() {
    #expect(ArgumentLayout(of: Double.self).elements.map(\.offset) == [0])
    #expect(ArgumentLayout(of: Double.self).isUsable)
    #expect(ArgumentLayout().elements.isEmpty)
    #expect(ArgumentLayout().isUsable)
  }
}
