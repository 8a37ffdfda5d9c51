// The rule table every game page shows under its controls: the game's return to player from the model
// (info.rtp, basis points per bet) and any lines a game adds.
import { el } from './common.js';

const percent = (basisPoints) => `${(basisPoints / 100).toFixed(2)}%`;

export function ruleTable(info, lines = []) {
  return el(
    'details',
    { class: 'rules' },
    el('summary', {}, 'กติกาและอัตราการจ่ายคืน (RTP)'),
    ...lines.map((line) => el('p', { class: 'hint' }, line)),
    el(
      'table',
      { class: 'table' },
      el('tr', {}, el('th', {}, 'เดิมพัน'), el('th', {}, 'อัตราการจ่ายคืนผู้เล่น')),
      ...info.rtp.map((row) => el('tr', {}, el('td', {}, row.name), el('td', {}, percent(row.basisPoints)))),
    ),
    el(
      'p',
      { class: 'hint' },
      'RTP คือสัดส่วนที่เกมจ่ายคืนโดยเฉลี่ยในระยะยาว ผลแต่ละรอบสุ่มจากเมล็ดที่ตรวจสอบได้ ไม่มีการปรับผล',
    ),
  );
}

/** Whether to skip animations: the player asked the system for reduced motion. */
export const reducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export const wait = (ms) => new Promise((r) => setTimeout(r, ms));
