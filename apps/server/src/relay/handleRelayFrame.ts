import type { RawData } from 'ws'
import type { Logger } from '../createLogger.js'
import { RelayRpcError, relayErrorCodes } from '../errors/relay.js'
import { formatRelayResponse, type RelayOutcome } from './formatRelayResponse.js'
import { handleRelayRequest, type RelayOperations } from './handleRelayRequest.js'
import { parseRelayFrame } from './parseRelayFrame.js'
import { readJsonRpcId } from './readJsonRpcId.js'
import type { RelayConnection } from './relayConnection.js'
import type { RelayLimits } from './relayLimits.js'

/** What `handleRelayFrame` needs of the relay. */
export type RelayFrameContext = {
  limits: RelayLimits
  logger: Logger
  operations: RelayOperations
  /** Sends a frame to the socket (or closes it when it reads too slowly). */
  send(connection: RelayConnection, text: string): void
  /** Takes a token from the socket's frame-rate bucket. */
  takeFrame(connection: RelayConnection): boolean
  /** Keeps a running request until it settles, so closing the relay can wait for it. */
  track(request: Promise<void>): void
}

/**
 * Handles one frame from a relay client: refuses floods (close 1013) and oversized frames
 * (-32013), drops what cannot be answered (never an `id: null`), counts answers to
 * `irn_subscription` as acks, and runs requests (see `handleRelayRequest`), answering each with
 * its id exactly as it came.
 *
 * @param context - Limits, logger, operations and sending.
 * @param connection - The socket the frame came on.
 * @param data - The frame.
 *
 * @example
 * import { handleRelayFrame } from './handleRelayFrame.js'
 * socket.on('message', (data) => handleRelayFrame(context, connection, data))
 */
export function handleRelayFrame(
  context: RelayFrameContext,
  connection: RelayConnection,
  data: RawData,
): void {
  const { limits, logger, operations, send } = context
  if (!context.takeFrame(connection)) {
    logger.warn({ clientId: connection.clientId, ip: connection.ip }, 'relay frame flood, closing')
    connection.socket.close(1013, 'Too many requests')
    return
  }
  const buffer = Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.from(data)
  const text = buffer.toString('utf8')
  if (buffer.length > limits.maxMessageBytes) {
    const id = readJsonRpcId(text)
    if (id)
      send(
        connection,
        formatRelayResponse(id, {
          error: {
            code: relayErrorCodes.payloadTooLarge,
            message: `Message too large: at most ${limits.maxMessageBytes} bytes`,
          },
        }),
      )
    else logger.debug({ bytes: buffer.length }, 'relay frame too large, dropped')
    return
  }
  const frame = parseRelayFrame(text)
  if (frame.type === 'invalid') {
    // Never answer without an id: the clients crash on `id: null`.
    if (frame.id)
      send(
        connection,
        formatRelayResponse(frame.id, {
          error: {
            code: relayErrorCodes.invalidRequest,
            message: `Invalid request: ${frame.reason}`,
          },
        }),
      )
    else
      logger.debug({ reason: frame.reason, clientId: connection.clientId }, 'relay frame dropped')
    return
  }
  if (frame.type === 'response') {
    const message = connection.awaitingAck.get(frame.id.key)
    if (!message) return
    connection.awaitingAck.delete(frame.id.key)
    if (frame.error === undefined) operations.acknowledge(connection, [message])
    return
  }
  if (connection.inFlight >= limits.maxQueuedRequests) {
    send(
      connection,
      formatRelayResponse(frame.id, {
        error: { code: relayErrorCodes.tooManyRequests, message: 'Too many requests in flight' },
      }),
    )
    return
  }
  // Requests run side by side (a client pipelines its publishes); each starts synchronously,
  // so publishes reach the store, and subscriptions the topic map, in the order they came.
  connection.inFlight += 1
  const request = (async () => {
    let outcome: RelayOutcome
    let after: (() => Promise<void> | void) | undefined
    try {
      const handled = await handleRelayRequest(operations, connection, frame)
      outcome = { result: handled.result }
      after = handled.after
    } catch (error) {
      if (error instanceof RelayRpcError)
        outcome = { error: { code: error.code, message: error.shortMessage } }
      else {
        logger.error({ err: error, method: frame.method }, 'relay request failed')
        outcome = { error: { code: relayErrorCodes.internal, message: 'Internal error' } }
      }
    }
    send(connection, formatRelayResponse(frame.id, outcome))
    try {
      await after?.()
    } catch (error) {
      logger.error({ err: error, method: frame.method }, 'relay request follow-up failed')
    } finally {
      connection.inFlight -= 1
    }
  })()
  context.track(request)
}
