/**
 * What `npm start` prints first in a terminal (docs/DEPLOY.md#start-summary): a few Thai/English lines a
 * person can act on, instead of the JSON a log collector wants. Pure: main.ts gathers the facts and writes
 * the lines; in production or when the output is not a terminal nothing here is used.
 */
export type StartSummaryInput = {
  siteUrl: string;
  backofficeUrl: string;
  /** The first admin's one-time setup link, while no admin can sign in. */
  firstAdmin?: { url: string; expiresAt: string } | { issuedByAnotherInstance: true } | undefined;
  /** The sandbox bank page, when the sandbox gateway is on. */
  sandboxBankUrl?: string | undefined;
  /** The demo member's login, outside production only. */
  demoMember?: { phone: string; password: string } | undefined;
  database: 'pglite' | 'postgres';
  logLevel: string;
};

export function startSummary(input: StartSummaryInput): string[] {
  const lines = [
    'UG99 พร้อมใช้งาน / UG99 is running',
    `  เว็บไซต์สมาชิก / Member site:   ${input.siteUrl}`,
    `  หลังบ้าน / Back office:         ${input.backofficeUrl}`,
  ];
  if (input.firstAdmin && 'url' in input.firstAdmin) {
    lines.push(
      `  ตั้งค่าผู้ดูแลคนแรก (ลิงก์ใช้ได้ครั้งเดียว) / First admin setup (one-time link):`,
      `    ${input.firstAdmin.url}`,
      `    หมดอายุ / expires ${input.firstAdmin.expiresAt}; ผู้เปิดลิงก์คนแรกจะเป็นผู้ดูแล / whoever opens it first becomes the admin`,
    );
  } else if (input.firstAdmin) {
    lines.push(
      '  ตั้งค่าผู้ดูแลคนแรก / First admin setup: ลิงก์แสดงโดยอีกเครื่องที่เริ่มพร้อมกัน / printed by another instance',
    );
  }
  if (input.sandboxBankUrl) {
    lines.push(`  ธนาคารทดสอบ (ไม่ใช่เงินจริง) / Sandbox bank (no real money): ${input.sandboxBankUrl}`);
  }
  if (input.demoMember) {
    lines.push(`  สมาชิกทดลอง / Demo member:      ${input.demoMember.phone} / ${input.demoMember.password}`);
  }
  lines.push(
    `  ฐานข้อมูล / Database:           ${input.database === 'pglite' ? 'PGlite (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}`,
    `  บันทึก / Log:                   หน้าจอนี้ บรรทัดละคำขอ ระดับ ${input.logLevel} / this terminal, one line per request, level ${input.logLevel}`,
    '                                  (JSON เมื่อส่งออกไปไฟล์หรือ NODE_ENV=production / JSON when piped or in production)',
  );
  return lines;
}
