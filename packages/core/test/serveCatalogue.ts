import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Wallet } from '@airlock/protocol'

/** A wallet as `GET /getWallets` answers it, numbered `n`. */
export function testWallet(n: number, overrides: Partial<Wallet> = {}): Wallet {
  return {
    id: `wallet-${n}`,
    name: `Wallet ${n}`,
    image_id: `a${n.toString(16)}`,
    image_url: null,
    homepage: `https://wallet-${n}.example`,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    link_mode: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    rdns: `example.wallet${n}`,
    injected: null,
    chains: ['eip155:1'],
    badge_type: 'none',
    order: n,
    ...overrides,
  }
}

export type ServeCatalogueParameters = {
  /** Defaults to 130 numbered wallets, like the bundled list. */
  wallets?: readonly Wallet[]
  /** The project the server knows. Defaults to `dev`. */
  projectId?: string
  /** The social logins `/appkit/v1/config` offers; without them it answers 404. */
  socials?: readonly string[]
}

export type CatalogueServer = {
  url: string
  /** Every request's path and query, in order of arrival. */
  requests: string[]
  /** Requests whose client went away before the answer. */
  aborted: string[]
  /** Answers every later `/getWallets` with this status and an error body. */
  failWith(status: number | undefined): void
  /** Holds every later `/getWallets` answer until `release()` (or forever). */
  hold(): void
  release(): void
  close(): Promise<void>
}

/**
 * A real HTTP server speaking the catalogue's wire format (`GET /getWallets` with `projectId`,
 * `page`, `entries`, `search`, `include`, `exclude`; `GET /getWalletImage/{id}`), on a free port.
 * `/slowImage/{id}` never answers and `/missingImage/{id}` answers 404, for image preloads.
 */
export async function serveCatalogue({
  wallets = Array.from({ length: 130 }, (_, index) => testWallet(index + 1)),
  projectId = 'dev',
  socials,
}: ServeCatalogueParameters = {}): Promise<CatalogueServer> {
  const requests: string[] = []
  const aborted: string[] = []
  let failure: number | undefined
  let held: (() => void)[] | undefined
  const open = new Set<ServerResponse>()

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  }

  const getWallets = (query: URLSearchParams, response: ServerResponse) => {
    const project = query.get('projectId')
    if (!project)
      return json(response, 400, {
        name: 'ProjectIdNotConfiguredError',
        message: 'Project ID Not Configured',
      })
    if (project !== projectId)
      return json(response, 403, { name: 'InvalidProjectIdError', message: 'Invalid Project ID' })
    if (failure)
      return json(response, failure, { name: 'TestError', message: `Failing with ${failure}` })
    const page = Number(query.get('page') ?? 1)
    const entries = Number(query.get('entries') ?? 40)
    if (!(entries >= 1 && entries <= 100))
      return json(response, 400, {
        name: 'ValidationError',
        message: 'entries must be from 1 to 100',
      })
    const search = query.get('search')?.trim().toLowerCase()
    if (search && search.length > 100)
      return json(response, 400, { name: 'ValidationError', message: 'search too long' })
    const include = query.get('include')?.split(',').filter(Boolean)
    const exclude = new Set(query.get('exclude')?.split(',').filter(Boolean))
    const matching = wallets.filter(
      (wallet) =>
        (!include?.length || include.includes(wallet.id)) &&
        !exclude.has(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search)),
    )
    json(response, 200, {
      data: matching.slice((page - 1) * entries, page * entries),
      count: matching.length,
    })
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const path = `${url.pathname}${url.search}`
    requests.push(path)
    open.add(response)
    response.on('close', () => {
      open.delete(response)
      if (!response.writableFinished) aborted.push(path)
    })
    if (url.pathname === '/appkit/v1/config' && socials) {
      json(response, 200, {
        features: [{ id: 'social_login', isEnabled: true, config: ['email', ...socials] }],
      })
    } else if (url.pathname === '/getWallets') {
      if (held) held.push(() => getWallets(url.searchParams, response))
      else getWallets(url.searchParams, response)
    } else if (url.pathname.startsWith('/getWalletImage/')) {
      response.writeHead(200, { 'content-type': 'image/svg+xml' })
      response.end('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
    } else if (url.pathname.startsWith('/slowImage/')) {
      // Never answers.
    } else json(response, 404, { name: 'NotFoundError', message: 'Not found' })
  }

  const server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    aborted,
    failWith(status) {
      failure = status
    },
    hold() {
      held ??= []
    },
    release() {
      const waiting = held ?? []
      held = undefined
      for (const answer of waiting) answer()
    },
    close() {
      for (const response of open) response.destroy()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // Idle keep-alive connections of `fetch` would hold `close` for seconds.
      server.closeAllConnections()
      return closed
    },
  }
}
