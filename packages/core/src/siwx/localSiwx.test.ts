import { expect, test } from 'vitest'
import { createStorage } from '../storage/createStorage.js'
import { localSiwx } from './localSiwx.js'

const backend = () => {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('writes an EIP-4361 message with a fresh 128-bit nonce, valid for a day', async () => {
  const siwx = localSiwx()({
    apiUrl: '',
    projectId: 'dev',
    storage: createStorage({ backend: backend() }),
  })
  const first = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' })
  const second = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' })
  expect(first.nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(second.nonce).not.toBe(first.nonce)
  expect(first.text.split('\n')).toEqual([
    'localhost wants you to sign in with your Ethereum account:',
    address,
    '',
    'Sign in with your wallet.',
    '',
    'URI: http://localhost',
    'Version: 1',
    'Chain ID: 31337',
    `Nonce: ${first.nonce}`,
    `Issued At: ${first.issuedAt}`,
    `Expiration Time: ${first.expirationTime}`,
  ])
  expect(Date.parse(first.expirationTime ?? '') - Date.parse(first.issuedAt)).toBe(86_400_000)
})

test('keeps sessions per account and chain, drops expired ones, and revokes', async () => {
  const storage = createStorage({ backend: backend() })
  const siwx = localSiwx({ required: () => true })({ apiUrl: '', projectId: 'dev', storage })
  expect(siwx.getRequired?.()).toBe(true)
  const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' })
  const { text, ...data } = message
  await siwx.addSession({ data, message: text, signature: '0x1234' })
  expect(await siwx.getSessions('eip155:31337', address.toLowerCase())).toHaveLength(1)
  expect(await siwx.getSessions('eip155:31338', address)).toHaveLength(0)
  await siwx.addSession({
    data: {
      ...data,
      chainId: 'eip155:31338',
      expirationTime: new Date(Date.now() - 1).toISOString(),
    },
    message: text,
    signature: '0x1234',
  })
  expect(await siwx.getSessions('eip155:31338', address)).toHaveLength(0)
  await siwx.revokeSession('eip155:31337', address)
  expect(await siwx.getSessions('eip155:31337', address)).toHaveLength(0)
})
