import Drawing
import ScrollCore

/// The pinned cards of the diagnostics scene: coordinate spaces, the two preference keys,
/// the three techniques and the header's figures. Values are right-aligned monospaced
/// figures with one decimal, so they do not jitter.
struct DiagnosticsPanel {
  /// The frame's readings.
  var readings: DiagnosticsReadings
  /// True when technique 1 reads the buggy key.
  var usesBuggyKey: Bool
  /// Measures labels for truncation.
  var measurer: any TextMeasurer

  /// Height of one label/value row.
  static let rowHeight = 22.0

  /// "(x, y)" with one decimal.
  static func point(_ r: Rect) -> String { "(\(formatPoints(r.minX)), \(formatPoints(r.minY)))" }

  /// Draws the cards from the top of `frame`.
  func draw(in frame: Rect, listOrigin: Point, theme: Theme, into list: inout DisplayList) {
    guard frame.width > 0 else { return }
    var y = frame.minY
    let r = readings
    y = card(
      "One probe, four coordinate spaces", at: y, in: frame,
      rows: [
        ("local", DiagnosticsPanel.point(r.local), nil),
        ("global (window)", DiagnosticsPanel.point(r.global), nil),
        ("named(\"scroll\")", DiagnosticsPanel.point(r.named), nil),
        ("scrollView", DiagnosticsPanel.point(r.scrollView), nil),
      ],
      footer:
        "global = scroll + list origin \(DiagnosticsPanel.point(Rect(origin: listOrigin, size: .zero)))",
      theme: theme, into: &list)
    y = card(
      "PreferenceKey over probe + siblings", at: y, in: frame,
      rows: [
        ("BUGGY  0 default, last wins", formatPoints(r.buggyKey), theme.warning),
        (
          "FIXED  nil default, first wins", r.fixedKey.map { formatPoints($0) } ?? "nil",
          theme.success
        ),
      ],
      footer: "Siblings after the probe write the default 0.",
      theme: theme, into: &list)
    let verdict = r.agree ? "✓ agree within 0.5 pt" : "✗ disagree"
    y = card(
      "Three techniques, one offset", at: y, in: frame,
      rows: [
        (
          usesBuggyKey ? "probe + buggy key" : "probe + fixed key", formatPoints(r.viaPreference),
          nil
        ),
        ("onScrollGeometryChange", formatPoints(r.viaObserver), nil),
        ("ScrollGeometry, direct", formatPoints(r.direct), nil),
        (verdict, "", r.agree ? theme.success : theme.warning),
      ],
      footer: "B feeds the probe from the \(usesBuggyKey ? "fixed" : "buggy") key.",
      theme: theme, into: &list)
    _ = card(
      "Header: opacity and shift", at: y, in: frame,
      rows: [
        ("opacity", formatPoints(r.headerOpacity, decimals: 2), nil),
        ("y", formatPoints(r.headerShift), nil),
      ],
      footer: nil, theme: theme, into: &list)
  }

  /// Draws one card; returns the y where the next one starts. Rows are (label, value, tint):
  /// a tint colours the label.
  private func card(
    _ title: String, at y: Double, in frame: Rect, rows: [(String, String, Color?)],
    footer: String?, theme: Theme, into list: inout DisplayList
  ) -> Double {
    let rowHeight = DiagnosticsPanel.rowHeight
    let height = 40 + Double(rows.count) * rowHeight + (footer == nil ? 8 : 28)
    guard y + height <= frame.maxY + 0.5 else { return y }
    let rect = Rect(x: frame.minX, y: y, width: frame.width, height: height)
    list.fill(rect, theme.card, radius: SceneLook.cardRadius)
    let inner = rect.width - 28
    list.text(
      measurer.truncate(title, font: SceneLook.bodyBold, width: inner),
      in: Rect(x: rect.minX + 14, y: rect.minY + 10, width: inner, height: 22),
      font: SceneLook.bodyBold, color: theme.primaryText)
    for (i, row) in rows.enumerated() {
      let rowY = rect.minY + 38 + Double(i) * rowHeight
      let valueWidth = measurer.size(of: row.1, font: SceneLook.mono).width
      let labelWidth = max(0, inner - valueWidth - 8)
      list.text(
        measurer.truncate(row.0, font: SceneLook.footnote, width: labelWidth),
        in: Rect(x: rect.minX + 14, y: rowY, width: labelWidth, height: rowHeight),
        font: SceneLook.footnote, color: row.2 ?? theme.secondaryText)
      list.text(
        row.1,
        in: Rect(
          x: rect.maxX - 14 - valueWidth - 2, y: rowY, width: valueWidth + 2, height: rowHeight),
        font: SceneLook.mono, color: theme.primaryText, alignment: .trailing)
    }
    if let footer {
      list.text(
        measurer.truncate(footer, font: SceneLook.caption, width: inner),
        in: Rect(x: rect.minX + 14, y: rect.maxY - 26, width: inner, height: 18),
        font: SceneLook.caption, color: theme.secondaryText)
    }
    return rect.maxY + SceneLook.spacing
  }
}
