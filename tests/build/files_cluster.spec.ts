import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import S3rver from 's3rver'
import sharp from 'sharp'
import { buildOnce, serveBuild, type ServedBuild } from '#tests/helpers/served_build'
import { Session } from '#tests/helpers/served_clients'

/*
| Files across two nodes of the production build on one PostgreSQL database and one
| S3-compatible store (s3rver, started here): a file uploaded through node A is served by node
| B (a redirect to a presigned URL of the shared bucket), and a file a browser puts straight into
| the store through B's presigned URL is confirmed by A. Neither node keeps files of its own.
*/
const DATABASE = 'files_cluster_proof'

/* A multipart upload with the session's cookies and CSRF header (Session speaks JSON and forms). */
async function upload(session: Session, base: string, projectId: number, bytes: Buffer) {
  const form = new FormData()
  form.append('purpose', 'project')
  form.append('file', new Blob([new Uint8Array(bytes)]), 'across-nodes.png')
  const response = await fetch(`${base}/projects/${projectId}/files`, {
    method: 'POST',
    body: form,
    headers: {
      'accept': 'application/json',
      'cookie': [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(session.cookies.get('XSRF-TOKEN') ?? ''),
    },
  })
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`)
  return ((await response.json()) as { data: { id: string; url: string } }).data
}

test.group('Cluster: files over a shared S3 store', (group) => {
  let nodes: ServedBuild[] = []
  let server: S3rver
  let directory = ''
  let endpoint = ''
  const client = new Session('unused')
  let projectId = 0

  group.setup(async () => {
    await buildOnce()
    await db.connection('pg').rawQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
    await db.connection('pg').rawQuery(`CREATE DATABASE ${DATABASE}`)
    directory = await mkdtemp(join(tmpdir(), 's3rver-cluster-'))
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'cluster-files', configs: [] }],
    })
    endpoint = `http://127.0.0.1:${(await server.run()).port}`
    const env = {
      DB_CONNECTION: 'pg',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
      FILES_DISK: 's3',
      S3_BUCKET: 'cluster-files',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }
    nodes = [await serveBuild('files-a', env, { seed: true }), await serveBuild('files-b', env)]
    await client.logIn(nodes[0].url, 'client@example.com', 'client-password')
    for (let id = 1; id <= 50 && !projectId; id++) {
      const list = await client.request(nodes[0].url, `/projects/${id}/files`)
      // The demo client owns one of the first projects: the one it may upload into.
      if (
        list.ok &&
        (await client.request(nodes[0].url, `/projects/${id}/edit`, { accept: 'text/html' })).ok
      ) {
        projectId = id
      }
    }
    return async () => {
      for (const node of nodes) await node.stop()
      await server.close()
      await rm(directory, { recursive: true, force: true })
      await db.connection('pg').rawQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
    }
  })

  test('uploaded through node A, served by node B from the shared bucket', async ({ assert }) => {
    const [a, b] = nodes
    const bytes = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#16a34a' },
    })
      .png()
      .toBuffer()
    const file = await upload(client, a.url, projectId, bytes)

    const redirect = await client.request(b.url, file.url, { accept: 'image/png' })
    assert.equal(redirect.status, 302)
    const location = new URL(redirect.headers.get('location')!)
    assert.equal(location.origin, endpoint)
    const served = await fetch(location)
    assert.equal(served.headers.get('content-type'), 'image/png')
    assert.isTrue(Buffer.from(await served.arrayBuffer()).equals(bytes))

    // Straight into the store through B's presigned URL, confirmed by A, listed by B.
    const presigned = await client.request(b.url, `/projects/${projectId}/files/presign`, {
      method: 'POST',
      json: { name: 'direct.png', size: bytes.length, purpose: 'project' },
    })
    assert.equal(presigned.status, 201)
    const { data, uploadUrl } = (await presigned.json()) as {
      data: { id: string }
      uploadUrl: string
    }
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': 'application/octet-stream' },
    })
    assert.equal(put.status, 200)
    const confirmed = await client.request(a.url, `/files/${data.id}/confirm`, { method: 'POST' })
    assert.equal(confirmed.status, 200)
    const listed = (await (await client.request(b.url, `/projects/${projectId}/files`)).json()) as {
      data: { id: string; type: string }[]
    }
    assert.includeDeepMembers(
      listed.data.map((entry) => ({ id: entry.id, type: entry.type })),
      [
        { id: file.id, type: 'image/png' },
        { id: data.id, type: 'image/png' },
      ]
    )
    for (const node of nodes) assert.deepEqual(node.problems, [])
  })
})
