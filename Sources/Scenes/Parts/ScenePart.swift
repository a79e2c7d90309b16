import Drawing
import ScrollCore

/// What one observation pass of a part did: the observer actions it ran and whether it
/// changed the layout (then the runtime lays out again, bounded).
struct PartPass: Hashable, Sendable {
  /// Actions run (a new spacer height counts as one).
  var deliveries = 0
  /// True when the layout changed and must be laid out again this frame.
  var layoutChanged = false
}

/// What a part's layout-stage work did (`ScenePart.didLayout`): rows it laid out and the
/// extra layout passes it ran, added to the frame's stats.
struct PartLayout: Hashable, Sendable {
  /// Rows laid out by the part's own passes.
  var laidOut = 0
  /// Extra layout passes the part ran (a jump to the bottom lays out again).
  var relayouts = 0
}

/// Something that takes part in a scene's frame beside its list: a collapsing header, a Top
/// button, pagination. The scene lists its parts in order (`PartsScene.parts`) and the
/// runtime (`PartsScene`'s defaults) calls each verb for each part, in that order, at its
/// stage; every verb has a default that does nothing, so a part writes only what it does.
///
/// A part keeps its own state and event log; it reaches the list only through the `list`
/// argument, never through the scene.
protocol ScenePart<List>: AnyObject {
  /// The list the part works over.
  associatedtype List: PartList

  /// The part's name in warnings ("feedback loop: header").
  var name: String { get }
  /// True when the part's `observePass` may change the layout (it is then named in the
  /// feedback-loop warning).
  var changesLayout: Bool { get }
  /// The settings the part reads (`tuning[key]`), declared beside it; every scene with the
  /// part lists them in its `Scene.settings`. Defaults to none.
  static var settings: [NumberSetting] { get }
  /// Input, before the list: returns true when the part took the event (the list and the
  /// other parts then do not see it).
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the scene's list.
  func intercept(_ event: InputEvent, list: inout List) -> Bool
  /// Input, after the list handled the event and before its leftover actions are offered to
  /// the parts (who moved the view: the user or the part itself).
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the scene's list.
  func didHandle(_ event: InputEvent, list: inout List)
  /// Uses an action the list left over (a click, a key); returns true when it did.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  ///   - list: the scene's list.
  func perform(_ action: InputAction, at t: Double, list: inout List) -> Bool
  /// Points the part takes above the list, inside the scene's frame (a caption band); the
  /// list's frame is the scene's less every part's bands.
  var bandAbove: Double { get }
  /// Points the part takes under the list, inside the scene's frame (a pill band).
  var bandBelow: Double { get }
  /// Takes tuned numbers in place (see `Scene.setTuning`).
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, list: inout List, at t: Double)
  /// Gives the part's own scroll views the input interpreter's new constants (a part that
  /// has one: the physics lab's other columns).
  /// - Parameter input: the interpreter's constants.
  func setInput(_ input: InputConfiguration)
  /// Physics stage, before the list advances: input the part plays into the list (a
  /// scripted replay).
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func willAdvance(list: inout List, at t: Double)
  /// Physics and timers stage, after the list has advanced (a page arriving).
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func advance(list: inout List, at t: Double)
  /// Layout stage, before the list lays out.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func willLayout(list: inout List, at t: Double)
  /// Layout stage, after the list laid out and before the observers: a part that moves the
  /// view with the content (following the bottom) does it here, laying out again itself.
  /// - Parameters:
  ///   - list: the scene's list, laid out.
  ///   - t: the session time, seconds.
  func didLayout(list: inout List, at t: Double) -> PartLayout
  /// One pass of the bounded re-layout loop, after the list's observers ran.
  /// - Parameters:
  ///   - list: the scene's list, laid out for this pass.
  ///   - t: the session time, seconds.
  func observePass(list: inout List, at t: Double) -> PartPass
  /// After the passes: reacts to what the list's observers delivered this frame.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - signals: the observers' deliveries (cleared after every part saw them).
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double)
  /// The opacity of `row` (the runtime multiplies the parts'; 1 by default).
  /// - Parameters:
  ///   - row: a laid-out row.
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func opacity(of row: List.Row, in list: List, at t: Double) -> Double
  /// Draws what scrolls with the rows, under them (a title above the first row), at the
  /// list host's `layerRect` positions.
  /// - Parameters:
  ///   - display: the display list (the scroll layer).
  ///   - list: the scene's list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawUnderRows(into display: inout DisplayList, list: List, theme: Theme, at t: Double)
  /// Draws a row the list does not draw itself; returns true when the part drew it.
  /// - Parameters:
  ///   - row: the row.
  ///   - rect: its rectangle in the scroll layer.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  ///   - list: the display list.
  func drawRow(
    _ row: List.Row, in rect: Rect, theme: Theme, at t: Double, into list: inout DisplayList
  ) -> Bool
  /// Draws over the list (after the rows, under the scrollbar).
  /// - Parameters:
  ///   - list: the display list.
  ///   - area: the list's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOverlay(into list: inout DisplayList, area: Rect, theme: Theme, at t: Double)
  /// Draws in the part's bands (`bandAbove`, `bandBelow`), before the list and not clipped
  /// to it.
  /// - Parameters:
  ///   - display: the display list.
  ///   - area: the scene's frame (bands and list).
  ///   - list: the scene's list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawInBands(
    into display: inout DisplayList, area: Rect, list: List, theme: Theme, at t: Double)
  /// Draws over the list with the list at hand (its geometry, its observers' counts); the
  /// runtime calls this one, which by default calls `drawOverlay(into:area:theme:at:)`.
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the scene's list.
  ///   - area: the scene's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOverlay(
    into display: inout DisplayList, list: List, area: Rect, theme: Theme, at t: Double)
  /// Draws over everything, after the list and its scrollbar, not clipped to the list (a
  /// menu that opens over the list).
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the scene's list.
  ///   - area: the scene's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOnTop(
    into display: inout DisplayList, list: List, area: Rect, theme: Theme, at t: Double)
  /// True while the part animates or waits, so the loop keeps producing frames.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool
  /// The session time of the part's next timer, or nil.
  var nextWakeTime: Double? { get }
  /// Returns and clears the part's events.
  func takeEvents() -> [SceneEvent]
  /// The part's lines in the HUD ("Top button\tshown").
  var hudLines: [String] { get }
  /// The part's lines in the HUD with the list at hand (a reading of its geometry, an
  /// observer's counts); the runtime calls this one, which by default returns `hudLines`.
  /// - Parameter list: the scene's list.
  func hudLines(in list: List) -> [String]
}

extension ScenePart {
  /// Leaves the layout alone.
  var changesLayout: Bool { false }
  /// No settings.
  static var settings: [NumberSetting] { [] }
  /// Takes no input.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the scene's list.
  func intercept(_ event: InputEvent, list: inout List) -> Bool { false }
  /// Ignores the handled event.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the scene's list.
  func didHandle(_ event: InputEvent, list: inout List) {}
  /// Uses no action.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  ///   - list: the scene's list.
  func perform(_ action: InputAction, at t: Double, list: inout List) -> Bool { false }
  /// No band above the list.
  var bandAbove: Double { 0 }
  /// No band under the list.
  var bandBelow: Double { 0 }
  /// No numbers to take.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, list: inout List, at t: Double) {}
  /// No scroll view of its own.
  /// - Parameter input: the interpreter's constants.
  func setInput(_ input: InputConfiguration) {}
  /// Plays nothing.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func willAdvance(list: inout List, at t: Double) {}
  /// No timers.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func advance(list: inout List, at t: Double) {}
  /// Nothing before the list's layout.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func willLayout(list: inout List, at t: Double) {}
  /// Lays out nothing more.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func didLayout(list: inout List, at t: Double) -> PartLayout { PartLayout() }
  /// Changes nothing.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func observePass(list: inout List, at t: Double) -> PartPass { PartPass() }
  /// Reacts to nothing.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double) {}
  /// Opaque.
  /// - Parameters:
  ///   - row: a laid-out row.
  ///   - list: the scene's list.
  ///   - t: the session time, seconds.
  func opacity(of row: List.Row, in list: List, at t: Double) -> Double { 1 }
  /// Draws nothing under the rows.
  /// - Parameters:
  ///   - display: the display list (the scroll layer).
  ///   - list: the scene's list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawUnderRows(into display: inout DisplayList, list: List, theme: Theme, at t: Double) {}
  /// Draws no row.
  /// - Parameters:
  ///   - row: the row.
  ///   - rect: its rectangle in the scroll layer.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  ///   - list: the display list.
  func drawRow(
    _ row: List.Row, in rect: Rect, theme: Theme, at t: Double, into list: inout DisplayList
  ) -> Bool { false }
  /// Draws nothing over the list.
  /// - Parameters:
  ///   - list: the display list.
  ///   - area: the list's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOverlay(into list: inout DisplayList, area: Rect, theme: Theme, at t: Double) {}
  /// Draws nothing in bands.
  /// - Parameters:
  ///   - display: the display list.
  ///   - area: the scene's frame.
  ///   - list: the scene's list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawInBands(
    into display: inout DisplayList, area: Rect, list: List, theme: Theme, at t: Double
  ) {}
  /// `drawOverlay(into:area:theme:at:)`.
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the scene's list.
  ///   - area: the scene's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOverlay(
    into display: inout DisplayList, list: List, area: Rect, theme: Theme, at t: Double
  ) {
    drawOverlay(into: &display, area: area, theme: theme, at: t)
  }
  /// Draws nothing on top.
  /// - Parameters:
  ///   - display: the display list.
  ///   - list: the scene's list.
  ///   - area: the scene's frame.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawOnTop(
    into display: inout DisplayList, list: List, area: Rect, theme: Theme, at t: Double
  ) {}
  /// Still.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool { false }
  /// No timer.
  var nextWakeTime: Double? { nil }
  /// No events.
  func takeEvents() -> [SceneEvent] { [] }
  /// No HUD lines.
  var hudLines: [String] { [] }
  /// `hudLines`.
  /// - Parameter list: the scene's list.
  func hudLines(in list: List) -> [String] { hudLines }
}
