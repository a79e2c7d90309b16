import Drawing
import ScrollCore
import TestSupport
import XCTest

@testable import Scenes

/// Scenes built from scene files (issue 29, item 2): numbers none of the built-in scenes
/// uses show live; observers fire on flips only; visibility groups and rows behave as the
/// file says. (That the files of assets/scenes give the built-in scenes' events is
/// Tests/e2e/scene-files.sh.)
final class FileSceneTests: XCTestCase {
  private func scene(_ body: String) throws -> (any Scene, SceneDriver) {
    let file = try SceneFile.parse(
      "format = \"scroll-sandbox-scene\"\nversion = 1\nname = \"mine\"\n" + body)
    let entry = FileScenes.entry(for: file, path: "test")
    let scene = FileScenes.build(entry, SceneEnvironment(measurer: ApproximateTextMeasurer()))
    return (scene, SceneDriver(scene))
  }

  func testTheFilesNumbersShowLive() throws {
    let (scene, d) = try scene(
      """
      [list]
      rows = 300
      row-height = 57
      title = "Line {i} of 300"
      [header]
      expanded = 211
      collapsed = 77
      title = "Mine"
      [top-button]
      threshold = 377
      [[observer]]
      name = "past-123"
      when = "offset > 123"
      """)
    XCTAssertEqual(scene.name, "mine")
    XCTAssertEqual(scene.title, "mine")
    XCTAssertNotNil(d.text(containing: "Line 0 of 300"))
    XCTAssertEqual(
      scene.hud.extra.first { $0.hasPrefix("header") }, "header\t211.0 pt  (progress 0.00)")
    var shownAt: Double?
    for _ in 0..<40 where shownAt == nil {
      d.wheel(ticks: 1)
      XCTAssertTrue(d.settle())
      if d.events(named: "button-shown").first != nil {
        shownAt = SceneDriver.number(d.events(named: "button-shown").first, "scrolled")
      }
    }
    let scrolled = try XCTUnwrap(shownAt)
    XCTAssertGreaterThan(scrolled, 377)
    let flips = d.events(named: "observer")
    XCTAssertEqual(flips.count, 1, "one flip on the way down")
    XCTAssertEqual(SceneDriver.string(flips.first, "observer"), "past-123")
    XCTAssertEqual(SceneDriver.flag(flips.first, "value"), true)
    XCTAssertGreaterThan(SceneDriver.number(flips.first, "offset") ?? 0, 123)
    XCTAssertEqual(d.events(named: "header-collapsed").first?["height"], .number(77))
    XCTAssertTrue(scene.hud.extra.contains("past-123\ttrue · 1 flips"), "\(scene.hud.extra)")
  }

  func testObserversFireOnlyOnFlips() throws {
    let (_, d) = try scene(
      "[list]\nrows = 500\n[[observer]]\nname = \"far\"\nwhen = \"scrolled >= 100\"\n")
    d.wheel(ticks: 6)
    XCTAssertTrue(d.settle())
    d.wheel(ticks: 6)
    XCTAssertTrue(d.settle())
    XCTAssertEqual(d.events(named: "observer").map { SceneDriver.flag($0, "value") }, [true])
    d.key(.home)
    XCTAssertTrue(d.settle())
    XCTAssertEqual(
      d.events(named: "observer").map { SceneDriver.flag($0, "value") }, [true, false])
  }

  func testDrawnHeightsComeFromTheSeedAndStayInTheirRange() throws {
    let (scene, d) = try scene("[list]\nrows = 1e9\nrow-height = \"60...140\"\nseed = 9\n")
    XCTAssertTrue(d.text(containing: "Row 0") != nil)
    let list = try XCTUnwrap((scene as? FileScene<FileRowsList>)?.list)
    let heights = (0..<200).map { list.height(of: $0) }
    XCTAssertTrue(heights.allSatisfy { (60...140).contains($0) })
    XCTAssertGreaterThan(Set(heights).count, 150, "heights vary")
    XCTAssertEqual(heights, (0..<200).map { list.height(of: $0) }, "the same each time")
    XCTAssertEqual(list.host.stack.count, 1_000_000_000)
  }

  func testVisibilityGroupsReportRowsCrossingTheirThreshold() throws {
    let (_, d) = try scene(
      "[list]\nrows = 100\nrow-height = 100\n[[visibility]]\nrows = \"every 4\"\nthreshold = 0.5\n")
    XCTAssertEqual(
      d.events(named: "row-visible").map { SceneDriver.number($0, "row") }, [0, 4])
    d.wheel(ticks: 6)
    XCTAssertTrue(d.settle())
    let hidden = d.events(named: "row-hidden").compactMap { SceneDriver.number($0, "row") }
    XCTAssertTrue(hidden.contains(0), "\(hidden)")
    XCTAssertTrue(hidden.allSatisfy { Int($0) % 4 == 0 })
  }

  func testSnapRestsOnARowEdge() throws {
    let (scene, d) = try scene(
      "[list]\nrows = 200\nrow-height = 90\n[snap]\nbehavior = \"view-aligned\"\n")
    d.drag(from: Point(x: 400, y: 500), to: Point(x: 400, y: 300), duration: 0.1)
    XCTAssertTrue(d.settle())
    let y = (scene as? FileScene<FileRowsList>)?.list.geometry.contentOffset.y ?? -1
    XCTAssertGreaterThan(y, 0)
    XCTAssertEqual(y.truncatingRemainder(dividingBy: 90), 0, accuracy: 0.01, "rests at \(y)")
  }

  func testAChatFollowsTheBottomAndPrependsHistoryWithoutAJump() throws {
    let (scene, d) = try scene(
      """
      [list]
      rows = 30
      content = "messages"
      row-height = "50...90"
      [chat]
      arrivals = 1.5
      history-pages = 2
      history-latency = 0.4
      """)
    let list = { (scene as? FileScene<FileRowsList>)!.list }
    let atBottom = { list().geometry.contentOffset.y >= list().host.view.maxOffset(.vertical) - 1 }
    XCTAssertTrue(atBottom(), "it starts at the bottom")
    d.run(1.6)
    XCTAssertTrue(d.settle())
    XCTAssertEqual(
      d.events(named: "message-arrived").map { SceneDriver.flag($0, "followed") }, [true])
    XCTAssertTrue(atBottom(), "the view followed the new message")
    // Scrolled away, the next message does not move the view.
    d.wheel(ticks: -4)
    XCTAssertTrue(d.settle())
    let away = list().geometry.contentOffset.y
    d.run(1.6)
    XCTAssertEqual(
      d.events(named: "message-arrived").last.flatMap { SceneDriver.flag($0, "followed") }, false)
    XCTAssertEqual(list().geometry.contentOffset.y, away, accuracy: 0.5)
    // Near the top, an older page is asked for and prepended keeping the messages still.
    for _ in 0..<30 where d.events(named: "history-requested").isEmpty {
      d.wheel(ticks: -6)
      XCTAssertTrue(d.settle())
    }
    d.run(0.5)
    let prepended = try XCTUnwrap(d.events(named: "history-prepended").first)
    XCTAssertEqual(SceneDriver.number(prepended, "count"), 20)
    XCTAssertEqual(SceneDriver.number(prepended, "jump") ?? 1, 0, accuracy: 0.5)
    XCTAssertEqual(list().firstID, 20, "the first page of history took ids 20...39")
    XCTAssertEqual(list().host.stack.index(ofID: 39), 19)
  }

  func testFailEveryFailsTheFirstTryOfEveryNthPage() throws {
    let (_, d) = try scene(
      """
      [list]
      rows = "infinite"
      content = "articles"
      [pagination]
      page-size = 2
      latency = 0.1
      fail-every = 2
      pages = 6
      """)
    _ = d.run(until: { !d.events(named: "page-failed").isEmpty })
    let failed = d.events(named: "page-failed")
    XCTAssertEqual(failed.map { SceneDriver.number($0, "page") }, [2])
    d.key("r")
    _ = d.run(until: { d.events(named: "page-loaded").count >= 2 })
    XCTAssertEqual(d.events(named: "page-loaded").map { SceneDriver.number($0, "page") }, [1, 2])
  }

  func testTheStarterFileOpens() throws {
    let file = try SceneFile.parse(SceneFileStarter.text)
    XCTAssertEqual(file.name, "my-feed")
    XCTAssertNotNil(file.header)
    XCTAssertEqual(file.topButton, 240)
    for table in SceneFileSchema.tables {
      XCTAssertTrue(SceneFileStarter.text.contains(table.header), "\(table.header) is written")
      for key in table.keys {
        XCTAssertTrue(SceneFileStarter.text.contains("\(key.name) = "), "\(key.name) is written")
      }
    }
  }
}
