import { pairingTimes } from '@airlock/protocol'
import type { z } from 'zod'
import { RelayRpcError, relayErrorCodes } from '../errors/relay.js'
import type { RelayMessage } from './createRelayStore.js'
import type { RelayConnection } from './relayConnection.js'
import {
  approveSessionParams,
  batchFetchMessagesParams,
  batchPublishParams,
  batchSubscribeParams,
  batchUnsubscribeParams,
  fetchMessagesParams,
  type PublishParams,
  proposeSessionParams,
  publishParams,
  subscribeParams,
  unsubscribeParams,
} from './relayParams.js'
import { toRelayMessageData } from './toRelayMessageData.js'

/** A session proposal lives as long as its pairing URI: 4 min (SPEC §9). */
const proposalTtlSeconds = pairingTimes.lifetimeMs / 1000

/** The relay's operations the methods are made of (implemented by `createRelay`). */
export type RelayOperations = {
  /** Adds the topics to the socket (and the bus); answers their subscription ids. */
  subscribe(connection: RelayConnection, topics: readonly string[]): Promise<string[]>
  unsubscribe(connection: RelayConnection, topics: readonly string[]): void
  /** Sends the socket every mailbox message on the topics it has not acknowledged. */
  flush(connection: RelayConnection, topics: readonly string[]): Promise<void>
  /** Checks the rate limits, stores the messages, then fans them out. */
  publish(connection: RelayConnection, messages: readonly PublishParams[]): Promise<void>
  /** Up to `limit` pending mailbox messages, and whether there are more. */
  fetch(
    connection: RelayConnection,
    topics: readonly string[],
  ): Promise<{ messages: RelayMessage[]; hasMore: boolean }>
  /** Counts messages as delivered to the socket, as an ack would. */
  acknowledge(connection: RelayConnection, messages: readonly RelayMessage[]): void
}

export type HandleRelayRequestReturnType = {
  result: unknown
  /** Runs after the answer is sent, such as the mailbox flush after a subscribe. */
  after?: () => Promise<void> | void
}

export type HandleRelayRequestErrorType = RelayRpcError

/**
 * Runs one JSON-RPC request of a relay client (the methods of
 * shared/reference/walletconnect-relay.md §2): validates the params, then subscribes,
 * publishes or fetches through `operations`.
 *
 * @param operations - The relay's subscribe, publish, flush and fetch.
 * @param connection - The socket the request came on.
 * @param request - Method and params.
 * @returns The result, and what to do once it is sent.
 * @throws {RelayRpcError} Unknown method (-32601), invalid params (-32602), a limit (-32029).
 *
 * @example
 * import { handleRelayRequest } from './handleRelayRequest.js'
 * const { result, after } = await handleRelayRequest(operations, connection, {
 *   method: 'irn_subscribe',
 *   params: { topic },
 * })
 */
export async function handleRelayRequest(
  operations: RelayOperations,
  connection: RelayConnection,
  { method, params }: { method: string; params: unknown },
): Promise<HandleRelayRequestReturnType> {
  switch (method) {
    case 'irn_subscribe': {
      const { topic } = parse(subscribeParams, params)
      const [id] = await operations.subscribe(connection, [topic])
      return { result: id, after: () => operations.flush(connection, [topic]) }
    }
    case 'irn_batchSubscribe': {
      const { topics } = parse(batchSubscribeParams, params)
      const ids = await operations.subscribe(connection, topics)
      return { result: ids, after: () => operations.flush(connection, topics) }
    }
    case 'irn_unsubscribe': {
      const { topic } = parse(unsubscribeParams, params)
      operations.unsubscribe(connection, [topic])
      return { result: true }
    }
    case 'irn_batchUnsubscribe': {
      const { subscriptions } = parse(batchUnsubscribeParams, params)
      operations.unsubscribe(
        connection,
        subscriptions.map((subscription) => subscription.topic),
      )
      return { result: true }
    }
    case 'irn_publish': {
      await operations.publish(connection, [parse(publishParams, params)])
      return { result: true }
    }
    case 'irn_batchPublish': {
      await operations.publish(connection, parse(batchPublishParams, params).messages)
      return { result: true }
    }
    case 'irn_fetchMessages':
    case 'irn_batchFetchMessages': {
      const topics =
        method === 'irn_fetchMessages'
          ? [parse(fetchMessagesParams, params).topic]
          : parse(batchFetchMessagesParams, params).topics
      const { messages, hasMore } = await operations.fetch(connection, topics)
      return {
        result: { messages: messages.map(toRelayMessageData), hasMore },
        after: () => operations.acknowledge(connection, messages),
      }
    }
    case 'wc_proposeSession': {
      const proposal = parse(proposeSessionParams, params)
      // The dapp never subscribes to the pairing topic itself; the wallet's answer comes there.
      await operations.subscribe(connection, [proposal.pairingTopic])
      await operations.publish(connection, [
        {
          topic: proposal.pairingTopic,
          message: proposal.sessionProposal,
          // Kept no longer than the pairing URI that leads to it lives (SPEC §9: 4 min).
          ttl: Math.min(proposal.ttl, proposalTtlSeconds),
          tag: 1100,
          prompt: true,
          ...(proposal.attestation === undefined ? {} : { attestation: proposal.attestation }),
        },
      ])
      return { result: true, after: () => operations.flush(connection, [proposal.pairingTopic]) }
    }
    case 'wc_approveSession': {
      const approval = parse(approveSessionParams, params)
      // The wallet never subscribes to the new session topic itself.
      await operations.subscribe(connection, [approval.sessionTopic])
      await operations.publish(connection, [
        {
          topic: approval.pairingTopic,
          message: approval.sessionProposalResponse,
          ttl: approval.ttl,
          tag: 1101,
        },
        {
          topic: approval.sessionTopic,
          message: approval.sessionSettlementRequest,
          ttl: approval.ttl,
          tag: 1102,
        },
      ])
      return { result: true, after: () => operations.flush(connection, [approval.sessionTopic]) }
    }
    default:
      throw new RelayRpcError({
        code: relayErrorCodes.methodNotFound,
        message: `Method not found: ${method.slice(0, 100)}`,
      })
  }
}

function parse<schema extends z.ZodType>(schema: schema, params: unknown): z.output<schema> {
  const result = schema.safeParse(params)
  if (result.success) return result.data
  const [issue] = result.error.issues
  const path = issue?.path.join('.') ?? ''
  throw new RelayRpcError({
    code: relayErrorCodes.invalidParams,
    message: `Invalid params${path ? ` field "${path}"` : ''}: ${issue?.message ?? 'invalid'}`,
  })
}
