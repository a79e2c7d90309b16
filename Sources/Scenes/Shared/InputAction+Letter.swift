import ScrollCore

extension InputAction {
  /// True for a press of the letter `c` without Control or Alt.
  /// - Parameter c: the letter, lower case.
  func isLetter(_ c: Character) -> Bool {
    guard case .key(.character(let k), let mods, _) = self else { return false }
    return k == c && !mods.contains(.control) && !mods.contains(.alt)
  }
}
