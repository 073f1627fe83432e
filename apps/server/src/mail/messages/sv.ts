import { type MailTexts, pluralForm } from './mailTexts.js'

const minutesText = (minutes: number) =>
  `${minutes} ${pluralForm('sv', minutes, { one: 'minut', other: 'minuter' })}`

/** The e-mails in Swedish. */
export const sv: MailTexts = {
  code: {
    subject: (code) => `Din Airlock-kod är ${code}`,
    recoverySubject: (code) => `Din återställningskod för Airlock-plånboken är ${code}`,
    heading: 'Din Airlock-kod är',
    ownWallet: 'din Airlock-plånbok',
    task: {
      login: (dapp) => `Ange den i ${dapp} för att logga in i din plånbok.`,
      recovery: (dapp) =>
        `Ange den i ${dapp} för att återställa din plånbok på en ny enhet. Den loggar inte in dig.`,
      linkSocial: (dapp, provider) =>
        `Ange den i ${dapp} för att koppla ditt ${provider ? `${provider}-konto` : 'konto i sociala medier'} till plånboken för den här e-postadressen.`,
      confirmCurrent: (dapp, newEmail) =>
        `Ange den i ${dapp} för att bekräfta att du vill ändra plånbokens e-postadress${newEmail ? ` till ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Ange den i ${dapp} för att bekräfta att detta är plånbokens nya e-postadress.`,
    },
    validity: (minutes) => `Den fungerar en gång, i ${minutesText(minutes)}.`,
    notYou: {
      login:
        'Om du inte försökte logga in kan du ignorera det här mejlet: ingen kan logga in utan den här koden.',
      recovery:
        'Om du inte försökte återställa din plånbok kan någon läsa din e-post eller är inloggad i din plånbok: dela inte den här koden med någon och skydda ditt e-postkonto.',
      linkSocial:
        'Om du inte försökte logga in kan du ignorera det här mejlet: ingenting kopplas utan den här koden.',
      change:
        'Om du inte bad om den här ändringen kan du ignorera det här mejlet: ingenting ändras utan den här koden.',
    },
  },
  deviceApproval: {
    subject: 'Godkänn en ny enhet för din Airlock-plånbok',
    why: (dapp) =>
      `Någon loggar in i din plånbok i ${dapp} på en enhet som du inte har använt förut.`,
    how: (minutes) =>
      `Om det är du, öppna den här länken för att godkänna enheten; inloggningen slutförs sedan på den enheten. Den fungerar en gång, i ${minutesText(minutes)}.`,
    link: 'Godkänn den här enheten',
    notYou:
      'Om det inte är du kan du ignorera det här mejlet: enheten kan inte logga in utan länken.',
  },
  recoveryNotice: {
    subject: 'En ny enhet har återställt din Airlock-plånbok',
    what: 'En enhet som aldrig tidigare hade använt din plånbok loggade in med en kod som skickades till den här adressen, angav sedan en återställningskod som skickades till den här adressen och återställde plånboken på sig.',
    notYou:
      'Om det inte var du kan någon läsa din e-post: lås återställningen av din plånbok med länken nedan, skydda ditt e-postkonto och meddela genast den som driver den här plånboken.',
    lock: 'Lås återställningen av min plånbok',
  },
  pages: {
    invalidTitle: 'Den här länken fungerar inte',
    approval: {
      confirmTitle: 'Godkänna den här enheten?',
      confirmWho: (email, dapp) => `En enhet loggar in i plånboken för ${email} i ${dapp}.`,
      confirmOnlyIf:
        'Godkänn den bara om du loggar in just nu. Vi mejlar dig sedan en kod att ange där.',
      confirmButton: 'Godkänn enheten',
      approvedTitle: 'Enheten är godkänd',
      approvedBody: (email, dapp) =>
        `Den nya enheten för ${email} kan logga in nu: gå tillbaka till ${dapp}, där inloggningen slutförs. Du kan stänga den här sidan.`,
      invalidBody:
        'Den har redan använts, är äldre än 10 minuter eller har ersatts av en nyare inloggning. Börja logga in igen för att få en ny.',
      mailFailedTitle: 'Koden kunde inte skickas',
      mailFailedBody: 'Enheten är inte godkänd än. Öppna länken i mejlet igen om en stund.',
    },
    lock: {
      confirmTitle: 'Låsa återställningen av din plånbok?',
      confirmBody:
        'En ny enhet har återställt din plånbok. Om det inte var du, lås återställningen: då kan ingen annan enhet återställa plånboken förrän operatören av den här plånboken låser upp den. Enheter som redan har plånboken fortsätter att fungera.',
      confirmButton: 'Lås återställningen',
      lockedTitle: 'Återställningen är låst',
      lockedBody:
        'Ingen ny enhet kan återställa din plånbok nu. Skydda ditt e-postkonto och be operatören av den här plånboken att låsa upp återställningen när det är säkert igen. Du kan stänga den här sidan.',
      invalidBody:
        'Den har redan använts, eller så har ett nyare återställningsmeddelande ersatt den.',
    },
  },
}
