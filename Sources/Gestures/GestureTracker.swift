import ScrollCore

/// Splits a run's input into gestures and collects each one's inputs, frames and phases.
///
/// Fed in frame order by the app: the input events the scene received (`input`), the main
/// scroll view's phase changes (`phaseChanged`), and every frame once presented (`frame`),
/// plus scene switches and the run's end. A gesture starts with the input that begins it:
/// - a touchpad delta more than `touchpadGap` after the open swipe's last one (a new swipe;
///   the deltas of one swipe, at most that far apart, continue it), or a wheel delta while no
///   wheel burst is open (detents continue the burst until it rests);
/// - a mouse button 1 or finger going down (a drag; its moves and its release continue it);
/// - a key going down (its repeats and release continue it);
/// - or, with no gesture open, the main view starting to move on its own (programmatic).
/// Motion already under way at the tracker's first frame (following started mid-fling) or
/// after a scene switch is no gesture.
/// A gesture ends at rest (the main view idle, no button, finger or key held, and for a
/// touchpad `touchpadGap` after its last delta), caught (a new one started first), at a scene
/// switch or at the run's end. A drag or key press that never moved the content (a click, a
/// key the scene does not scroll with) is dropped; a click whose button started a scroll
/// (scroll-to-top) is reported as programmatic. A gesture gets its id (1, 2, 3... in the
/// run) as soon as it is sure to be kept: at its start for scrolls and programmatic ones, for
/// a drag once it passes the click slop or moves the content, for a key press once it moves
/// the content. Gestures never overlap, so this is also the order they end in. O(1) per
/// event and frame.
///
/// This is the app's one gesture split: `--gestures-out`, the inspector's strip, the trace's
/// gesture tracks and `compare --gesture N` all number gestures by it.
public struct GestureTracker {
  /// The frame deadlines.
  public private(set) var deadlines: FrameDeadlines
  /// The longest gap between two deltas of one touchpad swipe, seconds (the interpreter's
  /// `touchpadIdleGap`: longer means the fingers lifted).
  public let touchpadGap: Double
  /// How far a pressed pointer must move to be a drag rather than a click, points.
  public let clickSlop: Double
  /// The deadlines of a window recording's frames replayed headless: each recorded frame is
  /// due one interval after the previous one started (the window's pacer starts frames on
  /// its grid), so a frame that started later shows the lateness of the one before it.
  private var recordedDeadlines: FrameDeadlines
  /// The scene on screen.
  public private(set) var scene: String
  /// The gesture in progress.
  public private(set) var open: Gesture?
  /// The gestures ended and not yet taken, oldest first.
  private var ended: [Gesture] = []
  private var nextID = 1
  /// Gestures begun so far, counting those dropped: the open gesture's `serial`.
  public private(set) var begun = 0
  /// A button, finger or key of the open gesture is held.
  private var held = false
  /// The open drag moved past the click slop (or is not a drag).
  private var confirmed = false
  /// The open gesture moved the content.
  private var moved = false
  /// Where the open drag's pointer went down.
  private var downPoint = Point.zero
  /// The open gesture's last input, seconds.
  private var lastInput = -Double.infinity
  /// The main view after the last frame.
  private var lastState: (offset: Point, velocity: Point, phase: SCScrollPhase)?
  /// The main view's phase as its phase changes say, and since when.
  private var phase = (current: SCScrollPhase.idle, since: 0.0)
  /// The offset of the open gesture's last phase change, points.
  private var lastPhaseOffset: Double?

  /// A tracker for a run.
  /// - Parameters:
  ///   - deadlines: the frame deadlines (the display interval; virtual when headless).
  ///   - scene: the scene on screen at the start.
  ///   - configuration: the input configuration (its touchpad gap and click slop).
  public init(
    deadlines: FrameDeadlines, scene: String, configuration: InputConfiguration = .standard
  ) {
    self.deadlines = deadlines
    recordedDeadlines = FrameDeadlines(interval: deadlines.interval)
    self.scene = scene
    touchpadGap = configuration.touchpadIdleGap
    clickSlop = configuration.clickSlop
  }

  /// The display interval, seconds.
  public var interval: Double { deadlines.interval }

  /// Takes the gestures that ended since the last call, oldest first.
  public mutating func takeEnded() -> [Gesture] {
    defer { ended.removeAll(keepingCapacity: true) }
    return ended
  }

  // MARK: - Input

  /// Notes one input event the scene received (not the app's own keys).
  /// - Parameters:
  ///   - event: the event.
  ///   - scrollDevice: for a wheel event, the device it came from and the kind decided for
  ///     it (nil for other events).
  /// - Returns: true when the event is part of the open gesture (one of its inputs, or the
  ///   release of its key); false for what belongs to no gesture (hovering, other buttons,
  ///   window and setting events).
  @discardableResult
  public mutating func input(
    _ event: InputEvent, scrollDevice: (device: GestureDevice, kind: ScrollDevice)? = nil
  ) -> Bool {
    let t = event.time
    switch event.kind {
    case .wheel(let dx, let dy, _, _):
      guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return false }
      let value = abs(dy) >= abs(dx) ? dy : dx
      let device =
        scrollDevice?.device ?? GestureDevice(name: "unnamed", verdict: "wheel detent")
      let touchpad = scrollDevice?.kind == .touchpad
      let kind: GestureKind = touchpad ? .touchpadSwipe : .wheelBurst
      let tick: GestureInput.Tick =
        scrollDevice?.kind == .wheel || scrollDevice == nil ? .wheel : .precise
      let continues =
        open?.kind == kind && open?.device == device
        && (kind == .wheelBurst || t - lastInput <= touchpadGap)
      if !continues { begin(kind, device: device, at: t, held: false) }
      add(GestureInput(time: t, tick: tick, value: value))
    case .pointerDown(let p, let button) where button == 1:
      begin(.drag, device: .mouse, at: t, held: true)
      downPoint = p
      confirmed = false
      add(GestureInput(time: t, tick: .pointer, value: p.y))
    case .pointerMove(let p, let leftHeld) where leftHeld && held && open?.kind == .drag:
      if abs(p.x - downPoint.x) > clickSlop || abs(p.y - downPoint.y) > clickSlop {
        confirmed = true
        decide()
      }
      add(GestureInput(time: t, tick: .pointer, value: p.y))
    case .pointerUp(let p, let button) where button == 1 && held && open?.kind == .drag:
      held = false
      add(GestureInput(time: t, tick: .pointer, value: p.y))
    case .fingerDown(_, let p):
      begin(.drag, device: .touchScreen, at: t, held: true)
      downPoint = p
      confirmed = false
      add(GestureInput(time: t, tick: .pointer, value: p.y))
    case .fingerMove(_, let p) where held && open?.device == .touchScreen:
      if abs(p.x - downPoint.x) > clickSlop || abs(p.y - downPoint.y) > clickSlop {
        confirmed = true
        decide()
      }
      add(GestureInput(time: t, tick: .pointer, value: p.y))
    case .fingerUp(_, let p) where held && open?.device == .touchScreen:
      held = false
      add(GestureInput(time: t, tick: .pointer, value: p.y))
    case .keyDown(_, _, let isRepeat):
      if !(isRepeat && open?.kind == .keyRepeat) {
        begin(.keyRepeat, device: .keyboard, at: t, held: true)
      }
      add(GestureInput(time: t, tick: .key, value: 0))
    case .keyUp where open?.kind == .keyRepeat:
      held = false
    case .focusLost:
      held = false
      return false
    default:
      return false
    }
    return true
  }

  /// Starts a gesture at `t`, ending the open one first (at rest when it rests, else caught).
  private mutating func begin(_ kind: GestureKind, device: GestureDevice, at t: Double, held: Bool)
  {
    if open != nil {
      // At rest already (the loop slept after its last frame): it ended at that frame.
      let rests = restsNow(at: t)
      close(rests ? .rest : .caught, at: rests ? (open?.frames.last?.timing.present ?? t) : t)
    }
    begun += 1
    open = Gesture(
      id: 0, scene: scene, kind: kind, device: device, start: t,
      startOffset: lastState?.offset ?? .zero)
    open?.serial = begun
    self.held = held
    confirmed = kind != .drag
    moved = false
    lastPhaseOffset = nil
    lastInput = t
    decide()
  }

  /// Gives the open gesture its id once it is sure to be kept: the rule `close` applies (a
  /// drag that never passed the click slop, or a key press, that moved nothing is dropped)
  /// can no longer drop it.
  private mutating func decide() {
    guard let g = open, g.id == 0 else { return }
    guard moved || (g.kind != .keyRepeat && (g.kind != .drag || confirmed)) else { return }
    open?.id = nextID
    nextID += 1
  }

  /// Adds an input to the open gesture.
  private mutating func add(_ input: GestureInput) {
    open?.inputs.append(input)
    lastInput = input.time
  }

  // MARK: - Scroll view and frames

  /// Notes a phase change of the scene's main scroll view (its `phase` event).
  /// - Parameters:
  ///   - time: when it changed, seconds.
  ///   - to: the new phase.
  ///   - offset: the offset on the scroll axis at the change, points.
  public mutating func phaseChanged(at time: Double, to: SCScrollPhase, offset: Double) {
    if let start = open?.start {
      open?.addPhaseTime(phase.current, time - max(phase.since, start))
      lastPhaseOffset = offset
    }
    phase = (to, time)
  }

  /// Notes a presented frame and the main view's state after it; ends the open gesture when
  /// it rests, and opens a programmatic one when the view moves with none open.
  /// - Parameters:
  ///   - index: the frame's index in the run.
  ///   - start: its session time, seconds.
  ///   - present: when its present returned, seconds (headless: its time).
  ///   - chained: false when the loop slept before it.
  ///   - offset: the main view's offset, points.
  ///   - velocity: its velocity, points per second.
  ///   - phase: its phase.
  ///   - recorded: true when the frame is a window recording's frame replayed at its recorded
  ///     time (headless): its lateness on the recording's own times is added to the gesture's
  ///     `recordedLateness`.
  /// - Returns: the frame's timing.
  @discardableResult
  public mutating func frame(
    index: Int, start: Double, present: Double, chained: Bool, offset: Point, velocity: Point,
    phase viewPhase: SCScrollPhase, recorded: Bool = false
  ) -> FrameTiming {
    let timing = deadlines.frame(index: index, start: start, present: present, chained: chained)
    // A recorded frame time is the frame's start: due one interval after the previous start.
    let recordedLateness =
      recorded
      ? recordedDeadlines.frame(
        index: index, start: start - interval, present: start, chained: chained
      ).lateness : nil
    // The view starting to move with no gesture open: motion already under way when the
    // tracker started (or a scene was selected) is nobody's gesture.
    if open == nil && viewPhase != .idle && lastState?.phase == .idle {
      begun += 1
      open = Gesture(
        id: 0, scene: scene, kind: .programmatic, device: .program, start: start,
        startOffset: lastState?.offset ?? offset)
      open?.serial = begun
      decide()
      held = false
      confirmed = true
      moved = false
      lastPhaseOffset = nil
      lastInput = -Double.infinity
    }
    if var g = open {
      for i in g.inputs.indices.reversed() {
        guard g.inputs[i].presented == nil else { break }
        g.inputs[i].presented = timing.present
      }
      g.frames.append(
        GestureFrame(timing: timing, offset: offset, velocity: velocity, phase: viewPhase))
      if let recordedLateness { g.recordedLateness = (g.recordedLateness ?? 0) + recordedLateness }
      open = g
      // A held pointer or finger puts the view in `.tracking` before anything moves, so a
      // click is no motion: only a changed offset or motion the view runs itself counts.
      if offset != g.startOffset || viewPhase == .decelerating || viewPhase == .animating {
        moved = true
        decide()
      }
    }
    lastState = (offset, velocity, viewPhase)
    if open != nil && restsNow(at: start) { close(.rest, at: timing.present) }
    return timing
  }

  /// True when the open gesture rests at `t`: the main view idle after a frame, nothing held,
  /// and a touchpad's fingers lifted (`touchpadGap` since its last delta).
  private func restsNow(at t: Double) -> Bool {
    guard let g = open, !held, !g.frames.isEmpty, lastState?.phase == .idle else { return false }
    return g.kind != .touchpadSwipe || t - lastInput >= touchpadGap
  }

  // MARK: - Endings

  /// Ends the open gesture: another scene was selected.
  /// - Parameters:
  ///   - scene: the scene selected.
  ///   - time: when, seconds.
  public mutating func sceneSwitched(to scene: String, at time: Double) {
    if open != nil { close(.sceneSwitch, at: time) }
    self.scene = scene
    lastState = nil
    phase = (.idle, time)
  }

  /// Ends the open gesture: the run is over (at rest when the view rests after its last
  /// frame, with nothing held).
  /// - Parameter time: the run's last time (the last present), seconds.
  public mutating func finish(at time: Double) {
    guard let g = open else { return }
    // No input comes after the run: a touchpad's fingers have lifted, and a view at rest
    // after its last frame ended the gesture there.
    let rests = !held && !g.frames.isEmpty && lastState?.phase == .idle
    close(rests ? .rest : .endOfRun, at: rests ? (g.frames.last?.timing.present ?? time) : time)
  }

  /// Closes the open gesture with `reason` at `time` and queues it (or drops a click or a key
  /// that moved nothing).
  private mutating func close(_ reason: GestureEnd, at time: Double) {
    guard var g = open else { return }
    open = nil
    let clickOnly = g.kind == .drag && !confirmed
    guard moved || !(clickOnly || g.kind == .keyRepeat) else { return }
    if clickOnly {
      // A click whose button scrolled: the program moved the content, not the pointer.
      g.kind = .programmatic
      g.device = .program
    }
    g.end = max(g.start, time)
    g.addPhaseTime(phase.current, g.end - max(phase.since, g.start))
    g.endedBy = reason
    if reason == .rest {
      let last = g.endOffset
      g.restOffset =
        lastPhaseOffset
        ?? (last.x != g.startOffset.x && last.y == g.startOffset.y ? last.x : last.y)
    }
    if g.id == 0 {
      g.id = nextID
      nextID += 1
    }
    ended.append(g)
  }
}
