import Foundation
import ScrollCore
import XCTest

@testable import Profiling

#if canImport(Glibc)
  import Glibc
#endif

/// Output files and odd paths: symbolic links are followed, permissions kept, FIFOs and device
/// nodes streamed (never replaced), stale temporary files removed, write errors keep the old
/// file. Every special file is made here, in a scratch folder.
final class OutputDestinationTests: XCTestCase {
  private var scratch: ScratchDirectory!

  override func setUpWithError() throws { scratch = try ScratchDirectory() }
  override func tearDown() { scratch.cleanup() }

  private func fileType(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
  }

  func testASymbolicLinkIsFollowedAndStaysALink() throws {
    let target = scratch.path("real.txt")
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    let link = scratch.path("link.txt")
    XCTAssertEqual(symlink("real.txt", link), 0)
    let file = try AtomicFileWriter(path: link)
    file.write("new")
    try file.commit()
    XCTAssertEqual(fileType(link), S_IFLNK, "the link was replaced by a file")
    XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
    XCTAssertEqual(try scratch.contents().sorted(), ["link.txt", "real.txt"])
  }

  func testADanglingLinkCreatesItsTarget() throws {
    let link = scratch.path("link.txt")
    XCTAssertEqual(symlink(scratch.path("made.txt"), link), 0)
    let file = try AtomicFileWriter(path: link)
    file.write("data")
    try file.commit()
    XCTAssertEqual(fileType(link), S_IFLNK)
    XCTAssertEqual(try String(contentsOfFile: scratch.path("made.txt"), encoding: .utf8), "data")
  }

  func testAnExistingFileKeepsItsPermissions() throws {
    let path = scratch.path("private.txt")
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    XCTAssertEqual(chmod(path, 0o600), 0)
    let file = try AtomicFileWriter(path: path)
    file.write("new")
    try file.commit()
    var info = stat()
    XCTAssertEqual(stat(path, &info), 0)
    XCTAssertEqual(info.st_mode & 0o777, 0o600)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
  }

  func testAFIFOIsWrittenThroughAndNeverReplaced() throws {
    let path = scratch.path("pipe")
    XCTAssertEqual(mkfifo(path, 0o600), 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    XCTAssertGreaterThanOrEqual(reader, 0)
    defer { close(reader) }
    let file = try AtomicFileWriter(path: path)
    file.write("through the pipe\n")
    try file.commit()
    XCTAssertEqual(fileType(path), S_IFIFO, "the FIFO was replaced")
    var bytes = [UInt8](repeating: 0, count: 64)
    let n = read(reader, &bytes, bytes.count)
    XCTAssertEqual(String(decoding: bytes.prefix(max(0, n)), as: UTF8.self), "through the pipe\n")
    XCTAssertEqual(try scratch.contents(), ["pipe"])
  }

  func testAFIFONobodyReadsIsRefusedAtOnce() throws {
    let path = scratch.path("pipe")
    XCTAssertEqual(mkfifo(path, 0o600), 0)
    let start = Date()
    XCTAssertThrowsError(try AtomicFileWriter(path: path)) { error in
      XCTAssertTrue("\(error)".contains(path), "\(error)")
      XCTAssertTrue("\(error)".contains("nobody reads"), "\(error)")
    }
    XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    XCTAssertEqual(fileType(path), S_IFIFO)
  }

  func testADeviceNodeIsWrittenThroughAndNeverReplaced() throws {
    let path = scratch.path("null")
    // A private copy of the null device (major 1, minor 3); needs root.
    guard mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else {
      throw XCTSkip("mknod needs root")
    }
    let file = try AtomicFileWriter(path: path)
    file.write(String(repeating: "x", count: 100_000))
    try file.commit()
    XCTAssertEqual(fileType(path), S_IFCHR, "the device node was replaced by a file")
    XCTAssertEqual(try scratch.contents(), ["null"])
  }

  func testAStaleTemporaryFileOfAKilledRunIsRemovedOnTheNextWrite() throws {
    var dead: Int32 = 4_000_000
    while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
    let stale = scratch.path(".out.txt.\(dead).1f2e.tmp")
    try "half".write(toFile: stale, atomically: false, encoding: .utf8)
    let unrelated = scratch.path(".other.txt.\(dead).1f2e.tmp")
    try "keep".write(toFile: unrelated, atomically: false, encoding: .utf8)
    let file = try AtomicFileWriter(path: scratch.path("out.txt"))
    file.write("done")
    try file.commit()
    XCTAssertEqual(
      try scratch.contents().sorted(), [".other.txt.\(dead).1f2e.tmp", "out.txt"])
  }

  func testAFullDiskKeepsTheOldFileAndReportsTheReason() throws {
    let path = scratch.path("out.txt")
    try "old contents".write(toFile: path, atomically: false, encoding: .utf8)
    // A full disk of our own: files of this process may not grow past 4 KB.
    var old = rlimit()
    getrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
    let previous = signal(SIGXFSZ, SIG_IGN)
    var small = rlimit(rlim_cur: 4096, rlim_max: old.rlim_max)
    setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small)
    defer {
      setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
      signal(SIGXFSZ, previous)
    }
    let file = try AtomicFileWriter(path: path, flushThreshold: 1024)
    file.write(String(repeating: "y", count: 20_000))
    XCTAssertThrowsError(try file.commit()) { error in
      XCTAssertTrue("\(error)".contains(path), "\(error)")
      XCTAssertTrue("\(error)".contains("too large"), "\(error)")
    }
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old contents")
    XCTAssertEqual(try scratch.contents(), ["out.txt"])
  }

  func testASocketIsRefused() throws {
    let path = scratch.path("sock")
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, b) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = b }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    XCTAssertEqual(bound, 0)
    XCTAssertThrowsError(try AtomicFileWriter(path: path)) { error in
      XCTAssertTrue("\(error)".contains("socket"), "\(error)")
    }
  }
}
