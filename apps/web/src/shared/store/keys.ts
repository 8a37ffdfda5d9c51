/**
 * Where each persisted store lives (docs/rules/member-site.md#store):
 *
 * | key          | storage        | contents                                                        |
 * |--------------|----------------|-----------------------------------------------------------------|
 * | ug99-user    | localStorage   | authUser (bearer token), isLoggedIn, userInfo                   |
 * | ug99-local   | localStorage   | agentCode (from `/?ag=`), kept across visits for referral       |
 * | ug99-lobby   | localStorage   | lobby lists: last, hot, casino, slot, sport, fishing, freespin  |
 * | ug99-session | sessionStorage | selectedPromotion, selectedGame (this tab's journey only)       |
 * | ug99-lotto   | localStorage   | lotto number sets of before, until offered for upload (lotto)   |
 * | ug99-referral| localStorage   | the referral code a visitor arrived with (`ref`), for /register |
 * | ug99-announcements-seen | localStorage | the announcements this browser has opened by itself    |
 *
 * navDrawer and the modal flags live in the session store but are not persisted: a dialog that
 * reopens by itself after a reload would surprise the member.
 */
export const STORAGE_KEYS = {
  user: 'ug99-user',
  local: 'ug99-local',
  lobby: 'ug99-lobby',
  session: 'ug99-session',
  lotto: 'ug99-lotto',
  referral: 'ug99-referral',
  announcementsSeen: 'ug99-announcements-seen',
} as const;
