import Drawing
import ScrollCore

/// The chat's messages as a `TimelineList`: a bottom-anchored stack of bubbles with
/// consecutive ids, measured once in the layout's measure callback, with a bounded history.
///
/// - The first layout is not a scroll: the newest messages are measured before the view is
///   placed at the bottom, so it starts there at rest with no phase events.
/// - The history in memory is bounded by `limit + batch` messages: past it the oldest are
///   dropped down to `limit` (only rows a viewport or more above the visible ones, through
///   the stack's `remove`, whose anchor correction keeps the visible rows still).
///   While the user holds the oldest kept rows on screen, messages that arrive past the bound
///   are withheld and appended as the view nears the bottom; `showNewest` with withheld
///   messages rebuilds the stack from the newest `limit`.
///
/// Events (in `log`, with its parts'): "history-dropped" (count, dropped, anchor, jump).
struct ChatList: TimelineList {
  /// The scroll view, its input, the message stack and its observers.
  var host: ScrollHost<FeedObserved>
  /// The list's events and its parts', in the order they happened.
  var log: SceneEventLog
  /// Messages kept after a trim.
  let limit: Int
  /// Messages allowed past `limit` before the oldest are dropped (so trims are rare).
  let batch: Int
  private let content: SampleContent
  private let measurer: any TextMeasurer
  private var cache: [Int: (message: ChatMessage, bubble: ChatBubble)] = [:]
  private var rowWidth = 0.0
  /// Id of the first (oldest) message in the stack; ids are consecutive.
  private(set) var oldestID = 0
  /// Id of the newest message that arrived.
  private(set) var newestID: Int
  /// Messages dropped from memory (the oldest, past `limit`).
  private(set) var droppedCount = 0
  /// True once laid out in a frame with room.
  private(set) var isPlaced = false
  /// True while a history page loads (no trim meanwhile).
  var olderPageInFlight = false
  /// Notes the layout that found the view come to rest (a scene file's `[snap]`).
  private(set) var rest = RestWatch()

  /// Creates the list of the first `count` messages.
  /// - Parameters:
  ///   - scene: the scene's name, stamped on events.
  ///   - count: messages at the start (ids 0 up).
  ///   - limit: messages kept after a trim.
  ///   - batch: messages allowed past `limit` before a trim.
  ///   - topRow: height of the history row in the content's top padding, points.
  ///   - environment: measurer, seed, physics and input.
  init(
    scene: String, count: Int, limit: Int, batch: Int, topRow: Double,
    environment: SceneEnvironment
  ) {
    self.limit = limit
    self.batch = batch
    measurer = environment.measurer
    content = SampleContent(seed: environment.seed)
    newestID = count - 1
    log = SceneEventLog(scene: scene)
    let stack = LazyStack(
      count: count, firstID: 0, estimatedSize: 64, spacing: 6,
      padding: SCEdgeInsets(
        top: topRow, leading: SceneLook.margin, bottom: 0, trailing: SceneLook.margin))
    host = ScrollHost(
      scene: scene, stack: stack, state: FeedObserved(), physics: environment.physics,
      input: environment.tuning.input)
  }

  /// Id of the last message in the stack.
  var lastRowID: Int { oldestID + host.stack.count - 1 }
  /// Arrived messages not in the stack yet: the bound was reached while the oldest kept rows
  /// were on screen.
  var withheldCount: Int { newestID - lastRowID }
  /// Messages whose bubbles are cached (measured).
  var cachedMessageCount: Int { cache.count }

  /// Places the list; a new width measures every message again (O(1) at any count: only the
  /// rows laid out from now on are measured).
  /// - Parameters:
  ///   - frame: the list's frame.
  ///   - t: the session time, seconds.
  mutating func setFrame(_ frame: Rect, at t: Double) {
    host.setFrame(frame, at: t)
    let width = max(0, frame.width - 2 * SceneLook.margin)
    guard width != rowWidth else { return }
    rowWidth = width
    cache.removeAll(keepingCapacity: true)
    host.updateStack(at: t) { stack in
      stack.invalidateAllSizes()
      return nil
    }
  }

  /// Advances the host, drops the oldest messages past the bound and appends withheld ones
  /// near the bottom.
  /// - Parameter t: the session time, seconds.
  mutating func advance(to t: Double) {
    host.advance(to: t)
    trim(at: t)
    releaseWithheld(at: t)
  }

  /// The host's phase events and the list's, in time order.
  mutating func takeEvents() -> [SceneEvent] {
    SceneEvent.inTimeOrder(host.takeEvents(), log.take())
  }

  /// Lays out the visible messages, measuring the newest ones first on the first placement.
  /// - Parameter t: the session time, seconds.
  @discardableResult
  mutating func layout(at t: Double) -> LayoutPass {
    if !isPlaced && host.frame.height > 0 { measureNewest(at: t) }
    var measured = cache
    cache = [:]
    let pass = host.layout(at: t) { [oldestID, content, measurer, rowWidth] i in
      Self.entry(oldestID + i, &measured, content, measurer, rowWidth).bubble.itemHeight
    }
    cache = measured
    if host.frame.height > 0 { isPlaced = true }
    rest.update(host.view.phase)
    return pass
  }

  /// Nothing ahead: bubbles are measured as they are laid out.
  mutating func prefetchRows() {}

  /// No spacer.
  /// - Parameters:
  ///   - height: ignored.
  ///   - t: ignored.
  mutating func setSpacerHeight(_ height: Double, at t: Double) -> Bool { false }

  /// Draws the laid-out bubbles with their captions.
  /// - Parameters:
  ///   - list: the display list.
  ///   - theme: colours.
  ///   - opacity: each message's opacity.
  ///   - content: draws what scrolls with the rows (the history row).
  ///   - drawRow: not used (the list draws every message).
  func drawRows(
    into list: inout DisplayList, theme: Theme, opacity: (Int) -> Double,
    content: (inout DisplayList) -> Void, drawRow: (Int, Rect, inout DisplayList) -> Void
  ) {
    host.drawItems(into: &list, background: theme.background, content: content) { item, row, l in
      let entry = cached(item.id)
      l.withOpacity(opacity(item.id)) { l in
        entry.bubble.draw(entry.message, id: item.id, in: row, theme: theme, into: &l)
      }
    }
  }

  /// The message `id`.
  /// - Parameter id: its id.
  func message(_ id: Int) -> ChatMessage { cache[id]?.message ?? content.message(id) }

  // MARK: - Content changes

  /// Prepends `count` older messages, measured at once; the anchor correction keeps the rows
  /// on screen still.
  /// - Parameters:
  ///   - count: messages in the page.
  ///   - t: the session time, seconds.
  mutating func prependOlder(count: Int, at t: Double) {
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
  }

  /// The next message arrived: the oldest are dropped first when the bound is reached, and it
  /// is appended unless the bound withholds it.
  /// - Parameter t: the session time, seconds.
  mutating func appendNewest(at t: Double) {
    newestID += 1
    if withheldCount > 1 || host.stack.count >= limit + batch { trim(at: t) }
    if withheldCount == 1 && host.stack.count < limit + batch {
      host.updateStack(at: t) { $0.append(count: 1, firstID: newestID) }
    }
  }

  /// With withheld messages, replaces the stack by the newest `limit` messages at the bottom
  /// (the rows between were never shown; the ones before count as dropped).
  /// - Parameter t: the session time, seconds.
  mutating func showNewest(at t: Double) {
    guard withheldCount > 0 else { return }
    let keep = min(limit, newestID - oldestID + 1)
    let first = newestID - keep + 1
    droppedCount += first - oldestID
    cache.removeAll(keepingCapacity: true)
    host.updateStack(at: t) { stack in
      stack.remove(0..<stack.count)
      stack.append(count: keep, firstID: first)
      return nil
    }
    oldestID = first
    host.controller.scrollTo(edge: .bottom, animation: .none, at: t)
  }

  /// Drops the oldest messages once more than `limit + batch` are kept, down to `limit`,
  /// sparing every row that ends less than a viewport above the visible ones (they may still
  /// be laid out), and none while an older page loads. The stack's removal correction shifts
  /// the offset by the removed length, so the visible rows do not move.
  private mutating func trim(at t: Double) {
    let stack = host.stack
    guard !olderPageInFlight, stack.count + min(1, withheldCount) > limit + batch else { return }
    let spared = host.view.offset.y - max(host.frame.height, 1)
    let firstSpared = stack.index(atOffset: spared) ?? 0
    let count = min(stack.count - limit, max(0, firstSpared))
    guard count > 0 else { return }
    let moved = measuringJump { list in
      for id in list.oldestID..<(list.oldestID + count) { list.cache[id] = nil }
      list.host.updateStack(at: t) { $0.remove(0..<count) }
      list.oldestID += count
      list.droppedCount += count
    }
    log.emit(
      "history-dropped", at: t,
      [
        ("count", .number(Double(count))), ("dropped", .number(Double(droppedCount))),
        ("anchor", .number(Double(moved.anchor ?? oldestID))), ("jump", .number(moved.jump + 0)),
      ])
  }

  /// Appends withheld messages (as many as the bound allows) once the view nears the bottom
  /// of the stack; rows appended below the visible ones do not move them.
  private mutating func releaseWithheld(at t: Double) {
    let room = limit + batch - host.stack.count
    let withheld = withheldCount
    guard withheld > 0, room > 0,
      host.view.maxOffset(.vertical) - host.view.offset.y < max(host.frame.height, 1)
    else { return }
    let count = min(withheld, room)
    let first = lastRowID + 1
    host.updateStack(at: t) { $0.append(count: count, firstID: first) }
  }

  /// Before the first layout places the view at the bottom: measures the newest messages
  /// that fill the viewport (and the layout's margin above it), so the bottom edge is where
  /// they end and placing the view there moves nothing afterwards. Without it the estimates
  /// put the edge 100 pt too low, the measured rows shrank the content under the view, and
  /// the view reported a bounce (decelerating, then idle) at t = 0 with no input.
  private mutating func measureNewest(at t: Double) {
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

  // MARK: - Measuring and reading

  /// Height of the item at `index` (ids are consecutive from `oldestID`).
  private mutating func measure(index: Int) -> Double? {
    Self.entry(oldestID + index, &cache, content, measurer, rowWidth).bubble.itemHeight
  }

  /// The message and bubble of `id`, cached (or made now, uncached, when drawing).
  private func cached(_ id: Int) -> (message: ChatMessage, bubble: ChatBubble) {
    if let entry = cache[id] { return entry }
    let message = content.message(id)
    return (message, ChatBubble(text: message.text, rowWidth: rowWidth, measurer: measurer))
  }

  private static func entry(
    _ id: Int, _ cache: inout [Int: (message: ChatMessage, bubble: ChatBubble)],
    _ content: SampleContent, _ measurer: any TextMeasurer, _ rowWidth: Double
  ) -> (message: ChatMessage, bubble: ChatBubble) {
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
  /// - Parameter id: the message's id.
  func windowFrame(ofMessage id: Int) -> Rect? {
    guard let item = host.stack.visibleItems.first(where: { $0.id == id }) else { return nil }
    return host.windowRect(item.frame)
  }
}
