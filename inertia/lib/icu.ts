/*
| A small ICU MessageFormat formatter for the browser: text, `{name}`, `{n, number}`,
| `{n, plural, =0 {…} one {…} few {…} other {…}}` with `#`, `{x, select, …}` and `''` / quoted
| literals. It covers what our translation files use at a fraction of the weight of
| intl-messageformat (the server keeps the full one); a unit test formats every message of every
| language with both and requires the same text.
*/
type Node =
  | string
  | { type: 'arg'; name: string; style?: 'number' }
  | { type: 'plural' | 'select'; name: string; options: Record<string, Node[]> }
  | { type: 'pound' }

type Values = Record<string, unknown>

class Parser {
  private at = 0
  constructor(private readonly source: string) {}

  parse(inPlural = false, stopAtBrace = false): Node[] {
    const nodes: Node[] = []
    let text = ''
    const flush = () => {
      if (text) nodes.push(text)
      text = ''
    }
    while (this.at < this.source.length) {
      const char = this.source[this.at]
      if (char === '}' && stopAtBrace) break
      if (char === '{') {
        flush()
        nodes.push(this.argument())
      } else if (char === '#' && inPlural) {
        flush()
        nodes.push({ type: 'pound' })
        this.at++
      } else if (char === "'") {
        text += this.quoted(inPlural)
      } else {
        text += char
        this.at++
      }
    }
    flush()
    return nodes
  }

  /* `''` is one apostrophe; an apostrophe before a syntax character starts a quoted literal. */
  private quoted(inPlural: boolean) {
    const next = this.source[this.at + 1]
    if (next === "'") {
      this.at += 2
      return "'"
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      const end = this.source.indexOf("'", this.at + 1)
      const literal = this.source.slice(this.at + 1, end === -1 ? undefined : end)
      this.at = end === -1 ? this.source.length : end + 1
      return literal.replace(/''/g, "'")
    }
    this.at++
    return "'"
  }

  private argument(): Node {
    this.at++ // {
    const name = this.until(/[,}]/).trim()
    if (this.source[this.at] === '}') {
      this.at++
      return { type: 'arg', name }
    }
    this.at++ // ,
    const kind = this.until(/[,}]/).trim()
    if (kind === 'number' && this.source[this.at] === '}') {
      this.at++
      return { type: 'arg', name, style: 'number' }
    }
    if (kind !== 'plural' && kind !== 'select') {
      throw new SyntaxError(`Unsupported ICU argument "${kind}" in: ${this.source}`)
    }
    this.at++ // ,
    const options: Record<string, Node[]> = {}
    for (;;) {
      this.skipSpace()
      if (this.source[this.at] === '}') break
      const selector = this.until(/[\s{]/)
      this.skipSpace()
      if (this.source[this.at] !== '{') throw new SyntaxError(`Expected { in: ${this.source}`)
      this.at++
      options[selector] = this.parse(kind === 'plural', true)
      this.at++ // }
    }
    this.at++ // }
    return { type: kind, name, options }
  }

  private until(pattern: RegExp) {
    const start = this.at
    while (this.at < this.source.length && !pattern.test(this.source[this.at])) this.at++
    return this.source.slice(start, this.at)
  }

  private skipSpace() {
    while (/\s/.test(this.source[this.at] ?? '')) this.at++
  }
}

const cache = new Map<string, Node[]>()
const pluralRules = new Map<string, Intl.PluralRules>()

function rulesFor(locale: string) {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules
}

function render(nodes: Node[], values: Values, locale: string, count?: number): string {
  let output = ''
  for (const node of nodes) {
    if (typeof node === 'string') {
      output += node
    } else if (node.type === 'pound') {
      output += new Intl.NumberFormat(locale).format(count ?? 0)
    } else if (node.type === 'arg') {
      const value = values[node.name]
      // A bare `{year}` prints the value as is (as intl-messageformat does); `{n, number}` formats.
      output +=
        node.style === 'number'
          ? new Intl.NumberFormat(locale).format(Number(value))
          : String(value ?? `{${node.name}}`)
    } else if (node.type === 'select') {
      const choice = node.options[String(values[node.name])] ?? node.options.other ?? []
      output += render(choice, values, locale, count)
    } else {
      const number = Number(values[node.name])
      const choice =
        node.options[`=${number}`] ??
        node.options[rulesFor(locale).select(number)] ??
        node.options.other ??
        []
      output += render(choice, values, locale, number)
    }
  }
  return output
}

export function formatIcu(message: string, locale: string, values: Values = {}) {
  let nodes = cache.get(message)
  if (!nodes) cache.set(message, (nodes = new Parser(message).parse()))
  return render(nodes, values, locale)
}

/* The i18next side: every resolved string goes through formatIcu, as i18next-icu would. */
export const icuFormat = {
  type: 'i18nFormat' as const,
  init() {},
  parse(message: string, values: Values | undefined, locale: string) {
    return typeof message === 'string' ? formatIcu(message, locale, values ?? {}) : message
  },
  addLookupKeys(keys: string[]) {
    return keys
  },
}
