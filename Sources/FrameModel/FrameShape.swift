import Drawing
import ScrollCore

/// One frame's display list reduced to what damage tracking compares: the drawing commands
/// outside scroll layers and the top-level layers themselves as root items (each with the
/// clip and opacity it is drawn in, in target pixels), and for each top-level layer its clip,
/// its offset in whole pixels and its content as items in content pixels (independent of
/// the offset).
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

  /// A drawing command (or a scroll layer, which paints its background): its index in the
  /// frame's commands and the index of the state it is drawn in (in `contexts`).
  package struct Item {
    package var command: Int32
    package var context: Int32
  }

  /// A top-level scroll layer.
  package struct Layer {
    /// The pixels it covers on the target (its clip within the enclosing clips).
    package var clip: PixelBox
    /// Its offset in whole pixels.
    package var shiftX: Int32
    package var shiftY: Int32
    /// Its content, in drawing order.
    package var items: [Item]
  }

  /// Drawing commands and top-level layers outside any layer, in drawing order.
  package var root: [Item] = []
  /// The top-level layers with the index of their root item, in drawing order (a few at
  /// most: searched, not hashed).
  package var layerList: [(item: Int, layer: Layer)] = []

  /// The top-level layer drawn by root item `item`, if it is one.
  package func layer(at item: Int) -> Layer? {
    layerList.first { $0.item == item }?.layer
  }
  /// The states items are drawn in.
  package var contexts: [Context] = []
  /// The frame's commands.
  package let commands: [DrawCommand]
  /// The scale the frame is drawn at.
  package let scale: Double

  /// The shape of `commands` drawn at `scale` on a target of `viewport` pixels.
  package init(_ commands: [DrawCommand], scale: Double, viewport: PixelBox) {
    self.commands = commands
    self.scale = scale
    // Room for every command up front: growing by doubling reallocates and copies each
    // array several times a frame.
    root.reserveCapacity(commands.count)
    contexts.reserveCapacity(commands.count + 1)
    contexts.append(Context(clip: viewport, opacity: 1, x: 0, y: 0))
    var rootStack: [Int32] = [0]
    var layer: Layer?
    var layerIndex = 0
    var stack: [Int32] = []  // inside a layer: indices of the open states (last = current)
    for (index, command) in commands.enumerated() {
      if layer != nil {
        if stack.count == 1, case .popScroll = command {
          layerList.append((layerIndex, layer!))
          layer = nil
          continue
        }
        Self.add(
          command, at: Int32(index), to: &layer!.items, contexts: &contexts, stack: &stack,
          scale: scale)
        continue
      }
      if case .pushScroll(let rect, let offset, _) = command {
        let current = rootStack[rootStack.count - 1]
        root.append(Item(command: Int32(index), context: current))
        let shift = Self.layerShift(offset, scale: scale)
        let clip = (PixelBox(rect, scale: scale) ?? .empty).intersection(
          contexts[Int(current)].clip)
        var items: [Item] = []
        items.reserveCapacity(commands.count - index)
        layer = Layer(clip: clip, shiftX: shift.x, shiftY: shift.y, items: items)
        layerIndex = root.count - 1
        contexts.append(Context(clip: .unbounded, opacity: 1, x: 0, y: 0))
        stack = [Int32(contexts.count - 1)]
        continue
      }
      Self.add(
        command, at: Int32(index), to: &root, contexts: &contexts, stack: &rootStack,
        scale: scale)
    }
    // Unbalanced: the rest was its content.
    if let open = layer { layerList.append((layerIndex, open)) }
  }

  /// Adds one command: drawing commands become items, pushes and pops change the state (a
  /// nested layer's background is an item too, and its content is drawn in its state).
  private static func add(
    _ command: DrawCommand, at index: Int32, to items: inout [Item],
    contexts: inout [Context], stack: inout [Int32], scale: Double
  ) {
    let current = stack[stack.count - 1]
    let context = contexts[Int(current)]
    func push(_ next: Context) {
      contexts.append(next)
      stack.append(Int32(contexts.count - 1))
    }
    switch command {
    case .pushClip(let rect):
      var next = context
      next.clip = context.clip.intersection(
        (PixelBox(rect, scale: scale) ?? .empty).offsetBy(context.x, context.y))
      push(next)
    case .pushOpacity(let value):
      var next = context
      next.opacity *= value.isFinite ? min(1, max(0, value)) : 1
      push(next)
    case .pushScroll(let rect, let offset, _):
      items.append(Item(command: index, context: current))
      let shift = Self.layerShift(offset, scale: scale)
      var next = context
      next.clip = (PixelBox(rect, scale: scale) ?? .empty).offsetBy(context.x, context.y)
        .intersection(context.clip)
      next.x = context.x &- shift.x
      next.y = context.y &- shift.y
      push(next)
    case .popClip, .popOpacity, .popScroll:
      if stack.count > 1 { stack.removeLast() }
    default:
      items.append(Item(command: index, context: current))
    }
  }

  /// Whether `item` here and `other` in `shape` draw the same thing in the same state. Two
  /// top-level layers (`asLayers`) are the same when their clip and background are: their
  /// offsets and content are compared separately.
  package func same(_ item: Item, _ other: Item, in shape: FrameShape, asLayers: Bool = false)
    -> Bool
  {
    guard contexts[Int(item.context)] == shape.contexts[Int(other.context)] else { return false }
    // Compared in place: copying the commands out would retain and release their strings.
    return commands.withUnsafeBufferPointer { mine in
      shape.commands.withUnsafeBufferPointer { theirs in
        let i = Int(item.command)
        let j = Int(other.command)
        if asLayers, case .pushScroll(let ca, _, let ba) = mine[i],
          case .pushScroll(let cb, _, let bb) = theirs[j]
        {
          return ca == cb && ba == bb
        }
        return mine[i] == theirs[j]
      }
    }
  }

  /// The pixels `item` can change: for a root item on the target, for a layer item in its
  /// layer's content space (add the layer's origin, `-shift`, for the target).
  package func bounds(of item: Item) -> PixelBox {
    let context = contexts[Int(item.context)]
    let box = Self.bounds(of: commands[Int(item.command)], scale: scale) ?? .empty
    return box.offsetBy(context.x, context.y).intersection(context.clip)
  }

  /// The pixels `item` (a root item) covers with opaque colour, as up to two boxes: an opaque
  /// rectangle drawn at full opacity as the cross its rounded corners leave whole (the full
  /// width less a corner radius at the top and bottom, and the full height less one at the
  /// left and right; the boxes overlap), or a top-level scroll layer's clip (its background
  /// is opaque); empty for anything else. The corner radius is rounded up, never less than
  /// the one the rasterizer cuts.
  package func opaqueInterior(of item: Item, isLayer: Bool) -> [PixelBox] {
    let context = contexts[Int(item.context)]
    guard context.opacity == 1, context.x == 0, context.y == 0 else { return [] }
    switch commands[Int(item.command)] {
    case .rect(let rect, let color, let radius):
      guard color.a >= 1, let box = PixelBox(rect, scale: scale) else { return [] }
      let r =
        radius.isFinite && radius > 0
        ? Int32(clampedPixels((radius * scale).rounded(.up))) : 0
      let wide = PixelBox(x0: box.x0, y0: box.y0 + r, x1: box.x1, y1: box.y1 - r)
      let tall = PixelBox(x0: box.x0 + r, y0: box.y0, x1: box.x1 - r, y1: box.y1)
      return [wide, tall].filter { !$0.isEmpty }.map { $0.intersection(context.clip) }
        .filter { !$0.isEmpty }
    case .pushScroll(let rect, _, _) where isLayer:
      return [PixelBox(rect, scale: scale)?.intersection(context.clip)].compactMap { $0 }
    default:
      return []
    }
  }

  /// The pixels a drawing command can touch at `scale`, with a margin for anti-aliasing
  /// (a scroll layer: its clip); nil for the other pushes and pops.
  package static func bounds(of command: DrawCommand, scale: Double) -> PixelBox? {
    switch command {
    case .rect(let rect, _, _), .strokeRect(let rect, _, _, _):
      return PixelBox(rect, scale: scale)?.outset(1)
    case .text(_, let frame, _, _, _):
      return PixelBox(frame, scale: scale)?.outset(1)
    case .line(let from, let to, _, let width, _):
      guard from.isFinite, to.isFinite, width.isFinite else { return nil }
      let pad = Int32(clampedPixels((width * scale).rounded(.up))) + 2
      let r = Rect(
        x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x),
        height: abs(to.y - from.y))
      return PixelBox(r, scale: scale)?.outset(pad)
    case .shadow(let rect, _, let blur, _):
      let b = blur.isFinite ? max(0, blur) : 0
      return PixelBox(rect, scale: scale)?.outset(
        Int32(clampedPixels((b * scale * 1.5).rounded(.up))) + 2)
    case .pushScroll(let rect, _, _):
      return PixelBox(rect, scale: scale)
    case .pushClip, .popClip, .pushOpacity, .popOpacity, .popScroll:
      return nil
    }
  }
}

extension FrameShape {
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
