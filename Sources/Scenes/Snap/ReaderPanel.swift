import Drawing
import ScrollCore

/// The controls of the snap gallery's "reader" layout, standing in for a `ScrollViewReader`
/// with buttons outside the list: a typed id (a keypad of digit buttons and a delete button,
/// starting at 99) and one button per anchor. Pressing an anchor button runs
/// `proxy.scrollTo(id, anchor:)` with the typed id; the panel then shows where the row
/// landed: the row's anchor point against the viewport's, in points (0 is exact).
///
/// Knows nothing about the scroll view: the scene asks it what a click means and tells it
/// where the row landed.
struct ReaderPanel {
  /// The anchors offered, in button order.
  enum Choice: Int, CaseIterable, Sendable {
    /// `.top`: the row's top at the viewport's top.
    case top
    /// `.center`: the row's centre at the viewport's centre.
    case center
    /// `.bottom`: the row's bottom at the viewport's bottom.
    case bottom
    /// A custom `SCUnitPoint(x: 0.5, y: 0.25)`: a quarter down the row at a quarter down the
    /// viewport.
    case custom

    /// The anchor passed to `scrollTo(id:anchor:)`.
    var anchor: SCUnitPoint {
      switch self {
      case .top: return .top
      case .center: return .center
      case .bottom: return .bottom
      case .custom: return SCUnitPoint(x: 0.5, y: 0.25)
      }
    }

    /// The button title.
    var title: String {
      switch self {
      case .top: return ".top"
      case .center: return ".center"
      case .bottom: return ".bottom"
      case .custom: return "(0.5, 0.25)"
      }
    }

    /// The name used in events ("center").
    var name: String {
      switch self {
      case .top: return "top"
      case .center: return "center"
      case .bottom: return "bottom"
      case .custom: return "custom"
      }
    }
  }

  /// What a click on the panel asks for.
  enum Hit: Equatable, Sendable {
    /// A digit button: append the digit to the typed id.
    case digit(Int)
    /// The delete button: drop the last digit.
    case delete
    /// An anchor button: scroll to the typed id with this anchor.
    case scroll(Choice)
  }

  /// Where a scrollTo landed: the row, the anchor and the distance (points) between the
  /// row's anchor point and the viewport's (0: exact).
  struct Landing: Equatable, Sendable {
    /// The row scrolled to.
    var id: Int
    /// The anchor used.
    var choice: Choice
    /// Row anchor point minus viewport anchor point, points.
    var error: Double
  }

  /// Height of the panel, points.
  static let height = 96.0
  /// Width of a keypad button, points.
  static let keyWidth = 30.0

  /// The digits typed so far ("99").
  private(set) var typed = "99"
  /// The anchor of the last scroll.
  private(set) var choice = Choice.center
  /// The last landing measured, nil until a scroll rests.
  var landing: Landing? {
    didSet { if landing != nil { missed = nil } }
  }
  /// Why the last scroll found no view ("no view with id 999 (ids 0-149)"); shown instead
  /// of an older landing until the next scroll lands or a digit is typed.
  var missed: String?

  /// The typed id, nil when nothing is typed.
  var typedID: Int? { Int(typed) }

  /// Appends a digit (at most four digits; a leading zero is replaced).
  /// - Parameter digit: 0-9.
  mutating func type(_ digit: Int) {
    guard (0...9).contains(digit), typed.count < 4 else { return }
    typed = typed == "0" ? String(digit) : typed + String(digit)
    missed = nil
  }

  /// Drops the last typed digit.
  mutating func deleteDigit() {
    if !typed.isEmpty { typed.removeLast() }
    missed = nil
  }

  /// Chooses the anchor of the next scroll.
  /// - Parameter choice: the anchor.
  mutating func choose(_ choice: Choice) { self.choice = choice }

  /// The next anchor in button order (wrapping), for the A key.
  var nextChoice: Choice { Choice(rawValue: (choice.rawValue + 1) % Choice.allCases.count) ?? .top }

  /// The keypad buttons (digits 0-9, then delete) inside `panel`.
  /// - Parameter panel: the panel's window rectangle.
  static func keyFrames(in panel: Rect) -> [Rect] {
    let y = panel.minY + 12
    let right = panel.maxX - 12
    let count = 11.0
    let x0 = right - count * keyWidth - (count - 1) * 4
    return (0..<11).map { i in
      Rect(x: x0 + Double(i) * (keyWidth + 4), y: y, width: keyWidth, height: 30)
    }
  }

  /// The anchor buttons inside `panel`, in `Choice` order.
  /// - Parameters:
  ///   - panel: the panel's window rectangle.
  ///   - measurer: measures the titles.
  static func anchorFrames(in panel: Rect, measurer: any TextMeasurer) -> [Rect] {
    var x = panel.minX + 12
    let y = panel.maxY - 12 - SceneLook.pillHeight
    return Choice.allCases.map { c in
      let w = SceneLook.pillWidth(c.title, measurer: measurer)
      defer { x += w + 8 }
      return Rect(x: x, y: y, width: w, height: SceneLook.pillHeight)
    }
  }

  /// What a click at `p` asks for, if it hit a button.
  /// - Parameters:
  ///   - p: the click, window points.
  ///   - panel: the panel's window rectangle.
  ///   - measurer: measures the titles.
  func hit(_ p: Point, panel: Rect, measurer: any TextMeasurer) -> Hit? {
    for (i, r) in ReaderPanel.keyFrames(in: panel).enumerated() where r.contains(p) {
      return i < 10 ? .digit(i) : .delete
    }
    let anchors = ReaderPanel.anchorFrames(in: panel, measurer: measurer)
    for (i, r) in anchors.enumerated() where r.contains(p) {
      if let c = Choice(rawValue: i) { return .scroll(c) }
    }
    return nil
  }

  /// The call the buttons make, as the panel's first line shows it.
  var callText: String {
    "proxy.scrollTo(\(typed.isEmpty ? "_" : typed), anchor: \(choice.title))"
  }

  /// The landing readout ("row 99 · anchor error 0.00 pt"), why the last scroll found
  /// nothing, or a hint before the first.
  var landingText: String {
    if let missed { return missed }
    guard let l = landing else { return "type an id, then press an anchor" }
    return "landed: row \(l.id) · \(l.choice.name) · error \(formatPoints(l.error, decimals: 2)) pt"
  }

  /// Draws the panel in `panel`.
  /// - Parameters:
  ///   - panel: the panel's window rectangle.
  ///   - theme: colours.
  ///   - measurer: measures the titles.
  ///   - list: the display list.
  func draw(
    in panel: Rect, theme: Theme, measurer: any TextMeasurer, into list: inout DisplayList
  ) {
    SceneLook.floatingCard(panel, theme: theme, into: &list)
    let keys = ReaderPanel.keyFrames(in: panel)
    let textWidth = max(0, (keys.first?.minX ?? panel.maxX) - panel.minX - 24)
    list.text(
      measurer.truncate(callText, font: SceneLook.mono, width: textWidth),
      in: Rect(x: panel.minX + 12, y: panel.minY + 10, width: textWidth, height: 18),
      font: SceneLook.mono, color: theme.primaryText)
    let exact = missed == nil && (landing.map { abs($0.error) < 0.5 } ?? true)
    list.text(
      measurer.truncate(landingText, font: SceneLook.caption, width: textWidth),
      in: Rect(x: panel.minX + 12, y: panel.minY + 28, width: textWidth, height: 16),
      font: SceneLook.caption, color: exact ? theme.secondaryText : theme.warning)
    for (i, r) in keys.enumerated() {
      list.fill(r, theme.background, radius: 8)
      list.text(
        i < 10 ? String(i) : "⌫", in: r, font: SceneLook.bodyBold, color: theme.accent,
        alignment: .center)
    }
    for (c, r) in zip(Choice.allCases, ReaderPanel.anchorFrames(in: panel, measurer: measurer)) {
      SceneLook.pill(c.title, in: r, filled: c == choice, theme: theme, into: &list)
    }
  }
}
