import { crc32, inflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { SIGNATURE_DRAWING } from '#shared/agreements'

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/* Bytes per pixel of the 8-bit colour types a canvas (or any ordinary PNG writer) produces. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }

export type DrawingProblem = 'format' | 'tooLarge' | 'dimensions'

/*
| The PNG's structure, checked by hand before any decoder sees it: pdf-lib's decoder (UPNG) never
| returns on a truncated file, so a cut-off upload would hang the request. Every chunk must fit
| and carry its CRC, IHDR must come first and name an 8-bit, non-interlaced image within the
| bounds, IEND must close it, and the image data must inflate to exactly one filter byte (0..4)
| and one row of pixels per row — so what the decoder gets is whole.
*/
function checkPng(png: Buffer): DrawingProblem | null {
  if (png.length < 45 || !png.subarray(0, 8).equals(PNG_MAGIC)) return 'format'
  let offset = 8
  let header: { width: number; height: number; rowBytes: number } | null = null
  const data: Buffer[] = []
  let ended = false
  while (offset + 12 <= png.length && !ended) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (end > png.length) return 'format'
    const crc = png.readUInt32BE(end - 4)
    if (crc32(png.subarray(offset + 4, end - 4)) !== crc) return 'format'
    const body = png.subarray(offset + 8, end - 4)
    if (!header && type !== 'IHDR') return 'format'
    if (type === 'IHDR') {
      if (header || length !== 13) return 'format'
      const width = body.readUInt32BE(0)
      const height = body.readUInt32BE(4)
      const [depth, colour, , , interlace] = body.subarray(8)
      if (!width || !height || depth !== 8 || !CHANNELS[colour] || interlace !== 0) {
        return 'format'
      }
      if (width > SIGNATURE_DRAWING.maxWidth || height > SIGNATURE_DRAWING.maxHeight) {
        return 'dimensions'
      }
      header = { width, height, rowBytes: width * CHANNELS[colour] }
    } else if (type === 'IDAT') data.push(body)
    else if (type === 'IEND') ended = true
    offset = end
  }
  if (!header || !ended || data.length === 0) return 'format'
  const expected = header.height * (header.rowBytes + 1)
  let pixels: Buffer
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 })
  } catch {
    return 'format'
  }
  if (pixels.length !== expected) return 'format'
  for (let row = 0; row < header.height; row++) {
    if (pixels[row * (header.rowBytes + 1)] > 4) return 'format'
  }
  return null
}

/*
| A drawn signature as the form sends it (a PNG data URL), checked before anything keeps it: the
| prefix and base64, the bytes within the bound, the PNG's structure (above), then an embed by
| pdf-lib, the library that draws it on the sealed PDF, so a drawing that is kept can always be
| sealed. Answers the PNG's bytes or why it was refused.
*/
export async function readSignatureDrawing(
  value: string
): Promise<{ png: Buffer } | { problem: DrawingProblem }> {
  if (!value.startsWith(SIGNATURE_DRAWING.prefix)) return { problem: 'format' }
  const base64 = value.slice(SIGNATURE_DRAWING.prefix.length)
  if (base64.length > Math.ceil((SIGNATURE_DRAWING.maxBytes * 4) / 3) + 4) {
    return { problem: 'tooLarge' }
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return { problem: 'format' }
  const png = Buffer.from(base64, 'base64')
  if (png.length > SIGNATURE_DRAWING.maxBytes) return { problem: 'tooLarge' }
  const problem = checkPng(png)
  if (problem) return { problem }
  try {
    await (await PDFDocument.create()).embedPng(png)
  } catch {
    return { problem: 'format' }
  }
  return { png }
}
