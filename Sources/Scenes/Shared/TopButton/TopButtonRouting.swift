import Drawing
import ScrollCore

/// The Top pill's part in a feed scene's input and observe stages, written once for every
/// scene that shows it (Feed, Showcase): the pill sees input before the scroll view, a click
/// on it or T scrolls `list` to the top, and the observer's deliveries show or hide it; each
/// is logged in the scene's `SceneEventLog`.
extension BackToTopButton {
  /// Gives `event` to the pill before the scroll view. Returns true when the pill took it;
  /// an activation (a press and release on it) scrolls to the top.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the feed the pill floats over.
  ///   - measurer: measures the pill's title.
  ///   - log: the scene's event log ("scroll-to-top").
  mutating func intercept(
    _ event: InputEvent, list: inout some PartList, measurer: any TextMeasurer,
    log: inout SceneEventLog
  ) -> Bool {
    // Wheel and key events (most of a scroll) cannot press the pill: skip placing it.
    guard OverlayPress.concerns(event) else { return false }
    switch handle(event, area: list.host.frame, measurer: measurer) {
    case .activated:
      log.append(list.scrollToTop(scene: log.scene, via: "click", at: event.time))
      return true
    case .consumed:
      return true
    case .ignored:
      return false
    }
  }

  /// Uses an action the scroll view left over: a click on the pill or T scrolls to the top.
  /// Returns true when the action was one of those.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the session time, seconds.
  ///   - list: the feed the pill floats over.
  ///   - measurer: measures the pill's title.
  ///   - log: the scene's event log ("scroll-to-top").
  func perform(
    _ action: InputAction, at t: Double, list: inout some PartList, measurer: any TextMeasurer,
    log: inout SceneEventLog
  ) -> Bool {
    if case .click(let p) = action, contains(p, area: list.host.frame, measurer: measurer) {
      log.append(list.scrollToTop(scene: log.scene, via: "click", at: t))
      return true
    }
    if action.isLetter("t") {
      log.append(list.scrollToTop(scene: log.scene, via: "key", at: t))
      return true
    }
    return false
  }

  /// Shows or hides the pill when the observer delivered `visible` this pass, logging
  /// "button-shown" or "button-hidden" with the points scrolled.
  /// - Parameters:
  ///   - visible: the observer's delivery this pass, nil when none.
  ///   - list: the feed the pill floats over.
  ///   - t: the session time, seconds.
  ///   - log: the scene's event log.
  mutating func apply(
    _ visible: Bool?, list: some PartList, at t: Double, log: inout SceneEventLog
  ) {
    guard let shown = visible else { return }
    setShown(shown, at: t)
    log.emit(
      shown ? "button-shown" : "button-hidden", at: t,
      [("scrolled", .number(list.geometry.pointsScrolled.y))])
  }
}
