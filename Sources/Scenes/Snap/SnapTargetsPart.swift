import Drawing
import ScrollCore

/// A list whose items are scroll targets that `SnapTargetsPart` steps through and reports.
protocol SnappingList: PartList {
  /// The name the "snapped" event gives the list's layout ("aligned-by-one").
  var snappingName: String { get }
  /// True in the frame whose layout found the view come to rest.
  var restedNow: Bool { get }
  /// The `scrollPosition(id:)` binding: the top-most target's id, or nil.
  var binding: Int? { get }
  /// Forgets a programmatic scroll in flight (an arrow key's scroll replaces it).
  mutating func forgetJump()
}

/// Notes the layout that found a list's view come to rest: `restedNow` is true after the
/// first `update` with the idle phase following one with another phase (a list calls it
/// from its `layout`).
struct RestWatch: Hashable, Sendable {
  private var lastPhase = SCScrollPhase.idle
  /// True when the last update found the view come to rest.
  private(set) var restedNow = false

  /// Takes the phase after a layout.
  /// - Parameter phase: the scroll view's phase.
  mutating func update(_ phase: SCScrollPhase) {
    restedNow = lastPhase != .idle && phase == .idle
    lastPhase = phase
  }
}

/// Target aids for any list with `scrollTargetLayout()` (the controller's `hasTargetLayout`):
/// arrow keys (Up/Down, and Left/Right on a horizontal list) move by exactly one target with
/// `scrollTo(id:)`, and, under a target behavior, each rest on a target is reported
/// ("snapped": id, offset, variant) and counted (the HUD's "snaps"). Landing on targets is
/// the engine's: the list's target behavior chooses where releases rest and finishes steps
/// that rest between targets.
final class SnapTargetsPart<List: SnappingList>: ScenePart {
  let name = "targets"
  /// Rests on a target so far.
  private(set) var snapCount = 0
  private var log: SceneEventLog

  /// Creates the aids.
  /// - Parameter sceneName: stamped on the events.
  init(sceneName: String) { log = SceneEventLog(scene: sceneName) }

  /// Returns and clears the "snapped" events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// Arrow keys in a snapping layout (free rows scroll by lines as usual).
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the snap list.
  func intercept(_ event: InputEvent, list: inout List) -> Bool {
    guard case .keyDown(let key, let mods, _) = event.kind, !mods.contains(.control),
      !mods.contains(.alt), list.host.controller.hasTargetLayout,
      !list.host.interpreter.isPointerHeld
    else { return false }
    let forward: Bool
    switch key {
    case .down: forward = true
    case .up: forward = false
    case .right where list.host.axis == .horizontal: forward = true
    case .left where list.host.axis == .horizontal: forward = false
    default: return false
    }
    let host = list.host
    guard let current = list.binding ?? host.stack.visibleItems.first?.id,
      let index = host.stack.index(ofID: current)
    else { return true }
    let axis = host.axis
    let aligned = abs(host.view.restingOffset[axis] - host.stack.offset(ofIndex: index)) < 0.5
    let next = min(
      host.stack.count - 1, max(0, forward ? index + 1 : (aligned ? index - 1 : index)))
    let anchor: SCUnitPoint = axis == .vertical ? .top : .leading
    list.forgetJump()
    list.host.controller.scrollTo(
      id: host.stack.id(at: next), anchor: anchor, animation: SceneLook.programmaticScroll,
      at: event.time)
    return true
  }

  /// Reports a rest on a target ("snapped").
  /// - Parameters:
  ///   - list: the snap list.
  ///   - signals: unused.
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double) {
    let o = list.host.view.offset[list.host.axis]
    guard list.restedNow, list.host.controller.hasTargetLayout,
      list.host.view.targetBehavior != nil,
      Self.isOnTarget(o, in: list.host)
    else { return }
    snapCount += 1
    log.emit(
      "snapped", at: t,
      [
        ("id", .number(Double(list.binding ?? -1))), ("offset", .number(o + 0)),
        ("variant", .string(list.snappingName)),
      ])
  }

  /// "snaps".
  var hudLines: [String] { ["snaps\t\(snapCount)"] }

  /// True when `o` is an item's leading edge or a clamped end of the content.
  /// - Parameters:
  ///   - o: the offset along the axis.
  ///   - host: the list's host.
  static func isOnTarget(_ o: Double, in host: ScrollHost<FeedObserved>) -> Bool {
    let axis = host.axis
    if o <= host.view.minOffset(axis) + 0.001 || o >= host.view.maxOffset(axis) - 0.001 {
      return true
    }
    guard let i = host.stack.index(atOffset: o) else { return false }
    return abs(host.stack.offset(ofIndex: i) - o) < 0.001
      || (i + 1 < host.stack.count && abs(host.stack.offset(ofIndex: i + 1) - o) < 0.001)
  }
}
