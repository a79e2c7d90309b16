import Drawing
import ScrollCore

/// The visibility scene's player: a clip plays while its visibility trigger (a
/// `VisibilityPart` reporting crossings) says it is visible. A playing clip's playhead
/// advances with the frames (its equalizer and progress with it); a paused one is frozen
/// where it stopped. J and K jump `jumpRows` rows ahead or back at once (passing the rows in
/// between unseen). It draws the clips.
final class ClipPlayerPart: ScenePart {
  /// The trigger that plays and pauses the clips.
  let trigger: VisibilityPart<ClipList>
  /// Rows J and K jump over.
  let jumpRows: Int
  private var playheads: [Int: Double] = [:]
  private var lastTime: Double?
  let name = "player"

  /// Creates the player.
  /// - Parameters:
  ///   - trigger: the visibility part whose crossings play and pause the clips.
  ///   - jumpRows: the rows J and K jump over.
  init(trigger: VisibilityPart<ClipList>, jumpRows: Int) {
    self.trigger = trigger
    self.jumpRows = jumpRows
  }

  /// Seconds clip `id` has played.
  /// - Parameter id: the clip's id.
  func playhead(_ id: Int) -> Double { playheads[id] ?? 0 }

  /// J and K (without Control or Alt) jump.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the clips.
  func intercept(_ event: InputEvent, list: inout ClipList) -> Bool {
    guard case .keyDown(.character(let c), let mods, _) = event.kind, c == "j" || c == "k",
      !mods.contains(.control), !mods.contains(.alt)
    else { return false }
    jump(by: c == "j" ? jumpRows : -jumpRows, list: &list, at: event.time)
    return true
  }

  /// Jumps `rows` rows from the top-most one, at once (measuring around the target so it
  /// lands exactly), which passes the rows in between without showing them.
  private func jump(by rows: Int, list: inout ClipList, at t: Double) {
    let stack = list.host.stack
    guard stack.count > 0 else { return }
    let current = list.host.view.position.viewID(type: Int.self) ?? 0
    let index = min(stack.count - 1, max(0, (stack.index(ofID: current) ?? 0) + rows))
    let content = list.content
    let viewport = list.host.frame.size
    var resolved: ScrollToLanding?
    list.host.updateStack(at: t) { stack in
      resolved = stack.resolveScroll(
        toID: stack.id(at: index), anchor: .top, viewport: viewport,
        measure: { i in ClipRow(id: i, content: content).height })
      return nil
    }
    guard let landing = resolved else { return }
    list.host.controller.scrollTo(y: landing.finalOffset, animation: .none, at: t)
  }

  /// Playing clips advance by the frame's duration (capped, so a long absence is one step).
  /// - Parameters:
  ///   - list: the clips.
  ///   - t: the session time, seconds.
  func advance(list: inout ClipList, at t: Double) {
    let dt = min(0.25, max(0, t - (lastTime ?? t)))
    lastTime = t
    for id in trigger.visibleIDs { playheads[id, default: 0] += dt }
  }

  /// Draws a clip, playing or paused.
  /// - Parameters:
  ///   - row: the clip and its visible fraction.
  ///   - rect: its rectangle in the scroll layer.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  ///   - list: the display list.
  func drawRow(
    _ row: ClipList.Row, in rect: Rect, theme: Theme, at t: Double, into list: inout DisplayList
  ) -> Bool {
    let id = row.clip.id
    row.clip.draw(
      in: rect, playing: trigger.isVisible(id), fraction: row.fraction, playhead: playhead(id),
      tile: row.tile, theme: theme, into: &list)
    return true
  }

  /// True while any clip plays (playing clips animate).
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool { !trigger.visibleIDs.isEmpty }
}
