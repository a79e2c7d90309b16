import Platform
import Profiling

#if canImport(Glibc)
  import Glibc
#endif

/// `--save-trajectory` and `--expect-trajectory` around one headless run: records the
/// trajectory, then writes it (atomically) and checks it against the expected file.
@MainActor final class TrajectoryOutputs {
  private let options: SandboxOptions
  private let recorder = TrajectoryRecorder()
  /// The expected trajectory, once `load` has read it.
  private var expected: Trajectory?

  /// Outputs for `options` (nothing happens when neither option is given).
  /// - Parameter options: the run's options.
  init(options: SandboxOptions) { self.options = options }

  /// Reads the expected trajectory, once, before the run.
  /// - Returns: why it cannot be used (unreadable, malformed: its line and field), or nil
  ///   when it can or none is given.
  func load() -> String? {
    guard let path = options.expectTrajectory else { return nil }
    do {
      expected = try Self.expected(at: path)
      return nil
    } catch {
      return error.message
    }
  }

  /// Reads and parses the trajectory at `path`.
  /// - Parameter path: the file.
  static func expected(at path: String) throws(UsageError) -> Trajectory {
    let name = "--expect-trajectory " + MessageText.printable(path)
    if let reason = InputFiles.problem(with: path) {
      throw UsageError(InputFiles.message(flag: "--expect-trajectory", path: path, reason: reason))
    }
    guard let data = FileSystem.contents(path) else {
      throw UsageError("\(name): cannot be read")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw UsageError("\(name): is not UTF-8 text")
    }
    return try Trajectory.parse(text, name: name)
  }

  /// Starts recording `app`'s frames when an option asks for the trajectory.
  /// - Parameter app: the app about to run.
  func attach(to app: SandboxApp) {
    guard options.saveTrajectory != nil || options.expectTrajectory != nil else { return }
    recorder.attach(to: app)
  }

  /// Writes and checks the trajectory after the run.
  /// - Parameter status: the run's status so far.
  /// - Returns: `status` when it is not 0 (the run failed first); else 1 when the trajectory
  ///   could not be saved or drifts, 0 otherwise.
  func finish(status: Int32) -> Int32 {
    guard status == 0 else { return status }
    var result: Int32 = 0
    let trajectory = recorder.trajectory
    if let path = options.saveTrajectory {
      do {
        let file = try AtomicFileWriter(path: path)
        file.write(trajectory.text)
        try file.commit()
        Console.err(
          "scroll-sandbox: saved the trajectory (\(trajectory.samples.count) frames) to "
            + MessageText.printable(path))
      } catch {
        Console.err("scroll-sandbox: --save-trajectory: \(MessageText.printable("\(error)"))")
        result = 1
      }
    }
    if let path = options.expectTrajectory, let expected {
      do {
        // Compared as the file would print it, so a saved trajectory matches its own run.
        let actual = try Trajectory.parse(trajectory.text, name: "the replay")
        let check = TrajectoryCheck(
          actual: actual, expected: expected, tolerance: options.tolerance)
        Console.err(
          "scroll-sandbox: "
            + check.message(name: MessageText.printable(path), tolerance: options.tolerance))
        if !check.passes { result = 1 }
      } catch {
        Console.err("scroll-sandbox: \(error.message)")
        return 2
      }
    }
    return result
  }
}
