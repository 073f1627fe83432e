import { expect, test } from 'vitest'
import { createSecureApp } from './createSecureApp.js'

const bundle = { fileName: 'frame-abc.js', code: 'export {}', integrity: 'sha384-xyz' }
const projectOrigins = async (id: string) =>
  id === 'dev' ? ['http://localhost:*', 'https://dapp.example'] : undefined

test("a project's page may be framed only by its allowed origins, and runs only its own script", async () => {
  const app = createSecureApp({ projectOrigins, bundle, serverUrl: 'http://127.0.0.1:8787' })
  const response = await app.request('/?projectId=dev')
  expect(response.status).toBe(200)
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain('frame-ancestors http://localhost:* https://dapp.example')
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("connect-src 'self' http://127.0.0.1:8787")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toMatch(/unsafe-(inline|eval)/)
  const html = await response.text()
  expect(html).toContain(
    '<script type="module" src="/frame-abc.js" integrity="sha384-xyz" crossorigin="anonymous">',
  )
  expect(html).toContain('"allowedOrigins":["http://localhost:*","https://dapp.example"]')
  const script = await app.request('/frame-abc.js')
  expect(script.headers.get('content-type')).toContain('text/javascript')
  expect(await script.text()).toBe('export {}')
})

test('a project without origins cannot be framed at all; an unknown one has no page', async () => {
  const app = createSecureApp({ projectOrigins: async () => [], bundle })
  const csp = (await app.request('/?projectId=lonely')).headers.get('content-security-policy')
  expect(csp).toContain("frame-ancestors 'none'")
  const unknown = await createSecureApp({ projectOrigins, bundle }).request('/?projectId=nope')
  expect(unknown.status).toBe(404)
  const missing = await createSecureApp({ projectOrigins, bundle }).request('/')
  expect(missing.status).toBe(400)
  expect(await missing.text()).toContain('projectId')
})

test('the page names the networks, for the approval screen', async () => {
  const app = createSecureApp({
    projectOrigins,
    networkNames: { '31337': 'Airlock Devnet', '31338': 'Airlock Devnet L2' },
  })
  const html = await (await app.request('/?projectId=dev')).text()
  expect(html).toContain('"networkNames":{"31337":"Airlock Devnet","31338":"Airlock Devnet L2"}')
})

test('configuration written into the page cannot close its script element', async () => {
  const app = createSecureApp({
    projectOrigins: async () => ['https://a.example'],
    serverUrl: 'http://127.0.0.1:8787/</script><script>alert(1)</script>',
  })
  const html = await (await app.request('/?projectId=dev')).text()
  expect(html).not.toContain('<script>alert(1)')
})

test('health answers ok, and every answer is not framable by default', async () => {
  const response = await createSecureApp().request('/health')
  expect(await response.json()).toEqual({ status: 'ok' })
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
})
