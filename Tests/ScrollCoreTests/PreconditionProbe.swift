import Foundation
import XCTest

/// Runs one test of this test bundle in a child process and reports how it ended, so a test
/// can check that a precondition stops the program with its message (XCTest cannot catch a
/// trap in its own process). The child runs only when `variable` is set in its environment;
/// in a normal run the probed test returns at once.
enum PreconditionProbe {
  /// The environment variable that arms the probed tests in the child.
  static let variable = "SCROLLCORE_PRECONDITION_PROBE"

  /// True in the child process, where the probed test should trip its precondition.
  static var armed: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

  /// Runs `test` ("Suite/testName") in a child copy of the running test bundle.
  /// - Parameters:
  ///   - test: the test to run, as XCTest names it on the command line.
  ///   - timeout: seconds before the child is killed.
  /// - Returns: the child's exit status (or signal) and its standard error.
  static func run(_ test: String, timeout: Double = 60) throws -> (
    status: Int32, reason: Process.TerminationReason, stderr: String
  ) {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["ScrollCoreTests." + test]
    var env = ProcessInfo.processInfo.environment
    env[variable] = "1"
    child.environment = env
    let err = Pipe()
    child.standardError = err
    child.standardOutput = FileHandle.nullDevice
    try child.run()
    let deadline = Date().addingTimeInterval(timeout)
    while child.isRunning && Date() < deadline { usleep(10_000) }
    if child.isRunning { child.terminate() }
    child.waitUntilExit()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (child.terminationStatus, child.terminationReason, text)
  }
}
