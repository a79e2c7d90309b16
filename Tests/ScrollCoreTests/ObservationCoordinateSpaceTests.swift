import XCTest

@testable import ScrollCore

final class ObservationCoordinateSpaceTests: XCTestCase {
  /// Window: an 80 pt header, then a scroll view named "feed" at y = 80 scrolled by 250,
  /// whose content is a stack with 16 pt leading padding; the probe is a row in that stack.
  private func resolver(probeY: Double = 300, offset: Double = 250) -> CoordinateSpaceResolver {
    CoordinateSpaceResolver(
      probeFrame: Rect(x: 16, y: probeY, width: 288, height: 40),
      ancestors: [
        .container(origin: .zero, name: "stack"),
        .scrollView(
          origin: Point(x: 0, y: 80), contentOffset: Point(x: 0, y: offset), name: "feed"),
        .container(origin: .zero, name: "root"),
      ])
  }

  func testLocalFrameStartsAtTheOrigin() {
    XCTAssertEqual(resolver().frame(in: .local), Rect(x: 0, y: 0, width: 288, height: 40))
  }

  func testScrollViewSpaceIsTheContentPositionMinusTheOffset() {
    XCTAssertEqual(resolver().frame(in: .scrollView)?.minY, 50)
    XCTAssertEqual(resolver().frame(in: .named("feed")), resolver().frame(in: .scrollView))
    XCTAssertEqual(resolver().frame(in: .named("feed"))?.minX, 16)
  }

  func testProbeAtTheContentTopReadsTheNegatedOffset() {
    XCTAssertEqual(resolver(probeY: 0, offset: 250).frame(in: .named("feed"))?.minY, -250)
    XCTAssertEqual(resolver(probeY: 0, offset: -30).frame(in: .scrollView)?.minY, 30, "bouncing")
  }

  func testGlobalIncludesTheScrollViewPositionAndTheHeaderAboveIt() {
    XCTAssertEqual(resolver().frame(in: .global)?.minY, 80 + 300 - 250)
    XCTAssertEqual(resolver().frame(in: .named("root")), resolver().frame(in: .global))
    XCTAssertEqual(resolver().frame(in: .named("stack"))?.minY, 300)
  }

  func testUnknownSpacesResolveToNil() {
    XCTAssertNil(resolver().frame(in: .named("missing")))
    let noScroll = CoordinateSpaceResolver(
      probeFrame: Rect(x: 0, y: 0, width: 1, height: 1), ancestors: [.container(origin: .zero)])
    XCTAssertNil(noScroll.frame(in: .scrollView))
  }

  func testScrollViewSpaceIsTheInnermostScrollView() {
    // A horizontal carousel scrolled by 120 inside the vertical feed.
    var chain = resolver()
    chain.ancestors.insert(
      .scrollView(origin: Point(x: 0, y: 300), contentOffset: Point(x: 120, y: 0)), at: 0)
    chain.probeFrame = Rect(x: 400, y: 10, width: 100, height: 100)
    XCTAssertEqual(chain.frame(in: .scrollView), Rect(x: 280, y: 10, width: 100, height: 100))
    XCTAssertEqual(chain.frame(in: .named("feed"))?.origin, Point(x: 280, y: 310 - 250))
  }

  func testConvertBetweenSpacesRoundTrips() {
    let r = resolver()
    let point = Rect(x: 10, y: 10, width: 5, height: 5)
    let inFeed = r.convert(point, from: .global, to: .named("feed"))!
    XCTAssertEqual(inFeed.minY, -70)
    XCTAssertEqual(r.convert(inFeed, from: .named("feed"), to: .global), point)
  }
}
