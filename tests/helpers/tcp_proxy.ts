import { createServer, connect, type Server, type Socket } from 'node:net'

/*
| A TCP proxy in front of a real service (PostgreSQL, Redis), for faults the tests cause on
| purpose: `cut()` drops every open connection and refuses new ones, as a restarting or
| unreachable server does; `restore()` lets connections through again; `hold()` keeps
| connections open but passes no bytes (a server that is slow to answer) until `release()`. The service itself is
| never touched, so other tests and processes using it carry on.
*/
export class TcpProxy {
  #server: Server
  #sockets = new Set<Socket>()
  #open = true
  #held = false
  port = 0

  constructor(
    private targetHost: string,
    private targetPort: number
  ) {
    this.#server = createServer((client) => this.#accept(client))
  }

  async start() {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve))
    const address = this.#server.address()
    if (!address || typeof address === 'string') throw new Error('the proxy has no port')
    this.port = address.port
    return this
  }

  #accept(client: Socket) {
    if (!this.#open) {
      client.destroy()
      return
    }
    const upstream = connect(this.targetPort, this.targetHost)
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket)
      socket.on('close', () => this.#sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
      if (this.#held) socket.pause()
    }
    client.pipe(upstream).pipe(client)
  }

  cut() {
    this.#open = false
    for (const socket of this.#sockets) socket.destroy()
  }

  restore() {
    this.#open = true
  }

  hold() {
    this.#held = true
    for (const socket of this.#sockets) socket.pause()
  }

  release() {
    this.#held = false
    for (const socket of this.#sockets) socket.resume()
  }

  async stop() {
    this.cut()
    await new Promise((resolve) => this.#server.close(resolve))
  }
}
