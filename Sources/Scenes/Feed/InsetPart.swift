import Drawing
import ScrollCore

/// The inset lesson as a scene part: I switches a top content inset (the room a status bar
/// and a large title take on a phone) on and off, keeping the points scrolled; while it is on
/// the band it reserves is drawn over the list, translucent, with both readings: the raw
/// `contentOffset.y` (minus the inset at rest) and `contentOffset.y + contentInsets.top`
/// (0 at rest). Events: "inset" (top, rawOffset).
final class InsetPart<List: PartList>: ScenePart {
  /// The inset's height, points.
  let height: Double
  /// True while the inset is on.
  private(set) var isOn = false
  private var log: SceneEventLog
  let name = "inset"

  /// Creates the lesson with the inset off.
  /// - Parameters:
  ///   - height: the inset I switches on, points.
  ///   - sceneName: stamped on the events.
  init(height: Double, sceneName: String) {
    self.height = height
    log = SceneEventLog(scene: sceneName)
  }

  /// I switches the inset.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  ///   - list: the scene's list.
  func perform(_ action: InputAction, at t: Double, list: inout List) -> Bool {
    guard action.isLetter("i") else { return false }
    toggle(list: &list, at: t)
    return true
  }

  /// Switches the inset, keeping the points scrolled (at rest at the top the raw offset goes
  /// from 0 to minus the inset and back).
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func toggle(list: inout List, at t: Double) {
    let scrolled = list.geometry.pointsScrolled.y
    isOn.toggle()
    let inset = isOn ? height : 0
    list.host.controller.setContentInsets(SCEdgeInsets(top: inset), at: t)
    list.host.controller.scroll(
      to: Point(x: list.geometry.contentOffset.x, y: scrolled - inset), animation: .none, at: t)
    log.emit(
      "inset", at: t,
      [("top", .number(inset)), ("rawOffset", .number(list.geometry.contentOffset.y + 0))])
  }

  /// The lesson's two readings of `list`: the raw `contentOffset.y` and `contentOffset.y +
  /// contentInsets.top`.
  /// - Parameter list: the scene's list.
  func readings(of list: List) -> (raw: Double, adjusted: Double) {
    let g = list.geometry
    return (g.contentOffset.y + 0, g.contentOffset.y + g.contentInsets.top + 0)
  }

  /// The band the inset reserves, translucent, with both readings (while the inset is on).
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the scene's list.
  ///   - frame: the scene's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOverlay(
    into display: inout DisplayList, list: List, area frame: Rect, theme: Theme, at t: Double
  ) {
    guard isOn else { return }
    let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
    display.fill(bar, theme.card.opacity(0.92))
    display.line(
      Point(x: bar.minX, y: bar.maxY), Point(x: bar.maxX, y: bar.maxY), theme.separator, width: 1)
    let r = readings(of: list)
    display.text(
      "\(shortNumber(height)) pt top inset  ·  contentOffset.y \(formatPoints(r.raw))  ·  + contentInsets.top = \(formatPoints(r.adjusted))",
      in: Rect(
        x: bar.minX + SceneLook.margin, y: bar.minY + 20, width: bar.width - 2 * SceneLook.margin,
        height: 20),
      font: SceneLook.footnote, color: theme.primaryText)
  }

  /// Returns and clears the part's events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// The inset and both readings.
  /// - Parameter list: the scene's list.
  func hudLines(in list: List) -> [String] {
    let r = readings(of: list)
    return [
      "inset\t\(isOn ? "\(shortNumber(height)) pt top (I)" : "off (I)")",
      "raw offset\t\(formatPoints(r.raw)) pt (contentOffset.y)",
      "offset+inset\t\(formatPoints(r.adjusted)) pt",
    ]
  }
}
