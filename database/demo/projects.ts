import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Project from '#models/project'
import ProjectMember from '#models/project_member'
import ProjectInvitation from '#models/project_invitation'
import Message from '#models/message'
import type User from '#models/user'
import type { Notice } from '#shared/projects'
import { newInvitationToken } from '#actions/projects/invitation_tokens'

const DEMO_BUILD_LINK = 'https://preview.example.com/bakery-app'

type Entry = { daysAgo: number; author: User | null } & (
  { text: string; replyTo?: number; edited?: boolean } | { notice: Notice }
)

/*
| Two projects of the demo client in different states, the staff account in both: one being
| built (plan agreed, work under way, a conversation), one in analysis with a plan waiting for
| the client and a pending invitation. Skipped when the client already owns them.
*/
export async function seedDemoProjects(client: User, staff: User) {
  const existing = await ProjectMember.query().where('user_id', client.id).where('role', 'owner')
  if (existing.length > 0) return

  await db.transaction(async (trx) => {
    const app = await project(trx, client, staff, {
      name: 'Bakery ordering app',
      description:
        'A mobile app for our bakery: customers order ahead, pay in the app and pick up without queueing. iOS and Android.',
      status: 'in_progress',
      progress: 40,
      estimationHours: 320,
      priceMinor: 2_480_000,
      startedDaysAgo: 30,
    })
    const price = { minor: 2_480_000, currency: 'EUR' as const }
    await stream(trx, app, [
      {
        daysAgo: 30,
        author: staff,
        notice: { type: 'member_joined', params: { name: staff.fullName, role: 'member' } },
      },
      {
        daysAgo: 29,
        author: client,
        text: 'Hello! We would like customers to order the evening before and pick up from 6 am.',
      },
      {
        daysAgo: 29,
        author: staff,
        text: 'Thanks, Clara. We will look at your current ordering by phone and come back with a plan.',
      },
      {
        daysAgo: 27,
        author: staff,
        notice: { type: 'status_changed', params: { from: 'not_started', to: 'analyzing' } },
      },
      {
        daysAgo: 22,
        author: staff,
        notice: { type: 'plan_proposed', params: { hours: 320, price } },
      },
      {
        daysAgo: 21,
        author: client,
        notice: { type: 'plan_accepted', params: { name: client.fullName, hours: 320, price } },
      },
      {
        daysAgo: 20,
        author: staff,
        notice: { type: 'status_changed', params: { from: 'analyzing', to: 'in_progress' } },
      },
      {
        daysAgo: 2,
        author: staff,
        notice: { type: 'build_ready', params: { link: DEMO_BUILD_LINK } },
      },
      {
        daysAgo: 1,
        author: client,
        text: 'Looks great! Could the pickup time be chosen in 15-minute steps?',
      },
      {
        daysAgo: 0.9,
        author: staff,
        // A reply quotes the entry at this index of the list.
        replyTo: 8,
        text: 'Yes: 15-minute steps from 6:00 to 10:00. It will be in next week’s build.',
      },
      {
        daysAgo: 0.2,
        author: client,
        text: 'Perfect, thank you!\nOne more thing: could each product show its allergens? Our current list is at https://example.com/allergens',
      },
      {
        daysAgo: 0.1,
        author: staff,
        edited: true,
        text: 'Good idea. We will add an allergens section to every product page and send you a preview on Friday.',
      },
    ])

    const website = await project(trx, client, staff, {
      name: 'Website redesign',
      description:
        'A new website for the bakery with the menu, opening hours and a link to the app.',
      status: 'analyzing',
      progress: 10,
      estimationHours: 60,
      priceMinor: 480_000,
      startedDaysAgo: 5,
    })
    await stream(trx, website, [
      {
        daysAgo: 5,
        author: staff,
        notice: { type: 'member_joined', params: { name: staff.fullName, role: 'member' } },
      },
      {
        daysAgo: 4,
        author: staff,
        notice: { type: 'status_changed', params: { from: 'not_started', to: 'analyzing' } },
      },
      {
        daysAgo: 1,
        author: staff,
        notice: {
          type: 'plan_proposed',
          params: { hours: 60, price: { minor: 480_000, currency: 'EUR' } },
        },
      },
    ])
    const { tokenHash, expiresAt } = newInvitationToken()
    await ProjectInvitation.create(
      {
        projectId: website.id,
        email: 'designer@example.com',
        role: 'viewer',
        tokenHash,
        expiresAt,
        invitedById: client.id,
      },
      { client: trx }
    )
  })
}

async function project(
  trx: TransactionClientContract,
  owner: User,
  staff: User,
  input: {
    name: string
    description: string
    status: Project['status']
    progress: number
    estimationHours: number
    priceMinor: number
    startedDaysAgo: number
  }
) {
  const started = DateTime.now().minus({ days: input.startedDaysAgo })
  const building = input.status === 'in_progress'
  const created = await Project.create(
    {
      // Step 6: the project being built has a first build waiting for the client's test.
      ...(building && {
        buildReadyAt: DateTime.now().minus({ days: 2 }),
        buildLink: DEMO_BUILD_LINK,
        buildNote:
          'First build: ordering ahead and paying in the app. Please try the checkout first and tell us what you think.',
      }),
      name: input.name,
      description: input.description,
      status: input.status,
      progress: input.progress,
      estimationHours: input.estimationHours,
      priceMinor: input.priceMinor,
      currency: 'EUR',
      analysisStartedAt: started.plus({ days: 1 }),
      planProposedAt: started.plus({ days: building ? 8 : 4 }),
      planAcceptedAt: building ? started.plus({ days: 9 }) : null,
      planAcceptedById: building ? owner.id : null,
      planAcceptedHours: building ? input.estimationHours : null,
      planAcceptedPriceMinor: building ? input.priceMinor : null,
      planAcceptedCurrency: building ? 'EUR' : null,
      workStartedAt: building ? started.plus({ days: 10 }) : null,
      lastActivityAt: DateTime.now().minus({ days: building ? 1 : 1, hours: building ? 0 : 3 }),
      createdAt: started,
    },
    { client: trx }
  )
  await ProjectMember.createMany(
    [
      { projectId: created.id, userId: owner.id, role: 'owner', createdAt: started },
      { projectId: created.id, userId: staff.id, role: 'member', createdAt: started },
    ],
    { client: trx }
  )
  return created
}

async function stream(trx: TransactionClientContract, target: Project, entries: Entry[]) {
  const written: Message[] = []
  for (const entry of entries) {
    const message = new Message()
    message.useTransaction(trx)
    message.projectId = target.id
    message.authorId = entry.author?.id ?? null
    message.createdAt = DateTime.now().minus({ days: entry.daysAgo })
    if ('text' in entry) {
      message.kind = 'message'
      message.body = entry.text
      message.replyToId = entry.replyTo === undefined ? null : written[entry.replyTo].id
      message.editedAt = entry.edited ? message.createdAt.plus({ minutes: 3 }) : null
    } else {
      message.body = ''
      message.notice = entry.notice
    }
    await message.save()
    written.push(message)
  }
}
