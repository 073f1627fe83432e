import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { createProjectAdmin } from '../admin/createProjectAdmin.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { projectCommand } from './project.js'

describeEachBackend('airlock project', (backend) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
  })
  afterAll(() => database?.dispose())

  async function run(...args: string[]) {
    const lines: string[] = []
    const code = await projectCommand(args, {
      projects: createProjectAdmin({ db: database.db, actor: 'cli (test)' }),
      print: (line) => void lines.push(line),
    })
    return { code, output: lines.join('\n') }
  }
  const get = (id: string) => createProjectRepository(database.db).get(id)
  const fail = (...args: string[]) =>
    run(...args).then(
      () => undefined,
      (error: Error) => `${error.name}: ${error.message.split('\n')[0]}`,
    )

  it('creates a project with a random 32-hex id, or the given one, and settings', async () => {
    const { code, output } = await run(
      'create',
      '--name',
      'Random',
      '--origin',
      'http://localhost:*',
    )
    expect(code).toBe(0)
    expect(output).toMatch(/^[0-9a-f]{32}$/)
    expect((await get(output)).allowedOrigins).toEqual(['http://localhost:*'])

    expect(
      await run(
        'create',
        '--id',
        'shop',
        '--name',
        'Shop',
        '--origin',
        'https://shop.example.org',
        '--origin',
        'https://*.shop.example.org',
        '--feature',
        'swaps=off',
        '--socials',
        'github,google',
        '--theme-mode',
        'dark',
      ),
    ).toEqual({ code: 0, output: 'shop' })
    expect(await get('shop')).toMatchObject({
      name: 'Shop',
      allowedOrigins: ['https://shop.example.org', 'https://*.shop.example.org'],
      features: { swaps: false, socials: ['github', 'google'] },
      theme: { themeMode: 'dark' },
    })
  })

  it('changes only what set is told to, merging feature settings', async () => {
    await run('set', 'shop', '--analytics', 'on', '--feature', 'swaps=default')
    await run('set', 'shop', '--feature', 'connectMethodsOrder=wallet,email,social')
    await run(
      'set',
      'shop',
      '--origin',
      'http://localhost:*',
      '--remove-origin',
      'https://*.shop.example.org',
    )
    const { output } = await run(
      'set',
      'shop',
      '--theme-variable=--accent=#f00',
      '--name',
      'Shop 2',
    )
    expect(output).toMatchInlineSnapshot(
      `"Updated project shop: socials github,google, analytics on, connectMethodsOrder wallet,email,social, theme dark"`,
    )
    expect(await get('shop')).toMatchObject({
      name: 'Shop 2',
      allowedOrigins: ['https://shop.example.org', 'http://localhost:*'],
      features: {
        socials: ['github', 'google'],
        analytics: true,
        connectMethodsOrder: ['wallet', 'email', 'social'],
      },
      theme: { themeMode: 'dark', themeVariables: { '--accent': '#f00' } },
    })
    await run('set', 'shop', '--clear-origins', '--clear-theme', '--socials', 'none')
    expect(await get('shop')).toMatchObject({
      allowedOrigins: [],
      features: { socials: [] },
      theme: null,
    })
  })

  it('lists projects in a table and shows one as JSON', async () => {
    const { output } = await run('list')
    const lines = output.split('\n')
    expect(lines[0]).toMatch(/^ID\s+NAME\s+ORIGINS\s+SETTINGS$/)
    expect(lines.find((line) => line.startsWith('shop '))).toMatch(
      /^shop\s+Shop 2\s+\(none\)\s+socials none, analytics on, connectMethodsOrder wallet,email,social$/,
    )
    const shown = JSON.parse((await run('show', 'shop')).output)
    expect(shown.features).toMatchObject({ swaps: true, analytics: true, socials: [] })
  })

  it('sets the sponsorship policy: on/off, a daily gas budget and allowed targets', async () => {
    const target = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    await run(
      'set',
      'shop',
      '--feature',
      'sponsorship=on',
      '--feature',
      'sponsorship-daily-gas=500000',
    )
    await run('set', 'shop', '--feature', `sponsorship-targets=${target}`)
    expect((await get('shop')).features).toMatchObject({
      sponsorship: true,
      sponsorshipDailyGas: 500_000,
      sponsorshipTargets: [target.toLowerCase()],
    })
    expect(
      await Promise.all([
        fail('set', 'shop', '--feature', 'sponsorship-daily-gas=lots'),
        fail('set', 'shop', '--feature', 'sponsorship-targets=0x12'),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "CliUsageError: Invalid value "lots" for sponsorshipDailyGas: Invalid input: expected number, received NaN.",
        "CliUsageError: Invalid value "0x12" for sponsorshipTargets: expected contract addresses.",
      ]
    `)
    await run(
      'set',
      'shop',
      '--feature',
      'sponsorship=default',
      '--feature',
      'sponsorship-daily-gas=default',
      '--feature',
      'sponsorship-targets=default',
    )
  })

  it('refuses bad input with CliUsageError, naming the problem', async () => {
    expect(
      await Promise.all([
        fail('create', '--origin', 'http://localhost:*'),
        fail('create', '--name', 'X', '--origin', 'ftp://x'),
        fail('create', '--name', 'X', '--id', 'no spaces'),
        fail('create', '--name', 'X', '--bogus'),
        fail('set', 'shop'),
        fail('set', 'shop', '--feature', 'teleport=on'),
        fail('set', 'shop', '--feature', 'swaps=maybe'),
        fail('set', 'shop', '--socials', 'google,My_Space'),
        fail('set', 'shop', '--theme-mode', 'sepia'),
        fail('set'),
        fail('list', 'extra'),
        fail('rename', 'shop'),
        fail('delete', 'shop'),
        fail(),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "CliUsageError: project create needs --name.",
        "CliUsageError: Invalid project field "allowedOrigins[0]": expected an origin such as https://app.example.org, https://*.example.org or http://localhost:*",
        "CliUsageError: Invalid project field "id": expected 1 to 64 letters, digits, "-" or "_", starting with a letter or digit",
        "CliUsageError: Unknown option '--bogus'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- "--bogus"",
        "CliUsageError: project set needs a change.",
        "CliUsageError: Unknown feature "teleport": expected one of swaps, onramp, email, socials, activity, analytics, connectMethodsOrder, nameRegistration, sponsorship, sponsorshipDailyGas, sponsorshipTargets, includeWalletIds, excludeWalletIds.",
        "CliUsageError: Invalid value "maybe" for swaps: expected on or off.",
        "CliUsageError: Invalid value "google,My_Space" for socials: expected a social provider id such as google or github.",
        "CliUsageError: Invalid --theme-mode "sepia": expected light, dark or none.",
        "CliUsageError: Missing the project id.",
        "CliUsageError: Unexpected argument "extra".",
        "CliUsageError: Unknown project command "rename".",
        "CliUsageError: project delete removes the project, its origins and its analytics: repeat its id, --confirm shop.",
        "CliUsageError: Missing project command.",
      ]
    `)
  })

  it('answers an unknown project with ProjectNotFoundError, and a taken id with its error', async () => {
    expect(await fail('set', 'missing', '--name', 'x')).toBe(
      'ProjectNotFoundError: Project "missing" not found',
    )
    expect(await fail('show', 'missing')).toBe('ProjectNotFoundError: Project "missing" not found')
    expect(await fail('create', '--id', 'shop', '--name', 'Again')).toBe(
      'ProjectAlreadyExistsError: Project "shop" already exists',
    )
  })
})
