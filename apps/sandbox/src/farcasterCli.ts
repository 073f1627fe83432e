// `npm run farcaster -- approve "<link>" [--fid N]`: the sandbox's Farcaster app without a
// browser or a camera. Approves the Sign In With Farcaster request of a link (the QR code's
// farcaster://connect?channelToken=… or its https form; the modal's "copy link") with one of the
// devnet's seeded accounts, and prints who signed in where. `transfer <fid> --to <address|spare>`
// moves an FID's custody on the devnet's ID registry (its old key then signs in no more).
import { parseArgs } from 'node:util'
import { farcasterSpareCustodyKey, setFarcasterCustody } from '@airlock/devnet'
import { isAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { approveFarcasterSignIn, farcasterAccount } from './farcaster/approveFarcasterSignIn.js'

const usage = `Usage: npm run farcaster -- approve <link> [options]
       npm run farcaster -- transfer <fid> --to <address|spare|seeded> [--rpc <url>]

Options:
  --fid <n>        The devnet account that approves: 1001 (ada, default), 1002 (grace), 1003 (linus)
  --relay <url>    The connect relay (default: $AIRLOCK_API_URL or http://127.0.0.1:8787)
  --to <who>       transfer: the new custody: an address, spare (a spare test key) or seeded (back)
  --rpc <url>      transfer: the devnet chain (default: http://127.0.0.1:8545)
  --help           This text`

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      fid: { type: 'string' },
      relay: { type: 'string' },
      to: { type: 'string' },
      rpc: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  const [command, link] = positionals
  if (command === 'transfer' && link && values.to)
    return transfer(Number(link), values.to, values.rpc)
  if (values.help || command !== 'approve' || !link) {
    console.log(usage)
    process.exitCode = values.help ? 0 : 1
    return
  }
  const fid = values.fid === undefined ? undefined : Number(values.fid)
  if (fid !== undefined && !Number.isSafeInteger(fid)) throw new Error('--fid: expected a number')
  const relayUrl = (values.relay ?? process.env.AIRLOCK_API_URL ?? 'http://127.0.0.1:8787').replace(
    /\/+$/,
    '',
  )
  const done = await approveFarcasterSignIn({
    relayUrl,
    link,
    fid,
    relayKey: process.env.FARCASTER_RELAY_KEY,
  })
  console.log(`Approved: @${done.username} (fid ${done.fid}) signed in to ${done.domain}`)
}

async function transfer(fid: number, to: string, rpcUrl = 'http://127.0.0.1:8545') {
  const custody =
    to === 'spare'
      ? privateKeyToAddress(farcasterSpareCustodyKey)
      : to === 'seeded'
        ? farcasterAccount(fid).custody
        : to
  if (!isAddress(custody)) throw new Error('--to: expected an address, spare or seeded')
  const previous = await setFarcasterCustody({ rpcUrl, fid, custody })
  console.log(`fid ${fid}: custody ${previous} → ${custody}`)
}

main().catch((error: unknown) => {
  const { shortMessage, details, message } = error as {
    shortMessage?: string
    details?: string
    message?: string
  }
  console.error([shortMessage ?? message, details].filter(Boolean).join(': '))
  process.exitCode = 1
})
