import Runtime
import XCTest

final class FrameStageTests: XCTestCase {
  func testTheOrderHoldsEveryStageOnceWithWaitLast() {
    XCTAssertEqual(FrameStage.order.count, FrameStage.count)
    XCTAssertEqual(Set(FrameStage.order), Set(FrameStage.allCases))
    XCTAssertEqual(FrameStage.order.first, .input)
    XCTAssertEqual(FrameStage.order.last, .wait)
    XCTAssertEqual(
      FrameStage.order.firstIndex(of: .present)! + 1, FrameStage.order.firstIndex(of: .prefetch))
  }

  func testOnlyWaitAndPrefetchAreNotWork() {
    XCTAssertEqual(FrameStage.allCases.filter { !$0.isWork }, [.wait, .prefetch])
  }
}
