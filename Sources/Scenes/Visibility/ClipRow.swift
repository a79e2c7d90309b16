import Drawing
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// A row of the visibility scene: a media clip with a thumbnail, a play state, an equalizer
/// and a progress bar. The equalizer and the progress are functions of the clip's own
/// playhead (seconds played), so a paused row is frozen exactly where it stopped.
struct ClipRow: Sendable {
  /// Row heights by kind (compact, regular, tall).
  static let heights: [Double] = [112, 136, 168]
  /// Number of equalizer bars.
  static let barCount = 16

  /// The row id.
  var id: Int
  /// Clip length, seconds (20-89).
  var length: Double
  /// Row height, points.
  var height: Double
  /// Section name for the subtitle.
  var section: String

  /// The row `id` of `content` (sizes and lengths are a pure function of seed and id).
  init(id: Int, content: SampleContent) {
    self.id = id
    var r = ContentRandom(
      seed: content.seed &+ UInt64(bitPattern: Int64(id)) &* 0xA24B_AED4_963E_E407)
    length = Double(20 + r.int(70))
    height = ClipRow.heights[r.int(ClipRow.heights.count)]
    section = r.pick(SampleContent.sections)
  }

  /// Height of equalizer bar `k` (0...1) at `playhead` seconds.
  static func level(bar k: Int, playhead: Double) -> Double {
    let phase = playhead * (2.1 + 0.37 * Double(k)) + Double(k) * 1.3
    return 0.2 + 0.8 * abs(sin(phase))
  }

  /// Draws the row's card in `r` (window points).
  func draw(
    in r: Rect, playing: Bool, fraction: Double, playhead: Double, tile: Color, theme: Theme,
    into list: inout DisplayList
  ) {
    list.fill(r, theme.card, radius: SceneLook.cardRadius)
    if playing {
      // Playing rows stand out: a full accent outline and an accent edge on the left.
      list.stroke(r, theme.accent, radius: SceneLook.cardRadius, width: 2)
      list.fill(
        Rect(x: r.minX, y: r.minY + 12, width: 4, height: max(0, r.height - 24)), theme.accent,
        radius: 2)
    }
    let side = min(88, r.height - 24)
    let thumb = Rect(x: r.minX + 12, y: r.minY + 12, width: side, height: side)
    list.fill(thumb, tile, radius: 8)
    ClipRow.drawGlyph(playing: playing, center: Point(x: thumb.midX, y: thumb.midY), into: &list)
    let x = thumb.maxX + 14
    let width = max(0, r.maxX - 14 - x)
    list.text(
      "Clip \(id) · \(section)", in: Rect(x: x, y: r.minY + 12, width: width, height: 20),
      font: SceneLook.bodyBold, color: theme.primaryText)
    let state = playing ? "PLAYING" : "Paused"
    let percent = Int((fraction * 100).rounded())
    let color = playing ? theme.accent : theme.secondaryText
    list.fill(Rect(x: x, y: r.minY + 40, width: 7, height: 7), color, radius: 3.5)
    list.text(
      "\(state) · \(percent) % visible",
      in: Rect(x: x + 12, y: r.minY + 35, width: width - 12, height: 17),
      font: SceneLook.caption, color: color)
    // Equalizer.
    let eqTop = r.minY + 58
    let eqHeight = max(8, r.maxY - 32 - eqTop)
    let gap = 3.0
    let barWidth = max(
      2, min(8, (width - gap * Double(ClipRow.barCount - 1)) / Double(ClipRow.barCount)))
    for k in 0..<ClipRow.barCount {
      let h = eqHeight * ClipRow.level(bar: k, playhead: playhead)
      let bar = Rect(
        x: x + Double(k) * (barWidth + gap), y: eqTop + eqHeight - h, width: barWidth, height: h)
      list.fill(
        bar, (playing ? theme.accent : theme.secondaryText).opacity(playing ? 0.85 : 0.35),
        radius: 1.5)
    }
    // Progress.
    let played = playhead.truncatingRemainder(dividingBy: length)
    let timeText = "\(SceneLook.clock(played)) / \(SceneLook.clock(length))"
    let trackWidth = max(0, width - 96)
    let track = Rect(x: x, y: r.maxY - 20, width: trackWidth, height: 4)
    list.fill(track, theme.separator.opacity(0.6), radius: 2)
    list.fill(
      Rect(x: x, y: track.minY, width: trackWidth * played / length, height: 4), color, radius: 2)
    list.text(
      timeText, in: Rect(x: track.maxX + 8, y: r.maxY - 27, width: 88, height: 18),
      font: Font(size: 12, family: .mono), color: theme.secondaryText, alignment: .trailing)
  }

  /// A pause glyph (two bars) while playing, a play triangle (stacked lines) while paused.
  static func drawGlyph(playing: Bool, center: Point, into list: inout DisplayList) {
    let white = Color.white.opacity(0.95)
    if playing {
      list.fill(Rect(x: center.x - 7, y: center.y - 9, width: 5, height: 18), white, radius: 1.5)
      list.fill(Rect(x: center.x + 2, y: center.y - 9, width: 5, height: 18), white, radius: 1.5)
    } else {
      for i in 0..<8 {
        let x = center.x - 6 + Double(i) * 2
        let half = 9 * (1 - Double(i) / 8)
        list.line(Point(x: x, y: center.y - half), Point(x: x, y: center.y + half), white, width: 2)
      }
    }
  }
}
