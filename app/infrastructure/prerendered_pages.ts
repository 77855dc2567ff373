import { crc32 } from 'node:zlib'
import { BoundedCache } from '#infrastructure/bounded_cache'
import { compress, FINAL_BLOCK, HEADER, storedBlocks } from '#infrastructure/spliced_gzip'
import { crc32Combine, crc32Shift } from '#infrastructure/crc32_combine'

/*
| A guest page as the full pipeline answered it, kept to answer the next guest who asks for the
| same page in the same way (app/middleware/prerendered_pages_middleware.ts). Its text is cut at
| the response's own values (the CSRF token, the CSP nonce, the page's moment `serverNow`), and
| each answer puts its own in their places: the text between them is kept as it is and as
| deflate pieces (app/infrastructure/spliced_gzip.ts), with each piece's CRC, so an answer neither
| renders, nor compresses, nor reads the page's 60 KB to checksum it.
*/
export type Slot = 'csrfToken' | 'nonce' | 'serverNow'
export type SlotValues = Record<Slot, string>

export interface Captured {
  status: number
  /* The headers the pipeline set from this middleware inward (never Set-Cookie). */
  headers: [string, string | string[]][]
  text: string
  values: SlotValues
  /* The response's etag flag, as the page was sent. */
  etag: boolean | undefined
  route: unknown
}

export class PrerenderedPage {
  readonly status: number
  readonly headers: [string, string | string[]][]
  readonly etag: boolean | undefined
  readonly route: unknown
  /* When the page must be made again (the footer's year: at the next local midnight). */
  readonly validUntil: number
  readonly fingerprint: string
  #parts: string[]
  #slots: Slot[]
  #compressed: Buffer[]
  #partCrcs: number[]
  #partShifts: number[]
  #partLengths: number[]
  #valueLengths: number[]
  #valueShifts = new Map<number, number>()

  constructor(captured: Captured, fingerprint: string, now = new Date()) {
    this.status = captured.status
    this.headers = captured.headers
    this.etag = captured.etag
    this.route = captured.route
    this.fingerprint = fingerprint
    this.validUntil = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime()
    const { parts, slots } = cut(captured.text, captured.values)
    this.#parts = parts
    this.#slots = slots
    const valueBytes = slots.map((slot) => Buffer.from(captured.values[slot]))
    this.#valueLengths = valueBytes.map((value) => value.length)
    const pieces = compress(parts, valueBytes)
    this.#compressed = pieces.compressed
    this.#partCrcs = pieces.plain.map((part) => crc32(part))
    this.#partLengths = pieces.plain.map((part) => part.length)
    this.#partShifts = this.#partLengths.map((length) => crc32Shift(length))
  }

  /* How many places the response's values go into (for tests and the bench's checks). */
  get slotCount() {
    return this.#slots.length
  }

  text(values: SlotValues) {
    let text = this.#parts[0]
    for (let index = 0; index < this.#slots.length; index++) {
      text += values[this.#slots[index]] + this.#parts[index + 1]
    }
    return text
  }

  /*
  | One gzip stream: each kept piece, then the value as stored blocks. The values must be as long
  | as those the pieces were made with (a piece's back-references were computed with blanks of
  | that length in their place); the caller makes the page again when one is not.
  */
  gzip(values: SlotValues) {
    const output: Buffer[] = [HEADER, this.#compressed[0]]
    let crc = this.#partCrcs[0]
    let length = this.#partLengths[0]
    for (let index = 0; index < this.#slots.length; index++) {
      const value = Buffer.from(values[this.#slots[index]], 'latin1')
      output.push(...storedBlocks(value), this.#compressed[index + 1])
      crc = crc32Combine(crc, crc32(value), this.#valueShift(value.length))
      crc = crc32Combine(crc, this.#partCrcs[index + 1], this.#partShifts[index + 1])
      length += value.length + this.#partLengths[index + 1]
    }
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(crc >>> 0, 0)
    trailer.writeUInt32LE(length >>> 0, 4)
    output.push(FINAL_BLOCK, trailer)
    return Buffer.concat(output)
  }

  /* Whether these values fit the kept pieces (as long as the ones the page was made with). */
  fits(values: SlotValues) {
    return this.#slots.every((slot, index) => values[slot].length === this.#valueLengths[index])
  }

  #valueShift(length: number) {
    let shift = this.#valueShifts.get(length)
    if (shift === undefined) {
      shift = crc32Shift(length)
      this.#valueShifts.set(length, shift)
    }
    return shift
  }
}

/*
| The text between the values, and which value was at each cut. Values are random (token,
| nonce) or a 13-digit moment; an empty one is not cut at.
*/
function cut(text: string, values: SlotValues) {
  const found: { at: number; slot: Slot; length: number }[] = []
  for (const slot of Object.keys(values) as Slot[]) {
    const value = values[slot]
    if (!value) continue
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + value.length)) {
      found.push({ at, slot, length: value.length })
    }
  }
  found.sort((a, b) => a.at - b.at)
  const parts: string[] = []
  const slots: Slot[] = []
  let from = 0
  for (const { at, slot, length } of found) {
    if (at < from) throw new Error('overlapping per-response values')
    parts.push(text.slice(from, at))
    slots.push(slot)
    from = at + length
  }
  parts.push(text.slice(from))
  return { parts, slots }
}

/* Pages × languages × themes × hosts; rarer variants are made again. */
export const prerenderedPages = new BoundedCache<string, PrerenderedPage>(
  'prerendered_pages',
  128,
  'lru'
)
