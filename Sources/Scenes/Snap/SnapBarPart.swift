import Drawing
import ScrollCore

/// The snap scene's floating bar: the `scrollPosition(id:)` binding, the layout's title, a
/// "Layout ›" pill (or V) that cycles the layout and a "Jump to 20" pill (or J outside the
/// reader layout) that runs `scrollTo(id: 20, anchor: .top)`. Events:
/// "variant" (variant), "jump" (id, variant, estimated) and "jump-landed" (id, offset,
/// error) when the jump rests.
final class SnapBarPart: ScenePart {
  /// The id "Jump to 20" scrolls to.
  static let jumpID = 20
  let name = "bar"
  private let measurer: any TextMeasurer
  private var log: SceneEventLog

  /// Creates the bar.
  /// - Parameters:
  ///   - sceneName: stamped on the events.
  ///   - measurer: measures the pills and the binding's text.
  init(sceneName: String, measurer: any TextMeasurer) {
    self.measurer = measurer
    log = SceneEventLog(scene: sceneName)
  }

  /// Returns and clears the bar's events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// V (every layout) and J (outside the reader layout, whose J is the reader's).
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the snap list.
  func intercept(_ event: InputEvent, list: inout SnapList) -> Bool {
    guard case .keyDown(let key, let mods, _) = event.kind, !mods.contains(.control),
      !mods.contains(.alt)
    else { return false }
    switch key {
    case .character("v"): switchVariant(list: &list, at: event.time)
    case .character("j") where list.variant != .reader: jump(list: &list, at: event.time)
    default: return false
    }
    return true
  }

  /// A click on the Jump or Layout pill.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  ///   - list: the snap list.
  func perform(_ action: InputAction, at t: Double, list: inout SnapList) -> Bool {
    guard case .click(let p) = action else { return false }
    if jumpButtonFrame(list).contains(p) {
      jump(list: &list, at: t)
    } else if layoutButtonFrame(list).contains(p) {
      switchVariant(list: &list, at: t)
    } else {
      return false
    }
    return true
  }

  /// Reports the jump that rested ("jump-landed").
  /// - Parameters:
  ///   - list: the snap list.
  ///   - signals: unused.
  ///   - t: the session time, seconds.
  func observe(list: inout SnapList, signals: FeedObserved, at t: Double) {
    guard list.restedNow, let id = list.jumpTarget, let index = list.host.stack.index(ofID: id)
    else { return }
    list.jumpTarget = nil
    let o = list.host.view.offset[list.host.axis]
    log.emit(
      "jump-landed", at: t,
      [
        ("id", .number(Double(id))), ("offset", .number(o + 0)),
        ("error", .number(o - list.host.stack.offset(ofIndex: index) + 0)),
      ])
  }

  /// The HUD lines for `list` (the layout and the binding).
  /// - Parameter list: the snap list.
  func hudLines(_ list: SnapList) -> [String] {
    ["layout\t\(list.variant.name)", "scrollPosition\t\(list.binding.map { "id \($0)" } ?? "nil")"]
  }

  /// The next layout ("variant").
  /// - Parameters:
  ///   - list: the snap list.
  ///   - t: the session time, seconds.
  func switchVariant(list: inout SnapList, at t: Double) {
    list.switchVariant(at: t)
    log.emit("variant", at: t, [("variant", .string(list.variant.name))])
  }

  /// `scrollTo(id: 20, anchor: .top)`, writing the binding where nothing else does.
  /// - Parameters:
  ///   - list: the snap list.
  ///   - t: the session time, seconds.
  func jump(list: inout SnapList, at t: Double) {
    let id = Self.jumpID
    guard let index = list.host.stack.index(ofID: id) else { return }
    log.emit(
      "jump", at: t,
      [
        ("id", .number(Double(id))), ("variant", .string(list.variant.name)),
        ("estimated", .bool(!list.host.stack.isMeasured(at: index))),
      ])
    list.jumpTarget = id
    // Writing the binding: without a target layout the scroll view never writes it back.
    if !list.variant.hasTargetLayout { list.writtenBinding = id }
    let anchor: SCUnitPoint = list.host.axis == .vertical ? .top : .leading
    list.host.controller.scrollTo(
      id: id, anchor: anchor, animation: SceneLook.programmaticScroll, at: t)
  }

  /// The "Jump to 20" pill.
  /// - Parameter list: the snap list.
  func jumpButtonFrame(_ list: SnapList) -> Rect {
    let bar = list.barFrame
    let width = SceneLook.pillWidth("Jump to \(Self.jumpID)", measurer: measurer)
    return Rect(
      x: bar.maxX - 12 - width, y: bar.midY - SceneLook.pillHeight / 2, width: width,
      height: SceneLook.pillHeight)
  }

  /// The "Layout" pill that cycles the layout.
  /// - Parameter list: the snap list.
  func layoutButtonFrame(_ list: SnapList) -> Rect {
    let jump = jumpButtonFrame(list)
    let width = SceneLook.pillWidth("Layout ›", measurer: measurer)
    return Rect(
      x: jump.minX - 10 - width, y: jump.minY, width: width, height: SceneLook.pillHeight)
  }

  /// The text of the bar's first line.
  /// - Parameter list: the snap list.
  func bindingLabel(_ list: SnapList) -> String {
    "scrollPosition(id:) → \(list.binding.map(String.init) ?? "nil")"
  }

  /// Draws the bar.
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the snap list.
  ///   - theme: colours.
  func draw(into display: inout DisplayList, list: SnapList, theme: Theme) {
    let bar = list.barFrame
    guard bar.width > 0 else { return }
    SceneLook.floatingCard(bar, theme: theme, into: &display)
    let layoutButton = layoutButtonFrame(list)
    let textWidth = max(0, layoutButton.minX - bar.minX - 24)
    let variant = list.variant
    display.text(
      measurer.truncate(bindingLabel(list), font: SceneLook.bodyBold, width: textWidth),
      in: Rect(x: bar.minX + 16, y: bar.minY + 9, width: textWidth, height: 22),
      font: SceneLook.bodyBold, color: list.binding == nil ? theme.warning : theme.primaryText)
    let detail =
      variant.hasTargetLayout
      ? variant.title : "No scrollTargetLayout(): scrolling never updates the binding"
    display.text(
      measurer.truncate(detail, font: SceneLook.caption, width: textWidth),
      in: Rect(x: bar.minX + 16, y: bar.minY + 31, width: textWidth, height: 18),
      font: SceneLook.caption, color: theme.secondaryText)
    SceneLook.pill("Layout ›", in: layoutButton, filled: false, theme: theme, into: &display)
    SceneLook.pill(
      "Jump to \(Self.jumpID)", in: jumpButtonFrame(list), filled: true, theme: theme,
      into: &display)
  }
}
