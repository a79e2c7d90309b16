import Drawing
import ScrollCore

/// Scene 4, "chat": a bottom-anchored conversation.
///
/// - The view starts at the bottom edge (`SCScrollPosition` configured with `.bottom`) and a
///   `FollowBottomPolicy` keeps it there while the user is at the bottom.
/// - Bubbles alternate sides (mine right in the accent colour, theirs left in the card colour)
///   with a time caption; heights are measured once, in the layout's measure callback.
/// - Reaching the top requests a page of older messages; after a short simulated latency
///   (a loading row shows meanwhile) the page is prepended above, and the anchor correction
///   keeps the visible message where it was.
/// - New messages arrive on a seeded timer (2-3 s apart); they are followed while the user is
///   at the bottom, otherwise counted on the "Latest" pill, which appears (animated) whenever
///   the view is away from the bottom. Clicking it, or pressing L, runs the article's
///   `position.scrollTo(id: lastID, anchor: .bottom)`: the last message's bottom meets the
///   viewport's, which is the bottom edge (the 12 pt under the last message is a band below
///   the scroll view, not content padding, so the id form and the edge form agree).
/// - Every message shows its id ("#29") in its time caption, so the `viewID` the inspector
///   reports can be checked by eye.
/// - The first layout is not a scroll: the newest messages are measured before the view is
///   placed at the bottom, so it starts there at rest with no phase events.
/// - The history in memory is bounded by `historyLimit + trimBatch` messages: past it the
///   oldest are dropped down to `historyLimit` (only rows a viewport or more above the
///   visible ones, through the stack's `remove`, whose anchor correction keeps the visible
///   rows still), and the top row counts them ("1,234 earlier messages"); dropped messages
///   are not paged back. While the user holds the oldest kept rows on screen, messages that
///   arrive past the bound are withheld (counted on the Latest pill) and appended as the view
///   nears the bottom; the Latest pill with withheld messages rebuilds the stack from the
///   newest `historyLimit` messages.
///
/// Events: `history-requested` (page), `history-prepended` (count, anchor, jump),
/// `history-dropped` (count, dropped, anchor, jump), `message-arrived` (id, followed, unseen),
/// `latest-shown` / `latest-hidden` (unseen), `latest-tapped` (unseen, id), plus the scroll view's `phase`
/// events.
final class ChatScene: Scene {
  typealias Observed = ChatObserved
  static var mainHost: MainHostPath { \.host }
  var base: SceneBase
  let helpLine = "Scroll up for older messages  ·  L or the Latest pill: back to the newest"

  /// Messages present at the start.
  static let initialCount = 30
  /// Older messages per history page.
  static let pageSize = 20
  /// History pages available before "Beginning of the conversation".
  static let historyPages = 6
  /// Simulated latency of a history page, seconds.
  static let latency = 0.7
  /// Mean time between arriving messages, seconds (each gap is 80-120 % of it, seeded).
  static let arrivalInterval = 2.5
  /// Height of the loading row in the content's top padding.
  static let loadingRowHeight = 44.0
  /// Distance from the bottom (points) past which the Latest pill shows.
  static let latestDistance = 48.0
  /// Height assumed for a message until it is measured.
  static let estimatedHeight = 64.0
  /// Gap between messages.
  static let spacing = 6.0
  /// Messages kept in memory after a trim.
  static let historyLimit = 400
  /// Messages allowed past `historyLimit` before the oldest are dropped (so trims are rare).
  static let trimBatch = 100

  /// What is moving the view, for the follow-bottom policy.
  private enum Mover {
    /// Nothing (or only the follow policy's own animation).
    case none
    /// Wheel, drag, touchpad, keys or the scrollbar, and the motion that follows.
    case user
    /// The scene's own scroll to the bottom (following, or the Latest pill).
    case follow
  }

  /// The scroll view, its input interpreter and the message stack.
  private(set) var host: ScrollHost<ChatObserved>
  private let content: SampleContent
  private let measurer: any TextMeasurer
  private var cache: [Int: (message: ChatMessage, bubble: ChatBubble)] = [:]
  private var rowWidth = 0.0
  /// The scene's whole area: the caption band, the messages, the pill band.
  private var sceneFrame = Rect.zero
  /// Height of the band above the messages where the top-most message's time shows, points:
  /// the caption never covers a bubble.
  static let captionBand = 32.0
  /// Height of the band under the messages where the Latest pill shows, points: the pill
  /// never covers a bubble.
  static let pillBand = SceneLook.pillHeight + 16
  /// Gap between the last message and the separator, points: outside the scroll view, so
  /// that at the bottom edge the last message's bottom is the viewport's.
  static let bottomGap = 12.0
  /// Id of the first (oldest) message in the stack; ids are consecutive.
  private(set) var oldestID = 0
  /// Id of the last (newest) message.
  private(set) var newestID: Int
  /// History pages not loaded yet.
  private(set) var historyPagesLeft = ChatScene.historyPages
  /// Messages dropped from memory (the oldest, past `historyLimit`).
  private(set) var droppedCount = 0
  /// Arrived messages not in the stack yet (newer than its last row): the bound was reached
  /// while the oldest kept rows were on screen.
  var withheldCount: Int { newestID - (oldestID + host.stack.count - 1) }
  /// Messages whose bubbles are cached (measured or drawn).
  var cachedMessageCount: Int { cache.count }
  /// The history's pretend network: the paged feeds' loader, with a fixed latency and no
  /// failures (one page in flight at most).
  private var historyLoader = SimulatedPageLoader(
    latency: ChatScene.latency...ChatScene.latency, failureRate: 0, seed: 0)
  /// When the requested history page arrives, if one is loading.
  var loadDue: Double? { historyLoader.inFlight.first?.dueTime }
  /// When the next message arrives (set on the first frame).
  private(set) var nextArrival: Double?
  private var arrivals: ContentRandom
  /// The follow-bottom policy.
  private(set) var follow = FollowBottomPolicy(isFollowing: true)
  private var mover = Mover.none
  /// Messages that arrived while the user was away from the bottom.
  private(set) var unseen = 0
  private var latest = AnimatedPill()
  private var lastContentLength = 0.0
  private var settled = false

  init(environment: SceneEnvironment, entry: SceneCatalog.Entry) {
    base = SceneBase(entry: entry)
    measurer = environment.measurer
    content = SampleContent(seed: environment.seed)
    arrivals = ContentRandom(seed: environment.seed ^ 0xC4A7_0001)
    newestID = ChatScene.initialCount - 1
    let stack = LazyStack(
      count: ChatScene.initialCount, firstID: 0, estimatedSize: ChatScene.estimatedHeight,
      spacing: ChatScene.spacing,
      padding: SCEdgeInsets(
        top: ChatScene.loadingRowHeight, leading: SceneLook.margin, bottom: 0,
        trailing: SceneLook.margin))
    host = ScrollHost(
      scene: entry.name, stack: stack, state: ChatObserved(), physics: environment.physics,
      input: environment.tuning.input)
    host.controller.observers.onScrollGeometryChange(
      for: Bool.self, name: "near-top", initial: true,
      of: { g in g.contentOffset.y + g.contentInsets.top < ChatScene.loadingRowHeight },
      action: { _, new, state in state.nearTop = new })
    host.controller.observers.onScrollGeometryChange(
      for: Bool.self, name: "away-from-bottom", initial: true,
      of: { g in g.maxOffset(.vertical) - g.contentOffset.y > ChatScene.latestDistance },
      action: { _, new, state in state.awayFromBottom = new })
  }

  // MARK: - Scene

  func setFrame(_ frame: Rect, at t: Double) {
    sceneFrame = frame
    host.setFrame(
      Rect(
        x: frame.minX, y: frame.minY + ChatScene.captionBand, width: frame.width,
        height: max(
          0, frame.height - ChatScene.captionBand - ChatScene.pillBand - ChatScene.bottomGap)),
      at: t)
    let width = max(0, frame.width - 2 * SceneLook.margin)
    if width != rowWidth {
      rowWidth = width
      cache.removeAll(keepingCapacity: true)
      // O(1) at any item count: only the rows laid out from now on are measured again.
      host.updateStack(at: t) { stack in
        stack.invalidateAllSizes()
        return nil
      }
    }
  }

  func handle(_ event: InputEvent) -> Bool {
    if case .keyDown(.character("l"), let mods, _) = event.kind,
      !mods.contains(.control), !mods.contains(.alt)
    {
      scrollToLatest(at: event.time)
      return true
    }
    let actions = host.handle(event)
    if ChatScene.isScrollInput(event.kind) && host.view.phase != .idle { mover = .user }
    for action in actions {
      if case .click(let p) = action, latest.isShown, latestFrame(at: event.time).contains(p) {
        scrollToLatest(at: event.time)
      }
    }
    return true
  }

  func advance(to t: Double) {
    host.advance(to: t)
    trimHistory(at: t)
    releaseWithheld(at: t)
    if nextArrival == nil { nextArrival = t + nextInterval() }
    if !historyLoader.arrivals(at: t).isEmpty { prependHistory(at: t) }
    if let next = nextArrival, t >= next {
      arrive(at: t)
      // Counted from when it was due, not from this frame, so arrivals keep the same times at
      // every frame rate; after a long absence (another scene) from now, not in a burst.
      nextArrival = (t - next < ChatScene.arrivalInterval ? next : t) + nextInterval()
    }
  }

  func layout(at t: Double) {
    if host.view.phase == .idle { mover = .none }
    if !settled && host.frame.height > 0 { measureNewest(at: t) }
    var pass = host.layout(at: t) { [unowned self] i in self.measure(index: i) }
    var laidOut = pass.laidOutRange.count
    var relayouts = 0
    // Follow the bottom. A jump (first frame, sub-point corrections) lays out again so the
    // bottom rows get measured in this frame; bounded to three extra passes.
    for _ in 0..<4 {
      let length = host.stack.contentLength
      let grew = length > lastContentLength + 0.001
      lastContentLength = length
      let decision = follow.update(
        FollowBottomPolicy.Input(
          offset: host.view.offset.y, maxOffset: host.view.maxOffset(.vertical), contentGrew: grew,
          scroll: mover == .user ? .user : .none))
      guard relayouts < 3 else { break }
      // Before the first frame settles, a bottom row measured shorter than its estimate
      // leaves the view past the end: jump back too instead of springing.
      let pastEnd = host.view.offset.y > host.view.maxOffset(.vertical) + 0.001
      guard
        let target = decision.targetOffset
          ?? (!settled && pastEnd ? host.view.maxOffset(.vertical) : nil)
      else { break }
      if !settled || abs(target - host.view.offset.y) < 1 {
        host.controller.scrollTo(edge: .bottom, animation: .none, at: t)
        pass = host.layout(at: t) { [unowned self] i in self.measure(index: i) }
        laidOut += pass.laidOutRange.count
        relayouts += 1
        continue
      }
      if host.view.phase != .animating || abs(host.view.restingOffset.y - target) > 0.5 {
        host.controller.scrollTo(edge: .bottom, animation: .easeInOut(duration: 0.3), at: t)
        mover = .follow
      }
      break
    }
    if host.frame.height > 0 { settled = true }
    base.stats.itemsLaidOut = laidOut
    base.stats.relayouts = relayouts
  }

  func observe(at t: Double) {
    let result = host.controller.observe()
    base.stats.observerTransforms = result.transformsRun
    base.stats.observerDeliveries = result.deliveries
    if host.controller.state.nearTop && loadDue == nil && historyPagesLeft > 0 && settled {
      let page = ChatScene.historyPages - historyPagesLeft + 1
      _ = historyLoader.start(page: page, attempt: 1, at: t)
      base.log.emit("history-requested", at: t, [("page", .number(Double(page)))])
    }
    if follow.isFollowing { unseen = 0 }
    let show = !follow.isFollowing && (host.controller.state.awayFromBottom || unseen > 0)
    if latest.set(show, at: t) {
      base.log.emit(
        show ? "latest-shown" : "latest-hidden", at: t, [("unseen", .number(Double(unseen)))])
    }
  }

  func draw(into list: inout DisplayList, theme: Theme, at t: Double) {
    let frame = host.frame
    list.fill(sceneFrame, theme.background)
    drawTopCaption(into: &list, theme: theme)
    let p = latest.progress(at: t)
    // The band under the messages (the pill's room) names the newest message while the pill
    // is away, with no separator above it: an empty band under a rule read as a missing
    // message composer.
    if p < 0.999 {
      let band = Rect(
        x: sceneFrame.minX + SceneLook.margin, y: frame.maxY + ChatScene.bottomGap + 8,
        width: max(0, sceneFrame.width - 2 * SceneLook.margin), height: SceneLook.pillHeight)
      list.withOpacity(1 - p) { list in
        list.text(
          measurer.truncate(
            "newest message #\(newestID)", font: SceneLook.caption, width: band.width),
          in: band, font: SceneLook.caption, color: theme.secondaryText, alignment: .center)
      }
    }
    if p > 0.001 {
      let pill = latestFrame(at: t)
      list.withOpacity(p) { list in
        SceneLook.pill(latestTitle, in: pill, filled: true, theme: theme, into: &list)
      }
    }
    list.clipped(to: frame) { list in
      host.drawItems(
        into: &list, background: theme.background,
        content: { drawTopRow(into: &$0, theme: theme, at: t) }
      ) { item, row, list in
        let entry = cached(id: item.id)
        entry.bubble.draw(entry.message, id: item.id, in: row, theme: theme, into: &list)
      }
      host.drawScrollbar(into: &list, theme: theme, at: t)
    }
  }

  func needsFrame(at t: Double) -> Bool {
    if host.needsFrame(at: t) || latest.isAnimating(at: t) || loadDue != nil { return true }
    guard let next = nextArrival else { return true }
    return next - t <= 1.0 / 60
  }

  /// The next message's arrival or the history page's, whichever comes first.
  var nextWakeTime: Double? {
    switch (nextArrival, loadDue) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    default: return nil
    }
  }

  var hud: HUDSnapshot {
    var history = "\(max(0, -oldestID)) older"
    if droppedCount > 0 {
      history += " · \(groupedDigits(droppedCount)) dropped"
      if withheldCount > 0 { history += " · \(withheldCount) withheld" }
    } else if loadDue != nil {
      history += " · loading"
    } else if historyPagesLeft == 0 {
      history += " · all"
    }
    return host.hud(extra: [
      "viewID .bottom\t\(bottomMessageID.map { "#\($0)" } ?? "–") (the anchor's message)",
      "viewID no anchor\t\(topMessageID.map { "#\($0)" } ?? "–") (top-most)",
      "following\t\(follow.isFollowing ? "yes" : "no")",
      "unseen\t\(unseen)",
      "history\t\(history)",
    ])
  }

  // MARK: - Content changes

  /// Appends the next message; it is followed when the policy follows the bottom.
  private func arrive(at t: Double) {
    newestID += 1
    let followed = follow.isFollowing
    if withheldCount > 1 || host.stack.count >= ChatScene.historyLimit + ChatScene.trimBatch {
      trimHistory(at: t)
    }
    if withheldCount == 1 && host.stack.count < ChatScene.historyLimit + ChatScene.trimBatch {
      host.updateStack(at: t) { $0.append(count: 1, firstID: newestID) }
    }
    if !followed { unseen += 1 }
    base.log.emit(
      "message-arrived", at: t,
      [
        ("id", .number(Double(newestID))), ("followed", .bool(followed)),
        ("unseen", .number(Double(unseen))),
      ])
  }

  /// Prepends a page of older messages, keeping the anchor message still on screen.
  private func prependHistory(at t: Double) {
    guard historyPagesLeft > 0 else { return }
    let count = ChatScene.pageSize
    let anchor = host.stack.anchor
    let before = anchor.map { host.stack.offset(ofIndex: $0.index) - host.view.offset.y }
    let first = oldestID - count
    oldestID -= count
    // The page is measured as it arrives: its last rows appear at once above the anchor, and
    // a row measured later while partly on screen would push the messages below it.
    let heights = (0..<count).map { measure(index: $0) }
    host.updateStack(at: t) { stack in
      var correction = stack.prepend(count: count, firstID: first)
      for (i, height) in heights.enumerated() {
        if let height { correction.delta += stack.setSize(height, at: i).delta }
      }
      return correction
    }
    historyPagesLeft -= 1
    var jump = 0.0
    if let a = anchor, let b = before, let i = host.stack.index(ofID: a.id) {
      jump = host.stack.offset(ofIndex: i) - host.view.offset.y - b
    }
    base.log.emit(
      "history-prepended", at: t,
      [
        ("count", .number(Double(count))), ("anchor", .number(Double(anchor?.id ?? oldestID))),
        ("jump", .number(jump + 0)),
      ])
  }

  /// Drops the oldest messages from memory once more than `historyLimit + trimBatch` are
  /// kept, down to `historyLimit`, sparing every row that ends less than a viewport above the
  /// visible ones (they may still be laid out). The stack's removal correction shifts the
  /// offset by the removed length, so the visible rows do not move.
  private func trimHistory(at t: Double) {
    let stack = host.stack
    guard loadDue == nil,
      stack.count + min(1, withheldCount) > ChatScene.historyLimit + ChatScene.trimBatch
    else {
      return
    }
    let spared = host.view.offset.y - max(host.frame.height, 1)
    let firstSpared = stack.index(atOffset: spared) ?? 0
    let count = min(stack.count - ChatScene.historyLimit, max(0, firstSpared))
    guard count > 0 else { return }
    let anchor = stack.anchor
    let before = anchor.map { stack.offset(ofIndex: $0.index) - host.view.offset.y }
    for id in oldestID..<(oldestID + count) { cache[id] = nil }
    host.updateStack(at: t) { $0.remove(0..<count) }
    oldestID += count
    droppedCount += count
    // The pages older than the dropped messages are not loaded any more.
    historyPagesLeft = 0
    var jump = 0.0
    if let a = anchor, let b = before, let i = host.stack.index(ofID: a.id) {
      jump = host.stack.offset(ofIndex: i) - host.view.offset.y - b
    }
    base.log.emit(
      "history-dropped", at: t,
      [
        ("count", .number(Double(count))), ("dropped", .number(Double(droppedCount))),
        ("anchor", .number(Double(anchor?.id ?? oldestID))), ("jump", .number(jump + 0)),
      ])
  }

  /// Appends withheld messages (as many as the bound allows) once the view nears the bottom
  /// of the stack; rows appended below the visible ones do not move them.
  private func releaseWithheld(at t: Double) {
    let room = ChatScene.historyLimit + ChatScene.trimBatch - host.stack.count
    let withheld = withheldCount
    guard withheld > 0, room > 0,
      host.view.maxOffset(.vertical) - host.view.offset.y < max(host.frame.height, 1)
    else { return }
    let count = min(withheld, room)
    let first = oldestID + host.stack.count
    host.updateStack(at: t) { $0.append(count: count, firstID: first) }
  }

  /// Replaces the stack by the newest `historyLimit` messages (the Latest pill while messages
  /// are withheld: the rows between were never shown); the ones before count as dropped.
  private func rebuildAtLatest(at t: Double) {
    let keep = min(ChatScene.historyLimit, newestID - oldestID + 1)
    let first = newestID - keep + 1
    droppedCount += first - oldestID
    cache.removeAll(keepingCapacity: true)
    host.updateStack(at: t) { stack in
      stack.remove(0..<stack.count)
      stack.append(count: keep, firstID: first)
      return nil
    }
    oldestID = first
    historyPagesLeft = 0
    host.controller.scrollTo(edge: .bottom, animation: .none, at: t)
  }

  /// Re-arms following and scrolls to the newest message (the Latest pill, key L), as the
  /// article does: `position.scrollTo(id: lastID, anchor: .bottom)`.
  private func scrollToLatest(at t: Double) {
    if withheldCount > 0 { rebuildAtLatest(at: t) }
    let lastID = oldestID + host.stack.count - 1
    base.log.emit(
      "latest-tapped", at: t,
      [("unseen", .number(Double(unseen))), ("id", .number(Double(lastID)))])
    follow = FollowBottomPolicy(isFollowing: true)
    host.controller.scrollTo(
      id: lastID, anchor: .bottom, animation: SceneLook.programmaticScroll, at: t)
    mover = .follow
  }

  /// Before the first layout places the view at the bottom: measures the newest messages
  /// that fill the viewport (and the layout's margin above it), so the bottom edge is where
  /// they end and placing the view there moves nothing afterwards. Without it the estimates
  /// put the edge 100 pt too low, the measured rows shrank the content under the view, and
  /// the view reported a bounce (decelerating, then idle) at t = 0 with no input.
  private func measureNewest(at t: Double) {
    let reach = host.frame.height + LazyStack.defaultOverscan
    var heights: [(index: Int, height: Double)] = []
    var filled = 0.0
    var i = host.stack.count - 1
    while i >= 0 && filled < reach {
      var height = host.stack.size(at: i)
      if !host.stack.isMeasured(at: i), let measured = measure(index: i) {
        heights.append((i, measured))
        height = measured
      }
      filled += height + host.stack.spacing
      i -= 1
    }
    guard !heights.isEmpty else { return }
    host.updateStack(at: t) { stack in
      for (index, height) in heights { stack.setSize(height, at: index) }
      return nil
    }
  }

  private func nextInterval() -> Double {
    ChatScene.arrivalInterval * (0.8 + 0.4 * arrivals.unit())
  }

  // MARK: - Measuring and reading

  /// Height of the item at `index` (ids are consecutive from `oldestID`).
  private func measure(index: Int) -> Double? {
    cached(id: oldestID + index).bubble.itemHeight
  }

  private func cached(id: Int) -> (message: ChatMessage, bubble: ChatBubble) {
    if let entry = cache[id] { return entry }
    let message = content.message(id)
    let entry = (message, ChatBubble(text: message.text, rowWidth: rowWidth, measurer: measurer))
    cache[id] = entry
    return entry
  }

  /// The top-most visible message: `SCScrollPosition.viewID` without an anchor (the stack is
  /// the target layout). Not what a bottom-anchored chat reads.
  var topMessageID: Int? { host.view.position.viewID(type: Int.self) }

  /// `SCScrollPosition(edge: .bottom)`'s `viewID` as a chat reads it with the bottom anchor
  /// (`scrollPosition($position, anchor: .bottom)`): the message at the viewport's bottom
  /// edge, or the last one above it when the edge falls in a gap or the bottom padding.
  var bottomMessageID: Int? {
    let bottom = host.view.geometry.visibleRect.maxY
    var best: LaidOutItem?
    for item in host.stack.visibleItems where item.frame.minY < bottom {
      if best.map({ item.frame.minY > $0.frame.minY }) ?? true { best = item }
    }
    return best?.id
  }

  /// The window frame of message `id` if it is laid out this frame.
  func windowFrame(ofMessage id: Int) -> Rect? {
    guard let item = host.stack.visibleItems.first(where: { $0.id == id }) else { return nil }
    return host.windowRect(item.frame)
  }

  /// The Latest pill's frame at time `t`, in the band under the messages (it slides up 8 pt
  /// as it appears).
  func latestFrame(at t: Double) -> Rect {
    let width = SceneLook.pillWidth(latestTitle, measurer: measurer)
    let lift = (1 - latest.progress(at: t)) * 8
    return Rect(
      x: sceneFrame.midX - width / 2, y: host.frame.maxY + ChatScene.bottomGap + 8 + lift,
      width: width,
      height: SceneLook.pillHeight)
  }

  /// True when the Latest pill is (or is becoming) visible.
  var isLatestShown: Bool { latest.isShown }

  private var latestTitle: String {
    switch unseen {
    case 0: return "↓ Latest"
    case 1: return "↓ 1 new message"
    default: return "↓ \(unseen) new messages"
    }
  }

  // MARK: - Drawing parts

  /// The loading row, or the history status, in the content's top padding (drawn in the
  /// host's scroll layer).
  private func drawTopRow(into list: inout DisplayList, theme: Theme, at t: Double) {
    let content = Rect(x: 0, y: 0, width: host.frame.width, height: ChatScene.loadingRowHeight)
    guard host.windowRect(content).maxY > host.frame.minY else { return }
    let row = host.layerRect(content)
    if loadDue != nil {
      let label = "Loading earlier messages…"
      let width = measurer.size(of: label, font: SceneLook.footnote).width
      let spinnerCenter = Point(x: row.midX - width / 2 - 14, y: row.midY)
      PageSpinner.draw(
        into: &list, center: spinnerCenter, radius: 8, color: theme.secondaryText,
        animating: true, at: t)
      list.text(
        label, in: Rect(x: row.midX - width / 2, y: row.minY, width: width + 4, height: row.height),
        font: SceneLook.footnote, color: theme.secondaryText)
    } else {
      let label =
        droppedCount > 0
        ? ChatScene.droppedLabel(droppedCount)
        : historyPagesLeft == 0 ? "Beginning of the conversation" : "Scroll up for earlier messages"
      list.text(
        label, in: row, font: SceneLook.footnote, color: theme.secondaryText, alignment: .center)
    }
  }

  /// The top row once messages were dropped: "1 earlier message", "1,234 earlier messages".
  /// - Parameter count: messages dropped.
  static func droppedLabel(_ count: Int) -> String {
    "\(groupedDigits(count)) earlier message\(count == 1 ? "" : "s")"
  }

  /// A small caption with the top-most message's time, in the band above the messages.
  private func drawTopCaption(into list: inout DisplayList, theme: Theme) {
    guard host.view.offset.y > ChatScene.loadingRowHeight, let id = topMessageID else { return }
    let text = cached(id: id).message.time
    let width = measurer.size(of: text, font: SceneLook.captionBold).width + 24
    let rect = Rect(
      x: sceneFrame.midX - width / 2, y: sceneFrame.minY + 4, width: width, height: 24)
    SceneLook.floatingCard(rect, theme: theme, radius: 12, into: &list)
    list.text(
      text, in: rect, font: SceneLook.captionBold, color: theme.secondaryText, alignment: .center)
  }

  // MARK: - Helpers

  /// True for input that scrolls the view on the user's behalf.
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
