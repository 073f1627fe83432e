import { describe, expect, it, test } from 'vitest'
import { maskUrl } from './maskUrl.js'

describe('maskUrl', () => {
  it.each([
    ['postgres://airlock:hunter2@db:5432/airlock', 'postgres://airlock:***@db:5432/airlock'],
    ['redis://:hunter2@cache:6379', 'redis://:***@cache:6379'],
    ['http://user:pass@127.0.0.1:8545', 'http://user:***@127.0.0.1:8545'],
    ['https://rpc.example.org/?apikey=k&chain=1', 'https://rpc.example.org/?apikey=***&chain=1'],
    [
      'https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef',
      'https://mainnet.infura.io/v3/***',
    ],
    ['postgres//airlock:hunter2@db/airlock', 'postgres//airlock:***@db/airlock'],
  ])('masks %s', (value, masked) => {
    expect(maskUrl(value)).toBe(masked)
  })

  it('leaves a URL without secrets exactly as written', () => {
    for (const value of [
      'http://127.0.0.1:8545',
      'postgres://postgres@127.0.0.1:5432/test',
      'redis://cache',
    ])
      expect(maskUrl(value)).toBe(value)
  })
})

test('a URL that does not parse still hides a password holding slashes or @', () => {
  expect(maskUrl('postgres://app:s3cr/et@db/x')).toBe('postgres://app:***@db/x')
})
