import ScrollCore

/// The physics lab's runs: the lab's gesture (`LabGesture`: the scripted fling, a
/// recording's gesture, or the last one made by hand) played into every column once when the
/// scene first appears and again on R or Enter, and the lab's event log (taken after
/// the columns' phase events, as the lab has always listed them).
final class LabRunPart: ScenePart {
  typealias List = LabColumnList
  let name = "runs"
  private let bench: LabBench

  /// Creates the part.
  /// - Parameter bench: the lab's shared state.
  init(bench: LabBench) { self.bench = bench }

  /// R or Enter (without Control or Alt) replays the fling.
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the lab's list.
  func intercept(_ event: InputEvent, list: inout LabColumnList) -> Bool {
    guard case .keyDown(let key, let mods, _) = event.kind, !mods.contains(.control),
      !mods.contains(.alt), key == .character("r") || key == .enter
    else { return false }
    bench.startReplay(at: event.time)
    return true
  }

  /// Records the event when it is part of a gesture made by hand (`LabBench.recordHand`).
  /// - Parameters:
  ///   - event: the input event.
  ///   - list: the lab's list.
  func didHandle(_ event: InputEvent, list: inout LabColumnList) { bench.recordHand(event) }

  /// Starts the first replay when it is due, then plays the script's events due by `t`
  /// into every column, before they advance.
  /// - Parameters:
  ///   - list: the lab's list.
  ///   - t: the session time, seconds.
  func willAdvance(list: inout LabColumnList, at t: Double) {
    if let due = bench.autoRunAt, t >= due {
      bench.autoRunAt = nil
      bench.didAutoRun = true
      bench.startReplay(at: t)
    }
    bench.playScript(to: t)
  }

  func needsFrame(at t: Double) -> Bool { bench.replayStart != nil || bench.autoRunAt != nil }

  var nextWakeTime: Double? { bench.autoRunAt }

  func takeEvents() -> [SceneEvent] { bench.log.take() }
}
