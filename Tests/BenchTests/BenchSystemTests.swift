import XCTest

@testable import Bench
@testable import SandboxKit

/// Parsing of what the benchmark reads from procfs and from the sandbox's stderr.
final class BenchSystemTests: XCTestCase {
  func testStatusFieldsAreReadInKilobytes() {
    let status =
      "Name:\tscroll-sandbox\nVmPeak:\t  200000 kB\nVmHWM:\t   45144 kB\nVmRSS:\t 40000 kB\n"
    XCTAssertEqual(BenchSystem.statusField("VmHWM", text: status), 45144)
    XCTAssertEqual(BenchSystem.statusField("VmRSS", text: status), 40000)
    XCTAssertNil(BenchSystem.statusField("VmSwap", text: status))
  }

  func testCPUTicksComeFromFields14And15EvenWithSpacesInTheName() {
    let line = "1234 (scroll sandbox) S 1 1234 1234 0 -1 4194560 900 0 0 0 37 12 0 0 20 0 5 0"
    XCTAssertEqual(BenchSystem.ticks(statLine: line), 49)
    XCTAssertNil(BenchSystem.ticks(statLine: "garbage"))
  }

  func testOwnReadingsAreSane() {
    XCTAssertGreaterThan(BenchSystem.monotonicNanos(), 0)
    XCTAssertGreaterThan(BenchSystem.cpuNanos(thread: false), 0)
    XCTAssertNotNil(BenchSystem.processTicks(pid: getpid()))
    let machine = BenchSystem.machine()
    XCTAssertGreaterThan(machine.processors, 0)
    XCTAssertFalse(machine.cpuModel.isEmpty)
  }

  func testTheFirstPresentMarkerRoundTrips() {
    let text = "noise\n" + FirstPresentMarker.prefix + "123456789 ns\nFrames: 1\n"
    XCTAssertEqual(FirstPresentMarker.parse(text), 123_456_789)
    XCTAssertNil(FirstPresentMarker.parse("Frames: 1\n"))
    var silent = FirstPresentMarker(environment: [:])
    silent.presented()  // prints nothing without the variable
  }
}
