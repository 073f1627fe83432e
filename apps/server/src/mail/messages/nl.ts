import { type MailTexts, pluralForm } from './mailTexts.js'

const minutesText = (minutes: number) =>
  `${minutes} ${pluralForm('nl', minutes, { one: 'minuut', other: 'minuten' })}`

/** The e-mails in Dutch. */
export const nl: MailTexts = {
  code: {
    subject: (code) => `Je Airlock-code is ${code}`,
    recoverySubject: (code) => `Je herstelcode voor je Airlock-wallet is ${code}`,
    heading: 'Je Airlock-code is',
    ownWallet: 'je Airlock-wallet',
    task: {
      login: (dapp) => `Vul hem in bij ${dapp} om in te loggen op je wallet.`,
      recovery: (dapp) =>
        `Vul hem in bij ${dapp} om je wallet op een nieuw apparaat te herstellen. Je wordt er niet mee ingelogd.`,
      linkSocial: (dapp, provider) =>
        `Vul hem in bij ${dapp} om je ${provider ? `${provider}-account` : 'account van sociale media'} te koppelen aan de wallet van dit e-mailadres.`,
      confirmCurrent: (dapp, newEmail) =>
        `Vul hem in bij ${dapp} om te bevestigen dat je het e-mailadres van je wallet wilt wijzigen${newEmail ? ` in ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Vul hem in bij ${dapp} om te bevestigen dat dit het nieuwe e-mailadres van je wallet is.`,
    },
    validity: (minutes) => `Hij werkt één keer, ${minutesText(minutes)} lang.`,
    notYou: {
      login:
        'Heb je niet geprobeerd in te loggen, negeer deze e-mail dan: zonder deze code kan niemand inloggen.',
      recovery:
        'Heb je niet geprobeerd je wallet te herstellen, dan kan iemand je e-mail lezen of is iemand ingelogd op je wallet: deel deze code met niemand en beveilig je e-mailaccount.',
      linkSocial:
        'Heb je niet geprobeerd in te loggen, negeer deze e-mail dan: zonder deze code wordt er niets gekoppeld.',
      change:
        'Heb je deze wijziging niet aangevraagd, negeer deze e-mail dan: zonder deze code verandert er niets.',
    },
  },
  deviceApproval: {
    subject: 'Keur een nieuw apparaat goed voor je Airlock-wallet',
    why: (dapp) =>
      `Iemand logt bij ${dapp} in op je wallet, op een apparaat dat je nog niet eerder hebt gebruikt.`,
    how: (minutes) =>
      `Ben jij het, open dan deze link om het apparaat goed te keuren; het inloggen wordt daarna op dat apparaat afgerond. Hij werkt één keer, ${minutesText(minutes)} lang.`,
    link: 'Dit apparaat goedkeuren',
    notYou:
      'Ben jij het niet, negeer deze e-mail dan: zonder deze link kan het apparaat niet inloggen.',
  },
  recoveryNotice: {
    subject: 'Een nieuw apparaat heeft je Airlock-wallet hersteld',
    what: 'Een apparaat dat je wallet nog nooit had gebruikt, is ingelogd met een code die naar dit adres is gestuurd, heeft daarna een herstelcode ingevoerd die naar dit adres is gestuurd, en heeft de wallet erop hersteld.',
    notYou:
      'Was jij dit niet, dan kan iemand je e-mail lezen: blokkeer het herstel van je wallet met de link hieronder, beveilig je e-mailaccount en laat het de beheerder van deze wallet meteen weten.',
    lock: 'Herstel van mijn wallet blokkeren',
  },
  pages: {
    invalidTitle: 'Deze link werkt niet',
    approval: {
      confirmTitle: 'Dit apparaat goedkeuren?',
      confirmWho: (email, dapp) =>
        `Een apparaat meldt zich aan bij de wallet van ${email} in ${dapp}.`,
      confirmOnlyIf:
        'Keur het alleen goed als u zich nu zelf aanmeldt. We e-mailen u daarna een code om daar in te voeren.',
      confirmButton: 'Het apparaat goedkeuren',
      approvedTitle: 'Apparaat goedgekeurd',
      approvedBody: (email, dapp) =>
        `Het nieuwe apparaat van ${email} kan zich nu aanmelden: ga terug naar ${dapp}, waar de aanmelding wordt afgerond. U kunt deze pagina sluiten.`,
      invalidBody:
        'Hij is al gebruikt, is ouder dan 10 minuten of een nieuwere aanmelding heeft hem vervangen. Start de aanmelding opnieuw om een nieuwe te krijgen.',
      mailFailedTitle: 'De code kon niet worden verzonden',
      mailFailedBody:
        'Het apparaat is nog niet goedgekeurd. Open de link uit de e-mail zo meteen opnieuw.',
    },
    lock: {
      confirmTitle: 'Herstel van uw wallet blokkeren?',
      confirmBody:
        'Een nieuw apparaat heeft uw wallet hersteld. Was u dat niet, blokkeer dan het herstel: geen ander apparaat kan de wallet dan herstellen tot de beheerder van deze wallet het deblokkeert. Apparaten die de wallet al hebben, blijven werken.',
      confirmButton: 'Herstel blokkeren',
      lockedTitle: 'Herstel is geblokkeerd',
      lockedBody:
        'Geen nieuw apparaat kan uw wallet nu herstellen. Beveilig uw e-mailaccount en vraag de beheerder van deze wallet het herstel te deblokkeren als het weer veilig is. U kunt deze pagina sluiten.',
      invalidBody: 'Hij is al gebruikt, of een nieuwere herstelmelding heeft hem vervangen.',
    },
  },
}
