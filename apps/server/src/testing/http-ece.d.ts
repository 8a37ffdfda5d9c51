// The part of `http_ece` (Encrypted Content-Encoding, RFC 8188) the push tests use to read a message
// as a browser would (RFC 8291); the package ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
