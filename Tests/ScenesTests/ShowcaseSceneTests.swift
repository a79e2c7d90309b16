import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class ShowcaseSceneTests: XCTestCase {
  func testAScriptedSessionShowsAllThreeOverlaysWorking() {
    let scene = ShowcaseScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: SceneCatalog.entry(named: "showcase")!)
    let d = SceneDriver(scene)
    var sawCollapsedTitle = false
    var sawPill = false
    var sawSpinner = false
    func look() {
      if d.text(containing: "Showcase")?.font.size == 22 { sawCollapsedTitle = true }
      if d.text(containing: BackToTopButton.label) != nil { sawPill = true }
      if d.text(containing: "Loading page") != nil { sawSpinner = true }
      if scene.pagination.feed.isFailed { d.key("r") }
    }
    // The fill rule loads the first page on its own (and prefetches the next ones).
    XCTAssertTrue(
      d.run(until: {
        look()
        return scene.pagination.feed.pages.count >= 1
      }))
    XCTAssertEqual(d.events(named: "page-requested").first?["rule"], .string("fill"))
    // A few wheel ticks: the header collapses and the Top pill comes in.
    d.wheel(ticks: 5)
    XCTAssertTrue(d.settle())
    XCTAssertEqual(scene.header.state.height, 100)
    XCTAssertTrue(scene.button.isShown)
    // Scroll on until the spinner row shows and a page it asked for arrives.
    XCTAssertTrue(
      d.run(
        until: {
          look()
          if scene.list.host.view.phase == .idle { d.wheel(ticks: 3, interval: 0.08) }
          return scene.pagination.feed.pages.contains { $0.trigger == .sentinel }
        }, timeout: 30))
    XCTAssertTrue(d.events(named: "page-requested").contains { $0["rule"] == .string("sentinel") })
    XCTAssertTrue(d.settle())
    // Back to the top with the pill.
    let pill = BackToTopButton.frame(in: d.frame, measurer: ApproximateTextMeasurer())
    d.click(at: Point(x: pill.midX, y: pill.midY))
    XCTAssertTrue(
      d.run(until: {
        look()
        return d.isIdle
      }))

    let names = Set(d.events.map(\.name))
    for name in [
      "header-progress", "header-collapsed", "header-expanded", "button-shown", "button-hidden",
      "scroll-to-top", "page-requested", "page-loaded",
    ] {
      XCTAssertTrue(names.contains(name), name)
    }
    XCTAssertTrue(sawCollapsedTitle)
    XCTAssertTrue(sawPill)
    XCTAssertTrue(sawSpinner)
    XCTAssertEqual(scene.list.geometry.pointsScrolled.y, 0)
    XCTAssertEqual(scene.header.state.height, 168)
    XCTAssertFalse(scene.button.isShown)
    XCTAssertEqual(
      d.events(named: "page-loaded").compactMap { $0["page"] },
      (1...scene.pagination.feed.pages.count).map { .number(Double($0)) })
    XCTAssertTrue(d.events.allSatisfy { $0.scene == "showcase" })
  }

  func testTheHeaderNeverChangesTheContentAndPagesAppendBelowIt() {
    let scene = ShowcaseScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: SceneCatalog.entry(named: "showcase")!,
      configuration: PagedFeedConfiguration(
        pageSize: 10, firstPageSize: 10, pageCount: 4, latency: 0.3...0.3, failureRate: 0,
        seed: 1, nearBottomDistance: nil))
    let d = SceneDriver(scene)
    XCTAssertTrue(d.run(until: { scene.pagination.feed.pages.count == 1 }))
    d.step()
    XCTAssertEqual(scene.list.host.stack.visibleItems.first.map { FeedRow(id: $0.id) }, .spacer)
    XCTAssertEqual(scene.list.spacerHeight, 180, "the header's 168 plus 12")
    d.key(.end)
    XCTAssertTrue(d.run(until: { scene.pagination.feed.pages.count == 4 }, timeout: 5))
    XCTAssertEqual(scene.list.spacerHeight, 180, "sampled at rest only")
    XCTAssertEqual(scene.header.state.height, 100)
    XCTAssertEqual(scene.stats.relayouts, 0)
    XCTAssertTrue(d.events(named: "near-bottom").isEmpty, "the showcase pages on visibility only")
  }
}
