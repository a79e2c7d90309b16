import Drawing
import Gestures
import SDLBackend
import ScrollCore

/// `--gesture-plot FILE.png`: every gesture of the run, one `GesturePlotView` panel each, in
/// one column, drawn by the app's rasterizer on a software surface and saved as a PNG like a
/// screenshot (headless too: no window is needed).
@MainActor enum GesturePlotFile {
  /// The most panels drawn (a surface is at most 16,384 pixels high); the title says how
  /// many gestures were left out.
  nonisolated static let maxPanels = 60
  /// The image's width, points.
  static let width = 1000.0

  /// Draws `gestures` and saves the PNG at `path`.
  /// - Parameters:
  ///   - gestures: the run's last gestures, oldest first (the last `maxPanels` are drawn).
  ///   - total: how many gestures the run had.
  ///   - interval: the display interval they were judged against, seconds.
  ///   - path: the PNG's path.
  ///   - fontPath: `--font`, or nil for the system's.
  ///   - dark: draw in the dark theme.
  static func write(
    _ gestures: [Gesture], total: Int, interval: Double, to path: String, fontPath: String?,
    dark: Bool
  ) throws {
    let theme: Theme = dark ? .dark : .light
    let shown = gestures.suffix(maxPanels)
    let gap = 8.0
    let titleHeight = 30.0
    let height =
      titleHeight + Double(max(1, shown.count)) * (GesturePlotView.panelHeight + gap) + gap
    let target = try HeadlessTarget(size: Size(width: width, height: height))
    let rasterizer = DisplayListRasterizer(
      target: target, fonts: try FontLibrary(fontPath: fontPath))
    var list = DisplayList()
    list.fill(Rect(x: 0, y: 0, width: width, height: height), theme.background)
    var title =
      "\(total) gesture\(total == 1 ? "" : "s"), judged against "
      + "\(formatPoints(interval * 1000, decimals: 2)) ms frames"
    if shown.count < total { title += " (the last \(shown.count) drawn)" }
    title += "  ·  late frames: tall orange marks"
    list.text(
      title, in: Rect(x: gap + 4, y: 7, width: width - 2 * gap, height: 18), font: .headline,
      color: theme.primaryText)
    var y = titleHeight
    for g in shown {
      GesturePlotView(gesture: g, interval: interval, theme: theme).draw(
        into: &list,
        in: Rect(x: gap, y: y, width: width - 2 * gap, height: GesturePlotView.panelHeight))
      y += GesturePlotView.panelHeight + gap
    }
    if shown.isEmpty {
      list.text(
        "No gesture in this run.", in: Rect(x: gap + 4, y: y + 8, width: 400, height: 18),
        font: .body, color: theme.secondaryText)
    }
    rasterizer.render(list)
    target.flush()
    try target.saveScreenshot(to: path)
  }
}
