import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'

type Check = { name: string; healthy: boolean; message?: string }

async function probe(name: string, run: () => Promise<unknown>): Promise<Check> {
  try {
    await run()
    return { name, healthy: true }
  } catch (error) {
    return { name, healthy: false, message: (error as Error).message }
  }
}

/*
| Readiness: the database always, Redis only when the deployment uses it.
*/
export async function checkHealth() {
  const checks = [await probe('database', () => db.rawQuery('select 1'))]
  if (env.get('REDIS_URL')) {
    checks.push(await probe('redis', () => redis.ping()))
  }
  return { healthy: checks.every((check) => check.healthy), checks }
}
