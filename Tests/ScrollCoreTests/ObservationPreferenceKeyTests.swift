import XCTest

@testable import ScrollCore

final class ObservationPreferenceKeyTests: XCTestCase {
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

  func testNothingSetFoldsToTheDefault() {
    XCTAssertNil(OffsetPreferenceKey.fold(.group([.empty, .empty])))
  }

  func testCustomReduceSeesChildrenInLayoutOrder() {
    enum Trail: SCPreferenceKey {
      static var defaultValue: [Int] { [] }
      static func reduce(value: inout [Int], nextValue: () -> [Int]) {
        value.append(contentsOf: nextValue())
      }
    }
    let tree: PreferenceNode<Trail> = .group([.set([1]), .group([.set([2]), .empty]), .set([3])])
    XCTAssertEqual(Trail.fold(tree), [1, 2, 3])
  }
}
