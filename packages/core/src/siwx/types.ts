/** The fields of a sign-in message (EIP-4361 for eip155; CAIP-122 in general). */
export type SiwxMessageData = {
  accountAddress: string
  /** CAIP-2, such as `eip155:1`. */
  chainId: string
  domain: string
  uri: string
  version: '1'
  nonce: string
  statement?: string | undefined
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
}

/** A message ready to sign: its fields and its text. */
export type SiwxMessage = SiwxMessageData & { text: string }

/** A signed-in account: what was signed, and the signature. */
export type SiwxSession = { data: SiwxMessageData; message: string; signature: `0x${string}` }

/**
 * Where sign-in sessions come from and go to. Airlock ships two: `serverSiwx` (the Airlock
 * server's `/auth/v1`) and `localSiwx` (the browser only). A dapp can plug its own.
 */
export type SiwxAdapter = {
  createMessage(input: { accountAddress: string; chainId: string }): Promise<SiwxMessage>
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: string, address: string): Promise<void>
  setSessions(sessions: SiwxSession[]): Promise<void>
  getSessions(chainId: string, address: string): Promise<SiwxSession[]>
  /** Whether the dapp refuses visitors who do not sign in. */
  getRequired?(): boolean
}

/** What an adapter factory is given by `createAirlock`. */
export type SiwxContext = {
  apiUrl: string
  projectId: string
  storage: import('../storage/createStorage.js').AirlockStorage
}

/** The sign-in step as the modal shows it. */
export type SiwxState =
  | { status: 'off' | 'idle' | 'checking' | 'signed' }
  | { status: 'unsigned' | 'signing'; message?: string | undefined }
  | { status: 'declined' | 'failed'; message?: string | undefined; error: string }
