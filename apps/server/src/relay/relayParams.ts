import { z } from 'zod'

// The relay JSON-RPC params the official clients send (see shared/reference/walletconnect-relay.md
// §2). Unknown members are tolerated and dropped: later client versions add more.
// TODO(protocol): these are wire shapes; move them to @airlock/protocol with the client's side.

/** 64 hex characters: a sha256, as every WalletConnect topic is. */
const relayTopic = z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex characters')

/** The most items in one `irn_batch*` call; the clients send at most 500. */
const maxRelayBatch = 500

/** The shortest and longest time a message is kept, in seconds: 10 s and 30 days. */
const relayTtlBounds = { min: 10, max: 30 * 86_400 } as const

const ttl = z
  .number({ error: 'expected a number of seconds' })
  .int('expected a whole number of seconds')
  .min(relayTtlBounds.min, `expected at least ${relayTtlBounds.min} seconds`)
  .max(relayTtlBounds.max, `expected at most ${relayTtlBounds.max} seconds (30 days)`)
const message = z.string().min(1, 'expected a non-empty message')
const tag = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
const attestation = z.string().max(8192).optional()
const batch = <item extends z.ZodType>(item: item) =>
  z
    .array(item)
    .min(1, 'expected at least one item')
    .max(maxRelayBatch, `expected at most ${maxRelayBatch} items`)

export const subscribeParams = z.object({ topic: relayTopic })
export const batchSubscribeParams = z.object({ topics: batch(relayTopic) })
export const unsubscribeParams = z.object({ topic: relayTopic, id: z.string().optional() })
export const batchUnsubscribeParams = z.object({ subscriptions: batch(unsubscribeParams) })
export const publishParams = z.object({
  topic: relayTopic,
  message,
  ttl,
  tag: tag.default(0),
  prompt: z.boolean().optional(),
  attestation,
})
export type PublishParams = z.output<typeof publishParams>
export const batchPublishParams = z.object({ messages: batch(publishParams) })
export const fetchMessagesParams = z.object({ topic: relayTopic })
export const batchFetchMessagesParams = z.object({ topics: batch(relayTopic) })
/** The dapp's session proposal (since 2.21.6): subscribe the dapp to the pairing topic, publish. */
export const proposeSessionParams = z.object({
  pairingTopic: relayTopic,
  sessionProposal: message,
  ttl: ttl.default(300),
  attestation,
})
/** The wallet's approval (since 2.21.6): subscribe the wallet to the session topic, publish both. */
export const approveSessionParams = z.object({
  pairingTopic: relayTopic,
  sessionTopic: relayTopic,
  sessionProposalResponse: message,
  sessionSettlementRequest: message,
  ttl: ttl.default(300),
})
