import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { normalizeGiftCode } from '../../shared/schemas/credits.ts';
import * as repo from '../credits/credits.repo.ts';
import type { CreditService } from '../credits/credits.service.ts';
import type { Database } from '../db/schema.ts';
import { toBoolean, toDate } from '../db/values.ts';

export interface AdminDependencies {
  db: Kysely<Database>;
  credits: CreditService;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => number;
}

export const USAGE = `Operator commands (npm run admin -- <command>):

  gift-codes list
  gift-codes create <CODE> <credits> [--expires YYYY-MM-DD] [--max-redemptions N]
  gift-codes disable <CODE>
  gift-codes enable <CODE>
  credits show <email> [--all]
  credits grant <email> <n> [--note "why"]      (n may be negative, for a correction)
  credits unlimited <email> on|off
  help`;

const CODE_PATTERN = /^[A-Z0-9_-]{1,64}$/;

/** Runs one operator command; answers the process exit code (0 ok, 1 refused, 2 usage). */
export async function runAdmin(argv: string[], deps: AdminDependencies): Promise<number> {
  // A negative amount ('-5') would read as short options; keep it a positional.
  const { values, positionals: raw } = parseArgs({
    args: argv.map((arg) => (/^-\d+$/.test(arg) ? `negative:${arg.slice(1)}` : arg)),
    allowPositionals: true,
    strict: false,
    options: { expires: { type: 'string' }, 'max-redemptions': { type: 'string' }, note: { type: 'string' }, all: { type: 'boolean' } },
  });
  const positionals = raw.map((arg) => (arg.startsWith('negative:') ? `-${arg.slice('negative:'.length)}` : arg));
  const [group, command, ...rest] = positionals;
  const { out, err } = deps;
  const fail = (message: string) => {
    err(message);
    return 1;
  };

  if (group === undefined || group === 'help' || group === '--help') {
    out(USAGE);
    return 0;
  }

  if (group === 'gift-codes') {
    if (command === 'list') {
      const codes = await repo.listGiftCodes(deps.db);
      if (codes.length === 0) out('No gift codes.');
      for (const code of codes) {
        const expires = code.expires_at === null ? 'never' : toDate(code.expires_at).toISOString().slice(0, 10);
        const cap = code.max_redemptions === null ? '∞' : String(code.max_redemptions);
        out(`${code.code.padEnd(20)} ${String(code.credits).padStart(6)} credits  ${toBoolean(code.active) ? 'active  ' : 'disabled'}  expires ${expires}  redeemed ${code.redemption_count}/${cap}`);
      }
      return 0;
    }
    if (command === 'create') {
      const code = normalizeGiftCode(rest[0] ?? '');
      const credits = Number(rest[1]);
      if (!CODE_PATTERN.test(code)) return fail('A code is 1 to 64 letters, digits, - or _.');
      if (!Number.isInteger(credits) || credits < 1 || credits > 100_000) return fail('Credits must be a whole number from 1 to 100000.');
      const expires = typeof values.expires === 'string' ? new Date(`${values.expires}T00:00:00.000Z`) : null;
      if (expires !== null && Number.isNaN(expires.getTime())) return fail('--expires must be a date like 2027-01-01.');
      const cap = typeof values['max-redemptions'] === 'string' ? Number(values['max-redemptions']) : null;
      if (cap !== null && (!Number.isInteger(cap) || cap < 1)) return fail('--max-redemptions must be a whole number of at least 1.');
      const created = await repo.insertGiftCode(deps.db, {
        code,
        credits,
        expires_at: expires?.toISOString() ?? null,
        max_redemptions: cap,
        created_at: new Date(deps.now?.() ?? Date.now()).toISOString(),
      });
      if (!created) return fail(`The gift code ${code} exists already.`);
      out(`Created ${code}: ${credits} credits${expires ? `, expires ${values.expires}` : ''}${cap ? `, at most ${cap} redemptions` : ''}.`);
      return 0;
    }
    if (command === 'disable' || command === 'enable') {
      const code = normalizeGiftCode(rest[0] ?? '');
      if (!(await repo.setGiftCodeActive(deps.db, code, command === 'enable'))) return fail(`No gift code ${code}.`);
      out(`${code} is ${command === 'enable' ? 'active' : 'disabled'}.`);
      return 0;
    }
  }

  if (group === 'credits' && (command === 'show' || command === 'grant' || command === 'unlimited')) {
    const email = rest[0] ?? '';
    const userId = await repo.findUserIdByEmail(deps.db, email);
    if (userId === undefined) return fail(`No account with the e-mail ${email}.`);
    if (command === 'grant') {
      const amount = Number(rest[1]);
      if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > 1_000_000) return fail('The amount must be a whole number, not 0.');
      const note = typeof values.note === 'string' ? values.note.slice(0, 200) : null;
      const result = await deps.credits.adminGrant(userId, amount, note);
      if (!result.ok) return fail('Refused: the total would go below zero.');
      out(`${amount > 0 ? 'Added' : 'Removed'} ${Math.abs(amount)} credits. Balance: ${result.balance.freeCredits} free, ${result.balance.totalCredits} total.`);
      return 0;
    }
    if (command === 'unlimited') {
      const setting = rest[1];
      if (setting !== 'on' && setting !== 'off') return fail('Say on or off.');
      await deps.credits.setUnlimited(userId, setting === 'on');
      out(`Unlimited credits ${setting} for ${email}.`);
      return 0;
    }
    const balance = await deps.credits.balance(userId);
    out(`${email}: ${balance.freeCredits} free, ${balance.totalCredits} total${balance.hasUnlimitedCredits ? ', unlimited' : ''}; last free credit ${balance.lastFreeCreditDate}`);
    let before: string | undefined;
    do {
      const page = await deps.credits.activity(userId, { limit: 20, ...(before ? { before } : {}) });
      for (const entry of page.entries) {
        const delta = (value: number) => (value > 0 ? `+${value}` : String(value));
        out(`${entry.createdAt}  ${entry.kind.padEnd(6)}  free ${delta(entry.freeDelta).padStart(4)}  total ${delta(entry.totalDelta).padStart(5)}  → ${entry.freeAfter}/${entry.totalAfter}${entry.note ? `  ${entry.note}` : ''}`);
      }
      before = values.all === true ? (page.nextCursor ?? undefined) : undefined;
    } while (before !== undefined);
    return 0;
  }

  err(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
  return 2;
}
