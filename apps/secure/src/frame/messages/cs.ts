// The secure frame's texts in Czech. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
export const cs = {
  title: {
    message: 'Podepsat tuto zprávu?',
    typedData: 'Podepsat tato data?',
    transaction: 'Odeslat tuto transakci?',
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
  social: {
    connecting: (provider: string) => `Připojování k ${provider}…`,
    loggingIn: 'Přihlašování…',
    done: 'Jste přihlášeni. Toto okno se nyní zavře.',
    verifyOtp: 'Zadejte v aplikaci kód, který jsme vám poslali e-mailem.',
    failed: (status: number) => `Přihlášení selhalo (${status}).`,
    offline: 'Přihlášení selhalo: síť neodpověděla.',
  },
}
