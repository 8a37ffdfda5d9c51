import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { sandboxGatewayEvents } from '#db/schema/payments.ts';

/**
 * The deposit reference a sandbox gateway event pays, or undefined for an id the outbox does not hold
 * (the back office's sandbox tools, docs/BACKOFFICE.md#sandbox-tools).
 */
export async function sandboxEventReference(db: Db, eventId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ reference: sandboxGatewayEvents.reference })
    .from(sandboxGatewayEvents)
    .where(eq(sandboxGatewayEvents.id, eventId));
  return row?.reference;
}
