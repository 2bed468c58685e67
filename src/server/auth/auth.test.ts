import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../shared/limits.ts';
import { LOGIN, REGISTRATION, VALIDATION } from '../../shared/messages.ts';
import { toDate } from '../db/values.ts';
import { buildTestApp, cookieFrom, signUp, TEST_ORIGIN, TEST_PASSWORD } from '../test/test-app.ts';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-database.ts';

type Harness = ReturnType<typeof buildTestApp>;

function post(harness: Harness, path: string, body: unknown, headers: Record<string, string> = {}) {
  return harness.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

async function errorMessage(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

const signIn = (harness: Harness, email: string, password: string, userAgent = 'Mozilla/5.0 test') =>
  post(harness, '/api/auth/sign-in/email', { email, password }, { 'User-Agent': userAgent });

describe.each(ENGINES)('registration on %s', (engine) => {
  let database: TestDatabase;
  let harness: Harness;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    harness = buildTestApp(database);
  });
  afterAll(() => database.destroy());

  it('creates the account with its gender, signs in, and sends the welcome e-mail', async () => {
    const response = await post(harness, '/api/auth/sign-up/email', {
      name: '  Mary   Magdalene ',
      email: '  Mary@Example.com ',
      password: TEST_PASSWORD,
      gender: 'female',
    });
    expect(response.status).toBe(200);
    expect(cookieFrom(response)).toMatch(/session_token=/);
    const user = await database.db.selectFrom('users').selectAll().where('email', '=', 'mary@example.com').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Mary Magdalene', gender: 'female' });
    expect(Boolean(user.disclaimer_accepted)).toBe(false);
    const welcome = harness.outbox().find((message) => message.includes('To: mary@example.com'));
    expect(welcome).toBeDefined();
  });

  it.each([
    [{ password: 'elevenchars' }, VALIDATION.registerPassword],
    [{ name: 'J' }, VALIDATION.name],
    [{ name: 'x'.repeat(INPUT_LIMITS.nameMax + 1) }, VALIDATION.name],
    [{ email: 'not-an-email' }, VALIDATION.email],
    [{ email: 'a@b' }, VALIDATION.email],
    [{ email: `${'a'.repeat(250)}@example.com` }, VALIDATION.email],
    [{ gender: 'other' }, 'Please choose one of the options.'],
  ])('refuses %j with its spec message and stores nothing', async (change, message) => {
    const before = await database.db.selectFrom('users').select('id').execute();
    const response = await post(harness, '/api/auth/sign-up/email', {
      name: 'Martha',
      email: 'martha@example.com',
      password: TEST_PASSWORD,
      gender: 'female',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(message);
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('cleans hostile characters out of the e-mail before using it', async () => {
    const response = await post(harness, '/api/auth/sign-up/email', {
      name: 'Lazarus',
      email: '<lazarus@example.com>"',
      password: TEST_PASSWORD,
      gender: 'male',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe('lazarus@example.com');
  });

  it('refuses a second account with the same e-mail', async () => {
    const response = await post(harness, '/api/auth/sign-up/email', {
      name: 'Another Mary',
      email: 'MARY@example.com',
      password: TEST_PASSWORD,
      gender: 'female',
    });
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toBe(REGISTRATION.emailExists);
  });

  it('refuses registrations when the operator has closed them', async () => {
    const closed = buildTestApp(database, { environment: { REGISTRATION_OPEN: 'false' } });
    const response = await post(closed, '/api/auth/sign-up/email', {
      name: 'Thomas',
      email: 'thomas@example.com',
      password: TEST_PASSWORD,
      gender: 'male',
    });
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toBe(REGISTRATION.disabled);
  });
});

describe.each(ENGINES)('sign-in and its protection on %s', (engine) => {
  let database: TestDatabase;
  let clock: number;
  let harness: Harness;
  const minutes = (n: number) => n * 60_000;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    clock = Date.parse('2026-11-22T09:00:00Z');
    harness = buildTestApp(database, { now: () => clock });
  });
  afterAll(() => database.destroy());

  it('signs in with the right password and answers the spec message for a wrong one', async () => {
    await signUp(harness.app, 'peter@example.com', 'Peter');
    const ok = await signIn(harness, 'Peter@Example.com ', TEST_PASSWORD);
    expect(ok.status).toBe(200);
    expect(cookieFrom(ok)).toMatch(/session_token=/);
    const wrong = await signIn(harness, 'peter@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    expect(await errorMessage(wrong)).toBe(LOGIN.invalidCredentials);
    const unknown = await signIn(harness, 'nobody@example.com', TEST_PASSWORD);
    expect(await errorMessage(unknown)).toBe(LOGIN.invalidCredentials);
  });

  it('validates the form on the server too', async () => {
    const short = await signIn(harness, 'peter@example.com', '1234567');
    expect(short.status).toBe(400);
    expect(await errorMessage(short)).toContain(VALIDATION.loginPassword);
    const badEmail = await signIn(harness, 'javascript:alert(1)', TEST_PASSWORD);
    expect(await errorMessage(badEmail)).toContain(VALIDATION.email);
  });

  it('flags more than 3 failures in 5 minutes, then locks the account for 15 minutes', async () => {
    await signUp(harness.app, 'andrew@example.com', 'Andrew');
    clock += minutes(1);
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      outcomes.push(await errorMessage(await signIn(harness, 'andrew@example.com', 'wrong password!')));
    }
    expect(outcomes).toEqual([
      LOGIN.invalidCredentials,
      LOGIN.invalidCredentials,
      LOGIN.invalidCredentials,
      LOGIN.invalidCredentials,
      LOGIN.suspicious,
      LOGIN.locallyRateLimited,
    ]);
    const rightPassword = await signIn(harness, 'andrew@example.com', TEST_PASSWORD);
    expect(rightPassword.status).toBe(429);
    expect(await errorMessage(rightPassword)).toBe(LOGIN.locallyRateLimited);

    clock += minutes(15) + 1;
    expect((await signIn(harness, 'andrew@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('locks after 5 failures in 15 minutes even when they are spread out', async () => {
    await signUp(harness.app, 'james@example.com', 'James');
    const messages: string[] = [];
    for (const gap of [0, 4, 4, 4, 1]) {
      clock += minutes(gap);
      messages.push(await errorMessage(await signIn(harness, 'james@example.com', 'wrong password!')));
    }
    expect(messages).toEqual(Array(5).fill(LOGIN.invalidCredentials));
    clock += minutes(1);
    expect(await errorMessage(await signIn(harness, 'james@example.com', TEST_PASSWORD))).toBe(LOGIN.locallyRateLimited);
  });

  it('flags a third browser for one account within 5 minutes', async () => {
    await signUp(harness.app, 'john@example.com', 'John');
    clock += minutes(20);
    expect((await signIn(harness, 'john@example.com', TEST_PASSWORD, 'Browser A')).status).toBe(200);
    expect((await signIn(harness, 'john@example.com', TEST_PASSWORD, 'Browser B')).status).toBe(200);
    const third = await signIn(harness, 'john@example.com', TEST_PASSWORD, 'Browser C');
    expect(third.status).toBe(429);
    expect(await errorMessage(third)).toBe(LOGIN.suspicious);
  });

  it('lets a successful sign-in reset the failure count', async () => {
    await signUp(harness.app, 'philip@example.com', 'Philip');
    clock += minutes(30);
    const attempt = (password: string) => {
      clock += 1000;
      return signIn(harness, 'philip@example.com', password);
    };
    for (let i = 0; i < 3; i++) await attempt('wrong password!');
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    clock += minutes(6);
    for (let i = 0; i < 3; i++) {
      expect(await errorMessage(await attempt('wrong password!'))).toBe(LOGIN.invalidCredentials);
    }
  });

  it('lets no more than 4 guesses of a parallel burst reach the password check', async () => {
    await signUp(harness.app, 'thaddaeus@example.com', 'Thaddaeus');
    clock += minutes(40);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => signIn(harness, 'thaddaeus@example.com', 'guess guess guess')),
    );
    const checked = responses.filter((response) => response.status === 401).length;
    const refused = responses.filter((response) => response.status === 429).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(4);
    expect(checked + refused).toBe(20);
    const rows = await database.db.selectFrom('sign_in_attempts').select('outcome').where('email', '=', 'thaddaeus@example.com').execute();
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.outcome === 'pending')).toHaveLength(0);
  });

  it('limits one client address across accounts, as configured', async () => {
    const limited = buildTestApp(database, {
      environment: { SIGN_IN_LIMIT_PER_ADDRESS: '3', TRUST_PROXY: 'true' },
      now: () => clock,
    });
    clock += minutes(60);
    const from = (address: string, email: string) =>
      post(limited, '/api/auth/sign-in/email', { email, password: 'wrong password!' }, { 'X-Forwarded-For': address });
    for (const email of ['a1@example.com', 'a2@example.com', 'a3@example.com']) {
      expect((await from('203.0.113.7', email)).status).toBe(401);
    }
    const fourth = await from('203.0.113.7', 'a4@example.com');
    expect(fourth.status).toBe(429);
    expect(await errorMessage(fourth)).toBe(LOGIN.tooManyAttempts);
    expect((await from('198.51.100.1', 'a4@example.com')).status).toBe(401);
  });
});

describe.each(ENGINES)('password reset, verification and account deletion on %s', (engine) => {
  let database: TestDatabase;
  let harness: Harness;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    harness = buildTestApp(database);
  });
  afterAll(() => database.destroy());

  const linkIn = (message: string | undefined, pattern: RegExp) => {
    const decoded = (message ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return pattern.exec(decoded)?.[0];
  };

  it('resets a password through the link in the e-mail, once', async () => {
    const { cookie } = await signUp(harness.app, 'timothy@example.com', 'Timothy');
    const asked = await post(harness, '/api/auth/request-password-reset', { email: 'timothy@example.com', redirectTo: '/reset-password' });
    expect(asked.status).toBe(200);
    const message = harness.outbox().findLast((text) => text.includes('To: timothy@example.com') && /reset/i.test(text));
    const link = linkIn(message, /http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s"<>]+/);
    expect(link).toBeDefined();

    const followed = await harness.app.request(new URL(link ?? '').pathname + new URL(link ?? '').search);
    expect(followed.status).toBe(302);
    const landing = new URL(followed.headers.get('location') ?? '', TEST_ORIGIN);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const newPassword = 'a brand new long password';
    expect((await post(harness, '/api/auth/reset-password', { token, newPassword })).status).toBe(200);
    expect((await post(harness, '/api/auth/reset-password', { token, newPassword: 'yet another password' })).status).toBe(400);
    expect((await signIn(harness, 'timothy@example.com', TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(harness, 'timothy@example.com', newPassword)).status).toBe(200);
    const oldSession = await harness.app.request('/api/profile', { headers: { cookie } });
    expect(oldSession.status).toBe(401);
  });

  it('refuses a reset to a password shorter than 12 characters', async () => {
    const response = await post(harness, '/api/auth/reset-password', { token: 'whatever', newPassword: 'short pass' });
    expect(response.status).toBe(400);
  });

  it('requires the e-mail to be confirmed when the operator asks for it', async () => {
    const strict = buildTestApp(database, { environment: { REQUIRE_EMAIL_VERIFICATION: 'true' } });
    const registered = await post(strict, '/api/auth/sign-up/email', {
      name: 'Titus',
      email: 'titus@example.com',
      password: TEST_PASSWORD,
      gender: 'male',
    });
    expect(registered.status).toBe(200);
    expect(((await registered.json()) as { token: string | null }).token).toBeNull();
    const early = await signIn(strict, 'titus@example.com', TEST_PASSWORD);
    expect(early.status).toBe(403);
    expect(await errorMessage(early)).toBe(LOGIN.emailNotConfirmed);

    const message = strict.outbox().findLast((text) => text.includes('To: titus@example.com') && /verify-email/.test(text.replace(/=\r?\n/g, '')));
    const link = linkIn(message, /http:\/\/localhost:3000\/api\/auth\/verify-email[^\s"<>]+/);
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    expect((await strict.app.request(url.pathname + url.search)).status).toBeLessThan(400);
    expect((await signIn(strict, 'titus@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('deletes the account and everything of it after the password is confirmed', async () => {
    const { cookie, userId } = await signUp(harness.app, 'demas@example.com', 'Demas');
    await harness.app.request('/api/preferences', {
      method: 'PATCH',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ theme: 'dark' }),
    });
    const wrong = await post(harness, '/api/auth/delete-user', { password: 'not my password' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await database.db.selectFrom('users').select('id').where('id', '=', userId).execute()).toHaveLength(1);

    const deleted = await post(harness, '/api/auth/delete-user', { password: TEST_PASSWORD }, { cookie });
    expect(deleted.status).toBe(200);
    for (const table of ['users', 'sessions', 'accounts'] as const) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(await database.db.selectFrom(table).select(column).where(column, '=', userId).execute()).toHaveLength(0);
    }
    expect(await database.db.selectFrom('user_preferences').select('user_id').where('user_id', '=', userId).execute()).toHaveLength(0);
    expect(harness.outbox().some((text) => text.includes('To: demas@example.com') && /deleted/i.test(text))).toBe(true);
    expect((await signIn(harness, 'demas@example.com', TEST_PASSWORD)).status).toBe(401);
    expect((await harness.app.request('/api/profile', { headers: { cookie } })).status).toBe(401);
  });
});

describe.each(ENGINES)('profile and disclaimer on %s', (engine) => {
  let database: TestDatabase;
  let harness: Harness;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    harness = buildTestApp(database);
  });
  afterAll(() => database.destroy());

  it('shows the profile, accepts the disclaimer once and for good, and changes the name', async () => {
    const { cookie } = await signUp(harness.app, 'lydia@example.com', 'Lydia');
    const profile = await harness.client.api.profile.$get({}, { headers: { cookie } });
    expect(await profile.json()).toMatchObject({ name: 'Lydia', email: 'lydia@example.com', gender: 'prefer_not_to_say', disclaimerAccepted: false });

    const accepted = await harness.client.api.profile.disclaimer.$post({}, { headers: { cookie } });
    expect(await accepted.json()).toMatchObject({ disclaimerAccepted: true });
    const again = await harness.client.api.profile.disclaimer.$post({}, { headers: { cookie } });
    expect(await again.json()).toMatchObject({ disclaimerAccepted: true });

    const renamed = await harness.client.api.profile.$patch({ json: { name: '  Lydia of Thyatira ' } }, { headers: { cookie } });
    expect(await renamed.json()).toMatchObject({ name: 'Lydia of Thyatira', disclaimerAccepted: true });
  });

  it('cannot set the disclaimer flag at sign-up or through the profile', async () => {
    const response = await post(harness, '/api/auth/sign-up/email', {
      name: 'Eutychus',
      email: 'eutychus@example.com',
      password: TEST_PASSWORD,
      gender: 'male',
      disclaimerAccepted: true,
    });
    const cookie = cookieFrom(response);
    const profile = await harness.client.api.profile.$get({}, { headers: { cookie } });
    expect(await profile.json()).toMatchObject({ disclaimerAccepted: false });
    const patch = await harness.app.request('/api/profile', {
      method: 'PATCH',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ disclaimerAccepted: true }),
    });
    expect(patch.status).toBe(400);
  });

  it('refuses a name outside 2 to 100 characters', async () => {
    const { cookie } = await signUp(harness.app, 'rhoda@example.com', 'Rhoda');
    const response = await harness.client.api.profile.$patch({ json: { name: 'R' } }, { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toContain(VALIDATION.name);
  });
});

describe('session reads under load from one address', () => {
  it('are never rate limited, so a congregation behind one network stays signed in', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const harness = buildTestApp(database);
      const { cookie } = await signUp(harness.app, 'congregation@example.com', 'Stephen');
      const statuses = await Promise.all(
        Array.from({ length: 150 }, async () => (await harness.app.request('/api/auth/get-session', { headers: { cookie } })).status),
      );
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      const limited = [];
      for (let i = 0; i < 5; i++) {
        limited.push((await post(harness, '/api/auth/request-password-reset', { email: 'congregation@example.com', redirectTo: '/reset-password' })).status);
      }
      expect(limited).toContain(429);
    } finally {
      await database.destroy();
    }
  });
});

describe.each(ENGINES)('the server session on %s', (engine) => {
  it('lasts 30 minutes from the last activity and is refused once that has passed', async () => {
    const database = await createTestDatabase(engine);
    try {
      const { app } = buildTestApp(database);
      const { cookie, userId } = await signUp(app, 'idle@example.com', 'Dorcas');
      const session = await database.db.selectFrom('sessions').select(['id', 'expires_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();
      const minutesLeft = (toDate(session.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(29);
      expect(minutesLeft).toBeLessThanOrEqual(30);

      await database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', session.id)
        .execute();
      expect((await app.request('/api/profile', { headers: { cookie } })).status).toBe(401);
    } finally {
      await database.destroy();
    }
  });
});
