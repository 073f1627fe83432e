/** How a social provider shows in the modal: its name (a proper noun, never translated), mark and colours. */
export type SocialBrand = { name: string; mark: string; background: string; color: string }

const brands: Record<string, SocialBrand> = {
  google: { name: 'Google', mark: 'G', background: '#ffffff', color: '#1a73e8' },
  x: { name: 'X', mark: 'X', background: '#0f1419', color: '#ffffff' },
  discord: { name: 'Discord', mark: 'D', background: '#5865f2', color: '#ffffff' },
  apple: { name: 'Apple', mark: 'A', background: '#1d1d1f', color: '#ffffff' },
  github: { name: 'GitHub', mark: 'GH', background: '#24292f', color: '#ffffff' },
  facebook: { name: 'Facebook', mark: 'f', background: '#1877f2', color: '#ffffff' },
  farcaster: { name: 'Farcaster', mark: 'F', background: '#7c65c1', color: '#ffffff' },
}

/**
 * The brand of a social provider; an operator's OpenID Connect provider (`acme-sso`) gets its id
 * as name (`Acme Sso`) and its first letter as mark.
 *
 * @param provider - The provider's id.
 * @returns Name, mark and colours.
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
  return { name, mark: name.charAt(0), background: '#5b6472', color: '#ffffff' }
}
