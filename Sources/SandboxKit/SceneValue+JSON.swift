import Profiling
import Scenes

extension SceneValue {
  /// The value as it appears in the app's JSON output (`--events-out`): a string quoted and
  /// escaped, everything else as its `description` (numbers, `null`, `true`, `false`).
  public var json: String {
    if case .string(let s) = self { return JSONText.quoted(s) }
    return description
  }
}
