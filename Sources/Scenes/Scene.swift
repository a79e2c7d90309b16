import Drawing
import ScrollCore

/// What the HUD shows about a scene's main scroll view this frame.
public struct HUDSnapshot: Sendable {
  /// The published phase.
  public var phase: SCScrollPhase
  /// The scroll geometry.
  public var geometry: SCScrollGeometry
  /// Velocity, pt/s.
  public var velocity: Point
  /// The physics preset's name.
  public var preset: String
  /// The input device verdict and its reason ("wheel: whole ticks").
  public var device: String
  /// Extra scene-specific lines ("pages 3/∞", "feedback loop: header").
  public var extra: [String]
  /// Warnings to show in the warning colour (feedback loops).
  public var warnings: [String]

  /// Creates a snapshot.
  public init(
    phase: SCScrollPhase, geometry: SCScrollGeometry, velocity: Point, preset: String,
    device: String, extra: [String] = [], warnings: [String] = []
  ) {
    self.phase = phase
    self.geometry = geometry
    self.velocity = velocity
    self.preset = preset
    self.device = device
    self.extra = extra
    self.warnings = warnings
  }
}

/// Per-frame counts a scene reports to the profiler.
public struct SceneFrameStats: Hashable, Sendable {
  /// Geometry-observer transforms run.
  public var observerTransforms = 0
  /// Observer actions delivered.
  public var observerDeliveries = 0
  /// Items laid out.
  public var itemsLaidOut = 0
  /// Extra layout passes caused by observer actions.
  public var relayouts = 0
  /// Creates zero stats.
  public init() {}
}

/// Everything a scene needs from its host, passed at construction.
public struct SceneEnvironment {
  /// Measures text the way the backend draws it.
  public var measurer: any TextMeasurer
  /// The starting physics preset.
  public var physics: ScrollPhysics
  /// Seed for generated content, so the same run shows the same content.
  public var seed: UInt64
  /// Item count for feed scenes that support a size (nil: the scene's default).
  public var itemCount: Int?
  /// The scene and input numbers (read with typed keys, `tuning[key]`), defaults unless
  /// tuned.
  public var tuning: SceneTuning
  /// The physics lab's presets, one column each (2 to 4; empty: the environment's preset
  /// beside android).
  public var labPresets: [ScrollPhysics] = []
  /// The gesture the physics lab plays (nil: its scripted fling).
  public var labGesture: LabGesture?

  /// Creates an environment.
  public init(
    measurer: any TextMeasurer, physics: ScrollPhysics = .ios, seed: UInt64 = 42,
    itemCount: Int? = nil, tuning: SceneTuning = SceneTuning()
  ) {
    self.measurer = measurer
    self.physics = physics
    self.seed = seed
    self.itemCount = itemCount
    self.tuning = tuning
  }
}

/// What every scene keeps for its host: its catalog entry (name, title, summary), its event
/// log and this frame's counts. A scene stores one as `base`; `Scene`'s defaults read it.
public struct SceneBase: Sendable {
  /// The scene's catalog entry.
  public let entry: SceneCatalog.Entry
  /// The scene's own events (its parts' logs are merged in `Scene.takeEvents()`).
  public var log: SceneEventLog
  /// This frame's counts.
  public var stats = SceneFrameStats()
  /// Frames whose bounded re-layout loop ended still changing the layout (`PartsScene`).
  public var feedbackLoops = 0
  /// The scene's area in the window, points (`PartsScene`'s `setFrame` keeps it: the list
  /// and its parts' bands).
  public var frame = Rect.zero

  /// Creates the base of the scene built from `entry`.
  /// - Parameter entry: the catalog entry the catalog handed the scene.
  public init(entry: SceneCatalog.Entry) {
    self.entry = entry
    log = SceneEventLog(scene: entry.name)
  }
}

/// A demo screen. Each frame, the host's `FrameLoop` calls it in the stages of Runtime's
/// `FrameStage.order` (the one place the order is written): `handle` for each input event
/// (input), `advance` (physics), `layout`, `observe` (observers and scene state, re-layout if
/// needed), then `draw`.
///
/// Scenes never touch SDL: they draw into a display list and are tested without pixels.
///
/// ## Writing a scene
///
/// A scene is one folder under Sources/Scenes and one entry in `SceneCatalog.entries`:
/// 1. A `final class` conforming to `Scene`, built by `init(environment:entry:)`, that stores
///    `var base = SceneBase(entry:)` and at least one `ScrollHost` (or a `FeedList`, which
///    holds one).
/// 2. `static var mainHost: MainHostPath` names that host (`{ \.host }`); when its
///    geometry observers write state, that state is the scene's `Observed` type, named
///    `<Scene>Observed` (`typealias Observed = DiagnosticsObserved`).
/// 3. Write `helpLine`, `layout(at:)` (the host's `layout`, with the measure callback),
///    `observe(at:)` and `draw(into:theme:at:)`. Everything else has a default that works on
///    the main host: `setFrame`, `setPhysics`, `setInput`, `setTuning` (nothing), `handle` (the host first, then each leftover
///    action to `perform(_:at:)`), `advance`, `needsFrame`, `nextWakeTime`, `takeEvents`
///    (the host's events and `base.log`, in time order) and `hud`. Override one when the
///    scene does more (a timer, a second view). `stats` (it reads `base.stats`) and
///    `endInteraction` are not requirements: a scene's own would not be called through
///    `any Scene`, so count into `base.stats` instead.
/// 4. Report what happens with `base.log.emit("name", at: t, fields)`; count work in
///    `base.stats`. A tunable number is a `Setting` declared beside the scene
///    (`FeedSettings`), read with `tuning[key]` and listed, with its parts', in
///    `static var settings`; the catalog does the rest (`--set`, `--list-settings`, Tune).
/// 5. Add the `Entry` (name, tab title, summary, `{ MyScene(environment: $0, entry: $1) }`).
///
/// A scene that is a list plus parts (a collapsing header, a Top button, pagination)
/// conforms to `PartsScene` instead: it declares `base`, `helpLine`, `list` and `parts`, and
/// every stage is routed through the list and each part in one place (see `PartsScene`;
/// SettingsScene is the example, under 60 lines).
///
/// Parts shared by several scenes live in Shared under neutral names; a scene never calls
/// into another scene's type.
public protocol Scene: AnyObject {
  /// What the main scroll view's geometry observers write (`Void` when it has none).
  associatedtype Observed: Sendable = Void
  /// Where a scene keeps its main scroll view (a reference: reading it copies nothing).
  typealias MainHostPath = KeyPath<Self, ScrollHost<Observed>>

  /// The scene's entry, event log and counts.
  var base: SceneBase { get set }
  /// The main scroll view: the one the defaults route input to, advance, size and describe.
  static var mainHost: MainHostPath { get }

  /// Keys that matter in this scene, for the help line.
  var helpLine: String { get }
  /// The settings the scene uses: its own and its parts' (`ScenePart.settings`), declared
  /// by their owners (`Setting`). The catalog gathers them for `--list-settings`, `--set`
  /// and the inspector's Tune section, and names the scene beside each. Defaults to none.
  static var settings: [NumberSetting] { get }

  /// Sets the scene's area in the window (points) at time `t`. Defaults to the main host's
  /// frame.
  func setFrame(_ frame: Rect, at t: Double)
  /// Switches the physics preset of every scroll view. Defaults to the main host's.
  func setPhysics(_ physics: ScrollPhysics, at t: Double)
  /// Gives every scroll view's input interpreter new constants (tuned wheel step, key
  /// animation…); a gesture or animation already running keeps what it started with.
  /// Defaults to the main host's.
  /// - Parameter input: the interpreter's constants.
  func setInput(_ input: InputConfiguration)
  /// Takes new scene numbers (the `settings` it declares: thresholds, header sizes, page
  /// numbers) in place, without rebuilding: the scroll position is kept and a running motion
  /// goes on as it was (content that changes size keeps the row at the top of the view
  /// still). Thresholds count from the observers' next run, page numbers from the next page
  /// request. Defaults to nothing (a scene without scene numbers).
  /// - Parameters:
  ///   - tuning: the scene and input numbers (the input ones arrive through `setInput`).
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double)
  /// Handles one input event; returns true when the scene consumed it. Defaults to
  /// `routeToMainHost(_:)`.
  func handle(_ event: InputEvent) -> Bool
  /// Uses an action the main scroll view left over (a click, a key it does not scroll
  /// with); returns true when the scene used it. Defaults to false.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  func perform(_ action: InputAction, at t: Double) -> Bool
  /// Advances physics to `t`. Defaults to the main host's.
  func advance(to t: Double)
  /// Lays out the visible range.
  func layout(at t: Double)
  /// Runs observers and updates scene state (re-laying out, bounded, when they change it).
  func observe(at t: Double)
  /// Draws the scene.
  func draw(into list: inout DisplayList, theme: Theme, at t: Double)
  /// Idle work after present for the frames to come (measuring rows about to be laid out);
  /// changes nothing that shows or that observers see. Defaults to nothing.
  /// - Parameter t: the session time, seconds.
  func prefetch(at t: Double)
  /// True while anything moves or waits on a timer, so the loop keeps producing frames.
  /// Defaults to the main host's (motion, a fading scrollbar).
  func needsFrame(at t: Double) -> Bool
  /// The session time (seconds) of the scene's next timer (a message due, a page arriving),
  /// or nil when none is pending: a loop that sleeps on events should wake by then even when
  /// `needsFrame` is false. Defaults to nil.
  var nextWakeTime: Double? { get }
  /// Events since the last call (phase changes, scene events), in time order. Defaults to
  /// the main host's events and `base.log`'s.
  func takeEvents() -> [SceneEvent]
  /// What the HUD shows. Defaults to the main host's snapshot without extra lines.
  var hud: HUDSnapshot { get }
  /// True while the scene shows something Escape closes (an open list): the app then gives
  /// Escape to the scene instead of quitting. Defaults to false.
  var capturesEscape: Bool { get }
}

extension Scene {
  /// Reads one field of `base` in place, through its modify accessor (nothing is written):
  /// through `any Scene` its getter copies the whole base (the entry's strings and closure,
  /// the event log) to hand out one field, and the app reads these every frame.
  /// - Parameter field: what to read of the base.
  @inline(__always) func readBase<T>(_ field: (inout SceneBase) -> T) -> T { field(&base) }

  /// Name for `--scene` ("showcase"): the catalog entry's.
  public var name: String { readBase { $0.entry.name } }
  /// Tab title ("Showcase"): the catalog entry's.
  public var title: String { readBase { $0.entry.title } }
  /// One-line description for `--list-scenes`: the catalog entry's.
  public var summary: String { readBase { $0.entry.summary } }
  /// This frame's counts: `base.stats`.
  public var stats: SceneFrameStats { readBase { $0.stats } }
  /// No timer by default.
  public var nextWakeTime: Double? { nil }
  /// No settings by default.
  public static var settings: [NumberSetting] { [] }
  /// Nothing to close by default.
  public var capturesEscape: Bool { false }

  /// Gives the main host's interpreter `input`.
  /// - Parameter input: the interpreter's constants.
  public func setInput(_ input: InputConfiguration) {
    self[keyPath: Self.mainHost].controller.interpreter.configuration = input
  }

  /// No scene numbers: nothing to change.
  /// - Parameters:
  ///   - tuning: the scene and input numbers.
  ///   - t: the session time, seconds.
  public func setTuning(_ tuning: SceneTuning, at t: Double) {}

  /// Nothing to prepare ahead.
  /// - Parameter t: the session time, seconds.
  public func prefetch(at t: Double) {}

  /// Places the main host.
  /// - Parameters:
  ///   - frame: the scene's area in the window, points.
  ///   - t: the session time, seconds.
  public func setFrame(_ frame: Rect, at t: Double) {
    self[keyPath: Self.mainHost].setFrame(frame, at: t)
  }

  /// Switches the main host's preset.
  /// - Parameters:
  ///   - physics: the preset.
  ///   - t: the session time, seconds.
  public func setPhysics(_ physics: ScrollPhysics, at t: Double) {
    self[keyPath: Self.mainHost].setPhysics(physics, at: t)
  }

  /// `routeToMainHost(_:)`.
  /// - Parameter event: the input event.
  public func handle(_ event: InputEvent) -> Bool { routeToMainHost(event) }

  /// Routes `event` to the main host (its scrollbar, then its scroll view) and offers each
  /// action left over to `perform(_:at:)`. Returns false when a key action went unused (the
  /// app may use the key), true otherwise.
  /// - Parameter event: the input event.
  public func routeToMainHost(_ event: InputEvent) -> Bool {
    var consumed = true
    for action in self[keyPath: Self.mainHost].handle(event)
    where !perform(action, at: event.time) {
      if case .key = action { consumed = false }
    }
    return consumed
  }

  /// Uses no action.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  public func perform(_ action: InputAction, at t: Double) -> Bool { false }

  /// Advances the main host.
  /// - Parameter t: the session time, seconds.
  public func advance(to t: Double) { self[keyPath: Self.mainHost].advance(to: t) }

  /// The main host's motion and scrollbar.
  /// - Parameter t: the session time, seconds.
  public func needsFrame(at t: Double) -> Bool {
    self[keyPath: Self.mainHost].needsFrame(at: t)
  }

  /// The main host's events, then `base.log`'s, in time order.
  public func takeEvents() -> [SceneEvent] {
    SceneEvent.inTimeOrder(self[keyPath: Self.mainHost].takeEvents(), base.log.take())
  }

  /// The main host's snapshot.
  public var hud: HUDSnapshot { self[keyPath: Self.mainHost].hud() }

  /// The main scroll view's offset, velocity and phase, for the app's output files: the
  /// numbers `hud` describes, without its text.
  public var mainViewState: MainViewState { MainViewState(of: self[keyPath: Self.mainHost].view) }

  /// Ends any gesture in progress (a drag, a touchpad gesture) as a lost window focus would,
  /// because the app is leaving the scene: its release will arrive elsewhere, and no view may
  /// stay interacting. Sends `focusLost` and advances to `t` when the main view is
  /// interacting; returns true when a gesture was ended (its events are then ready in
  /// `takeEvents`).
  /// - Parameter t: the session time of the switch, seconds.
  @discardableResult
  public func endInteraction(at t: Double) -> Bool {
    guard mainViewState.phase == .interacting else { return false }
    _ = handle(InputEvent(time: t, kind: .focusLost))
    advance(to: t)
    return true
  }
}
