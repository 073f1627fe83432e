import { once } from 'node:events'
import type { Server } from 'node:http'

export type HttpDrain = {
  /** Requests received and not yet answered. */
  inFlight(): number
  /**
   * Stops accepting connections, lets the requests in flight finish (each keep-alive connection
   * is closed once its last answer is sent), and after `timeoutMs` closes what is left.
   * @returns Once the server is closed, with how many requests were cut off.
   */
  drain(timeoutMs: number): Promise<{ cutOff: number }>
}

/**
 * Counts a server's requests in flight, for a shutdown that finishes them instead of cutting
 * them off. Call it before the server takes its first request.
 *
 * @param server - The HTTP server.
 * @returns `inFlight()` and `drain(timeoutMs)`.
 *
 * @example
 * import { trackHttpRequests } from './lifecycle/drainHttpServer.js'
 * const tracker = trackHttpRequests(server)
 * await tracker.drain(8_000)
 */
export function trackHttpRequests(server: Server): HttpDrain {
  let inFlight = 0
  let draining = false
  let settled: (() => void) | undefined
  server.on('request', (_request, response) => {
    inFlight += 1
    // An answer sent while draining tells the client not to reuse the connection.
    if (draining) response.shouldKeepAlive = false
    response.once('close', () => {
      inFlight -= 1
      if (draining) server.closeIdleConnections()
      if (inFlight === 0) settled?.()
    })
  })
  return {
    inFlight: () => inFlight,
    async drain(timeoutMs) {
      draining = true
      if (!server.listening) return { cutOff: 0 }
      const closed = once(server, 'close')
      // Stops accepting; idle keep-alive connections are closed at once.
      server.close()
      server.closeIdleConnections()
      let timer: NodeJS.Timeout | undefined
      const finished = new Promise<void>((resolve) => {
        settled = resolve
        if (inFlight === 0) resolve()
        timer = setTimeout(resolve, timeoutMs)
      })
      await finished
      clearTimeout(timer)
      const cutOff = inFlight
      server.closeAllConnections()
      await closed
      return { cutOff }
    },
  }
}
