import Profiling
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What a run has written completely, kept where another thread can commit it: the signal
/// watchdog (`TerminationSignals`), when the frame in progress does not end within its time
/// limit, commits every output as it stood at the last checkpoint instead of deleting it.
///
/// The loop's outputs publish a checkpoint at a frame's end (`publish`), about every 100 ms
/// (`SessionOutputs.checkpoint`), and note every frame's end (`framesEnded`). Whoever ends
/// the run claims the outputs first, once: the loop to commit them itself (`claimForLoop`),
/// or the watchdog to salvage them (`claimForSalvage`); the other side then leaves them
/// alone (the loop parks until the watchdog's exit).
enum OutputSalvage {
  /// One output's checkpoint, with the option that named it.
  struct Entry: Sendable {
    /// The option ("--trace").
    var flag: String
    /// What is complete on disk.
    var checkpoint: AtomicFileWriter.Checkpoint
  }

  /// The outputs as of the last frame's end.
  struct State: Sendable {
    /// The outputs written through temporary files or streams.
    var entries: [Entry] = []
    /// Frames complete at the checkpoint.
    var frames = 0
    /// Outputs asked for that only the loop can write ("--screenshot 'x.png'").
    var loopOnly: [String] = []
    /// Outputs whose writing failed ("--trace 't.json' (a write failed)").
    var failed: [String] = []
    /// True once the loop has committed the run's outputs (nothing is left to salvage).
    var committed = false
  }

  /// The published state.
  static let state = Mutex(State())

  /// Publishes the outputs complete at a frame's end.
  /// - Parameters:
  ///   - entries: every output's checkpoint.
  ///   - failed: the outputs that cannot be kept (a write failed), described.
  ///   - frames: frames complete.
  static func publish(_ entries: [Entry], failed: [String] = [], frames: Int) {
    state.withLock {
      $0.entries = entries
      $0.failed = failed
      $0.frames = frames
    }
  }

  /// Notes that `frames` frames have ended (checkpointed or not): a salvage names the frames
  /// it loses. One atomic store, cheap enough for every frame.
  /// - Parameter frames: frames complete.
  static func framesEnded(_ frames: Int) { framesEndedCount.store(frames, ordering: .releasing) }

  /// Names the outputs only the loop can write (listed as not written by a salvage).
  /// - Parameter outputs: descriptions such as "--screenshot 'x.png'".
  static func setLoopOnly(_ outputs: [String]) {
    state.withLock { $0.loopOnly = outputs }
  }

  /// Notes that the loop wrote its own outputs (the exit screenshot): a salvage no longer
  /// lists them as not written.
  static func loopOutputsWritten() { setLoopOnly([]) }

  /// Forgets every output (they were committed or discarded) and gives up the loop's claim,
  /// so a later run in the same process can be salvaged again.
  /// - Parameter committed: true when the loop committed the outputs (a salvage then says so
  ///   instead of "no outputs were asked for").
  static func clear(committed: Bool = false) {
    state.withLock {
      $0 = State()
      $0.committed = committed
    }
    framesEndedCount.store(0, ordering: .releasing)
    owner.store(0, ordering: .releasing)
  }

  /// Claims the outputs for the loop's own commit. False when the watchdog is salvaging
  /// them (the loop must then leave them and wait for the exit: `parkForever`).
  static func claimForLoop() -> Bool {
    let r = owner.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
    return r.exchanged || r.original == 1
  }

  /// True once the loop has claimed the outputs (it is committing them).
  static var isClaimedByLoop: Bool { owner.load(ordering: .acquiring) == 1 }

  /// True once a salvage has claimed the outputs.
  static var isSalvaging: Bool { owner.load(ordering: .acquiring) == 2 }

  /// Claims the outputs for a salvage; false when the loop has claimed them.
  static func claimForSalvage() -> Bool {
    owner.compareExchange(expected: 0, desired: 2, ordering: .acquiringAndReleasing).exchanged
  }

  /// Blocks the calling thread for good (the process is about to exit from another one).
  static func parkForever() -> Never {
    while true { pause() }
  }

  /// Commits every published output as it stood at the last frame's end and returns the
  /// line that says what was kept and what was not. Call after `claimForSalvage()`.
  /// - Parameter cause: what ended the run, starting the line ("signal 15 ...").
  static func salvage(cause: String) -> String {
    let snapshot = state.withLock { $0 }
    var kept: [String] = []
    var lost = snapshot.loopOnly + snapshot.failed
    for e in snapshot.entries {
      let name = "\(e.flag) '\(MessageText.printable(e.checkpoint.path))'"
      do {
        try e.checkpoint.salvage()
        kept.append(name)
      } catch {
        lost.append("\(name) (\(MessageText.printable(error.reason)))")
      }
    }
    var line = "scroll-sandbox: \(cause)"
    if kept.isEmpty && lost.isEmpty {
      return line
        + (snapshot.committed ? "; the outputs were committed" : "; no outputs were asked for")
    }
    if !kept.isEmpty {
      let frames = snapshot.frames == 1 ? "1 frame" : "\(snapshot.frames) frames"
      line += "; kept what was complete after \(frames): "
      line += kept.joined(separator: ", ")
    }
    let ended = framesEndedCount.load(ordering: .acquiring)
    if ended > snapshot.frames {
      let first = snapshot.frames + 1
      lost.append(ended == first ? "frame \(ended)" : "frames \(first) to \(ended)")
    }
    lost.append("the frame in progress")
    line += "; not written: " + lost.joined(separator: ", ")
    return line
  }
}

/// Frames ended in the run (`OutputSalvage.framesEnded`).
private let framesEndedCount = Atomic<Int>(0)
/// 0: nobody has claimed the outputs; 1: the loop; 2: a salvage.
private let owner = Atomic<Int>(0)
