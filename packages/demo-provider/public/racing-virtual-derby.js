/* global document, requestAnimationFrame */
// Virtual Derby: six runners, the race card (horses, lanes, win odds) fixed by the next nonce; back one
// to win, then watch the race run to the finishing order the server already drew (the gallop only
// shows the result). Runners, colours and odds come from the model (info.race); no copy here.
import { actions, el, play, setResult, stage, stake, start, whenSeedsChange, winText } from './common.js';
import { reducedMotion, ruleTable, wait } from './rules.js';
import { drawing } from './svg.js';

let race;
let nonce;
let pick = 0;
let lanes = [];
let last;

const oddsText = (o) => `${(o - (o % 100)) / 100}.${String(o % 100).padStart(2, '0')}`;

function horse(color, name) {
  const node = drawing(
    [
      [
        'path',
        {
          d: 'M14 34 Q10 20 26 18 L62 18 Q70 8 80 6 L92 14 L86 20 L80 18 L76 30 Q74 40 66 40 L30 40 Q22 40 14 34 Z',
          fill: '#6b4a2b',
        },
      ],
      [
        'path',
        {
          d: 'M30 40 L24 58 M38 40 L42 58 M62 40 L58 58 M70 38 L78 56',
          stroke: '#6b4a2b',
          'stroke-width': 5,
          'stroke-linecap': 'round',
        },
      ],
      ['path', { d: 'M14 26 Q2 30 4 44', stroke: '#3b2a18', 'stroke-width': 4, fill: 'none' }],
      ['rect', { x: 38, y: 4, width: 20, height: 18, rx: 4, fill: color, stroke: '#fff', 'stroke-width': 2 }],
      ['circle', { cx: 50, cy: 4, r: 5, fill: color }],
    ],
    name,
    '0 0 100 60',
  );
  node.classList.add('horse');
  return node;
}

function render() {
  lanes = race.runners.map((r) => {
    const runner = el('div', { class: 'runner' }, horse(r.color, r.name));
    return {
      runner,
      row: el(
        'div',
        { class: 'lane' },
        el('span', { class: 'lane-no' }, String(r.lane + 1)),
        el('div', { class: 'track' }, runner),
      ),
    };
  });
  stage.replaceChildren(
    el(
      'div',
      {
        class: 'racecourse',
        role: 'img',
        'aria-label': `สนามแข่ง ${race.runners.map((r) => `ช่อง ${r.lane + 1} ${r.name}`).join(' ')}`,
      },
      el('p', { class: 'league' }, `เรซที่ ${nonce + 1}${last ? ` · เรซที่แล้ว ${last}` : ''}`),
      ...lanes.map((l) => l.row),
    ),
  );
  actions.replaceChildren(
    el(
      'div',
      { class: 'spots runners', role: 'radiogroup', 'aria-label': 'ม้าที่เลือก' },
      ...race.runners.map((r) =>
        el(
          'button',
          {
            type: 'button',
            role: 'radio',
            'aria-checked': String(r.lane === pick),
            onclick: () => ((pick = r.lane), render()),
          },
          `${r.lane + 1} ${r.name} @ ${oddsText(r.odds)}`,
        ),
      ),
    ),
    go,
  );
}

async function run(order) {
  const place = new Map(order.map((lane, i) => [lane, i]));
  if (!reducedMotion()) {
    lanes.forEach((l, lane) => {
      l.runner.style.transitionDuration = `${2200 + place.get(lane) * 260}ms`;
      l.runner.classList.add('running');
    });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }
  lanes.forEach((l) => l.runner.classList.add('finished'));
  if (!reducedMotion()) await wait(2200 + (order.length - 1) * 260 + 100);
  lanes.forEach((l, lane) => {
    l.row.append(el('span', { class: `place place-${place.get(lane) + 1}` }, `ที่ ${place.get(lane) + 1}`));
  });
}

const go = el('button', { type: 'button', class: 'primary' }, 'ออกตัว');
const info = await start();
if (info) {
  race = info.race;
  nonce = Number(document.getElementById('fair-nonce').textContent);
  whenSeedsChange((next) => {
    race = next.race;
    nonce = 0;
    last = undefined;
    render();
  });
  render();
  actions.after(
    ruleTable(info, [
      'ม้า 6 ตัวต่อเรซ รายชื่อและราคากำหนดจากลำดับรอบ (nonce) จึงรู้ก่อนเดิมพัน ม้าแต่ละตัวชนะด้วยโอกาสตามน้ำหนักของมัน ราคาหักส่วนต่าง 5% จ่ายเดิมพัน × ราคาเมื่อม้าที่เลือกเข้าที่ 1',
    ]),
  );
  go.addEventListener('click', async () => {
    const backed = race.runners[pick];
    const answer = await play({ stake, pick, nonce }, [go]);
    if (!answer) return;
    go.disabled = true;
    await run(answer.view.order);
    const winner = race.runners[answer.view.winner];
    await wait(reducedMotion() ? 0 : 1200);
    last = `${winner.lane + 1} ${winner.name} ชนะ`;
    race = answer.info.race;
    nonce = answer.fair.nonce;
    pick = Math.min(pick, race.runners.length - 1);
    render();
    go.disabled = false;
    setResult(
      `ช่อง ${winner.lane + 1} ${winner.name} เข้าที่ 1 · ท่านเลือก ${backed.name} · ${winText(answer.win)}`,
      answer.win > 0 ? 'win' : '',
    );
  });
}
