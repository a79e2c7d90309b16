import ScrollCoreSwiftUINames
import XCTest

/// The SwiftUI spellings of ScrollCore's SC-prefixed types name the same types, so code
/// ported from SwiftUI (an observer on `ScrollGeometry`, a `ScrollPosition(edge:)`) builds
/// against the engine unchanged.
final class SwiftUINamesTests: XCTestCase {
  func testSwiftUISpellingsAreTheEngineTypes() {
    XCTAssertTrue(ScrollView.self == SCScrollView.self)
    XCTAssertTrue(ScrollGeometry.self == SCScrollGeometry.self)
    XCTAssertTrue(Axis.self == SCAxis.self)
    XCTAssertTrue(EdgeInsets.self == SCEdgeInsets.self)
    XCTAssertTrue(UnitPoint.self == SCUnitPoint.self)
    XCTAssertTrue(ScrollIndicatorVisibility.self == SCScrollIndicatorVisibility.self)
    XCTAssertTrue(UnitCurve.self == SCUnitCurve.self)
  }

  func testAPositionSpelledTheSwiftUIWayDrivesTheEngine() {
    let position = ScrollPosition(.edge(.bottom))
    XCTAssertEqual(position.edge, Edge.bottom)
    XCTAssertNil(position.viewID)
    let anchor: UnitPoint = .center
    XCTAssertEqual(anchor, SCUnitPoint(x: 0.5, y: 0.5))
  }
}
