import Foundation
import Gestures
import Scenes
import TestSupport
import XCTest

@testable import SandboxKit

/// One gesture split for the whole app: on recordings of several gestures, `--gestures-out`,
/// the `--trace` gesture tracks (and the `gesture` argument of each input event) and
/// `compare --gesture N` list the same gestures under the same ids: gesture 3 of one is
/// gesture 3 of the others, with the same first input and the same events.
final class GestureAgreementTests: XCTestCase {
  private var scratch: ScratchFolder!

  override func setUpWithError() throws { scratch = try ScratchFolder(prefix: "gesture-agree") }
  override func tearDown() { scratch.remove() }

  /// A gesture as one of the three outputs sees it.
  private struct Seen: Equatable, CustomStringConvertible {
    var id: Int
    /// Its first input, seconds, to the 4 decimals `--gestures-out` writes.
    var start: String
    var events: Int
    var description: String { "#\(id) at \(start) s, \(events) events" }
  }

  private static func fixed(_ t: Double) -> String { String(format: "%.4f", t) }

  private static func path(_ relative: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../\(relative)").standardized.path
  }

  /// The gestures of `--gestures-out` and of the trace (tracks, and the events that name
  /// them) of one headless replay, and those `compare` numbers for `--gesture N`.
  @MainActor
  private func gestures(of recording: String, scene: String) throws -> (
    out: [Seen], tracks: [Int], traced: [Seen], compared: [Seen]
  ) {
    let rec = Self.path(recording)
    let common = ["--scene", scene, "--size", "320x240", "--replay", rec]
    let out = scratch.path + "/g.jsonl"
    let trace = scratch.path + "/t.json"
    XCTAssertEqual(
      SandboxMain.run(
        ["--headless", "--preset", "ios"] + common + ["--gestures-out", out, "--trace", trace]),
      0)
    let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
    let written = try lines.map { line -> Seen in
      let o = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return Seen(
        id: (o["id"] as? NSNumber)?.intValue ?? -1,
        start: Self.fixed((o["start"] as? NSNumber)?.doubleValue ?? .nan),
        events: (o["events"] as? NSNumber)?.intValue ?? -1)
    }

    let data = try Data(contentsOf: URL(fileURLWithPath: trace))
    let check = TraceFlowCheck(data)
    XCTAssertEqual(check.problems, [], recording)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try XCTUnwrap(root["traceEvents"] as? [[String: Any]])
    var tracks: [Int] = []
    for e in events where e["ph"] as? String == "b" && e["cat"] as? String == "gesture" {
      let id = (e["id"] as? NSNumber)?.intValue ?? -1
      XCTAssertEqual(e["name"] as? String, "gesture \(id)", recording)
      tracks.append(id)
    }
    var byGesture: [Int: (first: Double, count: Int)] = [:]
    for args in check.inputArgs.values {
      guard let id = (args["gesture"] as? NSNumber)?.intValue else { continue }
      let t = (args["time"] as? NSNumber)?.doubleValue ?? .nan
      let seen = byGesture[id]
      byGesture[id] = (min(seen?.first ?? t, t), (seen?.count ?? 0) + 1)
    }
    let traced = byGesture.keys.sorted().map {
      Seen(id: $0, start: Self.fixed(byGesture[$0]!.first), events: byGesture[$0]!.count)
    }

    let options = try SandboxOptions.parse(
      ["compare", "--presets", "ios,android"] + common, scenes: SceneCatalog.names)
    guard case .run(let run) = CompareCommand.prepare(options, preset: "ios", reportNotes: false)
    else { throw XCTSkip("compare could not prepare \(recording)") }
    let compared = try XCTUnwrap(CompareCommand.gestures(of: run)).map {
      XCTAssertEqual($0.inputSpan.lowerBound, $0.start)
      return Seen(id: $0.id, start: Self.fixed($0.inputSpan.lowerBound), events: $0.inputs.count)
    }
    return (written, tracks, traced, compared)
  }

  @MainActor
  private func checkAgreement(_ recording: String, scene: String, atLeast: Int) throws {
    let g = try gestures(of: recording, scene: scene)
    XCTAssertGreaterThanOrEqual(g.out.count, atLeast, "\(recording): \(g.out)")
    XCTAssertEqual(g.out.map(\.id), Array(1...max(1, g.out.count)), recording)
    XCTAssertEqual(g.tracks, g.out.map(\.id), "\(recording): the trace's tracks")
    XCTAssertEqual(g.traced, g.out, "\(recording): the trace's events by gesture")
    XCTAssertEqual(g.compared, g.out, "\(recording): compare's gestures")
  }

  @MainActor
  func testTheTouchpadSessionsSwipesAreTheSameGesturesEverywhere() async throws {
    try checkAgreement("assets/sessions/touchpad-swipe.rec", scene: "feed", atLeast: 2)
  }

  @MainActor
  func testTheGoldenWheelRecordingsBurstsAreTheSameGesturesEverywhere() async throws {
    try checkAgreement("Tests/golden/recordings/wheel.rec", scene: "rows", atLeast: 2)
  }

  @MainActor
  func testTheGoldenDragFlingsAreTheSameGesturesEverywhere() async throws {
    try checkAgreement("Tests/golden/recordings/drag-fling.rec", scene: "feed", atLeast: 2)
  }

  @MainActor
  func testTheGoldenTouchpadRecordingsGesturesAreTheSameEverywhere() async throws {
    try checkAgreement("Tests/golden/recordings/touchpad.rec", scene: "feed", atLeast: 2)
  }
}
