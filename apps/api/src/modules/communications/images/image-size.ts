/**
 * Width and height read from an image's header, when it is cheap to: PNG, GIF and WebP keep
 * them at fixed places; JPEG in its first start-of-frame marker. Null when not found (the
 * image is still stored; the builder just cannot suggest a size).
 */
export type TImageSize = { width: number; height: number } | null;

function jpegSize(bytes: Buffer): TImageSize {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0..SOF15 carry the size, except DHT (c4), JPG (c8) and DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): TImageSize {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

export function imageSizeOf(contentType: string, bytes: Buffer): TImageSize {
  try {
    switch (contentType) {
      case 'image/png':
        return bytes.length >= 24
          ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
          : null;
      case 'image/gif':
        return bytes.length >= 10
          ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }
          : null;
      case 'image/jpeg':
        return jpegSize(bytes);
      case 'image/webp':
        return webpSize(bytes);
      default:
        return null;
    }
  } catch {
    // A truncated header: the image is served as it is, without a known size.
    return null;
  }
}
