import Foundation
import Recording
import TestSupport
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// Replay files are read as a stream: the same events as a whole-file parse, every line
/// ending, bad lines named, overlong lines refused, bursts spread over frames.
final class ReplayFileTests: XCTestCase {
  private var scratch: ScratchFolder!
  private var dir: String { scratch.path }

  override func setUpWithError() throws { scratch = try ScratchFolder(prefix: "replay") }

  override func tearDown() { scratch.remove() }

  private func write(_ name: String, _ text: String) throws -> String {
    try scratch.write(name, text)
  }

  private func events(_ path: String) throws -> [InputEvent] {
    let file = try ReplayFile.open(path).get()
    var playback = ReplayPlayback(file: file)
    return playback.take(through: .infinity)
  }

  func testStreamingGivesTheEventsOfAWholeFileParseForEveryLineEnding() throws {
    let text =
      "scroll-sandbox-input v1\n# comment\n0.1 wheel dx=0 dy=-1 x=5 y=5\n\n0.2 key end\n0.3 resize w=10 h=20\n"
    let expected = try RecordingFormat.parse(text)
    XCTAssertEqual(expected.count, 3)
    for (name, ending) in [("lf", "\n"), ("crlf", "\r\n"), ("cr", "\r")] {
      let path = try write(name + ".rec", text.replacingOccurrences(of: "\n", with: ending))
      XCTAssertEqual(try events(path), expected, name)
    }
  }

  func testABadLineIsNamedWithItsNumberInTheFile() throws {
    let path = try write(
      "bad.rec", "scroll-sandbox-input v1\r\n\r\n0.1 key end\r\n0.2 wheel dx=abc\r\n")
    XCTAssertThrowsError(try ReplayFile.open(path).get()) { error in
      XCTAssertTrue("\(error)".contains("line 4"), "\(error)")
      XCTAssertTrue("\(error)".contains("bad.rec"), "\(error)")
    }
    let backwards = try write("back.rec", "scroll-sandbox-input v1\n0.5 key end\n0.2 key end\n")
    XCTAssertThrowsError(try ReplayFile.open(backwards).get()) { error in
      XCTAssertTrue("\(error)".contains("line 3"), "\(error)")
    }
    let empty = try write("empty.rec", "")
    XCTAssertThrowsError(try ReplayFile.open(empty).get())
  }

  func testAnOverlongLineIsRefusedWithoutReadingItWhole() throws {
    let huge = String(repeating: "x", count: ReplayLineReader.maxLineBytes + 10)
    let path = try write("long.rec", "scroll-sandbox-input v1\n0.1 wheel dx=" + huge + "\n")
    XCTAssertThrowsError(try ReplayFile.open(path).get()) { error in
      XCTAssertTrue("\(error)".contains("line 2 is longer than"), "\(error)")
    }
  }

  func testABurstAtOneTimestampIsHandedOutAtMostLimitAtATime() throws {
    let path = try write(
      "burst.rec",
      "scroll-sandbox-input v1\n" + String(repeating: "1 key down\n", count: 2500) + "2 key up\n")
    let file = try ReplayFile.open(path).get()
    XCTAssertEqual(file.eventCount, 2501)
    XCTAssertEqual(file.lastTime, 2)
    var playback = ReplayPlayback(file: file)
    XCTAssertEqual(playback.take(through: 1, limit: 1000).count, 1000)
    XCTAssertEqual(playback.take(through: 1, limit: 1000).count, 1000)
    XCTAssertEqual(playback.take(through: 1, limit: 1000).count, 500)
    XCTAssertFalse(playback.isFinished)
    XCTAssertEqual(playback.take(through: 2, limit: 1000).count, 1)
    XCTAssertTrue(playback.isFinished)
    XCTAssertEqual(file.count(after: 1.5), 1)
  }

  func testPlayingFrameByFrameWithReadAheadGivesEveryEventInOrder() throws {
    // Several read-ahead batches, with frame marks and a burst at one time among them.
    var text = "scroll-sandbox-input v2\n"
    for i in 0..<1000 {
      let t = Double(i / 3) * 0.01
      text += i % 7 == 0 ? "\(t) frame\n" : "\(t) wheel dx=0 dy=-\(i % 5 + 1) x=5 y=5\n"
    }
    let expected = try RecordingFormat.parse(text).filter { $0.kind != .frame }
    let file = try ReplayFile.open(try write("long.rec", text)).get()
    var playback = ReplayPlayback(file: file)
    var played: [InputEvent] = []
    var t = 0.0
    while !playback.isFinished {
      played += playback.take(through: t, limit: 4)
      playback.readAhead()
      t += 1.0 / 240
    }
    XCTAssertEqual(played, expected)
    XCTAssertEqual(playback.remaining, 0)
    XCTAssertGreaterThan(expected.count, 3 * ReplayPlayback.readAheadLimit)
  }
}
