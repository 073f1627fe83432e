import { describe, expect, it } from 'vitest'
import { readSocialProfile } from './readSocialProfile.js'

describe('readSocialProfile', () => {
  it('reads OpenID Connect claims, with Apple’s string booleans', () => {
    expect(
      readSocialProfile('oidc', {
        sub: '001',
        email: 'Alice@Example.com ',
        email_verified: 'true',
        preferred_username: 'alice',
      }),
    ).toEqual({
      subject: '001',
      email: 'alice@example.com',
      emailVerified: true,
      username: 'alice',
    })
    expect(readSocialProfile('oidc', { sub: '2', email: 'b@example.com' })?.emailVerified).toBe(
      false,
    )
    expect(readSocialProfile('oidc', { email: 'no-subject@example.com' })).toBeUndefined()
  })

  it('reads the providers’ own user APIs', () => {
    expect(
      readSocialProfile('github', { id: 42, login: 'octocat', email: 'public@example.com' }, [
        { email: 'old@example.com', primary: false, verified: true },
        { email: 'main@example.com', primary: true, verified: true },
      ]),
    ).toEqual({
      subject: '42',
      email: 'main@example.com',
      emailVerified: true,
      username: 'octocat',
    })
    // No verified primary address: the public one, unverified.
    expect(readSocialProfile('github', { id: 7, login: 'x', email: 'p@example.com' }, [])).toEqual({
      subject: '7',
      email: 'p@example.com',
      emailVerified: false,
      username: 'x',
    })
    expect(
      readSocialProfile('discord', {
        id: '80351110224678912',
        username: 'nelly',
        email: 'n@example.com',
        verified: true,
      }),
    ).toMatchObject({ subject: '80351110224678912', emailVerified: true, username: 'nelly' })
    expect(
      readSocialProfile('x', {
        data: { id: '2244994945', username: 'XDevelopers', confirmed_email: 'd@example.com' },
      }),
    ).toEqual({
      subject: '2244994945',
      email: 'd@example.com',
      emailVerified: true,
      username: 'XDevelopers',
    })
    expect(readSocialProfile('x', { data: { id: '1', name: 'No Email' } })).toEqual({
      subject: '1',
      email: null,
      emailVerified: false,
      username: 'No Email',
    })
    // Facebook says nothing about verification: never verified.
    expect(
      readSocialProfile('facebook', { id: '10', name: 'Fay', email: 'f@example.com' }),
    ).toMatchObject({
      email: 'f@example.com',
      emailVerified: false,
    })
    expect(readSocialProfile('discord', { id: 1.5 })).toBeUndefined()
  })
})
