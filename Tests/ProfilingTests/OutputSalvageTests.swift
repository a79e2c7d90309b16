import Foundation
import XCTest

@testable import Profiling

#if canImport(Glibc)
  import Glibc
#endif

/// A checkpoint commits what was on disk at that point, even while the writer goes on
/// (the signal watchdog's salvage, issue 34, item 4).
final class OutputSalvageTests: XCTestCase {
  func testASalvageKeepsTheCheckpointedBytesAndTheFooterAndNothingLater() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("salvage-\(UUID())")
      .path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/out.json"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    XCTAssertEqual(chmod(path, 0o640), 0)
    let writer = try AtomicFileWriter(path: path, flushThreshold: 1 << 20)
    writer.write("[1,2")
    let point = try XCTUnwrap(writer.checkpoint(footer: Array("]".utf8)))
    XCTAssertEqual(point.bytes, 4)
    // The frame after the checkpoint: buffered and partly on disk, never salvaged.
    writer.write(",3")
    _ = writer.checkpoint()
    writer.write(",4")
    try point.salvage()
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "[1,2]")
    var info = stat()
    XCTAssertEqual(stat(path, &info), 0)
    XCTAssertEqual(info.st_mode & 0o777, 0o640, "the old file's mode is kept")
    XCTAssertFalse(FileManager.default.fileExists(atPath: writer.temporaryPath))
    let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasSuffix(".tmp")
    }
    XCTAssertEqual(left, [])
  }

  func testNoCheckpointAfterAFailureOrOnceClosed() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cp-\(UUID())").path
    defer { unlink(path) }
    let writer = try AtomicFileWriter(path: path)
    writer.write("x")
    try writer.commit()
    XCTAssertNil(writer.checkpoint())
  }
}
