/**
 * One shape of a provider's mark in a 36×36 box: `d` filled with `f`, or, with `w`, stroked `w`
 * wide in `f`. White when `f` is left out.
 */
export type MarkShape = { d: string; f?: string; w?: number }

/**
 * How a social provider shows in the modal: its name (a proper noun, never translated), the
 * mark's tile colour and the mark's shapes. Our own simple drawings of each brand's glyph.
 */
export type SocialBrand = { name: string; background: string; shapes: readonly MarkShape[] }

const brands: Record<string, SocialBrand> = {
  google: {
    name: 'Google',
    background: '#fff',
    // The G: four arcs of one ring, and the blue bar.
    shapes: [
      { d: 'M11.1 14A8 8 0 0 1 24.1 12.9', f: '#ea4335', w: 4 },
      { d: 'M12.3 23.7A8 8 0 0 1 11.1 14', f: '#fbbc05', w: 4 },
      { d: 'M23.7 23.7A8 8 0 0 1 12.3 23.7', f: '#34a853', w: 4 },
      { d: 'M18 18H26A8 8 0 0 1 23.7 23.7', f: '#4285f4', w: 4 },
    ],
  },
  x: {
    name: 'X',
    background: '#0f1419',
    shapes: [{ d: 'M10.5 10h4l11 16h-4z' }, { d: 'M25 10 11 26', w: 1.6 }],
  },
  discord: {
    name: 'Discord',
    background: '#5865f2',
    // The controller-shaped face and its two eyes.
    shapes: [
      {
        d: 'M11 13c2-1.4 4-2 5-2l.5 1q1.5-.3 3 0l.5-1c1 0 3 .6 5 2 1.5 3 2.2 6 2 9.5-1.8 1.4-3.6 2.2-5.2 2.5l-1.1-1.8q1-.4 1.8-1c-2.6 1.3-6.4 1.3-9 0q.8.6 1.8 1L14.2 25C12.6 24.7 10.8 23.9 9 22.5c-.2-3.5.5-6.5 2-9.5z',
      },
      {
        d: 'M13.5 18.8a1.5 1.7 0 1 0 3 0a1.5 1.7 0 1 0-3 0M19.5 18.8a1.5 1.7 0 1 0 3 0a1.5 1.7 0 1 0-3 0',
        f: '#5865f2',
      },
    ],
  },
  apple: {
    name: 'Apple',
    background: '#1d1d1f',
    // The apple with its bite, and the leaf.
    shapes: [
      {
        d: 'M23.4 21.6c-.5 1.2-1 1.9-1.6 2.8-.8 1.2-1.6 2.3-2.8 2.3s-1.5-.7-2.7-.7-1.6.7-2.7.7-1.9-1.2-2.7-2.4c-1.6-2.4-2.3-5.7-.9-8 .8-1.4 2.1-2.2 3.4-2.2s2 .7 2.9.7 1.7-.7 3.2-.7c1.1 0 2.3.6 3.1 1.7-2.6 1.4-2.2 5.1.8 5.8z',
      },
      {
        d: 'M20.3 12.2c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.5 1.3-.5.6-1 1.6-.9 2.6 1 .1 1.9-.5 2.5-1.2z',
      },
    ],
  },
  github: {
    name: 'GitHub',
    background: '#24292f',
    // The cat's head and tail, cut from a ring.
    shapes: [
      {
        d: 'M18 8a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.8c-2.8.6-3.4-1.2-3.4-1.2-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.7.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V27c0 .3.2.6.7.5A10 10 0 0 0 18 8z',
      },
    ],
  },
  facebook: {
    name: 'Facebook',
    background: '#1877f2',
    shapes: [
      {
        d: 'M19.6 28v-8.2h2.7l.4-3.2h-3.1v-2c0-.9.3-1.6 1.6-1.6h1.7v-2.8c-.3 0-1.3-.1-2.4-.1-2.4 0-4.1 1.5-4.1 4.2v2.3h-2.7v3.2h2.7V28z',
      },
    ],
  },
  farcaster: {
    name: 'Farcaster',
    background: '#855dcd',
    // The arch.
    shapes: [{ d: 'M11 10h14v16h-3v-6.5a4 4 0 0 0-8 0V26h-3z' }],
  },
}

// An operator's OpenID Connect provider: a key.
const keyShapes: readonly MarkShape[] = [
  { d: 'M10 18a4 4 0 1 0 8 0a4 4 0 1 0-8 0', w: 2.4 },
  { d: 'M18 18h9m-3 0v3m3-3v3', w: 2.4 },
]

/**
 * The brand of a social provider; an operator's OpenID Connect provider (`acme-sso`) gets its id
 * as name (`Acme Sso`) and a key as mark.
 *
 * @param provider - The provider's id.
 * @returns Name, tile colour and mark.
 *
 * @example
 * socialBrand('github').name // 'GitHub'
 */
export function socialBrand(provider: string): SocialBrand {
  const known = brands[provider]
  if (known) return known
  const name = provider
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
  return { name, background: '#5b6472', shapes: keyShapes }
}
