// swift-tools-version:6.0
import PackageDescription

// An app that embeds ScrollCore, as a separate package depending on this repository.
let package = Package(
  name: "Embedding",
  dependencies: [.package(name: "ScrollSandbox", path: "../..")],
  targets: [
    .executableTarget(
      name: "EmbeddingExample",
      dependencies: [.product(name: "ScrollCore", package: "ScrollSandbox")])
  ],
  swiftLanguageModes: [.v6]
)
