export { MEMBER_QUERY_KEY, getUserInfo, userInfoQueryOptions, useUserInfo } from './user-info.ts';
export { endSession, startSession } from './session.ts';
