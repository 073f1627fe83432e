// The web app's own strings, in the languages the modal speaks. The modal's strings live in
// @airlock/react's catalogue; these are the page around it.
const en = {
  'panel.title': 'Your connection',
  'panel.disconnected': 'No wallet connected. Use Connect Wallet above.',
  'panel.address': 'Address',
  'panel.network': 'Network',
  'panel.chainId': 'Chain id',
  'panel.balance': 'Balance',
  'panel.connector': 'Wallet',
  'panel.source': 'Read with wagmi hooks, from the same connection the modal made.',
  'panel.sign': 'Sign a message',
  'solana.title': 'Your Solana connection',
  'solana.sign': 'Sign a message with Solana',
  'panel.signMessage': 'Hello from the Airlock web app',
  'panel.signature': 'Signature',
  'panel.signing': 'Confirm in your wallet…',
  'panel.signFailed': 'Not signed: {reason}',
  'settings.title': 'Settings',
  'settings.theme': 'Theme',
  'settings.themeSystem': 'System',
  'settings.themeLight': 'Light',
  'settings.themeDark': 'Dark',
  'settings.language': 'Language',
  'settings.signIn': 'Sign-in with the wallet',
  'settings.signInOff': 'Off',
  'settings.signInOptional': 'Optional',
  'settings.signInRequired': 'Required',
  'signIn.title': 'Sign-in',
  'signIn.signedIn': 'Signed in with your wallet.',
  'signIn.signedOut': 'Not signed in.',
  'signIn.callProtected': 'Call a protected endpoint',
  'signIn.protectedOk': 'The server knows you as {address}.',
  'signIn.unreachable': 'The server did not answer.',
} as const

export type AppMessageId = keyof typeof en

const de: Record<AppMessageId, string> = {
  'panel.title': 'Deine Verbindung',
  'panel.disconnected': 'Keine Wallet verbunden. Nutze oben „Wallet verbinden“.',
  'panel.address': 'Adresse',
  'panel.network': 'Netzwerk',
  'panel.chainId': 'Chain-ID',
  'panel.balance': 'Guthaben',
  'panel.connector': 'Wallet',
  'panel.source':
    'Gelesen mit wagmi-Hooks, aus derselben Verbindung, die das Modal hergestellt hat.',
  'panel.sign': 'Nachricht signieren',
  'solana.title': 'Deine Solana-Verbindung',
  'solana.sign': 'Nachricht mit Solana signieren',
  'panel.signMessage': 'Hallo aus der Airlock-Web-App',
  'panel.signature': 'Signatur',
  'panel.signing': 'Bestätige in deiner Wallet…',
  'panel.signFailed': 'Nicht signiert: {reason}',
  'settings.title': 'Einstellungen',
  'settings.theme': 'Design',
  'settings.themeSystem': 'System',
  'settings.themeLight': 'Hell',
  'settings.themeDark': 'Dunkel',
  'settings.language': 'Sprache',
  'settings.signIn': 'Anmeldung mit der Wallet',
  'settings.signInOff': 'Aus',
  'settings.signInOptional': 'Freiwillig',
  'settings.signInRequired': 'Pflicht',
  'signIn.title': 'Anmeldung',
  'signIn.signedIn': 'Mit deiner Wallet angemeldet.',
  'signIn.signedOut': 'Nicht angemeldet.',
  'signIn.callProtected': 'Geschützten Endpunkt aufrufen',
  'signIn.protectedOk': 'Der Server kennt dich als {address}.',
  'signIn.unreachable': 'Der Server hat nicht geantwortet.',
}

/** The web app's catalogue for `locale`, English for any other. */
export function appMessages(locale: string): Record<AppMessageId, string> {
  return locale === 'de' ? de : en
}
