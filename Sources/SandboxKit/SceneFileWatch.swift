#if canImport(Glibc)
  import Glibc
#endif

/// Watches a scene file for saves by looking at its status (device, inode, size, change
/// time) every `interval` seconds of session time: a save by rename-over changes the inode,
/// one by truncate-then-write the size and time. A change is read once the status has stayed
/// the same for one more look (`settle`), so a burst of writes (truncate, then write; several
/// saves in a row) is read once, whole. Reading it is the app's (`checkSceneFile`).
final class SceneFileWatch {
  /// Seconds between two looks at the file.
  static let interval = 0.05
  /// The file's path as given.
  let path: String
  /// The status last read from the file, nil before or when missing.
  private var loaded: Stamp?
  /// The status last seen, and since when (a change waiting to settle).
  private var seen: (stamp: Stamp?, since: Double)?
  /// The session time of the next look.
  private(set) var nextPoll: Double = 0

  /// What identifies one version of the file.
  struct Stamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  /// Watches `path`, whose current version is the one read at start.
  /// - Parameter path: the scene file.
  init(path: String) {
    self.path = path
    loaded = Self.stamp(path)
  }

  /// The file's status now, nil when it cannot be read (missing, mid-rename).
  static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Stamp(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
  }

  /// Looks at the file when a look is due at `t`; true when a new version has settled and
  /// should be read now.
  /// - Parameter t: the session time, seconds.
  func poll(at t: Double) -> Bool {
    guard t >= nextPoll else { return false }
    nextPoll = t + Self.interval
    let now = Self.stamp(path)
    if now == loaded {
      seen = nil
      return false
    }
    guard let seen, seen.stamp == now else {
      self.seen = (now, t)
      return false
    }
    // Unchanged over one look: settled. A missing file is not read (a rename under way).
    guard now != nil, t > seen.since else { return false }
    loaded = now
    self.seen = nil
    return true
  }
}
