import Drawing
import ScrollCore

/// The Top pill as a scene part: it registers its Bool observer on the list (past the
/// `TopButtonSettings.threshold` setting), takes presses before the list, scrolls to the top on a
/// click on it or T, shows and hides on the observer's deliveries and draws over the list.
/// Events: "scroll-to-top", "button-shown", "button-hidden". With `detailedHUD` its HUD lines
/// also give the rule's threshold and the observer's transform and action counts.
@dynamicMemberLookup
final class TopButtonPart<List: PartList>: ScenePart {
  /// The pill's state.
  private(set) var button = BackToTopButton()
  /// The threshold the observer reads, points (tuned in place).
  let threshold: TunedValue<Double>
  /// The id of the pill's Bool observer on the list.
  let observer: GeometryObserverRegistry<FeedObserved>.ObserverID
  private var log: SceneEventLog
  private let measurer: any TextMeasurer
  private let detailedHUD: Bool
  let name = "Top button"

  /// Reads the BackToTopButton's members through the part (`part.isShown`).
  /// - Parameter member: the member's key path.
  subscript<Value>(dynamicMember member: KeyPath<BackToTopButton, Value>) -> Value {
    button[keyPath: member]
  }

  /// Creates a hidden pill and registers its observer on `list`.
  /// - Parameters:
  ///   - list: the list the pill floats over.
  ///   - sceneName: stamped on the events.
  ///   - tuning: the scene settings (`TopButtonSettings.threshold`).
  ///   - measurer: measures the pill's title.
  ///   - detailedHUD: true to show the threshold and the observer's counts in the HUD.
  init(
    list: inout List, sceneName: String, tuning: SceneTuning, measurer: any TextMeasurer,
    detailedHUD: Bool = false
  ) {
    threshold = TunedValue(tuning[TopButtonSettings.threshold])
    log = SceneEventLog(scene: sceneName)
    self.measurer = measurer
    self.detailedHUD = detailedHUD
    observer = BackToTopButton.register(in: &list.host.controller.observers, threshold: threshold)
  }

  /// Takes a press on the shown pill.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the scene's list.
  func intercept(_ event: InputEvent, list: inout List) -> Bool {
    button.intercept(event, list: &list, measurer: measurer, log: &log)
  }

  /// A click on the pill or T scrolls to the top.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  ///   - list: the scene's list.
  func perform(_ action: InputAction, at t: Double, list: inout List) -> Bool {
    button.perform(action, at: t, list: &list, measurer: measurer, log: &log)
  }

  /// Takes the tuned threshold, from the observer's next run.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, list: inout List, at t: Double) {
    threshold.set(tuning[TopButtonSettings.threshold])
  }

  /// Shows or hides the pill on the observer's delivery.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double) {
    button.apply(signals.topButtonVisible, list: list, at: t, log: &log)
  }

  /// Draws the pill at the bottom-right of `area`.
  /// - Parameters:
  ///   - list: the display list.
  ///   - area: the scene's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOverlay(into list: inout DisplayList, area: Rect, theme: Theme, at t: Double) {
    button.draw(into: &list, area: area, theme: theme, measurer: measurer, at: t)
  }

  /// True while the pill fades or slides.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool { button.isAnimating(at: t) }

  /// Returns and clears the pill's events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// "Top button\tshown".
  var hudLines: [String] { ["Top button\t\(button.isShown ? "shown" : "hidden")"] }

  /// `hudLines`, or with `detailedHUD` "Top button\tshown (minY > 240)" and the observer's
  /// counts.
  /// - Parameter list: the scene's list.
  func hudLines(in list: List) -> [String] {
    guard detailedHUD else { return hudLines }
    let counts = list.observerCounts(of: observer)
    return [
      "Top button\t\(button.isShown ? "shown" : "hidden") (minY > \(PhysicsTuning.format(threshold.value)))",
      "Top obs.\t\(counts.transforms) transforms · \(counts.actions) actions",
    ]
  }
}
