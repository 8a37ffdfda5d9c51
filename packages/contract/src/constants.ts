/** Build-time identity of the site (docs/rules/member-site.md#site-identity). */
export const AGENT_CODE = 'ug99';
export const AGENT_ID = 1;

/** UI timings and sizes of docs/rules/member-site.md#ui-constants, shared so tests can refer to them. */
export const UI = {
  toastMs: 3000,
  gameStartToastMs: 1000,
  pageFadeDelayMs: 500,
  headerFixedAfterPx: 80,
  notificationDialogWidth: 400,
  menuDialogWidth: 480,
  eventDialogMaxWidth: 800,
  eventOverlayOpacity: 0.75,
  carouselSpeedMs: 1000,
  carouselIntervalMs: 4000,
  chunkReloadMinIntervalMs: 60_000,
  breakpoints: { sm: 600, md: 960, lg: 1280, xl: 1920 },
  defaultGameListLimit: 60,
  campaignRoute: '/poll/1',
} as const;

/**
 * The lobbies games are listed in (content.ts gameCategory also has lotto, which is not a provider game).
 * Here, free of any schema, so the web's entry chunk can name them without loading the game schemas.
 */
export const GAME_CATALOGUE_CATEGORIES = ['slot', 'casino', 'sport', 'fishing', 'freespin'] as const;
