import { test } from '@japa/runner'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/*
| The README and docs/ are the map a newcomer follows: every relative link and image in them
| points at a file that exists, and the README's committed images stay small (screenshots are
| generated into tmp/screenshots/ by `npm run screenshots`, never committed in full).
*/
const root = join(import.meta.dirname, '..', '..')

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

function relativeTargets(file: string) {
  // Code (fenced blocks and inline spans) is not a link, whatever brackets it holds.
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target && !/^[a-z]+:/i.test(target))
}

test.group('Docs', () => {
  test('every relative link and image in the README and docs/ exists', ({ assert }) => {
    const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))]
    const broken = files.flatMap((file) =>
      relativeTargets(file)
        .filter((target) => !existsSync(join(dirname(file), target)))
        .map((target) => `${relative(root, file)} → ${target}`)
    )
    assert.deepEqual(broken, [])
  })

  test('the README shows a handful of small committed images', ({ assert }) => {
    const images = relativeTargets(join(root, 'README.md')).filter((target) =>
      target.endsWith('.png')
    )
    assert.isAtLeast(images.length, 3)
    assert.isAtMost(images.length, 6)
    for (const image of images) {
      const size = statSync(join(root, image)).size
      assert.isBelow(size, 80 * 1024, `${image} is ${Math.round(size / 1024)} KB`)
    }
  })
})
