import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { type Devnet, startDevnet } from '@airlock/devnet'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { type Address, createPublicClient, defineChain, http, parseEther, toHex } from 'viem'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDataDir } from '../../test/backends.js'
import { unusedPort } from '../../test/ports.js'
import { loadBundlerKey } from './loadBundlerKey.js'

// The mempool lives in the server's database: an operation accepted before the server process is
// killed with SIGKILL (no shutdown, no flush) is bundled by the next process on the same data.
const root = fileURLToPath(new URL('../../../../', import.meta.url))
const chainId = 31337
let devnet: Devnet
let dataDir: string
let env: Record<string, string>
let server: ChildProcess | undefined

beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    fund: [],
  })
  dataDir = await createDataDir()
  const rpcUrl = devnet.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
  env = {
    DATA_DIR: dataDir,
    RPC_URL_31337: rpcUrl,
    RPC_URL_31338: `http://127.0.0.1:${await unusedPort()}`,
    LOG_LEVEL: 'silent',
    PORT: String(await unusedPort()),
    HOST: '127.0.0.1',
  }
}, 120_000)
afterAll(async () => {
  if (server?.exitCode === null) {
    server.kill('SIGTERM')
    await once(server, 'exit')
  }
  await devnet?.stop()
  await Promise.all([
    rm(dataDir, { recursive: true, force: true }),
    rm(`${dataDir}-keys`, { recursive: true, force: true }),
  ])
})

/** Starts `apps/server/src/main.ts` in a process of its own; resolves once /health answers. */
async function startServerProcess(): Promise<ChildProcess> {
  const { DATABASE_URL: _, REDIS_URL: __, ...inherited } = process.env
  const child = spawn(
    process.execPath,
    ['--conditions=@airlock/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: root, env: { ...inherited, ...env }, stdio: 'ignore' },
  )
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`))),
  )
  const healthy = (async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${env.PORT}/health/live`)
        .then((response) => response.ok)
        .catch(() => false)
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  await Promise.race([healthy, exited])
  return child
}

test('an operation accepted before kill -9 is bundled by the next server process', async () => {
  const client = createPublicClient({
    chain: defineChain({
      id: chainId,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [env.RPC_URL_31337 ?? ''] } },
    }),
    transport: http(env.RPC_URL_31337),
  })
  const setBalance = (address: Address, value: bigint) =>
    client.request({
      method: 'anvil_setBalance' as never,
      params: [address, toHex(value)] as never,
    })
  // The server's bundler key, made before it starts and left without ETH: the bundler accepts the
  // operation but cannot send a bundle, so the operation is still pending when the process dies.
  const bundlerKey = await loadBundlerKey({ keysDir: `${dataDir}-keys` }, `bundler-${chainId}`)
  await setBalance(bundlerKey.address, 0n)
  const account = await toSimpleSmartAccount({
    client,
    owner: privateKeyToAccount(generatePrivateKey()),
    entryPoint: { address: entryPoint08Address, version: '0.8' },
    factoryAddress: devnet.manifest.chains.find((chain) => chain.chainId === chainId)?.contracts
      .smartAccountFactory as Address,
  })
  await setBalance(account.address, parseEther('1'))
  const bob = privateKeyToAccount(generatePrivateKey()).address
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(`http://127.0.0.1:${env.PORT}/v1/bundler?chainId=${chainId}`),
  })

  server = await startServerProcess()
  const hash = await bundler.sendUserOperation({
    account,
    calls: [{ to: bob, value: parseEther('0.01') }],
  })
  expect((await bundler.getUserOperation({ hash })).transactionHash).toBeNull()

  const killed = server
  killed.kill('SIGKILL')
  const [code, signal] = (await once(killed, 'exit')) as [number | null, string | null]
  expect([code, signal]).toEqual([null, 'SIGKILL'])

  server = await startServerProcess()
  // Still there, still pending, after the restart.
  expect((await bundler.getUserOperation({ hash })).transactionHash).toBeNull()
  await setBalance(bundlerKey.address, parseEther('10'))
  const receipt = await bundler.waitForUserOperationReceipt({
    hash,
    pollingInterval: 100,
    timeout: 60_000,
  })
  expect(receipt.success).toBe(true)
  expect(await client.getBalance({ address: bob })).toBe(parseEther('0.01'))
}, 240_000)
