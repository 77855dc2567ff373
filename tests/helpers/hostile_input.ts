import fc from 'fast-check'
import type { ApiRequest } from '@japa/api-client'

/*
| What a fuzzer or a careless script sends: any Unicode (lone surrogates included), huge and empty
| strings, wrong types (numbers, booleans, null, arrays, objects) and missing fields, as JSON or
| as a form. The answer is always a redirect with errors, a refusal or a success, never a server
| error, and nothing half-done remains.
*/
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff')
const codeUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  loneSurrogate
)

export const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  // A plausible address with half a surrogate pair somewhere in it.
  fc.tuple(fc.emailAddress(), loneSurrogate, fc.nat()).map(([email, half, at]) => {
    const index = at % (email.length + 1)
    return email.slice(0, index) + half + email.slice(index)
  }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '😀@😀.😀',
    '\ud800',
    'a@b.c\udfff'
  ),
  // Huge: past every field's limit, within the body parser's (a body past that is refused
  // before any route sees it: tests/functional/oversized_body.spec.ts).
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 5_000, max: 60_000 }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
  fc.emailAddress()
)

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), text, { maxKeys: 3 }),
  fc.array(fc.array(fc.integer(), { maxLength: 2 }), { maxLength: 2 })
)

export const anyValue = fc.oneof(
  { arbitrary: text, weight: 3 },
  { arbitrary: wrongType, weight: 2 },
  { arbitrary: fc.constant(undefined), weight: 1 }
)

export function payload<K extends string>(fields: K[]) {
  return fc.record(
    Object.fromEntries(fields.map((field) => [field, anyValue])) as Record<K, typeof anyValue>
  )
}

/* How the body travels: a form, JSON as pages send it, or JSON from a script asking for JSON. */
export const encoding = fc.constantFrom('form', 'json', 'json-api')

function clean(values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
}

export function send(request: ApiRequest, values: Record<string, unknown>, how: string) {
  request.withCsrfToken().redirects(0)
  if (how === 'form') return request.form(clean(values))
  if (how === 'json-api') request.accept('json')
  return request.json(clean(values))
}

/*
| A multipart body with a file, as a form with an attachment sends it (the fields as text), to
| any route: only the routes that take a file read it, and none may leave it on the disk.
*/
export const MULTIPART_FILE = Buffer.alloc(256 * 1024, 0x61)

export function sendMultipart(request: ApiRequest, values: Record<string, unknown>) {
  request.withCsrfToken().redirects(0).accept('json')
  for (const [name, value] of Object.entries(clean(values))) {
    request.field(name, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return request.file('file', MULTIPART_FILE, { filename: 'notes.pdf' })
}

/* A message key that escaped translation looks like `validation.required` or `chat.errors.x`. */
export const RAW_KEY = /^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/

export function shownMessages(response: any): string[] {
  const found: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  const flash = response.flashMessages() ?? {}
  walk([flash.error, flash.errorsBag, flash.inputErrorsBag])
  const json = response.header('content-type')?.includes('json') ? response.body() : null
  // A JSON error names its field and rule ("database.exists") beside the message: only the
  // message is shown to a person.
  const errors = Array.isArray(json?.errors)
    ? json.errors.map((error: any) => (error && typeof error === 'object' ? error.message : error))
    : json?.errors
  if (json && typeof json === 'object') walk([json.message, errors])
  return found
}
