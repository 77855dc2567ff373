import type { Page } from 'playwright-core'
import app from '@adonisjs/core/services/app'
import { injectScript } from '#tests/helpers/browser'

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
}

/* Runs axe-core (WCAG 2.x A/AA rules) in the page; returns the serious and critical findings. */
export async function seriousViolations(page: Page) {
  await injectScript(page, app.makePath('node_modules/axe-core/axe.min.js'))
  // Colours measured mid-transition (a theme just switched, a button fading in) are neither the
  // old nor the new ones: wait for every running transition and animation to end first.
  // A paused or starved one may never settle: after a few seconds the page is measured as it is.
  // A change made just before (a key that closes a menu) starts its animation on a later frame.
  await page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
  )
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          // Endless ones (a pulsing dot, a spinner) never finish: only those that end are waited for.
          .filter((animation) =>
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))
          )
          .map((animation) => animation.finished.catch(() => null))
      ),
      new Promise((settled) => setTimeout(settled, 3000)),
    ])
  )
  const result = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }
    ).axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    })
  )
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`
    )
}
