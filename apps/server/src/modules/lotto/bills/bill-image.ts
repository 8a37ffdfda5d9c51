import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import QRCode from 'qrcode';
import satori from 'satori';
import { LOTTO_BET_TYPES, LOTTO_BILL_STATUS_LABELS } from '@ug99/contract';
import type { BillDetail } from './answers.ts';

/**
 * A member's bill drawn as a PNG on the server, without a browser (docs/LOTTO.md#the-bill-as-a-picture):
 * satori lays the bill out into SVG with the site's own font (Noto Sans Thai, the web app's
 * @fontsource files), resvg rasterises it, and the QR code (qrcode) holds the address of the bill's page.
 * The picture shows the bill only: never the member's phone or name.
 */

const WIDTH = 720;
const LINE_HEIGHT = 40;
/** Everything above and below the lines: header, totals, status and the QR code. */
const FRAME_HEIGHT = 740;

const require = createRequire(import.meta.url);
type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

/** The Thai and Latin subsets of Noto Sans Thai, regular and bold, read once. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    (['thai', 'latin'] as const).flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        // Each subset under its own name, so a digit or a "#" falls back to the Latin file.
        name: subset === 'thai' ? 'Noto Sans Thai' : 'Noto Sans Thai Latin',
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(`@fontsource/noto-sans-thai/files/noto-sans-thai-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  );
  return fonts;
}

const baht = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rateFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });
const when = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: object = {}): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, children, ...extra },
});
const text = (content: string, style: Record<string, unknown> = {}) => el('div', style, content);
const row = (label: string, value: string, style: Record<string, unknown> = {}) =>
  el('div', { width: INNER, justifyContent: 'space-between', fontSize: 26, color: '#e5e7eb', ...style }, [
    text(label),
    text(value),
  ]);

/** The width inside the picture's padding. */
const INNER = WIDTH - 80;

/** Lays the bill out: pure, so a test can look at what the picture says. */
export function billLayout(bill: BillDetail, qrDataUrl: string): Node {
  const cell = (content: string, width: number, align = 'flex-start', color = '#f3f4f6') =>
    text(content, { width, justifyContent: align, color });
  const lines = bill.lines.map((l) =>
    el(
      'div',
      { height: LINE_HEIGHT, alignItems: 'center', fontSize: 24, borderBottom: '1px solid #1f2937' },
      [
        cell(LOTTO_BET_TYPES[l.type].name, 180, 'flex-start', '#9ca3af'),
        cell(l.number, 120, 'flex-start', '#fcd34d'),
        cell(baht.format(l.amount), 170, 'flex-end'),
        cell(`x${rateFormat.format(l.rate)}`, 170, 'flex-end', '#9ca3af'),
      ],
    ),
  );
  return el(
    'div',
    {
      width: WIDTH,
      height: FRAME_HEIGHT + bill.lines.length * LINE_HEIGHT,
      flexDirection: 'column',
      padding: 40,
      backgroundColor: '#0b1120',
      boxSizing: 'border-box',
      fontFamily: 'Noto Sans Thai Latin, Noto Sans Thai',
      color: '#f9fafb',
    },
    [
      text(`โพย #${bill.bill_id}`, { fontSize: 40, fontWeight: 700, color: '#fcd34d' }),
      text(bill.category.name, { fontSize: 30, fontWeight: 700, marginTop: 8 }),
      text(bill.round_title, { fontSize: 26, color: '#d1d5db' }),
      text(`แทงเมื่อ ${when.format(new Date(bill.created_at))} น.`, { fontSize: 24, color: '#9ca3af' }),
      el(
        'div',
        { width: INNER, fontSize: 22, color: '#9ca3af', marginTop: 24, borderBottom: '2px solid #374151' },
        [
          cell('ประเภท', 180, 'flex-start', '#9ca3af'),
          cell('เลข', 120, 'flex-start', '#9ca3af'),
          cell('ราคา (บาท)', 170, 'flex-end', '#9ca3af'),
          cell('อัตราจ่าย', 170, 'flex-end', '#9ca3af'),
        ],
      ),
      el('div', { flexDirection: 'column' }, lines),
      el('div', { flexDirection: 'column', marginTop: 24, gap: 6 }, [
        row('ยอดแทงรวม', `${baht.format(bill.total)} บาท`),
        row('ส่วนลด', `${baht.format(bill.discount)} บาท`),
        row('ยอดชำระจริง', `${baht.format(bill.pay)} บาท`, { fontWeight: 700, color: '#fcd34d' }),
        row('สถานะ', LOTTO_BILL_STATUS_LABELS[bill.status]),
      ]),
      el('div', { marginTop: 24, alignItems: 'center', gap: 24 }, [
        el('img', { width: 180, height: 180, backgroundColor: '#ffffff' }, undefined, {
          src: qrDataUrl,
          width: 180,
          height: 180,
        }),
        text('สแกนเพื่อเปิดโพยนี้ในเว็บไซต์ (ต้องเข้าสู่ระบบ)', { fontSize: 22, color: '#9ca3af', width: 380 }),
      ]),
    ],
  );
}

/** The PNG of the bill, with a QR code of `pageUrl` (the bill's page on the member site). */
export async function renderBillImage(bill: BillDetail, pageUrl: string): Promise<Buffer> {
  const qr = await QRCode.toDataURL(pageUrl, { margin: 1, width: 180 });
  const layout = billLayout(bill, qr);
  const svg = await satori(layout as unknown as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: FRAME_HEIGHT + bill.lines.length * LINE_HEIGHT,
    fonts: await loadFonts(),
  });
  // Rasterised on libuv's thread pool: a tall bill takes a while, and the server keeps answering meanwhile.
  return (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng();
}
