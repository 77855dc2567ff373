import type { Page } from 'playwright-core'
import app from '@adonisjs/core/services/app'
import { injectScript } from '#tests/helpers/browser'

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
}

/* Runs axe-core (WCAG 2.x A/AA rules) in the page; returns the serious and critical findings. */
export async function seriousViolations(page: Page) {
  await injectScript(page, app.makePath('node_modules/axe-core/axe.min.js'))
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
