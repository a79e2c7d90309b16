import ScrollCore

extension PresetExport {
  /// UIKit: `decelerationRate` and `bounces` on the scroll view (Swift statements).
  /// - Parameters:
  ///   - p: the tuned physics.
  ///   - head: the header naming the preset.
  static func uikit(_ p: ScrollPhysics, head: String) -> Export {
    var e = Export(
      lines: ["// \(head) for UIKit. Velocities in Scroll Sandbox are pt/s (UIKit reports pt/ms)."])
    if let r = (p.deceleration as? ExponentialDeceleration)?.ratePerMillisecond {
      e.lines.append(
        "scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: \(num(r)))")
      e.expressed.insert("physics.rate")
    }
    e.lines.append("scrollView.bounces = \(p.bouncesAtEdges)")
    e.expressed.insert("physics.bounces")
    return e
  }

  /// SwiftUI: `scrollBounceBehavior`, and UIKit's appearance proxy for what SwiftUI has no
  /// modifier for (the deceleration; not bouncing at all).
  /// - Parameters:
  ///   - p: the tuned physics.
  ///   - head: the header naming the preset.
  static func swiftUI(_ p: ScrollPhysics, head: String) -> Export {
    var e = Export(lines: [
      "// \(head) for SwiftUI.",
      "ScrollView { content }",
      "  .scrollBounceBehavior(\(p.bouncesAtEdges ? ".always" : ".basedOnSize"))",
    ])
    e.expressed.insert("physics.bounces")
    if !p.bouncesAtEdges {
      // `.basedOnSize` still bounces content that overflows; UIScrollView's `bounces`
      // (developer.apple.com/documentation/uikit/uiscrollview/bounces: false stops scrolling
      // at the content's edge) set through the appearance proxy stops it app-wide.
      e.lines += [
        "// SwiftUI bounces overflowing content; UIKit's appearance proxy stops it app-wide:",
        "UIScrollView.appearance().bounces = false",
      ]
    }
    if let r = (p.deceleration as? ExponentialDeceleration)?.ratePerMillisecond {
      e.lines += [
        "// SwiftUI has no deceleration modifier; UIKit's appearance proxy sets it app-wide:",
        "UIScrollView.appearance().decelerationRate = .init(rawValue: \(num(r)))",
      ]
      e.expressed.insert("physics.rate")
    }
    return e
  }

  /// CSS: `overscroll-behavior` and `scroll-behavior` on a scroller.
  /// - Parameters:
  ///   - p: the tuned physics.
  ///   - head: the header naming the preset.
  static func css(_ p: ScrollPhysics, head: String) -> Export {
    Export(
      lines: [
        "/* \(head) as CSS. */",
        ".scroller {",
        "  overflow: auto;",
        "  overscroll-behavior: \(p.bouncesAtEdges ? "auto" : "none");",
        "  scroll-behavior: smooth;",
        "}",
      ], expressed: ["physics.bounces"])
  }
}
