import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { defaultAuthRateLimits } from '../../src/server/modules/auth/auth-limits.ts';
import { Agent, createTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers/app.ts';
import { createRateLimitedApp, rateLimitStores } from '../helpers/rate-limits.ts';

const tooMany = {
  message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  code: 'TOO_MANY_REQUESTS',
};
const limits = defaultAuthRateLimits;

describe.each(rateLimitStores)('account limits, counters in $store', ({ redisUrl }) => {
  let t: TestApp;
  let subnet = 0;
  beforeAll(async () => {
    t = await createRateLimitedApp(redisUrl);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Callers from addresses no other test uses. */
  const network = () => {
    subnet += 1;
    return (host: number) => new Agent(t.app, { remoteAddress: `10.${subnet}.0.${host}` });
  };
  const login = (agent: Agent, email: string, password: string) =>
    agent.post('/api/auth/login', { email, password });
  const account = async () => registerUser(t.app, {}, `10.200.${++subnet}.1`);

  it('counts failures only: a shared phone signs in as often as it likes', async () => {
    const { email, password } = await account();
    const phone = network()(1);
    for (let i = 0; i < limits.loginPerAccount + 5; i++)
      expect((await login(phone, email, password)).statusCode).toBe(200);
    // Nine failures, a success, then the tenth failure: the limit is reached only now.
    for (let i = 0; i < limits.loginPerAccount - 1; i++)
      expect((await login(phone, email, 'devine')).statusCode).toBe(401);
    expect((await login(phone, email, password)).statusCode).toBe(200);
    expect((await login(phone, email, 'devine')).statusCode).toBe(401);
    const blocked = await login(phone, email, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });

  it('limits one account across every address, and leaves its neighbours alone', async () => {
    const { email, password } = await account();
    const neighbour = await account();
    const from = network();
    for (let i = 1; i <= limits.loginPerAccount; i++)
      expect((await login(from(i), email, 'devine')).statusCode).toBe(401);
    const blocked = await login(from(99), email, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect((await login(from(1), neighbour.email, neighbour.password)).statusCode).toBe(200);
  });

  it('counts parallel guesses exactly', async () => {
    const { email } = await account();
    const from = network();
    const codes = await Promise.all(
      Array.from({ length: 2 * limits.loginPerAccount }, (_, i) => login(from(i), email, 'x1')),
    );
    const count = (code: number) => codes.filter((r) => r.statusCode === code).length;
    expect([count(401), count(429)]).toEqual([limits.loginPerAccount, limits.loginPerAccount]);
  });

  it('limits password spraying from one address, with a ceiling a carrier address can share', async () => {
    const victim = await account();
    const attacker = network()(1);
    const sprayed = Array.from({ length: 40 }, () => uniqueEmail('cible'));
    const codes: number[] = [];
    for (let i = 0; i < limits.loginPerAddress; i++)
      codes.push((await login(attacker, sprayed[i % 40]!, `essai-${i}`)).statusCode);
    expect(codes.every((code) => code === 401)).toBe(true);
    const blocked = await login(attacker, victim.email, victim.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    // The same account from another address still signs in.
    expect((await login(network()(1), victim.email, victim.password)).statusCode).toBe(200);
  });

  it('throttles wrong current passwords on change-password, not successful changes', async () => {
    const { agent, password } = await account();
    let current = password;
    for (let i = 0; i < limits.passwordChange + 2; i++) {
      const next = `nouveau-${i}`;
      const res = await agent.post('/api/auth/change-password', {
        currentPassword: current,
        newPassword: next,
      });
      expect(res.statusCode).toBe(200);
      current = next;
    }
    for (let i = 0; i < limits.passwordChange; i++) {
      const res = await agent.post('/api/auth/change-password', {
        currentPassword: 'devine',
        newPassword: 'nouveau-x',
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await agent.post('/api/auth/change-password', {
      currentPassword: current,
      newPassword: 'nouveau-y',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });

  it('limits registrations per address', async () => {
    const from = network();
    const register = (agent: Agent) =>
      agent.post('/api/auth/register', {
        name: 'Xavier Kalala',
        email: uniqueEmail(),
        password: 'secret12',
      });
    for (let i = 0; i < limits.registerPerAddress; i++)
      expect((await register(from(1))).statusCode).toBe(201);
    const blocked = await register(from(1));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect((await register(from(2))).statusCode).toBe(201);
  });

  it('limits quote requests per address (a public form)', async () => {
    const from = network();
    const quote = (agent: Agent) =>
      agent.post('/api/quote-requests', {
        bundleId: '00000000-0000-4000-8000-000000000000',
        contactName: 'Mireille Kalonji',
        email: 'contact@exemple.cd',
        phone: '+243815550101',
      });
    for (let i = 0; i < limits.quotePerAddress; i++)
      expect((await quote(from(1))).statusCode).toBe(404);
    const blocked = await quote(from(1));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect((await quote(from(2))).statusCode).toBe(404);
  });

  it('limits reset requests per email and per address', async () => {
    const from = network();
    const forgot = (agent: Agent, email: string) =>
      agent.post('/api/auth/forgot-password', { email });
    const email = uniqueEmail();
    for (let i = 1; i <= limits.forgotPerAccount; i++)
      expect((await forgot(from(i), email)).statusCode).toBe(200);
    expect((await forgot(from(50), email)).statusCode).toBe(429);

    const one = network()(1);
    for (let i = 0; i < limits.forgotPerAddress; i++)
      expect((await forgot(one, uniqueEmail())).statusCode).toBe(200);
    const blocked = await forgot(one, uniqueEmail());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });
});

describe('behind one trusted proxy', () => {
  it('counts the address the proxy saw, whatever a caller forges', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/kelasi-test',
      TRUST_PROXY: '1',
    });
    const proxied = await createTestApp({
      config,
      rateLimits: { ...limits, loginPerAddress: 5 },
    });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await new Agent(proxied.app, {
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
      }).post('/api/auth/login', { email: uniqueEmail(), password: 'mauvais' });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    await proxied.close();
  });
});
