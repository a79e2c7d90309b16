import Drawing
import ScrollCore

/// The gallery's content: how many photo tiles a row holds, how tall they are, and how a
/// photo-like tile is drawn. Sizes are arithmetic (no text), a pure function of seed and id.
struct GalleryArt: Sendable {
  /// Card inset inside a row item, top and bottom (the visual gap between rows is twice it).
  static let rowGap = 6.0
  /// Gallery content.
  let content: SampleContent

  /// Tiles in row `id`: 1 (hero), 2, 3 or 4.
  func tileCount(row id: Int) -> Int {
    var r = ContentRandom(seed: content.seed &+ UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9)
    return 1 + r.int(4)
  }

  /// Tile height for a row of `count` tiles.
  static func tileHeight(count: Int) -> Double {
    switch count {
    case 1: return 200
    case 2: return 150
    case 3: return 112
    default: return 90
    }
  }

  /// The item height of row `id`: gaps, card padding, title line, tiles.
  func rowHeight(row id: Int) -> Double {
    GalleryArt.tileHeight(count: tileCount(row: id)) + 52 + 2 * GalleryArt.rowGap
  }

  /// Width of carousel card `id`, including its 16 pt leading gap: landscape or portrait.
  func cardItemWidth(card id: Int) -> Double { 16 + (id % 3 == 0 ? 300 : 220) }

  /// Draws a photo-like tile: the colour, a lighter sky, a small sun.
  func drawTile(_ rect: Rect, id: Int, radius: Double, into list: inout DisplayList) {
    let base = content.tile(id)
    list.fill(rect, base, radius: radius)
    let sky = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height * 0.45)
    list.fill(sky, base.mix(.white, 0.22), radius: radius)
    list.fill(
      Rect(x: rect.minX, y: sky.maxY - radius, width: rect.width, height: radius),
      base.mix(.white, 0.22))
    let sun = min(rect.width, rect.height) * 0.16
    list.fill(
      Rect(x: rect.maxX - sun * 2, y: rect.minY + sun * 0.8, width: sun, height: sun),
      Color.white.opacity(0.75), radius: sun / 2)
  }
}
