import Drawing
import ScrollCore

/// A scene file's `[chat]` as a part over its messages list, on the engine's own API (until
/// the chat's shared parts replace it): ScrollCore's `FollowBottomPolicy` keeps the view at
/// the bottom while it is there (new and resized messages follow it; scrolling away stops
/// following, reaching the bottom re-arms it); messages arrive on a seeded timer
/// (`arrivals`); scrolled near the top, an older page of `pageSize` messages is asked for
/// and, after `history-latency`, prepended with `LazyStack.prepend`, whose anchor correction
/// keeps the messages in view still. Events: "message-arrived" (id, followed),
/// "history-requested" (page), "history-prepended" (count, jump).
final class ChatPart: ScenePart {
  /// Messages in a history page.
  static let pageSize = 20
  /// Points from the top within which older messages are asked for.
  static let historyDistance = 80.0
  /// The file's `[chat]`.
  let chat: SceneFile.Chat
  /// Follows the bottom.
  private(set) var follow = FollowBottomPolicy(isFollowing: true)
  /// History pages not loaded yet.
  private(set) var historyPagesLeft: Int
  /// Messages arrived on the timer.
  private(set) var arrived = 0
  private var newestID: Int
  private var nextArrival: Double?
  private var historyDue: Double?
  private var settled = false
  /// True while an animation this part started runs (any other is a programmatic scroll).
  private var following = false
  private var lastLength = 0.0
  private let seed: UInt64
  private var log: SceneEventLog
  let name = "chat"
  let changesLayout = true

  /// The first message's id for a chat of `chat`: room below it for every history page.
  /// - Parameter chat: the file's `[chat]`.
  static func firstID(_ chat: SceneFile.Chat) -> Int { chat.historyPages * pageSize }

  /// Creates the chat over `list` (built with `firstID(_:)`).
  /// - Parameters:
  ///   - list: the messages.
  ///   - chat: the file's `[chat]`.
  ///   - seed: the list's seed (arrival times).
  ///   - sceneName: stamped on the events.
  init(list: FileRowsList, chat: SceneFile.Chat, seed: UInt64, sceneName: String) {
    self.chat = chat
    self.seed = seed
    historyPagesLeft = chat.historyPages
    newestID = list.firstID + (list.spec.rows ?? 0) - 1
    log = SceneEventLog(scene: sceneName)
    nextArrival = interval(0)
  }

  /// Seconds before arrival `k` (nil: no timed messages).
  private func interval(_ k: Int) -> Double? {
    let r = chat.arrivals.range
    guard r.upperBound > 0 else { return nil }
    return max(
      0.05, r.lowerBound + (r.upperBound - r.lowerBound) * FileRowsList.unit(seed ^ 0xC4A7, k))
  }

  /// Appends the messages due by `t` and prepends a history page that arrived.
  /// - Parameters:
  ///   - list: the messages.
  ///   - t: the session time, seconds.
  func advance(list: inout FileRowsList, at t: Double) {
    while let due = nextArrival, t >= due {
      newestID += 1
      arrived += 1
      let id = newestID
      list.host.updateStack(at: t) { $0.append(count: 1, firstID: id) }
      log.emit(
        "message-arrived", at: t,
        [("id", .number(Double(id))), ("followed", .bool(follow.isFollowing))])
      nextArrival = interval(arrived).map { due + $0 }
    }
    if let due = historyDue, t >= due {
      historyDue = nil
      let first = list.firstID - Self.pageSize
      guard first >= 0 else { return }
      let anchor = list.host.stack.anchor
      let before = anchor.map {
        list.host.stack.offset(ofIndex: $0.index) - list.host.view.offset.y
      }
      list.host.updateStack(at: t) { $0.prepend(count: Self.pageSize, firstID: first) }
      list.firstID = first
      historyPagesLeft -= 1
      var jump = 0.0
      if let a = anchor, let b = before, let i = list.host.stack.index(ofID: a.id) {
        jump = list.host.stack.offset(ofIndex: i) - list.host.view.offset.y - b
      }
      log.emit(
        "history-prepended", at: t,
        [("count", .number(Double(Self.pageSize))), ("jump", .number(jump + 0))])
    }
  }

  /// Follows the bottom: at start a jump (laid out again so the bottom rows are measured),
  /// later a short animation when new content moved the bottom while following.
  /// - Parameters:
  ///   - list: the messages, laid out.
  ///   - t: the session time, seconds.
  func observePass(list: inout FileRowsList, at t: Double) -> PartPass {
    let view = list.host.view
    let length = list.host.stack.contentLength
    let grew = length > lastLength + 0.001
    lastLength = length
    if view.phase != .animating { following = false }
    let source: FollowBottomPolicy.ScrollSource
    switch view.phase {
    case .interacting, .decelerating, .tracking: source = .user
    case .animating: source = following ? .none : .programmatic
    case .idle: source = .none
    }
    let decision = follow.update(
      FollowBottomPolicy.Input(
        offset: view.offset.y, maxOffset: view.maxOffset(.vertical), contentGrew: grew,
        scroll: source))
    defer { if list.host.frame.height > 0 { settled = true } }
    guard let target = decision.targetOffset, abs(target - view.offset.y) > 0.001 else {
      return PartPass()
    }
    if !settled || abs(target - view.offset.y) < 1 {
      list.host.controller.scrollTo(edge: .bottom, animation: .none, at: t)
      return PartPass(deliveries: 1, layoutChanged: true)
    }
    if view.phase != .animating || abs(view.restingOffset.y - target) > 0.5 {
      list.host.controller.scrollTo(edge: .bottom, animation: .easeInOut(duration: 0.3), at: t)
      following = true
    }
    return PartPass(deliveries: 1)
  }

  /// Asks for an older page when the view comes near the top.
  /// - Parameters:
  ///   - list: the messages.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout FileRowsList, signals: FeedObserved, at t: Double) {
    guard settled, historyDue == nil, historyPagesLeft > 0,
      list.geometry.pointsScrolled.y < Self.historyDistance,
      list.host.stack.contentLength > list.host.frame.height
    else { return }
    historyDue = t + chat.historyLatency
    log.emit(
      "history-requested", at: t,
      [("page", .number(Double(chat.historyPages - historyPagesLeft + 1)))])
  }

  /// The next message or history page.
  var nextWakeTime: Double? {
    switch (nextArrival, historyDue) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return nil
    }
  }

  /// Draws "Loading older messages" above the first message while a page is on its way.
  /// - Parameters:
  ///   - display: the display list (the scroll layer).
  ///   - list: the messages.
  ///   - theme: colours.
  ///   - t: the session time, seconds.
  func drawUnderRows(
    into display: inout DisplayList, list: FileRowsList, theme: Theme, at t: Double
  ) {
    guard historyDue != nil, let first = list.host.stack.visibleItems.first, first.index == 0
    else { return }
    let rect = list.host.layerRect(first.frame)
    display.text(
      "Loading older messages…",
      in: Rect(x: rect.minX + 16, y: rect.minY - 28, width: rect.width - 32, height: 20),
      font: SceneLook.footnote, color: theme.secondaryText)
  }

  /// Returns and clears the events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// Following, messages and history left.
  var hudLines: [String] {
    [
      "following\t\(follow.isFollowing)",
      "arrived\t\(arrived) messages",
      "history\t\(historyPagesLeft) pages left" + (historyDue == nil ? "" : " (loading)"),
    ]
  }
}
