import CSDL2
import CSDL2TTF

/// Checks that an opened face really draws: a damaged font file (its glyph outlines zeroed
/// or overwritten, for example) can open, and even measure, while every letter comes out
/// blank, so the app's text would vanish without a word. Measures and renders "Ag" once
/// and looks for ink: 50-110 us per face at 12 px (measured through SDL_ttf on the DejaVu
/// faces; measuring all of printable ASCII cost 1.6-18 ms, too much for every start-up, so
/// damage confined to other glyphs goes unseen).
enum FontProbe {
  /// The text measured and rendered.
  static let sample = "Ag"

  /// Why `face` cannot draw text, or nil when "Ag" measures and renders with ink.
  /// - Parameter face: an open TTF_Font.
  static func problem(with face: OpaquePointer) -> String? {
    var w: Int32 = 0
    var h: Int32 = 0
    guard TTF_SizeUTF8(face, sample, &w, &h) == 0 else {
      return "measuring '\(sample)' failed (\(currentSDLError()))"
    }
    guard w > 0 else { return "its letters have no width" }
    guard let surface = TTF_RenderUTF8_Blended(face, sample, SDL_Color(r: 0, g: 0, b: 0, a: 255))
    else {
      return "drawing '\(sample)' failed (\(currentSDLError()))"
    }
    defer { SDL_FreeSurface(surface) }
    return hasInk(surface) ? nil : "its letters draw nothing (a rendered '\(sample)' is blank)"
  }

  /// True when any pixel of a 32-bit surface with alpha is not fully transparent (a
  /// rendered text surface is never RLE-encoded, so it needs no lock).
  private static func hasInk(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
    let s = surface.pointee
    guard let pixels = s.pixels, s.format.pointee.BytesPerPixel == 4 else { return true }
    let alphaMask = s.format.pointee.Amask
    guard alphaMask != 0 else { return true }
    for y in 0..<Int(s.h) {
      let row = (pixels + y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
      for x in 0..<Int(s.w) where row[x] & alphaMask != 0 { return true }
    }
    return false
  }
}
