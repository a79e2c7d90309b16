import ScrollCore

extension PresetExport {
  /// A compositor's configuration language.
  enum Compositor {
    /// sway: `input <identifier> scroll_factor <value>` (sway-input(5)).
    case sway
    /// Hyprland: `scroll_factor` in the `touchpad` section of `input` (its wiki's Variables).
    case hyprland
  }

  /// A touchpad scroll factor for a libinput desktop, where the preset maps onto one.
  ///
  /// A compositor's scroll factor multiplies every scroll delta by one number. GTK 4
  /// applications decelerate a touchpad fling as e^(-4t) (GNOME/gtk gtk/gtkkineticscrolling.c,
  /// the `gtk` preset), so a fling of speed v travels v / 4; a GTK-model preset tuned to
  /// e^(-rt) travels v / r: the factor 4 / r gives its fling distance (the fling still lasts as
  /// GTK's, and a drag moves that many times as far). Other presets' feel is in curves a
  /// compositor does not have: the export says so and sets nothing.
  /// - Parameters:
  ///   - p: the tuned physics.
  ///   - head: the header naming the preset.
  ///   - grammar: which compositor's syntax.
  static func compositor(_ p: ScrollPhysics, head: String, grammar: Compositor) -> Export {
    let title = grammar == .sway ? "sway (~/.config/sway/config)" : "Hyprland (hyprland.conf)"
    var e = Export(lines: ["# \(head) for \(title)."])
    guard let r = (p.deceleration as? ExponentialRateDeceleration)?.perSecond else {
      e.lines += [
        "# This preset does not map onto a scroll factor: a compositor multiplies scroll deltas",
        "# by one number, while the preset's feel is in its deceleration and edges, which apps",
        "# draw. Nothing to set.",
      ]
      return e
    }
    let factor = decimal(Double(short(4 / r)) ?? 4 / r)
    e.lines += [
      "# GTK 4 apps decelerate a fling as e^(-4t); this preset as e^(-\(num(r))t). The factor",
      "# 4 / \(num(r)) gives its fling distance (a drag moves that many times as far too).",
    ]
    e.expressed.insert("physics.decay")
    switch grammar {
    case .sway:
      e.lines.append("input type:touchpad scroll_factor \(factor)")
    case .hyprland:
      e.lines += ["input {", "    touchpad {", "        scroll_factor = \(factor)", "    }", "}"]
    }
    return e
  }
}
