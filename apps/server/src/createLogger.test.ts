import { describe, expect, it } from 'vitest'
import { createLogger } from './createLogger.js'

function capture(level: 'info' | 'warn' = 'info') {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger(
    { logLevel: level },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  )
  return { logger, lines }
}

describe('createLogger', () => {
  it('writes JSON lines at the configured level', () => {
    const { logger, lines } = capture('warn')
    logger.info('hidden')
    logger.warn({ port: 8787 }, 'shown')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 40, name: 'airlock-server', port: 8787, msg: 'shown' })
  })

  it('redacts authorization headers, cookies, passwords and connection URLs', () => {
    const { logger, lines } = capture()
    logger.info(
      {
        req: {
          method: 'GET',
          headers: { authorization: 'Bearer t0ken', cookie: 'session=c00kie', accept: '*/*' },
        },
        res: { headers: { 'set-cookie': 'session=n3w' } },
        headers: { Authorization: 'Basic b4sic', Cookie: 'cap1tal' },
        user: { email: 'a@example.org', password: 'hunter2' },
        password: 'top-level',
        config: { databaseUrl: 'postgres://u:pgpass@db/x', redisUrl: 'redis://:rpass@cache' },
      },
      'request',
    )
    const text = JSON.stringify(lines[0])
    for (const secret of [
      't0ken',
      'c00kie',
      'n3w',
      'b4sic',
      'cap1tal',
      'hunter2',
      'top-level',
      'pgpass',
      'rpass',
    ])
      expect(text).not.toContain(secret)
    expect(lines[0]).toMatchObject({
      req: { method: 'GET', headers: { authorization: '***', cookie: '***', accept: '*/*' } },
      user: { email: 'a@example.org', password: '***' },
    })
  })

  it("redacts secrets two levels down in headers only, and leaves the caller's object as it was", () => {
    const { logger, lines } = capture()
    const line = {
      req: { headers: { authorization: 'Bearer t0ken' }, body: { nested: { token: 'kept-deep' } } },
      list: [{ password: 'in-an-array' }],
      ms: 1.5,
    }
    logger.info(line, 'request')
    expect(lines[0]).toMatchObject({
      req: { headers: { authorization: '***' }, body: { nested: { token: 'kept-deep' } } },
      list: [{ password: 'in-an-array' }],
      ms: 1.5,
    })
    // As pino's redact paths (`*.headers.key`, not deeper; arrays not entered), and on a copy.
    expect(line.req.headers.authorization).toBe('Bearer t0ken')
  })

  it("redacts a child logger's bindings and an error's own secret fields", () => {
    const { logger, lines } = capture()
    const error = Object.assign(new Error('refused'), {
      headers: { Authorization: 'Basic s3cret' },
      token: 'err-t0ken',
    })
    logger.child({ component: 'relay', apiKey: 'b1nding' }).error({ err: error }, 'boom')
    const text = JSON.stringify(lines[0])
    for (const secret of ['s3cret', 'err-t0ken', 'b1nding']) expect(text).not.toContain(secret)
    expect(lines[0]).toMatchObject({ component: 'relay', apiKey: '***', err: { token: '***' } })
  })

  it('masks URL passwords in logged errors', () => {
    const { logger, lines } = capture()
    logger.error(
      { err: new Error('connect to postgres://airlock:hunter2@db:5432/x failed') },
      'boom',
    )
    expect(lines[0]?.err).toMatchObject({
      type: 'Error',
      message: 'connect to postgres://airlock:***@db:5432/x failed',
    })
    expect(JSON.stringify(lines[0])).not.toContain('hunter2')
  })
})
