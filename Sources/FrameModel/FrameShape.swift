import Drawing
import Geometry

/// One frame's display list reduced to what damage tracking compares: the drawing commands
/// outside scroll layers and the top-level layers themselves as root items (each with the
/// clip and opacity it is drawn in, in target pixels), and for each top-level layer its clip,
/// its offset in whole pixels and its content as items in content pixels (independent of
/// the offset).
///
/// A shape can be built again in place (`rebuild`) for the next frame: its arrays keep their
/// storage, so a steady stream of frames allocates nothing here.
package struct FrameShape {
  /// The state an item is drawn in: at the root in target pixels, inside a layer in the
  /// layer's content pixels.
  package struct Context: Hashable {
    /// Clip (`PixelBox.unbounded` at a layer's root).
    package var clip: PixelBox
    /// Opacity of the enclosing groups.
    package var opacity: Double
    /// Origin of nested scroll layers, content pixels (0 at the root).
    package var x: Int32
    package var y: Int32
  }

  /// A drawing command (or a scroll layer, which paints its background), as `rebuild`
  /// finds it.
  package struct Item {
    /// Its index in the frame's commands.
    package var command: Int32
    /// The index of the state it is drawn in (in `contexts`).
    package var context: Int32
    /// The pixels the command can touch in that state's coordinates, before its origin and
    /// clip; empty when it has none. Rectangles, outlines and texts are their snapped boxes
    /// (the rasterizer draws inside them, rounded corners too, and clips texts to their
    /// frames), horizontal and vertical lines the rows they fill (`StrokePixels.axisLine`),
    /// slanted lines and shadows their pixels with a margin for anti-aliased edges and blur
    /// (`lineBounds`, `shadowBounds`), a scroll layer its clip.
    package var box: PixelBox
  }

  /// A top-level scroll layer.
  package struct Layer {
    /// The index of the root item that draws it.
    package var item: Int
    /// The pixels it covers on the target (its clip within the enclosing clips).
    package var clip: PixelBox
    /// Its offset in whole pixels.
    package var shiftX: Int32
    package var shiftY: Int32
    /// Its content, in drawing order: a range of `layerItems`.
    package var items: Range<Int>
  }

  /// Drawing commands and top-level layers outside any layer, in drawing order.
  package private(set) var root: [Item] = []
  /// The top-level layers, in drawing order (a few at most: searched, not hashed).
  package private(set) var layers: [Layer] = []
  /// The content of every top-level layer, layer after layer (see `Layer.items`).
  package private(set) var layerItems: [Item] = []
  /// The states items are drawn in.
  package private(set) var contexts: [Context] = []
  /// The frame's commands.
  package private(set) var commands: [DrawCommand] = []
  /// The scale the frame is drawn at.
  package private(set) var scale: Double = 1
  /// Where each command can draw on the target (see `DrawReach`); it holds only when
  /// `nested`.
  package private(set) var reach = DrawReach()
  /// The commands that paint a box of target pixels opaquely (plain opaque fills, the
  /// middle bands of rounded ones, scroll layers' backgrounds), in list order, each with the
  /// pixels it covers in its clip, opacity and layer origin; none when not `nested`.
  ///
  /// A damaged box that one of them covers is drawn from that command on: whatever comes
  /// before it only gives pixels it paints over.
  package private(set) var occluders: [Occluder] = []
  /// Whether every pop closes the last open push, of its kind (as the rasterizer's stacks
  /// expect): only then can regions be jumped over or covered ones skipped.
  package private(set) var nested = true
  /// Open states while building, at the root and inside a layer (kept for their storage).
  private var rootStack: [Int32] = []
  private var layerStack: [Int32] = []
  /// What each open push restores on the target at its pop (kept for its storage).
  private var saved: [Saved] = []

  /// An open push on the target: its kind, its index and the state before it.
  private struct Saved {
    enum Kind { case clip, opacity, scroll }
    var kind: Kind
    var index: Int
    var clip: PixelBox
    var alpha: Double
    var x: Int32
    var y: Int32
  }

  /// The top-level layer drawn by root item `item`, if it is one.
  package func layer(at item: Int) -> Layer? {
    for layer in layers where layer.item == item { return layer }
    return nil
  }

  /// A shape of no commands (to `rebuild` later).
  package init() {}

  /// The shape of `commands` drawn at `scale` on a target of `viewport` pixels.
  package init(_ commands: [DrawCommand], scale: Double, viewport: PixelBox) {
    rebuild(commands, scale: scale, viewport: viewport)
  }

  /// Makes this the shape of `commands` drawn at `scale` on a target of `viewport` pixels,
  /// reusing the storage of the shape it was; in the same pass, fills `reach` and
  /// `occluders` (what the rasterizer needs to redraw damaged boxes of this frame).
  /// - Parameters:
  ///   - commands: the frame's list (kept, not copied).
  ///   - scale: device pixels per point.
  ///   - viewport: the target's pixels.
  package mutating func rebuild(_ commands: [DrawCommand], scale: Double, viewport: PixelBox) {
    self.commands = commands
    self.scale = scale
    root.removeAll(keepingCapacity: true)
    layers.removeAll(keepingCapacity: true)
    layerItems.removeAll(keepingCapacity: true)
    contexts.removeAll(keepingCapacity: true)
    rootStack.removeAll(keepingCapacity: true)
    layerStack.removeAll(keepingCapacity: true)
    occluders.removeAll(keepingCapacity: true)
    saved.removeAll(keepingCapacity: true)
    nested = true
    let n = commands.count
    // Room for every command up front: growing by doubling reallocates and copies each
    // array several times a frame.
    root.reserveCapacity(n)
    layerItems.reserveCapacity(n)
    contexts.reserveCapacity(n + 1)
    // The reach's entries are moved out, sized, and written in place (an append checks the
    // array's uniqueness and capacity every time).
    var entries: [DrawReach.Entry] = []
    swap(&entries, &reach.entries)
    entries.removeAll(keepingCapacity: true)
    entries.append(
      contentsOf: repeatElement(
        DrawReach.Entry(box: .unbounded, end: -1, drawingBefore: 0), count: n + 1))
    contexts.append(Context(clip: viewport, opacity: 1, x: 0, y: 0))
    rootStack.append(0)
    var open: Layer?
    // The state on the target each command is drawn in, as the rasterizer keeps it.
    var clip = viewport
    var alpha = 1.0
    var x: Int32 = 0
    var y: Int32 = 0
    var drawing = 0
    // Read in place: copying a command out would retain and release its string.
    entries.withUnsafeMutableBufferPointer { entries in
      commands.withUnsafeBufferPointer { list in
        for i in 0..<n {
          entries[i].drawingBefore = Int32(truncatingIfNeeded: drawing)
          let index = Int32(i)
          let inLayer = open != nil
          let current =
            inLayer ? layerStack[layerStack.count - 1] : rootStack[rootStack.count - 1]
          // A drawing command's pixels before its origin and clip.
          let box: PixelBox
          switch list[i] {
          case .rect(let rect, let color, let radius):
            let pixels = PixelBox(rect, scale: scale)
            box = pixels ?? .empty
            if let pixels, color.opacity(alpha).bytes.a == 255 {
              // With rounded corners, the band between them is painted whole (see fillRect).
              let b = pixels.offsetBy(x, y)
              let r = Self.cornerPixels(radius, b, scale: scale)
              let covers = PixelBox(x0: b.x0, y0: b.y0 + r, x1: b.x1, y1: b.y1 - r)
                .intersection(clip)
              if !covers.isEmpty { occluders.append(Occluder(index: i, covers: covers)) }
            }
          case .strokeRect(let rect, _, _, _):
            box = PixelBox(rect, scale: scale) ?? .empty
          case .text(_, let frame, _, _, _):
            box = PixelBox(frame, scale: scale) ?? .empty
          case .line(let from, let to, _, let width, _):
            box = Self.lineBounds(from, to, width: width, scale: scale) ?? .empty
          case .shadow(let rect, _, let blur, _):
            box = Self.shadowBounds(rect, blur: blur, scale: scale) ?? .empty
          case .pushClip(let rect):
            let pixels = PixelBox(rect, scale: scale) ?? .empty
            var next = contexts[Int(current)]
            next.clip = next.clip.intersection(pixels.offsetBy(next.x, next.y))
            push(next, inLayer: inLayer)
            if nested {
              saved.append(Saved(kind: .clip, index: i, clip: clip, alpha: alpha, x: x, y: y))
              clip = clip.intersection(pixels.offsetBy(x, y))
            }
            entries[i].box = clip
            continue
          case .pushOpacity(let value):
            let factor = value.isFinite ? min(1, max(0, value)) : 1
            var next = contexts[Int(current)]
            next.opacity *= factor
            push(next, inLayer: inLayer)
            if nested {
              saved.append(
                Saved(kind: .opacity, index: i, clip: clip, alpha: alpha, x: x, y: y))
              alpha *= factor
            }
            continue
          case .pushScroll(let rect, let offset, _):
            let pixels = PixelBox(rect, scale: scale) ?? .empty
            let shift = Self.layerShift(offset, scale: scale)
            let item = Item(command: index, context: current, box: pixels)
            if inLayer {
              // A nested layer: its background is an item, its content drawn in its state.
              layerItems.append(item)
              let context = contexts[Int(current)]
              var next = context
              next.clip = pixels.offsetBy(context.x, context.y).intersection(context.clip)
              next.x = context.x &- shift.x
              next.y = context.y &- shift.y
              push(next, inLayer: true)
            } else {
              root.append(item)
              open = Layer(
                item: root.count - 1, clip: pixels.intersection(contexts[Int(current)].clip),
                shiftX: shift.x, shiftY: shift.y, items: layerItems.count..<layerItems.count)
              contexts.append(Context(clip: .unbounded, opacity: 1, x: 0, y: 0))
              layerStack.removeAll(keepingCapacity: true)
              layerStack.append(Int32(contexts.count - 1))
            }
            if nested {
              saved.append(Saved(kind: .scroll, index: i, clip: clip, alpha: alpha, x: x, y: y))
              clip = clip.intersection(pixels.offsetBy(x, y))
              // The background fills the layer's clip opaquely, at any opacity.
              if !clip.isEmpty { occluders.append(Occluder(index: i, covers: clip)) }
              x &-= shift.x
              y &-= shift.y
            }
            entries[i].box = clip
            continue
          case .popClip, .popOpacity, .popScroll:
            let kind: Saved.Kind
            switch list[i] {
            case .popClip: kind = .clip
            case .popOpacity: kind = .opacity
            default: kind = .scroll
            }
            if inLayer {
              if layerStack.count == 1 {
                if kind == .scroll, var layer = open {
                  layer.items = layer.items.lowerBound..<layerItems.count
                  layers.append(layer)
                  open = nil
                }
              } else {
                layerStack.removeLast()
              }
            } else if rootStack.count > 1 {
              rootStack.removeLast()
            }
            if nested {
              if let last = saved.popLast(), last.kind == kind {
                if kind != .opacity { entries[last.index].end = index }
                clip = last.clip
                alpha = last.alpha
                x = last.x
                y = last.y
              } else {
                nested = false
              }
            }
            continue
          }
          drawing += 1
          let item = Item(command: index, context: current, box: box)
          if inLayer { layerItems.append(item) } else { root.append(item) }
          entries[i].box = box.offsetBy(x, y).intersection(clip)
        }
      }
      entries[n].drawingBefore = Int32(truncatingIfNeeded: drawing)
    }
    swap(&entries, &reach.entries)
    // Without proper nesting, whether a command covers another cannot be told.
    if !nested { occluders.removeAll(keepingCapacity: true) }
    // Unbalanced: the rest was its content.
    if var layer = open {
      layer.items = layer.items.lowerBound..<layerItems.count
      layers.append(layer)
    }
  }

  /// Lets go of the frame's commands (the rest is kept for its storage): the shape can then
  /// only be rebuilt.
  package mutating func releaseCommands() { commands = [] }

  /// Reads the storage of the shape's arrays and commands (see `StorageWarming`), folded
  /// into `sink`.
  /// - Parameter sink: receives the bytes read.
  package func warm(into sink: inout UInt8) {
    StorageWarming.touch(commands, into: &sink)
    StorageWarming.touch(root, into: &sink)
    StorageWarming.touch(layers, into: &sink)
    StorageWarming.touch(layerItems, into: &sink)
    StorageWarming.touch(contexts, into: &sink)
    StorageWarming.touch(occluders, into: &sink)
    StorageWarming.touch(reach.entries, into: &sink)
    StorageWarming.touch(rootStack, into: &sink)
    StorageWarming.touch(layerStack, into: &sink)
    StorageWarming.touch(saved, into: &sink)
  }

  /// Opens the state `next` (a clip, an opacity group or a nested layer), at the root or
  /// inside the open top-level layer.
  private mutating func push(_ next: Context, inLayer: Bool) {
    contexts.append(next)
    if inLayer {
      layerStack.append(Int32(contexts.count - 1))
    } else {
      rootStack.append(Int32(contexts.count - 1))
    }
  }

  /// Whether `item` here and `other` in `shape` draw the same thing in the same state. Two
  /// top-level layers (`asLayers`) are the same when their clip and background are: their
  /// offsets and content are compared separately.
  package func same(_ item: Item, _ other: Item, in shape: FrameShape, asLayers: Bool = false)
    -> Bool
  {
    guard item.box == other.box,
      contexts[Int(item.context)] == shape.contexts[Int(other.context)]
    else { return false }
    // Read in place in both lists: copying a command out would retain and release its string.
    return commands.withUnsafeBufferPointer { mine in
      shape.commands.withUnsafeBufferPointer { theirs in
        Self.sameDrawing(
          mine.baseAddress! + Int(item.command), theirs.baseAddress! + Int(other.command),
          asLayers: asLayers)
      }
    }
  }

  /// Whether drawing commands `a` and `b` draw the same thing: the same kind with equal
  /// values (a scroll layer with `asLayers`: its clip and background only; a text: the same
  /// UTF-8 bytes).
  private static func sameDrawing(
    _ a: UnsafePointer<DrawCommand>, _ b: UnsafePointer<DrawCommand>, asLayers: Bool
  ) -> Bool {
    // Commands whose bytes are identical are the same kind with the same values (a text's
    // string the same storage, alive in both lists, or the same inline bytes); this answers
    // most unchanged commands without copying them out (a copy retains a text's string).
    if identicalBytes(a, b) { return true }
    switch a.pointee {
    case .rect(let r, let c, let radius):
      guard case .rect(let r2, let c2, let radius2) = b.pointee else { return false }
      return r == r2 && c == c2 && radius == radius2
    case .strokeRect(let r, let c, let radius, let width):
      guard case .strokeRect(let r2, let c2, let radius2, let width2) = b.pointee else {
        return false
      }
      return r == r2 && c == c2 && radius == radius2 && width == width2
    case .line(let from, let to, let c, let width, let dash):
      guard case .line(let from2, let to2, let c2, let width2, let dash2) = b.pointee else {
        return false
      }
      return from == from2 && to == to2 && c == c2 && width == width2 && dash == dash2
    case .text(let s, let frame, let font, let c, let alignment):
      guard case .text(let s2, let frame2, let font2, let c2, let alignment2) = b.pointee else {
        return false
      }
      // Bytes, not `==`: canonically equal spellings (é, e + U+0301) can be drawn differently.
      return frame == frame2 && font == font2 && c == c2 && alignment == alignment2
        && sameUTF8(s, s2)
    case .shadow(let r, let radius, let blur, let c):
      guard case .shadow(let r2, let radius2, let blur2, let c2) = b.pointee else { return false }
      return r == r2 && radius == radius2 && blur == blur2 && c == c2
    case .pushScroll(let r, let offset, let background):
      guard case .pushScroll(let r2, let offset2, let background2) = b.pointee else {
        return false
      }
      return r == r2 && background == background2 && (asLayers || offset == offset2)
    case .pushClip, .popClip, .pushOpacity, .popOpacity, .popScroll:
      return false
    }
  }

  /// Whether the memory of commands `a` and `b` holds the same bytes (unused bytes of a
  /// kind with a smaller payload may differ between equal commands: then false).
  @inline(__always)
  private static func identicalBytes(
    _ a: UnsafePointer<DrawCommand>, _ b: UnsafePointer<DrawCommand>
  )
    -> Bool
  {
    let size = MemoryLayout<DrawCommand>.size
    let x = UnsafeRawPointer(a)
    let y = UnsafeRawPointer(b)
    var offset = 0
    var differ: UInt64 = 0
    while offset &+ 8 <= size {
      differ |=
        x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        ^ y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset &+= 8
    }
    while offset < size {
      differ |= UInt64(
        x.load(fromByteOffset: offset, as: UInt8.self)
          ^ y.load(fromByteOffset: offset, as: UInt8.self))
      offset &+= 1
    }
    return differ == 0
  }

  /// The pixels `item` can change: for a root item on the target, for a layer item in its
  /// layer's content space (add the layer's origin, `-shift`, for the target).
  package func bounds(of item: Item) -> PixelBox {
    let context = contexts[Int(item.context)]
    return item.box.offsetBy(context.x, context.y).intersection(context.clip)
  }

  /// The pixels `item` (a root item) covers with opaque colour, as up to two boxes: an opaque
  /// rectangle drawn at full opacity as the cross its rounded corners leave whole (the full
  /// width less a corner radius at the top and bottom, and the full height less one at the
  /// left and right; the boxes overlap), or a top-level scroll layer's clip (its background
  /// is opaque); empty boxes for anything else. The corner radius is rounded up, never less
  /// than the one the rasterizer cuts.
  package func opaqueInterior(of item: Item, isLayer: Bool) -> (PixelBox, PixelBox) {
    let context = contexts[Int(item.context)]
    guard context.opacity == 1, context.x == 0, context.y == 0 else { return (.empty, .empty) }
    return commands.withUnsafeBufferPointer { list in
      switch list[Int(item.command)] {
      case .rect(let rect, let color, let radius):
        guard color.a >= 1, let box = PixelBox(rect, scale: scale) else { return (.empty, .empty) }
        let r =
          radius.isFinite && radius > 0
          ? Int32(clampedPixels((radius * scale).rounded(.up))) : 0
        let wide = PixelBox(x0: box.x0, y0: box.y0 + r, x1: box.x1, y1: box.y1 - r)
        let tall = PixelBox(x0: box.x0 + r, y0: box.y0, x1: box.x1 - r, y1: box.y1)
        return (wide.intersection(context.clip), tall.intersection(context.clip))
      case .pushScroll(let rect, _, _) where isLayer:
        return ((PixelBox(rect, scale: scale) ?? .empty).intersection(context.clip), .empty)
      default:
        return (.empty, .empty)
      }
    }
  }
}

extension FrameShape {
  /// The pixels a line from `from` to `to`, `width` points wide, can touch at `scale` (see
  /// `Item.box`); nil for non-finite input.
  /// - Parameters:
  ///   - from: one end, points.
  ///   - to: the other end, points.
  ///   - width: the line's width, points.
  ///   - scale: device pixels per point.
  package static func lineBounds(_ from: Point, _ to: Point, width: Double, scale: Double)
    -> PixelBox?
  {
    guard from.isFinite, to.isFinite, width.isFinite else { return nil }
    // Horizontal and vertical lines fill whole pixels, exactly these (no margin: a hairline
    // along a scroll layer's edge then touches nothing of the layer).
    if let line = StrokePixels.axisLine(from, to, width: width, scale: scale) {
      return line.whole
    }
    let pad = Int32(clampedPixels((width * scale).rounded(.up))) + 2
    let r = Rect(
      x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x),
      height: abs(to.y - from.y))
    return PixelBox(r, scale: scale)?.outset(pad)
  }

  /// The pixels a shadow under `rect` blurred by `blur` points can touch at `scale` (see
  /// `Item.box`); nil for non-finite input.
  /// - Parameters:
  ///   - rect: the shadowed rectangle, points.
  ///   - blur: the blur radius, points.
  ///   - scale: device pixels per point.
  package static func shadowBounds(_ rect: Rect, blur: Double, scale: Double) -> PixelBox? {
    let b = blur.isFinite ? max(0, blur) : 0
    return PixelBox(rect, scale: scale)?.outset(
      Int32(clampedPixels((b * scale * 1.5).rounded(.up))) + 2)
  }

  /// A scroll layer's `offset` in whole device pixels (what its content moves by).
  /// - Parameters:
  ///   - offset: the layer's offset, points.
  ///   - scale: device pixels per point.
  package static func layerShift(_ offset: Point, scale: Double) -> (x: Int32, y: Int32) {
    (
      offset.x.isFinite ? Int32(clampedPixels((offset.x * scale).rounded())) : 0,
      offset.y.isFinite ? Int32(clampedPixels((offset.y * scale).rounded())) : 0
    )
  }
}

extension PixelBox {
  /// A box larger than any target (the clip of a layer's root content).
  package static let unbounded = PixelBox(
    x0: -(1 << 30), y0: -(1 << 30), x1: 1 << 30, y1: 1 << 30)
}

/// Whether `a` and `b` hold the same UTF-8 bytes. Strings kept from frame to frame usually
/// share their storage, which answers at once; others are compared in place, not a
/// `Character` (or a byte through an iterator) at a time.
/// - Parameters:
///   - a: one text.
///   - b: the other.
@inline(__always)
package func sameUTF8(_ a: String, _ b: String) -> Bool {
  guard a.utf8.count == b.utf8.count else { return false }
  let fast = a.utf8.withContiguousStorageIfAvailable { pa in
    b.utf8.withContiguousStorageIfAvailable { pb in
      pa.baseAddress == pb.baseAddress || pa.elementsEqual(pb)
    }
  }
  if let fast, let same = fast { return same }
  return a.utf8.elementsEqual(b.utf8)
}
