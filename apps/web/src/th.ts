/**
 * Every string of the member-facing UI, grouped by feature, so copy is reviewed in one place and tests
 * refer to the same text the member reads. Server messages come from the contract's ERRORS table.
 * The English error-page strings are quoted from the specification (§2, §8).
 */
export const th = {
  app: {
    documentTitle: 'UG99 - หวยออนไลน์ สล็อต คาสิโน',
    skipToContent: 'ข้ามไปยังเนื้อหาหลัก',
    loading: 'กำลังโหลด',
    loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
    quickActions: 'ทางลัด',
  },
  api: {
    // Server faults use the contract's ERRORS.INTERNAL message, the same text the server sends.
    networkError: 'ไม่สามารถเชื่อมต่อระบบได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่อีกครั้ง',
  },
  header: {
    label: 'ส่วนหัว',
    homeLink: 'หน้าแรก',
    navLabel: 'เมนูหลัก',
    register: 'สมัครสมาชิก',
    login: 'เข้าสู่ระบบ',
    announcements: 'ประกาศ',
    menu: {
      slot: 'สล็อต',
      lotto: 'หวย',
      casino: 'คาสิโน',
      sport: 'กีฬา',
      affiliate: 'สิทธิพิเศษ',
      promotions: 'โปรโมชั่น',
      winloss: 'คืนยอดเสีย',
      redeem: 'แลกของรางวัล',
    },
  },
  footer: {
    navLabel: 'เมนูด้านล่าง',
    home: 'หน้าแรก',
    profile: 'โปรไฟล์',
    affiliate: 'แนะนำเพื่อน',
    deposit: 'ฝากเงิน',
    login: 'เข้าสู่ระบบ',
    withdraw: 'ถอนเงิน',
    promotions: 'โปรโมชั่น',
    contact: 'ติดต่อเรา',
    newWindow: '(เปิดในหน้าต่างใหม่)',
    minAge: (minAge: number) => `สำหรับผู้ที่มีอายุ ${minAge} ปีขึ้นไป`,
  },
  agent: {
    lineContact: 'ติดต่อเราทาง LINE',
  },
  notifications: {
    title: 'ประกาศสำคัญ',
    empty: 'ไม่มีประกาศสำคัญในตอนนี้',
    next: 'ถัดไป',
    close: 'ปิด',
    step: (current: number, total: number) => `ประกาศที่ ${current} จาก ${total}`,
  },
  events: {
    openButton: 'กิจกรรมพิเศษ',
    title: (current: number, total: number) => `ประกาศสำคัญ ( ${current} / ${total} )`,
    close: 'ปิด',
  },
  home: {
    heading: 'UG99 เว็บหวยออนไลน์ สล็อต คาสิโน กีฬา ครบจบในที่เดียว',
    bannersLabel: 'แบนเนอร์',
    bannerDot: (n: number, total: number) => `แบนเนอร์ที่ ${n} จาก ${total}`,
    bannerSlide: (n: number, total: number) => `${n} จาก ${total}`,
    slideRole: 'สไลด์',
    carouselRole: 'ภาพสไลด์',
    categoriesHeading: 'หมวดหมู่เกม',
    categories: {
      slot: 'สล็อต',
      lotto: 'หวย',
      casino: 'คาสิโน',
      sport: 'กีฬา',
      fishing: 'ยิงปลา',
      freespin: 'ฟรีสปิน',
    },
  },
  promotions: {
    heading: 'โปรโมชั่น',
    // Shown as 'ดูทั้งหมด' beside the heading; read as 'ดูโปรโมชั่นทั้งหมด' with the hidden word.
    seeAllBefore: 'ดู',
    seeAllAfter: 'ทั้งหมด',
    minDeposit: 'ฝากขั้นต่ำ',
    bonus: (percent: number) => `โบนัส ${percent}%`,
    bonusCap: 'สูงสุด',
    empty: 'ยังไม่มีโปรโมชั่นในตอนนี้',
  },
  errorPage: {
    notFoundTitle: 'Not Found',
    notFoundMessage: 'This page could not be found',
    genericTitle: 'An error occurred',
    notFoundHint: 'ไม่พบหน้าที่คุณต้องการ',
    genericHint: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
    chunkFailed: 'เว็บไซต์เพิ่งได้รับการอัปเดต กรุณากลับหน้าแรกเพื่อโหลดหน้าใหม่',
    backHome: 'กลับหน้าแรก',
  },
} as const;
