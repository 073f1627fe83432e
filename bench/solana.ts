// The Solana facade's send → confirmed time: a SOL transfer signed with @solana/kit, sent with
// `sendAndConfirmTransactionFactory` (sendTransaction with preflight, then the signatureSubscribe
// notification), timed from the send to the confirmation; signing is outside the time.

import {
  airdropFactory,
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

export type BenchSolanaParameters = {
  rpcUrl: string
  wsUrl: string
  /** Transfers timed. Defaults to `40`. */
  runs?: number
}

/**
 * Times `sendTransaction → confirmed` against a running Solana devnet chain.
 *
 * @param parameters - The chain's URLs and the number of runs.
 * @returns `sendToConfirmed.p50Ms` and `sendToConfirmed.p99Ms`.
 *
 * @example
 * import { benchSolana } from './solana.ts'
 * await benchSolana({ rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' })
 */
export async function benchSolana({
  rpcUrl,
  wsUrl,
  runs = 40,
}: BenchSolanaParameters): Promise<Record<string, number>> {
  const rpc = createSolanaRpc(rpcUrl)
  const rpcSubscriptions = createSolanaRpcSubscriptions(wsUrl)
  const payer = await generateKeyPairSigner()
  const recipient = await generateKeyPairSigner()
  await airdropFactory({ rpc, rpcSubscriptions })({
    recipientAddress: payer.address,
    lamports: lamports(10_000_000_000n),
    commitment: 'confirmed',
  })
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayerSigner(payer, message),
        (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
        (message) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: payer,
              destination: recipient.address,
              amount: 1_000_000n + BigInt(i),
            }),
            message,
          ),
      ),
    )
    const started = performance.now()
    await sendAndConfirm(signed as never, { commitment: 'confirmed' })
    times.push(performance.now() - started)
  }
  const sorted = times.sort((a, b) => a - b)
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))] ?? NaN
  return { 'sendToConfirmed.p50Ms': at(0.5), 'sendToConfirmed.p99Ms': at(0.99) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [rpcUrl = 'http://127.0.0.1:8899', wsUrl = 'ws://127.0.0.1:8900'] = process.argv.slice(2)
  console.log(await benchSolana({ rpcUrl, wsUrl }))
}
