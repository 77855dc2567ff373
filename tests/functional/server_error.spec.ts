import { test } from '@japa/runner'

// /__test/failure exists only in tests (tests/helpers/test_routes.ts) and fails like a bug would.
test.group('Server error page', () => {
  test('an unexpected error shows the generic page without any stack trace', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/__test/failure').header('Accept-Language', 'de')
    response.assertStatus(500)
    const html = response.text()
    assert.match(html, /<h1[^>]*>Etwas ist schiefgelaufen<\/h1>/)
    assert.notInclude(html, 'database exploded')
    assert.notInclude(html, 'secret.ts')
  })

  test('Inertia visits get the same page component', async ({ client }) => {
    const response = await client.get('/__test/failure').withInertia()
    response.assertStatus(500)
    response.assertInertiaComponent('errors/server_error')
  })
})
