import Drawing
import Profiling
import Scenes
import ScrollCore

/// The display-list stage: the scene in its content area, the chrome (tabs, status, help
/// line), the inspector or the graph strip, the overlays, and the frame's layout record.
extension SandboxApp {
  /// Display-list stage: chrome, the scene, the inspector and graph, the overlays.
  func draw(into list: inout DisplayList, at t: Double) {
    let layout = chrome.layout
    // Fetched once: each `scene` is a lookup in the slots and a copy of the existential.
    let scene = self.scene
    list.removeAll()
    list.fill(Rect(origin: .zero, size: chrome.windowSize), theme.background)
    let content = layout.content
    list.clipped(to: content) { l in scene.draw(into: &l, theme: theme, at: t) }
    let titles = selection.slots.titles
    // The labels are made again only when the preset or the shown fps changes.
    chrome.updateStatus(preset: selection.physicsName, fps: measuredFPS)
    // Laid out for the widest label it may show, so the fps ticking never re-measures.
    let bar = chrome.measuredBar(
      titles: titles, current: selection.current, status: chrome.status.widest,
      help: chrome.helpItems(sceneHelp: scene.helpLine, sceneCount: selection.count),
      measurer: measurer)
    ChromeView.draw(
      into: &list, layout: layout, chrome: bar, current: selection.current,
      status: chrome.status.text, theme: theme)
    if profiler.isEnabled && (layout.inspector != nil || layout.graphStrip != nil) {
      let start = profiler.now()
      inspector.refreshStatistics(from: &profiler, force: !scene.needsFrame(at: t))
      profiler.addCost(graphNanos: profiler.now() &- start)
    } else {
      inspector.dropStatistics()
    }
    var truncated: [String] = []
    if let panel = layout.inspector {
      truncated = drawInspector(into: &list, panel: panel, at: t)
    } else if let strip = layout.graphStrip, let stats = inspector.stats {
      let start = profiler.now()
      defer { profiler.addCost(graphNanos: profiler.now() &- start) }
      FrameGraphView.draw(
        into: &list, mode: chrome.graphMode, profiler: profiler, stats: stats,
        frame: Rect(
          x: strip.minX + 8, y: strip.minY + 4, width: strip.width - 16, height: strip.height - 8),
        compact: true, theme: theme, measurer: measurer)
    }
    var overlays: [LayoutRecord.Overlay] = []
    if layout.mode == .drawer, let panel = layout.inspector {
      overlays.append(.init(name: "drawer", rect: panel))
    }
    if sceneFileError != nil {
      drawSceneFileError(into: &list, content: content)
      overlays.append(.init(name: "scene-file-error", rect: content))
    }
    if let text = chrome.toastText(at: t) {
      let r = drawToast(text, into: &list, content: content)
      if !r.whole { truncated.append("toast") }
      overlays.append(.init(name: "toast", rect: r.rect))
    }
    if chrome.helpShown {
      let area = Rect(
        x: 0, y: layout.topBar.maxY, width: layout.window.width,
        height: layout.help.minY - layout.topBar.maxY)
      let drawn = HelpOverlayView.draw(
        into: &list, area: area, sceneTitle: scene.title, sceneHelp: scene.helpLine,
        sceneCount: selection.count, theme: theme, measurer: measurer, scroll: chrome.helpScroll)
      chrome.helpDrawn(drawn)
      overlays.append(.init(name: "help", rect: drawn.card))
    }
    // Once: each `name` copies the scene's entry through the existential.
    let sceneName = scene.name
    var record = LayoutRecord(
      window: layout.window, inspectorMode: layout.mode.rawValue, inspector: layout.inspector,
      content: content,
      scene: layout.sceneFrame(for: sceneName, textColumn: sceneName == fileTextScene),
      tabStrip: bar.strip,
      tabsScroll: bar.scrolls, tabs: bar.tabRecords, help: layout.help, helpText: bar.fittedHelp,
      helpItemsDropped: bar.droppedHelp,
      graphStrip: layout.graphStrip, overlays: overlays, truncated: truncated)
    if checksTextFit {
      let fit = TextFit.check(list, measurer: measurer)
      record.shortened = fit.shortened
      record.clipped = fit.clipped
    }
    lastLayoutRecord = record
    telemetry.laidOut(record, at: t)
  }

  /// The help line's text as shown.
  var helpText: String { chrome.bar?.fittedHelp ?? "" }

  /// Draws the message card at the top of the content; returns its rectangle and whether
  /// the text fit whole.
  private func drawToast(
    _ text: String, into list: inout DisplayList, content: Rect
  ) -> (rect: Rect, whole: Bool) {
    let font = Font(size: 13, weight: .semibold)
    let width = min(content.width - 24, measurer.size(of: text, font: font).width + 28)
    let r = Rect(x: content.midX - width / 2, y: content.minY + 12, width: width, height: 30)
    list.fill(r, theme.isDark ? Color(hex: 0x3A3A3C) : Color(hex: 0x1C1C1E), radius: 15)
    let shown = measurer.truncate(text, font: font, width: width - 28)
    list.text(shown, in: r, font: font, color: .white, alignment: .center)
    return (r, shown == text)
  }

  /// Draws the inspector's sections and graph; returns the shortened rows.
  private func drawInspector(into list: inout DisplayList, panel: Rect, at t: Double) -> [String] {
    let sections = inspector.sections(
      scene: scene, device: deviceMonitor.current?.inspectorRows ?? [], profiler: profiler,
      fps: measuredFPS, resting: !scene.needsFrame(at: t))
    let drawn = InspectorView.draw(
      into: &list, sections: sections, frame: panel, drawer: chrome.layout.mode == .drawer,
      graph: chrome.graphMode != .off, theme: theme, measurer: measurer, scroll: tune.scroll,
      followed: true, fits: inspectorFits)
    if let graph = drawn.graph, let stats = inspector.stats {
      let start = profiler.now()
      defer { profiler.addCost(graphNanos: profiler.now() &- start) }
      list.clipped(to: panel) { l in
        FrameGraphView.draw(
          into: &l, mode: chrome.graphMode, profiler: profiler, stats: stats, frame: graph,
          theme: theme, measurer: measurer)
      }
    }
    drawTune(into: &list, panel: panel, top: drawn.bottom)
    // G: the gesture strip, pinned at the panel's bottom; the panel scrolls that much further.
    let pinned = drawGestureStrip(into: &list, panel: panel)
    if pinned > 0 {
      tune.contentHeight += pinned
      tune.scroll = min(tune.scroll, maxInspectorScroll)
    }
    return drawn.truncated
  }
}
