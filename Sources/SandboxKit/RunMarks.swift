import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// More of the benchmark's hooks into `scroll-sandbox`, on only with
/// `SCROLL_SANDBOX_MARK_FIRST_PRESENT=1` in the environment (like `FirstPresentMarker`):
/// - with `SCROLL_SANDBOX_MARK_CPU_FRAMES=A,B`, the CPU time of the main thread and of the
///   whole process from the A-th present to the B-th, printed at the B-th as
///   `scroll-sandbox: cpu frames A-B thread <ns> process <ns>`;
/// - at exit, the process's peak resident memory (VmHWM of /proc/self/status, which starts
///   fresh at exec): `scroll-sandbox: peak rss <kB> kB`.
/// Not a user-facing option.
package struct RunMarks {
  /// The environment variable naming the frames to measure CPU between ("30,630").
  package static let cpuFramesVariable = "SCROLL_SANDBOX_MARK_CPU_FRAMES"
  static let cpuPrefix = "scroll-sandbox: cpu frames "
  static let rssPrefix = "scroll-sandbox: peak rss "
  private let enabled: Bool
  private(set) var window: (from: Int, to: Int)?
  private var presents = 0
  private var start: (thread: UInt64, process: UInt64)?

  /// Reads the variables from the process environment.
  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    enabled = environment[FirstPresentMarker.variable] == "1"
    let parts = (environment[Self.cpuFramesVariable] ?? "").split(separator: ",")
    if enabled, parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), 0 <= a, a < b {
      window = (a, b)
    }
  }

  /// Call right after each present.
  mutating func presented() {
    guard let window else { return }
    presents += 1
    if presents == window.from {
      start = (Self.cpuNanos(thread: true), Self.cpuNanos(thread: false))
    } else if presents == window.to, let start {
      let thread = Self.cpuNanos(thread: true) &- start.thread
      let process = Self.cpuNanos(thread: false) &- start.process
      Console.err(
        Self.cpuPrefix + "\(window.from)-\(window.to) thread \(thread) process \(process)")
    }
  }

  /// Call when the loop ends: prints the peak resident memory.
  func finished() {
    guard enabled else { return }
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let kb = line.dropFirst(6).filter(\.isNumber)
      Console.err(Self.rssPrefix + "\(kb) kB")
    }
  }

  /// The CPU of the calling thread or of the whole process so far (getrusage), ns.
  static func cpuNanos(thread: Bool) -> UInt64 {
    var usage = rusage()
    getrusage(thread ? 1 : 0, &usage)  // RUSAGE_THREAD (1, Linux) is not imported
    func ns(_ t: timeval) -> UInt64 { UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_usec) * 1000 }
    return ns(usage.ru_utime) &+ ns(usage.ru_stime)
  }

  /// The frame count and the thread and process CPU (ns) of a cpu line in `text`, or nil.
  package static func parseCPU(_ text: String) -> (frames: Int, thread: UInt64, process: UInt64)? {
    for line in text.split(separator: "\n") where line.hasPrefix(cpuPrefix) {
      let f = line.dropFirst(cpuPrefix.count).split(separator: " ")
      let range = f.first?.split(separator: "-").compactMap { Int($0) } ?? []
      guard f.count == 5, range.count == 2, let t = UInt64(f[2]), let p = UInt64(f[4]) else {
        return nil
      }
      return (range[1] - range[0], t, p)
    }
    return nil
  }

  /// The peak RSS (kB) of a peak rss line in `text`, or nil.
  package static func parsePeakRSS(_ text: String) -> Int? {
    for line in text.split(separator: "\n") where line.hasPrefix(rssPrefix) {
      return Int(line.dropFirst(rssPrefix.count).prefix { $0.isNumber })
    }
    return nil
  }
}
