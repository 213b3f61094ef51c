import Lyrebird
import Stencil
import Testing

// A class mock, created through the real initializer: stubbed, then forwarding to the real code.
@Test func templateMock() throws {
  let template = mock(Template.self).initialize(templateString: "Hello {{ name }}")
  given(template.render(any([String: Any]?.self))).willReturn("stubbed")
  #expect(try template.render(["name": "Ryan"]) == "stubbed")
  verify(template.render(any([String: Any]?.self))).wasCalled(once)

  clearStubs(on: template)  // concrete stubs beat forwarding
  template.forwardCallsToSuper()
  #expect(try template.render(["name": "Ryan"]) == "Hello Ryan")
}
