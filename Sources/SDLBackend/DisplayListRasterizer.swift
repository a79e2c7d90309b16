import CSDL2
import Drawing
import FrameModel
import ScrollCore

/// Draws a `DisplayList` on a `RenderTarget`: rectangles, rounded rectangles, outlines, lines,
/// text, soft shadows, with nested clips and opacity groups.
///
/// Coordinates are points; every edge is snapped to the target's pixel grid at its `scale`.
/// Text is rendered once per (string, pixel size, weight, family, colour) and kept as a
/// texture in an LRU cache bounded by count and pixel bytes; corner, ring and shadow masks are
/// cached textures tinted per draw. Commands wholly outside the clip are skipped before any
/// SDL call. Opacity multiplies the alpha of each command (no offscreen group compositing).
///
/// A frame: `beginFrame(clear:)`, any number of `draw(_:)`, then `target.present()`
/// (optionally `target.flush()` first to time the drawing, `saveScreenshot` before presenting);
/// or `render(_:)` with the whole frame's list, which redraws only what changed on targets
/// that keep their pixels.
@MainActor public final class DisplayListRasterizer {
  /// Where drawing goes. Kept alive by the rasterizer (its textures belong to its renderer).
  public let target: any RenderTarget
  /// `target` as a target that keeps its last frame, or nil (cast once: a cast to a
  /// protocol looks up the conformance every time).
  let keeper: (any RetainingTarget)?
  /// The fonts text is set in.
  public let fonts: FontLibrary
  /// Pixels per point for the current frame.
  public private(set) var scale: Double = 1
  /// Statistics of the current frame.
  public internal(set) var frameStats = RasterizerFrameStats()

  /// The target's renderer (re-read each frame: a window may replace it, see `SDLWindow`).
  private(set) var renderer: OpaquePointer
  var drawColor = RGBA(r: 0, g: 0, b: 0, a: 0)
  /// True when the target has a software surface for direct opaque fills (this frame).
  var directFills = false
  /// True when text and masks are kept as `PixelImage`s and blended straight into the
  /// target's RGB888 software surface rather than copied as SDL textures.
  var directBlits = false
  /// Whether translucent fills and text / mask copies may be blended into a software surface
  /// directly (`fillBlended`, `blit`) rather than through SDL (the pixels are the same either
  /// way). Tests switch it to compare the two.
  var allowsDirectBlending = DisplayListRasterizer.directBlendingByDefault {
    didSet { refreshGeometry() }
  }

  /// See `allowsDirectBlending`.
  /// On everywhere: Package.swift builds this module optimized in debug builds too.
  static var directBlendingByDefault: Bool { true }
  var texts: LRUCache<TextKey, CachedTexture>
  var masks: LRUCache<MaskKey, CachedTexture>

  var viewport = PixelBox.empty
  /// The clip every command list starts from: the viewport, or one damaged box of it.
  var baseClip = PixelBox.empty
  var clip = PixelBox.empty
  var clipStack: [PixelBox] = []
  var appliedClip: PixelBox?
  var opacity = 1.0
  var opacityStack: [Double] = []
  /// Pixel translation of the current scroll layer (content to target pixels).
  var originX: Int32 = 0
  var originY: Int32 = 0
  /// Clip and origin saved by each open scroll layer.
  var scrollStack: [(clip: PixelBox, x: Int32, y: Int32)] = []
  /// The last frame drawn with `render(_:)`, for damage tracking; nil after immediate drawing.
  var retained: RetainedFrame?
  /// Its shape and the storage damage is planned in (see `DamageBuffers`; nil while
  /// `render` holds them).
  var damageBuffers: DamageBuffers? = DamageBuffers()
  /// The bytes `render` read ahead of use (see `StorageWarming`), kept so the reads stay.
  var warmth: UInt8 = 0
  /// Whether `render(_:)` may redraw only what changed (on by default; off always redraws
  /// everything, for comparisons).
  public var damageTracking = true
  var drawBlendIsOpaque: Bool?
  var rectBuffer: [SDL_Rect] = []
  var vertexBuffer: [SDL_Vertex] = []
  var indexBuffer: [Int32] = []
  /// `prefetchText`'s stack of layer and clip states (kept for its storage).
  var prefetchStates: [PrefetchState] = []
  /// Slots of the text and mask caches that held the keys looked up lately (see
  /// `SlotHints`).
  var textHints = SlotHints(bits: 10)
  var maskHints = SlotHints(bits: 6)
  /// Falloff bands of the large shadows drawn lately (see `drawShadowBands`).
  var shadowBandCache: [ShadowBandKey: [ShadowBand]] = [:]
  /// The bands `shadowBands` answered with last (checked before hashing into the cache).
  var lastShadowBands: (key: ShadowBandKey, bands: [ShadowBand])?

  /// Creates a rasterizer for `target` with `fonts`.
  ///
  /// The text cache holds at most `textCountLimit` textures and `textByteLimit` pixel bytes;
  /// the mask cache at most `maskByteLimit` bytes. The defaults (12 MB of text, about ten
  /// screens of the feed's lines at 800x600; 8 MB of masks) keep a window process under
  /// 60 MB however far it scrolls: the caches are what grows while scrolling.
  public init(
    target: any RenderTarget, fonts: FontLibrary, textCountLimit: Int = 2048,
    textByteLimit: Int = 12 << 20, maskByteLimit: Int = 8 << 20
  ) {
    self.target = target
    self.keeper = target as? RetainingTarget
    self.fonts = fonts
    self.renderer = target.renderer
    self.texts = LRUCache(countLimit: textCountLimit, costLimit: textByteLimit)
    self.masks = LRUCache(countLimit: 512, costLimit: maskByteLimit)
    rectBuffer.reserveCapacity(64)
    vertexBuffer.reserveCapacity(256)
    indexBuffer.reserveCapacity(384)
    refreshGeometry()
  }

  isolated deinit {
    texts.removeAll { _, t in t.release() }
    masks.removeAll { _, t in t.release() }
  }

  /// Drops the textures of the renderer the target gave up (it is still alive) and draws
  /// with the target's new one from now on, the next frame whole.
  private func adoptTargetRenderer() {
    texts.removeAll { _, t in t.release() }
    masks.removeAll { _, t in t.release() }
    renderer = target.renderer
    retained = nil
    drawBlendIsOpaque = nil
    appliedClip = nil
  }

  /// Hits, misses and evictions of the text texture cache (cumulative), for the profiler.
  public var textCacheCounters: CacheCounters { texts.counters }
  /// Counters of the corner / ring / shadow mask cache (cumulative).
  public var maskCacheCounters: CacheCounters { masks.counters }

  /// Starts a frame: re-reads the target size and scale, resets clip, opacity and the frame
  /// statistics, and fills the target with `background` when given.
  public func beginFrame(clear background: Color?) {
    target.refreshSize()
    if target.renderer != renderer { adoptTargetRenderer() }
    refreshGeometry()
    frameStats = RasterizerFrameStats()
    resetState()
    keeper?.presentDamage = nil
    if let background {
      retained = nil
      target.clear(background)
    }
  }

  /// Draws `list` in order (painter's algorithm). The list starts with no clip and full
  /// opacity; pushes it leaves open are closed (and counted in `frameStats.unbalanced`).
  public func draw(_ list: DisplayList) {
    retained = nil
    drawCommands(list.commands)
  }

  /// Draws `commands` in order from the current state, then resets it. Commands before
  /// `first` only change the state (clips, opacity, layers; a layer's background is not
  /// filled): they are hidden under command `first` (see `FrameShape.occluders` and `firstVisibleCommand`). With `reach`
  /// (of the same commands), those that cannot touch `baseClip` are passed over (counted as
  /// culled), and clip and scroll regions that miss it are jumped over whole. With `cover`
  /// (an opaque command after `first` and the pixels of `baseClip` it paints over; see
  /// `largestCover`), scroll layers entered before it leave its pixels out of their
  /// background fill.
  func drawCommands(
    _ commands: [DrawCommand], from first: Int = 0, reach: DrawReach? = nil,
    cover: Occluder? = nil
  ) {
    let cover = cover ?? Occluder(index: 0, covers: .empty)
    // Read in place: copying a command out would retain and release its string.
    if let reach {
      reach.withEntries(of: commands) { list, entries in
        drawCommands(list, from: first, cover: cover, reach: entries)
      }
    } else {
      commands.withUnsafeBufferPointer { list in drawCommands(list, from: first, cover: cover) }
    }
    if !clipStack.isEmpty || !opacityStack.isEmpty || !scrollStack.isEmpty {
      frameStats.unbalanced += 1
    }
    resetState()
  }

  /// The loop of `drawCommands(_:from:reach:)`, over the commands and the reach's entries in
  /// place.
  private func drawCommands(
    _ commands: UnsafeBufferPointer<DrawCommand>, from first: Int, cover: Occluder,
    reach: UnsafeBufferPointer<DrawReach.Entry>? = nil
  ) {
    var i = 0
    let n = commands.count
    let box = baseClip
    while i < n {
      defer { i += 1 }
      if let reach, !reach[i].box.overlaps(box) {
        let end = Int(reach[i].end)
        if end > i {
          frameStats.commands += end - i + 1
          frameStats.culled += Int(reach[end + 1].drawingBefore) - Int(reach[i].drawingBefore)
          i = end
          continue
        }
        if reach[i + 1].drawingBefore > reach[i].drawingBefore {
          frameStats.commands += 1
          cull()
          continue
        }
      }
      if i >= first {
        if i < cover.index, case .pushScroll(let rect, let offset, let background) = commands[i] {
          frameStats.commands += 1
          enterLayer(rect, offset: offset, fill: true, background: background, hole: cover.covers)
          continue
        }
        draw(commands[i])
        continue
      }
      switch commands[i] {
      case .rect, .strokeRect, .line, .text, .shadow:
        frameStats.commands += 1
        cull()
      case .pushScroll(let rect, let offset, _):
        frameStats.commands += 1
        enterLayer(rect, offset: offset, fill: false)
      default:
        draw(commands[i])
      }
    }
  }

  /// The pixels of `rect` (points, in the current layer's coordinates) on the target.
  func pixelBox(_ rect: Rect) -> PixelBox? {
    PixelBox(rect, scale: scale)?.offsetBy(originX, originY)
  }

  /// Draws one command with the current clip and opacity.
  public func draw(_ command: DrawCommand) {
    frameStats.commands += 1
    switch command {
    case .rect(let rect, let color, let radius):
      fillRect(rect, color, radius: radius)
    case .strokeRect(let rect, let color, let radius, let width):
      strokeRect(rect, color, radius: radius, width: width)
    case .line(let from, let to, let color, let width, let dash):
      drawLine(from, to, color, width: width, dash: dash)
    case .text(let string, let frame, let font, let color, let alignment):
      drawText(string, frame: frame, font: font, color: color, alignment: alignment)
    case .shadow(let rect, let radius, let blur, let color):
      drawShadow(rect, radius: radius, blur: blur, color: color)
    case .pushClip(let rect):
      clipStack.append(clip)
      clip = clip.intersection(pixelBox(rect) ?? .empty)
      applyClip()
    case .popClip:
      if let previous = clipStack.popLast() {
        clip = previous
        applyClip()
      } else {
        frameStats.unbalanced += 1
      }
    case .pushOpacity(let value):
      opacityStack.append(opacity)
      opacity *= value.isFinite ? min(1, max(0, value)) : 1
    case .popOpacity:
      if let previous = opacityStack.popLast() {
        opacity = previous
      } else {
        frameStats.unbalanced += 1
      }
    case .pushScroll(let rect, let offset, let background):
      enterLayer(rect, offset: offset, fill: true, background: background)
    case .popScroll:
      if let saved = scrollStack.popLast() {
        clip = saved.clip
        originX = saved.x
        originY = saved.y
        applyClip()
      } else {
        frameStats.unbalanced += 1
      }
    }
  }

  /// Opens a scroll layer clipped to `rect` and moved by `offset`; with `fill`, fills its
  /// clip with `background` first, less `hole` (pixels an opaque command drawn later in the
  /// list paints over).
  private func enterLayer(
    _ rect: Rect, offset: Point, fill: Bool, background: Color = .black, hole: PixelBox = .empty
  ) {
    scrollStack.append((clip, originX, originY))
    clip = clip.intersection(pixelBox(rect) ?? .empty)
    if clip.isEmpty || !fill {
      applyClip()
    } else {
      // The background covers the layer's clip with no blending (it is opaque).
      let c = background.bytes
      let saved = opacity
      opacity = 1
      setDrawColor(RGBA(r: c.r, g: c.g, b: c.b, a: 255))
      let h = hole.intersection(clip)
      if h.isEmpty {
        fillBackground(clip, c)
      } else {
        // Above, below, left and right of the hole.
        fillBackground(PixelBox(x0: clip.x0, y0: clip.y0, x1: clip.x1, y1: h.y0), c)
        fillBackground(PixelBox(x0: clip.x0, y0: h.y1, x1: clip.x1, y1: clip.y1), c)
        fillBackground(PixelBox(x0: clip.x0, y0: h.y0, x1: h.x0, y1: h.y1), c)
        fillBackground(PixelBox(x0: h.x1, y0: h.y0, x1: clip.x1, y1: h.y1), c)
      }
      opacity = saved
      applyClip()
    }
    let shift = FrameShape.layerShift(offset, scale: scale)
    originX &-= shift.x
    originY &-= shift.y
  }

  /// Fills `box` (within the clip) with the opaque colour `c` (the draw colour already).
  private func fillBackground(_ box: PixelBox, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
    guard !box.isEmpty else { return }
    if !directFills || !target.fillOpaque(box, c.r, c.g, c.b) {
      addRect(box)
      flushRects()
    }
  }

  /// Drops every cached text and mask texture (after a theme switch, or to measure misses).
  public func purgeCaches() {
    texts.removeAll { _, t in t.release() }
    masks.removeAll { _, t in t.release() }
  }

  // MARK: state

  private func refreshGeometry() {
    directFills = target.softwareSurface != nil
    let blits = allowsDirectBlending && target.hasRGB888Surface
    if blits != directBlits {
      // Cached entries are images or textures depending on the mode: start over.
      purgeCaches()
      directBlits = blits
    }
    scale = target.scale.isFinite && target.scale > 0 ? target.scale : 1
    viewport = PixelBox(
      x0: 0, y0: 0, x1: Int32(clamping: target.pixelWidth), y1: Int32(clamping: target.pixelHeight))
    baseClip = viewport
  }

  func resetState() {
    clipStack.removeAll(keepingCapacity: true)
    opacityStack.removeAll(keepingCapacity: true)
    scrollStack.removeAll(keepingCapacity: true)
    opacity = 1
    originX = 0
    originY = 0
    clip = baseClip
    applyClip()
  }

  /// Sends the current clip to SDL when it changed; an empty clip needs no SDL state
  /// because every command is culled against it first.
  func applyClip() {
    if clip == viewport {
      if appliedClip != nil {
        SDL_RenderSetClipRect(renderer, nil)
        appliedClip = nil
      }
      return
    }
    guard !clip.isEmpty, appliedClip != clip else { return }
    var rect = clip.sdlRect
    SDL_RenderSetClipRect(renderer, &rect)
    appliedClip = clip
  }

  // MARK: helpers shared by the drawing extensions

  /// `color` with the current opacity applied, as bytes; nil when it would be invisible.
  func visibleColor(_ color: Color, alphaScale: Double = 1) -> RGBA? {
    let alpha = color.a * opacity * alphaScale
    guard alpha.isFinite, alpha * 255 >= 0.5 else { return nil }
    let c = color.opacity(opacity * alphaScale).bytes
    return RGBA(r: c.r, g: c.g, b: c.b, a: c.a)
  }

  /// Sets the draw colour, with blending off for opaque colours: SDL's software fill is then
  /// a plain store, and GL rasterizers (llvmpipe) skip reading the destination.
  func setDrawColor(_ c: RGBA) {
    let opaque = c.a == 255
    if drawBlendIsOpaque != opaque {
      SDL_SetRenderDrawBlendMode(renderer, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
      drawBlendIsOpaque = opaque
    }
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
    drawColor = c
  }

  /// A colour for a mask: `base` is `color` with `alphaScale` but without the opacity
  /// (masks are baked in it), `opacity` the alpha modulation to copy them with; nil when
  /// the result would be invisible.
  func maskColor(_ color: Color, alphaScale: Double = 1) -> (base: RGBA, opacity: UInt8)? {
    guard visibleColor(color, alphaScale: alphaScale) != nil else { return nil }
    let c = color.opacity(alphaScale).bytes
    let o = UInt8(min(255, max(0, (opacity * 255).rounded())))
    guard c.a > 0, o > 0 else { return nil }
    return (RGBA(r: c.r, g: c.g, b: c.b, a: c.a), o)
  }

  /// Queues the rectangles in `rectBuffer` as one fill, then empties it.
  func flushRects() {
    guard !rectBuffer.isEmpty else { return }
    let c = drawColor
    if fillsDirectly(c) {
      for rect in rectBuffer
      where !fillDirect(PixelBox(x: rect.x, y: rect.y, width: rect.w, height: rect.h), c) {
        var r = rect
        SDL_RenderFillRect(renderer, &r)
      }
      rectBuffer.removeAll(keepingCapacity: true)
      return
    }
    rectBuffer.withUnsafeBufferPointer { rects in
      _ = SDL_RenderFillRects(renderer, rects.baseAddress, Int32(rects.count))
    }
    rectBuffer.removeAll(keepingCapacity: true)
  }

  /// Appends `box` to `rectBuffer` when non-empty.
  func addRect(_ box: PixelBox) {
    if !box.isEmpty { rectBuffer.append(box.sdlRect) }
  }

  /// Copies `src` of `cached` to `dst` with alpha modulation `alpha` (same-size copies are
  /// exact pixel blits): an image is blended into the software surface directly, a texture
  /// goes through SDL_RenderCopy.
  func copy(_ cached: CachedTexture, _ src: SDL_Rect, _ dst: SDL_Rect, alpha: UInt8) {
    guard src.w > 0, src.h > 0, dst.w > 0, dst.h > 0,
      !PixelBox(x: dst.x, y: dst.y, width: dst.w, height: dst.h).intersection(clip).isEmpty
    else { return }  // wholly clipped away (SDL would draw nothing either)
    if let image = cached.image, src.w == dst.w, src.h == dst.h,
      target.blit(image, src: src, dst: dst, clip: clip, alpha: alpha)
    {
      return
    }
    var s = src
    var d = dst
    if let texture = cached.texture {
      SDL_SetTextureAlphaMod(texture, alpha)
      if SDL_RenderCopy(renderer, texture, &s, &d) != 0 { frameStats.failures += 1 }
    } else if let image = cached.image, let texture = makeTexture(image) {
      // An image the target cannot take directly (never expected): a one-off texture.
      SDL_SetTextureAlphaMod(texture, alpha)
      if SDL_RenderCopy(renderer, texture, &s, &d) != 0 { frameStats.failures += 1 }
      SDL_DestroyTexture(texture)
    } else {
      frameStats.failures += 1
    }
  }

  /// A blended ARGB8888 texture holding `image`, or nil.
  func makeTexture(_ image: PixelImage) -> OpaquePointer? {
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        image.width, image.height)
    else { return nil }
    _ = SDL_UpdateTexture(texture, nil, image.pixels, Int32(image.stride * 4))
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return texture
  }

  /// The cached texture of `shape` in `color` (baked in, so copies need no colour
  /// modulation: SDL's software renderer then takes its fast blending path), created on
  /// first use (an image when `directBlits`). Copies take the opacity as alpha modulation.
  func maskTexture(_ shape: MaskShape, _ color: RGBA) -> CachedTexture? {
    let key = MaskKey(shape: shape, color: color)
    // The same few masks are asked for in every damaged box, every frame: their slots are
    // tried first, without hashing the key.
    let hint = key.cheapHash
    if let cached = masks.value(inSlot: maskHints.slot(for: hint), for: key) { return cached }
    if let found = masks.valueAndSlot(for: key) {
      maskHints.set(found.slot, for: hint)
      return found.value
    }
    let w = shape.width
    let h = shape.height
    guard w > 0, h > 0 else {
      frameStats.failures += 1
      return nil
    }
    let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    let image = PixelImage(width: w, height: h, values: shape.pixels(rgb: rgb, alpha: color.a))
    let cached: CachedTexture
    if directBlits {
      cached = CachedTexture(image: image, width: w, height: h)
    } else {
      guard let texture = makeTexture(image) else {
        frameStats.failures += 1
        return nil
      }
      cached = CachedTexture(texture: texture, width: w, height: h)
    }
    masks.insert(cached, for: key, cost: Int(w) * Int(h) * 4) { _, old in old.release() }
    return cached
  }
}

extension DisplayListRasterizer: @MainActor TextMeasurer {
  /// The size of `string` in `font` in points at the target's current scale, as drawn.
  public func size(of string: String, font: Font) -> Size {
    fonts.size(of: string, font: font, scale: target.scale)
  }
}

/// A colour as bytes, alpha already multiplied by the current opacity.
struct RGBA: Hashable {
  var r: UInt8
  var g: UInt8
  var b: UInt8
  var a: UInt8
}

/// A cached picture the rasterizer owns, with its size in pixels: an SDL texture, or for a
/// target with an RGB888 software surface a `PixelImage` blended in directly.
struct CachedTexture {
  var texture: OpaquePointer?
  var image: PixelImage?
  var width: Int32
  var height: Int32

  init(texture: OpaquePointer, width: Int32, height: Int32) {
    self.texture = texture
    self.width = width
    self.height = height
  }

  init(image: PixelImage, width: Int32, height: Int32) {
    self.image = image
    self.width = width
    self.height = height
  }

  /// Destroys the texture (an image is freed with its last reference).
  func release() {
    if let texture { SDL_DestroyTexture(texture) }
  }
}

/// Identifies a mask texture: a shape baked in a colour.
struct MaskKey: Hashable {
  var shape: MaskShape
  var color: RGBA

  /// A hash of every field for `SlotHints` (cheaper than `hashValue`).
  var cheapHash: Int {
    let c = Int(color.r) << 24 | Int(color.g) << 16 | Int(color.b) << 8 | Int(color.a)
    switch shape {
    case .disc(let r): return mixHash(c, Int(r))
    case .ring(let r, let w): return mixHash(mixHash(c, Int(r)), Int(w) << 20)
    case .shadow(let w, let h, let r, let blur, let pad):
      return mixHash(mixHash(mixHash(c, Int(w) << 32 | Int(h)), Int(r) << 32 | Int(blur)), Int(pad))
    }
  }
}

/// Identifies a rendered text texture.
///
/// The string is compared and hashed by its UTF-8 bytes (what SDL_ttf renders), not as
/// Swift compares strings (by canonical equivalence, which normalizes text that is not
/// ASCII on every hash and comparison: the feed's "·" and "×" made each lookup several
/// times dearer). Strings that are canonically equal but spelled differently get entries
/// of their own, as they may render differently.
struct TextKey: Hashable {
  var string: String
  var pixelSize: Int32
  var bold: Bool
  var family: Font.Family
  var rgb: UInt32

  static func == (a: TextKey, b: TextKey) -> Bool {
    a.pixelSize == b.pixelSize && a.rgb == b.rgb && a.bold == b.bold && a.family == b.family
      && sameUTF8(a.string, b.string)
  }

  /// A hash for `SlotHints` (cheaper than `hashValue`): the sizes, colour and weight, and
  /// the string's bytes eight at a time (lines often differ in one digit only).
  var cheapHash: Int {
    let h = mixHash(Int(pixelSize) << 32 | Int(rgb), (bold ? 2 : 0) | (family == .mono ? 1 : 0))
    let hashed: Int? = string.utf8.withContiguousStorageIfAvailable { b in
      var h = mixHash(h, b.count)
      let raw = UnsafeRawBufferPointer(b)
      var i = 0
      while i &+ 8 <= b.count {
        h = mixHash(
          h, Int(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
        i &+= 8
      }
      var tail = 0
      while i < b.count {
        tail = tail << 8 | Int(b[i])
        i &+= 1
      }
      return mixHash(h, tail)
    }
    return hashed ?? mixHash(h, string.utf8.count)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(pixelSize)
    hasher.combine(rgb)
    hasher.combine(bold)
    hasher.combine(family)
    let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashed == nil {
      for byte in string.utf8 { hasher.combine(byte) }
    }
    hasher.combine(string.utf8.count)
  }
}
