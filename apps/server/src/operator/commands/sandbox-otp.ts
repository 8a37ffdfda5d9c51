import { latestSandboxOtp } from '#members';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';

/** For the built-in sandbox SMS sender: what the member would have received by text message. */
const sandboxOtp: OperatorCommand = {
  name: 'sandbox:otp',
  summary: 'print the latest one-time code the sandbox SMS sender kept for a phone',
  usage: '<phone>',
  async run({ db, args, print }) {
    const [phone] = args;
    if (!phone) throw new OperatorError('<phone> is required');
    const latest = await latestSandboxOtp(db, phone);
    if (!latest) throw new OperatorError(`the sandbox inbox holds no code for ${phone}`);
    print(`${latest.otp}  (sent ${latest.sentAt.toISOString()})`);
    return 0;
  },
};

export default sandboxOtp;
