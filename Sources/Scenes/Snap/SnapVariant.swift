import ScrollCore

/// The layouts the snap gallery cycles through with V.
enum SnapVariant: Int, CaseIterable, Sendable {
  /// Vertical rows, `viewAligned(limitBehavior: .alwaysByOne)`.
  case alignedByOne
  /// Vertical rows, `viewAligned(limitBehavior: .never)`.
  case alignedNever
  /// Container-sized pages, `.paging`.
  case paging
  /// A horizontal carousel of cards, `viewAligned(limitBehavior: .alwaysByFew)`.
  case carousel
  /// Vertical rows without `scrollTargetLayout()`: no snapping, and the binding stays nil.
  case free
  /// Free vertical rows (150) driven by a `ScrollViewReader`: `scrollTo(id, anchor:)` from
  /// buttons outside the list, with a typed id and every anchor.
  case reader

  /// The name used in events ("aligned-by-one").
  var name: String {
    switch self {
    case .alignedByOne: return "aligned-by-one"
    case .alignedNever: return "aligned-never"
    case .paging: return "paging"
    case .carousel: return "carousel"
    case .free: return "free"
    case .reader: return "reader"
    }
  }

  /// What the variant shows, in SwiftUI's words.
  var title: String {
    switch self {
    case .alignedByOne: return "Rows · viewAligned(limitBehavior: .alwaysByOne)"
    case .alignedNever: return "Rows · viewAligned(limitBehavior: .never)"
    case .paging: return "Pages · scrollTargetBehavior(.paging)"
    case .carousel: return "Carousel · horizontal, viewAligned(.alwaysByFew)"
    case .free: return "Rows · no scrollTargetLayout()"
    case .reader: return "Rows · ScrollViewReader: proxy.scrollTo(id, anchor:)"
    }
  }

  /// The scrolling axis.
  var axis: SCAxis { self == .carousel ? .horizontal : .vertical }

  /// True when the content is a scroll target layout (every variant but `free`).
  var hasTargetLayout: Bool { self != .free }

  /// The target behavior, nil for free scrolling.
  var behavior: (any SCScrollTargetBehavior)? {
    switch self {
    case .alignedByOne: return SCViewAlignedScrollTargetBehavior(limit: .alwaysByOne)
    case .alignedNever: return SCViewAlignedScrollTargetBehavior(limit: .never)
    case .paging: return SCPagingScrollTargetBehavior()
    case .carousel: return SCViewAlignedScrollTargetBehavior(limit: .alwaysByFew)
    case .free, .reader: return nil
    }
  }

  /// Number of items.
  var itemCount: Int {
    switch self {
    case .paging: return 30
    case .carousel: return 40
    case .reader: return 150
    default: return 60
    }
  }

  /// The variant after this one (wrapping).
  var next: SnapVariant {
    SnapVariant(rawValue: (rawValue + 1) % SnapVariant.allCases.count) ?? .alignedByOne
  }
}
