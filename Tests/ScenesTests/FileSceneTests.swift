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
    let shown = d.events(named: "row-visible")
    XCTAssertEqual(shown.map { SceneDriver.number($0, "id") }, [0, 4])
    XCTAssertEqual(shown.map { SceneDriver.number($0, "group") }, [0, 0])
    d.wheel(ticks: 6)
    XCTAssertTrue(d.settle())
    let hidden = d.events(named: "row-hidden").compactMap { SceneDriver.number($0, "id") }
    XCTAssertTrue(hidden.contains(0), "\(hidden)")
    XCTAssertTrue(hidden.allSatisfy { Int($0) % 4 == 0 })
  }

  func testAListOfRowsIsWatchedAndFadedUnderItsThreshold() throws {
    // 632 pt tall, rows of 100: row 6 shows 32 pt at the start.
    let (_, d) = try scene(
      """
      [list]
      rows = 100
      row-height = 100
      [[visibility]]
      rows = [1, 3, 6]
      threshold = 0.5
      [[visibility]]
      rows = [2]
      """)
    let shown = d.events(named: "row-visible").map {
      [SceneDriver.number($0, "group"), SceneDriver.number($0, "id")]
    }
    XCTAssertEqual(shown, [[0, 1], [0, 3], [1, 2]])
    XCTAssertEqual(d.opacity(ofText: "Row 0"), 1, "row 0 is not watched")
    XCTAssertEqual(d.opacity(ofText: "Row 1"), 1, "row 1 is past its threshold")
    XCTAssertEqual(d.opacity(ofText: "Row 6"), FileScenes.visibilityFade, "32 % of row 6 shows")
    d.wheel(ticks: 1)
    XCTAssertTrue(d.settle())
    XCTAssertEqual(d.events(named: "row-visible").last.flatMap { SceneDriver.number($0, "id") }, 6)
    XCTAssertEqual(d.opacity(ofText: "Row 6"), 1)
  }

  func testSnapRestsOnARowEdgeAndReportsIt() throws {
    let (scene, d) = try scene(
      "[list]\nrows = 200\nrow-height = 90\n[snap]\nbehavior = \"view-aligned\"\n")
    d.drag(from: Point(x: 400, y: 500), to: Point(x: 400, y: 300), duration: 0.1)
    XCTAssertTrue(d.settle())
    let y = (scene as? FileScene<FileRowsList>)?.list.geometry.contentOffset.y ?? -1
    XCTAssertGreaterThan(y, 0)
    XCTAssertEqual(y.truncatingRemainder(dividingBy: 90), 0, accuracy: 0.01, "rests at \(y)")
    let snapped = try XCTUnwrap(d.events(named: "snapped").last)
    XCTAssertEqual(SceneDriver.number(snapped, "offset") ?? -1, y, accuracy: 0.001)
    XCTAssertEqual(SceneDriver.number(snapped, "id"), (y / 90).rounded())
    XCTAssertEqual(SceneDriver.string(snapped, "variant"), "view-aligned")
    // The arrow key moves by exactly one row, as in the snap scene.
    d.key(.down)
    XCTAssertTrue(d.settle())
    let next = (scene as? FileScene<FileRowsList>)?.list.geometry.contentOffset.y ?? -1
    XCTAssertEqual(next, y + 90, accuracy: 0.01)
  }

  /// A file of `content = "messages"` with `[chat]` is the chat scene made of the same list and
  /// parts: under the same input its events are the chat scene's but for the scene's name.
  func testAChatFileGivesTheChatScenesEvents() throws {
    let (_, file) = try scene(
      """
      [list]
      rows = 30
      content = "messages"
      [chat]
      arrivals = "2...3"
      history-pages = 6
      history-latency = 0.7
      """)
    let environment = SceneEnvironment(measurer: ApproximateTextMeasurer())
    let chat = SceneDriver(
      ChatScene(environment: environment, entry: try XCTUnwrap(SceneCatalog.entry(named: "chat"))))
    for d in [file, chat] {
      d.run(3.5)
      d.wheel(ticks: -5)
      XCTAssertTrue(d.settle())
      d.run(3)
      d.key("l")
      XCTAssertTrue(d.settle())
      d.key(.home)
      d.run(2)
    }
    let names = chat.events.map(\.name)
    for name in ["message-arrived", "latest-shown", "latest-tapped", "history-prepended"] {
      XCTAssertTrue(names.contains(name), "the script reaches \(name): \(names)")
    }
    let renamed = file.events.map { event -> SceneEvent in
      var e = event
      e.scene = "chat"
      return e
    }
    XCTAssertEqual(renamed, chat.events)
  }

  func testABigChatIsRefusedWithItsBound() {
    XCTAssertThrowsError(
      try SceneFile.parse(
        """
        format = "scroll-sandbox-scene"
        version = 1
        name = "big"
        [list]
        rows = 1e6
        content = "messages"
        row-height = 50
        [chat]
        """)
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "line 5: field 'list.rows': 1000000 is out of range 0...500 for content = \"messages\" "
          + "(a chat keeps at most 500 in memory)")
    }
  }

  func testAChatRefusesTheKeysOfRowsAndArticles() {
    let head = "format = \"scroll-sandbox-scene\"\nversion = 1\nname = \"c\"\n[list]\nrows = 30\n"
    let cases = [
      (
        "row-height = 50",
        "line 6: field 'list.row-height': applies to content = \"rows\" "
          + "(messages are sized by their text)"
      ),
      (
        "spacing = 4",
        "line 6: field 'list.spacing': applies to content = \"rows\" or "
          + "\"articles\" (a chat's messages have the chat's spacing and its history row at the top)"
      ),
    ]
    for (line, message) in cases {
      XCTAssertThrowsError(
        try SceneFile.parse(head + line + "\ncontent = \"messages\"\n[chat]\n"), line
      ) { error in
        XCTAssertEqual("\(error)", message)
      }
    }
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
