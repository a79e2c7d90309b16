#if canImport(Glibc)
  import Glibc
#endif

/// Threads without Foundation's `Thread`: a detached POSIX thread, and which thread is the
/// process's main one.
public enum Threads {
  /// Starts `body` on a new detached thread (unnamed: Glibc's module does not import
  /// `pthread_setname_np`).
  /// - Parameter body: what the thread runs; the thread ends when it returns.
  /// - Returns: false when the thread could not be started.
  @discardableResult
  public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Body(run: body))
    var thread = pthread_t()
    let rc = pthread_create(
      &thread, nil,
      { raw in
        let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
        body.run()
        return nil
      }, box.toOpaque())
    guard rc == 0 else {
      box.release()
      return false
    }
    pthread_detach(thread)
    return true
  }

  /// Whether the calling thread is the process's main (first) thread: on Linux its thread
  /// id is the process id.
  public static var isMain: Bool {
    // /proc/thread-self names the calling thread as "<pid>/task/<tid>".
    guard let link = FileSystem.linkDestination("/proc/thread-self") else { return true }
    let pid = String(getpid())
    return link == "\(pid)/task/\(pid)"
  }

  private final class Body {
    let run: @Sendable () -> Void
    init(run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
