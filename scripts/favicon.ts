/*
| Writes public/favicon.ico from public/favicon.svg (the brand mark: the primary colour's rounded
| square with the initial), for browsers and tools that ask for /favicon.ico without reading the
| page's <link rel="icon">. Chromium draws the SVG at 16, 32 and 48 px; the .ico holds the PNGs.
| Run after changing the SVG: `node scripts/favicon.ts`.
*/
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const publicDir = join(import.meta.dirname, '..', 'public')
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')
const sizes = [16, 32, 48]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const images: Buffer[] = []
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  await page.setContent(
    `<body style="margin:0"><img src="${source}" width="${size}" height="${size}"></body>`
  )
  images.push(await page.screenshot({ omitBackground: true }))
  await page.close()
}
await browser.close()

// ICONDIR, then one 16-byte ICONDIRENTRY per image, then the PNGs themselves.
const header = Buffer.alloc(6 + 16 * images.length)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(images.length, 4)
let offset = header.length
images.forEach((png, index) => {
  const entry = 6 + 16 * index
  header.writeUInt8(sizes[index] % 256, entry)
  header.writeUInt8(sizes[index] % 256, entry + 1)
  header.writeUInt16LE(1, entry + 4)
  header.writeUInt16LE(32, entry + 6)
  header.writeUInt32LE(png.length, entry + 8)
  header.writeUInt32LE(offset, entry + 12)
  offset += png.length
})
writeFileSync(join(publicDir, 'favicon.ico'), Buffer.concat([header, ...images]))
console.log(`public/favicon.ico: ${sizes.join(', ')} px, ${offset} bytes`)
