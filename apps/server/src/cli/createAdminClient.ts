import type { AdminRole } from '../admin/createAdminAccounts.js'
import type { AuditEntry } from '../admin/createAuditLog.js'
import type { ProjectAdmin } from '../admin/createProjectAdmin.js'
import type { OperatorTokenFile } from '../admin/operatorToken.js'
import type { Project } from '../db/createProjectRepository.js'

/** The admin API refused a call: its status and message, as the CLI prints them. */
export class AdminApiError extends Error {
  override name = 'AdminApiError'
  readonly status: number
  constructor({ status, message }: { status: number; message: string }) {
    super(message)
    this.status = status
  }
}

/**
 * Project management over the running server's admin API, with the operator token it left in
 * `KEYS_DIR`: what the CLI uses while the server holds the embedded database.
 *
 * @param operator - The server's URL and token (`readOperatorToken`).
 * @returns The same operations as `createProjectAdmin`, and `invite(role)` (a setup link's token).
 *
 * @example
 * const projects = createAdminClient(await readOperatorToken(config.keysDir))
 * await projects.create({ id: 'demo', name: 'Demo' })
 */
export function createAdminClient({
  url,
  token,
}: Pick<OperatorTokenFile, 'url' | 'token'>): ProjectAdmin & {
  invite(role: AdminRole): Promise<{ token: string; expiresAt: string }>
} {
  const call = async <result>(method: string, path: string, body?: unknown): Promise<result> => {
    const response = await fetch(new URL(`/admin/v1${path}`, url), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (!response.ok) {
      const details = typeof answer.details === 'string' ? ` ${answer.details}` : ''
      throw new AdminApiError({
        status: response.status,
        message: `${String(answer.message ?? response.statusText)}${details}`,
      })
    }
    return answer as result
  }
  const id = (value: string) => `/projects/${encodeURIComponent(value)}`
  return {
    list: async () =>
      (await call<{ projects: Project[] }>('GET', '/projects')).projects.map(revive),
    get: async (value) => revive(await call('GET', id(value))),
    create: async (parameters) => revive(await call('POST', '/projects', parameters)),
    update: async (value, parameters, { version } = {}) =>
      revive(await call('PATCH', id(value), { ...parameters, version })),
    remove: async (value, { confirm }) =>
      revive(await call('DELETE', `${id(value)}?confirm=${encodeURIComponent(confirm)}`)),
    audit: async ({ target, before } = {}) => {
      const query = new URLSearchParams()
      if (target !== undefined) query.set('target', target)
      if (before !== undefined) query.set('before', String(before))
      const { entries } = await call<{ entries: AuditEntry[] }>('GET', `/audit?${query}`)
      return entries.map((entry) => ({ ...entry, at: new Date(entry.at) }))
    },
    invite: (role) => call('POST', '/admins/invites', { role }),
  }
}

/** JSON carries dates as text: the project as the repository gives it. */
function revive(project: Project): Project {
  return {
    ...project,
    createdAt: new Date(project.createdAt),
    updatedAt: new Date(project.updatedAt),
  }
}
