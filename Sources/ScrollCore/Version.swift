/// The version of this package: the ScrollCore library and the `scroll-sandbox` and
/// `scroll-bench` commands (which print it for `--version`). It follows Semantic Versioning
/// and matches the newest released section of CHANGELOG.md and the git tag of the release.
public enum ScrollSandboxVersion {
  /// The version, "MAJOR.MINOR.PATCH".
  public static let current = "0.1.0"
}
