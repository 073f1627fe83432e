import { normalize } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { loadNamesConfig } from './loadNamesConfig.js'

describe('loadNamesConfig', () => {
  it('defaults to airlock.test, the reserved list and a 300 s answer lifetime', () => {
    const { config, issues } = loadNamesConfig({})
    expect(issues).toEqual([])
    expect(config.zone).toBe('airlock.test')
    expect(config.reserved).toContain('admin')
    expect(config.gatewayTtlSeconds).toBe(300)
  })

  it('defaults that pass the checks an operator value gets (they skip them, for a fast start)', () => {
    const { config } = loadNamesConfig({})
    expect(normalize(config.zone)).toBe(config.zone)
    for (const label of config.reserved) expect(normalize(label)).toBe(label)
    expect(config.reserved.some((label) => label.includes('.'))).toBe(false)
    // The same values written out are checked and accepted.
    const written = loadNamesConfig({
      NAMES_ZONE: config.zone,
      NAMES_RESERVED: config.reserved.join(','),
    })
    expect(written.issues).toEqual([])
  })

  it('reads an operator zone and reserved list', () => {
    const { config } = loadNamesConfig({ NAMES_ZONE: 'id.example.org', NAMES_RESERVED: 'ceo, cfo' })
    expect(config).toMatchObject({ zone: 'id.example.org', reserved: ['ceo', 'cfo'] })
  })

  it('names each bad variable, never echoing the key', () => {
    const { issues } = loadNamesConfig({
      NAMES_ZONE: 'Airlock.Test',
      NAMES_RESERVED: 'ok,a.b',
      NAMES_GATEWAY_SIGNER_KEY: '0xsecret',
      NAMES_GATEWAY_TTL_SECONDS: '5',
    })
    expect(issues.map((issue) => issue.variable)).toEqual([
      'NAMES_ZONE',
      'NAMES_RESERVED',
      'NAMES_GATEWAY_SIGNER_KEY',
      'NAMES_GATEWAY_TTL_SECONDS',
    ])
    expect(JSON.stringify(issues)).not.toContain('0xsecret')
  })
})
