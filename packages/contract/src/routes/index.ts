export * from './define.ts';
export * from './table.ts';
export * from './account-schemas.ts';
export * from './content-schemas.ts';
export * from './wheel-schemas.ts';
export * from './vip-schemas.ts';
// Namespaces, so a chunk keeps only the addresses it names (`wheelRoutes.spin`).
export * as accountRoutes from './account.ts';
export * as agentRoutes from './agent.ts';
export * as contentRoutes from './content.ts';
export * as wheelRoutes from './wheel.ts';
export * as vipRoutes from './vip.ts';
