import Drawing
import ScrollCore

/// A bottom-anchored list as a scene part (a chat, a log): while the view is at the bottom,
/// content that grows is followed (a jump on the first frames and for sub-point corrections,
/// a short animation otherwise); once the user scrolls away it stays put, and a Latest pill
/// in a band under the list (naming the newest row while hidden) counts the rows that arrived
/// meanwhile. The pill, or its key, re-arms following and scrolls to the last row anchored at
/// the bottom (`scrollTo(id:anchor: .bottom)`).
///
/// Parameters a scene file sets: `anchor = "bottom"` is this part. Events (in the list's
/// log): "latest-shown", "latest-hidden" (unseen), "latest-tapped" (unseen, id).
final class FollowBottomPart<List: TimelineList>: ScenePart {
  /// What is moving the view, for the follow policy.
  private enum Mover {
    /// Nothing (or only the part's own animation).
    case none
    /// Wheel, drag, touchpad, keys or the scrollbar, and the motion that follows.
    case user
    /// The part's own scroll to the bottom (following, or the Latest pill).
    case follow
  }

  let name = "follow bottom"
  /// The follow policy (following or not).
  private(set) var policy = FollowBottomPolicy(isFollowing: true)
  /// Rows that arrived while the view was away from the bottom.
  private(set) var unseen = 0
  /// Distance from the bottom, points, past which the pill shows.
  let latestDistance: Double
  /// Gap between the list and the band, points (outside the list, so that at the bottom edge
  /// the last row's bottom is the viewport's).
  let bottomGap: Double
  /// What a row is called ("message": "↓ 3 new messages", "newest message #29").
  let noun: String
  /// The key that scrolls to the newest row.
  let key: Character
  private let measurer: any TextMeasurer
  private var mover = Mover.none
  private var latest = AnimatedPill()
  private var lastContentLength = 0.0
  private var settled = false

  /// Creates the part and registers its away-from-bottom observer on `list`.
  /// - Parameters:
  ///   - list: the bottom-anchored list.
  ///   - latestDistance: points from the bottom past which the pill shows.
  ///   - bottomGap: points between the list and the pill band.
  ///   - noun: what a row is called.
  ///   - key: the key that scrolls to the newest row.
  ///   - measurer: measures the pill's title.
  init(
    list: inout List, latestDistance: Double = 48, bottomGap: Double = 12,
    noun: String = "message", key: Character = "l", measurer: any TextMeasurer
  ) {
    self.latestDistance = latestDistance
    self.bottomGap = bottomGap
    self.noun = noun
    self.key = key
    self.measurer = measurer
    list.host.controller.observers.onScrollGeometryChange(
      for: Bool.self, name: "away-from-bottom", initial: true,
      of: { g in g.maxOffset(.vertical) - g.contentOffset.y > latestDistance },
      action: { _, new, state in state.awayFromBottom = new })
  }

  /// True while following the bottom.
  var isFollowing: Bool { policy.isFollowing }
  /// True when the Latest pill is (or is becoming) visible.
  var isLatestShown: Bool { latest.isShown }
  /// The pill band and the gap above it.
  var bandBelow: Double { SceneLook.pillHeight + 16 + bottomGap }

  /// Counts a row that arrived: unseen unless following.
  /// - Returns: whether it is followed, and the unseen count after it.
  func rowArrived() -> (followed: Bool, unseen: Int) {
    let followed = policy.isFollowing
    if !followed { unseen += 1 }
    return (followed, unseen)
  }

  /// The key (without Control or Alt) scrolls to the newest row, before the list sees it.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the list.
  func intercept(_ event: InputEvent, list: inout List) -> Bool {
    guard case .keyDown(.character(let c), let mods, _) = event.kind, c == key,
      !mods.contains(.control), !mods.contains(.alt)
    else { return false }
    scrollToLatest(list: &list, at: event.time)
    return true
  }

  /// Input that moved the view is the user's.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the list.
  func didHandle(_ event: InputEvent, list: inout List) {
    if Self.isScrollInput(event.kind) && list.host.view.phase != .idle { mover = .user }
  }

  /// A click on the shown pill scrolls to the newest row.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  ///   - list: the list.
  func perform(_ action: InputAction, at t: Double, list: inout List) -> Bool {
    guard case .click(let p) = action, latest.isShown,
      latestFrame(in: list.host.frame, at: t).contains(p)
    else { return false }
    scrollToLatest(list: &list, at: t)
    return true
  }

  /// A motion that ended is no one's.
  /// - Parameters:
  ///   - list: the list.
  ///   - t: the session time, seconds.
  func willLayout(list: inout List, at t: Double) {
    if list.host.view.phase == .idle { mover = .none }
  }

  /// Follows the bottom. A jump (first frame, sub-point corrections) lays out again so the
  /// bottom rows get measured in this frame; bounded to three extra passes.
  /// - Parameters:
  ///   - list: the list, laid out.
  ///   - t: the session time, seconds.
  func didLayout(list: inout List, at t: Double) -> PartLayout {
    var passes = PartLayout()
    for _ in 0..<4 {
      let length = list.host.stack.contentLength
      let grew = length > lastContentLength + 0.001
      lastContentLength = length
      let view = list.host.view
      let decision = policy.update(
        FollowBottomPolicy.Input(
          offset: view.offset.y, maxOffset: view.maxOffset(.vertical), contentGrew: grew,
          scroll: mover == .user ? .user : .none))
      guard passes.relayouts < 3 else { break }
      // Before the first frame settles, a bottom row measured shorter than its estimate
      // leaves the view past the end: jump back too instead of springing.
      let pastEnd = view.offset.y > view.maxOffset(.vertical) + 0.001
      guard
        let target = decision.targetOffset
          ?? (!settled && pastEnd ? view.maxOffset(.vertical) : nil)
      else { break }
      if !settled || abs(target - view.offset.y) < 1 {
        list.host.controller.scrollTo(edge: .bottom, animation: .none, at: t)
        passes.laidOut += list.layout(at: t).laidOutRange.count
        passes.relayouts += 1
        continue
      }
      if view.phase != .animating || abs(view.restingOffset.y - target) > 0.5 {
        list.host.controller.scrollTo(edge: .bottom, animation: .easeInOut(duration: 0.3), at: t)
        mover = .follow
      }
      break
    }
    if list.host.frame.height > 0 { settled = true }
    return passes
  }

  /// Shows the pill away from the bottom or with unseen rows, unless following.
  /// - Parameters:
  ///   - list: the list.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double) {
    if policy.isFollowing { unseen = 0 }
    let show = !policy.isFollowing && (signals.awayFromBottom || unseen > 0)
    if latest.set(show, at: t) {
      list.log.emit(
        show ? "latest-shown" : "latest-hidden", at: t, [("unseen", .number(Double(unseen)))])
    }
  }

  /// The band under the list: the newest row's id while the pill is away (no rule above it:
  /// an empty band under a rule read as a missing message composer), the pill as it shows.
  /// - Parameters:
  ///   - display: the display list.
  ///   - area: the scene's frame.
  ///   - list: the list.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawInBands(
    into display: inout DisplayList, area: Rect, list: List, theme: Theme, at t: Double
  ) {
    let p = latest.progress(at: t)
    if p < 0.999 {
      let band = Rect(
        x: area.minX + SceneLook.margin, y: list.host.frame.maxY + bottomGap + 8,
        width: max(0, area.width - 2 * SceneLook.margin), height: SceneLook.pillHeight)
      display.withOpacity(1 - p) { l in
        l.text(
          measurer.truncate(
            "newest \(noun) #\(list.newestID)", font: SceneLook.caption, width: band.width),
          in: band, font: SceneLook.caption, color: theme.secondaryText, alignment: .center)
      }
    }
    if p > 0.001 {
      let pill = latestFrame(in: list.host.frame, at: t)
      display.withOpacity(p) { l in
        SceneLook.pill(latestTitle, in: pill, filled: true, theme: theme, into: &l)
      }
    }
  }

  /// True while the pill fades or slides.
  /// - Parameter t: the session time, seconds.
  func needsFrame(at t: Double) -> Bool { latest.isAnimating(at: t) }

  /// "following", "unseen".
  var hudLines: [String] {
    ["following\t\(policy.isFollowing ? "yes" : "no")", "unseen\t\(unseen)"]
  }

  /// The pill's frame at time `t`, centred in the band under `listFrame` (it slides up 8 pt
  /// as it appears).
  /// - Parameters:
  ///   - listFrame: the list's frame.
  ///   - t: the session time, seconds.
  func latestFrame(in listFrame: Rect, at t: Double) -> Rect {
    let width = SceneLook.pillWidth(latestTitle, measurer: measurer)
    let lift = (1 - latest.progress(at: t)) * 8
    return Rect(
      x: listFrame.midX - width / 2, y: listFrame.maxY + bottomGap + 8 + lift, width: width,
      height: SceneLook.pillHeight)
  }

  private var latestTitle: String {
    switch unseen {
    case 0: return "↓ Latest"
    case 1: return "↓ 1 new \(noun)"
    default: return "↓ \(unseen) new \(noun)s"
    }
  }

  /// Re-arms following and scrolls to the newest row anchored at the bottom, as the article
  /// does: `position.scrollTo(id: lastID, anchor: .bottom)`.
  private func scrollToLatest(list: inout List, at t: Double) {
    list.showNewest(at: t)
    let lastID = list.lastRowID
    list.log.emit(
      "latest-tapped", at: t,
      [("unseen", .number(Double(unseen))), ("id", .number(Double(lastID)))])
    policy = FollowBottomPolicy(isFollowing: true)
    list.host.controller.scrollTo(
      id: lastID, anchor: .bottom, animation: SceneLook.programmaticScroll, at: t)
    mover = .follow
  }

  /// True for input that scrolls the view on the user's behalf.
  /// - Parameter kind: the event.
  static func isScrollInput(_ kind: InputEventKind) -> Bool {
    switch kind {
    case .wheel, .pointerDown, .pointerUp, .fingerDown, .fingerMove, .fingerUp, .keyDown:
      return true
    case .pointerMove(_, let held):
      return held
    default:
      return false
    }
  }
}
