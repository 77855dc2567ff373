import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Invoice from '#models/invoice'
import User from '#models/user'
import type Project from '#models/project'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { createDraft } from '#actions/invoices/create_invoice'
import { issueInvoice } from '#actions/invoices/issue_invoice'

const PER_CONNECTION = 100
const lines = [
  { description: 'Work', quantityMilli: 1000, unit: 'h', unitPriceMinor: 5000, vatRateBp: 2300 },
]

/*
| Two database connections of their own (on SQLite two handles of the same file, whose writer
| lock is then really contended: a busy answer at once, no waiting; on PostgreSQL two
| sessions), each issuing its own hundred drafts at the same time. Run once on SQLite and once
| with DB_CONNECTION=pg. Rows are committed (no global transaction): the two connections must
| see each other's work.
*/
function addConnection(name: string) {
  const base = db.manager.get(db.primaryConnectionName)!.config as any
  const config =
    base.client === 'pg'
      ? { ...base, pool: { min: 1, max: 1 } }
      : {
          ...base,
          pool: {
            min: 1,
            max: 1,
            afterCreate: (connection: any, done: (error: Error | null, c: any) => void) => {
              connection.pragma('journal_mode = WAL')
              connection.pragma('busy_timeout = 0')
              done(null, connection)
            },
          },
        }
  db.manager.add(name, config)
  db.manager.connect(name)
}

test.group('Invoices: the number series under concurrency', (group) => {
  let staff: User
  let project: Project
  const year = 2031

  group.setup(async () => {
    addConnection('series_a')
    addConnection('series_b')
    staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    project = await projectWith(owner)
    return async () => {
      await db
        .from('invoices')
        .where('project_id', project.id)
        .whereNotNull('credited_invoice_id')
        .delete()
      await db.from('invoices').where('project_id', project.id).delete()
      await db.from('invoice_series').where('year', year).delete()
      await db.from('project_members').where('project_id', project.id).delete()
      await project.delete()
      await User.query().whereIn('id', [staff.id, owner.id]).delete()
      await db.manager.close('series_a')
      await db.manager.close('series_b')
    }
  })

  test('two connections issuing 100 each get 200 numbers with no gap and no duplicate', async ({
    assert,
  }) => {
    const drafts: number[] = []
    for (let i = 0; i < PER_CONNECTION * 2; i++) {
      drafts.push((await createDraft(staff, { projectId: project.id, lines })).id)
    }
    const today = DateTime.fromISO(`${year}-03-01`)
    const issueAll = async (connection: string, ids: number[]) => {
      for (const id of ids) {
        await issueInvoice(id, { connection, today })
        // Requests arrive apart, not back to back: the other connection gets its turns.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3))
      }
    }
    await Promise.all([
      issueAll(
        'series_a',
        drafts.filter((_, i) => i % 2 === 0)
      ),
      issueAll(
        'series_b',
        drafts.filter((_, i) => i % 2 === 1)
      ),
    ])

    const issued = await Invoice.query().whereIn('id', drafts).orderBy('seq')
    const seqs = issued.map((invoice) => invoice.seq)
    assert.lengthOf(seqs, 200)
    assert.deepEqual(
      seqs,
      Array.from({ length: 200 }, (_, i) => i + 1)
    )
    assert.equal(new Set(issued.map((invoice) => invoice.number)).size, 200)
    assert.equal(issued[0].number, `FA${year}0001`)
    assert.equal(issued[199].number, `FA${year}0200`)
    assert.isTrue(issued.every((invoice) => invoice.status === 'issued'))
    // The two really ran at the same time: their numbers interleave instead of forming two blocks.
    const firstOfB = issued.find((invoice) => drafts.indexOf(invoice.id) % 2 === 1)!.seq!
    const lastOfA = issued.findLast((invoice) => drafts.indexOf(invoice.id) % 2 === 0)!.seq!
    assert.isBelow(firstOfB, lastOfA)
  }).timeout(120_000)

  test('a credit note takes its own series; issuing twice is refused and takes no number', async ({
    assert,
  }) => {
    const invoice = await createDraft(staff, { projectId: project.id, lines })
    const today = DateTime.fromISO(`${year}-03-02`)
    const issued = await issueInvoice(invoice.id, { today })
    await assert.rejects(() => issueInvoice(invoice.id, { today }))
    const credit = await createDraft(staff, {
      projectId: project.id,
      lines,
      creditedInvoiceId: issued.id,
    })
    const credited = await issueInvoice(credit.id, { today })
    assert.equal(credited.kind, 'credit_note')
    assert.equal(credited.number, `DB${year}0001`)
    const next = await issueInvoice(
      (await createDraft(staff, { projectId: project.id, lines })).id,
      {
        today,
      }
    )
    assert.equal(next.seq, issued.seq! + 1)
  })
})
