import Lyrebird
import Testing

// Every kind of parameter type a matcher can stand in for. Each case stubs, calls and verifies
// a member taking that type, so placeholders are created, copied and destroyed for real.
// CI runs this suite in debug and in release (`swift test -c release`).

protocol Shape { func area() -> Double }
protocol ClassShape: AnyObject { func area() -> Double }
final class Square: Shape, ClassShape { func area() -> Double { 4 } }
final class Node {
  var next: Node?
  init(next: Node? = nil) { self.next = next }
}
struct Holder {
  var node: Node
  var name: String
  var shape: any Shape
}
enum Direction { case north, south }
enum Payload {
  case number(Int)
  case text(String)
  case empty
}
indirect enum Tree2 {
  case leaf(Int)
  case branch(Tree2, Tree2)
}
enum AllPayload {
  case shape(any Shape)
  case node(Node)
}

/// A generic mock-like sink built on the same runtime, standing in for one member per type.
final class SinkMock<Value>: MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "SinkMock")

  func take(_ value: Value) -> Int {
    __lyrebirdContext.call(.method("take(_:)"), arguments: value, apply: { (body: (Value) -> Int) in body(value) })
  }

  func take<H: MockableMember>(_ value: @autoclosure () -> Value) -> H
  where H.Declaration == FunctionDeclaration, H.Signature == (Value) -> Int, H.ReturnType == Int {
    H(mock: self, member: .method("take(_:)"), arguments: [argument(value)])
  }
}

@Suite struct PlaceholderMatrixTests {
  /// Stubs `take(any())`, calls it with `value`, and verifies with `any()`.
  func exercise<Value>(_ value: Value, _ type: Value.Type = Value.self) {
    let sink = SinkMock<Value>()
    given(sink.take(any())).willReturn(7)
    #expect(sink.take(value) == 7)
    verify(sink.take(any())).wasCalled(once)
    verify(sink.take(any(where: { _ in true }))).wasCalled(once)
    let captor = ArgumentCaptor<Value>()
    verify(sink.take(captor.any())).wasCalled()
    #expect(captor.allValues.count == 1)
  }

  @Test func int() { exercise(42) }
  @Test func string() { exercise("text") }
  @Test func structHoldingReferences() { exercise(Holder(node: Node(), name: "n", shape: Square())) }
  @Test func classInstance() { exercise(Node(next: Node())) }
  @Test func simpleEnum() { exercise(Direction.south) }
  @Test func enumWithPayloads() { exercise(Payload.text("x")) }
  @Test func indirectEnum() { exercise(Tree2.branch(.leaf(1), .leaf(2))) }
  @Test func tuple() { exercise((1, "two", Node())) }
  @Test func closure() { exercise({ (value: Int) in value + 1 }) }
  @Test func optional() { exercise(Optional(Node())) }
  @Test func array() { exercise([Node(), Node()]) }
  @Test func dictionary() { exercise(["a": Node()]) }
  @Test func existential() { exercise(Square() as any Shape) }
  @Test func classBoundExistential() { exercise(Square() as any ClassShape) }
  @Test func anyValue() { exercise(Node() as Any) }
  @Test func anyObject() { exercise(Node() as AnyObject) }
  @Test func error() { exercise(BirdError() as any Error) }
  @Test func metatype() { exercise(Int.self) }
  @Test func genericParameter() {
    func generic<T>(_ value: T) { exercise(value) }
    generic([Square() as any Shape])
  }

  @Test func placeholdersAreMadeSafelyForEveryKind() {
    #expect(throws: Never.self) { try Placeholder.make(Holder.self).get() }
    #expect(throws: Never.self) { try Placeholder.make(AllPayload?.self).get() }
    #expect(throws: Never.self) { try Placeholder.make((any Shape, Node).self).get() }
  }

  @Test func aTypeWithoutASafePlaceholderExplainsTheFix() {
    switch Placeholder.make(AllPayload.self) {
    case .success: Issue.record("AllPayload has no empty case and no indirect first case")
    case .failure(let error):
      #expect(error.description.contains("Conform '\(String(reflecting: AllPayload.self))' to 'Providable'"))
    }
  }

  @Test func parallelTestsDoNotShareMatchers() async {
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask {
          let sink = SinkMock<Int>()
          given(sink.take(any(where: { $0 == index }))).willReturn(index)
          given(sink.take(index + 1)).willReturn(-1)
          #expect(sink.take(index) == index)
          #expect(sink.take(index + 1) == -1)
          verify(sink.take(any())).wasCalled(twice)
        }
      }
    }
  }
}
