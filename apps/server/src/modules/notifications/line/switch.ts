/**
 * Whether LINE messages are queued (docs/NOTIFICATIONS.md#line-messages): only while an app built with
 * LINE_CHANNEL_ACCESS_TOKEN runs in this process. `notifyMembers` is called from every domain with its
 * transaction and no configuration, so the app turns this on at start and off when it closes, as the
 * member event bus is registered (modules/live/bus.ts).
 */
const turnedOnBy = new Set<object>();

/** Turns LINE messages on for as long as `owner` (the app) runs; answers the call that turns them off. */
export function turnOnLineMessages(owner: object): () => void {
  turnedOnBy.add(owner);
  return () => {
    turnedOnBy.delete(owner);
  };
}

export function lineMessagesOn(): boolean {
  return turnedOnBy.size > 0;
}
