import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { FolderKanban, Mail, MessageCircle } from 'lucide-react'
import type { Data } from '@generated/data'
import { formatDateTime } from '~/lib/format'
import { aliasName } from '../lib/person'
import { PersonAvatar } from './person_avatar'
import { RelativeTime } from './relative_time'

/*
| The third pane: who this is. Their name (or the thread's made-up alias, marked as such), how to
| reach them, their language and account, where they started, when they first wrote, their
| other conversations with us and, with an account, their projects.
*/
export function PersonPane({
  conversation,
  name,
  earlier,
  projects,
  language,
}: {
  conversation: Data.Conversation.Variants['toInboxDetail']
  name: string
  earlier: Data.Conversation.Variants['toEarlier'][]
  projects: Data.Project.Variants['toReference'][]
  language: string
}) {
  const { t } = useTranslation()
  const languageName = (() => {
    try {
      return new Intl.DisplayNames([language], { type: 'language' }).of(conversation.locale)
    } catch {
      return conversation.locale
    }
  })()

  return (
    <aside
      aria-label={t('inbox.person.label')}
      className="grid content-start gap-5 border-t bg-card p-4 text-sm xl:h-[calc(100dvh-3.5rem)] xl:overflow-y-auto xl:border-t-0 xl:border-l"
    >
      <div className="flex items-center gap-3">
        <PersonAvatar name={name} colour={conversation.alias.colour} size="lg" />
        <div className="grid min-w-0">
          <h2 className="truncate text-base font-semibold">{name}</h2>
          {!conversation.name && (
            <p className="text-xs text-muted-foreground">{t('inbox.person.aliasNote')}</p>
          )}
        </div>
      </div>
      <dl className="grid gap-3">
        <Detail term={t('inbox.show.email')}>
          {conversation.email ? (
            <a
              className="break-all underline underline-offset-2"
              href={`mailto:${conversation.email}`}
            >
              {conversation.email}
            </a>
          ) : (
            t('inbox.show.noEmail')
          )}
        </Detail>
        <Detail term={t('inbox.show.language')}>{languageName}</Detail>
        <Detail term={t('inbox.show.account')}>
          {conversation.client
            ? t('inbox.show.clientAccount', { name: conversation.client.name })
            : t('inbox.show.noAccount')}
        </Detail>
        {conversation.startedOn && (
          <Detail term={t('inbox.show.startedOn')}>
            <span className="break-all">
              {conversation.startedOn === '/' ? t('inbox.show.homePage') : conversation.startedOn}
            </span>
          </Detail>
        )}
        <Detail term={t('inbox.person.firstContact')}>
          <time dateTime={conversation.createdAt} suppressHydrationWarning>
            {formatDateTime(conversation.createdAt, language)}
          </time>
        </Detail>
      </dl>

      <section className="grid gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('inbox.person.earlier')}
        </h3>
        {earlier.length === 0 ? (
          <p className="text-muted-foreground">{t('inbox.person.noEarlier')}</p>
        ) : (
          <ul className="grid gap-1">
            {earlier.map((thread) => {
              const Icon = thread.kind === 'contact' ? Mail : MessageCircle
              return (
                <li key={thread.id}>
                  <Link
                    route="inbox.show"
                    routeParams={{ id: thread.id }}
                    className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-accent"
                  >
                    <Icon aria-hidden className="size-4 text-muted-foreground" />
                    <span className="flex-1 truncate">
                      {conversation.name ?? aliasName(t, thread.alias)}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      <RelativeTime iso={thread.lastActivityAt} />
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      {conversation.client && (
        <section className="grid gap-2">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('inbox.person.projects')}
          </h3>
          {projects.length === 0 ? (
            <p className="text-muted-foreground">{t('inbox.person.noProjects')}</p>
          ) : (
            <ul className="grid gap-1">
              {projects.map((project) => (
                <li key={project.id}>
                  <Link
                    route="projects.show"
                    routeParams={{ id: project.id }}
                    className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-accent"
                  >
                    <FolderKanban aria-hidden className="size-4 text-muted-foreground" />
                    <span className="truncate">{project.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </aside>
  )
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
