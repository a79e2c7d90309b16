/// Every tunable number of the scenes and of the input interpreter, with the defaults the
/// scenes were written with (so an untuned run behaves as before).
public enum SceneSettings {
  /// All settings, scene numbers first, in the order the inspector and `--list-settings`
  /// show them.
  public static let all: [NumberSetting] = feed + header + infinite + visibility + input

  /// The setting named `name`, or nil.
  /// - Parameter name: a dotted name ("feed.top-threshold").
  public static func named(_ name: String) -> NumberSetting? { all.first { $0.name == name } }

  /// The settings scene `name` uses (its own numbers, then the input settings).
  /// - Parameter name: a scene's name.
  public static func applicable(toScene name: String) -> [NumberSetting] {
    all.filter { $0.applies(toScene: name) }
  }

  static let feed: [NumberSetting] = [
    NumberSetting(
      name: "feed.top-threshold", summary: "points scrolled past which the Top pill shows",
      unit: "pt", range: 0...5000, defaultValue: 240, scenes: ["feed", "showcase"]),
    NumberSetting(
      name: "feed.away-from-top", summary: "FeedScrollState: away from the top past this",
      unit: "pt", range: 0...5000, defaultValue: 160, scenes: ["feed"]),
    NumberSetting(
      name: "feed.near-bottom", summary: "FeedScrollState: near the bottom within this",
      unit: "pt", range: 0...5000, defaultValue: 500, scenes: ["feed"]),
  ]

  static let header: [NumberSetting] = [
    NumberSetting(
      name: "header.expanded-height", summary: "collapsing header height at rest",
      unit: "pt", range: 60...400, defaultValue: 168, scenes: ["header", "showcase"]),
    NumberSetting(
      name: "header.collapsed-height", summary: "collapsing header height collapsed",
      unit: "pt", range: 40...400, defaultValue: 100, scenes: ["header", "showcase"]),
    NumberSetting(
      name: "header.title-size", summary: "large title font size expanded", unit: "pt",
      range: 12...80, defaultValue: 34, scenes: ["header", "showcase"]),
    NumberSetting(
      name: "header.subtitle-height", summary: "subtitle block height expanded", unit: "pt",
      range: 0...120, defaultValue: 38, scenes: ["header", "showcase"]),
  ]

  static let infinite: [NumberSetting] = [
    NumberSetting(
      name: "infinite.page-size", summary: "articles per page after the first", unit: "",
      range: 1...200, defaultValue: 20, isInteger: true, scenes: ["infinite"]),
    NumberSetting(
      name: "infinite.latency-min", summary: "shortest page request", unit: "s",
      range: 0...10, defaultValue: 0.3, scenes: ["infinite"]),
    NumberSetting(
      name: "infinite.latency-max", summary: "longest page request (at least the shortest)",
      unit: "s", range: 0...10, defaultValue: 1.2, scenes: ["infinite"]),
    NumberSetting(
      name: "infinite.failure-rate", summary: "probability a page request fails", unit: "",
      range: 0...1, defaultValue: 0.15, scenes: ["infinite"]),
    NumberSetting(
      name: "infinite.pages-in-flight", summary: "pages pending at most (1: isLoading guard)",
      unit: "", range: 1...10, defaultValue: 1, isInteger: true, scenes: ["infinite"]),
    NumberSetting(
      name: "infinite.sentinel-threshold", summary: "spinner visibility that loads a page",
      unit: "", range: 0.01...1, defaultValue: 0.1, scenes: ["infinite"]),
    NumberSetting(
      name: "infinite.near-bottom", summary: "near-bottom rule: load within this of the end",
      unit: "pt", range: 0...5000, defaultValue: 500, scenes: ["infinite"]),
  ]

  static let visibility: [NumberSetting] = [
    NumberSetting(
      name: "visibility.play-threshold", summary: "visible fraction that plays a clip",
      unit: "", range: 0.01...1, defaultValue: 0.3, scenes: ["visibility"]),
    NumberSetting(
      name: "visibility.target-threshold", summary: "visible fraction listed as a target",
      unit: "", range: 0.01...1, defaultValue: 0.5, scenes: ["visibility"]),
  ]

  static let input: [NumberSetting] = [
    NumberSetting(
      name: "input.wheel-step", summary: "points per wheel detent (0: GTK's container^(2/3))",
      unit: "pt", range: 0...1000, defaultValue: 0, scenes: nil, zeroLabel: "GTK"),
    NumberSetting(
      name: "input.wheel-duration",
      summary: "wheel step animation time (0: Chromium's 6-12 frames)",
      unit: "s", range: 0...1, defaultValue: 0, scenes: nil, zeroLabel: "Chromium"),
    NumberSetting(
      name: "input.wheel-acceleration", summary: "fast detents scroll further (1) or not (0)",
      unit: "", range: 0...1, defaultValue: 0, isFlag: true, scenes: nil),
    NumberSetting(
      name: "input.wheel-acceleration-interval", summary: "detents closer than this accelerate",
      unit: "s", range: 0.005...0.5, defaultValue: 0.06, scenes: nil),
    NumberSetting(
      name: "input.wheel-acceleration-increment", summary: "multiplier added per fast detent",
      unit: "", range: 0...5, defaultValue: 0.5, scenes: nil),
    NumberSetting(
      name: "input.wheel-acceleration-cap", summary: "largest wheel multiplier", unit: "",
      range: 1...20, defaultValue: 3, scenes: nil),
    NumberSetting(
      name: "input.precise-unit", summary: "points per touchpad delta unit", unit: "pt",
      range: 1...400, defaultValue: 40, scenes: nil),
    NumberSetting(
      name: "input.touchpad-idle-gap", summary: "quiet time that ends a touchpad gesture",
      unit: "s", range: 0.01...1, defaultValue: 0.08, scenes: nil),
    NumberSetting(
      name: "input.line-step", summary: "arrow keys scroll this far", unit: "pt",
      range: 1...1000, defaultValue: 40, scenes: nil),
    NumberSetting(
      name: "input.key-duration", summary: "arrow and page key animation time", unit: "s",
      range: 0.01...2, defaultValue: 0.2, scenes: nil),
    NumberSetting(
      name: "input.click-slop", summary: "a press moving less than this is a click", unit: "pt",
      range: 0...50, defaultValue: 4, scenes: nil),
  ]
}
