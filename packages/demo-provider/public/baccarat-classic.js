// Baccarat: pick a stake, tap the spots to bet on (tap again to clear), then deal.
import { actions, baht, el, play, setResult, stage, stake, start, winText } from './common.js';

/**
 * A bet's odds as the table shows them ("0.95:1"), from its return in hundredths of the stake (stake
 * included, 195 for the banker) as the game model pays it: whole-number arithmetic, never rounded.
 */
function oddsText(returnHundredths) {
  const profit = returnHundredths - 100;
  const cents = profit % 100;
  return `${(profit - cents) / 100}${cents ? `.${String(cents).padStart(2, '0')}` : ''}:1`;
}
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const WINNER = { player: 'ผู้เล่นชนะ', banker: 'เจ้ามือชนะ', tie: 'เสมอ' };

const bets = {};
const card = (c) =>
  el('span', { class: c >= 13 && c < 39 ? 'red' : '' }, `${RANKS[c % 13]}${SUITS[Math.floor(c / 13)]} `);

function showHands(round) {
  const hand = (title, cards, total) =>
    el(
      'div',
      {},
      el('p', {}, title),
      el('p', { class: 'cards' }, ...(cards ?? []).map(card)),
      el('p', {}, cards ? `แต้ม ${total}` : '–'),
    );
  stage.replaceChildren(
    el(
      'div',
      { class: 'hands' },
      hand('ผู้เล่น', round?.player, round?.playerTotal),
      hand('เจ้ามือ', round?.banker, round?.bankerTotal),
    ),
  );
}

const info = await start();
if (info) {
  showHands(undefined);
  // the bet spots and their odds come from the game model (info.bets); this page keeps no copy
  const spots = info.bets.map((bet) => ({
    id: bet.id,
    label: `${bet.name} ${oddsText(bet.returnHundredths)}`,
  }));
  const spotButtons = spots.map((spot) => {
    const button = el('button', { type: 'button', 'aria-pressed': 'false' }, spot.label);
    button.addEventListener('click', () => {
      bets[spot.id] = bets[spot.id] === stake ? 0 : stake;
      button.setAttribute('aria-pressed', String(bets[spot.id] > 0));
      button.textContent = bets[spot.id] > 0 ? `${spot.label} · ${baht(bets[spot.id])}` : spot.label;
    });
    return button;
  });
  const deal = el('button', { type: 'button', class: 'primary' }, 'แจกไพ่');
  actions.replaceChildren(el('div', { class: 'spots' }, ...spotButtons), deal);
  deal.addEventListener('click', async () => {
    const placed = Object.fromEntries(Object.entries(bets).filter(([, v]) => v > 0));
    if (Object.keys(placed).length === 0) {
      setResult('กรุณาเลือกช่องที่จะเดิมพันก่อนแจกไพ่', 'warn');
      return;
    }
    const answer = await play({ bets: placed }, [deal, ...spotButtons]);
    if (!answer) return;
    showHands(answer.view);
    const pairs = [answer.view.playerPair ? 'คู่ผู้เล่น' : '', answer.view.bankerPair ? 'คู่เจ้ามือ' : ''].filter(
      Boolean,
    );
    setResult(
      `${WINNER[answer.view.winner]}${pairs.length ? ` · ${pairs.join(' · ')}` : ''} · ${winText(answer.win)}`,
      answer.win > 0 ? 'win' : '',
    );
  });
}
