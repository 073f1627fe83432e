import type { ConsoleTexts } from './consoleTexts.js'

/** The console in German. */
export const de: ConsoleTexts = {
  appName: 'Airlock-Konsole',
  nav: {
    label: 'Konsole',
    skip: 'Zum Inhalt springen',
    projects: 'Projekte',
    audit: 'Änderungsprotokoll',
    signOut: 'Abmelden',
  },
  signedInAs: (name, role) => `Angemeldet als ${name} (${role})`,
  roles: { owner: 'Inhaber', viewer: 'Betrachter' },
  loading: 'Wird geladen…',
  setup: {
    heading: 'Admin-Konto anlegen',
    intro:
      'Dieser einmalige Link legt ein Konto für die Konsole an. Nach der Verwendung gilt er nicht mehr.',
    name: 'Name',
    nameHint: 'Nur Buchstaben, Ziffern und . _ @ -',
    password: 'Passwort',
    passwordHint: 'Mindestens 12 Zeichen.',
    submit: 'Konto anlegen',
    invalidLink:
      'Diesem Einrichtungslink fehlt sein Token. Öffnen Sie den Link genau so, wie er ausgegeben wurde.',
  },
  signIn: {
    heading: 'Anmelden',
    name: 'Name',
    password: 'Passwort',
    submit: 'Anmelden',
    passkey: 'Mit einem Passkey anmelden',
    or: 'oder',
  },
  passkeys: {
    add: 'Passkey hinzufügen',
    added: 'Passkey hinzugefügt: Beim nächsten Mal können Sie sich damit anmelden.',
    unsupported: 'Dieser Browser kann hier keine Passkeys verwenden.',
  },
  projects: {
    heading: 'Projekte',
    empty: 'Noch keine Projekte.',
    create: 'Projekt anlegen',
    columns: {
      id: 'Projekt-ID',
      name: 'Name',
      origins: 'Erlaubte Origins',
      version: 'Version',
    },
    anyOrigin: 'keine (kein Browser-Origin erlaubt)',
    edit: (name) => `${name} bearbeiten`,
  },
  create: {
    heading: 'Projekt anlegen',
    id: 'Projekt-ID',
    idHint: 'Bis zu 64 Buchstaben, Ziffern, - oder _. Dapps übergeben sie als projectId.',
    name: 'Name',
    origins: 'Erlaubte Origins',
    originsHint: 'Einer pro Zeile, etwa https://app.example.org oder http://localhost:*',
    submit: 'Anlegen',
    cancel: 'Abbrechen',
    created: (id) => `Projekt ${id} angelegt.`,
  },
  editor: {
    heading: (name) => `Projekt ${name}`,
    back: 'Alle Projekte',
    name: 'Name',
    origins: 'Erlaubte Origins',
    originsHint: 'Einer pro Zeile, etwa https://app.example.org oder http://localhost:*',
    features: 'Funktionen',
    feature: {
      swaps: 'Tauschen',
      onramp: 'Krypto kaufen (On-Ramp)',
      email: 'Anmeldung per E-Mail',
      activity: 'Aktivität',
      analytics: 'Analysen',
    },
    save: 'Änderungen speichern',
    saved: (version) => `Gespeichert (Version ${version}).`,
    readOnly: 'Betrachter können alles ansehen, aber nichts ändern.',
    conflict:
      'Jemand anderes hat dieses Projekt geändert, seit Sie es geöffnet haben. Ihre Änderungen wurden nicht gespeichert. Laden Sie die aktuelle Version neu und nehmen Sie Ihre Änderungen erneut vor.',
    reload: 'Projekt neu laden',
    danger: 'Projekt löschen',
    deleteHint: (id) =>
      `Dapps, die ${id} verwenden, funktionieren sofort nicht mehr. Geben Sie zur Bestätigung die Projekt-ID ein.`,
    confirmLabel: 'Projekt-ID zur Bestätigung',
    delete: 'Endgültig löschen',
    deleted: (id) => `Projekt ${id} gelöscht.`,
  },
  audit: {
    heading: 'Änderungsprotokoll',
    empty: 'Noch keine Änderungen.',
    columns: { at: 'Wann', actor: 'Wer', action: 'Was', target: 'Projekt', change: 'Änderung' },
    before: 'Vorher',
    after: 'Nachher',
    more: 'Ältere Einträge',
  },
  errors: {
    generic: 'Etwas ist schiefgegangen.',
    network: 'Der Server ist nicht erreichbar. Prüfen Sie, ob er läuft.',
  },
}
