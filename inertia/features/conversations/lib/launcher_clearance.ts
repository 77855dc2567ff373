/*
| The floating "Chat with us" never covers the page (UX.md: nothing fixed over content). It
| steps aside while it would cover text (a hero bullet, a paragraph of the terms, a link) or a
| part of the page marked `data-chat-yield` (the offer's answer, the contact form: on a phone
| it sat over the very buttons the page is for), and comes back where it was once that part has
| scrolled past. It turns invisible in place (`data-yielding`), so it takes no clicks and leaves
| the tab order. The end of every page is kept clear of it by the footer's own bottom padding,
| and on phones it is a round button, so it yields less often; the phone menu has the chat too.
*/
const COLUMNS = 4
const ROWS = 6

function intersects(box: DOMRect, zone: DOMRect) {
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.top < zone.bottom &&
    box.bottom > zone.top &&
    box.left < zone.right &&
    box.right > zone.left
  )
}

/* Whether any visible text of the page lies under the launcher's box. */
function coversText(launcher: HTMLElement, zone: DOMRect) {
  const seen = new Set<Element>()
  const range = document.createRange()
  for (let column = 0; column < COLUMNS; column++) {
    for (let row = 0; row < ROWS; row++) {
      const x = zone.left + 1 + ((zone.width - 2) * column) / (COLUMNS - 1)
      const y = zone.top + 1 + ((zone.height - 2) * row) / (ROWS - 1)
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || launcher.contains(element)) continue
        seen.add(element)
        if (element.closest('#chat-panel')) continue
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
          range.selectNodeContents(node)
          if ([...range.getClientRects()].some((box) => intersects(box, zone))) return true
        }
      }
    }
  }
  return false
}

/*
| Shows the launcher where it is and focuses it. An invisible button cannot take the focus, and
| `visibility` fading in is still hidden at its first instant, so it appears without the fade.
*/
export function focusLauncher(launcher: HTMLElement) {
  launcher.style.transition = 'none'
  launcher.removeAttribute('data-yielding')
  launcher.focus()
  requestAnimationFrame(() => launcher.style.removeProperty('transition'))
}

export function keepLauncherClear(launcher: HTMLElement) {
  let frame = 0
  const update = () => {
    frame = 0
    if (launcher.hidden) return
    const zone = launcher.getBoundingClientRect()
    // Never while it holds the focus (given back to it when the panel closes): it stays where
    // the person's attention is until they move on.
    const covers =
      document.activeElement !== launcher &&
      ([...document.querySelectorAll('[data-chat-yield]')].some((element) =>
        intersects(element.getBoundingClientRect(), zone)
      ) ||
        coversText(launcher, zone))
    launcher.toggleAttribute('data-yielding', covers)
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  // Scrolling, a rotated phone, or content that grew (an error message, a page visit).
  const resized = new ResizeObserver(schedule)
  resized.observe(document.body)
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule)
  launcher.addEventListener('blur', schedule)
  // The typeface arriving (font-display: swap) moves the text without resizing the page.
  document.fonts?.addEventListener('loadingdone', schedule)
  update()
  return () => {
    cancelAnimationFrame(frame)
    resized.disconnect()
    launcher.removeEventListener('blur', schedule)
    document.fonts?.removeEventListener('loadingdone', schedule)
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
  }
}
