import { type ParseArgsConfig, parseArgs } from 'node:util'
import type { Project, UpdateProjectParameters } from '../db/createProjectRepository.js'
import { ValidationError } from '../errors/http.js'
import {
  defaultFeatureSettings,
  type FeatureSettings,
  type FeatureSettingsPatch,
  featureSettingFields,
} from '../projects/featureSettings.js'
import { generateProjectId } from '../projects/generateProjectId.js'
import { resolveFeatureSettings } from '../projects/resolveFeatureSettings.js'
import { CliUsageError, type ProjectCliContext } from './context.js'
import { AdminApiError } from './createAdminClient.js'

const settingOptions = {
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  feature: { type: 'string', multiple: true },
  socials: { type: 'string' },
  analytics: { type: 'string' },
  'theme-mode': { type: 'string' },
  'theme-variable': { type: 'string', multiple: true },
} as const

const commands: Record<string, (args: string[], context: ProjectCliContext) => Promise<number>> = {
  create,
  list,
  show,
  set,
  delete: remove,
  history,
}

/**
 * `airlock project <create|list|show|set|delete|history>`: manages projects in the server's
 * database, or through the running server's admin API while it holds the embedded one. Every
 * change lands in the audit log.
 * - `create --name <name> [--origin <pattern>]… [--id <id>] [settings]` prints the new id
 *   (default: 32 random hex digits);
 * - `list` prints a table;
 * - `show <id>` prints the project with its effective settings, as JSON;
 * - `set <id> [--name …] [--origin …]… [--remove-origin …]… [--clear-origins] [settings]`
 *   (refused when the project changed between reading and writing it);
 * - `delete <id> --confirm <id>`;
 * - `history <id>`: the audit log's entries for the project, newest first.
 *
 * Settings: `--feature <name>=on|off|default|a,b|<number>` (swaps, onramp, email, socials, activity,
 * analytics, connectMethodsOrder, nameRegistration, sponsorship, sponsorshipDailyGas,
 * sponsorshipTargets), `--socials google,github` (`none` for none),
 * `--analytics on|off`, `--theme-mode light|dark|none`, `--theme-variable=<name>=<value>` (an
 * empty value removes it),
 * `--clear-theme` (set only). Bad input throws `CliUsageError` (exit 2); an unknown project
 * `ProjectNotFoundError` (exit 1).
 *
 * @param args - The arguments after `project`.
 * @param context - Database and output.
 * @returns The exit code.
 *
 * @example
 * // npm run airlock -- project create --name "My dapp" --origin https://app.example.org
 * import { projectCommand } from './cli/project.js'
 * await projectCommand(['list'], context)
 */
export const projectCommand = async (
  [command, ...args]: string[],
  context: ProjectCliContext,
): Promise<number> => {
  const run = command ? commands[command] : undefined
  if (!run)
    throw new CliUsageError(
      command ? `Unknown project command "${command}".` : 'Missing project command.',
    )
  try {
    return await run(args, context)
  } catch (error) {
    // Input the repository (or the admin API) refused, an origin pattern, a name: a usage error.
    if (error instanceof ValidationError) throw new CliUsageError(error.message)
    if (error instanceof AdminApiError && error.status === 400)
      throw new CliUsageError(error.message)
    throw error
  }
}

async function create(args: string[], { projects, print }: ProjectCliContext) {
  const { values } = parse(args, { ...settingOptions, id: { type: 'string' } }, 0)
  if (values.name === undefined) throw new CliUsageError('project create needs --name.')
  const features = applySettings({}, values)
  const theme = applyTheme(null, values)
  const project = await projects.create({
    id: values.id ?? generateProjectId(),
    name: values.name,
    allowedOrigins: values.origin ?? [],
    features,
    theme,
  })
  print(project.id)
  return 0
}

async function list(args: string[], { projects: admin, print }: ProjectCliContext) {
  parse(args, {}, 0)
  const projects = await admin.list()
  if (projects.length === 0) {
    print('No projects. Create one with: npm run airlock -- project create --name <name>')
    return 0
  }
  for (const line of formatTable(
    ['ID', 'NAME', 'ORIGINS', 'SETTINGS'],
    projects.map((project) => [
      project.id,
      project.name,
      project.allowedOrigins.join(' ') || '(none)',
      describeSettings(project),
    ]),
  ))
    print(line)
  return 0
}

async function show(args: string[], { projects, print }: ProjectCliContext) {
  const { positionals } = parse(args, {}, 1)
  const project = await projects.get(positionals[0] as string)
  print(JSON.stringify(describe(project), null, 2))
  return 0
}

async function set(args: string[], { projects, print }: ProjectCliContext) {
  const { values, positionals } = parse(
    args,
    {
      ...settingOptions,
      'remove-origin': { type: 'string', multiple: true },
      'clear-origins': { type: 'boolean' },
      'clear-theme': { type: 'boolean' },
    },
    1,
  )
  const id = positionals[0] as string
  const project = await projects.get(id)
  const changes: UpdateProjectParameters = {}
  if (values.name !== undefined) changes.name = values.name
  if (values.origin || values['remove-origin'] || values['clear-origins']) {
    const removed = new Set(values['remove-origin'])
    const kept = values['clear-origins']
      ? []
      : project.allowedOrigins.filter((origin) => !removed.has(origin))
    changes.allowedOrigins = [...kept, ...(values.origin ?? [])]
  }
  const features = applySettings(project.features as FeatureSettingsPatch, values)
  if (JSON.stringify(features) !== JSON.stringify(project.features)) changes.features = features
  const theme = applyTheme(values['clear-theme'] ? null : project.theme, values)
  if (JSON.stringify(theme) !== JSON.stringify(project.theme)) changes.theme = theme
  if (Object.keys(changes).length === 0) throw new CliUsageError('project set needs a change.')
  // Based on the version read above: an edit made meanwhile (the console) is not overwritten.
  const updated = await projects.update(id, changes, { version: project.version })
  print(`Updated project ${updated.id}: ${describeSettings(updated)}`)
  return 0
}

async function remove(args: string[], { projects, print }: ProjectCliContext) {
  const { values, positionals } = parse(args, { confirm: { type: 'string' } }, 1)
  const id = positionals[0] as string
  if (values.confirm !== id)
    throw new CliUsageError(
      `project delete removes the project, its origins and its analytics: repeat its id, --confirm ${id}.`,
    )
  await projects.remove(id, { confirm: values.confirm })
  print(`Deleted project ${id}.`)
  return 0
}

async function history(args: string[], { projects, print }: ProjectCliContext) {
  const { positionals } = parse(args, {}, 1)
  const entries = await projects.audit({ target: positionals[0] as string })
  if (entries.length === 0) print('No changes recorded.')
  for (const line of formatTable(
    ['WHEN', 'WHO', 'WHAT'],
    entries.map((entry) => [entry.at.toISOString(), entry.actor, entry.action]),
  ))
    print(line)
  return 0
}

// parseArgs throws plain errors ("Unknown option '--x'"): those are usage errors.
function parse<const options extends ParseArgsConfig['options']>(
  args: string[],
  options: options,
  positionals: number,
) {
  let parsed: ReturnType<typeof parseArgs<{ options: options; allowPositionals: true }>>
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new CliUsageError((error as Error).message)
  }
  const extra = parsed.positionals[positionals]
  if (extra !== undefined) throw new CliUsageError(`Unexpected argument "${extra}".`)
  if (parsed.positionals.length < positionals) throw new CliUsageError('Missing the project id.')
  return parsed
}

type SettingValues = {
  feature?: string[] | undefined
  socials?: string | undefined
  analytics?: string | undefined
  'theme-mode'?: string | undefined
  'theme-variable'?: string[] | undefined
}

const featureNames = Object.keys(featureSettingFields) as (keyof FeatureSettings)[]
const featureAliases: Record<string, keyof FeatureSettings> = {
  swap: 'swaps',
  'connect-methods-order': 'connectMethodsOrder',
  'name-registration': 'nameRegistration',
  'sponsorship-daily-gas': 'sponsorshipDailyGas',
  'sponsorship-targets': 'sponsorshipTargets',
}

function applySettings(stored: FeatureSettingsPatch, values: SettingValues): FeatureSettingsPatch {
  const features: Record<string, unknown> = { ...stored }
  const assignments = [
    ...(values.feature ?? []),
    ...(values.socials === undefined ? [] : [`socials=${values.socials}`]),
    ...(values.analytics === undefined ? [] : [`analytics=${values.analytics}`]),
  ]
  for (const assignment of assignments) {
    const [rawName = '', value = ''] = splitOnce(assignment, '=')
    const name = featureAliases[rawName] ?? (rawName as keyof FeatureSettings)
    if (!featureNames.includes(name))
      throw new CliUsageError(
        `Unknown feature "${rawName}": expected one of ${featureNames.join(', ')}.`,
      )
    if (value === 'default') {
      delete features[name]
      continue
    }
    const parsed = Array.isArray(defaultFeatureSettings[name])
      ? value === 'none' || value === ''
        ? []
        : value.split(',').map((item) => item.trim())
      : typeof defaultFeatureSettings[name] === 'string'
        ? value
        : typeof defaultFeatureSettings[name] === 'number'
          ? Number(value)
          : toBoolean(name, value)
    const result = featureSettingFields[name].safeParse(parsed)
    if (!result.success)
      throw new CliUsageError(
        `Invalid value "${value}" for ${name}: ${result.error.issues[0]?.message ?? 'invalid'}.`,
      )
    features[name] = result.data
  }
  return features as FeatureSettingsPatch
}

function toBoolean(name: string, value: string) {
  if (['on', 'true', 'yes', '1'].includes(value)) return true
  if (['off', 'false', 'no', '0'].includes(value)) return false
  throw new CliUsageError(`Invalid value "${value}" for ${name}: expected on or off.`)
}

function applyTheme(
  stored: Project['theme'],
  values: SettingValues,
): Record<string, unknown> | null {
  const mode = values['theme-mode']
  const variables = values['theme-variable'] ?? []
  if (mode === undefined && variables.length === 0) return stored
  const theme: Record<string, unknown> = { ...(stored ?? {}) }
  if (mode === 'none') delete theme.themeMode
  else if (mode === 'light' || mode === 'dark') theme.themeMode = mode
  else if (mode !== undefined)
    throw new CliUsageError(`Invalid --theme-mode "${mode}": expected light, dark or none.`)
  if (variables.length > 0) {
    const themeVariables: Record<string, unknown> = {
      ...((theme.themeVariables as Record<string, unknown> | undefined) ?? {}),
    }
    for (const assignment of variables) {
      const [name = '', value] = splitOnce(assignment, '=')
      if (!name || value === undefined)
        throw new CliUsageError(`Invalid --theme-variable "${assignment}": expected name=value.`)
      if (value === '') delete themeVariables[name]
      else themeVariables[name] = value
    }
    theme.themeVariables = themeVariables
  }
  return Object.keys(theme).length === 0 ? null : theme
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator)
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)]
}

function describe(project: Project) {
  return {
    id: project.id,
    name: project.name,
    allowedOrigins: project.allowedOrigins,
    features: resolveFeatureSettings(project.features),
    theme: project.theme,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  }
}

// The settings that differ from the defaults, such as `swaps off, analytics on`.
function describeSettings(project: Project): string {
  const settings = resolveFeatureSettings(project.features)
  const parts = featureNames.flatMap((name) => {
    const value = settings[name]
    if (JSON.stringify(value) === JSON.stringify(defaultFeatureSettings[name])) return []
    if (typeof value === 'boolean') return [`${name} ${value ? 'on' : 'off'}`]
    if (typeof value === 'string' || typeof value === 'number') return [`${name} ${value}`]
    return [`${name} ${value.length ? value.join(',') : 'none'}`]
  })
  const mode = (project.theme as { themeMode?: string } | null)?.themeMode
  if (mode) parts.push(`theme ${mode}`)
  return parts.join(', ') || 'defaults'
}

function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  return [header, ...rows].map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  '),
  )
}
