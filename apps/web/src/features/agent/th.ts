/**
 * The Thai strings of the agent (LINE contact): every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const agentTh = {
  lineContact: 'ติดต่อเราทาง LINE',
} as const;
