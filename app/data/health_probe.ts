import { sameOnBoth, statement } from '#data/statement'

/* What /health asks the database: that it answers at all. */
export const HEALTH_PROBE = statement('health_probe', sameOnBoth('select 1'))
