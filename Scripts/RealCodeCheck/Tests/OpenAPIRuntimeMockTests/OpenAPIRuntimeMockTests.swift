import Foundation
import Lyrebird
import OpenAPIRuntime
import Testing

@Test func dateTranscoder() throws {
  let transcoder = mock(DateTranscoder.self)
  given(transcoder.encode(any())).willReturn("1970-01-01")
  #expect(try transcoder.encode(Date(timeIntervalSince1970: 0)) == "1970-01-01")
  verify(transcoder.encode(Date(timeIntervalSince1970: 0))).wasCalled(once)
}
