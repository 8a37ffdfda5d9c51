import { systemClock } from '#shared/clock.ts';
import { operatorEmail, operatorRole, OPERATOR_ROLES, phone } from '@ug99/contract';
import { addOperator } from '#backoffice';
import { AppError } from '#http/app-error.ts';
import type { OperatorCommand } from '../command.ts';
import { OperatorError, optionalFlag, requireFlag } from '../command.ts';
import { operatorOf } from './payment-args.ts';

/**
 * Adds a back-office operator and prints their one-time setup link (docs/BACKOFFICE.md#access): they open
 * it, choose a password, scan the TOTP QR code and get their recovery codes. Audited.
 */
const operatorAdd: OperatorCommand = {
  name: 'operator:add',
  summary:
    'add a back-office operator (a role, a phone or an email) and print their one-time setup link; audited',
  usage: `--phone <phone> | --email <email> --role ${OPERATOR_ROLES.join('|')} --name <name> [--operator name] [--json]`,
  async run({ db, config, flags, print }) {
    const name = requireFlag(flags, 'name').trim();
    if (name.length > 100) throw new OperatorError('--name must be at most 100 characters');
    const role = operatorRole.safeParse(requireFlag(flags, 'role'));
    if (!role.success) throw new OperatorError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
    const phoneText = optionalFlag(flags, 'phone');
    const emailText = optionalFlag(flags, 'email');
    if ((phoneText === undefined) === (emailText === undefined)) {
      throw new OperatorError('give exactly one of --phone and --email: the login of the new operator');
    }
    let login: { phone?: string; email?: string };
    if (phoneText !== undefined) {
      const parsed = phone.safeParse(phoneText.trim());
      if (!parsed.success) throw new OperatorError('--phone must be 10 digits starting with 06, 08 or 09');
      login = { phone: parsed.data };
    } else {
      const parsed = operatorEmail.safeParse(emailText);
      if (!parsed.success) throw new OperatorError('--email is not an email address');
      login = { email: parsed.data };
    }
    let added;
    try {
      added = await addOperator(db, {
        name,
        role: role.data,
        ...login,
        actor: { name: operatorOf(flags) },
        now: systemClock.now(),
        publicUrl: config.backoffice.publicUrl,
      });
    } catch (err) {
      if (!(err instanceof AppError) || err.key !== 'BO_LOGIN_TAKEN') throw err;
      const reason = `another operator already signs in with ${login.phone ?? login.email}`;
      if (flags.json === true) print(JSON.stringify({ ok: false, error: reason }));
      else print(`refused: ${reason}`);
      return 1;
    }
    const { operator, link } = added;
    if (flags.json === true) {
      print(
        JSON.stringify({
          ok: true,
          operator_id: operator.id,
          name: operator.name,
          role: operator.role,
          phone: operator.phone,
          email: operator.email,
          setup_url: link.url,
          expires_at: link.expiresAt.toISOString(),
        }),
      );
      return 0;
    }
    print(
      `operator #${operator.id} ${operator.name} (${operator.role}) added; they sign in with ${operator.phone ?? operator.email}`,
    );
    print(`one-time setup link, valid until ${link.expiresAt.toISOString()}; give it to them only:`);
    print(link.url);
    return 0;
  },
};

export default operatorAdd;
