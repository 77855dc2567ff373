/*
| Draws the installable app's icons (public/icons/*.png) from the favicon's mark in the
| product's colour, with the Chromium the tests use. Run again after a change of colour or mark:
|   node scripts/pwa_icons.ts
| "any" icons are the rounded tile; the maskable one fills the square and keeps the mark inside
| the central 80 % safe zone, so a launcher's circle or squircle never cuts it.
*/
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const root = join(import.meta.dirname, '..')
const COLOUR = '#1f4fcc'
const MARK =
  '<path d="M21.4 10.4A7.8 7.8 0 1 0 21.4 21.6" fill="none" stroke="#fcfcfc" stroke-width="3.6" stroke-linecap="round"/>'

const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${COLOUR}"/>${MARK}</svg>`
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${COLOUR}"/><g transform="translate(16 16) scale(0.72) translate(-16 -16)">${MARK}</g></svg>`
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${COLOUR}"/><g transform="translate(16 16) scale(0.86) translate(-16 -16)">${MARK}</g></svg>`
// Android's status bar badge: white on transparent, the system tints it.
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK.replace('#fcfcfc', '#ffffff')}</svg>`

const icons: [string, string, number][] = [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['maskable-512.png', maskable, 512],
  // iOS rounds the corners itself and shows transparency as black.
  ['apple-touch-icon.png', fullBleed, 180],
  ['badge-96.png', badge, 96],
]

const out = join(root, 'public', 'icons')
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  for (const [name, svg, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`
    )
    await page.screenshot({ path: join(out, name), omitBackground: true })
    await page.close()
  }
} finally {
  await browser.close()
}
