import SDLBackend
import ScrollCore

/// Devices as X servers describe them (valuator numbers, increments and properties as
/// xf86-input-libinput, XWayland and Xvfb set them up).
enum XI2Fixtures {
  /// A laptop touchpad under xf86-input-libinput: relative x/y on valuators 0/1, horizontal
  /// scroll on 2 and vertical on 3, increment 15 (libinput's for every device), tapping and
  /// two-finger scrolling available.
  static let touchpad = XI2Device(
    id: 11, name: "SynPS/2 Synaptics TouchPad",
    scrollClasses: [
      XI2ScrollClass(number: 2, axis: .horizontal, increment: 15),
      XI2ScrollClass(number: 3, axis: .vertical, increment: 15),
    ],
    relativeValuators: [0, 1, 2, 3],
    libinput: LibinputTraits(hasTapping: true, twoFingerScroll: true, edgeScroll: true))

  /// A USB mouse under xf86-input-libinput: the same classes and increment as the touchpad,
  /// but no tapping and only button scrolling.
  static let mouse = XI2Device(
    id: 12, name: "Logitech USB Optical Mouse",
    scrollClasses: [
      XI2ScrollClass(number: 2, axis: .horizontal, increment: 15),
      XI2ScrollClass(number: 3, axis: .vertical, increment: 15),
    ],
    relativeValuators: [0, 1, 2, 3],
    libinput: LibinputTraits(hasTapping: false, twoFingerScroll: false, edgeScroll: false))

  /// XWayland's one pointer for every physical pointer: absolute x/y, relative scroll
  /// valuators with increment 1, no libinput properties.
  static let xwayland = XI2Device(
    id: 6, name: "xwayland-pointer:13",
    scrollClasses: [
      XI2ScrollClass(number: 2, axis: .horizontal, increment: 1),
      XI2ScrollClass(number: 3, axis: .vertical, increment: 1),
    ],
    relativeValuators: [2, 3])

  /// Xvfb's XTEST pointer: buttons and two valuators, no scroll class.
  static let xtest = XI2Device(id: 4, name: "Virtual core XTEST pointer", relativeValuators: [])

  /// The master pointer.
  static let master = XI2Device(id: 2, name: "Virtual core pointer", use: .masterPointer)

  static let all = [master, xtest, touchpad, mouse, xwayland]
}
