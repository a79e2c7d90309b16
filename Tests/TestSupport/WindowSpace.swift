import Drawing
import ScrollCore

extension DisplayList {
  /// The same drawing with scroll layers flattened into window coordinates: each layer
  /// becomes a clip with its background fill, and what it holds is moved by its offset (not
  /// snapped to pixels), so tests can read positions as they appear in the window.
  public var inWindowSpace: DisplayList {
    var out = DisplayList()
    var shifts: [Point] = [.zero]
    for command in commands {
      let s = shifts[shifts.count - 1]
      func move(_ r: Rect) -> Rect { r.offsetBy(s) }
      func move(_ p: Point) -> Point { Point(x: p.x + s.x, y: p.y + s.y) }
      switch command {
      case .rect(let r, let color, let radius):
        out.append(.rect(move(r), color: color, radius: radius))
      case .strokeRect(let r, let color, let radius, let width):
        out.append(.strokeRect(move(r), color: color, radius: radius, width: width))
      case .line(let a, let b, let color, let width, let dash):
        out.append(.line(from: move(a), to: move(b), color: color, width: width, dash: dash))
      case .text(let string, let frame, let font, let color, let alignment):
        out.append(
          .text(string, frame: move(frame), font: font, color: color, alignment: alignment))
      case .shadow(let r, let radius, let blur, let color):
        out.append(.shadow(move(r), radius: radius, blur: blur, color: color))
      case .pushClip(let r):
        out.append(.pushClip(move(r)))
      case .pushScroll(let clip, let offset, let background):
        out.append(.pushClip(move(clip)))
        out.append(.rect(move(clip), color: background, radius: 0))
        shifts.append(Point(x: s.x - offset.x, y: s.y - offset.y))
      case .popScroll:
        if shifts.count > 1 { shifts.removeLast() }
        out.append(.popClip)
      case .popClip, .pushOpacity, .popOpacity:
        out.append(command)
      }
    }
    return out
  }
}
