import Bench

#if canImport(Glibc)
  import Glibc
#endif

let status = MainActor.assumeIsolated { BenchMain.run(Array(CommandLine.arguments.dropFirst())) }
exit(status)
