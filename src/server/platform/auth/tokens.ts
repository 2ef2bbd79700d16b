import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a stolen database does not yield usable tokens. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
