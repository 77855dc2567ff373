/**
 * The search bench's data: projects, their members and chat messages in four languages, written
 * straight into the served app's database in bulk (one transaction, prepared or multi-row
 * inserts), as a seeding script would. The demo client (the seeder's client@example.com) is a
 * member of every tenth project, so what it finds is a tenth of what matches.
 *
 * The text is generated, deterministic (one seeded generator) and shaped like chat: Slovak,
 * Czech, German and English sentences of 4 to 24 words, words drawn with a skew (a few common,
 * most rare), with diacritics and German ß as people type them.
 */
import Database from 'better-sqlite3'
import pg from 'pg'

export const DEMO_EMAIL = 'client@example.com'

export interface SeedOptions {
  messages: number
  projects: number
  /* The demo client is a member of every `memberEvery`-th project. */
  memberEvery: number
}

const WORDS: Record<string, string[]> = {
  sk: (
    'a je to na sa že ako ale aj už som by sme sú pre projekt stránka červená modrá faktúra ' +
    'objednávka zmluva termín stretnutie dodanie košík platba pokladňa zákazník používateľ ' +
    'prihlásenie heslo návrh schválenie rozpočet úprava chyba oprava testovanie nasadenie ' +
    'aplikácia databáza obrázok logo farba písmo tlačidlo formulár správa poznámka ďakujem ' +
    'prosím pondelok utorok streda štvrtok piatok týždeň mesiac ráno večer zajtra včera dnes ' +
    'ešte môžeme môžete posielam prikladám dohodli dohoda cena zľava doprava sklad tovar ' +
    'kategória vyhľadávanie mobilná verzia počítač prehliadač rýchlosť načítanie ' +
    'bezpečnosť zálohovanie ľudia kôň päť šesť dvadsať'
  ).split(' '),
  cs: (
    'a je to na se že jak ale i už jsem by jsme jsou pro projekt stránka červená modrá faktura ' +
    'objednávka smlouva termín schůzka dodání košík platba pokladna zákazník uživatel ' +
    'přihlášení heslo návrh schválení rozpočet úprava chyba oprava testování nasazení ' +
    'aplikace databáze obrázek barva písmo tlačítko formulář zpráva poznámka děkuji prosím ' +
    'pondělí úterý středa čtvrtek pátek týden měsíc ráno večer zítra včera dnes ještě můžeme ' +
    'posílám přikládám domluvili dohoda cena sleva doprava sklad zboží kategorie vyhledávání ' +
    'mobilní verze počítač prohlížeč rychlost načítání bezpečnost zálohování řešení ' +
    'příští třída žluťoučký kůň úpěl ďábelské ódy'
  ).split(' '),
  de: (
    'und die der das ist nicht ich wir sie es mit für auf zu ein eine Projekt Seite rot blau ' +
    'Rechnung Bestellung Vertrag Termin Besprechung Lieferung Warenkorb Zahlung Kasse Kunde ' +
    'Benutzer Anmeldung Passwort Entwurf Freigabe Budget Änderung Fehler Korrektur Prüfung ' +
    'Bereitstellung Anwendung Datenbank Bild Farbe Schrift Schaltfläche Formular Nachricht ' +
    'Notiz danke bitte Montag Dienstag Mittwoch Donnerstag Freitag Woche Monat morgen gestern ' +
    'heute noch können schicke anbei vereinbart Vereinbarung Preis Rabatt Versand Lager Ware ' +
    'Kategorie Suche mobile Version Rechner Browser Geschwindigkeit Straße Größe Grüße ' +
    'schließen Maßnahme Fußzeile übermorgen Übersicht Änderungswünsche Ärger Öffnungszeiten'
  ).split(' '),
  en: (
    'the a to and of is in it we you for on this that with be are page project red blue ' +
    'invoice order contract deadline meeting delivery cart payment checkout customer user ' +
    'login password draft approval budget change bug fix testing deploy release app database ' +
    'image logo colour font button form message note thanks please monday tuesday wednesday ' +
    'thursday friday week month morning evening tomorrow yesterday today still can send ' +
    'attached agreed agreement price discount shipping stock product category search mobile ' +
    'version desktop browser speed loading security backup staging production feedback'
  ).split(' '),
}
const LANGUAGES = [
  ['sk', 0.35],
  ['cs', 0.2],
  ['de', 0.2],
  ['en', 0.25],
] as const

/* mulberry32: a small seeded generator, so every run writes the same text. */
function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function messageWriter(seed = 45) {
  const random = generator(seed)
  const language = () => {
    let roll = random()
    for (const [code, share] of LANGUAGES) {
      roll -= share
      if (roll < 0) return code
    }
    return 'en'
  }
  return () => {
    const words = WORDS[language()]
    const count = 4 + Math.floor(random() * 21)
    const picked: string[] = []
    // Squared: the first words of each list (the little words) come up far more often.
    for (let n = 0; n < count; n++) picked.push(words[Math.floor(random() ** 2 * words.length)])
    if (random() < 0.1) picked.push(`#${Math.floor(random() * 2000)}`)
    const text = picked.join(' ')
    return text[0].toUpperCase() + text.slice(1) + (random() < 0.2 ? '?' : '.')
  }
}

/* Timestamps as the app writes them on each database; the messages spread over a year. */
const YEAR_MS = 365 * 24 * 3600 * 1000
const sqliteTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19)

const AUTHORS = 40

/* The bench's projects and members: `projects` projects, 3 bench authors each, the demo client in some. */
function layout(options: SeedOptions) {
  const members: { project: number; author: number }[][] = []
  for (let project = 0; project < options.projects; project++) {
    members.push([0, 1, 2].map((n) => ({ project, author: (project * 3 + n) % AUTHORS })))
  }
  return members
}

export function seedSqlite(file: string, options: SeedOptions) {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = OFF')
  const now = Date.now()
  const demo = db.prepare('select id, password from users where email = ?').get(DEMO_EMAIL) as {
    id: number
    password: string
  }
  const insertUser = db.prepare(
    `insert into users (full_name, email, password, role, locale, email_verified_at,
      terms_accepted_at, welcomed_at, created_at, updated_at)
     values (?, ?, ?, 'client', 'sk', ?, ?, ?, ?, ?)`
  )
  const insertProject = db.prepare(
    `insert into projects (name, status, progress, currency, last_activity_at, created_at, updated_at)
     values (?, 'in_progress', 50, 'EUR', ?, ?, ?)`
  )
  const insertMember = db.prepare(
    `insert into project_members (project_id, user_id, role, created_at, updated_at)
     values (?, ?, ?, ?, ?)`
  )
  const insertMessage = db.prepare(
    `insert into messages (project_id, author_id, kind, body, created_at, updated_at)
     values (?, ?, 'message', ?, ?, ?)`
  )
  const write = messageWriter()
  const at = sqliteTime(now)
  const projects = layout(options)
  const projectIds: number[] = []
  const authorIds: number[] = []
  db.transaction(() => {
    for (let n = 0; n < AUTHORS; n++) {
      const email = `search-bench-${n}@example.com`
      authorIds.push(
        Number(
          insertUser.run(`Autor ${n}`, email, demo.password, at, at, at, at, at).lastInsertRowid
        )
      )
    }
    projects.forEach((members, index) => {
      const id = Number(insertProject.run(`Projekt ${index + 1}`, at, at, at).lastInsertRowid)
      projectIds.push(id)
      members.forEach(({ author }, n) =>
        insertMember.run(id, authorIds[author], n === 0 ? 'owner' : 'member', at, at)
      )
      if (index % options.memberEvery === 0) insertMember.run(id, demo.id, 'member', at, at)
    })
  })()
  // Messages in transactions of 20,000 (the FTS5 triggers write the index row by row).
  const BATCH = 20_000
  for (let start = 0; start < options.messages; start += BATCH) {
    db.transaction(() => {
      for (let n = start; n < Math.min(options.messages, start + BATCH); n++) {
        const project = n % projects.length
        const author = projects[project][n % 3].author
        const created = sqliteTime(now - YEAR_MS + (n / options.messages) * YEAR_MS)
        insertMessage.run(projectIds[project], authorIds[author], write(), created, created)
      }
    })()
  }
  db.pragma('optimize')
  db.close()
  return { memberProjects: Math.ceil(options.projects / options.memberEvery) }
}

export async function seedPostgres(url: string, options: SeedOptions) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const now = Date.now()
    const at = new Date(now).toISOString()
    const demo = (
      await client.query('select id, password from users where email = $1', [DEMO_EMAIL])
    ).rows[0] as { id: number; password: string }
    await client.query('begin')
    const authorIds = (
      await client.query(
        `insert into users (full_name, email, password, role, locale, email_verified_at,
          terms_accepted_at, welcomed_at, created_at, updated_at)
         select 'Autor ' || n, 'search-bench-' || n || '@example.com', $1, 'client', 'sk',
           $2, $2, $2, $2, $2 from generate_series(0, $3 - 1) n order by n returning id`,
        [demo.password, at, AUTHORS]
      )
    ).rows.map((row) => Number(row.id))
    const projects = layout(options)
    const projectIds = (
      await client.query(
        `insert into projects (name, status, progress, currency, last_activity_at, created_at, updated_at)
         select 'Projekt ' || n, 'in_progress', 50, 'EUR', $1, $1, $1
         from generate_series(1, $2) n order by n returning id`,
        [at, projects.length]
      )
    ).rows.map((row) => Number(row.id))
    const memberProject: number[] = []
    const memberUser: number[] = []
    const memberRole: string[] = []
    projects.forEach((members, index) => {
      members.forEach(({ author }, n) => {
        memberProject.push(projectIds[index])
        memberUser.push(authorIds[author])
        memberRole.push(n === 0 ? 'owner' : 'member')
      })
      if (index % options.memberEvery === 0) {
        memberProject.push(projectIds[index])
        memberUser.push(demo.id)
        memberRole.push('member')
      }
    })
    await client.query(
      `insert into project_members (project_id, user_id, role, created_at, updated_at)
       select p, u, r, $4, $4 from unnest($1::int[], $2::int[], $3::text[]) as t(p, u, r)`,
      [memberProject, memberUser, memberRole, at]
    )
    const write = messageWriter()
    const BATCH = 10_000
    for (let start = 0; start < options.messages; start += BATCH) {
      const project: number[] = []
      const author: number[] = []
      const body: string[] = []
      const created: string[] = []
      for (let n = start; n < Math.min(options.messages, start + BATCH); n++) {
        const index = n % projects.length
        project.push(projectIds[index])
        author.push(authorIds[projects[index][n % 3].author])
        body.push(write())
        created.push(new Date(now - YEAR_MS + (n / options.messages) * YEAR_MS).toISOString())
      }
      await client.query(
        `insert into messages (project_id, author_id, kind, body, created_at, updated_at)
         select p, a, 'message', b, c, c
         from unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) as t(p, a, b, c)`,
        [project, author, body, created]
      )
    }
    await client.query('commit')
    await client.query('vacuum analyze messages')
    await client.query('analyze project_members')
    return { memberProjects: Math.ceil(options.projects / options.memberEvery) }
  } finally {
    await client.end()
  }
}
