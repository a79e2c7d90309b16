import ScrollCore

extension ScrollPhysics {
  /// A preset's command-line name as words, for labels people read: the platform's own
  /// spelling, "fast" spelled out and "No momentum" for `none` ("iOS fast" for `ios-fast`);
  /// a tuned preset keeps its base's words ("iOS tuned" for `ios-tuned`); any other name has
  /// its dashes as spaces.
  /// - Parameter name: the preset's command-line name (`ios-fast`).
  public static func title(forPreset name: String) -> String {
    switch name {
    case "ios": return "iOS"
    case "ios-fast": return "iOS fast"
    case "flutter": return "Flutter"
    case "flutter-fast": return "Flutter fast"
    case "android": return "Android"
    case "gtk": return "GTK"
    case "gtk-both-edges": return "GTK both edges"
    case "none": return "No momentum"
    default:
      if name.hasSuffix("-tuned") {
        let base = String(name.dropLast("-tuned".count))
        if !base.isEmpty { return title(forPreset: base) + " tuned" }
      }
      return String(name.map { $0 == "-" ? " " : $0 })
    }
  }

  /// This preset's name as words (`title(forPreset:)` of `name`).
  public var title: String { Self.title(forPreset: name) }
}
