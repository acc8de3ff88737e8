/// The paths of the `{f}` files one expansion wrote (collected from inside the expansion's
/// writer, which is a closure).
final class FileList {
    var paths: [String] = []
}
