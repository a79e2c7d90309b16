import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// The files the screenshots taken with `S` go to, each new: a run never writes two of them
/// to one name, nor one over a file already there.
///
/// Without `--screenshot` they are `scroll-sandbox-YYYYMMDD-HHMMSS.png` in the current
/// directory, with `-2`, `-3`, ... added when that name is taken (several presses in one
/// second, any headless replay). With `--screenshot FILE`, FILE is kept for the exit shot and
/// the presses go next to it, numbered: `shot.png` gives `shot-1.png`, `shot-2.png`, ...
/// (names already on disk are skipped).
struct ScreenshotNames {
  /// `--screenshot`, the exit shot's file (nil: none).
  let exitPath: String?
  /// Whether a file (or a link, even a dangling one) is at a path.
  var exists: (String) -> Bool = { path in
    var info = stat()
    return lstat(path, &info) == 0
  }
  private var given: Set<String> = []

  /// Starts the names for a run.
  /// - Parameter exitPath: `--screenshot`, or nil.
  init(exitPath: String?) { self.exitPath = exitPath }

  /// The next screenshot's path: new to this run and to the disk.
  /// - Parameter date: the wall-clock time the name is for (without `--screenshot`), seconds
  ///   since 1970.
  mutating func next(at date: Int = LocalTime.now) -> String {
    let (stem, suffix) = stemAndSuffix(date: date)
    // Dated names start unnumbered; names next to --screenshot FILE start at 1.
    var number = 1
    var name = exitPath == nil ? stem + suffix : "\(stem)-1\(suffix)"
    while given.contains(name) || exists(name) {
      number += 1
      name = "\(stem)-\(number)\(suffix)"
    }
    given.insert(name)
    return name
  }

  /// The part of the name before the number, and the extension after it.
  private func stemAndSuffix(date: Int) -> (String, String) {
    guard let exitPath else {
      // The local time, as DateFormatter's "yyyyMMdd-HHmmss" gave it.
      return ("scroll-sandbox-" + LocalTime.format("%Y%m%d-%H%M%S", seconds: date), ".png")
    }
    let name = exitPath.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    if name.count > 4, name.lowercased().hasSuffix(".png") {
      return (String(exitPath.dropLast(4)), String(exitPath.suffix(4)))
    }
    return (exitPath, "")
  }
}
