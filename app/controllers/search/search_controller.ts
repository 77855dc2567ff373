import type { HttpContext } from '@adonisjs/core/http'
import SearchPolicy, { searchKindsFor } from '#policies/search_policy'
import SearchResultTransformer from '#transformers/search_result_transformer'
import { serializer } from '#infrastructure/serializer'
import { readSearchFilters, searchEverything } from '#actions/search/search_everything'
import { searchFilterChoices } from '#actions/search/search_filter_choices'
import { PAGE_LIMIT, PALETTE_LIMIT } from '#shared/search'

/*
| `GET /search?q=`: the results page, or (asked for JSON, as the palette asks) the same results
| as JSON, fewer per kind. Bad input is never an error: a query too long or without a word is
| answered with its state, which the page and the palette say in words.
*/
export default class SearchController {
  async index({ auth, request, inertia, bouncer }: HttpContext) {
    const user = auth.user!
    await bouncer.with(SearchPolicy).authorize('search')
    const filters = readSearchFilters(request.qs(), user)
    const json = !request.header('x-inertia') && request.accepts(['html', 'json']) === 'json'
    // The palette shows a few of each kind; a search within one project's one kind (the chat's
    // own search, stepping through its hits) gets the page's count.
    const narrowed = filters.kind !== null && filters.project !== null
    const limit = json && !narrowed ? PALETTE_LIMIT : PAGE_LIMIT
    const outcome = await searchEverything(user, filters, limit)
    const groups =
      outcome.state === 'found'
        ? await Promise.all(
            outcome.groups.map(async ({ kind, rows }) => ({
              kind,
              results: await serializer.serialize(
                SearchResultTransformer.transform(
                  rows.map((row) => ({ kind, row, parsed: outcome.parsed }))
                )
              ),
            }))
          )
        : []
    if (json) return { state: outcome.state, groups, limit }
    return inertia.render('search/index', {
      filters,
      state: outcome.state,
      groups,
      kinds: searchKindsFor(user),
      choices: await searchFilterChoices(user),
    })
  }
}
