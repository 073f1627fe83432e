import { verify } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  fundSolanaAddress,
  getFreePort,
  type RunningSolanaChain,
  startSolanaChain,
} from '@airlock/devnet'
import { base58, base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveSolanaKey, type SolanaKey } from '../keys/deriveSolanaKey.js'
import { createSolanaRpcHandler, type SolanaApprovalRequest } from './createSolanaRpcHandler.js'
import { readSolanaTransaction } from './solanaTransaction.js'

let chain: RunningSolanaChain
let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlock-secure-solana-'))
  const port = await getFreePort()
  let wsPort = await getFreePort()
  while (wsPort === port) wsPort = await getFreePort()
  chain = await startSolanaChain({ dataDir, port, wsPort, log: () => {} })
}, 60_000)
afterAll(async () => {
  await chain?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const bob = 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k'

/** Whether `signature` is `signer`'s Ed25519 signature of `message`, by node:crypto. */
function verifies(signer: string, message: Uint8Array, signature: Uint8Array) {
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    base58.decode(signer),
  ])
  return verify(null, message, { key: spki, format: 'der', type: 'spki' }, signature)
}

/** A frame's handler for a fresh wallet, its RPC proxy the devnet's chain, its screen scripted. */
async function setUp({ approveAll = true } = {}) {
  const walletKey = generatePrivateKey()
  const { address: solanaAddress } = await deriveSolanaKey(walletKey)
  const approvals: SolanaApprovalRequest[] = []
  const proxied: { url: string; method: string }[] = []
  let rebuilds = 0
  const handler = createSolanaRpcHandler({
    serverUrl: 'http://server.test',
    projectId: 'dev',
    address: async () => solanaAddress,
    approve: async (request) => {
      approvals.push(request)
      return approveAll
    },
    withSolanaKey: async <result>(use: (key: SolanaKey) => Promise<result>) => {
      rebuilds += 1
      return use(await deriveSolanaKey(walletKey))
    },
    // The server's RPC proxy forwards to the cluster: here, straight to the devnet's chain.
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input)
      proxied.push({ url, method: JSON.parse(String(init?.body)).method })
      return fetch(chain.rpcUrl, init)
    }) as typeof fetch,
  })
  return { handler, solanaAddress, approvals, proxied, rebuilds: () => rebuilds }
}

/** A SOL transfer of `lamports` from `from` to `to`, `payer` paying, unsigned, as wire bytes. */
async function transfer({ from, to, lamports, payer = from }: Record<string, string>) {
  const { value } = await createSolanaRpc(chain.rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(payer ?? ''), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(value, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(from ?? '')),
            destination: address(to ?? ''),
            amount: BigInt(lamports ?? '0'),
          }),
        ],
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

const cluster = () => chain.caipNetworkId

describe('solana_signMessage', () => {
  it('shows the text, then signs it with the Solana key: the signature verifies with Ed25519', async () => {
    const { handler, solanaAddress, approvals } = await setUp()
    const text = 'Hello from the Airlock web app'
    const { signature } = (await handler({
      method: 'solana_signMessage',
      params: { message: base58.encode(new TextEncoder().encode(text)), pubkey: solanaAddress },
      chainId: cluster(),
    })) as { signature: string }
    expect(approvals).toEqual([{ kind: 'solanaMessage', chainId: cluster(), text }])
    expect(verifies(solanaAddress, new TextEncoder().encode(text), base58.decode(signature))).toBe(
      true,
    )
  })

  it('refuses with 4001 when the user rejects, and never rebuilds the key', async () => {
    const { handler, solanaAddress, rebuilds } = await setUp({ approveAll: false })
    await expect(
      handler({
        method: 'solana_signMessage',
        params: { message: base58.encode(new TextEncoder().encode('hi')), pubkey: solanaAddress },
        chainId: cluster(),
      }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(rebuilds()).toBe(0)
  })

  it('refuses another pubkey, a message that is not base58, and an EVM chain', async () => {
    const { handler, approvals } = await setUp()
    const message = base58.encode(new TextEncoder().encode('hi'))
    await expect(
      handler({
        method: 'solana_signMessage',
        params: { message, pubkey: bob },
        chainId: cluster(),
      }),
    ).rejects.toThrow('pubkey is not this wallet')
    await expect(
      handler({ method: 'solana_signMessage', params: { message: '0OIl' }, chainId: cluster() }),
    ).rejects.toThrow('expects { message } in base58')
    await expect(
      handler({ method: 'solana_signMessage', params: { message }, chainId: '31337' }),
    ).rejects.toThrow('needs a Solana cluster')
    expect(approvals).toEqual([])
  })
})

describe('solana transactions', () => {
  it('shows the transfer and its fee, signs and sends it: it lands on the Solana devnet', async () => {
    const { handler, solanaAddress, approvals, proxied } = await setUp()
    await fundSolanaAddress(chain.rpcUrl, solanaAddress)
    const rpc = createSolanaRpc(chain.rpcUrl)
    const before = (await rpc.getBalance(address(bob)).send()).value
    const wire = await transfer({ from: solanaAddress, to: bob, lamports: '500000000' })
    const { signature } = (await handler({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base58.encode(wire), options: { preflightCommitment: 'confirmed' } },
      chainId: cluster(),
    })) as { signature: string }

    const [shown] = approvals
    expect(shown).toMatchObject({
      kind: 'solanaTransaction',
      send: true,
      otherInstructions: 0,
      transfers: [{ kind: 'sol', from: solanaAddress, to: bob, lamports: 500_000_000n }],
    })
    expect(await (shown as { fee: Promise<bigint | undefined> }).fee).toBe(5000n)
    // Through the server's RPC proxy, for this cluster and project.
    expect(proxied.map((call) => call.method)).toEqual(['getFeeForMessage', 'sendTransaction'])
    expect(proxied[1]?.url).toBe(
      `http://server.test/v1?chainId=${encodeURIComponent(cluster())}&projectId=dev`,
    )

    // Landed: the cluster knows the signature, and Bob has the SOL.
    let status: { confirmationStatus?: string | null; err: unknown } | null = null
    for (let attempt = 0; attempt < 50 && !status?.confirmationStatus; attempt++) {
      const { value } = await rpc
        .getSignatureStatuses([signature as never], { searchTransactionHistory: true })
        .send()
      status = value[0] ?? null
      if (!status) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status?.err).toBeNull()
    expect((await rpc.getBalance(address(bob)).send()).value - before).toBe(500_000_000n)
  })

  it('signs without sending: the wallet signature verifies over the message, nothing is sent', async () => {
    const { handler, solanaAddress, approvals, proxied } = await setUp()
    const wire = await transfer({ from: solanaAddress, to: bob, lamports: '1' })
    const { transaction } = (await handler({
      method: 'solana_signTransaction',
      params: { transaction: base58.encode(wire) },
      chainId: cluster(),
    })) as { transaction: string }
    const signed = readSolanaTransaction(base58.decode(transaction))
    expect(signed.message).toEqual(readSolanaTransaction(wire).message)
    expect(verifies(solanaAddress, signed.message, signed.signatures[0] ?? new Uint8Array())).toBe(
      true,
    )
    expect(approvals[0]).toMatchObject({ kind: 'solanaTransaction', send: false })
    expect(proxied.map((call) => call.method)).toEqual(['getFeeForMessage'])
  })

  it('refuses a foreign transaction (the fee payer is not the wallet) before showing it', async () => {
    const { handler, solanaAddress, approvals, rebuilds } = await setUp()
    // Bob pays, the wallet's SOL moves: a transaction for the wallet to co-sign for a stranger.
    const wire = await transfer({ from: solanaAddress, to: bob, lamports: '1', payer: bob })
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction'] as const)
      await expect(
        handler({ method, params: { transaction: base58.encode(wire) }, chainId: cluster() }),
      ).rejects.toThrow(`fee payer ${bob} is not this wallet`)
    expect(approvals).toEqual([])
    expect(rebuilds()).toBe(0)
  })

  it('refuses a tampered transaction: truncated, with bytes appended, or in base64', async () => {
    const { handler, solanaAddress, approvals } = await setUp()
    const wire = await transfer({ from: solanaAddress, to: bob, lamports: '1' })
    const send = (transaction: string) =>
      handler({
        method: 'solana_signAndSendTransaction',
        params: { transaction },
        chainId: cluster(),
      })
    await expect(send(base58.encode(wire.slice(0, -3)))).rejects.toThrow('Not a Solana transaction')
    await expect(send(base58.encode(Uint8Array.from([...wire, 0])))).rejects.toThrow(
      'bytes follow the message',
    )
    await expect(send(base64.encode(wire))).rejects.toThrow('base58 wire transaction')
    expect(approvals).toEqual([])
  })

  it('a rejected transaction is neither signed nor sent: 4001', async () => {
    const { handler, solanaAddress, proxied, rebuilds } = await setUp({ approveAll: false })
    const wire = await transfer({ from: solanaAddress, to: bob, lamports: '1' })
    await expect(
      handler({
        method: 'solana_signAndSendTransaction',
        params: { transaction: base58.encode(wire) },
        chainId: cluster(),
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(rebuilds()).toBe(0)
    expect(proxied.map((call) => call.method)).not.toContain('sendTransaction')
  })

  it('signs all: one screen lists every transaction decoded, one key rebuild signs them all; a foreign fee payer among them refuses the lot', async () => {
    const { handler, solanaAddress, approvals, proxied, rebuilds } = await setUp()
    const wires = await Promise.all([
      transfer({ from: solanaAddress, to: bob, lamports: '1000' }),
      transfer({ from: solanaAddress, to: bob, lamports: '2000' }),
    ])
    const { transactions } = (await handler({
      method: 'solana_signAllTransactions',
      params: { transactions: wires.map((wire) => base58.encode(wire)) },
      chainId: cluster(),
    })) as { transactions: string[] }
    expect(approvals).toHaveLength(1)
    expect(approvals[0]).toMatchObject({
      kind: 'solanaTransactions',
      transactions: [
        { transfers: [{ kind: 'sol', to: bob, lamports: 1000n }], otherInstructions: 0 },
        { transfers: [{ kind: 'sol', to: bob, lamports: 2000n }], otherInstructions: 0 },
      ],
    })
    expect(await (approvals[0] as { fee: Promise<bigint | undefined> }).fee).toBe(10_000n)
    expect(rebuilds()).toBe(1)
    expect(transactions).toHaveLength(2)
    transactions.forEach((encoded, index) => {
      const signed = readSolanaTransaction(base58.decode(encoded))
      expect(signed.message).toEqual(readSolanaTransaction(wires[index] as Uint8Array).message)
      expect(
        verifies(solanaAddress, signed.message, signed.signatures[0] ?? new Uint8Array()),
      ).toBe(true)
    })
    expect(proxied.map((call) => call.method)).not.toContain('sendTransaction')

    const foreign = await transfer({ from: solanaAddress, to: bob, lamports: '1', payer: bob })
    await expect(
      handler({
        method: 'solana_signAllTransactions',
        params: { transactions: [base58.encode(wires[0] as Uint8Array), base58.encode(foreign)] },
        chainId: cluster(),
      }),
    ).rejects.toThrow(`fee payer ${bob} is not this wallet`)
    await expect(
      handler({
        method: 'solana_signAllTransactions',
        params: { transactions: [] },
        chainId: cluster(),
      }),
    ).rejects.toThrow('expects { transactions }')
    expect(approvals).toHaveLength(1)
    expect(rebuilds()).toBe(1)
  })
})
