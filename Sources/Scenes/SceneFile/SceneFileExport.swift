/// `--export-scene swiftui`: a scene file as a SwiftUI view for iOS 18: `ScrollView` with a
/// `LazyVStack` (or `LazyHStack`) marked `.scrollTargetLayout()`, the file's observers as
/// `.onScrollGeometryChange(for:of:action:)`, the pagination sentinel and the visibility rows
/// with `.onScrollVisibilityChange(threshold:)`, a `ScrollPosition` for the Top button, the
/// collapsing header in an `.overlay` with its progress formula, and the physics preset's
/// nearest UIKit settings as comments (SwiftUI has none).
public enum SceneFileExport {
  /// The Swift source, ending in a newline.
  /// - Parameter file: the scene file.
  public static func swiftUI(_ file: SceneFile) -> String {
    var out: [String] = []
    let type = typeName(file.name)
    let l = file.list
    out += [
      "// \(type): exported by scroll-sandbox --export-scene swiftui from the scene file",
      "// \"\(sanitized(file.name))\" (docs/scene-format.md). iOS 18 (onScrollGeometryChange,",
      "// onScrollVisibilityChange, ScrollPosition).",
    ]
    out += presetComments(file.preset ?? "ios")
    out += ["import SwiftUI", "", "struct \(type): View {"]
    out.append(
      "  @State private var position = ScrollPosition(edge: \(file.chat == nil ? ".top" : ".bottom"))"
    )
    if file.topButton != nil { out.append("  @State private var showsTop = false") }
    if file.header != nil { out.append("  @State private var scrolled: CGFloat = 0") }
    for (i, o) in file.observers.enumerated() {
      out.append("  /// \(sanitized(o.name)): \(sanitized(o.when.description))")
      out.append("  @State private var observer\(i) = false")
    }
    if file.pagination != nil {
      out += [
        "  @State private var count = \(file.pagination!.firstPage)",
        "  @State private var isLoading = false",
      ]
    } else {
      out.append("  private let count = \(l.rows ?? 0)")
    }
    if !file.visibility.isEmpty { out.append("  @State private var visibleRows: Set<Int> = []") }
    if file.scrollState != nil { out.append("  @State private var scrollState = ScrollState()") }
    out += ["", "  var body: some View {"]
    let axis = l.horizontal ? ".horizontal" : ".vertical"
    let stack = l.horizontal ? "LazyHStack" : "LazyVStack"
    out.append("    ScrollView(\(axis)) {")
    out.append(
      "      \(stack)(spacing: \(number(l.spacing ?? defaultSpacing(l.content)))) {")
    if let h = file.header {
      out.append(
        "        Color.clear.frame(height: \(number(h.expanded + 12)))  // the header's room")
    }
    if let heading = l.heading {
      out.append("        VStack(alignment: .leading) {")
      out.append("          Text(\(literal(heading))).font(.largeTitle.bold())")
      out.append("          Text(\(literal(l.caption))).font(.footnote)")
      out.append("        }")
    }
    out.append("        ForEach(0..<count, id: \\.self) { i in")
    out.append("          Row(index: i)")
    for (g, v) in file.visibility.enumerated() {
      let test = v.every.map { "i % \($0) == 0" } ?? "\(v.indices).contains(i)"
      out.append("            // visibility group \(g)")
      out.append(
        "            .onScrollVisibilityChange(threshold: \(number(v.threshold))) { visible in")
      out.append("              guard \(test) else { return }")
      out.append(
        "              if visible { visibleRows.insert(i) } else { visibleRows.remove(i) }")
      out.append("            }")
      out.append("            .opacity(\(test) && !visibleRows.contains(i) ? 0.4 : 1)")
    }
    out.append("        }")
    if let p = file.pagination {
      out.append("        ProgressView()  // the sentinel")
      if p.sentinel {
        out.append(
          "          .onScrollVisibilityChange(threshold: \(number(p.sentinelThreshold))) { visible in"
        )
        out.append("            if visible { loadPage() }")
        out.append("          }")
      }
    }
    out.append("      }")
    out.append("      .scrollTargetLayout()")
    // A chat's history row ("Scroll up for earlier messages") is its top padding.
    let top = l.paddingTop ?? (l.content == .messages ? ChatScene.loadingRowHeight : 0)
    let bottom = l.paddingBottom ?? (l.content == .articles ? 16 : 0)
    out.append("      .padding(.top, \(number(top)))")
    out.append("      .padding(.bottom, \(number(bottom)))")
    out.append("    }")
    out.append("    .scrollPosition($position)")
    if file.chat != nil {
      out.append(
        "    .defaultScrollAnchor(.bottom)  // the chat starts at, and follows, the bottom")
    }
    if l.insetTop > 0 {
      out.append("    .contentMargins(.top, \(number(l.insetTop)), for: .scrollContent)")
    }
    switch file.snap {
    case .viewAligned?: out.append("    .scrollTargetBehavior(.viewAligned)")
    case .paging?: out.append("    .scrollTargetBehavior(.paging)")
    case nil: break
    }
    if let threshold = file.topButton {
      out.append("    .onScrollGeometryChange(for: Bool.self) { geometry in")
      out.append("      geometry.visibleRect.minY > \(number(threshold))")
      out.append("    } action: { _, new in")
      out.append("      showsTop = new")
      out.append("    }")
    }
    if file.header != nil {
      out.append("    .onScrollGeometryChange(for: CGFloat.self) { geometry in")
      out.append("      geometry.contentOffset.y + geometry.contentInsets.top")
      out.append("    } action: { _, new in")
      out.append("      scrolled = new")
      out.append("    }")
    }
    for (i, o) in file.observers.enumerated() {
      out.append("    .onScrollGeometryChange(for: Bool.self) { geometry in")
      out.append("      \(o.when.swiftUI)")
      out.append("    } action: { _, new in")
      out.append("      observer\(i) = new  // \(sanitized(o.name))")
      out.append("    }")
    }
    if let s = file.scrollState {
      out.append("    .onScrollGeometryChange(for: ScrollState.self) { geometry in")
      out.append("      ScrollState(")
      out.append(
        "        isAwayFromTop: geometry.contentOffset.y + geometry.contentInsets.top > "
          + "\(number(s.awayFromTop)),")
      out.append(
        "        isNearBottom: geometry.visibleRect.maxY > geometry.contentSize.height - "
          + "\(number(s.nearBottom)))")
      out.append("    } action: { _, new in")
      out.append("      scrollState = new  // runs only when a field flips")
      out.append("    }")
    }
    if let p = file.pagination, let d = p.nearBottom {
      out.append("    .onScrollGeometryChange(for: Bool.self) { geometry in")
      out.append("      geometry.visibleRect.maxY > geometry.contentSize.height - \(number(d))")
      out.append("    } action: { old, new in")
      out.append("      if new && !old { loadPage() }")
      out.append("    }")
    }
    if let h = file.header {
      out.append("    .overlay(alignment: .top) {")
      out.append("      // progress = clamp(scrolled / (expanded - collapsed), 0, 1)")
      out.append(
        "      let progress = min(max(scrolled / \(number(h.expanded - h.collapsed)), 0), 1)")
      out.append("      VStack(alignment: .leading) {")
      out.append(
        "        Text(\(literal(h.title))).font(.system(size: \(number(h.titleSize)) - \(number(h.titleSize - 22)) * progress, weight: .bold))"
      )
      out.append("        Text(\(literal(h.subtitle))).opacity(1 - progress)")
      out.append("      }")
      out.append("      .frame(maxWidth: .infinity, alignment: .leading)")
      out.append(
        "      .frame(height: \(number(h.expanded)) - \(number(h.expanded - h.collapsed)) * progress)"
      )
      out.append("      .background(.bar)")
      out.append("    }")
    }
    if file.topButton != nil {
      out.append("    .overlay(alignment: .bottomTrailing) {")
      out.append("      if showsTop {")
      out.append("        Button(\"Top\") { withAnimation { position.scrollTo(edge: .top) } }")
      out.append("          .buttonStyle(.borderedProminent)")
      out.append("          .padding(20)")
      out.append("      }")
      out.append("    }")
    }
    out.append("  }")
    if let p = file.pagination {
      let limit =
        p.pages == 0
        ? "" : ", count < \(p.firstPage + (p.pages - 1) * p.pageSize)"
      out += [
        "",
        "  /// The next page, behind the isLoading guard (in-flight \(p.inFlight)).",
        "  private func loadPage() {",
        "    guard !isLoading\(limit) else { return }",
        "    isLoading = true",
        "    Task {",
        "      try? await Task.sleep(for: .seconds(\(number(p.latency.range.lowerBound))))",
        "      count += \(p.pageSize)",
        "      isLoading = false",
        "    }",
        "  }",
      ]
    }
    out += ["}", ""]
    if file.scrollState != nil {
      out += [
        "/// Two facts about the scroll position, observed as one value: compared whole, so the",
        "/// action runs only when a field flips.",
        "private struct ScrollState: Equatable {",
        "  var isAwayFromTop = false",
        "  var isNearBottom = false",
        "}", "",
      ]
    }
    out += rowView(file)
    return out.joined(separator: "\n") + "\n"
  }

  /// Points between rows when the file gives none: the feeds' 10, the chat's 6.
  private static func defaultSpacing(_ content: SceneFile.Content) -> Double {
    switch content {
    case .articles: return 10
    case .messages: return 6
    case .rows: return 0
    }
  }

  private static func rowView(_ file: SceneFile) -> [String] {
    let l = file.list
    var out = [
      "/// One row of \(typeName(file.name)).", "private struct Row: View {", "  let index: Int",
      "", "  var body: some View {",
    ]
    switch l.content {
    case .messages:
      // A bubble, theirs on the left and mine on the right (the sandbox draws the seed's
      // conversation).
      out.append("    Text(\"Message \\(index)\")")
      out.append("      .padding(12)")
      out.append("      .background(.regularMaterial)")
      out.append(
        "      .frame(maxWidth: .infinity, alignment: index % 2 == 1 ? .trailing : .leading)")
      out.append("      .padding(.horizontal, \(number(SceneLook.margin)))")
    case .articles:
      out.append("    VStack(alignment: .leading) {")
      out.append("      Text(\"Article \\(index)\").font(.headline)")
      out.append("      Text(\"Body text\").font(.body)")
      out.append("    }")
      out.append("    .padding()")
    case .rows:
      let parts = l.title.split(separator: "{i}", omittingEmptySubsequences: false).map(escaped)
      out.append("    Text(\"\(parts.joined(separator: "\\(index)"))\")")
      let r = l.rowHeight.range
      let height =
        r.lowerBound == r.upperBound
        ? number(r.lowerBound)
        : "\(number(r.lowerBound)) + \(number(r.upperBound - r.lowerBound)) * Double(index % 7) / 6"
      out.append(
        "      .frame(\(l.horizontal ? "width" : "height"): \(height), alignment: .leading)")
    }
    out += ["  }", "}"]
    return out
  }

  /// The preset's nearest UIKit settings, as comments.
  private static func presetComments(_ preset: String) -> [String] {
    let rate: String
    switch preset {
    case "ios": rate = ".normal (0.998)"
    case "ios-fast": rate = ".fast (0.99)"
    default:
      rate =
        ".normal; the \(preset) preset has no UIKit counterpart (scroll-sandbox --preset "
        + "\(preset) --export-preset uikit names what differs)"
    }
    return [
      "// Physics: preset \"\(sanitized(preset))\". SwiftUI has no physics setting; the nearest",
      "// UIKit one is UIScrollView.decelerationRate = \(rate), through introspection.",
    ]
  }

  /// "my-feed" -> "MyFeedScene".
  static func typeName(_ name: String) -> String {
    var out = ""
    var upper = true
    for c in name.unicodeScalars {
      if ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) {
        out += upper ? String(c).uppercased() : String(c)
        upper = false
      } else {
        upper = true
      }
    }
    if out.isEmpty || out.first!.isNumber { out = "File" + out }
    return out + "Scene"
  }

  /// `s` as a Swift string literal.
  private static func literal(_ s: String) -> String { "\"\(escaped(s))\"" }

  /// `s` escaped for a Swift string literal (backslash, quote, control characters).
  private static func escaped<S: StringProtocol>(_ s: S) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      default:
        if c.value < 0x20 || c.value == 0x7F {
          out += "\\u{\(String(c.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out
  }

  /// `s` for a comment: one line, control characters escaped.
  private static func sanitized(_ s: String) -> String { ControlCharacters.escaped(s) }

  /// A number as Swift writes it.
  private static func number(_ v: Double) -> String { PhysicsTuning.format(v) }
}
