export * from './define.ts';
export * from './table.ts';
export * from './account-schemas.ts';
export * from './content-schemas.ts';
export * from './wheel-schemas.ts';
export * from './vip-schemas.ts';
export * from './lotto-schemas.ts';
// Namespaces, so a chunk keeps only the addresses it names (`wheelRoutes.spin`).
export * as accountRoutes from './account.ts';
export * as agentRoutes from './agent.ts';
export * as contentRoutes from './content.ts';
export * as wheelRoutes from './wheel.ts';
export * as vipRoutes from './vip.ts';
export * as lottoRoutes from './lotto.ts';
export * as lottoOutsideRoutes from './lotto-outside.ts';
