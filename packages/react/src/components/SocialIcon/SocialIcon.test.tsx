import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { SocialIcon } from './SocialIcon.js'

const drawing = (provider: string) => {
  const { container, unmount } = render(<SocialIcon provider={provider} />)
  const svg = container.querySelector('svg')
  const paths = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d'))
  const result = {
    hidden: svg?.getAttribute('aria-hidden'),
    tile: container.querySelector('rect')?.getAttribute('fill'),
    paths: paths.join(' '),
    text: container.textContent,
  }
  unmount()
  return result
}

test('each default social has a glyph of its own, no drawn initials; an operator’s provider a key', () => {
  const ids = ['google', 'x', 'discord', 'apple', 'github', 'facebook', 'farcaster']
  const drawn = ids.map(drawing)
  for (const icon of drawn) {
    expect(icon.hidden).toBe('true')
    expect(icon.text).toBe('')
    expect(icon.paths.length).toBeGreaterThan(10)
  }
  expect(new Set(drawn.map((icon) => icon.paths)).size).toBe(ids.length)
  expect(Object.fromEntries(ids.map((id, index) => [id, drawn[index]?.tile]))).toEqual({
    google: '#fff',
    x: '#0f1419',
    discord: '#5865f2',
    apple: '#1d1d1f',
    github: '#24292f',
    facebook: '#1877f2',
    farcaster: '#855dcd',
  })
  const custom = drawing('acme-sso')
  expect(custom).toMatchObject({ text: '', tile: '#5b6472' })
  expect(drawing('okta').paths).toBe(custom.paths)
  expect(drawn.map((icon) => icon.paths)).not.toContain(custom.paths)
})
