/* global document, requestAnimationFrame */
// Every slot page: reels of our own SVG symbols that spin and land on the round's result, the winning
// paylines drawn over them, free spins in turn, the pay table and the rule table. The result comes
// from the server (seeds and nonce); the spin only shows it. Reels, rows, paylines, symbols, art
// names and pays all come from the game model (info); this file keeps no copy of them.
import { actions, el, play, setResult, stage, stake, start, winText } from './common.js';
import { reducedMotion, ruleTable, wait } from './rules.js';
import { symbolArt } from './slot-art.js';
import { svg } from './svg.js';

const VOLATILITY = { low: 'ต่ำ', medium: 'ปานกลาง', high: 'สูง' };
const LINE_COLORS = [
  '#ffe066',
  '#57b8ff',
  '#ff6fa8',
  '#6fdc8c',
  '#f28b30',
  '#c58cff',
  '#4ac3c9',
  '#ff8f8f',
  '#e6b93d',
  '#b8c2cc',
];
/** Filler symbols a reel passes before it lands: decoration only, drawn after the result is known. */
const SPIN_CELLS = 14;

let rules;
let reels = [];
let overlay;
/** The screen now showing: a spin starts from it. */
let current;
const symbolOf = (id) => rules.symbols.find((s) => s.id === id);

function cell(id, hit = false) {
  const symbol = symbolOf(id);
  return el('div', { class: `cell ${symbol.tone}${hit ? ' hit' : ''}` }, symbolArt(symbol.art, symbol.name));
}

function build() {
  reels = Array.from({ length: rules.reels }, () => {
    const strip = el('div', { class: 'strip' });
    return { box: el('div', { class: 'reel' }, strip), strip };
  });
  overlay = svg('svg', {
    class: 'paylines',
    viewBox: `0 0 ${rules.reels * 100} ${rules.rows * 100}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  stage.replaceChildren(
    el(
      'div',
      { class: `machine theme-${document.body.dataset.game}` },
      el('div', { class: 'reels', role: 'img', 'aria-label': 'วงล้อ' }, ...reels.map((r) => r.box), overlay),
    ),
  );
}

/** Shows a screen at rest, wins lit and their lines drawn. */
function show(grid, lineWins = []) {
  current = grid;
  const hits = new Set();
  for (const w of lineWins)
    for (let reel = 0; reel < w.count; reel++) hits.add(`${reel}:${rules.paylines[w.line][reel]}`);
  reels.forEach((r, reel) => {
    r.strip.classList.remove('spinning');
    r.strip.style.transform = '';
    r.strip.replaceChildren(...grid[reel].map((id, row) => cell(id, hits.has(`${reel}:${row}`))));
  });
  overlay.replaceChildren(
    ...lineWins.map((w) =>
      svg('polyline', {
        points: rules.paylines[w.line].map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' '),
        stroke: LINE_COLORS[w.line % LINE_COLORS.length],
        'stroke-width': 8,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        fill: 'none',
        'vector-effect': 'non-scaling-stroke',
      }),
    ),
  );
  const names = reels[0].box.closest('.reels');
  names.setAttribute(
    'aria-label',
    `วงล้อ: ${Array.from({ length: rules.rows }, (_, row) => grid.map((reel) => symbolOf(reel[row]).name).join(' ')).join(' / ')}`,
  );
}

/** Spins every reel past filler symbols and stops each, left to right, on the result's column. */
async function spinTo(grid, fast) {
  if (reducedMotion()) return;
  overlay.replaceChildren();
  const ids = rules.symbols.map((s) => s.id);
  reels.forEach((r, reel) => {
    const filler = Array.from(
      { length: SPIN_CELLS + reel * 3 },
      () => ids[Math.floor(Math.random() * ids.length)],
    );
    const all = [...grid[reel], ...filler, ...current[reel]];
    r.strip.replaceChildren(...all.map((id) => cell(id)));
    r.strip.classList.remove('spinning');
    r.strip.style.transform = `translateY(-${((all.length - rules.rows) / all.length) * 100}%)`;
  });
  // one frame at the start position, then let each reel run down to the result
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  reels.forEach((r, reel) => {
    r.strip.style.transitionDuration = `${(fast ? 500 : 900) + reel * (fast ? 120 : 220)}ms`;
    r.strip.classList.add('spinning');
    r.strip.style.transform = 'translateY(0)';
  });
  await wait((fast ? 500 : 900) + (rules.reels - 1) * (fast ? 120 : 220) + 60);
}

function lineText(spin) {
  return spin.lineWins
    .map((w) => `ไลน์ ${w.line + 1}: ${symbolOf(w.symbol).name} ×${w.count}`)
    .concat(spin.scatters >= 3 ? [`${symbolOf(rules.scatter).name} ${spin.scatters} ตัว`] : [])
    .join(' · ');
}

function paytable(info) {
  const runs = info.paytable[Object.keys(info.paytable)[0]].map((_, i) => info.minLineRun + i);
  const scatterCounts = Object.keys(info.scatterPays);
  const wild = symbolOf(info.wild).name;
  const scatter = symbolOf(info.scatter).name;
  const free =
    info.freeSpins > 0
      ? ` และ ${info.freeSpinScatters} ตัวขึ้นไปได้ฟรีสปิน ${info.freeSpins} ครั้ง รางวัล ×${info.freeSpinMultiplier}`
      : '';
  const icon = (id) => el('span', { class: 'icon' }, symbolArt(symbolOf(id).art, symbolOf(id).name));
  return el(
    'details',
    { class: 'rules' },
    el('summary', {}, 'ตารางจ่ายรางวัล'),
    el(
      'p',
      { class: 'hint' },
      `${info.lines} ไลน์ จ่ายตามจำนวนเท่าของเดิมพันต่อไลน์ (เดิมพันรวม ÷ ${info.lines}) นับจากวงล้อซ้ายสุด ${wild} แทนทุกสัญลักษณ์ยกเว้น${scatter}; ${scatter} ${scatterCounts.join('/')} ตัวที่ใดก็ได้ จ่าย ${scatterCounts.map((n) => `×${info.scatterPays[n]}`).join('/')} ของเดิมพันรวม${free}`,
    ),
    el(
      'table',
      { class: 'table paytable' },
      el('tr', {}, el('th', {}, 'สัญลักษณ์'), ...runs.map((n) => el('th', {}, String(n)))),
      ...Object.entries(info.paytable).map(([id, pays]) =>
        el(
          'tr',
          {},
          el('td', {}, icon(id), ` ${symbolOf(id).name}`),
          ...pays.map((p) => el('td', {}, `×${p}`)),
        ),
      ),
    ),
  );
}

export async function runSlot() {
  const info = await start();
  if (!info) return;
  rules = info;
  build();
  // before the first spin every reel shows the top-paying symbols of the pay table
  const idle = Object.keys(info.paytable).slice(0, info.rows);
  show(Array.from({ length: info.reels }, () => idle));
  const spin = el('button', { type: 'button', class: 'primary' }, 'หมุน');
  actions.replaceChildren(spin);
  actions.after(
    paytable(info),
    ruleTable(info, [
      `ความผันผวน: ${VOLATILITY[info.volatility]} · ${info.reels} วงล้อ ${info.rows} แถว ${info.lines} ไลน์`,
    ]),
  );
  spin.addEventListener('click', async () => {
    setResult('กำลังหมุน…');
    const answer = await play({ stake }, [spin]);
    if (!answer) return;
    spin.disabled = true;
    try {
      const [base, ...free] = answer.view.spins;
      await spinTo(base.grid, false);
      show(base.grid, base.lineWins);
      if (base.win > 0) setResult(`${lineText(base)} · ${winText(base.win)}`, 'win');
      if (free.length > 0) {
        await wait(700);
        setResult(`${symbolOf(info.scatter).name} ${base.scatters} ตัว ได้ฟรีสปิน ${free.length} ครั้ง!`, 'win');
        for (const [i, s] of free.entries()) {
          await wait(reducedMotion() ? 600 : 400);
          await spinTo(s.grid, true);
          show(s.grid, s.lineWins);
          setResult(`ฟรีสปิน ${i + 1}/${free.length}: ${winText(s.win)}`, s.win > 0 ? 'win' : '');
        }
        await wait(800);
      }
      const lines = lineText(base);
      setResult(
        answer.win > 0
          ? `${free.length === 0 && lines ? `${lines} · ` : ''}${winText(answer.win)}`
          : winText(0),
        answer.win > 0 ? 'win' : '',
      );
    } finally {
      spin.disabled = false;
    }
  });
}
