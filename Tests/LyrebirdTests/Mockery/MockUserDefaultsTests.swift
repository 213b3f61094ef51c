import Foundation
import Lyrebird
import Testing

/// Mockery 0.5's `MockUserDefaults`: reads answer with registered results, writes are recorded.
@Suite struct MockUserDefaultsTests {
  @Test func readsAnswerWithRegisteredResults() {
    let settings = MockUserDefaults()
    settings.registerResult(for: settings.integerRef) { key in key.count }
    settings.registerResult(for: settings.stringRef) { _ in "sunflower" }
    settings.registerResult(for: settings.arrayRef) { _ in ["wren", "robin"] }
    #expect(settings.integer(forKey: "seeds") == 5)
    #expect(settings.string(forKey: "favourite") == "sunflower")
    #expect(settings.array(forKey: "visitors") as? [String] == ["wren", "robin"])
    #expect(settings.url(forKey: "camera") == nil)
    #expect(settings.invokations(of: settings.integerRef).map(\.arguments) == ["seeds"])
  }

  @Test func writesAreRecorded() {
    let settings = MockUserDefaults()
    settings.set(true, forKey: "heated")
    settings.set(2.5, forKey: "depth")
    settings.set(3, forKey: "perches")
    settings.set("oak", forKey: "wood")
    settings.setValue("pine", forKey: "roof")
    #expect(settings.invokations(of: settings.setBoolRef).map(\.arguments.1) == ["heated"])
    #expect(settings.invokations(of: settings.setDoubleRef).map(\.arguments.0) == [2.5])
    #expect(settings.invokations(of: settings.setIntegerRef).map(\.arguments.0) == [3])
    #expect(settings.invokations(of: settings.setValueRef).map(\.arguments.1) == ["wood", "roof"])
    #expect(settings.hasInvoked(settings.setFloatRef, numberOfTimes: 0))
  }

  @Test func anUnregisteredReadIsReportedAtTheDefaultsInvoke() {
    let settings = MockUserDefaults()
    var heated = true
    let failures = captureFailures { heated = settings.bool(forKey: "heated") }
    #expect(!heated)
    #expect(
      failures.map(\.message) == [
        "No result registered for bool(forKey:) returning 'Bool'. Register one with registerResult(for:result:)"
      ])
    #expect(failures.first?.fileID.hasSuffix("MockUserDefaults.swift") == true)
  }
}
