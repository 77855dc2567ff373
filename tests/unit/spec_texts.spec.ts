import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import IntlMessageFormat from 'intl-messageformat'
import app from '@adonisjs/core/services/app'

/*
| Where the specification (../shared/spec/platform-spec.md) quotes a visible English text, that
| text is the requirement: its words and its case (UX.md, "Finish"). Each is listed here with
| the section it comes from and must be a value of the English translations (resources/lang/en;
| the other languages translate it). Two readings of the specification's notation:
| - {{name}} is its placeholder: our messages are ICU ({name}, plurals), so a quoted text with
|   placeholders must equal an English message formatted with the same sample values;
| - "..." is written "…": the product uses one ellipsis (UX.md), the same three dots.
| Not listed, because they are not the product's texts: "Unable to retrieve auth string..."
| (§8, the real-time client library's own error) and the keys and identifiers the
| specification names (not_started, super_admin, appearance, X-Locale).
*/
const QUOTED: [text: string, source: string][] = [
  // §2 Screens, "Not found": its actions.
  ['Go Home', '§2 Not found: actions Go Home and Go Back'],
  ['Go Back', '§2 Not found: actions Go Home and Go Back'],
  // §3 Entities, Member.
  ['No email', "§3 Member: the text 'No email' shown when missing"],
  // §4 States and transitions, project status.
  ['Not Started', '§4 Project status: not_started (Not Started)'],
  ['In Progress', '§4 Project status: in_progress (In Progress)'],
  ['Analyzing', '§4 Project status: analyzing (Analyzing)'],
  ['Completed', '§4 Project status: completed (Completed)'],
  ['Cancelled', '§4 Project status: cancelled (Cancelled)'],
  // §4 Chat.
  ['Sending...', "§4 Chat: sending shows 'Sending...'"],
  // §5 Validation rules.
  ['Project name is required.', "§5 Project name required: 'Project name is required.'"],
  ['This field is required.', '§5 Generic messages'],
  ['Please enter a valid email address.', '§5 Generic messages'],
  ['Must be at least {{count}} characters.', '§5 Generic messages'],
  ['Must not exceed {{count}} characters.', '§5 Generic messages'],
  // §6 Roles and permissions.
  ['Super Admin', '§6 Roles: super_admin (Super Admin)'],
  ['Owner', '§6 Roles: owner (Owner)'],
  ['Member', '§6 Roles: member (Member)'],
  ['Viewer', '§6 Roles: viewer (Viewer)'],
  // §8 Error catalogue.
  ['User is already a member of this project.', '§8 Already invited'],
  ['Cannot remove the project owner.', '§8 Removing the owner'],
  ['Something went wrong', '§8 Generic'],
  // In the catalogue's running text ("no projects found; no offers found"); shown on its own
  // as a sentence, it begins with a capital.
  ['No projects found', '§8 Empty lists: no projects found'],
  ['No offers found', '§8 Empty lists: no offers found'],
  // §8 Notices.
  [
    '{{name}} joined the project as {{role}}',
    "§8 Notices: '{{name}} joined the project as {{role}}'",
  ],
  ['{{name}} left the project', "§8 Notices: '{{name}} left the project'"],
]

const SAMPLES: Record<string, string | number> = {
  count: 8,
  min: 8,
  max: 8,
  name: 'Jana Nováková',
  role: 'member',
}

type Tree = { [key: string]: string | Tree }

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : values(value)
  )
}

function englishTexts() {
  const dir = join(app.languageFilesPath(), 'en')
  const raw = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => values(JSON.parse(readFileSync(join(dir, file), 'utf8'))))
  // Messages with arguments, also as shown with the sample values.
  const formatted = raw.flatMap((message) => {
    if (!message.includes('{')) return []
    try {
      return [String(new IntlMessageFormat(message, 'en').format(SAMPLES))]
    } catch {
      return []
    }
  })
  return new Set([...raw, ...formatted])
}

/* The quoted text as the product must show it: placeholders filled, one ellipsis. */
function asShown(text: string) {
  return text
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(SAMPLES[name]))
    .replaceAll('...', '…')
}

test.group('The texts the specification quotes', () => {
  test('the English translations hold, word for word: {$self}')
    .with(QUOTED.map(([text]) => text))
    .run(({ assert }, text) => {
      const source = QUOTED.find(([quoted]) => quoted === text)![1]
      assert.isTrue(englishTexts().has(asShown(text)), `"${text}" (${source}) is not shown`)
    })

  test('the notation is read as intended', ({ assert }) => {
    assert.equal(
      asShown('Must be at least {{count}} characters.'),
      'Must be at least 8 characters.'
    )
    assert.equal(asShown('Sending...'), 'Sending…')
    // The old sentence case is gone: the specification's case stands.
    const texts = englishTexts()
    for (const old of ['Not started', 'In progress', 'Super admin', 'Go home', 'Go back']) {
      assert.isFalse(texts.has(old), old)
    }
  })
})
