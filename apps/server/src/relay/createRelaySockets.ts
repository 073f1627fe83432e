import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { Logger } from '../createLogger.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import type { RelayMetricsHook } from '../metrics/createMetrics.js'
import { clientAddress } from '../middleware/clientAddress.js'
import {
  type AuthenticateRelayUpgradeErrorType,
  authenticateRelayUpgrade,
  type RelayPeer,
} from './authenticateRelayUpgrade.js'
import { handleRelayFrame, type RelayFrameContext } from './handleRelayFrame.js'
import { refuseUpgrade } from './refuseUpgrade.js'
import type { RelayConnection } from './relayConnection.js'
import type { RelayLimits } from './relayLimits.js'

export type RelaySockets = {
  /** Takes over an HTTP upgrade request: 401/403/429/503 or a WebSocket. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** The open sockets of this process. */
  connections: ReadonlySet<RelayConnection>
  /** Refuses new sockets, stops pinging, and closes the open ones with 1001 (clients reconnect). */
  shutDown(): void
  /** Ends the sockets still open at once. */
  terminate(): void
  /** Closes the WebSocket server. */
  closeServer(): Promise<void>
}

export type CreateRelaySocketsParameters = {
  /** URLs the JWT `aud` may name. */
  audiences: readonly string[]
  /** Projects, for the `Origin` check of browser clients. */
  projects: Pick<ProjectRepository, 'get'>
  /** Peers whose `X-Forwarded-For` names the client. */
  trustedProxies: ReadonlySet<string>
  limits: RelayLimits
  logger: Logger
  /** What handles a socket's frames. */
  frames: RelayFrameContext
  /** WS ping period; a socket that has not answered the previous ping is closed. */
  pingIntervalMs: number
  /** Told of every frame received (the server's `/metrics`). */
  metrics?: Pick<RelayMetricsHook, 'frameIn'> | undefined
}

/**
 * The relay's sockets: authenticates each upgrade (JWT, `Origin`, connections per address),
 * hands the socket's frames to `handleRelayFrame`, closes it when its token expires or it misses
 * a pong, and unsubscribes its topics when it closes.
 *
 * @param parameters - Audiences, projects, proxies, limits, logger, frame handling and ping period.
 * @returns `handleUpgrade`, the open connections, and the steps of closing.
 *
 * @example
 * import { createRelaySockets } from './relay/createRelaySockets.js'
 * const sockets = createRelaySockets({
 *   audiences, projects, trustedProxies, limits, logger, frames, pingIntervalMs: 20_000,
 * })
 * server.on('upgrade', (request, socket, head) => sockets.handleUpgrade(request, socket, head))
 */
export function createRelaySockets({
  audiences,
  projects,
  trustedProxies: trusted,
  limits,
  logger,
  frames,
  pingIntervalMs,
  metrics,
}: CreateRelaySocketsParameters): RelaySockets {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
  })
  const connections = new Set<RelayConnection>()
  const connectionsPerIp = new Map<string, number>()
  let closing = false
  let connectionCount = 0

  function onConnection(connection: RelayConnection) {
    const { socket } = connection
    connections.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data) => {
      metrics?.frameIn()
      handleRelayFrame(frames, connection, data)
    })
    socket.on('error', (error) => logger.debug({ err: error }, 'relay socket error'))
    // The token authorised this socket until `exp`; a client reconnects with a fresh one.
    const expiry = setTimeout(
      () => socket.close(4010, 'Auth token expired'),
      Math.min(Math.max(0, connection.expiresAt * 1000 - Date.now()), 2 ** 31 - 1),
    )
    expiry.unref()
    socket.on('close', () => {
      clearTimeout(expiry)
      connections.delete(connection)
      const left = (connectionsPerIp.get(connection.ip) ?? 1) - 1
      if (left > 0) connectionsPerIp.set(connection.ip, left)
      else connectionsPerIp.delete(connection.ip)
      frames.operations.unsubscribe(connection, [...connection.topics.keys()])
    })
  }

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    if (closing) {
      refuseUpgrade(socket, 503, {
        name: 'RelayClosingError',
        shortMessage: 'Relay is shutting down',
      })
      return
    }
    let peer: RelayPeer
    try {
      peer = await authenticateRelayUpgrade(request, {
        audiences,
        projects,
        trustedProxies: trusted,
      })
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (status === 401 || status === 403) {
        const refused = error as AuthenticateRelayUpgradeErrorType
        logger.info(
          {
            ip: clientAddress(request, undefined, trusted),
            name: refused.name,
            reason: refused.shortMessage,
          },
          'relay connection refused',
        )
        refuseUpgrade(socket, status, refused)
        return
      }
      throw error
    }
    if ((connectionsPerIp.get(peer.ip) ?? 0) >= limits.maxConnectionsPerIp) {
      refuseUpgrade(socket, 429, {
        name: 'RelayConnectionLimitError',
        shortMessage: 'Too many relay connections from this address',
      })
      return
    }
    if (socket.destroyed || closing) {
      socket.destroy()
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      connectionsPerIp.set(peer.ip, (connectionsPerIp.get(peer.ip) ?? 0) + 1)
      connectionCount += 1
      onConnection({
        ...peer,
        socket: ws,
        topics: new Map(),
        delivered: new Map(),
        awaitingAck: new Map(),
        inFlight: 0,
        alive: true,
        key: String(connectionCount),
      })
    })
  }

  const ping = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        logger.debug({ clientId: connection.clientId }, 'relay client missed a pong, closing')
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, pingIntervalMs)
  ping.unref()

  return {
    handleUpgrade(request, socket, head) {
      // A reset during the checks must not become an uncaught 'error'.
      socket.on('error', () => {})
      upgrade(request, socket, head).catch((error: unknown) => {
        logger.error({ err: error }, 'relay upgrade failed')
        refuseUpgrade(socket, 503, {
          name: 'RelayUnavailableError',
          shortMessage: 'Relay unavailable',
        })
      })
    },
    connections,
    shutDown() {
      closing = true
      clearInterval(ping)
      for (const connection of connections) connection.socket.close(1001, 'Relay shutting down')
    },
    terminate() {
      for (const connection of connections) connection.socket.terminate()
    },
    closeServer: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  }
}
