import XCTest

@testable import ScrollCore

final class ObservationPreferenceKeyTests: XCTestCase {
  func testBuggyKeyLosesTheProbeToASiblingThatSetsNothing() {
    let content: [PreferenceNode<BuggyOffsetPreferenceKey>] = [.set(-240), .empty]
    XCTAssertEqual(BuggyOffsetPreferenceKey.fold(content), 0.0)
  }

  func testFixedKeyKeepsTheProbeMeasurement() {
    let content: [PreferenceNode<OffsetPreferenceKey>] = [.set(-240), .empty]
    XCTAssertEqual(OffsetPreferenceKey.fold(content), -240)
  }

  func testFixedKeyFindsTheProbeInsideNestedContainers() {
    let tree: PreferenceNode<OffsetPreferenceKey> = .group([
      .empty,
      .group([.empty, .group([.set(-12.5)]), .empty]),
      .set(-99),  // a later probe does not override the first one in layout order
      .group([]),
    ])
    XCTAssertEqual(OffsetPreferenceKey.fold(tree), -12.5)
  }

  func testBuggyKeyKeepsTheProbeOnlyWhenItIsLast() {
    let probeLast: PreferenceNode<BuggyOffsetPreferenceKey> = .group([.empty, .set(-80)])
    XCTAssertEqual(BuggyOffsetPreferenceKey.fold(probeLast), -80)
  }

  func testNothingSetFoldsToTheDefault() {
    XCTAssertNil(OffsetPreferenceKey.fold(.group([.empty, .empty])))
    XCTAssertEqual(BuggyOffsetPreferenceKey.fold(PreferenceNode<BuggyOffsetPreferenceKey>.empty), 0)
  }

  func testCustomReduceSeesChildrenInLayoutOrder() {
    enum Trail: PreferenceKey {
      static var defaultValue: [Int] { [] }
      static func reduce(value: inout [Int], nextValue: () -> [Int]) {
        value.append(contentsOf: nextValue())
      }
    }
    let tree: PreferenceNode<Trail> = .group([.set([1]), .group([.set([2]), .empty]), .set([3])])
    XCTAssertEqual(Trail.fold(tree), [1, 2, 3])
  }
}
