import { useEffect, useRef } from 'react'

export type InboxKeyActions = {
  next: () => void
  previous: () => void
  open: () => void
  reply: () => void
  close: () => void
  assignToMe: () => void
  help: () => void
}

/* Where typing happens: a key there is text, never a shortcut. */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"]') !== null
  )
}

/*
| The inbox's keys (Intercom's and Chatwoot's): j/k move down and up the list, Enter opens the
| row, r writes a reply, e closes the thread, a assigns it to me, ? lists them. Never while
| typing in a field, never with Ctrl, Alt or Meta (the browser's own shortcuts), and not while a
| dialog or a menu is open (it has its own keys).
*/
export function useInboxKeys(actions: InboxKeyActions) {
  const ref = useRef(actions)
  ref.current = actions
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return
      if (isTyping(event.target)) return
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return
      const act = ref.current
      const handlers: Record<string, (() => void) | undefined> = {
        'j': act.next,
        'k': act.previous,
        'r': act.reply,
        'e': act.close,
        'a': act.assignToMe,
        '?': act.help,
      }
      // Enter on a focused link or button is the browser's own (it follows it).
      if (event.key === 'Enter') {
        const focused = event.target instanceof HTMLElement ? event.target : null
        if (focused?.closest('a, button')) return
        event.preventDefault()
        act.open()
        return
      }
      const handler = handlers[event.key]
      if (!handler) return
      event.preventDefault()
      handler()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}
