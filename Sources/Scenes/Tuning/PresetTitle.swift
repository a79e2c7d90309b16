import ScrollCore

extension ScrollPhysics {
  /// A preset's command-line name as words, for labels people read: the platform's own
  /// spelling, "fast" spelled out and "No momentum" for `none` ("iOS fast" for `ios-fast`);
  /// a tuned preset keeps its base's words ("iOS tuned" for `ios-tuned`); any other name has
  /// its dashes as spaces. A title is at most `maxTitleLength` characters (a longer one ends
  /// in "…"), with control characters shown as "?", so a preset file's name cannot flood a
  /// label or draw escape codes.
  /// - Parameter name: the preset's command-line name (`ios-fast`).
  public static func title(forPreset name: String) -> String {
    // A long name is cut anyway: only its start is turned into words.
    let long = name.unicodeScalars.count > 4 * maxTitleLength
    let words = fullTitle(forPreset: long ? String(name.prefix(4 * maxTitleLength)) : name)
    return shown(words, cut: long)
  }

  /// A preset's name (or title) as a label shows it: at most `maxTitleLength` characters, the
  /// last one "…" when cut, control characters as "?".
  /// - Parameters:
  ///   - name: the name.
  ///   - cut: true when `name` is already the start of a longer name (it then ends in "…").
  public static func shown(_ name: String, cut: Bool = false) -> String {
    let scalars = Array(name.unicodeScalars.prefix(maxTitleLength + 1))
    let cut = cut || scalars.count > maxTitleLength
    var out = String.UnicodeScalarView()
    for scalar in cut ? scalars.prefix(maxTitleLength - 1) : scalars[...] {
      out.append(ControlCharacters.replaced(scalar))
    }
    return String(out) + (cut ? "…" : "")
  }

  /// The most characters a preset's title shows (the last one "…" when cut).
  public static let maxTitleLength = 32

  private static func fullTitle(forPreset name: String) -> String {
    switch name {
    case "ios": return "iOS"
    case "ios-fast": return "iOS fast"
    case "flutter": return "Flutter"
    case "flutter-fast": return "Flutter fast"
    case "android": return "Android"
    case "gtk": return "GTK"
    case "gtk-both-edges": return "GTK both edges"
    case "none": return "No momentum"
    case "firefox": return "Firefox"
    case "firefox-msd": return "Firefox MSD"
    case "chromium-impulse": return "Chromium impulse"
    case "macos": return "macOS"
    case "lenis": return "Lenis"
    default:
      if name.hasSuffix("-tuned") {
        let base = String(name.dropLast("-tuned".count))
        if !base.isEmpty { return fullTitle(forPreset: base) + " tuned" }
      }
      return String(name.map { $0 == "-" ? " " : $0 })
    }
  }

  /// This preset's name as words (`title(forPreset:)` of `name`).
  public var title: String { Self.title(forPreset: name) }
}
