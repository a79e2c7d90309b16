import ScrollCore

/// Small helpers shared by the feed scenes.
enum FeedSceneSupport {
  /// Merges two event lists that are each in time order into one, stably (ties keep `a`
  /// first). O(a + b).
  static func merge(_ a: [SceneEvent], _ b: [SceneEvent]) -> [SceneEvent] {
    if a.isEmpty { return b }
    if b.isEmpty { return a }
    var out: [SceneEvent] = []
    out.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i].time <= b[j].time) {
        out.append(a[i])
        i += 1
      } else {
        out.append(b[j])
        j += 1
      }
    }
    return out
  }

  /// `n` with thousands separators: 1000000 -> "1,000,000".
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return n < 0 ? "-" + out : out
  }

  /// True for a press of the letter `c` without Control or Alt.
  static func isLetter(_ action: InputAction, _ c: Character) -> Bool {
    guard case .key(.character(let k), let mods, _) = action else { return false }
    return k == c && !mods.contains(.control) && !mods.contains(.alt)
  }
}
