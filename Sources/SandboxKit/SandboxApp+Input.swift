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
      return handleTuneKey(key, mods: mods, at: e.time) || handleKey(key, mods: mods, at: e.time)
    case .pointerDown(let p, let button):
      if chrome.helpShown {
        chrome.helpShown = false
        return true
      }
      if button == 1, chrome.beginInspectorDrag(at: p) { return true }
      if handleTunePointer(e) { return true }
      if p.y < chrome.layout.topBar.maxY {
        if button == 1, let i = chrome.bar?.tab(at: p) { select(i, at: e.time) }
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
      if !chrome.helpShown && p.y < chrome.layout.topBar.maxY {
        // Over the tabs: the strip scrolls when they do not fit (Shift or not).
        _ = chrome.scrollTabs(dx: dx, dy: dy)
        return true
      }
      if !chrome.helpShown, chrome.layout.inspector?.contains(p) == true { scrollInspector(by: dy) }
      return chrome.helpShown || chrome.layout.inspector?.contains(p) == true
    default:
      return false
    }
  }

  /// Handles a key the window owns; returns true when consumed.
  private func handleKey(_ key: Key, mods: KeyModifiers, at t: Double) -> Bool {
    switch key {
    case .escape:
      if chrome.helpShown {
        chrome.helpShown = false
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
      case "?": chrome.helpShown.toggle()
      case "/" where mods.contains(.shift): chrome.helpShown.toggle()
      case "q": requests.quit = true
      case "h": if chrome.toggleInspector() { placeScene(at: t) }
      case "f": if chrome.cycleGraph() { placeScene(at: t) }
      case "d": theme = theme.isDark ? .light : .dark
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
