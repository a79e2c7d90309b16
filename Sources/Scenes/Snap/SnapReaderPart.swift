import Drawing
import ScrollCore

/// The snap scene's reader layout (`ScrollViewReader`): the `ReaderPanel` under the list, a
/// keypad to type an id and one button per anchor, each running `scrollTo(id:anchor:)`,
/// and a thin accent line at the viewport's anchor. Keys (reader layout only): J or Enter
/// scrolls with the current anchor, A cycles the anchor and scrolls, 9 types a 9, I takes
/// `.id()` off the rows and puts it back. Events: "reader-scroll" (id,
/// anchor), "reader-landed" (id, anchor, error, offset), "reader-missed" (id, ids),
/// "reader-ids" (ids).
final class SnapReaderPart: ScenePart {
  let name = "reader"
  /// The typed id, the anchor and the last landing.
  private(set) var panel = ReaderPanel()
  private let measurer: any TextMeasurer
  private var log: SceneEventLog

  /// Creates the reader's controls (id 99, anchor `.center`).
  /// - Parameters:
  ///   - sceneName: stamped on the events.
  ///   - measurer: measures the panel's text.
  init(sceneName: String, measurer: any TextMeasurer) {
    self.measurer = measurer
    log = SceneEventLog(scene: sceneName)
  }

  /// Returns and clears the reader's events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// The reader's keys, and presses on its panel.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the snap list.
  func intercept(_ event: InputEvent, list: inout SnapList) -> Bool {
    guard list.variant == .reader else { return false }
    let t = event.time
    switch event.kind {
    case .keyDown(let key, let mods, _) where !mods.contains(.control) && !mods.contains(.alt):
      switch key {
      case .character("j"), .enter: scroll(panel.choice, list: &list, at: t)
      case .character("a"): scroll(panel.nextChoice, list: &list, at: t)
      case .character("9"): panel.type(9)
      case .character("i"):
        list.readerRowsHaveIDs.toggle()
        panel.missed = nil
        log.emit("reader-ids", at: t, [("ids", .bool(list.readerRowsHaveIDs))])
      default: return false
      }
      return true
    case .pointerDown(let p, 1) where list.readerPanelFrame.contains(p):
      switch panel.hit(p, panel: list.readerPanelFrame, measurer: measurer) {
      case .digit(let d): panel.type(d)
      case .delete: panel.deleteDigit()
      case .scroll(let c): scroll(c, list: &list, at: t)
      case nil: break
      }
      return true
    case .pointerUp(let p, 1):
      return list.readerPanelFrame.contains(p) && !list.host.interpreter.isPointerHeld
    default:
      return false
    }
  }

  /// Reports the reader's scroll that rested ("reader-landed").
  /// - Parameters:
  ///   - list: the snap list.
  ///   - signals: unused.
  ///   - t: the session time, seconds.
  func observe(list: inout SnapList, signals: FeedObserved, at t: Double) {
    guard list.restedNow, let target = list.readerTarget else { return }
    list.readerTarget = nil
    let error = Self.anchorError(id: target.id, anchor: target.choice.anchor, in: list) ?? .nan
    panel.landing = ReaderPanel.Landing(id: target.id, choice: target.choice, error: error)
    log.emit(
      "reader-landed", at: t,
      [
        ("id", .number(Double(target.id))), ("anchor", .string(target.choice.name)),
        ("error", .number(error)),
        ("offset", .number(list.host.view.offset[list.host.axis] + 0)),
      ])
  }

  /// `scrollTo(id: typedID, anchor: choice.anchor)`, or says why nothing was found.
  /// - Parameters:
  ///   - choice: the anchor button.
  ///   - list: the snap list.
  ///   - t: the session time, seconds.
  func scroll(_ choice: ReaderPanel.Choice, list: inout SnapList, at t: Double) {
    panel.choose(choice)
    guard let id = panel.typedID else { return }
    guard list.readerRowsHaveIDs, list.host.stack.index(ofID: id) != nil else {
      // SwiftUI's proxy.scrollTo finds no view with that id and does nothing: say so.
      let count = list.host.stack.count
      panel.missed =
        list.readerRowsHaveIDs
        ? "no view with id \(id) (ids 0-\(count - 1))"
        : "no view with id \(id): rows have no .id()"
      list.readerTarget = nil
      log.emit(
        "reader-missed", at: t,
        [("id", .number(Double(id))), ("ids", .bool(list.readerRowsHaveIDs))])
      return
    }
    log.emit(
      "reader-scroll", at: t, [("id", .number(Double(id))), ("anchor", .string(choice.name))])
    list.jumpTarget = nil
    list.readerTarget = (id, choice)
    list.host.controller.scrollTo(
      id: id, anchor: choice.anchor, animation: SceneLook.programmaticScroll, at: t)
  }

  /// How far row `id`'s anchor point is from the viewport's, points (0: exact), nil when the
  /// row is not in the stack.
  /// - Parameters:
  ///   - id: the row.
  ///   - anchor: the anchor.
  ///   - list: the snap list.
  static func anchorError(id: Int, anchor: SCUnitPoint, in list: SnapList) -> Double? {
    let host = list.host
    guard let i = host.stack.index(ofID: id) else { return nil }
    let start = host.stack.offset(ofIndex: i)
    let length = host.stack.size(at: i)
    return start + anchor.y * length - (host.view.offset.y + anchor.y * host.frame.height) + 0
  }

  /// The reader layout's HUD rows: the call and the last landing's error (0.00 when exact).
  /// - Parameter list: the snap list.
  func hudLines(_ list: SnapList) -> [String] {
    guard list.variant == .reader else { return [] }
    let landed =
      panel.missed ?? panel.landing.map {
        "\($0.id) \($0.choice.name) · \(formatPoints($0.error, decimals: 2)) pt"
      } ?? "none yet"
    return [
      "reader\tscrollTo(\(panel.typed.isEmpty ? "_" : panel.typed), \(panel.choice.title))",
      "landed\t\(landed)",
    ]
  }

  /// The accent line at the viewport's anchor and the panel (reader layout only).
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the snap list.
  ///   - theme: colours.
  func draw(into display: inout DisplayList, list: SnapList, theme: Theme) {
    guard list.variant == .reader else { return }
    let f = list.host.frame
    let y = f.minY + panel.choice.anchor.y * f.height
    display.line(
      Point(x: f.minX, y: y), Point(x: f.maxX, y: y), theme.accent.opacity(0.8), width: 1,
      dash: 6)
    panel.draw(in: list.readerPanelFrame, theme: theme, measurer: measurer, into: &display)
  }
}
