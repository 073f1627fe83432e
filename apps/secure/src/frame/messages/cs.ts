// The secure frame's texts in Czech. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
export const cs = {
  title: {
    message: 'Podepsat tuto zprávu?',
    typedData: 'Podepsat tato data?',
    transaction: 'Odeslat tuto transakci?',
    permissions: 'Povolit tuto relaci?',
    calls: 'Odeslat tato volání společně?',
  },
  requestedBy: (origin: string, network: string) => `Požaduje ${origin} v síti ${network}`,
  unknownNetwork: (chainId: string) => `Řetězec ${chainId}`,
  detailsLabel: 'Co máte podepsat',
  to: 'Komu',
  newContract: 'Nový kontrakt',
  amount: 'Částka',
  data: 'Data',
  dataBytes: (bytes: number) => `${new Intl.NumberFormat('cs').format(bytes)} B dat kontraktu`,
  fee: 'Síťový poplatek',
  estimating: 'Odhaduji…',
  unavailable: 'Nedostupné',
  reject: 'Odmítnout',
  approve: 'Schválit',
  session: {
    periods: { hour: 'za hodinu', day: 'za den', week: 'za týden', total: 'celkem' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Smí utratit až ${amount} ${per} v ${contract} do ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Smí volat ${fn} v ${contract} do ${until}`,
  },
  call: (index: number, total: number) => `Volání ${index} z ${total}`,
  token: 'Token',
  spender: 'Oprávněný k utrácení',
  atomic: 'Všechna volání proběhnou společně, nebo žádné.',
  social: {
    connecting: (provider: string) => `Připojování k ${provider}…`,
    loggingIn: 'Přihlašování…',
    done: 'Jste přihlášeni. Toto okno se nyní zavře.',
    verifyOtp: 'Zadejte v aplikaci kód, který jsme vám poslali e-mailem.',
    failed: (status: number) => `Přihlášení selhalo (${status}).`,
    offline: 'Přihlášení selhalo: síť neodpověděla.',
    refused: {
      socialAttemptMissing: 'V tomto prohlížeči neprobíhá žádné přihlášení přes sociální síť',
      socialAttemptUsed: 'Toto přihlášení přes sociální síť už bylo použito',
      socialAttemptCanceled: 'Toto přihlášení přes sociální síť bylo zrušeno',
      socialAttemptExpired: 'Platnost tohoto přihlášení přes sociální síť vypršela',
      socialLoginCancelled: (provider: string) => `Přihlášení přes ${provider} bylo zrušeno`,
      socialLoginRefused: (provider: string) => `${provider} přihlášení odmítl`,
      socialAnswerUntrusted: (provider: string) => `Odpovědi ${provider} nelze důvěřovat`,
      socialProviderUnavailable: (provider: string) => `${provider} neodpovídá`,
      socialIdentityInUse: (provider: string) => `Tento účet ${provider} patří jiné peněžence`,
    },
  },
}
