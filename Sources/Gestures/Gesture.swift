import ScrollCore

/// One gesture, from its first input (or, for a programmatic scroll, its first moving frame)
/// to its end: what started it, its inputs, its frames, its phases and how it ended.
public struct Gesture: Hashable, Sendable {
  /// Numbered from 1 in the run, in order: given as soon as the gesture is sure to be one
  /// (a scroll, or a drag or key press once it moved the content or, for a drag, passed the
  /// click slop), so 0 only while a press or key may still turn out to be a click that is
  /// dropped. `--gestures-out`, the trace's gesture tracks and `compare --gesture N` all use
  /// this number.
  public var id: Int
  /// Its position among the gestures begun in the run, counting those dropped (clicks and
  /// keys that moved nothing): the open gesture is `GestureTracker.begun`, so a consumer that
  /// saw an input join it can find the gesture again once it has its `id` or has ended.
  public var serial = 0
  /// The scene it happened in.
  public var scene: String
  /// Its kind.
  public var kind: GestureKind
  /// The device it came from.
  public var device: GestureDevice
  /// When it started, seconds.
  public var start: Double
  /// When it ended (the present of its resting frame, or the time it was caught, the scene
  /// switched or the run ended), seconds.
  public var end: Double = 0
  /// Its input events, in order.
  public var inputs: [GestureInput] = []
  /// Its frames, in order.
  public var frames: [GestureFrame] = []
  /// The offset before its first frame, points.
  public var startOffset: Point
  /// Where it came to rest on the scroll axis, points (nil when it did not: caught, scene
  /// switch, end of run).
  public var restOffset: Double?
  /// How it ended.
  public var endedBy: GestureEnd = .endOfRun
  /// The lateness of its frames as a window recording's frame times show it, seconds (nil
  /// when none of its frames was a recorded one): see `GestureTracker.frame`.
  public var recordedLateness: Double?
  /// Seconds spent in each phase other than idle, in the order first entered.
  public var phases: [PhaseTime] = []

  /// Creates a gesture that has just started.
  /// - Parameters:
  ///   - id: its number in the run.
  ///   - scene: the scene it happens in.
  ///   - kind: its kind.
  ///   - device: the device it comes from.
  ///   - start: when it starts, seconds.
  ///   - startOffset: the offset before its first frame, points.
  public init(
    id: Int, scene: String, kind: GestureKind, device: GestureDevice, start: Double,
    startOffset: Point
  ) {
    self.id = id
    self.scene = scene
    self.kind = kind
    self.device = device
    self.start = start
    self.startOffset = startOffset
  }

  /// From its start (its first input) to its last input, seconds; just its start for a
  /// programmatic gesture, which has none. `compare --gesture N` plays this span of the
  /// recording under each preset.
  public var inputSpan: ClosedRange<Double> { start...max(start, inputs.last?.time ?? start) }

  /// The offset at its last frame (the start offset before any), points.
  public var endOffset: Point { frames.last?.offset ?? startOffset }

  /// How far it moved the content: the length of the offset's change from before its first
  /// frame to its last, points.
  public var distance: Double {
    let dx = endOffset.x - startOffset.x
    let dy = endOffset.y - startOffset.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The largest speed of its frames, points per second.
  public var peakVelocity: Double {
    frames.reduce(0) { m, f in
      max(m, (f.velocity.x * f.velocity.x + f.velocity.y * f.velocity.y).squareRoot())
    }
  }

  /// Adds `seconds` to `phase`'s time (idle is not counted).
  /// - Parameters:
  ///   - phase: the phase.
  ///   - seconds: time spent in it, seconds.
  mutating func addPhaseTime(_ phase: SCScrollPhase, _ seconds: Double) {
    guard phase != .idle, seconds > 0 else { return }
    if let i = phases.firstIndex(where: { $0.phase == phase }) {
      phases[i].seconds += seconds
    } else {
      phases.append(PhaseTime(phase: phase, seconds: seconds))
    }
  }
}

/// Time spent in one phase.
public struct PhaseTime: Hashable, Sendable {
  /// The phase.
  public var phase: SCScrollPhase
  /// Seconds in it.
  public var seconds: Double

  /// Creates a phase's time.
  /// - Parameters:
  ///   - phase: the phase.
  ///   - seconds: seconds in it.
  public init(phase: SCScrollPhase, seconds: Double) {
    self.phase = phase
    self.seconds = seconds
  }
}
