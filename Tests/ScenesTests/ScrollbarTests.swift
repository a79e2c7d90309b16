import Drawing
import XCTest

@testable import Scenes
@testable import ScrollCore

final class ScrollbarTests: XCTestCase {
  let frame = Rect(x: 0, y: 44, width: 400, height: 600)

  func geometry(offset: Double, content: Double = 6000) -> SCScrollGeometry {
    SCScrollGeometry(
      contentOffset: Point(x: 0, y: offset), contentSize: Size(width: 400, height: content),
      containerSize: Size(width: 400, height: 600))
  }

  func testThumbSizeAndPositionFollowTheOffset() throws {
    let bar = Scrollbar()
    let top = try XCTUnwrap(bar.thumb(for: geometry(offset: 0), in: frame))
    let bottom = try XCTUnwrap(bar.thumb(for: geometry(offset: 5400), in: frame))
    XCTAssertEqual(top.height, 596 * 600 / 6000, accuracy: 1e-9)
    XCTAssertEqual(top.minY, bar.track(in: frame).minY, accuracy: 1e-9)
    XCTAssertEqual(bottom.maxY, bar.track(in: frame).maxY, accuracy: 1e-9)
    XCTAssertNil(
      bar.thumb(for: geometry(offset: 0, content: 500), in: frame), "no bar when content fits")
    let over = try XCTUnwrap(bar.thumb(for: geometry(offset: -30), in: frame))
    XCTAssertLessThan(over.height, top.height, "overscroll shortens the thumb")
  }

  func testAppearsWhileScrollingAndFadesHalfASecondAfterRest() {
    var bar = Scrollbar()
    bar.observe(geometry(offset: 0), at: 0)
    XCTAssertEqual(bar.opacity(at: 0), 0, "not shown before any movement")
    bar.observe(geometry(offset: 10), at: 1)
    XCTAssertEqual(bar.opacity(at: 1.4), 1)
    XCTAssertEqual(bar.opacity(at: 1.65), 0.5, accuracy: 1e-9)
    XCTAssertEqual(bar.opacity(at: 1.81), 0)
    XCTAssertFalse(bar.isAnimating(at: 2))
  }

  func testDraggingTheThumbMapsToTheOffsetAndTrackClicksPage() throws {
    var bar = Scrollbar()
    let g = geometry(offset: 0)
    let thumb = try XCTUnwrap(bar.thumb(for: g, in: frame))
    XCTAssertEqual(bar.press(Point(x: 395, y: thumb.midY), geometry: g, in: frame, at: 0), .grabbed)
    let track = bar.track(in: frame)
    let end = try XCTUnwrap(
      bar.dragOffset(Point(x: 395, y: track.maxY + 100), geometry: g, in: frame))
    XCTAssertEqual(end, 5400, accuracy: 1e-9, "dragging past the end reaches the last offset")
    let mid = try XCTUnwrap(
      bar.dragOffset(
        Point(x: 395, y: thumb.midY + (track.height - thumb.height) / 2), geometry: g, in: frame))
    XCTAssertEqual(mid, 2700, accuracy: 1e-6)
    bar.endDrag(at: 0.5)
    XCTAssertFalse(bar.isDragging)
    var other = Scrollbar()
    XCTAssertEqual(
      other.press(Point(x: 395, y: track.maxY - 5), geometry: g, in: frame, at: 0), .page(540))
    XCTAssertEqual(other.press(Point(x: 100, y: 300), geometry: g, in: frame, at: 0), .miss)
  }

  func testHoverWidensTheThumb() throws {
    var bar = Scrollbar()
    let g = geometry(offset: 100)
    let thin = try XCTUnwrap(bar.thumb(for: g, in: frame)).width
    bar.hover(Point(x: 395, y: 300), in: frame, at: 0)
    let wide = try XCTUnwrap(bar.thumb(for: g, in: frame)).width
    XCTAssertEqual(thin, Scrollbar.thinWidth)
    XCTAssertEqual(wide, Scrollbar.wideWidth)
  }

  func testThroughAScrollHostADraggedThumbScrollsTheView() {
    let host = ScrollHost(scene: "t", stack: LazyStack(count: 1000, estimatedSize: 44))
    host.setFrame(frame, at: 0)
    host.layout(at: 0) { _ in 44 }
    let track = host.scrollbar.track(in: frame)
    let thumb = host.scrollbar.thumb(for: host.view.geometry, in: frame)!
    _ = host.handle(
      InputEvent(time: 0.1, kind: .pointerDown(Point(x: 395, y: thumb.midY), button: 1)))
    _ = host.handle(
      InputEvent(time: 0.2, kind: .pointerMove(Point(x: 395, y: track.maxY + 50), leftHeld: true)))
    XCTAssertEqual(host.view.offset.y, host.view.maxOffset(.vertical), accuracy: 1e-9)
    _ = host.handle(
      InputEvent(time: 0.3, kind: .pointerUp(Point(x: 395, y: track.maxY + 50), button: 1)))
    XCTAssertEqual(host.view.phase, .idle)
    // A click on the track above the thumb pages up, animated.
    _ = host.handle(
      InputEvent(time: 0.4, kind: .pointerDown(Point(x: 395, y: track.minY + 5), button: 1)))
    XCTAssertEqual(host.view.phase, .animating)
    host.advance(to: 2)
    XCTAssertEqual(host.view.offset.y, host.view.maxOffset(.vertical) - 540, accuracy: 1e-6)
  }

  func testTheThumbStaysLongEnoughAndWideEnoughToGrab() throws {
    var bar = Scrollbar()
    // 1,000 feed articles: about 138,000 pt of content in a 600 pt view.
    let long = geometry(offset: 70_000, content: 138_000)
    let thumb = try XCTUnwrap(bar.thumb(for: long, in: frame))
    XCTAssertEqual(thumb.height, 32, accuracy: 1e-9)
    let over = try XCTUnwrap(bar.thumb(for: geometry(offset: 137_700, content: 138_000), in: frame))
    XCTAssertGreaterThanOrEqual(over.height, 32, "overscroll shortened the thumb below 32 pt")
    bar.hover(Point(x: frame.maxX - 4, y: thumb.midY), in: frame, at: 0)
    XCTAssertEqual(try XCTUnwrap(bar.thumb(for: long, in: frame)).width, 8)
  }

  /// Issue 32: the host's scrollbar honours the controller's `scrollIndicators` and
  /// `isScrollDisabled`: hidden, it is neither drawn nor grabbed.
  func testTheHostsBarHonoursIndicatorVisibilityAndDisabledScrolling() {
    func host(_ visibility: SCScrollIndicatorVisibility, disabled: Bool = false)
      -> ScrollHost<Void>
    {
      let h = ScrollHost(scene: "t", stack: LazyStack(count: 200, estimatedSize: 44), state: ())
      h.controller.scrollIndicators = visibility
      h.controller.setScrollDisabled(disabled, at: 0)
      h.setFrame(frame, at: 0)
      h.advance(to: 0)
      h.layout(at: 0) { _ in nil }
      h.controller.scroll(to: Point(x: 0, y: 300), animation: .none, at: 0.1)
      h.advance(to: 0.1)
      h.layout(at: 0.1) { _ in nil }
      return h
    }
    func drawn(_ h: ScrollHost<Void>) -> Int {
      var list = DisplayList()
      h.drawScrollbar(into: &list, theme: .light, at: 0.2)
      return list.count
    }
    XCTAssertGreaterThan(drawn(host(.automatic)), 0)
    XCTAssertGreaterThan(drawn(host(.visible)), 0)
    XCTAssertEqual(drawn(host(.hidden)), 0)
    XCTAssertEqual(drawn(host(.never)), 0)
    // A press on the track pages a shown bar, and does nothing to a hidden one.
    let track = Scrollbar().track(in: frame)
    let press = InputEvent(
      time: 0.3, kind: .pointerDown(Point(x: track.midX, y: track.maxY - 5), button: 1))
    for (h, pages) in [
      (host(.automatic), true), (host(.never), false), (host(.visible, disabled: true), false),
    ] {
      _ = h.handle(press)
      XCTAssertEqual(h.view.phase == .animating, pages, "\(h.controller.scrollIndicators)")
    }
  }
}
