/// Code the tests never mock: .mockingbird-ignore leaves this folder out, and after the move
/// .lyrebird-ignore does, so no NestMock is generated (run.sh checks).
protocol Nest {
  func build()
}
