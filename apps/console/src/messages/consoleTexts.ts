/** Every text the console shows, in one language (`en.ts` and its siblings). */
export type ConsoleTexts = {
  appName: string
  nav: { label: string; skip: string; projects: string; audit: string; signOut: string }
  signedInAs: (name: string, role: string) => string
  roles: { owner: string; viewer: string }
  loading: string
  setup: {
    heading: string
    intro: string
    name: string
    nameHint: string
    password: string
    passwordHint: string
    submit: string
    invalidLink: string
  }
  signIn: {
    heading: string
    name: string
    password: string
    submit: string
    passkey: string
    or: string
  }
  passkeys: { add: string; added: string; unsupported: string }
  projects: {
    heading: string
    empty: string
    create: string
    columns: { id: string; name: string; origins: string; version: string }
    anyOrigin: string
    edit: (name: string) => string
  }
  create: {
    heading: string
    id: string
    idHint: string
    name: string
    origins: string
    originsHint: string
    submit: string
    cancel: string
    created: (id: string) => string
  }
  editor: {
    heading: (name: string) => string
    back: string
    name: string
    origins: string
    originsHint: string
    features: string
    feature: {
      swaps: string
      onramp: string
      email: string
      activity: string
      analytics: string
    }
    save: string
    saved: (version: number) => string
    readOnly: string
    conflict: string
    reload: string
    danger: string
    deleteHint: (id: string) => string
    confirmLabel: string
    delete: string
    deleted: (id: string) => string
  }
  audit: {
    heading: string
    empty: string
    columns: { at: string; actor: string; action: string; target: string; change: string }
    before: string
    after: string
    more: string
  }
  errors: {
    generic: string
    network: string
    /** The server's refusals by error name; the server's own message for any other. */
    byName: Record<
      | 'AdminSignInFailedError'
      | 'AdminSignInLimitedError'
      | 'AdminSetupLinkError'
      | 'AdminNameTakenError'
      | 'AdminPasskeyError'
      | 'AdminRoleError'
      | 'AdminCsrfError'
      | 'AdminSessionRequiredError'
      | 'ProjectAlreadyExistsError'
      | 'ProjectNotFoundError',
      string
    >
  }
}
