import Lyrebird
import LyrebirdFixtures
import Testing

/// Members inherited across files, and isolation.
@Suite struct InheritanceTests {
  @Test func grandparentMembersAreMocked() {
    let robin = mock(Robin.self)
    given(robin.getLegs()).willReturn(2)
    given(robin.sing()).willReturn("tweet")
    given(robin.hop()).willReturn(1)
    let animal: any Animal = robin
    #expect(animal.legs == 2)
    #expect(robin.sing() == "tweet")
    #expect(robin.hop() == 1)
  }

  @Test func aRequirementInheritedTwiceIsMockedOnce() {
    let hybrid = mock(Hybrid.self)
    given(hybrid.eat()).willReturn(true)
    given(hybrid.swim()).willReturn(1)
    given(hybrid.fly()).willReturn(2)
    #expect(hybrid.eat() && hybrid.swim() == 1 && hybrid.fly() == 2)
  }

  @Test func classBoundActorAndSendableProtocols() async {
    let pet = mock(Pet.self)
    given(pet.owner).willReturn("Ann")
    #expect(pet.owner == "Ann")

    let counter = mock(Counter.self)
    given(counter.increment()).willReturn(1)
    given(counter.getValue()).willReturn(5)
    #expect(await counter.increment() == 1)
    #expect(await counter.value == 5)
    verify(counter.increment()).wasCalled()

    let logger = mock(Logger.self)
    // Compiles only because the mock is Sendable: it crosses into a detached task.
    await Task.detached { logger.log("from another task") }.value
    verify(logger.log("from another task")).wasCalled()
  }

  @MainActor
  @Test func globalActorProtocols() {
    let screen = mock(Screen.self)
    given(screen.render()).willReturn("<html>")
    given(screen.title).willReturn("Home")
    #expect(screen.render() == "<html>")
    #expect(screen.title == "Home")
  }
}
