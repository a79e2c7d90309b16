import Drawing
import Scenes
import ScrollCore

/// Hot reload of `--scene-file` (docs/scene-format.md, "Editing live"): a save is read and
/// the scene rebuilt in place, keeping the scroll offset (clamped to the new content), the
/// preset, the inspector and the tab; a file with an error keeps the last good scene and
/// shows the error over it until the next good save.
extension SandboxApp {
  /// The physics stage's look at the watched file: reads a settled save.
  /// - Parameter t: the session time, seconds.
  func checkSceneFile(at t: Double) {
    guard let watch = sceneFileWatch, watch.poll(at: t) else { return }
    do {
      let text = try SettingsFileInput.text(at: watch.path, flag: "--scene-file")
      reloadSceneFile(text: text, at: t)
    } catch {
      failReload("\(error)", at: t)
    }
  }

  /// Rebuilds the file scene from `text` (what a save wrote; also the tests' hook).
  /// - Parameters:
  ///   - text: the file's new contents.
  ///   - t: the session time, seconds.
  func reloadSceneFile(text: String, at t: Double) {
    let path = sceneFileWatch?.path ?? options.sceneFile ?? "scene file"
    let file: SceneFile
    do {
      file = try SceneFile.parse(text)
    } catch {
      failReload("--scene-file \(MessageText.printable(path)): \(error)", at: t)
      return
    }
    // The file's scene is the last slot (after the built-in ones).
    guard sceneFile != nil else { return }
    let index = selection.slots.count - 1
    let env = SceneEnvironment(
      measurer: measurer, physics: selection.physics, seed: 42, itemCount: options.items,
      tuning: selection.slots.tuning)
    let onScreen = selection.current == index
    let offset = (onScreen ? scene as? ReloadableScene : nil)?.contentOffset
    let fresh = FileScenes.build(FileScenes.entry(for: file, path: path), env)
    // A gesture in progress ends in the scene replaced (its release arrives in the new one).
    if onScreen { _ = scene.endInteraction(at: t) }
    selection.slots.replace(at: index, with: fresh)
    sceneFile = file
    sceneFileError = nil
    inspector.invalidateFrameRows()
    if onScreen {
      fresh.setPhysics(selection.physics, at: t)
      placeScene(at: t)
      if let offset { (fresh as? ReloadableScene)?.restore(offset: offset, at: t) }
    }
    telemetry.appEvent(
      at: t, type: "scene-reloaded",
      fields: [
        ("file", .string(path)), ("scene", .string(file.name)),
        ("offset", .number(offset?.y ?? 0)),
      ])
  }

  /// Keeps the scene, shows `message` over it and reports it.
  private func failReload(_ message: String, at t: Double) {
    sceneFileError = message
    telemetry.appEvent(
      at: t, type: "scene-reload-failed", fields: [("error", .string(message))])
  }

  /// The reload error over the top of the content, when there is one.
  /// - Parameters:
  ///   - list: the display list.
  ///   - content: the content area.
  func drawSceneFileError(into list: inout DisplayList, content: Rect) {
    guard let message = sceneFileError else { return }
    let width = max(0, content.width - 32)
    let font = Font(size: 13, family: .mono)
    let lines = [
      "The file has an error; the last good scene stays until the next good save.", message,
    ].flatMap { measurer.wrap($0, font: font, width: width - 24) }
    let height = Double(min(lines.count, 8)) * 18 + 20
    let card = Rect(x: content.minX + 16, y: content.minY + 16, width: width, height: height)
    list.fill(card, Color(r: 0.55, g: 0.08, b: 0.08).opacity(0.94))
    for (i, line) in lines.prefix(8).enumerated() {
      list.text(
        line,
        in: Rect(
          x: card.minX + 12, y: card.minY + 10 + Double(i) * 18, width: width - 24,
          height: 18),
        font: font, color: .white)
    }
  }
}
