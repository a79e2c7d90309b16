import Drawing
import ScrollCore

/// The infinite feed's own keys and its third page rule, as a part after the pagination:
/// E swaps the sentinel and near-bottom rules for the article's `FeedScrollState` action
/// (registered the first time it is chosen), O drops its `!old.isNearBottom` check, T
/// scrolls to the top. Events: "page-rule", "old-value-check", "scroll-to-top",
/// "scroll-state-action".
final class InfiniteRules: ScenePart {
  /// The feed's pagination, asked for pages by the `FeedScrollState` rule.
  let pagination: PaginationPart
  /// True while the `FeedScrollState` action asks for pages (E).
  private(set) var usesScrollStateRule = false
  /// True while the action checks `!old.isNearBottom` (O turns it off).
  private(set) var checksOldValue = true
  /// The action's page requests: wanted, and started past the guards.
  private(set) var scrollStateRequests = (wanted: 0, started: 0)
  private var registeredScrollState = false
  private var log: SceneEventLog
  let name = "rules"

  /// Creates the rules, the sentinel and near-bottom ones in use.
  /// - Parameters:
  ///   - sceneName: stamped on the events.
  ///   - pagination: the feed's pagination.
  init(sceneName: String, pagination: PaginationPart) {
    self.pagination = pagination
    log = SceneEventLog(scene: sceneName)
  }

  /// E, O and T.
  /// - Parameters:
  ///   - action: the leftover action.
  ///   - t: the event's session time, seconds.
  ///   - list: the feed's list.
  func perform(_ action: InputAction, at t: Double, list: inout FeedList) -> Bool {
    if action.isLetter("e") {
      usesScrollStateRule.toggle()
      pagination.visibilityRules = !usesScrollStateRule
      // Registered the first time it is chosen: the default feed runs no extra transform.
      if usesScrollStateRule && !registeredScrollState {
        FeedScrollState.register(in: &list.host.controller.observers)
        registeredScrollState = true
      }
      log.emit("page-rule", at: t, [("rule", .string(ruleName))])
    } else if action.isLetter("o") {
      checksOldValue.toggle()
      log.emit("old-value-check", at: t, [("on", .bool(checksOldValue))])
    } else if action.isLetter("t") {
      log.append(list.scrollToTop(scene: log.scene, via: "key", at: t))
    } else {
      return false
    }
    return true
  }

  /// The `FeedScrollState` action, when that rule is in use and the observer delivered.
  /// - Parameters:
  ///   - list: the feed's list.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout FeedList, signals: FeedObserved, at t: Double) {
    guard usesScrollStateRule, let (old, new) = signals.scrollState else { return }
    let wants = new.isNearBottom && (!checksOldValue || !old.isNearBottom)
    var started = false
    if wants {
      scrollStateRequests.wanted += 1
      started = pagination.requestFromScrollState(at: t)
      if started { scrollStateRequests.started += 1 }
    }
    log.emit(
      "scroll-state-action", at: t,
      [
        ("old", .bool(old.isNearBottom)), ("new", .bool(new.isNearBottom)),
        ("wants", .bool(wants)), ("accepted", .bool(started)),
      ])
  }

  /// The rule in use, as the events name it.
  private var ruleName: String {
    usesScrollStateRule ? PageTrigger.scrollState.rawValue : "sentinel+near-bottom"
  }

  /// Returns and clears the rules' events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// The near-bottom edges, the rule, the check and the action's requests.
  var hudLines: [String] {
    [
      "near-bottom\t\(pagination.nearBottomEdges) edges",
      "page rule\t\(ruleName) (E)",
      "oldValue check\t\(checksOldValue ? "on" : "off") (O)",
      "state action\t\(scrollStateRequests.wanted) wanted · \(scrollStateRequests.started) started",
    ]
  }
}
