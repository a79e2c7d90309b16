import Runtime
import ScrollCore

/// Replays a session into an input interpreter and a scroll view through a `FrameLoop` on a
/// virtual clock: each frame hands the due events to the interpreter (input), ticks it and
/// advances the view (physics), then reports the frame. Stops once every event is played, no
/// gesture is held and the view is idle, or `settleLimit` seconds after the last event.
public final class ScrollViewReplay: FrameHost {
  /// The interpreter the events go through.
  public var interpreter: InputInterpreter
  /// The scroll view driven.
  public var view: SCScrollView
  /// Every action the interpreter produced, in order.
  public private(set) var actions: [InputAction] = []
  private let end: Double
  private let onFrame: (Double, SCScrollView) -> Void
  private let source: ScriptedSource
  private var done = false

  private init(
    interpreter: InputInterpreter, view: SCScrollView, end: Double, source: ScriptedSource,
    onFrame: @escaping (Double, SCScrollView) -> Void
  ) {
    self.interpreter = interpreter
    self.view = view
    self.end = end
    self.source = source
    self.onFrame = onFrame
  }

  /// Replays `events` at `frameRate` frames per second (60 when not finite and positive).
  /// - Parameters:
  ///   - events: the session, in non-decreasing time order.
  ///   - frameRate: frames per second.
  ///   - settleLimit: the most seconds played after the last event (negative counts as 0).
  ///   - interpreter: the interpreter; keeps its state afterwards.
  ///   - view: the scroll view; keeps its state afterwards.
  ///   - onFrame: called after every frame with its time and the advanced view.
  /// - Returns: every action the interpreter produced, in order.
  @discardableResult
  public static func run(
    _ events: [InputEvent], frameRate: Double = 60, settleLimit: Double = 10,
    interpreter: inout InputInterpreter, scrollView view: inout SCScrollView,
    onFrame: @escaping (_ time: Double, _ view: SCScrollView) -> Void = { _, _ in }
  ) -> [InputAction] {
    let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
    let source = ScriptedSource(events)
    let host = ScrollViewReplay(
      interpreter: interpreter, view: view, end: (events.last?.time ?? 0) + max(0, settleLimit),
      source: source, onFrame: onFrame)
    FrameLoop(clock: VirtualClock(fps: rate), source: source, host: host).run()
    interpreter = host.interpreter
    view = host.view
    return host.actions
  }

  /// Input and physics only.
  /// - Parameter stage: a stage.
  public func takesPart(in stage: FrameStage) -> Bool {
    stage == .input || stage == .physics
  }

  /// Hands the events to the interpreter (input); ticks it and advances the view (physics).
  /// - Parameters:
  ///   - stage: the stage.
  ///   - input: the frame's time and events.
  public func run(_ stage: FrameStage, _ input: FrameInput) {
    switch stage {
    case .input:
      for e in input.events { actions += interpreter.handle(e, scrollView: &view, targets: nil) }
    case .physics:
      interpreter.tick(at: input.time, scrollView: &view, targets: nil)
      view.advance(to: input.time)
    default: break
    }
  }

  /// Reports the frame and decides whether it was the last.
  /// - Parameter input: the frame's time and events.
  public func endFrame(_ input: FrameInput) {
    onFrame(input.time, view)
    let quiet =
      source.isEmpty && !interpreter.isTouchpadGestureActive && !interpreter.isPointerHeld
      && view.phase == .idle
    done = quiet || input.time >= end
  }

  /// True after the last frame.
  public func shouldStop() -> Bool { done }
}
