import { readdirSync } from 'node:fs'
import { configApp } from '@adonisjs/eslint-config'

/*
| The client's boundaries (docs/decisions/client-features.md): pages and layouts compose
| features; a feature (inertia/features/<area>/) uses shared code (~/components, ~/hooks, ~/lib,
| @shared) and its own files, never another feature, a layout or a page; shared code uses no
| feature. Every folder under inertia/features is covered as soon as it exists.
*/
const features = readdirSync(new URL('inertia/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const appLevel = {
  regex: '^~/(layouts|pages)/',
  message: 'Layouts and pages compose features and shared code; import them from neither.',
}

function featureBoundaries(feature) {
  const others = features.filter((name) => name !== feature)
  const message = `The ${feature} feature imports shared code or its own files, not another feature: move what both need to ~/components, ~/hooks, ~/lib or @shared.`
  return {
    files: [`inertia/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^~/features/(?!${feature}/)`, message },
            ...(others.length > 0
              ? [{ regex: `^(\\.\\./)+(features/|(${others.join('|')})(/|$))`, message }]
              : []),
            appLevel,
          ],
        },
      ],
    },
  }
}

/*
| One data path (docs/decisions/data-path.md): hand-written SQL, whole statements and `db.raw`
| expressions, lives in app/data, which runs it on SQLite or PostgreSQL, in a transaction or
| not. Server code elsewhere uses the ORM and the query builder, or a statement from app/data;
| it never reaches the drivers or knex underneath.
*/
const dataHome =
  'Hand-written SQL lives in app/data (docs/decisions/data-path.md): add a statement or an expression there and use it from here.'
const dataPath = {
  files: ['{app,start,config,providers,commands}/**/*.ts'],
  ignores: ['app/data/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'MemberExpression[property.name=/^(rawQuery|knexRawQuery|knexQuery|getWriteClient|getReadClient)$/]',
        message: dataHome,
      },
      {
        selector:
          'CallExpression[callee.property.name="raw"][callee.object.name=/^(db|knex|trx|client|connection|query)$/]',
        message: dataHome,
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: ['better-sqlite3', 'pg', 'knex'].map((name) => ({ name, message: dataHome })),
        patterns: [{ regex: '^(pg|knex)/', message: dataHome }],
      },
    ],
  },
}

export default configApp(
  {
    ignores: [
      'build/**',
      'public/assets/**',
      '.adonisjs/**',
      'tmp/**',
      'storage/**',
      'database/schema.ts',
      'bench/peers/next/.next/**',
      'bench/peers/next/next-env.d.ts',
    ],
  },
  {
    // `(await client.get('/')).text()` reads naturally in tests; splitting it adds nothing.
    rules: { '@unicorn/no-await-expression-member': 'off' },
  },
  dataPath,
  ...features.map(featureBoundaries),
  {
    files: ['inertia/{components,hooks,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(~/|(\\.\\./)+)features/',
              message: 'Shared code is used by features; it never imports one.',
            },
            appLevel,
          ],
        },
      ],
    },
  }
)
