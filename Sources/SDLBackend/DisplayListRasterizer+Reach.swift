import Drawing
import FrameModel

/// Where each command of a frame's list can draw, so a damaged box replays only the commands
/// that reach it: the rest are passed over without computing their pixels, and clip and
/// scroll regions that miss the box are jumped over whole.
struct DrawReach {
  /// Per command: the target pixels it can touch (a drawing command: its bounds with the
  /// anti-aliasing margin `FrameShape` uses, within its clip; a clip or scroll push: the clip
  /// it opens, which holds everything up to its pop); `.unbounded` for the rest.
  var boxes: [PixelBox]
  /// Per command: for a clip or scroll push, the index of the pop that closes it; -1 for the
  /// rest (and for pushes never closed).
  var ends: [Int]
  /// Drawing commands before each index (count + 1 entries), for the culled count of a jump.
  var drawingBefore: [Int]
}

/// A push `reach(of:)` has not seen the pop of yet: its kind, its index and the clip and
/// origin to restore.
struct ReachPush {
  enum Kind { case clip, opacity, scroll }
  var kind: Kind
  var index: Int
  var clip: PixelBox
  var x: Int32
  var y: Int32
}

extension DisplayListRasterizer {
  /// The reach of each command of `commands` from the viewport (see `DrawReach`), following
  /// the pushes and pops as `draw(_:)` does; nil when they are not properly nested (a pop of
  /// another kind than the last push), so no region can be jumped over safely.
  /// - Parameter commands: the frame's list.
  func reach(of commands: [DrawCommand]) -> DrawReach? {
    let n = commands.count
    // The last frame's arrays are filled again (held only here once that frame is done).
    var reach = reachBuffers
    reachBuffers = DrawReach(boxes: [], ends: [], drawingBefore: [])
    defer { reachBuffers = reach }
    reach.boxes.removeAll(keepingCapacity: true)
    reach.boxes.append(contentsOf: repeatElement(.unbounded, count: n))
    reach.ends.removeAll(keepingCapacity: true)
    reach.ends.append(contentsOf: repeatElement(-1, count: n))
    reach.drawingBefore.removeAll(keepingCapacity: true)
    reach.drawingBefore.append(contentsOf: repeatElement(0, count: n + 1))
    // Read once: each read of the rasterizer's property in the loop is an access check.
    let scale = self.scale
    var clip = viewport
    var x: Int32 = 0
    var y: Int32 = 0
    // Open pushes: kind, index, and the state to restore (kept for its storage).
    var open = reachOpen
    reachOpen = []
    open.removeAll(keepingCapacity: true)
    defer { reachOpen = open }
    var drawing = 0
    // Read in place: copying a command out would retain and release its string.
    let nested = commands.withUnsafeBufferPointer { list -> Bool in
      for i in 0..<n {
        reach.drawingBefore[i] = drawing
        switch list[i] {
        case .rect(let rect, _, _), .strokeRect(let rect, _, _, _):
          drawing += 1
          reach.boxes[i] =
            PixelBox(rect, scale: scale)?.outset(1).offsetBy(x, y).intersection(clip) ?? .empty
        case .text(_, let frame, _, _, _):
          drawing += 1
          reach.boxes[i] =
            PixelBox(frame, scale: scale)?.outset(1).offsetBy(x, y).intersection(clip) ?? .empty
        case .line, .shadow:
          drawing += 1
          reach.boxes[i] =
            FrameShape.bounds(of: list[i], scale: scale)?.offsetBy(x, y).intersection(clip)
            ?? .empty
        case .pushClip(let rect):
          open.append(ReachPush(kind: .clip, index: i, clip: clip, x: x, y: y))
          clip = clip.intersection(PixelBox(rect, scale: scale)?.offsetBy(x, y) ?? .empty)
          reach.boxes[i] = clip
        case .pushOpacity:
          open.append(ReachPush(kind: .opacity, index: i, clip: clip, x: x, y: y))
        case .pushScroll(let rect, let offset, _):
          open.append(ReachPush(kind: .scroll, index: i, clip: clip, x: x, y: y))
          clip = clip.intersection(PixelBox(rect, scale: scale)?.offsetBy(x, y) ?? .empty)
          reach.boxes[i] = clip
          let shift = FrameShape.layerShift(offset, scale: scale)
          x &-= shift.x
          y &-= shift.y
        case .popClip, .popOpacity, .popScroll:
          let kind: ReachPush.Kind
          switch list[i] {
          case .popClip: kind = .clip
          case .popOpacity: kind = .opacity
          default: kind = .scroll
          }
          guard let last = open.popLast(), last.kind == kind else { return false }
          if kind != .opacity { reach.ends[last.index] = i }
          clip = last.clip
          x = last.x
          y = last.y
        }
      }
      return true
    }
    guard nested else { return nil }
    reach.drawingBefore[n] = drawing
    return reach
  }
}
