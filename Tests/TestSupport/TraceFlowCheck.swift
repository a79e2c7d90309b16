import Foundation

/// Checks a Chrome trace's flow arrows and gesture tracks the way Perfetto's JSON importer
/// binds them (see `ChromeTraceWriter+Flows.swift`): every flow start (`ph` "s") has exactly
/// one finish ("f") with the same id, category and name, and the reverse; ids are unique;
/// each start follows, at its timestamp, the slice it binds to on its thread; each finish
/// lies inside a "frame" slice of its thread (a complete event, or a B/E pair) and follows
/// that frame's span in the file, with only other finishes between (so it binds to the
/// frame); every async begin ("b") has one end ("e") no earlier, with the same name and id.
package struct TraceFlowCheck {
  /// Flows found (starts).
  package private(set) var flows = 0
  /// Gesture slices found (async begins).
  package private(set) var gestures = 0
  /// The number of "frame" slices.
  package private(set) var frames = 0
  /// Each rule broken, in words.
  package private(set) var problems: [String] = []
  /// The input events' args (flow id to args), for tests that check what an event carries.
  package private(set) var inputArgs: [Int: [String: Any]] = [:]

  /// Parses and checks `data`; a file that is not JSON with a `traceEvents` array is a problem.
  /// - Parameter data: the trace file's bytes.
  package init(_ data: Data) {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let events = root["traceEvents"] as? [[String: Any]]
    else {
      problems.append("not JSON with a traceEvents array")
      return
    }
    check(events)
  }

  private static func ts(_ e: [String: Any]) -> Double {
    (e["ts"] as? NSNumber)?.doubleValue ?? .nan
  }
  private static func id(_ e: [String: Any]) -> Int? { (e["id"] as? NSNumber)?.intValue }
  private static func thread(_ e: [String: Any]) -> String { "\(e["pid"] ?? "")/\(e["tid"] ?? "")" }

  private mutating func check(_ events: [[String: Any]]) {
    var starts: [Int: (cat: String, name: String)] = [:]
    var finishes: [Int: (cat: String, name: String)] = [:]
    var frameSpans: [String: [(Double, Double)]] = [:]
    var openFrames: [String: Double] = [:]
    var begins: [Int: (name: String, ts: Double)] = [:]
    var ends = 0
    let tolerance = 0.0005  // half a nanosecond, in microseconds
    for (position, e) in events.enumerated() {
      let phase = e["ph"] as? String ?? ""
      let key = (e["cat"] as? String ?? "", e["name"] as? String ?? "")
      switch phase {
      case "X" where key.1 == "frame":
        frameSpans[Self.thread(e), default: []].append(
          (Self.ts(e), Self.ts(e) + ((e["dur"] as? NSNumber)?.doubleValue ?? .nan)))
        frames += 1
      case "B" where key.1 == "frame": openFrames[Self.thread(e)] = Self.ts(e)
      case "E" where key.1 == "frame":
        if let start = openFrames.removeValue(forKey: Self.thread(e)) {
          frameSpans[Self.thread(e), default: []].append((start, Self.ts(e)))
          frames += 1
        }
      case "s":
        guard let id = Self.id(e) else {
          problems.append("flow start without an id at event \(position)")
          continue
        }
        if starts[id] != nil { problems.append("flow id \(id) starts twice") }
        starts[id] = key
        flows += 1
        let previous = position > 0 ? events[position - 1] : [:]
        if previous["ph"] as? String != "X" || Self.thread(previous) != Self.thread(e)
          || abs(Self.ts(previous) - Self.ts(e)) > tolerance
        {
          problems.append("flow \(id) starts without its slice right before it, at its time")
        } else {
          inputArgs[id] = previous["args"] as? [String: Any] ?? [:]
        }
      case "f":
        guard let id = Self.id(e) else {
          problems.append("flow finish without an id at event \(position)")
          continue
        }
        if finishes[id] != nil { problems.append("flow id \(id) finishes twice") }
        finishes[id] = key
        if e["bp"] as? String != "e" { problems.append("flow \(id) finishes without bp e") }
        let t = Self.ts(e)
        let inside = (frameSpans[Self.thread(e)] ?? []).contains {
          $0.0 - tolerance <= t && t <= $0.1 + tolerance
        }
        if !inside { problems.append("flow \(id) finishes at \(t) µs, inside no frame slice") }
        var back = position - 1
        while back >= 0, events[back]["ph"] as? String == "f" { back -= 1 }
        let binding = back >= 0 ? events[back] : [:]
        if binding["name"] as? String != "frame" || Self.thread(binding) != Self.thread(e) {
          problems.append("flow \(id) finishes after something other than its frame's span")
        }
      case "b":
        guard let id = Self.id(e) else { continue }
        if begins[id] != nil { problems.append("gesture id \(id) begins twice") }
        begins[id] = (key.1, Self.ts(e))
        gestures += 1
      case "e":
        guard let id = Self.id(e), let begin = begins[id] else {
          problems.append("an async end without its begin")
          continue
        }
        if begin.name != key.1 || Self.ts(e) + tolerance < begin.ts {
          problems.append("gesture \(id) ends under another name or before it begins")
        }
        ends += 1
      default: break
      }
    }
    for (id, key) in starts where finishes[id] == nil || finishes[id]! != key {
      problems.append(
        "flow \(id) (\(key.cat)/\(key.name)) has no finish with its category and name")
    }
    for id in finishes.keys where starts[id] == nil {
      problems.append("flow \(id) finishes without a start")
    }
    if ends != begins.count { problems.append("\(begins.count) gestures begin, \(ends) end") }
  }
}
