import Foundation
import HeapUsage
import Lyrebird

#if canImport(Glibc)
import Glibc
#endif

/// Prints runtime costs from one run: per-call time against a hand-written spy, verification
/// time over a large log, and heap bytes per recorded call.
let iterations = ProcessInfo.processInfo.environment["LYREBIRD_BENCH_ITERATIONS"].flatMap(Int.init) ?? 100_000

// `LYREBIRD_BENCH_ONLY=ROW` makes only that row's calls, untimed (InstructionRows.swift).
if let row = ProcessInfo.processInfo.environment["LYREBIRD_BENCH_ONLY"] {
  exit(runInstructionRow(row, count: iterations) ? 0 : 2)
}

@inline(never)
func measure(_ label: String, iterations: Int, _ body: (Int) -> Void) -> Double {
  for index in 0..<1_000 { body(index) }  // warm up
  // The best of five rounds: this machine is shared, and the minimum is the least disturbed.
  let clock = ContinuousClock()
  let rounds = (0..<5).map { _ in
    clock.measure {
      for index in 0..<iterations { body(index) }
    }
  }
  let best = rounds.min() ?? .zero
  let nanoseconds = Double(best.components.seconds) * 1e9 + Double(best.components.attoseconds) / 1e9
  let perCall = nanoseconds / Double(iterations)
  print("\(label.padding(toLength: 52, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", perCall)) ns/call")
  return perCall
}

/// Resident memory in bytes, from /proc (Linux).
///
/// Coarse, so it is read around a million calls.
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

var sink = false

#if DEBUG
print("configuration: debug (-Onone, as swift test builds a test target)")
#else
print("configuration: release")
#endif

let spy = makeSpy()
let baseline = measure("baseline: hand-written closure spy", iterations: iterations) { index in
  sink = spy.chirp(volume: index, pitch: 1) != sink
}

let oneStub = makeMockWithOneStub()
let stubbedOne = measure("lyrebird: stubbed call, 1 stub x 2 matchers", iterations: iterations) { index in
  sink = oneStub.chirp(volume: index, pitch: 1) != sink
}

// What swift-mocking's `mock._chirp.implementation = .returns(true)` installs (LyrebirdMocked's
// `MockedMethod` makes exactly this call): one stub matching every call, through the same context.
let implemented = SpeakerMock()
implemented.__lyrebirdContext.setImplementation(
  .value(true), for: .method("chirp(volume:pitch:)"), arity: 2, at: SourceLocation())
_ = measure("lyrebird-mocked: _member.implementation = .returns", iterations: iterations) { index in
  sink = implemented.chirp(volume: index, pitch: 1) != sink
}

let stubbedCuckoo = measureCuckooStubbedCall()
let registeredMockery = measureMockeryRegisteredCall()

let tenStubs = makeMockWithTenStubs()
let stubbedTen = measure("lyrebird: stubbed call, 10 stubs x 2 matchers (worst)", iterations: iterations) { index in
  sink = tenStubs.chirp(volume: index, pitch: 1) != sink
}

let unstubbed = SpeakerMock()
let unstubbedCall = measure("lyrebird: unstubbed recorded call (Void)", iterations: iterations) { _ in
  unstubbed.fly()
}

let logged = SpeakerMock()
given(logged.chirp(volume: any(), pitch: any())).willReturn(true)
for index in 0..<100_000 { _ = logged.chirp(volume: index, pitch: index) }
let clock = ContinuousClock()
let verifyTime = clock.measure {
  verify(logged.chirp(volume: any(where: { $0 >= 0 }), pitch: any())).wasCalled(exactly(100_000))
}
print("lyrebird: verify over 100k recorded invocations        \(verifyTime)")

let memoryMock = SpeakerMock()
given(memoryMock.chirp(volume: any(), pitch: any())).willReturn(true)
// Fewer under valgrind (`LYREBIRD_BENCH_RECORDED=20000`), whose debug runs take minutes per million calls.
let recorded = ProcessInfo.processInfo.environment["LYREBIRD_BENCH_RECORDED"].flatMap(Int.init) ?? 1_000_000
let before = residentBytes()
let heapBefore = lyrebird_heap_in_use()
for index in 0..<recorded { _ = memoryMock.chirp(volume: index, pitch: index) }
let heapAfter = lyrebird_heap_in_use()
let after = residentBytes()
// The target's measure: what the calls hold. Resident size also counts freed buffers the
// allocator kept or reused, so it moves with whatever the process allocated before.
let heapPerCall = heapAfter > 0 ? (heapAfter - heapBefore) / recorded : nil
if let heapPerCall {
  print("lyrebird: heap bytes per recorded 2-argument call      \(heapPerCall)")
}
print("lyrebird: resident bytes per recorded 2-argument call  \((after - before) / recorded)")

/// The best of five rounds of `count` calls on `mock`, in ns per call.
@MainActor
func timeCalls(_ mock: () -> SpeakerMock, count: Int) -> Double {
  let clock = ContinuousClock()
  let rounds = (0..<5).map { _ in
    let subject = mock()
    return clock.measure {
      for index in 0..<count { sink = subject.chirp(volume: index, pitch: index) != sink }
    }
  }
  let best = rounds.min() ?? .zero
  return (Double(best.components.seconds) * 1e9 + Double(best.components.attoseconds) / 1e9) / Double(count)
}

// O(1) per call: the first 1,000 calls on a fresh mock against 1,000 calls on a mock that already
// recorded a million.
let fresh = timeCalls(
  {
    let mock = SpeakerMock()
    given(mock.chirp(volume: any(), pitch: any())).willReturn(true)
    return mock
  }, count: 1_000)
let loaded = timeCalls({ memoryMock }, count: 1_000)
print(
  String(
    format: "lyrebird: O(1): first 1k calls %.1f ns/call, after 1M calls %.1f ns/call (%.2fx)", fresh, loaded,
    loaded / fresh))
print(String(format: "ratio stubbed (1 stub) / baseline:                   %.1fx", stubbedOne / baseline))
print(String(format: "ratio stubbed (10 stubs) / baseline:                 %.1fx", stubbedTen / baseline))
print(String(format: "ratio stubbed through Cuckoo's DSL / given:          %.1fx", stubbedCuckoo / stubbedOne))
print(String(format: "ratio Mockery's registered result / given:           %.1fx", registeredMockery / stubbedOne))

// Issue 14's targets, each read from the rows above. They are release targets: a debug build
// (`swift run -c debug`) prints them too, for comparison, but isn't held to them.
func target(_ label: String, _ value: Double?, atMost limit: Double, _ unit: String) {
  let verdict = value.map { $0 <= limit ? "met" : "NOT MET" } ?? "not measured"
  let shown = value.map { String(format: "%.1f", $0) + " " + unit } ?? "-"
  print(
    "target: \(label.padding(toLength: 40, withPad: " ", startingAt: 0)) \(shown) (<= \(Int(limit)) \(unit)): \(verdict)"
  )
}
#if DEBUG
print("targets (a debug build, against the release targets):")
#else
print("targets (release):")
#endif
target("stubbed call, 1 stub", stubbedOne, atMost: 100, "ns")
target("stubbed call, 10 stubs", stubbedTen, atMost: 200, "ns")
target("unstubbed recorded call", unstubbedCall, atMost: 60, "ns")
let verifyMilliseconds = Double(verifyTime.components.seconds) * 1e3 + Double(verifyTime.components.attoseconds) / 1e15
target("verify over 100k calls", verifyMilliseconds, atMost: 5, "ms")
// Live heap, not resident size: resident pages also hold buffers the allocator freed and kept.
target("heap bytes per recorded 2-Int call", heapPerCall.map(Double.init), atMost: 64, "bytes")
// O(1): a call after a million recorded ones costs at most twice a fresh mock's.
target("calls after 1M / first 1k calls", loaded / fresh, atMost: 2, "x")
