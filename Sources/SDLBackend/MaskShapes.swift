#if canImport(Glibc)
  import Glibc
#endif

/// A shape the rasterizer keeps as a texture: one colour, the shape's coverage in alpha.
/// All sizes in pixels.
enum MaskShape: Hashable {
  /// A disc of `radius` in a 2r x 2r square (the four corners of a rounded rectangle).
  case disc(radius: Int32)
  /// A ring of outer `radius` and `width` in a 2r x 2r square (rounded outline corners).
  case ring(radius: Int32, width: Int32)
  /// The soft shadow of a rounded rectangle inset by `pad` in a `width` x `height` image,
  /// corners of `radius`, Gaussian blur of standard deviation `blur / 2`.
  case shadow(width: Int32, height: Int32, radius: Int32, blur: Int32, pad: Int32)

  /// Image width in pixels.
  var width: Int32 {
    switch self {
    case .disc(let r), .ring(let r, _): 2 * r
    case .shadow(let w, _, _, _, _): w
    }
  }

  /// Image height in pixels.
  var height: Int32 {
    switch self {
    case .disc(let r), .ring(let r, _): 2 * r
    case .shadow(_, let h, _, _, _): h
    }
  }

  /// ARGB8888 pixels, row-major: `rgb` (0xRRGGBB) with alpha = coverage x `alpha`.
  func pixels(rgb: UInt32, alpha: UInt8) -> [UInt32] {
    let w = Int(width)
    let h = Int(height)
    var out = [UInt32](repeating: 0, count: max(0, w * h))
    guard w > 0, h > 0 else { return out }
    switch self {
    case .disc(let radius):
      let r = Double(radius)
      fill(&out, w, h, rgb, alpha) { x, y in discCoverage(x - r, y - r, r) }
    case .ring(let radius, let width):
      let r = Double(radius)
      let inner = Double(radius - width)
      fill(&out, w, h, rgb, alpha) { x, y in
        discCoverage(x - r, y - r, r) - (inner > 0 ? discCoverage(x - r, y - r, inner) : 0)
      }
    case .shadow(_, _, let radius, let blur, let pad):
      let scale = shadowFalloffScale(blur: blur)
      let r = Double(radius)
      let halfW = Double(w) / 2 - Double(pad)
      let halfH = Double(h) / 2 - Double(pad)
      let cx = Double(w) / 2
      let cy = Double(h) / 2
      // Symmetric about both centre lines (the pixel centres mirror exactly: halves and
      // whole numbers): a quarter is computed and mirrored.
      fillMirrored(&out, w, h, rgb, alpha) { x, y in
        let qx = abs(x - cx) - (halfW - r)
        let qy = abs(y - cy) - (halfH - r)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - r
        return shadowCoverage(distance: distance, scale: scale)
      }
    }
    return out
  }

  /// Fills `out` like `fill` for a coverage function symmetric about the image's vertical
  /// and horizontal centre lines, computing it for the top-left quarter only.
  private func fillMirrored(
    _ out: inout [UInt32], _ w: Int, _ h: Int, _ rgb: UInt32, _ alpha: UInt8,
    _ coverage: (Double, Double) -> Double
  ) {
    let a = Double(alpha)
    for y in 0..<(h + 1) / 2 {
      for x in 0..<(w + 1) / 2 {
        let c = min(1, max(0, coverage(Double(x) + 0.5, Double(y) + 0.5)))
        let v = UInt32((c * a).rounded()) << 24 | rgb
        let mx = w - 1 - x
        let my = h - 1 - y
        out[y * w + x] = v
        out[y * w + mx] = v
        out[my * w + x] = v
        out[my * w + mx] = v
      }
    }
  }

  /// Fills `out` from a coverage function of the pixel centre (x + 0.5, y + 0.5).
  private func fill(
    _ out: inout [UInt32], _ w: Int, _ h: Int, _ rgb: UInt32, _ alpha: UInt8,
    _ coverage: (Double, Double) -> Double
  ) {
    let a = Double(alpha)
    for y in 0..<h {
      for x in 0..<w {
        let c = min(1, max(0, coverage(Double(x) + 0.5, Double(y) + 0.5)))
        out[y * w + x] = UInt32((c * a).rounded()) << 24 | rgb
      }
    }
  }
}

/// Approximate area of a pixel at offset (dx, dy) from a disc's centre covered by the disc.
private func discCoverage(_ dx: Double, _ dy: Double, _ radius: Double) -> Double {
  min(1, max(0, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
}

/// 1 / (sigma * sqrt 2) for a shadow blurred by `blur` pixels (sigma = blur / 2, at least 0.5).
func shadowFalloffScale(blur: Int32) -> Double {
  1 / (max(0.5, Double(blur) / 2) * 2.0.squareRoot())
}

/// Shadow opacity (0...1) at signed `distance` pixels outside a shape's edge (negative inside):
/// a Gaussian-blurred edge, 0.5 on the edge itself.
func shadowCoverage(distance: Double, scale: Double) -> Double {
  0.5 * erfc(distance * scale)
}
