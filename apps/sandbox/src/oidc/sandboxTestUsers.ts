/** A person the sandbox's identity provider can log in as. */
export type SandboxTestUser = {
  /** The subject (`sub`) every sandbox provider gives this person. */
  id: string
  name: string
  username: string
  email: string | null
  emailVerified: boolean
  /** What the login page says about this user. */
  note: string
  /**
   * The test user whose translated note (`oidc.note.<id>`) describes this one too. Defaults to
   * this user's own `id`.
   */
  noteOf?: string
}

/**
 * The test users of the sandbox's identity provider, the same at every provider it plays. Alice's
 * verified e-mail is the demo address of the e-mail wallet, so logging in as her after an e-mail
 * login links to that wallet (after the code); Bob's e-mail is unverified and never links; Carol
 * gets a new wallet; Dave gives no e-mail at all (as X often does). Xena and Basma are Alice
 * again for the pseudo-locale runs (en-XA, ar-XB), each with an address of her own, so those
 * runs reach the social login's e-mail code without sharing Alice's inbox with the social specs.
 */
export const sandboxTestUsers: readonly SandboxTestUser[] = [
  {
    id: 'alice',
    name: 'Alice Example',
    username: 'alice',
    email: 'alice@example.com',
    emailVerified: true,
    note: 'verified e-mail: links to the e-mail wallet of alice@example.com',
  },
  {
    id: 'bob',
    name: 'Bob Unverified',
    username: 'bob',
    email: 'bob@example.com',
    emailVerified: false,
    note: 'unverified e-mail: always a wallet of his own',
  },
  {
    id: 'carol',
    name: 'Carol Newcomer',
    username: 'carol',
    email: 'carol@example.org',
    emailVerified: true,
    note: 'verified e-mail that no e-mail wallet has: a new wallet',
  },
  {
    id: 'dave',
    name: 'Dave Private',
    username: 'dave',
    email: null,
    emailVerified: false,
    note: 'no e-mail at all',
  },
  {
    id: 'xena',
    name: 'Xena Accented',
    username: 'xena',
    email: 'xena@example.com',
    emailVerified: true,
    note: 'verified e-mail: links to the e-mail wallet of xena@example.com (the en-XA run)',
    noteOf: 'alice',
  },
  {
    id: 'basma',
    name: 'Basma Mirrored',
    username: 'basma',
    email: 'basma@example.com',
    emailVerified: true,
    note: 'verified e-mail: links to the e-mail wallet of basma@example.com (the ar-XB run)',
    noteOf: 'alice',
  },
]
