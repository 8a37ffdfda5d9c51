import type { Route } from './define.ts';
import type { contentRouteSchemas } from './content-schemas.ts';

/*
 * Announcements, banners and events; their schemas are in content-schemas.ts.
 * The index exports this module as `contentRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof contentRouteSchemas;

export const notifications = 'GET /api/notifications' as Route<S['notifications']>;
export const banners = 'GET /api/banner' as Route<S['banners']>;
export const events = 'GET /api/event/list' as Route<S['events']>;
