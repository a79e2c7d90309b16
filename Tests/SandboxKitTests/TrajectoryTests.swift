import ScrollCore
import XCTest

@testable import SandboxKit

/// The trajectory file of `--save-trajectory` / `--expect-trajectory` and the check.
final class TrajectoryTests: XCTestCase {
  private func trajectory(_ ys: [Double]) -> Trajectory {
    Trajectory(
      samples: ys.enumerated().map {
        .init(frame: $0.offset, time: Double($0.offset) / 60, offset: Point(x: 0, y: $0.element))
      })
  }

  func testTextReadsBackAsWritten() throws {
    let t = trajectory([0, 1.25, 20.5, 40.125])
    let text = t.text
    XCTAssertTrue(text.hasPrefix("scroll-sandbox-trajectory v1\n"), text)
    XCTAssertTrue(
      text.contains("\nframe,t,x,y\n0,0.0000,0.000,0.000\n1,0.0167,0.000,1.250\n"), text)
    let back = try Trajectory.parse(text, name: "t")
    XCTAssertEqual(back.samples.map(\.offset.y), [0, 1.25, 20.5, 40.125])
    XCTAssertEqual(back.samples.map(\.frame), [0, 1, 2, 3])
  }

  func testMalformedFilesNameTheLineAndField() {
    func refused(_ text: String, _ fragment: String, line: UInt = #line) {
      XCTAssertThrowsError(try Trajectory.parse(text, name: "f.traj"), line: line) {
        XCTAssertTrue("\($0)".contains(fragment), "\($0)", line: line)
      }
    }
    let head = "scroll-sandbox-trajectory v1\nframe,t,x,y\n"
    refused("", "f.traj: line 1: expected 'scroll-sandbox-trajectory v1'")
    refused("scroll-sandbox-trajectory v2\n", "line 1: expected 'scroll-sandbox-trajectory v1'")
    refused("scroll-sandbox-trajectory v1\nt,y\n", "line 2: expected the column line")
    refused("scroll-sandbox-trajectory v1\n# only a comment\n", "no column line")
    refused(head + "0,0,0,0\n1,0.1,0,zz\n", "line 4: field 'y': 'zz' is not a finite number")
    refused(head + "0,0,0,nan\n", "line 3: field 'y'")
    refused(head + "0,0,0\n", "line 3: expected 4 fields")
    refused(head + "0,0,0,0\n2,0.1,0,0\n", "line 4: field 'frame': expected frame 1")
    refused(head + "0,1,0,0\n1,0.5,0,0\n", "line 4: field 't'")
  }

  func testCheckPassesWithinTheToleranceAndNamesTheFirstDrift() {
    let expected = trajectory([0, 10, 20, 30, 40])
    let same = TrajectoryCheck(
      actual: trajectory([0, 10.2, 20, 30.4, 40]), expected: expected, tolerance: 0.5)
    XCTAssertTrue(same.passes)
    XCTAssertEqual(same.largest, 0.4, accuracy: 1e-9)
    XCTAssertEqual(same.largestFrame, 3)
    let drift = TrajectoryCheck(
      actual: trajectory([0, 10, 21, 33, 40]), expected: expected, tolerance: 0.5)
    XCTAssertFalse(drift.passes)
    XCTAssertEqual(drift.firstDrift?.frame, 2)
    XCTAssertEqual(drift.largest, 3)
    XCTAssertEqual(drift.largestFrame, 3)
    let message = drift.message(name: "e.traj", tolerance: 0.5)
    XCTAssertTrue(message.contains("drifts from e.traj at frame 2 (t=0.0333 s)"), message)
    XCTAssertTrue(message.contains("largest difference 3.000 pt at frame 3"), message)
  }

  func testADifferentLengthIsADrift() {
    let check = TrajectoryCheck(
      actual: trajectory([0, 10, 20]), expected: trajectory([0, 10, 20, 20]), tolerance: 0.5)
    XCTAssertFalse(check.passes)
    XCTAssertEqual(check.firstDrift?.frame, 3)
    XCTAssertTrue(
      check.message(name: "e", tolerance: 0.5).contains("the replay has 3 frames"),
      check.message(name: "e", tolerance: 0.5))
  }

  func testTrajectoryOptionsRunHeadless() throws {
    let o = try SandboxOptions.parse(
      ["--replay", "r.rec", "--expect-trajectory", "e.traj", "--tolerance", "2"],
      scenes: ["showcase"])
    XCTAssertTrue(o.headless)
    XCTAssertEqual(o.tolerance, 2)
    XCTAssertEqual(o.expectTrajectory, "e.traj")
    let saved = try SandboxOptions.parse(
      ["--replay", "r.rec", "--save-trajectory", "r.rec"], scenes: ["showcase"])
    XCTAssertThrowsError(try PathConflicts.check(saved))
  }
}
