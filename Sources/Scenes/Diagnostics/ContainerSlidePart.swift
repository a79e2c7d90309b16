import Drawing
import ScrollCore

/// C slides the list's container down by `travel` points or back, animated on the scene
/// clock, as a part of the diagnostics scene (the scene moves the list's frame with
/// `shift(at:)`). Events: "container" (shift).
final class ContainerSlidePart: ScenePart {
  /// How far C slides the container, points.
  let travel: Double
  /// The slide: 0 in place, `travel` moved down.
  private(set) var slide: OverlayTransition
  private var log: SceneEventLog
  let name = "container"

  /// Creates the part with the container in place.
  /// - Parameters:
  ///   - travel: how far C slides the container, points.
  ///   - duration: seconds of the slide.
  ///   - sceneName: stamped on the events.
  init(travel: Double, duration: Double, sceneName: String) {
    self.travel = travel
    slide = OverlayTransition(value: 0, duration: duration)
    log = SceneEventLog(scene: sceneName)
  }

  /// How far the container is moved down at `t`, points.
  /// - Parameter t: the session time, seconds.
  func shift(at t: Double) -> Double { slide.value(at: t) }

  /// C (without Control or Alt), before the list.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the scene's list.
  func intercept(_ event: InputEvent, list: inout ArticleTextList) -> Bool {
    guard case .keyDown(.character("c"), let mods, _) = event.kind, !mods.contains(.control),
      !mods.contains(.alt)
    else { return false }
    let target = slide.target == 0 ? travel : 0
    slide.animate(to: target, at: event.time)
    log.emit("container", at: event.time, [("shift", .number(target))])
    return true
  }

  /// True while the container slides.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool { slide.isAnimating(at: t) }

  /// Returns and clears the part's events.
  func takeEvents() -> [SceneEvent] { log.take() }
}
