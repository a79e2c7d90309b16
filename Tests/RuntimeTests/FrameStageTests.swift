import Runtime
import ScrollCore
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

  /// The controller's part of the frame comes from ScrollCore's one copy of it, right after
  /// input.
  func testTheControllerStagesFollowInputInScrollCoresOrder() {
    let controller = ControllerStage.order.map(FrameStage.init(_:))
    XCTAssertEqual(controller, [.physics, .layout, .observers])
    XCTAssertEqual(Array(FrameStage.order[1...controller.count]), controller)
  }

  func testOnlyWaitAndPrefetchAreNotWork() {
    XCTAssertEqual(FrameStage.allCases.filter { !$0.isWork }, [.wait, .prefetch])
  }
}
