import db from '@adonisjs/lucid/services/db'
import { runSearchRebuild } from '#data/search_index'

/* One transaction: searches meanwhile see the old index whole, then the new one. */
export async function rebuildSearch() {
  await db.transaction((trx) => runSearchRebuild(trx))
}
