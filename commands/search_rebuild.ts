import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/* Writes the search index again from the tables (docs/decisions/search-index.md). */
export default class SearchRebuild extends BaseCommand {
  static commandName = 'search:rebuild'
  static description = 'Rebuild the search index from the messages, files, projects and the rest'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { rebuildSearch } = await import('#actions/search/rebuild_search')
    const started = Date.now()
    await rebuildSearch()
    this.logger.success(`Search index rebuilt in ${Date.now() - started} ms`)
  }
}
