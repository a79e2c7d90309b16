import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class FeedSceneTests: XCTestCase {
  private func makeDriver(items: Int? = nil) -> (FeedScene, SceneDriver) {
    let scene = FeedScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer(), itemCount: items),
      entry: SceneCatalog.entry(named: "feed")!)
    return (scene, SceneDriver(scene))
  }

  /// Scrolls without animation so that exactly `y` points are scrolled, then runs a frame.
  private func jump(_ scene: FeedScene, _ d: SceneDriver, to y: Double) {
    scene.list.host.controller.scroll(to: Point(x: 0, y: y), animation: .none, at: d.time)
    d.step()
    XCTAssertEqual(scene.list.geometry.pointsScrolled.y, y)
  }

  private func buttonCenter(_ d: SceneDriver) -> Point {
    let f = BackToTopButton.frame(in: d.frame, measurer: ApproximateTextMeasurer())
    return Point(x: f.midX, y: f.midY)
  }

  func testTheButtonStaysHiddenAt239AndShowsAt241() {
    let (scene, d) = makeDriver()
    d.run(0.1)
    jump(scene, d, to: 239)
    d.run(0.5)
    XCTAssertFalse(scene.button.isShown)
    XCTAssertTrue(d.events(named: "button-shown").isEmpty)
    XCTAssertNil(d.text(containing: BackToTopButton.label), "nothing drawn before 240 pt")
    jump(scene, d, to: 240)
    XCTAssertFalse(scene.button.isShown, "240 itself is not past the threshold")
    jump(scene, d, to: 241)
    XCTAssertTrue(scene.button.isShown)
    XCTAssertEqual(d.events(named: "button-shown").count, 1)
    XCTAssertEqual(d.events(named: "button-shown").first?["scrolled"], .number(241))
    d.run(0.5)
    XCTAssertEqual(d.opacity(ofText: BackToTopButton.label), 1)
  }

  func testTheButtonFadesAndSlidesInInsteadOfSnapping() {
    let (scene, d) = makeDriver()
    d.run(0.1)
    jump(scene, d, to: 400)
    let resting = BackToTopButton.frame(in: d.frame, measurer: ApproximateTextMeasurer())
    var opacities: [Double] = []
    var offsets: [Double] = []
    d.run(
      until: {
        if let o = d.opacity(ofText: BackToTopButton.label),
          let frame = d.text(containing: BackToTopButton.label)?.frame
        {
          opacities.append(o)
          offsets.append(frame.minY - resting.minY)
        }
        return !scene.needsFrame(at: d.time)
      }, timeout: 2)
    XCTAssertGreaterThan(opacities.count, 5, "drawn over several frames")
    XCTAssertLessThan(opacities.first ?? 1, 0.9)
    XCTAssertGreaterThan(offsets.first ?? 0, 1, "starts below its resting place")
    XCTAssertEqual(opacities.last, 1)
    XCTAssertEqual(offsets.last, 0)
    XCTAssertEqual(opacities, opacities.sorted(), "opacity only grows")
    XCTAssertEqual(offsets, offsets.sorted(by: >), "slides up, never down")
  }

  func testClickingTheButtonScrollsToTheTopAndHidesIt() {
    let (scene, d) = makeDriver()
    d.wheel(ticks: 8)
    XCTAssertTrue(d.settle())
    XCTAssertGreaterThan(scene.list.geometry.pointsScrolled.y, 240)
    XCTAssertTrue(scene.button.isShown)
    d.click(at: buttonCenter(d))
    XCTAssertTrue(d.settle())
    XCTAssertEqual(d.events(named: "scroll-to-top").count, 1)
    XCTAssertEqual(d.events(named: "scroll-to-top").first?["via"], .string("click"))
    XCTAssertEqual(scene.list.geometry.pointsScrolled.y, 0)
    XCTAssertFalse(scene.button.isShown)
    XCTAssertEqual(d.events(named: "button-hidden").count, 1)
    XCTAssertNil(d.text(containing: BackToTopButton.label), "the pill is gone once its fade ends")
    XCTAssertTrue(scene.list.host.view.position.edge == .top)
  }

  func testPressingTScrollsToTheTop() {
    let (scene, d) = makeDriver()
    d.drag(dy: -900, duration: 0.12)
    XCTAssertTrue(d.settle())
    XCTAssertGreaterThan(scene.list.geometry.pointsScrolled.y, 240)
    d.key("t")
    XCTAssertTrue(d.settle())
    XCTAssertEqual(scene.list.geometry.pointsScrolled.y, 0)
    XCTAssertEqual(d.events(named: "scroll-to-top").first?["via"], .string("key"))
    XCTAssertEqual(
      d.events.filter { $0.name.hasPrefix("button-") }.map(\.name),
      ["button-shown", "button-hidden"])
  }

  func testAPressOnTheButtonDuringAFlingGoesToTheButton() {
    let (scene, d) = makeDriver()
    d.wheel(ticks: 6)
    XCTAssertTrue(d.settle())
    d.drag(dy: -600, duration: 0.1)
    XCTAssertTrue(d.run(until: { scene.list.host.view.phase == .decelerating }, timeout: 1))
    d.click(at: buttonCenter(d))
    XCTAssertTrue(d.settle())
    XCTAssertEqual(d.events(named: "scroll-to-top").count, 1)
    XCTAssertEqual(scene.list.geometry.pointsScrolled.y, 0)
  }

  func testAClickBesideTheButtonDoesNothing() {
    let (scene, d) = makeDriver()
    d.wheel(ticks: 6)
    XCTAssertTrue(d.settle())
    let scrolled = scene.list.geometry.pointsScrolled.y
    let f = BackToTopButton.frame(in: d.frame, measurer: ApproximateTextMeasurer())
    d.click(at: Point(x: f.minX - 40, y: f.midY))
    XCTAssertTrue(d.settle())
    XCTAssertTrue(d.events(named: "scroll-to-top").isEmpty)
    XCTAssertEqual(scene.list.geometry.pointsScrolled.y, scrolled)
  }

  func testAMillionArticlesLayOutOnlyTheVisibleOnes() {
    let (scene, d) = makeDriver(items: 1_000_000)
    XCTAssertEqual(scene.list.host.stack.count, 1_000_000)
    d.key(.end)
    XCTAssertTrue(d.settle(timeout: 10))
    XCTAssertLessThan(scene.stats.itemsLaidOut, 30)
    let g = scene.list.geometry
    XCTAssertEqual(g.contentOffset.y, g.maxOffset(.vertical), accuracy: 0.5)
    XCTAssertNotNil(d.text(containing: "#999999"), "the last article is drawn")
    XCTAssertTrue(scene.button.isShown)
    XCTAssertLessThan(d.list.count, 400, "only visible cards are drawn")
    XCTAssertFalse(scene.needsFrame(at: d.time + 2), "the scene sleeps at rest")
  }

  func testTheSceneSleepsWhenNothingMoves() {
    let (scene, d) = makeDriver()
    d.run(1)
    XCTAssertFalse(scene.needsFrame(at: d.time))
    d.wheel(ticks: 1)
    d.step()
    XCTAssertTrue(scene.needsFrame(at: d.time))
    XCTAssertTrue(d.settle())
  }
}

final class FeedResizeTests: XCTestCase {
  func testANarrowerWindowRewrapsTheCardsAndKeepsTheTopCardStill() throws {
    let scene = FeedScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: SceneCatalog.entry(named: "feed")!)
    let d = SceneDriver(scene)
    d.wheel(ticks: 10, interval: 0.05)
    XCTAssertTrue(d.settle())
    let anchorID = try XCTUnwrap(scene.list.host.stack.anchor?.id)
    let top = try XCTUnwrap(scene.list.host.stack.visibleItems.first { $0.id == anchorID })
    let before = scene.list.host.windowRect(top.frame)
    let wideLines = scene.list.cardLayout(top.id)?.summaryLines.count ?? 0
    let narrow = Rect(x: 0, y: 44, width: 420, height: 632)
    scene.setFrame(narrow, at: d.time)
    d.step()
    let item = try XCTUnwrap(scene.list.host.stack.visibleItems.first { $0.id == top.id })
    let after = scene.list.host.windowRect(item.frame)
    XCTAssertEqual(after.minY, before.minY, accuracy: 0.5, "the card at the top edge stays put")
    XCTAssertGreaterThan(after.height, before.height, "narrower text wraps to more lines")
    XCTAssertGreaterThanOrEqual(scene.list.cardLayout(top.id)?.summaryLines.count ?? 0, wideLines)
    let textRight = narrow.maxX - ArticleCard.margin - ArticleCard.padding
    for t in d.texts where t.font == ArticleCard.summaryFont {
      XCTAssertLessThanOrEqual(t.frame.maxX, textRight + 0.001)
      XCTAssertLessThanOrEqual(
        ApproximateTextMeasurer().size(of: t.string, font: t.font).width, t.frame.width + 0.001,
        t.string)
    }
  }
}
