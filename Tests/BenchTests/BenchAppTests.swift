import Foundation
import Recording
import ScrollCore
import XCTest

@testable import Bench
@testable import SandboxKit

/// The pieces of the app and scale sections that run without a window: sizes on the command
/// line, the generated replay, and reading what the app reports.
final class BenchAppTests: XCTestCase {
  func testSizesTakeSuffixesAndExponents() throws {
    let o = try BenchOptions.parse(["--sizes", "1k,2M,100M,1e9,5000"])
    XCTAssertEqual(o.sizes, [1000, 2_000_000, 100_000_000, 1_000_000_000, 5000])
    XCTAssertNil(try BenchOptions.parse([]).sizes)
    for bad in ["", "0", "2e9", "1.5", "x", "1T", "-3"] {
      XCTAssertThrowsError(try BenchOptions.parse(["--sizes", bad]), bad) { error in
        XCTAssertTrue("\(error)".contains("--sizes"), "\(error)")
      }
    }
    XCTAssertEqual(BenchSize(1_000_000_000).label, "1e9")
    XCTAssertEqual(BenchSize(100_000_000).label, "100M")
  }

  /// Tests/tools/bench-swipe.sh (what bench-pair.sh and frame-instructions.sh play) writes
  /// the benchmark's own swipe, line for line but for comments.
  func testTheToolsSwipeIsTheBenchmarksSwipe() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    for frames in [50, 660] {
      let process = Process()
      process.executableURL = root.appendingPathComponent("Tests/tools/bench-swipe.sh")
      process.arguments = ["\(frames)"]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0)
      let lines = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("#") } }
      let script = lines(String(decoding: output, as: UTF8.self))
      let bench = lines(BenchAppRun.replay(frames: frames, endFirst: false).text)
      XCTAssertEqual(script.count, frames + 2)
      XCTAssertEqual(script, bench, "\(frames) frames")
    }
  }

  func testTheReplayIsATouchpadSwipeOf20PointsPerFrame() throws {
    let (text, end) = BenchAppRun.replay(frames: 100, endFirst: false)
    let events = try RecordingFormat.parse(text)
    let wheels = events.compactMap { e -> (Double, Double)? in
      if case .wheel(_, let dy, _, _) = e.kind { return (e.time, dy) }
      return nil
    }
    XCTAssertEqual(wheels.count, 100)
    XCTAssertEqual(wheels[0].1 * 40, -20, accuracy: 1e-9, "40 pt per touchpad unit")
    XCTAssertEqual(wheels[1].0 - wheels[0].0, 1.0 / 60, accuracy: 1e-4)
    XCTAssertLessThan(abs(wheels[99].1), abs(wheels[0].1) / 10, "the swipe slows at the end")
    XCTAssertEqual(end, wheels[99].0 + 1.0 / 60, accuracy: 1e-3)
    let back = try RecordingFormat.parse(BenchAppRun.replay(frames: 10, endFirst: true).text)
    XCTAssertTrue(
      back.contains { if case .keyDown(.end, _, _) = $0.kind { return true } else { return false } }
    )
  }

  func testReadsTheWorkColumnAndTheMarks() {
    let csv = "frame,start_ms,work_ms,x\n0,1.0,2.5,9\n1,2.0,0.125,9\n"
    XCTAssertEqual(BenchAppRun.workColumn(csv), [2.5, 0.125])
    XCTAssertEqual(BenchAppRun.workColumn("a,b\n1,2\n"), [])
    // The swipe is the longest run of frames between pauses of 150 ms or more.
    var rows = ["frame,start_ms,work_ms", "0,10,5.0"]
    for i in 0..<4 { rows.append("\(1 + i),\(400 + 16 * i),2.0") }  // an End animation
    for i in 0..<6 { rows.append("\(5 + i),\(2000 + 16 * i),0.5") }  // the swipe
    rows.append("11,3000,1.0")
    XCTAssertEqual(
      BenchAppRun.swipeFrames(rows.joined(separator: "\n")), Array(repeating: 0.5, count: 6))
    let err = """
      scroll-sandbox: something else
      scroll-sandbox: cpu frames 30-630 thread 1200000 process 1500000
      scroll-sandbox: peak rss 51234 kB
      """
    let cpu = RunMarks.parseCPU(err)
    XCTAssertEqual(cpu?.frames, 600)
    XCTAssertEqual(cpu?.thread, 1_200_000)
    XCTAssertEqual(cpu?.process, 1_500_000)
    XCTAssertEqual(RunMarks.parsePeakRSS(err), 51234)
    XCTAssertNil(RunMarks.parseCPU("nothing"))
    XCTAssertNil(RunMarks.parsePeakRSS("nothing"))
  }

  func testMarksStayOffWithoutTheVariable() {
    let off = RunMarks(environment: [RunMarks.cpuFramesVariable: "1,2"])
    XCTAssertNil(off.window, "without the first-present variable nothing is measured")
    let on = RunMarks(environment: [
      FirstPresentMarker.variable: "1", RunMarks.cpuFramesVariable: "30,630",
    ])
    XCTAssertEqual(on.window?.from, 30)
    XCTAssertEqual(on.window?.to, 630)
    let backwards = RunMarks(environment: [
      FirstPresentMarker.variable: "1", RunMarks.cpuFramesVariable: "5,3",
    ])
    XCTAssertNil(backwards.window, "a window that ends before it starts is ignored")
  }

  func testEachFramesCPUIsMeasuredOnlyWhenAskedFor() {
    let window = [FirstPresentMarker.variable: "1", RunMarks.cpuFramesVariable: "2,5"]
    var plain = RunMarks(environment: window)
    var perFrame = RunMarks(
      environment: window.merging([RunMarks.frameCPUVariable: "1"]) { $1 })
    for _ in 0..<6 {
      plain.presented()
      perFrame.presented()
    }
    XCTAssertEqual(plain.frameCPU, [], "no clock read a frame unless asked")
    XCTAssertEqual(perFrame.frameCPU.count, 3, "presents 3, 4 and 5 each end a frame")
  }

  func testTheStartUpSplitIsEachStepSinceTheOneBeforeWithMediansPerStep() {
    let split = BenchAppRun.startupSplit(
      [("main", 1_030_500_000), ("sdl", 1_055_700_000), ("frame", 1_075_500_000)],
      spawn: 1_000_000_000, firstPresent: 1_077_000_000)
    XCTAssertEqual(split.map(\.name), ["main", "sdl", "frame", "present"])
    XCTAssertEqual(split.map(\.nanos), [30_500_000, 25_200_000, 19_800_000, 1_500_000])
    XCTAssertTrue(BenchAppRun.startupSplit([], spawn: 0, firstPresent: 5).isEmpty)
    let slower = split.map { ($0.name, $0.nanos * 2) }
    let faster = split.map { ($0.name, $0.nanos / 2) }
    XCTAssertEqual(
      BenchApp.medianSplit([slower, split, faster]), "main 30.5, sdl 25.2, frame 19.8, present 1.50"
    )
    XCTAssertNil(BenchApp.medianSplit([split, Array(split.dropLast())]))
  }
}
