import Drawing
import ScrollCore

/// The app's own input: window events, the tab strip, the inspector's edge, the help overlay
/// and the global keys, handled before the scene sees an event.
extension SandboxApp {
  /// Handles app-wide keys and clicks; returns true when consumed.
  func handleGlobal(_ e: InputEvent) -> Bool {
    switch e.kind {
    case .quit:
      requests.quit = true
      return true
    case .resize(let size):
      resize(size, at: e.time)
      return true
    case .keyDown(let key, let mods, _):
      if chrome.helpShown { return handleHelpKey(key, mods: mods) }
      return handleTuneKey(key, mods: mods, at: e.time) || handleKey(key, mods: mods, at: e.time)
    case .pointerDown(let p, let button):
      if chrome.helpShown {
        chrome.showHelp(false)
        return true
      }
      if button == 1, chrome.beginInspectorDrag(at: p) { return true }
      if handleTunePointer(e) { return true }
      if p.y < chrome.layout.topBar.maxY {
        if button == 1, let i = chrome.bar?.tab(at: p) {
          select(i, at: e.time)
        } else if button == 1 {
          _ = chrome.clickTabCue(at: p)
        }
        return true
      }
      return chrome.layout.inspector?.contains(p) == true
    case .pointerMove(let p, _):
      if handleTunePointer(e) { return true }
      guard let changed = chrome.dragInspector(to: p) else { return false }
      if changed { placeScene(at: e.time) }
      return true
    case .pointerUp:
      if handleTunePointer(e) { return true }
      return chrome.endInspectorDrag()
    case .wheel(let dx, let dy, let p, _):
      if chrome.helpShown {
        // The overlay is modal: the wheel scrolls its card, nothing behind it.
        if dy.isFinite { chrome.scrollHelp(to: chrome.helpScroll - dy * 40) }
        return true
      }
      if p.y < chrome.layout.topBar.maxY {
        // Over the tabs: the strip scrolls when they do not fit (Shift or not).
        _ = chrome.scrollTabs(dx: dx, dy: dy)
        return true
      }
      if chrome.layout.inspector?.contains(p) == true {
        scrollInspector(by: dy)
        return true
      }
      return false
    default:
      return false
    }
  }

  /// Keys while the help overlay is open: it is modal, so it takes every key. ?, F1 and
  /// Escape close it; the scroll keys scroll its card; Q still quits and S still takes a
  /// screenshot; the rest do nothing.
  /// - Parameters:
  ///   - key: the key.
  ///   - mods: the modifiers held.
  private func handleHelpKey(_ key: Key, mods: KeyModifiers) -> Bool {
    let line = HelpOverlayView.lineHeight
    let page = max(line, chrome.helpExtent.page - line)
    let scroll = chrome.helpScroll
    switch key {
    case .escape, .character("?"): chrome.showHelp(false)
    case .character("/") where mods.contains(.shift): chrome.showHelp(false)
    case .up: chrome.scrollHelp(to: scroll - line)
    case .down: chrome.scrollHelp(to: scroll + line)
    case .pageUp: chrome.scrollHelp(to: scroll - page)
    case .pageDown: chrome.scrollHelp(to: scroll + page)
    case .space: chrome.scrollHelp(to: scroll + (mods.contains(.shift) ? -page : page))
    case .home: chrome.scrollHelp(to: 0)
    case .end: chrome.scrollHelp(to: chrome.helpExtent.maxScroll)
    case .character("q"): requests.quit = true
    case .character("s"): requests.screenshot = true
    default: break
    }
    return true
  }

  /// Handles a key the window owns; returns true when consumed.
  private func handleKey(_ key: Key, mods: KeyModifiers, at t: Double) -> Bool {
    switch key {
    case .escape:
      if chrome.layout.mode == .drawer {
        // The drawer floats over the scene: Escape closes it first, as it closes help.
        if chrome.closeDrawer() { placeScene(at: t) }
      } else if scene.capturesEscape {
        return false  // the scene closes what it shows (an open list)
      } else {
        requests.quit = true
      }
    case .tab:
      select(selection.neighbour(backwards: mods.contains(.shift)), at: t)
    case .character(let c):
      if let d = c.wholeNumberValue, d < selection.count {
        select(d, at: t)
        return true
      }
      switch c {
      case "?": chrome.showHelp(true)
      case "/" where mods.contains(.shift): chrome.showHelp(true)
      case "q": requests.quit = true
      case "h": if chrome.toggleInspector() { placeScene(at: t) }
      case "f": if chrome.cycleGraph() { placeScene(at: t) }
      case "d": theme = theme.isDark ? .light : .dark
      case "g": stepGestureStrip(newer: mods.contains(.shift))
      case "p": cyclePreset(at: t)
      case "s": requests.screenshot = true
      // W saves the tuned preset from anywhere, as in the Tune section (a replay or a user
      // pressing it elsewhere got nothing, silently).
      case "w": savePreset(at: t)
      default: return false
      }
    default: return false
    }
    return true
  }
}
