/*
| The floating "Chat with us" steps aside while it would cover a part of the page marked
| `data-chat-yield` (the offer's answer, the contact form): on a phone it sits over the very
| buttons the page is for. It turns invisible in place (`data-yielding`), so it takes no clicks,
| leaves the tab order and comes back where it was once that part has scrolled past. The end of
| every page is kept clear of it by the footer's own bottom padding.
*/
export function keepLauncherClear(launcher: HTMLElement) {
  let frame = 0
  const update = () => {
    frame = 0
    const zone = launcher.getBoundingClientRect()
    const covers = [...document.querySelectorAll('[data-chat-yield]')].some((element) => {
      const box = element.getBoundingClientRect()
      return (
        box.top < zone.bottom &&
        box.bottom > zone.top &&
        box.left < zone.right &&
        box.right > zone.left
      )
    })
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
  update()
  return () => {
    cancelAnimationFrame(frame)
    resized.disconnect()
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
  }
}
