import Drawing
import Gestures
import ScrollCore

/// The inspector's gesture strip: G shows it (starting to follow gestures when no output
/// asked for them) and steps to older gestures, Shift+G to newer ones and, from the newest,
/// hides it. The Gesture section's rows say which gesture is shown and its summary; the
/// timeline (`GesturePlotView`) is drawn under the frame graph.
extension SandboxApp {
  /// G (older) or Shift+G (newer).
  /// - Parameter newer: true for Shift+G.
  func stepGestureStrip(newer: Bool) {
    if gestures == nil {
      gestures = GestureSession(
        interval: displayInterval, virtual: options.headless, scene: scene.name, writer: nil,
        keepsGestures: false)
    }
    let count = gestures?.newestFirst.count ?? 0
    switch (gestureShown, newer) {
    case (nil, false): gestureShown = 0
    case (nil, true): break
    case (let i?, false): gestureShown = i + 1 < count ? i + 1 : 0
    case (let i?, true): gestureShown = i == 0 ? nil : i - 1
    }
    inspector.invalidateFrameRows()
  }

  /// The gesture the strip shows, with its position ("2 of 5"), or nil when hidden.
  var shownGesture: (gesture: Gesture?, position: String)? {
    guard let index = gestureShown, let gestures else { return nil }
    let all = gestures.newestFirst
    guard !all.isEmpty else { return (nil, "none yet") }
    let i = min(index, all.count - 1)
    return (all[i], i == 0 ? "newest of \(all.count)" : "\(i + 1) of \(all.count)")
  }

  /// Draws the shown gesture pinned at the bottom of the inspector `panel`, over what
  /// scrolls there: a title with the keys, the device, the summary (hitch ratio in its
  /// verdict's colour, late and missed frames, latency) and the timeline. Returns its height
  /// (0 when hidden), which the panel's scrolling adds to its content.
  /// - Parameters:
  ///   - list: the display list.
  ///   - panel: the inspector.
  func drawGestureStrip(into list: inout DisplayList, panel: Rect) -> Double {
    guard let shown = shownGesture else { return 0 }
    let height = shown.gesture == nil ? 48 : Self.gestureStripHeight
    let strip = Rect(x: panel.minX, y: panel.maxY - height, width: panel.width, height: height)
    list.fill(strip, theme.isDark ? Color(hex: 0x242426) : Color(hex: 0xF4F4F6))
    list.line(
      Point(x: strip.minX, y: strip.minY + 0.5), Point(x: strip.maxX, y: strip.minY + 0.5),
      theme.separator)
    let x = strip.minX + 12
    let width = strip.width - 24
    let line = { (y: Double) in Rect(x: x, y: strip.minY + y, width: width, height: 16) }
    list.text(
      "GESTURE", in: line(8), font: Font(size: 11, weight: .semibold), color: theme.secondaryText)
    list.text(
      "G older · Shift+G newer", in: line(8), font: Font(size: 11), color: theme.secondaryText,
      alignment: .trailing)
    guard let g = shown.gesture, let session = gestures else {
      list.text("none yet", in: line(26), font: Font(size: 12), color: theme.primaryText)
      return height
    }
    let m = GestureMetrics(g, interval: session.tracker.interval)
    let mono = Font(size: 12, family: .mono)
    let id = g.id == 0 ? "…" : String(g.id)
    list.text(
      "#\(id) \(g.kind.rawValue) · \(shown.position)", in: line(26), font: mono,
      color: theme.primaryText)
    list.text(
      "\(g.device.name), \(g.device.verdict)", in: line(43), font: Font(size: 12),
      color: theme.secondaryText)
    let verdict = GesturePlotView.color(of: m.hitchVerdict, theme: theme)
    list.text(
      "hitch \(formatPoints(m.hitchMsPerSecond, decimals: 1)) ms/s \(m.hitchVerdict.rawValue)",
      in: line(60), font: mono, color: verdict)
    list.text(
      "late \(m.lateFrames)/\(m.frames) · missed \(m.missedFrames)", in: line(60), font: mono,
      color: m.lateFrames > 0 ? theme.warning : theme.primaryText, alignment: .trailing)
    if let l = m.latency {
      list.text(
        "latency p50 \(formatPoints(l.p50, decimals: 1)) · p99 \(formatPoints(l.p99, decimals: 1)) ms",
        in: line(77), font: mono, color: theme.primaryText)
    }
    GesturePlotView(gesture: g, interval: session.tracker.interval, theme: theme).drawTimeline(
      into: &list,
      in: Rect(x: strip.minX + 4, y: strip.minY + 98, width: strip.width - 12, height: height - 102)
    )
    return height
  }

  /// The pinned strip's height in the inspector, points.
  static let gestureStripHeight = 250.0
}
