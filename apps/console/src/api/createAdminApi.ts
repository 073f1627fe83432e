/** An admin as the server sends it. */
export type Admin = { id: number; name: string; role: 'owner' | 'viewer' }

/** Settings a project chose; the server adds the defaults for the rest. */
export type FeaturePatch = Partial<
  Record<'swaps' | 'onramp' | 'email' | 'activity' | 'analytics', boolean>
>

/** A project as `/admin/v1/projects` sends it. */
export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  features: FeaturePatch & Record<string, unknown>
  version: number
  createdAt: string
  updatedAt: string
}

/** One audit log entry. */
export type AuditEntry = {
  id: number
  at: string
  actor: string
  action: string
  target: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** A catalogue wallet as the catalogue manager lists it. */
export type CatalogueWallet = {
  id: string
  name: string
  order: number
  enabled: boolean
  source: string
}

/** One line of a usage chart: a key and its count per day. */
export type UsageSeries = { key: string; counts: number[] }

/** `GET /admin/v1/usage`. */
export type Usage = {
  days: string[]
  connectsByWallet: UsageSeries[]
  connectsByMethod: UsageSeries[]
  funnel: { open: number; select: number; connected: number; signedIn: number }
  errors: { key: string; count: number }[]
  swaps: UsageSeries[]
  /** US dollars of the swaps completed each day. */
  swapVolumeUsd: number[]
  /** By step: `opened`, `provider`, `completed`, `declined`. */
  onramp: UsageSeries[]
}

/** `GET /admin/v1/status`. */
export type ServerStatus = {
  relay: {
    connections: number
    topics: number
    framesIn: number
    framesOut: number
    history: { at: string; sockets: number; messagesPerMinute: number }[]
  }
  indexers: {
    chainId: number
    leader: boolean
    head?: number
    nextBlock?: number
    lagBlocks?: number
  }[]
  solana: { caipNetworkId: string; leader: boolean }[]
  checks: { name: string; ok: boolean; problem?: string }[]
}

/** `GET /admin/v1/providers`: what the environment configured, secrets masked. */
export type SignInProviders = {
  socials: {
    id: string
    name: string
    configured: boolean
    kind?: 'oidc' | 'oauth'
    issuer?: string
    clientId?: string
    clientSecretSet?: boolean
    scopes?: string[]
  }[]
  farcaster: { configured: boolean; hubUrl?: string; relayKeySet: boolean }
  email: { configured: boolean; smtpUrl?: string; mailFrom: string }
}

/** An admin as the owners' list shows them. */
export type AdminListEntry = Admin & { createdAt: string; passkeys: number }

/** The admin API refused a call: its status and `{ name, message, details }`. */
export class AdminApiError extends Error {
  override name = 'AdminApiError'
  readonly status: number
  readonly code: string
  readonly details: string | undefined
  constructor(status: number, body: { name?: string; message?: string; details?: string }) {
    super(body.message ?? `HTTP ${status}`)
    this.status = status
    this.code = body.name ?? 'Error'
    this.details = body.details
  }
}

type Session = { admin: Admin; csrfToken: string }

export type AdminApi = ReturnType<typeof createAdminApi>

/**
 * The console's client of `/admin/v1` on its own origin: the session cookie rides along
 * (same origin, SameSite=Strict), and every change carries the session's CSRF token.
 *
 * @param base - Where the admin API is. Defaults to `/admin/v1`.
 * @returns The calls the console makes.
 *
 * @example
 * const api = createAdminApi()
 * await api.signIn({ name: 'alice', password })
 * const projects = await api.listProjects()
 */
export function createAdminApi(base = '/admin/v1') {
  let csrfToken: string | undefined
  const call = async <result>(method: string, path: string, body?: unknown): Promise<result> => {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (method !== 'GET' && csrfToken) headers['x-airlock-csrf'] = csrfToken
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer = await response.json().catch(() => ({}))
    if (!response.ok) throw new AdminApiError(response.status, answer)
    return answer as result
  }
  const keep = (session: Session) => {
    csrfToken = session.csrfToken
    return session.admin
  }
  const project = (id: string) => `/projects/${encodeURIComponent(id)}`
  return {
    async session(): Promise<Admin | undefined> {
      try {
        return keep(await call<Session>('GET', '/auth/session'))
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 401) return undefined
        throw error
      }
    },
    setup: async (body: { token: string; name: string; password: string }) =>
      keep(await call<Session>('POST', '/auth/setup', body)),
    signIn: async (body: { name: string; password: string }) =>
      keep(await call<Session>('POST', '/auth/sign-in', body)),
    passkeySignIn: async (answer: (options: never) => Promise<unknown>) => {
      const { options, challengeToken } = await call<{ options: never; challengeToken: string }>(
        'POST',
        '/auth/passkey/options',
      )
      const response = await answer(options)
      return keep(
        await call<Session>('POST', '/auth/passkey/sign-in', { challengeToken, response }),
      )
    },
    addPasskey: async (answer: (options: never) => Promise<unknown>) => {
      const { options, challengeToken } = await call<{ options: never; challengeToken: string }>(
        'POST',
        '/auth/passkeys/options',
      )
      const response = await answer(options)
      await call('POST', '/auth/passkeys', { challengeToken, response })
    },
    async signOut() {
      await call('POST', '/auth/sign-out')
      csrfToken = undefined
    },
    listProjects: async () => (await call<{ projects: Project[] }>('GET', '/projects')).projects,
    getProject: (id: string) => call<Project>('GET', project(id)),
    createProject: (body: { id: string; name: string; allowedOrigins: string[] }) =>
      call<Project>('POST', '/projects', body),
    updateProject: (
      id: string,
      body: {
        version: number
        name?: string
        allowedOrigins?: string[]
        features?: FeaturePatch & Record<string, unknown>
      },
    ) => call<Project>('PATCH', project(id), body),
    deleteProject: (id: string, confirm: string) =>
      call<Project>('DELETE', `${project(id)}?confirm=${encodeURIComponent(confirm)}`),
    catalogue: (search = '') =>
      call<{ wallets: CatalogueWallet[]; total: number; featured: CatalogueWallet[] }>(
        'GET',
        `/catalogue?search=${encodeURIComponent(search)}`,
      ),
    setWalletEnabled: (id: string, enabled: boolean) =>
      call<CatalogueWallet>('PATCH', `/catalogue/wallets/${encodeURIComponent(id)}`, { enabled }),
    setFeatured: (ids: string[]) =>
      call<{ featured: string[] }>('PUT', '/catalogue/featured', { ids }),
    importCatalogue: (file: unknown, source: string) =>
      call<{ format: string; added: number; updated: number; imagesNotKept: number }>(
        'POST',
        `/catalogue/import?source=${encodeURIComponent(source)}`,
        file,
      ),
    providers: () => call<SignInProviders>('GET', '/providers'),
    usage: (query: { project?: string | undefined; days: number }) =>
      call<Usage>(
        'GET',
        `/usage?days=${query.days}${query.project ? `&project=${encodeURIComponent(query.project)}` : ''}`,
      ),
    status: () => call<ServerStatus>('GET', '/status'),
    listAdmins: async () => (await call<{ admins: AdminListEntry[] }>('GET', '/admins')).admins,
    inviteAdmin: (role: Admin['role']) =>
      call<{ token: string; role: Admin['role']; expiresAt: string }>('POST', '/admins/invites', {
        role,
      }),
    setAdminRole: (id: number, role: Admin['role']) =>
      call<Admin>('PATCH', `/admins/${id}`, { role }),
    removeAdmin: (id: number) => call<Admin>('DELETE', `/admins/${id}`),
    audit: async (query: { before?: number | undefined } = {}) => {
      const search = query.before === undefined ? '' : `?before=${query.before}`
      return (await call<{ entries: AuditEntry[] }>('GET', `/audit${search}`)).entries
    },
  }
}
