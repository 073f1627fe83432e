// The secure frame's texts in Thai. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
export const th = {
  title: {
    message: 'ลงนามข้อความนี้ไหม',
    typedData: 'ลงนามข้อมูลนี้ไหม',
    transaction: 'ส่งธุรกรรมนี้ไหม',
  },
  requestedBy: (origin: string, network: string) => `ขอโดย ${origin} บน ${network}`,
  unknownNetwork: (chainId: string) => `เชน ${chainId}`,
  detailsLabel: 'สิ่งที่คุณถูกขอให้ลงนาม',
  to: 'ถึง',
  newContract: 'สัญญาใหม่',
  amount: 'จำนวน',
  data: 'ข้อมูล',
  dataBytes: (bytes: number) => `ข้อมูลสัญญา ${new Intl.NumberFormat('th').format(bytes)} ไบต์`,
  fee: 'ค่าธรรมเนียมเครือข่าย',
  estimating: 'กำลังประเมิน…',
  unavailable: 'ไม่พร้อมใช้งาน',
  reject: 'ปฏิเสธ',
  approve: 'อนุมัติ',
  social: {
    connecting: (provider: string) => `กำลังเชื่อมต่อกับ ${provider}…`,
    loggingIn: 'กำลังเข้าสู่ระบบ…',
    done: 'คุณเข้าสู่ระบบแล้ว หน้าต่างนี้จะปิดลงเดี๋ยวนี้',
    verifyOtp: 'ป้อนรหัสที่เราส่งไปยังอีเมลของคุณในแอป',
    failed: (status: number) => `เข้าสู่ระบบไม่สำเร็จ (${status})`,
    offline: 'เข้าสู่ระบบไม่สำเร็จ: เครือข่ายไม่ตอบสนอง',
  },
}
