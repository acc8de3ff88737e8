/// The paths whose values the scanner notes while it reads each item (`JSONScanner`), so
/// that the shown text is cut from where the values lie instead of walking the item again for
/// every path: a tree of the paths' steps, each node a value some path passes through.
///
/// Node 0 is the item itself. A path with a negative index (`[-1]`, known only once its array
/// has ended) is not followed: its slot stays `notCaptured` and the caller looks it up. The
/// tree is kept in flat arrays of plain numbers: the scanner reads it at every member of a
/// noted value, and nested arrays cost a retain and a release each time.
struct JSONCapturePlan: Sendable {
    /// A stretch of one of the flat arrays.
    struct Span: Sendable {
        var start: Int32 = 0
        var end: Int32 = 0
        var range: Range<Int> { Int(start)..<Int(end) }
    }

    /// A slot's start when its path is not followed.
    static let notCaptured: Int32 = -2
    /// A slot's start when its path found nothing in the item.
    static let missing: Int32 = -1

    /// Per node: its members (names in `keyBytes`, the nodes they lead to).
    private var members: [Span] = []
    private var memberName: [Span] = []
    private var memberNode: [Int32] = []
    private var keyBytes: [UInt8] = []
    /// Per node: its elements (indices, the nodes they lead to).
    private var elements: [Span] = []
    private var elementIndex: [Int] = []
    private var elementNode: [Int32] = []
    /// Per node: the slots of the paths that end at it.
    private(set) var slots: [Span] = []
    /// Per node: the slots of every path that ends at it or below it (cleared when such a
    /// value begins again: of two members with one key the last counts).
    private(set) var below: [Span] = []
    /// The slot numbers `slots` and `below` point into.
    private(set) var slotList: [Int] = []
    /// How many paths were given (slots, captured or not).
    let slotCount: Int

    /// A plan for `paths`, slot `k` for `paths[k]`.
    init(_ paths: [JSONPath]) {
        slotCount = paths.count
        var tree = [TreeNode()]
        for (slot, path) in paths.enumerated() {
            guard !path.steps.contains(where: { if case .index(let n) = $0 { n < 0 } else { false } }) else { continue }
            var node = 0
            tree[0].below.append(slot)
            for step in path.steps {
                node = TreeNode.child(of: node, step, in: &tree)
                tree[node].below.append(slot)
            }
            tree[node].slots.append(slot)
        }
        for node in tree {
            members.append(Span(start: Int32(memberNode.count), end: Int32(memberNode.count + node.members.count)))
            for (key, next) in node.members {
                memberName.append(Span(start: Int32(keyBytes.count), end: Int32(keyBytes.count + key.count)))
                keyBytes += key
                memberNode.append(Int32(next))
            }
            elements.append(Span(start: Int32(elementNode.count), end: Int32(elementNode.count + node.elements.count)))
            for (n, next) in node.elements {
                elementIndex.append(n)
                elementNode.append(Int32(next))
            }
            slots.append(Span(start: Int32(slotList.count), end: Int32(slotList.count + node.slots.count)))
            slotList += node.slots
            below.append(Span(start: Int32(slotList.count), end: Int32(slotList.count + node.below.count)))
            slotList += node.below
        }
    }

    /// Where the value of path `k` (`path`) lies in `item`: as noted in `captured` (see
    /// `JSONScanner.captured`), or looked up when the path was not followed.
    static func value(_ k: Int, of path: @autoclosure () -> JSONPath, captured: UnsafeBufferPointer<Int>,
                      in item: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let start = captured[2 * k]
        if start == Int(notCaptured) { return path().value(in: item) }
        return start >= 0 ? start..<captured[2 * k + 1] : nil
    }

    /// Whether any path is followed.
    var isEmpty: Bool { below[0].start == below[0].end }

    /// Whether the value at `node` has members on some path.
    func hasMembers(_ node: Int32) -> Bool { members[Int(node)].start != members[Int(node)].end }

    /// Whether the value at `node` has elements on some path.
    func hasElements(_ node: Int32) -> Bool { elements[Int(node)].start != elements[Int(node)].end }

    /// The node of `node`'s member named `key` (escapes decoded), or -1.
    func member(of node: Int32, _ key: UnsafeBufferPointer<UInt8>) -> Int32 {
        for m in members[Int(node)].range {
            let name = memberName[m]
            guard Int(name.end - name.start) == key.count else { continue }
            let same = keyBytes.withUnsafeBufferPointer { bytes in
                var k = 0
                while k < key.count && bytes[Int(name.start) &+ k] == key[k] { k &+= 1 }
                return k == key.count
            }
            if same { return memberNode[m] }
        }
        return -1
    }

    /// The node of `node`'s element `index`, or -1.
    func element(of node: Int32, _ index: Int) -> Int32 {
        for e in elements[Int(node)].range where elementIndex[e] == index { return elementNode[e] }
        return -1
    }

    /// The tree as it is built, before it is laid out flat.
    private struct TreeNode {
        var members: [([UInt8], Int)] = []
        var elements: [(Int, Int)] = []
        var slots: [Int] = []
        var below: [Int] = []

        /// The node `step` leads to from `node`, made when new.
        static func child(of node: Int, _ step: JSONPath.Step, in tree: inout [TreeNode]) -> Int {
            switch step {
            case .member(let key):
                if let found = tree[node].members.first(where: { $0.0 == key }) { return found.1 }
                tree.append(TreeNode())
                tree[node].members.append((key, tree.count - 1))
            case .index(let n):
                if let found = tree[node].elements.first(where: { $0.0 == n }) { return found.1 }
                tree.append(TreeNode())
                tree[node].elements.append((n, tree.count - 1))
            }
            return tree.count - 1
        }
    }
}
