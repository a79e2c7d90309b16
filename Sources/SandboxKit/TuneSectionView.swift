import Drawing
import Scenes
import ScrollCore

/// Draws the inspector's Tune section: a title, the keys, the line saying when changes
/// apply, then one two-line control per setting (name, value with unit and default; a −
/// button, a slider track and a + button), grouped as Physics, Scene and Input. Pure
/// display-list building; the rectangles it returns take the clicks.
enum TuneSectionView {
  /// Height of one control, points.
  static let rowHeight = 36.0
  /// Height of a group's heading, points.
  static let groupHeight = 20.0
  /// Width of the "default …" column, points.
  static let defaultColumnWidth = 84.0
  /// Width of the − and + buttons, points.
  static let buttonWidth = 22.0
  /// The keys, as the section shows them.
  static let keysLine = "U focus · ↑↓ row · ←→ change (⇧ ×10) · 0 default · W save · L load"
  /// When changes apply, as the section shows it.
  static let applyLine =
    "Physics and scene changes apply from the next motion (a running one continues as it "
    + "was; nothing is rebuilt); input numbers from the next gesture."

  /// Where one control's parts are, for clicks.
  struct Hit: Equatable {
    /// The row's index in the section's rows.
    var index: Int
    /// The whole control.
    var row: Rect
    /// The − button.
    var minus: Rect
    /// The slider track.
    var track: Rect
    /// The + button.
    var plus: Rect
  }

  /// Draws the section from `top` inside `frame` (the panel, already clipped by the caller's
  /// list) and returns the controls' rectangles and the y where the section ends.
  /// - Parameters:
  ///   - list: the display list.
  ///   - rows: the controls, in order.
  ///   - top: the y of the section's title.
  ///   - frame: the panel.
  ///   - focused: whether the keyboard drives the section.
  ///   - selected: the row the keys change.
  ///   - theme: colours.
  ///   - measurer: measures text as it is drawn.
  static func draw(
    into list: inout DisplayList, rows: [TuneRow], top: Double, frame: Rect, focused: Bool,
    selected: Int, theme: Theme, measurer: any TextMeasurer
  ) -> (hits: [Hit], bottom: Double) {
    var y = top
    let x = frame.minX + 12
    let width = frame.width - 24
    let small = Font(size: 11)
    list.text(
      focused ? "TUNE · KEYS ON" : "TUNE", in: Rect(x: x, y: y + 6, width: width, height: 16),
      font: Font(size: 11, weight: .semibold), color: focused ? theme.accent : theme.secondaryText)
    y += InspectorView.titleHeight
    let lines =
      wrapped(keysLine, font: small, width: width, measurer: measurer)
      + wrapped(applyLine, font: small, width: width, measurer: measurer)
    for line in lines {
      list.text(
        measurer.truncate(line, font: small, width: width),
        in: Rect(x: x, y: y, width: width, height: 15), font: small, color: theme.secondaryText)
      y += 15
    }
    y += 4
    var hits: [Hit] = []
    var group: TuneRow.Group?
    let mono = Font(size: 12, family: .mono)
    for (i, row) in rows.enumerated() {
      if row.group != group {
        group = row.group
        list.text(
          row.group.rawValue.uppercased(), in: Rect(x: x, y: y + 4, width: width, height: 14),
          font: Font(size: 10, weight: .semibold), color: theme.secondaryText)
        y += groupHeight
      }
      let rect = Rect(x: frame.minX + 4, y: y, width: frame.width - 8, height: rowHeight - 2)
      let line2 = y + 18
      let minus = Rect(x: x, y: line2, width: buttonWidth, height: 14)
      // The default without its unit (the value beside it has one); flags and built-in
      // rules by name.
      let plain = row.isFlag || (row.defaultValue == 0 && row.zeroLabel != nil)
      let defaultText =
        "default \(plain ? row.text(row.defaultValue) : PhysicsTuning.format(row.defaultValue))"
      // A fixed column, so the buttons and tracks line up row under row.
      let defaultWidth = min(width * 0.4, defaultColumnWidth)
      let plus = Rect(
        x: frame.maxX - 12 - defaultWidth - 6 - buttonWidth, y: line2, width: buttonWidth,
        height: 14)
      let track = Rect(
        x: minus.maxX + 6, y: line2, width: max(10, plus.minX - 6 - minus.maxX - 6), height: 14)
      hits.append(Hit(index: i, row: rect, minus: minus, track: track, plus: plus))
      y += rowHeight
      // Rows scrolled out of the panel take clicks of nobody and cost no drawing.
      guard rect.maxY > frame.minY, rect.minY < frame.maxY else { continue }
      if focused && i == selected {
        list.fill(rect, theme.accent.opacity(theme.isDark ? 0.28 : 0.14), radius: 6)
      }
      let changed = row.value != row.defaultValue
      let value = row.text(row.value)
      let valueWidth = min(width * 0.55, measurer.size(of: value, font: mono).width + 2)
      let label = String(row.name.split(separator: ".", maxSplits: 1).last ?? "")
      list.text(
        measurer.truncate(label, font: Font(size: 12), width: width - valueWidth - 8),
        in: Rect(x: x, y: rect.minY + 2, width: width - valueWidth - 8, height: 15),
        font: Font(size: 12),
        color: theme.primaryText)
      list.text(
        value,
        in: Rect(x: frame.maxX - 12 - valueWidth, y: rect.minY + 2, width: valueWidth, height: 15),
        font: mono, color: changed ? theme.accent : theme.primaryText, alignment: .trailing)
      for (button, sign) in [(minus, "−"), (plus, "+")] {
        list.fill(button, theme.separator, radius: 4)
        list.text(sign, in: button, font: small, color: theme.primaryText, alignment: .center)
      }
      let bar = Rect(x: track.minX, y: track.midY - 2, width: track.width, height: 4)
      list.fill(bar, theme.separator, radius: 2)
      list.fill(
        Rect(x: bar.minX, y: bar.minY, width: bar.width * row.fraction, height: 4),
        theme.accent, radius: 2)
      let knob = bar.minX + bar.width * row.fraction
      list.fill(
        Rect(x: knob - 5, y: track.midY - 5, width: 10, height: 10), theme.accent, radius: 5)
      list.text(
        measurer.truncate(defaultText, font: small, width: defaultWidth),
        in: Rect(x: frame.maxX - 12 - defaultWidth, y: line2, width: defaultWidth, height: 14),
        font: small, color: theme.secondaryText, alignment: .trailing)
    }
    return (hits, y + 8)
  }

  /// `text` broken into lines that fit `width` at word boundaries.
  private static func wrapped(
    _ text: String, font: Font, width: Double, measurer: any TextMeasurer
  ) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if measurer.size(of: candidate, font: font).width > width, !current.isEmpty {
        lines.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
