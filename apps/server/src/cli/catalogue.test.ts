import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { prepareCatalogue } from '../catalogue/prepareCatalogue.js'
import { loadConfig } from '../config/loadConfig.js'
import { runMigrations } from '../db/runMigrations.js'
import { wallets } from '../db/schema.js'
import { CatalogueFileError } from '../errors/catalogue.js'
import { catalogueCommand } from './catalogue.js'
import { CliUsageError } from './context.js'

describeEachBackend('catalogueCommand', (backend) => {
  let database: TestDatabase
  let folder: string
  let lines: string[]

  beforeAll(async () => {
    ;[database, folder] = await Promise.all([
      backend.open(),
      mkdtemp(join(tmpdir(), 'airlock-catalogue-cli-')),
    ])
    await runMigrations(database)
  })
  afterAll(() => Promise.all([database?.dispose(), rm(folder, { recursive: true, force: true })]))

  async function run(...args: string[]) {
    lines = []
    const config = loadConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent' })
    const code = await catalogueCommand(args, {
      config,
      db: database,
      print: (line) => lines.push(line),
    })
    return { code, lines }
  }

  async function file(name: string, content: unknown) {
    const path = join(folder, name)
    await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content))
    return path
  }

  it('says so when the catalogue is empty', async () => {
    expect(await run('stats')).toEqual({
      code: 0,
      lines: ['The catalogue is empty: the server fills it with the bundled list when it starts.'],
    })
  })

  it('imports explorer listings, reporting bad entries by index and reason', async () => {
    const path = await file('listings.json', {
      listings: {
        aaa: {
          id: 'aaa',
          name: 'Alpha Wallet',
          chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
          mobile: { native: 'alpha://', universal: 'https://alpha.example/app' },
          app: { ios: 'https://apps.apple.com/app/id1' },
        },
        bbb: { id: 'bbb', name: '' },
        ccc: { id: 'ccc', name: 'Gamma', chains: ['eip155:1'], badge_type: 'certified' },
      },
    })
    const { code } = await run('import', path)
    expect(code).toBe(0)
    expect(lines.map((line) => line.replace(folder, '<dir>'))).toEqual([
      'Skipped entry 1 (bbb): name is required',
      'Imported <dir>/listings.json (listings): 2 added, 0 updated, 1 skipped.',
    ])
    const rows = await database.db
      .select({ id: wallets.id, source: wallets.source })
      .from(wallets)
      .orderBy(wallets.id)
    expect(rows).toEqual([
      { id: 'aaa', source: 'listings.json' },
      { id: 'ccc', source: 'listings.json' },
    ])
  })

  it('imports a getWallets answer, updating wallets it already has', async () => {
    const path = await file('answer.json', {
      data: [
        { id: 'aaa', name: 'Alpha Renamed', chains: ['eip155:10'] },
        { id: 'ddd', name: 'Delta' },
      ],
      count: 2,
    })
    expect((await run('import', path, '--source', 'explorer-2026')).code).toBe(0)
    expect(lines.at(-1)).toMatch(/\(getWallets\): 1 added, 1 updated, 0 skipped\.$/)
    const rows = await database.db.select({ source: wallets.source }).from(wallets)
    expect(rows.filter((row) => row.source === 'explorer-2026')).toHaveLength(2)
  })

  it('fetches each image_url once, stores what passes the checks, and never links to it', async () => {
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.alloc(64, 1),
    ])
    const images: Record<string, [string, Buffer | string]> = {
      '/logo.png': ['image/png', png],
      '/logo.svg': [
        'image/svg+xml; charset=utf-8',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><path d="M0 0h2v2z"/></svg>',
      ],
      '/evil.svg': ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      '/page.html': ['text/html', '<html></html>'],
      '/lying.png': ['image/png', 'GIF89a not a png'],
      '/huge.png': ['image/png', Buffer.concat([png, Buffer.alloc(300 * 1024)])],
    }
    const requests: string[] = []
    const server: Server = createServer((request, response) => {
      requests.push(request.url ?? '')
      const image = images[request.url ?? '']
      if (!image) return response.writeHead(404).end()
      response.writeHead(200, { 'Content-Type': image[0] }).end(image[1])
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const names = ['png', 'svg', 'evil', 'html', 'lying', 'huge', 'missing']
      const urls = [
        '/logo.png',
        '/logo.svg',
        '/evil.svg',
        '/page.html',
        '/lying.png',
        '/huge.png',
        '/gone.png',
      ]
      const path = await file(
        'images.json',
        names.map((name, index) => ({
          id: `img-${name}`,
          name: `Image ${name}`,
          image_url: base + urls[index],
        })),
      )
      expect((await run('import', path)).code).toBe(0)
      expect(lines).toContain('Images: 2 fetched and stored, 5 not kept.')
      expect(lines.filter((line) => line.startsWith('Image of ')).sort()).toEqual([
        `Image of img-evil not kept: ${base}/evil.svg is an SVG with scripts, links or external references`,
        `Image of img-html not kept: ${base}/page.html is text/html, not image/svg+xml, image/png, image/jpeg, image/webp`,
        `Image of img-huge not kept: ${base}/huge.png is over 256 KiB`,
        `Image of img-lying not kept: ${base}/lying.png does not hold image/png data`,
        `Image of img-missing not kept: ${base}/gone.png answered HTTP 404`,
      ])
      expect(requests.sort()).toEqual([...urls].sort())

      const catalogue = await prepareCatalogue(database)
      const served = (id: string) => {
        const wallet = catalogue.wallets.find((entry) => entry.id === id)
        expect(wallet?.image_url, id).toBeNull()
        return catalogue.getWalletImage(wallet?.image_id ?? '')
      }
      expect(served('img-png')?.contentType).toBe('image/png')
      expect(Buffer.from(served('img-png')?.body ?? []).equals(png)).toBe(true)
      expect(served('img-svg')?.contentType).toBe('image/svg+xml; charset=utf-8')
      expect(new TextDecoder().decode(served('img-evil')?.body)).toContain('>IE</text>')
      // Served from the store: the image server is gone and nothing asks it again.
      await new Promise((resolve) => server.close(resolve))
      await catalogue.reload()
      expect(served('img-png')?.contentType).toBe('image/png')
      expect(requests).toHaveLength(urls.length)
    } finally {
      server.close()
      await database.db.delete(wallets).where(like(wallets.id, 'img-%'))
    }
  })

  it('checks without writing on --dry-run', async () => {
    const path = await file('dry.json', [{ id: 'eee', name: 'Epsilon' }])
    expect((await run('import', '--dry-run', path)).code).toBe(0)
    expect(lines.at(-1)).toMatch(
      /^Dry run of .*dry\.json \(array\): 1 valid, 0 skipped; nothing written\.$/,
    )
    expect(await database.db.$count(wallets)).toBe(3)
  })

  it('fails with exit code 1 when no entry is valid, writing nothing', async () => {
    const path = await file('bad.json', [{ id: 'x' }, { name: 'No id' }])
    expect((await run('import', path)).code).toBe(1)
    expect(lines).toEqual([
      'Skipped entry 0 (x): name is required',
      'Skipped entry 1: id must be 1 to 128 letters, digits, dots, dashes or underscores',
      expect.stringMatching(/: 0 added, 0 updated, 2 skipped\.$/),
    ])
    expect(await database.db.$count(wallets)).toBe(3)
  })

  it('prints counts by source, badge and chain', async () => {
    expect(await run('stats')).toEqual({
      code: 0,
      lines: [
        'Wallets: 3',
        'By source:',
        '  explorer-2026  2',
        '  listings.json  1',
        'By badge:',
        '  none       2',
        '  certified  1',
        'By chain:',
        '  eip155:1   1',
        '  eip155:10  1',
      ],
    })
  })

  it('refuses files it cannot read and bad command lines', async () => {
    await expect(run('import', join(folder, 'missing.json'))).rejects.toThrow(CatalogueFileError)
    const notJson = await file('not.json', '{ nope')
    await expect(run('import', notJson)).rejects.toThrow(/not valid JSON/)
    const wrongShape = await file('shape.json', { wallets: [] })
    await expect(run('import', wrongShape)).rejects.toThrow(/expected \{ listings/)
    await expect(run('import')).rejects.toThrow(CliUsageError)
    await expect(run('import', 'a.json', 'b.json')).rejects.toThrow(CliUsageError)
    await expect(run('import', 'a.json', '--force')).rejects.toThrow(CliUsageError)
    await expect(run('import', 'a.json', '--source')).rejects.toThrow(CliUsageError)
    await expect(run('list')).rejects.toThrowErrorMatchingInlineSnapshot(
      `[CliUsageError: Unknown catalogue command "list".]`,
    )
    await expect(run()).rejects.toThrow('Missing catalogue command.')
  })
})
