import Drawing
import ScrollCore

/// One frame's display list reduced to what damage tracking compares: the commands outside
/// scroll layers as a sequence of tokens with their pixel bounds on the target, and for each
/// top-level scroll layer its clip, its offset in pixels and its content as items in content
/// pixels (independent of the offset).
struct FrameShape {
  /// What a top-level token is: a command outside any scroll layer, or a whole layer.
  enum Kind: Hashable {
    /// A command (pushes and pops included) outside scroll layers.
    case command(DrawCommand)
    /// A top-level scroll layer (its offset and content are compared separately).
    case layer(clip: Rect, background: Color)
  }

  /// A top-level token with the target pixels it can change.
  struct Token {
    var kind: Kind
    /// Pixels it can change (clipped); for a clip push the new clip, for an opacity push
    /// everything inside the group, for a layer its clip; empty for pops.
    var bounds: PixelBox
    /// True for tokens that put pixels on the target (drawing commands and layers).
    var paints: Bool
  }

  /// The state a layer item is drawn in, inside its layer.
  struct Context: Hashable {
    /// Clip in content pixels (`PixelBox.unbounded` at the layer's root).
    var clip: PixelBox
    /// Opacity of the enclosing groups inside the layer.
    var opacity: Double
    /// Origin of nested scroll layers, content pixels.
    var x: Int32
    var y: Int32
  }

  /// A drawing command inside a layer with the state it is drawn in.
  struct Item: Hashable {
    var command: DrawCommand
    var context: Context
  }

  /// A top-level scroll layer.
  struct Layer {
    /// Index of its token in `tokens`.
    var token: Int
    /// The pixels it covers on the target (its clip within the enclosing clips).
    var clip: PixelBox
    /// Its offset in whole pixels.
    var shiftX: Int32
    var shiftY: Int32
    /// Its content, in drawing order.
    var items: [Item]
    /// Each item's pixels in content space (add the origin `-shift` for the target).
    var bounds: [PixelBox]
  }

  var tokens: [Token] = []
  var layers: [Layer] = []

  /// The shape of `commands` drawn at `scale` on a target of `viewport` pixels.
  init(_ commands: [DrawCommand], scale: Double, viewport: PixelBox) {
    var clips: [PixelBox] = [viewport]
    var groups: [Int] = []  // token indices of open top-level opacity pushes
    var layer: Layer?
    var contexts: [Context] = []  // inside a layer: the state stack (last = current)
    for command in commands {
      if var current = layer {
        if contexts.count == 1, case .popScroll = command {
          layers.append(current)
          layer = nil
          contexts = []
          continue
        }
        Self.add(command, to: &current, contexts: &contexts, scale: scale)
        layer = current
        continue
      }
      let clip = clips.last ?? viewport
      switch command {
      case .pushScroll(let rect, let offset, let background):
        let box = (PixelBox(rect, scale: scale) ?? .empty).intersection(clip)
        let shift = DisplayListRasterizer.layerShift(offset, scale: scale)
        tokens.append(
          Token(kind: .layer(clip: rect, background: background), bounds: box, paints: true))
        layer = Layer(
          token: tokens.count - 1, clip: box, shiftX: shift.x, shiftY: shift.y, items: [],
          bounds: [])
        contexts = [Context(clip: .unbounded, opacity: 1, x: 0, y: 0)]
      case .pushClip(let rect):
        let box = (PixelBox(rect, scale: scale) ?? .empty).intersection(clip)
        clips.append(box)
        tokens.append(Token(kind: .command(command), bounds: box, paints: false))
      case .popClip, .popScroll:
        if clips.count > 1 { clips.removeLast() }
        tokens.append(Token(kind: .command(command), bounds: .empty, paints: false))
      case .pushOpacity:
        groups.append(tokens.count)
        tokens.append(Token(kind: .command(command), bounds: .empty, paints: false))
      case .popOpacity:
        if let start = groups.popLast() {
          var union = PixelBox.empty
          for t in tokens[(start + 1)...] { union = union.union(t.bounds) }
          tokens[start].bounds = union
        }
        tokens.append(Token(kind: .command(command), bounds: .empty, paints: false))
      default:
        let box = (Self.bounds(of: command, scale: scale) ?? .empty).intersection(clip)
        tokens.append(Token(kind: .command(command), bounds: box, paints: true))
      }
    }
    if let open = layer { layers.append(open) }  // unbalanced: the rest was its content
    // Groups left open cover what follows them.
    for start in groups {
      var union = PixelBox.empty
      for t in tokens[(start + 1)...] { union = union.union(t.bounds) }
      tokens[start].bounds = union
    }
  }

  /// Adds one command inside a layer: drawing commands become items, pushes and pops change
  /// the context (a nested layer's background is an item too).
  private static func add(
    _ command: DrawCommand, to layer: inout Layer, contexts: inout [Context], scale: Double
  ) {
    let context = contexts[contexts.count - 1]
    switch command {
    case .pushClip(let rect):
      var next = context
      next.clip = context.clip.intersection(
        (PixelBox(rect, scale: scale) ?? .empty).offsetBy(context.x, context.y))
      contexts.append(next)
    case .pushOpacity(let value):
      var next = context
      next.opacity *= value.isFinite ? min(1, max(0, value)) : 1
      contexts.append(next)
    case .pushScroll(let rect, let offset, _):
      let box = (PixelBox(rect, scale: scale) ?? .empty).offsetBy(context.x, context.y)
        .intersection(context.clip)
      layer.items.append(Item(command: command, context: context))
      layer.bounds.append(box)
      let shift = DisplayListRasterizer.layerShift(offset, scale: scale)
      var next = context
      next.clip = box
      next.x = context.x &- shift.x
      next.y = context.y &- shift.y
      contexts.append(next)
    case .popClip, .popOpacity, .popScroll:
      if contexts.count > 1 { contexts.removeLast() }
    default:
      let box = (bounds(of: command, scale: scale) ?? .empty).offsetBy(context.x, context.y)
        .intersection(context.clip)
      layer.items.append(Item(command: command, context: context))
      layer.bounds.append(box)
    }
  }

  /// The pixels a drawing command can touch at `scale`, with a margin for anti-aliasing;
  /// nil for pushes and pops.
  static func bounds(of command: DrawCommand, scale: Double) -> PixelBox? {
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

extension PixelBox {
  /// A box larger than any target (the clip of a layer's root content).
  static let unbounded = PixelBox(
    x0: -(1 << 30), y0: -(1 << 30), x1: 1 << 30, y1: 1 << 30)
}
