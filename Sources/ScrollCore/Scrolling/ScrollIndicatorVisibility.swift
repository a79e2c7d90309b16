/// Whether a scroll view's indicators (its scrollbar) show: SwiftUI's
/// `ScrollIndicatorVisibility` (`.scrollIndicators(_:)`), UIKit's
/// `showsVerticalScrollIndicator`, Flutter's `ScrollbarThemeData.thumbVisibility` and
/// `ScrollBehavior.scrollbars`. The engine draws nothing: the host asks `shows(...)` and
/// draws its bar (or not) as the platform would.
public enum SCScrollIndicatorVisibility: String, Hashable, Sendable, CaseIterable {
  /// The host's own policy: shown as the platform shows them.
  case automatic
  /// Shown, following the platform's conventions (an overlay bar still fades out at rest).
  case visible
  /// Hidden, unless the platform insists on showing them (macOS with a mouse connected, or
  /// "show scroll bars: always").
  case hidden
  /// Never shown, even where the platform insists.
  case never

  /// Whether the host draws its indicator now.
  /// - Parameters:
  ///   - conventional: whether the platform's convention shows it now (for an overlay bar:
  ///     while scrolling and for its fade after; for a classic bar: whenever the content
  ///     overflows).
  ///   - required: whether the platform insists on showing indicators whatever the view
  ///     prefers; false by default. Overrides `hidden`, not `never`.
  /// - Returns: true to draw it (and let it be dragged), false to leave it out.
  public func shows(conventional: Bool, required: Bool = false) -> Bool {
    switch self {
    case .automatic, .visible: return conventional
    case .hidden: return conventional && required
    case .never: return false
    }
  }
}
