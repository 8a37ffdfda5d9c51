/** One entry of the error-code table (errors.ts): its code, HTTP status, Thai message and why it exists. */
export type ErrorEntry = { code: number; http: number; message: string; reason: string };
