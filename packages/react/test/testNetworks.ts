import { type Chain, foundry, mainnet } from 'viem/chains'
import { serveApi } from './serveApi.js'

type JsonRpcRequest = { id?: number | string }

/**
 * An RPC endpoint with no chain behind it: every JSON-RPC call is answered with an error, so the
 * tests never reach a chain, whatever runs on this machine (and nothing waits on a refused port).
 */
export const rpc = await serveApi({
  '/': ({ body }) => {
    const refuse = ({ id }: JsonRpcRequest = {}) => ({
      jsonrpc: '2.0',
      id: id ?? null,
      error: { code: -32601, message: 'No chain answers in this test' },
    })
    return {
      body: Array.isArray(body)
        ? body.map((request) => refuse(request))
        : refuse(body as JsonRpcRequest),
    }
  },
})
const nowhere = { default: { http: [rpc.url] } }

/** The devnet chain (31337, "Foundry") and Ethereum, whose RPC has no chain behind it. */
export const networks = [
  { ...foundry, rpcUrls: nowhere },
  { ...mainnet, rpcUrls: nowhere },
] as const satisfies readonly [Chain, Chain]
