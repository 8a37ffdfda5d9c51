/** What the LIFF page uses of the LINE front-end SDK (`@line/liff`); tests pass a fake one. */
export interface LiffSdk {
  init(config: { liffId: string }): Promise<void>;
  isLoggedIn(): boolean;
  login(config?: { redirectUri?: string }): void;
  getIDToken(): string | null;
}

/** The real SDK, loaded only here and only when a LIFF id is configured (its own chunk). */
export async function loadLiffSdk(): Promise<LiffSdk> {
  const { default: liff } = await import('@line/liff');
  return liff;
}

export type LineOutcome =
  /** LINE's login page is opening; it comes back to this page. */
  | 'redirecting'
  /** Logged in with LINE, but no member is logged in on the site to link to. */
  | 'member-needed'
  | 'linked';

/**
 * Logs in with LINE and links the LINE user to the member (docs/LINE.md#linking): init, LINE login
 * when needed (LINE sends the browser back here), then the ID token to our server, which verifies it
 * with LINE. Throws when LINE or the link fails; the page then works as a plain page.
 */
export async function connectLine(opts: {
  liffId: string;
  sdk: () => Promise<LiffSdk>;
  memberLoggedIn: boolean;
  link: (idToken: string) => Promise<unknown>;
  here: string;
}): Promise<LineOutcome> {
  const liff = await opts.sdk();
  await liff.init({ liffId: opts.liffId });
  if (!liff.isLoggedIn()) {
    liff.login({ redirectUri: opts.here });
    return 'redirecting';
  }
  if (!opts.memberLoggedIn) return 'member-needed';
  const idToken = liff.getIDToken();
  if (!idToken) throw new Error('LIFF gave no ID token (the LIFF app needs the openid scope)');
  await opts.link(idToken);
  return 'linked';
}
