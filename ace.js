/*
| JavaScript entrypoint for running ace commands. It registers the TypeScript
| loader first, since the rest of the application is written in TypeScript.
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')
