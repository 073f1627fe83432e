// The secure frame's texts in Hindi. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
export const hi = {
  title: {
    message: 'क्या इस संदेश पर साइन करें?',
    typedData: 'क्या इस डेटा पर साइन करें?',
    transaction: 'क्या यह ट्रांज़ैक्शन भेजें?',
    permissions: 'क्या यह सत्र अनुमति दें?',
    calls: 'क्या ये कॉल एक साथ भेजें?',
  },
  requestedBy: (origin: string, network: string) => `${origin} द्वारा ${network} पर अनुरोध किया गया`,
  unknownNetwork: (chainId: string) => `चेन ${chainId}`,
  detailsLabel: 'आपसे किस पर साइन करने को कहा गया है',
  to: 'को',
  newContract: 'एक नया कॉन्ट्रैक्ट',
  amount: 'राशि',
  data: 'डेटा',
  dataBytes: (bytes: number) => `${new Intl.NumberFormat('hi').format(bytes)} बाइट कॉन्ट्रैक्ट डेटा`,
  fee: 'नेटवर्क शुल्क',
  estimating: 'अनुमान लगाया जा रहा है…',
  unavailable: 'उपलब्ध नहीं',
  reject: 'अस्वीकार करें',
  approve: 'स्वीकृत करें',
  session: {
    periods: { hour: 'प्रति घंटा', day: 'प्रति दिन', week: 'प्रति सप्ताह', total: 'कुल मिलाकर' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `${until} तक ${contract} पर ${per} अधिकतम ${amount} खर्च कर सकता है`,
    call: (fn: string, contract: string, until: string) =>
      `${until} तक ${contract} पर ${fn} कॉल कर सकता है`,
  },
  call: (index: number, total: number) => `कॉल ${index} / ${total}`,
  token: 'टोकन',
  spender: 'खर्च करने वाला',
  atomic: 'सभी कॉल एक साथ पूरी होंगी, या कोई नहीं।',
  social: {
    connecting: (provider: string) => `${provider} से कनेक्ट हो रहा है…`,
    loggingIn: 'लॉग इन हो रहा है…',
    done: 'आप लॉग इन हो गए हैं। यह विंडो अब बंद हो रही है।',
    verifyOtp: 'हमने आपके ईमेल पर जो कोड भेजा है, उसे ऐप में दर्ज करें।',
    failed: (status: number) => `लॉगिन विफल रहा (${status})।`,
    offline: 'लॉगिन विफल रहा: नेटवर्क ने जवाब नहीं दिया।',
    refused: {
      socialAttemptMissing: 'इस ब्राउज़र में कोई सोशल लॉगिन जारी नहीं है',
      socialAttemptUsed: 'यह सोशल लॉगिन पहले ही इस्तेमाल हो चुका है',
      socialAttemptCanceled: 'यह सोशल लॉगिन रद्द कर दिया गया',
      socialAttemptExpired: 'इस सोशल लॉगिन की समय-सीमा समाप्त हो गई है',
      socialLoginCancelled: (provider: string) => `${provider} से लॉगिन रद्द कर दिया गया`,
      socialLoginRefused: (provider: string) => `${provider} ने लॉगिन अस्वीकार कर दिया`,
      socialAnswerUntrusted: (provider: string) => `${provider} के जवाब पर भरोसा नहीं किया जा सकता`,
      socialProviderUnavailable: (provider: string) => `${provider} जवाब नहीं दे रहा है`,
      socialIdentityInUse: (provider: string) => `यह ${provider} खाता किसी दूसरे वॉलेट का है`,
    },
  },
}
