import CXInput2
import Platform

#if canImport(Glibc)
  import Glibc
#endif

/// Ends the app its own way when the X server goes: by default Xlib ends the process itself
/// (a few lines on standard error, exit 1) when a connection breaks (the server stopped, or
/// the client was killed with xkill) or when the server refuses a request (the window
/// destroyed by another client: BadWindow); SDL's own error handler passes errors on to
/// that default. Xlib's handlers are process-wide, so one pair covers SDL's connection and
/// the XI2 and present connections alike; code that expects an error installs its own
/// handler around the call and puts this one back (see `x11_shm.c`).
///
/// `install(_:)` replaces both handlers (after SDL's video start, which installs its own):
/// the app's function gets a one-line description of what happened, and must not return
/// (Xlib would end the process as before). It is called on the thread that made the X call:
/// on another thread than the main one (none makes X calls in this app) the thread waits
/// for the main thread, which meets the same loss at its next X call.
public enum XConnectionLoss {
  /// What the app does when the X connection is lost: commit, report, exit.
  nonisolated(unsafe) static var handler: ((String) -> Never)?

  /// Installs Xlib's I/O error and protocol error handlers.
  /// - Parameter onLoss: called once with a one-line description; must end the process.
  public static func install(_ onLoss: @escaping (String) -> Never) {
    handler = onLoss
    _ = XSetIOErrorHandler(ioErrorHandler)
    _ = XSetErrorHandler(protocolErrorHandler)
  }

  /// Hands `description` to the app's handler on the main thread; other threads wait.
  static func lost(_ description: String) -> Never {
    if !Threads.isMain {
      while true { pause() }
    }
    guard let handler else {
      _ = description.withCString { write(2, $0, strlen($0)) }
      _exit(1)
    }
    handler(description)
  }

  /// The display's name ("":0"") as Xlib knows it.
  static func name(of display: OpaquePointer?) -> String {
    guard let display, let s = XDisplayString(display) else { return "?" }
    return String(cString: s)
  }
}

/// Xlib's I/O error handler: the connection broke.
private func ioErrorHandler(_ display: OpaquePointer?) -> Int32 {
  XConnectionLoss.lost(
    "lost the connection to the X server \(XConnectionLoss.name(of: display)) (the server "
      + "stopped, or another client closed this one, as xkill does)")
}

/// Xlib's protocol error handler: the server refused a request.
private func protocolErrorHandler(
  _ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?
) -> Int32 {
  guard let event else { XConnectionLoss.lost("the X server reported an error") }
  var text = [CChar](repeating: 0, count: 256)
  _ = XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
  let what = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  let windowGone =
    Int32(event.pointee.error_code) == BadWindow || Int32(event.pointee.error_code) == BadDrawable
  XConnectionLoss.lost(
    "the X server \(XConnectionLoss.name(of: display)) refused a request (\(what); request "
      + "\(event.pointee.request_code).\(event.pointee.minor_code), resource "
      + "0x\(String(event.pointee.resourceid, radix: 16)))"
      + (windowGone ? ": the window was destroyed by another client" : ""))
}
