import Lyrebird
import NIOCore
import Testing

@Test func recvByteBufferAllocator() {
  let allocator = mock(RecvByteBufferAllocator.self)
  given(allocator.nextBufferSize()).willReturn(2048)
  #expect(allocator.nextBufferSize() == 2048)
  verify(allocator.nextBufferSize()).wasCalled(once)
}
