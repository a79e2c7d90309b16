import Drawing
import ScrollCore

/// Measurements and small drawing helpers shared by the chat, snap, diagnostics, visibility
/// and physics-lab scenes, following shared/LOOK.md: 16 pt side margins, 12 pt card radius,
/// pills with a soft shadow, captions at 12-13 pt and never below 11 pt.
enum SceneLook {
  /// Side margin, points.
  static let margin = 16.0
  /// Corner radius of cards and rows.
  static let cardRadius = 12.0
  /// Gap between cards.
  static let spacing = 10.0
  /// Height of a pill button.
  static let pillHeight = 36.0
  /// Caption, 12 pt.
  static let caption = Font(size: 12)
  /// Footnote, 13 pt.
  static let footnote = Font(size: 13)
  /// Semibold caption for small headings.
  static let captionBold = Font(size: 12, weight: .semibold)
  /// Semibold body for row titles.
  static let bodyBold = Font(size: 15, weight: .semibold)
  /// Monospaced figures, 13 pt.
  static let mono = Font(size: 13, family: .mono)
  /// Semibold pill title.
  static let pillFont = Font(size: 15, weight: .semibold)

  /// The scenes' programmatic scrolls (Top, Jump, Latest, the reader's buttons): a critically
  /// damped spring stiff enough to come within 1 pt of a target 10,000 pt away in 0.45 s. The
  /// remaining distance of a critically damped spring from rest is D (1 + wt) e^(-wt); it is
  /// under 1 pt of D = 10,000 pt once wt >= 11.7, so w = 26/s gives t = 0.45 s. (ScrollCore's
  /// `.smooth`, w = 2 pi / 0.55 s, takes 1.0 s for the same distance and keeps its curve.)
  static let programmaticScroll = ScrollAnimation.spring(omega: 26)

  /// A floating card: soft shadow, then the card colour.
  static func floatingCard(
    _ rect: Rect, theme: Theme, radius: Double = cardRadius, into list: inout DisplayList
  ) {
    list.shadow(
      rect, radius: radius, blur: 10, color: Color.black.opacity(theme.isDark ? 0.5 : 0.14))
    list.fill(rect, theme.card.opacity(0.96), radius: radius)
  }

  /// A floating card over a list that moves under it every frame: the card colour opaque
  /// and a tight shadow (blur 4 pt), so the list's pixels can be moved past it and only its
  /// narrow translucent edge is drawn again (see `FrameDamage`).
  static func solidCard(
    _ rect: Rect, theme: Theme, radius: Double = cardRadius, into list: inout DisplayList
  ) {
    list.shadow(
      rect, radius: radius, blur: 4, color: Color.black.opacity(theme.isDark ? 0.6 : 0.2))
    list.fill(rect, theme.card, radius: radius)
  }

  /// The width of a pill whose title is `title`.
  static func pillWidth(_ title: String, measurer: any TextMeasurer) -> Double {
    measurer.size(of: title, font: pillFont).width + 32
  }

  /// Draws a pill button: accent with white text when `filled`, else card with accent text.
  static func pill(
    _ title: String, in rect: Rect, filled: Bool, theme: Theme, into list: inout DisplayList
  ) {
    let radius = rect.height / 2
    list.shadow(
      rect, radius: radius, blur: 10, color: Color.black.opacity(theme.isDark ? 0.5 : 0.18))
    list.fill(rect, filled ? theme.accent : theme.card, radius: radius)
    list.text(
      title, in: rect, font: pillFont, color: filled ? .white : theme.accent, alignment: .center)
  }

  /// `rect` shrunk by `dx` on the left and right and `dy` on the top and bottom.
  static func inset(_ rect: Rect, dx: Double, dy: Double) -> Rect {
    Rect(
      x: rect.minX + dx, y: rect.minY + dy, width: max(0, rect.width - 2 * dx),
      height: max(0, rect.height - 2 * dy))
  }

  /// Seconds as "0:42".
  static func clock(_ seconds: Double) -> String {
    let s = max(0, Int(seconds.rounded(.down)))
    let rest = s % 60
    return "\(s / 60):\(rest < 10 ? "0" : "")\(rest)"
  }
}
