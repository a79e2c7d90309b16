import Drawing
import Profiling
import Scenes
import ScrollCore

#if canImport(Glibc)
  import Glibc
#endif

/// The inspector's Tune section at work: keys and clicks change settings, each change is
/// applied (physics and scene numbers from the next motion, input numbers from the next
/// gesture; no scene is rebuilt),
/// written to `--record` as a `set` line and to `--events-out` as a "setting" event; W and L
/// save and load presets.
extension SandboxApp {
  /// The name a `set` line uses for a switch of the physics preset (a loaded preset file
  /// with another base): the value is the preset's index in `ScrollPhysics.presets`.
  static let presetSettingName = "physics.preset"

  /// The Tune section's rows for the current scene.
  var tuneRows: [TuneRow] { tune.rows(sceneName: scene.name) }

  /// Applies setting `name` = `value` at time `t`. Physics and scene numbers wait until the
  /// scene on screen rests (a running motion continues as it was), then reach every built
  /// scene in place (`Scene.setTuning`: scroll positions kept); an input number reaches every
  /// scene's interpreters at once (from the next gesture on). With `record`, the change goes
  /// to `--record` as a `set` line (a replayed change is not written twice). Returns false, with a message on screen, when the value
  /// is refused.
  /// - Parameters:
  ///   - name: the setting's dotted name (or `presetSettingName`).
  ///   - value: the new value.
  ///   - t: the session time, seconds.
  ///   - record: whether to write the change to the recording.
  @discardableResult
  func applySetting(_ name: String, _ value: Double, at t: Double, record: Bool) -> Bool {
    // A value already in force changes nothing (a replay meets both the inspector's key
    // and the `set` line it recorded), so it is neither applied nor reported again.
    guard value != currentValue(of: name) else { return true }
    do {
      if name == Self.presetSettingName {
        // Checked: an index of 2^63 or more has no Int (a trap, not an error, unchecked).
        guard let index = SettingCheck.presetIndex(value) else {
          throw TuningError(SettingCheck.noPreset(value))
        }
        tune.physics = PhysicsTuning(base: ScrollPhysics.presets[index])
        tune.physicsPending = true
      } else if PhysicsSettings.named(name) != nil {
        try tune.physics.set(name, to: value)
        tune.physicsPending = true
      } else {
        try tune.scene.set(name, to: value)
        if InputSettings.contains(name) {
          selection.slots.retune(tune.scene, changed: name, at: t)
        } else {
          tune.scenePending = true
        }
      }
    } catch {
      notify("\(error)", at: t)
      if !record {
        // A replayed `set` line refused when it plays (a physics setting the preset then in
        // force lacks): said on stderr, and the run exits 2 as `--set` would.
        refusedReplaySettings += 1
        Console.err(
          "scroll-sandbox: --replay: the set line at \(PhysicsTuning.format(t)) s was refused: "
            + MessageText.printable("\(error)"))
      }
      return false
    }
    if record {
      telemetry.recordInput(InputEvent(time: t, kind: .setting(name: name, value: value)))
    }
    telemetry.appEvent(
      at: t, type: "setting", fields: [("name", .string(name)), ("value", .exact(value))])
    applyPendingTuning(at: t)
    return true
  }

  /// The value setting `name` has now, nil for an unknown name.
  /// - Parameter name: a dotted name (or `presetSettingName`).
  private func currentValue(of name: String) -> Double? {
    if name == Self.presetSettingName {
      return ScrollPhysics.presets.firstIndex { $0.name == tune.physics.base.name }.map(Double.init)
    }
    if PhysicsSettings.named(name) != nil { return tune.physics.value(of: name) }
    return SceneSettings.named(name) != nil ? tune.scene.value(named: name) : nil
  }

  /// Gives the scenes the tuned scene numbers and the scene on screen the tuned physics once
  /// it rests (called every frame).
  /// - Parameter t: the session time, seconds.
  func applyPendingTuning(at t: Double) {
    guard tune.physicsPending || tune.scenePending, scene.mainViewState.phase == .idle else {
      return
    }
    if tune.scenePending {
      tune.scenePending = false
      selection.slots.retune(tune.scene, at: t)
    }
    guard tune.physicsPending else { return }
    tune.physicsPending = false
    selection.setPhysics(tune.physics.physics.withDevicePixelRatio(options.physicsScale ?? 1))
    scene.setPhysics(selection.physics, at: t)
  }

  /// Keys of the Tune section; returns true when consumed. U focuses it (showing the
  /// inspector if it was hidden); while focused, ↑/↓ pick a row, ←/→ change it (Shift: ten
  /// steps), 0 puts it back to its default, W saves the preset, L loads one, U or Escape
  /// hands the keys back.
  /// - Parameters:
  ///   - key: the key.
  ///   - mods: the modifiers held.
  ///   - t: the session time, seconds.
  func handleTuneKey(_ key: Key, mods: KeyModifiers, at t: Double) -> Bool {
    if mods.contains(.control) || mods.contains(.alt) { return false }
    guard tune.focused else {
      guard key == .character("u") else { return false }
      tune.focused = true
      if chrome.layout.inspector == nil, chrome.toggleInspector() { placeScene(at: t) }
      return true
    }
    let rows = tuneRows
    tune.selected = min(max(0, tune.selected), max(0, rows.count - 1))
    switch key {
    case .character("u"), .escape: tune.focused = false
    case .up, .down:
      tune.selected = min(max(0, tune.selected + (key == .up ? -1 : 1)), max(0, rows.count - 1))
      revealSelectedRow()
    case .left, .right:
      guard rows.indices.contains(tune.selected) else { return true }
      let row = rows[tune.selected]
      let steps = (key == .left ? -1.0 : 1) * (mods.contains(.shift) ? 10 : 1)
      let v = row.stepped(by: steps)
      if v != row.value { applySetting(row.name, v, at: t, record: true) }
    case .character("0"):
      guard rows.indices.contains(tune.selected) else { return true }
      let row = rows[tune.selected]
      if row.value != row.defaultValue {
        applySetting(row.name, row.defaultValue, at: t, record: true)
      }
    case .character("w"): savePreset(at: t)
    case .character("l"): loadPreset(at: t)
    default: return false
    }
    return true
  }

  /// Scrolls the panel so the selected row is in view (from the last frame's rectangles).
  private func revealSelectedRow() {
    guard let panel = chrome.layout.inspector,
      let hit = tune.hits.first(where: { $0.index == tune.selected })
    else { return }
    if hit.row.minY < panel.minY {
      tune.scroll = max(0, tune.scroll - (panel.minY - hit.row.minY) - 8)
    } else if hit.row.maxY > panel.maxY {
      tune.scroll = min(maxInspectorScroll, tune.scroll + hit.row.maxY - panel.maxY + 8)
    }
  }

  /// The furthest the panel scrolls, points.
  var maxInspectorScroll: Double {
    max(0, tune.contentHeight - (chrome.layout.inspector?.height ?? 0))
  }

  /// Scrolls the inspector panel by a wheel's `dy` (positive toward the top).
  /// - Parameter dy: wheel units.
  func scrollInspector(by dy: Double) {
    guard dy.isFinite else { return }
    tune.scroll = min(maxInspectorScroll, max(0, tune.scroll - dy * 40))
  }

  /// Mouse on the Tune section's controls; returns true when consumed. A click on − or +
  /// steps the row, on the track sets it there (dragging keeps setting it), elsewhere on a
  /// row selects it and gives the section the keys; a right click puts the row back to its
  /// default.
  /// - Parameter e: a pointer event.
  func handleTunePointer(_ e: InputEvent) -> Bool {
    switch e.kind {
    case .pointerDown(let p, let button):
      guard let panel = chrome.layout.inspector, panel.contains(p),
        let hit = tune.hits.first(where: { $0.row.contains(p) })
      else { return false }
      let rows = tuneRows
      guard rows.indices.contains(hit.index) else { return true }
      let row = rows[hit.index]
      tune.selected = hit.index
      tune.focused = true
      var value: Double?
      if button == 3 {
        value = row.defaultValue
      } else if button == 1 {
        if hit.minus.contains(p) {
          value = row.stepped(by: -1)
        } else if hit.plus.contains(p) {
          value = row.stepped(by: 1)
        } else if hit.track.contains(p) {
          tune.dragging = hit.index
          value = row.value(atFraction: (p.x - hit.track.minX) / hit.track.width)
        }
      }
      if let value, value != row.value { applySetting(row.name, value, at: e.time, record: true) }
      return true
    case .pointerMove(let p, _):
      guard let i = tune.dragging else { return false }
      let rows = tuneRows
      guard rows.indices.contains(i), let hit = tune.hits.first(where: { $0.index == i }) else {
        return true
      }
      let v = rows[i].value(atFraction: (p.x - hit.track.minX) / hit.track.width)
      if v != rows[i].value { applySetting(rows[i].name, v, at: e.time, record: true) }
      return true
    case .pointerUp:
      guard tune.dragging != nil else { return false }
      tune.dragging = nil
      return true
    default:
      return false
    }
  }

  /// W: writes the tuned physics to the save path atomically and says so on screen and on
  /// standard error (a headless run has no screen); a failed save is counted, and makes the
  /// run's exit status 1.
  /// - Parameter t: the session time, seconds.
  func savePreset(at t: Double) {
    let path = tune.savePath
    do {
      let file = try AtomicFileWriter(path: path)
      file.write(PresetFile.text(for: tune.physics))
      try file.commit()
      tune.loadPath = path
      notify("Saved preset \(MessageText.printable(path))", at: t)
      Console.err("preset saved: \(MessageText.printable(path))")
    } catch {
      tune.saveFailures += 1
      notify("Could not save \(MessageText.printable(path)): \(error)", at: t)
      Console.err("scroll-sandbox: W: preset not saved: \(MessageText.printable("\(error)"))")
    }
  }

  /// L: reads the preset at the load path (`--preset-file`, else the last saved) and applies
  /// it, setting by setting (each recorded), or says on screen why it could not.
  /// - Parameter t: the session time, seconds.
  func loadPreset(at t: Double) {
    guard let path = tune.loadPath else {
      notify("No preset to load: save one (W) or pass --preset-file", at: t)
      return
    }
    let loaded: PhysicsTuning
    do {
      loaded = try PresetFile.parse(try SettingsFileInput.text(at: path, flag: "load"))
    } catch let error as TuningError {
      notify(
        "Preset not loaded: \(MessageText.printable("\(error)")) in \(MessageText.printable(path))",
        at: t)
      return
    } catch {
      notify("Preset not loaded: \(MessageText.printable("\(error)"))", at: t)
      return
    }
    if loaded.base.name != tune.physics.base.name,
      let i = ScrollPhysics.presets.firstIndex(where: { $0.name == loaded.base.name })
    {
      applySetting(Self.presetSettingName, Double(i), at: t, record: true)
    }
    for s in loaded.settings {
      guard let v = s.read(loaded.physics), v != tune.physics.value(of: s.name) else { continue }
      applySetting(s.name, v, at: t, record: true)
    }
    notify("Loaded preset \(MessageText.printable(path))", at: t)
  }

  /// Draws the Tune section under the other sections, clipped to the panel, and keeps its
  /// rectangles and the panel's content height for the next frame's input.
  /// - Parameters:
  ///   - list: the display list.
  ///   - panel: the inspector's rectangle.
  ///   - top: where the section starts (scroll applied).
  func drawTune(into list: inout DisplayList, panel: Rect, top: Double) {
    var drawn: (hits: [TuneSectionView.Hit], bottom: Double) = ([], top)
    let rows = tuneRows
    list.clipped(to: panel) { l in
      drawn = TuneSectionView.draw(
        into: &l, rows: rows, top: top, frame: panel, focused: tune.focused,
        selected: min(tune.selected, max(0, rows.count - 1)), theme: theme, measurer: measurer)
    }
    tune.hits = drawn.hits
    tune.contentHeight = drawn.bottom - (panel.minY - tune.scroll)
    tune.scroll = min(tune.scroll, maxInspectorScroll)
  }
}
