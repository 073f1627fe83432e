import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView } from '../../../../test/renderView.js'
import { SocialLoginView } from './SocialLoginView.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The server's `/appkit/v1/config` offering `socials` (and e-mail). */
function serve(socials: string[]) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!url.includes('/appkit/v1/config')) return new Response('{}', { status: 404 })
    return Response.json({
      features: [
        { id: 'social_login', isEnabled: true, config: ['email', ...socials] },
        { id: 'activity', isEnabled: true, config: null },
      ],
    })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const client = () => testAirlock({ embeddedWallet: { url: 'http://localhost:8788' } })

test('only the socials the server offers, in its order, each a tile', async () => {
  serve(['github', 'google', 'farcaster'])
  renderView(client(), <SocialLoginView />)
  const list = await screen.findByRole('list', { name: 'Log in with a social account' })
  expect(
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['GitHub', 'Google', 'Farcaster'])
})

test('more than four: the first three, then All socials to ConnectSocials', async () => {
  serve(['google', 'x', 'discord', 'apple', 'github', 'facebook'])
  const airlock = client()
  airlock.open({ view: 'Connect' })
  const { user } = renderView(airlock, <SocialLoginView />)
  const list = await screen.findByRole('list', { name: 'Log in with a social account' })
  expect(within(list).getAllByRole('button')).toHaveLength(4)
  await user.click(within(list).getByRole('button', { name: /All socials/ }))
  expect(airlock.store.getState().router.history).toEqual(['Connect', 'ConnectSocials'])
})

test('nothing when the server offers no social, or cannot be asked', async () => {
  const fetch = serve([])
  const { container } = renderView(client(), <SocialLoginView />)
  await waitFor(() => expect(fetch).toHaveBeenCalled())
  // The answer is in: still nothing.
  await act(async () => {
    await fetch.mock.results[0]?.value
  })
  expect(container.innerHTML).toBe('')
})

test('while the server has not answered, four placeholder tiles hold the row: the wallets below do not move when the tiles come', async () => {
  let answer = (_: Response) => {}
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    ),
  )
  const airlock = client()
  const { container, unmount } = renderView(airlock, <SocialLoginView />)
  const pending = container.querySelector('[data-testid="social-skeleton"]')
  expect(pending?.getAttribute('aria-hidden')).toBe('true')
  // The same grid as the tiles', four of them (three socials and All socials, as by default).
  expect(pending?.classList.contains('social-grid')).toBe(true)
  expect(pending?.querySelectorAll('.tile-skeleton')).toHaveLength(4)
  await act(async () => {
    answer(
      Response.json({
        features: [{ id: 'social_login', isEnabled: true, config: ['google', 'x'] }],
      }),
    )
  })
  await screen.findByRole('list', { name: 'Log in with a social account' })
  expect(container.querySelector('[data-testid="social-skeleton"]')).toBeNull()
  unmount()
  // Opened again, the answer is known: the tiles at once, no placeholder in between.
  const again = renderView(airlock, <SocialLoginView />)
  expect(again.container.querySelector('[data-testid="social-skeleton"]')).toBeNull()
  expect(screen.getByRole('list', { name: 'Log in with a social account' })).toBeTruthy()
})

test('no placeholder when the client has no embedded wallet: nothing is coming', () => {
  const { container } = renderView(testAirlock(), <SocialLoginView />)
  expect(container.innerHTML).toBe('')
})

test('a failed answer shows no tiles, and the next showing asks again and shows them', async () => {
  const failing = vi.fn(async () => Response.json({ message: 'down' }, { status: 503 }))
  vi.stubGlobal('fetch', failing)
  const airlock = client()
  const first = renderView(airlock, <SocialLoginView />)
  await waitFor(() => expect(failing).toHaveBeenCalled())
  await waitFor(() => expect(first.container.innerHTML).toBe(''))
  first.unmount()
  const fetch = serve(['google', 'x'])
  renderView(airlock, <SocialLoginView />)
  const list = await screen.findByRole('list', { name: 'Log in with a social account' })
  expect(within(list).getAllByRole('button')).toHaveLength(2)
  expect(fetch).toHaveBeenCalledTimes(1)
})
