// `npm run wallet -- pair "wc:…"`: the WalletConnect test wallet by hand. Pairs with the URI a
// dapp shows (the copy button under Airlock's QR code), approves the session, prints its address
// and every request it answers, and stays until Ctrl-C (which ends its sessions).
import { parseArgs } from 'node:util'
import { type Hex, isHex } from 'viem'
import { createWalletConnectWallet } from './createWalletConnectWallet.js'

const usage = `Usage: npm run wallet -- pair <wc:uri> [options]

Options:
  --relay <url>          The relay (default: $AIRLOCK_RELAY_URL or ws://127.0.0.1:8787/relay)
  --private-key <hex>    The signing key (default: devnet demo account #1)
  --rpc <chainId=url>    An RPC URL for a chain, over the devnet manifest's (repeatable)
  --storage <dir>        Keep sessions in this directory across runs (default: memory)
  --reject               Reject the session proposal instead of approving it
  --help                 This text`

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      relay: { type: 'string' },
      'private-key': { type: 'string' },
      rpc: { type: 'string', multiple: true },
      storage: { type: 'string' },
      reject: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  const [command, uri] = positionals
  if (values.help || command !== 'pair' || !uri?.startsWith('wc:')) {
    console.log(usage)
    process.exitCode = values.help ? 0 : 1
    return
  }
  const privateKey = values['private-key']
  if (privateKey !== undefined && !isHex(privateKey)) throw new Error('--private-key: expected 0x…')
  const rpcUrls: Record<number, string> = {}
  for (const pair of values.rpc ?? []) {
    const [chainId, url] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
    if (!/^\d+$/.test(chainId) || !url)
      throw new Error(`--rpc: expected <chainId>=<url>, got ${pair}`)
    rpcUrls[Number(chainId)] = url
  }
  const relayUrl = values.relay ?? process.env.AIRLOCK_RELAY_URL ?? 'ws://127.0.0.1:8787/relay'

  const wallet = await createWalletConnectWallet({
    relayUrl,
    privateKey: privateKey as Hex | undefined,
    rpcUrls,
    storageDir: values.storage,
    onRequest(request) {
      const answer = request.error
        ? `error ${request.error.code}: ${request.error.message}`
        : `→ ${JSON.stringify(request.result)}`
      console.log(
        `${request.chainId} ${request.method} ${JSON.stringify(request.params)} ${answer}`,
      )
    },
  })
  console.log(`Wallet ${wallet.address} on chain ${wallet.chainId()}, relay ${relayUrl}`)
  if (values.reject) wallet.rejectNext()
  const started = performance.now()
  const topic = await wallet.pair(uri)
  const took = `${(performance.now() - started).toFixed(0)} ms`
  console.log(topic ? `Session ${topic} approved in ${took}.` : `Proposal rejected in ${took}.`)
  if (!topic) {
    await wallet.close()
    process.exit(0)
  }
  console.log('Answering requests; Ctrl-C ends the session and quits.')

  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) process.exit(1)
      stopping = true
      console.log('Ending the session…')
      void wallet
        .disconnect()
        .catch((error: unknown) => console.error(error))
        .finally(() => wallet.close().finally(() => process.exit(0)))
    })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
