import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

final class HeaderSceneTests: XCTestCase {
  private func makeDriver() -> (HeaderScene, SceneDriver) {
    let scene = HeaderScene(
      environment: SceneEnvironment(measurer: ApproximateTextMeasurer()),
      entry: SceneCatalog.entry(named: "header")!)
    return (scene, SceneDriver(scene))
  }

  /// The header's background fill: the full-width rect at the top of the scene frame.
  private func headerFill(_ d: SceneDriver) -> Rect? {
    for c in d.list.commands {
      if case .rect(let r, _, _) = c, r.minY == d.frame.minY, r.width == d.frame.width,
        r.height < d.frame.height
      {
        return r
      }
    }
    return nil
  }

  func testAtRestTheHeaderIsExactly168AndTheProbePrintsZero() {
    let (scene, d) = makeDriver()
    d.run(0.2)
    XCTAssertEqual(scene.header.state.height, 168)
    XCTAssertEqual(headerFill(d)?.height, 168)
    XCTAssertEqual(scene.header.state.titleSize, 34)
    XCTAssertNotNil(d.text(containing: "offset 0.0"))
    XCTAssertNil(d.text(containing: "-0.0"))
    XCTAssertEqual(d.text(containing: "Reading List")?.font, Font(size: 34, weight: .bold))
  }

  func testTheContentStartsWithASpacerAsTallAsTheExpandedHeaderPlus12() {
    let (scene, d) = makeDriver()
    d.run(0.1)
    let first = scene.list.host.stack.visibleItems.first
    XCTAssertEqual(first.map { FeedRow(id: $0.id) }, .spacer)
    XCTAssertEqual(first?.frame.height, 180)
    XCTAssertTrue(scene.hud.extra.contains("spacer\t180.0 pt = sample 168.0 + 12 (at rest)"))
    XCTAssertEqual(scene.list.spacerHeight, 180, "the sample plus 12")
    XCTAssertEqual(scene.header.sampler.value, 168)
  }

  func testRubberBandingAtTheTopNeverInflatesTheHeader() {
    let (scene, d) = makeDriver()
    d.drag(dy: 160, duration: 0.3, release: false)
    var sawOverscroll = false
    d.run(
      until: {
        if scene.list.geometry.contentOffset.y < -1 {
          sawOverscroll = true
          XCTAssertEqual(scene.header.state.height, 168)
          XCTAssertEqual(scene.header.state.progress, 0)
          XCTAssertEqual(self.headerFill(d)?.height, 168)
        }
        return scene.list.host.view.phase == .interacting && d.time > 0.4
      }, timeout: 2)
    XCTAssertTrue(sawOverscroll)
    XCTAssertLessThan(scene.list.geometry.contentOffset.y, -1)
    XCTAssertLessThan(scene.header.probedOffset ?? 0, 0)
    d.release(at: Point(x: d.center.x, y: d.center.y + 160))
    XCTAssertTrue(d.settle())
    XCTAssertEqual(scene.list.geometry.pointsScrolled.y, 0)
    XCTAssertEqual(scene.header.state.height, 168)
    XCTAssertTrue(d.events(named: "header-progress").isEmpty)
  }

  func testFullCollapseIsExactly100WithA22PointTitle() {
    let (scene, d) = makeDriver()
    d.wheel(ticks: 3)
    XCTAssertTrue(d.settle())
    XCTAssertGreaterThan(scene.list.geometry.pointsScrolled.y, 68)
    XCTAssertEqual(scene.header.state.progress, 1)
    XCTAssertEqual(scene.header.state.height, 100)
    XCTAssertEqual(headerFill(d)?.height, 100)
    XCTAssertEqual(d.text(containing: "Reading List")?.font, Font(size: 22, weight: .bold))
    XCTAssertNil(d.text(containing: "progress 1.00"), "the subtitle is clipped away")
    let marks = d.events(named: "header-progress").map { $0["mark"] }
    XCTAssertEqual(marks, [.number(0), .number(0.5), .number(1)])
    XCTAssertEqual(d.events(named: "header-collapsed").count, 1)
    XCTAssertEqual(d.events(named: "header-collapsed").first?["height"], .number(100))
  }

  func testHalfProgressHalvesTheSubtitle() {
    let (scene, d) = makeDriver()
    d.run(0.1)
    scene.list.host.controller.scroll(to: Point(x: 0, y: 34), animation: .none, at: d.time)
    d.step()
    let s = scene.header.state
    XCTAssertEqual(s.progress, 0.5)
    XCTAssertEqual(s.height, 134)
    XCTAssertEqual(s.titleSize, 28)
    XCTAssertEqual(s.subtitleOpacity, 0.5)
    XCTAssertEqual(s.subtitleHeight, 19)
    XCTAssertEqual(d.opacity(ofText: "progress 0.50"), 0.5)
    let clips = d.list.commands.compactMap { c -> Rect? in
      if case .pushClip(let r) = c { return r }
      return nil
    }
    XCTAssertTrue(clips.contains { $0.height == 19 }, "subtitle clipped to 19 pt")
    XCTAssertNotNil(d.text(containing: "offset 34.0"))
  }

  func testTheProbeReportsThePointsScrolledEveryFrame() {
    let (scene, d) = makeDriver()
    d.wheel(ticks: 4, interval: 0.05)
    d.drag(dy: -300, duration: 0.15)
    var frames = 0
    d.run(until: {
      frames += 1
      XCTAssertEqual(scene.header.probedOffset, scene.list.geometry.pointsScrolled.y)
      return frames > 90
    })
    d.key("t")
    XCTAssertTrue(d.settle())
    XCTAssertEqual(scene.header.probedOffset, 0)
    XCTAssertEqual(scene.header.offsetCaption, "offset 0.0")
    XCTAssertNotNil(d.text(containing: "offset 0.0"))
  }

  func testScrollingBackExpandsTheHeaderAndReportsTheMarksInReverse() {
    let (scene, d) = makeDriver()
    d.wheel(ticks: 3)
    XCTAssertTrue(d.settle())
    d.key("t")
    XCTAssertTrue(d.settle())
    XCTAssertEqual(scene.header.state.height, 168)
    let marks = d.events(named: "header-progress").map { $0["mark"] }
    XCTAssertEqual(
      marks, [.number(0), .number(0.5), .number(1), .number(1), .number(0.5), .number(0)])
    XCTAssertEqual(d.events(named: "header-expanded").count, 1)
    XCTAssertEqual(d.events(named: "scroll-to-top").count, 1)
  }

  func testCollapsingNeverChangesTheContentExtent() {
    let (scene, d) = makeDriver()
    d.run(0.1)
    let content = scene.list.geometry.contentSize.height
    let spacerSamples = scene.header.sampler.changes
    d.wheel(ticks: 1)
    var frames = 0
    d.run(until: {
      frames += 1
      XCTAssertEqual(scene.list.spacerHeight, 180)
      let p = scene.header.state.progress
      if p > 0 && p < 1 {
        XCTAssertEqual(scene.list.stack0Height, 180, "the spacer keeps its sampled height")
      }
      return frames > 40
    })
    XCTAssertGreaterThan(scene.header.state.progress, 0)
    XCTAssertEqual(scene.header.sampler.changes, spacerSamples)
    XCTAssertGreaterThanOrEqual(scene.list.geometry.contentSize.height, content)
    XCTAssertEqual(scene.stats.relayouts, 0)
  }
}

extension FeedList {
  /// The laid-out height of row 0 (the spacer), read from the stack.
  fileprivate var stack0Height: Double { host.stack.size(at: 0) }
}
