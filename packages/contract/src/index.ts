export * from './constants.ts';
export * from './money.ts';
export * from './errors.ts';
export * from './envelope.ts';
export * from './envelope-schemas.ts';
export * from './content.ts';
export * from './health.ts';
