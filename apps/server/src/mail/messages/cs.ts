import { type MailTexts, pluralForm } from './mailTexts.js'

const minutesText = (minutes: number) =>
  `${minutes} ${pluralForm('cs', minutes, { one: 'minutu', few: 'minuty', many: 'minuty', other: 'minut' })}`

/** The e-mails in Czech. */
export const cs: MailTexts = {
  code: {
    subject: (code) => `Váš kód Airlock je ${code}`,
    recoverySubject: (code) => `Váš kód pro obnovení peněženky Airlock je ${code}`,
    heading: 'Váš kód Airlock je',
    ownWallet: 'peněžence Airlock',
    task: {
      login: (dapp) => `Zadejte ho v ${dapp} a přihlaste se do své peněženky.`,
      recovery: (dapp) =>
        `Zadejte ho v ${dapp} a obnovte svou peněženku na novém zařízení. Nepřihlásí vás.`,
      linkSocial: (dapp, provider) =>
        `Zadejte ho v ${dapp} a propojte svůj účet ${provider ?? 'sociální sítě'} s peněženkou této e-mailové adresy.`,
      confirmCurrent: (dapp, newEmail) =>
        `Zadejte ho v ${dapp} a potvrďte, že chcete změnit e-mailovou adresu své peněženky${newEmail ? ` na ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Zadejte ho v ${dapp} a potvrďte, že toto je nová e-mailová adresa vaší peněženky.`,
    },
    validity: (minutes) => `Platí jednou, po dobu ${minutesText(minutes)}.`,
    notYou: {
      login:
        'Pokud jste se nepokoušeli přihlásit, tento e-mail ignorujte: bez tohoto kódu se nikdo nepřihlásí.',
      recovery:
        'Pokud jste se nepokoušeli obnovit peněženku, někdo může číst váš e-mail nebo je přihlášen do vaší peněženky: kód nikomu nesdělujte a zabezpečte svůj e-mailový účet.',
      linkSocial:
        'Pokud jste se nepokoušeli přihlásit, tento e-mail ignorujte: bez tohoto kódu se nic nepropojí.',
      change:
        'Pokud jste o tuto změnu nežádali, tento e-mail ignorujte: bez tohoto kódu se nic nezmění.',
    },
  },
  deviceApproval: {
    subject: 'Schvalte nové zařízení pro svou peněženku Airlock',
    why: (dapp) =>
      `Někdo se v ${dapp} přihlašuje do vaší peněženky ze zařízení, které jste dosud nepoužívali.`,
    how: (minutes) =>
      `Pokud jste to vy, otevřete tento odkaz a zařízení schvalte; přihlášení se pak na tom zařízení dokončí. Odkaz platí jednou, po dobu ${minutesText(minutes)}.`,
    link: 'Schválit toto zařízení',
    notYou: 'Pokud to nejste vy, tento e-mail ignorujte: bez něj se zařízení nepřihlásí.',
  },
  recoveryNotice: {
    subject: 'Nové zařízení obnovilo vaši peněženku Airlock',
    what: 'Zařízení, které vaši peněženku dosud nepoužívalo, se přihlásilo kódem zaslaným na tuto adresu, poté zadalo kód pro obnovení zaslaný na tuto adresu a obnovilo na sobě peněženku.',
    notYou:
      'Pokud jste to nebyli vy, někdo může číst váš e-mail: odkazem níže zablokujte obnovení peněženky, zabezpečte svůj e-mailový účet a ihned informujte provozovatele této peněženky.',
    lock: 'Zablokovat obnovení mé peněženky',
  },
  pages: {
    invalidTitle: 'Tento odkaz nefunguje',
    approval: {
      confirmTitle: 'Schválit toto zařízení?',
      confirmWho: (email, dapp) => `Zařízení se přihlašuje do peněženky ${email} v ${dapp}.`,
      confirmOnlyIf:
        'Schvalte ho, jen pokud se právě teď přihlašujete vy. Potom vám e-mailem pošleme kód, který tam zadáte.',
      confirmButton: 'Schválit zařízení',
      approvedTitle: 'Zařízení schváleno',
      approvedBody: (email, dapp) =>
        `Nové zařízení ${email} se teď může přihlásit: vraťte se do ${dapp}, kde se přihlášení dokončí. Tuto stránku můžete zavřít.`,
      invalidBody:
        'Už byl použit, je starší než 10 minut, nebo ho nahradilo novější přihlášení. Začněte přihlášení znovu, abyste dostali nový.',
      mailFailedTitle: 'Kód se nepodařilo odeslat',
      mailFailedBody: 'Zařízení zatím není schválené. Za chvíli otevřete odkaz z e-mailu znovu.',
    },
    lock: {
      confirmTitle: 'Zablokovat obnovení vaší peněženky?',
      confirmBody:
        'Nové zařízení obnovilo vaši peněženku. Pokud jste to nebyli vy, zablokujte obnovení: žádné jiné zařízení pak peněženku neobnoví, dokud ji provozovatel této peněženky neodblokuje. Zařízení, která už peněženku mají, fungují dál.',
      confirmButton: 'Zablokovat obnovení',
      lockedTitle: 'Obnovení je zablokované',
      lockedBody:
        'Teď už žádné nové zařízení nemůže obnovit vaši peněženku. Zabezpečte svůj e-mailový účet a požádejte provozovatele této peněženky, aby obnovení odblokoval, až to bude opět bezpečné. Tuto stránku můžete zavřít.',
      invalidBody: 'Už byl použit, nebo ho nahradilo novější oznámení o obnovení.',
    },
  },
}
