import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native_select'
import { FileViewer, viewable } from '~/components/files/file_viewer'
import { urlFor } from '~/client'
import { SEARCH_QUERY_MAX, type SearchKind } from '@shared/search'
import type { SharedFile } from '@shared/files'
import { SearchResultLine } from '~/features/search/components/search_result_line'
import {
  rememberSearch,
  type SearchGroup,
  type SearchState,
} from '~/features/search/lib/search_api'

type Filters = {
  q: string
  kind: SearchKind | null
  project: number | null
  author: number | null
  hasFiles: boolean
  from: string | null
  to: string | null
}

type Props = {
  filters: Filters
  state: SearchState
  groups: SearchGroup[]
  kinds: SearchKind[]
  choices: { projects: { id: number; name: string }[]; people: { id: number; name: string }[] }
}

/*
| The full results page (`/search?q=`): the same results as the palette, more of each, with
| filters (a project, a person, with files, a date range, for staff the kind). The form is a GET:
| the address is the search, shareable and kept in the history.
*/
export default function SearchIndex({ filters, state, groups, kinds, choices }: Props) {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState<SharedFile | null>(null)
  const staff = kinds.length > 3
  const q = filters.q.trim()
  const tooLong = state === 'tooLong'

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const query: Record<string, string> = {}
    for (const [name, value] of data.entries()) {
      if (typeof value === 'string' && value !== '') query[name] = value
    }
    if (query.q) rememberSearch(query.q)
    router.get(urlFor('search'), query, { preserveState: false })
  }

  return (
    <>
      <Head title={q ? `${q} · ${t('search.title')}` : t('search.title')} />
      <div className="mx-auto grid max-w-4xl gap-6">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('search.page.heading')}</h1>
          <p className="text-sm text-muted-foreground">
            {staff ? t('search.page.introStaff') : t('search.page.intro')}
          </p>
        </div>

        <form role="search" onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="search-q">{t('search.label')}</Label>
            <div className="flex gap-2">
              <Input
                id="search-q"
                name="q"
                type="search"
                defaultValue={filters.q}
                placeholder={t('search.placeholder')}
                aria-invalid={tooLong || undefined}
                aria-describedby={tooLong ? 'search-q-error' : undefined}
                autoComplete="off"
                enterKeyHint="search"
              />
              <Button type="submit">
                <Search aria-hidden />
                {t('search.submit')}
              </Button>
            </div>
            {tooLong && (
              <p id="search-q-error" className="text-sm text-destructive">
                {t('search.tooLong', { max: SEARCH_QUERY_MAX })}
              </p>
            )}
          </div>
          <fieldset className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-3">
            <legend className="px-1 text-sm font-medium">{t('search.filters.legend')}</legend>
            <div className="grid gap-1.5">
              <Label htmlFor="search-project">{t('search.filters.project')}</Label>
              <NativeSelect id="search-project" name="project" defaultValue={filters.project ?? ''}>
                <option value="">{t('search.filters.anyProject')}</option>
                {choices.projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="search-author">{t('search.filters.author')}</Label>
              <NativeSelect id="search-author" name="author" defaultValue={filters.author ?? ''}>
                <option value="">{t('search.filters.anyone')}</option>
                {choices.people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {staff && (
              <div className="grid gap-1.5">
                <Label htmlFor="search-kind">{t('search.filters.kind')}</Label>
                <NativeSelect id="search-kind" name="kind" defaultValue={filters.kind ?? ''}>
                  <option value="">{t('search.filters.anyKind')}</option>
                  {kinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`search.kinds.${kind}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            <div className="grid gap-1.5">
              <Label htmlFor="search-from">{t('search.filters.from')}</Label>
              <Input id="search-from" name="from" type="date" defaultValue={filters.from ?? ''} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="search-to">{t('search.filters.to')}</Label>
              <Input id="search-to" name="to" type="date" defaultValue={filters.to ?? ''} />
            </div>
            <label className="flex min-h-11 items-center gap-2 self-end text-sm">
              <input
                type="checkbox"
                name="hasFiles"
                value="1"
                defaultChecked={filters.hasFiles}
                className="size-4"
              />
              {t('search.filters.hasFiles')}
            </label>
            <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
              <Button type="submit" variant="secondary">
                {t('search.filters.apply')}
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => router.get(urlFor('search'), q ? { q } : {})}
              >
                {t('search.filters.reset')}
              </Button>
            </div>
          </fieldset>
        </form>

        <div role="status" aria-live="polite">
          {state === 'empty' && (
            <p className="text-sm text-muted-foreground">{t('search.empty')}</p>
          )}
          {state === 'found' && groups.length === 0 && (
            <Card className="grid gap-1 p-6 text-center">
              <p className="font-medium">{t('search.nothing', { q })}</p>
              <p className="text-sm text-muted-foreground">{t('search.nothingHint')}</p>
            </Card>
          )}
        </div>

        {groups.map((group) => (
          <section
            key={group.kind}
            aria-labelledby={`search-group-${group.kind}`}
            className="grid gap-2"
          >
            <h2
              id={`search-group-${group.kind}`}
              className="text-sm font-semibold text-muted-foreground"
            >
              {t(`search.kinds.${group.kind}`)}
            </h2>
            <Card className="divide-y p-0">
              <ul>
                {group.results.map((result) => (
                  <li key={`${result.kind}-${result.id}`}>
                    {result.file && viewable(result.file) ? (
                      <button
                        type="button"
                        className="block w-full px-4 py-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={() => setViewing(result.file)}
                      >
                        <SearchResultLine result={result} />
                      </button>
                    ) : (
                      <a
                        href={result.url}
                        className="block px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={(event) => {
                          if (result.file || event.metaKey || event.ctrlKey) return
                          event.preventDefault()
                          router.visit(result.url)
                        }}
                      >
                        <SearchResultLine result={result} />
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          </section>
        ))}
      </div>
      <FileViewer
        files={viewing ? [viewing] : []}
        index={viewing ? 0 : null}
        onIndex={() => {}}
        onClose={() => setViewing(null)}
      />
    </>
  )
}
