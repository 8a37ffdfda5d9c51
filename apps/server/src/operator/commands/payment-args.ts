import { satangToBaht } from '@ug99/contract';
import type { Flags } from '../command.ts';
import { optionalFlag } from '../command.ts';

/** Without --operator, the login name of whoever runs the command (as balance:adjust does). */
export const operatorOf = (flags: Flags) => optionalFlag(flags, 'operator') ?? process.env.USER ?? 'operator';

export const bahtText = (satang: bigint) => satangToBaht(satang).toFixed(2);
