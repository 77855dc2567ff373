import { test } from '@japa/runner'
import { mkdirSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { openPage } from '#tests/helpers/browser'

/*
| Refreshes docs/screenshots/landing-*.png and legal-privacy.png. Not part of the normal run:
| SCREENSHOTS=1 node ace test browser --files tests/browser/marketing/screenshots.spec.ts
*/
const enabled = process.env.SCREENSHOTS === '1'
const shots = [
  { name: 'landing-desktop-light', path: '/?lang=en', width: 1440, scheme: 'light' },
  { name: 'landing-desktop-dark', path: '/?lang=en', width: 1440, scheme: 'dark' },
  { name: 'landing-phone-light', path: '/?lang=en', width: 390, scheme: 'light' },
  { name: 'landing-phone-dark', path: '/?lang=en', width: 390, scheme: 'dark' },
  { name: 'legal-privacy', path: '/privacy?lang=en', width: 1440, scheme: 'light' },
] as const

test.group('Screenshots', () => {
  test('{name}')
    .with([...shots])
    .skip(!enabled, 'set SCREENSHOTS=1 to refresh docs/screenshots')
    .run(async ({}, shot) => {
      const directory = app.makePath('docs/screenshots')
      mkdirSync(directory, { recursive: true })
      const page = await openPage(shot.path, {
        viewport: { width: shot.width, height: shot.width > 800 ? 900 : 844 },
        colorScheme: shot.scheme,
        deviceScaleFactor: shot.width > 800 ? 1 : 2,
      })
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: `${directory}/${shot.name}.png`, fullPage: true })
      await page.context().close()
    })
})
