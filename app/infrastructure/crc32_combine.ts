/*
| The CRC-32 of two texts one after the other, from their own CRCs and the second one's length
| (zlib's crc32_combine, which Node does not expose). A prerendered page's gzip trailer needs
| the CRC of the whole text, most of which never changes: its pieces' CRCs are computed once and
| each response only combines them with its few short values', instead of reading 60 KB again.
|
| Arithmetic in GF(2) modulo the CRC-32 polynomial, bit-reflected as gzip's CRC is.
*/
const POLYNOMIAL = 0xedb88320
/* x^0 in the reflected representation. */
const ONE = 0x80000000

/* a × b modulo the polynomial. */
function multiply(a: number, b: number) {
  let mask = ONE
  let product = 0
  for (;;) {
    if (a & mask) {
      product ^= b
      if ((a & (mask - 1)) === 0) break
    }
    mask >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1
  }
  return product >>> 0
}

/* x^(2^k) modulo the polynomial, for k = 0..31. */
const powers: number[] = []
for (let k = 0, power = ONE >>> 1; k < 32; k++, power = multiply(power, power)) powers.push(power)

/* The operator that shifts a CRC past `length` bytes (x^(8 × length) modulo the polynomial). */
export function crc32Shift(length: number) {
  let result = ONE
  let k = 3
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n & 1) result = multiply(powers[k & 31], result)
  }
  return result
}

/* The CRC of A followed by B, given CRC(A), CRC(B) and the shift for B's length. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number) {
  return (multiply(shiftB, crcA) ^ crcB) >>> 0
}
