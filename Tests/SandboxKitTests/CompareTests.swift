import Drawing
import ScrollCore
import XCTest

@testable import SandboxKit

/// `scroll-sandbox compare`'s pieces: the input dropped after a gesture, the per-preset
/// numbers, the CSV and the command line (its gestures: `GestureAgreementTests`).
final class CompareTests: XCTestCase {
  let scenes = ["showcase", "feed"]

  func testScrollInputExcludesHoverResizeAndDevices() {
    func e(_ kind: InputEventKind) -> InputEvent { InputEvent(time: 0, kind: kind) }
    XCTAssertTrue(
      GestureWindowSource.isScrollInput(
        e(.wheel(dx: 0, dy: 1, pointer: Point(x: 0, y: 0), modifiers: [])))
    )
    XCTAssertTrue(
      GestureWindowSource.isScrollInput(e(.pointerMove(Point(x: 0, y: 0), leftHeld: true))))
    XCTAssertFalse(
      GestureWindowSource.isScrollInput(e(.pointerMove(Point(x: 0, y: 0), leftHeld: false))))
    XCTAssertFalse(GestureWindowSource.isScrollInput(e(.resize(Size(width: 10, height: 10)))))
    XCTAssertFalse(GestureWindowSource.isScrollInput(e(.setting(name: "physics.rate", value: 1))))
    // A key's release ends the repeats of a key gesture: it is not dropped after it.
    XCTAssertFalse(GestureWindowSource.isScrollInput(e(.keyUp(.down, modifiers: []))))
  }

  private func frame(
    _ t: Double, _ y: Double, v: Double = 0, over: Double = 0, phase: SCScrollPhase = .idle
  ) -> TrajectoryRecorder.Frame {
    TrajectoryRecorder.Frame(
      time: t, offset: Point(x: 0, y: y), velocity: Point(x: 0, y: v),
      overscroll: Point(x: 0, y: over), phase: phase)
  }

  func testPerPresetNumbers() {
    let a = CompareCurves.Curve(
      preset: "ios",
      frames: [
        frame(0, 0), frame(1, 50, v: 100, phase: .interacting),
        frame(2, 120, v: 40, over: 12, phase: .decelerating), frame(3, 100),
      ])
    let b = CompareCurves.Curve(
      preset: "android",
      frames: [frame(0, 0), frame(1, 50, v: 100, phase: .interacting), frame(2, 70)])
    let c = CompareCurves(curves: [a, b], lastInput: 1)
    XCTAssertEqual(c.axis, .vertical)
    XCTAssertEqual(c.rest(a), 100)
    XCTAssertEqual(c.rest(b), 70)
    XCTAssertEqual(c.settle(a), 2)
    XCTAssertEqual(c.settle(b), 1)
    XCTAssertEqual(c.peakOverscroll(a), 12)
    XCTAssertEqual(c.peakOverscroll(b), 0)
    // android rests at 70 from t=2: 50 below ios there, 30 below at t=3.
    XCTAssertEqual(c.largestDifference(b).points, 50)
    XCTAssertEqual(c.largestDifference(b).time, 2)
    XCTAssertEqual(
      c.csv,
      "t,ios.offset,ios.velocity,android.offset,android.velocity\n"
        + "0.0000,0.000,0.00,0.000,0.00\n1.0000,50.000,100.00,50.000,100.00\n"
        + "2.0000,120.000,40.00,70.000,0.00\n3.0000,100.000,0.00,70.000,0.00\n")
    let table = c.table(title: "compare: x")
    XCTAssertTrue(table.contains("android"), table)
    XCTAssertTrue(table.contains("50.0 at 2.00 s"), table)
  }

  func testCurveEndsAtItsFirstRestAfterTheLastInput() {
    let curve = CompareCurves.Curve(
      preset: "ios",
      frames: [
        frame(0, 0), frame(1, 5, phase: .interacting), frame(2, 9), frame(3, 9), frame(4, 9),
      ])
    XCTAssertEqual(curve.endingAtRest(after: 1).frames.map(\.time), [0, 1, 2])
    XCTAssertEqual(curve.endingAtRest(after: 10).frames.count, 5)
  }

  func testHorizontalAxisWhenTheContentMovedSideways() {
    let f = TrajectoryRecorder.Frame(
      time: 0, offset: Point(x: 300, y: 2), velocity: .zero, overscroll: .zero, phase: .idle)
    let c = CompareCurves(curves: [.init(preset: "ios", frames: [f])], lastInput: 0)
    XCTAssertEqual(c.axis, .horizontal)
    XCTAssertEqual(c.rest(c.curves[0]), 300)
  }

  func testCommandLine() throws {
    let o = try SandboxOptions.parse(
      [
        "compare", "--replay", "r.rec", "--presets", "ios,flutter,gtk", "--gesture", "2", "--csv",
        "c.csv", "--plot=p.png",
      ], scenes: scenes)
    XCTAssertTrue(o.compare && o.headless)
    XCTAssertEqual(o.presets, ["ios", "flutter", "gtk"])
    XCTAssertEqual(o.gesture, 2)
    XCTAssertEqual(o.compareCSV, "c.csv")
    XCTAssertEqual(o.comparePlot, "p.png")
    func refused(_ args: [String], _ fragment: String, line: UInt = #line) {
      XCTAssertThrowsError(try SandboxOptions.parse(args, scenes: scenes), line: line) {
        XCTAssertTrue("\($0)".contains(fragment), "\($0)", line: line)
      }
    }
    refused(
      ["compare", "--replay", "r", "--presets", "ios,nope"],
      "unknown preset 'nope' (valid: \(ScrollPhysics.presetNames.joined(separator: ", ")))")
    refused(["compare", "--replay", "r", "--presets", "ios"], "expected 2 to 4 presets")
    refused(
      ["compare", "--replay", "r", "--presets", "ios,gtk,android,flutter,none"],
      "expected 2 to 4 presets")
    refused(["compare", "--replay", "r", "--presets", "ios,ios"], "'ios' is named twice")
    refused(["compare", "--presets", "ios,gtk"], "compare needs --replay")
    refused(["compare", "--replay", "r"], "compare needs --presets")
    refused(["compare", "--replay", "r", "--presets", "ios,gtk", "--gesture", "0"], "out of range")
    refused(
      ["compare", "--replay", "r", "--presets", "ios,gtk", "--events-out", "e"],
      "--events-out is for a single replay")
    refused(
      ["--replay", "r", "--presets", "ios,gtk"], "--presets belongs to 'scroll-sandbox compare")
    refused(["--replay", "r", "--tolerance", "1"], "--tolerance needs --expect-trajectory")
  }

  func testOutputsClashingWithTheRecordingAreRefused() throws {
    let o = try SandboxOptions.parse(
      ["compare", "--replay", "r.rec", "--presets", "ios,gtk", "--csv", "r.rec"], scenes: scenes)
    XCTAssertThrowsError(try PathConflicts.check(o)) {
      XCTAssertTrue(
        "\($0)".contains("--csv 'r.rec' is the same file as the input --replay"), "\($0)")
    }
  }

  func testPlotLabelsItsAxesWithUnitsAndGivesEachPresetAColourAndALegendEntry() {
    let a = CompareCurves.Curve(
      preset: "ios", frames: [frame(0, 0), frame(1, 80, v: 50, phase: .interacting), frame(2, 90)])
    let b = CompareCurves.Curve(preset: "gtk", frames: [frame(0, 0), frame(1, 40), frame(2, 40)])
    let list = ComparePlot.displayList(CompareCurves(curves: [a, b], lastInput: 1), title: "t")
    var texts: [String] = []
    var lineColors: [Color: Int] = [:]
    for command in list.commands {
      switch command {
      case .text(let s, _, _, _, _): texts.append(s)
      case .line(_, _, let color, _, _): lineColors[color, default: 0] += 1
      default: break
      }
    }
    for label in ["time (s)", "offset (pt)", "velocity (pt/s)", "ios", "gtk"] {
      XCTAssertTrue(texts.contains(label), "\(label) missing from \(texts)")
    }
    // Each preset: a segment a frame in both panels plus its legend swatch.
    XCTAssertEqual(lineColors[ComparePlot.colors[0]], 2 * 2 + 1)
    XCTAssertEqual(lineColors[ComparePlot.colors[1]], 2 * 2 + 1)
    XCTAssertEqual(ComparePlot.ticks(0, 10), [0, 2, 4, 6, 8, 10])
    XCTAssertEqual(ComparePlot.ticks(-0.5, 0.5, count: 4), [-0.5, 0, 0.5])
  }
}
