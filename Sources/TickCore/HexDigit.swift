/// Reading hexadecimal digits (JSON's `\\u` escapes, a terminal's colour reports).
extension UInt8 {
    /// The value of this byte as an ASCII hexadecimal digit (either case), or nil.
    var hexDigitValue: Int? {
        switch self {
        case 0x30...0x39: return Int(self - 0x30)
        case 0x41...0x46: return Int(self - 0x41 + 10)
        case 0x61...0x66: return Int(self - 0x61 + 10)
        default: return nil
        }
    }
}
