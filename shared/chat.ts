/*
| The chat's rules both sides need (DESIGN.md "Chat messages over JSON", the bounds and
| timings): the server validates with them and the composer counts with them, so what the
| counter allows is exactly what the server accepts.
*/
import { hasVisibleText } from './visible_text.js'

export const MESSAGE_MAX_LENGTH = 5000

/* The counter appears once this many characters are left. */
export const MESSAGE_COUNTER_FROM = 500

/* The project page opens with this many; scrolling up loads the same number older. */
export const MESSAGES_PAGE = 50

/* Catch-up (`?after=`, `?changedSince=`) answers at most this many per call, with `hasMore`. */
export const MESSAGES_CATCH_UP = 200

/*
| `?changedSince=` also returns changes stamped up to this long before the time given: a change
| is stamped before its transaction commits, and SQLite keeps whole seconds. The client merges by
| id, so seeing a change twice costs nothing; missing one would.
*/
export const CHANGES_MARGIN_MS = 5000

/* A reply quotes at most this much of its original. */
export const QUOTE_MAX_LENGTH = 200

/* Typing whispers: at most one every 2 s from a typist; an indicator fades after 4 s of silence. */
export const TYPING_THROTTLE_MS = 2000
export const TYPING_TIMEOUT_MS = 4000

/* Characters as a person counts them: emoji and other astral characters are one each. */
export function messageLength(text: string) {
  return Array.from(text).length
}

/* Nothing a reader could see: only whitespace, control or invisible characters. */
export function isBlankMessage(text: string) {
  return !hasVisibleText(text)
}
