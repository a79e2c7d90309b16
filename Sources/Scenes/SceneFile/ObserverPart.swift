import Drawing
import ScrollCore
import Synchronization

/// A scene file's `[[observer]]`s as one part: each is an `onScrollGeometryChange(for:
/// Bool.self)` observer on the list, whose transform is its `when`; like SwiftUI's, its action
/// runs only when the value flips (never for the first value). Each flip is an event
/// `"observer"` with the observer's name, the new value and the raw offset
/// (`contentOffset.y`).
final class ObserverPart<List: PartList>: ScenePart {
  /// The observers, in file order.
  let observers: [SceneFile.Observer]
  /// Each observer's last delivered value (false before its first flip).
  private(set) var values: [Bool]
  /// Each observer's flips so far.
  private(set) var flipCounts: [Int]
  /// Each observer's id on the list (for its transform and action counts), in file order.
  private(set) var observerIDs: [GeometryObserverRegistry<FeedObserved>.ObserverID] = []
  private let flips = ObserverFlips()
  private var log: SceneEventLog
  let name = "observers"

  /// Registers the observers on `list`.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - sceneName: stamped on the events.
  ///   - observers: the file's observers.
  init(list: inout List, sceneName: String, observers: [SceneFile.Observer]) {
    self.observers = observers
    values = Array(repeating: false, count: observers.count)
    flipCounts = values.map { _ in 0 }
    log = SceneEventLog(scene: sceneName)
    for (index, observer) in observers.enumerated() {
      let when = observer.when
      let flips = self.flips
      let id = list.host.controller.observers.onScrollGeometryChange(
        for: Bool.self, name: observer.name, of: { when.holds(in: $0) },
        action: { _, new, _ in flips.append(index, new) })
      observerIDs.append(id)
    }
  }

  /// One event per flip delivered this frame.
  /// - Parameters:
  ///   - list: the scene's list.
  ///   - signals: the observers' deliveries.
  ///   - t: the session time, seconds.
  func observe(list: inout List, signals: FeedObserved, at t: Double) {
    for (index, value) in flips.take() {
      values[index] = value
      flipCounts[index] += 1
      log.emit(
        "observer", at: t,
        [
          ("observer", .string(observers[index].name)), ("value", .bool(value)),
          ("offset", .number(list.geometry.contentOffset.y + 0)),
        ])
    }
  }

  /// Returns and clears the events.
  func takeEvents() -> [SceneEvent] { log.take() }

  /// "past-header\ttrue · 3 flips".
  var hudLines: [String] {
    observers.indices.map { i in
      "\(observers[i].name)\t\(values[i]) · \(flipCounts[i]) flips"
    }
  }
}

/// The flips an `ObserverPart`'s actions recorded this frame, by observer index (the actions
/// are `@Sendable`; the part reads them after the observation passes).
private final class ObserverFlips: Sendable {
  private let storage = Mutex<[(Int, Bool)]>([])

  /// Records a flip of observer `index` to `value`.
  func append(_ index: Int, _ value: Bool) { storage.withLock { $0.append((index, value)) } }

  /// Returns and clears the flips.
  func take() -> [(Int, Bool)] {
    storage.withLock { flips in
      defer { flips.removeAll() }
      return flips
    }
  }
}
