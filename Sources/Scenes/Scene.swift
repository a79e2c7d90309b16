import Drawing
import ScrollCore

/// What the HUD shows about a scene's main scroll view this frame.
public struct HUDSnapshot: Sendable {
  /// The published phase.
  public var phase: ScrollPhase
  /// The scroll geometry.
  public var geometry: ScrollGeometry
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
    phase: ScrollPhase, geometry: ScrollGeometry, velocity: Point, preset: String,
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
  /// The scene and input numbers (`SceneSettings`), defaults unless tuned.
  public var tuning: SceneTuning

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

/// A demo screen. The host calls, once per frame and in this order (each is a profiler
/// stage): `handle` for each input event, `advance` (physics), `layout`, `observe`
/// (observers and scene state, re-layout if needed), then `draw`.
///
/// Scenes never touch SDL: they draw into a display list and are tested without pixels.
public protocol Scene: AnyObject {
  /// Name for `--scene` ("showcase").
  var name: String { get }
  /// Tab title ("Showcase").
  var title: String { get }
  /// One-line description for `--list-scenes`.
  var summary: String { get }
  /// Keys that matter in this scene, for the help line.
  var helpLine: String { get }

  /// Sets the scene's area in the window (points) at time `t`.
  func setFrame(_ frame: Rect, at t: Double)
  /// Switches the physics preset of every scroll view.
  func setPhysics(_ physics: ScrollPhysics, at t: Double)
  /// Handles one input event; returns true when the scene consumed it.
  func handle(_ event: InputEvent) -> Bool
  /// Advances physics to `t`.
  func advance(to t: Double)
  /// Lays out the visible range.
  func layout(at t: Double)
  /// Runs observers and updates scene state (re-laying out, bounded, when they change it).
  func observe(at t: Double)
  /// Draws the scene.
  func draw(into list: inout DisplayList, theme: Theme, at t: Double)
  /// True while anything moves or waits on a timer, so the loop keeps producing frames.
  func needsFrame(at t: Double) -> Bool
  /// The session time (seconds) of the scene's next timer (a message due, a page arriving),
  /// or nil when none is pending: a loop that sleeps on events should wake by then even when
  /// `needsFrame` is false. Defaults to nil.
  var nextWakeTime: Double? { get }
  /// Events since the last call (phase changes, scene events), in order.
  func takeEvents() -> [SceneEvent]
  /// This frame's counts.
  var stats: SceneFrameStats { get }
  /// What the HUD shows.
  var hud: HUDSnapshot { get }
  /// Ends any gesture in progress (a drag, a touchpad gesture) as a lost window focus would,
  /// because the app is leaving the scene: its release will arrive elsewhere, and no view may
  /// stay interacting. Returns true when a gesture was ended (its events are then ready in
  /// `takeEvents`). Defaults to a `focusLost` event and an advance to `t` while the main
  /// view interacts.
  /// - Parameter t: the session time of the switch, seconds.
  @discardableResult
  func endInteraction(at t: Double) -> Bool
}

extension Scene {
  /// No timer by default.
  public var nextWakeTime: Double? { nil }

  /// Sends `focusLost` and advances to `t` when the main view is interacting.
  /// - Parameter t: the session time of the switch, seconds.
  @discardableResult
  public func endInteraction(at t: Double) -> Bool {
    guard hud.phase == .interacting else { return false }
    _ = handle(InputEvent(time: t, kind: .focusLost))
    advance(to: t)
    return true
  }
}
