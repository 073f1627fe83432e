/** Every text the console shows, in one language (`en.ts` and its siblings). */
export type ConsoleTexts = {
  appName: string
  nav: {
    label: string
    skip: string
    projects: string
    catalogue: string
    usage: string
    providers: string
    admins: string
    audit: string
    signOut: string
  }
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
    wallets: string
    includeWallets: string
    excludeWallets: string
    walletsHint: string
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
  catalogue: {
    heading: string
    intro: string
    search: string
    results: (shown: number, total: number) => string
    columns: { name: string; id: string; source: string; shown: string }
    show: (name: string) => string
    enabled: (name: string) => string
    disabled: (name: string) => string
    featured: string
    featuredHint: string
    moveUp: (name: string) => string
    moveDown: (name: string) => string
    moved: (name: string, position: number, count: number) => string
    grabbed: (name: string) => string
    saveOrder: string
    orderSaved: string
    importHeading: string
    importHint: string
    importFile: string
    importSubmit: string
    imported: (added: number, updated: number) => string
    notJson: string
  }
  providers: {
    heading: string
    intro: string
    socials: string
    columns: { provider: string; status: string; client: string; secret: string }
    configured: string
    notConfigured: string
    secretSet: string
    secretUnset: string
    farcaster: string
    farcasterText: string
    hub: string
    relayKey: string
    email: string
    smtp: string
    mailFrom: string
    set: string
    unset: string
  }
  usage: {
    heading: string
    project: string
    allProjects: string
    period: string
    days: (count: number) => string
    connectsByWallet: string
    connectsByMethod: string
    methods: Record<string, string>
    funnel: string
    funnelSteps: { open: string; select: string; connected: string; signedIn: string }
    errors: string
    noErrors: string
    swaps: string
    onramp: string
    swapVolume: string
    onrampSteps: { opened: string; provider: string; completed: string; declined: string }
    noData: string
    asTable: string
    day: string
    count: string
    relay: string
    sockets: string
    messages: string
    relayNow: (sockets: number, topics: number) => string
    relayWaiting: string
    minute: string
    chains: string
    chain: string
    lag: string
    leader: string
    follower: string
    health: string
    ok: string
    failing: string
  }
  admins: {
    heading: string
    columns: { name: string; role: string; passkeys: string; since: string; actions: string }
    you: string
    invite: string
    inviteRole: string
    inviteSubmit: string
    inviteLink: string
    inviteHint: (expires: string) => string
    makeOwner: (name: string) => string
    makeViewer: (name: string) => string
    remove: (name: string) => string
    confirmRemove: (name: string) => string
    removed: (name: string) => string
    roleChanged: (name: string, role: string) => string
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
      | 'AdminLastOwnerError'
      | 'AdminNotFoundError'
      | 'CatalogueImportRefusedError'
      | 'PayloadTooLargeError'
      | 'WalletNotFoundError'
      | 'ProjectAlreadyExistsError'
      | 'ProjectNotFoundError',
      string
    >
  }
}
