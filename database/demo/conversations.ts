import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ConversationNote from '#models/conversation_note'
import SavedReply from '#models/saved_reply'
import type User from '#models/user'

type Line = { minutesAgo: number; staff?: boolean; text: string }

/*
| The inbox, as the team finds it on a demo install: a visitor chatting right now (unread), a
| visitor answered and closed, the demo client's conversation carried into their account, and
| a contact-form message waiting for an e-mailed answer. Skipped once there are conversations.
*/
export async function seedDemoConversations(client: User, staff: User) {
  if (await Conversation.query().first()) return
  const now = DateTime.now()
  await db.transaction(async (trx) => {
    const thread = async (fields: Partial<Conversation>, lines: Line[]): Promise<Conversation> => {
      const last = Math.min(...lines.map((line) => line.minutesAgo))
      // Started with its first message: the client's list says "Conversation of <that date>".
      const first = Math.max(...lines.map((line) => line.minutesAgo))
      // Waiting since the person's first message after the team's last answer, if any.
      const lastStaff = lines.findLastIndex((line) => line.staff)
      const waiting = lines.slice(lastStaff + 1).find((line) => !line.staff)
      const conversation = await Conversation.create(
        {
          kind: 'chat',
          status: 'open',
          unread: false,
          locale: 'en',
          lastActivityAt: now.minus({ minutes: last }),
          createdAt: now.minus({ minutes: first }),
          waitingSince:
            waiting && fields.status !== 'closed'
              ? now.minus({ minutes: waiting.minutesAgo })
              : null,
          ...fields,
        },
        { client: trx }
      )
      for (const line of lines) {
        await ConversationMessage.create(
          {
            conversationId: conversation.id,
            sender: line.staff ? 'staff' : 'visitor',
            authorId: line.staff ? staff.id : (fields.userId ?? null),
            body: line.text,
            createdAt: now.minus({ minutes: line.minutesAgo }),
          },
          { client: trx }
        )
      }
      return conversation
    }

    await thread({ visitorName: 'Martin Kováč', locale: 'sk', startedOn: '/', unread: true }, [
      {
        minutesAgo: 3,
        text: 'Dobrý deň, robíte aj e-shopy napojené na skladový systém? Máme Pohodu.',
      },
    ])
    await thread(
      {
        visitorName: 'Laura Weber',
        visitorEmail: 'laura.weber@example.com',
        locale: 'de',
        startedOn: '/privacy',
        status: 'closed',
        assignedToId: staff.id,
      },
      [
        { minutesAgo: 60 * 26, text: 'Hallo! Wie lange dauert ungefähr eine einfache Website?' },
        {
          minutesAgo: 60 * 25,
          staff: true,
          text: 'Hallo Laura, eine einfache Website dauert meist 3 bis 5 Wochen. Details: https://example.com/process',
        },
        { minutesAgo: 60 * 25 - 5, text: 'Danke, das hilft!' },
      ]
    )
    // Two visitors who gave no name: the inbox tells them apart by their made-up names.
    await thread({ locale: 'en', startedOn: '/services', unread: true }, [
      { minutesAgo: 42, text: 'Hi, do you also maintain apps someone else built?' },
      { minutesAgo: 41, text: 'It is a React Native app, about two years old.' },
    ])
    await thread({ locale: 'de', startedOn: '/pricing', unread: true }, [
      { minutesAgo: 14, text: 'Was kostet ungefähr eine App für Terminbuchungen?' },
    ])
    const clientThread = await thread(
      {
        userId: client.id,
        visitorName: client.fullName,
        visitorEmail: client.email,
        startedOn: '/',
        assignedToId: staff.id,
      },
      [
        {
          minutesAgo: 60 * 50,
          text: 'Hi! Before we start: can the bakery app take card payments?',
        },
        {
          minutesAgo: 60 * 49,
          staff: true,
          text: 'Yes: cards, Apple Pay and Google Pay through the payment provider of your choice.',
        },
      ]
    )
    await ConversationNote.create(
      {
        conversationId: clientThread.id,
        authorId: staff.id,
        body: 'Bakery project: payments via Stripe agreed. Ask about the loyalty card next time.',
        createdAt: now.minus({ minutes: 60 * 48 }),
      },
      { client: trx }
    )
    const contact = await db
      .insertQuery()
      .useTransaction(trx)
      .table('contact_messages')
      .insert({
        name: 'Petra Horváthová',
        email: 'petra@example.com',
        message: 'We would like a booking app for our three hair salons. Can we meet next week?',
        locale: 'sk',
        consented_at: now.minus({ hours: 5 }).toSQL({ includeOffset: false }),
        created_at: now.minus({ hours: 5 }).toSQL({ includeOffset: false }),
      })
      .returning('id')
    const contactId = typeof contact[0] === 'object' ? contact[0].id : contact[0]
    await thread(
      {
        kind: 'contact',
        contactMessageId: contactId,
        visitorName: 'Petra Horváthová',
        visitorEmail: 'petra@example.com',
        locale: 'sk',
        unread: true,
      },
      [
        {
          minutesAgo: 60 * 5,
          text: 'We would like a booking app for our three hair salons. Can we meet next week?',
        },
      ]
    )
  })
}

/* The team's saved replies on a demo install, in the languages its visitors write in. */
export async function seedDemoSavedReplies(staff: User) {
  if (await SavedReply.query().first()) return
  await SavedReply.createMany([
    {
      title: 'Prices',
      body: 'Our apps usually start at 8,000 EUR. After a short call we send you a precise offer.',
      locale: 'en',
      createdById: staff.id,
    },
    {
      title: 'Call',
      body: 'Shall we talk it through in a 20-minute call? Send us a time that suits you.',
      locale: 'en',
      createdById: staff.id,
    },
    {
      title: 'Ceny',
      body: 'Naše aplikácie zvyčajne začínajú na 8 000 EUR. Po krátkom hovore vám pošleme presnú ponuku.',
      locale: 'sk',
      createdById: staff.id,
    },
    {
      title: 'Preise',
      body: 'Unsere Apps beginnen meist bei 8.000 EUR. Nach einem kurzen Gespräch senden wir Ihnen ein genaues Angebot.',
      locale: 'de',
      createdById: staff.id,
    },
  ])
}
