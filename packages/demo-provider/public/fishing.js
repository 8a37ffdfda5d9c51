/* global document, requestAnimationFrame */
// Every fishing page: the table's fish swim across an SVG sea; a shot travels from the cannon to the
// fish the round hit (or into open water on a miss), which flashes its multiplier. Which fish is hit
// comes from the server's round (seeds and nonce), never from where a fish happens to swim: the
// animation only shows the result. Fish, names, shapes and multipliers come from the model (info.fish).
import { actions, el, play, setResult, stage, stake, start, winText } from './common.js';
import { fishArt } from './fish-art.js';
import { reducedMotion, ruleTable, wait } from './rules.js';

const swimmers = new Map();

function sea(info) {
  const ocean = el('div', {
    class: 'ocean',
    role: 'img',
    'aria-label': `ทะเลที่มี${info.fish.map((f) => f.name).join(' ')}`,
  });
  info.fish.forEach((f, i) => {
    const tag = el('span', { class: 'tag' }, `×${f.multiplier}`);
    const swimmer = el('div', { class: 'swimmer' }, fishArt(f.shape, f.color, f.name), tag);
    // each fish on its own depth and pace; bigger multipliers swim slower and a little larger
    // each fish on its own depth and pace, bigger (higher multiplier) fish further down the table
    swimmer.style.setProperty('--row', String(4 + ((i * 3) % info.fish.length) * (72 / info.fish.length)));
    swimmer.style.setProperty('--pace', `${8 + (i % 3) * 3}s`);
    swimmer.style.setProperty('--delay', `-${(i * 3.7) % 11}s`);
    swimmer.style.setProperty('--size', `${48 + i * 7}px`);
    swimmer.style.setProperty('--rest', `${4 + ((i * 37) % 70)}%`);
    swimmers.set(f.id, swimmer);
    ocean.append(swimmer);
  });
  const shot = el('div', { class: 'shot', hidden: '' });
  const splash = el('div', { class: 'splash', hidden: '' });
  const cannon = el('div', { class: 'cannon' });
  ocean.append(shot, splash, cannon);
  return { ocean, shot, splash, cannon };
}

/**
 * The fish the round hit may be off screen on its swim: it is stopped where the player sees it. Only
 * its place on screen changes; which fish was hit is the server's result.
 */
function bringIntoView(ocean, target) {
  const box = ocean.getBoundingClientRect();
  const fish = target.getBoundingClientRect();
  const left = ((fish.left - box.left) / box.width) * 100;
  target.style.setProperty('--held', `${Math.min(Math.max(left, 8), 70)}%`);
  target.classList.add('held');
}

async function fire(parts, target) {
  const box = parts.ocean.getBoundingClientRect();
  const to = target
    ? target.getBoundingClientRect()
    : {
        left: box.left + box.width * (0.2 + Math.random() * 0.6),
        top: box.top + box.height * 0.25,
        width: 0,
        height: 0,
      };
  const x = to.left - box.left + to.width / 2;
  const y = to.top - box.top + to.height / 2;
  if (reducedMotion()) return;
  parts.shot.hidden = false;
  parts.shot.style.transform = `translate(${box.width / 2}px, ${box.height - 20}px)`;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  parts.shot.classList.add('flying');
  parts.shot.style.transform = `translate(${x}px, ${y}px)`;
  await wait(350);
  parts.shot.classList.remove('flying');
  parts.shot.hidden = true;
  if (!target) {
    parts.splash.style.transform = `translate(${x}px, ${y}px)`;
    parts.splash.hidden = false;
    await wait(400);
    parts.splash.hidden = true;
  }
}

export async function runFishing(gameName) {
  const info = await start();
  if (!info) return;
  const parts = sea(info);
  stage.replaceChildren(parts.ocean);
  const shoot = el('button', { type: 'button', class: 'primary' }, 'ยิง');
  actions.replaceChildren(shoot);
  actions.after(
    ruleTable(info, [
      `${gameName}: ยิงครั้งละเท่ากับเดิมพัน แต่ละนัดโดนปลาได้ไม่เกินหนึ่งตัว ได้รางวัลเท่ากับเดิมพัน × ตัวคูณของปลา`,
      info.fish.map((f) => `${f.name} ×${f.multiplier}`).join(' · '),
    ]),
  );
  shoot.addEventListener('click', async () => {
    const answer = await play({ stake }, [shoot]);
    if (!answer) return;
    shoot.disabled = true;
    for (const s of swimmers.values()) s.classList.remove('caught', 'held');
    const target = swimmers.get(answer.view.fish);
    if (target) bringIntoView(parts.ocean, target);
    await fire(parts, target);
    if (target) target.classList.add('caught');
    shoot.disabled = false;
    const fish = info.fish.find((f) => f.id === answer.view.fish)?.name;
    setResult(
      fish ? `โดน${fish} ×${answer.view.multiplier} · ${winText(answer.win)}` : 'ยิงพลาด รอบนี้ไม่ได้รางวัล',
      answer.win > 0 ? 'win' : '',
    );
  });
}

export const gameTitle = () => document.querySelector('.bar h1')?.textContent ?? '';
