// The secure frame's texts in Hindi. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
export const hi = {
  title: {
    message: 'क्या इस संदेश पर साइन करें?',
    typedData: 'क्या इस डेटा पर साइन करें?',
    transaction: 'क्या यह ट्रांज़ैक्शन भेजें?',
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
  social: {
    connecting: (provider: string) => `${provider} से कनेक्ट हो रहा है…`,
    loggingIn: 'लॉग इन हो रहा है…',
    done: 'आप लॉग इन हो गए हैं। यह विंडो अब बंद हो रही है।',
    verifyOtp: 'हमने आपके ईमेल पर जो कोड भेजा है, उसे ऐप में दर्ज करें।',
    failed: (status: number) => `लॉगिन विफल रहा (${status})।`,
    offline: 'लॉगिन विफल रहा: नेटवर्क ने जवाब नहीं दिया।',
  },
}
