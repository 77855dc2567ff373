import { constants, crc32, deflateRawSync } from 'node:zlib'

/*
| gzip for pages that differ between responses only in a few per-response values (the CSP nonce,
| the CSRF token). Compressing a 60 KB page costs more than everything else a request does, so
| the page is cut at those values: the text between them is compressed once and kept, each
| response compresses nothing and splices its own values in between, stored uncompressed.
|
| That is valid gzip because each kept piece is compressed on its own and ends with a full flush
| (byte-aligned, no reference to earlier text), so pieces and stored blocks can follow each other
| in one deflate stream (RFC 1951); the trailer's CRC-32 and length cover the whole text.
| The kept pieces are keyed by their own text, so a page whose text changed in any other place
| is simply compressed anew: nothing stale is ever sent.
*/
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03])
/* An empty stored block marked final: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])
const STORED_MAX = 0xffff

type Pieces = { compressed: Buffer[]; plain: Buffer[] }

function storedBlocks(value: Buffer) {
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
  #cache = new Map<string, Pieces>()
  #maxEntries: number

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries
  }

  /* `values` are the per-response strings to cut at; those not in the text are ignored. */
  encode(text: string, values: (string | null | undefined)[]) {
    const { parts, cuts } = split(text, values)
    const key = parts.join('\u0000')
    let pieces = this.#cache.get(key)
    if (pieces) {
      this.#cache.delete(key)
    } else {
      const plain = parts.map((part) => Buffer.from(part))
      const compressed = plain.map((part) =>
        deflateRawSync(part, { finishFlush: constants.Z_FULL_FLUSH })
      )
      pieces = { compressed, plain }
      if (this.#cache.size >= this.#maxEntries) {
        this.#cache.delete(this.#cache.keys().next().value!)
      }
    }
    this.#cache.set(key, pieces)

    const output: Buffer[] = [HEADER]
    let crc = 0
    let length = 0
    pieces.plain.forEach((part, index) => {
      output.push(pieces.compressed[index])
      crc = crc32(part, crc)
      length += part.length
      const cut = cuts[index]
      if (cut === undefined) return
      const value = Buffer.from(cut)
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
