import { parseArgs } from 'node:util'
import type { AdminRole } from '../admin/createAdminAccounts.js'
import { CliUsageError } from './context.js'

export type AdminCliContext = {
  /** Makes a one-time setup link's token: in the database, or through the running server. */
  invite: (role: AdminRole) => Promise<{ token: string; expiresAt: Date | string }>
  /** The link for a token (`consoleSetupUrl` with `PUBLIC_URL`). */
  setupUrl: (token: string) => string
  print: (line: string) => void
}

/**
 * `airlock admin create [--role owner|viewer]`: prints a one-time link that makes a console admin
 * (an owner by default), valid 24 hours. Works while the server runs (through its admin API) and
 * while it does not (in the database).
 *
 * @param args - The arguments after `admin`.
 * @param context - How the link is made, and output.
 * @returns The exit code.
 *
 * @example
 * await adminCommand(['create', '--role', 'viewer'], { invite, setupUrl, print })
 */
export async function adminCommand(args: string[], { invite, setupUrl, print }: AdminCliContext) {
  const [command, ...rest] = args
  if (command !== 'create') throw new CliUsageError(`Unknown admin command "${command ?? ''}".`)
  const { values } = parseArgs({
    args: rest,
    options: { role: { type: 'string', default: 'owner' } },
    strict: true,
  })
  if (values.role !== 'owner' && values.role !== 'viewer')
    throw new CliUsageError('--role: expected owner or viewer.')
  const { token, expiresAt } = await invite(values.role)
  print(
    `One-time link for a new ${values.role} (valid until ${new Date(expiresAt).toISOString()}):`,
  )
  print(setupUrl(token))
  return 0
}
