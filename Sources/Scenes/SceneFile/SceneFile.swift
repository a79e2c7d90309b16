/// A scene described in a file (docs/scene-format.md): a list plus parts, read by
/// `SceneFile.parse(_:)` and built by `FileScene`.
public struct SceneFile: Hashable, Sendable {
  /// The value of `format`.
  public static let formatName = "scroll-sandbox-scene"
  /// The version this reader reads.
  public static let version = 1

  /// How the list's rows look.
  public enum Content: String, Hashable, Sendable {
    /// A label and a hairline.
    case rows
    /// The feeds' wrapped article cards.
    case articles
    /// Chat bubbles.
    case messages
  }

  /// A number fixed or drawn from a range.
  public enum Amount: Hashable, Sendable {
    /// Always this.
    case fixed(Double)
    /// Drawn from this range.
    case drawn(ClosedRange<Double>)

    /// The range (a fixed amount is a range of one number).
    public var range: ClosedRange<Double> {
      switch self {
      case .fixed(let v): return v...v
      case .drawn(let r): return r
      }
    }
  }

  /// `[list]`.
  public struct List: Hashable, Sendable {
    /// Rows, nil for "infinite".
    public var rows: Int?
    /// How rows look.
    public var content: Content = .rows
    /// Row height for `.rows` content.
    public var rowHeight: Amount = .fixed(44)
    /// Points between rows (nil: the content's own).
    public var spacing: Double?
    /// Padding above the first row and below the last, points (nil: the content's own).
    public var paddingTop: Double?
    /// Padding below the last row.
    public var paddingBottom: Double?
    /// The row text for `.rows`; `{i}` is the index.
    public var title = "Row {i}"
    /// A large title above the first row (nil: none).
    public var heading: String?
    /// The line under the heading.
    public var caption = ""
    /// Seed of heights, articles and latencies.
    public var seed: UInt64 = 42
    /// True for a horizontal list.
    public var horizontal = false
    /// The top content inset, points.
    public var insetTop = 0.0
  }

  /// `[header]`.
  public struct Header: Hashable, Sendable {
    /// Height at rest.
    public var expanded = 168.0
    /// Height collapsed.
    public var collapsed = 100.0
    /// The large title.
    public var title = "Header"
    /// The line under it.
    public var subtitle = ""
    /// The title's size expanded.
    public var titleSize = 34.0
    /// The subtitle block's height expanded.
    public var subtitleHeight = 38.0
  }

  /// `[pagination]`.
  public struct Pagination: Hashable, Sendable {
    /// Articles per page.
    public var pageSize = 20
    /// Articles in the first page.
    public var firstPage = 20
    /// True when the sentinel rule loads pages.
    public var sentinel = true
    /// The sentinel's visible fraction.
    public var sentinelThreshold = 0.1
    /// The near-bottom rule's distance, nil without the rule.
    public var nearBottom: Double?
    /// Seconds per page.
    public var latency: Amount = .drawn(0.3...1.2)
    /// Chance a page fails.
    public var failureRate = 0.0
    /// When above 0, the first try of every this-many-th page fails (instead of the rate).
    public var failEvery = 0
    /// Pages pending at most.
    public var inFlight = 1
    /// Pages in the feed, 0 for no end.
    public var pages = 0
    /// A label row above each page.
    public var pageHeaders = false
  }

  /// `[[visibility]]`.
  public struct Visibility: Hashable, Sendable {
    /// Every this many rows, or nil.
    public var every: Int?
    /// These rows (when `every` is nil).
    public var indices: [Int] = []
    /// Visible fraction.
    public var threshold = 0.3

    /// True when row `index` reacts.
    /// - Parameter index: a row index.
    public func contains(_ index: Int) -> Bool {
      if let every { return index % every == 0 }
      return indices.contains(index)
    }
  }

  /// `[[observer]]`.
  public struct Observer: Hashable, Sendable {
    /// Named in events.
    public var name: String
    /// The Bool transform.
    public var when: ObserverCondition
  }

  /// `[scroll-state]`: one struct-valued observer, `FeedScrollState`, with two fields.
  public struct ScrollState: Hashable, Sendable {
    /// Points scrolled past which the list is away from the top (strictly greater).
    public var awayFromTop = FeedScrollState.awayFromTopThreshold
    /// Distance from the content's end within which the visible rect's bottom is near it.
    public var nearBottom = FeedScrollState.nearBottomDistance
  }

  /// `[snap]`.
  public enum Snap: String, Hashable, Sendable {
    /// `.viewAligned`.
    case viewAligned = "view-aligned"
    /// `.paging`.
    case paging
  }

  /// `[chat]`; the defaults are the chat scene's (`ChatScene.Configuration`).
  public struct Chat: Hashable, Sendable {
    /// Seconds between timed messages (0: none).
    public var arrivals: Amount = .drawn(2...3)
    /// Older pages prepended at the top.
    public var historyPages = 6
    /// Seconds per history page.
    public var historyLatency = 0.7
  }

  /// The scene's name.
  public var name: String
  /// The physics preset's name, when given.
  public var preset: String?
  /// The list.
  public var list: List
  /// The collapsing header.
  public var header: Header?
  /// The Top pill's threshold, points, when it has one.
  public var topButton: Double?
  /// Pagination.
  public var pagination: Pagination?
  /// Rows that react to their visibility.
  public var visibility: [Visibility] = []
  /// Geometry observers.
  public var observers: [Observer] = []
  /// The struct-valued scroll state (`[scroll-state]`), when given.
  public var scrollState: ScrollState?
  /// Snapping.
  public var snap: Snap?
  /// The chat's timers.
  public var chat: Chat?
  /// The file's text as read (carried by recordings).
  public var text: String
}
