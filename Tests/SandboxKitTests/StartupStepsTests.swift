import Foundation
import XCTest

@testable import SandboxKit

/// The start-up steps line the benchmark reads from a window's stderr.
final class StartupStepsTests: XCTestCase {
  func testStepsArePrintedOnceWithTheFirstPresentAndParseBackInOrder() {
    var marker = FirstPresentMarker(environment: [FirstPresentMarker.variable: "1"])
    marker.mark("main", at: 100)
    marker.mark("window", at: 250)
    marker.mark("frame")
    let captured = captureStandardError {
      marker.presented()
      marker.mark("late", at: 999)
      marker.presented()
    }
    let steps = FirstPresentMarker.parseSteps(captured)
    XCTAssertEqual(steps.map(\.name), ["main", "window", "frame"])
    XCTAssertEqual(steps.first?.nanos, 100)
    XCTAssertEqual(steps.dropFirst().first?.nanos, 250)
    XCTAssertGreaterThan(steps.last?.nanos ?? 0, 250)
    XCTAssertNotNil(FirstPresentMarker.parse(captured))
    XCTAssertEqual(captured.components(separatedBy: FirstPresentMarker.stepsPrefix).count, 2)
  }

  func testWithoutTheVariableNothingIsMarkedOrPrinted() {
    var marker = FirstPresentMarker(environment: [:])
    marker.mark("main", at: 1)
    let captured = captureStandardError { marker.presented() }
    XCTAssertEqual(captured, "")
    XCTAssertTrue(FirstPresentMarker.parseSteps("scroll-sandbox: other line\n").isEmpty)
  }

  /// Runs `body` with stderr sent to a temporary file and returns what it wrote.
  func captureStandardError(_ body: () -> Void) -> String {
    let path = NSTemporaryDirectory() + "steps-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let saved = dup(2)
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    dup2(fd, 2)
    close(fd)
    body()
    dup2(saved, 2)
    close(saved)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }
}
