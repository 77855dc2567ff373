import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
| Real-time events and e-mails leave only after the change they announce is stored: a rolled
| back change announces nothing, and a listener that reloads finds what it was told about.
| A failure to announce is logged; it never undoes the change.
*/
export function afterCommit(trx: TransactionClientContract, task: () => unknown) {
  trx.after('commit', async () => {
    try {
      await task()
    } catch (error) {
      logger.error({ err: error }, 'A project announcement failed after commit')
    }
  })
}
