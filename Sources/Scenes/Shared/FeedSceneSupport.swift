import ScrollCore

/// Small helpers shared by the scenes: number grouping and letter keys.
enum FeedSceneSupport {
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
