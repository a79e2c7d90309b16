import Drawing
import ScrollCore

/// Scene 7, "visibility": clips that play while at least 30 % visible and pause otherwise.
///
/// - A `VisibilityPart` over every row at 0.3, reporting crossings, gives
///   onScrollVisibilityChange semantics: a change when a row crosses 30 % either way, and once
///   when it appears already past it. `ClipPlayerPart` plays the rows it says are visible:
///   a playing row's equalizer and progress advance with its own playhead; a paused row is
///   frozen where it stopped.
/// - A second `VisibilityPart` at 0.5, reporting targets, lists the ids at least half
///   visible, in layout order, in the pinned caption at the bottom.
/// - `SweepPart` reports rows a fast fling or a jump passed through without them ever being
///   visible. J jumps 100 rows ahead and K 100 back, instantly; End and Home fly.
///
/// Made of parts: the list of clips and, in this order, the sweep, the play trigger, the
/// target list and the player; `PartsScene` routes every stage through them. The scene
/// keeps its caption: the rows stop above its band (`setFrame`) and it is drawn under them
/// (`draw`).
///
/// Events: `play` / `pause` (id, fraction), `visible-targets` (ids, count) when the list
/// changes, `swept` (count, first, last, direction) when motion passed rows, plus the scroll
/// view's `phase` events.
final class VisibilityScene: PartsScene {
  var base: SceneBase
  /// The keys and the (tuned) play threshold (read every frame: built when it changes).
  private(set) var helpLine = ""

  /// The help line for the play threshold `play`.
  /// - Parameter play: the visible fraction that plays a clip.
  private static func helpLine(play: Double) -> String {
    "Rows play at ≥ \(shortNumber(play * 100)) % visible  ·  "
      + "J / K jump 100 rows  ·  End / Home fly through"
  }

  /// Visible fraction at which a clip plays, by default (`visibility.play-threshold`).
  static let playThreshold = 0.3
  /// Visible fraction at which a row is listed as a visible target, by default
  /// (`visibility.target-threshold`).
  static let targetThreshold = 0.5
  /// Rows J and K jump over.
  static let jumpRows = 100
  /// Height of the pinned caption card.
  static let captionHeight = 58.0

  /// The clips.
  var list: ClipList
  /// Rows passed through unseen.
  let sweep: SweepPart<ClipList>
  /// Plays and pauses the clips at `visibility.play-threshold`.
  let play: VisibilityPart<ClipList>
  /// Lists the rows past `visibility.target-threshold`.
  let targets: VisibilityPart<ClipList>
  /// Playheads, J and K, and the clips' drawing.
  let player: ClipPlayerPart
  let parts: [any ScenePart<ClipList>]
  private let measurer: any TextMeasurer

  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    let tuning = environment.tuning
    list = ClipList(
      scene: entry.name, count: environment.itemCount ?? 1000,
      content: SampleContent(seed: environment.seed), physics: environment.physics,
      input: tuning.input)
    sweep = SweepPart(sceneName: entry.name)
    play = VisibilityPart(
      rows: .all, threshold: tuning[VisibilitySettings.playThreshold],
      report: .crossings(shown: "play", hidden: "pause"), sceneName: entry.name)
    targets = VisibilityPart(
      rows: .all, threshold: tuning[VisibilitySettings.targetThreshold],
      report: .targets(event: "visible-targets"), sceneName: entry.name)
    player = ClipPlayerPart(trigger: play, jumpRows: VisibilityScene.jumpRows)
    parts = [sweep, play, targets, player]
    helpLine = VisibilityScene.helpLine(play: play.threshold)
  }

  /// Takes the tuned play and target thresholds (`visibility.*`) in place: the next observe
  /// pass reports the rows on the other side of the new fractions (clips start or pause,
  /// the target list changes) from where the content is; the scroll position and motion go
  /// on.
  /// - Parameters:
  ///   - tuning: the scene settings.
  ///   - t: the session time, seconds.
  func setTuning(_ tuning: SceneTuning, at t: Double) {
    play.setThreshold(tuning[VisibilitySettings.playThreshold])
    targets.setThreshold(tuning[VisibilitySettings.targetThreshold])
    helpLine = VisibilityScene.helpLine(play: play.threshold)
  }

  /// The scene's area: the rows above, the caption's band below (the caption never covers a
  /// row, so a row's visible fraction is what the user sees of it).
  private var sceneFrame = Rect.zero
  /// Height of the band under the rows that holds the caption, points.
  static var captionBand: Double { captionHeight + 2 * SceneLook.margin }

  func setFrame(_ frame: Rect, at t: Double) {
    sceneFrame = frame
    list.host.setFrame(
      Rect(
        x: frame.minX, y: frame.minY, width: frame.width,
        height: max(0, frame.height - VisibilityScene.captionBand)), at: t)
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    drawParts(into: &list, theme: theme, at: t)
    drawCaption(theme: theme, into: &list)
  }

  /// The rows past each threshold (the tuned target fraction named) and the rows swept.
  var hudLines: [String] {
    [
      "visible ≥\(shortNumber(targets.threshold * 100))%\t\(targets.ids.count) rows",
      "playing\t\(play.visibleIDs.count)",
      "swept total\t\(sweep.passedCount)",
    ]
  }

  /// The caption's first line.
  var targetsLine: String {
    "Visible ≥ \(shortNumber(targets.threshold * 100)) %: \(VisibilityReport.idList(targets.ids))"
  }

  private func drawCaption(theme: Theme, into list: inout DisplayList) {
    let frame = sceneFrame
    let rows = self.list.host.frame
    list.fill(
      Rect(x: frame.minX, y: rows.maxY, width: frame.width, height: max(0, frame.maxY - rows.maxY)),
      theme.background)
    list.line(
      Point(x: frame.minX, y: rows.maxY + 0.5), Point(x: frame.maxX, y: rows.maxY + 0.5),
      theme.separator)
    let card = Rect(
      x: frame.minX + SceneLook.margin,
      y: frame.maxY - SceneLook.margin - VisibilityScene.captionHeight,
      width: max(0, frame.width - 2 * SceneLook.margin), height: VisibilityScene.captionHeight)
    guard card.width > 0 else { return }
    SceneLook.floatingCard(card, theme: theme, into: &list)
    let width = card.width - 32
    list.text(
      measurer.truncate(targetsLine, font: SceneLook.bodyBold, width: width),
      in: Rect(x: card.minX + 16, y: card.minY + 9, width: width, height: 22),
      font: SceneLook.bodyBold, color: theme.primaryText)
    let playing = play.visibleIDs.count
    var detail =
      "Playing at ≥ \(shortNumber(play.threshold * 100)) %: \(playing) clip\(playing == 1 ? "" : "s")"
    if let sweep = sweep.lastSweep {
      detail += " · last jump passed \(sweep.count) row\(sweep.count == 1 ? "" : "s") unseen"
    } else {
      detail += " · no rows skipped yet (try J or End)"
    }
    list.text(
      measurer.truncate(detail, font: SceneLook.caption, width: width),
      in: Rect(x: card.minX + 16, y: card.minY + 32, width: width, height: 18),
      font: SceneLook.caption, color: theme.secondaryText)
  }
}
