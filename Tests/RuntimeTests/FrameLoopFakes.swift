import Runtime
import ScrollCore

/// A host that records what the loop asked of it, in order.
final class RecordingHost: FrameHost {
  var log: [String] = []
  var skipped: Set<FrameStage> = []
  var needs: (Double) -> Bool = { _ in false }
  var wake: Double?
  var stopAfter = Int.max
  var ended = 0

  func takesPart(in stage: FrameStage) -> Bool { !skipped.contains(stage) }
  func beginFrame(_ input: FrameInput) { log.append("begin frame \(input.index)") }
  func prepare(_ stage: FrameStage, _ input: FrameInput) { log.append("prepare \(stage)") }
  func run(_ stage: FrameStage, _ input: FrameInput) { log.append("run \(stage)") }
  func begin(_ stage: FrameStage) { log.append("time \(stage)") }
  func end(_ stage: FrameStage) { log.append("stop \(stage)") }
  func endFrame(_ input: FrameInput) {
    ended += 1
    log.append("end frame \(input.index)")
  }
  func shouldStop() -> Bool { ended >= stopAfter }
  func needsFrame(at t: Double) -> Bool { needs(t) }
  var nextWakeTime: Double? { wake }

  /// The stages run, in order.
  var stagesRun: [String] { log.filter { $0.hasPrefix("run ") } }
}

/// A host that uses every default of the protocol.
final class MinimalHost: FrameHost {
  var ran: [FrameStage] = []
  func run(_ stage: FrameStage, _ input: FrameInput) { ran.append(stage) }
}

/// A live clock that waits on nothing: `now` is set by the test; sleeping, resuming and
/// pacing are counted.
final class FakeLiveClock: FrameClock {
  var now = 0.0
  var sleeps: [(timer: Double?, now: Double)] = []
  var resumes = 0
  var waits = 0
  /// Run when the loop sleeps (a test moves time or queues an event here).
  var onSleep: () -> Void = {}

  func restTime(afterFrameAt t: Double) -> Double { t }
  func waitForNextFrame() { waits += 1 }
  func skipIdle(timer: Double?, event: Double?) -> Bool { false }
  func sleep(timer: Double?, now: Double) {
    sleeps.append((timer, now))
    onSleep()
  }
  func resume() { resumes += 1 }
}

/// A source handing out the events a test queues, each at or before the frame's time.
final class FakeSource: EventSource {
  var pending: [InputEvent] = []
  var forces = false
  var taken: [FrameInput] = []

  func take(frame index: Int, at t: Double) -> FrameInput {
    let due = pending.filter { $0.time <= t }
    pending.removeAll { $0.time <= t }
    let input = FrameInput(index: index, time: t, events: due, forcesFrame: forces)
    forces = false
    taken.append(input)
    return input
  }

  func nextEventTime(afterFrameAt t: Double) -> Double? { pending.first?.time }
}

extension InputEvent {
  /// A focus event at `t` (any event will do for the loop).
  static func any(at t: Double) -> InputEvent { InputEvent(time: t, kind: .focusGained) }
}
