import type { TFunction } from 'i18next'

/* "{name} is typing...", "{a} and {b} are typing...", "Several people are typing...". */
export function typingText(t: TFunction, names: string[]) {
  if (names.length === 0) return ''
  if (names.length === 1) return t('chat.typing.one', { name: names[0] })
  if (names.length === 2) return t('chat.typing.two', { a: names[0], b: names[1] })
  return t('chat.typing.several')
}
