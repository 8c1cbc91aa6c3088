// The pixel size a PNG or JPEG declares, read from its first bytes (PNG's IHDR, JPEG's SOF marker)
// without decoding anything: a file of a few KB may declare gigapixels, and decoding it (sharp on
// the server, the preview in the browser) would take seconds and gigabytes. Browser-safe.

export interface DeclaredSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array, view: DataView): DeclaredSize | undefined {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return undefined;
  // The first chunk must be IHDR: length (4), type (4), then width and height (4 each).
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT, JPG or DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array, view: DataView): DeclaredSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined; // not a marker: a broken file, left to sharp
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and restart markers; SOI again.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or data before a frame
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      // length (2), precision (1), height (2), width (2)
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/**
 * The width and height a PNG or JPEG declares in its header; undefined for other formats or when
 * the header cannot be read (the caller's full check then decides).
 */
export function declaredImageSize(bytes: Uint8Array): DeclaredSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return pngSize(bytes, view) ?? jpegSize(bytes, view);
}

/** Whether the header declares more pixels than `max` (false when it declares nothing readable). */
export function declaresMorePixelsThan(bytes: Uint8Array, max: number): boolean {
  const size = declaredImageSize(bytes);
  return size !== undefined && size.width * size.height > max;
}
