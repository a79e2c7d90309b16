import XCTest

@testable import ScrollCore

final class LayoutFollowBottomTests: XCTestCase {
  private func input(
    _ offset: Double, max: Double, grew: Bool = false,
    _ scroll: FollowBottomPolicy.ScrollSource = .none
  ) -> FollowBottomPolicy.Input {
    FollowBottomPolicy.Input(offset: offset, maxOffset: max, contentGrew: grew, scroll: scroll)
  }

  func testNewContentKeepsTheViewAtTheBottomWhileFollowing() {
    var policy = FollowBottomPolicy()
    XCTAssertNil(policy.update(input(1000, max: 1000)).targetOffset)
    let decision = policy.update(input(1000, max: 1080, grew: true))
    XCTAssertEqual(decision.targetOffset, 1080)
    XCTAssertTrue(decision.isFollowing)
  }

  func testScrollingAwayStopsFollowing() {
    var policy = FollowBottomPolicy()
    _ = policy.update(input(700, max: 1000, .user))
    XCTAssertFalse(policy.isFollowing)
    XCTAssertNil(policy.update(input(700, max: 1100, grew: true)).targetOffset)
  }

  func testReturningToTheBottomReArmsFollowing() {
    var policy = FollowBottomPolicy()
    _ = policy.update(input(700, max: 1000, .user))
    _ = policy.update(input(999.5, max: 1000, .user))  // within tolerance
    XCTAssertTrue(policy.isFollowing)
    XCTAssertEqual(policy.update(input(1000, max: 1200, grew: true)).targetOffset, 1200)
  }

  func testMomentumReachingTheBottomReArmsFollowingWhenIdle() {
    var policy = FollowBottomPolicy(isFollowing: false)
    XCTAssertNil(policy.update(input(500, max: 1000)).targetOffset)
    XCTAssertFalse(policy.isFollowing)
    _ = policy.update(input(1000, max: 1000))
    XCTAssertTrue(policy.isFollowing)
  }

  func testProgrammaticScrollWinsInItsFrameAndStopsFollowing() {
    var policy = FollowBottomPolicy()
    let decision = policy.update(input(300, max: 1100, grew: true, .programmatic))
    XCTAssertNil(decision.targetOffset, "the programmatic scroll is not overridden")
    XCTAssertFalse(decision.isFollowing)
    XCTAssertNil(policy.update(input(300, max: 1200, grew: true)).targetOffset)
  }

  func testContentGrowingUnderADragDoesNotDecideFollowing() {
    var policy = FollowBottomPolicy()
    let decision = policy.update(input(1000, max: 1100, grew: true, .user))
    XCTAssertNil(decision.targetOffset)
    XCTAssertTrue(decision.isFollowing, "the bottom moved under the user; decide next frame")
  }

  func testViewportShrinkWhileFollowingSnapsToTheNewBottom() {
    var policy = FollowBottomPolicy()
    XCTAssertEqual(policy.update(input(1000, max: 1250)).targetOffset, 1250)
  }
}
