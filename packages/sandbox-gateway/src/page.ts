import type { PayableIntent, PayResult } from './gateway.ts';
import type { PayoutRecord } from './payouts.ts';

/**
 * The sandbox bank's pages: plain HTML forms, no script at all, so the site's CSP (script-src 'self')
 * needs no exception. Thai, mobile first, and labelled as a sandbox on every screen.
 */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function bahtText(satang: bigint): string {
  return `${(satang / 100n).toLocaleString('en-US')}.${(satang % 100n).toString().padStart(2, '0')}`;
}

function layout(body: string, title = 'ธนาคารจำลอง'): string {
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>ธนาคารจำลอง (Sandbox)</title>
<link rel="stylesheet" href="/sandbox/bank.css">
</head>
<body>
<p class="banner" role="note">ระบบทดสอบ (Sandbox) — ไม่มีการโอนเงินจริง ใช้สำหรับทดลองฝากเงินเท่านั้น</p>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
}

function lookupForm(reference: string): string {
  return `<form method="get" action="/sandbox/bank">
<label for="reference">เลขอ้างอิงรายการฝาก</label>
<input id="reference" name="reference" value="${escape(reference)}" autocomplete="off" required maxlength="40">
<button type="submit">ตรวจสอบรายการ</button>
</form>`;
}

export function bankPage(reference: string, intent: PayableIntent | null): string {
  if (!reference) return layout(lookupForm(''));
  if (!intent) return layout(`<p class="error">ไม่พบรายการเลขอ้างอิงนี้</p>${lookupForm(reference)}`);
  if (intent.paid) return layout(`<p class="done">รายการนี้ชำระเงินแล้ว</p>${lookupForm('')}`);
  const late = intent.expired
    ? '<p class="warn">รายการนี้หมดเวลาแล้ว แต่ยังชำระได้ (ระบบจะแจ้งแอดมินตรวจสอบ)</p>'
    : '';
  return layout(`<dl>
<dt>เลขอ้างอิง</dt><dd data-testid="sandbox-reference">${escape(intent.reference)}</dd>
<dt>ยอดชำระ</dt><dd data-testid="sandbox-amount">${bahtText(intent.amountSatang)} บาท</dd>
</dl>${late}
<form method="post" action="/sandbox/bank/pay">
<input type="hidden" name="reference" value="${escape(intent.reference)}">
<button type="submit">ชำระเงิน</button>
</form>`);
}

export function resultPage(result: PayResult): string {
  if (!result.ok) {
    const why = result.why === 'already_paid' ? 'รายการนี้ชำระเงินแล้ว' : 'ไม่พบรายการเลขอ้างอิงนี้';
    return layout(`<p class="error">${why}</p>${lookupForm('')}`);
  }
  return layout(`<p class="done" data-testid="sandbox-paid">ชำระเงินสำเร็จ ${bahtText(result.amountSatang)} บาท</p>
<p>เลขอ้างอิง ${escape(result.reference)} — กลับไปที่หน้าฝากเงินของเว็บไซต์ได้เลย ยอดเงินจะเข้ากระเป๋าอัตโนมัติ</p>`);
}

const PAYOUT_STATUS: Record<PayoutRecord['status'], string> = {
  processing: 'กำลังโอน',
  paid: 'โอนสำเร็จ',
  failed: 'โอนไม่สำเร็จ',
};

const bangkokTime = (at: Date) =>
  at.toLocaleString('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'short', timeStyle: 'medium' });

/** What the sandbox was asked to send, newest first: the payout side of the sandbox bank. */
export function payoutsPage(payouts: PayoutRecord[]): string {
  const rows = payouts
    .map(
      (p) => `<tr data-testid="sandbox-payout">
<td>${escape(p.payoutId)}</td><td>${bahtText(p.amountSatang)}</td>
<td>${escape(p.bankCode)} ${escape(p.accountNo)}<br>${escape(p.accountName)}</td>
<td>${PAYOUT_STATUS[p.status]}${p.failureCode ? ` (${escape(p.failureCode)})` : ''}</td>
<td>${bangkokTime(p.requestedAt)}${p.settledAt ? `<br>${bangkokTime(p.settledAt)}` : ''}</td>
</tr>`,
    )
    .join('\n');
  const table = payouts.length
    ? `<table><thead><tr><th>รายการ</th><th>ยอด (บาท)</th><th>บัญชีปลายทาง</th><th>สถานะ</th><th>เวลาที่สั่ง / เสร็จ</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>ยังไม่มีรายการโอนออก</p>';
  return layout(
    `<p>รายการที่เว็บไซต์สั่งให้โอนเงินออก (ถอนเงิน) — เลขบัญชีที่ลงท้ายด้วย 0000 จะโอนไม่สำเร็จเสมอ</p>${table}`,
    'รายการโอนออกจำลอง',
  );
}

export const BANK_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f6f8;color:#1d2730}
.banner{margin:0;padding:.75rem 1rem;background:#ffd54a;color:#3b2f00;font-weight:600;text-align:center}
main{max-width:28rem;margin:0 auto;padding:1rem}
h1{font-size:1.4rem}
form{display:grid;gap:.5rem;margin-top:1rem}
input{font-size:1.1rem;padding:.6rem;border:1px solid #9aa5b1;border-radius:.4rem}
button{font-size:1.1rem;padding:.75rem;border:0;border-radius:.4rem;background:#0b6e4f;color:#fff}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;background:#fff;padding:1rem;border-radius:.5rem}
dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;background:#fff;font-size:.85rem}
th,td{padding:.4rem;border-bottom:1px solid #d9dee3;text-align:left;vertical-align:top}
.error{color:#a11}.warn{color:#8a5a00}.done{color:#0b6e4f;font-weight:600}
`;
