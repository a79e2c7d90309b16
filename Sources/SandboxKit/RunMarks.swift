import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// More of the benchmark's hooks into `scroll-sandbox`, on only with
/// `SCROLL_SANDBOX_MARK_FIRST_PRESENT=1` in the environment (like `FirstPresentMarker`):
/// - with `SCROLL_SANDBOX_MARK_CPU_FRAMES=A,B`, the CPU time of the main thread and of the
///   whole process from the A-th present to the B-th, printed at the B-th as
///   `scroll-sandbox: cpu frames A-B thread <ns> process <ns>`;
/// - with the same window and `SCROLL_SANDBOX_MARK_FRAME_CPU=1`, each frame's main-thread CPU
///   (CLOCK_THREAD_CPUTIME_ID from one present to the next), printed at the B-th present as
///   `scroll-sandbox: frame cpu A-B <ns>,<ns>,...` (off otherwise: the clock read is a system
///   call a frame, which the runs that compare builds do not charge);
/// - with `SCROLL_SANDBOX_MARK_PROFILER=off` and neither `--trace` nor `--frames-csv`, the
///   frame profiler records nothing (`FrameProfiler(enabled: false)`), for the benchmark's
///   profiler-cost comparison;
/// - at exit, the process's peak resident memory (VmHWM of /proc/self/status, which starts
///   fresh at exec): `scroll-sandbox: peak rss <kB> kB`.
/// Not a user-facing option.
package struct RunMarks {
  /// The environment variable naming the frames to measure CPU between ("30,630").
  package static let cpuFramesVariable = "SCROLL_SANDBOX_MARK_CPU_FRAMES"
  /// The environment variable that turns on each frame's CPU ("1").
  package static let frameCPUVariable = "SCROLL_SANDBOX_MARK_FRAME_CPU"
  /// The environment variable that turns the profiler off ("off").
  package static let profilerVariable = "SCROLL_SANDBOX_MARK_PROFILER"
  static let cpuPrefix = "scroll-sandbox: cpu frames "
  static let frameCPUPrefix = "scroll-sandbox: frame cpu "
  static let rssPrefix = "scroll-sandbox: peak rss "
  private let enabled: Bool
  private(set) var window: (from: Int, to: Int)?
  private var presents = 0
  private var start: (thread: UInt64, process: UInt64)?
  /// Main-thread CPU at the last present in the window, and each frame's since, ns.
  private var lastThreadCPU: UInt64 = 0
  private(set) var frameCPU: [UInt64] = []
  /// Each frame's CPU is measured (`frameCPUVariable`).
  private let perFrame: Bool

  /// Reads the variables from the process environment.
  init(environment: [String: String] = Environment.variables) {
    enabled = environment[FirstPresentMarker.variable] == "1"
    perFrame = environment[Self.frameCPUVariable] == "1"
    let parts = (environment[Self.cpuFramesVariable] ?? "").split(separator: ",")
    if enabled, parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), 0 <= a, a < b {
      window = (a, b)
      if perFrame { frameCPU.reserveCapacity(min(b - a, 1_000_000)) }
    }
  }

  /// Whether the profiler is off for this run: the marks are on, the variable says "off",
  /// and no output needs the profiler's records.
  /// - Parameters:
  ///   - options: the command line.
  ///   - environment: the process environment.
  static func profilerOff(
    options: SandboxOptions, environment: [String: String] = Environment.variables
  ) -> Bool {
    environment[FirstPresentMarker.variable] == "1" && environment[profilerVariable] == "off"
      && options.trace == nil && options.framesCSV == nil
  }

  /// Call right after each present.
  mutating func presented() {
    guard let window else { return }
    presents += 1
    if perFrame && presents >= window.from && presents <= window.to {
      let now = Self.threadCPUNanos()
      if presents > window.from && frameCPU.count < frameCPU.capacity {
        frameCPU.append(now &- lastThreadCPU)
      }
      lastThreadCPU = now
    }
    if presents == window.from {
      start = (Self.cpuNanos(thread: true), Self.cpuNanos(thread: false))
    } else if presents == window.to, let start {
      if perFrame {
        Console.err(
          Self.frameCPUPrefix + "\(window.from)-\(window.to) "
            + frameCPU.map(String.init).joined(separator: ","))
      }
      let thread = Self.cpuNanos(thread: true) &- start.thread
      let process = Self.cpuNanos(thread: false) &- start.process
      Console.err(
        Self.cpuPrefix + "\(window.from)-\(window.to) thread \(thread) process \(process)")
    }
  }

  /// Call when the loop ends: prints the peak resident memory.
  func finished() {
    guard enabled else { return }
    let status = FileSystem.text("/proc/self/status") ?? ""
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

  /// The calling thread's CPU time (CLOCK_THREAD_CPUTIME_ID), ns.
  static func threadCPUNanos() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
  }

  /// Each frame's main-thread CPU (ns) of a frame cpu line in `text`; empty when none.
  /// - Parameter text: the sandbox's standard error.
  package static func parseFrameCPU(_ text: String) -> [UInt64] {
    for line in text.split(separator: "\n") where line.hasPrefix(frameCPUPrefix) {
      let fields = line.dropFirst(frameCPUPrefix.count).split(separator: " ")
      guard fields.count == 2 else { return [] }
      return fields[1].split(separator: ",").compactMap { UInt64($0) }
    }
    return []
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
