import Geometry

/// Horizontal alignment of text inside its frame.
public enum TextAlignment: Hashable, Sendable {
  /// Flush left.
  case leading
  /// Centred.
  case center
  /// Flush right.
  case trailing
}

/// One drawing command. Coordinates are in points in the window's space.
public enum DrawCommand: Hashable, Sendable {
  /// A filled rectangle, corners rounded by `radius` (0 for square).
  case rect(Rect, color: Color, radius: Double)
  /// A rectangle outline of `width` points.
  case strokeRect(Rect, color: Color, radius: Double, width: Double)
  /// A straight line of `width` points; `dash` > 0 draws dashes of that length.
  case line(from: Point, to: Point, color: Color, width: Double, dash: Double)
  /// One line of text drawn inside `frame` (vertically centred), clipped to it.
  case text(String, frame: Rect, font: Font, color: Color, alignment: TextAlignment)
  /// A soft drop shadow under a rounded rectangle.
  case shadow(Rect, radius: Double, blur: Double, color: Color)
  /// Starts clipping to `rect` (intersected with the current clip).
  case pushClip(Rect)
  /// Ends the innermost clip.
  case popClip
  /// Multiplies the opacity of everything until the matching `popOpacity`.
  case pushOpacity(Double)
  /// Ends the innermost opacity group.
  case popOpacity
  /// Starts a scroll layer: fills `clip` with the opaque `background`, clips to it, and draws
  /// what follows (until the matching `popScroll`) in content coordinates moved by
  /// `-offset`, snapped to whole device pixels. A rasterizer that keeps the last frame can
  /// then move the layer's pixels when only the offset changed and redraw just what is new.
  case pushScroll(clip: Rect, offset: Point, background: Color)
  /// Ends the innermost scroll layer.
  case popScroll
}

/// An ordered list of drawing commands: what a scene wants on screen this frame.
///
/// Scenes build it without any SDL; a backend rasterizes it in order (painter's algorithm).
/// Appending is amortised O(1); the list is reused across frames with `removeAll`.
public struct DisplayList: Sendable {
  /// The commands, in drawing order.
  public private(set) var commands: [DrawCommand] = []

  /// Creates an empty list.
  public init() {}

  /// Number of commands.
  public var count: Int { commands.count }

  /// The storage of the commands before the last `removeAll` (see there).
  private var spare: [DrawCommand] = []

  /// Clears the list, keeping its storage.
  ///
  /// The list alternates between two buffers: a rasterizer that keeps the last frame's
  /// commands to compare the next frame with holds the one just drawn, and emptying a
  /// buffer someone else holds allocates a new one (and the old one is freed later, its
  /// commands read again from cold memory). The other buffer, let go by then, is emptied in
  /// place.
  public mutating func removeAll() {
    swap(&commands, &spare)
    commands.removeAll(keepingCapacity: true)
  }

  /// Appends a raw command.
  public mutating func append(_ command: DrawCommand) { commands.append(command) }

  /// Fills `rect` with `color`, rounding corners by `radius`.
  public mutating func fill(_ rect: Rect, _ color: Color, radius: Double = 0) {
    commands.append(.rect(rect, color: color, radius: radius))
  }

  /// Outlines `rect`.
  public mutating func stroke(_ rect: Rect, _ color: Color, radius: Double = 0, width: Double = 1) {
    commands.append(.strokeRect(rect, color: color, radius: radius, width: width))
  }

  /// Draws a line; `dash` > 0 makes it dashed.
  public mutating func line(
    _ from: Point, _ to: Point, _ color: Color, width: Double = 1, dash: Double = 0
  ) {
    commands.append(.line(from: from, to: to, color: color, width: width, dash: dash))
  }

  /// Draws one line of text inside `frame`.
  public mutating func text(
    _ string: String, in frame: Rect, font: Font = .body, color: Color = .black,
    alignment: TextAlignment = .leading
  ) {
    guard !string.isEmpty else { return }
    commands.append(.text(string, frame: frame, font: font, color: color, alignment: alignment))
  }

  /// Draws a soft shadow under a rounded rect.
  public mutating func shadow(_ rect: Rect, radius: Double, blur: Double = 8, color: Color) {
    commands.append(.shadow(rect, radius: radius, blur: blur, color: color))
  }

  /// Runs `body` with drawing clipped to `rect`.
  public mutating func clipped(to rect: Rect, _ body: (inout DisplayList) -> Void) {
    commands.append(.pushClip(rect))
    body(&self)
    commands.append(.popClip)
  }

  /// Runs `body` as a scroll layer over `clip` (see `DrawCommand.pushScroll`): `body` draws in
  /// content coordinates, shown moved by `-offset`, over an opaque `background`.
  public mutating func scrolled(
    clip: Rect, offset: Point, background: Color, _ body: (inout DisplayList) -> Void
  ) {
    commands.append(.pushScroll(clip: clip, offset: offset, background: background))
    body(&self)
    commands.append(.popScroll)
  }

  /// Runs `body` with its drawing at `opacity`; skips it entirely when fully transparent.
  public mutating func withOpacity(_ opacity: Double, _ body: (inout DisplayList) -> Void) {
    guard opacity > 0.001 else { return }
    if opacity >= 0.999 {
      body(&self)
      return
    }
    commands.append(.pushOpacity(opacity))
    body(&self)
    commands.append(.popOpacity)
  }
}
