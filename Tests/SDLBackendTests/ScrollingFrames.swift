import Drawing
import ScrollCore

/// A seeded sequence of frames in the shape of a real scroll view: a background, a header,
/// a scroll layer of rows (text, separators, rounded badges, a shadowed card, a nested clip
/// and opacity group, now and then a nested horizontal layer), then overlays painted over the
/// layer (a moving scrollbar thumb, a translucent toast, a counter that changes). Offsets
/// change mostly by whole points, sometimes by fractions or by more than the layer; rows
/// change text, get inserted, or the list switches theme.
struct ScrollingFrames {
  private var state: UInt64
  /// The scroll offset of the main layer.
  private(set) var offset = 0.0
  private var carousel = 0.0
  private var inserted = 0
  private var renamed: Set<Int> = []
  private var dark = false
  private var showCard = true
  private var frame = 0
  /// The size of the frames, points.
  let size: Size

  init(seed: UInt64, size: Size) {
    state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    self.size = size
  }

  private mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }

  private mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }

  /// The next frame's display list.
  mutating func nextFrame() -> DisplayList {
    frame += 1
    let step = next() % 100
    if step < 55 {
      offset += Double(Int(next() % 41) - 15)  // whole points, mostly down
    } else if step < 70 {
      offset += Double(next() % 1000) / 97  // fractional
    } else if step < 75 {
      offset += Double(next() % 3) * size.height  // jumps past the layer
    }  // else: still
    offset = max(-40, min(offset, 5000))
    if chance(10) { carousel += Double(Int(next() % 61) - 30) }
    if chance(8) { renamed.insert(Int(offset / 30) + Int(next() % 6)) }
    if chance(3) { inserted += 1 }
    if chance(2) { dark.toggle() }
    var list = DisplayList()
    let theme: Theme = dark ? .dark : .light
    list.fill(Rect(origin: .zero, size: size), theme.background)
    list.fill(Rect(x: 0, y: 0, width: size.width, height: 36), theme.card)
    list.text(
      "Header", in: Rect(x: 10, y: 0, width: 200, height: 36), font: .title,
      color: theme.primaryText)
    let layer = Rect(x: 0, y: 36, width: size.width, height: size.height - 36)
    let rowHeight = 30.0
    list.scrolled(clip: layer, offset: Point(x: 0, y: offset), background: theme.card) { l in
      let first = max(0, Int((offset - 10) / rowHeight))
      let last = Int((offset + layer.height + 10) / rowHeight)
      for i in first...last {
        let y = layer.minY + Double(i) * rowHeight
        let id = i < 7 ? i : i + inserted
        let name = renamed.contains(i) ? "Renamed row \(id)" : "Row \(id) scrolls by"
        l.text(
          name, in: Rect(x: 12, y: y, width: size.width - 60, height: rowHeight), font: .body,
          color: theme.primaryText)
        l.line(
          Point(x: 12, y: y + rowHeight - 0.5), Point(x: size.width, y: y + rowHeight - 0.5),
          theme.separator, width: 0.5)
        if i % 5 == 2 {
          l.fill(Rect(x: size.width - 40, y: y + 6, width: 28, height: 18), theme.accent, radius: 9)
        }
        if i % 9 == 4 {
          l.shadow(
            Rect(x: 40, y: y + 4, width: 120, height: 22), radius: 6, blur: 4,
            color: Color(r: 0, g: 0, b: 0, a: 0.3))
          l.stroke(
            Rect(x: 40, y: y + 4, width: 120, height: 22), theme.separator, radius: 6, width: 1)
        }
        if i % 11 == 6 {
          l.clipped(to: Rect(x: 20, y: y + 2, width: 90, height: rowHeight - 4)) { c in
            c.withOpacity(0.5) { o in
              o.fill(Rect(x: 0, y: y, width: 60, height: rowHeight), theme.accent)
            }
            c.line(
              Point(x: 20, y: y), Point(x: 110, y: y + rowHeight), theme.primaryText, width: 1.5)
          }
        }
        if i % 13 == 8 {
          l.scrolled(
            clip: Rect(x: 150, y: y + 3, width: 120, height: rowHeight - 6),
            offset: Point(x: carousel, y: 0), background: theme.background
          ) { h in
            for k in 0..<6 {
              h.fill(
                Rect(x: 150 + Double(k) * 40, y: y + 5, width: 34, height: rowHeight - 10),
                theme.accent.opacity(0.4 + 0.1 * Double(k)), radius: 4)
            }
          }
        }
      }
    }
    // Overlays painted over the layer: an opaque HUD-like card (rounded, outlined) with text
    // that changes every few frames and a graph layer scrolling one bar per frame.
    if showCard {
      let card = Rect(x: size.width - 150, y: 50, width: 130, height: 120)
      list.fill(card, theme.card, radius: 10)
      list.stroke(card, theme.separator, radius: 10, width: 1)
      list.text(
        "offset \(Int(offset) / 3 * 3)",
        in: Rect(x: card.minX + 8, y: card.minY + 6, width: 110, height: 16), font: .caption,
        color: theme.primaryText)
      list.text(
        "n \(frame / 5)", in: Rect(x: card.minX + 8, y: card.minY + 24, width: 110, height: 16),
        font: .caption, color: theme.primaryText)
      let plot = Rect(x: card.minX + 8, y: card.minY + 46, width: 110, height: 60)
      list.scrolled(clip: plot, offset: Point(x: Double(frame) * 2, y: 0), background: theme.card) {
        g in
        for k in max(0, frame - 56)...frame {
          let h = Double((k * 37) % 50 + 4)
          g.fill(
            Rect(x: plot.minX + Double(k) * 2, y: plot.maxY - h, width: 1.5, height: h),
            theme.accent)
        }
      }
      list.line(
        Point(x: plot.minX, y: plot.minY + 20), Point(x: plot.maxX, y: plot.minY + 20),
        theme.secondaryText, width: 1, dash: 3)
    }
    if chance(3) { showCard.toggle() }
    let thumb = 36 + (size.height - 90) * min(1, max(0, offset / 5000))
    list.fill(
      Rect(x: size.width - 6, y: thumb, width: 4, height: 50), theme.secondaryText.opacity(0.6),
      radius: 2)
    if frame % 17 < 6 {
      list.shadow(
        Rect(x: 60, y: size.height - 50, width: 160, height: 30), radius: 8, blur: 6,
        color: Color(r: 0, g: 0, b: 0, a: 0.25))
      list.fill(
        Rect(x: 60, y: size.height - 50, width: 160, height: 30), theme.card.opacity(0.9), radius: 8
      )
    }
    list.text(
      "frame \(frame / 4)", in: Rect(x: size.width - 110, y: 0, width: 100, height: 36),
      font: .caption, color: theme.secondaryText, alignment: .trailing)
    return list
  }
}
