import { inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { members } from '#db/schema/members.ts';

/**
 * A member's phone and name by id, as a subquery another domain joins into its own list (an operator's
 * queue, a winners' list), so that the list stays one query while members keeps its table
 * (docs/ARCHITECTURE.md#each-domain-owns-its-tables). PostgreSQL pulls the subquery up into the join, so
 * the plan is the one a direct join would get. `alias` names it in the statement (two joins need two).
 */
export function memberContactsJoin<Alias extends string = 'member_contacts'>(
  alias: Alias = 'member_contacts' as Alias,
) {
  return new QueryBuilder()
    .select({
      id: members.id,
      agentId: members.agentId,
      phone: members.phone,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(members)
    .as(alias);
}

/** A member as an operator's list names them. */
export type MemberContact = { phone: string; firstName: string; lastName: string };

/**
 * Members looked up by id. `of`: where the row's member must exist (a foreign key says so), a missing one
 * is a bug and throws; `find`: null for a member id no member has.
 */
export type MemberContactBook = {
  of(memberId: number): MemberContact;
  find(memberId: number): MemberContact | null;
};

/**
 * The phones and names of these members: one query for a whole list another domain read from its own
 * tables (a winners' board, a review queue), so the list costs two queries, never one per row.
 */
export async function memberContactsOf(db: Db, memberIds: readonly number[]): Promise<MemberContactBook> {
  const ids = [...new Set(memberIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: members.id,
            phone: members.phone,
            firstName: members.firstName,
            lastName: members.lastName,
          })
          .from(members)
          .where(inArray(members.id, ids));
  const contacts = new Map(rows.map(({ id, ...contact }) => [id, contact]));
  return {
    find: (memberId) => contacts.get(memberId) ?? null,
    of(memberId) {
      const contact = contacts.get(memberId);
      if (contact === undefined) throw new Error(`member ${memberId} is missing`);
      return contact;
    },
  };
}
