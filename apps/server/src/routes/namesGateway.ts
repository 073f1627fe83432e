import { Hono } from 'hono'
import { type Address, type Hex, isAddress, isHex } from 'viem'
import { z } from 'zod'
import { InvalidGatewayRequestError } from '../errors/names.js'
import { publicCors } from '../middleware/cors.js'
import { jsonMediaTypes, readJsonBody } from '../middleware/readJsonBody.js'
import { answerGatewayRequest, type GatewayContext } from '../names/answerGatewayRequest.js'
import { createGatewayAnswerCache } from '../names/createGatewayAnswerCache.js'

const maxCallDataBytes = 4096
const postBody = z.object({ sender: z.string(), data: z.string() })

/**
 * The names zone's CCIP-Read gateway (ERC-3668), which the zone's offchain resolver names:
 * `GET /v1/names/gateway/{sender}/{data}.json` and `POST /v1/names/gateway` `{ sender, data }`
 * → `{ data }`, the signed answer of `answerGatewayRequest`. Any origin (every ENS client may
 * ask), no project; answers may be cached for as long as they are valid, and the server keeps
 * them too (see `answerGatewayRequest`).
 *
 * @param context - Names, zone, signer (loaded when first needed) and answer lifetime.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * app.route('/', namesGatewayRoutes({ names, zone, signer: () => loadGatewaySigner(config), ttlSeconds: 300 }))
 */
export function namesGatewayRoutes({
  signer,
  ...context
}: Omit<GatewayContext, 'signer'> & { signer: () => Promise<GatewayContext['signer']> }) {
  // Resolvers ask the same few calls again and again: each is decoded once and signed again only
  // when its record changed or its answer nears expiry (`answerGatewayRequest`).
  const cache = context.cache ?? createGatewayAnswerCache()
  const answer = async (sender: string, data: string) => {
    if (!isAddress(sender, { strict: false }))
      throw new InvalidGatewayRequestError({ reason: 'sender is not an address' })
    if (!isHex(data) || data.length > 2 + maxCallDataBytes * 2)
      throw new InvalidGatewayRequestError({
        reason: `data is not hex of at most ${maxCallDataBytes} bytes`,
      })
    return answerGatewayRequest(
      { ...context, cache, signer: await signer() },
      { sender: sender.toLowerCase() as Address, callData: data.toLowerCase() as Hex },
    )
  }
  return new Hono()
    .use('/v1/names/gateway/*', publicCors())
    .use('/v1/names/gateway', publicCors())
    .get('/v1/names/gateway/:sender/:file{0x[0-9a-fA-F]*\\.json}', async (c) => {
      const data = await answer(
        c.req.param('sender'),
        c.req.param('file').slice(0, -'.json'.length),
      )
      c.header('Cache-Control', `public, max-age=${Math.min(context.ttlSeconds, 60)}`)
      return c.json({ data })
    })
    .post('/v1/names/gateway', async (c) => {
      const body = await readJsonBody(c, postBody, {
        limit: 16 * 1024,
        mediaType: jsonMediaTypes.jsonOrText,
        allowMissingType: true,
      })
      return c.json({ data: await answer(body.sender, body.data) })
    })
}
