import { type MailTexts, pluralForm } from './mailTexts.js'

/** The e-mails in German. */
export const de: MailTexts = {
  code: {
    subject: (code) => `Ihr Airlock-Code lautet ${code}`,
    recoverySubject: (code) => `Ihr Code zur Wiederherstellung Ihrer Airlock-Wallet lautet ${code}`,
    heading: 'Ihr Airlock-Code lautet',
    ownWallet: 'Ihrer Airlock-Wallet',
    task: {
      login: (dapp) => `Geben Sie ihn in ${dapp} ein, um sich bei Ihrer Wallet anzumelden.`,
      recovery: (dapp) =>
        `Geben Sie ihn in ${dapp} ein, um Ihre Wallet auf einem neuen Gerät wiederherzustellen. Er meldet Sie nicht an.`,
      linkSocial: (dapp, provider) =>
        `Geben Sie ihn in ${dapp} ein, um Ihr ${provider ?? 'Social-Login'}-Konto mit der Wallet dieser E-Mail-Adresse zu verknüpfen.`,
      confirmCurrent: (dapp, newEmail) =>
        `Geben Sie ihn in ${dapp} ein, um zu bestätigen, dass Sie die E-Mail-Adresse Ihrer Wallet${newEmail ? ` in ${newEmail}` : ''} ändern möchten.`,
      confirmNew: (dapp) =>
        `Geben Sie ihn in ${dapp} ein, um zu bestätigen, dass dies die neue E-Mail-Adresse Ihrer Wallet ist.`,
    },
    validity: (minutes) =>
      `Er gilt einmal, ${minutes} ${pluralForm('de', minutes, { one: 'Minute', other: 'Minuten' })} lang.`,
    notYou: {
      login:
        'Wenn Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail: Ohne diesen Code kann sich niemand anmelden.',
      recovery:
        'Wenn Sie Ihre Wallet nicht wiederherstellen wollten, kann jemand Ihre E-Mails lesen oder ist bei Ihrer Wallet angemeldet: Geben Sie diesen Code nicht weiter und sichern Sie Ihr E-Mail-Konto.',
      linkSocial:
        'Wenn Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail: Ohne diesen Code wird nichts verknüpft.',
      change:
        'Wenn Sie diese Änderung nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne diesen Code ändert sich nichts.',
    },
  },
  deviceApproval: {
    subject: 'Bestätigen Sie ein neues Gerät für Ihre Airlock-Wallet',
    why: (dapp) =>
      `Jemand meldet sich in ${dapp} bei Ihrer Wallet an, auf einem Gerät, das Sie noch nicht verwendet haben.`,
    how: (minutes) =>
      `Wenn Sie das sind, öffnen Sie diesen Link, um das Gerät zu bestätigen; die Anmeldung wird dann auf diesem Gerät abgeschlossen. Er gilt einmal, ${minutes} ${pluralForm('de', minutes, { one: 'Minute', other: 'Minuten' })} lang.`,
    link: 'Dieses Gerät bestätigen',
    notYou:
      'Wenn Sie das nicht sind, ignorieren Sie diese E-Mail: Ohne sie kann sich das Gerät nicht anmelden.',
  },
  recoveryNotice: {
    subject: 'Ein neues Gerät hat Ihre Airlock-Wallet wiederhergestellt',
    what: 'Ein Gerät, das Ihre Wallet noch nie verwendet hatte, hat sich mit einem an diese Adresse gesendeten Code angemeldet, dann einen an diese Adresse gesendeten Wiederherstellungscode eingegeben und die Wallet darauf wiederhergestellt.',
    notYou:
      'Wenn Sie das nicht waren, kann jemand Ihre E-Mails lesen: Sperren Sie die Wiederherstellung Ihrer Wallet über den Link unten, sichern Sie Ihr E-Mail-Konto und informieren Sie sofort den Betreiber dieser Wallet.',
    lock: 'Wiederherstellung meiner Wallet sperren',
  },
  pages: {
    invalidTitle: 'Dieser Link funktioniert nicht',
    approval: {
      confirmTitle: 'Dieses Gerät bestätigen?',
      confirmWho: (email, dapp) =>
        `Ein Gerät meldet sich in ${dapp} bei der Wallet von ${email} an.`,
      confirmOnlyIf:
        'Bestätigen Sie es nur, wenn Sie sich gerade selbst anmelden. Wir senden Ihnen dann per E-Mail einen Code, den Sie dort eingeben.',
      confirmButton: 'Gerät bestätigen',
      approvedTitle: 'Gerät bestätigt',
      approvedBody: (email, dapp) =>
        `Das neue Gerät von ${email} kann sich jetzt anmelden: Kehren Sie zu ${dapp} zurück, wo die Anmeldung abgeschlossen wird. Sie können diese Seite schließen.`,
      invalidBody:
        'Er wurde bereits verwendet, ist älter als 10 Minuten oder wurde durch eine neuere Anmeldung ersetzt. Starten Sie die Anmeldung erneut, um einen neuen zu erhalten.',
      mailFailedTitle: 'Der Code konnte nicht gesendet werden',
      mailFailedBody:
        'Das Gerät ist noch nicht bestätigt. Öffnen Sie den Link aus der E-Mail gleich noch einmal.',
    },
    lock: {
      confirmTitle: 'Wiederherstellung Ihrer Wallet sperren?',
      confirmBody:
        'Ein neues Gerät hat Ihre Wallet wiederhergestellt. Wenn Sie das nicht waren, sperren Sie die Wiederherstellung: Dann kann kein anderes Gerät die Wallet wiederherstellen, bis der Betreiber dieser Wallet sie entsperrt. Geräte, die die Wallet bereits haben, funktionieren weiter.',
      confirmButton: 'Wiederherstellung sperren',
      lockedTitle: 'Die Wiederherstellung ist gesperrt',
      lockedBody:
        'Kein neues Gerät kann Ihre Wallet jetzt wiederherstellen. Sichern Sie Ihr E-Mail-Konto und bitten Sie den Betreiber dieser Wallet, die Wiederherstellung zu entsperren, sobald es wieder sicher ist. Sie können diese Seite schließen.',
      invalidBody:
        'Er wurde bereits verwendet oder durch eine neuere Benachrichtigung zur Wiederherstellung ersetzt.',
    },
  },
}
