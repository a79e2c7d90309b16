import Drawing
import ScrollCore

/// A display list shaped like a sandbox frame (top bar, cards of rows, a pill button with a
/// shadow, a translucent HUD with monospaced figures, a frame graph), for screenshots and
/// timing. `offset` scrolls the rows; `rows` of 44 pt are laid out from y = 60; `overlays`
/// adds the pill button, the HUD and the help line.
func sampleFrame(
  size: Size, theme: Theme = .light, offset: Double = 0, rows: Int = 14, overlays: Bool = true
) -> DisplayList {
  var list = DisplayList()
  let width = size.width
  list.fill(Rect(x: 0, y: 0, width: width, height: 44), theme.card)
  list.line(Point(x: 0, y: 44), Point(x: width, y: 44), theme.separator, width: 0.5)
  let tabs = ["1 Showcase", "2 Header", "3 Feed", "4 Chat"]
  for (i, tab) in tabs.enumerated() {
    let frame = Rect(x: 16 + Double(i) * 104, y: 8, width: 96, height: 28)
    if i == 0 { list.fill(frame, theme.accent, radius: 14) }
    list.text(
      tab, in: frame, font: Font(size: 13, weight: i == 0 ? .semibold : .regular),
      color: i == 0 ? .white : theme.primaryText, alignment: .center)
  }
  list.text(
    "spring  60 fps", in: Rect(x: width - 156, y: 0, width: 140, height: 44),
    font: .mono, color: theme.secondaryText, alignment: .trailing)
  let content = Rect(x: 0, y: 45, width: width, height: size.height - 45 - 24)
  list.clipped(to: content) { list in
    let card = Rect(x: 16, y: 60 - offset, width: width - 32, height: Double(rows) * 44)
    list.shadow(card, radius: 12, blur: 6, color: Color.black.opacity(0.08))
    list.fill(card, theme.card, radius: 12)
    for row in 0..<rows {
      let y = card.minY + Double(row) * 44
      if row > 0 {
        list.line(
          Point(x: 32, y: y), Point(x: card.maxX, y: y), theme.separator, width: 0.5)
      }
      list.text(
        "Article \(row + 1): Scrolling that feels right",
        in: Rect(x: 32, y: y, width: 420, height: 44),
        font: .body, color: theme.primaryText)
      list.text(
        "\(row * 7 % 60 + 1) min", in: Rect(x: card.maxX - 116, y: y, width: 100, height: 44),
        font: .caption, color: theme.secondaryText, alignment: .trailing)
    }
  }
  guard overlays else { return list }
  let pill = Rect(x: width / 2 - 40, y: size.height - 90, width: 80, height: 34)
  list.shadow(
    pill.offsetBy(Point(x: 0, y: 2)), radius: 17, blur: 8, color: Color.black.opacity(0.25))
  list.fill(pill, theme.accent, radius: 17)
  list.text("Top", in: pill, font: .headline, color: .white, alignment: .center)
  let hud = Rect(x: width - 276, y: 56, width: 260, height: 150)
  list.withOpacity(0.92) { list in
    list.fill(hud, theme.card.opacity(0.85), radius: 10)
    list.stroke(hud, theme.separator, radius: 10, width: 0.5)
    let lines = [
      ("frame", "0.21 ms"), ("draw", "0.12 ms"), ("offset", "\(formatPoints(offset)) pt"),
    ]
    for (i, entry) in lines.enumerated() {
      let y = hud.minY + 8 + Double(i) * 18
      list.text(
        entry.0, in: Rect(x: hud.minX + 12, y: y, width: 100, height: 18), font: .mono,
        color: theme.secondaryText)
      list.text(
        entry.1, in: Rect(x: hud.maxX - 132, y: y, width: 120, height: 18), font: .mono,
        color: theme.primaryText, alignment: .trailing)
    }
    let graph = Rect(x: hud.minX + 12, y: hud.minY + 70, width: 236, height: 68)
    for i in 0..<59 {
      let h = 8 + Double((i * 37) % 23)
      list.fill(
        Rect(x: graph.minX + Double(i) * 4, y: graph.maxY - h, width: 3, height: h),
        i % 13 == 0 ? theme.warning : theme.accent)
    }
    list.line(
      Point(x: graph.minX, y: graph.minY + 10), Point(x: graph.maxX, y: graph.minY + 10),
      theme.error, width: 1, dash: 4)
    list.line(
      Point(x: graph.minX, y: graph.maxY), Point(x: graph.maxX, y: graph.minY + 30),
      theme.success, width: 1.5)
  }
  list.text(
    "Wheel, drag or arrows to scroll  ·  H hud  ·  D dark",
    in: Rect(x: 16, y: size.height - 24, width: width - 32, height: 24),
    font: .caption, color: theme.secondaryText)
  return list
}
