/// What a frame runs: the work of each stage, for one host (the app in a window or headless,
/// a scene under test, the benchmark's list). `FrameLoop` calls it in `FrameStage.order`.
///
/// Every requirement but `run(_:_:)` has a default: take part in every stage, no untimed
/// work between stages, no timing hooks, never finished, never needs a frame, no timers.
public protocol FrameHost: AnyObject {
  /// False skips `stage` altogether (neither prepared, nor timed, nor run).
  /// - Parameter stage: a stage.
  func takesPart(in stage: FrameStage) -> Bool
  /// Starts the frame, before its first stage (a profiler's frame start).
  /// - Parameter input: the frame's time and events.
  func beginFrame(_ input: FrameInput)
  /// Untimed work just before `stage` starts (a screenshot before present, say).
  /// - Parameters:
  ///   - stage: the stage about to run.
  ///   - input: the frame's time and events.
  func prepare(_ stage: FrameStage, _ input: FrameInput)
  /// The work of `stage`. `wait` belongs to the clock: it is never passed here.
  /// - Parameters:
  ///   - stage: the stage to run.
  ///   - input: the frame's time and events.
  func run(_ stage: FrameStage, _ input: FrameInput)
  /// A profiling hook: `stage` starts.
  /// - Parameter stage: the stage.
  func begin(_ stage: FrameStage)
  /// A profiling hook: `stage` ends.
  /// - Parameter stage: the stage.
  func end(_ stage: FrameStage)
  /// Ends the frame, after its last stage (trace, CSV, progress).
  /// - Parameter input: the frame's time and events.
  func endFrame(_ input: FrameInput)
  /// True when the loop must stop before running another frame (quit, a signal, a cap).
  /// Asked once before each frame; may act on what it finds (acknowledging a signal).
  func shouldStop() -> Bool
  /// True while the content needs frames (motion, animations, messages on screen).
  /// - Parameter t: session time, seconds.
  func needsFrame(at t: Double) -> Bool
  /// The content's next timer, seconds (nil: none).
  var nextWakeTime: Double? { get }
}

extension FrameHost {
  /// Takes part in every stage.
  /// - Parameter stage: a stage.
  public func takesPart(in stage: FrameStage) -> Bool { true }
  /// Does nothing.
  /// - Parameter input: the frame's time and events.
  public func beginFrame(_ input: FrameInput) {}
  /// Does nothing.
  /// - Parameters:
  ///   - stage: the stage about to run.
  ///   - input: the frame's time and events.
  public func prepare(_ stage: FrameStage, _ input: FrameInput) {}
  /// Does nothing.
  /// - Parameter stage: the stage.
  public func begin(_ stage: FrameStage) {}
  /// Does nothing.
  /// - Parameter stage: the stage.
  public func end(_ stage: FrameStage) {}
  /// Does nothing.
  /// - Parameter input: the frame's time and events.
  public func endFrame(_ input: FrameInput) {}
  /// Never stops by itself.
  public func shouldStop() -> Bool { false }
  /// Needs no frames.
  /// - Parameter t: session time, seconds.
  public func needsFrame(at t: Double) -> Bool { false }
  /// No timers.
  public var nextWakeTime: Double? { nil }
}
