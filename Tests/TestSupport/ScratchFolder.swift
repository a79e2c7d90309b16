import Foundation

/// A temporary folder of one test's own: made when created, removed by `remove()` (call it
/// from `tearDown`). Tests that write input files (replays, preset files) and outputs use it.
public final class ScratchFolder {
  /// The folder's path.
  public let path: String

  /// Makes a new, empty folder under the temporary directory.
  /// - Parameter prefix: the start of its name (the test's subject), a UUID follows.
  /// - Throws: when the folder cannot be made.
  public init(prefix: String) throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID())")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` (UTF-8) to the file `name` in the folder and returns the file's path.
  /// - Parameters:
  ///   - name: the file's name in the folder.
  ///   - text: its contents.
  /// - Throws: when the file cannot be written.
  public func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    return file
  }

  /// Removes the folder and everything in it.
  public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
