// Baccarat: pick a stake, tap the spots to bet on (tap again to clear), then deal. The cards are
// dealt one by one as drawn cards, in the order the shoe gave them (player, banker, player, banker,
// then any third cards); the deal only shows the round the server already played.
import { actions, el, play, setResult, stage, start, winText } from './common.js';
import { betSpots } from './bet-table.js';
import { cardBack, cardFace } from './cards.js';
import { reducedMotion, ruleTable, wait } from './rules.js';

const WINNER = { player: 'ผู้เล่นชนะ', banker: 'เจ้ามือชนะ', tie: 'เสมอ' };

let hands;

function table() {
  const hand = (title) => {
    const cards = el('div', { class: 'hand-cards' }, cardBack(), cardBack());
    const total = el('p', { class: 'total' }, '–');
    return {
      box: el('div', { class: 'hand' }, el('p', { class: 'hand-title' }, title), cards, total),
      cards,
      total,
    };
  };
  hands = { player: hand('ผู้เล่น'), banker: hand('เจ้ามือ') };
  stage.replaceChildren(el('div', { class: 'felt hands' }, hands.player.box, hands.banker.box));
}

async function deal(round) {
  const slow = !reducedMotion();
  for (const h of Object.values(hands)) {
    h.cards.replaceChildren();
    h.total.textContent = '–';
    h.box.classList.remove('won');
  }
  // the shoe's order: player, banker, player, banker, then the player's and the banker's third cards
  const order = [0, 1, 2].flatMap((i) => [
    [hands.player, round.player[i]],
    [hands.banker, round.banker[i]],
  ]);
  for (const [hand, card] of order) {
    if (card === undefined) continue;
    const face = cardFace(card);
    if (slow) face.classList.add('dealt');
    hand.cards.append(face);
    if (slow) await wait(350);
  }
  hands.player.total.textContent = `แต้ม ${round.playerTotal}`;
  hands.banker.total.textContent = `แต้ม ${round.bankerTotal}`;
  // a tie lights neither hand
  hands[round.winner]?.box.classList.add('won');
}

const info = await start();
if (info) {
  table();
  const spots = betSpots(info);
  const dealButton = el('button', { type: 'button', class: 'primary' }, 'แจกไพ่');
  actions.replaceChildren(spots.box, dealButton);
  actions.after(
    ruleTable(info, ['แจกจากไพ่ 8 สำรับที่สับใหม่ทุกรอบ ตามกติกาไพ่ใบที่สามมาตรฐาน เสมอคืนเดิมพันผู้เล่นและเจ้ามือ']),
  );
  dealButton.addEventListener('click', async () => {
    const placed = spots.placed();
    if (!placed) return;
    const answer = await play({ bets: placed }, [dealButton, ...spots.buttons]);
    if (!answer) return;
    dealButton.disabled = true;
    setResult('กำลังแจกไพ่…');
    await deal(answer.view);
    dealButton.disabled = false;
    const pairs = [answer.view.playerPair ? 'คู่ผู้เล่น' : '', answer.view.bankerPair ? 'คู่เจ้ามือ' : ''].filter(
      Boolean,
    );
    setResult(
      `${WINNER[answer.view.winner]}${pairs.length ? ` · ${pairs.join(' · ')}` : ''} · ${winText(answer.win)}`,
      answer.win > 0 ? 'win' : '',
    );
  });
}
