import { expect, type Page, test } from '@playwright/test'

// The embedded wallet's frame at the secure origin speaks only to the page that framed it, over
// the MessageChannel that page handed it, and only if that page is an allowed origin of the project.

// localhost, as the modal uses it: same site as the dapp (so the frame keeps its storage), another
// origin (so the dapp cannot read it).
const secureOrigin = `http://localhost:${process.env.SECURE_PORT ?? 8788}`
const framePage = `${secureOrigin}/?projectId=dev`
const attacker = 'http://attacker.test'

/** Frames the secure page in `page`, and returns once it has loaded (or failed to). */
async function frameWallet(page: Page) {
  await page.evaluate(async (src) => {
    const frame = document.createElement('iframe')
    frame.id = 'wallet'
    frame.src = src
    frame.style.display = 'none'
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
    document.body.append(frame)
    await loaded
  }, framePage)
}

/**
 * Hands the frame a port as the modal does, then sends `requests` (each with an `id`) over it one
 * by one, each once the one before has its answer. Returns everything that came back on the port.
 * `answered: false` for a frame that must not answer: then each step listens for half a second.
 */
async function talk(
  page: Page,
  requests: { id: string; type: string; payload?: unknown }[],
  { targetOrigin = secureOrigin, answered = true } = {},
) {
  return page.evaluate(
    async ({ requests, targetOrigin, answered }) => {
      type Message = { id?: string; type?: string }
      const frame = document.getElementById('wallet') as HTMLIFrameElement
      const channel = new MessageChannel()
      const received: Message[] = []
      let wake = () => {}
      channel.port1.onmessage = (event) => {
        received.push(event.data)
        wake()
      }
      // Until a message received passes `test`; a ceiling for a frame that never answers.
      const ceiling = answered ? 20_000 : 500
      const until = async (test: (message: Message) => boolean) => {
        const end = Date.now() + ceiling
        while (!received.some(test) && Date.now() < end)
          await new Promise<void>((resolve) => {
            wake = resolve
            setTimeout(resolve, end - Date.now())
          })
      }
      frame.contentWindow?.postMessage(
        { type: '@w3m-app/HANDSHAKE', projectId: 'dev' },
        targetOrigin,
        [channel.port2],
      )
      await until((message) => message.type === '@w3m-frame/READY')
      for (const request of requests) {
        channel.port1.postMessage(request)
        await until((message) => message.id === request.id)
      }
      return received
    },
    { requests, targetOrigin, answered },
  )
}

test('the framing dapp gets READY on its own channel, and answers to its requests', async ({
  page,
}) => {
  await page.goto('/')
  await frameWallet(page)
  const received = await talk(page, [
    { id: 'a', type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: 31338 } },
    { id: 'b', type: '@w3m-app/GET_CHAIN_ID' },
    { id: 'c', type: '@w3m-app/CONNECT_OTP', payload: { otp: '12' } },
  ])
  expect(received).toEqual([
    { type: '@w3m-frame/READY', payload: { version: '1' } },
    { id: 'a', type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', payload: { chainId: 31338 } },
    { id: 'b', type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: '31338' } },
    {
      id: 'c',
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      payload: { message: 'otp: expected the 6-digit code' },
    },
  ])
})

test('a page on another origin cannot frame the wallet at all', async ({ page }) => {
  await page.route(`${attacker}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Attacker</title>' }),
  )
  await page.goto(`${attacker}/`)
  await frameWallet(page)
  // Blocked by frame-ancestors: Chromium shows its error page in place of the wallet.
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
  expect(frame?.url()).not.toBe(framePage)
  expect(
    await talk(page, [{ id: 'x', type: '@w3m-app/GET_CHAIN_ID' }], {
      targetOrigin: '*',
      answered: false,
    }),
  ).toEqual([])
})

test('another origin that opens the dapp cannot reach its window or the wallet frame in it; the dapp still binds', async ({
  page,
  context,
}) => {
  await page.route(`${attacker}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Attacker</title>' }),
  )
  await page.goto(`${attacker}/`)
  // The attacker opens the dapp, which frames the wallet as usual.
  const [dapp] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => {
      ;(window as unknown as { dapp: Window | null }).dapp = window.open('http://localhost:3000/')
    }),
  ])
  await dapp.waitForLoadState()
  await frameWallet(dapp)

  // The web app's Cross-Origin-Opener-Policy cuts the opener off: its handle to the dapp is
  // closed, so it has no frame to post a request to. (The frame's own checks of who talks to it
  // are tested in apps/secure, and above: no other origin may frame it.)
  const reach = await page.evaluate(() => {
    const dapp = (window as unknown as { dapp: Window | null }).dapp
    return { closed: dapp?.closed ?? true, frames: dapp?.frames?.length ?? 0 }
  })
  expect(reach).toEqual({ closed: true, frames: 0 })

  // The dapp binds, and answers as before.
  const received = await talk(dapp, [{ id: 'b', type: '@w3m-app/GET_CHAIN_ID' }])
  expect(received).toEqual([
    { type: '@w3m-frame/READY', payload: { version: '1' } },
    { id: 'b', type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: '31337' } },
  ])
})
