import { configApp } from '@adonisjs/eslint-config'

export default configApp(
  {
    ignores: [
      'build/**',
      'public/assets/**',
      '.adonisjs/**',
      'tmp/**',
      'storage/**',
      'database/schema.ts',
    ],
  },
  {
    // `(await client.get('/')).text()` reads naturally in tests; splitting it adds nothing.
    rules: { '@unicorn/no-await-expression-member': 'off' },
  }
)
