/* global document */
// Shared by every game page: balance, stake choice, round requests and the fairness panel.
const { session, game, mode } = document.body.dataset;
const $ = (id) => document.getElementById(id);

const bahtFormat = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Amounts arrive in satang; members read baht with two decimals. */
export const baht = (satang) => bahtFormat.format(satang / 100);

export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') node.className = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

async function api(path, body) {
  const response = await fetch(`/api/sessions/${session}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

export const stage = $('stage');
export const actions = $('actions');
let stakes = [];
export let stake = 0;
let lastRevealed;

export function setResult(text, tone = '') {
  const result = $('result');
  result.textContent = text;
  result.className = `result ${tone}`;
}

function setBalance(satang) {
  if (typeof satang === 'number') $('balance').textContent = baht(satang);
}

function renderStakes() {
  const box = $('stakes');
  box.replaceChildren(
    ...stakes.map((amount) =>
      el(
        'button',
        {
          type: 'button',
          role: 'radio',
          'aria-checked': String(amount === stake),
          onclick: () => {
            stake = amount;
            renderStakes();
          },
        },
        baht(amount).replace(/\.00$/, ''),
      ),
    ),
  );
}

function renderFair(fair) {
  $('fair-hash').textContent = fair.serverSeedHash;
  $('fair-client').textContent = fair.clientSeed ?? 'รอเมล็ดจากเบราว์เซอร์ของท่าน';
  $('fair-nonce').textContent = String(fair.nonce);
}

/**
 * The client seed is made here, in the player's browser, never by the provider: 16 random bytes as
 * hex, proposed in the editable field. It is sent only for a pair whose server-seed hash is already
 * shown, so the provider cannot pick a server seed to suit it.
 */
function randomClientSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function proposeClientSeed() {
  $('client-seed').value = randomClientSeed();
}

/** Gives the current pair its client seed: what the field holds (random unless the player typed one). */
async function giveClientSeed(typed) {
  const clientSeed = typed || randomClientSeed();
  const answer = await api('/client-seed', { client_seed: clientSeed });
  proposeClientSeed();
  if (answer.ok) {
    renderFair(answer.fair);
    return true;
  }
  if (answer.code === 'CLIENT_SEED_LOCKED') {
    // another tab of this game gave the pair its seed first: show the seed the rounds will use
    const state = await api('');
    if (state.ok) renderFair(state.fair);
    return state.ok;
  }
  setResult(answer.message, 'warn');
  return false;
}

function addRound(text) {
  const list = $('rounds');
  list.prepend(el('li', {}, text));
  while (list.children.length > 20) list.lastChild.remove();
}

/** Loads balance, stakes and the fair-play commitment; returns the game's info (tables, fixture). */
export async function start() {
  const state = await api('');
  if (!state.ok) {
    setResult(state.message, 'warn');
    return undefined;
  }
  stakes = state.stakes;
  stake = stakes[0];
  renderStakes();
  setBalance(state.balance);
  renderFair(state.fair);
  proposeClientSeed();
  if (state.fair.clientSeed === null) await giveClientSeed($('client-seed').value);
  for (const r of state.rounds.slice().reverse()) {
    addRound(`รอบ nonce ${r.nonce}: เดิมพัน ${baht(r.stake)} ได้ ${baht(r.win)} บาท`);
  }
  return state.info;
}

/** Plays one round; buttons are off until the answer is in. Returns the answer when it was played. */
export async function play(body, buttons) {
  for (const b of buttons) b.disabled = true;
  try {
    const answer = await api('/round', body).catch(() => ({
      ok: false,
      message: 'เชื่อมต่อเกมไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่',
    }));
    if (!answer.ok) {
      // the pair was rotated (here or in another tab) and still waits for this browser's seed
      if (answer.code === 'CLIENT_SEED_NEEDED') await giveClientSeed($('client-seed').value.trim());
      setResult(answer.message, 'warn');
      setBalance(answer.balance);
      return undefined;
    }
    setBalance(answer.balance);
    renderFair(answer.fair);
    addRound(`รอบ nonce ${answer.fair.nonce - 1}: เดิมพัน ${baht(stakeOf(body))} ได้ ${baht(answer.win)} บาท`);
    return answer;
  } finally {
    for (const b of buttons) b.disabled = false;
  }
}

function stakeOf(body) {
  if (body.bets) return Object.values(body.bets).reduce((a, b) => a + b, 0);
  return body.stake;
}

export function winText(win) {
  return win > 0 ? `ชนะ ${baht(win)} บาท` : 'รอบนี้ไม่ได้รางวัล';
}

let onSeedsChanged = () => {};
/** Games whose table depends on the seeds (the football fixture) redraw through this. */
export function whenSeedsChange(callback) {
  onSeedsChanged = callback;
}

/** Reveals the server seed, then gives the new pair `clientSeed` (a fresh random one when empty). */
async function rotate(clientSeed) {
  if (clientSeed && !/^[\x21-\x39\x3b-\x7e]{1,64}$/.test(clientSeed)) {
    setResult('เมล็ดฝั่งผู้เล่นใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และเครื่องหมาย 1–64 ตัว ไม่มีช่องว่างและไม่มี :', 'warn');
    return;
  }
  const answer = await api('/seeds', {});
  if (!answer.ok) {
    setResult(answer.message, 'warn');
    return;
  }
  lastRevealed = answer.revealed;
  renderFair(answer.fair);
  await giveClientSeed(clientSeed);
  onSeedsChanged(answer.info);
  const box = $('revealed');
  const lastNonce = Math.max(0, lastRevealed.roundsPlayed - 1);
  box.hidden = false;
  const played = lastRevealed.roundsPlayed > 0 && lastRevealed.clientSeed !== null;
  box.replaceChildren(
    el('p', {}, `เมล็ดเซิร์ฟเวอร์ที่เปิดเผย (ใช้ไป ${lastRevealed.roundsPlayed} รอบ):`),
    el('p', { class: 'mono' }, lastRevealed.serverSeed),
    el('p', {}, `แฮช: `, el('span', { class: 'mono' }, lastRevealed.serverSeedHash)),
    el('p', {}, `เมล็ดฝั่งผู้เล่น: `, el('span', { class: 'mono' }, lastRevealed.clientSeed ?? '–')),
    ...(played
      ? [
          el('p', {}, 'คำนวณผลรอบซ้ำ (เปลี่ยน nonce เป็นรอบที่ต้องการ):'),
          el(
            'p',
            { class: 'mono' },
            `npm run provider:verify -- --game ${game} --server-seed ${lastRevealed.serverSeed} --client-seed ${lastRevealed.clientSeed} --nonce ${lastNonce}`,
          ),
        ]
      : [el('p', {}, 'ชุดเมล็ดนี้ยังไม่ได้ใช้เล่นรอบใด')]),
  );
}

$('fair-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void rotate($('client-seed').value.trim());
});
// Reveal: the new pair gets a fresh random seed from this browser, whatever the field holds.
$('rotate').addEventListener('click', () => void rotate(''));

export const isDemo = mode === 'demo';
