import ScrollCore
import XCTest

@testable import Scenes

/// The diagnostics scene's last-writer-wins offset key loses the probe's measurement to any
/// silent sibling after it (the bug it exists to show).
final class BuggyOffsetPreferenceKeyTests: XCTestCase {
  func testBuggyKeyLosesTheProbeToASiblingThatSetsNothing() {
    let content: [PreferenceNode<BuggyOffsetPreferenceKey>] = [.set(-240), .empty]
    XCTAssertEqual(BuggyOffsetPreferenceKey.fold(content), 0.0)
  }

  func testBuggyKeyKeepsTheProbeOnlyWhenItIsLast() {
    let probeLast: PreferenceNode<BuggyOffsetPreferenceKey> = .group([.empty, .set(-80)])
    XCTAssertEqual(BuggyOffsetPreferenceKey.fold(probeLast), -80)
  }

  func testNothingSetFoldsToZero() {
    XCTAssertEqual(BuggyOffsetPreferenceKey.fold(PreferenceNode<BuggyOffsetPreferenceKey>.empty), 0)
  }
}
