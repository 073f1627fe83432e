import { vi } from 'vitest'
import { createFakeFrame, type FakeFrameHandler } from '../../core/test/fakeFrame.js'

/**
 * The e-mail wallet's frame, answered in this test by core's stand-in for the secure origin's
 * frame host (`createFakeFrame`): the `<iframe>` the client adds to happy-dom's page is the
 * stand-in's, every other element the page's own. Handlers answer requests by name; by default
 * the wallet is logged in as alice@airlock.test with 0x7099…79C8 on the devnet chain, by e-mail
 * only (no social account).
 */
export function emailFrame(handlers: Record<string, FakeFrameHandler> = {}) {
  const frame = createFakeFrame({
    handlers: {
      SYNC_DAPP_DATA: () => undefined,
      SYNC_THEME: () => undefined,
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
      IS_CONNECTED: () => ({ isConnected: true }),
      GET_USER: () => ({
        email: 'alice@airlock.test',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 31337,
      }),
      SIGN_OUT: () => undefined,
      GET_SOCIAL_IDENTITIES: () => ({ identities: [], emailLogin: true }),
      ...handlers,
    },
  })
  const createElement = document.createElement.bind(document)
  const append = document.body.append.bind(document.body)
  const fakes = new Set<unknown>()
  vi.spyOn(document, 'createElement').mockImplementation(((
    tagName: string,
    options?: ElementCreationOptions,
  ) => {
    if (tagName !== 'iframe') return createElement(tagName, options)
    const element = frame.document.createElement('iframe')
    fakes.add(element)
    return element
  }) as typeof document.createElement)
  vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
    for (const node of nodes)
      if (fakes.has(node)) frame.document.body.append(node as never)
      else append(node)
  })
  return frame
}

/** The names of the requests the frame was sent, in order, without their prefix. */
export const frameRequests = (frame: ReturnType<typeof createFakeFrame>) =>
  frame.requests.map((request) => request.type.replace('@w3m-app/', ''))

/** The last request of this name the frame was sent (its name without the prefix). */
export const lastFrameRequest = (frame: ReturnType<typeof createFakeFrame>, name: string) =>
  frame.requests.findLast((request) => request.type === `@w3m-app/${name}`)
