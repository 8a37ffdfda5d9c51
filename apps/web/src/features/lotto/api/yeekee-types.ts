import type { yeekeeFullList, yeekeeList } from '@ug99/contract';
import type { z } from 'zod';

/** The contract's yeekee payloads as types (type-only: no zod reaches the page's chunk from here). */
export type YeekeeList = z.infer<typeof yeekeeList>;
export type YeekeeFullList = z.infer<typeof yeekeeFullList>;
