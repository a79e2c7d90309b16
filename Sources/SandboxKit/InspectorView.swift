import Drawing
import Profiling
import Scenes
import ScrollCore

/// The inspector: a side panel with the scroll view's live state, the scene's own values and
/// the frame figures with the frame graph, in three sections. Monospaced figures keep fixed
/// decimals so they do not jitter. Pure display-list building; no SDL.
struct InspectorView {
  /// One "label  value" row.
  struct Row: Equatable {
    var label: String
    var value: String
    var warning = false
  }

  /// A titled group of rows.
  struct Section: Equatable {
    var title: String
    var rows: [Row]
  }

  /// Height of one row, points.
  static let rowHeight = 17.0
  /// Height of a section's title, points.
  static let titleHeight = 26.0
  /// Height of the frame graph inside the panel, points.
  static let graphHeight = 150.0
  /// The shortest frame graph drawn in the panel, points.
  static let minimumGraphHeight = 96.0
  /// Width of the label column, points.
  static let labelWidth = 96.0

  /// The Scroll section: what the scene's main scroll view is doing.
  /// - Parameters:
  ///   - s: the scene's snapshot.
  ///   - device: rows about the scroll device, when one was decided.
  ///   - scrollPath: the path scroll input takes, when known.
  ///   - scale: the interface scale and where it came from, when known.
  static func scrollSection(
    _ s: HUDSnapshot, device: [Row] = [], scrollPath: String? = nil, scale: String? = nil
  ) -> Section {
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
      Row(label: "content", value: sizeText(g.contentSize)),
      Row(label: "container", value: sizeText(g.containerSize)),
      Row(
        label: "visible y",
        value: "\(formatPoints(g.visibleRect.minY)) – \(formatPoints(g.visibleRect.maxY))"),
      Row(label: "preset", value: ScrollPhysics.shown(s.preset)),
      Row(label: "device", value: s.device),
    ]
    rows += device
    // Rows only a window knows (scroll path, ui scale, present) are there in every run,
    // "–" when unknown: the panel's layout, and so what a click in it hits, is the same
    // in a window and in its headless replay.
    rows.append(Row(label: "scroll path", value: scrollPath ?? "–"))
    rows.append(Row(label: "ui scale", value: scale ?? "–"))
    return Section(title: "Scroll", rows: rows)
  }

  /// The Scene section: the scene's own live values ("label\tvalue" lines) and warnings.
  /// - Parameters:
  ///   - s: the scene's snapshot.
  ///   - title: the scene's tab title.
  static func sceneSection(_ s: HUDSnapshot, title: String) -> Section {
    var rows: [Row] = []
    for e in s.extra {
      let parts = e.split(separator: "\t", maxSplits: 1).map(String.init)
      rows.append(Row(label: parts.first ?? "", value: parts.count > 1 ? parts[1] : ""))
    }
    for w in s.warnings { rows.append(Row(label: "⚠", value: w, warning: true)) }
    if rows.isEmpty { rows.append(Row(label: "values", value: "none")) }
    return Section(title: "Scene · \(title)", rows: rows)
  }

  /// The Frame section's rows (the graph is drawn under them).
  /// - Parameters:
  ///   - fps: the measured frame rate.
  ///   - frameWorkMs: the last frame's work, milliseconds.
  ///   - latencyMs: the median input-to-present latency, when measured.
  ///   - counters: the last frame's counters.
  ///   - profilerCost: what profiling the last frame cost (two rows), nil when the profiler
  ///     is off (no rows).
  static func frameSection(
    fps: Double, frameWorkMs: Double, latencyMs: Double?, counters: FrameCounters = .zero,
    profilerCost: ProfilerCost? = nil
  ) -> Section {
    var rows = [
      Row(label: "fps", value: formatPoints(fps, decimals: 1)),
      Row(label: "frame work", value: "\(formatPoints(frameWorkMs, decimals: 2)) ms"),
    ]
    rows.append(
      Row(
        label: "input→present",
        value: latencyMs.map { "\(formatPoints($0, decimals: 1)) ms" } ?? "–"))
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
    if let cost = profilerCost {
      func ms(_ nanos: UInt64) -> String { formatPoints(Double(nanos) / 1e6, decimals: 3) }
      rows.append(Row(label: "profiler", value: "\(ms(cost.totalNanos)) ms"))
      rows.append(
        Row(
          label: "rec·graph·trace",
          value: "\(ms(cost.recordingNanos)) · \(ms(cost.graphNanos)) · \(ms(cost.tracingNanos))"))
    }
    return Section(title: "Frame", rows: rows)
  }

  private static func sizeText(_ s: Size) -> String {
    "\(formatPoints(s.width, decimals: 0)) x \(formatPoints(s.height, decimals: 0))"
  }

  /// A count in at most four characters: 950, 16k, 464k, 1.2M.
  static func compactCount(_ n: Int) -> String {
    if n < 1000 { return "\(max(0, n))" }
    if n < 999_500 { return "\(Int((Double(n) / 1000).rounded()))k" }
    return "\(formatPoints(Double(n) / 1e6, decimals: 1))M"
  }

  /// What drawing the panel produced: where the graph goes and which rows were shortened.
  struct Drawn {
    /// The frame graph's rectangle, nil when it does not fit.
    var graph: Rect?
    /// "Section/label" of every row whose value was shortened to fit.
    var truncated: [String]
    /// The y under the sections and the graph, where a following section starts.
    var bottom = 0.0
  }

  /// The widths of a row's label and value columns in a row `width` points wide: the label
  /// gets `labelWidth`, more when its text is wider and the value leaves room (8 pt between
  /// them), and the value the rest.
  /// - Parameters:
  ///   - label: the row's label.
  ///   - value: the row's value.
  ///   - width: the row's width, points.
  ///   - labelFont: the label's font.
  ///   - valueFont: the value's font.
  ///   - measurer: measures text as it is drawn.
  static func columns(
    label: String, value: String, width: Double, labelFont: Font, valueFont: Font,
    measurer: any TextMeasurer
  ) -> (labelWidth: Double, valueWidth: Double) {
    let labelText = measurer.size(of: label, font: labelFont).width
    guard labelText > labelWidth else { return (labelWidth, max(0, width - labelWidth)) }
    let valueText = measurer.size(of: value, font: valueFont).width
    let labelRoom = min(labelText, max(labelWidth, width - valueText - 8))
    return (labelRoom.rounded(.up), max(0, width - labelRoom.rounded(.up)))
  }

  /// Draws the panel in `frame`: background, the resize grip's edge, the sections.
  /// - Parameters:
  ///   - list: the display list.
  ///   - sections: the sections, top to bottom; the graph goes after the last one.
  ///   - frame: the panel.
  ///   - drawer: whether it floats over the content (a shadow-like edge) or is docked.
  ///   - graph: whether room is made for the frame graph.
  ///   - theme: colours.
  ///   - measurer: measures text as it is drawn.
  ///   - scroll: how far the panel's content is scrolled, points.
  ///   - followed: true when another section follows the graph (the Tune section): the graph
  ///     then takes its full height, scrolling with the rest, instead of what is left.
  ///   - fits: row measurements kept from earlier frames (nil: every row is measured).
  static func draw(
    into list: inout DisplayList, sections: [Section], frame: Rect, drawer: Bool, graph: Bool,
    theme: Theme, measurer: any TextMeasurer, scroll: Double = 0, followed: Bool = false,
    fits: InspectorRowFits? = nil
  ) -> Drawn {
    let panel = theme.isDark ? Color(hex: 0x242426) : Color(hex: 0xF4F4F6)
    if drawer {
      list.fill(
        Rect(x: frame.minX - 6, y: frame.minY, width: 6, height: frame.height),
        Color(hex: 0x000000, alpha: 0.10))
    }
    list.fill(frame, panel)
    list.line(
      Point(x: frame.minX + 0.5, y: frame.minY), Point(x: frame.minX + 0.5, y: frame.maxY),
      theme.separator)
    var truncated: [String] = []
    var y = frame.minY + 6 - scroll
    let mono = Font(size: 12, family: .mono)
    let labelFont = Font(size: 12)
    list.clipped(to: frame) { list in
      for section in sections {
        list.text(
          section.title.uppercased(),
          in: Rect(x: frame.minX + 12, y: y + 6, width: frame.width - 24, height: 16),
          font: Font(size: 11, weight: .semibold), color: theme.secondaryText)
        y += titleHeight
        for row in section.rows {
          // A label wider than its column takes room the value does not need; what still
          // does not fit ends in an ellipsis and is reported.
          let measure = {
            let c = columns(
              label: row.label, value: row.value, width: frame.width - 24, labelFont: labelFont,
              valueFont: mono, measurer: measurer)
            return InspectorRowFits.Fit(
              labelWidth: c.labelWidth, valueWidth: c.valueWidth,
              label: measurer.truncate(row.label, font: labelFont, width: c.labelWidth),
              valueWraps: measurer.size(of: row.value, font: mono).width > c.valueWidth)
          }
          let key = InspectorRowFits.Key(label: row.label, value: row.value, width: frame.width)
          let fit = fits?.fit(key, measure: measure) ?? measure()
          let labelRect = Rect(x: frame.minX + 12, y: y, width: fit.labelWidth, height: rowHeight)
          let valueRect = Rect(
            x: frame.maxX - 12 - fit.valueWidth, y: y, width: fit.valueWidth, height: rowHeight)
          let label = fit.label
          list.text(label, in: labelRect, font: labelFont, color: theme.secondaryText)
          // A value too wide for its column goes under its label, right-aligned across the
          // row, on up to two lines (the second ends in an ellipsis when even that is short).
          var lines = [row.value]
          var rect = valueRect
          if fit.valueWraps {
            rect = Rect(x: frame.minX + 12, y: y, width: frame.width - 24, height: rowHeight)
            lines = measurer.wrap(row.value, font: mono, width: rect.width, maxLines: 2).map {
              measurer.truncate($0, font: mono, width: rect.width)
            }
            y += rowHeight
            rect.origin.y = y
          }
          let cut = lines.contains { $0.hasSuffix("…") } && !row.value.hasSuffix("…")
          if cut || label != row.label {
            truncated.append("\(section.title)/\(row.label)")
          }
          for (i, line) in lines.enumerated() {
            if i > 0 { y += rowHeight }
            list.text(
              line, in: Rect(x: rect.minX, y: y, width: rect.width, height: rowHeight), font: mono,
              color: row.warning ? theme.warning : theme.primaryText, alignment: .trailing)
          }
          y += rowHeight
        }
        y += 4
      }
    }
    var graphRect: Rect?
    // The graph takes what is left, up to its full height, down to `minimumGraphHeight`
    // (its full height when a section follows: the panel scrolls).
    let room = followed ? graphHeight : min(graphHeight, frame.maxY - y - 16)
    if graph, room >= minimumGraphHeight {
      graphRect = Rect(x: frame.minX + 10, y: y + 8, width: frame.width - 20, height: room)
    }
    return Drawn(
      graph: graphRect, truncated: truncated, bottom: graphRect.map { $0.maxY + 8 } ?? y)
  }
}
