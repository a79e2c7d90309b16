import Foundation
import XCTest

@testable import SandboxKit
@testable import ScrollCore

/// A window recording's `frame` marks: the playback hands out each recorded frame with its
/// time; files without marks play on the frame clock as before.
final class FramedReplayTests: XCTestCase {
  private var dir = ""

  override func setUpWithError() throws {
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("framed-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

  private func playback(_ text: String) throws -> (ReplayFile, ReplayPlayback) {
    let path = dir + "/r.rec"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let file = try ReplayFile.open(path).get()
    return (file, ReplayPlayback(file: file))
  }

  func testRecordedFramesComeWithTheirTimesAndEvents() throws {
    let (file, p) = try playback(
      """
      scroll-sandbox-input v2
      0.0031 frame
      0.0102 wheel dx=0 dy=-1 x=5 y=5
      0.0121 key end
      0.0213 frame
      0.0377 frame
      0.04 key home
      """)
    var playback = p
    XCTAssertEqual(file.eventCount, 3)
    XCTAssertEqual(file.frameCount, 3)
    XCTAssertTrue(playback.isFramed)
    var frame = playback.takeFrame()
    XCTAssertEqual(frame.time, 0.0031)
    XCTAssertTrue(frame.events.isEmpty && frame.complete)
    frame = playback.takeFrame()
    XCTAssertEqual(frame.time, 0.0213)
    XCTAssertEqual(frame.events.map(\.time), [0.0102, 0.0121])
    frame = playback.takeFrame()
    XCTAssertEqual(frame.time, 0.0377)
    XCTAssertTrue(frame.events.isEmpty)
    XCTAssertFalse(playback.hasFramesLeft)
    // After the last mark: the frame clock, as for any file.
    XCTAssertEqual(playback.take(through: 0.05).map(\.time), [0.04])
    XCTAssertEqual(playback.remaining, 0)
  }

  func testAFrameWithMoreEventsThanTheLimitIsSplit() throws {
    var text = "scroll-sandbox-input v2\n"
    for i in 0..<5 { text += "0.01\(i) key end\n" }
    text += "0.02 frame\n"
    var (_, playback) = try playback(text)
    let first = playback.takeFrame(limit: 3)
    XCTAssertEqual(first.events.count, 3)
    XCTAssertFalse(first.complete)
    XCTAssertEqual(first.time, 0.012)
    let rest = playback.takeFrame(limit: 3)
    XCTAssertEqual(rest.events.count, 2)
    XCTAssertTrue(rest.complete)
    XCTAssertEqual(rest.time, 0.02)
  }

  func testFilesWithoutMarksAndMarksReplayedOnTheClockSkipThem() throws {
    var (file, playback) = try playback(
      "scroll-sandbox-input v2\n0.01 key end\n0.02 frame\n0.03 key home\n")
    XCTAssertEqual(file.count(after: 0.015), 1)
    XCTAssertEqual(
      playback.take(through: 1).map(\.kind),
      [
        .keyDown(.end, modifiers: [], isRepeat: false),
        .keyDown(.home, modifiers: [], isRepeat: false),
      ])
    let (plain, unframed) = try self.playback("scroll-sandbox-input v1\n0.01 key end\n")
    XCTAssertEqual(plain.frameCount, 0)
    XCTAssertFalse(unframed.isFramed)
  }
}
