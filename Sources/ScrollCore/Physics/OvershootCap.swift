/// GTK's overshoot cap: a spring that goes further past an edge than `distance` restarts from
/// there at rest (GNOME/gtk gtk/gtkkineticscrolling.c, `gtk_kinetic_scrolling_tick`: the
/// overshooting phase clamps `pos` to `lower - 50 ... upper + 50` and calls
/// `gtk_kinetic_scrolling_init_overshoot` with zero velocity on the tick it clamps).
///
/// GTK compares the spring's displacement from its edge with `upper + 50`, an absolute
/// position, so at the end edge it never acts: `endEdge` false follows that code, true gives
/// the intended behaviour. GTK clamps on a frame; the engine restarts at the instant the
/// spring reaches the cap. A release already beyond the cap restarts from it at once, unless
/// it moves back inside the cap by GTK's first tick at 60 Hz (`firstTick`), as GTK at 60 fps.
/// That tick is a constant of the motion, not the app's frame, so the motion is the same at
/// every frame rate. GTK itself decides this differently at other rates (a release 80 pt out
/// at 2500 pt/s inward is clamped at 120 fps and swings 39 pt into the content at 60 fps), so
/// no rule matches GTK at every rate; clamping at once (GTK's limit at an infinite rate) would
/// put a fast inward release hundreds of points from GTK at 60 fps.
public struct OvershootCap: Hashable, Sendable {
  /// The largest overshoot, points (GTK: half of `MAX_OVERSHOOT_DISTANCE`, 50).
  public var distance: Double
  /// True when the cap also acts past the end edge (the intended behaviour); false follows
  /// GTK's code, where it acts past the start edge only.
  public var endEdge: Bool

  /// A cap of `distance` points past the start edge, and past the end edge too when `endEdge`.
  /// - Parameters:
  ///   - distance: the largest overshoot, points.
  ///   - endEdge: true when the cap also acts past the end edge.
  public init(distance: Double, endEdge: Bool) {
    self.distance = distance
    self.endEdge = endEdge
  }

  /// GTK 4's `MAX_OVERSHOOT_DISTANCE` (gtk/gtkscrolledwindow.c): the drag limit, points; the
  /// kinetic overshoot is capped at half of it.
  static let gtkDragLimit = 100.0
  /// GTK's code: 50 pt, past the start edge only.
  public static let gtk = OvershootCap(distance: gtkDragLimit / 2, endEdge: false)
  /// GTK's intended behaviour: 50 pt past either edge.
  public static let gtkBothEdges = OvershootCap(distance: gtkDragLimit / 2, endEdge: true)
  /// GTK's first tick after a release, at a 60 Hz frame clock, seconds: the time at which
  /// the engine looks at a release beyond the cap, whatever the app's frame rate.
  static let firstTick = 1.0 / 60

  /// True when the cap acts past the start edge (`atStart`) or the end edge.
  /// - Parameter atStart: true for the start edge.
  func acts(atStart: Bool) -> Bool { atStart || endEdge }
}
