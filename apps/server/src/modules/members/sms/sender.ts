/** A text message to a Thai mobile; `otp` marks a one-time code so the sandbox can find it again. */
export type SmsMessage = { phone: string; body: string; otp?: string };

/**
 * Where text messages go. The built-in sandbox keeps them in a table; a real SMS gateway adapter
 * implements the same method and is chosen by SMS_SENDER.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Enough of a phone number for an operator reading the log to tell members apart, not to call them. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}xxxx${phone.slice(-3)}`;
}

/** The one log method the senders use; pino's logger has it. */
export type SmsLog = { info(details: object, message: string): void };
