import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import InboundAddress from '../../../commands/inbound_address.js'
import { readReplyToken, tokenOfAddress } from '#services/reply_tokens'
import { projectCast } from '../projects/cast.js'

/* `node ace inbound:address`: the address to try the receiver with, for members who may post. */
test.group('E-mail in: inbound:address', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function run(args: string[]) {
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const command = await ace.create(InboundAddress, args)
    await command.exec()
    return command
  }

  test("prints a member's reply address for the project's chat", async ({ assert }) => {
    const cast = await projectCast()
    const command = await run(['--project', String(cast.project.id), '--email', cast.member.email])
    command.assertSucceeded()
    const line = command.ui.logger.getLogs()[0].message
    const check = readReplyToken(tokenOfAddress(line)!)
    assert.deepEqual('thread' in check ? check.thread : check, {
      kind: 'project',
      id: cast.project.id,
      recipientId: cast.member.id,
    })
  })

  test('refuses a viewer and someone outside the project', async () => {
    const cast = await projectCast()
    for (const who of [cast.viewer, cast.outsider]) {
      const command = await run(['--project', String(cast.project.id), '--email', who.email])
      command.assertFailed()
      command.assertLogMatches(/may not post/)
    }
  })
})
