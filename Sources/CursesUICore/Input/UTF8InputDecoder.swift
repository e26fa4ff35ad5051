/// Turns the bytes a terminal sends into Unicode scalars, a sequence split between two reads
/// included. A byte that cannot start or continue UTF-8 stands for itself (Latin-1), as a
/// terminal outside any UTF-8 locale would mean it.
struct UTF8InputDecoder {
    private var scalar: UInt32 = 0
    private var remaining = 0
    private var sequence: [UInt8] = []

    /// Decodes `bytes`, handing each complete scalar to `emit`.
    mutating func decode(_ bytes: UnsafeRawBufferPointer, emit: (Unicode.Scalar) -> Void) {
        for byte in bytes { decode(byte, emit: emit) }
    }

    private mutating func decode(_ byte: UInt8, emit: (Unicode.Scalar) -> Void) {
        if remaining > 0 {
            guard byte & 0xC0 == 0x80 else {
                flushAsLatin1(emit)
                return decode(byte, emit: emit)
            }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
            sequence.append(byte)
            remaining -= 1
            guard remaining == 0 else { return }
            let shortest: UInt32 = sequence.count == 2 ? 0x80 : sequence.count == 3 ? 0x800 : 0x10000
            if scalar >= shortest, let decoded = Unicode.Scalar(scalar) {
                sequence.removeAll(keepingCapacity: true)
                emit(decoded)
            } else {
                flushAsLatin1(emit)
            }
            return
        }
        switch byte {
        case 0..<0x80: emit(Unicode.Scalar(byte))
        case 0xC2...0xDF: start(byte, payload: byte & 0x1F, following: 1)
        case 0xE0...0xEF: start(byte, payload: byte & 0x0F, following: 2)
        case 0xF0...0xF4: start(byte, payload: byte & 0x07, following: 3)
        default: emit(Unicode.Scalar(byte))
        }
    }

    private mutating func start(_ byte: UInt8, payload: UInt8, following: Int) {
        scalar = UInt32(payload)
        remaining = following
        sequence.append(byte)
    }

    private mutating func flushAsLatin1(_ emit: (Unicode.Scalar) -> Void) {
        for byte in sequence { emit(Unicode.Scalar(byte)) }
        sequence.removeAll(keepingCapacity: true)
        remaining = 0
    }
}
