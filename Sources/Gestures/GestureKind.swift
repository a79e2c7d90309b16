import ScrollCore

/// What kind of input a gesture is.
public enum GestureKind: String, Hashable, Sendable, CaseIterable {
  /// A touchpad swipe, from its first motion to the end of its momentum.
  case touchpadSwipe = "touchpad-swipe"
  /// Wheel detents (or high-resolution wheel motion) close together, and their animation.
  case wheelBurst = "wheel-burst"
  /// A drag with the mouse or a finger on a touch screen, and its fling.
  case drag
  /// A key press with its repeats, and the animation it started.
  case keyRepeat = "key-repeat"
  /// A scroll no input started (a button's scroll-to, an edge, content that follows).
  case programmatic
}

/// Why a gesture ended.
public enum GestureEnd: String, Hashable, Sendable, CaseIterable {
  /// The scroll view came to rest.
  case rest
  /// A new gesture started before it came to rest.
  case caught
  /// Another scene was selected.
  case sceneSwitch = "scene-switch"
  /// The run ended.
  case endOfRun = "end of run"
}

/// The device a gesture came from, as the app names it.
public struct GestureDevice: Hashable, Sendable {
  /// The device's name ("Golden TouchPad", "keyboard").
  public var name: String
  /// What it was taken for: "touchpad", "wheel detent", "high-resolution wheel",
  /// "mouse drag", "finger/touch", "keyboard", "programmatic"; a scroll device adds how it
  /// was decided and, in a window with the XI2 path, its valuator ("touchpad (libinput; XI2
  /// smooth valuator, increment 15)").
  public var verdict: String

  /// Creates a device description.
  /// - Parameters:
  ///   - name: the device's name.
  ///   - verdict: what it was taken for.
  public init(name: String, verdict: String) {
    self.name = name
    self.verdict = verdict
  }

  /// The keyboard.
  public static let keyboard = GestureDevice(name: "keyboard", verdict: "keyboard")
  /// The mouse, dragging.
  public static let mouse = GestureDevice(name: "mouse", verdict: "mouse drag")
  /// A touch screen.
  public static let touchScreen = GestureDevice(name: "touch screen", verdict: "finger/touch")
  /// No device: the program scrolled.
  public static let program = GestureDevice(name: "none", verdict: "programmatic")

  /// The description of a scroll device: its name and the kind the app decided for it.
  /// - Parameters:
  ///   - name: the device's name.
  ///   - kind: the verdict on its kind.
  ///   - source: how the verdict was decided.
  ///   - detail: what the input path says of it ("XI2 smooth valuator, increment 15"), or nil.
  public init(
    scrollDevice name: String, kind: ScrollDevice, source: DeviceVerdictSource,
    detail: String? = nil
  ) {
    let what: String
    switch kind {
    case .touchpad: what = "touchpad"
    case .wheel: what = "wheel detent"
    case .highResolutionWheel: what = "high-resolution wheel"
    case .unknown: what = "unknown"
    }
    let how = [source.rawValue, detail].compactMap { $0 }.joined(separator: "; ")
    self.init(name: name, verdict: "\(what) (\(how))")
  }
}

/// One input event of a gesture, as the plot draws it and latency counts it.
public struct GestureInput: Hashable, Sendable {
  /// What kind of tick it is.
  public enum Tick: String, Hashable, Sendable {
    /// A wheel detent.
    case wheel
    /// A touchpad or high-resolution wheel delta.
    case precise
    /// A pointer or finger moving (or going down or up).
    case pointer
    /// A key press or repeat.
    case key
  }

  /// The event's session time, seconds.
  public var time: Double
  /// Its kind.
  public var tick: Tick
  /// Its raw value on the axis it moves most: wheel units for wheels and touchpads, pointer
  /// position (points) for drags, 0 for keys.
  public var value: Double
  /// When the frame that handled it was presented, seconds (nil until then).
  public var presented: Double?

  /// Creates an input record.
  /// - Parameters:
  ///   - time: the event's session time, seconds.
  ///   - tick: its kind.
  ///   - value: its raw value.
  public init(time: Double, tick: Tick, value: Double) {
    self.time = time
    self.tick = tick
    self.value = value
  }
}

/// One frame of a gesture: its timing and the main scroll view's state after it.
public struct GestureFrame: Hashable, Sendable {
  /// How the frame was timed.
  public var timing: FrameTiming
  /// The content offset, points.
  public var offset: Point
  /// The velocity, points per second.
  public var velocity: Point
  /// The published phase.
  public var phase: SCScrollPhase

  /// Creates a frame record.
  /// - Parameters:
  ///   - timing: how the frame was timed.
  ///   - offset: the content offset, points.
  ///   - velocity: the velocity, points per second.
  ///   - phase: the published phase.
  public init(timing: FrameTiming, offset: Point, velocity: Point, phase: SCScrollPhase) {
    self.timing = timing
    self.offset = offset
    self.velocity = velocity
    self.phase = phase
  }
}
