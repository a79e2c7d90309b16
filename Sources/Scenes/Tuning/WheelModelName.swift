import ScrollCore

/// The wheel models a preset file names (`wheel = "firefox"`, docs/preset-format.md).
public enum WheelModelName {
  /// The name of the input configuration's own step (a preset without a wheel model).
  public static let configured = "configured"

  /// Every named model, in the order the error messages list them; nil is `configured`.
  public static let all: [(name: String, model: (any WheelModel)?)] = [
    (configured, nil),
    ("chromium", ChromiumWheel()),
    ("chromium-impulse", ChromiumImpulseWheel()),
    ("firefox", FirefoxBezierWheel()),
    ("firefox-msd", FirefoxMSDWheel()),
    ("lenis", LenisWheel()),
    ("lenis-duration", LenisWheel(lerp: 0, duration: 1.2)),
    ("immediate", ImmediateWheel()),
  ]

  /// The names, for messages.
  public static var names: [String] { all.map(\.name) }

  /// The model called `name`: `.some(nil)` for `configured`, nil for an unknown name.
  /// - Parameter name: a name from `names`.
  public static func model(named name: String) -> (any WheelModel)?? {
    guard let entry = all.first(where: { $0.name == name }) else { return nil }
    return .some(entry.model)
  }

  /// The name of `model` (nil: `configured`), or nil for a model with no name (tuned
  /// parameters or an embedder's own type).
  /// - Parameter model: a preset's wheel model.
  public static func name(of model: (any WheelModel)?) -> String? {
    guard let model else { return configured }
    return all.first { entry in entry.model.map { same(model, $0) } ?? false }?.name
  }

  private static func same<A: Hashable>(_ a: A, _ b: any Hashable) -> Bool { (b as? A) == a }
}
