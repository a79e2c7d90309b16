import XCTest

@testable import Scenes

/// The scene file reader (issue 29, item 1): the TOML subset's tables and arrays, every key's
/// type and range, and one test per kind of error, each naming the line and the field, the
/// first problem in file order.
final class SceneFileReaderTests: XCTestCase {
  private let head = """
    format = "scroll-sandbox-scene"
    version = 1
    name = "mine"

    """

  private func message(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    -> String
  {
    do {
      _ = try SceneFile.parse(text)
      XCTFail("expected an error for:\n\(text)", file: file, line: line)
      return ""
    } catch { return "\(error)" }
  }

  func testAFullFileReadsEveryKey() throws {
    let file = try SceneFile.parse(
      head + """
        preset = "flutter"
        [list]
        rows = "infinite"   # the pages make the rows
        content = "articles"
        spacing = 12
        padding = 16
        padding-bottom = 30
        heading = "Latest"
        caption = "pages at the spinner"
        seed = 7
        inset-top = 20
        [header]
        expanded = 190
        collapsed = 90
        title = "Reading List"
        subtitle = "Scroll to collapse"
        [top-button]
        threshold = 333
        [pagination]
        page-size = 9
        trigger = "near-bottom"
        threshold = 420
        latency = "0.2...0.9"
        failure-rate = 0.05
        in-flight = 2
        pages = 12
        page-headers = true
        [[visibility]]
        rows = "every 5"
        threshold = 0.4
        [[visibility]]
        rows = [1, 4, 9]
        [[observer]]
        name = "past-header"
        when = "offset > 200"
        [[observer]]
        name = "near-end"
        when = "visible.max-y > content.height - 500"
        [snap]
        behavior = "paging"
        """)
    XCTAssertEqual(file.name, "mine")
    XCTAssertEqual(file.preset, "flutter")
    XCTAssertNil(file.list.rows)
    XCTAssertEqual(file.list.content, .articles)
    XCTAssertEqual(file.list.spacing, 12)
    XCTAssertEqual(file.list.paddingTop, 16)
    XCTAssertEqual(file.list.paddingBottom, 30)
    XCTAssertEqual(file.list.heading, "Latest")
    XCTAssertEqual(file.list.seed, 7)
    XCTAssertEqual(file.list.insetTop, 20)
    XCTAssertEqual(file.header?.expanded, 190)
    XCTAssertEqual(file.header?.collapsed, 90)
    XCTAssertEqual(file.topButton, 333)
    XCTAssertEqual(file.pagination?.pageSize, 9)
    XCTAssertEqual(file.pagination?.firstPage, 9)
    XCTAssertEqual(file.pagination?.sentinel, false)
    XCTAssertEqual(file.pagination?.nearBottom, 420)
    XCTAssertEqual(file.pagination?.latency, .drawn(0.2...0.9))
    XCTAssertEqual(file.pagination?.inFlight, 2)
    XCTAssertEqual(file.pagination?.pages, 12)
    XCTAssertEqual(file.pagination?.pageHeaders, true)
    XCTAssertEqual(file.visibility.count, 2)
    XCTAssertEqual(file.visibility[0].every, 5)
    XCTAssertEqual(file.visibility[1].indices, [1, 4, 9])
    XCTAssertEqual(file.observers.map(\.name), ["past-header", "near-end"])
    XCTAssertEqual(file.observers[1].when.description, "visible.max-y > content.height - 500")
    XCTAssertEqual(file.snap, .paging)
  }

  func testRowsTakeACountUpToABillionAndRangedHeights() throws {
    let file = try SceneFile.parse(
      head + "[list]\nrows = 1e9\nrow-height = \"60...140\"\ntitle = \"Item {i}\"\n")
    XCTAssertEqual(file.list.rows, 1_000_000_000)
    XCTAssertEqual(file.list.rowHeight, .drawn(60...140))
    XCTAssertEqual(file.list.title, "Item {i}")
    XCTAssertEqual(
      try SceneFile.parse(head + "[list]\nrows = 1_000\nrow-height = 50\n").list.rowHeight,
      .fixed(50))
  }

  // MARK: - Every kind of error

  func testAnUnknownTableNamesTheValidOnes() {
    let m = message(head + "[list]\nrows = 5\n[footer]\nheight = 3\n")
    XCTAssertTrue(m.hasPrefix("line 6: field '[footer]': unknown table; valid tables: [list]"), m)
    XCTAssertTrue(m.contains("[[observer]]"), m)
  }

  func testAnUnknownKeyNamesTheValidKeysOfItsTable() {
    let m = message(head + "[list]\nrows = 5\ncolour = \"red\"\n")
    XCTAssertEqual(
      m,
      "line 6: field 'list.colour': unknown key; valid keys in [list]: rows, content, "
        + "row-height, spacing, padding, padding-top, padding-bottom, title, heading, caption, "
        + "seed, axis, inset-top")
    let top = message("scene = \"feed\"\n" + head + "[list]\nrows = 5\n")
    XCTAssertTrue(
      top.hasPrefix("line 1: field 'scene': unknown key; valid keys at the top of the file"),
      top)
  }

  func testATableWrittenAsTheOtherKindIsRefused() {
    let m = message(head + "[list]\nrows = 5\n[observer]\nname = \"a\"\nwhen = \"offset > 1\"\n")
    XCTAssertEqual(
      m, "line 6: field '[observer]': observer is written [[observer]] (one per entry)")
  }

  func testAValueOutOfRangeNamesTheRange() {
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\nspacing = 5000\n"),
      "line 6: field 'list.spacing': 5000 is out of range 0...1000")
    XCTAssertEqual(
      message(head + "[list]\nrows = 2e9\n"),
      "line 5: field 'list.rows': 2000000000 is out of range 0...1000000000")
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\n[header]\nexpanded = nan\n"),
      "line 7: field 'header.expanded': nan is out of range 60...400")
  }

  func testAWrongTypeSaysWhatWasExpected() {
    XCTAssertEqual(
      message(head + "[list]\nrows = \"many\"\n"),
      "line 5: field 'list.rows': expected a whole number in 0...1000000000 or \"infinite\", "
        + "got '\"many\"'")
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\ncontent = \"cards\"\n"),
      "line 6: field 'list.content': expected one of \"rows\", \"articles\", \"messages\", "
        + "got '\"cards\"'")
    XCTAssertEqual(
      message(head + "[list]\nrows = 2.5\n"),
      "line 5: field 'list.rows': expected a whole number in 0...1000000000 or \"infinite\", "
        + "got '2.5'")
    let when = message(
      head + "[list]\nrows = 5\n[[observer]]\nname = \"a\"\nwhen = \"offset >> 2\"\n")
    XCTAssertTrue(
      when.hasPrefix("line 8: field 'observer.when': expected a quoted condition"), when)
  }

  func testAMissingRequiredKeyIsNamedOnItsTablesLine() {
    XCTAssertEqual(
      message(head + "[list]\nspacing = 4\n"),
      "line 4: field 'list.rows': missing in [list] (a whole number in 0...1000000000 or "
        + "\"infinite\")")
    XCTAssertEqual(
      message("format = \"scroll-sandbox-scene\"\nversion = 1\n[list]\nrows = 1\n"),
      "line 1: field 'name': missing (a quoted string of at most 64 characters)")
    let noList = message(head + "\n")
    XCTAssertTrue(noList.contains("field '[list]': missing"), noList)
  }

  func testADuplicateKeyOrTableNamesTheFirstLine() {
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\nrows = 6\n"),
      "line 6: field 'list.rows': given twice (first on line 5)")
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\n[list]\n"),
      "line 6: field '[list]': given twice (first on line 4)")
    XCTAssertEqual(
      message(
        head + "[list]\nrows = 5\n[[observer]]\nname = \"a\"\nwhen = \"offset > 1\"\n"
          + "[[observer]]\nname = \"a\"\nwhen = \"offset > 2\"\n"),
      "line 10: field 'observer.name': 'a' given twice (first on line 7)")
  }

  func testAPartThatNeedsAnotherSaysWhich() {
    XCTAssertEqual(
      message(head + "[list]\nrows = \"infinite\"\ncontent = \"articles\"\n"),
      "line 5: field 'list.rows': \"infinite\" needs a [pagination] table")
    XCTAssertEqual(
      message(head + "[list]\nrows = \"infinite\"\n[pagination]\n"),
      "line 6: field '[pagination]': needs content = \"articles\" in [list]")
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\naxis = \"horizontal\"\n[header]\n"),
      "line 7: field '[header]': needs axis = \"vertical\" in [list]")
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\n[header]\nexpanded = 80\n"),
      "line 7: field 'header.expanded': collapsed (100) must not exceed expanded (80)")
  }

  func testTheFirstProblemInFileOrderIsReported() {
    // A missing key (line 4, found at the end of its table) before a wrong type (line 7) and
    // a table given twice (line 8, which ends the scan).
    XCTAssertEqual(
      message(head + "[list]\nspacing = 1\n[header]\ntitle = 3\n[header]\n"),
      "line 4: field 'list.rows': missing in [list] (a whole number in 0...1000000000 or "
        + "\"infinite\")")
    // A wrong type before a later unknown table.
    XCTAssertEqual(
      message(head + "[list]\nrows = x\n[nope]\n"),
      "line 5: field 'list.rows': expected a whole number in 0...1000000000 or \"infinite\", "
        + "got 'x'")
  }

  func testTheHeaderKeysAreChecked() {
    XCTAssertEqual(
      message("format = \"scroll-sandbox-preset\"\nversion = 1\nname = \"a\"\n[list]\nrows = 1\n"),
      "line 1: field 'format': expected one of \"scroll-sandbox-scene\", got '\"scroll-sandbox-preset\"'"
    )
    XCTAssertEqual(
      message("format = \"scroll-sandbox-scene\"\nversion = 2\nname = \"a\"\n[list]\nrows = 1\n"),
      "line 2: field 'version': '2' is not a version this reader knows (1)")
    XCTAssertEqual(
      message(
        "format = \"scroll-sandbox-scene\"\nversion = 1\nname = \"feed\"\n[list]\nrows = 1\n"),
      "line 3: field 'name': 'feed' is a built-in scene's name; a file scene needs its own")
  }

  func testTheSubsetsBoundsHold() {
    let long = String(repeating: "x", count: TOMLSubset.maxLineBytes + 1)
    let m = message(head + "[list]\nrows = 5\ntitle = \"\(long)\"\n")
    XCTAssertTrue(m.hasPrefix("line 6: field 'title': the line is 4107 bytes long"), m)
    let big = String(repeating: "#\n", count: TOMLSubset.maxFileBytes)
    XCTAssertTrue(message(head + big).contains("more than the 1048576 (1 MiB)"))
    XCTAssertEqual(
      message(head + "[list\nrows = 1\n"),
      "line 4: expected a table header '[name]' or '[[name]]', got '[list'")
  }

  /// `[scroll-state]`: the struct-valued observer's two distances, their defaults, and the
  /// errors the other tables give (an unknown key, a range, a type, a given-twice table, a
  /// horizontal list).
  func testTheScrollStateTableReadsItsDistancesAndNamesItsErrors() throws {
    let given = try SceneFile.parse(
      head + "[list]\nrows = 5\n[scroll-state]\naway-from-top = 120\nnear-bottom = 640\n")
    XCTAssertEqual(given.scrollState, SceneFile.ScrollState(awayFromTop: 120, nearBottom: 640))
    let defaults = try SceneFile.parse(head + "[list]\nrows = 5\n[scroll-state]\n")
    XCTAssertEqual(defaults.scrollState, SceneFile.ScrollState(awayFromTop: 160, nearBottom: 500))
    XCTAssertNil(try SceneFile.parse(head + "[list]\nrows = 5\n").scrollState)
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\n[scroll-state]\nfar = 3\n"),
      "line 7: field 'scroll-state.far': unknown key; valid keys in [scroll-state]: "
        + "away-from-top, near-bottom")
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\n[scroll-state]\nnear-bottom = 9000\n"),
      "line 7: field 'scroll-state.near-bottom': 9000 is out of range 0...5000")
    XCTAssertTrue(
      message(head + "[list]\nrows = 5\n[scroll-state]\naway-from-top = \"far\"\n")
        .hasPrefix("line 7: field 'scroll-state.away-from-top': expected a number"))
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\n[scroll-state]\n[scroll-state]\n"),
      "line 7: field '[scroll-state]': given twice (first on line 6)")
    XCTAssertEqual(
      message(head + "[list]\nrows = 5\naxis = \"horizontal\"\n[scroll-state]\n"),
      "line 7: field '[scroll-state]': needs axis = \"vertical\" in [list]")
  }

  func testPresetFilesStillRefuseTables() {
    XCTAssertThrowsError(
      try PresetFile.parse(
        "format = \"scroll-sandbox-preset\"\nversion = 1\nbase = \"ios\"\n[physics]\n")
    ) {
      XCTAssertEqual("\($0)", "line 4: expected 'key = value', got '[physics]'")
    }
  }
}
