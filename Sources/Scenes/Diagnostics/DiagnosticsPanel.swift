import Drawing
import ScrollCore

/// The pinned cards of the diagnostics scene: coordinate spaces (through the selected key),
/// the preference keys, the three techniques and the `OffsetScrollView` memo. Values are
/// right-aligned monospaced figures with one decimal, so they do not jitter. (The receding
/// header's own figures are in the HUD and on the header.) On a short window the cards
/// scroll (the wheel over them) inside the panel's column.
struct DiagnosticsPanel {
  /// The frame's readings.
  var readings: DiagnosticsReadings
  /// The key the probe publishes through.
  var key: ProbeKey
  /// True while the probe is the first child.
  var probeFirst: Bool
  /// The memo's switches.
  var memo: OffsetMemo
  /// Measures labels for truncation.
  var measurer: any TextMeasurer

  /// Height of one label/value row.
  static let rowHeight = 20.0

  /// "(x, y)" with one decimal.
  static func point(_ r: Rect) -> String { point(r.origin) }

  /// "(x, y)" with one decimal.
  static func point(_ p: Point) -> String { "(\(formatPoints(p.x)), \(formatPoints(p.y)))" }

  /// The cards' heights, top to bottom (rows and footers are the same in every frame).
  static let cardHeights: [Double] = [4, 3, 3, 4].map { 38 + $0 * rowHeight + 26 }

  /// The height of the four cards with the spacing between them, points.
  static var contentHeight: Double {
    cardHeights.reduce(0, +) + Double(cardHeights.count - 1) * SceneLook.spacing
  }

  /// Card `index`'s top, from the top of the cards, points.
  /// - Parameter index: 0 to 3.
  static func cardTop(_ index: Int) -> Double {
    cardHeights.prefix(index).reduce(0, +) + Double(index) * SceneLook.spacing
  }

  /// Draws the cards from the top of `frame`, scrolled up by `scroll` points and clipped to
  /// it, with a scroll indicator beside it when they do not all fit.
  /// - Parameters:
  ///   - frame: the panel's column.
  ///   - listOrigin: the list's origin in the window.
  ///   - scroll: how far the cards are scrolled, points.
  ///   - theme: colours.
  ///   - list: the display list.
  func draw(
    in frame: Rect, listOrigin: Point, scroll: Double = 0, theme: Theme,
    into list: inout DisplayList
  ) {
    guard frame.width > 0 else { return }
    let total = Self.contentHeight
    if total > frame.height {
      let thumb = max(16, frame.height * frame.height / total)
      let y = frame.minY + (frame.height - thumb) * min(1, max(0, scroll / (total - frame.height)))
      list.fill(
        Rect(x: frame.maxX + 0.5, y: y, width: 3, height: thumb), theme.secondaryText.opacity(0.6),
        radius: 1.5)
    }
    list.clipped(to: frame) { list in
      drawCards(in: frame, scroll: scroll, listOrigin: listOrigin, theme: theme, into: &list)
    }
  }

  private func drawCards(
    in frame: Rect, scroll: Double, listOrigin: Point, theme: Theme, into list: inout DisplayList
  ) {
    var y = frame.minY - scroll
    let r = readings
    let spaces = r.spacesViaKey.map(DiagnosticsPanel.point)
    let frozen = r.spacesViaKey.allSatisfy { $0 == .zero } && r.named.minY != 0
    y = card(
      "Four spaces via the \(key.shortLabel) key", at: y, in: frame,
      rows: [
        ("local", spaces[0], nil),
        ("global (window)", spaces[1], nil),
        ("named(\"scroll\")", spaces[2], nil),
        ("scrollView", spaces[3], nil),
      ],
      footer: frozen
        ? "all four spaces read 0.0: the key, not the probe"
        : "global = scroll + list origin \(DiagnosticsPanel.point(listOrigin))",
      theme: theme, into: &list)
    y = card(
      "Keys, probe \(probeFirst ? "first" : "after a sibling")", at: y, in: frame,
      rows: [
        ("BUGGY  0 default, last wins", formatPoints(r.buggyKey), theme.warning),
        (
          "FIXED  nil default, first wins", r.fixedKey.map { formatPoints($0) } ?? "nil",
          theme.success
        ),
        ("NO-OP reduce, CGPoint", formatPoints(r.noOpKey.y), nil),
      ],
      footer: probeFirst
        ? "Siblings after the probe write the default 0."
        : "A sibling first: the no-op key keeps its default.",
      theme: theme, into: &list)
    let verdict = r.agree ? "✓ agree within 0.5 pt" : "✗ disagree"
    y = card(
      "Three techniques, one offset", at: y, in: frame,
      rows: [
        ("probe + \(key.label)", formatPoints(r.viaPreference), nil),
        ("onScrollGeometryChange", formatPoints(r.viaObserver), nil),
        ("ScrollGeometry, direct", formatPoints(r.direct), nil),
      ],
      footer: verdict, footerColor: r.agree ? theme.success : theme.warning,
      theme: theme, into: &list)
    let drift = r.memoMeasured - r.direct + 0
    _ = card(
      "OffsetScrollView memo", at: y, in: frame,
      rows: [
        (
          memo.nextTurn ? "state, next turn (N)" : "state, same frame (N)",
          formatPoints(r.memoPublished), theme.warning
        ),
        ("measured this frame", formatPoints(r.memoMeasured), nil),
        (
          memo.usesGlobalMemo ? "drift, global memo (M)" : "drift, named space (M)",
          formatPoints(drift), abs(drift) > 0.5 ? theme.warning : nil
        ),
        ("container moved (C)", formatPoints(r.containerShift), nil),
      ],
      footer: "lag \(formatPoints(r.memoMeasured - r.memoPublished)) pt this frame",
      theme: theme, into: &list)
  }

  /// Draws one card; returns the y where the next one starts. Rows are (label, value, tint):
  /// a tint colours the label.
  private func card(
    _ title: String, at y: Double, in frame: Rect, rows: [(String, String, Color?)],
    footer: String?, footerColor: Color? = nil, theme: Theme, into list: inout DisplayList
  ) -> Double {
    let rowHeight = DiagnosticsPanel.rowHeight
    let height = 38 + Double(rows.count) * rowHeight + (footer == nil ? 8 : 26)
    // A card out of the panel's view is skipped (the panel clips the others).
    guard y + height > frame.minY, y < frame.maxY else { return y + height + SceneLook.spacing }
    let rect = Rect(x: frame.minX, y: y, width: frame.width, height: height)
    list.fill(rect, theme.card, radius: SceneLook.cardRadius)
    let inner = rect.width - 28
    list.text(
      measurer.truncate(title, font: SceneLook.bodyBold, width: inner),
      in: Rect(x: rect.minX + 14, y: rect.minY + 10, width: inner, height: 22),
      font: SceneLook.bodyBold, color: theme.primaryText)
    for (i, row) in rows.enumerated() {
      let rowY = rect.minY + 36 + Double(i) * rowHeight
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
        font: SceneLook.caption, color: footerColor ?? theme.secondaryText)
    }
    return rect.maxY + SceneLook.spacing
  }
}
