/// A pretend network for the paged feeds and the chat's history, running on the scene clock: each request finishes
/// after a seeded latency and fails with a seeded probability.
///
/// The outcome of a request depends only on (seed, page, attempt), never on when it was made
/// or on other requests, so a session replays identically and a retry gets a fresh draw.
struct SimulatedPageLoader: Sendable {
  /// A request in flight.
  struct Request: Hashable, Sendable {
    /// Unique per loader, increasing.
    var id: Int
    /// The page asked for (1-based).
    var page: Int
    /// 1 for the first try, 2 for the first retry, ...
    var attempt: Int
    /// Scene time the request started, seconds.
    var startTime: Double
    /// Scene time the answer arrives, seconds.
    var dueTime: Double
    /// True when the answer is an error.
    var fails: Bool
  }

  /// Seconds a request takes (drawn uniformly; see `retune`).
  private(set) var latency: ClosedRange<Double>
  /// Probability (0...1) that a request fails (see `retune`).
  private(set) var failureRate: Double
  /// Seed of the draws.
  let seed: UInt64
  /// When above 0, the first try of every `failEvery`-th page fails and no other request
  /// does (a scene file's `fail-every`); 0 uses `failureRate`.
  var failEvery = 0
  /// Requests in flight, in the order they started.
  private(set) var inFlight: [Request] = []
  private var nextID = 1

  /// Creates a loader; the latency bounds are made finite and non-negative.
  init(latency: ClosedRange<Double>, failureRate: Double, seed: UInt64) {
    self.latency = 0...0
    self.failureRate = 0
    self.seed = seed
    retune(latency: latency, failureRate: failureRate)
  }

  /// Takes a new latency range and failure rate (made finite and in range as `init` does)
  /// for the next request; requests in flight keep the answer time and outcome drawn when
  /// they started.
  /// - Parameters:
  ///   - latency: seconds a request takes.
  ///   - failureRate: probability that a request fails.
  mutating func retune(latency: ClosedRange<Double>, failureRate: Double) {
    let lo = latency.lowerBound.isFinite ? max(0, latency.lowerBound) : 0
    let hi = latency.upperBound.isFinite ? max(lo, latency.upperBound) : lo
    self.latency = lo...hi
    self.failureRate = failureRate.isFinite ? min(1, max(0, failureRate)) : 0
  }

  /// Starts loading `page` (try number `attempt`) at time `t`.
  mutating func start(page: Int, attempt: Int, at t: Double) -> Request {
    var r = ContentRandom(
      seed: seed ^ (UInt64(truncatingIfNeeded: page) &* 0x9E37_79B9_7F4A_7C15)
        ^ (UInt64(truncatingIfNeeded: attempt) &* 0xC2B2_AE3D_27D4_EB4F))
    let delay = latency.lowerBound + (latency.upperBound - latency.lowerBound) * r.unit()
    let fails = failEvery > 0 ? attempt == 1 && page % failEvery == 0 : r.unit() < failureRate
    let request = Request(
      id: nextID, page: page, attempt: attempt, startTime: t, dueTime: t + delay, fails: fails)
    nextID += 1
    inFlight.append(request)
    return request
  }

  /// Removes and returns the requests whose answer has arrived by time `t`, in arrival
  /// order (ties in start order).
  mutating func arrivals(at t: Double) -> [Request] {
    guard inFlight.contains(where: { $0.dueTime <= t }) else { return [] }
    var due = inFlight.filter { $0.dueTime <= t }
    inFlight.removeAll { $0.dueTime <= t }
    due.sort { ($0.dueTime, $0.id) < ($1.dueTime, $1.id) }
    return due
  }

  /// True while some request waits for its answer.
  var isBusy: Bool { !inFlight.isEmpty }
}
