import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Answers an upgrade request with an HTTP error instead of a WebSocket, with the JSON body every
 * server error has (`{ name, message, details? }`), and closes the socket.
 *
 * @param socket - The upgrade request's socket.
 * @param status - 401, 403, 429 or 503.
 * @param error - A typed error (or its fields).
 *
 * @example
 * import { refuseUpgrade } from './refuseUpgrade.js'
 * refuseUpgrade(socket, 401, new RelayAuthError({ reason: 'missing' }))
 */
export function refuseUpgrade(
  socket: Duplex,
  status: number,
  error: { name: string; shortMessage: string; details?: string | undefined },
): void {
  const body = JSON.stringify({
    name: error.name,
    message: error.shortMessage,
    ...(error.details ? { details: error.details } : {}),
  })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}
