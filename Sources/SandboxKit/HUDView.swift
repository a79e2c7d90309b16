import Drawing
import Profiling
import Scenes
import ScrollCore

/// The heads-up display: an opaque card with a hairline border, top-right (opaque fills cost a
/// fraction of blended ones and shadows in the software rasterizer), with monospaced figures that keep
/// fixed decimals so they do not jitter; the frame graph sits under it.
struct HUDView {
  /// Card width, points.
  static let width = 280.0

  /// One "label  value" row.
  struct Row {
    var label: String
    var value: String
    var warning = false
  }

  /// The rows for a snapshot and the frame figures.
  static func rows(
    _ s: HUDSnapshot, fps: Double, frameWorkMs: Double, latencyMs: Double?,
    counters: FrameCounters = .zero
  ) -> [Row] {
    let g = s.geometry
    var rows = [
      Row(label: "phase", value: s.phase.rawValue),
      Row(
        label: "offset",
        value: "\(formatPoints(g.contentOffset.x)), \(formatPoints(g.contentOffset.y))"),
      Row(
        label: "velocity",
        value:
          "\(formatPoints(s.velocity.x, decimals: 0)), \(formatPoints(s.velocity.y, decimals: 0)) pt/s"
      ),
      Row(
        label: "content",
        value:
          "\(formatPoints(g.contentSize.width, decimals: 0)) x \(formatPoints(g.contentSize.height, decimals: 0))"
      ),
      Row(
        label: "container",
        value:
          "\(formatPoints(g.containerSize.width, decimals: 0)) x \(formatPoints(g.containerSize.height, decimals: 0))"
      ),
      Row(
        label: "visible y",
        value: "\(formatPoints(g.visibleRect.minY)) – \(formatPoints(g.visibleRect.maxY))"),
      Row(label: "preset", value: s.preset),
      Row(label: "device", value: s.device),
      Row(label: "fps", value: formatPoints(fps, decimals: 1)),
      Row(label: "frame work", value: "\(formatPoints(frameWorkMs, decimals: 2)) ms"),
    ]
    rows.append(
      Row(
        label: "observers",
        value: "\(counters.observerTransforms) run · \(counters.observerDeliveries) fired"))
    rows.append(
      Row(
        label: "laid out",
        value: "\(counters.itemsLaidOut) items · \(counters.relayouts) re-layouts"))
    rows.append(
      Row(
        label: "redrawn",
        value:
          "\(compactCount(counters.pixelsRedrawn)) px · \(compactCount(counters.pixelsMoved)) moved"
      ))
    if let l = latencyMs {
      rows.append(Row(label: "input→present", value: "\(formatPoints(l, decimals: 1)) ms"))
    }
    for e in s.extra {
      let parts = e.split(separator: "\t", maxSplits: 1).map(String.init)
      rows.append(Row(label: parts[0], value: parts.count > 1 ? parts[1] : ""))
    }
    for w in s.warnings { rows.append(Row(label: "⚠", value: w, warning: true)) }
    return rows
  }

  /// A count in at most four characters: 950, 16k, 464k, 1.2M.
  static func compactCount(_ n: Int) -> String {
    if n < 1000 { return "\(max(0, n))" }
    if n < 999_500 { return "\(Int((Double(n) / 1000).rounded()))k" }
    return "\(formatPoints(Double(n) / 1e6, decimals: 1))M"
  }

  /// Draws the card at the top-right of `area`; returns its frame.
  @discardableResult
  static func draw(
    into list: inout DisplayList, rows: [Row], area: Rect, theme: Theme,
    measurer: any TextMeasurer
  ) -> Rect {
    let rowHeight = 17.0
    let card = Rect(
      x: area.maxX - width - 12, y: area.minY + 12, width: width,
      height: Double(rows.count) * rowHeight + 16)
    list.fill(card, theme.isDark ? Color(hex: 0x2C2C2E) : Color.white, radius: 12)
    list.stroke(card, theme.separator, radius: 12, width: 1)
    let mono = Font(size: 12, family: .mono)
    for (i, row) in rows.enumerated() {
      let y = card.minY + 8 + Double(i) * rowHeight
      let labelRect = Rect(x: card.minX + 12, y: y, width: 92, height: rowHeight)
      let valueRect = Rect(x: card.minX + 92, y: y, width: width - 104, height: rowHeight)
      list.text(row.label, in: labelRect, font: Font(size: 12), color: theme.secondaryText)
      list.text(
        measurer.truncate(row.value, font: mono, width: valueRect.width), in: valueRect,
        font: mono, color: row.warning ? theme.warning : theme.primaryText, alignment: .trailing)
    }
    return card
  }
}
