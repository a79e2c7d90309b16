import Drawing
import FrameModel

extension DisplayListRasterizer {
  /// The reach of each command of `commands` from the viewport (see `DrawReach`; `render`
  /// reads it off the frame's shape); nil when the pushes and pops are not properly nested
  /// (a pop of another kind than the last push), so no region can be jumped over safely.
  /// Builds a whole shape: for tests, not for the frame path.
  /// - Parameter commands: the frame's list.
  func reach(of commands: [DrawCommand]) -> DrawReach? {
    let shape = FrameShape(commands, scale: scale, viewport: viewport)
    return shape.nested ? shape.reach : nil
  }
}
