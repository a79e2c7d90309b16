import Platform
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// SIGTERM, SIGINT, SIGHUP and SIGQUIT end a run cleanly: the handler only records the
/// signal, the frame loops see it at their next frame, commit every output and return
/// 128 + signal. A watchdog thread makes sure the process is gone soon even when the loop
/// cannot answer (a frame longer than `answerWithin`, a loop still starting or blocked): it
/// commits every output as it stood at the last frame's end (`OutputSalvage`), says on
/// standard error what was kept and what was not, deletes the remaining temporary files and
/// exits with the same status. Crash signals (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
/// SIGABRT) delete the temporary files too, then crash as before (the Swift backtrace still
/// prints). SIGPIPE and SIGXFSZ are ignored, so a FIFO output whose reader left, or a file
/// past the size limit, is a write error.
enum TerminationSignals {
  /// The signals that end a run cleanly.
  static let graceful: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]
  /// The signals of a crash.
  static let crashes: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
  /// How long the loop has to answer a signal before the watchdog exits for it, seconds.
  static let answerWithin = 0.17
  /// How much longer a loop that has started committing (`acknowledge()`) may take, seconds.
  static let graceWhileCommitting = 2.0

  /// Tells the watchdog the loop is ending the run for the signal received, so it waits
  /// (up to `graceWhileCommitting`) for the loop to commit its outputs before it salvages
  /// them itself. When the watchdog has already started salvaging, the calling thread waits
  /// for its exit.
  static func acknowledge() {
    guard received != nil else { return }
    if OutputSalvage.isSalvaging { OutputSalvage.parkForever() }
    answering.store(true, ordering: .releasing)
  }

  /// Installs the handlers and starts the watchdog (once per process; later calls do nothing).
  static func install() {
    guard installed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    else { return }
    sem_init(wakeWatchdog, 0, 0)
    signal(SIGPIPE, SIG_IGN)
    // A file past RLIMIT_FSIZE is a write error to report, not a reason to die.
    signal(SIGXFSZ, SIG_IGN)
    for s in crashes {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = crashHandler
      action.sa_flags = Int32(SA_NODEFER | SA_ONSTACK)
      sigemptyset(&action.sa_mask)
      sigaction(s, &action, previousActions + Int(s))
    }
    for s in graceful {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = gracefulHandler
      action.sa_flags = Int32(SA_RESTART)
      sigemptyset(&action.sa_mask)
      sigaction(s, &action, nil)
    }
    // The signal watchdog.
    Threads.start {
      while sem_wait(wakeWatchdog) != 0 {}
      let s = receivedSignalNumber.load(ordering: .acquiring)
      wakeLoop?()
      usleep(UInt32(answerWithin * 1e6))
      // A loop that answered gets a little longer to reach its commit.
      var waited = 0.0
      while answering.load(ordering: .acquiring) && !OutputSalvage.isClaimedByLoop
        && waited < graceWhileCommitting
      {
        usleep(10_000)
        waited += 0.01
      }
      if OutputSalvage.claimForSalvage() {
        // The frame in progress did not end in time: keep what the last frame completed.
        let limit = answering.load(ordering: .acquiring) ? answerWithin + waited : answerWithin
        let line = OutputSalvage.salvage(
          cause: "signal \(s): the frame in progress did not end within "
            + "\(Int((limit * 1000).rounded())) ms")
        Console.err(line)
        removeTemporaryFiles()
        _exit(128 + s)
      }
      // The loop is committing its outputs: it gets a little longer to finish them.
      usleep(UInt32(graceWhileCommitting * 1e6))
      // Said only when the commit is still going (a loop that finished it gave up its claim).
      if OutputSalvage.isClaimedByLoop {
        Console.err(
          "scroll-sandbox: signal \(s): committing the outputs took over "
            + "\(Int(graceWhileCommitting)) s; the unfinished ones were deleted")
      }
      removeTemporaryFiles()
      _exit(128 + s)
    }
  }

  /// Called on the watchdog thread when a graceful signal arrives, to wake a loop sleeping
  /// on events (the window's). Set before the loop starts.
  nonisolated(unsafe) static var wakeLoop: (@Sendable () -> Void)?

  /// The graceful signal received, or nil.
  static var received: Int32? {
    let s = TerminationSignals.receivedSignal
    return s == 0 ? nil : s
  }

  /// The exit status for a run ended by `signal`: 128 + signal.
  /// - Parameter signal: the signal number.
  static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

  /// Replaces the list of temporary files deleted on a crash or a watchdog exit.
  /// - Parameter paths: temporary file paths (at most `slots`; empty strings are skipped).
  static func setTemporaryFiles(_ paths: [String]) {
    let kept = paths.filter { !$0.isEmpty }.prefix(slots)
    for i in 0..<slots {
      let old = temporaryNames[i]
      temporaryNames[i] = i < kept.count ? strdup(kept[kept.startIndex + i]) : nil
      free(old)
    }
  }

  private static var receivedSignal: Int32 { receivedSignalNumber.load(ordering: .acquiring) }
}

/// Room for this many temporary files in the crash-time list.
private let slots = 16
/// The graceful signal received (0: none).
private let receivedSignalNumber = Atomic<Int32>(0)
/// Whether the loop is ending the run for a signal.
private let answering = Atomic<Bool>(false)
/// Whether `install()` ran.
private let installed = Atomic<Bool>(false)
/// Posted by the graceful handler to start the watchdog's countdown.
private nonisolated(unsafe) let wakeWatchdog = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
/// The temporary files to delete from a signal handler (C strings; read-only there).
private nonisolated(unsafe) let temporaryNames: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> =
  {
    let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slots)
    p.initialize(repeating: nil, count: slots)
    return p
  }()
/// The actions replaced for crash signals, indexed by signal number.
private nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
  let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  p.initialize(repeating: sigaction(), count: 65)
  return p
}()

/// Deletes every listed temporary file (async-signal-safe: only unlink).
private func removeTemporaryFiles() {
  for i in 0..<slots {
    if let name = temporaryNames[i] { unlink(name) }
  }
}

/// Records a graceful signal and wakes the watchdog; a second signal changes nothing.
private func gracefulHandler(_ s: Int32) {
  if receivedSignalNumber.compareExchange(expected: 0, desired: s, ordering: .acquiringAndReleasing)
    .exchanged
  {
    sem_post(wakeWatchdog)
  }
}

/// Deletes the temporary files, restores the previous action and raises the signal again, so
/// the process crashes as it would have (the Swift backtracer, or the default action).
private func crashHandler(_ s: Int32) {
  removeTemporaryFiles()
  sigaction(s, previousActions + Int(s), nil)
  raise(s)
  // The previous handler returned (a signal sent with kill is no fault to re-run): die.
  signal(s, SIG_DFL)
  raise(s)
}
