// Dragon Tiger: one card each to the dragon and the tiger, turned over one after the other; the
// higher rank wins (ace low, king high). The cards are the server's round; turning them only shows it.
import { actions, el, play, setResult, stage, start, winText } from './common.js';
import { betSpots } from './bet-table.js';
import { cardBack, cardFace } from './cards.js';
import { reducedMotion, ruleTable, wait } from './rules.js';

let sides;

function table(spots) {
  const side = (index, theme) => {
    const slot = el('div', { class: 'hand-cards' }, cardBack());
    const box = el(
      'div',
      { class: `hand ${theme}` },
      el('p', { class: 'hand-title' }, spots.nameOf(spots.ids[index])),
      slot,
    );
    return { box, slot };
  };
  sides = [side(0, 'dragon-side'), side(1, 'tiger-side')];
  stage.replaceChildren(el('div', { class: 'felt hands' }, ...sides.map((s) => s.box)));
}

const info = await start();
if (info) {
  const spots = betSpots(info);
  // the first two spots of the model are the two hands (dragon, tiger), the last the tie
  spots.ids = info.bets.map((b) => b.id);
  table(spots);
  const dealButton = el('button', { type: 'button', class: 'primary' }, 'เปิดไพ่');
  actions.replaceChildren(spots.box, dealButton);
  actions.after(
    ruleTable(info, [
      `ไพ่ 8 สำรับสับใหม่ทุกรอบ แต้มสูงกว่าชนะ (A ต่ำสุด K สูงสุด ไม่นับดอก) เมื่อเสมอ เดิมพัน${spots.nameOf(spots.ids[0])}และ${spots.nameOf(spots.ids[1])}ได้คืนครึ่งหนึ่ง (${info.tieRefundHundredths}%)`,
    ]),
  );
  dealButton.addEventListener('click', async () => {
    const placed = spots.placed();
    if (!placed) return;
    const answer = await play({ bets: placed }, [dealButton, ...spots.buttons]);
    if (!answer) return;
    dealButton.disabled = true;
    const cards = [answer.view[spots.ids[0]], answer.view[spots.ids[1]]];
    for (const s of sides) {
      s.slot.replaceChildren(cardBack());
      s.box.classList.remove('won');
    }
    for (const [i, s] of sides.entries()) {
      if (!reducedMotion()) await wait(400);
      const face = cardFace(cards[i]);
      if (!reducedMotion()) face.classList.add('dealt');
      s.slot.replaceChildren(face);
    }
    const winner = info.bets.findIndex((b) => b.id === answer.view.winner);
    if (winner < 2) sides[winner].box.classList.add('won');
    dealButton.disabled = false;
    setResult(
      `${spots.nameOf(answer.view.winner)}${winner < 2 ? 'ชนะ' : ''} · ${winText(answer.win)}`,
      answer.win > 0 ? 'win' : '',
    );
  });
}
