// Sic Bo (ไฮโล): three dice shaken under a cover and shown as drawn dice; small/big, odd/even and any
// triple. The dice are the server's round; the shake only shows it.
import { actions, el, play, setResult, stage, start, winText } from './common.js';
import { betSpots } from './bet-table.js';
import { reducedMotion, ruleTable, wait } from './rules.js';
import { drawing } from './svg.js';

const PIPS = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

function die(face) {
  const node = drawing(
    [
      [
        'rect',
        { x: 4, y: 4, width: 92, height: 92, rx: 18, fill: '#fdfbf5', stroke: '#c9c2ad', 'stroke-width': 3 },
      ],
      ...PIPS[face].map(([cx, cy]) => [
        'circle',
        { cx, cy, r: 9, fill: face === 1 || face === 4 ? '#c8102e' : '#1a1a1a' },
      ]),
    ],
    `ลูกเต๋า ${face}`,
  );
  node.classList.add('die');
  return node;
}

const info = await start();
if (info) {
  const tray = el('div', { class: 'dice' }, die(1), die(2), die(3));
  const total = el('p', { class: 'total' }, 'เขย่าเพื่อเริ่ม');
  stage.replaceChildren(el('div', { class: 'felt sicbo' }, tray, total));
  const spots = betSpots(info);
  const shake = el('button', { type: 'button', class: 'primary' }, 'เขย่า');
  actions.replaceChildren(spots.box, shake);
  actions.after(
    ruleTable(info, ['ลูกเต๋า 3 ลูก ต่ำ 4–10 สูง 11–17 คี่และคู่ จ่าย 1:1 และแพ้เมื่อออกตอง ตองใดก็ได้จ่าย 30:1']),
  );
  shake.addEventListener('click', async () => {
    const placed = spots.placed();
    if (!placed) return;
    const answer = await play({ bets: placed }, [shake, ...spots.buttons]);
    if (!answer) return;
    shake.disabled = true;
    if (!reducedMotion()) {
      tray.classList.add('shaking');
      await wait(900);
      tray.classList.remove('shaking');
    }
    tray.replaceChildren(...answer.view.dice.map(die));
    total.textContent = `รวม ${answer.view.total} แต้ม${answer.view.triple ? ' · ตอง!' : ''}`;
    shake.disabled = false;
    setResult(
      `${answer.view.dice.join(' · ')} = ${answer.view.total} · ${winText(answer.win)}`,
      answer.win > 0 ? 'win' : '',
    );
  });
}
