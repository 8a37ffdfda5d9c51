export * from './agents.ts';
export * from './payment-accounts.ts';
export * from './content.ts';
export * from './promotions.ts';
export * from './ledger.ts';
export * from './members.ts';
export * from './games.ts';
export * from './payments.ts';
