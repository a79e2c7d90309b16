import CSDL2
import CSDL2TTF
import Drawing
import ScrollCore

/// The open fonts: one TTF_Font per (family, weight, pixel size), opened on demand and kept
/// in a small LRU; plus text measurement with its own LRU of results.
///
/// Sizes are requested in points and opened at `points * scale` pixels, never below
/// `minimumPointSize`. Initialises SDL_ttf (TTF_Init is reference counted) and releases it
/// in deinit.
@MainActor public final class FontLibrary {
  /// The font files in use.
  public let files: FontFiles
  /// The smallest size text is ever rendered at, in points.
  public nonisolated static let minimumPointSize = 11.0
  /// How many times opening a face failed after start-up (a file that vanished).
  public private(set) var openFailures = 0

  private var faces = LRUCache<FaceKey, OpaquePointer>(countLimit: 48)
  /// Each distinct file, mapped (see `FontData`); a file that cannot be mapped is opened by
  /// path.
  private let data: [String: FontData]
  private var extents = LRUCache<MeasureKey, PixelExtent>(countLimit: 4096)
  /// Recent measurements, looked up before `extents` without hashing the string.
  private var recent = RecentMeasures()

  /// Starts SDL_ttf and checks that every file in `files` opens.
  ///
  /// Throws `SDLBackendError.ttfInitFailed`, `.fontMissing`, `.fontUnusable` or
  /// `.fontDamaged` (a face that opens but draws no ink; see `FontProbe`) (naming the
  /// path and the package to install).
  public init(files: FontFiles) throws {
    guard TTF_Init() == 0 else { throw SDLBackendError.ttfInitFailed(sdlError: currentSDLError()) }
    var data: [String: FontData] = [:]
    for path in Set(files.all) {
      let mapped = FontData(path: path)
      data[path] = mapped
      guard let face = mapped?.openFace(pixelSize: 12) ?? TTF_OpenFont(path, 12) else {
        let error = currentSDLError()
        TTF_Quit()
        if error.contains("ouldn't open") {
          throw SDLBackendError.fontMissing(path: path)
        }
        throw SDLBackendError.fontUnusable(path: path, sdlError: error)
      }
      // A face that opens may still draw nothing (damaged outlines): say so now.
      let problem = FontProbe.problem(with: face)
      TTF_CloseFont(face)
      if let problem {
        TTF_Quit()
        throw SDLBackendError.fontDamaged(path: path, problem: problem)
      }
    }
    self.files = files
    self.data = data
  }

  /// Locates the fonts (`FontFiles.locate(override:)`) and opens them.
  public convenience init(fontPath: String? = nil) throws {
    try self.init(files: FontFiles.locate(override: fontPath))
  }

  isolated deinit {
    faces.removeAll { _, face in TTF_CloseFont(face) }
    TTF_Quit()
  }

  /// The pixel size `font` is rendered at on a target of `scale`: at least 11 pt, rounded.
  public nonisolated static func pixelSize(of font: Font, scale: Double) -> Int32 {
    let points = font.size.isFinite ? max(minimumPointSize, font.size) : minimumPointSize
    let s = scale.isFinite && scale > 0 ? scale : 1
    return Int32(min(1024, (points * s).rounded()))
  }

  /// The open TTF_Font for `font` at `pixelSize`, opening it on first use; nil if it fails.
  func face(for font: Font, pixelSize: Int32) -> OpaquePointer? {
    let key = FaceKey(family: font.family, bold: font.weight != .regular, pixelSize: pixelSize)
    if let face = faces.value(for: key) { return face }
    let path = files.path(family: font.family, weight: font.weight)
    guard let face = data[path]?.openFace(pixelSize: pixelSize) ?? TTF_OpenFont(path, pixelSize)
    else {
      openFailures += 1
      return nil
    }
    faces.insert(face, for: key) { _, old in TTF_CloseFont(old) }
    return face
  }

  /// Width and height in pixels of `string` at `pixelSize`; height is the line height.
  /// Results are cached (a small table of recent ones in front of an LRU).
  public func pixelExtent(of string: String, font: Font, pixelSize: Int32) -> PixelExtent {
    let key = MeasureKey(
      string: string, family: font.family, bold: font.weight != .regular, pixelSize: pixelSize)
    let slot = RecentMeasures.slot(of: key)
    if let known = recent.extent(for: key, slot: slot) { return known }
    if let known = extents.value(for: key) {
      recent.keep(known, for: key, slot: slot)
      return known
    }
    guard let face = face(for: font, pixelSize: pixelSize) else { return PixelExtent() }
    var w: Int32 = 0
    var h: Int32 = 0
    if string.isEmpty || TTF_SizeUTF8(face, string, &w, &h) != 0 {
      w = 0
      h = TTF_FontHeight(face)
    }
    let extent = PixelExtent(width: Int(w), height: Int(h))
    extents.insert(extent, for: key)
    recent.keep(extent, for: key, slot: slot)
    return extent
  }

  /// The size of `string` in points on a target of `scale`, as drawn.
  public func size(of string: String, font: Font, scale: Double) -> Size {
    let s = scale.isFinite && scale > 0 ? scale : 1
    let e = pixelExtent(of: string, font: font, pixelSize: Self.pixelSize(of: font, scale: s))
    return Size(width: Double(e.width) / s, height: Double(e.height) / s)
  }

  /// Counters of the measurement cache (hits in the table of recent measurements count as
  /// hits).
  public var measureCounters: CacheCounters {
    var c = extents.counters
    c.hits += recent.hits
    return c
  }

  /// Renders `string` anti-aliased (TTF_RenderUTF8_Blended) in an opaque `rgb` colour;
  /// nil for the empty string or on failure. The caller frees the surface. (Package-visible
  /// for the benchmark's text-render timing, `BenchFloor`.)
  package func renderSurface(
    _ string: String, font: Font, pixelSize: Int32, r: UInt8, g: UInt8, b: UInt8
  ) -> UnsafeMutablePointer<SDL_Surface>? {
    guard !string.isEmpty, let face = face(for: font, pixelSize: pixelSize) else { return nil }
    return TTF_RenderUTF8_Blended(face, string, SDL_Color(r: r, g: g, b: b, a: 255))
  }
}

/// A width and height in whole pixels.
public struct PixelExtent: Hashable, Sendable {
  /// Width in pixels.
  public var width = 0
  /// Height in pixels.
  public var height = 0
  /// Creates an extent.
  public init(width: Int = 0, height: Int = 0) {
    self.width = width
    self.height = height
  }
}

/// Identifies an opened face.
struct FaceKey: Hashable {
  var family: Font.Family
  var bold: Bool
  var pixelSize: Int32
}

/// Identifies a measurement.
struct MeasureKey: Hashable {
  var string: String
  var family: Font.Family
  var bold: Bool
  var pixelSize: Int32
}
