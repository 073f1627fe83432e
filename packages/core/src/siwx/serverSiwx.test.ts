import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createStorage } from '../storage/createStorage.js'
import { serverSiwx } from './serverSiwx.js'

// A stand-in for the server's `/auth/v1` nonce check: each nonce is bound to the token it was
// issued with, and `authenticate` refuses a message whose nonce came with another token.
let issued = 0
const tokens = new Map<string, string>()
const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  response.setHeader('content-type', 'application/json')
  if (path === '/auth/v1/nonce') {
    issued += 1
    const nonce = `nonce${issued}abcdefgh`
    tokens.set(nonce, `token${issued}`)
    response.end(JSON.stringify({ nonce, token: `token${issued}` }))
    return
  }
  let text = ''
  for await (const chunk of request) text += chunk
  const { message } = JSON.parse(text) as { message: string }
  const nonce = /^Nonce: (.+)$/m.exec(message)?.[1] ?? ''
  if (request.headers['x-nonce-jwt'] !== `Bearer ${tokens.get(nonce)}`) {
    response.statusCode = 401
    response.end(
      JSON.stringify({
        name: 'InvalidNonceTokenError',
        message: 'Nonce token does not match the nonce',
      }),
    )
    return
  }
  response.end(JSON.stringify({ token: `session-of-${nonce}` }))
})
let apiUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const memory = () => {
  const map = new Map<string, string>()
  return createStorage({
    backend: {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    },
  })
}
const account = {
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:31337',
}

test('a message is sent with the token its nonce came with, though another was written since', async () => {
  // The sign-in view writes a message ahead; while it is being signed, the view is shown again
  // (the wallet's approval view returns to it) and writes the next one.
  const storage = memory()
  const siwx = serverSiwx()({ apiUrl, projectId: 'dev', storage })
  const signed = await siwx.createMessage(account)
  const next = await siwx.createMessage(account)
  expect(next.nonce).not.toBe(signed.nonce)
  const { text, ...data } = signed
  await siwx.addSession({ data, message: text, signature: '0x' })
  expect(storage.get('siwx/token')).toBe(`session-of-${signed.nonce}`)
  // The later message keeps its own token: it may be signed next.
  const { text: nextText, ...nextData } = next
  await siwx.addSession({ data: nextData, message: nextText, signature: '0x' })
  expect(storage.get('siwx/token')).toBe(`session-of-${next.nonce}`)
})
