import Scenes
import ScrollCore

/// The top bar's preset and fps label ("iOS · 60 fps") and the widest label the bar is laid
/// out for ("iOS · 000 fps"), made again only when the preset or the fps as shown (whole
/// frames per second) changes: drawn every frame, they used to be formatted every frame.
struct StatusLabel {
  /// The preset name the labels were made for.
  private var presetName: String?
  /// The fps rounded as the label shows it, which the label was made for.
  private var shownFPS = Double.nan
  /// The preset's words (`ScrollPhysics.title(forPreset:)`).
  private(set) var presetTitle = ""
  /// The label: the preset's words and the fps.
  private(set) var text = ""
  /// The widest label the fps may give: three zeros in place of the fps.
  private(set) var widest = ""
  /// The labels made for this preset, by whole fps below `keptFPS` (a measured rate moves
  /// between a few neighbouring values; each label is made once).
  private var byFPS: [String?] = []
  /// Labels of rates from 0 up to this are kept.
  static let keptFPS = 1000

  /// Brings both labels up to date for a preset and an fps; returns true when `text` changed
  /// (false when nothing had to be made).
  /// - Parameters:
  ///   - preset: the physics preset's command-line name.
  ///   - fps: the measured frame rate.
  @discardableResult
  mutating func update(preset: String, fps: Double) -> Bool {
    // `formatPoints(_, decimals: 0)` depends on the rounded value alone, so equal rounded
    // values give the same text (NaN never equals itself: it is formatted every time).
    let shown = fps.rounded()
    let presetChanged = preset != presetName
    guard presetChanged || shown != shownFPS else { return false }
    if presetChanged {
      presetName = preset
      presetTitle = ScrollPhysics.title(forPreset: preset)
      widest = "\(presetTitle) · 000 fps"
      byFPS = []
    }
    shownFPS = shown
    guard shown >= 0, shown < Double(Self.keptFPS) else {
      text = Self.label(presetTitle, fps: fps)
      return true
    }
    let i = Int(shown)
    if byFPS.isEmpty { byFPS = Array(repeating: nil, count: Self.keptFPS) }
    if let kept = byFPS[i] {
      text = kept
    } else {
      text = Self.label(presetTitle, fps: fps)
      byFPS[i] = text
    }
    return true
  }

  /// The label for the preset's words and an fps.
  /// - Parameters:
  ///   - title: the preset's words.
  ///   - fps: the frame rate.
  static func label(_ title: String, fps: Double) -> String {
    "\(title) · \(formatPoints(fps, decimals: 0)) fps"
  }
}
