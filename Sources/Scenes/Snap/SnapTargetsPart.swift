import Drawing
import ScrollCore

/// The snap scene's target aids: arrow keys (Up/Down, and Left/Right in the carousel) move
/// by exactly one target with `scrollTo(id:)` in a layout with `scrollTargetLayout()`, and
/// each rest on a target is reported ("snapped": id, offset, variant) and
/// counted (the HUD's "snaps"). Landing on targets is the engine's: the list's target
/// behavior chooses where releases rest and finishes steps that rest between targets.
final class SnapTargetsPart: ScenePart {
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
  func intercept(_ event: InputEvent, list: inout SnapList) -> Bool {
    guard case .keyDown(let key, let mods, _) = event.kind, !mods.contains(.control),
      !mods.contains(.alt), list.variant.hasTargetLayout, !list.host.interpreter.isPointerHeld
    else { return false }
    let forward: Bool
    switch key {
    case .down: forward = true
    case .up: forward = false
    case .right where list.variant == .carousel: forward = true
    case .left where list.variant == .carousel: forward = false
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
    list.jumpTarget = nil
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
  func observe(list: inout SnapList, signals: FeedObserved, at t: Double) {
    let o = list.host.view.offset[list.host.axis]
    guard list.restedNow, list.variant.hasTargetLayout, list.variant.behavior != nil,
      Self.isOnTarget(o, in: list.host)
    else { return }
    snapCount += 1
    log.emit(
      "snapped", at: t,
      [
        ("id", .number(Double(list.binding ?? -1))), ("offset", .number(o + 0)),
        ("variant", .string(list.variant.name)),
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
