/*
| The optional drawn signature of the signing form, in plain DOM code so one implementation
| serves both the online offer (a server-rendered page whose small script binds it,
| inertia/public.ts) and the signed-in recipient's page in the app (a component binds it in an
| effect). The markup is the component's (SignatureDrawing): a canvas, a hidden input that the
| form posts, a Clear button and a live region. Hidden until bound: without a script the form is
| the typed name alone, which is all a signature needs.
|
| Pointer events cover mouse, pen and touch alike; `touch-action: none` on the canvas keeps a
| finger from scrolling the page while it draws. The canvas has a fixed size in pixels (CSS
| scales it), so the PNG is the same size on every screen and within the server's bounds.
*/
const INK = '#111827'

export function bindSignaturePad(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>('canvas[data-signature-canvas]')
  const input = root.querySelector<HTMLInputElement>('input[data-signature-input]')
  const clear = root.querySelector<HTMLButtonElement>('button[data-signature-clear]')
  const status = root.querySelector<HTMLElement>('[data-signature-status]')
  const context = canvas?.getContext('2d')
  if (!canvas || !input || !clear || !context) return () => {}
  root.hidden = false

  let drawing = false
  let drawn = false
  let last: { x: number; y: number } | null = null
  const say = (text: string | undefined) => {
    if (status && text) status.textContent = text
  }
  const point = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect()
    return {
      x: ((event.clientX - box.left) * canvas.width) / box.width,
      y: ((event.clientY - box.top) * canvas.height) / box.height,
    }
  }
  const line = (to: { x: number; y: number }) => {
    if (!last) return
    context.beginPath()
    context.moveTo(last.x, last.y)
    context.lineTo(to.x, to.y)
    context.stroke()
    last = to
  }
  const setInk = () => {
    // About 2.5 CSS pixels wide at whatever size the canvas is shown.
    const scale = canvas.width / Math.max(1, canvas.getBoundingClientRect().width)
    context.lineWidth = 2.5 * scale
    context.lineCap = 'round'
    context.lineJoin = 'round'
    context.strokeStyle = INK
  }

  // A drawing kept from a form sent back with another field's error is shown again.
  if (input.value.startsWith('data:image/png;base64,')) {
    const image = new Image()
    image.onload = () => {
      context.drawImage(image, 0, 0, canvas.width, canvas.height)
      drawn = true
    }
    image.onerror = () => (input.value = '')
    image.src = input.value
  } else {
    input.value = ''
  }

  const down = (event: PointerEvent) => {
    if (event.button > 0) return
    event.preventDefault()
    canvas.setPointerCapture(event.pointerId)
    setInk()
    drawing = true
    last = point(event)
    // A tap is a dot.
    line({ x: last.x + 0.01, y: last.y })
  }
  const move = (event: PointerEvent) => {
    if (!drawing) return
    const events = event.getCoalescedEvents?.() ?? [event]
    for (const each of events.length ? events : [event]) line(point(each))
  }
  const up = () => {
    if (!drawing) return
    drawing = false
    last = null
    input.value = canvas.toDataURL('image/png')
    if (!drawn) say(root.dataset.drawn)
    drawn = true
  }
  const reset = () => {
    context.clearRect(0, 0, canvas.width, canvas.height)
    input.value = ''
    drawn = false
    say(root.dataset.cleared)
  }

  canvas.addEventListener('pointerdown', down)
  canvas.addEventListener('pointermove', move)
  canvas.addEventListener('pointerup', up)
  canvas.addEventListener('pointercancel', up)
  clear.addEventListener('click', reset)
  return () => {
    canvas.removeEventListener('pointerdown', down)
    canvas.removeEventListener('pointermove', move)
    canvas.removeEventListener('pointerup', up)
    canvas.removeEventListener('pointercancel', up)
    clear.removeEventListener('click', reset)
  }
}

/* Every drawing area on a server-rendered page. */
export function bindSignaturePads() {
  for (const root of document.querySelectorAll<HTMLElement>('[data-signature-pad]')) {
    bindSignaturePad(root)
  }
}
