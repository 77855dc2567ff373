import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export interface ServerProcess {
  child: ChildProcess
  port: number
  stop(): Promise<void>
}

export interface SpawnOptions {
  /** Flags for the server's node, e.g. --expose-gc. */
  nodeArgs?: string[]
  /** Opens an IPC channel (see server_process.ts for what it answers). */
  ipc?: boolean
}

/** Starts server_process.ts and resolves once it listens. */
export function spawnServer(
  mode: 'realtime' | 'bare' | 'idle-bare',
  options: SpawnOptions = {}
): Promise<ServerProcess> {
  const script = fileURLToPath(new URL('./server_process.ts', import.meta.url))
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script, mode], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    stdio: options.ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      const match = /PORT (\d+)/.exec(output)
      if (match) resolve({ child, port: Number(match[1]), stop: () => stop(child) })
    })
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)))
  })
}

/** SIGTERM lets the server leave Redis clean; SIGKILL if it takes too long. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
