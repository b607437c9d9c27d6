import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ErrorCode } from '../../../contract/errors.ts';
import { appError } from '../../http/app-error.ts';

/** How many tries each counter allows per window. */
export interface AuthRateLimits {
  /** Failed sign-ins of one account, from every address together. */
  loginPerAccount: number;
  /** Failed sign-ins from one address, every account together (a carrier address is shared). */
  loginPerAddress: number;
  /** Wrong current passwords given by one signed-in account. */
  passwordChange: number;
  /** Registrations from one address. */
  registerPerAddress: number;
  /** Reset requests from one address, and for one email. */
  forgotPerAddress: number;
  forgotPerAccount: number;
  /** Quote requests from one address (a public form). */
  quotePerAddress: number;
  /** Certificate verifications from one address (a public page: numbers must not be enumerated). */
  certificateLookupPerAddress: number;
  /** Window of each limit, in milliseconds. */
  windowMs: number;
  /** SMS posted to one receiving phone's forwarding address (per smsInboxWindowMs). */
  smsInboxPerPhone: number;
  /** SMS posted from one address, every phone together (carrier addresses are shared). */
  smsInboxPerAddress: number;
  /** Window of the two SMS inbox limits, in milliseconds (phones forward in short bursts). */
  smsInboxWindowMs: number;
}

export const defaultAuthRateLimits: AuthRateLimits = {
  loginPerAccount: 10,
  loginPerAddress: 100,
  passwordChange: 5,
  registerPerAddress: 20,
  forgotPerAddress: 20,
  forgotPerAccount: 5,
  quotePerAddress: 10,
  certificateLookupPerAddress: 30,
  windowMs: 15 * 60 * 1000,
  smsInboxPerPhone: 60,
  smsInboxPerAddress: 600,
  smsInboxWindowMs: 60 * 1000,
};

export interface AuthLimitsOptions {
  limits: AuthRateLimits;
  /** Shared counters for every instance; in memory when absent. */
  redis?: Redis;
  /** Prefix of every Redis key (tests use their own). */
  keyPrefix?: string;
}

/** One attempt that took a try from each of its counters; a success gives them back. */
export interface Attempt {
  succeeded(): Promise<void>;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The counters that hold back guessing on the account endpoints (and spam on the public quote
 * form). Each try is taken before the
 * password is checked, so parallel guesses cannot pass a limit; a successful sign-in gives its
 * try back, so only failures count. Counters live in Redis when REDIS_URL is set (every
 * instance shares them) and never in a bounded cache, so no filler traffic can reset them.
 */
export function createAuthLimits({ limits, redis, keyPrefix = 'kelasi' }: AuthLimitsOptions) {
  const duration = Math.ceil(limits.windowMs / 1000);
  const counter = (name: string, points: number, seconds = duration): RateLimiterAbstract => {
    const options = { keyPrefix: `${keyPrefix}:limit:${name}`, points, duration: seconds };
    if (!redis) return new RateLimiterMemory(options);
    // While Redis is unreachable, each instance counts on its own rather than failing.
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  const login = {
    account: counter('login-account', limits.loginPerAccount),
    address: counter('login-address', limits.loginPerAddress),
  };
  const passwordChange = counter('password-change', limits.passwordChange);
  const register = counter('register', limits.registerPerAddress);
  const quote = counter('quote-address', limits.quotePerAddress);
  const certificateLookup = counter('certificate-lookup', limits.certificateLookupPerAddress);
  const smsInboxSeconds = Math.ceil(limits.smsInboxWindowMs / 1000);
  const smsInbox = {
    phone: counter('sms-inbox-phone', limits.smsInboxPerPhone, smsInboxSeconds),
    address: counter('sms-inbox-address', limits.smsInboxPerAddress, smsInboxSeconds),
  };
  const forgot = {
    address: counter('forgot-address', limits.forgotPerAddress),
    account: counter('forgot-account', limits.forgotPerAccount),
  };

  /** Takes one try from each counter; refused (429) when one is spent, taking nothing then. */
  async function take(
    tries: [RateLimiterAbstract, string][],
    refusal: ErrorCode = 'TOO_MANY_REQUESTS',
  ): Promise<Attempt> {
    const results = await Promise.allSettled(tries.map(([c, key]) => c.consume(key)));
    const giveBack = (which: (i: number) => boolean) =>
      Promise.all(
        tries.filter((_, i) => which(i)).map(([c, key]) => c.reward(key).catch(() => undefined)),
      ).then(() => undefined);
    const refused = results.find((r) => r.status === 'rejected');
    if (refused) {
      await giveBack((i) => results[i]!.status === 'fulfilled');
      if (refused.reason instanceof RateLimiterRes) throw appError(refusal);
      throw refused.reason;
    }
    return { succeeded: () => giveBack(() => true) };
  }

  return {
    login: (address: string, email: string) =>
      take([
        [login.account, emailKey(email)],
        [login.address, address],
      ]),
    passwordChange: (userId: string) => take([[passwordChange, userId]]),
    register: (address: string) => take([[register, address]]),
    quoteRequest: (address: string) => take([[quote, address]]),
    certificateLookup: (address: string) =>
      take([[certificateLookup, address]], 'CERTIFICATE_LOOKUP_LIMIT'),
    /** Every SMS posted to the inbox counts, stored or not; `secretKey` is the secret's hash. */
    smsInbox: (address: string, secretKey: string) =>
      take(
        [
          [smsInbox.phone, secretKey],
          [smsInbox.address, address],
        ],
        'SMS_INBOX_LIMIT',
      ),
    forgotPassword: (address: string, email: string) =>
      take([
        [forgot.address, address],
        [forgot.account, emailKey(email)],
      ]),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
