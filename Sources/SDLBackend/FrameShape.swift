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

  /// A drawing command inside a layer: its index in the frame's commands and the index of
  /// the state it is drawn in (in `contexts`).
  struct Item {
    var command: Int32
    var context: Int32
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
  }

  var tokens: [Token] = []
  var layers: [Layer] = []
  /// The states layer items are drawn in (shared by all layers).
  var contexts: [Context] = []
  /// The frame's commands.
  let commands: [DrawCommand]
  /// The scale the frame is drawn at.
  let scale: Double

  /// Whether `item` here and `other` in `shape` draw the same thing in the same state.
  func same(_ item: Item, _ other: Item, in shape: FrameShape) -> Bool {
    contexts[Int(item.context)] == shape.contexts[Int(other.context)]
      && commands[Int(item.command)] == shape.commands[Int(other.command)]
  }

  /// The pixels `item` can change, in its layer's content space (add the layer's origin,
  /// `-shift`, for the target).
  func bounds(of item: Item) -> PixelBox {
    let context = contexts[Int(item.context)]
    let command = commands[Int(item.command)]
    let box: PixelBox?
    if case .pushScroll(let rect, _, _) = command {
      box = PixelBox(rect, scale: scale)
    } else {
      box = Self.bounds(of: command, scale: scale)
    }
    return (box ?? .empty).offsetBy(context.x, context.y).intersection(context.clip)
  }

  /// The shape of `commands` drawn at `scale` on a target of `viewport` pixels.
  init(_ commands: [DrawCommand], scale: Double, viewport: PixelBox) {
    self.commands = commands
    self.scale = scale
    var clips: [PixelBox] = [viewport]
    var groups: [Int] = []  // token indices of open top-level opacity pushes
    var layer: Layer?
    var stack: [Int32] = []  // inside a layer: indices of the open states (last = current)
    for (index, command) in commands.enumerated() {
      if layer != nil {
        if stack.count == 1, case .popScroll = command {
          layers.append(layer!)
          layer = nil
          stack = []
          continue
        }
        add(command, at: Int32(index), to: &layer!, stack: &stack)
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
          token: tokens.count - 1, clip: box, shiftX: shift.x, shiftY: shift.y, items: [])
        contexts.append(Context(clip: .unbounded, opacity: 1, x: 0, y: 0))
        stack = [Int32(contexts.count - 1)]
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
  /// the state (a nested layer's background is an item too).
  private mutating func add(
    _ command: DrawCommand, at index: Int32, to layer: inout Layer, stack: inout [Int32]
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
      layer.items.append(Item(command: index, context: current))
      let shift = DisplayListRasterizer.layerShift(offset, scale: scale)
      var next = context
      next.clip = (PixelBox(rect, scale: scale) ?? .empty).offsetBy(context.x, context.y)
        .intersection(context.clip)
      next.x = context.x &- shift.x
      next.y = context.y &- shift.y
      push(next)
    case .popClip, .popOpacity, .popScroll:
      if stack.count > 1 { stack.removeLast() }
    default:
      layer.items.append(Item(command: index, context: current))
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
