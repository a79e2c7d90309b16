import XCTest

@testable import ScrollCore

/// A stack that grows at one end while it is trimmed at the other (a chat's bounded history)
/// keeps storage proportional to its items, not to every item it ever held.
final class LayoutLazyStackTrimTests: XCTestCase {
  func testAppendingWhileRemovingAtTheFrontKeepsStorageBounded() {
    var stack = LazyStack(count: 400, firstID: 0, estimatedSize: 60, spacing: 6)
    var next = 400
    var storageAfterWarmUp = 0
    for round in 0..<200 {
      for _ in 0..<100 {
        stack.append(count: 1, firstID: next)
        next += 1
      }
      stack.remove(0..<100)
      if round == 9 { storageAfterWarmUp = stack.storageBytes }
    }
    XCTAssertEqual(stack.count, 400)
    XCTAssertEqual(stack.id(at: 0), next - 400)
    XCTAssertEqual(stack.offset(ofIndex: 399), 399 * 66, accuracy: 1e-6)
    // 20,000 items passed through; the storage is what 400 items (and their reserve) need.
    // (It breathes with the reserves' rebuilds, within a factor of two.)
    XCTAssertLessThanOrEqual(stack.storageBytes, 2 * storageAfterWarmUp)
    XCTAssertLessThan(stack.storageBytes, 40 * 1024)
  }
}
