import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib'
import { BoundedCache } from '#infrastructure/bounded_cache'

/*
| gzip for pages that differ between responses only in a few per-response values (the CSP nonce,
| the CSRF token). Compressing a 60 KB page costs more than everything else a request does, so
| the page is cut at those values: the text between them is compressed once and kept, each
| response compresses nothing and splices its own values in between, stored uncompressed.
|
| That is valid gzip (RFC 1951/1952): each kept piece is compressed on its own and ends on a byte
| boundary (a sync flush), so pieces and stored blocks follow each other in one deflate stream,
| and the trailer's CRC-32 and length cover the whole text. A piece is compressed with the text
| before it as its dictionary, so it may copy from earlier text as one stream would, but with
| each value blanked to NUL bytes, which the page never contains: nothing is ever copied from a
| value, and since a response's values are as long as those the pieces were made with (else the
| page is compressed anew), every distance lands on the same text.
| The kept pieces are keyed by their own text, so a page whose text changed in any other place
| is simply compressed anew: nothing stale is ever sent.
*/
export const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03])
/* An empty stored block marked final: ends the deflate stream. */
export const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])
const STORED_MAX = 0xffff
/* How far back deflate may copy from. */
const WINDOW = 32 * 1024

export type Pieces = { compressed: Buffer[]; plain: Buffer[]; valueLengths: number[] }

/* Exported for the prerendered pages (app/infrastructure/prerendered_pages.ts), cut the same way. */
export function compress(parts: string[], values: Buffer[]): Pieces {
  const plain = parts.map((part) => Buffer.from(part))
  let before = Buffer.alloc(0)
  const compressed = plain.map((part, index) => {
    const options = { finishFlush: constants.Z_SYNC_FLUSH }
    const piece = deflateRawSync(part, before.length ? { ...options, dictionary: before } : options)
    const blank = Buffer.alloc(values[index]?.length ?? 0)
    before = Buffer.concat([before, part, blank]).subarray(-WINDOW)
    return piece
  })
  return { compressed, plain, valueLengths: values.map((value) => value.length) }
}

export function storedBlocks(value: Buffer) {
  const blocks: Buffer[] = []
  for (let start = 0; start < value.length; start += STORED_MAX) {
    const chunk = value.subarray(start, start + STORED_MAX)
    const head = Buffer.alloc(5)
    head.writeUInt16LE(chunk.length, 1)
    head.writeUInt16LE(~chunk.length & 0xffff, 3)
    blocks.push(head, chunk)
  }
  return blocks
}

export class SplicedGzip {
  #cache: BoundedCache<string, Pieces>

  constructor(maxEntries: number, name = 'compressed_pages') {
    this.#cache = new BoundedCache(name, maxEntries, 'lru')
  }

  /* `values` are the per-response strings to cut at; those not in the text are ignored. */
  encode(text: string, values: (string | null | undefined)[]) {
    // NUL stands for the values in a piece's dictionary (and separates the key's pieces).
    if (text.includes('\u0000')) return gzipSync(text)
    const { parts, cuts } = split(text, values)
    const valueBytes = cuts.map((cut) => Buffer.from(cut))
    const key = parts.join('\u0000')
    let pieces = this.#cache.get(key)
    const fits = pieces?.valueLengths.every((length, index) => length === valueBytes[index].length)
    if (!pieces || !fits) {
      pieces = compress(parts, valueBytes)
      this.#cache.set(key, pieces)
    }
    const kept = pieces

    const output: Buffer[] = [HEADER]
    let crc = 0
    let length = 0
    kept.plain.forEach((part, index) => {
      output.push(kept.compressed[index])
      crc = crc32(part, crc)
      length += part.length
      const value = valueBytes[index]
      if (value === undefined) return
      output.push(...storedBlocks(value))
      crc = crc32(value, crc)
      length += value.length
    })
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(crc >>> 0, 0)
    trailer.writeUInt32LE(length >>> 0, 4)
    output.push(FINAL_BLOCK, trailer)
    return Buffer.concat(output)
  }
}

/* The text between the values, and the values in the order they occur. */
function split(text: string, values: (string | null | undefined)[]) {
  const wanted = values.filter((value): value is string => !!value)
  const next = wanted.map((value) => text.indexOf(value))
  const parts: string[] = []
  const cuts: string[] = []
  let from = 0
  for (;;) {
    let first = -1
    next.forEach((at, index) => {
      if (at !== -1 && (first === -1 || at < next[first])) first = index
    })
    if (first === -1) break
    const at = next[first]
    parts.push(text.slice(from, at))
    cuts.push(wanted[first])
    from = at + wanted[first].length
    next.forEach((position, index) => {
      if (position !== -1 && position < from) next[index] = text.indexOf(wanted[index], from)
    })
  }
  parts.push(text.slice(from))
  return { parts, cuts }
}
