/*
| Whether a text shows anything to a reader. Server rules and client forms share it, so what a
| form lets through is what the server accepts. Invisible: whitespace, control characters,
| format characters (zero-width spaces and joiners, the BOM, bidi marks and isolates, the soft
| hyphen), every default-ignorable code point (Hangul fillers, variation selectors, the
| combining grapheme joiner, tag characters), the braille blank U+2800 that renders as a space,
| and half a surrogate pair.
*/
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}\u2800]/gu

export function hasVisibleText(text: string) {
  return text.replace(INVISIBLE, '') !== ''
}
