import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Number sets (โพย) kept on the server (docs/rules/lotto.md#number-sets), owned by the lotto. A member keeps
 * up to 50, each with up to 500 lines; a name is unique per member (saving it again replaces its lines).
 * Members are referred to by id without a foreign key, like the lotto's other tables.
 */
export type NumberSetLineRow = { type: string; number: string; amount_satang: number };

export const lottoNumberSets = pgTable(
  'lotto_number_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    /** Trimmed, 1–30 characters. */
    name: text('name').notNull(),
    /** In the order the member put them in; amounts in satang (whole baht). */
    lines: jsonb('lines').$type<NumberSetLineRow[]>().notNull(),
    /** Given once, on the owner's first share; it names the set, never its owner. */
    shareCode: text('share_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('lotto_number_sets_member_name').on(t.memberId, t.name),
    unique('lotto_number_sets_share_code').on(t.shareCode),
    index('lotto_number_sets_member_updated').on(t.memberId, t.updatedAt),
  ],
);

/**
 * Which member imported which shared set: the primary key makes a share code import once per member,
 * even when the copy was deleted since. `set_id` has no foreign key, so deleting a shared set keeps the
 * record (the code then names nothing).
 */
export const lottoNumberSetImports = pgTable(
  'lotto_number_set_imports',
  {
    setId: integer('set_id').notNull(),
    memberId: integer('member_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.setId, t.memberId] })],
);
