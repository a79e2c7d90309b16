import Drawing
import Recording
import ScrollCore

/// A small deterministic random generator for sample content (ScrollCore's `SplitMix64`):
/// the same seed always gives the same articles, messages and tiles.
public struct ContentRandom: Sendable {
  private var generator: SplitMix64
  /// Creates a generator from a seed.
  public init(seed: UInt64) { generator = SplitMix64(seed: seed) }
  /// The next 64 random bits.
  public mutating func next() -> UInt64 { generator.next() }
  /// A whole number in `0..<n` (n > 0).
  public mutating func int(_ n: Int) -> Int { generator.int(below: n) }
  /// A number in `0..<1`.
  public mutating func unit() -> Double { generator.unit() }
  /// One element of a non-empty array.
  public mutating func pick<T>(_ a: [T]) -> T { a[int(a.count)] }
}

/// One article of the sample feed.
public struct Article: Hashable, Sendable {
  /// Stable id (its index in the feed).
  public var id: Int
  /// Headline.
  public var title: String
  /// Two or three sentences.
  public var summary: String
  /// Section and reading time ("Design · 4 min").
  public var byline: String
  /// Accent colour of the thumbnail.
  public var tint: Color
}

/// One chat message.
public struct ChatMessage: Hashable, Sendable {
  /// Stable id; older history gets smaller ids.
  public var id: Int
  /// True for messages sent by the user (drawn on the right).
  public var isMine: Bool
  /// The text.
  public var text: String
  /// "09:41" style time.
  public var time: String
}

/// Sample content written for the sandbox, generated from a seed without storing it: an
/// item is a pure function of (seed, id), so a million-item feed costs no memory.
public struct SampleContent: Sendable {
  /// The seed.
  public let seed: UInt64
  /// Creates a generator for `seed`.
  public init(seed: UInt64 = 42) { self.seed = seed }

  static let subjects = [
    "Scroll views", "Lazy stacks", "Rubber bands", "Frame pacing", "Snapping", "Sticky headers",
    "Chat timelines", "Infinite feeds", "Momentum", "Touchpads", "Wheel ticks", "Anchors",
    "Preference keys", "Coordinate spaces", "Visibility", "Spring curves",
  ]
  static let verbs = [
    "that feel right", "without the jank", "measured honestly", "on a budget",
    "explained in one page", "at a million rows", "and why they drift", "for impatient thumbs",
    "the careful way", "in sixteen milliseconds",
  ]
  static let sections = ["Design", "Engineering", "Motion", "Performance", "Platforms", "Notes"]
  static let sentences = [
    "The offset is a function of time, not of how many frames happened to be drawn.",
    "A probe that only measures is easier to trust than one that also decides.",
    "When the content shrinks under your thumb, the view should settle, not jump.",
    "Each page is requested once, when the sentinel first crosses the threshold.",
    "Rows measured late are corrected above the fold, so the screen stays still.",
    "Wheel ticks get a short eased step; touchpads get direct tracking and momentum.",
    "Observers run before drawing, so nothing on screen is a frame behind.",
    "A header that collapses lives in an overlay and never changes the content height.",
    "Velocity comes from a least-squares fit over the last hundred milliseconds.",
    "Snapping picks the target first, then shapes the motion to land on it exactly.",
    "The trace opens in Perfetto, one span per stage per frame.",
    "At rest the loop sleeps on events and the process uses almost nothing.",
  ]
  static let tints: [UInt32] = [
    0x007AFF, 0x34C759, 0xFF9500, 0xFF2D55, 0x5856D6, 0xAF52DE, 0x5AC8FA, 0xFFCC00, 0x30B0C7,
  ]

  private func random(_ id: Int, salt: UInt64) -> ContentRandom {
    ContentRandom(seed: seed &* 0x100_0000_01B3 ^ UInt64(bitPattern: Int64(id)) &* 0x9E37 ^ salt)
  }

  /// The article with id `id`.
  public func article(_ id: Int) -> Article {
    var r = random(id, salt: 0xA)
    let title = "\(r.pick(SampleContent.subjects)) \(r.pick(SampleContent.verbs))"
    let n = 1 + r.int(3)
    var parts: [String] = []
    for _ in 0..<n { parts.append(r.pick(SampleContent.sentences)) }
    return Article(
      id: id, title: title, summary: parts.joined(separator: " "),
      byline: "\(r.pick(SampleContent.sections)) · \(2 + r.int(9)) min · #\(id)",
      tint: Color(hex: r.pick(SampleContent.tints)))
  }

  static let chatLines = [
    "Did the header collapse all the way?", "Yes, exactly 100 points at full collapse.",
    "The back-to-top button shows up past 240.", "Try flinging to the end of the feed.",
    "Every page loaded once, I counted.", "Prepending history did not move the view.",
    "Which preset are you on?", "ios, then I switched to flutter with P.",
    "The frame graph stays under the budget line.", "Nice. Sending the trace now.",
    "Can you check the chat stays at the bottom?", "It follows while I'm at the bottom, yes.",
    "Scroll up and a Latest button appears.", "Lunch?", "In five minutes.", "Sounds good.",
    "The touchpad momentum feels native now.", "Wheel ticks are short eased steps, no glide.",
  ]

  /// The chat message with id `id` (any integer; negative ids are older history).
  public func message(_ id: Int) -> ChatMessage {
    var r = random(id, salt: 0xC)
    let minutes = (9 * 60 + 41 + id) % (24 * 60)
    let m = (minutes + 24 * 60) % (24 * 60)
    let time = "\(m / 60 < 10 ? "0" : "")\(m / 60):\(m % 60 < 10 ? "0" : "")\(m % 60)"
    var text = r.pick(SampleContent.chatLines)
    if r.int(4) == 0 { text += " " + r.pick(SampleContent.chatLines) }
    return ChatMessage(id: id, isMine: r.int(2) == 0, text: text, time: time)
  }

  /// A tile colour for gallery item `id`.
  public func tile(_ id: Int) -> Color {
    var r = random(id, salt: 0x7)
    let base = Color(hex: r.pick(SampleContent.tints))
    return base.mix(.white, 0.15 * r.unit())
  }
}
