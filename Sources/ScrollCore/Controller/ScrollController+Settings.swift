extension ScrollController {
  /// When the content may be pulled past its edges.
  public var bounceBehavior: BounceBehavior { view.bounceBehavior }

  /// Changes when the content may be pulled past its edges, at any time (SwiftUI's
  /// `.scrollBounceBehavior(_:)`, UIKit's `bounces`, Flutter's `BouncingScrollPhysics` or
  /// `ClampingScrollPhysics`): see `SCScrollView.setBounceBehavior(_:at:)`.
  /// - Parameters:
  ///   - behavior: the new rule.
  ///   - t: session time, seconds.
  public mutating func setBounceBehavior(_ behavior: BounceBehavior, at t: Double) {
    view.setBounceBehavior(behavior, at: t)
    reanchor()
  }

  /// Disables or enables scrolling by the user (SwiftUI's `.scrollDisabled(_:)`, UIKit's
  /// `isScrollEnabled = false`, Flutter's `NeverScrollableScrollPhysics`).
  ///
  /// While disabled, wheel, drag, touchpad and key input move nothing (`handle(_:)` still
  /// returns the clicks and keys the interpreter does not use); programmatic scrolls
  /// (`scrollTo`, `scroll(to:)`, `restore(_:at:)`) and motion already running go on. Held
  /// input is let go without a fling when scrolling is disabled, and the interpreter forgets
  /// what it held when it is enabled again, so no gesture spans the change.
  /// - Parameters:
  ///   - disabled: true to disable user scrolling, false to enable it.
  ///   - t: session time, seconds.
  public mutating func setScrollDisabled(_ disabled: Bool, at t: Double) {
    guard disabled != isScrollDisabled else { return }
    if disabled {
      cancelInteraction(at: t)
    } else {
      var scratch = view
      _ = interpreter.handle(
        InputEvent(time: t, kind: .focusLost), scrollView: &scratch, targets: targets)
    }
    isScrollDisabled = disabled
  }
}
